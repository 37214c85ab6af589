import Foundation
import Testing

@testable import PushSim

/// `pushsim run`'s output paths and `--root`, checked before anything runs: an output given
/// twice, two outputs at one file, an output at a file the run reads (a scenario file, a golden
/// trace, a payload file), a root that is not a folder holding the scenarios: usage errors (exit
/// 64), nothing written.
struct RunOutputPathTests {
  static let passing = CommandLineToolTests.passing

  @Test func anOutputAtAScenarioFileIsRefused() throws {
    let folder = try temporaryFolder(["v.json": Self.passing])
    for option in ["--trace", "--junit", "--html"] {
      let result = runCLI(["run", folder + "/v.json", option, folder + "/v.json"])
      #expect(result.status == .usage, "\(option)")
      #expect(result.err.hasPrefix("Error: '\(option) \(folder)/v.json' would overwrite the scenario file \(folder)/v.json\n"), "\(result.err)")
      #expect(result.out.isEmpty)
    }
    // Through a folder, another spelling of the path, and a symlink.
    #expect(runCLI(["run", folder, "--junit", folder + "/./v.json"]).status == .usage)
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.xml", withDestinationPath: folder + "/v.json")
    #expect(runCLI(["run", folder + "/v.json", "--html", folder + "/link.xml"]).status == .usage)
    #expect(try String(contentsOfFile: folder + "/v.json", encoding: .utf8) == Self.passing)
  }

  @Test func anOutputAtAGoldenTraceIsRefused() throws {
    let folder = try temporaryFolder(["v.json": Self.passing])
    let result = runCLI(["run", folder + "/v.json", "--trace", folder + "/v.trace.jsonl"])
    #expect(result.status == .usage)
    #expect(result.err.contains("would overwrite the golden trace of \(folder)/v.json; --record writes golden traces"), "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/v.trace.jsonl"))
  }

  /// An output at a folder is a wrong command line, refused before the run (it was exit 74
  /// after the whole run, as a failed rename of a temporary file).
  @Test(arguments: [("--html", "report.html"), ("--junit", "report.xml"), ("--trace", "trace.jsonl")])
  func anOutputAtAFolderIsRefusedBeforeTheRun(option: String, example: String) throws {
    let folder = try temporaryFolder(["s/v.json": Self.passing])
    let result = runCLI(["run", folder + "/s", option, folder + "/s"])
    #expect(result.status == .usage)
    #expect(result.err.hasPrefix("Error: '\(option) \(folder)/s' is a folder; give the path of a file to write (such as \(example) in it)\n"), "\(result.err)")
    #expect(result.out.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/s") == ["v.json"])
  }

  static let payload = #"{"aps":{"alert":"x"}}"#
  static let readingPayload = scenarioText(steps: #"{"push":{"to":"phone","payloadFile":"payloads/p.json"}}"#)

  @Test func anOutputAtAPayloadFileIsRefused() throws {
    let folder = try temporaryFolder(["s/v.json": Self.readingPayload, "s/payloads/p.json": Self.payload])
    for option in ["--trace", "--junit", "--html"] {
      let result = runCLI(["run", folder + "/s/v.json", option, folder + "/s/payloads/p.json"])
      #expect(result.status == .usage, "\(option)")
      #expect(
        result.err.hasPrefix(
          "Error: '\(option) \(folder)/s/payloads/p.json' would overwrite \(folder)/s/payloads/p.json, "
            + "the payloadFile of step 1 of \(folder)/s/v.json; write outputs to files the run does not read\n"),
        "\(result.err)")
      #expect(result.out.isEmpty)
    }
    // Another spelling (`..`), a symlink to it, a hard link, and a run of the whole folder.
    #expect(runCLI(["run", folder + "/s", "--trace", folder + "/s/payloads/../payloads/p.json"]).status == .usage)
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.jsonl", withDestinationPath: folder + "/s/payloads/p.json")
    let linked = runCLI(["run", folder + "/s/v.json", "--trace", folder + "/link.jsonl"])
    #expect(linked.status == .usage)
    #expect(linked.err.contains("'--trace \(folder)/link.jsonl' would overwrite \(folder)/s/payloads/p.json, the payloadFile of step 1"), "\(linked.err)")
    try FileManager.default.linkItem(atPath: folder + "/s/payloads/p.json", toPath: folder + "/hard.xml")
    #expect(runCLI(["run", folder + "/s", "--junit", folder + "/hard.xml"]).status == .usage)
    #expect(try String(contentsOfFile: folder + "/s/payloads/p.json", encoding: .utf8) == Self.payload)
    // The payload file is read as it was: the run still passes with an output elsewhere.
    #expect(runCLI(["run", folder + "/s/v.json", "--trace", folder + "/t.jsonl"]).status == .success)
  }

