@testable import PushSim
import Testing

/// Options that make `showNotification` throw a `TypeError` (R-W-7, R-W-8) reject the promise
/// PushSim's plain worker passes to `event.waitUntil`, so each browser records a failed push
/// event as for `serviceWorkerPushHandler: rejects`: `push.handlerFailed` with handler `shows`,
/// before the silent-push rule (docs/ModellingChoices/Web.md, "A push handler that fails").
struct ShowNotificationTypeErrorFailureTests {
  static let renotifyWithoutTag = #"{"title":"Sale","renotify":true}"#

  static func device(
    _ browser: DeviceOptions.Browser, sdk: SDK? = nil, app: AppBehavior = AppBehavior()
  ) -> SimulatedDevice {
    var options = DeviceOptions()
    options.browser = browser
    options.chromeSilentPushGrace = 0
    return SimulatedDevice(platform: .web, sdk: sdk, state: .running, options: options, app: app)
  }

  /// Each browser gives the TypeError the status of a rejected waitUntil promise, and the
  /// message names what the TypeError is for.
  @Test(arguments: [
    (DeviceOptions.Browser.chrome, "EVENT_WAITUNTIL_REJECTED"), (.firefox, "DELIVERY_UNHANDLED_REJECTION"),
    (.safari, "failed"),
  ])
  func eachBrowserRecordsTheRejection(browser: DeviceOptions.Browser, status: String) throws {
    var options = DeviceOptions()
    options.browser = browser
    let cause = "renotify is true and the tag is empty"
    let failure = try #require(WebPushEventFailure.after(.shows, showNotificationTypeError: cause, options: options))
    let rejects = try #require(WebPushEventFailure.after(.rejects, options: options))
    #expect(failure.status == status)
    #expect(failure.status == rejects.status)
    #expect(!failure.countsShownPushAsSilent)
    #expect(failure.message.contains("rejected with a TypeError for its options (\(cause))"))
    // No fallback is promised: options showNotification refuses make no declarative message.
    #expect(!failure.message.contains("declarative"))
    // A handler that throws before showNotification never meets the TypeError.
    #expect(
      WebPushEventFailure.after(.throws, showNotificationTypeError: cause, options: options)
        == WebPushEventFailure.after(.throws, options: options))
  }

  /// Firefox on a desktop nacks the rejection with code 302, as for `rejects`.
  @Test func firefoxNacksTheRejection() throws {
    var options = DeviceOptions()
    options.browser = .firefox
    let failure = try #require(WebPushEventFailure.after(.shows, showNotificationTypeError: "x", options: options))
    #expect(failure.message.contains("nack (code 302"))
  }

  /// Chrome: the failure comes after the app's callbacks and before the silent-push rule, in
  /// the order of `rejects`.
  @Test func chromeRecordsTheFailureBeforeItsSilentPushRule() throws {
    let device = Self.device(.chrome)
    try device.receive(json: Self.renotifyWithoutTag, headers: ["ttl": 60])
    #expect(
      device.eventNames == [
        "push.warning", "push.received", "delegate.push", "delegate.onNotificationReceived", "push.handlerFailed",
        "push.silent", "notification.displayed",
      ])
    let failed = try #require(device.events(named: "push.handlerFailed").first)
    #expect(failed["handler"] == "shows")
    #expect(failed["status"] == "EVENT_WAITUNTIL_REJECTED")
    #expect(failed["message"]?.stringValue?.contains("(renotify is true and the tag is empty)") == true)
    #expect(device.events(named: "push.silent").first?["outcome"] == "genericNotification")
  }

  /// WebKit: the failed event is a violation; Firefox: a DELIVERY_UNHANDLED_REJECTION.
  @Test func webKitAndFirefoxRecordTheirStatus() throws {
    let safari = Self.device(.safari)
    try safari.receive(json: Self.renotifyWithoutTag, headers: ["ttl": 60])
    #expect(safari.events(named: "push.handlerFailed").first?["status"] == "failed")
    #expect(safari.events(named: "push.silent").first?["outcome"] == "violation")
    let firefox = Self.device(.firefox)
    try firefox.receive(json: Self.renotifyWithoutTag, headers: ["ttl": 60])
    #expect(firefox.events(named: "push.handlerFailed").first?["status"] == "DELIVERY_UNHANDLED_REJECTION")
  }

  /// Without a showNotification call there is no TypeError: a worker that shows nothing
  /// (`serviceWorkerShowsNotification: false`), a message without a title, and an SDK's worker,
  /// whose code PushSim does not model as the plain worker's.
  @Test func noCallNoFailure() throws {
    var quiet = AppBehavior()
    quiet.serviceWorkerShowsNotification = false
    let silent = Self.device(.chrome, app: quiet)
    try silent.receive(json: Self.renotifyWithoutTag, headers: ["ttl": 60])
    #expect(silent.events(named: "push.handlerFailed").isEmpty)
    let untitled = Self.device(.chrome)
    try untitled.receive(json: #"{"body":"Sale","renotify":true}"#, headers: ["ttl": 60])
    #expect(untitled.events(named: "push.handlerFailed").isEmpty)
    let sdk = Self.device(.chrome, sdk: .wonderpush)
    try sdk.receive(json: Self.renotifyWithoutTag, headers: ["ttl": 60])
    #expect(sdk.events(named: "push.handlerFailed").isEmpty)
  }

  /// A slow handler's showNotification is called when its promise settles: the failure comes
  /// then, not at delivery.
  @Test func aSlowHandlerFailsWhenItSettles() throws {
    var app = AppBehavior()
    app.serviceWorkerPushHandlerTakes = .seconds(5)
    let device = Self.device(.chrome, app: app)
    try device.receive(json: Self.renotifyWithoutTag, headers: ["ttl": 60])
    #expect(device.events(named: "push.handlerFailed").isEmpty)
    device.simulation.advance(by: .seconds(5))
    #expect(device.events(named: "push.handlerFailed").count == 1)
  }

  /// The TypeError named is the first the browser meets: WebIDL's conversion of the options,
  /// then "create a notification"'s step 2 (silent with vibrate), then step 3 (renotify
  /// without a tag).
  @Test func theCauseIsTheFirstTypeErrorThrown() {
    func issue(_ reason: String, _ message: String = "") -> PayloadIssue { PayloadIssue(reason: reason, message: message) }
    let renotify = issue("renotifyWithoutTag")
    let silent = issue("silentWithVibrate")
    let dir = issue("notificationOptionTypeError", #"dir is "up", not "auto", "ltr" or "rtl": showNotification throws"#)
    let action = issue(
      "notificationActionIncomplete", #"actions[0] has no "title": a NotificationAction requires both action and title"#)
    #expect(WebNotificationOptions.typeErrorCause([]) == nil)
    #expect(WebNotificationOptions.typeErrorCause([issue("notificationOptionConverted")]) == nil)
    #expect(WebNotificationOptions.typeErrorCause([renotify]) == "renotify is true and the tag is empty")
    #expect(WebNotificationOptions.typeErrorCause([renotify, silent]) == "silent is true and vibrate is given")
    #expect(WebNotificationOptions.typeErrorCause([renotify, action, dir]) == #"actions[0] has no "title""#)
    #expect(WebNotificationOptions.typeErrorCause([silent, dir]) == #"dir is "up", not "auto", "ltr" or "rtl""#)
  }
}
