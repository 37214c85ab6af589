import Foundation
import Testing

@testable import PushSim

/// JSON given on the command line (`--headers`, `--device`, `device create --options`/`--app`,
/// `device set KEY=VALUE`) names each key once, as a scenario file does: a repeated key is a
/// usage error that names the option and the key, at any depth, never a value silently lost.
struct CommandLineJSONArgumentTests {
  static let apns = #"{"aps":{"alert":"x"}}"#
  static let twiceHeaders = #"{"apns-push-type":"alert","apns-push-type":"background"}"#

  /// `--headers` with a key twice: parse, lint and matrix refuse it with exit 64.
  @Test func aHeaderGivenTwiceIsAUsageErrorInEveryPayloadCommand() {
    for arguments in [["parse", "-", "--platform", "ios"], ["lint", "-", "--platform", "ios"], ["matrix", "-"]] {
      let result = runCLI(arguments + ["--headers", Self.twiceHeaders], stdin: Self.apns)
      #expect(result.status == .usage, "\(arguments[0]): \(result.err)")
      #expect(
        result.err.hasPrefix(
          #"Error: --headers: duplicate key "apns-push-type" at line 1, column 27; give each key once (the earlier value would be silently ignored)"#
        ), "\(arguments[0]): \(result.err)")
    }
  }

  /// `--device` with a key repeated inside `app`, or at the top: refused by parse, lint and matrix.
  @Test func aDeviceKeyGivenTwiceAtAnyDepthIsAUsageError() {
    let nested = #"{"app":{"locale":"fr","locale":"de"}}"#
    let top = #"{"app":{"locale":"fr"},"app":{"locale":"de"}}"#
    for arguments in [["parse", "-", "--platform", "ios"], ["lint", "-", "--platform", "ios"], ["matrix", "-"]] {
      for device in [nested, top] {
        let result = runCLI(arguments + ["--device", device], stdin: Self.apns)
        #expect(result.status == .usage, "\(arguments[0]) \(device): \(result.err)")
        #expect(result.err.hasPrefix(#"Error: --device: duplicate key ""#), "\(result.err)")
      }
    }
    let result = runCLI(["parse", "-", "--platform", "ios", "--device", top], stdin: Self.apns)
    #expect(result.err.hasPrefix(#"Error: --device: duplicate key "app" at line 1, column 24;"#), "\(result.err)")
  }

  /// `device create --options`/`--app` and `device push --headers` with a key twice: exit 64,
  /// nothing created or recorded.
  @Test func deviceCommandsRefuseAKeyGivenTwice() throws {
    let (state, payload) = try DeviceCommandTests.stateFolder()
    let options = DeviceCommandTests.device(
      "create", ["--platform", "ios", "--options", #"{"iosDebuggerAttached":true,"iosDebuggerAttached":false}"#], state: state)
    #expect(options.status == .usage)
    #expect(options.err.hasPrefix(#"Error: --options: duplicate key "iosDebuggerAttached" at line 1, column 29;"#), "\(options.err)")
    #expect(!FileManager.default.fileExists(atPath: state))
    let app = DeviceCommandTests.device(
      "create", ["--platform", "ios", "--app", #"{"strings":{"A":"1","A":"2"}}"#], state: state)
    #expect(app.status == .usage)
    #expect(app.err.hasPrefix(#"Error: --app: duplicate key "A""#), "\(app.err)")
    #expect(DeviceCommandTests.device("create", ["--platform", "android"], state: state).status == .success)
    let before = try DeviceCommandTests.journal(state)
    let push = DeviceCommandTests.device("push", [payload, "--headers", #"{"ttl":60,"ttl":0}"#], state: state)
    #expect(push.status == .usage)
    #expect(push.err.hasPrefix(#"Error: --headers: duplicate key "ttl""#), "\(push.err)")
    #expect(try DeviceCommandTests.journal(state) == before)
  }

  /// `device set doze=true doze=false` is refused, not recorded as `doze=false` alone; so is a
  /// JSON value with a key twice.
  @Test func deviceSetRefusesASettingGivenTwice() throws {
    let (state, _) = try DeviceCommandTests.stateFolder()
    #expect(DeviceCommandTests.device("create", ["--platform", "android"], state: state).status == .success)
    let before = try DeviceCommandTests.journal(state)
    let twice = DeviceCommandTests.device("set", ["doze=true", "doze=false"], state: state)
    #expect(twice.status == .usage)
    #expect(
      twice.err == "Error: set: \"doze\" is given twice; give each setting once (the earlier value would be silently ignored)\n",
      "\(twice.err)")
    #expect(try DeviceCommandTests.journal(state) == before)
    let once = DeviceCommandTests.device("set", ["doze=true"], state: state)
    #expect(once.status == .success, "\(once.err)")
  }

  /// A key that differs only in case is still caught by the headers' own check.
  @Test func headerNamesDifferingInCaseAreStillRefused() {
    let result = runCLI(
      ["parse", "-", "--platform", "ios", "--headers", #"{"apns-push-type":"alert","APNS-Push-Type":"alert"}"#], stdin: Self.apns)
    #expect(result.status == .usage)
    #expect(result.err.contains("is given twice"), "\(result.err)")
  }

  /// A `--headers` value out of range is a mistake on the command line: exit 64 with the
  /// `--headers:` prefix in parse, lint, matrix and `device push` (an unknown name already
  /// was), an integer shown as one.
  @Test func aBadHeaderValueIsAUsageErrorNamingTheOption() throws {
    let expected = #"Error: --headers: header "apns-push-type": "bogus" is not valid; expected one of alert, background"#
    for arguments in [["parse", "-", "--platform", "ios"], ["lint", "-", "--platform", "ios"], ["matrix", "-"]] {
      let result = runCLI(arguments + ["--headers", #"{"apns-push-type":"bogus"}"#], stdin: Self.apns)
      #expect(result.status == .usage, "\(arguments[0]): \(result.err)")
      #expect(result.err.hasPrefix(expected), "\(arguments[0]): \(result.err)")
      #expect(result.out.isEmpty, "\(arguments[0]): \(result.out)")
      let number = runCLI(arguments + ["--headers", #"{"apns-push-type":1}"#], stdin: Self.apns)
      #expect(number.err.hasPrefix(#"Error: --headers: header "apns-push-type": 1 is not valid"#), "\(number.err)")
    }
    let (state, payload) = try DeviceCommandTests.stateFolder()
    #expect(DeviceCommandTests.device("create", ["--platform", "ios"], state: state).status == .success)
    let before = try DeviceCommandTests.journal(state)
    let push = DeviceCommandTests.device("push", [payload, "--headers", #"{"apns-priority":7}"#], state: state)
    #expect(push.status == .usage)
    #expect(push.err == "Error: --headers: header \"apns-priority\": 7 is not valid; expected 10, 5 or 1\n", "\(push.err)")
    #expect(try DeviceCommandTests.journal(state) == before)
  }

  /// `device push` names the payload file when the device rejects it, as parse, lint and matrix do.
  @Test func aRejectedDevicePushNamesTheFile() throws {
    let folder = try temporaryFolder(["empty.json": ""])
    let state = folder + "/state/phone"
    #expect(runCLI(["device", "create", "phone", "--platform", "ios", "--state", state]).status == .success)
    let result = runCLI(["device", "push", "phone", folder + "/empty.json", "--state", state])
    #expect(result.status == .invalidInput)
    #expect(
      result.err.hasPrefix("Error: \(folder)/empty.json: the push was rejected (invalidJSON): the payload is not valid JSON: line 1, column 1"),
      "\(result.err)")
    let stdin = runCLI(["device", "push", "phone", "-", "--state", state], stdin: #"{"aps":"#)
    #expect(stdin.err.hasPrefix("Error: <stdin>: the push was rejected (invalidJSON)"), "\(stdin.err)")
  }

  /// `pushsim device --help` gives create's real default app state (docs/DeviceCLI.md).
  @Test func deviceHelpGivesCreatesDefaultAppState() {
    let help = runCLI(["device", "--help"]).out
    #expect(help.contains("app state background on iOS and\n") && help.contains("Android, running on the web, by default"), "\(help)")
    #expect(!help.contains("foreground"))
    #expect(Platform.iOS.defaultAppState.rawValue == "background" && Platform.android.defaultAppState.rawValue == "background")
    #expect(Platform.web.defaultAppState.rawValue == "running")
  }
}

/// ``HTMLReport/payloadText(_:)`` cuts a long payload at a character, never inside one.
struct HTMLPayloadCutTests {
  /// An emoji (4 UTF-8 bytes) across the 64 KiB limit is left out whole, not turned into U+FFFD.
  @Test(arguments: [1, 2, 3]) func aLongPayloadIsCutBeforeACharacterThatCrossesTheLimit(bytesBefore: Int) {
    let head = String(repeating: "a", count: HTMLReport.payloadLimit - bytesBefore)
    let payload = Array((head + "😀<&>" + String(repeating: "b", count: 100)).utf8)
    let text = HTMLReport.payloadText(payload)
    #expect(!text.unicodeScalars.contains("\u{FFFD}"))
    #expect(text == head + "\n… (\(payload.count - head.utf8.count) more bytes)")
  }

  /// A character that ends right at the limit is kept; bytes that are not UTF-8 still cut at it.
  @Test func aCharacterEndingAtTheLimitIsKept() {
    let head = String(repeating: "a", count: HTMLReport.payloadLimit - 4) + "😀"
    let payload = Array((head + "&tail").utf8)
    let text = HTMLReport.payloadText(payload)
    #expect(text == head + "\n… (5 more bytes)")
    let binary = [UInt8](repeating: 0x80, count: HTMLReport.payloadLimit + 10)
    #expect(HTMLReport.payloadText(binary).hasSuffix("\n… (10 more bytes)"))
  }
}
