import PushSim
import Testing

/// Cordova phonegap-plugin-push on a device (§4, §7.6 [X1]): the JS `notification` event
/// after the native layer.
struct CordovaDeviceTests {
  /// The plugin's recommended payload: a data message with a title and a message.
  static let dataWithContentAvailable = #"{"title":"Hi","message":"There","content-available":"1","google.message_id":"cd1"}"#
  static let dataWithoutContentAvailable = #"{"title":"Hi","message":"There","google.message_id":"cd2"}"#
  static let dataNoCache = #"{"title":"Hi","message":"There","content-available":"1","no-cache":"1","google.message_id":"cd3"}"#

  static func device(_ platform: Platform, _ state: AppState) -> (SimulatedDevice, RecordingDelegate) {
    let device = SimulatedDevice(platform: platform, wrapper: .cordova, state: state)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    return (device, delegate)
  }

  /// [X1] "double event": with R-iOS-10's second didRRN on (the knob), JS still gets two
  /// events — on receipt (xc7) and on the tap (xc9) — the second didRRN being that tap event.
  @Test func iosSecondDidRRNIsTheTapEvent() throws {
    var options = DeviceOptions()
    options.iosTapRedeliversContentAvailable = true
    let device = SimulatedDevice(platform: .iOS, wrapper: .cordova, state: .background, options: options)
    device.setDelegate(RecordingDelegate())
    try device.receive(json: #"{"aps":{"alert":"Hi","content-available":1}}"#, headers: alertHeaders)
    try device.tap()
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 2)
    #expect(device.events(named: "delegate.notification").map { $0["rule"] } == ["xc7", "xc9"])
  }

  /// xc1: in the foreground the native handler runs, then the JS event, then the generic
  /// received callback; the plugin shows nothing.
  @Test func androidForegroundMessageReachesJS() throws {
    let (device, delegate) = Self.device(.android, .foreground)
    try device.receive(json: Self.dataWithContentAvailable)
    #expect(delegate.methods == ["onMessageReceived", "notification", "onNotificationReceived"])
    #expect(device.events(named: "delegate.notification").first?["rule"] == "xc1")
    #expect(device.tray.isEmpty)
  }

  /// xc2 and xc10: a notification message in the background is shown by the FCM SDK; JS gets no
  /// event on receipt nor on tap, and the trace says why.
  @Test(arguments: [Payloads.fcmNotification, Payloads.fcmBoth])
  func androidBackgroundNotificationMessageNeverReachesJS(payload: String) throws {
    let (device, delegate) = Self.device(.android, .background)
    try device.receive(json: payload)
    #expect(device.tray.count == 1)
    try device.tap()
    #expect(delegate.methods == ["onNewIntent"])
    let missed = device.events(named: "delegate.missed")
    #expect(missed.map { $0["rule"] } == ["xc2", "xc10"])
    #expect(missed.allSatisfy { $0["method"] == "notification" && $0["reason"] == "notificationMessage" })
    #expect(!device.eventNames.contains("delegate.onNotificationOpened"))
  }

