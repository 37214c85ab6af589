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
}
