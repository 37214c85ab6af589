import PushSim
import Testing

/// Android's per-app limit (AOSP `MAX_PACKAGE_NOTIFICATIONS`, ``DeviceOptions/androidMaxNotificationsPerApp``)
/// and OneSignal's clearing under it (`NotificationLimitManager`, 49).
struct AndroidNotificationLimitTests {
  /// An FCM notification message, with a tag when given.
  static func fcm(_ id: String, tag: String? = nil) -> String {
    let tagPair = tag.map { #","gcm.n.tag":"\#($0)""# } ?? ""
    return #"{"gcm.n.e":"1","gcm.n.title":"N \#(id)","google.message_id":"\#(id)"\#(tagPair)}"#
  }

  static func android(limit: Int? = nil, sdk: SDK? = nil, autoGroup: Bool = false) -> SimulatedDevice {
    // Its OneSignal tests post faster than Android's rate limit on updates allows: dozens of
    // groupless reposts in one instant, a group's restore at 10 posts a second (AndroidEnqueueRateTests).
    var options = DeviceOptions.oneInstant
    if let limit { options.androidMaxNotificationsPerApp = limit }
    if !autoGroup { options.androidAutoGroupAtCount = 0 }
    let device = SimulatedDevice(platform: .android, sdk: sdk, state: .background, options: options)
    device.setDelegate(RecordingDelegate())
    return device
  }

  /// The 51st new notification is not posted; the first 50 stay.
  @Test func aNewNotificationPastFiftyIsNotPosted() throws {
    let device = Self.android()
    for n in 1...51 { try device.receive(json: Self.fcm("m\(n)")) }
    #expect(device.tray.count == 50)
    #expect(device.tray.notification(id: "m51") == nil)
    let suppressed = device.events(named: "notification.suppressed")
    #expect(suppressed.count == 1)
    #expect(suppressed.first?["id"] == "m51")
    #expect(suppressed.first?["reason"] == "packageLimit")
  }

  /// The system's bundle summary (R-A-24) is one of the app's 50: 49 of its own are shown.
  @Test func theSystemsBundleSummaryCounts() throws {
    let device = Self.android(autoGroup: true)
    for n in 1...50 { try device.receive(json: Self.fcm("m\(n)")) }
    #expect(device.tray.count == 49)
    #expect(device.events(named: "notification.suppressed").map { $0["id"] } == ["m50"])
  }

  /// An update of a shown notification (same tag) still goes through at the limit.
  @Test func anUpdateAtTheLimitIsPosted() throws {
    let device = Self.android(limit: 3)
    try device.receive(json: Self.fcm("m1", tag: "score"))
    try device.receive(json: Self.fcm("m2"))
    try device.receive(json: Self.fcm("m3"))
    try device.receive(json: Self.fcm("m4", tag: "score"))
    #expect(device.tray.notifications.map(\.id) == ["m2", "m3", "m4"])
    #expect(device.events(named: "notification.suppressed").isEmpty)
    try device.receive(json: Self.fcm("m5", tag: "other"))
    #expect(device.events(named: "notification.suppressed").map { $0["id"] } == ["m5"])
  }

  /// 0 is no limit; the option is Android's only.
  @Test func zeroIsNoLimit() throws {
    let device = Self.android(limit: 0)
    for n in 1...60 { try device.receive(json: Self.fcm("m\(n)")) }
    #expect(device.tray.count == 60)
    DeviceOptions.expectAndroidOnly("androidMaxNotificationsPerApp", \.androidMaxNotificationsPerApp, default: 50, settable: 7)
  }

  /// OneSignal pushes `from...to` (`os-n`, ids `mn`), a second apart when `spaced` (OneSignal's
  /// `Notification.when` is the second the push was processed).
  static func receiveOneSignal(_ range: ClosedRange<Int>, on device: SimulatedDevice, spaced: Bool = true) throws {
    for n in range {
      if spaced { device.advance(by: .seconds(1)) }
      try device.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)"))
    }
  }

