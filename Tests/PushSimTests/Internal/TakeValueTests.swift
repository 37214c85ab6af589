import Testing

@testable import PushSim

/// `takeValue(_:leaving:)` returns the variable's value and leaves the placeholder in it.
struct TakeValueTests {
  @Test func returnsTheValueAndLeavesThePlaceholder() {
    var message = RemoteMessage(data: [("k", "v")], rawData: FCMDataMap([("k", "v"), ("from", "s")]))
    message.messageId = "m1"
    let copy = message
    let taken = takeValue(&message, leaving: RemoteMessage(data: [], rawData: FCMDataMap([])))
    #expect(String(describing: taken) == String(describing: copy))
    #expect(taken.messageId == "m1" && taken.data.map(\.key) == ["k"])
    #expect(message.messageId == nil && message.data.isEmpty && message.rawData.entries.isEmpty)
  }
}
