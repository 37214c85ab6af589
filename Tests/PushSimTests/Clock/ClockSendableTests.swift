import Testing

import PushSim

struct ClockSendableTests {
  /// The clock's value types cross isolation domains unchanged (this only compiles while they are `Sendable`).
  @Test func valueTypesCrossIsolationDomains() async throws {
    let instant = SimInstant(offset: .seconds(1))
    let generator = SplitMix64(seed: 3)
    let parseError = DurationText.ParseError(text: "x", reason: .expectedNumberAndUnit)
    let schedulerError = SchedulerError.timeLimitExceeded(limit: .seconds(1), pending: 2)
    let task = Scheduler().schedule(after: .zero) {}
    let result = await Task.detached {
      var copy = generator
      return (instant.advanced(by: .seconds(1)), copy.next(), parseError, schedulerError, task)
    }.value
    var local = generator
    #expect(result.0 == SimInstant(offset: .seconds(2)))
    #expect(result.1 == local.next())
    #expect(result.2 == parseError)
    #expect(result.3 == schedulerError)
    #expect(result.4 == task)
  }
}
