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

/// How a vendor SDK's click activity (a trampoline of the app's own) starts the app's activity,
/// after it has handled the tap
/// (``EmbeddedSDK/androidActivityStart(app:activityAlive:opensLauncher:)``).
public struct AndroidActivityStart: Sendable, Equatable {
  /// What becomes of the app's task (the activities the user goes back to).
  public enum BackStack: String, Sendable, CaseIterable {
    /// No activity of the app existed: the activity starts a new stack.
    case new
    /// The activities there stay under the one that gets the intent.
    case kept
    /// The task is cleared first: only the new activity (and its declared parents) remains.
    case reset
    /// The activity that was there, and any above it, is finished and created anew in its
    /// place (`FLAG_ACTIVITY_CLEAR_TOP` on a `standard` activity, ``AndroidLaunchMode/standard``);
    /// those under it stay.
    case recreated
  }

  /// Whether the activity is created anew (`onCreate` with the intent), rather than the one on
  /// top getting it (`onNewIntent`).
  public var createsActivity: Bool
  /// What becomes of the task.
  public var backStack: BackStack
  /// Whether an activity gets the intent at all: `false` when the start only brings the app's
  /// task forward (no `onCreate`, no `onNewIntent`).
  public var deliversIntent: Bool
  /// The fields the app's `delegate.onCreate`/`delegate.onNewIntent` adds (none by default).
  public var trace: JSONObject

  /// An activity start.
  public init(createsActivity: Bool, backStack: BackStack, deliversIntent: Bool = true, trace: JSONObject = [:]) {
    self.createsActivity = createsActivity
    self.backStack = backStack
    self.deliversIntent = deliversIntent
    self.trace = trace
  }
}
