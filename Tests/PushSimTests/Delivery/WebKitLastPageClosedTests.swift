import PushSim
import Testing

/// WebKit's `terminateServiceWorkersTimer`: when the site's last page closes (its tab closed:
/// a hidden page is still a client), `SWServer::unregisterServiceWorkerClient` starts it
/// (`defaultTerminationDelay`, 10 s), and its callback terminates the origin's running worker
/// unless a functional event's counter is held (`SWServerWorker::shouldContinue`; a quick event
/// releases it when it completes), ending a slow `push` event kept past the 12 s point by a page
/// then open.
struct WebKitLastPageClosedTests {
  static let push = #"{"title":"Sale","body":"Half price"}"#

  static func device(_ browser: DeviceOptions.Browser, takes: Duration) -> SimulatedDevice {
    var options = DeviceOptions()
    options.browser = browser
    options.chromeSilentPushGrace = 0
    var app = AppBehavior()
    app.serviceWorkerPushHandlerTakes = takes
    return SimulatedDevice(platform: .web, state: .visible, options: options, app: app)
  }

  /// A device with a page of the site open that gets the push at 0 s, then `action` at `at`.
  static func pushed(
    _ browser: DeviceOptions.Browser, takes: Duration, then action: AppAction, at: Duration = .seconds(15)
  ) throws -> SimulatedDevice {
    let device = device(browser, takes: takes)
    try device.receive(json: push, headers: ["ttl": 60])
    device.simulation.advance(by: at)
    try device.perform(action)
    return device
  }

  /// A page open at 12 s kept the worker; closed at 15 s, it lets the timer terminate the
  /// worker at 25 s: the event fails then, counts as a silent push, and shows nothing later.
  @Test func aPageClosedAfterTheTwelveSecondPointStopsTheEventTenSecondsLater() throws {
    let device = try Self.pushed(.safari, takes: .seconds(60), then: .swipeAway)
    device.simulation.advance(by: .milliseconds(9_999))
    #expect(device.events(named: "push.handlerFailed").isEmpty)
    device.simulation.advance(by: .milliseconds(1))
    let failed = device.events(named: "push.handlerFailed")
    #expect(failed.map(\.time.milliseconds) == [25_000])
    #expect(failed.first?["status"] == "failed")
    #expect(failed.first?["message"]?.stringValue?.contains("terminateServiceWorkersTimer") == true)
    #expect(device.events(named: "push.silent").map(\.time.milliseconds) == [25_000])
    #expect(device.events(named: "push.silent").first?["outcome"] == "violation")
    device.simulation.advance(by: .seconds(60))
    #expect(device.events(named: "notification.displayed").isEmpty)
    #expect(device.events(named: "push.handlerFailed").count == 1)
  }

