extension ScenarioLoader {
  /// The phases a center expectation's activity may name (``LiveActivityRules/Phase``).
  static let liveActivityPhases = LiveActivityRules.Phase.allCases.map(\.rawValue)

  /// A center expectation's `liveActivities` (the app's activities, exactly these, in the order
  /// they started: each an object of ``liveActivityExpectationKeys`` with a unique `id`) and
  /// `liveActivitiesOff` (`"dontAllow"`, `"appKey"`, `"settings"` or `{"$absent": true}`), the shape of
  /// `pushsim device center --json`, and `pushToStartToken` (`"observed"` or `"unobserved"`);
  /// each is refused for a device of another platform than iOS, which has no Live Activities.
  static func loadLiveActivityExpectations(
    _ node: JSONNode, into expected: inout CenterExpectation, platform: Platform?, context: String, file: String
  ) throws(ScenarioError) {
    for key in ["liveActivities", "liveActivitiesOff", "pushToStartToken"] {
      guard let value = node[key], let platform, platform != .iOS else { continue }
      throw ScenarioReader.error(
        file, at: value,
        "\"\(key)\" in \(context): the device is \(platform), and Live Activities are iOS's (ActivityKit); it could never be met")
    }
    if let off = node["liveActivitiesOff"] {
      let choices = LiveActivitiesOff.allCases.map(\.rawValue)
      guard off.value() == EventMatcher.absent || off.stringValue.map(choices.contains) == true else {
        throw ScenarioReader.error(
          file, at: off,
          "\"liveActivitiesOff\" in \(context) must be \"dontAllow\" (the person tapped \"Don't Allow\"), \"appKey\" "
            + "(liveActivities.allowed is false), \"settings\" (the person turned them off in Settings, option "
            + "liveActivitiesEnabled) or {\"$absent\": true} (Live Activities on), not \(QuotedValue.raw(off))")
      }
      expected.liveActivitiesOff = off.value()
    }
    if let token = node["pushToStartToken"] {
      guard let state = token.stringValue.flatMap(PushToStartTokenState.init(rawValue:)) else {
        throw ScenarioReader.error(
          file, at: token,
          "\"pushToStartToken\" in \(context) must be \"observed\" (the app's pushToStartTokenUpdates observer has run, "
            + "so a push-to-start can start an activity) or \"unobserved\" (app key liveActivities.observedPushToStartToken "
            + "false and no observer has run yet: a push-to-start is dropped), not \(QuotedValue.raw(token))")
      }
      expected.pushToStartToken = state
    }
    guard let list = node["liveActivities"] else { return }
    guard list.type == .array else {
      throw ScenarioReader.error(
        file, at: list,
        "\"liveActivities\" in \(context) must be an array of the app's activities in the order they started, such as "
          + "[{\"id\": \"order-1\", \"phase\": \"active\"}] ([] for none), not \(QuotedValue.raw(list))")
    }
    var matchers: [JSONObject] = []
    var ids: [String] = []
    for (index, element) in list.elements.enumerated() {
      let activityContext = "activity \(index + 1) of \"liveActivities\" in \(context)"
      let reader = try ScenarioReader(element, file: file, context: activityContext, allowed: liveActivityExpectationKeys)
      guard let id = try reader.string("id") else {
        throw reader.error(at: element, "\(activityContext) needs \"id\", the activity's id (its \"activity\" header or apns-id)")
      }
      guard !ids.contains(id) else {
        throw reader.error(at: element["id"] ?? element, "\(activityContext) names \(QuotedValue.plain(id)) again: list each activity once")
      }
      ids.append(id)
      try checkLiveActivityMatcherValues(element, reader: reader, context: activityContext)
      guard case .object(var matcher) = element.value() else { continue }
      matcher["note"] = nil
      matchers.append(matcher)
    }
    expected.liveActivities = matchers
  }

  /// The types of an activity matcher's fields: `type` a string, `phase` one of
  /// ``liveActivityPhases``, `stale` and `tokenWithheld` booleans, `timestamp` an integer,
  /// `staleDate` an integer or `{"$absent": true}`, `channel` a string or `{"$absent": true}`,
  /// `prompt` `"pending"` or `{"$absent": true}`; `contentState` any JSON, matched as an event
  /// field is (its `$` patterns checked).
  private static func checkLiveActivityMatcherValues(_ element: JSONNode, reader: ScenarioReader, context: String) throws(ScenarioError) {
    // Every entry of `device center --json` has these (a missing tokenWithheld reads false), so
    // {"$absent": true} on one could never match.
    for key in ["type", "phase", "stale", "contentState", "timestamp", "tokenWithheld"] {
      guard let value = element[key], value.value() == EventMatcher.absent else { continue }
      throw reader.error(
        at: value,
        "\"\(key)\" in \(context) is {\"$absent\": true}, but every activity has \(key == "tokenWithheld" ? "one (false when not withheld)" : "one"), "
          + "so it could never match; leave it out, or give the value it must have")
    }
    _ = try reader.string("type")
    _ = try reader.choice("phase", liveActivityPhases, what: "\"phase\"")
    _ = try reader.bool("stale")
    _ = try reader.bool("tokenWithheld")
    _ = try reader.integer("timestamp")
    let optional: [(key: String, fits: (JSONNode) -> Bool, what: String)] = [
      ("staleDate", { $0.wholeNumberValue != nil }, "a UNIX time in seconds"),
      ("channel", { $0.stringValue != nil }, "a broadcast channel id"),
      ("prompt", { $0.stringValue == "pending" }, "\"pending\" (the lock screen's \"Allow / Don't Allow\" prompt is on it)"),
    ]
    for (key, fits, what) in optional {
      guard let value = element[key], value.value() != EventMatcher.absent, !fits(value) else { continue }
      throw reader.error(at: value, "\"\(key)\" in \(context) must be \(what) or {\"$absent\": true}, not \(QuotedValue.raw(value))")
    }
    if let content = element["contentState"], let path = EventMatcher.invalidPattern(in: content.value(), path: "contentState") {
      throw reader.error(
        at: content,
        "\(QuotedValue.plain(path)) in \(context) uses a \"$\" key; the only ones are {\"$absent\": true} (the field is missing) "
          + "and {\"$present\": true} (any value)")
    }
  }
}
