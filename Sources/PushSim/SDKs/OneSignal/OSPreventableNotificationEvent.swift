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
  /// Whether ``preventDefault()`` was called at any point (or the app's default choice
  /// prevented), even if a ``display()`` followed. On iOS that call clears the SDK's
  /// process-wide `wantsToDisplay` (``OneSignalRuntime/iosHoldsAfterListeners(_:)``).
  public private(set) var preventDefaultCalled: Bool

  /// Creates an event; `prevented` is the app's default choice (its app keys).
  public init(notification: OSNotification, prevented: Bool = false) {
    self.notification = notification
    self.isPrevented = prevented
    self.preventDefaultCalled = prevented
  }

  /// Do not show the notification. Calling it again changes nothing.
  public func preventDefault() {
    isPrevented = true
    preventDefaultCalled = true
  }
  /// Show it after all (`notification.display()` after `preventDefault()`).
  public func display() {
    isPrevented = false
    displayCalled = true
  }
}
