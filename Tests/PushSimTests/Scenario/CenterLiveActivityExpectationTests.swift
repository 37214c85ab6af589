import PushSim
import Testing

/// A `center` expectation's `liveActivities` and `liveActivitiesOff`: the app's Live Activities as
/// `pushsim device center --json` shows them, checked by a scenario (docs/TraceVocabulary.md,
/// docs/ModellingChoices/iOS.md "Live Activities").
struct CenterLiveActivityExpectationTests {
  /// An iOS device whose app has one activity, `order-1`, and the push-to-start prompt pending.
  static let device =
    #"{"platform":"ios","sdk":"apns","state":"background","app":{"liveActivities":{"startPrompt":"pending","#
    + #""types":{"D":{"contentState":["eta"],"attributes":["order"]}},"activities":{"order-1":{"type":"D","contentState":{"eta":10}}}}}}"#

  /// A push-to-start of `order-2`.
  static let start =
    #"{"push":{"to":"phone","headers":{"apns-push-type":"liveactivity","activity":"order-2"},"payload":{"aps":{"timestamp":1767225600,"#
    + #""event":"start","attributes-type":"D","attributes":{"order":"2"},"content-state":{"eta":30},"alert":{"title":"T","body":"B"}}}}}"#

  /// The scenario with a push-to-start, then `center` set to `expectation` for the phone.
  static func scenario(_ expectation: String, device: String = device) -> String {
    scenarioText(steps: start + #",{"expect":{"center":{"phone":\#(expectation)}}}"#, device: device)
  }

  /// The activities in the order they started, each field as `device center --json` has it:
  /// the push-started one carries the prompt and its token is withheld; a missing
  /// `tokenWithheld` is `false`, `{"$absent": true}` a field the entry lacks.
  @Test func theActivitiesTheirStateAndThePromptPass() throws {
    let result = try runScenario(
      Self.scenario(
        #"{"liveActivities":[{"id":"order-1","type":"D","phase":"active","stale":false,"contentState":{"eta":10},"#
          + #""prompt":{"$absent":true},"tokenWithheld":false},{"id":"order-2","phase":"active","contentState":{"eta":30},"#
          + #""prompt":"pending","tokenWithheld":true,"staleDate":{"$absent":true}}],"liveActivitiesOff":{"$absent":true}}"#))
    #expect(result.failure == nil)
  }

  /// Other ids or order, another field value, or Live Activities said off fail, naming the
  /// activity and field, with the activities listed.
  @Test func differencesFailWithTheActivityAndField() throws {
    let order = try #require(try runScenario(Self.scenario(#"{"liveActivities":[{"id":"order-2"},{"id":"order-1"}]}"#)).failure)
    #expect(
      order.summary
        == #"center of "phone": live activities: expected ["order-2", "order-1"], got ["order-1", "order-2"] (ids, in the order they started)"#)
    #expect(order.details.contains("live activities (2):"))
    #expect(order.details.contains { $0.hasPrefix(#"  {"id":"order-2","type":"D","phase":"active""#) && $0.contains(#""prompt":"pending""#) })
    let phase = try #require(try runScenario(Self.scenario(#"{"liveActivities":[{"id":"order-1","phase":"ended"},{"id":"order-2"}]}"#)).failure)
    #expect(phase.summary == #"center of "phone": live activity "order-1" phase: expected "ended", got "active""#)
    let token = try #require(try runScenario(Self.scenario(#"{"liveActivities":[{"id":"order-1"},{"id":"order-2","tokenWithheld":false}]}"#)).failure)
    #expect(token.summary == #"center of "phone": live activity "order-2" tokenWithheld: expected false, got true"#)
    let prompt = try #require(try runScenario(Self.scenario(#"{"liveActivities":[{"id":"order-1","prompt":"pending"},{"id":"order-2"}]}"#)).failure)
    #expect(prompt.summary == #"center of "phone": live activity "order-1" prompt: expected "pending", got none"#)
    let off = try #require(try runScenario(Self.scenario(#"{"liveActivitiesOff":"dontAllow"}"#)).failure)
    #expect(off.summary == #"center of "phone": live activities off: expected "dontAllow", got on"#)
    let none = try #require(try runScenario(Self.scenario(#"{"liveActivities":[]}"#)).failure)
    #expect(none.summary.hasPrefix(#"center of "phone": live activities: expected [], got ["order-1", "order-2"]"#))
  }

  /// After "Don't Allow" the center says why they are off; an app without Live Activities
  /// matches `[]`.
  @Test func offAfterDontAllowAndNoneWithoutAny() throws {
    let allow =
      #",{"tap":{"device":"phone","activity":"order-2","button":"dontAllow"}},{"expect":{"center":{"phone":{"liveActivitiesOff":"dontAllow"}}}}"#
    #expect(try runScenario(scenarioText(steps: Self.start + allow, device: Self.device)).failure == nil)
    let plain = scenarioText(steps: #"{"expect":{"center":{"phone":{"liveActivities":[],"liveActivitiesOff":{"$absent":true}}}}}"#)
    #expect(try runScenario(plain).failure == nil)
  }

  /// Ended and dismissed activities stay in the list, as `device center` lists them, with their
  /// phase: "exactly" counts them, so leaving one out fails.
  @Test func endedAndDismissedActivitiesStayListedWithTheirPhase() throws {
    func end(_ dismissal: String) -> String {
      #"{"push":{"to":"phone","headers":{"apns-push-type":"liveactivity","activity":"order-1"},"#
        + #""payload":{"aps":{"timestamp":1767225600,"event":"end"\#(dismissal)}}}}"#
    }
    func run(_ steps: String) throws -> ScenarioFailure? { try runScenario(scenarioText(steps: steps, device: Self.device)).failure }
    let ended = #",{"expect":{"center":{"phone":{"liveActivities":[{"id":"order-1","phase":"ended"}]}}}}"#
    #expect(try run(end("") + ended) == nil)
    let dismissed = #",{"expect":{"center":{"phone":{"liveActivities":[{"id":"order-1","phase":"dismissed","stale":false}]}}}}"#
    #expect(try run(end(#","dismissal-date":1767225600"#) + dismissed) == nil)
    let none = try #require(try run(end(#","dismissal-date":1767225600"#) + #",{"expect":{"center":{"phone":{"liveActivities":[]}}}}"#))
    #expect(none.summary.hasPrefix(#"center of "phone": live activities: expected [], got ["order-1"]"#))
    #expect(none.details.contains { $0.contains(#""phase":"dismissed""#) })
  }

  /// App key `liveActivities.allowed: false` is off from the start, before any ActivityKit push
  /// made the app's Live Activities state (it read "on" until one did, in `device center` too).
  @Test func offByTheAppKeyBeforeAnyPush() throws {
    let device = #"{"platform":"ios","state":"background","app":{"liveActivities":{"allowed":false}}}"#
    let steps = #"{"expect":{"center":{"phone":{"liveActivitiesOff":"appKey","liveActivities":[]}}}}"#
    #expect(try runScenario(scenarioText(steps: steps, device: device)).failure == nil)
    let on = try #require(try runScenario(scenarioText(steps: #"{"expect":{"center":{"phone":{"liveActivitiesOff":{"$absent":true}}}}}"#, device: device)).failure)
    #expect(on.summary == #"center of "phone": live activities off: expected on, got "appKey""#)
  }

  /// The loader refuses what could never be met or is not the shape, saying where and what it
  /// expected.
  @Test func theLoaderChecksTheShape() {
    func error(_ expectation: String) -> String? { loadError(Self.scenario(expectation)) }
    let place = #"center of "phone" in step 2 (expect)"#
    #expect(error(#"{"liveActivities":[{"id":"order-1","phase":"active","note":"the app's own"}]}"#) == nil)
    #expect(error(#"{"liveActivities":{"order-1":{}}}"#)?.contains("\"liveActivities\" in \(place) must be an array of the app's activities") == true)
    #expect(error(#"{"liveActivities":["order-1"]}"#)?.contains("activity 1 of \"liveActivities\" in \(place) must be an object") == true)
    #expect(error(#"{"liveActivities":[{"phase":"active"}]}"#)?.contains("activity 1 of \"liveActivities\" in \(place) needs \"id\"") == true)
    #expect(error(#"{"liveActivities":[{"id":"a"},{"id":"a"}]}"#)?.contains("activity 2 of \"liveActivities\" in \(place) names \"a\" again") == true)
    #expect(error(#"{"liveActivities":[{"id":"a","state":"active"}]}"#)?.contains("unknown field \"state\"") == true)
    #expect(error(#"{"liveActivities":[{"id":"a","phase":"over"}]}"#)?.contains("unknown \"phase\" \"over\"") == true)
    #expect(error(#"{"liveActivities":[{"id":"a","stale":"no"}]}"#)?.contains("must be true or false") == true)
    #expect(error(#"{"liveActivities":[{"id":"a","timestamp":"now"}]}"#)?.contains("must be an integer") == true)
    #expect(
      error(#"{"liveActivities":[{"id":"a","prompt":"answered"}]}"#)?.contains(
        "\"prompt\" in activity 1 of \"liveActivities\" in \(place) must be \"pending\"") == true)
    #expect(error(#"{"liveActivities":[{"id":"a","staleDate":"soon"}]}"#)?.contains("must be a UNIX time in seconds or {\"$absent\": true}") == true)
    #expect(error(#"{"liveActivities":[{"id":"a","contentState":{"eta":{"$gt":3}}}]}"#)?.contains("\"contentState.eta\" in activity 1") == true)
    #expect(error(#"{"liveActivitiesOff":"no"}"#)?.contains("\"liveActivitiesOff\" in \(place) must be \"dontAllow\"") == true)
    let android = #"{"platform":"android","state":"background"}"#
    #expect(
      loadError(scenarioText(steps: #"{"expect":{"center":{"phone":{"liveActivities":[]}}}}"#, device: android))?.contains(
        "\"liveActivities\" in center of \"phone\" in step 1 (expect): the device is android, and Live Activities are iOS's") == true)
  }
}
