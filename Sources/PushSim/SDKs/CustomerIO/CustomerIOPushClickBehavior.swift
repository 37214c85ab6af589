/// Customer.io Android's `PushClickBehavior` (CIO-A `config/PushClickBehavior.kt`), set with
/// `MessagingPushModuleConfig.Builder.setPushClickBehavior` (default `ACTIVITY_PREVENT_RESTART`):
/// how the SDK's click activity starts the app's activity for a tap
/// (`PushMessageProcessorImpl.handleNotificationDeepLink`). It applies to the app's own intent
/// only (the activity for the link, or the launcher activity): not to a link the browser opens,
/// nor when the app's `onNotificationClicked` took the tap.
///
/// PushSim's app has one activity, in standard launch mode, that the tap's intent reaches
/// (whatever ``DeviceOptions/androidLaunchMode`` says: that knob is for the FCM SDK's intent).
public enum CustomerIOPushClickBehavior: String, Sendable, CaseIterable {
  /// `ACTIVITY_PREVENT_RESTART` (the default): `FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_SINGLE_TOP`.
  /// The app's task comes forward, and its activity, when there is one on top, gets the intent in
  /// `onNewIntent`; otherwise one is created (`onCreate`).
  case activityPreventRestart
  /// `ACTIVITY_NO_FLAGS`: `startActivity` with the intent as it is. The link's own intent
  /// (`ACTION_VIEW`, no flags) creates a standard activity anew (`onCreate`) on top of whatever
  /// the task holds, even when one is already there: the back stack keeps the old one. The
  /// launcher intent is `getLaunchIntentForPackage`'s, which sets `FLAG_ACTIVITY_NEW_TASK`: when
  /// the app's task exists, Android only brings it forward, as a tap on the launcher icon does
  /// (the intent matches the task's root), and no activity gets it.
  case activityNoFlags
  /// `RESET_TASK_STACK`: a `TaskStackBuilder` with the intent and its parent stack
  /// (`addNextIntentWithParentStack`, `startActivities`), which clears the task: the activities
  /// there are finished and the activity is created anew (`onCreate`), whatever the app's state
  /// (`backStack` is `reset` when there was an activity to clear, `new` otherwise).
  case resetTaskStack

  /// How the app's activity gets the intent when one of the app's activities is alive
  /// (`activityAlive`) or not, for the launcher intent (`opensLauncher`) or the link's.
  public func activityStart(activityAlive: Bool, opensLauncher: Bool) -> AndroidActivityStart {
    switch self {
    case .activityPreventRestart:
      AndroidActivityStart(createsActivity: !activityAlive, backStack: activityAlive ? .kept : .new)
    case .activityNoFlags:
      activityAlive && opensLauncher
        ? AndroidActivityStart(createsActivity: false, backStack: .kept, deliversIntent: false)
        : AndroidActivityStart(createsActivity: true, backStack: activityAlive ? .kept : .new)
    case .resetTaskStack:
      AndroidActivityStart(createsActivity: true, backStack: activityAlive ? .reset : .new)
    }
  }
}
