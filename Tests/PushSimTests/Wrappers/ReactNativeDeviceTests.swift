import PushSim
import Testing

/// React Native Firebase on a device (§4, §7.6 [X3][X9]): `onMessage`, the background message
/// handler, `onNotificationOpenedApp` and `getInitialNotification` after the native layer.
struct ReactNativeDeviceTests {
  static func device(
    _ platform: Platform, _ state: AppState, registration: DelegateRegistration = .atLaunch,
    options: DeviceOptions = DeviceOptions()
  ) -> (SimulatedDevice, RecordingDelegate) {
    let device = SimulatedDevice(platform: platform, wrapper: .reactNative, state: state, options: options)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate, registration: registration)
    return (device, delegate)
  }

  /// xr1: in the foreground onMessage follows the native callback, for every Android kind.
  @Test(arguments: [Payloads.fcmNotification, Payloads.fcmBoth, Payloads.fcmData])
  func androidForegroundCallsOnMessage(payload: String) throws {
    let (device, delegate) = Self.device(.android, .foreground)
    try device.receive(json: payload)
    #expect(delegate.methods == ["onMessageReceived", "onMessage", "onNotificationReceived"])
    #expect(device.events(named: "delegate.onMessage").first?["rule"] == "xr1")
  }

  /// xr2: unlike native FCM, the background handler also runs for notification messages the FCM
  /// SDK displays in the background, while onMessageReceived does not.
  @Test(arguments: [Payloads.fcmNotification, Payloads.fcmBoth])
  func androidBackgroundHandlerSeesNotificationMessages(payload: String) throws {
    let (device, delegate) = Self.device(.android, .background)
    try device.receive(json: payload)
    #expect(device.tray.count == 1)
    #expect(delegate.methods == ["setBackgroundMessageHandler", "onNotificationReceived"])
    #expect(device.events(named: "delegate.setBackgroundMessageHandler").first?["rule"] == "xr2")
  }

  /// xr2: killed, FCM starts the process headless and, for a high-priority message, the
  /// background handler runs; one registered inside a component (after launch) misses it.
  @Test(arguments: [(DelegateRegistration.atLaunch, true), (.afterLaunch, false)])
  func androidKilledRunsTheHeadlessHandler(registration: DelegateRegistration, runs: Bool) throws {
    let (device, delegate) = Self.device(.android, .killed, registration: registration)
    try device.receive(json: Payloads.fcmData, headers: ["priority": "high"])
    #expect(device.events(named: "app.launched").first?["reason"] == "backgroundPush")
    #expect(delegate.methods.contains("setBackgroundMessageHandler") == runs)
    #expect(delegate.methods.contains("onNotificationReceived") == runs)
    if !runs {
      let missed = try #require(device.events(named: "delegate.missed").first)
      #expect(missed["method"] == "setBackgroundMessageHandler")
      #expect(missed["reason"] == "registeredAfterLaunch")
    }
  }

  /// xr2 [X3]: the background handler runs as a Headless JS task with RNFB's 60 s timeout
  /// (`TIMEOUT_DEFAULT`), not R-A-9's 20 s; firebase.json's timeout is
  /// `reactNativeHeadlessTaskTimeoutSeconds`. A native app keeps 20 s.
  @Test(arguments: [
    (Wrapper.reactNative, 60, 45, nil), (.reactNative, 60, 65, "1m"), (.reactNative, 30, 45, "30s"), (.native, 60, 45, "20s"),
  ])
  func androidBackgroundHandlerHasTheHeadlessTaskTimeout(wrapper: Wrapper, timeout: Int, takes: Int, budget: String?) throws {
    var options = DeviceOptions()
    options.reactNativeHeadlessTaskTimeoutSeconds = timeout
    var app = AppBehavior()
    app.backgroundHandlerTakes = .seconds(takes)
    let device = SimulatedDevice(platform: .android, wrapper: wrapper, state: .background, options: options, app: app)
    try device.receive(json: Payloads.fcmData, headers: ["priority": "high"])
    device.advance(by: .seconds(120))
    let timedOut = device.events(named: "handler.timedOut")
    #expect(timedOut.first?["budget"] == budget.map { .string($0) })
    #expect(device.state == (budget == nil ? .background : .killed))
  }

  /// xr2 [X3]: a normal-priority message cannot start the headless service of an app that is
  /// killed, or idle in the background (60 s after it left the foreground): the native
  /// onMessageReceived runs, the background handler is missed (`normalPriority`). A message
  /// lowered to normal priority by the App Standby cap is one too.
  @Test func androidNormalPriorityMissesTheBackgroundHandlerOnceIdle() throws {
    let (killed, killedDelegate) = Self.device(.android, .killed)
    try killed.receive(json: Payloads.fcmData)
    #expect(killedDelegate.methods == ["onMessageReceived"])
    #expect(killed.events(named: "delegate.missed").first?["reason"] == "normalPriority")

    var capped = DeviceOptions()
    capped.standbyBucket = .restricted
    let (standby, standbyDelegate) = Self.device(.android, .background, options: capped)
    for n in 1...6 { try standby.receive(json: #"{"order":"\#(n)","google.message_id":"s\#(n)"}"#, headers: ["priority": "high"]) }
    #expect(standbyDelegate.methods.filter { $0 == "setBackgroundMessageHandler" }.count == 5, "the sixth is capped to normal")
    #expect(standby.events(named: "delegate.missed").map { $0["reason"] } == ["normalPriority"])
  }

  /// An app that left the foreground (home button, or a locked screen, which puts it to sleep
  /// on top) may start services for 60 s: a normal-priority message runs the handler 59 s later,
  /// is missed 60 s later, and a high-priority one still runs it.
  @Test(arguments: [false, true])
  func androidSettleWindowAfterLeavingTheForeground(byLocking: Bool) throws {
    let (device, delegate) = Self.device(.android, .foreground)
    if byLocking { device.lock() } else { try device.perform(.background) }
    device.advance(by: .seconds(59))
    try device.receive(json: #"{"order":"1","google.message_id":"n1"}"#)
    #expect(delegate.methods.contains("setBackgroundMessageHandler"), "59 s after leaving the foreground")
    device.advance(by: .seconds(1))
    try device.receive(json: #"{"order":"2","google.message_id":"n2"}"#)
    #expect(device.events(named: "delegate.missed").map { $0["reason"] } == ["normalPriority"], "60 s after: idle")
    try device.receive(json: #"{"order":"3","google.message_id":"n3"}"#, headers: ["priority": "high"])
    #expect(device.events(named: "delegate.setBackgroundMessageHandler").count == 2)
  }

  /// A process started for a push is idle from the start, for the next push too. A
  /// deprioritized app's high-priority message arrives as normal priority and gives no allowlist.
  @Test func androidIdleAfterAColdStartOrDeprioritization() throws {
    let (killed, _) = Self.device(.android, .foreground)
    try killed.perform(.kill)
    try killed.receive(json: #"{"order":"1","google.message_id":"k1"}"#)
    killed.advance(by: .seconds(1))
    try killed.receive(json: #"{"order":"2","google.message_id":"k2"}"#)
    #expect(killed.events(named: "delegate.missed").map { $0["reason"] } == ["normalPriority", "normalPriority"])

    var options = DeviceOptions()
    options.fcmDeprioritized = true
    let (deprioritized, _) = Self.device(.android, .background, options: options)
    try deprioritized.receive(json: #"{"order":"1","google.message_id":"d1"}"#, headers: ["priority": "high"])
    #expect(deprioritized.events(named: "delegate.missed").map { $0["reason"] } == ["normalPriority"])
  }

  /// xr4: a tap that cold-starts the app is getInitialNotification, once, also for an app that
  /// asks for it late (registered after launch): RNFB reads the launch intent whenever JS calls
  /// it. The headless receipt still misses a background handler registered late (xr2).
  @Test(arguments: [DelegateRegistration.atLaunch, .afterLaunch])
  func androidColdStartTapIsGetInitialNotification(registration: DelegateRegistration) throws {
    let (device, delegate) = Self.device(.android, .killed, registration: registration)
    try device.receive(json: Payloads.fcmNotification)
    try device.tap()
    try device.perform(.background)
    try device.perform(.open)
    #expect(device.events(named: "delegate.onCreate").count == 1)
    #expect(delegate.methods.filter { $0 == "getInitialNotification" }.count == 1)
    #expect(delegate.methods.filter { $0 == "onNotificationOpened" }.count == 1)
    #expect(device.events(named: "delegate.getInitialNotification").first?["rule"] == "xr4")
    let missed = device.events(named: "delegate.missed").map { $0["method"] }
    #expect(missed == (registration == .afterLaunch ? ["setBackgroundMessageHandler"] : []))
  }

  /// xr5: a tap from the background (the activity exists) is onNotificationOpenedApp, even for
  /// a handler registered after launch.
  @Test func androidBackgroundTapIsOnNotificationOpenedApp() throws {
    let (device, delegate) = Self.device(.android, .background, registration: .afterLaunch)
    try device.receive(json: Payloads.fcmNotification)
    try device.tap()
    #expect(delegate.methods.suffix(3) == ["onNewIntent", "onNotificationOpenedApp", "onNotificationOpened"])
  }

  /// xr1 on iOS: onMessage once, from willPresent (i1), or from didRRN when the push has
  /// content-available (i7: RNFB's willPresent leaves it to didRRN).
  @Test(arguments: [
    (Payloads.fcmAlert, ["willPresent", "onMessage", "onNotificationReceived"]),
    (Payloads.fcmAlertCA, ["willPresent", "didReceiveRemoteNotification", "onMessage", "onNotificationReceived"]),
  ])
  func iosForegroundCallsOnMessageOnce(payload: String, methods: [String]) throws {
    let (device, delegate) = Self.device(.iOS, .foreground)
    try device.receive(json: payload, headers: alertHeaders)
    #expect(Array(delegate.methods.prefix(methods.count)) == methods)
    #expect(delegate.methods.filter { $0 == "onMessage" }.count == 1)
  }

  /// xr2 on iOS: the background handler runs when content-available wakes or launches the app
  /// (i8, i9, i12, i13).
  @Test(arguments: [
    (Payloads.fcmAlertCA, AppState.background), (Payloads.fcmAlertCA, .notRunning),
    (Payloads.fcmBackground, .background), (Payloads.fcmBackground, .notRunning),
  ])
  func iosContentAvailableWakeRunsTheBackgroundHandler(payload: String, state: AppState) throws {
    let (device, delegate) = Self.device(.iOS, state)
    try device.receive(json: payload, headers: payload == Payloads.fcmBackground ? backgroundHeaders : alertHeaders)
    #expect(delegate.methods == ["didReceiveRemoteNotification", "setBackgroundMessageHandler", "onNotificationReceived"])
  }

  /// xr3 on iOS: no content-available, no handler; force-quit (i10, i14), none either.
  @Test(arguments: [
    (Payloads.fcmAlert, AppState.background, "noContentAvailable"), (Payloads.fcmAlertCA, .forceQuit, "forceQuit"),
    (Payloads.fcmBackground, .forceQuit, "forceQuit"),
  ])
  func iosWithoutAWakeTheBackgroundHandlerIsMissed(payload: String, state: AppState, reason: String) throws {
    let (device, delegate) = Self.device(.iOS, state)
    try device.receive(json: payload, headers: payload == Payloads.fcmBackground ? backgroundHeaders : alertHeaders)
    #expect(delegate.methods.isEmpty)
    let missed = try #require(device.events(named: "delegate.missed").first)
    #expect(missed["method"] == "setBackgroundMessageHandler")
    #expect(missed["reason"] == .string(reason))
    #expect(missed["rule"] == "xr3")
  }

  /// xr2: a throttled background push runs the handler when the wake gate releases it, not on
  /// arrival.
  @Test func iosHeldPushRunsTheHandlerWhenReleased() throws {
    var options = DeviceOptions()
    options.iosBackgroundPushBudgetPerHour = 1
    let (device, _) = Self.device(.iOS, .background, options: options)
    try device.receive(json: Payloads.fcmBackground, headers: backgroundHeaders)
    try device.receive(json: Payloads.fcmBackground, headers: backgroundHeaders)
    #expect(device.events(named: "delegate.setBackgroundMessageHandler").count == 1)
    #expect(device.events(named: "delegate.missed").isEmpty)
    device.advance(by: .seconds(3_600))
    #expect(device.events(named: "delegate.setBackgroundMessageHandler").map { $0["notification"] } == ["apns-1", "apns-2"])
  }

  /// xr4 on iOS: a cold-start tap runs the plugin's native didReceive whatever the app's
  /// registration, and getInitialNotification only for a handler registered at launch.
  @Test func iosColdStartTapWithLateRegistrationStillGetsGetInitialNotification() throws {
    let (device, delegate) = Self.device(.iOS, .notRunning, registration: .afterLaunch)
    try device.receive(json: Payloads.fcmAlert, headers: alertHeaders)
    try device.tap()
    #expect(delegate.methods == ["didReceive", "getInitialNotification", "onNotificationOpened"])
    let missed = device.events(named: "delegate.missed").map { "\($0["method"]?.stringValue ?? ""): \($0["reason"]?.stringValue ?? "")" }
    #expect(missed == ["setBackgroundMessageHandler: noContentAvailable"])
  }

  /// xr5 on iOS: a tap from the background is onNotificationOpenedApp.
  @Test func iosBackgroundTapIsOnNotificationOpenedApp() throws {
    let (device, delegate) = Self.device(.iOS, .background)
    try device.receive(json: Payloads.fcmAlert, headers: alertHeaders)
    try device.tap()
    #expect(delegate.methods == ["didReceive", "onNotificationOpenedApp", "onNotificationOpened"])
  }

  /// xr6 on a device: a plain APNs alert in the foreground runs willPresent only; the same alert
  /// as an FCM message reaches onMessage.
  @Test func iosPlainAPNsPushReachesOnlyTheNativeDelegate() throws {
    let (device, delegate) = Self.device(.iOS, .foreground)
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(delegate.methods == ["willPresent"])
    let missed = try #require(device.events(named: "delegate.missed").first)
    #expect(missed["method"] == "onMessage")
    #expect(missed["reason"] == "notFCMMessage")
    #expect(missed["rule"] == "xr6")
    try device.receive(json: Payloads.fcmAlert, headers: alertHeaders)
    #expect(delegate.methods.suffix(2) == ["onMessage", "onNotificationReceived"])
  }

  /// iOS: RNFB (and FlutterFire) call didRRN's completion handler themselves 25 s after an FCM
  /// message woke the app in the background, so a JS or Dart handler running longer is cut
  /// there with a normal completion (`handler.completed`): no termination, no budget penalty. A
  /// native app, or a plain APNs push the plugin ignores, still runs into the 30 s limit.
  @Test(arguments: [
    (Wrapper.reactNative, Payloads.fcmBackground, true), (.flutter, Payloads.fcmBackground, true),
    (.native, Payloads.fcmBackground, false), (.reactNative, Payloads.background, false),
  ])
  func iosPluginCompletesTheBackgroundHandlerAt25Seconds(wrapper: Wrapper, payload: String, completes: Bool) throws {
    let device = SimulatedDevice(platform: .iOS, wrapper: wrapper, state: .notRunning)
    let delegate = RecordingDelegate()
    delegate.handlerTakes = .seconds(40)
    device.setDelegate(delegate)
    try device.receive(json: payload, headers: backgroundHeaders)
    device.advance(by: .seconds(60))
    let completed = device.events(named: "handler.completed")
    #expect(completed.count == (completes ? 1 : 0))
    if completes {
      #expect(completed.first?["by"] == .string(wrapper.rawValue))
      #expect(completed.first?["after"] == "25s")
      #expect(completed.first?["t"] == 25_000)
    }
    #expect(device.events(named: "handler.timedOut").count == (completes ? 0 : 1))
    #expect(device.state == (completes ? .background : .notRunning))
  }
}