  /// A payload file read through a symlinked folder and `..` in the scenario, found by what it
  /// resolves to; the step number is the step's own.
  @Test func aPayloadFileIsFoundAsTheLoaderResolvesIt() throws {
    let steps = #"{"app":{"device":"phone","action":"open"}},{"push":{"to":"phone","payloadFile":"alias/../alias/p.json"}}"#
    let folder = try temporaryFolder(["s/v.json": scenarioText(steps: steps), "s/real/p.json": Self.payload])
    try FileManager.default.createSymbolicLink(atPath: folder + "/s/alias", withDestinationPath: folder + "/s/real")
    let result = runCLI(["run", folder + "/s/v.json", "--html", folder + "/s/real/p.json"])
    #expect(result.status == .usage)
    #expect(result.err.contains("the payloadFile of step 2 of \(folder)/s/v.json"), "\(result.err)")
  }

  /// With `--record`, each golden trace is an output too: one at another scenario's payload
  /// file is refused before anything is written.
  @Test func aGoldenTraceRecordedOverAPayloadFileIsRefused() throws {
    let reader = scenarioText(steps: #"{"push":{"to":"phone","payloadFile":"a.trace.jsonl"}}"#)
    let folder = try temporaryFolder(["a.json": Self.passing, "b.json": reader, "a.trace.jsonl": Self.payload])
    let result = runCLI(["run", folder, "--record"])
    #expect(result.status == .usage)
    #expect(
      result.err.hasPrefix(
        "Error: '--record' (the golden trace of \(folder)/a.json) would overwrite \(folder)/a.trace.jsonl, "
          + "the payloadFile of step 1 of \(folder)/b.json; write outputs to files the run does not read\n"),
      "\(result.err)")
    #expect(try String(contentsOfFile: folder + "/a.trace.jsonl", encoding: .utf8) == Self.payload)
    #expect(!FileManager.default.fileExists(atPath: folder + "/b.trace.jsonl"))
  }

  @Test func twoOutputsAtOneFileAreRefused() throws {
    let folder = try temporaryFolder(["v.json": Self.passing])
    let result = runCLI(["run", folder + "/v.json", "--junit", folder + "/same.out", "--html", folder + "/same.out"])
    #expect(result.status == .usage)
    #expect(result.err.contains("'--junit \(folder)/same.out' and '--html \(folder)/same.out' write the same file"), "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/same.out"))
    #expect(runCLI(["run", folder + "/v.json", "--trace", folder + "/t", "--junit", folder + "/../\(URL(fileURLWithPath: folder).lastPathComponent)/t"]).status == .usage)
  }

  @Test(arguments: ["--trace", "--junit", "--html", "--root"])
  func anOptionGivenTwiceIsRefused(option: String) throws {
    let folder = try temporaryFolder(["v.json": Self.passing])
    let result = runCLI(["run", folder + "/v.json", option, folder + "/a", option, folder + "/b"])
    #expect(result.status == .usage)
    #expect(result.err.hasPrefix("Error: '\(option)' is given twice; give it once\n"), "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/a"))
  }

  @Test func distinctOutputsStillWork() throws {
    let folder = try temporaryFolder(["v.json": Self.passing])
    let result = runCLI(["run", folder + "/v.json", "--trace", folder + "/t.jsonl", "--junit", folder + "/r.xml", "--html", folder + "/r.html"])
    #expect(result.status == .success, "\(result.err)")
    for file in ["t.jsonl", "r.xml", "r.html"] { #expect(FileManager.default.fileExists(atPath: folder + "/" + file)) }
  }

  /// `--root` must be an existing folder holding every PATH.
  @Test func rootMustBeAFolderHoldingThePaths() throws {
    let folder = try temporaryFolder(["pf/p.json": #"{"aps":{"alert":"x"}}"#, "pf/sub/a.json": Self.passing, "other/b.json": Self.passing])
    let missing = runCLI(["run", folder + "/pf/sub/a.json", "--root", folder + "/nonexistent"])
    #expect(missing.status == .usage)
    #expect(missing.err.hasPrefix("Error: '--root' \(folder)/nonexistent does not exist; expected a folder\n"), "\(missing.err)")
    let file = runCLI(["run", folder + "/pf/sub/a.json", "--root", folder + "/pf/p.json"])
    #expect(file.status == .usage)
    #expect(file.err.hasPrefix("Error: '--root' \(folder)/pf/p.json is not a folder\n"), "\(file.err)")
    let outside = runCLI(["run", folder + "/other/b.json", "--root", folder + "/pf"])
    #expect(outside.status == .usage)
    #expect(outside.err.hasPrefix("Error: '\(folder)/other/b.json' is not inside '--root' \(folder)/pf; "), "\(outside.err)")
    #expect(runCLI(["run", folder + "/pf/sub/a.json", "--root", folder + "/pf"]).status == .success)
    #expect(runCLI(["run", folder + "/pf", "--root", folder + "/pf/"]).status == .success)
  }

  @Test func anEmptyPayloadFileSaysSo() throws {
    let folder = try temporaryFolder(["a.json": scenarioText(steps: #"{"push":{"to":"phone","payloadFile":""}}"#)])
    let result = runCLI(["run", folder + "/a.json"])
    #expect(result.status == .invalidInput)
    #expect(result.out.contains("payloadFile is empty; expected a path relative to the scenario file"), "\(result.out)")
    #expect(!result.out.contains("escapes"))
  }
}
