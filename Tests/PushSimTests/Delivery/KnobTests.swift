import PushSim
import Testing

/// The knobs of SEMANTICS.md §7.1 that the row tests do not already set, each in both settings
/// where it decides something, and the notification permission on iOS and the web.
struct KnobTests {
  /// Options with one change.
  static func options(_ change: (inout DeviceOptions) -> Void) -> DeviceOptions {
    var options = DeviceOptions()
    change(&options)
    return options
  }

  /// An app whose background handlers take `seconds`.
  static func app(handlerTakes seconds: Int) -> AppBehavior {
    var app = AppBehavior()
    app.backgroundHandlerTakes = .seconds(seconds)
    return app
  }

  // MARK: - Handler budgets

  /// R-iOS-16, iosDidRRNBudgetSeconds: a didRRN handler that outlasts the budget is timed out
  /// when the budget ends and the app is terminated; with a budget longer than the handler,
  /// nothing happens.
  @Test(arguments: [(30, true), (60, false)])
  func didRRNHandlerPastTheBudgetIsTimedOutAndTheAppTerminated(budget: Int, timesOut: Bool) throws {
    let device = SimulatedDevice(
      platform: .iOS, state: .background, options: Self.options { $0.iosDidRRNBudgetSeconds = budget },
      app: Self.app(handlerTakes: 45))
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 1)
    device.advance(by: .seconds(29))
    #expect(device.events(named: "handler.timedOut").isEmpty)
    device.advance(by: .seconds(61))
    if timesOut {
      let timedOut = try #require(device.events(named: "handler.timedOut").first)
      #expect(timedOut.time == SimInstant(offset: .seconds(30)))
      #expect(timedOut["budget"] == "30s")
      #expect(device.state == .notRunning)
      #expect(device.events(named: "app.state").last?["reason"] == "handlerBudgetExceeded")
    } else {
      #expect(device.events(named: "handler.timedOut").isEmpty)
      #expect(device.state == .background)
    }
  }

  /// R-iOS-16: a terminated app is launched again by the next background push.
  @Test func appTerminatedForItsDidRRNBudgetIsRelaunchedByTheNextPush() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, app: Self.app(handlerTakes: 45))
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    device.advance(by: .seconds(30))
    #expect(device.state == .notRunning)
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    #expect(device.lastRule == "i13")
    #expect(device.events(named: "app.launched").last?["reason"] == "backgroundPush")
    #expect(device.state == .background)
  }

  /// R-A-9, androidHandlerBudgetSeconds: an onMessageReceived that outlasts the budget (20 s by
  /// default) is timed out and the process killed; a longer budget lets it finish.
  @Test(arguments: [(20, true), (40, false)])
  func onMessageReceivedPastTheBudgetIsTimedOutAndTheProcessKilled(budget: Int, timesOut: Bool) throws {
    let device = SimulatedDevice(
      platform: .android, state: .background,
      options: Self.options { $0.androidHandlerBudgetSeconds = budget }, app: Self.app(handlerTakes: 25))
    try device.receive(json: Payloads.fcmData)
    device.advance(by: .seconds(19))
    #expect(device.events(named: "handler.timedOut").isEmpty)
    device.advance(by: .seconds(21))
    if timesOut {
      let timedOut = try #require(device.events(named: "handler.timedOut").first)
      #expect(timedOut.time == SimInstant(offset: .seconds(20)))
      #expect(timedOut["budget"] == "20s")
      #expect(device.state == .killed)
    } else {
      #expect(device.events(named: "handler.timedOut").isEmpty)
      #expect(device.state == .background)
    }
  }

  /// The handler duration a delegate returns overrides the app behaviour's.
  @Test func delegateHandlerDurationDecidesTheTimeout() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    let delegate = RecordingDelegate()
    delegate.handlerTakes = .seconds(21)
    device.setDelegate(delegate)
    try device.receive(json: Payloads.fcmData)
    device.advance(by: .seconds(20))
    #expect(device.events(named: "handler.timedOut").count == 1)
  }

  // MARK: - Background budget

  /// R-iOS-14, iosBackgroundBudgetResetSeconds: the period's budget (the hourly budget times
  /// the whole hours in the period) holds wakes until the period resets. With a 1.5 h period the
  /// second hour's pushes wait for the reset; with the default day they go through.
  @Test(arguments: [(5_400, 3), (86_400, 6)])
  func periodBudgetHoldsWakesUntilTheReset(period: Int, wokenInTheFirstHours: Int) throws {
    let device = SimulatedDevice(
      platform: .iOS, state: .background, options: Self.options { $0.iosBackgroundBudgetResetSeconds = period })
    for _ in 0..<3 { try device.receive(json: Payloads.background, headers: backgroundHeaders) }
    device.advance(by: .seconds(3_600))
    for _ in 0..<3 { try device.receive(json: Payloads.background, headers: backgroundHeaders) }
    device.advance(by: .seconds(1_799))
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == wokenInTheFirstHours)
    device.advance(by: .seconds(1))
    // At 1.5 h the short period resets and the newest held push (the only one kept) is delivered.
    let released = device.events(named: "push.released")
    if period == 5_400 {
      #expect(device.events(named: "push.held").first?["reason"] == "backgroundBudget")
      #expect(released.map { $0["id"] } == ["apns-6"])
      #expect(released.first?.time == SimInstant(offset: .seconds(5_400)))
      #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 4)
    } else {
      #expect(released.isEmpty)
      #expect(device.events(named: "push.held").isEmpty)
    }
  }

  // MARK: - Disagreement #4: alert + content-available at priority 10

  /// iosAlertWakesBypassThrottle: with the knob an alert with content-available at priority 10
  /// wakes the app although the budget is used up; without it the wake is held.
  @Test(arguments: [true, false])
  func alertWithContentAvailableBypassesTheBudgetOnlyWithTheKnob(bypass: Bool) throws {
    let device = SimulatedDevice(
      platform: .iOS, state: .background,
      options: Self.options {
        $0.iosBackgroundPushBudgetPerHour = 0
        $0.iosAlertWakesBypassThrottle = bypass
      })
    try device.receive(json: Payloads.alertCA, headers: alertHeaders)
    #expect(device.lastRule == "i8")
    #expect(device.tray.count == 1)
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == (bypass ? 1 : 0))
    #expect(device.events(named: "push.held").map { $0["reason"] } == (bypass ? [] : ["backgroundBudget"]))
  }

  /// iosAlertWakesBypassThrottle: priority 5 is throttled "regardless of payload" (R-iOS-14),
  /// knob or not.
  @Test func priorityFiveAlertIsThrottledEvenWithTheBypassKnob() throws {
    let device = SimulatedDevice(
      platform: .iOS, state: .background,
      options: Self.options {
        $0.iosBackgroundPushBudgetPerHour = 0
        $0.iosAlertWakesBypassThrottle = true
      })
    try device.receive(json: Payloads.alertCA, headers: ["apns-push-type": "alert", "apns-priority": 5])
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").isEmpty)
    #expect(device.events(named: "push.held").first?["reason"] == "backgroundBudget")
  }

  /// iosAlertWakesBypassThrottle bypasses the budget only (disagreement #4 is about the
  /// throttle): Low Power Mode and the post-reboot hold still hold the wake.
  @Test func bypassKnobStillRespectsLowPowerModeAndThePostRebootHold() throws {
    let lowPower = SimulatedDevice(
      platform: .iOS, state: .background,
      options: Self.options {
        $0.iosAlertWakesBypassThrottle = true
        $0.lowPowerMode = true
      })
    try lowPower.receive(json: Payloads.alertCA, headers: alertHeaders)
    #expect(lowPower.events(named: "delegate.didReceiveRemoteNotification").isEmpty)
    #expect(lowPower.events(named: "push.held").first?["reason"] == "lowPowerMode")

    let rebooted = SimulatedDevice(
      platform: .iOS, state: .background,
      options: Self.options {
        $0.iosAlertWakesBypassThrottle = true
        $0.iosBackgroundPushBudgetPerHour = 0
      })
    rebooted.reboot()
    rebooted.unlock()
    try rebooted.receive(json: Payloads.alertCA, headers: alertHeaders)
    #expect(rebooted.events(named: "push.held").first?["reason"] == "postRebootHold")
    rebooted.advance(by: .seconds(300))
    // When the hold ends, the priority-10 alert still bypasses the (empty) budget.
    #expect(rebooted.events(named: "push.released").first?["reason"] == "postRebootHoldEnded")
    #expect(rebooted.events(named: "delegate.didReceiveRemoteNotification").count == 1)
  }

  // MARK: - simctl transport (R-SIM-3, R-SIM-4)

  /// simctlTransport_contentAvailableWakes: through `simctl push`, a background push wakes the
  /// app only with the knob; without it nothing runs and nothing is held.
  @Test(arguments: [true, false])
  func simctlBackgroundPushWakesOnlyWithTheKnob(wakes: Bool) throws {
    let device = SimulatedDevice(
      platform: .iOS, state: .background,
      options: Self.options {
        $0.simctlTransport = true
        $0.simctlTransport_contentAvailableWakes = wakes
      })
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == (wakes ? 1 : 0))
    #expect(device.events(named: "push.held").isEmpty)
  }

  /// simctlTransport_contentAvailableWakes: an alert with content-available through simctl is
  /// still shown; only the wake depends on the knob. The knob does nothing without simctl.
  @Test func simctlAlertWithContentAvailableIsShownEitherWay() throws {
    let quiet = SimulatedDevice(
      platform: .iOS, state: .notRunning, options: Self.options { $0.simctlTransport = true })
    try quiet.receive(json: Payloads.alertCA, headers: alertHeaders)
    #expect(quiet.tray.count == 1)
    #expect(quiet.state == .notRunning)
    #expect(quiet.events(named: "delegate.didReceiveRemoteNotification").isEmpty)

    let apns = SimulatedDevice(
      platform: .iOS, state: .notRunning, options: Self.options { $0.simctlTransport_contentAvailableWakes = false })
    try apns.receive(json: Payloads.alertCA, headers: alertHeaders)
    #expect(apns.state == .background)
    #expect(apns.events(named: "delegate.didReceiveRemoteNotification").count == 1)
  }

  /// simctlTransport_runsNSE: through simctl the service extension runs only with the knob;
  /// without it the original content is shown at once.
  @Test(arguments: [true, false])
  func simctlRunsTheServiceExtensionOnlyWithTheKnob(runs: Bool) throws {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(takes: .seconds(1), title: "Changed")
    let device = SimulatedDevice(
      platform: .iOS, state: .background,
      options: Self.options {
        $0.simctlTransport = true
        $0.simctlTransport_runsNSE = runs
      }, app: app)
    try device.receive(json: Payloads.alertMC, headers: alertHeaders)
    #expect(device.events(named: "extension.started").count == (runs ? 1 : 0))
    device.advance(by: .seconds(1))
    #expect(device.tray.latest?.title == (runs ? "Changed" : "Hello"))
  }

  // MARK: - iOS 18.0 duplicate delivery (R-iOS-31)

  /// ios18_0DuplicateDelivery: in the background the same notification is delivered twice (the
  /// second replaces the first); without the knob once.
  @Test(arguments: [true, false])
  func ios18DuplicateDeliveryInTheBackground(duplicate: Bool) throws {
    let device = SimulatedDevice(
      platform: .iOS, state: .background, options: Self.options { $0.ios18_0DuplicateDelivery = duplicate })
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(device.events(named: "notification.displayed").count == 1)
    #expect(device.events(named: "notification.replaced").count == (duplicate ? 1 : 0))
    #expect(device.tray.count == 1)
  }

  /// ios18_0DuplicateDelivery: in the foreground willPresent (and the generic callback) run twice.
  @Test(arguments: [true, false])
  func ios18DuplicateDeliveryInTheForeground(duplicate: Bool) throws {
    let device = SimulatedDevice(
      platform: .iOS, state: .foreground, options: Self.options { $0.ios18_0DuplicateDelivery = duplicate })
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    let once = ["willPresent", "onNotificationReceived"]
    #expect(delegate.methods == (duplicate ? once + once : once))
  }

  /// ios18_0DuplicateDelivery applies whichever path shows the notification: after the service
  /// extension, and when an alert held before the first unlock is shown at the unlock.
  @Test func ios18DuplicateDeliveryAfterTheExtensionAndAtUnlock() throws {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(title: "Changed")
    let options = Self.options { $0.ios18_0DuplicateDelivery = true }
    let nse = SimulatedDevice(platform: .iOS, state: .background, options: options, app: app)
    try nse.receive(json: Payloads.alertMC, headers: alertHeaders)
    nse.advance(by: .zero)
    #expect(nse.events(named: "notification.replaced").count == 1)
    #expect(nse.tray.latest?.title == "Changed")

    let rebooted = SimulatedDevice(platform: .iOS, state: .background, options: options)
    rebooted.reboot()
    try rebooted.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(rebooted.tray.isEmpty)
    rebooted.unlock()
    #expect(rebooted.events(named: "notification.displayed").count == 1)
    #expect(rebooted.events(named: "notification.replaced").count == 1)
  }

  // MARK: - Budgets and holds with non-default values

  /// iosNSEBudgetSeconds: with a 10 s budget an extension taking 15 s times out at 10 s and the
  /// original is shown; with 20 s it completes at 15 s.
  @Test(arguments: [(10, true), (20, false)])
  func serviceExtensionBudgetFollowsTheKnob(budget: Int, timesOut: Bool) throws {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(takes: .seconds(15), title: "Changed")
    let device = SimulatedDevice(
      platform: .iOS, state: .background, options: Self.options { $0.iosNSEBudgetSeconds = budget }, app: app)
    try device.receive(json: Payloads.alertMC, headers: alertHeaders)
    device.advance(by: .seconds(9))
    #expect(device.tray.isEmpty)
    device.advance(by: .seconds(6))
    let end = try #require(device.events(named: timesOut ? "extension.timedOut" : "extension.completed").first)
    #expect(end.time == SimInstant(offset: .seconds(timesOut ? 10 : 15)))
    #expect(device.tray.latest?.title == (timesOut ? "Hello" : "Changed"))
  }

  /// iosPostRebootHoldSeconds: with 900 s (the `< 900` trace of R-iOS-17) a wake is still held
  /// at 300 s and delivered at 900 s.
  @Test func postRebootHoldFollowsTheKnob() throws {
    let device = SimulatedDevice(
      platform: .iOS, state: .background, options: Self.options { $0.iosPostRebootHoldSeconds = 900 })
    device.reboot()
    device.unlock()
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    device.advance(by: .seconds(300))
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").isEmpty)
    device.advance(by: .seconds(599))
    #expect(device.events(named: "push.released").isEmpty)
    device.advance(by: .seconds(1))
    let released = try #require(device.events(named: "push.released").first)
    #expect(released.time == SimInstant(offset: .seconds(900)))
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 1)
  }

  /// iosPostRebootHoldSeconds = 0: no hold after a reboot.
  @Test func zeroPostRebootHoldWakesAtOnce() throws {
    let device = SimulatedDevice(
      platform: .iOS, state: .background, options: Self.options { $0.iosPostRebootHoldSeconds = 0 })
    device.reboot()
    device.unlock()
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    #expect(device.events(named: "push.held").isEmpty)
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 1)
  }

  /// chromeSilentPushGrace allows grace × 10 silent pushes in any 10, and more grace never
  /// allows fewer (0.3 allows 3, 0.5 allows 5). The user closes each generic notification (one
  /// still showing would make the next push count as shown).
  @Test(arguments: [(0.3, 3), (0.5, 5)])
  func chromeGraceAllowsItsShareOfTenPushes(grace: Double, allowed: Int) throws {
    let device = SimulatedDevice(
      platform: .web, state: .running, options: Self.options { $0.chromeSilentPushGrace = grace })
    for i in 0..<7 {
      try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 60])
      if !device.tray.isEmpty { try device.dismiss() }
    }
    let outcomes = device.events(named: "push.silent").map { $0["outcome"]?.stringValue }
    #expect(outcomes == Array(repeating: "allowed", count: allowed) + Array(repeating: "genericNotification", count: 7 - allowed))
  }

  /// chromeSilentPushGrace = 0: no silent push is allowed; 1: every one is.
  @Test(arguments: [(0.0, "genericNotification"), (1.0, "allowed")])
  func chromeGraceAtTheExtremes(grace: Double, outcome: String) throws {
    let device = SimulatedDevice(
      platform: .web, state: .running, options: Self.options { $0.chromeSilentPushGrace = grace })
    for i in 0..<3 {
      try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 60])
      if !device.tray.isEmpty { try device.dismiss() }
    }
    let outcomes = device.events(named: "push.silent").map { $0["outcome"]?.stringValue }
    #expect(outcomes == [outcome, outcome, outcome])
  }

  /// safariRevokeAfterViolations = 5: the subscription survives four violations and is revoked
  /// at the fifth.
  @Test func safariRevocationThresholdFollowsTheKnob() throws {
    let device = SimulatedDevice(
      platform: .web, state: .running,
      options: Self.options {
        $0.browser = .safari
        $0.safariRevokeAfterViolations = 5
      })
    for i in 0..<5 { try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 60]) }
    let outcomes = device.events(named: "push.silent").map { $0["outcome"]?.stringValue }
    #expect(outcomes == ["violation", "violation", "violation", "violation", "subscriptionRevoked"])
  }

  // MARK: - Notification permission

  /// iOS, permission denied: alerts are suppressed in every state, willPresent is not asked,
  /// the NSE is not employed (R-NSE-1) and the badge is left alone.
  @Test(arguments: [AppState.foreground, .background, .notRunning])
  func iosPermissionDeniedSuppressesAlerts(state: AppState) throws {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(title: "Changed")
    app.willPresent = [.banner, .list, .badge]
    let device = SimulatedDevice(
      platform: .iOS, state: state, options: Self.options { $0.notificationPermission = false }, app: app)
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    try device.receive(json: Payloads.alertMC, headers: alertHeaders)
    try device.receive(json: Payloads.badge, headers: alertHeaders)
    device.advance(by: .seconds(1))
    #expect(device.tray.isEmpty)
    #expect(device.badge == nil)
    #expect(device.events(named: "notification.suppressed").map { $0["reason"] } == Array(repeating: "permissionDenied", count: 3))
    #expect(!device.eventNames.contains("delegate.willPresent"))
    #expect(!device.eventNames.contains("extension.started"))
  }

  /// iOS, permission granted (the default): the same alert is shown.
  @Test func iosPermissionGrantedShowsAlerts() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(device.tray.count == 1)
    #expect(device.events(named: "notification.suppressed").isEmpty)
  }

  /// iOS, permission denied: background pushes are not notifications and still wake the app;
  /// an alert with content-available is not shown but still wakes it.
  @Test func iosPermissionDeniedStillDeliversBackgroundPushes() throws {
    let device = SimulatedDevice(
      platform: .iOS, state: .background, options: Self.options { $0.notificationPermission = false })
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    try device.receive(json: Payloads.alertCA, headers: alertHeaders)
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 2)
    #expect(device.events(named: "notification.suppressed").count == 1)
    #expect(device.tray.isEmpty)
  }

  /// Web, permission denied: the push is dropped before the service worker runs. Safari only
  /// gates delivery (`permissionDenied`); Chrome unsubscribed the site when the permission was
  /// revoked before the run, so its endpoint reaches nothing (`subscriptionRevoked`); Firefox
  /// on a desktop expired the record then, and refuses a push to it before checking the
  /// permission (`subscriptionExpired`, review: docs/ModellingChoices/Web.md).
  @Test(arguments: [
    (DeviceOptions.Browser.safari, "permissionDenied"), (.chrome, "subscriptionRevoked"), (.firefox, "subscriptionExpired"),
  ])
  func webPermissionDeniedDropsThePush(browser: DeviceOptions.Browser, reason: String) throws {
    let device = SimulatedDevice(
      platform: .web, state: .visible,
      options: Self.options {
        $0.notificationPermission = false
        $0.browser = browser
      })
    try device.receive(json: Payloads.web, headers: ["ttl": 60])
    #expect(device.eventNames == ["push.dropped"])
    #expect(device.events(named: "push.dropped").first?["reason"] == .string(reason))
  }
}
