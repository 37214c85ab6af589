import Testing

@testable import PushSim

/// OneSignal on Android posts each notification with `notify(androidNotificationId, …)` and no
/// tag, so Android replaces a notification only when a new one takes its Android id: a collapse
/// id's notification takes the id of the row shown with it (`getAndroidIdFromCollapseKey`:
/// `collapse_id = ?`, neither dismissed nor opened), a restored one keeps its row's. The tray
/// follows the Android id, not the collapse id itself.
struct OneSignalAndroidIDReplacementTests {
  static func push(_ i: String, messageID: String, collapseKey: String? = "order-42") -> String {
    let collapse = collapseKey.map { #","collapse_key":"\#($0)""# } ?? ""
    return #"{"custom":"{\"i\":\"\#(i)\"}","alert":"\#(i)","google.message_id":"\#(messageID)"\#(collapse)}"#
  }

  static func device() -> SimulatedDevice {
    SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
  }

  /// The restored notification keeps its row's Android id, so an update with its collapse id
  /// replaces it, as it replaces the notification before a reboot. It used to be shown beside it.
  @Test func anUpdateReplacesARestoredNotification() throws {
    let device = Self.device()
    try device.receive(json: Self.push("n-1", messageID: "m1"))
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(60))
    #expect(device.events(named: "notification.restored").map { $0["id"] } == ["m1"])
    try device.receive(json: Self.push("n-2", messageID: "m2"))
    #expect(device.events(named: "notification.replaced").map { $0["replaced"] } == ["m1"])
    #expect(device.tray.notifications.map(\.id) == ["m2"])
  }

  /// A new process deletes rows older than a week (`deleteExpiredNotifications`): the collapse
  /// id then finds no row, the update draws a new Android id, and Android shows both. A later
  /// update replaces the new one only.
  @Test func anUpdateAfterTheRowWasDeletedIsShownBesideTheOldNotification() throws {
    let device = Self.device()
    try device.receive(json: Self.push("n-1", messageID: "m1"))
    device.advance(by: .seconds(8 * 86_400))
    try device.perform(.kill)
    try device.receive(json: Self.push("n-2", messageID: "m2"))
    try device.receive(json: Self.push("n-3", messageID: "m3"))
    #expect(device.tray.notifications.map(\.id) == ["m1", "m3"])
    #expect(device.events(named: "notification.replaced").map { $0["replaced"] } == ["m2"])
  }

  /// Within the week, in the same process, the collapse id's update replaces the notification,
  /// and notifications without a collapse id never replace one another.
  @Test func aCollapseIDReplacesWhileTheRowLives() throws {
    let device = Self.device()
    try device.receive(json: Self.push("n-1", messageID: "m1"))
    try device.receive(json: Self.push("n-2", messageID: "m2"))
    try device.receive(json: Self.push("n-3", messageID: "m3", collapseKey: nil))
    try device.receive(json: Self.push("n-4", messageID: "m4", collapseKey: nil))
    #expect(device.tray.notifications.map(\.id) == ["m2", "m3", "m4"])
  }
}
