import Foundation
import Testing

@testable import PushSim

/// The fuzzer's bound is processor time, so a case is not reported because the machine is busy
/// (a long run beside two builds reported 91 cases on the wall clock that took 0.01–0.3 s
/// alone). Waiting uses none of it; computing does.
struct ThreadCPUTimeTests {
  @Test func waitingUsesNoProcessorTime() throws {
    let (processor, wall) = ThreadCPUTime.measure { Thread.sleep(forTimeInterval: 0.2) }
    #expect(wall >= .milliseconds(200))
    let used = try #require(processor, "Linux and Darwin have a thread clock")
    #expect(used < .milliseconds(100), "sleeping used \(used)")
  }

  @Test func computingIsCounted() throws {
    var sum: UInt64 = 0
    let (processor, _) = ThreadCPUTime.measure {
      for value in 0..<UInt64(2_000_000) { sum &+= value &* value }
    }
    #expect(sum != 0)
    let used = try #require(processor)
    #expect(used > .zero)
  }
}
