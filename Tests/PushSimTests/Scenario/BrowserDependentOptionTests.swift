import Testing

@testable import PushSim

/// The web options whose effect depends on the browser in effect (`browser`, and `webHost`:
/// every browser on an iPhone or iPad follows Safari's rules) warn `optionNotApplicable` when
/// the combination in effect makes them do nothing: at creation, after a `set` of the option,
/// and after a `set` that changes the browser in effect, for the options given before.
struct BrowserDependentOptionTests {
  /// At creation each option warns under the browsers where it does nothing and under none where
  /// it acts: Chrome's grace under Firefox (which spends its push quota instead) and Safari, the
  /// scope under Safari (as named, or on an iPhone or iPad), Safari's revocation under Chrome and
  /// Firefox, Firefox's quota under Chrome and Safari, a browser other than Safari on an iPhone.
  @Test func eachBrowserDependentOptionWarnsWhereItDoesNothing() throws {
    let devices = #"""
      {"safari": {"platform": "web", "options": {"browser": "safari", "chromeSilentPushGrace": 0.2, "webScope": "https://a.example/", "safariRevokeAfterViolations": 2}},
       "chrome": {"platform": "web", "options": {"browser": "chrome", "chromeSilentPushGrace": 0.2, "webScope": "https://a.example/", "safariRevokeAfterViolations": 2, "firefoxMaxQuotaPerSubscription": 4}},
       "firefox": {"platform": "web", "options": {"browser": "firefox", "chromeSilentPushGrace": 0.2, "safariRevokeAfterViolations": 2, "firefoxMaxQuotaPerSubscription": 4}},
       "iphone": {"platform": "web", "options": {"webHost": "iOSHomeScreen", "browser": "chrome", "chromeSilentPushGrace": 0.2, "safariRevokeAfterViolations": 2}},
       "ipad": {"platform": "web", "options": {"webHost": "iOSBrowser", "browser": "safari"}}}
      """#
    #expect(try OptionNotApplicableTests.warnings(devices: devices) == [
      "safari chromeSilentPushGrace", "safari webScope", "chrome safariRevokeAfterViolations", "chrome firefoxMaxQuotaPerSubscription",
      "firefox chromeSilentPushGrace", "firefox safariRevokeAfterViolations",
      "iphone browser", "iphone chromeSilentPushGrace",
    ])
  }

  /// An option is judged by its name, not its value, as every narrow option is: `"webScope":
  /// null`, its default, warns under Safari like a URL there, as `"scheduledSummary": null`
  /// (Deliver Immediately, its default) and `"debuggerAttached": false` warn on Android, and
  /// `"androidDefaultChannel": null` is refused on iOS like any channel. Under Chrome, null warns
  /// of nothing.
  @Test func anExplicitDefaultIsJudgedLikeAnyValue() throws {
    let devices = #"""
      {"safari": {"platform": "web", "options": {"browser": "safari", "webScope": null}},
       "chrome": {"platform": "web", "options": {"browser": "chrome", "webScope": null}},
       "droid": {"platform": "android", "options": {"scheduledSummary": null, "debuggerAttached": false}}}
      """#
    #expect(try OptionNotApplicableTests.warnings(devices: devices) == ["safari webScope", "droid scheduledSummary", "droid debuggerAttached"])
    let phone = #"{"scenario":1,"name":"n","devices":{"p":{"platform":"ios","options":{"androidDefaultChannel":null}}},"steps":[]}"#
    let message = loadError(phone)
    #expect(message?.contains(#"option "androidDefaultChannel" is for android devices; on ios it would do nothing"#) == true, "\(message ?? "loaded")")
  }

  /// The message says where the option acts and which combination makes it do nothing.
  @Test func theMessageNamesTheBrowserInEffect() {
    var options = DeviceOptions()
    options.browser = .safari
    #expect(
      DeviceOptions.ineffectiveness(of: "chromeSilentPushGrace", platform: .web, sdk: .webpush, wrapper: nil, options: options)
        == #"option "chromeSilentPushGrace" acts under Chrome only (its silent-push budget, R-W-4; Firefox spends its push quota and Safari counts violations instead); under Safari (browser "safari") it does nothing"#)
    options.browser = .firefox
    options.webHost = .iOSHomeScreen
    #expect(
      DeviceOptions.ineffectiveness(of: "webScope", platform: .web, sdk: .webpush, wrapper: nil, options: options)?.hasSuffix(
        #"; with webHost "iOSHomeScreen", where every browser runs WebKit and follows Safari's rules, it does nothing"#) == true)
    #expect(
      DeviceOptions.ineffectiveness(of: "browser", platform: .web, sdk: .webpush, wrapper: nil, options: options)
        == #"option "browser" ("firefox") does nothing with webHost "iOSHomeScreen": every browser on an iPhone or iPad runs WebKit and follows Safari's rules"#)
    #expect(DeviceOptions.ineffectiveness(of: "safariRevokeAfterViolations", platform: .web, sdk: .webpush, wrapper: nil, options: options) == nil)
  }

  /// A `set` of `browser` or `webHost` checks again the options given earlier: Safari makes
  /// Chrome's grace do nothing; back on Chrome, Safari's revocation (set under Safari) does
  /// nothing; a `set` that leaves the browser in effect as it was warns of nothing.
  @Test func aSetThatChangesTheBrowserChecksEarlierOptionsAgain() throws {
    let devices = #"{"w": {"platform": "web", "options": {"chromeSilentPushGrace": 0.2}}}"#
    let steps = #"""
      {"set": {"device": "w", "browser": "safari"}},
      {"expect": {"exactly": true, "events": [
        {"event": "device.set"},
        {"event": "device.warning", "reason": "optionNotApplicable", "option": "chromeSilentPushGrace"}]}},
      {"set": {"device": "w", "safariRevokeAfterViolations": 2}},
      {"set": {"device": "w", "browser": "safari", "notificationPermission": true}},
      {"expect": {"exactly": true, "events": [{"event": "device.set"}, {"event": "device.set"}]}},
      {"set": {"device": "w", "browser": "chrome"}},
      {"expect": {"exactly": true, "events": [
        {"event": "device.set"},
        {"event": "device.warning", "option": "safariRevokeAfterViolations"}]}},
      {"set": {"device": "w", "webHost": "iOSHomeScreen"}},
      {"expect": {"exactly": true, "events": [
        {"event": "device.set"},
        {"event": "device.warning", "option": "chromeSilentPushGrace"},
        {"event": "device.warning", "option": "browser"}]}}
      """#
    let result = try runScenario(#"{"scenario":1,"name":"n","devices":\#(devices),"steps":[\#(steps)]}"#)
    #expect(result.passed, "\(String(describing: result.failure))")
  }

  /// `pushsim device`: an option the command gives that does nothing under the browser in
  /// effect is refused (exit 64, nothing recorded); a `set` of the browser that makes an
  /// earlier option do nothing is taken and prints the warning (that option cannot be taken back).
  @Test func theDeviceCommandRefusesOnlyTheOptionsItGives() throws {
    let state = try DeviceParityTests.state()
    let refused = DeviceParityTests.device("create", ["--platform", "web", "--options", #"{"browser":"safari","chromeSilentPushGrace":0.2}"#], state: state)
    #expect(refused.status == .usage)
    #expect(refused.err.hasPrefix(#"Error: invalid device: option "chromeSilentPushGrace" acts under Chrome only"#), "\(refused.err)")
    #expect(refused.err.hasSuffix(#"under Safari (browser "safari") it does nothing; leave it out"# + "\n"), "\(refused.err)")
    #expect(DeviceParityTests.device("create", ["--platform", "web", "--options", #"{"chromeSilentPushGrace":0.2}"#], state: state).status == .success)
    let before = try DeviceParityTests.journal(state)
    let option = DeviceParityTests.device("set", ["safariRevokeAfterViolations=2"], state: state)
    #expect(option.status == .usage)
    #expect(option.err.hasPrefix(#"Error: invalid set command: option "safariRevokeAfterViolations" acts under Safari only"#), "\(option.err)")
    let both = DeviceParityTests.device("set", ["browser=firefox", "webHost=iOSHomeScreen"], state: state)
    #expect(both.status == .usage)
    #expect(both.err.hasPrefix(#"Error: invalid set command: option "browser" ("firefox") does nothing with webHost "iOSHomeScreen""#), "\(both.err)")
    #expect(try DeviceParityTests.journal(state) == before)
    let browser = DeviceParityTests.device("set", ["browser=safari"], state: state)
    #expect(browser.status == .success, "\(browser.err)")
    #expect(DeviceParityTests.events(browser.out) == ["device.set", "device.warning"])
    #expect(browser.out.contains(#""option":"chromeSilentPushGrace""#), "\(browser.out)")
    #expect(try DeviceParityTests.journal(state).contains(#"{"set":{"device":"phone","browser":"safari"}}"#))
  }

  /// `parse`, `lint` and `matrix --device` judge the option under the browser their `--device`
  /// sets, as they judge the other options that would do nothing.
  @Test func payloadCommandsJudgeTheBrowserTheirDeviceSets() {
    let device = #"{"options":{"browser":"safari","chromeSilentPushGrace":0.3}}"#
    for command in ["parse", "lint"] {
      let result = runCLI([command, "-", "--platform", "web", "--device", device], stdin: #"{"a":"b"}"#)
      #expect(result.status == .usage, "\(command)")
      #expect(result.err.hasPrefix(#"Error: --device: option "chromeSilentPushGrace" acts under Chrome only"#), "\(command): \(result.err)")
    }
    let chrome = runCLI(["parse", "-", "--platform", "web", "--device", #"{"options":{"chromeSilentPushGrace":0.3}}"#], stdin: #"{"a":"b"}"#)
    #expect(chrome.status == .success, "\(chrome.err)")
    // An FCM HTTP v1 body reaches iOS and Android too, where a web option is another platform's.
    let matrix = runCLI(["matrix", "-", "--device", device], stdin: #"{"message":{"token":"t","data":{"a":"b"}}}"#)
    #expect(matrix.status == .usage)
    #expect(
      matrix.err.hasPrefix(
        #"Error: --device: option "chromeSilentPushGrace" is for web devices; on ios it would do nothing, nor on android; on web: option "chromeSilentPushGrace" acts under Chrome only"#),
      "\(matrix.err)")
  }
}
