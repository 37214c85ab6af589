import PushSim
import Testing

/// iOS: the Cordova plugin's JS event `notificationOpen` (`WonderPushPlugin.m`, 3.3.0), sent from
/// its observers of the SDK's `WP_NOTIFICATION_OPENED` (every tap) and `WP_NOTIFICATION_RECEIVED`
/// (a `data` push only), which the SDK posts before its delegate's call.
@Suite struct WonderPushCordovaIOSEventTests {
  static func device(_ state: AppState, wrapper: Wrapper = .cordova) -> (SimulatedDevice, RecordingDelegate) {
    WonderPushPlatformTests.device(.iOS, state, wrapper: wrapper)
  }

  static let dataPush = #"{"aps":{"content-available":1},"_wp":{"c":"sync","type":"data","receipt":true,"receiveActions":[{"type":"addTag","tags":["r"]}]},"k":"v"}"#
  static let alertPush = #"{"aps":{"alert":{"title":"Hi","body":"There"}},"_wp":{"c":"camp","actions":[{"type":"addTag","tags":["o"]}]},"k":"v"}"#

  static func relevant(_ device: SimulatedDevice) -> [String] {
    device.eventNames.filter {
      ["action.executed", "metric", "delegate.notificationOpen", "delegate.onNotificationReceived", "delegate.onNotificationOpened"].contains($0)
    }
  }

  /// A `data` push with `content-available` to a running app: the receive actions and the
  /// receipt (run by `handleNotification:` before the JS hears anything), then the JS event,
  /// posted before the delegate's call, then the JS's `onNotificationReceived`.
  @Test func dataPushGivesTheEventBeforeTheJSCallback() throws {
    let (device, _) = Self.device(.background)
    try device.receive(json: Self.dataPush, headers: ["apns-push-type": "background", "apns-priority": "5"])
    #expect(Self.relevant(device) == ["action.executed", "metric", "delegate.notificationOpen", "delegate.onNotificationReceived"])
    let event = try #require(device.events(named: "delegate.notificationOpen").first)
    #expect(event["notificationType"] == "data")
    let payload = try #require(event["payload"]?.objectValue)
    #expect(payload["k"] == "v")
    #expect(payload["aps"] == ["content-available": 1])
    #expect(payload["_wp"]?.objectValue?["type"] == "data")
  }

