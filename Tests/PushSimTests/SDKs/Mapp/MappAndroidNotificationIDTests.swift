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

  /// The id is the clock in tenths, wrapped to 32 bits as Kotlin's `Long.toInt()` does. Review:
  /// the expected values are written out (the earlier check computed them as the code does).
  @Test func theIdIsTheClockInTenthsCutTo32Bits() {
    #expect(MappNotificationID(unixMilliseconds: 1_234).value == 12)
    // 1 767 225 600 000 ms / 100 = 17 672 256 000 = 4 × 2^32 + 492 386 816.
    #expect(MappNotificationID(unixMilliseconds: 1_767_225_600_000).value == 492_386_816)
    #expect(MappNotificationID(epochSeconds: 1_767_225_600, now: .zero).value == 492_386_816)
    // 2^31 tenths: the sign bit set, a negative id, as `toInt()` gives.
    #expect(MappNotificationID(unixMilliseconds: 214_748_364_800).value == Int32.min)
    #expect(MappNotificationID(unixMilliseconds: 214_748_364_799).value == Int32.max)
    // 2^32 tenths wrap to 0.
    #expect(MappNotificationID(unixMilliseconds: 429_496_729_600).value == 0)
  }

  /// Review: before 1970, Kotlin's `Long` division truncates towards zero, and so does this:
  /// -99 ms to 99 ms share the id 0, -100 ms is -1.
  @Test func aClockBefore1970TruncatesTowardsZero() {
    #expect(MappNotificationID(unixMilliseconds: -50).value == 0)
    #expect(MappNotificationID(unixMilliseconds: -99).value == 0)
    #expect(MappNotificationID(unixMilliseconds: -100).value == -1)
    #expect(MappNotificationID(unixMilliseconds: -150).value == -1)
    #expect(MappNotificationID(epochSeconds: -1, now: .zero).value == -10)
  }

  /// Review: the tap opens the push that replaced the first, which leaves the tray; after a
  /// reboot (the tray cleared) a push in the same tenth is shown, not a replacement. (All at
  /// one instant: the clock does not move.)
  @Test func theReplacingNotificationIsTheOneTappedAndARebootClearsIt() throws {
    let (device, receiver) = MappDeviceTests.device(.android, .background)
    try device.receive(json: Self.push("1", "i1"))
    try device.receive(json: Self.push("2", "i2"))
    try device.tap()
    #expect(device.tray.notifications.isEmpty)
    #expect(receiver.broadcasts == ["onReceived 1", "onReceived 2", "onOpened 2"])
    try device.perform(.background)
    try device.receive(json: Self.push("3", "i3"))
    #expect(device.tray.notifications.map(\.id) == ["i3"], "the first tenth's id is free again once the tap removed i2")
    device.reboot()
    #expect(device.tray.notifications.isEmpty)
    try device.receive(json: Self.push("4", "i4"))  // held until the first unlock (Direct Boot)
    device.unlock()
    #expect(device.tray.notifications.map(\.id) == ["i4"])
    #expect(device.events(named: "notification.replaced").map { $0["replaced"] } == ["i1"])
  }
}
