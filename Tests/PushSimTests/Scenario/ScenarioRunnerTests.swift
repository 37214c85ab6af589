import PushSim
import Testing

/// Runs a scenario given as text.
func runScenario(_ text: String) throws -> ScenarioResult {
  ScenarioRunner().run(try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json"))
}

/// Expectations: ordered partial matching, exactly, noEvents, center, and readable failures.
struct ScenarioRunnerTests {
  static let alertPush = #"{"push":{"to":"phone","payload":{"aps":{"alert":{"title":"Hi"}}},"headers":{"apns-push-type":"alert"}}}"#

  /// Matchers match in order with other events between them.
  @Test func orderedPartialMatchPasses() throws {
    let result = try runScenario(scenarioText(steps: Self.alertPush + #",{"expect":{"events":[{"event":"push.received","rule":"i2"},{"event":"notification.displayed","title":"Hi"}]}}"#))
    #expect(result.passed)
  }

  /// Out of order fails, and the report shows the matcher, the window and the closest event.
  @Test func outOfOrderFailsWithAReadableReport() throws {
    let result = try runScenario(scenarioText(steps: Self.alertPush + #",{"expect":{"events":[{"event":"notification.displayed"},{"event":"push.received"}]}}"#))
    let failure = try #require(result.failure)
    #expect(failure.summary == "event 2 of 2 not found in order")
    #expect(failure.details.first == #"matcher: {"event":"push.received"}"#)
    #expect(failure.details.contains { $0.hasPrefix("window (2 events since the previous expect):") })
    // The event that does match, before event 1's match, is named as such, and not shown again
    // as a "closest candidate" without a difference.
    let earlier = try #require(failure.details.first { $0.hasPrefix("an earlier event matches, before event 1's match") })
    #expect(earlier.contains(#""event":"push.received""#))
    #expect(!failure.details.contains { $0.hasPrefix("closest candidate:") })
  }

  /// With events left after the previous match, the closest of those is still shown with its
  /// differences, beside the earlier event that matches.
  @Test func earlierMatchAndClosestLaterCandidate() throws {
    let steps = Self.alertPush + "," + Self.alertPush
      + #",{"expect":{"events":[{"event":"notification.displayed"},{"event":"push.received"},{"event":"push.received","rule":"i2"}]}}"#
    let failure = try #require(try runScenario(scenarioText(steps: steps)).failure)
    #expect(failure.summary == "event 3 of 3 not found in order")
    #expect(failure.details.contains { $0.hasPrefix("an earlier event matches, before event 2's match") })
    #expect(failure.details.contains { $0.hasPrefix("closest candidate: ") && $0.contains("notification.displayed") })
  }

  /// A long window is listed by its first and last events around a count of those left out, so a
  /// failed expect after a million steps is not a report of a million lines.
  @Test func longWindowListingIsShortened() throws {
    let pushes = Array(repeating: Self.alertPush, count: 40).joined(separator: ",")
    let result = try runScenario(scenarioText(steps: pushes + #",{"expect":{"events":[{"event":"notification.displayed","title":"Bye"}]}}"#))
    let failure = try #require(result.failure)
    let header = try #require(failure.details.firstIndex { $0.hasPrefix("window (") })
    let count = try #require(Int(failure.details[header].dropFirst("window (".count).prefix { $0.isNumber }))
    #expect(count > ScenarioRunner.listedEvents)
    let listed = failure.details[(header + 1)...].prefix { $0.hasPrefix("  {") || $0.hasPrefix("  …") }
    #expect(listed.count == 2 * ScenarioRunner.listedAtEachEnd + 1)
    #expect(listed.contains("  … \(count - 2 * ScenarioRunner.listedAtEachEnd) events left out …"))
    // The closest candidate is still named after the shortened listing.
    #expect(failure.details.contains(#"  title: expected "Bye", got "Hi""#))
  }

  /// The closest candidate is shown field by field.
  @Test func closestCandidateShowsFieldDifferences() throws {
    let result = try runScenario(scenarioText(steps: Self.alertPush + #",{"expect":{"events":[{"event":"notification.displayed","title":"Bye"}]}}"#))
    let failure = try #require(result.failure)
    #expect(failure.details.contains(#"  title: expected "Bye", got "Hi""#))
  }

  /// `{"$absent": true}` matches a missing field and `{"$present": true}` any value, at the top
  /// level and inside objects; each fails the other way round.
  @Test func absentAndPresentPatterns() throws {
    func expect(_ matcher: String) throws -> Bool {
      try runScenario(scenarioText(steps: Self.alertPush + #",{"expect":{"events":["# + matcher + "]}}")).passed
    }
    // notification.displayed on iOS has a title and no channel or attachments.
    #expect(try expect(#"{"event":"notification.displayed","channel":{"$absent":true},"title":{"$present":true}}"#))
    #expect(try !expect(#"{"event":"notification.displayed","title":{"$absent":true}}"#))
    #expect(try !expect(#"{"event":"notification.displayed","channel":{"$present":true}}"#))
    // `tag` is there with the value null: present, not absent.
    #expect(try expect(#"{"event":"notification.displayed","tag":{"$present":true}}"#))
    #expect(try !expect(#"{"event":"notification.displayed","tag":{"$absent":true}}"#))
    // In noEvents: no displayed event without a title.
    let none = try runScenario(scenarioText(steps: Self.alertPush + #",{"expect":{"noEvents":[{"event":"notification.displayed","title":{"$absent":true}}]}}"#))
    #expect(none.passed)
    // Nested: a field of an object field.
    let event = TraceEvent(time: .zero, device: "d", name: "e", fields: ["extras": .object(["a": 1])])
    #expect(EventMatcher.matches(["extras": .object(["a": EventMatcher.present, "b": EventMatcher.absent])], event))
    #expect(!EventMatcher.matches(["extras": .object(["a": EventMatcher.absent])], event))
    #expect(!EventMatcher.matches(["missing": .object(["a": EventMatcher.absent])], event), "an object pattern needs its object")
    // A failure names the field as missing.
    let failure = try #require(try runScenario(scenarioText(steps: Self.alertPush + #",{"expect":{"events":[{"event":"notification.displayed","channel":{"$present":true}}]}}"#)).failure)
    #expect(failure.details.contains { $0.contains("channel") && $0.contains(#"{"$present":true}"#) })
  }

  /// Any other `$` key, or a pattern whose value is not `true`, is a load error naming the path.
  @Test func invalidPatternsAreLoadErrors() {
    for matcher in [#"{"title":{"$absnt":true}}"#, #"{"title":{"$absent":false}}"#, #"{"extras":{"a":{"$present":1}}}"#] {
      let text = scenarioText(steps: Self.alertPush + #",{"expect":{"events":["# + matcher + "]}}")
      #expect(throws: ScenarioError.self) { try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json") }
      do {
        _ = try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json")
      } catch {
        #expect(error.description.contains(#"{"$absent": true} (the field is missing)"#), "\(error)")
      }
    }
  }

  /// exactly requires the window to be exactly the listed events.
  @Test func exactlyRequiresTheWholeWindow() throws {
    let pass = try runScenario(scenarioText(steps: Self.alertPush + #",{"expect":{"exactly":true,"events":[{"event":"push.received"},{"event":"notification.displayed"}]}}"#))
    #expect(pass.passed)
    let fail = try runScenario(scenarioText(steps: Self.alertPush + #",{"expect":{"exactly":true,"events":[{"event":"push.received"}]}}"#))
    #expect(fail.failure?.summary == "expected exactly 1 event, the window has 2")
  }

  /// noEvents fails when an event of the window matches.
  @Test func noEventsFailsOnAMatch() throws {
    let result = try runScenario(scenarioText(steps: Self.alertPush + #",{"expect":{"noEvents":[{"event":"notification.displayed"}]}}"#))
    #expect(result.failure?.summary == "an event matches a noEvents matcher")
  }

  /// Each expect looks only at the events since the previous one.
  @Test func windowsStartAfterThePreviousExpect() throws {
    let result = try runScenario(scenarioText(steps: Self.alertPush + #",{"expect":{"events":[{"event":"push.received"}]}},{"expect":{"noEvents":[{"event":"push.received"}]}}"#))
    #expect(result.passed)
  }

  /// center checks count, titles and badge, and reports what is shown.
  @Test func centerExpectation() throws {
    let pass = try runScenario(scenarioText(steps: Self.alertPush + #",{"expect":{"center":{"phone":{"count":1,"titles":["Hi"],"state":"background"}}}}"#))
    #expect(pass.passed)
    let fail = try runScenario(scenarioText(steps: Self.alertPush + #",{"expect":{"center":{"phone":{"count":2}}}}"#))
    #expect(fail.failure?.summary == "center of \"phone\": count: expected 2, got 1")
  }

  /// Matchers compare nested objects as subsets.
  @Test func nestedObjectsMatchAsSubsets() throws {
    let steps = #"{"push":{"to":"phone","payload":{"gcm.n.e":"1","gcm.n.title":"T","google.message_id":"m","k":"v","j":"w"}}},{"tap":{"device":"phone"}},{"expect":{"events":[{"event":"delegate.onCreate","extras":{"k":"v"}}]}}"#
    let result = try runScenario(scenarioText(steps: steps, device: #"{"platform":"android","state":"killed"}"#))
    #expect(result.passed, "\(result.failure?.description ?? "")")
  }

  /// Several devices share one clock and one trace.
  @Test func severalDevicesShareOneTrace() throws {
    let text = #"{"scenario":1,"name":"t","devices":{"a":{"platform":"ios","state":"background"},"b":{"platform":"web","state":"running"}},"steps":[{"advance":"5s"},{"push":{"to":["a","b"],"raw":"{\"aps\":{\"alert\":\"x\"},\"title\":\"x\"}","headers":{"ttl":60}}},{"expect":{"events":[{"t":5000,"device":"a","event":"push.received"},{"t":5000,"device":"b","event":"push.received"}]}}]}"#
    let result = try runScenario(text)
    #expect(result.passed, "\(result.failure?.description ?? "")")
  }
}

/// The timers a step sets off at its own instant fire before the next step.
struct ScenarioRunnerDueTimerTests {
  static let extensionDevice = #"{"platform":"ios","state":"background","app":{"serviceExtension":{"takes":"0s","title":"NT"}}}"#
  static let mutablePush = #"{"push":{"to":"phone","payload":{"aps":{"alert":{"title":"T"},"mutable-content":1}},"headers":{"apns-push-type":"alert"}}}"#

  /// A scenario that ends at t=0 right after a push still records the extension that finished
  /// at once, and its notification.
  @Test func aRunEndingAtTheInstantRecordsWhatWasDue() throws {
    let result = try runScenario(scenarioText(steps: Self.mutablePush, device: Self.extensionDevice))
    #expect(result.passed)
    #expect(result.events.map(\.name) == ["push.received", "extension.started", "extension.completed", "notification.displayed"])
    #expect(result.events.last?["title"] == "NT")
  }

  /// A tap at the push's own instant finds the notification its extension shows at once.
  @Test func aTapAtTheSameInstantFindsTheNotification() throws {
    let steps = Self.mutablePush + #",{"tap":{"device":"phone","notification":"latest"}}"#
    let result = try runScenario(scenarioText(steps: steps, device: Self.extensionDevice))
    #expect(result.passed, "\(String(describing: result.failure))")
    #expect(result.events.contains { $0.name == "delegate.didReceive" && $0["notification"] == "apns-1" })
  }

  /// The cap on timers also holds for the ones due at a step's own instant, with a message
  /// that says so.
  @Test func dueTimersCountAgainstTheCap() throws {
    var runner = ScenarioRunner()
    runner.maxTasks = 0
    let scenario = try ScenarioLoader().load(
      bytes: Array(scenarioText(steps: Self.mutablePush, device: Self.extensionDevice).utf8), file: "s.json")
    let failure = try #require(runner.run(scenario).failure)
    #expect(failure.kind == "push")
    #expect(failure.summary.hasPrefix("the timers due at t=0"))
    #expect(failure.summary.contains("fire more than the cap of 0 timers per scenario"))
  }
}
