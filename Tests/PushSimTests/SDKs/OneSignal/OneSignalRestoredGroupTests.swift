import Testing

@testable import PushSim

/// OneSignal on Android and a `grp` across a reboot: the tray clears without the SDK hearing of
/// it, the restore re-posts the group's summary (`createSummaryNotification` with
/// `isRestoring`), and a tap on it lists the group in the order the SDK processed them.
struct OneSignalRestoredGroupTests {
  static func device() -> SimulatedDevice {
    SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
  }

  static func receive(_ device: SimulatedDevice, _ index: Int, group: String = "news") throws {
    try device.receive(
      json: #"{"custom":"{\"i\":\"\#(group)-\#(index)\"}","alert":"Item \#(index)","grp":"\#(group)","google.message_id":"\#(group)\#(index)"}"#)
  }

  static func summaryBodies(_ device: SimulatedDevice) -> [String?] {
    device.trace.events(of: device.id)
      .filter { ($0.name == "notification.displayed" || $0.name == "notification.replaced") && $0["id"] == "onesignal-summary-news" }
      .map { $0["body"]?.stringValue }
  }

  /// A reboot removes the summary with everything else (reason `reboot`); the SDK neither
  /// recounts it nor removes it as emptied, and marks nothing dismissed.
  @Test func rebootClearsTheSummaryWithoutTheSDK() throws {
    let device = Self.device()
    for index in 1...3 { try Self.receive(device, index) }
    let before = Self.summaryBodies(device)
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    #expect(Self.summaryBodies(device) == before)
    let removed = device.events(named: "notification.removed")
    #expect(removed.first { $0["id"] == "onesignal-summary-news" }?["reason"] == "reboot")
    #expect(!removed.contains { $0["reason"] == "groupEmptied" })
  }

  /// The restore posts the summary from the first restored child, counting the group's rows
  /// that were neither dismissed nor opened, restored yet or not.
  @Test func restoreCountsUndismissedUnopenedRows() throws {
    let device = Self.device()
    for index in 1...4 { try Self.receive(device, index) }
    try device.dismiss(.id("news1"))
    try device.tap(.id("news2"))  // opened: its row no longer counts
    try device.perform(.background)
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    let mark = device.trace.events(of: device.id).count
    device.advance(by: .seconds(15))
    let afterFirst = device.trace.events(of: device.id)[mark...].filter { $0["id"] == "onesignal-summary-news" }
    #expect(afterFirst.map { $0["body"] } == ["2 new messages"])
    device.advance(by: .seconds(1))
    #expect(device.tray.notifications.map(\.id).sorted() == ["news3", "news4", "onesignal-summary-news"])
  }

  /// A group with one notification left gets a summary that is a copy of it when it is
  /// restored, as on arrival.
  @Test func aRestoredGroupOfOneGetsACopyAsItsSummary() throws {
    let device = Self.device()
    for index in 1...2 { try Self.receive(device, index) }
    try device.dismiss(.id("news1"))
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(16))
    #expect(device.tray.notifications.map(\.id) == ["news2", "onesignal-summary-news"])
    // The body as the trace recorded it (the tray's summary keeps its text in the SDK's
    // content, not in a push): the summary's last posting is a copy of news2 ("Item 2").
    let summaryBody = try #require(Self.summaryBodies(device).last ?? nil)
    #expect(summaryBody == "Item 2")
  }

