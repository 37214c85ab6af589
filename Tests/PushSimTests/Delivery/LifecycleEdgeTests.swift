import PushSim
import Testing

/// State changes that happen while something is in flight: a service extension, a handler's
/// budget timer, stored pushes, Doze.
struct LifecycleEdgeTests {
  static func nseDevice(_ state: AppState, takes: Duration = .seconds(5)) -> SimulatedDevice {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(takes: takes, title: "Changed")
    app.willPresent = [.banner, .list]
    return SimulatedDevice(platform: .iOS, state: state, app: app)
  }

  /// R-NSE-8 with i6: an app backgrounded while the extension runs gets the system banner, not
  /// a willPresent call.
  @Test func extensionEndingAfterTheAppLeftTheForegroundIsShownBySystem() throws {
    let device = Self.nseDevice(.foreground)
    try device.receive(json: Payloads.alertMC, headers: alertHeaders)
    try device.perform(.background)
    device.advance(by: .seconds(5))
    #expect(device.tray.latest?.title == "Changed")
    #expect(device.events(named: "delegate.willPresent").isEmpty)
  }

  /// R-NSE-8: an app opened while the extension runs is asked willPresent with the new content.
  @Test func extensionEndingAfterTheAppCameForwardAsksWillPresent() throws {
    let device = Self.nseDevice(.background)
    try device.receive(json: Payloads.alertMC, headers: alertHeaders)
    try device.perform(.open)
    device.advance(by: .seconds(5))
    #expect(device.events(named: "delegate.willPresent").count == 1)
    #expect(device.tray.latest?.title == "Changed")
  }

  /// i4/i6: an app force-quit while the extension runs still gets the notification shown, and no
  /// app callback runs.
  @Test func extensionEndingAfterForceQuitIsShownWithoutCallbacks() throws {
    let device = Self.nseDevice(.foreground)
    try device.receive(json: Payloads.alertMC, headers: alertHeaders)
    try device.perform(.forceQuit)
    device.advance(by: .seconds(5))
    #expect(device.tray.count == 1)
    #expect(device.events(named: "delegate.onNotificationReceived").isEmpty)
  }

  /// Two extension runs for the same collapse id are both ended by a reboot, in order, and
  /// nothing is shown afterwards.
  @Test func rebootEndsEveryRunningExtension() throws {
    let device = Self.nseDevice(.background)
    let headers: PushHeaders = ["apns-push-type": "alert", "apns-collapse-id": "c"]
    try device.receive(json: Payloads.alertMC, headers: headers)
    try device.receive(json: Payloads.alertMC, headers: headers)
    device.reboot()
    device.advance(by: .seconds(60))
    let dropped = device.events(named: "push.dropped")
    #expect(dropped.map { $0["reason"] } == ["reboot", "reboot"])
    #expect(device.tray.isEmpty)
  }

  /// A handler's budget timer dies with its process: a relaunched app is not killed by it.
  @Test func handlerTimerDoesNotOutliveItsProcess() throws {
    var app = AppBehavior()
    app.backgroundHandlerTakes = .seconds(45)
    let device = SimulatedDevice(platform: .iOS, state: .background, options: { var o = DeviceOptions(); o.iosDebuggerAttached = true; return o }(), app: app)
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    device.advance(by: .seconds(5))
    try device.perform(.kill)
    device.advance(by: .seconds(5))
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    // The first handler's timer would have fired at 30 s; the second one's fires at 40 s.
    device.advance(by: .seconds(25))
    #expect(device.events(named: "handler.timedOut").isEmpty)
    #expect(device.state == .background)
    device.advance(by: .seconds(5))
    #expect(device.events(named: "handler.timedOut").map { $0["notification"] } == ["apns-2"])
  }

  /// R-iOS-11: a system kill does not clear a force-quit, so background pushes stay dropped (i14).
  @Test func systemKillKeepsForceQuit() throws {
    let device = SimulatedDevice(platform: .iOS, state: .forceQuit)
    try device.perform(.kill)
    try device.receive(json: Payloads.background, headers: backgroundHeaders)
    #expect(device.state == .forceQuit)
    #expect(device.lastRule == "i14")
  }

