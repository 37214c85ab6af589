import PushSim
import Testing

/// Android cancels a cancelled group summary's children with it (AOSP
/// `NotificationManagerService.cancelGroupChildrenLocked`), whatever the reason the summary went,
/// each child recorded `groupSummaryCancelled` (`REASON_GROUP_SUMMARY_CANCELED`), while the app's
/// SDK hears of it as of the summary (``SimulatedDevice/cancelGroupChildren(of:reason:)``).
struct AndroidGroupSummaryCancelTests {
  /// A background Android device with `sdk`, without the system's automatic grouping.
  static func device(_ sdk: SDK) -> SimulatedDevice {
    var options = DeviceOptions()
    options.androidAutoGroupAtCount = 0
    let device = SimulatedDevice(platform: .android, sdk: sdk, state: .background, options: options)
    device.setDelegate(RecordingDelegate())
    return device
  }

  /// A OneSignal device showing `a` and `b` in the group `news` under the SDK's summary, and
  /// `s` without a group.
  static func oneSignalGroup() throws -> SimulatedDevice {
    let device = Self.device(.onesignal)
    try device.receive(json: OneSignalDeviceTests.push("news-a", id: "a", extra: ["grp": "news"]))
    try device.receive(json: OneSignalDeviceTests.push("news-b", id: "b", extra: ["grp": "news"]))
    try device.receive(json: OneSignalDeviceTests.push("solo", id: "s"))
    return device
  }

  /// `(id, reason)` of each `notification.removed`, in order.
  static func removals(_ device: SimulatedDevice) -> [[String]] {
    device.events(named: "notification.removed").map { [$0["id"]?.stringValue ?? "", $0["reason"]?.stringValue ?? ""] }
  }

  /// The app cancels the summary (reason `app`): its group goes with it, each child recorded
  /// `groupSummaryCancelled`; a notification outside the group stays.
  @Test func theAppCancellingASummaryCancelsItsGroup() throws {
    let device = try Self.oneSignalGroup()
    #expect(device.tray.notifications.map(\.id) == ["a", "b", "onesignal-summary-news", "s"])
    device.removeDeliveredNotifications(withIdentifiers: ["onesignal-summary-news"])
    #expect(
      Self.removals(device)
        == [["onesignal-summary-news", "app"], ["a", "groupSummaryCancelled"], ["b", "groupSummaryCancelled"]])
    #expect(device.tray.notifications.map(\.id) == ["s"])
  }

  /// The app cancelling a child leaves the rest of the group and its summary.
  @Test func cancellingAChildCancelsNoOther() throws {
    let device = try Self.oneSignalGroup()
    device.removeDeliveredNotifications(withIdentifiers: ["a"])
    #expect(device.tray.notification(id: "b") != nil)
    #expect(device.tray.notification(id: "onesignal-summary-news") != nil)
  }

  /// A tap on OneSignal's summary: the SDK's open reads the whole group, then cancels it.
  @Test func oneSignalsSummaryTapOpensTheGroupBeforeItGoes() throws {
    let device = try Self.oneSignalGroup()
    try device.tap(.id("onesignal-summary-news"))
    let opened = try #require(device.events(named: "delegate.onNotificationOpened").first)
    #expect(opened["groupedNotifications"] == .array(["news-b", "news-a"]))
    #expect(device.tray.notifications.map(\.id) == ["s"])
  }

  /// A WonderPush summary's swipe takes its group (the SDK does nothing for it: the system
  /// does); a reboot removes each notification for itself.
  @Test func aWonderPushSummarySwipeTakesItsGroupAndARebootCascadesNothing() throws {
    func group(_ device: SimulatedDevice) throws {
      for (id, title) in [("m1", "A"), ("m2", "B")] {
        try device.receive(
          json: WonderPushDeviceTests.push(#"{"c":"\#(id)","alert":{"title":"\#(title)","group":"news"}}"#, id: id))
      }
    }
    let device = Self.device(.wonderpush)
    try group(device)
    let summary = "news-GROUP_SUMMARY_NOTIFICATION"
    #expect(device.tray.notifications.map(\.id).sorted() == ["m1", "m2", summary])
    try device.dismiss(.id(summary))
    #expect(
      Self.removals(device) == [[summary, "dismiss"], ["m1", "groupSummaryCancelled"], ["m2", "groupSummaryCancelled"]])

    let rebooted = Self.device(.wonderpush)
    try group(rebooted)
    rebooted.reboot()
    #expect(Self.removals(rebooted).allSatisfy { $0[1] == "reboot" })
    #expect(Self.removals(rebooted).count == 3)
  }

  /// A OneSignal summary swiped away: the children are recorded `groupSummaryCancelled`, and
  /// the SDK hears of each as dismissed (their rows marked so): a reboot restores none.
  @Test func aOneSignalSummarySwipeRecordsTheChildrenAsCancelledWithTheSummary() throws {
    let device = try Self.oneSignalGroup()
    try device.dismiss(.id("onesignal-summary-news"))
    #expect(
      Self.removals(device)
        == [["onesignal-summary-news", "dismiss"], ["a", "groupSummaryCancelled"], ["b", "groupSummaryCancelled"]])
    #expect(device.tray.notifications.map(\.id) == ["s"])
    device.reboot()
    device.unlock()
    device.advance(by: .seconds(20))
    #expect(device.tray.notifications.map(\.id) == ["s"])
  }
}
