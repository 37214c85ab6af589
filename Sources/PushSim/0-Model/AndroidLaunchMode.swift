/// Android: the manifest `android:launchMode` of the app's activity, the one a tap's intent
/// reaches (``DeviceOptions/androidLaunchMode``).
///
/// The FCM SDK's content intent carries `FLAG_ACTIVITY_CLEAR_TOP` without
/// `FLAG_ACTIVITY_SINGLE_TOP` (SEMANTICS.md R-A-6). Android's `FLAG_ACTIVITY_CLEAR_TOP`
/// documentation: "If it has declared its launch mode to be 'multiple' (the default) and you
/// have not set FLAG_ACTIVITY_SINGLE_TOP in the same intent, then it will be finished and
/// re-created; for all other launch modes or if FLAG_ACTIVITY_SINGLE_TOP is set then this
/// Intent will be delivered to the current instance's onNewIntent()".
public enum AndroidLaunchMode: String, Sendable, CaseIterable {
  /// `singleTop` (the default: a Flutter app's `FlutterActivity`): an alive activity gets the
  /// intent in `onNewIntent`.
  case singleTop
  /// `singleTask` (a React Native, Cordova or Capacitor app): as ``singleTop`` for the intent.
  case singleTask
  /// `singleInstance`: as ``singleTop`` for the intent.
  case singleInstance
  /// `standard` (`multiple`, Android Studio's template): `CLEAR_TOP` finishes an alive activity
  /// and creates it anew (`onCreate`).
  case standard

  /// How the FCM SDK's content intent (`CLEAR_TOP`, no `SINGLE_TOP`) reaches the app's activity
  /// when one is alive (`activityAlive`) or not.
  public func clearTopStart(activityAlive: Bool) -> AndroidActivityStart {
    guard activityAlive else { return AndroidActivityStart(createsActivity: true, backStack: .new) }
    return self == .standard
      ? AndroidActivityStart(createsActivity: true, backStack: .recreated)
      : AndroidActivityStart(createsActivity: false, backStack: .kept)
  }

  /// How a vendor SDK's `FLAG_ACTIVITY_NEW_TASK` intent that is not the task's root intent and
  /// carries neither `CLEAR_TOP` nor `SINGLE_TOP` (``AndroidActivityStart/followsLaunchMode``)
  /// reaches the app's activity: with the task alive it is started in it, where a `standard`
  /// activity is created anew on top of the one there, which stays ("Every time there's a new
  /// intent for a "standard" activity, a new instance of the class is created to respond to that
  /// intent", the `<activity>` element's `android:launchMode` documentation),
  /// and a `singleTop`, `singleTask` or `singleInstance` one on top gets it in `onNewIntent`.
  /// Other than `singleTop` (the default), `delegate.onCreate`/`delegate.onNewIntent` add
  /// `launchMode` and `backStack`, as for the FCM SDK's intent.
  public func newTaskStart(_ start: AndroidActivityStart) -> AndroidActivityStart {
    var start = start
    guard start.deliversIntent else { return start }
    if self == .standard { start.createsActivity = true }
    if self != .singleTop {
      start.trace["launchMode"] = .string(rawValue)
      start.trace["backStack"] = .string(start.backStack.rawValue)
    }
    return start
  }
}
