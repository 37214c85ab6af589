import Testing

@testable import PushSim

/// OneSignal-iOS-SDK v5 `UNUserNotificationCenter+OneSignalNotifications.m`: the swizzled
/// `didReceiveNotificationResponse` runs `processiOS10Open:` (the open metric, the launch URL,
/// the click listener) before `forwardReceivedNotificationResponseWithCenter:` hands the
/// response to the app's own `didReceive` (app key `ownNotificationCenterDelegate`), or, for an
/// app without one, calls the app delegate's legacy `didReceiveRemoteNotification`
/// (`callLegacyAppDeletegateSelector:`, not for a dismiss).
struct OneSignalIOSTapOrderTests {
  /// The app's method that gets the response after the SDK's open.
  static func appMethod(ownDelegate: Bool) -> String {
    ownDelegate ? "delegate.didReceive" : "delegate.didReceiveRemoteNotification"
  }

  /// A tap on a OneSignal notification: the metric, the launch URL and the click listener, then
  /// the app's `didReceive` (own delegate) or its app delegate's legacy didRRN.
  @Test(arguments: [true, false])
  func theSDKsOpenComesBeforeTheApps(ownDelegate: Bool) throws {
    let device = SimulatedDevice.oneSignalIOSWithSDKExtension(.background, ownNotificationCenterDelegate: ownDelegate)
    try device.receive(
      json: #"{"aps":{"alert":"Hi"},"custom":{"i":"a","u":"https://example.com/sale"}}"#, headers: alertHeaders)
    let before = device.eventNames(since: 0).count
    try device.tap()
    let names = Array(device.eventNames(since: before))
    let app = try #require(names.firstIndex(of: Self.appMethod(ownDelegate: ownDelegate)))
    let opened = try #require(names.firstIndex(of: "delegate.onNotificationOpened"))
    let metric = try #require(names.firstIndex(of: "metric"))
    let launch = try #require(names.firstIndex(of: "action.executed"))
    #expect(metric < launch && launch < opened && opened < app)
    #expect(app == names.count - 1)
    #expect(!names.contains(Self.appMethod(ownDelegate: !ownDelegate)))
    if !ownDelegate {
      #expect(device.events(named: "delegate.didReceiveRemoteNotification").last?["forwardedBy"] == "onesignal")
    }
  }

  /// A button's tap runs in the same order; without a delegate of its own the app gets the
  /// legacy didRRN for a custom action too, its app delegate implementing no
  /// `handleActionWithIdentifier:` (app key `appDelegateSelectors`, OneSignalIOSLegacyActionSelectorTests).
  @Test(arguments: [true, false])
  func aButtonsTapToo(ownDelegate: Bool) throws {
    let device = SimulatedDevice.oneSignalIOSWithSDKExtension(.background, ownNotificationCenterDelegate: ownDelegate)
    try device.receive(
      json: #"{"aps":{"alert":"Hi","mutable-content":1},"custom":{"i":"b"},"buttons":[{"i":"yes","n":"Yes"}]}"#,
      headers: alertHeaders)
    device.advance(by: .seconds(1))
    let before = device.eventNames(since: 0).count
    try device.tap(button: .id("yes"))
    let names = Array(device.eventNames(since: before))
    let app = try #require(names.firstIndex(of: Self.appMethod(ownDelegate: ownDelegate)))
    let opened = try #require(names.firstIndex(of: "delegate.onNotificationOpened"))
    #expect(opened < app)
  }

  /// The whole open is OneSignal's before the app's delegate: after it, on iOS, `opened` adds
  /// nothing (a second metric or click listener would follow the app's method).
  @Test(arguments: [true, false])
  func afterTheAppsDelegateTheSDKAddsNothing(ownDelegate: Bool) throws {
    let device = SimulatedDevice.oneSignalIOSWithSDKExtension(.background, ownNotificationCenterDelegate: ownDelegate)
    try device.receive(json: #"{"aps":{"alert":"Hi"},"custom":{"i":"once"}}"#, headers: alertHeaders)
    let before = device.eventNames(since: 0).count
    try device.tap()
    let names = Array(device.eventNames(since: before))
    #expect(names.filter { $0 == "delegate.onNotificationOpened" }.count == 1)
    #expect(device.events(named: "metric").filter { $0["name"] == "opened" }.count == 1)
    #expect(names.last == Self.appMethod(ownDelegate: ownDelegate))
  }

  /// A push that is not OneSignal's: no open of the SDK's, and the response still goes to the
  /// app delegate's legacy didRRN when the app has no delegate of its own.
  @Test func aPushNotOneSignalsReachesTheLegacyDidRRN() throws {
    let device = SimulatedDevice.oneSignalIOSWithSDKExtension(.background)
    try device.receive(json: #"{"aps":{"alert":"Plain"}}"#, headers: alertHeaders)
    try device.tap()
    #expect(device.events(named: "metric").isEmpty)
    #expect(device.events(named: "delegate.didReceive").isEmpty)
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").last?["forwardedBy"] == "onesignal")
  }
}
