import PushSim
import Testing

/// A service worker's `push` handler whose `waitUntil` promise takes a while to settle (app key
/// `serviceWorkerPushHandlerTakes`, ``WebPushEventTimeout``): the notification and the silent-push
/// rules wait for it, up to the browser's limit, at which the event ends without it.
struct ServiceWorkerPushHandlerTimeoutTests {
  static let push = #"{"title":"Sale","body":"Half price"}"#

  static func device(
    _ browser: DeviceOptions.Browser, takes: Duration, handler: ServiceWorkerPushHandler = .shows,
    state: AppState = .running
  ) -> SimulatedDevice {
    var options = DeviceOptions()
    options.browser = browser
    options.chromeSilentPushGrace = 0
    var app = AppBehavior()
    app.serviceWorkerPushHandler = handler
    app.serviceWorkerPushHandlerTakes = takes
    return SimulatedDevice(platform: .web, state: state, options: options, app: app)
  }

  /// Chrome's limit is kPushEventTimeoutSeconds (90 s, status TIMEOUT), Firefox's the two idle
  /// prefs (60 s, no status), WebKit's defaultTerminationDelay and defaultFunctionalEventDuration
  /// (12 s, failed) when no page of the site keeps its worker alive.
  @Test func eachBrowserHasItsLimit() throws {
    var options = DeviceOptions()
    options.browser = .chrome
    let chrome = WebPushEventTimeout.limit(options, takes: .seconds(100))
    #expect(chrome.limit == .seconds(90))
    #expect(chrome.status == "TIMEOUT")
    #expect(chrome.message.contains("would settle after 1m40s,"))
    options.browser = .firefox
    let firefox = WebPushEventTimeout.limit(options, takes: .seconds(100))
    #expect(firefox.limit == .seconds(60))
    #expect(firefox.status == nil)
    // A page of the site open changes neither Chrome's nor Firefox's limit.
    #expect(WebPushEventTimeout.limit(options, takes: .seconds(100)).limit == .seconds(60))
    options.browser = .chrome
    #expect(WebPushEventTimeout.limit(options, takes: .seconds(100)).limit == .seconds(90))
    options.browser = .safari
    let safari = WebPushEventTimeout.limit(options, takes: .seconds(100))
    #expect(safari.limit == .seconds(12))
    #expect(safari.status == "failed")
    #expect(safari.message.contains("would settle after 1m40s,"))
    #expect(safari.message.contains("defaultTerminationDelay (10 s"))
    #expect(safari.keptWhileSiteOpen)
    #expect(!chrome.keptWhileSiteOpen && !firefox.keptWhileSiteOpen)
  }

