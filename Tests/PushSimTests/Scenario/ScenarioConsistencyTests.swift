import Foundation
@testable import PushSim
import Testing

/// The loader and the schema agree on whole numbers written with a point or an exponent, and
/// both refuse settings that would do nothing and expectations that could never be met.
struct ScenarioConsistencyTests {
  let v = scenarioSchema

  /// A one-device scenario text.
  static func text(device: String = #"{"platform":"ios","state":"background"}"#, steps: String, format: String = "1") -> String {
    #"{"scenario":\#(format),"name":"t","devices":{"phone":\#(device)},"steps":[\#(steps)]}"#
  }

  /// A Kii scenario with `devices` and one `kiiSend` of `message`.
  static func kii(message: String, devices: String = KiiScenarioTests.devices) -> String {
    KiiScenarioTests.text(steps: #"{"kiiSend":{"as":"alice","topic":"app/News","message":\#(message)}}"#, devices: devices)
  }

  /// The schema's failures for a scenario text.
  func schemaFailures(_ text: String) throws -> [String] {
    v.validate(try JSONValue.parse(text)).map(\.description)
  }

  // MARK: Whole numbers

  /// A whole number written `1.0`, `1e0` or `0e0` is an integer to both, wherever the format
  /// takes one (JSON's number model; draft-07's `integer`).
  @Test(arguments: [
    ("format 1.0", text(steps: "", format: "1.0")),
    ("format 1e0", text(steps: "", format: "1e0")),
    ("format -0 plus 1", text(steps: "", format: "10e-1")),
    ("badge count 1.0", text(steps: #"{"badge":{"count":1.0}}"#)),
    ("center count and badge", text(steps: #"{"expect":{"center":{"phone":{"count":0.0,"badge":0e0}}}}"#)),
    ("button 0.0", text(steps: #"{"tap":{"button":0.0}}"#)),
    ("button -0", text(steps: #"{"tap":{"button":-0.0}}"#)),
    ("header 1.0", text(steps: #"{"push":{"payload":{"aps":{"alert":"x"}},"headers":{"apns-expiration":0.0,"apns-priority":10.0}}}"#)),
    ("iOS options", text(device: #"{"platform":"ios","options":{"iosNSEBudgetSeconds":5.0,"clockEpochSeconds":1e9}}"#, steps: "")),
    ("set step", text(steps: #"{"set":{"iosNSEBudgetSeconds":5e0}}"#)),
    ("web", text(device: #"{"platform":"web","options":{"webMaxActions":2.0},"app":{"serviceWorkerAppBadge":1.0}}"#, steps: "")),
    ("Kii apns.badge", kii(message: #"{"apns":{"badge":1.0,"contentAvailable":1e0}}"#)),
  ])
  func wholeNumbersWithAPointAreIntegers(_ label: String, _ text: String) throws {
    #expect(loadError(text) == nil, "\(label): \(loadError(text) ?? "")")
    let failures = try schemaFailures(text)
    #expect(failures.isEmpty, "\(label): \(failures)")
  }

  /// The values read are the integers written.
  @Test func wholeNumbersAreReadAsTheirValue() throws {
    let text = Self.text(
      device: #"{"platform":"ios","options":{"iosNSEBudgetSeconds":5.0,"clockEpochSeconds":1e9}}"#,
      steps: #"{"badge":{"count":3e0}},{"tap":{"button":1.0}},{"push":{"payload":{},"headers":{"apns-expiration":2.0}}}"#)
    let scenario = try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json")
    #expect(scenario.devices[0].options.iosNSEBudgetSeconds == 5)
    #expect(scenario.devices[0].options.clockEpochSeconds == 1_000_000_000)
    guard case .badge(_, let count) = scenario.steps[0], case .tap(_, _, let button, _) = scenario.steps[1],
      case .push(_, _, let headers) = scenario.steps[2]
    else {
      Issue.record("steps: \(scenario.steps)")
      return
    }
    #expect(count == 3)
    #expect(button == .index(1))
    #expect(headers["apns-expiration"] == .integer(2))
    let web = try ScenarioLoader().load(
      bytes: Array(Self.text(device: #"{"platform":"web","options":{"webMaxActions":2.0},"app":{"serviceWorkerAppBadge":1.0}}"#, steps: "").utf8),
      file: "s.json")
    #expect(web.devices[0].options.webMaxActions == 2)
    #expect(web.devices[0].app.serviceWorkerAppBadge == 1)
    let message = try #require(try? KiiPushMessage.parse(JSONValue.parse(#"{"apns":{"badge":1.0}}"#)).get())
    #expect(message.apns.badge == 1)
  }

  /// A number with a fractional part, or a whole one too large, is refused by both.
  @Test(arguments: [
    ("badge count 1.5", text(steps: #"{"badge":{"count":1.5}}"#), "must be a whole number"),
    ("badge count 1e300", text(steps: #"{"badge":{"count":1e300}}"#), "must be a whole number"),
    ("center count 0.5", text(steps: #"{"expect":{"center":{"phone":{"count":0.5}}}}"#), "must be an integer, not 0.5"),
    ("option 5.5", text(device: #"{"platform":"ios","options":{"iosNSEBudgetSeconds":5.5}}"#, steps: ""), "must be a whole number"),
    ("format 1.5", text(steps: "", format: "1.5"), "must be the integer 1 (the format version), not 1.5"),
    ("Kii apns.badge 1.5", kii(message: #"{"apns":{"badge":1.5}}"#), "\"apns.badge\" must be an integer"),
  ])
  func fractionsAreRefusedByBoth(_ label: String, _ text: String, _ message: String) throws {
    #expect(loadError(text)?.contains(message) == true, "\(label): \(loadError(text) ?? "loaded")")
    let failures = try schemaFailures(text)
    #expect(!failures.isEmpty, "\(label): the schema accepts it")
  }

  /// A format given as a string says an integer was expected.
  @Test func formatAsAStringSaysAnIntegerIsExpected() throws {
    let text = Self.text(steps: "", format: #""1""#)
    #expect(loadError(text) == #"s.json:1:13: "scenario" must be the integer 1 (the format version), not "1""#)
    let failures = try schemaFailures(text)
    #expect(!failures.isEmpty)
  }

  // MARK: Refused by both

  /// Single-field refusals the schema now expresses, and settings that would do nothing.
  @Test(arguments: [
    ("badge count above Int32", text(steps: #"{"badge":{"count":2147483648}}"#), "from 0 to 2147483647"),
    ("to: []", text(steps: #"{"push":{"to":[],"payload":{}}}"#), "is an empty list"),
    ("to twice", text(steps: #"{"push":{"to":["phone","phone"],"payload":{}}}"#), "appears twice"),
    ("category action twice", text(device: #"{"platform":"ios","app":{"categories":{"c":["a","a"]}}}"#, steps: ""), "twice"),
    ("app badge above Int64", text(device: #"{"platform":"web","app":{"serviceWorkerAppBadge":1e19}}"#, steps: ""), "serviceWorkerAppBadge"),
    ("Kii gcm data not a string", kii(message: #"{"gcm":{"data":{"n":1}}}"#), #"write "1""#),
    ("flutter on the web", text(device: #"{"platform":"web","wrapper":"flutter"}"#, steps: ""), "does nothing on the web"),
    ("airshipCordova on the web", text(device: #"{"platform":"web","wrapper":"airshipCordova"}"#, steps: ""), "does nothing on the web"),
    ("dartEntryPoint natively", text(device: #"{"platform":"android","options":{"dartEntryPoint":true}}"#, steps: ""), "is for Flutter apps"),
    ("dartEntryPoint with React Native", text(device: #"{"platform":"ios","wrapper":"reactNative","options":{"dartEntryPoint":false}}"#, steps: ""), "is for Flutter apps"),
    ("two aliases", text(device: #"{"platform":"ios","options":{"iosDebuggerAttached":true,"debuggerAttached":false}}"#, steps: ""), "name the same option"),
    ("two aliases in set", text(steps: #"{"set":{"debuggerAttached":true,"iosDebuggerAttached":true}}"#), "name the same option"),
    ("a refused app removeNotification", text(steps: #"{"refused":{"step":{"app":{"do":"removeNotification","notification":"latest"}},"message":"x"}}"#), "cannot wrap an app removeNotification step"),
    ("delegate. alone", text(steps: #"{"expect":{"events":[{"event":"delegate."}]}}"#), "names no method"),
  ])
  func refusedByBoth(_ label: String, _ text: String, _ message: String) throws {
    #expect(loadError(text)?.contains(message) == true, "\(label): \(loadError(text) ?? "loaded")")
    let failures = try schemaFailures(text)
    #expect(!failures.isEmpty, "\(label): the schema accepts it")
  }

  /// What the schema cannot check (docs/Editors.md lists each), the loader refuses.
  @Test(arguments: [
    ("headers differing in case", text(steps: #"{"push":{"payload":{},"headers":{"ttl":1,"TTL":2}}}"#), "is given twice"),
    ("airshipCordova with OneSignal", text(device: #"{"platform":"ios","sdk":"onesignal","wrapper":"airshipCordova"}"#, steps: ""), "cannot be used with sdk"),
    ("advance too long", text(steps: #"{"advance":"99999999999999999999s"}"#), "advance"),
    ("center state of another platform", text(steps: #"{"expect":{"center":{"phone":{"state":"running"}}}}"#), "unknown ios app state \"running\""),
    ("dartEntryPoint set natively", text(steps: #"{"set":{"dartEntryPoint":true}}"#), "is for Flutter apps"),
    ("a device named kii", kii(message: "{}", devices: #"{"kii":{"platform":"android","sdk":"kii"}}"#), "Kii Cloud's own"),
  ])
  func refusedByTheLoader(_ label: String, _ text: String, _ message: String) throws {
    #expect(loadError(text)?.contains(message) == true, "\(label): \(loadError(text) ?? "loaded")")
  }

  /// A center state of another platform lists the device's platform's states, at the state.
  @Test func centerStateListsThePlatformsStates() {
    let message = loadError(Self.text(device: #"{"platform":"android"}"#, steps: #"{"expect":{"center":{"phone":{"state":"notRunning"}}}}"#))
    #expect(message?.hasSuffix("unknown android app state \"notRunning\" in center of \"phone\" in step 1 (expect); expected one of foreground, background, killed, forceStopped") == true, "\(message ?? "")")
  }

  /// The Kii device-id check is the scenario's: without a `kii` block, `kii` is a device id
  /// like any other; a Flutter device takes `dartEntryPoint`; the native wrapper loads on the web.
  @Test func theChecksLeaveValidScenariosAlone() {
    #expect(loadError(Self.text(steps: "").replacingOccurrences(of: #""phone""#, with: #""kii""#)) == nil)
    #expect(loadError(Self.text(device: #"{"platform":"android","wrapper":"flutter","options":{"dartEntryPoint":true}}"#, steps: "")) == nil)
    #expect(loadError(Self.text(device: #"{"platform":"android","wrapper":"airshipFlutter","options":{"dartEntryPoint":true}}"#, steps: "")) == nil)
    #expect(loadError(Self.text(device: #"{"platform":"android","wrapper":"flutter"}"#, steps: #"{"set":{"dartEntryPoint":true}}"#)) == nil)
    #expect(loadError(Self.text(device: #"{"platform":"web","wrapper":"native"}"#, steps: "")) == nil)
    #expect(loadError(Self.text(steps: #"{"expect":{"events":[{"event":"delegate.didReceive"}]}}"#)) == nil)
    // Kii Cloud takes a message with both Android sections (its REST reference: FCM's fields
    // are sent while FCM is enabled); the schema takes it too.
    let bothSections = Self.kii(message: #"{"gcm":{},"fcm":{}}"#)
    #expect(loadError(bothSections) == nil)
    #expect((try? schemaFailures(bothSections))?.isEmpty == true)
  }
}
