/// Matches trace events against scenario matchers: an event matches when every field the
/// matcher names equals the event's field (objects matched the same way, recursively; arrays
/// must be equal).
///
/// Two patterns stand for a field's presence rather than its value, at any depth:
/// `{"$absent": true}` matches when the field is not there, `{"$present": true}` when it is,
/// whatever its value (`null` included).
public enum EventMatcher {
  /// The pattern that matches a missing field.
  public static let absent: JSONValue = .object(["$absent": true])
  /// The pattern that matches a field with any value.
  public static let present: JSONValue = .object(["$present": true])

  /// Whether `event` matches `matcher`.
  public static func matches(_ matcher: JSONObject, _ event: TraceEvent) -> Bool {
    matcher.allSatisfy { key, expected in fieldMatches(expected, event[key]) }
  }

  /// Whether a field's value (`nil`: the field is missing) matches an expected one.
  static func fieldMatches(_ expected: JSONValue, _ actual: JSONValue?) -> Bool {
    if expected == absent { return actual == nil }
    if expected == present { return actual != nil }
    guard let actual else { return false }
    if case .object(let wanted) = expected, case .object(let got) = actual {
      return wanted.allSatisfy { key, value in fieldMatches(value, got[key]) }
    }
    return expected == actual
  }

  /// Whether a matcher value uses `$` keys other than the two patterns, or a pattern with a value
  /// other than `true`: the path of the first such object (`nil` when all are valid).
  static func invalidPattern(in value: JSONValue, path: String) -> String? {
    guard case .object(let object) = value else { return nil }
    if object.keys.contains(where: { $0.hasPrefix("$") }), value != absent, value != present { return path }
    for (key, member) in object {
      if let found = invalidPattern(in: member, path: path + "." + key) { return found }
    }
    return nil
  }

  /// The fields of `matcher` that `event` does not match: name, expected, actual (`nil` when
  /// the event lacks the field).
  public static func differences(_ matcher: JSONObject, _ event: TraceEvent) -> [(field: String, expected: JSONValue, actual: JSONValue?)] {
    matcher.compactMap { key, expected in
      let actual = event[key]
      return fieldMatches(expected, actual) ? nil : (key, expected, actual)
    }
  }

  /// The event of `candidates` that matches the most fields of `matcher` (an event of the same
  /// name first), for failure reports.
  static func closest(to matcher: JSONObject, in candidates: ArraySlice<TraceEvent>) -> TraceEvent? {
    var best: (TraceEvent, Int)?
    for event in candidates {
      var score = matcher.count - differences(matcher, event).count
      if let name = matcher["event"], event["event"] == name { score += 1000 }
      if best == nil || score > (best?.1 ?? 0) { best = (event, score) }
    }
    return best?.0
  }
}
