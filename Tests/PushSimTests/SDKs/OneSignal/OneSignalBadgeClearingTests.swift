import Testing

@testable import PushSim

/// OneSignal's iOS badge clearing (`OSNotificationsManager clearBadgeCount:`): at launch and when
/// the app becomes active while its cached count (the app group's, since 5.2.13) says a badge is
/// set, and after an open in any case, unless the app sets `OneSignal_disable_badge_clearing`;
/// iOS then clears Notification Center.
struct OneSignalBadgeClearingTests {
  static let headers: PushHeaders = ["apns-push-type": "alert"]

  /// A OneSignal iOS device in `state` with the app setting, with or without the SDK's service
  /// extension.
  static func device(
    _ state: AppState, disableBadgeClearing: Bool = false, sdkExtension: Bool = true, options: DeviceOptions = DeviceOptions()
  ) -> SimulatedDevice {
    var app = AppBehavior()
    app.oneSignalDisableBadgeClearing = disableBadgeClearing
    app.usesSDKServiceExtension = sdkExtension
    return SimulatedDevice(platform: .iOS, sdk: .onesignal, state: state, options: options, app: app)
  }

  /// A OneSignal push with a badge, through the service extension when the app has it.
  static func push(_ id: String, badge: Int) -> String {
    #"{"aps":{"alert":"\#(id)","badge":\#(badge),"mutable-content":1},"custom":{"i":"\#(id)"}}"#
  }

  /// Receives `push(id, badge)` for each pair and lets the extension finish.
  static func receive(_ pushes: KeyValuePairs<String, Int>, on device: SimulatedDevice) throws {
    for (id, badge) in pushes { try device.receive(json: push(id, badge: badge), headers: headers) }
    device.advance(by: .seconds(1))
  }

  /// Opening the app with a badge its extension counted clears the badge, then iOS empties
  /// Notification Center, right after `app.state`.
  @Test func becomingActiveWithABadgeClearsItAndNotificationCenter() throws {
    let device = Self.device(.background)
    try Self.receive(["a": 1, "b": 2], on: device)
    #expect(device.badge == 2 && device.tray.count == 2)
    try device.perform(.open)
    #expect(device.badge == 0)
    #expect(device.tray.isEmpty)
    let names = device.eventNames(since: 0)
    let active = try #require(names.firstIndex(of: "app.state"))
    #expect(Array(names[(active + 1)...]) == ["badge", "notification.removed", "notification.removed"])
  }

  /// `OneSignal_disable_badge_clearing`: neither becoming active nor an open touches the badge.
  @Test func theInfoPlistKeyTurnsItOff() throws {
    let device = Self.device(.background, disableBadgeClearing: true)
    try Self.receive(["a": 1], on: device)
    try device.perform(.open)
    try device.tap()
    #expect(device.badge == 1)
    #expect(device.events(named: "notification.removed").map { $0["reason"] } == ["tap"])
  }

  /// Without a badge, becoming active leaves Notification Center alone (`wasBadgeSet` is false).
  @Test func withoutABadgeBecomingActiveClearsNothing() throws {
    let device = Self.device(.background)
    try device.receive(json: #"{"aps":{"alert":"Hi","mutable-content":1},"custom":{"i":"a"}}"#, headers: Self.headers)
    device.advance(by: .seconds(1))
    try device.perform(.open)
    #expect(device.tray.count == 1)
    #expect(device.events(named: "badge").isEmpty)
  }

  /// Without the SDK's extension a push's badge never reaches the SDK's count: becoming active
  /// clears nothing, but an open clears the badge in any case, and Notification Center with it.
  @Test func withoutTheExtensionOnlyAnOpenClears() throws {
    let device = Self.device(.background, sdkExtension: false)
    try Self.receive(["a": 1, "b": 2], on: device)
    try device.perform(.open)
    #expect(device.badge == 2 && device.tray.count == 2)
    try device.tap(.id("apns-1"))
    #expect(device.badge == 0)
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "notification.removed").map { $0["reason"] } == ["tap", "badgeCleared"])
  }

  /// An open reports the metric, then clears the badge, then calls the click listener, even
  /// with the app already active (`handleNotificationOpened:actionType:`'s order).
  @Test func anOpenInTheForegroundClearsBeforeTheClickListener() throws {
    let device = Self.device(.foreground)
    try Self.receive(["a": 1, "b": 2], on: device)
    let before = device.eventNames(since: 0).count
    try device.tap(.id("apns-1"))
    #expect(device.eventNames(since: before) == [
      "notification.removed", "metric", "badge", "notification.removed", "delegate.onNotificationOpened",
      "delegate.didReceiveRemoteNotification",
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
    try device.receive(json: #"{"aps":{"alert":"b","badge":5},"custom":{"i":"b"}}"#, headers: Self.headers)
    try device.tap(.id("apns-1"))
    #expect(device.badge == 5)
    #expect(device.tray.count == 1)
  }

  /// A launch in the background (a silent push waking a killed app) runs `OneSignal.initialize`,
  /// which clears a badge too.
  @Test func aBackgroundLaunchClears() throws {
    var options = DeviceOptions()
    options.iosDebuggerAttached = true
    let device = Self.device(.notRunning, options: options)
    try Self.receive(["a": 3], on: device)
    try device.receive(json: #"{"aps":{"content-available":1},"custom":{"i":"s"}}"#, headers: ["apns-push-type": "background", "apns-priority": "5"])
    #expect(device.state == .background)
    #expect(device.badge == 0)
    #expect(device.tray.isEmpty)
  }

  /// iOS calls `applicationDidBecomeActive` on an unlock that returns to the app: the SDK clears.
  @Test func anUnlockBackToTheAppClears() throws {
    let device = Self.device(.foreground)
    device.lock()
    try Self.receive(["a": 1], on: device)
    #expect(device.badge == 1)
    device.unlock()
    #expect(device.state == .foreground)
    #expect(device.badge == 0)
    #expect(device.tray.isEmpty)
  }

  /// The SDK's badge setter resets the count its service extension adds `badge_inc` to.
  @Test func clearingResetsTheExtensionsCount() throws {
    let device = Self.device(.background)
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

  /// The app setting its badge goes through the SDK's swizzled setter: the count follows it,
  /// whether the badge changes or not.
  @Test func theAppsBadgeBecomesTheCount() throws {
    let device = Self.device(.background, disableBadgeClearing: true)
    let increment = #"{"aps":{"alert":"Hi","mutable-content":1},"custom":{"i":"%@","badge_inc":2}}"#
    try device.receive(json: increment.replacing("%@", with: "a"), headers: Self.headers)
    device.advance(by: .seconds(1))
    try device.setBadgeCount(0)
    try device.receive(json: increment.replacing("%@", with: "b"), headers: Self.headers)
    device.advance(by: .seconds(1))
    #expect(device.badge == 2)
    try device.setBadgeCount(7)
    try device.setBadgeCount(7)
    try device.receive(json: increment.replacing("%@", with: "c"), headers: Self.headers)
    device.advance(by: .seconds(1))
    #expect(device.badge == 9)
  }

  /// Android has no such clearing: opening the app keeps its notifications.
  @Test func androidIsUnaffected() throws {
    let (device, _) = OneSignalDeviceTests.android(.background)
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1"))
    try device.perform(.open)
    #expect(device.tray.count == 1)
  }
}
