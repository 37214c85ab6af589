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
    device.advance(by: .seconds(16))
    #expect(device.tray.notifications.map(\.id) == ["news2", "onesignal-summary-news"])
    #expect(device.tray.notification(id: "onesignal-summary-news")?.body == device.tray.notification(id: "news2")?.body)
  }

  /// Restored newest first, the group still opens newest first in the SDK's order.
  @Test func summaryTapListsTheGroupInProcessedOrder() throws {
    let device = Self.device()
    for index in 1...3 { try Self.receive(device, index) }
    device.reboot()
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
}
