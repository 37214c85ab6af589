/// iOS 17.2+: whether the app has observed its push-to-start token
/// (`Activity<Attributes>.pushToStartTokenUpdates`), as a scenario's `center` expectation
/// names it (``CenterExpectation/pushToStartToken``) and `pushsim device center --json` shows
/// it (`"pushToStartToken": "unobserved"`, left out when observed).
public enum PushToStartTokenState: String, Sendable, CaseIterable, CustomStringConvertible {
  /// The app's observer has run: its server holds the token, so a push-to-start can start an
  /// activity.
  case observed
  /// App key `liveActivities.observedPushToStartToken` `false` and no observer has run since
  /// (``SimulatedDevice/pushToStartTokenUnobserved``): a push-to-start is dropped
  /// `noPushToStartToken`.
  case unobserved

  /// The name used in scenario files.
  public var description: String { rawValue }
}
