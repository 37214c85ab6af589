import PushSim
import Testing

/// Rows i1–i16 of SEMANTICS.md §7.2, driven through a device.
struct IOSDeliveryTests {
  /// i1: a foreground alert asks willPresent; with the default `[]` nothing is shown and didRRN
  /// is not called.
  @Test func foregroundAlertAsksWillPresentAndShowsNothingByDefault() throws {
    let device = SimulatedDevice(platform: .iOS, state: .foreground)
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(device.lastRule == "i1")
    #expect(device.eventNames == ["push.received", "delegate.willPresent", "delegate.onNotificationReceived"])
    #expect(device.tray.isEmpty)
  }

  /// i1: a foreground alert is shown when willPresent returns banner and list.
  @Test func foregroundAlertIsShownWhenWillPresentReturnsBanner() throws {
    var app = AppBehavior()
    app.willPresent = [.banner, .list]
    let device = SimulatedDevice(platform: .iOS, state: .foreground, app: app)
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(device.eventNames.contains("notification.displayed"))
    #expect(device.tray.count == 1)
  }

  /// i1 with a collapse id already shown: `willPresent` answering `[]` leaves the earlier
  /// notification as it was (docs/ModellingChoices/iOS.md); answering `[.list]` replaces it.
  @Test func aHiddenForegroundAlertLeavesTheSameCollapseIdAlone() throws {
    for (options, expected) in [(PresentationOptions(), "one"), ([.list], "two")] {
      var app = AppBehavior()
      app.willPresent = options
      let device = SimulatedDevice(platform: .iOS, state: .background, app: app)
      let headers: PushHeaders = ["apns-push-type": "alert", "apns-collapse-id": "c"]
      try device.receive(json: #"{"aps":{"alert":"one"}}"#, headers: headers)
      try device.perform(.open)
      try device.receive(json: #"{"aps":{"alert":"two"}}"#, headers: headers)
      #expect(device.tray.count == 1)
      #expect(device.tray.latest?.body == expected, "\(options)")
    }
  }

  /// i1, knob iosForegroundAlertCallsDidRRN: true also calls didRRN for a plain alert.
  @Test func foregroundAlertCallsDidRRNOnlyWithTheKnob() throws {
    var options = DeviceOptions()
    options.iosForegroundAlertCallsDidRRN = true
    let on = SimulatedDevice(platform: .iOS, state: .foreground, options: options)
    try on.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(on.eventNames.contains("delegate.didReceiveRemoteNotification"))
    let off = SimulatedDevice(platform: .iOS, state: .foreground)
    try off.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(!off.eventNames.contains("delegate.didReceiveRemoteNotification"))
  }

  /// R-iOS-7, knob iosForegroundPresentDefault: with no delegate at all, `original` shows the
  /// notification and `none` (the default) does not.
  @Test(arguments: [(DeviceOptions.ForegroundPresentation.none, 0), (.original, 1)])
  func foregroundAlertWithoutDelegateFollowsTheKnob(setting: DeviceOptions.ForegroundPresentation, shown: Int) throws {
    var options = DeviceOptions()
    options.iosForegroundPresentDefault = setting
    let device = SimulatedDevice(platform: .iOS, state: .foreground, options: options)
    device.setDelegateRegistration(.none)
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(device.tray.count == shown)
    #expect(!device.eventNames.contains("delegate.willPresent"))
  }

  /// i2, i3, i4: outside the foreground the system shows the alert and no app code runs.
  @Test(arguments: [(AppState.background, "i2"), (.notRunning, "i3"), (.forceQuit, "i4")])
  func alertOutsideForegroundIsShownBySystem(state: AppState, row: String) throws {
    let device = SimulatedDevice(platform: .iOS, state: state)
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(device.lastRule == row)
    #expect(device.eventNames == ["push.received", "notification.displayed"])
    #expect(device.state == state)
  }

  /// i3: a tap on a not-running app launches it and calls didReceive with the default action.
  @Test func tapLaunchesNotRunningAppAndCallsDidReceive() throws {
    let device = SimulatedDevice(platform: .iOS, state: .notRunning)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    try device.tap()
    #expect(device.state == .foreground)
    #expect(delegate.methods == ["didReceive", "onNotificationOpened"])
    #expect(delegate.calls.first?.action == "com.apple.UNNotificationDefaultActionIdentifier")
    let launch = try #require(device.events(named: "app.launched").first)
    #expect(launch["reason"] == "notificationTap")
  }

  /// R-iOS-8: a delegate registered after launch misses the cold-start tap.
  @Test func lateDelegateMissesColdStartTap() throws {
    let device = SimulatedDevice(platform: .iOS, state: .notRunning)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate, registration: .afterLaunch)
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    try device.tap()
    #expect(delegate.methods.isEmpty)
    let missed = device.events(named: "delegate.missed").map { $0["method"]?.stringValue }
    #expect(missed == ["didReceive", "onNotificationOpened"])
    // R-iOS-21: the launch options still hold the payload.
    #expect(device.events(named: "app.launched").first?["remoteNotification"] == "apns-1")
  }

  /// R-iOS-10 knob: the second didRRN comes only for an app that had the push (not after a
  /// force quit, i10) and only with the knob on.
  @Test(arguments: [(AppState.notRunning, true, 2), (.forceQuit, true, 0), (.background, false, 1)])
  func tapRedeliversContentAvailableOnlyWhenTheAppHadIt(state: AppState, knob: Bool, didRRNs: Int) throws {
    var options = DeviceOptions()
    options.iosTapRedeliversContentAvailable = knob
    let device = SimulatedDevice(platform: .iOS, state: state, options: options)
    try device.receive(json: #"{"aps":{"alert":"Hi","content-available":1}}"#, headers: alertHeaders)
    try device.tap()
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == didRRNs)
    #expect(device.events(named: "delegate.didReceive").count == 1)
  }

  /// R-iOS-10 knob: a push the app never got in didRRN is not "delivered again" — not when the
  /// app was force-quit at arrival and is running by the time of the tap, and not when the wake
  /// was held and the launch for the tap delivers it for the first time.
  @Test func tapRedeliversOnlyWhatDidRRNAlreadyGot() throws {
    var options = DeviceOptions()
    options.iosTapRedeliversContentAvailable = true
    let quit = SimulatedDevice(platform: .iOS, state: .forceQuit, options: options)
    try quit.receive(json: #"{"aps":{"alert":"Hi","content-available":1}}"#, headers: alertHeaders)
    try quit.perform(.open)
    try quit.perform(.background)
    try quit.tap()
    #expect(quit.events(named: "delegate.didReceiveRemoteNotification").isEmpty)
    options.iosBackgroundPushBudgetPerHour = 0
    let held = SimulatedDevice(platform: .iOS, state: .background, options: options)
    try held.receive(json: #"{"aps":{"alert":"Hi","content-available":1}}"#, headers: alertHeaders)
    #expect(held.events(named: "delegate.didReceiveRemoteNotification").isEmpty)
    try held.tap()
    #expect(held.events(named: "delegate.didReceiveRemoteNotification").count == 1)
  }

  /// R-iOS-12: only the newest background push is kept — when a newer one wakes the app at once
  /// (here an alert with content-available bypassing the throttle), the held older one is
  /// dropped as superseded, never delivered after it; unlocking back into the foreground
  /// delivers what is held.
  @Test func aNewerWakeSupersedesTheHeldPush() throws {
    var options = DeviceOptions()
    options.iosBackgroundPushBudgetPerHour = 0
    options.iosAlertWakesBypassThrottle = true
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    try device.receive(json: #"{"aps":{"content-available":1}}"#, headers: ["apns-push-type": "background", "apns-priority": 5])
    #expect(device.events(named: "push.held").map { $0["id"] } == ["apns-1"])
    try device.receive(json: #"{"aps":{"alert":"Hi","content-available":1}}"#, headers: alertHeaders)
    #expect(device.events(named: "push.dropped").last?["reason"] == "superseded")
    device.advance(by: .seconds(7_200))
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").map { $0["notification"] } == ["apns-2"])

    let locked = SimulatedDevice(platform: .iOS, state: .foreground, options: options)
    locked.lock()
    try locked.receive(json: #"{"aps":{"content-available":1}}"#, headers: ["apns-push-type": "background", "apns-priority": 5])
    locked.unlock()
    #expect(locked.events(named: "push.released").first?["reason"] == "unlocked")
    #expect(locked.events(named: "delegate.didReceiveRemoteNotification").count == 1)
  }

  /// §7.5 "didRRN not completed within 30 s ⇒ terminate app (+ lower future budget)": in the
  /// background a wake whose handler overran costs two of the hour's wakes, so the third push of
  /// three is held; in the foreground (i11, no wake taken, the app not terminated) it costs
  /// nothing, and a push after the app goes to the background still wakes it.
  @Test(arguments: [(AppState.background, 2, ["apns-3"]), (.foreground, 4, [])])
  func anOverrunningHandlerLowersTheBudgetOnlyWhenTerminated(state: AppState, didRRNs: Int, held: [String]) throws {
    var app = AppBehavior()
    app.backgroundHandlerTakes = .seconds(45)
    let device = SimulatedDevice(platform: .iOS, state: state, app: app)
    for _ in 0..<3 {
      try device.receive(json: #"{"aps":{"content-available":1}}"#, headers: ["apns-push-type": "background", "apns-priority": 5])
      device.advance(by: .seconds(60))
    }
    if state == .foreground {
      try device.perform(.background)
      try device.receive(json: #"{"aps":{"content-available":1}}"#, headers: ["apns-push-type": "background", "apns-priority": 5])
    }
    #expect(device.events(named: "handler.timedOut").count == 2 + (state == .foreground ? 1 : 0))
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == didRRNs)
    #expect(device.events(named: "push.held").map { $0["id"]?.stringValue } == held)
  }

  /// R-iOS-10 knob, with ids that recur: a push held under the id of one didRRN got is not
  /// delivered twice at the tap, and a force quit forgets what the old process got.
  @Test func redeliveryFollowsThePushNotItsId() throws {
    var options = DeviceOptions()
    options.iosTapRedeliversContentAvailable = true
    options.iosBackgroundPushBudgetPerHour = 1
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    let headers: PushHeaders = ["apns-push-type": "alert", "apns-collapse-id": "score"]
    try device.receive(json: #"{"aps":{"alert":"1-0","content-available":1}}"#, headers: headers)
    try device.receive(json: #"{"aps":{"alert":"2-0","content-available":1}}"#, headers: headers)
    #expect(device.events(named: "push.held").count == 1)
    try device.tap()
    // The first push's didRRN, then the held second one released at the launch: once each.
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 2)

    var plain = DeviceOptions()
    plain.iosTapRedeliversContentAvailable = true
    let quit = SimulatedDevice(platform: .iOS, state: .background, options: plain)
    try quit.receive(json: #"{"aps":{"alert":"Hi","content-available":1}}"#, headers: ["apns-push-type": "alert"])
    try quit.perform(.forceQuit)
    try quit.perform(.open)
    try quit.perform(.background)
    try quit.tap()
    #expect(quit.events(named: "delegate.didReceiveRemoteNotification").count == 1)
  }

  /// A held push still over budget when its retry comes stays held without a second `push.held`,
  /// and is released once when the budget frees.
  @Test func aHeldPushIsReportedHeldOnce() throws {
    var options = DeviceOptions()
    options.iosBackgroundPushBudgetPerHour = 1
    options.iosBackgroundBudgetResetSeconds = 1800
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    for _ in 0..<2 {
      try device.receive(json: #"{"aps":{"content-available":1}}"#, headers: ["apns-push-type": "background", "apns-priority": 5])
    }
    device.advance(by: .seconds(7_200))
    #expect(device.events(named: "push.held").count == 1)
    #expect(device.events(named: "push.released").map { $0["id"] } == ["apns-2"])
  }

  /// R-iOS-21: only a launch by a tap carries the push in its launch options; an app brought
  /// back from the background is not launched, and a user launch has none.
  @Test func onlyATapLaunchCarriesTheRemoteNotification() throws {
    let running = SimulatedDevice(platform: .iOS, state: .background)
    try running.receive(json: Payloads.alert, headers: alertHeaders)
    try running.tap()
    #expect(running.events(named: "app.launched").isEmpty)
    let user = SimulatedDevice(platform: .iOS, state: .notRunning)
    try user.perform(.open)
    #expect(user.events(named: "app.launched").first?["reason"] == "user")
    #expect(user.events(named: "app.launched").first?["remoteNotification"] == nil)
  }

  /// i5/i6: with mutable-content and an extension, the NSE runs first and its content is shown.
  @Test(arguments: [AppState.background, .notRunning, .forceQuit])
  func serviceExtensionModifiesContentBeforeDisplay(state: AppState) throws {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(takes: .seconds(2), title: "Changed", attach: ["https://x/i.jpg"])
    let device = SimulatedDevice(platform: .iOS, state: state, app: app)
    try device.receive(json: Payloads.alertMC, headers: alertHeaders)
    #expect(device.lastRule == "i6")
    #expect(device.eventNames == ["push.received", "extension.started"])
    device.advance(by: .seconds(2))
    #expect(device.eventNames.suffix(2) == ["extension.completed", "notification.displayed"])
    #expect(device.tray.latest?.title == "Changed")
    #expect(device.tray.latest?.attachments == ["https://x/i.jpg"])
  }

  /// i5: in the foreground, willPresent sees the modified content after the NSE.
  @Test func foregroundServiceExtensionThenWillPresent() throws {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(takes: .seconds(1), body: "Decrypted")
    app.willPresent = [.banner]
    let device = SimulatedDevice(platform: .iOS, state: .foreground, app: app)
    try device.receive(json: Payloads.alertMC, headers: alertHeaders)
    #expect(device.lastRule == "i5")
    device.advance(by: .seconds(1))
    #expect(device.eventNames.suffix(4) == ["extension.completed", "delegate.willPresent", "delegate.onNotificationReceived", "notification.displayed"])
    #expect(device.tray.latest?.body == "Decrypted")
  }

  /// R-NSE-2/3: an extension past the 30 s budget times out and the original content is shown.
  @Test func serviceExtensionTimeoutShowsOriginal() throws {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(takes: .seconds(45), title: "Too late")
    let device = SimulatedDevice(platform: .iOS, state: .background, app: app)
    try device.receive(json: Payloads.alertMC, headers: alertHeaders)
    device.advance(by: .seconds(29))
    #expect(device.tray.isEmpty)
    device.advance(by: .seconds(1))
    #expect(device.eventNames.suffix(2) == ["extension.timedOut", "notification.displayed"])
    #expect(device.tray.latest?.title == "Hello")
  }

  /// R-NSE-4: an extension that strips the alert text falls back to the original content.
  @Test func serviceExtensionStrippingTextFallsBackToOriginal() throws {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(title: "", body: "")
    let device = SimulatedDevice(platform: .iOS, state: .background, app: app)
    try device.receive(json: Payloads.alertMC, headers: alertHeaders)
    device.advance(by: .zero)
    let completed = try #require(device.events(named: "extension.completed").first)
    #expect(completed["usedOriginal"] == true)
    #expect(device.tray.latest?.title == "Hello")
  }

  /// R-NSE-1: without mutable-content, or for a badge-only push, the extension does not run.
  @Test(arguments: [Payloads.alert, Payloads.badge])
  func serviceExtensionNeedsMutableContentAndAlert(payload: String) throws {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(title: "Changed")
    let device = SimulatedDevice(platform: .iOS, state: .background, app: app)
    try device.receive(json: payload, headers: alertHeaders)
    #expect(!device.eventNames.contains("extension.started"))
  }

  /// i7: a foreground alert with content-available asks willPresent and calls didRRN.
  @Test func foregroundAlertWithContentAvailableCallsBoth() throws {
    let device = SimulatedDevice(platform: .iOS, state: .foreground)
    try device.receive(json: Payloads.alertCA, headers: alertHeaders)
    #expect(device.lastRule == "i7")
    #expect(device.eventNames == ["push.received", "delegate.willPresent", "delegate.onNotificationReceived", "delegate.didReceiveRemoteNotification"])
  }

  /// i8: in the background the alert is shown and the app is woken for didRRN.
  @Test func backgroundAlertWithContentAvailableShowsAndWakes() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: Payloads.alertCA, headers: alertHeaders)
    #expect(device.lastRule == "i8")
    #expect(device.eventNames == ["push.received", "notification.displayed", "delegate.didReceiveRemoteNotification", "delegate.onNotificationReceived"])
  }

  /// i9: not running, the app is launched into the background for didRRN.
  @Test func notRunningAlertWithContentAvailableLaunchesInBackground() throws {
    let device = SimulatedDevice(platform: .iOS, state: .notRunning)
    try device.receive(json: Payloads.alertCA, headers: alertHeaders)
    #expect(device.lastRule == "i9")
    #expect(device.state == .background)
    #expect(device.events(named: "app.launched").first?["reason"] == "backgroundPush")
  }

  /// i10: force-quit, the alert is shown but the app is not launched.
  @Test func forceQuitAlertWithContentAvailableIsShownWithoutLaunch() throws {
    let device = SimulatedDevice(platform: .iOS, state: .forceQuit)
    try device.receive(json: Payloads.alertCA, headers: alertHeaders)
    #expect(device.lastRule == "i10")
    #expect(device.eventNames == ["push.received", "notification.displayed"])
    #expect(device.state == .forceQuit)
  }

  /// i11: a background push in the foreground calls didRRN at once and shows nothing.
  @Test func foregroundBackgroundPushCallsDidRRNImmediately() throws {
    let device = SimulatedDevice(platform: .iOS, state: .foreground)
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    #expect(device.lastRule == "i11")
    #expect(device.eventNames == ["push.received", "delegate.didReceiveRemoteNotification", "delegate.onNotificationReceived"])
  }

  /// i12: within the budget the app is woken; past 3 an hour the push is held, and a newer push
  /// replaces the held one.
  @Test func backgroundPushesAreThrottledAndOnlyNewestHeldSurvives() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    for _ in 0..<3 { try device.receive(json: Payloads.background, headers: backgroundHeaders) }
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 3)
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    #expect(device.events(named: "push.held").count == 2)
    let dropped = try #require(device.events(named: "push.dropped").first)
    #expect(dropped["reason"] == "superseded")
    #expect(dropped["id"] == "apns-4")
    device.advance(by: .seconds(3600))
    #expect(device.events(named: "push.released").first?["id"] == "apns-5")
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 4)
  }

  /// i12, R-iOS-14: with a debugger attached there is no throttle.
  @Test func debuggerAttachedDisablesThrottle() throws {
    var options = DeviceOptions()
    options.iosDebuggerAttached = true
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    for _ in 0..<6 { try device.receive(json: Payloads.background, headers: backgroundHeaders) }
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 6)
    #expect(device.events(named: "push.held").isEmpty)
  }

  /// R-iOS-12: launching the app delivers the held push at once.
  @Test func openingTheAppDeliversHeldPush() throws {
    var options = DeviceOptions()
    options.iosBackgroundPushBudgetPerHour = 0
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    #expect(device.events(named: "push.held").count == 1)
    try device.perform(.open)
    #expect(device.events(named: "push.released").first?["reason"] == "appLaunched")
    #expect(device.eventNames.last == "delegate.onNotificationReceived")
  }

  /// R-iOS-15, knob iosLowPowerModeBlocksBackgroundPush: low power mode holds wakes only when
  /// the knob is on.
  @Test(arguments: [(true, true), (false, false)])
  func lowPowerModeHoldsWakesPerKnob(blocks: Bool, held: Bool) throws {
    var options = DeviceOptions()
    options.lowPowerMode = true
    options.iosLowPowerModeBlocksBackgroundPush = blocks
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    #expect(!device.events(named: "push.held").isEmpty == held)
  }

  /// i13: not running, a background push launches the app into the background.
  @Test func notRunningBackgroundPushLaunchesApp() throws {
    let device = SimulatedDevice(platform: .iOS, state: .notRunning)
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    #expect(device.lastRule == "i13")
    #expect(device.eventNames == ["push.received", "app.launched", "app.state", "delegate.didReceiveRemoteNotification", "delegate.onNotificationReceived"])
  }

  /// i14: force-quit, a background push is dropped; and force-quitting discards a held push.
  @Test func forceQuitDropsBackgroundPushes() throws {
    let device = SimulatedDevice(platform: .iOS, state: .forceQuit)
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    #expect(device.lastRule == "i14")
    #expect(device.events(named: "push.dropped").first?["reason"] == "forceQuit")

    var options = DeviceOptions()
    options.iosBackgroundPushBudgetPerHour = 0
    let other = SimulatedDevice(platform: .iOS, state: .background, options: options)
    try other.receive(json: Payloads.background, headers: backgroundHeaders)
    try other.perform(.forceQuit)
    #expect(other.events(named: "push.dropped").first?["reason"] == "forceQuit")
    try other.perform(.open)
    #expect(other.events(named: "push.released").isEmpty)
  }

  /// i15, knob iosBFU: after a reboot, alerts wait for the first unlock and wakes for the hold;
  /// with `deliver` they are shown at once.
  @Test func beforeFirstUnlockDefersAlertsUntilUnlock() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    device.reboot()
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(device.lastRule == "i15")
    #expect(device.tray.isEmpty)
    device.unlock()
    #expect(device.tray.count == 1)

    var options = DeviceOptions()
    options.iosBFU = .deliver
    let eager = SimulatedDevice(platform: .iOS, state: .background, options: options)
    eager.reboot()
    try eager.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(eager.lastRule == "i15")
    #expect(eager.tray.count == 1)
  }

  /// R-iOS-17: after a reboot, background wakes are held for iosPostRebootHoldSeconds.
  @Test func postRebootHoldDelaysWakes() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    device.reboot()
    device.unlock()
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    #expect(device.events(named: "push.held").first?["reason"] == "postRebootHold")
    device.advance(by: .seconds(300))
    #expect(device.events(named: "push.released").first?["reason"] == "postRebootHoldEnded")
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 1)
  }

  /// i16: a badge-only push sets the badge and shows nothing.
  @Test func badgeOnlyPushSetsBadge() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: Payloads.badge, headers: alertHeaders)
    #expect(device.lastRule == "i16")
    #expect(device.badge == 3)
    #expect(device.tray.isEmpty)
  }

  /// R-iOS-23: a push with the same apns-collapse-id replaces the delivered notification.
  @Test func collapseIDReplacesDeliveredNotification() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: Payloads.alert, headers: ["apns-push-type": "alert", "apns-collapse-id": "score"])
    try device.receive(json: #"{"aps":{"alert":"2-1"}}"#, headers: ["apns-push-type": "alert", "apns-collapse-id": "score"])
    #expect(device.tray.count == 1)
    #expect(device.tray.latest?.body == "2-1")
    #expect(device.events(named: "notification.replaced").first?["replaced"] == "score")
  }

  /// R-iOS-3: content-available other than 1 is logged and treated as absent.
  @Test func contentAvailableOtherThanOneIsLoggedAndIgnored() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: #"{"aps":{"content-available":"1"}}"#, headers: backgroundHeaders)
    let warning = try #require(device.events(named: "push.warning").first { $0["reason"] == "contentAvailableNotOne" })
    #expect(warning["message"]?.stringValue?.contains("\"1\"") == true)
    #expect(!device.eventNames.contains("delegate.didReceiveRemoteNotification"))
  }

  /// R-iOS-6: APNs refuses a payload over 4096 bytes (5120 for VoIP).
  @Test func oversizePayloadIsRejected() throws {
    let big = #"{"aps":{"alert":"x"},"pad":""# + String(repeating: "a", count: 4100) + #""}"#
    let device = SimulatedDevice(platform: .iOS, state: .background)
    let result = try device.receive(json: big, headers: alertHeaders)
    guard case .failure(let issue) = result else {
      Issue.record("expected a rejection")
      return
    }
    #expect(issue.reason == "payloadTooLarge")
    #expect(device.eventNames == ["push.rejected"])
    let voip = SimulatedDevice(platform: .iOS, state: .background)
    try voip.receive(json: big, headers: ["apns-push-type": "voip"])
    #expect(voip.events(named: "push.rejected").isEmpty)
  }

  /// R-iOS-24: while offline APNs keeps only the newest push, delivered when back online.
  @Test func offlineAPNsKeepsOnlyNewestPush() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    device.setOnline(false)
    try device.receive(json: #"{"aps":{"alert":"one"}}"#, headers: alertHeaders)
    try device.receive(json: #"{"aps":{"alert":"two"}}"#, headers: alertHeaders)
    #expect(device.events(named: "push.dropped").first?["reason"] == "superseded")
    device.setOnline(true)
    #expect(device.tray.count == 1)
    #expect(device.tray.latest?.body == "two")
  }

  /// R-iOS-32: apns-expiration 0 is not stored; a stored push expires at its date.
  @Test func apnsExpirationRules() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    device.setOnline(false)
    try device.receive(json: Payloads.alert, headers: ["apns-push-type": "alert", "apns-expiration": 0])
    #expect(device.events(named: "push.dropped").first?["reason"] == "expired")
    let epoch = DeviceOptions().clockEpochSeconds
    try device.receive(json: Payloads.alert, headers: ["apns-push-type": "alert", "apns-expiration": .integer(epoch + 60)])
    device.advance(by: .seconds(61))
    #expect(device.events(named: "push.dropped").count == 2)
    device.setOnline(true)
    #expect(device.tray.isEmpty)
  }

  /// R-iOS-20: an action registered with the `foreground` option brings the app forward (from
  /// not running: a launch into the foreground); any other action runs with the app in the
  /// background.
  @Test func foregroundActionOpensTheAppOthersRunInTheBackground() throws {
    var app = AppBehavior()
    app.categories = ["REPLY": ["reply", "mute"]]
    app.foregroundActions = ["reply"]
    let payload = #"{"aps":{"alert":"Hi","category":"REPLY"}}"#
    let opening = SimulatedDevice(platform: .iOS, state: .notRunning, app: app)
    try opening.receive(json: payload)
    #expect(opening.tray.latest?.content.buttons.map(\.opensApp) == [true, false])
    try opening.tap(button: .index(0))
    #expect(opening.state == .foreground)
    #expect(opening.events(named: "app.launched").first?["reason"] == "notificationAction")
    let background = SimulatedDevice(platform: .iOS, state: .notRunning, app: app)
    try background.receive(json: payload)
    try background.tap(button: .index(1))
    #expect(background.state == .background)
  }

  /// R-iOS-4: widget, location… pushes go to their own framework: no row of the table runs,
  /// nothing is shown, didRRN is not called (VoIP: PushKitVoIPTests; Live Activity:
  /// LiveActivityTests).
  @Test(arguments: [("location", "CoreLocation"), ("widgets", "WidgetKit"),
                    ("complication", "ClockKit"), ("fileprovider", "FileProvider"), ("mdm", "MDM"), ("pushtotalk", "PushToTalk")])
  func nonNotificationPushTypesGoToTheirFramework(type: String, framework: String) throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: #"{"aps":{"alert":"A","content-available":1}}"#, headers: ["apns-push-type": .string(type)])
    #expect(device.events(named: "push.routed").first?["framework"] == .string(framework))
    #expect(device.events(named: "push.received").first?["rule"] == "pushType")
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").isEmpty)
  }

  /// R-iOS-21: a launch for a background push carries it in the launch options.
  @Test func backgroundLaunchCarriesThePush() throws {
    let device = SimulatedDevice(platform: .iOS, state: .notRunning)
    try device.receive(json: Payloads.background, headers: ["apns-push-type": "background", "apns-priority": 5])
    #expect(device.events(named: "app.launched").first?["remoteNotification"] == "apns-1")
  }

  /// R-iOS-2: an empty alert beside content-available stays silent, with a warning.
  @Test func emptyAlertWithContentAvailableIsWarned() throws {
    for payload in [#"{"aps":{"alert":"","content-available":1}}"#, #"{"aps":{"alert":{},"content-available":1}}"#] {
      let push = try PushDecoder(platform: .iOS).decode(Array(payload.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
      #expect(push.kind == .background)
      #expect(push.warnings.map(\.reason).contains("contentAvailableWithAlert"))
    }
  }
}
