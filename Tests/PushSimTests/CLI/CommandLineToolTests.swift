import Foundation
import PushSim
import Testing

/// Runs the CLI in-process and captures its output.
func runCLI(_ arguments: [String], stdin: String = "") -> (status: CommandLineTool.Status, out: String, err: String) {
  var out = ""
  var err = ""
  let status = CommandLineTool.run(arguments, stdin: { Array(stdin.utf8) }, stdout: { out += $0 }, stderr: { err += $0 })
  return (status, out, err)
}

/// A temporary folder with files.
func temporaryFolder(_ files: [String: String]) throws -> String {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-\(UUID().uuidString)")
  for (name, content) in files {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try content.write(to: url, atomically: true, encoding: .utf8)
  }
  return folder.path
}

/// The `pushsim` command line, run in-process.
struct CommandLineToolTests {
  static let passing = scenarioText(steps: #"{"push":{"to":"phone","payload":{"aps":{"alert":"x"}}}},{"expect":{"events":[{"event":"notification.displayed"}]}}"#)
  static let failing = scenarioText(steps: #"{"push":{"to":"phone","payload":{"aps":{"alert":"x"}}}},{"expect":{"events":[{"event":"notification.removed"}]}}"#)

  /// All passing: one PASS line each, the last line counts, exit 0.
  @Test func runPrintsOneLinePerScenarioAndTheTotals() throws {
    let folder = try temporaryFolder(["a.json": Self.passing, "payloads/p.json": #"{"aps":{}}"#])
    let result = runCLI(["run", folder])
    #expect(result.status == .success)
    #expect(result.out == "PASS t\n1 passed, 0 failed\n")
  }

  /// A failing expectation: FAIL with the report, exit 1.
  @Test func failingScenarioExitsOne() throws {
    let folder = try temporaryFolder(["a.json": Self.passing, "b.json": Self.failing])
    let result = runCLI(["run", folder])
    #expect(result.status == .failure)
    #expect(result.out.contains("FAIL t\n"))
    #expect(result.out.contains("step 2 (expect): event 1 of 1 not found in order"))
    #expect(result.out.hasSuffix("1 passed, 1 failed\n"))
  }

  /// An invalid scenario: ERROR with file:line:column, exit 2; a broken file is not skipped.
  @Test func invalidScenarioExitsTwo() throws {
    let folder = try temporaryFolder(["bad.json": "{\"scenario\": 1, \"name\": }"])
    let result = runCLI(["run", folder])
    #expect(result.status == .invalidInput)
    #expect(result.out.contains("ERROR \(folder)/bad.json:1:25: invalid JSON: unexpected '}', expected a value"))
  }

  /// --json prints machine-readable results.
  @Test func jsonResults() throws {
    let folder = try temporaryFolder(["b.json": Self.failing])
    let result = runCLI(["run", folder, "--json"])
    let document = try JSONDocument(result.out)
    #expect(document.root["failed"]?.int64Value == 1)
    #expect(document.root["results"]?[0]?["failure"]?["step"]?.int64Value == 2)
  }

  /// --trace - writes the trace as JSON lines with t, device, event first.
  @Test func traceToStandardOutput() throws {
    let folder = try temporaryFolder(["a.json": Self.passing])
    let result = runCLI(["run", folder + "/a.json", "--trace", "-"])
    #expect(result.out.contains(#"{"t":0,"device":"phone","event":"push.received","id":"apns-1""#))
  }

  /// Unknown commands and options are usage errors with suggestions, exit 64.
  @Test func usageErrors() {
    let command = runCLI(["rnu"])
    #expect(command.status == .usage)
    #expect(command.err.hasPrefix("Error: unknown command 'rnu'; did you mean 'run'?"))
    let option = runCLI(["run", "x", "--jsn"])
    #expect(option.err.hasPrefix("Error: unknown option '--jsn'; did you mean '--json'?"))
  }

  /// --help uses the conventional USAGE/OPTIONS form; --version prints the version.
  @Test func helpAndVersion() {
    #expect(runCLI(["--help"]).out.hasPrefix("USAGE: pushsim <command>"))
    #expect(runCLI(["run", "--help"]).out.contains("OPTIONS:"))
    #expect(runCLI(["--version"]).out == "pushsim \(CommandLineTool.version)\n")
  }

  /// parse prints the platform, dialect, kind, unified notification and the SDK's view.
  @Test func parseShowsWhatTheDeviceMakesOfAPayload() throws {
    let result = runCLI(["parse", "-", "--platform", "android"], stdin: #"{"gcm.n.e":"1","gcm.n.title":"Hi","gcm.n.tag":"t","k":"v"}"#)
    #expect(result.status == .success)
    let document = try JSONDocument(result.out)
    #expect(document.root["kind"]?.stringValue == "notification+data")
    #expect(document.root["notification"]?["tag"]?.stringValue == "t")
    #expect(document.root["sdk"]?["notification"]?["title"]?.stringValue == "Hi")
    #expect(document.root["sdk"]?["data"]?["k"]?.stringValue == "v")
  }

  /// Every SDK PushSim knows has its own view in parse (the "not modelled yet" refusal is kept
  /// for SDKs still to come).
  @Test func everyKnownSDKHasAView() {
    #expect(Set(SDKView.modelled.map(\.rawValue)) == Set(SDK.all.map(\.rawValue)))
    let result = runCLI(["parse", "-", "--platform", "ios", "--sdk", "kii"], stdin: #"{"aps":{}}"#)
    #expect(result.status == .success)
    #expect(!result.err.contains("not modelled yet"))
  }

  /// lint reports errors (exit 1) and warnings (exit 0).
  @Test func lintReportsRulesBroken() {
    let warnings = runCLI(["lint", "-", "--platform", "ios", "--headers", #"{"apns-push-type":"background","apns-priority":10}"#], stdin: #"{"aps":{"content-available":1,"custom":1},"x":1,"x":2}"#)
    #expect(warnings.status == .success)
    #expect(warnings.out.contains("warning: duplicateKey: duplicate key \"x\" at line 1, column 49"))
    #expect(warnings.out.contains("warning: customKeyInAps"))
    #expect(warnings.out.contains("warning: backgroundPriority10"))
    let errors = runCLI(["lint", "-", "--platform", "android"], stdin: #"{"count":1}"#)
    #expect(errors.status == .failure)
    #expect(errors.out.contains("error: invalidPayload: data map key \"count\" is an integer"))
    #expect(errors.out.hasSuffix("1 error, 0 warnings\n"))
  }
}

/// `pushsim bench` argument handling (the measurement itself is run by hand, never timed in tests).
struct BenchCommandTests {
  /// A missing corpus is an input error naming the path.
  @Test func missingCorpusIsReported() {
    let result = runCLI(["bench", "--corpus", "/nonexistent/corpus.jsonl"])
    #expect(result.status == .invalidInput)
    #expect(result.err.contains("/nonexistent/corpus.jsonl"))
  }

  /// A corpus line that is not JSON is an input error at its line and column, not a ratio of
  /// nothing (it printed "ratio: inf×" and exited 0).
  @Test func aLineThatIsNotJSONIsReported() throws {
    let folder = try temporaryFolder(["corpus.jsonl": "{\"aps\":{}}\n\n{\"aps\":\n"])
    let result = runCLI(["bench", "--corpus", folder + "/corpus.jsonl", "--seconds", "0.01", "--steps", "0", "--center", "0"])
    #expect(result.status == .invalidInput)
    #expect(result.err.contains("corpus.jsonl:3:8: not a JSON payload: unexpected end of input"), "\(result.err)")
    #expect(result.out.isEmpty)
  }

  /// --seconds must be a number of seconds from 0 (one pass) to 600.
  @Test func secondsMustNotBeNegative() {
    let result = runCLI(["bench", "--seconds", "-0.5"])
    #expect(result.status == .usage)
    #expect(result.err.contains("'--seconds' takes a number of seconds from 0 (one pass) to 600"))
  }
}
