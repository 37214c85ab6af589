/// What OneSignal's foreground lifecycle listener gets
/// (`INotificationLifecycleListener.onWillDisplay(event)`): a notification about to be shown
/// while the app is in focus. Calling ``preventDefault()`` keeps it from being shown.
///
/// A class, as in the SDK: the listener changes the event it is handed.
public final class OSNotificationWillDisplayEvent {
  /// The notification about to be shown.
  public let notification: OSNotification
  /// Whether display was prevented.
  public private(set) var isPrevented: Bool

  /// Creates an event; `prevented` is the app's default choice (``AppBehavior/preventsForegroundDisplay``).
  public init(notification: OSNotification, prevented: Bool = false) {
    self.notification = notification
    self.isPrevented = prevented
  }

  /// Do not show the notification.
  public func preventDefault() { isPrevented = true }
  /// Show it after all (`notification.display()` after `preventDefault()`).
  public func display() { isPrevented = false }
}
