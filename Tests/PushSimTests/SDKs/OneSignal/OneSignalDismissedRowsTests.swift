import Testing

@testable import PushSim

/// OneSignal on Android marks rows dismissed by Android notification id, not by notification:
/// a swipe's delete intent (`markAsConsumed` with `dismissed`) and the SDK's clearing to stay at
/// 49 (`markAsDismissed`) update every row with `android_notification_id = ?`, as a tap's
/// `markAsConsumed` marks them opened.
struct OneSignalDismissedRowsTests {
  static func push(_ i: String, collapse: String) -> String {
    #"{"custom":"{\"i\":\"\#(i)\"}","alert":"\#(i)","collapse_key":"\#(collapse)","google.message_id":"m-\#(i)"}"#
  }

  /// Two rows under one Android id, both left undismissed (an earlier row the new one's
  /// `shouldDismissIdenticals` did not reach); swiping the shown notification away dismisses
  /// both, so the restore after a reboot brings neither back.
  @Test func aSwipeDismissesEveryRowWithTheAndroidID() throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    try device.receive(json: Self.push("score-1", collapse: "score"))
    try device.receive(json: Self.push("score-2", collapse: "score"))
    let runtime = try #require(device.embeddedSDK as? OneSignalRuntime)
    runtime.store.update(shownID: "m-score-1") { $0.dismissed = false }
    let ids = runtime.store.rows.map(\.androidNotificationId)
    #expect(ids.count == 2 && ids[0] == ids[1])
    try device.dismiss(.id("m-score-2"))
    #expect(runtime.store.rows.allSatisfy { $0.dismissed })
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(20))
    #expect(device.events(named: "notification.restored").isEmpty)
  }

  /// The swipe's delete intent goes to the SDK's manifest receiver (`NotificationDismissReceiver`):
  /// a killed app's process starts for it and the row is marked dismissed; a running app is not
  /// launched again.
  @Test(arguments: [AppState.background, .killed])
  func aSwipeStartsAKilledAppsProcess(state: AppState) throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    try device.receive(json: Self.push("a", collapse: "a"))
    if state == .killed { try device.perform(.kill) }
    let start = device.trace.events.count
    try device.dismiss()
    let launches = device.trace.events[start...].filter { $0.name == "app.launched" }
    #expect(launches.map { $0["reason"] } == (state == .killed ? ["notificationDismissed"] : []))
    #expect(device.state == .background)
    let runtime = try #require(device.embeddedSDK as? OneSignalRuntime)
    #expect(runtime.store.rows.allSatisfy { $0.dismissed })
  }
}
