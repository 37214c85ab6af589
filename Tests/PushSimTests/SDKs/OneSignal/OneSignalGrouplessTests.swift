import PushSim
import Testing

/// OneSignal's own bundle for notifications without `grp` on Android
/// (`NotificationDisplayer.showNotification`, `NotificationHelper.assignGrouplessNotifications`,
/// `SummaryNotificationDisplayer.createGrouplessSummaryNotification`): the threshold, the
/// summary, its tap and dismissal, the count falling, and what it leaves alone.
struct OneSignalGrouplessTests {
  static let group = "os_group_undefined"
  static let summary = "onesignal-summary-os_group_undefined"

  /// A background Android device with the OneSignal SDK, a recording delegate and `options`.
  static func android(threshold: Int? = nil) -> (SimulatedDevice, RecordingDelegate) {
    var options = DeviceOptions()
    if let threshold { options.androidAutoGroupAtCount = threshold }
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: options)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    return (device, delegate)
  }

  /// Receives OneSignal pushes `os-<n>` with ids `m<n>`, for each `n`, without `grp`.
  static func receive(_ numbers: ClosedRange<Int>, on device: SimulatedDevice) throws {
    for n in numbers { try device.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)", alert: "Message \(n)")) }
  }

  /// The ids listed by each `notification.regrouped`, in order.
  static func regrouped(_ device: SimulatedDevice) -> [[String]] {
    device.events(named: "notification.regrouped").map { $0["ids"]?.arrayValue?.compactMap(\.stringValue) ?? [] }
  }

  /// The group of each shown notification, by id.
  static func groups(_ device: SimulatedDevice) -> [String: String?] {
    Dictionary(uniqueKeysWithValues: device.tray.notifications.map { ($0.id, $0.content.group) })
  }

  /// "If the null this makes the 4th notification … 3 or more active groupless exist": three
  /// shown leave everything as it is.
  @Test func threeWithoutAGroupAreLeftAlone() throws {
    let (device, _) = Self.android()
    try Self.receive(1...3, on: device)
    #expect(Self.regrouped(device).isEmpty)
    #expect(device.tray.notification(id: Self.summary) == nil)
    #expect(device.tray.notifications.allSatisfy { $0.content.group == nil })
  }

  /// The fourth reposts the three in the group, joins it and gets a summary "4 new messages";
  /// the fifth reposts all four (already in the group) and recounts.
  @Test func theFourthBundlesThemUnderASummaryAndLaterOnesRecount() throws {
    let (device, _) = Self.android()
    try Self.receive(1...4, on: device)
    #expect(Self.regrouped(device) == [["m1", "m2", "m3"]])
    #expect(device.events(named: "notification.regrouped").first?["group"] == "os_group_undefined")
    let summary = try #require(device.tray.notification(id: Self.summary))
    #expect(summary.isGroupSummary && summary.body == "4 new messages" && summary.content.group == Self.group)
    #expect(["m1", "m2", "m3", "m4"].allSatisfy { Self.groups(device)[$0] == Self.group })
    // The reposts do not alert again and are not new notifications.
    #expect(device.events(named: "notification.displayed").map { $0["id"] } == ["m1", "m2", "m3", "m4", "onesignal-summary-os_group_undefined"])
    // Android's own bundle (4 at this device's default) never forms.
    #expect(device.events(named: "notification.autogrouped").isEmpty && device.androidAutoGroup.ungrouped.isEmpty)
    try Self.receive(5...5, on: device)
    #expect(Self.regrouped(device).last == ["m1", "m2", "m3", "m4"])
    #expect(device.tray.notification(id: Self.summary)?.body == "5 new messages")
    #expect(device.tray.count == 6)
  }

  /// The summary's intent carries the latest notification's payload and the SDK finds no
  /// children by `grp`: the click has that one, under the summary's Android id, with
  /// `groupedNotifications` empty; the whole group goes and only that open is reported.
  @Test func aTapOnTheSummaryOpensTheLatestOnlyAndClearsTheGroup() throws {
    let (device, delegate) = Self.android()
    try Self.receive(1...4, on: device)
    try device.receive(json: OneSignalDeviceTests.push("chat-1", id: "c1", extra: ["grp": "chat"]))
    try device.tap(.id(Self.summary))
    let click = try #require(delegate.clicks.first)
    #expect(delegate.clicks.count == 1)
    #expect(click.notification.notificationId == "os-4")
    #expect(click.notification.groupedNotifications?.isEmpty == true)
    #expect(click.notification.androidNotificationId == -718_463_522)
    #expect(device.events(named: "delegate.onNotificationOpened").first?["groupedNotifications"] == JSONValue.array([]))
    #expect(device.tray.notifications.map(\.id) == ["c1", "onesignal-summary-chat"])
    #expect(device.events(named: "metric").filter { $0["name"] == "opened" }.map { $0["notification"] } == ["m4"])
    #expect(device.state == .foreground)
  }

  /// Taps and dismissals leave the summary and its text alone while one is left in the group;
  /// with two left, a new one counts two and is posted without a group; the next counts three
  /// and bundles them again; the last one's tap takes the summary with it.
  @Test func theSummaryStaysUntilItsGroupIsEmpty() throws {
    let (device, _) = Self.android()
    try Self.receive(1...4, on: device)
    try device.dismiss(.id("m1"))
    try device.tap(.id("m2"))
    #expect(device.tray.notification(id: Self.summary)?.body == "4 new messages")
    #expect(device.events(named: "notification.replaced").isEmpty)
    try Self.receive(5...5, on: device)
    #expect(Self.regrouped(device).count == 1)
    #expect(Self.groups(device)["m5"] == .some(nil))
    try Self.receive(6...6, on: device)
    #expect(Self.regrouped(device).last == ["m3", "m4", "m5"])
    #expect(device.tray.notification(id: Self.summary)?.body == "4 new messages")
    for id in ["m3", "m4", "m5"] { try device.dismiss(.id(id)) }
    #expect(device.tray.notification(id: Self.summary) != nil)
    try device.dismiss(.id("m6"))
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "notification.removed").last?["reason"] == "groupEmptied")
  }

  /// The SDK hears of a removal only through its own tap and dismiss intents: when the app
  /// cancels the last one itself, the summary stays.
  @Test func theAppCancellingTheLastLeavesTheSummary() throws {
    let (device, _) = Self.android()
    try Self.receive(1...4, on: device)
    device.removeDeliveredNotifications(withIdentifiers: ["m1", "m2", "m3", "m4"])
    #expect(device.tray.notifications.map(\.id) == [Self.summary])
  }

  /// A tap on a `grp` summary cancels its group without the members' intents: the SDK clears
  /// that group only (`clearNotificationOnSummaryClick`), so a groupless summary the app left
  /// alone stays, while a tap on a single `grp` notification does look at the groupless count.
  @Test func aGrpSummaryTapLeavesAnOrphanedGrouplessSummary() throws {
    let (device, _) = Self.android()
    try Self.receive(1...4, on: device)
    device.removeDeliveredNotifications(withIdentifiers: ["m1", "m2", "m3", "m4"])
    for n in 1...3 { try device.receive(json: OneSignalDeviceTests.push("chat-\(n)", id: "c\(n)", extra: ["grp": "chat"])) }
    try device.tap(.id("onesignal-summary-chat"))
    #expect(device.tray.notifications.map(\.id) == [Self.summary], "only the chat group goes")
    #expect(!device.events(named: "notification.removed").contains { $0["reason"] == "groupEmptied" && $0["id"] == .string(Self.summary) })
    // A single grp notification's own tap runs the groupless check: the orphan goes.
    for n in 4...5 { try device.receive(json: OneSignalDeviceTests.push("chat-\(n)", id: "c\(n)", extra: ["grp": "chat"])) }
    try device.tap(.id("c4"))
    #expect(!device.tray.notifications.contains { $0.id == Self.summary })
    #expect(device.events(named: "notification.removed").last { $0["id"] == .string(Self.summary) }?["reason"] == "groupEmptied")
  }

  /// An in-app message preview shown as a notification (app not in focus) goes through the
  /// SDK's `showNotification` too: with three groupless notifications shown it is bundled.
  @Test func anInAppMessagePreviewNotificationIsBundled() throws {
    let (device, _) = Self.android()
    try Self.receive(1...3, on: device)
    try device.receive(json: #"{"custom":"{\"i\":\"iam-1\",\"a\":{\"os_in_app_message_preview_id\":\"p-1\"}}","alert":"Preview","google.message_id":"p1"}"#)
    #expect(Self.regrouped(device) == [["m1", "m2", "m3"]])
    #expect(Self.groups(device)["p1"] == Self.group)
    #expect(device.tray.notification(id: Self.summary)?.body == "4 new messages")
  }

  /// Swiping the summary away dismisses its group (Android cancels the children with it) and
  /// marks every notification without `grp` dismissed (`markAsConsumed`, `group_id IS NULL`),
  /// one shown outside the group too: a reboot restores none of them.
  @Test func swipingTheSummaryAwayDismissesEveryNotificationWithoutGrp() throws {
    let (device, delegate) = Self.android()
    try Self.receive(1...4, on: device)
    try device.dismiss(.id("m1"))
    try device.dismiss(.id("m2"))
    try Self.receive(5...5, on: device)  // two in the group: posted without one
    try device.dismiss(.id(Self.summary))
    #expect(device.tray.notifications.map(\.id) == ["m5"])
    #expect(
      device.events(named: "notification.removed").suffix(3).map { $0["reason"] }
        == ["dismiss", "groupSummaryCancelled", "groupSummaryCancelled"])
    #expect(delegate.clicks.isEmpty)
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(20))
    #expect(device.tray.isEmpty)
  }

  /// A tap on the summary marks every notification without `grp` opened, so a reboot restores
  /// none of them, not even one shown outside the group.
  @Test func aTapOnTheSummaryMarksEveryNotificationWithoutGrpOpened() throws {
    let (device, _) = Self.android()
    try Self.receive(1...4, on: device)
    try device.dismiss(.id("m1"))
    try device.dismiss(.id("m2"))
    try Self.receive(5...5, on: device)
    try device.receive(json: OneSignalDeviceTests.push("chat-1", id: "c1", extra: ["grp": "chat"]))
    try device.tap(.id(Self.summary))
    #expect(Set(device.tray.notifications.map(\.id)) == ["m5", "c1", "onesignal-summary-chat"])
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(20))
    #expect(device.tray.notifications.map(\.id) == ["c1", "onesignal-summary-chat"])
  }

  /// A `grp` notification neither counts nor triggers nor joins; a `grp` summary does not count.
  @Test func grpNotificationsAreLeftInTheirGroup() throws {
    let (device, _) = Self.android()
    try Self.receive(1...3, on: device)
    for n in 1...2 { try device.receive(json: OneSignalDeviceTests.push("chat-\(n)", id: "c\(n)", extra: ["grp": "chat"])) }
    #expect(Self.regrouped(device).isEmpty)
    #expect(device.tray.notification(id: "onesignal-summary-chat")?.body == "2 new messages")
    try Self.receive(4...4, on: device)
    #expect(Self.regrouped(device) == [["m1", "m2", "m3"]])
    // The reposted notifications keep their `when`, so their place in the list (Android's ranking).
    #expect(device.tray.notifications.map(\.id) == ["m1", "m2", "m3", "c1", "c2", "onesignal-summary-chat", "m4", Self.summary])
    #expect(device.tray.notification(id: Self.summary)?.body == "4 new messages")
    #expect(Self.groups(device)["c1"] == "chat" && Self.groups(device)["c2"] == "chat")
    try device.tap(.id("onesignal-summary-chat"))
    #expect(Set(device.tray.notifications.map(\.id)) == ["m1", "m2", "m3", "m4", Self.summary])
  }

  /// Notifications the SDK did not post count and are reposted too (the app's active
  /// notifications); restored ones are bundled as new ones are.
  @Test func notificationsFCMPostedCountAndRestoredOnesAreBundled() throws {
    let (device, _) = Self.android()
    for tag in ["a", "b", "c"] { try device.receive(json: AndroidAutoGroupTests.notification(tag)) }
    try Self.receive(1...1, on: device)
    #expect(Self.regrouped(device) == [["fcm-1", "fcm-2", "fcm-3"]])
    #expect(device.tray.notification(id: "fcm-1")?.content.group == Self.group)

    let (restoring, _) = Self.android()
    try Self.receive(1...4, on: restoring)
    restoring.reboot()
    restoring.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    restoring.advance(by: .seconds(16))
    // Newest first: m4, m3, m2 are shown when m1 comes back.
    #expect(Self.regrouped(restoring).last == ["m4", "m3", "m2"])
    #expect(restoring.tray.notification(id: Self.summary)?.body == "4 new messages")
    #expect(restoring.tray.notification(id: "m1")?.restored == true)
  }

  /// With Android bundling at two, the notifications the SDK groups leave the system's bundle,
  /// and its summary goes with the last.
  @Test func theSystemsBundleLosesWhatTheSDKGroups() throws {
    let (device, _) = Self.android(threshold: 2)
    try Self.receive(1...3, on: device)
    #expect(device.androidAutoGroup.summaryShown)
    try Self.receive(4...4, on: device)
    #expect(!device.androidAutoGroup.summaryShown && device.androidAutoGroup.ungrouped.isEmpty)
    let names = device.eventNames
    let regrouped = try #require(names.firstIndex(of: "notification.regrouped"))
    #expect(names[regrouped + 1] == "notification.autogroupSummaryRemoved")
  }

  /// A notification the foreground listener prevents is not posted, so nothing is regrouped.
  @Test func aPreventedNotificationRegroupsNothing() throws {
    var app = AppBehavior()
    app.preventsForegroundDisplay = true
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, app: app)
    try Self.receive(1...3, on: device)
    try device.perform(.open)
    try Self.receive(4...4, on: device)
    #expect(Self.regrouped(device).isEmpty && device.tray.count == 3)
  }

  /// iOS has no such bundle: the system shows `aps`.
  @Test func iOSIsUnaffected() throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background)
    for n in 1...5 {
      try device.receive(json: #"{"aps":{"alert":"Message \#(n)"},"custom":{"i":"os-\#(n)"}}"#, headers: ["apns-push-type": "alert"])
    }
    #expect(device.tray.count == 5 && Self.regrouped(device).isEmpty)
    #expect(device.tray.notifications.allSatisfy { $0.content.group == nil && !$0.isGroupSummary })
  }
}
