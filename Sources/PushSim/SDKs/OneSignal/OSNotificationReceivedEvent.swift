/// What OneSignal's notification service extension gets on Android
/// (`INotificationServiceExtension.onNotificationReceived(event)`): every notification the SDK
/// processes, a restored one included (``OSNotification/restoring``). Calling
/// ``preventDefault()`` keeps it from being shown; a restored notification prevented so is
/// marked dismissed and not restored again.
///
/// A class, as in the SDK: the extension changes the event it is handed.
public final class OSNotificationReceivedEvent {
  /// The notification about to be shown.
  public let notification: OSNotification
  /// Whether display was prevented.
  public private(set) var isPrevented: Bool

  /// Creates an event; `prevented` is the app's default choice (``AppBehavior/oneSignalServiceExtension``).
  public init(notification: OSNotification, prevented: Bool = false) {
    self.notification = notification
    self.isPrevented = prevented
  }

  /// Do not show the notification.
  public func preventDefault() { isPrevented = true }
  /// Show it after all.
  public func display() { isPrevented = false }
}
