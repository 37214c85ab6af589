import PushSim
import Testing

/// Loads a scenario from text, returning the error message.
func loadError(_ text: String, file: String = "s.json", root: String? = nil) -> String? {
  do {
    _ = try ScenarioLoader(root: root).load(bytes: Array(text.utf8), file: file)
    return nil
  } catch {
    return error.description
  }
}

/// A minimal valid scenario with `steps` spliced in.
func scenarioText(steps: String, device: String = #"{"platform":"ios","state":"background"}"#) -> String {
  #"{"scenario":1,"name":"t","devices":{"phone":\#(device)},"steps":[\#(steps)]}"#
}

/// Scenario files that are not valid give file:line:column errors a person can act on.
struct ScenarioLoaderTests {
  /// Invalid JSON reports the position and what the grammar expected.
  @Test func invalidJSONReportsLineAndColumn() {
    let message = loadError("{\n  \"scenario\": 1,\n  \"name\": \"x\",,\n}")
    #expect(message == "s.json:3:15: invalid JSON: unexpected ',', expected a string key")
  }

  /// An unknown step kind names it, where it is, and the closest kind.
  @Test func unknownStepKindSuggestsTheClosest() {
    let message = loadError(scenarioText(steps: #"{"advanse":"1s"}"#))
    #expect(message?.hasPrefix("s.json:1:95: unknown step kind \"advanse\" in step 1; expected one of push, tap, dismiss, app, reboot, network, badge, subscribe, set, advance, expect") == true)
    #expect(message?.hasSuffix("did you mean \"advance\"?") == true)
  }

  /// An unknown app action suggests the right spelling.
  @Test func unknownAppActionSuggestsForceQuit() {
    let message = loadError(scenarioText(steps: #"{"app":{"device":"phone","do":"forcequit"}}"#))
    #expect(message?.contains("unknown app action \"forcequit\" in step 1 (app)") == true)
    #expect(message?.hasSuffix("did you mean \"forceQuit\"?") == true)
  }

  /// An unknown field in a step names the field and what is allowed.
  @Test func unknownFieldInStep() {
    let message = loadError(scenarioText(steps: #"{"push":{"to":"phone","paylod":{}}}"#))
    #expect(message?.contains("unknown field \"paylod\" in step 1 (push); expected one of to, payload, payloadFile, raw, headers, subscription; did you mean \"payload\"?") == true)
  }

  /// An unknown option is an error with a suggestion.
  @Test func unknownOptionIsAnError() {
    let message = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","options":{"lowPowerMod":true}}"#))
    #expect(message?.contains("unknown option \"lowPowerMod\"; did you mean \"lowPowerMode\"?") == true)
  }

  /// An option with a value of the wrong type says what it expects.
  @Test func optionOfTheWrongTypeSaysWhatItExpects() {
    let message = loadError(scenarioText(steps: "", device: #"{"platform":"android","state":"background","options":{"doze":"yes"}}"#))
    #expect(message?.contains("option \"doze\" must be true or false, not \"yes\"") == true)
  }

  /// `customDismissActionCategories` must be an array of category ids; the error says where.
  @Test func customDismissActionCategoriesMustBeIds() {
    let message = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"customDismissActionCategories":"INVITE"}}"#))
    #expect(message?.contains("\"customDismissActionCategories\" in") == true, "\(message ?? "")")
    #expect(message?.contains("must be an array of category ids") == true)
    #expect(message?.hasPrefix("s.json:1:") == true)
    let unregistered = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"customDismissActionCategories":["A"]}}"#))
    #expect(unregistered?.contains("category \"A\" in \"customDismissActionCategories\"") == true, "\(unregistered ?? "")")
    #expect(unregistered?.contains("is not in \"categories\"") == true)
    #expect(loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"categories":{"A":[]},"customDismissActionCategories":["A"]}}"#)) == nil)
  }

  /// `foregroundActions` names actions of registered categories.
  @Test func foregroundActionsMustBeRegisteredActions() {
    let notArray = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"foregroundActions":"open"}}"#))
    #expect(notArray?.contains("\"foregroundActions\" in") == true && notArray?.contains("must be an array of action identifiers") == true, "\(notArray ?? "")")
    let unknown = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"categories":{"C":["a"]},"foregroundActions":["b"]}}"#))
    #expect(unknown?.contains("action \"b\" in \"foregroundActions\"") == true, "\(unknown ?? "")")
    #expect(loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"categories":{"C":["a","b"]},"foregroundActions":["b"]}}"#)) == nil)
  }

