/// Why an iOS app's Live Activities are off, as `pushsim device center` and a scenario's
/// `center` expectation name it (`"liveActivitiesOff"` in JSON).
enum LiveActivitiesOff: String, CaseIterable {
  /// The person tapped "Don't Allow" on the lock screen's push-to-start prompt.
  case dontAllow
  /// App key `liveActivities.allowed` is `false`.
  case appKey
  /// The person turned the Settings switch off (option `liveActivitiesEnabled` `false`).
  case settings

  /// The `center` line.
  var line: String {
    switch self {
    case .dontAllow:
      "live activities off: the person tapped \"Don't Allow\" on the prompt; later push-to-starts, updates and ends are dropped liveActivitiesDisabled"
    case .appKey:
      "live activities off: app key liveActivities.allowed is false; push-to-starts, updates and ends are dropped liveActivitiesDisabled"
    case .settings:
      "live activities off: the person turned them off in Settings (option liveActivitiesEnabled); push-to-starts, updates and ends are dropped liveActivitiesDisabled"
    }
  }
}
