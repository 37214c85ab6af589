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
    settings.frequentUpdates = true
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
    settings.frequentUpdates = true
    var app = AppBehavior()
    app.liveActivities = settings
    var options = DeviceOptions()
    options.liveActivitiesFrequentUpdates = false
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options, app: app)
    #expect(device.liveActivityState().updateBudget?.limit == 1)
  }
}