  /// R-iOS-20: a category's action identifiers must be unique.
  @Test func repeatedActionIdentifierIsRefused() {
    let message = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"categories":{"D":["x","x"]}}}"#))
    #expect(message?.contains("category \"D\"") == true, "\(message ?? "")")
    #expect(message?.contains("lists action \"x\" twice") == true)
    #expect(message?.hasSuffix("(R-iOS-20)") == true)
  }

  /// A state that does not exist on the platform lists the platform's states.
  @Test func stateOfAnotherPlatformIsRejected() {
    let message = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"killed"}"#))
    #expect(message?.contains("unknown ios app state \"killed\" in device \"phone\"; expected one of foreground, background, notRunning, forceQuit") == true)
  }

  /// An unknown device id is refused with the known ids.
  @Test func unknownDeviceIDIsRefused() {
    let message = loadError(scenarioText(steps: #"{"tap":{"device":"phon"}}"#))
    #expect(message?.contains("unknown device id \"phon\" in step 1 (tap); expected one of phone; did you mean \"phone\"?") == true)
  }

  /// An unknown event name in a matcher is refused (it could never match).
  @Test func unknownEventNameInMatcher() {
    let message = loadError(scenarioText(steps: #"{"expect":{"events":[{"event":"notification.shown"}]}}"#))
    #expect(message?.contains("unknown event \"notification.shown\"") == true)
  }

  /// A payloadFile that escapes the scenario root is refused.
  @Test func payloadFileOutsideRootIsRefused() {
    let message = loadError(scenarioText(steps: #"{"push":{"to":"phone","payloadFile":"../../etc/passwd"}}"#), file: "/tmp/pushsim-root/s.json", root: "/tmp/pushsim-root")
    #expect(message?.contains("payloadFile \"../../etc/passwd\" escapes the scenario root /tmp/pushsim-root") == true)
  }

  /// Another format number is refused.
  @Test func unsupportedFormatIsRefused() {
    let message = loadError(#"{"scenario":2,"name":"t","devices":{},"steps":[]}"#)
    #expect(message == "s.json:1:13: unsupported scenario format 2; this PushSim reads format 1 (\"scenario\": 1)")
  }

  /// A bad duration says what a duration looks like.
  @Test func badDurationSaysWhatIsExpected() {
    let message = loadError(scenarioText(steps: #"{"advance":"5 minutes"}"#))
    #expect(message?.contains("step 1 (advance): ") == true)
    #expect(message?.contains("\"250ms\"") == true)
  }

  /// A step that cannot apply fails the scenario with the step's index, not a crash.
  @Test func stepThatCannotApplyFailsWithItsIndex() throws {
    let scenario = try ScenarioLoader().load(bytes: Array(scenarioText(steps: #"{"advance":"1s"},{"tap":{"device":"phone"}}"#).utf8), file: "s.json")
    let result = ScenarioRunner().run(scenario)
    let failure = try #require(result.failure)
    #expect(failure.step == 2)
    #expect(failure.kind == "tap")
    #expect(failure.summary == "cannot tap \"latest\" on device \"phone\": no such notification is shown; nothing is shown")
  }
}

/// A push's targets: each device once, looked up in a set, and long lists of choices shortened.
struct ScenarioTargetTests {
  @Test func aDeviceTwiceInToIsRefused() {
    let message = loadError(scenarioText(steps: #"{"push":{"to":["phone","phone"],"payload":{"aps":{"alert":"x"}}}}"#))
    #expect(message?.contains(#"device "phone" appears twice in "to" of step 1 (push)"#) == true, "\(message ?? "loaded")")
  }

  /// `"to": []` would push to nobody: a load error, not a step that silently does nothing.
  @Test func anEmptyToIsRefused() {
    let message = loadError(scenarioText(steps: #"{"push":{"to":[],"payload":{"aps":{"alert":"x"}}}}"#))
    #expect(message?.contains(#""to" of step 1 (push) is an empty list; name at least one of phone"#) == true, "\(message ?? "loaded")")
  }

  @Test func manyDevicesAreListedShortly() {
    let devices = (0..<30).map { #""d\#($0)":{"platform":"ios","state":"background"}"# }.joined(separator: ",")
    let text = #"{"scenario":1,"name":"t","devices":{\#(devices)},"steps":[{"push":{"to":["d1","x"],"payload":{"aps":{"alert":"x"}}}}]}"#
    let message = loadError(text)
    #expect(message?.contains(#"unknown device id "x""#) == true, "\(message ?? "loaded")")
    #expect(message?.contains("d19, … (30 in all)") == true, "\(message ?? "loaded")")
    #expect(message?.contains("d25") == false)
  }

  /// SCENARIOS.md names OneSignal's `additionalDataIsRootPayload` among a device's options: it
  /// is the app setting of the same name, given in either place, and both must agree.
  @Test func additionalDataIsRootPayloadAsAnOption() throws {
    let device = #"{"platform":"ios","sdk":"onesignal","state":"background","options":{"additionalDataIsRootPayload":true}}"#
    let scenario = try ScenarioLoader().load(bytes: Array(scenarioText(steps: "", device: device).utf8), file: "s.json")
    #expect(scenario.devices.first?.app.oneSignalAdditionalDataIsRootPayload == true)
    let conflicting = #"{"platform":"ios","sdk":"onesignal","state":"background","options":{"additionalDataIsRootPayload":true},"app":{"additionalDataIsRootPayload":false}}"#
    #expect(loadError(scenarioText(steps: "", device: conflicting))?.contains("set it once") == true)
    let wrongType = #"{"platform":"ios","sdk":"onesignal","state":"background","options":{"additionalDataIsRootPayload":1}}"#
    #expect(loadError(scenarioText(steps: "", device: wrongType))?.contains("must be true or false") == true)
  }

  /// OneSignal's `OneSignal_disable_badge_clearing` is the app key `disableBadgeClearing`, a
  /// boolean; a wrong type says where and what was expected.
  @Test func disableBadgeClearingIsAnAppBoolean() throws {
    let device = #"{"platform":"ios","sdk":"onesignal","state":"background","app":{"disableBadgeClearing":true}}"#
    let scenario = try ScenarioLoader().load(bytes: Array(scenarioText(steps: "", device: device).utf8), file: "s.json")
    #expect(scenario.devices.first?.app.oneSignalDisableBadgeClearing == true)
    let wrongType = #"{"platform":"ios","sdk":"onesignal","state":"background","app":{"disableBadgeClearing":"yes"}}"#
    let message = loadError(scenarioText(steps: "", device: wrongType))
    #expect(message?.contains("disableBadgeClearing") == true, "\(message ?? "loaded")")
    #expect(message?.contains("true or false") == true, "\(message ?? "loaded")")
  }

  /// The `badge` step: the app sets its iOS badge; the count is a whole number of 0 or more, and
  /// another platform is refused where the step is.
  @Test func badgeStep() throws {
    let scenario = try ScenarioLoader().load(bytes: Array(scenarioText(steps: #"{"badge":{"count":3}}"#).utf8), file: "s.json")
    guard case .badge(let device, let count) = scenario.steps.first else {
      Issue.record("not a badge step: \(String(describing: scenario.steps.first))")
      return
    }
    #expect(device == "phone" && count == 3)
    for (body, expected) in [
      (#"{}"#, #"needs "count""#), (#"{"count":-1}"#, "from 0 to"), (#"{"count":"3"}"#, "from 0 to"),
      (#"{"count":1,"value":2}"#, #""value""#),
    ] {
      let message = loadError(scenarioText(steps: #"{"badge":\#(body)}"#))
      #expect(message?.contains(expected) == true, "\(body): \(message ?? "loaded")")
      #expect(message?.contains("step 1 (badge)") == true, "\(message ?? "loaded")")
    }
    let android = loadError(scenarioText(steps: #"{"badge":{"count":1}}"#, device: #"{"platform":"android","state":"background"}"#))
    #expect(android?.contains("the app badge count is iOS's") == true, "\(android ?? "loaded")")
  }
}