  /// Restored newest first, the group still opens newest first in the SDK's order.
  @Test func summaryTapListsTheGroupInProcessedOrder() throws {
    let device = Self.device()
    for index in 1...3 { try Self.receive(device, index) }
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(16))
    try device.tap(.id("onesignal-summary-news"))
    let opened = device.events(named: "delegate.onNotificationOpened").last
    #expect(opened?["groupedNotifications"] == ["news-3", "news-2", "news-1"])
  }

  /// A force-stop clears the tray the same way: the summary goes with reason `forceStop`.
  @Test func forceStopClearsTheSummaryWithoutTheSDK() throws {
    let device = Self.device()
    for index in 1...2 { try Self.receive(device, index) }
    try device.perform(.forceStop)
    let removed = device.events(named: "notification.removed")
    #expect(removed.map { $0["reason"] } == ["forceStop", "forceStop", "forceStop"])
  }

  /// A notification of the group that arrives after a reboot, before the restore, gets a
  /// summary that counts the group's rows (`listNotificationsForGroup`), not the notifications
  /// shown: the three the reboot took and it.
  @Test func aSummaryAfterARebootCountsTheRowsNotYetRestored() throws {
    let device = Self.device()
    for index in 1...3 { try Self.receive(device, index) }
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    try Self.receive(device, 4)
    #expect(Self.summaryBodies(device).last == "4 new messages")
  }

  /// The summary recounted after a swipe counts the group's rows too: with two of five shown
  /// before the restore, swiping one away leaves four rows, so the summary says 4 and the one
  /// left is not shown again alone.
  @Test func aRecountAfterASwipeCountsTheRows() throws {
    let device = Self.device()
    for index in 1...3 { try Self.receive(device, index) }
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    for index in 4...5 { try Self.receive(device, index) }
    #expect(Self.summaryBodies(device).last == "5 new messages")
    try device.dismiss(.id("news4"))
    #expect(Self.summaryBodies(device).last == "4 new messages")
    #expect(!device.events(named: "notification.restored").contains { $0["id"] == "news5" })
  }

  /// Past 49, each restored notification clears the one restored before it: the recount after
  /// the clearing and the restored notification's summary both count the rows left (the
  /// cleared one's marked dismissed first), so they agree and fall by one each time.
  @Test func aRestorePastTheLimitCountsTheSameAsTheRecount() throws {
    // 10 posts a second in the restore: past Android's rate limit on updates.
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: .oneInstant)
    for index in 1...40 {
      device.advance(by: .seconds(1))
      try Self.receive(device, index)
    }
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(1))
    for index in 41...60 { try Self.receive(device, index) }
    let mark = device.trace.events(of: device.id).count
    device.advance(by: .seconds(60))
    let after = device.trace.events(of: device.id)[mark...]
    let bodies = after.filter { $0["id"] == "onesignal-summary-news" }.compactMap { $0["body"]?.stringValue }
    #expect(bodies.first == "60 new messages")
    #expect(bodies.last == "47 new messages")
    let counts = bodies.compactMap { Int($0.prefix { $0.isNumber }) }
    #expect(counts == counts.sorted(by: >), "a summary count went up: \(counts)")
    #expect(after.filter { $0["reason"] == "notificationLimit" }.count == 13)
  }
}

/// The last notification of a group shown again alone (`restoreSummary`) goes through
/// `NotificationDisplayer.showNotification`, which clears the SDK's oldest to make room for it
/// and its summary first.
struct OneSignalShownAgainAloneLimitTests {
  static func receive(_ device: SimulatedDevice, _ id: String, group: String?) throws {
    device.advance(by: .seconds(1))
    let grp = group.map { #","grp":"\#($0)""# } ?? ""
    try device.receive(json: #"{"custom":"{\"i\":\"os-\#(id)\"}","alert":"\#(id)"\#(grp),"google.message_id":"\#(id)"}"#)
  }

  /// 49 shown (b1 to b43 with their summary, a1 and a2 with theirs, two without a group); a tap
  /// on a1 leaves a2 alone, and showing it again first clears the oldest, b1.
  @Test func showingTheLastOfAGroupAgainMakesRoom() throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: .oneInstant)
    try Self.receive(device, "b1", group: "b")
    try Self.receive(device, "a1", group: "a")
    try Self.receive(device, "a2", group: "a")
    for index in 2...43 { try Self.receive(device, "b\(index)", group: "b") }
    try Self.receive(device, "g1", group: nil)
    try Self.receive(device, "g2", group: nil)
    #expect(device.tray.notifications.count == 49)
    #expect(!device.events(named: "notification.removed").contains { $0["reason"] == "notificationLimit" })
    try device.tap(.id("a1"))
    let cleared = device.events(named: "notification.removed").filter { $0["reason"] == "notificationLimit" }
    #expect(cleared.map { $0["id"]?.stringValue } == ["b1"])
    #expect(device.events(named: "delegate.onNotificationReceived").last?["notification"] == "a2")
    // a1 tapped, b1 cleared; a2 and the summary (its copy, scenario os44) posted again in place.
    #expect(device.tray.notifications.count == 47)
  }
}
