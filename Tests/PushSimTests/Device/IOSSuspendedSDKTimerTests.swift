import Testing

@testable import PushSim

/// An iOS app that leaves the foreground runs `iosBackgroundExecutionSeconds` (5 s) and is then
/// suspended; a wake by a background push runs it until its handler completes. A suspended
/// app's in-process SDK timers fire when it runs again (the foreground, or a wake), at that
/// moment and in order; a kill cancels them (SimulatedDevice+iOSSuspension.swift).
struct IOSSuspendedSDKTimerTests {
  /// A OneSignal iOS device in the foreground whose app prevents the display, so the SDK holds
  /// `willPresent` until its 25 s timeout.
  static func oneSignal(options: DeviceOptions = DeviceOptions()) throws -> SimulatedDevice {
    let device = OneSignalIOSDisplayTimeoutTests.device(.foreground, options: options)
    try device.receive(
      json: OneSignalIOSDisplayTimeoutTests.push("a", by: 1), headers: OneSignalIOSDisplayTimeoutTests.headers)
    device.advance(by: .seconds(1))  // the SDK's service extension has run: willPresent is held
    return device
  }

  /// A WonderPush iOS device whose `wonderPushWillOpenURL:` never completes, after a tap on a
  /// notification with a link: the SDK waits 5 s before it goes on with the original URL.
  static func wonderPushTapped() throws -> SimulatedDevice {
    let device = WonderPushActionURLTests.device(.iOS, rules: [WonderPushDeepLinkRule(prefix: "", .neverCompletes)], itunesAppID: "42")
    try device.receive(json: WP.iOS(#"{"c":"c","targetUrl":"https://shop.example.com/a"}"#), headers: alertHeaders)
    try device.tap()
    return device
  }

  /// The virtual milliseconds of the device's events named `name`.
  static func times(_ device: SimulatedDevice, _ name: String) -> [Int64] {
    device.events(named: name).map(\.time.milliseconds)
  }

  /// OneSignal's display timeout of an app sent to the background at 5 s (suspended at 10 s)
  /// does not fire at 25 s; it fires when the user opens the app at 60 s, with 0.
  @Test func aSuspendedAppsDisplayTimeoutFiresWhenItComesBack() throws {
    let device = try Self.oneSignal()
    device.advance(by: .seconds(4))
    try device.perform(.background)
    device.advance(by: .seconds(55))
    #expect(device.events(named: "delegate.willPresent").isEmpty)
    try device.perform(.open)
    #expect(Self.times(device, "delegate.willPresent") == [60_000])
    #expect(device.events(named: "delegate.willPresent").first?["options"] == .array([]))
  }

  /// The timer fires right after the app comes back, at the same instant: the overdue block is
  /// the first thing the resumed process runs (the timeout's own events, as at 25 s in `os88`:
  /// the forwarded didRRN, then the answer).
  @Test func theOverdueTimerFiresRightAfterTheAppComesBack() throws {
    let device = try Self.oneSignal()
    try device.perform(.background)
    device.advance(by: .seconds(30))
    let start = device.trace.events.count
    try device.perform(.open)
    #expect(
      Array(device.eventNames(since: start).prefix(3))
        == ["app.state", "delegate.didReceiveRemoteNotification", "delegate.willPresent"])
  }

  /// A timer due while the app still has background time fires on time: WonderPush's 5 s wait
  /// when the user leaves 1 s after the tap (suspended at 6 s).
  @Test func aTimerDueWithinTheBackgroundTimeFiresOnTime() throws {
    let device = try Self.wonderPushTapped()
    device.advance(by: .seconds(1))
    try device.perform(.background)
    device.advance(by: .seconds(10))
    #expect(Self.times(device, "action.executed") == [5_000])
  }

  /// WonderPush's 5 s wait when the user leaves the app at once: the app is suspended at 5 s,
  /// the very instant the wait ends, so the link is recorded only when the user comes back.
  @Test func wonderPushsWaitWaitsForTheAppWhenTheUserLeavesAtOnce() throws {
    let device = try Self.wonderPushTapped()
    try device.perform(.background)
    device.advance(by: .seconds(20))
    #expect(device.events(named: "action.executed").isEmpty)
    try device.perform(.open)
    #expect(Self.times(device, "action.executed") == [20_000])
    #expect(device.events(named: "action.executed").map { $0["type"] } == ["link"])
  }

  /// With more background time (`iosBackgroundExecutionSeconds` 30) the same app runs its
  /// timeout at 25 s.
  @Test func moreBackgroundTimeLetsTheTimerFireOnTime() throws {
    var options = DeviceOptions()
    options.iosBackgroundExecutionSeconds = 30
    let device = try Self.oneSignal(options: options)
    try device.perform(.background)
    device.advance(by: .seconds(40))
    #expect(Self.times(device, "delegate.willPresent") == [25_000])
  }

  /// A wake by a background push runs the suspended app: its overdue timer fires at the wake,
  /// before didRRN, and the app is suspended again once the handler has completed.
  @Test func aBackgroundWakeResumesTheTimers() throws {
    let device = try Self.oneSignal()
    try device.perform(.background)
    device.advance(by: .seconds(39))
    let start = device.trace.events.count
    try device.receive(json: #"{"aps":{"content-available":1}}"#, headers: backgroundHeaders)
    let events = device.trace.events(since: start).filter { $0.device == device.id }
    let answer = try #require(events.firstIndex { $0.name == "delegate.willPresent" })
    let wake = try #require(
      events.firstIndex { $0.name == "delegate.didReceiveRemoteNotification" && $0["notification"] == "apns-2" })
    #expect(answer < wake)
    #expect(Self.times(device, "delegate.willPresent") == [40_000])
    #expect(device.iosAppSuspended)
  }

  /// A wake whose handler takes 20 s keeps the app running 20 s: a timer due then fires on time.
  @Test func aWakeRunsTheAppUntilItsHandlerCompletes() throws {
    var app = AppBehavior()
    app.backgroundHandlerTakes = .seconds(20)
    let device = try Self.wonderPushTapped()
    try device.perform(.background)
    device.advance(by: .seconds(4))
    device.app = app
    try device.receive(json: #"{"aps":{"content-available":1}}"#, headers: backgroundHeaders)
    #expect(!device.iosAppSuspended)
    device.advance(by: .seconds(10))
    #expect(Self.times(device, "action.executed") == [5_000])
    device.advance(by: .seconds(10))
    #expect(device.iosAppSuspended)
  }

  /// A background notification action (a button without the `foreground` option) runs the
  /// suspended app in the background: the overdue timer fires then, and the app stays in the
  /// background.
  @Test func aBackgroundActionResumesTheTimers() throws {
    let device = try Self.wonderPushTapped()
    device.app.categories = ["MUTE": ["mute"]]
    try device.perform(.background)
    device.advance(by: .seconds(20))
    try device.receive(json: #"{"aps":{"alert":"Hi","category":"MUTE"}}"#, headers: alertHeaders)
    #expect(device.events(named: "action.executed").isEmpty)
    try device.tap(button: .index(0))
    #expect(Self.times(device, "action.executed") == [20_000])
    #expect(device.state == .background)
  }

  /// OneSignal's launch URL 0.75 s after the tap: an app that leaves at once still runs at
  /// 0.75 s and opens nothing (`UIApplication.open` from the background fails); one with no
  /// background time (`iosBackgroundExecutionSeconds` 0) is suspended, and the block runs when
  /// the user opens the app again, in the foreground, so Safari comes on top then.
  @Test(arguments: [(5, false), (0, true)])
  func aDelayedLaunchURLOpensOnlyAtAResumeToTheForeground(_ seconds: Int, _ opens: Bool) throws {
    let device = try OneSignalIOSLaunchURLTests.device(url: "https://example.com/sale")
    device.options.iosBackgroundExecutionSeconds = seconds
    try device.tap(.id("a"))
    try device.perform(.background)
    device.advance(by: .seconds(10))
    try device.perform(.open)
    let safari = device.events(named: "app.state").filter { $0["reason"] == "safariOpened" }
    #expect(safari.map(\.time.milliseconds) == (opens ? [10_000] : []))
  }

  /// Locking the device sends the app to the background as the Home button does: the wait is
  /// held, and the unlock back into the app runs it.
  @Test func aLockSuspendsTheAppAndTheUnlockResumesIt() throws {
    let device = try Self.wonderPushTapped()
    device.lock()
    device.advance(by: .seconds(20))
    #expect(device.events(named: "action.executed").isEmpty)
    device.unlock()
    #expect(Self.times(device, "action.executed") == [20_000])
  }

  /// A VoIP push wakes the suspended app: its overdue timer fires then, and the app (whose
  /// handler returns at once and whose call is not tracked) is suspended again.
  @Test func aVoIPPushResumesTheTimers() throws {
    let device = try Self.wonderPushTapped()
    device.app.pushKit = PushKitRegistration()
    try device.perform(.background)
    device.advance(by: .seconds(20))
    try device.receive(json: PushKitVoIPTests.payload, headers: PushKitVoIPTests.voip)
    #expect(Self.times(device, "action.executed") == [20_000])
    #expect(device.iosAppSuspended)
  }

  /// A call the VoIP handler reports keeps the app running while it lasts (`callLasts`): the
  /// wait due during the call fires on time, and the app is suspended once the call ended.
  @Test func anActiveCallKeepsTheAppRunning() throws {
    let device = try Self.wonderPushTapped()
    device.app.pushKit = PushKitRegistration(callLasts: .seconds(60))
    try device.perform(.background)
    device.advance(by: .seconds(2))
    try device.receive(json: PushKitVoIPTests.payload, headers: PushKitVoIPTests.voip)
    device.advance(by: .seconds(10))
    #expect(Self.times(device, "action.executed") == [5_000])
    #expect(!device.iosAppSuspended)
    device.advance(by: .seconds(60))
    #expect(device.iosAppSuspended)
  }

  /// The knob is read when the app leaves the foreground: a change while it is in the
  /// background (a `set` step) acts from the next time it leaves.
  @Test func theKnobIsReadWhenTheAppLeavesTheForeground() throws {
    let device = try Self.wonderPushTapped()
    try device.perform(.background)
    device.options.iosBackgroundExecutionSeconds = 30
    device.advance(by: .seconds(10))
    #expect(device.events(named: "action.executed").isEmpty)
    try device.perform(.open)
    #expect(Self.times(device, "action.executed") == [10_000])
  }

  /// A kill while the timer waits for the suspended app to resume ends it: the next launch
  /// answers nothing.
  @Test func aKillCancelsTheTimersWaitingForTheApp() throws {
    let device = try Self.oneSignal()
    try device.perform(.background)
    device.advance(by: .seconds(30))
    try device.perform(.kill)
    try device.perform(.open)
    device.advance(by: .seconds(30))
    #expect(device.events(named: "delegate.willPresent").isEmpty)
  }

  /// An app that starts in the background has no background time left: it is suspended.
  @Test func anAppStartingInTheBackgroundIsSuspended() {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background)
    #expect(device.iosAppSuspended)
    let android = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    #expect(!android.iosAppSuspended)
  }

  /// The knob is a scenario option with its range.
  @Test func theKnobIsAScenarioOption() {
    #expect(DeviceOptions.settings.contains { $0.name == "iosBackgroundExecutionSeconds" && $0.expects == "a whole number from 0 to 600" })
  }

  /// Only OneSignal's and WonderPush's timers wait for a suspended app: on an iOS device with
  /// another SDK the knob does nothing, which a `device.warning` says instead of ignoring it.
  @Test func theKnobWarnsWhereNoSDKTimerWaits() throws {
    let devices = #"""
      {"plain": {"platform": "ios", "options": {"iosBackgroundExecutionSeconds": 30}},
       "os": {"platform": "ios", "sdk": "onesignal", "options": {"iosBackgroundExecutionSeconds": 30}},
       "wp": {"platform": "ios", "sdk": "wonderpush", "options": {"iosBackgroundExecutionSeconds": 30}}}
      """#
    #expect(try OptionNotApplicableTests.warnings(devices: devices) == ["plain iosBackgroundExecutionSeconds"])
    #expect(
      DeviceOptions.ineffectiveness(of: "iosBackgroundExecutionSeconds", platform: .iOS, sdk: .customerio, wrapper: nil)
        == #"option "iosBackgroundExecutionSeconds" is a setting of the onesignal and wonderpush SDKs; with sdk "customerio" it does nothing"#)
  }
}
