import Testing

@testable import PushSim

/// `TraceEventSynonym`: the other words for trace events that the loader's "did you mean" names
/// before any near miss.
@Suite struct TraceEventSynonymTests {
  /// Every synonym names an event of the vocabulary, is not itself an event (it would shadow it)
  /// and is claimed by one event only.
  @Test func theTableIsConsistentWithTheVocabulary() {
    let events = Set(ScenarioLoader.knownEvents)
    var seen: [String: String] = [:]
    for (event, words) in TraceEventSynonym.table {
      #expect(events.contains(event), "\(event) is no trace event")
      for word in words {
        #expect(!events.contains(word), "\(word) is an event itself")
        #expect(word == word.lowercased(), "\(word) would never match: lookups are lowercased")
        #expect(seen[word] == nil, "\(word) is claimed by \(seen[word] ?? "") and \(event)")
        seen[word] = event
      }
    }
  }

  /// A synonym is suggested whatever its case; a name that is no synonym gets nothing here.
  @Test func aSynonymNamesItsEvent() {
    #expect(TraceEventSynonym.event(for: "notification.shown") == "notification.displayed")
    #expect(TraceEventSynonym.event(for: "Notification.Dismissed") == "notification.removed")
    #expect(TraceEventSynonym.event(for: "push.delivered") == "push.received")
    #expect(TraceEventSynonym.event(for: "notification.displyed") == nil)
  }

  /// In a scenario, the synonym wins over the nearer typo (`notification.shown` is fewer edits
  /// from `notification.removed`), and a misspelling still gets its near miss.
  @Test func theLoaderSuggestsTheEventASynonymMeans() {
    func message(_ event: String) -> String {
      loadError(scenarioText(steps: #"{"expect":{"events":[{"event":"# + "\"\(event)\"" + "}]}}")) ?? ""
    }
    #expect(message("notification.shown").hasSuffix("did you mean \"notification.displayed\"?"))
    #expect(message("notification.cleared").hasSuffix("did you mean \"notification.removed\"?"))
    #expect(message("notification.remvoed").hasSuffix("did you mean \"notification.removed\"?"))
  }
}