  /// Within the limit the notification appears when the promise settles, not at delivery, and
  /// Chrome and WebKit apply no silent-push rule: theirs waits for the event's end.
  @Test(arguments: [DeviceOptions.Browser.chrome, .safari])
  func aSlowHandlerShowsItsNotificationWhenItSettles(browser: DeviceOptions.Browser) throws {
    let device = Self.device(browser, takes: .seconds(10))
    try device.receive(json: Self.push, headers: ["ttl": 60])
    #expect(device.events(named: "delegate.push").count == 1)
    #expect(device.events(named: "notification.displayed").isEmpty)
    device.simulation.advance(by: .seconds(9))
    #expect(device.events(named: "notification.displayed").isEmpty)
    device.simulation.advance(by: .seconds(1))
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == [10_000])
    #expect(device.events(named: "push.silent").isEmpty)
    #expect(device.events(named: "push.handlerFailed").isEmpty)
  }

  /// Firefox checks its quota dom.push.quotaUpdateDelay (3 s) after the push, whatever the
  /// worker is doing: a handler still running then spends one, though it shows its notification
  /// later; one settling sooner spends none.
  @Test func firefoxChecksItsQuotaThreeSecondsAfterThePush() throws {
    let slow = Self.device(.firefox, takes: .seconds(20))
    try slow.receive(json: Self.push, headers: ["ttl": 60])
    slow.simulation.advance(by: .seconds(20))
    #expect(slow.events(named: "push.silent").map(\.time.milliseconds) == [3_000])
    #expect(slow.events(named: "push.silent").first?["quota"] == 15)
    #expect(slow.events(named: "notification.displayed").map(\.time.milliseconds) == [20_000])
    let quick = Self.device(.firefox, takes: .seconds(2))
    try quick.receive(json: Self.push, headers: ["ttl": 60])
    quick.simulation.advance(by: .seconds(20))
    #expect(quick.events(named: "push.silent").isEmpty)
    #expect(quick.events(named: "notification.displayed").map(\.time.milliseconds) == [2_000])
  }

  /// At the limit (a promise that settles exactly then included) the browser ends the event: the
  /// failure is traced with its status, the silent-push rule runs, and the notification the
  /// worker would show later never appears.
  @Test(arguments: [(DeviceOptions.Browser.chrome, 90 as Int64), (.firefox, 60 as Int64), (.safari, 12 as Int64)])
  func aHandlerAtTheLimitIsEndedWithoutItsNotification(browser: DeviceOptions.Browser, limit: Int64) throws {
    let device = Self.device(browser, takes: .seconds(limit))
    try device.receive(json: Self.push, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(limit - 1))
    #expect(device.events(named: "push.handlerFailed").isEmpty)
    device.simulation.advance(by: .seconds(1))
    let failed = device.events(named: "push.handlerFailed")
    #expect(failed.map(\.time.milliseconds) == [limit * 1000])
    let status: JSONValue = browser == .chrome ? "TIMEOUT" : browser == .safari ? "failed" : .null
    #expect(failed.first?["status"] == status)
    // Chrome's and WebKit's checks wait for the event's end; Firefox's came 3 s after the push.
    let silent = device.events(named: "push.silent")
    #expect(silent.map(\.time.milliseconds) == [browser == .firefox ? 3_000 : limit * 1000])
    let outcome: JSONValue =
      browser == .chrome ? "genericNotification" : browser == .safari ? "violation" : "quotaReduced"
    #expect(silent.first?["outcome"] == outcome)
    device.simulation.advance(by: .seconds(600))
    #expect(device.events(named: "notification.displayed").allSatisfy { $0["title"] != "Sale" })
  }

  /// WebKit does not terminate a worker while a page of the site is open
  /// (`SWServerWorker::shouldBeTerminated` needs no client of its origin), so it shows the
  /// notification whenever the promise settles.
  @Test func safariWaitsForAnyHandlerWhileAPageOfTheSiteIsOpen() throws {
    let device = Self.device(.safari, takes: .seconds(300), state: .visible)
    try device.receive(json: Self.push, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(300))
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == [300_000])
    #expect(device.events(named: "push.handlerFailed").isEmpty)
  }

  /// WebKit asks `SWServerWorker::shouldBeTerminated` when its timer fires, not when the push
  /// arrives: a page of the site opened at 5 s keeps the worker at 12 s, so the handler shows
  /// its notification when it settles at 30 s.
  @Test func safariKeepsTheWorkerWhenAPageOfTheSiteOpensDuringTheEvent() throws {
    let device = Self.device(.safari, takes: .seconds(30))
    try device.receive(json: Self.push, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(5))
    try device.perform(.open)
    device.simulation.advance(by: .seconds(30))
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == [30_000])
    #expect(device.events(named: "push.handlerFailed").isEmpty)
  }

  /// A page of the site open when the push arrives but closed at 5 s no longer keeps the worker
  /// when WebKit's timer fires: the event is stopped at 12 s and its notification never appears.
  @Test func safariStopsTheWorkerWhenThePageOfTheSiteClosesDuringTheEvent() throws {
    let device = Self.device(.safari, takes: .seconds(30), state: .visible)
    try device.receive(json: Self.push, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(5))
    try device.perform(.swipeAway)
    device.simulation.advance(by: .seconds(30))
    #expect(device.events(named: "push.handlerFailed").map(\.time.milliseconds) == [12_000])
    #expect(device.events(named: "push.handlerFailed").first?["status"] == "failed")
    #expect(device.events(named: "notification.displayed").isEmpty)
  }

  /// WebKit's stopped event failed, so a mutable declarative message's own notification replaces
  /// the one the worker would have shown later, at 12 s, and no violation is counted.
  @Test func safariShowsAMutableDeclarativeFallbackWhenItStopsTheWorker() throws {
    let device = Self.device(.safari, takes: .seconds(30))
    let message = #"{"web_push":8030,"notification":{"title":"Own","navigate":"https://x.example/"},"mutable":true}"#
    try device.receive(json: message, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(11))
    #expect(device.events(named: "notification.displayed").isEmpty)
    device.simulation.advance(by: .seconds(30))
    #expect(device.events(named: "push.handlerFailed").map(\.time.milliseconds) == [12_000])
    #expect(device.events(named: "push.declarativeFallback").map(\.time.milliseconds) == [12_000])
    #expect(device.events(named: "notification.displayed").map { $0["title"] } == ["Own"])
    #expect(device.events(named: "push.silent").isEmpty)
  }

  /// A slow promise that rejects is recorded when it settles, with the browser's failure status.
  @Test func aSlowRejectionIsRecordedWhenItSettles() throws {
    let device = Self.device(.chrome, takes: .seconds(10), handler: .rejects)
    try device.receive(json: Self.push, headers: ["ttl": 60])
    #expect(device.events(named: "push.handlerFailed").isEmpty)
    device.simulation.advance(by: .seconds(10))
    let failed = device.events(named: "push.handlerFailed")
    #expect(failed.map(\.time.milliseconds) == [10_000])
    #expect(failed.first?["status"] == "EVENT_WAITUNTIL_REJECTED")
  }

  /// Two pushes each get their own event and timer, one not delaying the other, and a click on
  /// a shown notification runs `notificationclick` at once while the other event is pending.
  @Test func eachPushHasItsOwnEventAndAClickDoesNotWait() throws {
    let device = Self.device(.chrome, takes: .seconds(30))
    try device.receive(json: Self.push, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(10))
    try device.receive(json: #"{"title":"Second","body":"More"}"#, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(25))
    try device.tap()
    #expect(device.events(named: "delegate.notificationclick").map(\.time.milliseconds) == [35_000])
    device.simulation.advance(by: .seconds(5))
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == [30_000, 40_000])
  }

  /// Gecko's and WebKit's limits run from the worker's latest event (Gecko's `ResetIdleTimeout`
  /// re-arms its one idle timer; WebKit terminates once no functional event is pending). Firefox:
  /// a second push at 20 s keeps the first handler (70 s) alive until 80 s, so it shows its
  /// notification and only the second is stopped. WebKit: a second push at 5 s moves both ends
  /// to 17 s.
  @Test(arguments: [
    (DeviceOptions.Browser.firefox, 70 as Int64, 20 as Int64, [70_000] as [Int64], [80_000] as [Int64]),
    (.safari, 20, 5, [], [17_000, 17_000]),
  ])
  func theLimitRunsFromTheWorkersLatestEvent(
    browser: DeviceOptions.Browser, takes: Int64, second: Int64, shown: [Int64], stopped: [Int64]
  ) throws {
    let device = Self.device(browser, takes: .seconds(takes))
    try device.receive(json: Self.push, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(second))
    try device.receive(json: #"{"title":"Second","body":"More"}"#, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(200))
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == shown)
    #expect(device.events(named: "push.handlerFailed").map(\.time.milliseconds) == stopped)
  }

  /// A `notificationclick` is an event of the worker too, so in Firefox it re-arms the idle
  /// timer of a push still pending: the first push (settling at 70 s) is kept alive by a second
  /// at 20 s and shows at 70 s; a click on it at 75 s moves the second push's end from 80 s to
  /// 135 s, so that push (settling at 90 s) shows its notification instead of being stopped.
  @Test(arguments: [false, true])
  func aClickKeepsFirefoxsPendingEventAlive(clicks: Bool) throws {
    let device = Self.device(.firefox, takes: .seconds(70))
    try device.receive(json: Self.push, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(20))
    try device.receive(json: #"{"title":"Second","body":"More"}"#, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(55))
    if clicks { try device.tap() }
    device.simulation.advance(by: .seconds(200))
    let shown = device.events(named: "notification.displayed").map(\.time.milliseconds)
    let stopped = device.events(named: "push.handlerFailed").map(\.time.milliseconds)
    #expect(shown == (clicks ? [70_000, 90_000] : [70_000]))
    #expect(stopped == (clicks ? [] : [80_000]))
  }

  /// WebKit releases a quick event's functional-event counter as soon as it completes
  /// (`SWServer::processNotificationEvent`, as `processPushMessage`): a `notificationclose` at
  /// 5 s, while the slow push still holds the counter, leaves its stop at 12 s (not 17 s); one at
  /// 11 s, after the push's `terminateWorkerTimer` released it at 10 s, restarts the 2 s
  /// termination timer from then: 13 s.
  @Test(arguments: [(5 as Int64, 12_000 as Int64), (11, 13_000)])
  func aQuickWebKitEventHoldsTheWorkerOnlyWhileItRuns(dismissAt: Int64, stopped: Int64) throws {
    let device = Self.device(.safari, takes: .seconds(60))
    try device.receive(json: Self.push, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(1))
    try device.receive(
      json: #"{"web_push":8030,"notification":{"title":"Shown","navigate":"https://x.example/"}}"#, headers: ["ttl": 60])
    device.simulation.advance(by: .seconds(dismissAt - 1))
    try device.dismiss(.latest)
    #expect(device.events(named: "delegate.notificationclose").map(\.time.milliseconds) == [dismissAt * 1_000])
    device.simulation.advance(by: .seconds(60))
    #expect(device.events(named: "push.handlerFailed").map(\.time.milliseconds) == [stopped])
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == [1_000])
  }

  /// The key loads a duration, and is refused with a handler that passes waitUntil no promise.
  @Test func theAppKeyIsChecked() {
    let web = #"{"platform":"web","sdk":"webpush","state":"running","app":{"serviceWorkerPushHandlerTakes":"40s""#
    #expect(loadError(scenarioText(steps: "", device: web + "}}")) == nil)
    #expect(loadError(scenarioText(steps: "", device: web + #","serviceWorkerPushHandler":"rejects"}}"#)) == nil)
    for handler in ["throws", "noListener"] {
      let error = loadError(scenarioText(steps: "", device: web + #","serviceWorkerPushHandler":"\#(handler)"}}"#))
      #expect(error?.contains("passes waitUntil no promise") == true, "\(error ?? "loaded")")
    }
    let sdk = loadError(
      scenarioText(steps: "", device: #"{"platform":"web","sdk":"wonderpush","state":"running","app":{"serviceWorkerPushHandlerTakes":"5s"}}"#))
    #expect(sdk?.contains("applies to apps with sdk webpush only") == true, "\(sdk ?? "loaded")")
  }
}
