import Testing

@testable import PushSim

/// The FCM SDK's queue of the last ten message ids (R-A-4).
struct FCMRecentMessageIDsTests {
  /// Which of `ids`, inserted in turn, were new.
  static func added(_ ids: [String], to queue: inout FCMRecentMessageIDs) -> [Bool] {
    ids.map { queue.insert($0) }
  }

  /// A queued id is a duplicate; the eleventh id pushes the oldest out, which is then new again.
  @Test func keepsTheLastTenIds() {
    var queue = FCMRecentMessageIDs()
    #expect(Self.added((1...10).map { "m\($0)" }, to: &queue) == Array(repeating: true, count: 10))
    #expect(Self.added(["m1", "m10", "m11"], to: &queue) == [false, false, true])
    #expect(queue.ids == (2...11).map { "m\($0)" })
    #expect(Self.added(["m1", "m11"], to: &queue) == [true, false], "m1 had left the queue")
    queue.removeAll()
    #expect(queue.ids.isEmpty)
    #expect(Self.added(["m11"], to: &queue) == [true])
    // Refilled past ten after the reset: the oldest goes first again.
    #expect(Self.added((12...21).map { "m\($0)" }, to: &queue).allSatisfy { $0 })
    #expect(queue.ids == (12...21).map { "m\($0)" })
    #expect(Self.added(["m11", "m12"], to: &queue) == [true, true], "m11 then m12 had left")
  }

  /// The queue keeps the last ten in order however many times it has turned over, and forgets
  /// each id exactly when ten newer ones have come.
  @Test func keepsOrderAcrossManyTurns() {
    var queue = FCMRecentMessageIDs()
    #expect(Self.added((1...37).map { "m\($0)" }, to: &queue).allSatisfy { $0 })
    #expect(queue.ids == (28...37).map { "m\($0)" })
    #expect(Self.added(["m27", "m28", "m37"], to: &queue) == [true, true, false], "m27 had gone; m28 went when m27 came back")
    #expect(queue.ids == (30...37).map { "m\($0)" } + ["m27", "m28"])
  }

  /// Ids compare scalar for scalar, as Java's `String.equals` does: a precomposed and a
  /// decomposed "é" are two ids.
  @Test func idsCompareScalarForScalar() {
    var queue = FCMRecentMessageIDs()
    #expect(Self.added(["caf\u{E9}", "cafe\u{301}", "caf\u{E9}", "cafe\u{301}"], to: &queue) == [true, true, false, false])
  }

  /// On a device: the same FCM message id delivered twice reaches the app once.
  @Test func aDuplicateDeliveryIsDropped() throws {
    let device = SimulatedDevice(id: "a", platform: .android, state: .foreground, simulation: Simulation())
    let payload = #"{"google.message_id":"m1","k":"v"}"#
    try device.receive(json: payload)
    try device.receive(json: payload)
    let drops = device.simulation.trace.events.filter { $0.name == "push.dropped" }
    #expect(drops.count == 1)
    #expect(drops.first?["reason"] == "duplicate")
  }
}
