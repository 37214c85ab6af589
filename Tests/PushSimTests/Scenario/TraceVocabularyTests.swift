import PushSim
import Testing

/// Matchers name fields the event has: a misspelled one is a load error, not a `noEvents`
/// matcher that can never match and so always passes.
struct TraceVocabularyTests {
  @Test func aMisspelledFieldInNoEventsIsALoadError() {
    let message = loadError(scenarioText(steps: #"{"expect":{"noEvents":[{"event":"notification.displayed","titel":"Hi"}]}}"#))
    #expect(message?.contains(#""notification.displayed" has no field "titel" (in a matcher of "noEvents" in step 1 (expect), where it could never match); its fields are id, tag, title"#) == true, "\(message ?? "loaded")")
    #expect(message?.hasSuffix(#"did you mean "title"?"#) == true, "\(message ?? "loaded")")
  }

  @Test func aFieldOfAnotherEventInEventsIsALoadError() {
    // SCENARIOS.md's "its parameters" are nested under `parameters` in PushSim's trace.
    let message = loadError(scenarioText(steps: #"{"expect":{"events":[{"event":"action.executed","tag":"promo"}]}}"#))
    #expect(message?.contains(#""action.executed" has no field "tag" (in a matcher of "events" in step 1 (expect)); its fields are type, notification, parameters, result"#) == true, "\(message ?? "loaded")")
    let none = loadError(scenarioText(steps: #"{"expect":{"events":[{"event":"device.rebooted","reason":"x"}]}}"#))
    #expect(none?.contains(#""device.rebooted" has no fields but t and device ("reason""#) == true, "\(none ?? "loaded")")
  }

  @Test func knownFieldsCommonFieldsAndDelegateFieldsLoad() {
    let steps = #"{"expect":{"noEvents":[{"event":"notification.displayed","t":5,"device":"phone","subtitle":{"$present":true}},{"event":"push.dropped","cause":"x"},{"event":"delegate.onNotificationOpened","anySdkField":1},{"notification":"n1"}]}}"#
    #expect(loadError(scenarioText(steps: steps)) == nil)
  }

  /// Without an event, a name close to a field some event has is a misspelling; a delegate's
  /// own field (open) still loads.
  @Test func aMisspelledFieldWithoutAnEventIsALoadError() {
    let message = loadError(scenarioText(steps: #"{"expect":{"noEvents":[{"reasn":"forceQuit"}]}}"#))
    #expect(message?.contains(#"no event has a field "reasn" (in a matcher of "noEvents" in step 1 (expect), where it could never match); did you mean "reason"?"#) == true, "\(message ?? "loaded")")
    let event = loadError(scenarioText(steps: #"{"expect":{"events":[{"evnt":"notification.displayed"}]}}"#))
    #expect(event?.contains(#"did you mean "event"?"#) == true, "\(event ?? "loaded")")
    #expect(loadError(scenarioText(steps: #"{"expect":{"events":[{"opens":"launcher","extras":{}}]}}"#)) == nil)
  }

  /// The loader's event names are the vocabulary's, each once.
  @Test func knownEventsAreTheVocabularysEvents() {
    #expect(ScenarioLoader.knownEvents == TraceVocabulary.events.map(\.key))
    #expect(Set(ScenarioLoader.knownEvents).count == ScenarioLoader.knownEvents.count)
  }
}
