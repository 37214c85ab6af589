// What the Lock Screen shows of the app's Live Activities, in the shape `pushsim device center
// --json` prints and a scenario's `center` expectation checks (docs/DeviceCLI.md,
// docs/ModellingChoices/iOS.md "Live Activities").
extension SimulatedDevice {
  /// iOS: the app's Live Activities as the system keeps them (``LiveActivityRules``), in the order
  /// they started: `id`, `type`, `phase` (`active`, `ended`, `dismissed`), `stale`, the content
  /// state shown and its `timestamp`, `staleDate` when the content has one and `channel` for one
  /// subscribed to a broadcast channel, `"prompt": "pending"` on the one the lock screen shows
  /// the "Allow / Don't Allow" prompt on and `"tokenWithheld": true` on each push-started one
  /// whose update token waits for "Allow"; `nil` for a device without any.
  var liveActivityEntries: [JSONObject]? {
    guard let rules = liveActivities, !rules.activities.isEmpty else { return nil }
    return rules.activities.map { activity in
      var value = JSONObject()
      value["id"] = .string(activity.id)
      value["type"] = .string(activity.type)
      value["phase"] = .string(activity.phase.rawValue)
      value["stale"] = .bool(activity.isStale)
      value["contentState"] = activity.contentState
      value["timestamp"] = .integer(activity.timestamp)
      if let staleDate = activity.staleDate { value["staleDate"] = .integer(staleDate) }
      if let channel = activity.channel { value["channel"] = .string(channel) }
      if rules.showsStartPrompt(on: activity.id) { value["prompt"] = "pending" }
      if rules.withheldTokens.contains(activity.id) { value["tokenWithheld"] = true }
      return value
    }
  }

  /// iOS: why the app's Live Activities are off, or `nil` while they are on: the person turned
  /// the Settings switch off (option `liveActivitiesEnabled` `false`, before the run or by a
  /// `set` step), app key `liveActivities.allowed` is `false` (from the start of the run, before
  /// any ActivityKit push, unless the switch was turned on), or the person tapped "Don't Allow"
  /// on the push-to-start prompt in this run.
  var liveActivitiesOff: LiveActivitiesOff? {
    guard platform == .iOS, !(liveActivities?.allowed ?? liveActivitiesEnabledAtStart) else { return nil }
    if options.liveActivitiesEnabled == false { return .settings }
    if options.liveActivitiesEnabled == nil, !app.liveActivities.allowed { return .appKey }
    return .dontAllow
  }

  /// iOS 17.2+: whether the app has not observed its push-to-start token yet
  /// (``LiveActivitySettings/observedPushToStartToken`` `false` and no launch with its
  /// observers since), so a push-to-start is dropped (`noPushToStartToken`): what `pushsim
  /// device center` says, as the token the server lacks. An app that declares no attributes
  /// types keeps it unobserved for good (it has no sequence to iterate), and says so too.
  var pushToStartTokenUnobserved: Bool {
    guard platform == .iOS else { return false }
    return !(liveActivities?.pushToStartTokenObserved ?? app.liveActivities.observedPushToStartToken)
  }
}
