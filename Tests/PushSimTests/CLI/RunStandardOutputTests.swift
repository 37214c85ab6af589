import Foundation
import Testing

@testable import PushSim

/// `pushsim run`: `-` is standard output for every output option (`--trace`, `--junit`,
/// `--html`), not a file named `-`; one output at most goes there (two, or one with `--json`,
/// is a usage error, exit 64, nothing run or written).
struct RunStandardOutputTests {
  static let passing = CommandLineToolTests.passing

  /// No file named `-` appears in the working directory.
  static func noDashFile() -> Bool { !FileIdentity.anythingAt(FileManager.default.currentDirectoryPath + "/-") }

  /// `--junit -` prints the JUnit XML alone on standard output (`> report.xml` is a valid
  /// document); the scenario lines and the summary go to standard error, also when a scenario
  /// fails or a file is not a scenario.
  @Test func junitToStandardOutputIsTheDocumentAlone() throws {
    let folder = try temporaryFolder(["a.json": Self.passing, "b.json": #"{"scenario": 1, "name": "x"}"#])
    let result = runCLI(["run", folder + "/a.json", folder + "/b.json", "--junit", "-"])
    #expect(result.status == .invalidInput, "\(result.err)")
    #expect(result.out.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"pushsim\" tests=\"2\""), "\(result.out)")
    #expect(result.out.hasSuffix("</testsuites>\n"), "\(result.out)")
    #expect(result.err.hasPrefix("PASS "), "\(result.err)")
    #expect(result.err.contains("ERROR "))
    #expect(result.err.hasSuffix("1 passed, 1 failed\n"), "\(result.err)")
    #expect(Self.noDashFile())
  }

  /// `--html -` prints the page alone the same way.
  @Test func htmlToStandardOutputIsTheDocumentAlone() throws {
    let folder = try temporaryFolder(["a.json": Self.passing])
    let result = runCLI(["run", folder + "/a.json", "--html", "-", "--junit", folder + "/j.xml"])
    #expect(result.status == .success, "\(result.err)")
    #expect(result.out.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), "\(result.out.prefix(80))")
    #expect(result.out.hasSuffix("</html>\n"), "\(result.out.suffix(80))")
    #expect(result.err.hasPrefix("PASS ") && result.err.hasSuffix("1 passed, 0 failed\n"), "\(result.err)")
    #expect(FileManager.default.fileExists(atPath: folder + "/j.xml"))
    #expect(Self.noDashFile())
  }

  /// `--trace -` keeps the trace between the scenario lines and the summary, which stays the
  /// last line of standard output (CONTRACT.md's `run` row).
  @Test func traceToStandardOutputKeepsTheSummaryLast() throws {
    let folder = try temporaryFolder(["a.json": Self.passing])
    let result = runCLI(["run", folder + "/a.json", "--trace", "-"])
    #expect(result.status == .success, "\(result.err)")
    #expect(result.out.hasPrefix("PASS "), "\(result.out)")
    #expect(result.out.contains("\n{\"t\":0,"))
    #expect(result.out.hasSuffix("}\n1 passed, 0 failed\n"), "\(result.out)")
    #expect(result.err.isEmpty)
  }

  /// Two outputs on standard output are refused, whichever two.
  @Test(arguments: [["--trace", "--junit"], ["--junit", "--html"], ["--trace", "--html"]])
  func twoOutputsOnStandardOutputAreRefused(options: [String]) throws {
    let folder = try temporaryFolder(["a.json": Self.passing])
    let result = runCLI(["run", folder + "/a.json", options[0], "-", options[1], "-"])
    #expect(result.status == .usage)
    #expect(
      result.err.hasPrefix("Error: '\(options[0]) -' and '\(options[1]) -' both write to standard output; give one of them a file"),
      "\(result.err)")
    #expect(result.out.isEmpty)
    #expect(Self.noDashFile())
  }

  /// `--json` with a report on standard output is refused, as with `--trace -`.
  @Test(arguments: ["--junit", "--html"])
  func jsonWithAReportOnStandardOutputIsRefused(option: String) throws {
    let folder = try temporaryFolder(["a.json": Self.passing])
    let result = runCLI(["run", folder + "/a.json", "--json", option, "-"])
    #expect(result.status == .usage)
    #expect(result.err.contains("--json and \(option) - both write to standard output"), "\(result.err)")
    #expect(result.out.isEmpty)
  }
}
