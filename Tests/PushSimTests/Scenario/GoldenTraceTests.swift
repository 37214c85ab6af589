import Foundation
import PushSim
import Testing

/// Golden traces: `--record` writes them, later runs compare and show a line diff.
struct GoldenTraceTests {
  @Test func pathIsBesideTheScenario() {
    #expect(GoldenTrace.path(forScenario: "Scenarios/ios/a.json") == "Scenarios/ios/a.trace.jsonl")
  }

  @Test func sameTraceIsNoMismatch() {
    #expect(GoldenTrace.mismatch(expected: "a\nb\n", actual: "a\nb\n", file: "f", steps: 1) == nil)
  }

  @Test func diffShowsRemovedAndAddedLinesWithContext() throws {
    let expected = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let actual = expected.replacingOccurrences(of: "line 5\n", with: "line five\n") + "line 11\n"
    let failure = try #require(GoldenTrace.mismatch(expected: expected, actual: actual, file: "g.trace.jsonl", steps: 3))
    #expect(failure.kind == "trace")
    #expect(failure.summary.contains("g.trace.jsonl"))
    #expect(failure.summary.contains("--record"))
    #expect(failure.details == ["…", "  line 3", "  line 4", "- line 5", "+ line five", "  line 6", "  line 7", "…", "  line 9", "  line 10", "+ line 11"])
  }

  @Test func recordThenCompareThenFailOnChange() throws {
    let scenario = scenarioText(steps: #"{"push":{"to":"phone","headers":{"apns-push-type":"alert"},"payload":{"aps":{"alert":"Hi"}}}},{"expect":{"events":[{"event":"notification.displayed"}]}}"#)
    let folder = try temporaryFolder(["Scenarios/a.json": scenario])
    let recorded = runCLI(["run", folder + "/Scenarios", "--record"])
    #expect(recorded.status == .success)
    let golden = folder + "/Scenarios/a.trace.jsonl"
    let text = try String(contentsOfFile: golden, encoding: .utf8)
    #expect(text.contains("notification.displayed"))
    #expect(runCLI(["run", folder + "/Scenarios"]).status == .success)
    try text.replacingOccurrences(of: "\"Hi\"", with: "\"Bye\"").write(toFile: golden, atomically: true, encoding: .utf8)
    let changed = runCLI(["run", folder + "/Scenarios"])
    #expect(changed.status == .failure)
    #expect(changed.out.contains("the trace differs from"))
    #expect(changed.out.contains("- {\"t\":0"))
    #expect(changed.out.contains("\"body\":\"Bye\""))
  }

  @Test func failingScenarioIsNotRecorded() throws {
    let scenario = scenarioText(steps: #"{"expect":{"events":[{"event":"notification.displayed"}]}}"#)
    let folder = try temporaryFolder(["Scenarios/a.json": scenario])
    #expect(runCLI(["run", folder + "/Scenarios", "--record"]).status == .failure)
    #expect(!FileManager.default.fileExists(atPath: folder + "/Scenarios/a.trace.jsonl"))
  }
}
