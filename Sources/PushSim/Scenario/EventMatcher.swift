/// Matches trace events against scenario matchers: an event matches when every field the
/// matcher names equals the event's field (objects matched the same way, recursively; arrays
/// must be equal).
public enum EventMatcher {
  /// Whether `event` matches `matcher`.
  public static func matches(_ matcher: JSONObject, _ event: TraceEvent) -> Bool {
    matcher.allSatisfy { key, expected in event[key].map { valueMatches(expected, $0) } ?? false }
  }

  /// Whether an actual value matches an expected one.
  static func valueMatches(_ expected: JSONValue, _ actual: JSONValue) -> Bool {
    if case .object(let wanted) = expected, case .object(let got) = actual {
      return wanted.allSatisfy { key, value in got[key].map { valueMatches(value, $0) } ?? false }
    }
    return expected == actual
  }

  /// The fields of `matcher` that `event` does not match: name, expected, actual (`nil` when
  /// the event lacks the field).
  public static func differences(_ matcher: JSONObject, _ event: TraceEvent) -> [(field: String, expected: JSONValue, actual: JSONValue?)] {
    matcher.compactMap { key, expected in
      let actual = event[key]
      return actual.map { valueMatches(expected, $0) } == true ? nil : (key, expected, actual)
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
