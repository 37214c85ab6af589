import Testing

@testable import PushSim

/// OneSignal on iOS in the foreground (OneSignal-iOS-SDK v5,
/// `UNUserNotificationCenter+OneSignalNotifications.m` and `OSNotification+OneSignal.m`): the
/// SDK's display completion runs `finishProcessingNotification`, which hands `willPresent` to the
/// app's own notification-center delegate with the system's completion handler before it calls
/// that handler itself ("iOS only uses the first call"), so the app's answer wins; without a
/// delegate of the app's the SDK answers 7 (shown) or 0 (prevented). After a `preventDefault()`
/// the completion waits for the app's `display()` or the 25 s display timeout.
struct OneSignalIOSWillPresentTests {
  static let payload = #"{"aps":{"alert":{"title":"T","body":"B"}},"custom":{"i":"os-1"}}"#

  /// A OneSignal iOS device in the foreground whose app registered the SDK's listeners;
  /// `ownDelegate`: it also has its own notification-center delegate, answering `willPresent`
  /// with `options` (app key `ownNotificationCenterDelegate`).
  static func device(
    ownDelegate: Bool, options: PresentationOptions = [], prevents: Bool = false, displayAfter: Duration? = nil
  ) -> SimulatedDevice {
    var app = AppBehavior()
    app.willPresent = options
    app.preventsForegroundDisplay = prevents
    app.oneSignalDisplayAfter = displayAfter
    app.oneSignalOwnNotificationCenterDelegate = ownDelegate
    return SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground, app: app)
  }

  /// The `willPresent` events as `who:options`: `app(handler)` for the call the SDK forwarded,
  /// `sdk` for the SDK's own answer, `app` for the app's delegate asked by iOS directly.
  static func willPresents(_ device: SimulatedDevice) -> [String] {
    device.events(named: "delegate.willPresent").map { event in
      let who =
        event["forwardedBy"] != nil ? "app(\(event["handler"]?.stringValue ?? "?"))" : event["answeredBy"] != nil ? "sdk" : "app"
      let options = event["options"]?.arrayValue?.compactMap(\.stringValue).joined(separator: ",") ?? ""
      return "\(who):\(options)"
    }
  }

  /// The app's delegate gets the system's own handler and answers first: its options are what
  /// is presented, a `[]` included, and the SDK's 7 after it counts for nothing.
  @Test(arguments: [[], [PresentationOptions.banner, .list]] as [PresentationOptions])
  func theAppsDelegateAnswersWithTheSystemsHandler(_ options: PresentationOptions) throws {
    let device = Self.device(ownDelegate: true, options: options)
    try device.receive(json: Self.payload, headers: alertHeaders)
    #expect(Self.willPresents(device) == ["app(system):" + options.optionNames.joined(separator: ",")])
    #expect(device.events(named: "notification.displayed").count == (options.displays ? 1 : 0))
    let names = device.eventNames
    #expect(try #require(names.firstIndex(of: "delegate.onWillDisplay")) < #require(names.firstIndex(of: "delegate.willPresent")))
  }

  /// With no notification-center delegate of the app's the SDK's 7 answers (alert, sound,
  /// badge), whatever the app's `willPresent` key says; an app that registered nothing at all
  /// also misses its `willPresent`.
  @Test(arguments: [false, true])
  func withoutAnAppDelegateTheSDKAnswers(registeredNothing: Bool) throws {
    let device = Self.device(ownDelegate: false, options: [])
    if registeredNothing { device.setDelegateRegistration(.none) }
    try device.receive(json: Self.payload, headers: alertHeaders)
    #expect(Self.willPresents(device) == ["sdk:banner,list,sound,badge"])
    #expect(device.events(named: "notification.displayed").count == 1)
    let missed = device.events(named: "delegate.missed").filter { $0["method"] == "willPresent" }
    #expect(missed.count == (registeredNothing ? 1 : 0))
  }

  /// A push that is not OneSignal's goes to the app's delegate as it would without the SDK.
  @Test func aPushNotOneSignalsIsTheAppsAlone() throws {
    let device = Self.device(ownDelegate: true, options: [.banner])
    try device.receive(json: #"{"aps":{"alert":"plain"}}"#, headers: alertHeaders)
    #expect(Self.willPresents(device) == ["app:banner"])
  }

  /// A prevented notification is answered only when the display timeout fires, 25 s later:
  /// without an app delegate with 0 (nothing shown); with one, the app's answer then decides,
  /// so its own options present the notification after all.
  @Test(arguments: [false, true])
  func aPreventedNotificationIsAnsweredAtTheTimeout(ownDelegate: Bool) throws {
    let device = Self.device(ownDelegate: ownDelegate, options: [.banner, .list], prevents: true)
    try device.receive(json: Self.payload, headers: alertHeaders)
    device.advance(by: .milliseconds(24_999))
    #expect(Self.willPresents(device).isEmpty)
    #expect(device.events(named: "notification.displayed").isEmpty)
    device.advance(by: .milliseconds(1))
    #expect(Self.willPresents(device) == [ownDelegate ? "app(system):banner,list" : "sdk:"])
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == (ownDelegate ? [25_000] : []))
  }

  /// The app's `display()` inside the window completes then: the SDK's 7 answers, the
  /// notification is shown at that moment, and the timeout later reverts nothing.
  @Test func displayInsideTheWindowPresentsThen() throws {
    let device = Self.device(ownDelegate: false, prevents: true, displayAfter: .seconds(10))
    try device.receive(json: Self.payload, headers: alertHeaders)
    device.advance(by: .seconds(30))
    #expect(Self.willPresents(device) == ["sdk:banner,list,sound,badge"])
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == [10_000])
    #expect(device.events(named: "action.executed").map { $0["result"] } == ["completed: willPresent answered"])
  }

  /// A `display()` after the timeout, or on a notification that was not prevented, finds the
  /// completion gone: the SDK only logs it, nothing more is answered or shown.
  @Test(arguments: [true, false])
  func aLateOrNeedlessDisplayIsIgnored(prevents: Bool) throws {
    let device = Self.device(ownDelegate: false, prevents: prevents, displayAfter: .seconds(30))
    try device.receive(json: Self.payload, headers: alertHeaders)
    device.advance(by: .seconds(40))
    #expect(Self.willPresents(device) == [prevents ? "sdk:" : "sdk:banner,list,sound,badge"])
    #expect(device.events(named: "notification.displayed").count == (prevents ? 0 : 1))
    let calls = device.events(named: "action.executed")
    #expect(calls.map { $0["type"] } == ["display"])
    #expect(calls.map(\.time.milliseconds) == [30_000])
    #expect(calls.first?["result"]?.stringValue?.hasPrefix("ignored") == true)
  }

  /// `display()` is the foreground listener's call: an app whose listener is not registered
  /// (`"delegate": "none"`, `onWillDisplay` missed) calls nothing later.
  @Test func withoutARegisteredListenerNoDisplayIsCalled() throws {
    let device = Self.device(ownDelegate: false, displayAfter: .seconds(5))
    device.setDelegateRegistration(.none)
    try device.receive(json: Self.payload, headers: alertHeaders)
    device.advance(by: .seconds(10))
    #expect(device.events(named: "delegate.missed").compactMap { $0["method"]?.stringValue } == ["onWillDisplay", "willPresent"])
    #expect(device.events(named: "action.executed").isEmpty)
  }

  /// The held completion dies with the process: an app swiped away before the timeout is never
  /// answered and shows nothing.
  @Test func aSwipeAwayEndsTheWait() throws {
    let device = Self.device(ownDelegate: true, options: [.banner], prevents: true, displayAfter: .seconds(10))
    try device.receive(json: Self.payload, headers: alertHeaders)
    device.advance(by: .seconds(5))
    try device.perform(.swipeAway)
    device.advance(by: .seconds(30))
    #expect(Self.willPresents(device).isEmpty)
    #expect(device.events(named: "notification.displayed").isEmpty)
    #expect(device.events(named: "action.executed").isEmpty)
  }

  /// Alert headers with `apns-collapse-id` `c1`: every push is the request `c1`.
  static let collapsingHeaders: PushHeaders = ["apns-push-type": "alert", "apns-collapse-id": "c1"]

  /// A call held in a process that ended is gone with it: a later push with the same request
  /// identifier, the app not running, is shown by the system as any other.
  @Test func aHeldCallDoesNotOutliveItsProcess() throws {
    let device = Self.device(ownDelegate: false, prevents: true)
    try device.receive(json: Self.payload, headers: Self.collapsingHeaders)
    device.advance(by: .seconds(5))
    try device.perform(.swipeAway)
    try device.receive(json: Self.payload, headers: Self.collapsingHeaders)
    device.advance(by: .seconds(30))
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == [5_000])
    #expect(Self.willPresents(device).isEmpty)
  }

  /// A second prevented push with the same request identifier supersedes the held call, and its
  /// completion block takes the SDK's one `_completion`; the first push's timer, still on the
  /// run loop, invalidates the second's and answers the second 0 at 25 s, 15 s after it arrived
  /// (with its own delegate the app's banner and list are presented then).
  @Test(arguments: [false, true])
  func aPushWithTheSameIdentifierSupersedesTheHeldCall(ownDelegate: Bool) throws {
    let device = Self.device(ownDelegate: ownDelegate, options: [.banner, .list], prevents: true)
    try device.receive(json: Self.payload, headers: Self.collapsingHeaders)
    device.advance(by: .seconds(10))
    try device.receive(json: Self.payload, headers: Self.collapsingHeaders)
    device.advance(by: .seconds(40))
    #expect(device.events(named: "delegate.willPresent").map(\.time.milliseconds) == [25_000])
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == (ownDelegate ? [25_000] : []))
  }

  /// A `display()` on a push answered at once completes the push held by then (`complete:self`
  /// runs the process's one `_completion`, a later push's): the later push is answered 7 at the
  /// first's `display()`, and its own `display()` is ignored.
  @Test func aDisplayOnAnAnsweredPushAnswersALaterHeldOne() throws {
    var app = AppBehavior()
    app.oneSignalDisplayAfter = .seconds(10)
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground, app: app)
    try device.receive(json: Self.payload, headers: Self.collapsingHeaders)
    device.advance(by: .seconds(5))
    device.app.preventsForegroundDisplay = true
    try device.receive(json: Self.payload, headers: Self.collapsingHeaders)
    device.advance(by: .seconds(30))
    #expect(device.events(named: "action.executed").map { $0["result"]?.stringValue?.prefix(9) } == ["completed", "ignored: "])
    #expect(device.events(named: "delegate.willPresent").map(\.time.milliseconds) == [0, 10_000])
  }

  /// An app that registers no delegate at all has no notification-center delegate of its own:
  /// the loader refuses `ownNotificationCenterDelegate` with `"delegate": "none"`.
  @Test func ownDelegateIsRefusedWithoutADelegate() throws {
    let json = #"""
      {"scenario": 1, "name": "n", "devices": {"p": {"platform": "ios", "sdk": "onesignal", "delegate": "none",
       "app": {"ownNotificationCenterDelegate": true}}}, "steps": [{"advance": "1s"}]}
      """#
    let error = try #require(throws: ScenarioError.self) { try ScenarioLoader().load(bytes: Array(json.utf8), file: "x.json") }
    #expect(error.description.contains(#""ownNotificationCenterDelegate": true"#))
    #expect(error.description.contains(#""delegate": "none""#))
  }

  /// `displayAfter` is an iOS OneSignal app key: elsewhere the loader refuses it where it is.
  @Test func displayAfterIsRefusedOnAndroid() throws {
    let json = #"""
      {"scenario": 1, "name": "n", "devices": {"p": {"platform": "android", "sdk": "onesignal", "app": {"displayAfter": "5s"}}},
       "steps": [{"advance": "1s"}]}
      """#
    let error = try #require(throws: ScenarioError.self) { try ScenarioLoader().load(bytes: Array(json.utf8), file: "x.json") }
    #expect(error.description.contains(#"app key "displayAfter" applies to ios apps only (a setting of OneSignal)"#))
  }
}
