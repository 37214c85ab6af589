import PushSim
import Testing

/// OneSignal on Android reads the TTL a data map's `ttl` header gave (`google.ttl` and
/// `google.sent_time`, which FCM adds to the bundle): the expiry of its notification row, and
/// so the restore after a reboot ("set a short TTL (time-to-live) or 0", the payload reference).
struct OneSignalTTLHeaderTests {
  /// A OneSignal Android data map with notification id `i`, without FCM's time keys.
  static func push(_ i: String, alert: String) -> String {
    #"{"custom":"{\"i\":\"\#(i)\"}","alert":"\#(alert)","title":"T"}"#
  }

  /// A push with a 60 s `ttl` header is not restored two minutes later; one without is.
  @Test func anExpiredPushIsNotRestoredAfterAReboot() throws {
    let (device, _) = OneSignalDeviceTests.android()
    try device.receive(json: Self.push("os-1", alert: "short lived"), headers: ["ttl": 60])
    try device.receive(json: Self.push("os-2", alert: "long lived"))
    #expect(device.tray.notifications.count == 2)
    device.advance(by: .seconds(120))
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(30))
    #expect(device.tray.notifications.map(\.id) == ["fcm-2"])
    let restored = device.events(named: "notification.restored").map { $0["id"] }
    #expect(restored == ["fcm-2"])
  }

  /// Within its TTL the push comes back as any other does.
  @Test func aPushWithinItsTTLIsRestored() throws {
    let (device, _) = OneSignalDeviceTests.android()
    try device.receive(json: Self.push("os-1", alert: "an hour"), headers: ["ttl": 3600])
    device.advance(by: .seconds(120))
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(30))
    #expect(device.tray.notifications.map(\.id) == ["fcm-1"])
  }

  /// The SDK's view has the header's TTL and FCM's send time (seconds).
  @Test func theSDKViewHasTheTTLAndSentTime() throws {
    let headers = try (["ttl": 60] as PushHeaders).validated()
    let push = try PushDecoder(platform: .android)
      .decode(Array(Self.push("os-1", alert: "Hi").utf8), headers: headers, sequence: 1).get()
    let outcome = OSNotificationDecoder().decode(push)
    let n = try #require(outcome.notification)
    #expect(n.ttl == 60)
    #expect(n.sentTime == DeviceOptions().clockEpochSeconds)
  }
}
