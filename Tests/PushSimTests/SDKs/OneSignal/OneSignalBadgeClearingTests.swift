import Testing

@testable import PushSim

/// OneSignal's iOS badge clearing (`OSNotificationsManager clearBadgeCount:`): at launch and when
/// the app becomes active with a badge, and after an open in any case, unless the app sets
/// `OneSignal_disable_badge_clearing`; iOS then clears Notification Center.
struct OneSignalBadgeClearingTests {
  static let headers: PushHeaders = ["apns-push-type": "alert"]

  /// A OneSignal iOS device in `state` with the app setting.
  static func device(_ state: AppState, disableBadgeClearing: Bool = false, sdkExtension: Bool = false) -> SimulatedDevice {
    var app = AppBehavior()
    app.oneSignalDisableBadgeClearing = disableBadgeClearing
    app.usesSDKServiceExtension = sdkExtension
    return SimulatedDevice(platform: .iOS, sdk: .onesignal, state: state, app: app)
  }

  /// A OneSignal push with a badge.
  static func push(_ id: String, badge: Int) -> String {
    #"{"aps":{"alert":"\#(id)","badge":\#(badge)},"custom":{"i":"\#(id)"}}"#
  }

  @Test func becomingActiveWithABadgeClearsItAndNotificationCenter() throws {
    let device = Self.device(.background)
    try device.receive(json: Self.push("a", badge: 1), headers: Self.headers)
    try device.receive(json: Self.push("b", badge: 2), headers: Self.headers)
    try device.perform(.open)
    #expect(device.badge == 0)
    #expect(device.tray.isEmpty)
    let names = device.eventNames(since: 0)
    let active = try #require(names.firstIndex(of: "app.state"))
    #expect(Array(names[(active + 1)...]) == ["badge", "notification.removed", "notification.removed"])
  }

  @Test func theInfoPlistKeyTurnsItOff() throws {
    let device = Self.device(.background, disableBadgeClearing: true)
    try device.receive(json: Self.push("a", badge: 1), headers: Self.headers)
    try device.perform(.open)
    try device.tap()
    #expect(device.badge == 1)
    #expect(device.events(named: "notification.removed").map { $0["reason"] } == ["tap"])
  }

  /// Without a badge, becoming active leaves Notification Center alone (`wasBadgeSet` is false).
  @Test func withoutABadgeBecomingActiveClearsNothing() throws {
    let device = Self.device(.background)
    try device.receive(json: #"{"aps":{"alert":"Hi"},"custom":{"i":"a"}}"#, headers: Self.headers)
    try device.perform(.open)
    #expect(device.tray.count == 1)
    #expect(device.events(named: "badge").isEmpty)
  }

  /// An open clears the badge before the click listener, even with the app already active.
  @Test func anOpenInTheForegroundClearsBeforeTheClickListener() throws {
    let device = Self.device(.foreground)
    try device.receive(json: Self.push("a", badge: 1), headers: Self.headers)
    try device.receive(json: Self.push("b", badge: 2), headers: Self.headers)
    let before = device.eventNames(since: 0).count
    try device.tap(.id("apns-1"))
    #expect(device.eventNames(since: before) == [
      "notification.removed", "delegate.didReceive", "badge", "notification.removed", "delegate.onNotificationOpened", "metric",
    ])
    #expect(device.tray.isEmpty)
  }

  /// A tap on a push that is not OneSignal's reaches no `handleNotificationOpened`: the badge
  /// set in the foreground stays.
  @Test func aForeignPushsOpenDoesNotClear() throws {
    var app = AppBehavior()
    app.willPresent = [.banner, .list, .badge]  // the app's delegate shows pushes that are not OneSignal's
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground, app: app)
    try device.receive(json: #"{"aps":{"alert":"Other","badge":4}}"#, headers: Self.headers)
    try device.receive(json: Self.push("b", badge: 5), headers: Self.headers)
    try device.tap(.id("apns-1"))
    #expect(device.badge == 5)
    #expect(device.tray.count == 1)
  }

  /// A launch in the background (a silent push waking a killed app) runs `OneSignal.initialize`,
  /// which clears a badge too.
  @Test func aBackgroundLaunchClears() throws {
    var options = DeviceOptions()
    options.iosDebuggerAttached = true
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .notRunning, options: options)
    try device.receive(json: Self.push("a", badge: 3), headers: Self.headers)
    try device.receive(json: #"{"aps":{"content-available":1},"custom":{"i":"s"}}"#, headers: ["apns-push-type": "background", "apns-priority": "5"])
    #expect(device.state == .background)
    #expect(device.badge == 0)
    #expect(device.tray.isEmpty)
  }

  /// The SDK's badge setter resets the count its service extension adds `badge_inc` to.
  @Test func clearingResetsTheExtensionsCount() throws {
    let device = Self.device(.background, sdkExtension: true)
    let increment = #"{"aps":{"alert":"Hi","mutable-content":1},"custom":{"i":"%@","badge_inc":2}}"#
    try device.receive(json: increment.replacing("%@", with: "a"), headers: Self.headers)
    try device.receive(json: increment.replacing("%@", with: "b"), headers: Self.headers)
    device.advance(by: .seconds(1))
    #expect(device.badge == 4)
    try device.perform(.open)
    try device.perform(.background)
    try device.receive(json: increment.replacing("%@", with: "c"), headers: Self.headers)
    device.advance(by: .seconds(1))
    #expect(device.badge == 2)
  }

  /// Android has no such clearing: opening the app keeps its notifications.
  @Test func androidIsUnaffected() throws {
    let (device, _) = OneSignalDeviceTests.android(.background)
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1"))
    try device.perform(.open)
    #expect(device.tray.count == 1)
  }
}
