import PushSim
import Testing

/// Flutter firebase_messaging on a device (§4, §7.6 [X4]): `onMessage`, `onBackgroundMessage`
/// (only with a `@pragma('vm:entry-point')` handler), `onMessageOpenedApp`, `getInitialMessage`.
struct FlutterDeviceTests {
  static func device(_ platform: Platform, _ state: AppState, entryPoint: Bool) -> (SimulatedDevice, RecordingDelegate) {
    var options = DeviceOptions()
    options.dartEntryPoint = entryPoint
    let device = SimulatedDevice(platform: platform, wrapper: .flutter, state: state, options: options)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    return (device, delegate)
  }

  /// An app with a vendor SDK talks to it through the vendor's plugin: the FlutterFire rows
  /// and callback names are not recorded for it (a force-quit iOS app drops a silent push, and
  /// no `onBackgroundMessage` is said to be missed).
  @Test(arguments: [Wrapper.flutter, .cordova, .reactNative])
  func vendorSDKAppsHaveNoFCMPluginRows(wrapper: Wrapper) throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .wonderpush, wrapper: wrapper, state: .forceQuit)
    try device.receive(
      json: #"{"aps":{"content-available":1},"_wp":{"c":"camp1"}}"#,
      headers: ["apns-push-type": "background", "apns-priority": "5"])
    #expect(device.events(named: "push.dropped").first?["reason"] == "forceQuit")
    #expect(device.events(named: "delegate.missed").isEmpty)
    let plain = SimulatedDevice(platform: .iOS, wrapper: wrapper, state: .forceQuit)
    try plain.receive(json: #"{"aps":{"content-available":1}}"#, headers: ["apns-push-type": "background", "apns-priority": "5"])
    #expect(!plain.events(named: "delegate.missed").isEmpty, "the plugin's rows still apply to a plain FCM/APNs app")
  }

  /// [X4]: on Android FlutterFire's background handler may run 30 s (not FCM's 20 s): a 25 s
  /// handler finishes, a 35 s one is killed at 30 s.
  @Test(arguments: [(25, false), (35, true)])
  func androidBackgroundHandlerHasThirtySeconds(takes: Int, killed: Bool) throws {
    var options = DeviceOptions()
    options.dartEntryPoint = true
    options.androidHandlerBudgetSeconds = 10  // FCM's budget; the Dart handler's is FlutterFire's
    var app = AppBehavior()
    app.backgroundHandlerTakes = .seconds(takes)
    let device = SimulatedDevice(platform: .android, wrapper: .flutter, state: .background, options: options, app: app)
    try device.receive(json: Payloads.fcmData)
    device.advance(by: .seconds(60))
    #expect(device.events(named: "handler.timedOut").map { $0["budget"] } == (killed ? ["30s"] : []))
    #expect(device.state == (killed ? .killed : .background))
  }

  /// xf1: onMessage in the foreground on both platforms.
  @Test func foregroundCallsOnMessage() throws {
    let (android, androidDelegate) = Self.device(.android, .foreground, entryPoint: false)
    try android.receive(json: Payloads.fcmData)
    #expect(androidDelegate.methods == ["onMessageReceived", "onMessage", "onNotificationReceived"])
    let (ios, iosDelegate) = Self.device(.iOS, .foreground, entryPoint: false)
    try ios.receive(json: Payloads.fcmAlert, headers: alertHeaders)
    #expect(iosDelegate.methods == ["willPresent", "onMessage", "onNotificationReceived"])
  }

  /// xf2/xf3 on Android: every kind in the background or terminated runs onBackgroundMessage
  /// with the entry point; without it the handler is missed ("noEntryPoint").
  @Test(arguments: [
    (Payloads.fcmNotification, AppState.background, true), (Payloads.fcmBoth, .killed, true), (Payloads.fcmData, .killed, true),
    (Payloads.fcmNotification, .background, false), (Payloads.fcmData, .killed, false),
  ])
  func androidBackgroundHandlerNeedsTheEntryPoint(payload: String, state: AppState, entryPoint: Bool) throws {
    let (device, delegate) = Self.device(.android, state, entryPoint: entryPoint)
    try device.receive(json: payload)
    #expect(delegate.methods.contains("onBackgroundMessage") == entryPoint)
    #expect(delegate.methods.contains("onNotificationReceived") == entryPoint)
    if entryPoint {
      #expect(device.events(named: "delegate.onBackgroundMessage").first?["rule"] == "xf2")
    } else {
      let missed = try #require(device.events(named: "delegate.missed").first)
      #expect(missed["method"] == "onBackgroundMessage")
      #expect(missed["reason"] == "noEntryPoint")
      #expect(missed["rule"] == "xf3")
    }
  }

  /// xf2 on iOS: a content-available wake runs onBackgroundMessage with or without the entry
  /// point (only Android's separate isolate needs it).
  @Test(arguments: [true, false])
  func iosContentAvailableWakeNeedsNoEntryPoint(entryPoint: Bool) throws {
    let (device, delegate) = Self.device(.iOS, .background, entryPoint: entryPoint)
    try device.receive(json: Payloads.fcmBackground, headers: backgroundHeaders)
    #expect(delegate.methods.first == "didReceiveRemoteNotification")
    #expect(delegate.methods.contains("onBackgroundMessage"))
    #expect(device.events(named: "delegate.missed").isEmpty)
  }

  /// xf4 on iOS: an alert without content-available in the background runs no Dart code, entry
  /// point or not.
  @Test func iosAlertWithoutContentAvailableRunsNoDart() throws {
    let (device, delegate) = Self.device(.iOS, .background, entryPoint: true)
    try device.receive(json: Payloads.fcmAlert, headers: alertHeaders)
    #expect(delegate.methods.isEmpty)
    let missed = try #require(device.events(named: "delegate.missed").first)
    #expect(missed["reason"] == "noContentAvailable")
    #expect(missed["rule"] == "xf4")
  }

  /// An FCM message shown while the app is not running, tapped (a cold start); the app is then
  /// left and opened again.
  static func coldStartTapThenReopen(_ device: SimulatedDevice, _ platform: Platform) throws {
    if platform == .iOS {
      try device.receive(json: Payloads.fcmAlert, headers: alertHeaders)
    } else {
      try device.receive(json: Payloads.fcmNotification)
    }
    try device.tap()
    try device.perform(.background)
    try device.perform(.open)
  }

  /// xf5: a tap that cold-starts the app is getInitialMessage, once: leaving and reopening the
  /// app delivers nothing more.
  @Test(arguments: [Platform.android, .iOS])
  func coldStartTapIsGetInitialMessageOnce(platform: Platform) throws {
    let (device, delegate) = Self.device(platform, platform == .iOS ? .notRunning : .killed, entryPoint: true)
    try Self.coldStartTapThenReopen(device, platform)
    #expect(delegate.methods.filter { $0 == "getInitialMessage" }.count == 1)
    #expect(delegate.methods.filter { $0 == "onNotificationOpened" }.count == 1)
    #expect(device.events(named: "delegate.getInitialMessage").first?["rule"] == "xf5")
  }

  /// xf5 [X4]: getInitialMessage is a pull (FlutterFire reads the main activity's intent, or the
  /// launch notification it kept on iOS): an app that registers late still gets the tap, once.
  @Test(arguments: [Platform.android, .iOS])
  func lateRegistrationStillGetsGetInitialMessageOnce(platform: Platform) throws {
    var options = DeviceOptions()
    options.dartEntryPoint = true
    let device = SimulatedDevice(platform: platform, wrapper: .flutter, state: platform == .iOS ? .notRunning : .killed, options: options)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate, registration: .afterLaunch)
    try Self.coldStartTapThenReopen(device, platform)
    #expect(delegate.methods.filter { $0 == "getInitialMessage" }.count == 1)
    #expect(!device.events(named: "delegate.missed").contains { $0["method"] == "getInitialMessage" })
  }

  /// xf6: a tap from the background is onMessageOpenedApp.
  @Test func backgroundTapIsOnMessageOpenedApp() throws {
    let (device, delegate) = Self.device(.android, .background, entryPoint: false)
    try device.receive(json: Payloads.fcmNotification)
    try device.tap()
    #expect(delegate.methods.suffix(3) == ["onNewIntent", "onMessageOpenedApp", "onNotificationOpened"])
  }

  /// A notification message reaches the wrappers' background handlers through their own
  /// receivers (no onMessageReceived): the handler has the same budget (React Native Firebase's
  /// Headless JS task 60 s, FlutterFire 30 s); with the notification permission denied, the
  /// process still starts for it (a10's intent reaches the receivers), launched and timed as well.
  @Test(arguments: [(Wrapper.reactNative, 65, "1m"), (.flutter, 35, "30s")])
  func wrapperHandlersOfNotificationMessagesHaveTheBudget(wrapper: Wrapper, takes: Int, budget: String) throws {
    var options = DeviceOptions()
    options.dartEntryPoint = true
    var app = AppBehavior()
    app.backgroundHandlerTakes = .seconds(takes)
    let notification = #"{"gcm.n.e":"1","gcm.n.title":"T","k":"v"}"#
    let background = SimulatedDevice(platform: .android, wrapper: wrapper, state: .background, options: options, app: app)
    try background.receive(json: notification)
    background.advance(by: .seconds(70))
    #expect(background.events(named: "handler.timedOut").first?["budget"] == .string(budget))
    options.notificationPermission = false
    let denied = SimulatedDevice(platform: .android, wrapper: wrapper, state: .killed, options: options, app: app)
    try denied.receive(json: notification)
    #expect(denied.events(named: "app.launched").first?["reason"] == "backgroundPush")
    denied.advance(by: .seconds(70))
    #expect(denied.events(named: "handler.timedOut").count == 1)
    #expect(denied.state == .killed)
  }

  /// iOS: the background handler is set in the main isolate, so one registered on a later screen
  /// misses a background launch (Android keeps the callback handle from an earlier run).
  @Test func iosLateRegistrationMissesABackgroundLaunch() throws {
    let device = SimulatedDevice(platform: .iOS, wrapper: .flutter, state: .notRunning)
    device.setDelegate(RecordingDelegate(), registration: .afterLaunch)
    try device.receive(json: #"{"gcm.message_id":"f1","aps":{"content-available":1}}"#, headers: ["apns-push-type": "background", "apns-priority": "5"])
    #expect(device.events(named: "delegate.missed").first?["reason"] == "registeredAfterLaunch")
    #expect(device.events(named: "delegate.onBackgroundMessage").isEmpty)
  }

  /// Cordova (§4): `force-start: "1"` starts a closed app in the background with its web view, so
  /// JS gets the data message (row xc12); without it the payload is only cached (xc4).
  @Test func cordovaForceStartLoadsTheWebView() throws {
    let forced = SimulatedDevice(platform: .android, wrapper: .cordova, state: .killed)
    try forced.receive(json: #"{"content-available":"1","force-start":"1","k":"v"}"#)
    #expect(forced.events(named: "delegate.notification").first?["rule"] == "xc12")
    #expect(forced.events(named: "wrapper.started").count == 1)
    #expect(forced.events(named: "push.cached").isEmpty)
    let cached = SimulatedDevice(platform: .android, wrapper: .cordova, state: .killed)
    try cached.receive(json: #"{"content-available":"1","k":"v"}"#)
    #expect(cached.events(named: "push.cached").count == 1)
  }

  /// xf8 (R-iOS-31, [A34]): on iOS 18.0 FlutterFire skips onMessage for a willPresent with the
  /// previous willPresent's request identifier: the OS's duplicate delivery reaches Dart once,
  /// and so does an update sent with the same apns-collapse-id (the cost the PR scoped to 18.0).
  /// Without the knob every willPresent reaches onMessage.
  @Test(arguments: [true, false])
  func ios18_0DedupsWillPresentByIdentifier(ios18_0: Bool) throws {
    var options = DeviceOptions()
    options.ios18_0DuplicateDelivery = ios18_0
    let device = SimulatedDevice(platform: .iOS, wrapper: .flutter, state: .foreground, options: options)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    try device.receive(json: Payloads.fcmAlert, headers: alertHeaders)
    #expect(delegate.methods.filter { $0 == "willPresent" }.count == (ios18_0 ? 2 : 1))
    #expect(delegate.methods.filter { $0 == "onMessage" }.count == 1)
    var collapse = alertHeaders
    collapse["apns-collapse-id"] = "score"
    try device.receive(json: Payloads.fcmAlert, headers: collapse)
    try device.receive(json: Payloads.fcmAlertCA, headers: collapse)
    #expect(delegate.methods.filter { $0 == "onMessage" }.count == (ios18_0 ? 2 : 3))
    let missed = device.events(named: "delegate.missed")
    #expect(missed.allSatisfy { $0["reason"] == "duplicateIdentifier" && $0["rule"] == "xf8" })
    #expect(missed.count == (ios18_0 ? 4 : 0))  // each duplicate, and the update with its own duplicate
  }
}
