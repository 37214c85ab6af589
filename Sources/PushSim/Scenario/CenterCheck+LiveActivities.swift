extension CenterCheck {
  /// What differs between a center expectation's `liveActivities` / `liveActivitiesOff` /
  /// `pushToStartToken` and the device's Live Activities as `pushsim device center --json` shows
  /// them (``SimulatedDevice/liveActivityEntries``, ``SimulatedDevice/liveActivitiesOff``,
  /// ``SimulatedDevice/pushToStartTokenUnobserved``), one line
  /// per difference: the ids in the order they started first, then each activity's fields as an
  /// event matcher checks them (a missing `tokenWithheld` is `false`).
  static func liveActivityProblems(_ expected: CenterExpectation, device: SimulatedDevice) -> [String] {
    var problems: [String] = []
    if let off = expected.liveActivitiesOff {
      let actual = device.liveActivitiesOff.map { JSONValue.string($0.rawValue) }
      if !EventMatcher.fieldMatches(off, actual) {
        problems.append(
          "live activities off: expected " + (off == EventMatcher.absent ? "on" : QuotedValue.value(off))
            + ", got " + (actual.map(QuotedValue.value) ?? "on"))
      }
    }
    if let token = expected.pushToStartToken {
      let actual: PushToStartTokenState = device.pushToStartTokenUnobserved ? .unobserved : .observed
      if token != actual { problems.append("push-to-start token: expected \(token), got \(actual)") }
    }
    guard let matchers = expected.liveActivities else { return problems }
    let entries = device.liveActivityEntries ?? []
    let wanted = matchers.map { $0["id"]?.stringValue ?? "" }
    let shown = entries.map { $0["id"]?.stringValue ?? "" }
    guard wanted == shown else {
      return problems + ["live activities: expected \(listed(wanted)), got \(listed(shown)) (ids, in the order they started)"]
    }
    for (matcher, entry) in zip(matchers, entries) {
      for (key, value) in matcher where key != "id" {
        var actual = entry[key]
        if actual == nil, key == "tokenWithheld" { actual = .bool(false) }
        guard !EventMatcher.fieldMatches(value, actual) else { continue }
        problems.append(
          "live activity \(QuotedValue.json(entry["id"]?.stringValue ?? "")) \(key): expected \(QuotedValue.value(value)), got "
            + (actual.map(QuotedValue.value) ?? "none"))
      }
    }
    return problems
  }

  /// The device's Live Activities as a failure lists them, one `device center --json` entry a
  /// line, and whether they are off; empty for a device without any.
  static func liveActivityListing(of device: SimulatedDevice) -> [String] {
    let entries = device.liveActivityEntries ?? []
    var lines = entries.isEmpty && device.liveActivities == nil ? [] : ["live activities (\(entries.count)):"]
    lines += ScenarioRunner.firstListed(entries.map { "  " + JSONValue.object($0).serialized() })
    if let off = device.liveActivitiesOff { lines.append(off.line) }
    if device.pushToStartTokenUnobserved { lines.append("push-to-start token: not observed yet") }
    return lines
  }
}
