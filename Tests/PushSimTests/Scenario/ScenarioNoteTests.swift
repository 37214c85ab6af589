import Testing

@testable import PushSim

/// SCENARIOS.md: "Any object may also carry a "note" string, ignored by the runner." Event
/// matchers, tap and dismiss selectors and a device's options take one like every other object;
/// maps of names (headers) do not.
struct ScenarioNoteTests {
  static let alert = #"{"push":{"payload":{"aps":{"alert":"a"}},"headers":{"apns-push-type":"alert"}}}"#
  static let foreground = #"{"platform":"ios","state":"foreground"}"#

  /// A note in a `delegate.*` matcher is not a field to match: the right expectation passes.
  @Test func aNoteInADelegateMatcherIsIgnored() throws {
    let result = try runScenario(scenarioText(
      steps: Self.alert + #",{"expect":{"events":[{"event":"delegate.willPresent","note":"the app is asked how to present it"}]}}"#,
      device: Self.foreground))
    #expect(result.passed, "\(result.failure.map { "\($0)" } ?? "")")
  }

  /// A note in a matcher of a vocabulary event, or of no event, loads and is ignored, in
  /// `events` and in `noEvents` (where matching it would make the matcher pass by never matching).
  @Test func aNoteInAnEventMatcherIsIgnored() throws {
    let passing = try runScenario(scenarioText(
      steps: Self.alert + #",{"expect":{"events":[{"note":"m","event":"push.received"},{"notification":"apns-1","note":"any event"}],"#
        + #""noEvents":[{"event":"push.dropped","note":"nothing is dropped"}]}}"#,
      device: Self.foreground))
    #expect(passing.passed, "\(passing.failure.map { "\($0)" } ?? "")")
    // The note does not hide the rest of the matcher: this noEvents matcher still matches.
    let failing = try runScenario(scenarioText(
      steps: Self.alert + #",{"expect":{"noEvents":[{"event":"push.received","note":"but it is received"}]}}"#,
      device: Self.foreground))
    #expect(!failing.passed)
  }

  /// A matcher's note must be a string, as everywhere else.
  @Test func aMatchersNoteMustBeAString() throws {
    let message = try #require(loadError(scenarioText(steps: #"{"expect":{"events":[{"event":"push.received","note":5}]}}"#)))
    #expect(message.contains(#""note" in a matcher of "events" in step 1 (expect) must be a string"#), "\(message)")
  }

  /// A note inside a field's value is matched: it may be a payload's own key (here a
  /// WonderPush push's custom data, which onNotificationReceived hands over as `payload`).
  @Test func aNoteInsideAFieldValueIsMatched() throws {
    let push = #"{"push":{"payload":{"_wp":"{\"c\":\"sync\"}","note":"from the payload","google.message_id":"m1"}}}"#
    let device = #"{"platform":"android","sdk":"wonderpush","state":"background"}"#
    func expecting(_ note: String) throws -> ScenarioResult {
      try runScenario(scenarioText(
        steps: push + #",{"expect":{"events":[{"event":"delegate.onNotificationReceived","payload":{"note":"\#(note)"}}]}}"#, device: device))
    }
    let matching = try expecting("from the payload")
    #expect(matching.passed, "\(matching.failure.map { "\($0)" } ?? "")")
    #expect(try !expecting("something else").passed)
  }

  /// A tap or dismiss selector takes a note beside its tag or id.
  @Test func tapAndDismissSelectorsTakeANote() throws {
    for kind in ["tap", "dismiss"] {
      let result = try runScenario(scenarioText(
        steps: Self.alert + #",{"\#(kind)":{"notification":{"note":"hi","id":"apns-1"}}}"#
          + #",{"expect":{"events":[{"event":"notification.removed","id":"apns-1"}]}}"#))
      #expect(result.passed, "\(kind): \(result.failure.map { "\($0)" } ?? "")")
    }
    let alone = try #require(loadError(scenarioText(steps: #"{"tap":{"notification":{"note":"which one?"}}}"#)))
    #expect(alone.contains(#"must be "latest", {"tag": "…"} or {"id": "…"}"#), "\(alone)")
    let number = try #require(loadError(scenarioText(steps: #"{"dismiss":{"notification":{"tag":"a","note":1}}}"#)))
    #expect(number.contains(#""note" in "notification" of step 1 (dismiss) must be a string"#), "\(number)")
  }

  /// A device's options are fixed names, not a map: a note stands among them, as in a `set` step.
  @Test func optionsTakeANote() throws {
    #expect(loadError(scenarioText(steps: #"{"advance":"1s"}"#, device: #"{"platform":"ios","options":{"note":"o","lowPowerMode":true}}"#)) == nil)
    let message = try #require(loadError(scenarioText(steps: #"{"advance":"1s"}"#, device: #"{"platform":"ios","options":{"note":false}}"#)))
    #expect(message.contains(#""note" in "options" of device "phone" must be a string"#), "\(message)")
  }

  /// Headers are a map of header names: a note there is refused with a message that says so.
  @Test func aNoteInHeadersIsRefusedAsAMapKey() throws {
    let message = try #require(loadError(scenarioText(steps: #"{"push":{"payload":{},"headers":{"note":"h"}}}"#)))
    #expect(message.contains(#""headers" in step 1 (push) is a map of header names"#), "\(message)")
    #expect(message.contains("put the note on the push itself"), "\(message)")
  }

  /// No event may have a field named `note`, so dropping a matcher's note loses nothing.
  @Test func noEventHasAFieldNamedNote() {
    #expect(Set(TraceVocabulary.knownFields).isDisjoint(with: TraceVocabulary.reservedFields))
  }
}
