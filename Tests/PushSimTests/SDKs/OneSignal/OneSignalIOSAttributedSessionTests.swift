import Testing

@testable import PushSim

/// OneSignal iOS keeps an app in an attributed session running 30 s after it leaves the
/// foreground (`OSAttributedFocusTimeProcessor`'s `ATTRIBUTED_FOCUS_TASK`, `DELAY_TIME = 30`),
/// so its 25 s display timeout fires on time; an unattributed session's app is suspended after
/// `iosBackgroundExecutionSeconds` (OneSignalIOSSession, OneSignalOutcomeSettings).
struct OneSignalIOSAttributedSessionTests {
  typealias Timeout = OneSignalIOSDisplayTimeoutTests

  /// A OneSignal iOS device in the background, with the SDK's extension (unless
  /// `sdkExtension` is `false`) and an app that prevents every foreground display, whose
  /// dashboard enables `outcomes`.
  static func device(
    direct: Bool = false, indirect: Bool = false, sdkExtension: Bool = true,
    options: DeviceOptions = DeviceOptions()
  ) -> SimulatedDevice {
    var app = AppBehavior()
    app.usesSDKServiceExtension = sdkExtension
    app.preventsForegroundDisplay = true
    app.oneSignalDisableBadgeClearing = true
    app.oneSignalOutcomes.direct = direct
    app.oneSignalOutcomes.indirect = indirect
    return SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background, options: options, app: app)
  }

  /// The user taps OneSignal notification "t" at 1 s, which opens the app; a push arrives in
  /// the foreground then and its display is held (timeout due at 26 s); the user leaves at 11 s
  /// (`leaving`: to the background unless told).
  static func tappedThenLeftAt11s(
    _ device: SimulatedDevice, leaving: AppAction = .background
  ) throws {
    try device.receive(json: Timeout.push("t", by: nil), headers: Timeout.headers)
    device.advance(by: .seconds(1))
    try device.tap()
    try device.receive(json: Timeout.push("held", by: nil), headers: Timeout.headers)
    device.advance(by: .seconds(10))
    try device.perform(leaving)
  }

  /// Indirect attribution on: a OneSignal notification is received at 0 and the user opens the
  /// app `since` later; a push arrives then and its display is held; the user leaves 10 s after
  /// the open and the clock goes on 40 s.
  static func openedAfterReceiving(since: Duration) throws -> SimulatedDevice {
    let device = Self.device(indirect: true)
    try device.receive(json: Timeout.push("earlier", by: nil), headers: Timeout.headers)
    device.advance(by: since)
    try device.perform(.open)
    try device.receive(json: Timeout.push("held", by: nil), headers: Timeout.headers)
    device.advance(by: .seconds(10))
    try device.perform(.background)
    device.advance(by: .seconds(40))
    return device
  }

  /// The held display's answers, in virtual milliseconds.
  static func answers(_ device: SimulatedDevice) -> [Int64] {
    device.events(named: "delegate.willPresent").map(\.time.milliseconds)
  }

  /// A session opened by a tap on a OneSignal notification (direct enabled) keeps the app
  /// running until 41 s, so the 25 s display timeout fires on time at 26 s.
  @Test func aSessionOpenedByATapKeepsTheDisplayTimeoutOnTime() throws {
    let device = Self.device(direct: true)
    try Self.tappedThenLeftAt11s(device)
    device.advance(by: .seconds(40))
    #expect(Self.answers(device) == [26_000])
    #expect(device.iosBackgroundRunsUntil?.offset == .seconds(41))
  }

  /// With the SDK's defaults (no influence enabled) the same session is unattributed: the app
  /// is suspended at 16 s and the timeout waits for the user's return at 60 s.
  @Test func anUnattributedSessionWaitsForTheResume() throws {
    let device = Self.device()
    try Self.tappedThenLeftAt11s(device)
    device.advance(by: .seconds(49))
    #expect(Self.answers(device).isEmpty)
    try device.perform(.open)
    #expect(Self.answers(device) == [60_000])
  }

  /// Direct attribution off, indirect on: the tapped notification was also received within the
  /// window, but the tap makes the session direct (`onDirectInfluenceFromNotificationOpen:`), and
  /// a direct session whose type the dashboard does not enable has no influence
  /// (`currentSessionInfluence` → `DISABLED`): unattributed, the timeout waits.
  @Test func aTapMakesTheSessionDirectEvenWhenOnlyIndirectIsEnabled() throws {
    let device = Self.device(indirect: true)
    try Self.tappedThenLeftAt11s(device)
    device.advance(by: .seconds(40))
    #expect(Self.answers(device).isEmpty)
    #expect(device.iosBackgroundRunsUntil?.offset == .seconds(16))
  }

  /// A OneSignal notification received 10 minutes before the user opens the app (within v5's
  /// window of 1440, counted in seconds) makes the session indirect: the timeout fires on time.
  @Test func aNotificationReceivedWithinTheWindowMakesTheSessionAttributed() throws {
    let device = try Self.openedAfterReceiving(since: .seconds(600))
    #expect(Self.answers(device) == [625_000])
  }

  /// Received 30 minutes before (past 1440 s, though within the 24 h OneSignal's documentation
  /// gives): the session is unattributed and the timeout waits for the resume.
  @Test func aNotificationReceivedOutsideTheWindowLeavesTheSessionUnattributed() throws {
    let device = try Self.openedAfterReceiving(since: .seconds(1_800))
    #expect(Self.answers(device).isEmpty)
    #expect(device.iosBackgroundRunsUntil?.offset == .seconds(1_815))
  }

  /// A knob larger than the task's 30 s wins: the app runs 60 s after it leaves.
  @Test func aLargerKnobWins() throws {
    var options = DeviceOptions()
    options.iosBackgroundExecutionSeconds = 60
    let device = Self.device(direct: true, options: options)
    try Self.tappedThenLeftAt11s(device)
    #expect(device.iosBackgroundRunsUntil?.offset == .seconds(71))
  }

  /// Under a second in the foreground the attributed processor begins no task ("Don't send
  /// influenced session with time < 1 seconds"): the app gets the knob's 5 s.
  @Test func underASecondInTheForegroundBeginsNoTask() throws {
    let device = Self.device(direct: true)
    try device.receive(json: Timeout.push("t", by: nil), headers: Timeout.headers)
    device.advance(by: .seconds(1))
    try device.tap()
    device.advance(by: .milliseconds(999))
    try device.perform(.background)
    #expect(device.iosBackgroundRunsUntil?.offset == .milliseconds(6_999))
  }

  /// Over a day in the foreground the SDK's elapsed time is invalid (`getTimeFocusedElapsed`
  /// gives -1, under the 1 s minimum): no task, the knob's 5 s; a day exactly still counts.
  @Test(arguments: [(86_400, 30), (86_401, 5)])
  func overADayInTheForegroundBeginsNoTask(focused: Int, runs: Int) throws {
    let device = Self.device(direct: true)
    try device.receive(json: Timeout.push("t", by: nil), headers: Timeout.headers)
    device.advance(by: .seconds(1))
    try device.tap()
    device.advance(by: .seconds(focused))
    try device.perform(.background)
    #expect(device.iosBackgroundRunsUntil?.offset == .seconds(1 + focused + runs))
  }

  /// A return within 30 s keeps the session (still direct: 30 s again); one after 30 s or more
  /// starts a new one, unattributed without a tap (direct only enabled): 5 s.
  @Test func aNewSessionStartsAfterThirtySecondsInTheBackground() throws {
    let device = Self.device(direct: true)
    try Self.tappedThenLeftAt11s(device)
    device.advance(by: .seconds(29))
    try device.perform(.open)  // 40 s: the same session
    device.advance(by: .seconds(2))
    try device.perform(.background)  // 42 s
    #expect(device.iosBackgroundRunsUntil?.offset == .seconds(72))
    device.advance(by: .seconds(30))
    try device.perform(.open)  // 72 s: a new session
    device.advance(by: .seconds(2))
    try device.perform(.background)  // 74 s
    #expect(device.iosBackgroundRunsUntil?.offset == .seconds(79))
  }

  /// A tap on a OneSignal notification while the app is in the foreground makes the session
  /// direct at once (`attemptSessionUpgradeWithDirectId:`): the user opened the app at 1 s
  /// (unattributed, indirect being off), taps the notification shown before at 3 s and leaves
  /// at 5 s: the task holds the app until 35 s.
  @Test func aTapInTheForegroundMakesTheSessionDirect() throws {
    let device = Self.device(direct: true)
    try device.receive(json: Timeout.push("t", by: nil), headers: Timeout.headers)
    device.advance(by: .seconds(1))
    try device.perform(.open)
    device.advance(by: .seconds(2))
    try device.tap()
    device.advance(by: .seconds(2))
    try device.perform(.background)
    #expect(device.iosBackgroundRunsUntil?.offset == .seconds(35))
  }

  /// Only the SDK's extension saves a receipt (`OneSignalNotificationServiceExtensionHandler`
  /// is the only caller of `onNotificationReceived:`): without it, a OneSignal notification
  /// received 10 minutes before the open leaves the session unattributed, and the app is
  /// suspended 5 s after it leaves.
  @Test func aPushReceivedWithoutTheSDKExtensionInfluencesNothing() throws {
    let device = Self.device(indirect: true, sdkExtension: false)
    try device.receive(json: Timeout.push("earlier", by: nil), headers: Timeout.headers)
    device.advance(by: .seconds(600))
    try device.perform(.open)
    device.advance(by: .seconds(10))
    try device.perform(.background)
    #expect(device.oneSignalSession.received.isEmpty)
    #expect(device.iosBackgroundRunsUntil?.offset == .seconds(615))
  }

  /// A swipe-away from the foreground counts as leaving it (`onFocus` at `willTerminate`), and
  /// the session outlives the process: relaunched 9 s later, the app is in the same direct
  /// session (a new one would be unattributed, indirect being off), so it runs 30 s after it
  /// leaves at 25 s.
  @Test func aSwipeAwayCountsAsLeavingTheForeground() throws {
    let device = Self.device(direct: true)
    try Self.tappedThenLeftAt11s(device, leaving: .swipeAway)
    device.advance(by: .seconds(9))
    try device.perform(.open)  // 20 s: within 30 s of the swipe-away
    device.advance(by: .seconds(5))
    try device.perform(.background)  // 25 s
    #expect(device.iosBackgroundRunsUntil?.offset == .seconds(55))
  }

  /// The SDK keeps the last 10 received notifications, the newest.
  @Test func theSessionKeepsTheTenNewestReceipts() {
    var session = OneSignalIOSSession()
    for second in 0..<12 { session.notificationReceived(at: SimInstant(offset: .seconds(second))) }
    #expect(session.received.map(\.offset) == (2..<12).map { .seconds($0) })
  }

  /// The app key `outcomes` loads into the app's settings.
  @Test func theAppKeyLoads() throws {
    let json = #"""
      {"scenario": 1, "devices": {"phone": {"platform": "ios", "sdk": "onesignal",
        "app": {"outcomes": {"direct": true, "indirectWindowMinutes": 60}}}}, "steps": []}
      """#
    let scenario = try ScenarioLoader().load(bytes: Array(json.utf8), file: "outcomes.json")
    let settings = try #require(scenario.devices.first?.app.oneSignalOutcomes)
    #expect(settings.direct && !settings.indirect)
    #expect(settings.indirectWindowMinutes == 60)
    #expect(settings.indirectWindow == .seconds(60))
  }
}
