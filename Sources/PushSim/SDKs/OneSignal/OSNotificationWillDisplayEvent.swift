/// What OneSignal's foreground lifecycle listener gets
/// (`INotificationLifecycleListener.onWillDisplay(event)`): a notification about to be shown
/// while the app is in focus. Calling ``OSPreventableNotificationEvent/preventDefault()`` keeps
/// it from being shown; the app's default is ``AppBehavior/preventsForegroundDisplay``.
///
/// On iOS (v5 `OSNotificationsManager handleWillShowInForegroundForNotification:completion:`)
/// the SDK completes `willPresent` with 7 when the listeners return without a
/// `preventDefault()`, and `event.notification.display()` completes it at once wherever it is
/// called: a `preventDefault()` after a `display()` (`wantsToDisplay` false, the completion
/// already gone) changes nothing, so the notification is shown (``iOSKeepsDisplay``).
public final class OSNotificationWillDisplayEvent: OSPreventableNotificationEvent {
  /// iOS: whether the listener's calls leave the notification shown: not prevented, or
  /// `display()` called at any point (its completion ran before a later `preventDefault()`).
  public var iOSKeepsDisplay: Bool { !isPrevented || displayCalled }
}