  /// Only a declared `data` type: a push without `type`, or with another, gives no event at
  /// reception.
  @Test(arguments: [#""c":"x""#, #""c":"x","type":"simple""#, #""c":"x","type":"DATA""#])
  func otherTypesGiveNoEventAtReception(wp: String) throws {
    let (device, _) = Self.device(.background)
    try device.receive(json: #"{"aps":{"content-available":1},"_wp":{"# + wp + "}}", headers: ["apns-push-type": "background", "apns-priority": "5"])
    #expect(device.events(named: "delegate.onNotificationReceived").count == 1)
    #expect(device.events(named: "delegate.notificationOpen").isEmpty)
  }

  /// A tap: the event (`WP_NOTIFICATION_OPENED` is posted first) just before the JS's
  /// `onNotificationOpened`, with the push's whole dictionary and the default type `simple`;
  /// both after the SDK's actions, which `handleNotificationOpened:` runs before the main
  /// queue gets to the plugin's `dispatch_async`.
  @Test func tapGivesTheEventBeforeOnNotificationOpened() throws {
    let (device, delegate) = Self.device(.background)
    try device.receive(json: Self.alertPush, headers: ["apns-push-type": "alert"])
    try device.tap()
    #expect(delegate.methods.filter { $0 == "onNotificationOpened" }.count == 1)
    #expect(Self.relevant(device) == ["action.executed", "delegate.notificationOpen", "delegate.onNotificationOpened"])
    let event = try #require(device.events(named: "delegate.notificationOpen").first)
    #expect(event["notificationType"] == "simple")
    #expect(event["payload"]?.objectValue?["k"] == "v")
    #expect(event["buttonIndex"] == nil)
  }

  /// The plugin passes `_wp.type` when it is a string, whatever it says, else `simple`.
  @Test func notificationTypeIsTheDeclaredString() throws {
    for (type, expected) in [(#""url""#, "url"), ("7", "simple"), (#""data""#, "data")] {
      let (device, _) = Self.device(.foreground)
      try device.receive(json: #"{"aps":{"alert":"Hi"},"_wp":{"c":"x","type":"# + type + "}}", headers: ["apns-push-type": "alert"])
      try device.tap()
      let event = try #require(device.events(named: "delegate.notificationOpen").last)
      #expect(event["notificationType"]?.stringValue == expected)
    }
  }

  /// A tap that launches the app: the observers exist (`pluginInitialize` runs at launch) but
  /// the JS has not set its event forwarder yet, so the event is lost; the JS's
  /// `onNotificationOpened` still comes (the plugin's delegate keeps it).
  @Test func coldStartTapMissesTheEvent() throws {
    let (device, delegate) = Self.device(.notRunning)
    try device.receive(json: Self.alertPush, headers: ["apns-push-type": "alert"])
    try device.tap()
    #expect(delegate.methods.contains("onNotificationOpened"))
    let missed = device.events(named: "delegate.missed").filter { $0["method"] == "notificationOpen" }
    #expect(missed.map { $0["reason"] } == ["cordovaAppNotRunning"])
    #expect(device.events(named: "delegate.notificationOpen").isEmpty)
  }

  /// A `data` push that launches the app in the background misses the event; the next one, to
  /// the process it left running, gets it.
  @Test func pushThatLaunchesTheAppMissesTheEvent() throws {
    let (device, _) = Self.device(.notRunning)
    try device.receive(json: Self.dataPush, headers: ["apns-push-type": "background", "apns-priority": "5"])
    #expect(device.events(named: "delegate.missed").filter { $0["method"] == "notificationOpen" }.count == 1)
    #expect(device.events(named: "delegate.notificationOpen").isEmpty)
    try device.receive(json: Self.dataPush, headers: ["apns-push-type": "background", "apns-priority": "5"])
    #expect(device.events(named: "delegate.notificationOpen").count == 1)
  }

  /// Other wrappers and native apps: no such event, no miss.
  @Test(arguments: [Wrapper.native, .reactNative, .flutter])
  func otherWrappersHaveNoEvent(wrapper: Wrapper) throws {
    let (device, _) = Self.device(.background, wrapper: wrapper)
    try device.receive(json: Self.dataPush, headers: ["apns-push-type": "background", "apns-priority": "5"])
    try device.receive(json: Self.alertPush, headers: ["apns-push-type": "alert"])
    try device.tap()
    #expect(device.events(named: "delegate.notificationOpen").isEmpty)
    #expect(device.events(named: "delegate.missed").filter { $0["method"] == "notificationOpen" }.isEmpty)
  }

  /// No didRRN on the Simulator: no `WP_NOTIFICATION_RECEIVED`, so no event and no miss.
  @Test func simulatorPostsNothingAtReception() throws {
    var options = DeviceOptions()
    options.realDevice = false
    let (device, _) = WonderPushPlatformTests.device(.iOS, .background, wrapper: .cordova, options: options)
    try device.receive(json: Self.dataPush, headers: ["apns-push-type": "background", "apns-priority": "5"])
    #expect(device.events(named: "delegate.notificationOpen").isEmpty)
    #expect(device.events(named: "delegate.missed").filter { $0["method"] == "notificationOpen" }.isEmpty)
  }

  /// A notification-center delegate the app set after the SDK's replaced it: a tap in the
  /// running app never reaches `handleNotificationOpened:withResponse:`, so nothing is posted
  /// and the JS hears nothing (no event, no miss); the cold-start tap the SDK still handles
  /// posts it, before the JS could set its forwarder.
  @Test func aTapTheSDKDoesNotHandlePostsNothing() throws {
    let (device, _) = WonderPushPlatformTests.device(.iOS, .background, wrapper: .cordova, registration: .afterLaunch)
    try device.receive(json: Self.alertPush, headers: ["apns-push-type": "alert"])
    try device.tap()
    #expect(device.events(named: "delegate.notificationOpen").isEmpty)
    #expect(device.events(named: "delegate.missed").filter { $0["method"] == "notificationOpen" }.isEmpty)

    let (cold, _) = WonderPushPlatformTests.device(.iOS, .notRunning, wrapper: .cordova, registration: .afterLaunch)
    try cold.receive(json: Self.alertPush, headers: ["apns-push-type": "alert"])
    try cold.tap()
    #expect(cold.events(named: "delegate.missed").filter { $0["method"] == "notificationOpen" }.count == 1)
  }

  /// Every wrapper's JS or Dart gets `onNotificationOpened` after the actions and before the
  /// target URL, which WP-I opens 0.1 s later (`dispatch_after`); a native app's delegate is
  /// called before the actions. The app's native `didReceive`, which `WPNotificationCenterDelegate`
  /// calls as soon as the SDK's handling returns, comes before what that handling queued (the
  /// JS or Dart callback, the link).
  @Test(arguments: [Wrapper.cordova, .reactNative, .flutter, .native])
  func wrapperOpenedCallbackComesAfterTheActionsAndBeforeTheTarget(wrapper: Wrapper) throws {
    let (device, _) = Self.device(.background, wrapper: wrapper)
    let push = #"{"aps":{"alert":"Hi"},"_wp":{"c":"x","targetUrl":"https://example.com/a","actions":[{"type":"addTag","tags":["t"]}]}}"#
    try device.receive(json: push, headers: ["apns-push-type": "alert"])
    try device.tap()
    let steps = device.trace.events(of: device.id).compactMap { event -> String? in
      switch event.name {
      case "action.executed": event["type"]?.stringValue
      case "delegate.onNotificationOpened": "opened"
      case "delegate.didReceive": "didReceive"
      default: nil
      }
    }
    #expect(steps == (wrapper == .native ? ["opened", "addTag", "didReceive", "link"] : ["addTag", "didReceive", "opened", "link"]))
  }
}
