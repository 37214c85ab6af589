import Testing

@testable import PushSim

/// OneSignal on Android and the week its rows live, on the device's clock: the restore takes only
/// rows created in the last 7 days (`NotificationQueryHelper.recentUninteractedWithNotificationsWhere`:
/// `created_time > now - 604800`), and the SDK's start in a process deletes the rows created
/// before that (`NotificationRepository.deleteExpiredNotifications`, `NOTIFICATION_CACHE_DATA_LIFETIME`
/// 604800; 4.x `OSNotificationDataController.cleanOldCachedData`).
struct OneSignalSevenDayRowsTests {
  static let week: Int64 = 604_800

  /// A push of notification id `i` with a 28-day TTL from the device's clock, so that only the
  /// week, not the TTL, keeps it from a restore.
  static func push(_ i: String, messageID: String, sentAt: Int64) -> String {
    #"{"custom":"{\"i\":\"\#(i)\"}","alert":"\#(i)","google.message_id":"\#(messageID)","google.sent_time":"\#(sentAt * 1000)","google.ttl":"2419200"}"#
  }

  static func device() -> SimulatedDevice {
    SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
  }

  static func runtime(_ device: SimulatedDevice) throws -> OneSignalRuntime {
    try #require(device.embeddedSDK as? OneSignalRuntime)
  }

  @Test func theConstantsAreOneWeek() {
    #expect(OneSignalRuntime.restoreWindowSeconds == 7 * 24 * 3600)
    #expect(OneSignalRuntime.cacheDataLifetimeSeconds == 7 * 24 * 3600)
  }

  /// The restore's window is strict: a row created exactly 7 days ago is left out, one a second
  /// younger is restored.
  @Test func theRestoreTakesRowsYoungerThanAWeek() throws {
    let device = Self.device()
    let start = device.options.clockEpochSeconds
    try device.receive(json: Self.push("n-1", messageID: "m1", sentAt: start))
    let store = try Self.runtime(device).store
    #expect(store.restorable(at: start + Self.week - 1, shownIDs: []).map(\.shownID) == ["m1"])
    #expect(store.restorable(at: start + Self.week, shownIDs: []).isEmpty)
  }

  /// Within the week a reboot restores the notification; past it, nothing comes back.
  @Test func aRebootPastAWeekRestoresNothing() throws {
    let young = Self.device()
    try young.receive(json: Self.push("n-1", messageID: "m1", sentAt: young.options.clockEpochSeconds))
    young.advance(by: .seconds(6 * 86_400))
    young.reboot()
    young.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    young.advance(by: .seconds(30))
    #expect(young.events(named: "notification.restored").map { $0["id"] } == ["m1"])

    let old = Self.device()
    try old.receive(json: Self.push("n-1", messageID: "m1", sentAt: old.options.clockEpochSeconds))
    old.advance(by: .seconds(8 * 86_400))
    old.reboot()
    old.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    old.advance(by: .seconds(30))
    #expect(old.events(named: "notification.restored").isEmpty)
    #expect(old.tray.count == 0)
  }

  /// A new process deletes the rows older than a week and keeps the others; a process that keeps
  /// running deletes nothing.
  @Test func aNewProcessDeletesRowsOlderThanAWeek() throws {
    let device = Self.device()
    let start = device.options.clockEpochSeconds
    try device.receive(json: Self.push("old", messageID: "m1", sentAt: start))
    device.advance(by: .seconds(2 * 86_400))
    try device.receive(json: Self.push("young", messageID: "m2", sentAt: start + 2 * 86_400))
    device.advance(by: .seconds(6 * 86_400))
    let runtime = try Self.runtime(device)
    #expect(runtime.store.rows.map(\.notificationId) == ["old", "young"])
    try device.perform(.kill)
    #expect(runtime.store.rows.count == 2)
    try device.perform(.open)
    #expect(runtime.store.rows.map(\.notificationId) == ["young"])
    #expect(runtime.store.row(shownID: "m2")?.notificationId == "young")
    #expect(runtime.store.row(shownID: "m1") == nil)
  }

  /// A notification id whose row was deleted is new to the SDK: sent again, it is shown, where
  /// in the same process, or within the week, it is a duplicate.
  @Test func anIdSeenMoreThanAWeekAgoIsNewAfterTheCleanup() throws {
    let device = Self.device()
    try device.receive(json: Self.push("n-1", messageID: "m1", sentAt: device.options.clockEpochSeconds))
    device.advance(by: .seconds(8 * 86_400))
    try device.receive(json: Self.push("n-1", messageID: "m2", sentAt: device.options.clockEpochSeconds + 8 * 86_400))
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["duplicate"])
    try device.perform(.kill)
    try device.receive(json: Self.push("n-1", messageID: "m3", sentAt: device.options.clockEpochSeconds + 8 * 86_400))
    #expect(device.events(named: "push.dropped").count == 1)
    #expect(device.tray.notification(id: "m3") != nil)
  }
}
