import Foundation
import Testing

@testable import PushSim

/// What every command's options share: `-h`/`--help` asks for help only where an option name
/// stands, and an option is given once (but `--device` of parse, lint and matrix, where the last
/// counts).
struct OptionRulesTests {
  /// `-h` as an option's value is that value, not a request for help.
  @Test func helpAsAnOptionsValueIsTheValue() throws {
    let folder = try temporaryFolder(["a.json": CommandLineToolTests.passing])
    // (A folder named -h is not created in the working folder: the value is checked, not written.)
    let run = runCLI(["run", folder + "/a.json", "--root", "-h"])
    #expect(run.status == .usage)
    #expect(run.err.hasPrefix("Error: '--root' -h does not exist; expected a folder\n"), "\(run.err)")
    let output = runCLI(["run", folder + "/a.json", "--junit", "--help", "--html", "--help"])
    #expect(output.err.hasPrefix("Error: '--junit --help' and '--html --help' write the same file"), "\(output.err)")
    let lint = runCLI(["lint", "-", "--platform", "ios", "--sdk", "-h"], stdin: #"{"aps":{}}"#)
    #expect(lint.status == .usage)
    #expect(lint.err.hasPrefix("Error: unknown SDK '-h'"), "\(lint.err)")
    #expect(runCLI(["bench", "--seconds", "--help"]).err.hasPrefix("Error: '--seconds' takes"))
    #expect(runCLI(["matrix", "-", "--headers", "-h"]).err.hasPrefix("Error: --headers is not valid JSON"))
  }

  /// `device tap an --tag -h` taps the notification tagged "-h".
  @Test func deviceTagNamedLikeHelp() throws {
    let folder = try temporaryFolder(["p.json": #"{"aps":{"alert":"x"},"tag":"t"}"#])
    let state = folder + "/state"
    #expect(runCLI(["device", "create", "an", "--platform", "android", "--state", state]).status == .success)
    let pushed = runCLI(["device", "push", "an", "-", "--state", state], stdin: #"{"message":{"notification":{"title":"x"},"android":{"notification":{"tag":"-h"}}}}"#)
    #expect(pushed.status == .success, "\(pushed.err)")
    let tapped = runCLI(["device", "tap", "an", "--tag", "-h", "--state", state])
    #expect(!tapped.out.hasPrefix("USAGE"), "\(tapped.out)")
    #expect(tapped.status == .success, "\(tapped.err)")
  }

  /// `-h`/`--help` where an option name stands still shows help, without running.
  @Test func helpWhereAnOptionStands() throws {
    for arguments in [
      ["run", "missing.json", "-h"], ["run", "--junit", "x.xml", "--help"], ["parse", "x", "--platform", "ios", "-h"],
      ["lint", "-h"], ["matrix", "x", "--sdk", "kii", "--help"], ["bench", "--steps", "0", "-h"], ["device", "-h"],
      ["device", "tap", "an", "--tag", "t", "-h"], ["device", "tpa", "--help"],
    ] {
      let result = runCLI(arguments)
      #expect(result.status == .success, "\(arguments)")
      #expect(result.out.hasPrefix("USAGE: pushsim \(arguments[0])"), "\(arguments): \(result.out)")
    }
  }

  /// A repeated option is a usage error in every command, as in `device`.
  @Test func repeatedOptionsAreUsageErrors() throws {
    let folder = try temporaryFolder(["p.json": #"{"aps":{"alert":"x"}}"#])
    let payload = folder + "/p.json"
    for arguments in [
      ["lint", payload, "--platform", "android", "--platform", "ios"], ["parse", payload, "--platform", "ios", "--sdk", "kii", "--sdk", "onesignal"],
      ["lint", payload, "--platform", "ios", "--headers", "{}", "--headers", "{}"], ["matrix", payload, "--sdk", "kii", "--sdk", "onesignal"],
      ["matrix", payload, "--headers", "{}", "--headers", "{}"], ["bench", "--steps", "0", "--steps", "1"],
      ["bench", "--corpus", "a", "--corpus", "b"], ["bench", "--seconds", "1", "--seconds", "1"], ["bench", "--center", "0", "--center", "0"],
    ] {
      let option = arguments.first { $0.hasPrefix("--") && arguments.filter($0.elementsEqual).count == 2 } ?? ""
      let result = runCLI(arguments)
      #expect(result.status == .usage, "\(arguments)")
      #expect(result.err.hasPrefix("Error: '\(option)' is given twice; give it once\n"), "\(arguments): \(result.err)")
    }
    let device = runCLI(["device", "create", "an", "--platform", "ios", "--platform", "ios", "--state", folder + "/s"])
    #expect(device.err.hasPrefix("Error: '--platform' is given twice; give it once\n"))
  }

  /// `--device` given twice: the last counts (documented in the help texts and docs/Matrix.md).
  @Test func theLastDeviceCounts() throws {
    let folder = try temporaryFolder(["p.json": #"{"aps":{"alert":"x"}}"#])
    let first = #"{"app":{"locale":"fr"}}"#
    let last = #"{"options":{"notificationPermission":false}}"#
    let matrix = runCLI(["matrix", folder + "/p.json", "--json", "--device", first, "--device", last])
    #expect(matrix.status == .success, "\(matrix.err)")
    let document = try JSONDocument(matrix.out)
    #expect(document.root["device"]?.value() == (try JSONDocument(last)).root.value())
    #expect(runCLI(["lint", folder + "/p.json", "--platform", "ios", "--device", first, "--device", last]).status == .success)
  }

  /// bench: 0 seconds is one pass (in range, as the message says); an empty center size is refused.
  @Test func benchSecondsAndCenterChecks() throws {
    let corpus = try temporaryFolder(["c.jsonl": #"{"aps":{"alert":"x"}}"# + "\n"]) + "/c.jsonl"
    for seconds in ["0", "0.0"] {
      let result = runCLI(["bench", "--corpus", corpus, "--seconds", seconds, "--steps", "0", "--center", "0"])
      #expect(result.status == .success, "\(seconds): \(result.err)")
      #expect(result.out.contains("ratio: "))
    }
    for seconds in ["-1", "601", "nan", "x"] {
      let result = runCLI(["bench", "--seconds", seconds])
      #expect(result.status == .usage)
      #expect(result.err.hasPrefix("Error: '--seconds' takes a number of seconds from 0 (one pass) to 600\n"), "\(result.err)")
    }
    for center in ["10,,20", "10,", ",10", ","] {
      let result = runCLI(["bench", "--center", center])
      #expect(result.status == .usage, "\(center)")
      #expect(result.err.hasPrefix("Error: '--center' has an empty size in '\(center)'"), "\(center): \(result.err)")
    }
  }
}
