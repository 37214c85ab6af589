import PushSim
import Testing

/// WP-A `NotificationManager.trackOpenedNotification`: a tap on a WonderPush notification on
/// Android reports `@NOTIFICATION_OPENED` before the app hears of it — tracked as an event of an
/// opted-in installation, counted otherwise.
struct WonderPushAndroidOpenedEventTests {
  static let push = WP.android(
    #"{"c":"camp","n":"notif","alert":{"text":"Hi","buttons":[{"label":"Later"}]},"actions":[{"type":"addTag","tags":["opened"]}]}"#)

  @Test func aTapTracksTheOpenedEventBeforeTheDelegate() throws {
    let (device, _) = WonderPushPlatformTests.device(.android, .background)
    try device.receive(json: Self.push)
    try device.tap()
    let metric = try #require(device.events(named: "metric").last)
    #expect(metric["name"] == "@NOTIFICATION_OPENED")
    #expect(metric["via"] == "installationEvent")
    #expect(metric["data"] == ["campaignId": "camp", "notificationId": "notif"])
    #expect(device.installation.events.last == ["type": "@NOTIFICATION_OPENED", "data": ["campaignId": "camp", "notificationId": "notif"]])
    let names = device.eventNames
    let opened = try #require(names.lastIndex(of: "delegate.onNotificationOpened"))
    #expect(try #require(names.lastIndex(of: "metric")) < opened)
  }

  @Test func aButtonTapAddsTheButtonsLabel() throws {
    let (device, _) = WonderPushPlatformTests.device(.android, .background)
    try device.receive(json: Self.push)
    try device.tap(button: .index(0))
    #expect(device.events(named: "metric").last?["data"] == ["campaignId": "camp", "notificationId": "notif", "buttonLabel": "Later"])
  }

  /// An installation that unsubscribed counts the open (the measurements API), no event.
  @Test func anUnsubscribedInstallationCountsTheOpen() throws {
    let (device, _) = WonderPushPlatformTests.device(.android, .background)
    try device.receive(json: WP.android(#"{"receiveActions":[{"type":"unsubscribeFromNotifications"}]}"#))
    try device.receive(json: Self.push)
    try device.tap()
    let metric = try #require(device.events(named: "metric").last)
    #expect(metric["name"] == "@NOTIFICATION_OPENED")
    #expect(metric["via"] == nil)
    #expect(device.installation.events.isEmpty)
  }
}
