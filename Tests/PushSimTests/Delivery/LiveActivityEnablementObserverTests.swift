@testable import PushSim
import Testing

/// What a running app's `ActivityAuthorizationInfo` observers are told when the person flips a
/// switch (docs/ModellingChoices/iOS.md "Live Activities", *The Settings switch*): only a change
/// of the state in effect is yielded, and a Swift delegate gets the yielded values.
struct LiveActivityEnablementObserverTests {
  static let epoch = LiveActivityTests.epoch

  /// Setting the Settings switch to the state already in effect (the app key's, the option not
  /// given before) yields nothing: on with `allowed` true, off with `allowed: false`; the
  /// center then says the switch is why they are off.
  @Test func aSwitchSetToTheStateInEffectTellsNothing() throws {
    let on = LiveActivitySettingsSwitchTests.device()
    try LiveActivitySettingsSwitchTests.set(on, true)
    #expect(on.events(named: "delegate.activityEnablementUpdates").isEmpty)
    #expect(on.liveActivitiesOff == nil)
    var app = AppBehavior()
    app.liveActivities = LiveActivitySettings(allowed: false, types: LiveActivityTests.types)
    let off = SimulatedDevice(platform: .iOS, state: .background, app: app)
    try LiveActivitySettingsSwitchTests.set(off, false)
    #expect(off.events(named: "delegate.activityEnablementUpdates").isEmpty)
    #expect(off.liveActivitiesOff == .settings)
  }

  /// More Frequent Updates set to the app key's state yields nothing either.
  @Test func theFrequentSwitchSetToTheStateInEffectTellsNothing() throws {
    var settings = LiveActivityTests.settings
    settings.supportsFrequentUpdates = true
    let device = LiveActivityTests.device(settings)
    try device.apply([DeviceSetting(name: "liveActivitiesFrequentUpdates", value: true)])
    #expect(device.events(named: "delegate.frequentPushEnablementUpdates").isEmpty)
  }

  /// A Swift `RecordingDelegate` keeps what each sequence yielded, in order, as the trace's
  /// `enabled` says: off then on again for the Settings switch and for More Frequent Updates
  /// (of an app that declares the key: for one that does not, the switch does nothing).
  @Test func theSwiftDelegateKeepsWhatTheSequencesYielded() throws {
    var settings = LiveActivityTests.settings
    settings.supportsFrequentUpdates = true
    let device = LiveActivityTests.device(settings)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    try LiveActivitySettingsSwitchTests.set(device, false)
    try LiveActivitySettingsSwitchTests.set(device, true)
    try device.apply([DeviceSetting(name: "liveActivitiesFrequentUpdates", value: false)])
    try device.apply([DeviceSetting(name: "liveActivitiesFrequentUpdates", value: true)])
    #expect(delegate.activityEnablement == [false, true])
    #expect(delegate.frequentPushEnablement == [false, true])
    #expect(device.events(named: "delegate.activityEnablementUpdates").map { $0["enabled"] } == [false, true])
  }

  /// The switch on in `options` (`liveActivitiesEnabled: true`), then "Don't Allow" turns them
  /// off: a `set` step turning the switch on in Settings turns them on again, though the option
  /// already said `true` (it was a no-op: the change was looked for in the option, not in the
  /// state in effect). A `set` of another option leaves them off.
  @Test func turningTheSwitchOnAfterDontAllowWorksWhenTheOptionAlreadySaidOn() throws {
    var options = DeviceOptions()
    options.liveActivitiesEnabled = true
    let device = LiveActivitySettingsSwitchTests.device(options: options, prompt: true)
    try LiveActivityStartPromptTests.start(device, "order-2")
    try device.answerLiveActivityPrompt("order-2", allow: false)
    try device.apply([DeviceSetting(name: "lowPowerMode", value: false)])
    #expect(device.liveActivities?.allowed == false)
    try LiveActivitySettingsSwitchTests.set(device, true)
    #expect(device.liveActivities?.allowed == true)
    #expect(device.liveActivitiesOff == nil)
    #expect(device.events(named: "delegate.activityEnablementUpdates").map { $0["enabled"] } == [false, true])
  }

  /// An app that was not running when the person flipped either switch is told nothing then, and
  /// nothing when it next launches: Apple documents the sequences as observing changes and
  /// offers `areActivitiesEnabled` / `frequentPushesEnabled` to read the current state, and no
  /// source says a new observer is first yielded that state (docs/ModellingChoices/iOS.md,
  /// *The Settings switch*, the doubts). Once the app runs, the next change is told.
  @Test func anAppNotRunningWhenASwitchChangedIsToldNothingAtItsNextLaunch() throws {
    var settings = LiveActivityTests.settings
    settings.supportsFrequentUpdates = true
    let device = LiveActivityTests.device(settings, state: .notRunning)
    try LiveActivitySettingsSwitchTests.set(device, false)
    try device.apply([DeviceSetting(name: "liveActivitiesFrequentUpdates", value: false)])
    try device.perform(.open)
    #expect(device.events(named: "app.launched").map { $0["reason"] } == ["user"])
    #expect(device.events(named: "delegate.activityEnablementUpdates").isEmpty)
    #expect(device.events(named: "delegate.frequentPushEnablementUpdates").isEmpty)
    #expect(device.liveActivitiesOff == .settings)
    try LiveActivitySettingsSwitchTests.set(device, true)
    try device.apply([DeviceSetting(name: "liveActivitiesFrequentUpdates", value: true)])
    #expect(device.events(named: "delegate.activityEnablementUpdates").map { $0["enabled"] } == [true])
    #expect(device.events(named: "delegate.frequentPushEnablementUpdates").map { $0["enabled"] } == [true])
  }

  /// The Settings switch turned off while the prompt still shows, then "Don't Allow": they were
  /// off already, so the observer is told `false` once, at the switch, not again at the answer.
  @Test func dontAllowAfterTheSwitchWasTurnedOffTellsNothingMore() throws {
    let device = LiveActivitySettingsSwitchTests.device(prompt: true)
    try LiveActivityStartPromptTests.start(device, "order-2")
    try LiveActivitySettingsSwitchTests.set(device, false)
    try device.answerLiveActivityPrompt("order-2", allow: false)
    #expect(device.events(named: "liveActivity.startPromptAnswered").count == 1)
    #expect(device.events(named: "delegate.activityEnablementUpdates").map { $0["enabled"] } == [false])
  }
}
