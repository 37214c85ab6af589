/// When the app registers its push delegate, which decides whether it sees what happened at a
/// cold start (R-iOS-8).
public enum DelegateRegistration: String, Sendable, CaseIterable, CustomStringConvertible {
  /// At launch: `Application.onCreate`, `willFinishLaunching`, Android manifest meta-data, a
  /// React Native top-level registration. Sees the tap that launched the app.
  case atLaunch
  /// On a later screen: misses what happened while the app was launching (the cold-start tap),
  /// and on Android an SDK's callbacks in a process no activity has loaded (one pushes started).
  case afterLaunch
  /// The app never registers a delegate.
  case none

  /// The name used in scenario files.
  public var description: String { rawValue }

  /// The names a scenario's `delegate` accepts: the cases, and the ways an Android app declares
  /// an SDK's delegate without code, which the SDK reads when its process starts, so they mean
  /// ``atLaunch``: `manifestMetaData` (a `<meta-data>` in AndroidManifest.xml),
  /// `buildConfigField` and `stringResource` (WonderPush's `WONDERPUSH_DELEGATE` settings).
  public static let scenarioNames: [(name: String, registration: DelegateRegistration)] =
    allCases.map { ($0.rawValue, $0) } + [
      ("manifestMetaData", .atLaunch), ("buildConfigField", .atLaunch), ("stringResource", .atLaunch),
    ]
}
