extension LiveActivitySettings {
  /// Checks the listed ``activities`` against every rule the scenario loader applies to a file's
  /// `activities`, with the same messages: none listed while ``allowed`` is `false`, no id twice,
  /// no more than ``maximumActivities`` (``checkActivitiesWithinMaximum()``), and each
  /// `startedAt` neither after `clock` nor 8 hours (``LiveActivityRules/activeLimit``) or more
  /// before it. ``SimulatedDevice/make(id:platform:sdk:wrapper:state:options:app:simulation:)``
  /// calls it for an iOS device with the device's clock.
  ///
  /// - Parameter clock: the device's UNIX time at the start (``DeviceOptions/clockEpochSeconds``).
  /// - Throws: ``LiveActivityBudgetError``: `listedWhileNotAllowed`, `duplicateActivity`,
  ///   `belowListedActivities`, `startedAfterClock` or `startedTooLongBefore`, for the first
  ///   problem in that order (activities in list order).
  public func checkActivities(clock: Int64) throws(LiveActivityBudgetError) {
    let type = "LiveActivitySettings"
    if !allowed, let first = activities.first {
      throw LiveActivityBudgetError(.listedWhileNotAllowed(activity: first.id), type: type)
    }
    var seen = Set<String>()
    for activity in activities where !seen.insert(activity.id).inserted {
      throw LiveActivityBudgetError(.duplicateActivity(id: activity.id), type: type)
    }
    try checkActivitiesWithinMaximum()
    for activity in activities {
      if let code = Self.startProblem(of: activity, clock: clock) { throw LiveActivityBudgetError(code, type: type) }
    }
  }

  /// Why `activity`'s `startedAt` cannot be, with the device's clock at `clock` at the start, or
  /// `nil` (none given, or one within the 8 hours before `clock`). Shared with the loader.
  static func startProblem(of activity: Activity, clock: Int64) -> LiveActivityBudgetError.Code? {
    guard let start = activity.startedAt else { return nil }
    if start > clock { return .startedAfterClock(activity: activity.id, startedAt: start, clock: clock) }
    if start + LiveActivityRules.activeLimit <= clock {
      return .startedTooLongBefore(activity: activity.id, startedAt: start, clock: clock)
    }
    return nil
  }
}
