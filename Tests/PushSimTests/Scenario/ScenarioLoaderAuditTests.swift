import Testing

@testable import PushSim

/// Loader checks from an audit of the loader against the schema and SCENARIOS.md.
struct ScenarioLoaderAuditTests {
  static let background = #"{"push":{"payload":{"aps":{"content-available":1}},"headers":{"apns-push-type":"background","apns-priority":5}}}"#

  /// `delegate.missed` is PushSim's own event: a misspelled field in its matcher is a load error,
  /// not a `noEvents` matcher that passes by never matching.
  @Test func aMisspelledFieldOfDelegateMissedIsRefused() throws {
    let message = try #require(loadError(scenarioText(
      steps: Self.background + #",{"expect":{"noEvents":[{"event":"delegate.missed","reasn":"noDelegate"}]}}"#,
      device: #"{"platform":"ios","delegate":"none"}"#)))
    #expect(message.contains(#""delegate.missed" has no field "reasn""#), "\(message)")
    #expect(message.contains(#"did you mean "reason"?"#), "\(message)")
    let fine = scenarioText(
      steps: Self.background + #",{"expect":{"events":[{"event":"delegate.missed","method":"onNotificationReceived","reason":"noDelegate","notification":"apns-1"}]}}"#,
      device: #"{"platform":"ios","delegate":"none"}"#)
    #expect(try runScenario(fine).passed)
  }

  /// SCENARIOS.md's own example loads: `realDevice` (like `lowPowerMode` and
  /// `debuggerAttached`, options SCENARIOS.md names for any device) is accepted on Android.
  @Test func theSpecsExampleDeviceLoads() {
    let example = #"""
      {"scenario":1,"name":"WonderPush closeNotifications receive action removes the tagged notification",
       "description":"Optional free text.","devices":{"phone":{"platform":"android","sdk":"wonderpush","wrapper":"native",
       "state":"background","delegate":"atLaunch","options":{"realDevice":true}}},
       "steps":[{"push":{"to":"phone","payload":{"alert":"..."},"headers":{"ttl":3600}}}]}
      """#
    #expect(loadError(example) == nil)
    for option in ["lowPowerMode", "debuggerAttached"] {
      #expect(loadError(scenarioText(steps: #"{"advance":"1s"}"#, device: #"{"platform":"web","options":{"\#(option)":true}}"#)) == nil)
    }
  }

  /// OneSignal's `additionalDataIsRootPayload` given under `options` is checked as the app key
  /// is: refused on a device where it would do nothing.
  @Test func additionalDataIsRootPayloadAsAnOptionIsScoped() throws {
    for device in [#"{"platform":"android","options":{"additionalDataIsRootPayload":true}}"#, #"{"platform":"ios","options":{"additionalDataIsRootPayload":true}}"#] {
      let message = try #require(loadError(scenarioText(steps: #"{"advance":"1s"}"#, device: device)))
      #expect(message.contains("additionalDataIsRootPayload"), "\(message)")
      #expect(message.contains("would do nothing"), "\(message)")
    }
    #expect(loadError(scenarioText(steps: #"{"advance":"1s"}"#, device: #"{"platform":"ios","sdk":"onesignal","options":{"additionalDataIsRootPayload":true}}"#)) == nil)
  }

  /// A `note` is a string wherever it stands, and `$schema` too.
  @Test func notesAndTheSchemaLinkAreStrings() throws {
    let step = try #require(loadError(scenarioText(steps: #"{"advance":"1s","note":5}"#)))
    #expect(step.contains(#""note" in step 1 must be a string"#), "\(step)")
    let set = try #require(loadError(scenarioText(steps: #"{"set":{"lowPowerMode":true,"note":5}}"#)))
    #expect(set.contains(#""note" in step 1 (set) must be a string"#), "\(set)")
    let schema = try #require(loadError(#"{"$schema":5,"scenario":1,"devices":{"phone":{"platform":"ios"}},"steps":[]}"#))
    #expect(schema.contains(#""$schema" in the scenario must be a string"#), "\(schema)")
    #expect(loadError(scenarioText(steps: #"{"advance":"1s","note":"why"}"#)) == nil)
  }

  /// An unknown option without a near name ends its sentence before the list of options.
  @Test func anUnknownOptionsMessageReads() throws {
    var options = DeviceOptions()
    let problem = options.apply(DeviceSetting(name: "zzzzzzzzzzzz", value: .bool(true)))
    let message = try #require(problem)
    #expect(message.hasPrefix(#"unknown option "zzzzzzzzzzzz". Known options: "#), "\(message)")
    #expect(message.contains("iosBFU") && message.contains("doze") && message.contains("webScope"))
  }

  /// Where the device's platform is known (a scenario device, a `set` step on it, a device's
  /// `apply`), the list names only the options that platform takes: another platform's would be
  /// refused as doing nothing there.
  @Test func anUnknownOptionsListIsTheDevicesPlatforms() throws {
    var options = DeviceOptions()
    let problem = options.apply(DeviceSetting(name: "zzzzzzzzzzzz", value: .bool(true)), on: .iOS)
    let iOS = try #require(problem)
    #expect(iOS.hasPrefix(#"unknown option "zzzzzzzzzzzz". Known options of ios devices: "#), "\(iOS)")
    #expect(iOS.contains("iosBFU") && iOS.contains("notificationPermission"), "\(iOS)")
    #expect(!iOS.contains("doze") && !iOS.contains("webScope"), "\(iOS)")
    let android = try #require(loadError(scenarioText(steps: #"{"set":{"dozee":true}}"#, device: #"{"platform":"android"}"#)))
    #expect(android.contains(#"did you mean "doze"?"#) && android.contains("Known options of android devices: "), "\(android)")
    #expect(!android.contains("iosBFU"), "\(android)")
    let device = SimulatedDevice(platform: .web, state: .running)
    do {
      try device.apply([DeviceSetting(name: "zzzzzzzzzzzz", value: .bool(true))])
      Issue.record("the option was taken")
    } catch {
      #expect(error.message.contains("Known options of web devices: ") && error.message.contains("webScope"), "\(error.message)")
      #expect(!error.message.contains("iosBFU") && !error.message.contains("doze"), "\(error.message)")
    }
  }
}