  /// A page of the site shown again before the timer fires cancels it
  /// (`SWServer::registerServiceWorkerClient`): the handler settles at 60 s and shows its
  /// notification.
  @Test func aPageReopenedBeforeTheTimerFiresKeepsTheWorker() throws {
    let device = try Self.pushed(.safari, takes: .seconds(60), then: .swipeAway)
    device.simulation.advance(by: .seconds(5))
    try device.perform(.open)
    device.simulation.advance(by: .seconds(40))
    #expect(device.events(named: "push.handlerFailed").isEmpty)
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == [60_000])
  }

  /// A handler that settles before the timer fires completes normally.
  @Test func aHandlerThatSettlesBeforeTheTimerCompletesNormally() throws {
    let device = try Self.pushed(.safari, takes: .seconds(20), then: .swipeAway)
    device.simulation.advance(by: .seconds(30))
    #expect(device.events(named: "push.handlerFailed").isEmpty)
    #expect(device.events(named: "push.silent").isEmpty)
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == [20_000])
  }

  /// Chrome and Firefox time the event alone: closing the site's page changes nothing.
  @Test(arguments: [DeviceOptions.Browser.chrome, .firefox])
  func otherBrowsersIgnoreThePageClosing(browser: DeviceOptions.Browser) throws {
    let device = try Self.pushed(browser, takes: .seconds(50), then: .swipeAway)
    device.simulation.advance(by: .seconds(40))
    #expect(device.events(named: "push.handlerFailed").isEmpty)
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == [50_000])
  }

  /// A page closed within 2 s of the push: the push's own 10 s timer has released the counter
  /// when the page's timer fires, before the 12 s point, so the worker is terminated then.
  @Test func aPageClosedRightAfterThePushStopsTheEventBeforeTwelveSeconds() throws {
    let device = try Self.pushed(.safari, takes: .seconds(60), then: .swipeAway, at: .seconds(1))
    device.simulation.advance(by: .seconds(60))
    let failed = device.events(named: "push.handlerFailed")
    #expect(failed.map(\.time.milliseconds) == [11_000])
    #expect(failed.first?["message"]?.stringValue?.contains("terminateServiceWorkersTimer") == true)
  }

  /// A worker with a functional event's counter held is spared (`shouldContinue`), and the
  /// timer is restarted for 10 s: a second slow push at 20 s holds it at 25 s; at 32 s the
  /// second event's own 12 s point terminates the worker, ending both events.
  @Test func aWorkerWithAnEventInItsFirstTenSecondsIsSpared() throws {
    let device = try Self.pushed(.safari, takes: .seconds(60), then: .swipeAway)
    device.simulation.advance(by: .seconds(5))
    try device.receive(json: #"{"title":"Second","body":"Later"}"#, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(11))
    #expect(device.events(named: "push.handlerFailed").isEmpty)
    device.simulation.advance(by: .seconds(1))
    #expect(device.events(named: "push.handlerFailed").map(\.time.milliseconds) == [32_000, 32_000])
    device.simulation.advance(by: .seconds(60))
    #expect(device.events(named: "push.handlerFailed").count == 2)
    #expect(device.events(named: "notification.displayed").isEmpty)
  }

  /// Hiding the page (another tab or app, or the screen lock) keeps it as a service-worker
  /// client, so it starts no timer: the handler kept at 12 s settles at 60 s and shows. Closing
  /// the hidden tab later does (18 s, stopped at 28 s).
  @Test(arguments: [AppAction.background, .lock])
  func aHiddenPageStartsNoTimerUntilItsTabCloses(hide: AppAction) throws {
    let kept = try Self.pushed(.safari, takes: .seconds(60), then: hide)
    kept.simulation.advance(by: .seconds(50))
    #expect(kept.events(named: "push.handlerFailed").isEmpty)
    #expect(kept.events(named: "notification.displayed").map(\.time.milliseconds) == [60_000])
    let closed = try Self.pushed(.safari, takes: .seconds(60), then: .background)
    closed.simulation.advance(by: .seconds(3))
    try closed.perform(.swipeAway)
    closed.simulation.advance(by: .seconds(50))
    #expect(closed.events(named: "push.handlerFailed").map(\.time.milliseconds) == [28_000])
    #expect(closed.events(named: "notification.displayed").isEmpty)
  }

  /// A quick event (a `notificationclose` here) releases the counter as soon as it completes,
  /// so it does not spare the worker when the timer fires: the page closed at 15 s, a
  /// notification dismissed at 20 s, the worker is still stopped at 25 s (not at 32 s, as if
  /// the dismissal held the counter for 10 s). The dismissal's release with no page open
  /// restarts the 2 s termination timer, which comes first: 22 s.
  @Test func aQuickEventAfterThePageClosedHoldsNoCounter() throws {
    let device = Self.device(.safari, takes: .seconds(60))
    try device.receive(json: Self.push, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(14))
    try device.receive(json: Self.declarative, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(1))
    try device.perform(.swipeAway)
    device.simulation.advance(by: .seconds(5))
    try device.dismiss()
    device.simulation.advance(by: .milliseconds(1_999))
    #expect(device.events(named: "push.handlerFailed").isEmpty)
    device.simulation.advance(by: .milliseconds(1))
    #expect(device.events(named: "push.handlerFailed").map(\.time.milliseconds) == [22_000])
  }

  /// A page open when the push's counter is released (10 s) stops WebKit's 2 s termination
  /// timer (`terminateIfPossible`), so a page closed at 11 s lets the worker run until the
  /// close's own timer: stopped at 21 s, not at 12 s.
  @Test func aPageOpenAtTheReleaseAndClosedBeforeTwelveSecondsStopsItTenSecondsAfterTheClose() throws {
    let device = try Self.pushed(.safari, takes: .seconds(60), then: .swipeAway, at: .seconds(11))
    device.simulation.advance(by: .seconds(60))
    let failed = device.events(named: "push.handlerFailed")
    #expect(failed.map(\.time.milliseconds) == [21_000])
    #expect(failed.first?["message"]?.stringValue?.contains("terminateServiceWorkersTimer") == true)
  }

  /// Same-instant ties go to whichever was armed first (**choice**): the settling is armed at
  /// the event's 10 s release, so a promise settling 12 s after the push loses to the 2 s timer
  /// armed then too, and one settling at 25 s beats the tab-close timer armed at 15 s.
  @Test func aTieGoesToWhicheverWasArmedFirst() throws {
    let stopped = Self.device(.safari, takes: .seconds(12))
    try stopped.perform(.swipeAway)
    stopped.simulation.advance(by: .seconds(20))  // the tab-close timer finds no event at 10 s
    try stopped.receive(json: Self.push, headers: ["ttl": 60])
    stopped.simulation.advance(by: .seconds(20))
    #expect(stopped.events(named: "push.handlerFailed").map(\.time.milliseconds) == [32_000])
    #expect(stopped.events(named: "notification.displayed").isEmpty)
    let settled = try Self.pushed(.safari, takes: .seconds(25), then: .swipeAway)
    settled.simulation.advance(by: .seconds(20))
    #expect(settled.events(named: "push.handlerFailed").isEmpty)
    #expect(settled.events(named: "notification.displayed").map(\.time.milliseconds) == [25_000])
  }

  static let declarative = #"{"web_push":8030,"notification":{"title":"Shown","navigate":"https://x.example/"}}"#
}
