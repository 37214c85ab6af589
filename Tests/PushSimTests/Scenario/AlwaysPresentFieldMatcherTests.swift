import PushSim
import Testing

/// `{"$absent": true}` on a field an event always carries could never match (in `noEvents` it
/// would always pass): the loader refuses it for the Live Activities events' always-present
/// fields and every event's `t`, `device` and `event` (``TraceVocabulary/alwaysPresentFields``),
/// and in a center expectation's `liveActivities` entries, saying where and why.
struct AlwaysPresentFieldMatcherTests {
  static func expectation(_ matcher: String, key: String = "noEvents") -> String? {
    loadError(scenarioText(steps: #"{"expect":{"\#(key)":[\#(matcher)]}}"#, device: #"{"platform":"ios","state":"background"}"#))
  }

  /// Each Live Activities event's always-present fields refuse `$absent`; its optional fields
  /// take it; `$present` is taken everywhere.
  @Test func absentOnAnAlwaysPresentLiveActivityFieldIsRefused() {
    for (event, fields) in TraceVocabulary.alwaysPresentFields {
      #expect(event.hasPrefix("liveActivity."))
      for field in fields {
        let message = Self.expectation(#"{"event":"\#(event)","\#(field)":{"$absent":true}}"#)
        #expect(
          message?.contains(
            "\"\(field)\" in a matcher of \"noEvents\" in step 1 (expect) is {\"$absent\": true}, but \(event) always has "
              + "\"\(field)\", so the matcher could never match") == true, "\(event).\(field)")
        #expect(Self.expectation(#"{"event":"\#(event)","\#(field)":{"$present":true}}"#) == nil)
      }
    }
    #expect(Self.expectation(#"{"event":"liveActivity.updated","staleDate":{"$absent":true}}"#) == nil)
    #expect(Self.expectation(#"{"event":"liveActivity.ended","contentState":{"$absent":true}}"#) == nil)
    #expect(Self.expectation(#"{"event":"liveActivity.alerted","sound":{"$absent":true}}"#, key: "events") == nil)
  }

  /// `t` and `device` are on every event, with or without a named event.
  @Test func absentOnACommonFieldIsRefused() {
    #expect(Self.expectation(#"{"device":{"$absent":true}}"#)?.contains("but every event has \"device\"") == true)
    #expect(Self.expectation(#"{"event":"badge","t":{"$absent":true}}"#, key: "events")?.contains("but every event has \"t\"") == true)
  }

  /// In a center expectation's `liveActivities`, `type`, `phase`, `stale`, `contentState`,
  /// `timestamp` and `tokenWithheld` are on every activity; `staleDate`, `channel` and `prompt`
  /// may be absent.
  @Test func absentOnAnActivityFieldEveryActivityHasIsRefused() {
    func error(_ expectation: String) -> String? { loadError(CenterLiveActivityExpectationTests.scenario(expectation)) }
    for key in ["type", "phase", "stale", "contentState", "timestamp", "tokenWithheld"] {
      #expect(
        error(#"{"liveActivities":[{"id":"order-1","\#(key)":{"$absent":true}}]}"#)?.contains(
          "\"\(key)\" in activity 1 of \"liveActivities\" in center of \"phone\" in step 2 (expect) is {\"$absent\": true}, but every activity has")
          == true, "\(key)")
    }
    #expect(error(#"{"liveActivities":[{"id":"order-1","staleDate":{"$absent":true},"channel":{"$absent":true}},{"id":"order-2"}]}"#) == nil)
  }
}
