/// When the app registers its push delegate, which decides whether it sees what happened at a
/// cold start (R-iOS-8).
public enum DelegateRegistration: String, Sendable, CaseIterable, CustomStringConvertible {
  /// At launch: `Application.onCreate`, `willFinishLaunching`, Android manifest meta-data, a
  /// React Native top-level registration. Sees the tap that launched the app.
  case atLaunch
  /// On a later screen: misses what happened while the app was launching (the cold-start tap).
  case afterLaunch
  /// The app never registers a delegate.
  case none

  /// The name used in scenario files.
  public var description: String { rawValue }
}
