import Foundation
import PushSim
import Testing

/// A scenario cannot keep the runner busy forever: caps on virtual time, steps and timers fired,
/// each with a failure naming the cap (issue #7 item 4).
struct RunCapsTests {
  static func run(_ steps: String, runner: ScenarioRunner = ScenarioRunner()) throws -> ScenarioResult {
    runner.run(try ScenarioLoader().load(bytes: Array(scenarioText(steps: steps).utf8), file: "caps.json"))
  }

  @Test func virtualTimeIsCapped() throws {
    let once = try Self.run(#"{"advance":"401d"}"#)
    #expect(once.failure?.summary == "advancing by 401d passes the cap of 400d of virtual time per scenario")
    #expect(once.failure?.step == 1)
    let repeated = try Self.run(Array(repeating: #"{"advance":"100d"}"#, count: 5).joined(separator: ","))
    #expect(repeated.failure?.step == 5)
    #expect(repeated.failure?.summary.contains("passes the cap of 400d") == true)
    #expect(try Self.run(Array(repeating: #"{"advance":"100d"}"#, count: 4).joined(separator: ",")).passed)
  }

  @Test func stepsAreCapped() throws {
    var runner = ScenarioRunner()
    runner.maxSteps = 3
    let result = try Self.run(Array(repeating: #"{"advance":"1s"}"#, count: 4).joined(separator: ","), runner: runner)
    #expect(result.failure?.summary == "the scenario has 4 steps; the cap is 3 steps per scenario")
    #expect(result.failure?.kind == "steps")
  }

  /// With a cap of 0 timers, every bundled scenario either needs no timer or fails at an
  /// `advance` (or a step with timers due at its instant) naming the cap; some do need timers,
  /// so the cap is really checked.
  @Test func timersFiredAreCapped() throws {
    var runner = ScenarioRunner()
    runner.maxTasks = 0
    var capped = 0
    for path in bundledScenarioFiles() {
      guard let scenario = try? ScenarioLoader().load(file: path) else { continue }
      let result = runner.run(scenario)
      // At an `advance`, or at the step whose own instant has timers due (an extension or a
      // handler that finishes at once).
      guard let failure = result.failure, failure.summary.contains("more than the cap of 0 timers per scenario") else { continue }
      #expect(failure.kind == "advance" || failure.summary.hasPrefix("the timers due at "), "\(failure.summary)")
      capped += 1
    }
    #expect(capped > 10)
  }

  /// A task that reschedules itself at the same instant never lets time pass; the task cap
  /// stops it where the time cap cannot.
  @Test func aTimerReschedulingItselfAtTheSameInstantIsStopped() {
    let scheduler = Scheduler()
    var pending: ScheduledTask?
    func again() { pending = scheduler.schedule(after: .zero) { again() } }
    again()
    // The timer's closure holds the scheduler, which holds the closure: cancelling the pending
    // one at the end breaks that cycle (LeakSanitizer reported it).
    defer { if let pending { scheduler.cancel(pending) } }
    #expect(throws: SchedulerError.taskLimitExceeded(limit: 1_000, pending: 1)) {
      try scheduler.advance(to: SimInstant.zero.advanced(by: .seconds(1)), maxTasks: 1_000)
    }
    #expect(scheduler.tasksRun == 1_000)
    #expect(scheduler.now == .zero)
    let message = SchedulerError.taskLimitExceeded(limit: 1_000, pending: 1).description
    #expect(message.hasPrefix("advance(to:maxTasks:) stopped after running its limit of 1000 tasks with 1 task still pending"))
    let simulation = Simulation()
    var fired = 0
    simulation.scheduler.schedule(after: .seconds(2)) { fired += 1 }
    #expect(throws: Never.self) { try simulation.advance(by: .seconds(5), maxTasks: 1) }
    #expect(fired == 1)
    #expect(simulation.now == SimInstant.zero.advanced(by: .seconds(5)))
  }
}

/// Every `*.json` file below `Scenarios/`, sorted.
func bundledScenarioFiles() -> [String] {
  (FileManager.default.enumerator(atPath: scenariosFolder)?.allObjects as? [String] ?? [])
    .filter { $0.hasSuffix(".json") }.map { scenariosFolder + "/" + $0 }.sorted()
}
