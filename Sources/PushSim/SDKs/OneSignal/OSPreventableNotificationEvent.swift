/// A OneSignal event whose handler may keep the notification from being shown
/// (``OSNotificationWillDisplayEvent``, ``OSNotificationReceivedEvent``): the notification, and
/// ``preventDefault()`` / ``display()``.
///
/// A class, as in the SDK: the handler changes the event it is handed.
public class OSPreventableNotificationEvent {
  /// The notification about to be shown.
  public let notification: OSNotification
  /// Whether display was prevented.
  public private(set) var isPrevented: Bool
  /// Whether the handler called ``display()``. On iOS the foreground listener's `display()`
  /// completes `willPresent` there and then, so a `preventDefault()` after it changes nothing
  /// (``OSNotificationWillDisplayEvent``).
  public private(set) var displayCalled = false

  /// Creates an event; `prevented` is the app's default choice (its app keys).
  public init(notification: OSNotification, prevented: Bool = false) {
    self.notification = notification
    self.isPrevented = prevented
  }

  /// Do not show the notification. Calling it again changes nothing.
  public func preventDefault() { isPrevented = true }
  /// Show it after all (`notification.display()` after `preventDefault()`).
  public func display() {
    isPrevented = false
    displayCalled = true
  }
}
