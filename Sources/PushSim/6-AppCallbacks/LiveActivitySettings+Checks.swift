extension LiveActivitySettings {
  /// Checks the listed ``activities`` against every rule the scenario loader applies to a file's
  /// `activities`, with the same messages: none listed while ``allowed`` is `false`, no id twice,
  /// each of a type in ``types`` with a content state that type's `ContentState` decodes and,
  /// if it has one, a channel that is a channel id (``listingProblem(of:)``), no more than
  /// ``maximumActivities``, and each `startedAt` neither after `clock` nor 8 hours
  /// (``LiveActivityRules/activeLimit``) or more before it.
  /// ``SimulatedDevice/make(id:platform:sdk:wrapper:state:options:app:simulation:)`` calls it for
  /// an iOS device with the device's clock.
  ///
  /// - Parameter clock: the device's UNIX time at the start (``DeviceOptions/clockEpochSeconds``).
  /// - Throws: ``LiveActivityBudgetError``: `listedWhileNotAllowed`, `duplicateActivity`,
  ///   `undeclaredType`, `contentStateNotAnObject`, `contentStateLacks`, `invalidChannel`,
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
    for activity in activities {
      if let code = listingProblem(of: activity) { throw LiveActivityBudgetError(code, type: type) }
    }
    try checkListedWithinMaximum()
    for activity in activities {
      if let code = Self.startProblem(of: activity, clock: clock) { throw LiveActivityBudgetError(code, type: type) }
    }
  }

  /// Why the app cannot have started `activity` with these ``types``, whatever the clock: its
  /// type is not declared (`undeclaredType`), its content state does not decode as that type's
  /// `ContentState` (`contentStateNotAnObject`, `contentStateLacks`, the rule a push's
  /// `content-state` is dropped by), or its channel is not a channel id (`invalidChannel`);
  /// `nil` when none of these. Shared with the loader, which places the error at the field.
  func listingProblem(of activity: Activity) -> LiveActivityBudgetError.Code? {
    guard let type = types[activity.type] else {
      return .undeclaredType(activity: activity.id, type: activity.type, declared: types.keys.sorted())
    }
    switch LiveActivityRules.DecodeFailure.of(activity.contentState, required: type.contentStateKeys) {
    case .notAnObject(let found)?: return .contentStateNotAnObject(activity: activity.id, type: activity.type, found: found)
    case .lacks(let keys)?: return .contentStateLacks(activity: activity.id, type: activity.type, keys: keys)
    case nil: break
    }
    if let channel = activity.channel, !PushHeaders.isChannelID(channel) {
      return .invalidChannel(activity: activity.id, channel: channel)
    }
    return nil
  }

  /// Why ``observedPushToStartToken`` `false` cannot be with the app starting in `state`, or
  /// `nil`: a running app's process launched before the run and its observers, set up at that
  /// launch, have iterated `pushToStartTokenUpdates` already, so only an app that is not running
  /// at the start can have a token still to observe (its next launch hands it). Shared by
  /// ``SimulatedDevice/make(id:platform:sdk:wrapper:state:options:app:simulation:)`` and the
  /// loader; `place` follows the key (`" in liveActivities of …"`), `stateNote` the state
  /// (`" (not given: the default)"`).
  static func unobservedTokenProblem(
    observed: Bool, state: AppState, in place: String, stateNote: String = ""
  ) -> String? {
    guard !observed, state.isRunning else { return nil }
    return "\"observedPushToStartToken\": false\(place) needs an app that is not running at the start, not "
      + "\"\(state)\"\(stateNote): a running app's observers ran at its launch before the run, so it has observed its "
      + "push-to-start token; start it \"notRunning\" or \"forceQuit\" (its next launch hands the token), or leave the key out"
  }

  /// Why ``observedPushToStartToken`` `false` can never become observed, or `nil`: the token is
  /// observed per attributes type (`Activity<T>.pushToStartTokenUpdates`), so an app that
  /// declares no ``types`` has no sequence to iterate, and an app that never sets a delegate
  /// (`delegate` ``DelegateRegistration/none``, `registration`) has no observer to iterate
  /// one; either way its push-to-starts would be dropped `noPushToStartToken` for the whole
  /// run, a scenario mistake. Shared by
  /// ``SimulatedDevice/make(id:platform:sdk:wrapper:state:options:app:simulation:)`` (which
  /// checks the types) and the loader (both); `place` follows the key.
  static func unobservableTokenProblem(
    observed: Bool, types: [String: AttributesType], registration: DelegateRegistration = .atLaunch, in place: String
  ) -> String? {
    guard !observed else { return nil }
    if types.isEmpty {
      return "\"observedPushToStartToken\": false\(place) needs liveActivities.types: a token is observed per attributes type "
        + "(Activity<T>.pushToStartTokenUpdates), so an app that declares none never gets one and its push-to-starts are dropped "
        + "noPushToStartToken for the whole run; declare the ActivityAttributes types its push-to-starts start in \"types\", "
        + "or leave the key out"
    }
    guard registration == .none else { return nil }
    return "\"observedPushToStartToken\": false\(place) needs a delegate of the app's, which \"delegate\": \"none\" says it never "
      + "sets: its pushToStartTokenUpdates observers are the app's code, so none ever runs and its push-to-starts are dropped "
      + "noPushToStartToken for the whole run; give \"delegate\": \"atLaunch\" or \"afterLaunch\", or leave the key out"
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
