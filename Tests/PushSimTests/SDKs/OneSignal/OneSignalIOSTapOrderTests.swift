import Testing

@testable import PushSim

/// OneSignal-iOS-SDK v5 `UNUserNotificationCenter+OneSignalNotifications.m`: the swizzled
/// `didReceiveNotificationResponse` runs `processiOS10Open:` (the open metric, the launch URL,
/// the click listener) before `forwardReceivedNotificationResponseWithCenter:` hands the
/// response to the app's own `didReceive`.
struct OneSignalIOSTapOrderTests {
  /// A tap on a OneSignal notification: the metric, the launch URL and the click listener, then
  /// the app's `didReceive`.
  @Test func theSDKsOpenComesBeforeTheAppsDidReceive() throws {
    let device = SimulatedDevice.oneSignalIOSWithSDKExtension(.foreground)
    try device.receive(
      json: #"{"aps":{"alert":"Hi"},"custom":{"i":"a","u":"https://example.com/sale"}}"#, headers: alertHeaders)
    let before = device.eventNames(since: 0).count
    try device.tap()
    let names = Array(device.eventNames(since: before))
    let didReceive = try #require(names.firstIndex(of: "delegate.didReceive"))
    let opened = try #require(names.firstIndex(of: "delegate.onNotificationOpened"))
    let metric = try #require(names.firstIndex(of: "metric"))
    let launch = try #require(names.firstIndex(of: "action.executed"))
    #expect(metric < launch && launch < opened && opened < didReceive)
    #expect(didReceive == names.count - 1)
  }

  /// A button's tap runs in the same order.
  @Test func aButtonsTapToo() throws {
    let device = SimulatedDevice.oneSignalIOSWithSDKExtension(.foreground)
    try device.receive(
      json: #"{"aps":{"alert":"Hi","mutable-content":1},"custom":{"i":"b"},"buttons":[{"i":"yes","n":"Yes"}]}"#,
      headers: alertHeaders)
    device.advance(by: .seconds(1))
    let before = device.eventNames(since: 0).count
    try device.tap(button: .id("yes"))
    let names = Array(device.eventNames(since: before))
    let didReceive = try #require(names.firstIndex(of: "delegate.didReceive"))
    let opened = try #require(names.firstIndex(of: "delegate.onNotificationOpened"))
    #expect(opened < didReceive)
  }

  /// The whole open is OneSignal's before the app's delegate: after it, on iOS, `opened` adds
  /// nothing (a second metric or click listener would follow `didReceive`).
  @Test func afterTheAppsDelegateTheSDKAddsNothing() throws {
    let device = SimulatedDevice.oneSignalIOSWithSDKExtension(.foreground)
    try device.receive(json: #"{"aps":{"alert":"Hi"},"custom":{"i":"once"}}"#, headers: alertHeaders)
    let before = device.eventNames(since: 0).count
    try device.tap()
    let names = Array(device.eventNames(since: before))
    #expect(names.filter { $0 == "delegate.onNotificationOpened" }.count == 1)
    #expect(device.events(named: "metric").filter { $0["name"] == "opened" }.count == 1)
    #expect(names.last == "delegate.didReceive")
  }
}
