import Foundation
import PushSim
import Testing

/// A matcher value of a type the field never has could never match: a load error, not a
/// `noEvents` matcher that always passes.
struct MatcherFieldTypeTests {
  @Test func aStringForABooleanFieldInNoEventsIsALoadError() {
    let message = loadError(scenarioText(steps: #"{"expect":{"noEvents":[{"event":"notification.displayed","restored":"false"}]}}"#))
    #expect(
      message?.contains(
        #""restored" in a matcher of "noEvents" in step 1 (expect) is "false", a string; notification.displayed's restored is always a boolean, so the matcher could never match; write false"#)
        == true, "\(message ?? "loaded")")
  }

  @Test func wrongTypesForIntegerAndStringFieldsAreLoadErrors() {
    let bytes = loadError(scenarioText(steps: #"{"expect":{"events":[{"event":"push.received","bytes":"22"}]}}"#))
    #expect(bytes?.contains(#"push.received's bytes is always an integer, so the matcher could never match; write 22"#) == true, "\(bytes ?? "loaded")")
    let tag = loadError(scenarioText(steps: #"{"expect":{"noEvents":[{"event":"notification.replaced","tag":5}]}}"#))
    #expect(tag?.contains(#"notification.replaced's tag is always a string or null, so the matcher could never match; write "5""#) == true, "\(tag ?? "loaded")")
    let double = loadError(scenarioText(steps: #"{"expect":{"noEvents":[{"event":"badge","value":3.0}]}}"#))
    #expect(double?.contains(#"is 3.0, a number with a fraction or an exponent; badge's value is always an integer"#) == true, "\(double ?? "loaded")")
  }

  /// `t` is every event's, a delegate's callback's too.
  @Test func theTimeIsCheckedForEveryEvent() {
    for matcher in [#"{"t":"0"}"#, #"{"event":"delegate.onNotificationOpened","t":"0"}"#] {
      let message = loadError(scenarioText(steps: #"{"expect":{"noEvents":["# + matcher + "]}}"))
      #expect(message?.contains(#"an event's t is always an integer, so the matcher could never match; write 0"#) == true, "\(message ?? "loaded")")
    }
  }

  /// Values of the field's type, presence patterns, and a delegate's own fields (open) load.
  @Test func valuesOfTheFieldsTypeAndPatternsLoad() {
    let steps = #"{"expect":{"noEvents":[{"event":"notification.displayed","t":5,"tag":null,"title":"Hi","restored":true,"body":{"$absent":true}},{"event":"delegate.onNotificationOpened","restored":"yes","bytes":"1"},{"event":"device.network","online":{"$present":true}},{"restored":"false"}]}}"#
    #expect(loadError(scenarioText(steps: steps)) == nil)
  }

  /// The table agrees with what the runtime writes: every event of every golden trace has its
  /// typed fields with one of their types.
  @Test func theBundledTracesHaveTheTypesOfTheTable() throws {
    let folder = packageRoot.appendingPathComponent("Scenarios").path
    var checked = 0
    for scenario in bundledScenarios {
      let path = folder + "/" + scenario.dropLast(".json".count) + ".trace.jsonl"
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let event = try JSONDocument(bytes: Array(line.utf8)).root
        let name = event["event"]?.stringValue ?? ""
        let open = name.hasPrefix("delegate.") && TraceVocabulary.fields(of: name) == nil
        for member in event.members where !open || TraceVocabulary.commonFields.contains(member.key) {
          guard let types = TraceVocabulary.fieldTypes[member.key] else { continue }
          checked += 1
          #expect(types.contains(member.value.type), "\(path): \(line)")
        }
      }
    }
    #expect(checked > 10_000)
  }
}
