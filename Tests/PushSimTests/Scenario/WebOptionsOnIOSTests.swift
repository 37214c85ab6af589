@testable import PushSim
import Testing

/// A web option (`browser`, `webHost` and the browsers' own settings) given to an iOS native app's
/// device is refused wherever a device is described, as every option of another platform is
/// (`doze` on iOS): never accepted silently, and not a mere `optionNotApplicable` warning either,
/// which is for options every device accepts (``DeviceOptions/narrowSettings``). The warning
/// that `browser` other than Safari gets under `webHost` `iOSHomeScreen` is a web device's.
struct WebOptionsOnIOSTests {
  /// Every option of the web, with a value it accepts on a web device.
  static let webOptions: [(name: String, value: String)] = [
    ("browser", #""safari""#), ("webHost", #""iOSHomeScreen""#), ("chromeSilentPushGrace", "0.5"),
    ("safariRevokeAfterViolations", "3"), ("webMaxActions", "2"), ("webScope", #""https://example.com/""#),
    ("firefoxMaxQuotaPerSubscription", "4"), ("chromeAppNotificationPermission", "false"),
  ]

  /// The list above is the web's whole list, so a web option added later is checked here too.
  @Test func theListIsEveryWebOption() {
    let web = DeviceOptions.platformOfSetting.filter { $0.value == .web }.keys.sorted()
    #expect(web == Self.webOptions.map(\.name).sorted())
  }

  /// A scenario's iOS device with the option, or a `set` step giving it, does not load, and the
  /// message names the option and says it would do nothing.
  @Test(arguments: webOptions.map(\.name))
  func aScenarioRefusesIt(name: String) throws {
    let value = try #require(Self.webOptions.first { $0.name == name }?.value)
    let expected = #"option "\#(name)" is for web devices; on ios it would do nothing"#
    let device = #"{"platform":"ios","state":"background","options":{"\#(name)":\#(value)}}"#
    let atLoad = loadError(scenarioText(steps: "", device: device))
    #expect(atLoad?.contains(expected) == true, "\(atLoad ?? "loaded")")
    let inSet = loadError(scenarioText(steps: #"{"set":{"device":"phone","\#(name)":\#(value)}}"#))
    #expect(inSet?.contains(expected) == true, "\(inSet ?? "loaded")")
    let iphone = SimulatedDevice(platform: .iOS, state: .background)
    let setting = DeviceSetting(name: name, value: try JSONValue.parse(value))
    let thrown = #expect(throws: DeviceError.self) { try iphone.apply([setting]) }
    #expect(thrown?.message.contains(expected) == true)
    #expect(!iphone.trace.events.contains { $0.name == "device.set" || $0.name == "device.warning" })
  }

  /// On the command line too: `device create --options`, `device set` and `parse --device`
  /// refuse `"browser": "safari"` on iOS with a usage error (exit 64) naming it.
  @Test func theCommandLineRefusesIt() throws {
    let folder = try temporaryFolder(["p.json": #"{"aps":{"alert":{"title":"x"}}}"#])
    let expected = #"option "browser" is for web devices; on ios it would do nothing"#
    let create = runCLI([
      "device", "create", "phone", "--platform", "ios", "--options", #"{"browser":"safari"}"#, "--state", folder + "/a",
    ])
    #expect(create.status == .usage && create.err.contains(expected), "\(create.err)")
    #expect(runCLI(["device", "create", "phone", "--platform", "ios", "--state", folder + "/b"]).status == .success)
    let set = runCLI(["device", "set", "phone", "browser=safari", "--state", folder + "/b"])
    #expect(set.status == .usage && set.err.contains(expected), "\(set.err)")
    let parse = runCLI(["parse", folder + "/p.json", "--platform", "ios", "--device", #"{"options":{"browser":"safari"}}"#])
    #expect(parse.status == .usage && parse.err.contains(expected), "\(parse.err)")
  }
}