  /// OneSignal cancels its oldest before it posts, marks them dismissed, and a reboot does not
  /// bring them back. A groupless notification joining the groupless bundle (three or more
  /// groupless shown) makes room for two, itself and the bundle's summary, as one with a `grp`
  /// does (`NotificationDisplayer` assigns the group first): 48 stay, the summary counting.
  @Test func oneSignalStaysUnderFortyNineAndForgetsTheCleared() throws {
    let device = Self.android(sdk: .onesignal, autoGroup: true)
    try Self.receiveOneSignal(1...52, on: device)
    #expect(device.tray.count == 48)
    #expect(device.events(named: "notification.suppressed").isEmpty)
    let cleared = device.events(named: "notification.removed").filter { $0["reason"] == "notificationLimit" }
    #expect(cleared.map { $0["id"] } == ["m1", "m2", "m3", "m4", "m5"])
    #expect(device.tray.notification(id: "onesignal-summary-os_group_undefined") != nil)
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(60))
    let restored = Set(device.tray.notifications.map(\.id))
    #expect(restored.isDisjoint(with: ["m1", "m2", "m3", "m4", "m5"]))
    #expect(restored.contains("m52"))
  }

  /// A notification with a group makes room for two (itself and its summary).
  @Test func oneSignalMakesRoomForTwoInAGroup() throws {
    let device = Self.android(sdk: .onesignal, autoGroup: true)
    try Self.receiveOneSignal(1...47, on: device)
    #expect(device.tray.count == 48)  // 47 and the groupless summary
    try device.receive(json: OneSignalDeviceTests.push("os-g", id: "g1", extra: ["grp": "chat"]))
    let cleared = device.events(named: "notification.removed").filter { $0["reason"] == "notificationLimit" }
    #expect(cleared.map { $0["id"] } == ["m1"])
  }

  /// The SDK sorts by `Notification.when` in a map keyed by it: notifications processed in the
  /// same second are one entry, the last posted of them, so a burst loses its newest first and
  /// at most one of them per post; when two must go, only one does and the app reaches 50.
  @Test func oneSignalClearsOneNotificationPerSecondOfWhen() throws {
    let burst = Self.android(sdk: .onesignal, autoGroup: true)
    try Self.receiveOneSignal(1...52, on: burst, spaced: false)
    let cleared = burst.events(named: "notification.removed").filter { $0["reason"] == "notificationLimit" }
    #expect(cleared.map { $0["id"] } == ["m47", "m48", "m49", "m50", "m51"])
    #expect(burst.tray.count == 48)
    // 46 in a group with its summary, then two groupless (room for one each): 49 shown.
    let twoNeeded = Self.android(sdk: .onesignal, autoGroup: true)
    for n in 1...46 { try twoNeeded.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)", extra: ["grp": "chat"])) }
    for n in ["a", "b"] { try twoNeeded.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)")) }
    #expect(twoNeeded.tray.count == 49)
    try twoNeeded.receive(json: OneSignalDeviceTests.push("os-g", id: "g1", extra: ["grp": "other"]))
    let one = twoNeeded.events(named: "notification.removed").filter { $0["reason"] == "notificationLimit" }
    #expect(one.map { $0["id"] } == ["mb"])
    #expect(twoNeeded.tray.count == 50)  // g1 and its group's summary: one over the SDK's 49
    let spaced = Self.android(sdk: .onesignal, autoGroup: true)
    try Self.receiveOneSignal(1...48, on: spaced)
    try spaced.receive(json: OneSignalDeviceTests.push("os-g", id: "g1", extra: ["grp": "chat"]))
    let two = spaced.events(named: "notification.removed").filter { $0["reason"] == "notificationLimit" }
    #expect(two.map { $0["id"] } == ["m1", "m2"])
  }

  /// A restored notification keeps its row's `created_time` as `when`
  /// (`NotificationRestoreProcessor`), so it is older than its posting order says: the restore
  /// posts m2 before m1 (newest first), and m1 is still the first to go.
  @Test func oneSignalRestoredNotificationIsAsOldAsItsRow() throws {
    let device = Self.android(sdk: .onesignal, autoGroup: true)
    try Self.receiveOneSignal(1...2, on: device)
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(60))
    #expect(device.tray.notifications.map(\.id) == ["m2", "m1"])
    try Self.receiveOneSignal(3...50, on: device)
    let cleared = device.events(named: "notification.removed").filter { $0["reason"] == "notificationLimit" }
    #expect(cleared.map { $0["id"] }.prefix(2) == ["m1", "m2"])
  }

  /// A restored notification is displayed as a new one is (`NotificationDisplayer.showNotification`
  /// calls `clearOldestOverLimit`): past 49 the restore clears the oldest shown by `when`, which
  /// is the notification it restored just before (a restored one's `when` is its row's
  /// `created_time`, and the restore goes newest first). The cleared are marked dismissed: the
  /// next restore leaves them out.
  @Test func oneSignalRestoreClearsTheOldestToKeepFortyNine() throws {
    let device = Self.android(sdk: .onesignal, autoGroup: true)
    for n in 1...40 {
      device.advance(by: .seconds(1))
      try device.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)", extra: ["grp": "chat"]))
    }
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(1))
    for n in 1...20 { try device.receive(json: OneSignalDeviceTests.push("os-p\(n)", id: "p\(n)", extra: ["grp": "chat"])) }
    #expect(device.tray.count == 21)  // p1...p20 and the group's summary
    device.advance(by: .seconds(60))
    #expect(device.events(named: "notification.restored").compactMap { $0["id"]?.stringValue } == (1...40).reversed().map { "m\($0)" })
    let cleared = device.events(named: "notification.removed").filter { $0["reason"] == "notificationLimit" }
    // The 28th restored (m13) finds 48 shown and must make room for two (itself, its summary).
    #expect(cleared.compactMap { $0["id"]?.stringValue } == (2...14).reversed().map { "m\($0)" })
    #expect(device.events(named: "notification.suppressed").isEmpty)
    #expect(device.tray.count == 48)
    #expect(device.tray.notification(id: "m1") != nil && device.tray.notification(id: "m14") == nil)
    let restoredBefore = device.events(named: "notification.restored").count
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(60))
    let again = device.events(named: "notification.restored").dropFirst(restoredBefore).compactMap { $0["id"]?.stringValue }
    #expect(again.count == 47)
    #expect(Set(again).isDisjoint(with: (2...14).map { "m\($0)" }))
  }

  /// Android refusing OneSignal's post past the app's limit does not reach the SDK
  /// (`showNotification` returns whether the channel is enabled): its row stays as shown,
  /// neither dismissed nor opened, so a restore brings the refused notification back.
  @Test func oneSignalKeepsTheRowOfARefusedPostAndRestoresIt() throws {
    let device = Self.android(limit: 2, sdk: .onesignal)
    for n in 1...3 { try device.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)")) }
    #expect(device.events(named: "notification.suppressed").map { $0["id"] } == ["m3"])
    #expect(device.tray.notifications.map(\.id) == ["m1", "m2"])
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(60))
    // Newest first: m3 (never shown before) and m2 fit; m1 is refused this time.
    #expect(device.events(named: "notification.restored").map { $0["id"] } == ["m3", "m2"])
    #expect(device.tray.notifications.map(\.id) == ["m3", "m2"])
  }
}