  /// w4 with R-W-2: coming back online does not deliver to a closed desktop browser, and opening
  /// the browser while offline delivers nothing either.
  @Test func storedWebPushesWaitForAnOnlineRunningBrowser() throws {
    let device = SimulatedDevice(platform: .web, state: .closed)
    device.setOnline(false)
    try device.receive(json: Payloads.web, headers: ["ttl": 3600])
    device.setOnline(true)
    #expect(device.events(named: "push.received").isEmpty)
    device.setOnline(false)
    try device.perform(.open)
    #expect(device.events(named: "push.received").isEmpty)
    device.setOnline(true)
    #expect(device.events(named: "push.received").count == 1)
  }

  /// The generic received callback fires once per push: twice for two pushes with one collapse
  /// id, once for i7 with a service extension.
  @Test func genericReceivedFiresOncePerPush() throws {
    let device = SimulatedDevice(platform: .iOS, state: .foreground)
    let headers: PushHeaders = ["apns-push-type": "background", "apns-priority": 5, "apns-collapse-id": "sync"]
    try device.receive(json: Payloads.background, headers: headers)
    try device.receive(json: Payloads.background, headers: headers)
    #expect(device.events(named: "delegate.onNotificationReceived").count == 2)

    let withNSE = Self.nseDevice(.foreground, takes: .seconds(2))
    try withNSE.receive(json: #"{"aps":{"alert":{"title":"T"},"mutable-content":1,"content-available":1}}"#, headers: alertHeaders)
    withNSE.advance(by: .seconds(2))
    #expect(withNSE.lastRule == "i7")
    #expect(withNSE.events(named: "delegate.onNotificationReceived").count == 1)
  }

  /// R-iOS-8: a cold launch by an action button also misses a delegate registered after launch.
  @Test func actionButtonColdLaunchMissesLateDelegate() throws {
    var app = AppBehavior()
    app.categories = ["INVITE": ["accept"]]
    let device = SimulatedDevice(platform: .iOS, state: .notRunning, app: app)
    device.setDelegateRegistration(.afterLaunch)
    try device.receive(json: #"{"aps":{"alert":"Join?","category":"INVITE"}}"#, headers: alertHeaders)
    try device.tap(.latest, button: "accept")
    #expect(device.events(named: "delegate.missed").map { $0["method"] } == ["didReceive", "onNotificationOpened"])
  }

  /// Opening the app ends Doze (a later normal message is not held); a tap unlocks with an event.
  @Test func openingTheAppEndsDozeAndTapUnlocks() throws {
    var options = DeviceOptions()
    options.doze = true
    let device = SimulatedDevice(platform: .android, state: .background, options: options)
    try device.perform(.open)
    try device.perform(.background)
    try device.receive(json: Payloads.fcmData, headers: ["priority": "normal"])
    #expect(device.events(named: "push.held").isEmpty)
    #expect(device.events(named: "device.doze").first?["doze"] == false)

    let locked = SimulatedDevice(platform: .android, state: .background)
    try locked.receive(json: Payloads.fcmNotification)
    locked.lock()
    try locked.tap()
    #expect(locked.eventNames.contains("device.unlocked"))
  }

  /// R-A-4: the duplicate queue lives in the process; a force-stopped drop records nothing.
  @Test func duplicateQueueDiesWithTheProcess() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    try device.receive(json: Payloads.fcmData)
    try device.perform(.kill)
    try device.receive(json: Payloads.fcmData)
    #expect(device.events(named: "delegate.onMessageReceived").count == 2)

    let stopped = SimulatedDevice(platform: .android, state: .forceStopped)
    try stopped.receive(json: Payloads.fcmData)
    try stopped.perform(.open)
    try stopped.receive(json: Payloads.fcmData)
    #expect(stopped.events(named: "delegate.onMessageReceived").count == 1)
  }

  /// A passed apns-expiration says so, rather than blaming a TTL of 0.
  @Test func passedExpirationIsReportedAsSuch() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    device.setOnline(false)
    try device.receive(json: Payloads.alert, headers: ["apns-push-type": "alert", "apns-expiration": 1])
    #expect(device.events(named: "push.dropped").first?["message"] == "its apns-expiration has passed: APNs does not store it")
  }
}
