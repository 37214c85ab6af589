import PushSim
import Testing

/// A service worker's `push` handler that throws, rejects or is missing (app key
/// `serviceWorkerPushHandler`, ``WebPushEventFailure``): each browser records the failure
/// (`push.handlerFailed`) and applies its silent-push rules as for any push that showed nothing;
/// WebKit also counts a rejected `waitUntil` promise after a shown notification.
struct ServiceWorkerPushHandlerTests {
  static let push = #"{"title":"Sale","body":"Half price"}"#

  static func device(
    _ browser: DeviceOptions.Browser, _ handler: ServiceWorkerPushHandler, host: DeviceOptions.WebHost = .desktop,
    grace: Double = 0
  ) -> SimulatedDevice {
    var options = DeviceOptions()
    options.browser = browser
    options.webHost = host
    options.chromeSilentPushGrace = grace
    var app = AppBehavior()
    app.serviceWorkerPushHandler = handler
    return SimulatedDevice(platform: .web, state: .running, options: options, app: app)
  }

  /// The browser's status for each handler: Chrome's PushEventStatus, Gecko's delivery error,
  /// WebKit's failed event; nothing for a handler that shows and fulfils.
  @Test(arguments: [
    (DeviceOptions.Browser.chrome, ServiceWorkerPushHandler.throws, "SUCCESS" as String?),
    (.chrome, .rejects, "EVENT_WAITUNTIL_REJECTED"), (.chrome, .showsThenRejects, "EVENT_WAITUNTIL_REJECTED"),
    (.chrome, .noListener, "SUCCESS"),
    (.firefox, .throws, "DELIVERY_UNCAUGHT_EXCEPTION"), (.firefox, .rejects, "DELIVERY_UNHANDLED_REJECTION"),
    (.firefox, .showsThenRejects, "DELIVERY_UNHANDLED_REJECTION"), (.firefox, .noListener, nil),
    (.safari, .throws, "failed"), (.safari, .rejects, "failed"), (.safari, .showsThenRejects, "failed"),
    (.safari, .noListener, "failed"),
  ])
  func eachBrowserNamesTheFailure(browser: DeviceOptions.Browser, handler: ServiceWorkerPushHandler, status: String?) throws {
    var options = DeviceOptions()
    options.browser = browser
    let failure = try #require(WebPushEventFailure.after(handler, options: options))
    #expect(failure.status == status)
    #expect(failure.countsShownPushAsSilent == (browser == .safari && handler == .showsThenRejects))
    #expect(WebPushEventFailure.after(.shows, options: options) == nil)
  }

  /// Firefox on a desktop sends the push server a nack (301, 302); GeckoView ignores the report.
  @Test func firefoxNacksOnADesktopOnly() throws {
    var options = DeviceOptions()
    options.browser = .firefox
    #expect(try #require(WebPushEventFailure.after(.throws, options: options)).message.contains("nack (code 301"))
    #expect(try #require(WebPushEventFailure.after(.rejects, options: options)).message.contains("nack (code 302"))
    options.webHost = .android
    let android = try #require(WebPushEventFailure.after(.rejects, options: options))
    #expect(android.message.contains("GeckoView's push service ignores"))
    #expect(!android.message.contains("nack"))
  }

