@testable import PushSim
import Testing

/// The `refused` step: its inner step must fail with an error containing `message`; it records
/// nothing, changes nothing, and the scenario goes on.
struct RefusedStepTests {
  /// A scenario of one device and these steps (each a JSON object).
  static func text(device: String, steps: [String]) -> String {
    #"{"scenario":1,"name":"t","devices":{"phone":\#(device)},"steps":[\#(steps.joined(separator: ","))]}"#
  }

  /// Loads and plays a scenario's text.
  static func play(_ text: String) throws -> (result: ScenarioResult, devices: [String: SimulatedDevice]) {
    let scenario = try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json")
    let played = ScenarioRunner().play(scenario)
    return (played.result, played.devices)
  }

  static let fourButtons =
    #"{"push":{"to":"phone","payload":{"custom":"{\"i\":\"x\",\"a\":{\"actionButtons\":[{\"id\":\"yes\",\"text\":\"Yes\"},{\"id\":\"no\",\"text\":\"No\"},{\"id\":\"maybe\",\"text\":\"Maybe\"},{\"id\":\"later\",\"text\":\"Later\"}]}}","alert":"Hi","google.message_id":"m1"}}}"#
  static let android = #"{"platform":"android","sdk":"onesignal","state":"background"}"#

  /// Refusals the model makes, each as (device, steps): the steps marked `refused` must each be
  /// refused, and the run must be the run without them.
  static let refusals: [(String, String, [String])] = [
    (
      "Android's fourth action button", android,
      [fourButtons, #"{"refused":{"step":{"tap":{"button":3}},"message":"Android shows only the first 3 actions"}}"#, #"{"tap":{"button":"maybe"}}"#]
    ),
    (
      "a tap on a dismissed notification", android,
      [fourButtons, #"{"dismiss":{}}"#, #"{"refused":{"step":{"tap":{"notification":{"id":"m1"}}},"message":"no such notification is shown"}}"#]
    ),
    (
      "a dismissal of a notification not shown", android,
      [#"{"refused":{"step":{"dismiss":{"notification":{"tag":"promo"}}},"message":"nothing is shown"}}"#, fourButtons]
    ),
    (
      "a subscribe while the browser is closed", #"{"platform":"web","state":"closed"}"#,
      [#"{"refused":{"step":{"subscribe":{}},"message":"the browser is closed"}}"#, #"{"app":{"do":"open"}}"#, #"{"subscribe":{}}"#]
    ),
    (
      "a push to a subscription the site has not made", #"{"platform":"web","state":"running"}"#,
      [#"{"refused":{"step":{"push":{"to":"phone","payload":{"title":"Hi"},"subscription":2}},"message":"which has made 1 so far"}}"#,
       #"{"push":{"to":"phone","payload":{"title":"Hi"}}}"#]
    ),
    (
      "an app sent to the background while not running", #"{"platform":"ios","state":"notRunning"}"#,
      [#"{"refused":{"step":{"app":{"do":"background"}},"message":"not running"}}"#, #"{"app":{"do":"open"}}"#]
    ),
    (
      "an iOS force-quit on Android", android,
      [#"{"refused":{"step":{"app":{"do":"forceQuit"}},"message":"is an iOS action"}}"#, #"{"app":{"do":"open"}}"#]
    ),
  ]

  /// Each refusal passes, and the run is the run without the refused steps: the same trace
  /// (byte for byte), pushes, center, badge and app state.
  @Test(arguments: refusals.map { ($0.0, $0.1, $0.2) })
  func aRefusedStepRecordsNothingAndChangesNothing(_ label: String, _ device: String, _ steps: [String]) throws {
    let with = try Self.play(Self.text(device: device, steps: steps))
    #expect(with.result.failure == nil, "\(label): \(with.result.failure?.description ?? "")")
    #expect(steps.contains { $0.hasPrefix(#"{"refused""#) })
    let without = try Self.play(Self.text(device: device, steps: steps.filter { !$0.hasPrefix(#"{"refused""#) }))
    #expect(without.result.failure == nil)
    #expect(with.result.traceJSONLines == without.result.traceJSONLines, "\(label)")
    #expect(with.result.pushes.count == without.result.pushes.count, "\(label)")
    let a = try #require(with.devices["phone"])
    let b = try #require(without.devices["phone"])
    #expect(a.notificationList.map(\.id) == b.notificationList.map(\.id), "\(label)")
    #expect(a.state == b.state && a.badge == b.badge, "\(label)")
  }

  /// A refused Live Activity step reads the app's Live Activities without making them: before
  /// any exists, nothing is set up (no state stored, no timer scheduled).
  @Test func aRefusedLiveActivityStepSetsNothingUp() throws {
    let run = try Self.play(
      Self.text(
        device: #"{"platform":"ios","state":"background"}"#,
        steps: [
          #"{"refused":{"step":{"dismiss":{"activity":"order-1"}},"message":"the app has no such Live Activity; it has none"}}"#,
          #"{"refused":{"step":{"tap":{"activity":"order-1","button":"allow"}},"message":"Allow\" prompt on it; "}}"#,
        ]))
    #expect(run.result.failure == nil, "\(run.result.failure?.description ?? "")")
    #expect(run.result.events.isEmpty)
    let phone = try #require(run.devices["phone"])
    #expect(phone.liveActivities == nil)
    #expect(phone.simulation.scheduler.pendingCount == 0)
  }

  /// A refused step fires no timer: one already due fires after the next step, as it would
  /// without the refused step.
  @Test func aRefusedStepFiresNoTimerAlreadyDue() throws {
    func trace(_ steps: [String]) throws -> [String] {
      let scenario = try ScenarioLoader().load(bytes: Array(Self.text(device: Self.android, steps: steps).utf8), file: "s.json")
      let played = ScenarioRunner().play(scenario) { step, simulation in
        guard step == 1 else { return }
        _ = simulation.scheduler.schedule(at: simulation.now) {
          simulation.trace.record(TraceEvent(time: simulation.now, device: "phone", name: "badge", fields: ["value": .integer(7)]))
        }
      }
      #expect(played.result.failure == nil)
      return played.result.events.map(\.name)
    }
    let refused = #"{"refused":{"step":{"tap":{}},"message":"nothing is shown"}}"#
    let with = try trace([refused, Self.fourButtons])
    #expect(with == (try trace([Self.fourButtons])))
    #expect(with.first == "push.received" && with.last == "badge", "\(with)")
  }

  /// A refused step loads as its inner step, loaded as a top-level step is, and its message.
  @Test func aRefusedStepLoadsWithItsInnerStep() throws {
    let scenario = try ScenarioLoader().load(
      bytes: Array(Self.text(device: Self.android, steps: [#"{"refused":{"step":{"tap":{"button":3}},"message":"Android"}}"#]).utf8), file: "s.json")
    guard case .refused(.tap(let device, .latest, .index(3)?, nil), let message)? = scenario.steps.first else {
      Issue.record("\(scenario.steps)")
      return
    }
    #expect(device == "phone" && message == "Android")
    #expect(scenario.steps.first?.kind == "refused")
  }

  /// An error of the inner step is a load error at its place, naming the refused step.
  @Test func anInnerStepErrorIsALoadErrorAtItsPlace() {
    let text = Self.text(device: Self.android, steps: [#"{"refused":{"step":{"tap":{"button":-1}},"message":"x"}}"#])
    let column = text.utf8.count - text.split(separator: "-1", maxSplits: 1)[1].utf8.count - 1
    #expect(loadError(text) == "s.json:1:\(column): \"button\" in step 1 (refused tap) must be a button index (0, 1, …) or an action id string")
    let unknown = Self.text(device: Self.android, steps: [#"{"refused":{"step":{"tapp":{}},"message":"x"}}"#])
    #expect(loadError(unknown)?.hasSuffix("unknown step kind \"tapp\" in the \"step\" of step 1 (refused); expected one of push, tap, dismiss, app, badge, subscribe, set; did you mean \"tap\"?") == true, "\(loadError(unknown) ?? "")")
  }

  /// A message that is not a string, or only whitespace (which would match almost any error),
  /// is refused by the loader and the schema.
  @Test(arguments: [
    (#""  ""#, "\"message\" in step 1 (refused) is only whitespace, which would match almost any error"),
    (#""""#, "\"message\" in step 1 (refused) is empty, which would match almost any error"),
    ("3", "\"message\" in step 1 (refused) must be a string: words of the error the step must fail with, not 3"),
  ])
  func aMessageThatCouldNotTellErrorsApartIsRefused(_ message: String, _ expected: String) throws {
    let text = Self.text(device: Self.android, steps: [#"{"refused":{"step":{"tap":{"button":3}},"message":\#(message)}}"#])
    #expect(loadError(text)?.contains(expected) == true, "\(loadError(text) ?? "loaded")")
    #expect(!scenarioSchema.validate(try JSONValue.parse(text)).isEmpty)
  }

  /// The kinds that are never refused are refused at load, each with why.
  @Test(arguments: [
    (#"{"expect":{"events":[]}}"#, "cannot wrap an expect step: an expect checks the trace"),
    (#"{"refused":{"step":{"tap":{}},"message":"x"}}"#, "cannot wrap a refused step: wrap the step itself, once"),
    (#"{"advance":"1s"}"#, "cannot wrap an advance step: virtual time always passes"),
    (#"{"reboot":{}}"#, "cannot wrap a reboot step: a reboot always applies"),
    (#"{"network":{"online":false}}"#, "cannot wrap a network step: a network change always applies"),
    (#"{"app":{"do":"removeNotification","notification":"latest"}}"#, "cannot wrap an app removeNotification step: the app's removeNotification ignores"),
  ])
  func aKindThatIsNeverRefusedIsRefusedAtLoad(_ inner: String, _ message: String) {
    let error = loadError(Self.text(device: Self.android, steps: [#"{"refused":{"step":\#(inner),"message":"x"}}"#]))
    #expect(error?.contains("step 1 (refused) " + message) == true, "\(error ?? "loaded")")
    #expect(error?.hasSuffix("it wraps a step the device may refuse: push, tap, dismiss, app, badge, subscribe, set") == true)
  }

  /// The refusable kinds are the kinds less those never refused, and the schema's
  /// `refusableStep` offers exactly them.
  @Test func theRefusableKindsAreTheSchemas() {
    #expect(ScenarioStep.refusableKinds == ["push", "tap", "dismiss", "app", "badge", "subscribe", "set"])
    #expect(Set(ScenarioStep.neverRefused.keys).isSubset(of: Set(ScenarioStep.kinds)))
    let schema = scenarioSchema.root["definitions"]?["refusableStep"]
    let names = schema?["properties"]?.objectValue.map { Array($0.keys) } ?? []
    #expect(Set(names) == Set(ScenarioStep.refusableKinds + ["note"]))
    let branches = schema?["oneOf"]?.arrayValue?.compactMap { $0["required"]?.arrayValue?.first?.stringValue }
    #expect(branches == ScenarioStep.refusableKinds)
  }

  /// A step that applies fails the refused step, with the events it recorded.
  @Test func aStepThatAppliesFailsTheScenario() throws {
    let run = try Self.play(Self.text(device: Self.android, steps: [Self.fourButtons, #"{"refused":{"step":{"tap":{"button":2}},"message":"Android shows"}}"#]))
    let failure = try #require(run.result.failure)
    #expect(failure.description.hasPrefix("step 2 (refused): the tap step was not refused; expected an error containing \"Android shows\"\n  the step recorded ("))
    #expect(failure.details.contains { $0.contains("\"event\":\"notification.removed\"") })
  }

  /// A step refused with another error fails the refused step, showing both.
  @Test func anotherErrorFailsTheScenarioShowingBoth() throws {
    let run = try Self.play(Self.text(device: Self.android, steps: [Self.fourButtons, #"{"refused":{"step":{"tap":{"button":3}},"message":"iOS shows"}}"#]))
    let failure = try #require(run.result.failure)
    #expect(failure.step == 2 && failure.kind == "refused")
    #expect(failure.summary == "the tap step was refused with another error; expected an error containing \"iOS shows\"")
    #expect(failure.details == [
      "error: cannot tap button 3 \"Later\" of notification \"m1\": Android shows only the first 3 actions (Notification.MAX_ACTION_BUTTONS), so of its 4 buttons only 0 \"Yes\", 1 \"No\", 2 \"Maybe\" can be tapped",
    ])
  }

  /// A refusal after events were recorded (a step that changed the device before it failed)
  /// fails; so does a kind that is never refused in a scenario built in code.
  @Test func aRefusalThatChangedTheDeviceOrCannotBeMadeFails() throws {
    let event = TraceEvent(time: .zero, device: "phone", name: "badge", fields: ["value": .integer(1)])
    let late = ScenarioRunner.refusalFailure(of: "set", expecting: "x", error: DeviceError("x y"), recorded: [event], step: 4)
    #expect(late?.summary.hasPrefix("the set step was refused only after it had changed the device") == true)
    #expect(late?.details.first == "error: x y")
    #expect(ScenarioRunner.refusalFailure(of: "set", expecting: "x", error: DeviceError("x y"), recorded: [], step: 4) == nil)
    let scenario = Scenario(
      name: "t", devices: [DeviceSpec(id: "phone", platform: .iOS)], steps: [.refused(.advance(.seconds(1)), message: "cap")])
    let failure = ScenarioRunner().run(scenario).failure
    #expect(failure?.description.hasPrefix("step 1 (refused): an advance step cannot be refused: virtual time always passes") == true, "\(failure?.description ?? "")")
  }
}
