import Foundation
import Testing

@testable import PushSim

/// `pushsim run` with a golden trace it cannot read or, with `--record`, write: an error for
/// that scenario only, the others run, the summary and reports are written.
struct RunGoldenProblemTests {
  static let passing = CommandLineToolTests.passing

  /// Scenarios a.json, b.json and c.json, all passing; `b`'s golden trace is `golden`.
  static func folder(golden: (String) throws -> Void) throws -> String {
    let folder = try temporaryFolder(["s/a.json": passing, "s/b.json": passing, "s/c.json": passing])
    try golden(folder + "/s/b.trace.jsonl")
    return folder
  }

  /// A golden trace that is a pipe, a folder or unreadable: an ERROR line for its scenario, the
  /// others PASS, the summary, `--json` still one JSON document, the JUnit report written, exit 2.
  @Test(arguments: ["fifo", "folder", "unreadable"])
  func unreadableGoldenIsTheScenariosError(kind: String) throws {
    let folder = try Self.folder { path in
      switch kind {
      case "fifo": #expect(mkfifo(path, 0o644) == 0)
      case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      default:
        try "x\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o000) == 0)
      }
    }
    if kind == "unreadable", FileManager.default.isReadableFile(atPath: folder + "/s/b.trace.jsonl") { return }  // root reads anything
    let junit = folder + "/report.xml"
    let result = runCLI(["run", folder + "/s", "--junit", junit])
    #expect(result.status == .invalidInput, "\(result.err)")
    #expect(result.out.components(separatedBy: "PASS t\n").count == 3, "\(result.out)")
    #expect(result.out.contains("ERROR \(folder)/s/b.trace.jsonl: "), "\(result.out)")
    #expect(result.out.hasSuffix("2 passed, 1 failed\n"))
    #expect(FileManager.default.fileExists(atPath: junit))
    let json = runCLI(["run", folder + "/s", "--json"])
    #expect(json.status == .invalidInput)
    let document = try JSONDocument(json.out)
    #expect(document.root["passed"]?.int64Value == 2)
    #expect(document.root["invalid"]?.count == 1)
  }

  @Test func goldenThatIsAFolderSaysSo() throws {
    let folder = try Self.folder { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false) }
    let result = runCLI(["run", folder + "/s/b.json"])
    #expect(result.status == .invalidInput)
    #expect(result.out == "ERROR \(folder)/s/b.trace.jsonl: the golden trace is a folder, expected a file\n0 passed, 1 failed\n")
  }

  /// `--record` that cannot write a golden trace: exit 74 with the reason after the summary, as
  /// the other outputs; the other scenarios are run and recorded.
  @Test func recordThatCannotWriteIsAnOutputFailure() throws {
    let folder = try Self.folder { path in
      try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
    }
    let result = runCLI(["run", folder + "/s", "--record"])
    #expect(result.status == .outputFailed, "\(result.err)")
    #expect(result.out.hasSuffix("3 passed, 0 failed\n"), "\(result.out)")
    #expect(result.err.hasPrefix("Error: cannot write the golden trace \(folder)/s/b.trace.jsonl: "), "\(result.err)")
    #expect(!result.err.hasSuffix("b.trace.jsonl: \n"))
    #expect(FileAccess.exists(folder + "/s/a.trace.jsonl"))
    #expect(FileAccess.exists(folder + "/s/c.trace.jsonl"))
  }
}