  /// Chrome: a push whose handler throws shows nothing, and Chrome's rules follow (grace 0: the
  /// generic notification), after the failure is recorded.
  @Test func chromeGivesAThrowingHandlerTheGenericNotification() throws {
    let device = Self.device(.chrome, .throws)
    try device.receive(json: Self.push, headers: ["ttl": 60])
    #expect(
      device.eventNames == [
        "push.received", "delegate.push", "delegate.onNotificationReceived", "push.handlerFailed", "push.silent",
        "notification.displayed",
      ])
    let failed = try #require(device.events(named: "push.handlerFailed").first)
    #expect(failed["handler"] == "throws")
    #expect(failed["status"] == "SUCCESS")
    #expect(device.events(named: "push.silent").first?["outcome"] == "genericNotification")
    #expect(device.tray.latest?.body == "This site has been updated in the background")
  }

  /// No listener: no `delegate.push` nor the app's callback; the push is silent.
  @Test func aWorkerWithoutAListenerRunsNoCode() throws {
    let device = Self.device(.chrome, .noListener)
    try device.receive(json: Self.push, headers: ["ttl": 60])
    #expect(device.eventNames == ["push.received", "push.handlerFailed", "push.silent", "notification.displayed"])
    #expect(device.events(named: "push.handlerFailed").first?["status"] == "SUCCESS")
  }

  /// Firefox spends its quota for a failed push as for any silent one, and none for a shown
  /// one whose other promise rejected.
  @Test func firefoxSpendsQuotaForAFailedPushOnly() throws {
    let failing = Self.device(.firefox, .rejects)
    try failing.receive(json: Self.push, headers: ["ttl": 60])
    #expect(failing.events(named: "push.silent").first?["outcome"] == "quotaReduced")
    #expect(failing.events(named: "push.silent").first?["quota"] == 15)
    #expect(failing.tray.count == 0)
    let late = Self.device(.firefox, .showsThenRejects)
    try late.receive(json: Self.push, headers: ["ttl": 60])
    #expect(late.events(named: "push.silent").isEmpty)
    #expect(late.tray.latest?.title == "Sale")
    #expect(late.events(named: "push.handlerFailed").first?["status"] == "DELIVERY_UNHANDLED_REJECTION")
  }

  /// WebKit: a notification shown before a rejected waitUntil promise stays, and the push
  /// counts a violation all the same; Chrome and Firefox count nothing for it.
  @Test func webKitCountsARejectionAfterShowing() throws {
    let safari = Self.device(.safari, .showsThenRejects)
    try safari.receive(json: Self.push, headers: ["ttl": 60])
    #expect(
      safari.eventNames == [
        "push.received", "delegate.push", "delegate.onNotificationReceived", "notification.displayed",
        "push.handlerFailed", "push.silent",
      ])
    #expect(safari.events(named: "push.silent").first?["outcome"] == "violation")
    #expect(safari.events(named: "push.silent").first?["violations"] == 1)
    #expect(safari.tray.latest?.title == "Sale")
    for browser in [DeviceOptions.Browser.chrome, .firefox] {
      let other = Self.device(browser, .showsThenRejects)
      try other.receive(json: Self.push, headers: ["ttl": 60])
      #expect(other.events(named: "push.silent").isEmpty, "\(browser)")
    }
  }

  /// WebKit: a mutable declarative message whose handler throws gets the message's own
  /// notification (the fallback), not a violation.
  @Test func webKitFallsBackForAMutableDeclarativeMessage() throws {
    let device = Self.device(.safari, .throws)
    try device.receive(json: DeclarativeFallbackTests.mutable(), headers: ["ttl": 60])
    #expect(device.events(named: "push.handlerFailed").count == 1)
    #expect(device.events(named: "push.declarativeFallback").count == 1)
    #expect(device.events(named: "push.silent").isEmpty)
    #expect(device.tray.latest?.title == "Ada replied")
  }

  /// WebKit counts every failed event as a silent push: a listener that throws, a rejected
  /// promise before anything is shown, and a worker without a listener alike (none shows a
  /// notification, `showedNotification` is false).
  @Test(arguments: [ServiceWorkerPushHandler.throws, .rejects, .noListener])
  func webKitCountsEveryFailureAsAViolation(handler: ServiceWorkerPushHandler) throws {
    let device = Self.device(.safari, handler)
    try device.receive(json: Self.push, headers: ["ttl": 60])
    #expect(device.events(named: "push.handlerFailed").first?["status"] == "failed")
    #expect(device.events(named: "push.silent").first?["outcome"] == "violation")
    #expect(device.events(named: "push.silent").first?["violations"] == 1)
    #expect(device.tray.count == 0)
  }

  /// The documented choice (Web.md, "Declarative Web Push"): a mutable declarative message whose
  /// worker showed its notification and then rejected another `waitUntil` promise counts no
  /// violation, and no fallback replaces the worker's notification.
  @Test func webKitCountsNoViolationForAMutableDeclarativeMessageShownThenRejected() throws {
    let device = Self.device(.safari, .showsThenRejects)
    try device.receive(json: DeclarativeFallbackTests.mutable(), headers: ["ttl": 60])
    let failed = try #require(device.events(named: "push.handlerFailed").first)
    #expect(failed["status"] == "failed")
    #expect(failed["message"]?.stringValue?.contains("not for a mutable declarative message") == true)
    #expect(device.events(named: "push.silent").isEmpty)
    #expect(device.events(named: "push.declarativeFallback").isEmpty)
    #expect(device.tray.count == 1)
  }

  /// Firefox for Android (GeckoView) keeps no push quota: a failed push is allowed, and the
  /// delivery error is still named.
  @Test func geckoViewAllowsAFailedPush() throws {
    let device = Self.device(.firefox, .throws, host: .android)
    try device.receive(json: Self.push, headers: ["ttl": 60])
    #expect(device.events(named: "push.handlerFailed").first?["status"] == "DELIVERY_UNCAUGHT_EXCEPTION")
    #expect(device.events(named: "push.silent").first?["outcome"] == "allowed")
  }

  /// The app's callbacks: a listener that throws or rejects still ran (the page's `push` and
  /// `onNotificationReceived`); a worker without a listener calls none of them.
  @Test func appCallbacksRunOnlyWithAListener() throws {
    for (handler, methods) in [
      (ServiceWorkerPushHandler.throws, ["push", "onNotificationReceived"]), (.rejects, ["push", "onNotificationReceived"]),
      (.noListener, []),
    ] {
      let device = Self.device(.chrome, handler)
      let delegate = RecordingDelegate()
      device.setDelegate(delegate)
      try device.receive(json: Self.push, headers: ["ttl": 60])
      #expect(delegate.methods == methods, "\(handler)")
    }
  }

  /// An SDK's worker is the SDK's code: the plain worker's handler setting does nothing there
  /// (the loader refuses it; set in code it is ignored).
  @Test func anSDKWorkerIgnoresTheSetting() throws {
    var app = AppBehavior()
    app.serviceWorkerPushHandler = .noListener
    let device = SimulatedDevice(platform: .web, sdk: .wonderpush, state: .running, options: DeviceOptions(), app: app)
    try device.receive(json: Self.push, headers: ["ttl": 60])
    #expect(device.events(named: "push.handlerFailed").isEmpty)
    #expect(device.events(named: "delegate.push").count == 1)
  }

  /// A handler that fails sets no badge of its own (its setAppBadge() is not reached).
  @Test func aFailedHandlerSetsNoBadge() throws {
    var options = DeviceOptions()
    options.webHost = .iOSHomeScreen
    var app = AppBehavior()
    app.serviceWorkerAppBadge = 4
    app.serviceWorkerPushHandler = .throws
    let device = SimulatedDevice(platform: .web, state: .running, options: options, app: app)
    try device.receive(json: Self.push, headers: ["ttl": 60])
    #expect(device.events(named: "badge").isEmpty)
    app.serviceWorkerPushHandler = .shows
    let showing = SimulatedDevice(platform: .web, state: .running, options: options, app: app)
    try showing.receive(json: Self.push, headers: ["ttl": 60])
    #expect(showing.events(named: "badge").map { $0["value"] } == [4])
  }

  /// The app key loads each value, refuses an unknown one with the choices, refuses
  /// `showsThenRejects` with `serviceWorkerShowsNotification: false`, and applies to the plain
  /// worker only.
  @Test func theAppKeyIsChecked() {
    let web = #"{"platform":"web","sdk":"webpush","state":"running","app":{"serviceWorkerPushHandler":"#
    for value in ServiceWorkerPushHandler.allCases {
      #expect(loadError(scenarioText(steps: "", device: web + #""\#(value.rawValue)"}}"#)) == nil)
    }
    let unknown = loadError(scenarioText(steps: "", device: web + #""throw"}}"#))
    #expect(unknown?.contains(#"did you mean "throws"?"#) == true, "\(unknown ?? "loaded")")
    let contradiction = loadError(
      scenarioText(
        steps: "",
        device: #"{"platform":"web","state":"running","app":{"serviceWorkerShowsNotification":false,"serviceWorkerPushHandler":"showsThenRejects"}}"#))
    #expect(contradiction?.contains(#"use "rejects""#) == true, "\(contradiction ?? "loaded")")
    let sdk = loadError(
      scenarioText(steps: "", device: #"{"platform":"web","sdk":"wonderpush","state":"running","app":{"serviceWorkerPushHandler":"throws"}}"#))
    #expect(sdk?.contains("applies to apps with sdk webpush only") == true, "\(sdk ?? "loaded")")
  }
}
