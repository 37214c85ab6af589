@testable import PushSim
import Testing

/// The person's More Frequent Updates switch (option `liveActivitiesFrequentUpdates`,
/// `ActivityAuthorizationInfo.frequentPushesEnabled`): a `set` step flips it, the priority-10
/// update budget in effect follows (`frequentPerHour` / `perHour`), and a running app's
/// `frequentPushEnablementUpdates` observer is told.
struct LiveActivityFrequentUpdatesSwitchTests {
  static let epoch = LiveActivityTests.epoch

  /// On (app key), 3 an hour: two updates apply. Off: the budget is 1 and 2 were applied, so the
  /// next is dropped, the message saying more than the budget were applied and naming when the
  /// second leaves the hour (the first leaving leaves no room). On again: it applies. The observer gets false, then true.
  @Test func theSwitchResizesTheBudgetAndTellsTheApp() throws {
    var settings = LiveActivityTests.settings
    settings.updateBudget = try .init(perHour: 1, frequentPerHour: 3)
    settings.supportsFrequentUpdates = true
    let device = LiveActivityTests.device(settings)
    let headers = LiveActivityTests.headers()
    try device.receive(json: LiveActivityTests.update(20, at: Self.epoch), headers: headers)
    device.advance(by: .seconds(60))
    try device.receive(json: LiveActivityTests.update(19, at: Self.epoch + 1), headers: headers)
    try device.apply([DeviceSetting(name: "liveActivitiesFrequentUpdates", value: false)])
    #expect(device.liveActivities?.updateBudget?.limit == 1)
    try device.receive(json: LiveActivityTests.update(18, at: Self.epoch + 2), headers: headers)
    let drop = try #require(device.events(named: "push.dropped").first)
    #expect(drop["reason"] == "updateBudgetExceeded")
    #expect(
      drop["message"]?.stringValue
        == "the app's Live Activities had 2 priority-10 updates in the last hour, more than their budget of 1 "
        + "(liveActivities.updateBudget): the system applies no other before \(Self.epoch + 60 + 3600); send apns-priority 5 for "
        + "updates that can wait")
    try device.apply([DeviceSetting(name: "liveActivitiesFrequentUpdates", value: true)])
    try device.receive(json: LiveActivityTests.update(17, at: Self.epoch + 3), headers: headers)
    #expect(device.events(named: "liveActivity.updated").map { $0["contentState"] } == [["eta": 20], ["eta": 19], ["eta": 17]])
    #expect(device.events(named: "delegate.frequentPushEnablementUpdates").map { $0["enabled"] } == [false, true])
  }

  /// In a device's options the switch is its state before the run: off gives `perHour` even
  /// with app key `frequentUpdates`.
  @Test func theOptionIsTheSwitchBeforeTheRun() throws {
    var settings = LiveActivityTests.settings
    settings.updateBudget = try .init(perHour: 1, frequentPerHour: 3)
    settings.supportsFrequentUpdates = true
    var app = AppBehavior()
    app.liveActivities = settings
    var options = DeviceOptions()
    options.liveActivitiesFrequentUpdates = false
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options, app: app)
    #expect(device.liveActivityState().updateBudget?.limit == 1)
  }

  /// The app key says only that the app declares `NSSupportsLiveActivitiesFrequentUpdates`
  /// (`supportsFrequentUpdates`); the switch is on unless the option says otherwise. The older
  /// `frequentUpdates: true` (the key with the switch on) loads as the key, with the same
  /// budget; both keys at once are refused, naming which to keep.
  @Test func theAppKeyIsTheInfoPlistKeyAndTheOlderNameStillLoads() throws {
    func loaded(_ json: String) throws -> LiveActivitySettings {
      let text = scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"liveActivities":\#(json)}}"#)
      return try #require(try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json").devices.first).app.liveActivities
    }
    let budget = #""updateBudget": {"perHour": 1, "frequentPerHour": 3}"#
    let supports = try loaded("{\(budget), \"supportsFrequentUpdates\": true}")
    let older = try loaded("{\(budget), \"frequentUpdates\": true}")
    #expect(supports.supportsFrequentUpdates && older.supportsFrequentUpdates)
    #expect(supports.updatesPerHour == 3 && older.updatesPerHour == 3)
    #expect(supports.updatesPerHour(frequentSwitchOn: false) == 1)
    #expect(try loaded("{\(budget)}").updatesPerHour(frequentSwitchOn: true) == 1)
    #expect(
      LiveActivityLimitsTests.liveActivitiesError(#"{"supportsFrequentUpdates": true, "frequentUpdates": true}"#)?.contains(
        "\"frequentUpdates\" in liveActivities of \"app\" of device \"phone\" is the older name of \"supportsFrequentUpdates\"")
        == true)
    #expect(LiveActivityLimitsTests.liveActivitiesError(#"{"supportsFrequentUpdates": "yes"}"#)?.contains("true or false") == true)
  }

  /// For an app that does not declare the key the switch does nothing: the option in `options`
  /// or in a `set` step is warned `optionNotApplicable`, the budget stays `perHour`, and the app's
  /// observer is told nothing (before, the option won over the app key and gave `frequentPerHour`).
  @Test func theSwitchDoesNothingForAnAppWithoutTheKey() throws {
    var settings = LiveActivityTests.settings
    settings.updateBudget = try .init(perHour: 1, frequentPerHour: 3)
    var app = AppBehavior()
    app.liveActivities = settings
    var options = DeviceOptions()
    options.liveActivitiesFrequentUpdates = true
    let device = try SimulatedDevice.make(id: "phone", platform: .iOS, sdk: .apns, state: .background, options: options, app: app)
    device.warnIneffectiveOptions(["liveActivitiesFrequentUpdates"])
    #expect(device.liveActivityState().updateBudget?.limit == 1)
    try device.apply([DeviceSetting(name: "liveActivitiesFrequentUpdates", value: false)])
    try device.apply([DeviceSetting(name: "liveActivitiesFrequentUpdates", value: true)])
    #expect(device.liveActivityState().updateBudget?.limit == 1)
    #expect(device.events(named: "delegate.frequentPushEnablementUpdates").isEmpty)
    let warnings = device.events(named: "device.warning").filter { $0["option"] == "liveActivitiesFrequentUpdates" }
    #expect(warnings.count == 3)
    #expect(warnings.first?["reason"] == "optionNotApplicable")
    #expect(warnings.first?["message"]?.stringValue?.contains("this app does not (app key liveActivities.supportsFrequentUpdates)") == true)
  }

  /// The deprecated Swift name `frequentUpdates` (review of d1a3eef6) reads and writes
  /// `supportsFrequentUpdates`: settings made through it equal those made through the new name,
  /// and a device built from them gets the frequent budget (the switch on by default). Reached
  /// through ``OlderFrequentUpdatesName`` so that the test compiles without a deprecation warning.
  @Test func theDeprecatedSwiftNameIsTheInfoPlistKey() throws {
    func setThroughOlderName<S: OlderFrequentUpdatesName>(_ settings: inout S, _ value: Bool) -> Bool {
      settings.frequentUpdates = value
      return settings.frequentUpdates
    }
    var older = LiveActivityTests.settings
    older.updateBudget = try .init(perHour: 1, frequentPerHour: 3)
    var newer = older
    #expect(setThroughOlderName(&older, true))
    newer.supportsFrequentUpdates = true
    #expect(older.supportsFrequentUpdates)
    #expect(older == newer)
    #expect(LiveActivityTests.device(older).liveActivityState().updateBudget?.limit == 3)
    #expect(!setThroughOlderName(&older, false))
    #expect(!older.supportsFrequentUpdates)
    #expect(LiveActivityTests.device(older).liveActivityState().updateBudget?.limit == 1)
  }
}

/// The deprecated `LiveActivitySettings.frequentUpdates`, as a requirement: a generic use of it
/// compiles without the deprecation warning a direct use would give.
protocol OlderFrequentUpdatesName {
  /// ``LiveActivitySettings/frequentUpdates``.
  var frequentUpdates: Bool { get set }
}

extension LiveActivitySettings: OlderFrequentUpdatesName {}
