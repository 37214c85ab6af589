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

  /// The memory figure counts each stored notification's heap bytes against its payload's.
  @Test func memoryPerNotificationIsMeasured() throws {
    let lines = (0..<200).map { Array(#"{"aps":{"alert":"Message \#($0)"},"pad":"\#(String(repeating: "x", count: 300))"}"#.utf8) }
    #if os(Linux)
      let memory = try #require(BenchCenter.memoryPerNotification(lines: lines))
      #expect(memory.payload == Double(lines[0].count) || memory.payload > 300)
      #expect(memory.perNotification > memory.payload, "a stored notification holds at least its payload's bytes")
    #endif
  }

  /// --steps and --center are checked.
  @Test func stepsAndCenterArgumentsAreChecked() {
    #expect(runCLI(["bench", "--steps", "-1"]).err.contains("'--steps' takes a number of steps"))
    #expect(runCLI(["bench", "--center", "10,x"]).err.contains("'--center' takes sizes"))
    #expect(runCLI(["bench", "--center", "10,x"]).status == .usage)
  }
}
