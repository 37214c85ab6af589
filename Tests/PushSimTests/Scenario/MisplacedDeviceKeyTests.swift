import Testing

@testable import PushSim

/// A device's `app` key given under `options`, or an option given under `app`: the loader says
/// where the key belongs, at the value's position, instead of listing every option.
struct MisplacedDeviceKeyTests {
  /// An `app` key under `options` is named as one, with the value's line and column.
  @Test func anAppKeyUnderOptionsSaysToMoveItIntoApp() {
    let text = scenarioText(steps: #"{"advance":"1s"}"#, device: #"{"platform":"ios","options":{"willPresent":["banner"]}}"#)
    #expect(
      loadError(text)
        == #"s.json:1:88: "willPresent" is an "app" key, not an option: move it into the device's "app" object (in device "phone")"#)
  }

  /// Every `app` key the brief's audit named, and every other, reads the same under `options`.
  @Test(arguments: ScenarioLoader.appKeys.filter { $0 != "additionalDataIsRootPayload" })
  func everyAppKeyUnderOptionsIsNamedAsAnAppKey(key: String) throws {
    let text = scenarioText(steps: #"{"advance":"1s"}"#, device: #"{"platform":"android","options":{"\#(key)":null}}"#)
    let message = try #require(loadError(text))
    #expect(message.contains(#""\#(key)" is an "app" key, not an option: move it into the device's "app" object"#), "\(message)")
    #expect(!message.contains("Known options"), "\(message)")
  }

  /// An option under `app` is named as one, with the value's line and column.
  @Test func anOptionUnderAppSaysToMoveItIntoOptions() {
    let text = scenarioText(steps: #"{"advance":"1s"}"#, device: #"{"platform":"ios","app":{"doze":true}}"#)
    #expect(
      loadError(text)
        == #"s.json:1:77: "doze" is an option, not an "app" key: move it into the device's "options" object (in "app" of device "phone")"#)
  }

  /// A `set` step, which changes options only, says the same of an `app` key.
  @Test func anAppKeyInASetStepIsNamedAsAnAppKey() throws {
    let message = try #require(loadError(scenarioText(steps: #"{"set":{"locale":"fr"}}"#)))
    #expect(message.contains(#""locale" is an "app" key, not an option"#), "\(message)")
  }

  /// A name that is neither still gets the list of options.
  @Test func aNameThatIsNeitherStillListsTheOptions() throws {
    let message = try #require(loadError(scenarioText(steps: #"{"advance":"1s"}"#, device: #"{"platform":"ios","options":{"zzzzzzzzzzzz":1}}"#)))
    #expect(message.contains(#"unknown option "zzzzzzzzzzzz". Known options of ios devices: "#), "\(message)")
  }

  /// No name is both an option and an `app` key, so each message has one answer.
  @Test func noNameIsBothAnOptionAndAnAppKey() {
    #expect(Set(ScenarioLoader.appKeys).intersection(DeviceOptions.settingNames).isEmpty)
  }

  /// `--device` of parse, lint and matrix shares the loader's messages (exit 64).
  @Test func deviceArgumentsSayWhereTheKeyBelongs() {
    let apns = #"{"aps":{"alert":"x"}}"#
    let cases = [
      (#"{"options":{"serviceExtension":null}}"#, #"Error: --device:1:32: "serviceExtension" is an "app" key, not an option: move it into the device's "app" object (in --device)"#),
      (#"{"app":{"lowPowerMode":true}}"#, #"Error: --device:1:24: "lowPowerMode" is an option, not an "app" key: move it into the device's "options" object (in "app" of --device)"#),
    ]
    for arguments in [["parse", "-", "--platform", "ios"], ["lint", "-", "--platform", "ios"], ["matrix", "-"]] {
      for (device, expected) in cases {
        let result = runCLI(arguments + ["--device", device], stdin: apns)
        #expect(result.status == .usage, "\(arguments[0]) \(device): \(result.err)")
        #expect(result.err.hasPrefix(expected), "\(arguments[0]) \(device): \(result.err)")
      }
    }
  }
}