  /// xc3 then xc9: a background data message with content-available "1" is shown by the plugin
  /// and reaches JS on receipt, and again on tap: the "double event".
  @Test func androidBackgroundDataWithContentAvailableIsADoubleEvent() throws {
    let (device, delegate) = Self.device(.android, .background)
    try device.receive(json: Self.dataWithContentAvailable)
    let shown = try #require(device.tray.latest)
    #expect(shown.title == "Hi")
    #expect(shown.body == "There")
    #expect(shown.channel == "PushPluginChannel")
    try device.tap()
    #expect(delegate.methods == [
      "onMessageReceived", "notification", "onNotificationReceived", "onNewIntent", "notification", "onNotificationOpened",
    ])
    #expect(device.events(named: "delegate.notification").map { $0["rule"] } == ["xc3", "xc9"])
  }

  /// xc6 then xc9: without content-available, JS sees the message only when it is tapped.
  @Test func androidBackgroundDataWithoutContentAvailableReachesJSOnlyOnTap() throws {
    let (device, delegate) = Self.device(.android, .background)
    try device.receive(json: Self.dataWithoutContentAvailable)
    #expect(device.events(named: "delegate.missed").first?["reason"] == "noContentAvailable")
    #expect(delegate.methods == ["onMessageReceived"])
    try device.tap()
    #expect(delegate.methods.suffix(2) == ["notification", "onNotificationOpened"])
  }

  /// The plugin's notifications replace each other unless their notId differs.
  @Test func pluginNotificationsReplaceEachOtherWithoutNotId() throws {
    let (device, _) = Self.device(.android, .background)
    try device.receive(json: #"{"title":"1","google.message_id":"p1"}"#)
    try device.receive(json: #"{"title":"2","google.message_id":"p2"}"#)
    #expect(device.tray.notifications.map(\.title) == ["2"])
    try device.receive(json: #"{"title":"3","notId":"7","google.message_id":"p3"}"#)
    #expect(device.tray.notifications.map(\.title) == ["2", "3"])
  }

  /// xc4 then xc11: killed, FCM starts the process but not the web view: JS misses the event,
  /// the payload is cached and reaches JS when the user opens the app.
  @Test func androidKilledDataIsCachedAndDeliveredAtTheNextStart() throws {
    let (device, delegate) = Self.device(.android, .killed)
    try device.receive(json: Self.dataWithContentAvailable)
    #expect(device.state == .background)
    let missed = try #require(device.events(named: "delegate.missed").first)
    #expect(missed["reason"] == "jsNotLoaded")
    #expect(missed["rule"] == "xc4")
    #expect(device.events(named: "push.cached").count == 1)
    #expect(!delegate.methods.contains("notification"))

    let before = device.trace.events.count
    try device.perform(.open)
    #expect(device.eventNames(since: before) == [
      "app.state", "push.released", "delegate.notification", "delegate.onNotificationReceived",
    ])
    #expect(device.events(named: "delegate.notification").first?["rule"] == "xc11")
    #expect(device.events(named: "push.released").first?["reason"] == "wrapperStarted")
  }

  /// xc5: with no-cache "1" nothing is cached, so opening the app delivers nothing.
  @Test func androidKilledDataWithNoCacheIsLost() throws {
    let (device, delegate) = Self.device(.android, .killed)
    try device.receive(json: Self.dataNoCache)
    #expect(device.events(named: "delegate.missed").first?["rule"] == "xc5")
    try device.perform(.open)
    #expect(device.events(named: "push.cached").isEmpty)
    #expect(!delegate.methods.contains("notification"))
  }

  /// xc4, xc11, xc9: tapping the plugin's notification after a killed-state push starts the web
  /// view: the cached receipt reaches JS first, then the tap.
  @Test func androidColdStartTapDeliversTheCacheThenTheTap() throws {
    let (device, _) = Self.device(.android, .killed)
    try device.receive(json: Self.dataWithContentAvailable)
    try device.tap()
    #expect(device.events(named: "delegate.onCreate").count == 1)
    #expect(device.events(named: "delegate.notification").map { $0["rule"] } == ["xc11", "xc9"])
    #expect(device.events(named: "delegate.onNotificationReceived").count == 1)
    #expect(device.events(named: "delegate.onNotificationOpened").count == 1)
  }

  /// The cache lives in the process: swiping the app away before it is opened loses it.
  @Test func androidCacheIsLostWhenTheProcessEnds() throws {
    let (device, delegate) = Self.device(.android, .killed)
    try device.receive(json: Self.dataWithContentAvailable)
    try device.perform(.swipeAway)
    #expect(device.events(named: "push.dropped").first?["reason"] == "wrapperCacheLost")
    try device.perform(.open)
    #expect(!delegate.methods.contains("notification"))
  }

  /// iOS xc1: a foreground alert reaches JS once, even with content-available (willPresent and
  /// didRRN both run natively).
  @Test(arguments: [Payloads.alert, Payloads.alertCA])
  func iosForegroundReachesJSOnce(payload: String) throws {
    let (device, delegate) = Self.device(.iOS, .foreground)
    try device.receive(json: payload, headers: alertHeaders)
    #expect(delegate.methods.filter { $0 == "notification" }.count == 1)
    #expect(delegate.methods.filter { $0 == "onNotificationReceived" }.count == 1)
    #expect(device.events(named: "delegate.notification").first?["rule"] == "xc1")
  }

  /// iOS xc7 / xc8: in the background JS gets the push only through a content-available wake.
  @Test func iosBackgroundNeedsContentAvailable() throws {
    let (device, delegate) = Self.device(.iOS, .background)
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(device.events(named: "delegate.missed").first?["reason"] == "noContentAvailable")
    try device.receive(json: Payloads.alertCA, headers: alertHeaders)
    #expect(delegate.methods == ["didReceiveRemoteNotification", "notification", "onNotificationReceived"])
    #expect(device.events(named: "delegate.notification").first?["rule"] == "xc7")
  }

  /// iOS xc9: a tap reaches JS, even on a cold start with a handler registered after launch
  /// (the plugin keeps the launch notification until `PushNotification.init`).
  @Test func iosColdStartTapReachesJS() throws {
    let (device, delegate) = Self.device(.iOS, .notRunning)
    device.setDelegateRegistration(.afterLaunch)
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    try device.tap()
    #expect(delegate.methods == ["didReceive", "notification", "onNotificationOpened"])
    #expect(device.events(named: "delegate.notification").first?["rule"] == "xc9")
  }
}
