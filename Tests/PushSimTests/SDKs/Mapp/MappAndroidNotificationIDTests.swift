@testable import PushSim
import Testing

/// The Mapp Android SDK posts under `(System.currentTimeMillis() / 100).toInt()`
/// (`PushManagerImpl.createAndShowNotification`, docs/Mapp.md "The notification id (Android)"),
/// read from the device's virtual clock: pushes posted within the same tenth of a second share
/// an id, and Android replaces the first with the second.
struct MappAndroidNotificationIDTests {
  static func push(_ p: String, _ messageID: String) -> String {
    #"{"p":"\#(p)","push_title":"Sale \#(p)","big_text_body":"Today","google.message_id":"\#(messageID)"}"#
  }

  /// Two pushes 50 ms apart (the run starts on a whole second): the second replaces the first.
  @Test func twoPushesInTheSameTenthOfASecondLeaveOneNotification() throws {
    let (device, receiver) = MappDeviceTests.device(.android, .background)
    try device.receive(json: Self.push("1", "i1"))
    device.advance(by: .milliseconds(50))
    try device.receive(json: Self.push("2", "i2"))
    #expect(device.tray.notifications.map(\.id) == ["i2"])
    #expect(device.events(named: "notification.replaced").first?["replaced"] == "i1")
    #expect(receiver.broadcasts == ["onReceived 1", "onReceived 2"], "the SDK broadcasts both")
  }

  /// 200 ms apart: two ids, two notifications.
  @Test func twoPushesTwoTenthsApartLeaveTwo() throws {
    let (device, _) = MappDeviceTests.device(.android, .background)
    try device.receive(json: Self.push("1", "i1"))
    device.advance(by: .milliseconds(200))
    try device.receive(json: Self.push("2", "i2"))
    #expect(device.tray.notifications.map(\.id) == ["i1", "i2"])
    #expect(device.events(named: "notification.replaced").isEmpty)
  }

  /// It is the tenth of a second on the clock that counts, not the distance: 50 ms apart across
  /// a boundary (at 80 ms and 130 ms) are two ids.
  @Test func theTenthsAreTheClocksNotTheDistance() throws {
    let (device, _) = MappDeviceTests.device(.android, .background)
    device.advance(by: .milliseconds(80))
    try device.receive(json: Self.push("1", "i1"))
    device.advance(by: .milliseconds(50))
    try device.receive(json: Self.push("2", "i2"))
    #expect(device.tray.notifications.map(\.id) == ["i1", "i2"])
  }

  /// The id is the clock in tenths, wrapped to 32 bits as Kotlin's `Long.toInt()` does.
  @Test func theIdIsTheClockInTenthsCutTo32Bits() {
    #expect(MappNotificationID(unixMilliseconds: 1_234).value == 12)
    // 1 767 225 600 000 ms / 100 = 17 672 256 000, past Int32: its low 32 bits.
    #expect(MappNotificationID(unixMilliseconds: 1_767_225_600_000).value == Int32(truncatingIfNeeded: Int64(17_672_256_000)))
  }
}
