import Testing

@testable import PushSim

/// OneSignal on Android consumes a whole `grp` from its summary's intents: the delete intent of a
/// swipe and the content intent of a tap carry `summary`, so `NotificationRepository.markAsConsumed`
/// updates every row with `group_id = ?` (5.x; 3.x/4.x `NotificationOpenedProcessor
/// .markNotificationsConsumed`), not only the rows of the notifications shown. A row whose
/// notification is not on screen (refused past the app's limit here; shed, or cancelled by the
/// app, alike) is therefore no longer restored after a reboot.
struct OneSignalSummaryConsumesGroupTests {
  /// A device whose app may show three notifications, with A and B of `news` shown and C's post
  /// refused (A, B and the summary fill the limit); C's row stays as shown.
  static func deviceWithARefusedChild() throws -> SimulatedDevice {
    var options = DeviceOptions()
    options.androidMaxNotificationsPerApp = 3
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: options)
    for item in ["a", "b", "c"] {
      try device.receive(
        json: #"{"custom":"{\"i\":\"news-\#(item)\"}","alert":"Item \#(item)","grp":"news","google.message_id":"\#(item)"}"#)
    }
    #expect(device.events(named: "notification.suppressed").map { $0["id"] } == ["c"])
    #expect(device.tray.notification(id: "c") == nil)
    return device
  }

  static func row(_ device: SimulatedDevice, _ shownID: String) throws -> OneSignalNotificationStore.Row {
    let runtime = try #require(device.embeddedSDK as? OneSignalRuntime)
    return try #require(runtime.store.row(shownID: shownID))
  }

  /// Without the summary's swipe the refused child's row comes back after a reboot (os40).
  @Test func aRefusedChildIsRestoredWhenNothingConsumedTheGroup() throws {
    let device = try Self.deviceWithARefusedChild()
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(30))
    #expect(device.events(named: "notification.restored").contains { $0["id"] == "c" })
  }

  /// Swiping the summary away marks every row of the group dismissed, C's too, so the restore
  /// brings nothing of the group back.
  @Test func swipingTheSummaryDismissesRowsNotShown() throws {
    let device = try Self.deviceWithARefusedChild()
    try device.dismiss(.id("onesignal-summary-news"))
    #expect(device.tray.count == 0)
    for id in ["a", "b", "c"] { #expect(try Self.row(device, id).dismissed, "row \(id)") }
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(30))
    #expect(device.events(named: "notification.restored").isEmpty)
    #expect(device.tray.count == 0)
  }

  /// A tap on the summary marks every row of the group opened (`clearGroupOnSummaryClick`, on by
  /// default), C's too: it is not restored either.
  @Test func tappingTheSummaryOpensRowsNotShown() throws {
    let device = try Self.deviceWithARefusedChild()
    try device.tap(.id("onesignal-summary-news"))
    for id in ["a", "b", "c"] { #expect(try Self.row(device, id).opened, "row \(id)") }
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(30))
    #expect(device.events(named: "notification.restored").isEmpty)
  }

  /// Another group's rows are left alone.
  @Test func otherGroupsKeepTheirRows() throws {
    let device = try Self.deviceWithARefusedChild()
    let runtime = try #require(device.embeddedSDK as? OneSignalRuntime)
    runtime.store.insert(OneSignalNotificationStore.Row(
      notificationId: "sports-1", shownID: "s1", push: try OneSignal.push(#"{"google.message_id":"s1"}"#, platform: .android),
      groupKey: "sports", androidNotificationId: 7, createdTime: device.options.clockEpochSeconds,
      expireTime: device.options.clockEpochSeconds + 259_200, displayed: true))
    try device.dismiss(.id("onesignal-summary-news"))
    let sports = try Self.row(device, "s1")
    #expect(!sports.dismissed && !sports.opened)
  }
}
