import PushSim
import Testing

/// WP-A's content intent (`PendingIntent.getActivities`) starts the app's destination with the
/// SDK's `WonderPushNotificationTrackingReceiver` on top: the tracking activity handles the tap
/// (`@NOTIFICATION_OPENED`, `onNotificationOpened`, the actions) before the app's activity gets
/// the intent, and the launcher intent only brings a running task forward.
struct WonderPushAndroidTapOrderTests {
  static let push = WP.android(#"{"c":"camp","n":"n1","alert":{"text":"Hi"},"actions":[{"type":"addTag","tags":["opened"]}]}"#)

  /// A tap that starts the app: the SDK's handling, then the app's `onCreate`.
  @Test func coldStartTheSDKHandlesTheTapBeforeTheAppsOnCreate() throws {
    let (device, _) = WonderPushPlatformTests.device(.android, .killed)
    try device.receive(json: Self.push)
    try device.tap()
    let names = device.eventNames
    let onCreate = try #require(names.lastIndex(of: "delegate.onCreate"))
    let opened = try #require(names.lastIndex(of: "delegate.onNotificationOpened"))
    let metric = try #require(names.lastIndex(of: "metric"))
    let action = try #require(names.lastIndex(of: "action.executed"))
    #expect(metric < opened)
    #expect(opened < action)
    #expect(action < onCreate)
  }

  /// The app's activity is alive: the launcher intent brings its task forward, no
  /// `onNewIntent`; the SDK still handles the tap.
  @Test func aliveActivityGetsNoIntentForTheLauncher() throws {
    let (device, _) = WonderPushPlatformTests.device(.android, .background)
    try device.receive(json: Self.push)
    try device.tap()
    #expect(device.events(named: "delegate.onNewIntent").isEmpty)
    #expect(device.events(named: "delegate.onCreate").isEmpty)
    #expect(device.events(named: "delegate.onNotificationOpened").count == 1)
    #expect(device.state == .foreground)
  }

  /// A link the app's activity handles reaches the alive activity in `onNewIntent`, after the
  /// SDK's handling.
  @Test func aLinkToTheAppsActivityArrivesAfterTheSDKsHandling() throws {
    var app = AppBehavior()
    app.handledLinks = ["myapp://"]
    let (device, _) = WonderPushPlatformTests.device(.android, .background, app: app)
    try device.receive(json: WP.android(#"{"c":"camp","targetUrl":"myapp://product/1","alert":{"text":"Hi"}}"#))
    try device.tap()
    let names = device.eventNames
    let onNewIntent = try #require(names.lastIndex(of: "delegate.onNewIntent"))
    #expect(try #require(names.lastIndex(of: "delegate.onNotificationOpened")) < onNewIntent)
    #expect(device.events(named: "delegate.onNewIntent").last?["opens"] == "myapp://product/1")
  }
}
