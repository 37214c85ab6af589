@testable import PushSim
import Testing

/// The person's Settings switch for the app's Live Activities (option `liveActivitiesEnabled`,
/// ActivityKit's `ActivityAuthorizationInfo.areActivitiesEnabled`): a `set` step turns them off
/// or on again, and a running app's `activityEnablementUpdates` observer is told
/// (docs/ModellingChoices/iOS.md "Live Activities", *The Settings switch*).
struct LiveActivitySettingsSwitchTests {
  static let epoch = LiveActivityTests.epoch

  static func device(_ state: AppState = .background, options: DeviceOptions = DeviceOptions(), prompt: Bool = false) -> SimulatedDevice {
    var app = AppBehavior()
    app.liveActivities = LiveActivityTests.settings
    if prompt { app.liveActivities.startPrompt = .pending }
    return SimulatedDevice(platform: .iOS, state: state, options: options, app: app)
  }

  static func set(_ device: SimulatedDevice, _ enabled: Bool) throws {
    try device.apply([DeviceSetting(name: "liveActivitiesEnabled", value: .bool(enabled))])
  }

  /// Off: an update is dropped `liveActivitiesDisabled` and the app's observer gets `false`;
  /// on again: the next update applies and the observer gets `true`. Setting the same value
  /// again tells the app nothing.
  @Test func theSwitchTurnsLiveActivitiesOffAndOnAgain() throws {
    let device = Self.device()
    try Self.set(device, false)
    try device.receive(json: LiveActivityTests.update(20, at: Self.epoch), headers: LiveActivityTests.headers())
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["liveActivitiesDisabled"])
    #expect(device.liveActivitiesOff == .settings)
    try Self.set(device, false)
    try Self.set(device, true)
    try device.receive(json: LiveActivityTests.update(15, at: Self.epoch + 1), headers: LiveActivityTests.headers())
    #expect(device.events(named: "liveActivity.updated").map { $0["contentState"] } == [["eta": 15]])
    #expect(device.liveActivitiesOff == nil)
    #expect(device.events(named: "delegate.activityEnablementUpdates").map { $0["enabled"] } == [false, true])
  }

  /// The observer is the app's code: a process that is not running is told nothing, and an app
  /// without a delegate misses it (`delegate.missed`).
  @Test func onlyARunningAppIsTold() throws {
    let stopped = Self.device(.notRunning)
    try Self.set(stopped, false)
    #expect(stopped.events(named: "delegate.activityEnablementUpdates").isEmpty)
    #expect(stopped.events(named: "delegate.missed").isEmpty)
    #expect(stopped.liveActivitiesOff == .settings)
  }

  /// In a device's options the switch is its state before the run: off, even with the app key
  /// allowing them; on, even with the app key `allowed: false`.
  @Test func theOptionIsTheSwitchBeforeTheRun() throws {
    var off = DeviceOptions()
    off.liveActivitiesEnabled = false
    let device = Self.device(options: off)
    #expect(device.liveActivitiesOff == .settings)
    try device.receive(json: LiveActivityTests.update(20, at: Self.epoch), headers: LiveActivityTests.headers())
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["liveActivitiesDisabled"])
    var on = DeviceOptions()
    on.liveActivitiesEnabled = true
    var app = AppBehavior()
    app.liveActivities = LiveActivitySettings(allowed: false, types: LiveActivityTests.types)
    #expect(SimulatedDevice(platform: .iOS, state: .background, options: on, app: app).liveActivitiesOff == nil)
    #expect(SimulatedDevice(platform: .iOS, state: .background, app: app).liveActivitiesOff == .appKey)
  }

  /// "Don't Allow" on the push-to-start prompt turns them off as the switch does: the running
  /// app's observer gets `false`; the switch turned on in Settings afterwards turns them on
  /// again (the person is not asked again), and a later push-to-start hands its token at once.
  @Test func dontAllowTellsTheObserverAndTheSwitchReEnables() throws {
    let device = Self.device(prompt: true)
    try LiveActivityStartPromptTests.start(device, "order-2")
    try device.answerLiveActivityPrompt("order-2", allow: false)
    #expect(device.liveActivitiesOff == .dontAllow)
    try Self.set(device, true)
    #expect(device.liveActivitiesOff == nil)
    #expect(device.events(named: "delegate.activityEnablementUpdates").map { $0["enabled"] } == [false, true])
    try LiveActivityStartPromptTests.start(device, "order-3")
    #expect(device.events(named: "delegate.pushTokenUpdates").map { $0["id"] } == ["order-3"])
  }

  /// "Allow" on the prompt while the Settings switch is off (turned off after the prompt showed:
  /// with it off before, no push-started activity, so no prompt) sets the permission the switch
  /// shows: Live Activities are on again, the running app's observer gets `true`, the withheld
  /// token is handed, and the next update applies.
  @Test func allowWhileTheSwitchIsOffTurnsThemOnAgain() throws {
    let device = Self.device(prompt: true)
    try LiveActivityStartPromptTests.start(device, "order-2")
    try Self.set(device, false)
    try device.receive(json: LiveActivityTests.update(20, at: Self.epoch), headers: LiveActivityTests.headers("order-2"))
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["liveActivitiesDisabled"])
    try device.answerLiveActivityPrompt("order-2", allow: true)
    #expect(device.liveActivitiesOff == nil)
    #expect(device.events(named: "delegate.activityEnablementUpdates").map { $0["enabled"] } == [false, true])
    #expect(device.events(named: "delegate.pushTokenUpdates").map { $0["id"] } == ["order-2"])
    try device.receive(json: LiveActivityTests.update(15, at: Self.epoch + 1), headers: LiveActivityTests.headers("order-2"))
    #expect(device.events(named: "liveActivity.updated").map { $0["contentState"] } == [["eta": 15]])
    try Self.set(device, false)
    #expect(device.liveActivitiesOff == .settings)
    #expect(device.events(named: "delegate.activityEnablementUpdates").map { $0["enabled"] } == [false, true, false])
  }

  /// The switch turned off neither ends nor removes the activities shown, nor moves the pending
  /// prompt (a labelled choice: Apple does not say, one AI-generated page says it ends them):
  /// their own limits still run while it is off, the stale date, the eight-hour limit, the
  /// removal four hours after the end.
  @Test func theSwitchOffKeepsTheActivitiesShownAndThePromptUntilTheirOwnLimits() throws {
    let device = Self.device(prompt: true)
    try device.receive(
      json: LiveActivityTests.update(25, at: Self.epoch, extra: #","stale-date":\#(Self.epoch + 1800)"#),
      headers: LiveActivityTests.headers())
    try LiveActivityStartPromptTests.start(device, "order-2")
    try Self.set(device, false)
    #expect(device.events(named: "liveActivity.ended").isEmpty)
    #expect(device.events(named: "liveActivity.dismissed").isEmpty)
    #expect(device.liveActivities?.activity("order")?.phase == .active)
    #expect(device.liveActivities?.activity("order-2")?.phase == .active)
    #expect(device.liveActivities?.showsStartPrompt(on: "order-2") == true)
    #expect(device.liveActivities?.withheldTokens == ["order-2"])
    device.advance(by: .seconds(1800))
    #expect(device.events(named: "liveActivity.stale").map { $0["id"] } == ["order"])
    device.advance(by: .seconds(8 * 3600))
    #expect(device.events(named: "liveActivity.ended").map { $0["reason"] } == ["activeLimit", "activeLimit"])
    device.advance(by: .seconds(4 * 3600))
    #expect(device.events(named: "liveActivity.dismissed").map { $0["id"] } == ["order", "order-2"])
    #expect(device.liveActivitiesOff == .settings)
  }

  /// The option is iOS's: refused on Android as the other iOS options are.
  @Test func theOptionIsIOSOnly() {
    let android = #"{"platform":"android","state":"background","options":{"liveActivitiesEnabled":false}}"#
    #expect(loadError(scenarioText(steps: "", device: android)) != nil)
    let ios = #"{"platform":"ios","state":"background","options":{"liveActivitiesEnabled":"no"}}"#
    #expect(loadError(scenarioText(steps: "", device: ios))?.contains("true or false") == true)
  }
}
