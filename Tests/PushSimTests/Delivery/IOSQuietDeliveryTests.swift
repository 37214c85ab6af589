import Testing

@testable import PushSim

/// iOS delivers an app's notifications quietly under provisional authorization or Deliver
/// Quietly (`DeviceOptions.iosDeliversQuietly`): into Notification Center only, without a badge.
struct IOSQuietDeliveryTests {
  static let headers: PushHeaders = ["apns-push-type": "alert"]

  static var quiet: DeviceOptions {
    var options = DeviceOptions()
    options.iosDeliversQuietly = true
    return options
  }

  /// In the background the notification enters the center, marked quiet, and its badge is not applied.
  @Test(arguments: [AppState.background, .notRunning, .forceQuit])
  func shownInTheCenterWithoutBadge(state: AppState) throws {
    let device = SimulatedDevice(platform: .iOS, state: state, options: Self.quiet)
    try device.receive(json: #"{"aps":{"alert":"Shipped","badge":3}}"#, headers: Self.headers)
    #expect(device.tray.count == 1)
    #expect(device.badge == nil)
    #expect(device.events(named: "badge").isEmpty)
    #expect(device.events(named: "notification.displayed").first?["delivery"] == "quiet")
  }

  /// A prominent device writes no `delivery` field and badges the icon.
  @Test func prominentDeliveryIsUnmarkedAndBadges() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: #"{"aps":{"alert":"Shipped","badge":3}}"#, headers: Self.headers)
    #expect(device.events(named: "notification.displayed").first?["delivery"] == nil)
    #expect(device.badge == 3)
  }

  /// In the foreground willPresent is still asked; its `.badge` option applies nothing.
  @Test func foregroundWillPresentShowsQuietlyWithoutBadge() throws {
    var app = AppBehavior()
    app.willPresent = [.banner, .list, .sound, .badge]
    let device = SimulatedDevice(platform: .iOS, state: .foreground, options: Self.quiet, app: app)
    try device.receive(json: #"{"aps":{"alert":"Hi","badge":2}}"#, headers: Self.headers)
    #expect(device.events(named: "delegate.willPresent").count == 1)
    #expect(device.events(named: "notification.displayed").first?["delivery"] == "quiet")
    #expect(device.badge == nil)
  }

  /// A notification that replaces another (same `apns-collapse-id`) is marked quiet too.
  @Test func replacementIsMarkedQuiet() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.quiet)
    let headers: PushHeaders = ["apns-push-type": "alert", "apns-collapse-id": "score"]
    try device.receive(json: #"{"aps":{"alert":"1-0"}}"#, headers: headers)
    try device.receive(json: #"{"aps":{"alert":"2-0"}}"#, headers: headers)
    let replaced = device.events(named: "notification.replaced")
    #expect(replaced.count == 1)
    #expect(replaced.first?["delivery"] == "quiet")
    #expect(device.tray.count == 1)
  }

  /// The service extension still runs; its notification, attachments and all, is delivered quietly.
  @Test func serviceExtensionRunsAndItsNotificationIsQuiet() throws {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(takes: .seconds(1), title: "Changed", attach: ["https://x/i.jpg"])
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.quiet, app: app)
    try device.receive(json: #"{"aps":{"alert":"Hi","mutable-content":1,"badge":1}}"#, headers: Self.headers)
    device.advance(by: .seconds(1))
    let displayed = device.events(named: "notification.displayed")
    #expect(displayed.first?["delivery"] == "quiet")
    #expect(displayed.first?["attachments"] == ["https://x/i.jpg"])
    #expect(device.badge == nil)
  }

  /// A badge of 0 (push or app) clears nothing: the badge is not the app's to set.
  @Test func badgeChangesLeaveTheCenterAlone() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.quiet)
    try device.receive(json: #"{"aps":{"alert":"One","badge":1}}"#, headers: Self.headers)
    try device.setBadgeCount(4)
    try device.receive(json: #"{"aps":{"badge":0}}"#, headers: Self.headers)
    try device.setBadgeCount(0)
    #expect(device.tray.count == 1)
    #expect(device.badge == nil)
    #expect(device.events(named: "notification.removed").isEmpty)
  }

  /// Turned off mid-run (the user chose Deliver Prominently), badges apply from then on.
  @Test func deliverProminentlyBadgesAgain() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.quiet)
    try device.receive(json: #"{"aps":{"alert":"One","badge":1}}"#, headers: Self.headers)
    device.updateOptions { $0.iosDeliversQuietly = false }
    try device.receive(json: #"{"aps":{"alert":"Two","badge":2}}"#, headers: Self.headers)
    #expect(device.badge == 2)
    #expect(device.events(named: "notification.displayed").map { $0["delivery"] } == ["quiet", nil])
  }
}

extension IOSQuietDeliveryTests {
  /// OneSignal's "direct to history": its extension counts the badge in the app group, the icon
  /// shows none, and its clearing on becoming active leaves Notification Center alone.
  @Test func oneSignalDirectToHistoryKeepsItsCountButNoBadge() throws {
    var app = AppBehavior()
    app.usesSDKServiceExtension = true
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background, options: Self.quiet, app: app)
    try device.receive(
      json: #"{"aps":{"alert":"a","badge":2,"mutable-content":1},"custom":{"i":"a"}}"#, headers: Self.headers)
    device.advance(by: .seconds(1))
    #expect(device.tray.count == 1)
    #expect(device.badge == nil)
    #expect(device.events(named: "notification.displayed").first?["delivery"] == "quiet")
    let runtime = try #require(device.embeddedSDK as? OneSignalRuntime)
    #expect(runtime.badgeCache.count == 2)
    try device.perform(.open)
    #expect(runtime.badgeCache.count == 0)  // clearBadgeCount ran, and set the icon to 0: no change
    #expect(device.tray.count == 1)
    #expect(device.events(named: "notification.removed").isEmpty)
    #expect(device.events(named: "badge").isEmpty)
  }
}
