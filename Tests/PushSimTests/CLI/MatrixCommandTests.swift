import Foundation
import PushSim
import Testing

/// `pushsim matrix`: the table, --explain, --json, --wrappers, and the errors.
struct MatrixCommandTests {
  /// A background push: the table is aligned (every column starts at the header's offset), the
  /// legend follows, and the cells read as SEMANTICS.md §7.2 says.
  @Test func tableIsAlignedWithALegend() throws {
    let folder = try temporaryFolder(["sync.json": Payloads.background])
    let result = runCLI(["matrix", "\(folder)/sync.json", "--headers", #"{"apns-push-type":"background","apns-priority":5}"#])
    #expect(result.status == .success)
    #expect(result.err == "")
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "ios: sdk apns, dialect apns, kind background")
    let headerIndex = try #require(lines.firstIndex { $0.hasPrefix("PLATFORM") })
    let table = Array(lines[headerIndex...(headerIndex + 4)])
    #expect(table == [
      "PLATFORM  STATE       RULE  SHOWN               ON RECEIPT  APP       NSE  ON TAP",
      "ios       foreground  i11   no                  didRRN      running   no   –",
      "ios       background  i12   no                  didRRN      woken     no   –",
      "ios       notRunning  i13   no                  didRRN      launched  no   –",
      "ios       forceQuit   i14   dropped: forceQuit  –           –         no   –",
    ])
    // Whatever the widths, every row starts its columns where the header does.
    #expect(Self.columnStarts(table).count == 1, "\(table)")
    #expect(result.out.contains("\nRULE        the row of SEMANTICS.md §7 that decided"))
    #expect(result.out.contains("ON TAP      a tap on the shown notification"))
    #expect(!result.out.contains("\u{1B}["))  // no colour
    #expect(!result.out.contains("i14: "))  // rules only with --explain
  }

  /// The offsets at which the columns of each line start: a non-space at 0 or after two
  /// spaces. A set of one when every line agrees with the header.
  static func columnStarts(_ lines: [String]) -> Set<[Int]> {
    Set(
      lines.map { line in
        let characters = Array(line)
        return characters.indices.filter { index in
          characters[index] != " " && (index == 0 || index >= 2 && characters[index - 1] == " " && characters[index - 2] == " ")
        }
      })
  }

  /// --explain: under each row, the rule with its SEMANTICS.md text, the wrapper rules, and why
  /// a callback was missed.
  @Test func explainNamesTheRulesAndTheMisses() throws {
    let folder = try temporaryFolder(["alert.json": Payloads.alert])
    let result = runCLI(["matrix", "\(folder)/alert.json", "--headers", #"{"apns-push-type":"alert"}"#, "--explain", "--wrappers"])
    #expect(result.status == .success)
    #expect(result.out.contains("\n    i3: iOS alert, app not running: the system shows it; a tap launches the app"))
    #expect(result.out.contains("\n    i1: iOS alert, app in the foreground"))
    #expect(result.out.contains("\n    not shown: willPresent returned []"))
    #expect(result.out.contains("\n    xr3: React Native Firebase, iOS: no native callback ran"))
    #expect(result.out.contains("\n    missed setBackgroundMessageHandler: noContentAvailable (xr3)"))
    #expect(result.out.contains("PLATFORM  WRAPPER         STATE"))
    // Each explanation line follows the row it explains.
    let lines = result.out.split(separator: "\n").map(String.init)
    let row = try #require(lines.firstIndex { $0.hasPrefix("ios       reactNative     background") })
    #expect(lines[row + 1] == "    i2: " + DecisionRule.named("i2")!.explanation)
  }

  /// --json: the documented keys in a fixed order, one cell per platform × state.
  @Test func jsonShape() throws {
    let folder = try temporaryFolder(["data.json": Payloads.fcmData])
    let result = runCLI(["matrix", "\(folder)/data.json", "--json"])
    #expect(result.status == .success)
    let root = try JSONDocument(result.out).root
    #expect(root.members.map(\.key) == ["sdk", "device", "platforms", "skipped", "cells", "rules"])
    #expect(root["sdk"]?.type == .null)
    #expect(root["device"]?.type == .null, "no --device: null")
    #expect(root["platforms"]?.elements.map { $0["platform"]?.stringValue } == ["android"])
    let cells = try #require(root["cells"]?.elements)
    #expect(cells.count == 4)
    #expect(cells[0].members.map(\.key) == [
      "platform", "sdk", "wrapper", "state", "rule", "delivery", "deliveryReason", "shown", "shownBy",
      "notShownReason", "willPresentAnsweredBy", "callbacks", "missed", "app", "serviceExtension", "tap", "wrapperRules",
    ])
    let stopped = cells[3]
    #expect(stopped["state"]?.stringValue == "forceStopped")
    #expect(stopped["rule"]?.stringValue == "a8")
    #expect(stopped["delivery"]?.stringValue == "dropped")
    #expect(stopped["deliveryReason"]?.stringValue == "forceStopped")
    #expect(stopped["shown"]?.boolValue == false)
    #expect(stopped["tap"]?.type == .null)
    #expect(cells[2]["callbacks"]?.elements.first?.stringValue == "onMessageReceived")
    #expect(cells[2]["app"]?.stringValue == "launched")
    #expect(root["rules"]?.elements.map { $0["id"]?.stringValue } == ["a6", "a7", "a8"])
    #expect(root["rules"]?.elements.first?["explanation"]?.stringValue == DecisionRule.named("a6")?.explanation)
    // Deterministic: the same run prints the same bytes.
    #expect(runCLI(["matrix", "\(folder)/data.json", "--json"]).out == result.out)
  }

  /// Standard input works like a file.
  @Test func readsStandardInput() {
    let result = runCLI(["matrix", "-"], stdin: Payloads.fcmNotification)
    #expect(result.status == .success)
    #expect(result.out.contains("android   background    a2    fcm"))
  }

  /// Bad input: a clear message naming the file, and a non-zero exit as CONTRACT.md says.
  @Test func errors() throws {
    let folder = try temporaryFolder(["bad.json": #"{"aps": }"#, "alert.json": Payloads.alert])
    let missing = runCLI(["matrix", "\(folder)/nope.json"])
    #expect(missing.status == .invalidInput)
    #expect(missing.err.hasPrefix("Error: \(folder)/nope.json: "))

    let bad = runCLI(["matrix", "\(folder)/bad.json"])
    #expect(bad.status == .invalidInput)
    #expect(bad.err.hasPrefix("Error: \(folder)/bad.json: invalid JSON: line 1, column 9: unexpected '}'"))

    let unknownSDK = runCLI(["matrix", "\(folder)/alert.json", "--sdk", "onesginal"])
    #expect(unknownSDK.status == .usage)
    #expect(unknownSDK.err.hasPrefix("Error: unknown SDK 'onesginal'; expected one of apns, fcm, webpush"))

    let notSimulated = runCLI(["matrix", "\(folder)/alert.json", "--sdk", "webpush"])
    #expect(notSimulated.status == .usage)
    #expect(notSimulated.err.contains("the webpush SDK is not simulated on any platform this payload reaches (ios); it is simulated on web"))

    let option = runCLI(["matrix", "\(folder)/alert.json", "--jsn"])
    #expect(option.status == .usage)
    #expect(option.err.hasPrefix("Error: unknown option '--jsn'; did you mean '--json'?"))

    let noFile = runCLI(["matrix"])
    #expect(noFile.status == .usage)
    #expect(noFile.err.hasPrefix("Error: missing expected argument '<FILE|->'"))

    let two = runCLI(["matrix", "a.json", "b.json"])
    #expect(two.status == .usage)
  }

  /// The command is in the usage and has its own help.
  @Test func helpAndUsage() {
    #expect(runCLI(["--help"]).out.contains("matrix FILE|- [--sdk NAME] [--headers JSON] [--device JSON] [--wrappers] [--json] [--explain]"))
    let help = runCLI(["matrix", "--help"])
    #expect(help.status == .success)
    #expect(help.out.hasPrefix("USAGE: pushsim matrix FILE|- [--sdk NAME]"))
    #expect(runCLI(["matrx"]).err.contains("did you mean 'matrix'?"))
  }

  /// --device takes a scenario device's options and app; the legend says the cells use it; a
  /// bad value is a usage error (64) that says where and what was expected.
  @Test func deviceOption() throws {
    let folder = try temporaryFolder(["alert.json": Payloads.alert])
    let shown = runCLI(["matrix", "\(folder)/alert.json", "--headers", #"{"apns-push-type":"alert"}"#, "--device", #"{"app":{"willPresent":["banner"]}}"#])
    #expect(shown.status == .success)
    #expect(shown.out.contains("ios       foreground  i1    system"))
    #expect(shown.out.contains("Every cell's device has the options and app given with --device."))
    #expect(!shown.out.contains("willPresent returns []"))
    let plain = runCLI(["matrix", "\(folder)/alert.json"])
    #expect(plain.out.contains("The app registers its delegate at launch, willPresent returns []"))
    // --json echoes the settings, after "sdk".
    let device = #"{"options":{"lowPowerMode":true},"app":{"willPresent":["banner"]}}"#
    let json = runCLI(["matrix", "\(folder)/alert.json", "--device", device, "--json"])
    let root = try JSONDocument(json.out).root
    #expect(root.members.map(\.key).prefix(2) == ["sdk", "device"])
    #expect(root["device"]?.value() == (try JSONDocument(device).root.value()))
    let cases: [(String, String)] = [
      (#"{"opts":{}}"#, #"--device:1:9: unknown field "opts" in --device; expected one of options, app"#),
      (#"{"app":{"willPresnt":[]}}"#, #"did you mean "willPresent"?"#),
      (#"{"options":{"notificationPermission":"yes"}}"#, #"option "notificationPermission" must be true or false"#),
      ("[1]", "--device must be a JSON object"),
      ("{", "--device is not valid JSON"),
    ]
    for (value, message) in cases {
      let result = runCLI(["matrix", "\(folder)/alert.json", "--device", value])
      #expect(result.status == .usage, "\(value)")
      #expect(result.err.contains(message), "\(value): \(result.err)")
    }
    #expect(runCLI(["matrix", "\(folder)/alert.json", "--device"]).err.contains("missing value for '--device <JSON>'"))
  }
}
