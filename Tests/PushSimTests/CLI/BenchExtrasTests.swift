import Foundation
@testable import PushSim
import Testing

/// The parts of `pushsim bench` beyond the throughput: they must measure what they say (the
/// figures themselves are read by hand, never timed in tests).
struct BenchExtrasTests {
  /// The generated scenario has exactly the steps asked for and replays without a failure.
  @Test func generatedScenarioReplaysCleanly() {
    let scenario = BenchReplay.scenario(steps: 103)
    #expect(scenario.steps.count == 103)
    #expect(Set(scenario.steps.map(\.kind)) == ["push", "tap", "advance", "app", "expect"])
    #expect(ScenarioRunner().run(scenario).failure == nil)
    #expect(BenchReplay.stepsPerSecond(steps: 50).failure == nil)
  }

  /// The center figures run their operations on a center that keeps its size.
  @Test func centerCostsKeepTheCenterFull() throws {
    let costs = try #require(BenchCenter.costs(size: 500, operations: 200))
    #expect(costs.size == 500)
    #expect(costs.idLookup > 0 && costs.closeByTag > 0 && costs.collapse > 0)
  }

  /// The memory figure divides the heap growth by the notifications kept and compares it with
  /// the mean payload (a scripted counter: the process-wide one moves with parallel tests).
  @Test func memoryPerNotificationDividesTheHeapGrowth() throws {
    let lines = (0..<200).map { Array(#"{"aps":{"alert":"Message \#($0)"},"pad":"\#(String(repeating: "x", count: 300))"}"#.utf8) }
    var readings = [1_000, 1_000, 801_000]
    let memory = try #require(BenchCenter.memoryPerNotification(lines: lines) { readings.removeFirst() })
    #expect(memory.perNotification == 4_000)
    #expect(memory.received == Double(lines.map(\.count).reduce(0, +)) / 200)
    #expect(memory.counted == memory.received, "APNs counts the whole payload")
    #expect(BenchCenter.memoryPerNotification(lines: lines) { 0 } == nil, "no heap counter: no figure")
  }

  /// An FCM HTTP v1 body is received whole, but FCM counts only its data and notification: the
  /// figure gives both sizes.
  @Test func memoryPerNotificationGivesBothSizesOfAnFCMv1Body() throws {
    let lines = (0..<50).map { n in
      Array(#"{"message":{"token":"tok-\#(n)","notification":{"title":"T","body":"B \#(n)"},"android":{"notification":{"tag":"t\#(n)"}},"data":{"k":"v"}}}"#.utf8)
    }
    var readings = [1_000, 1_000, 51_000]
    let memory = try #require(BenchCenter.memoryPerNotification(lines: lines) { readings.removeFirst() })
    #expect(memory.perNotification == 1_000)
    #expect(memory.received == Double(lines.map(\.count).reduce(0, +)) / 50)
    #expect(memory.counted < memory.received - 40, "FCM counted \(memory.counted) of \(memory.received) bytes")
  }

  /// The Android lines for the second memory figure: each FCM v1 body's Android tag gets the
  /// line number, so no two replace each other; iOS lines are left out, other Android lines
  /// kept as they are.
  @Test func androidLinesWithUniqueTags() throws {
    let lines = [
      ##"{"message":{"token":"a","notification":{"title":"T"},"android":{"notification":{"tag":"t1","color":"#ff0000"}}}}"##,
      #"{"aps":{"alert":"x"}}"#,
      #"{"message":{"token":"b","notification":{"title":"T"},"android":{"notification":{"tag":"t1"}}}}"#,
      #"{"google.message_id":"m","gcm.n.title":"T"}"#,
    ].map { Array($0.utf8) }
    let rewritten = BenchCenter.androidLinesWithUniqueTags(lines)
    #expect(rewritten.count == 3)
    let tags = try rewritten.prefix(2).map { try JSONValue.parse($0)["message"]?["android"]?["notification"]?["tag"] }
    #expect(tags == [.string("t1-0"), .string("t1-2")])
    #expect(try JSONValue.parse(rewritten[0])["message"]?["android"]?["notification"]?["color"] == .string("#ff0000"))
    #expect(try JSONValue.parse(rewritten[2]) == JSONValue.parse(lines[3]))
    // Delivered, all of them stay shown.
    var readings = [1_000, 1_000, 3_000]
    let memory = try #require(BenchCenter.memoryPerNotification(lines: rewritten) { readings.removeFirst() })
    #expect(memory.perNotification == 1_000, "two notifications shown, the data map shows nothing")
  }

  /// The stages timed alone by --stages see the payloads the whole path sees: the parse
  /// passes every well-formed one, decoding refuses what the decoder refuses.
  @Test func stagesRunTheFirstStagesAlone() {
    let lines = [
      #"{"aps":{"alert":"Hi"}}"#, #"{"message":{"notification":{"title":"T"}}}"#, #"{"k":"v"}"#,
      #"{"aps":"not a dictionary"}"#, #"{"k":1}"#, #"{"aps":"#,
    ].map { Array($0.utf8) }
    let workload = BenchWorkload(lines: lines)
    #expect(workload.runOnce(upTo: .parse) == 5)
    #expect(workload.runOnce(upTo: .decode) == 3)
    #expect(workload.runOnce() == 6, "the devices handle every payload, a refused one with push.rejected")
  }

  /// --stages adds a line per stage after the ratio.
  @Test func stagesOptionPrintsAStageLineEach() throws {
    let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("bench-stages-\(UInt64.random(in: 0...UInt64.max)).jsonl")
    try Data(#"{"aps":{"alert":"Hi"}}"#.utf8 + [0x0A] + #"{"k":"v"}"#.utf8).write(to: corpus)
    defer { try? FileManager.default.removeItem(at: corpus) }
    let result = runCLI(["bench", "--corpus", corpus.path, "--seconds", "0.01", "--steps", "0", "--center", "0", "--stages"])
    #expect(result.status == .success)
    let lines = result.out.split(separator: "\n")
    let ratio = try #require(lines.firstIndex { $0.hasPrefix("ratio:") })
    #expect(lines[ratio + 1].hasPrefix("  stage alone, JSON parse:") && lines[ratio + 1].contains("payloads/s"))
    #expect(lines[ratio + 2].hasPrefix("  stage alone, parse + decode:") && lines[ratio + 2].contains("payloads/s"))
  }

  /// --steps and --center are checked.
  @Test func stepsAndCenterArgumentsAreChecked() {
    #expect(runCLI(["bench", "--steps", "-1"]).err.contains("'--steps' takes a number of steps"))
    #expect(runCLI(["bench", "--center", "10,x"]).err.contains("'--center' takes sizes"))
    #expect(runCLI(["bench", "--center", "10,x"]).status == .usage)
  }
}
