import Foundation
@testable import PushSim
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `pushsim run --junit` and the terminal style (colour, progress, NO_COLOR).
struct RunReportTests {
  static let passing = scenarioText(steps: #"{"push":{"to":"phone","headers":{"apns-push-type":"alert"},"payload":{"aps":{"alert":"Hi"}}}},{"expect":{"events":[{"event":"notification.displayed"}]}}"#)
  static let failing = scenarioText(steps: #"{"push":{"to":"phone","headers":{"apns-push-type":"alert"},"payload":{"aps":{"alert":"Hi"}}}},{"expect":{"events":[{"event":"delegate.didReceive"}]}}"#)

  /// Collects elements and attributes of an XML document; fails on malformed XML.
  final class Collector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text = ""
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
      elements.append((name, attributes))
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }

  @Test func junitReportIsWellFormedWithOneCasePerScenario() throws {
    let folder = try temporaryFolder([
      "Scenarios/a/pass.json": Self.passing, "Scenarios/a/fail.json": Self.failing,
      "Scenarios/b/broken.json": #"{"scenario":1,"name":"x <&> \"q\"","devices":{}"#,
    ])
    let report = folder + "/report.xml"
    let result = runCLI(["run", folder + "/Scenarios", "--junit", report])
    #expect(result.status == .invalidInput)
    let data = try Data(contentsOf: URL(fileURLWithPath: report))
    let parser = XMLParser(data: data)
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse(), "not well-formed: \(String(decoding: data, as: UTF8.self))")
    let root = try #require(collector.elements.first)
    #expect(root.name == "testsuites")
    #expect(root.attributes["tests"] == "3")
    #expect(root.attributes["failures"] == "1")
    #expect(root.attributes["errors"] == "1")
    #expect(collector.elements.filter { $0.name == "testsuite" }.count == 2)
    #expect(collector.elements.filter { $0.name == "testcase" }.count == 3)
    #expect(collector.elements.filter { $0.name == "failure" }.count == 1)
    #expect(collector.elements.filter { $0.name == "error" }.count == 1)
    #expect(collector.text.contains("delegate.didReceive"))
  }

  @Test func junitPathThatCannotBeWrittenIsAnError() throws {
    let folder = try temporaryFolder(["Scenarios/pass.json": Self.passing])
    let result = runCLI(["run", folder + "/Scenarios", "--junit", folder + "/missing/dir/report.xml"])
    // Exit 74 (`EX_IOERR`, as run --help says), the reason, and the summary still printed.
    #expect(result.status == .outputFailed)
    #expect(result.err.contains("cannot write the JUnit report to \(folder)/missing/dir/report.xml: cannot create"), "\(result.err)")
    #expect(result.err.contains("No such file or directory"))
    #expect(result.out.hasSuffix("1 passed, 0 failed\n"))
    let trace = runCLI(["run", folder + "/Scenarios", "--trace", folder + "/missing/t.jsonl"])
    #expect(trace.status == .outputFailed)
    #expect(trace.err.contains("cannot write the trace to \(folder)/missing/t.jsonl: cannot create"))
  }

  /// `--json` and `--trace -` would both write standard output, which would then not be JSON.
  @Test func jsonWithTraceToStandardOutputIsRefused() throws {
    let folder = try temporaryFolder(["Scenarios/pass.json": Self.passing])
    let result = runCLI(["run", folder + "/Scenarios", "--json", "--trace", "-"])
    #expect(result.status == .usage)
    #expect(result.err.contains("--json and --trace - both write to standard output"))
    #expect(runCLI(["run", folder + "/Scenarios", "--json", "--trace", folder + "/t.jsonl"]).status == .success)
  }

  @Test func colourAndProgressOnlyOnATerminalWithoutNoColor() {
    #expect(TerminalStyle(standardOutputIsTerminal: true, environment: [:]) == TerminalStyle(colors: true, progress: true))
    #expect(TerminalStyle(standardOutputIsTerminal: true, environment: ["NO_COLOR": "1"]) == TerminalStyle(colors: false, progress: true))
    #expect(TerminalStyle(standardOutputIsTerminal: true, environment: ["NO_COLOR": ""]).colors)
    #expect(TerminalStyle(standardOutputIsTerminal: false, environment: [:]) == .plain)
    #expect(TerminalStyle(standardOutputIsTerminal: true, environment: ["TERM": "dumb"]) == .plain)
  }

  @Test func terminalRunColoursPassAndFailAndErasesItsProgressLine() throws {
    let folder = try temporaryFolder(["Scenarios/pass.json": Self.passing, "Scenarios/fail.json": Self.failing])
    var out = ""
    _ = CommandLineTool.run(
      ["run", folder + "/Scenarios"], stdout: { out += $0 }, stderr: { _ in }, style: TerminalStyle(colors: true, progress: true))
    #expect(out.contains("\u{1B}[32mPASS\u{1B}[0m"))
    #expect(out.contains("\u{1B}[31mFAIL\u{1B}[0m"))
    #expect(out.contains("[1/2]"))
    #expect(out.contains("\r\u{1B}[2K"))
    let plain = runCLI(["run", folder + "/Scenarios"]).out
    #expect(!plain.contains("\u{1B}"))
  }
}

/// Text from scenario files cannot colour, hide or forge output lines, and the progress line
/// fits a terminal row.
struct PrintableOutputTests {
  @Test func controlCharactersInANameAreEscaped() throws {
    let name = "x\u{1B}[31mRED\u{1B}[0m\rPASS fake\nPASS forged"
    let folder = try temporaryFolder(["s.json": #"{"scenario":1,"name":"\#(name.replacingOccurrences(of: "\u{1B}", with: "\\u001b").replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n"))","devices":{"p":{"platform":"ios","state":"background"}},"steps":[]}"#])
    let result = runCLI(["run", folder + "/s.json"])
    #expect(result.out.hasPrefix("PASS x\\u{1B}[31mRED\\u{1B}[0m\\u{D}PASS fake\\u{A}PASS forged\n"), "\(result.out)")
    #expect(!result.out.contains("\u{1B}") && !result.out.contains("\r"))
    #expect(result.out.split(separator: "\n").count == 2, "one PASS line and the totals")
  }

  @Test func theProgressLineKeepsTheEndOfALongPath() {
    let style = TerminalStyle(colors: false, progress: true)
    let line = style.progressLine(12, of: 243, file: String(repeating: "deep/", count: 30) + "k08-a-long-scenario-name.json")
    #expect(line.hasPrefix("\r\u{1B}[2K[12/243] …"))
    #expect(line.hasSuffix("k08-a-long-scenario-name.json"))
    #expect(line.count - 5 <= 80)
  }
}
