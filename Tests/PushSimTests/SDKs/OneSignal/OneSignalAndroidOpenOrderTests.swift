import Testing

@testable import PushSim

/// OneSignal Android's tap goes through the SDK's own `NotificationOpenedActivity`: it reports
/// the open, starts the destination and posts the click listener (OS-A v5
/// `NotificationLifecycleService.notificationOpened`, `EventProducer.fireOnMain`), so the
/// listener runs before the app's activity gets the destination intent, and that intent is the
/// SDK's own, without the push's data (`GenerateNotificationOpenIntent`: the launcher intent,
/// `FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_RESET_TASK_IF_NEEDED`, which only brings an alive
/// app's task forward; `AndroidUtils.openURLInBrowserIntent`: `ACTION_VIEW` with `FLAG_ACTIVITY_NEW_TASK`).
struct OneSignalAndroidOpenOrderTests {
  static let plain = #"{"custom":"{\"i\":\"n-1\"}","alert":"Hi","google.message_id":"m1"}"#
  static let deepLink = #"{"custom":"{\"i\":\"n-2\",\"u\":\"myapp://product/42\"}","alert":"Back","google.message_id":"m2"}"#

  /// The app's activity events and the click listener, in the order recorded.
  static func order(_ device: SimulatedDevice) -> [String] {
    let relevant: Set = ["delegate.onCreate", "delegate.onNewIntent", "delegate.onNotificationOpened"]
    return device.eventNames.filter { relevant.contains($0) }
  }

  /// A deep link the app handles: the listener first, then the activity gets the link with no extras.
  @Test func deepLinkReachesTheActivityAfterTheListenerWithoutThePushData() throws {
    var app = AppBehavior()
    app.handledLinks = ["myapp://"]
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, app: app)
    try device.receive(json: Self.deepLink)
    try device.tap(.id("m2"))
    #expect(Self.order(device) == ["delegate.onNotificationOpened", "delegate.onNewIntent"])
    let intent = try #require(device.events(named: "delegate.onNewIntent").first)
    #expect(intent["opens"] == "myapp://product/42")
    #expect(intent["extras"] == .object([:]))
  }

  /// No URL, the app's activity alive: the launcher intent only brings the task forward, so no
  /// activity gets an intent; the app comes to the foreground and the listener runs.
  @Test func launcherIntentDeliversNothingToAnAliveActivity() throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    try device.receive(json: Self.plain)
    try device.tap(.id("m1"))
    #expect(device.state == .foreground)
    #expect(Self.order(device) == ["delegate.onNotificationOpened"])
  }

  /// No URL, the app not running: the launcher activity is created after the listener, with
  /// the launcher intent (no extras).
  @Test func coldStartCreatesTheLauncherActivityAfterTheListener() throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .killed)
    try device.receive(json: Self.plain)
    try device.tap(.id("m1"))
    #expect(Self.order(device) == ["delegate.onNotificationOpened", "delegate.onCreate"])
    let intent = try #require(device.events(named: "delegate.onCreate").first)
    #expect(intent["opens"] == "launcher")
    #expect(intent["extras"] == .object([:]))
  }
}
