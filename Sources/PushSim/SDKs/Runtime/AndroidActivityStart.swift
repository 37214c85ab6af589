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
  /// Whether the intent the activity gets carries the push's data as extras: `false` when the
  /// SDK starts an intent of its own without them (OneSignal's launcher or `ACTION_VIEW`
  /// intent), so `extras` is empty.
  public var carriesPushData: Bool
  /// Whether the app's activity launch mode (``DeviceOptions/androidLaunchMode``) decides how an
  /// alive activity gets the intent: a `NEW_TASK` intent that is not the task's root intent,
  /// without `CLEAR_TOP` or `SINGLE_TOP` (``AndroidLaunchMode/newTaskStart(_:)``). `false`: the
  /// start is as given, whatever the launch mode.
  public var followsLaunchMode: Bool

  /// An activity start.
  public init(
    createsActivity: Bool, backStack: BackStack, deliversIntent: Bool = true, trace: JSONObject = [:], carriesPushData: Bool = true,
    followsLaunchMode: Bool = false
  ) {
    self.createsActivity = createsActivity
    self.backStack = backStack
    self.deliversIntent = deliversIntent
    self.trace = trace
    self.carriesPushData = carriesPushData
    self.followsLaunchMode = followsLaunchMode
  }

  /// A click activity's start of the app's destination through a new-task intent
  /// (`FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_RESET_TASK_IF_NEEDED`): the launcher intent only
  /// brings a running task forward, as a launcher tap does (no activity gets it); another
  /// intent (a link's `ACTION_VIEW`) reaches the alive activity in `onNewIntent`, or a new one
  /// in `onCreate`.
  ///
  /// - Parameters:
  ///   - activityAlive: Whether one of the app's activities exists.
  ///   - opensLauncher: Whether the intent is the launcher's, not a link's.
  ///   - carriesPushData: Whether the intent carries the push's data as extras.
  /// - Returns: The start.
  public static func newTask(activityAlive: Bool, opensLauncher: Bool, carriesPushData: Bool) -> AndroidActivityStart {
    if opensLauncher, activityAlive {
      return AndroidActivityStart(createsActivity: false, backStack: .kept, deliversIntent: false, carriesPushData: carriesPushData)
    }
    return AndroidActivityStart(
      createsActivity: !activityAlive, backStack: activityAlive ? .kept : .new, carriesPushData: carriesPushData)
  }
}
