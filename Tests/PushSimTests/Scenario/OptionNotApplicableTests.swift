import Testing

@testable import PushSim

/// An option a device accepts but that does nothing on its platform, SDK or wrapper is recorded
/// as `device.warning` (reason `optionNotApplicable`) instead of being ignored silently: at
/// creation for the device's `options`, after `device.set` for a `set` step.
struct OptionNotApplicableTests {
  /// The `device.warning` events of a scenario's run, as `option` per device.
  static func warnings(devices: String, steps: String = #"{"advance":"1s"}"#) throws -> [String] {
    let result = try runScenario(#"{"scenario":1,"name":"n","devices":\#(devices),"steps":[\#(steps)]}"#)
    #expect(result.passed, "\(String(describing: result.failure))")
    return result.events.filter { $0.name == "device.warning" }.map { event in
      #expect(event["reason"] == "optionNotApplicable")
      return "\(event.device) \(event["option"]?.stringValue ?? "?")"
    }
  }

  /// Off its platform, SDK or wrapper each narrow option warns; where it acts, none does.
  @Test func eachNarrowOptionWarnsWhereItDoesNothing() throws {
    let devices = #"""
      {"droid": {"platform": "android", "options": {"realDevice": true, "lowPowerMode": true, "debuggerAttached": false,
                  "installationId": "i", "reactNativeHeadlessTaskTimeoutSeconds": 30, "notificationPermission": true}},
       "web": {"platform": "web", "options": {"packageName": "com.x", "autoTrackPushEvents": false}},
       "phone": {"platform": "ios", "options": {"showPushAppInForeground": false, "realDevice": false}}}
      """#
    #expect(try Self.warnings(devices: devices) == [
      "droid realDevice", "droid lowPowerMode", "droid debuggerAttached", "droid installationId",
      "droid reactNativeHeadlessTaskTimeoutSeconds", "web packageName", "web autoTrackPushEvents", "phone showPushAppInForeground",
    ])
    let applicable = #"""
      {"rn": {"platform": "android", "sdk": "wonderpush", "wrapper": "reactNative",
              "options": {"installationId": "i", "reactNativeHeadlessTaskTimeoutSeconds": 30, "packageName": "com.x"}},
       "cio": {"platform": "ios", "sdk": "customerio", "options": {"showPushAppInForeground": false, "lowPowerMode": true, "realDevice": false}}}
      """#
    #expect(try Self.warnings(devices: applicable).isEmpty)
  }

  /// The warning comes at t=0 before any step, with a message saying where the option acts.
  @Test func theWarningSaysWhereTheOptionActs() throws {
    let result = try runScenario(
      #"{"scenario":1,"name":"n","devices":{"p":{"platform":"android","options":{"lowPowerMode":true}}},"steps":[{"advance":"1s"}]}"#)
    let first = try #require(result.events.first)
    #expect(first.name == "device.warning" && first.time == .zero)
    #expect(first.jsonLine == #"{"t":0,"device":"p","event":"device.warning","reason":"optionNotApplicable","option":"lowPowerMode","message":"option \"lowPowerMode\" acts on ios devices only; on android it does nothing"}"#)
  }

  /// A `set` step of such an option is applied and followed by the warning; an `expect` step
  /// can match it.
  @Test func aSetStepWarnsAfterDeviceSet() throws {
    let steps = #"""
      {"set": {"device": "p", "lowPowerMode": true, "doze": true}},
      {"expect": {"exactly": true, "events": [
        {"event": "device.set"},
        {"event": "device.warning", "reason": "optionNotApplicable", "option": "lowPowerMode"}]}}
      """#
    let result = try runScenario(#"{"scenario":1,"name":"n","devices":{"p":{"platform":"android"}},"steps":[\#(steps)]}"#)
    #expect(result.passed, "\(String(describing: result.failure))")
  }

  /// `parse`/`lint --device` refuse such an option for their one platform and SDK; `matrix
  /// --device` only when it does nothing on every platform the payload reaches.
  @Test func payloadCommandsRefuseItWhereItDoesNothing() {
    let data = #"{"order":"42","google.message_id":"m3"}"#
    let refused = runCLI(["parse", "-", "--platform", "android", "--device", #"{"options":{"installationId":"i"}}"#], stdin: data)
    #expect(refused.status == .usage)
    #expect(refused.err.hasPrefix(#"Error: --device: option "installationId" is a setting of the wonderpush and onesignal SDKs; with sdk "fcm" it does nothing"#), "\(refused.err)")
    let taken = runCLI(["parse", "-", "--platform", "android", "--sdk", "wonderpush", "--device", #"{"options":{"installationId":"i"}}"#], stdin: data)
    #expect(taken.status == .success, "\(taken.err)")
    // A data map reaches Android only: an iOS-only option does nothing in any cell.
    let matrix = runCLI(["matrix", "-", "--device", #"{"options":{"realDevice":true}}"#], stdin: data)
    #expect(matrix.status == .usage)
    #expect(matrix.err.hasPrefix(#"Error: --device: option "realDevice" acts on ios devices only; on android it does nothing"#), "\(matrix.err)")
    // An APNs payload reaches iOS, where it acts.
    let ios = runCLI(["matrix", "-", "--device", #"{"options":{"realDevice":true}}"#], stdin: #"{"aps":{"alert":"hi"}}"#)
    #expect(ios.status == .success, "\(ios.err)")
  }

  /// `matrix --device` checks a wrapper's option against the wrappers of its rows: without
  /// `--wrappers` every row is a native app, where React Native's timeout does nothing; with
  /// it, the React Native rows take it. `parse` and `lint` read no wrapper and keep it.
  @Test func matrixChecksWrapperOptionsAgainstItsRows() {
    let data = #"{"order":"42","google.message_id":"m3"}"#
    let device = #"{"options":{"reactNativeHeadlessTaskTimeoutSeconds":30}}"#
    let native = runCLI(["matrix", "-", "--device", device], stdin: data)
    #expect(native.status == .usage)
    #expect(
      native.err
        == #"Error: --device: option "reactNativeHeadlessTaskTimeoutSeconds" is for apps with wrapper "reactNative"; with wrapper "native" it does nothing; every row is a native app without --wrappers: add --wrappers for rows with the Cordova, React Native and Flutter wrappers and Airship's plugins"#
        + "\n")
    let wrappers = runCLI(["matrix", "-", "--wrappers", "--device", device], stdin: data)
    #expect(wrappers.status == .success, "\(wrappers.err)")
    #expect(wrappers.out.contains("reactNative"), "\(wrappers.out)")
    let parse = runCLI(["parse", "-", "--platform", "android", "--device", device], stdin: data)
    #expect(parse.status == .success, "\(parse.err)")
  }

  /// `matrix --device` suggests `--wrappers` only when the rows it adds would take the refused
  /// option: not for a payload that reaches only the web (its rows are native with
  /// `--wrappers` too), nor for an option no wrapper reads.
  @Test func matrixSuggestsWrappersOnlyWhenTheyWouldTakeTheOption() {
    let wrapperOption = #"{"options":{"reactNativeHeadlessTaskTimeoutSeconds":30}}"#
    let web = runCLI(["matrix", "-", "--device", wrapperOption], stdin: #"{"web_push":8030,"notification":{"title":"Hi","navigate":"https://a.example/"}}"#)
    #expect(web.status == .usage)
    #expect(web.err == #"Error: --device: option "reactNativeHeadlessTaskTimeoutSeconds" is for android devices; on web it would do nothing"# + "\n")
    let iOSOnly = runCLI(
      ["matrix", "-", "--device", #"{"options":{"realDevice":true}}"#], stdin: #"{"order":"42","google.message_id":"m3"}"#)
    #expect(iOSOnly.status == .usage)
    #expect(!iOSOnly.err.contains("--wrappers"), "\(iOSOnly.err)")
  }

  /// `pushsim bench` gives each device only its platform's options.
  @Test func benchDevicesGetTheirPlatformsOptions() {
    let devices = BenchWorkload(lines: []).makeDevices()
    #expect(devices.ios.options.iosDebuggerAttached && devices.ios.options.androidMaxNotificationsPerApp == DeviceOptions().androidMaxNotificationsPerApp)
    #expect(!devices.android.options.iosDebuggerAttached && devices.android.options.androidMaxNotificationsPerApp == 0)
  }
}
