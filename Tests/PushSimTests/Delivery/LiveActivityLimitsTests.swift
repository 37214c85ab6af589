import Testing

@testable import PushSim

/// The limits on an app's Live Activities: how many may be active at once (a push-to-start
/// beyond it is dropped `targetMaximumExceeded`) and the priority-10 update budget, a knob
/// (`liveActivities.updateBudget`) since Apple does not document its size
/// (docs/ModellingChoices/iOS.md "Live Activities", *Limits*).
struct LiveActivityLimitsTests {
  static let epoch = LiveActivityTests.epoch
  static let types = LiveActivityTests.types

  static func start(_ id: String, at timestamp: Int64 = LiveActivityTests.epoch) -> LiveActivityPush {
    LiveActivityPush(
      event: .start, timestamp: timestamp, contentState: ["eta": 9], attributesType: "Delivery", attributes: ["order": "7"])
  }

  static func settings(maximum: Int? = nil, budget: LiveActivitySettings.UpdateBudget? = nil, frequent: Bool = false)
    -> LiveActivitySettings
  {
    var settings = LiveActivityTests.settings
    if let maximum { try! settings.setMaximumActivities(maximum) }
    settings.updateBudget = budget
    settings.supportsFrequentUpdates = frequent
    return settings
  }

  // MARK: How many at once

  /// The default maximum is 5 active activities; a push-to-start with as many active is dropped
  /// `targetMaximumExceeded`, with a message giving the count; an ended activity frees its place.
  @Test func aPushToStartBeyondTheMaximumIsDropped() {
    #expect(LiveActivitySettings().maximumActivities == 5)
    var rules = LiveActivityRules(Self.settings(maximum: 2), startOfRun: Self.epoch)
    #expect(rules.receive(Self.start("a"), activityID: "a", newID: "apns-1", now: Self.epoch) == .started(id: "a", endsAt: Self.epoch + 8 * 3600))
    #expect(
      rules.receive(Self.start("b"), activityID: "b", newID: "apns-2", now: Self.epoch)
        == .dropped(
          .init(
            reason: "targetMaximumExceeded",
            message: "the app has 2 Live Activities active, the most it may have at once (2, app key liveActivities.maximumActivities): "
              + "the system starts no other until one ends")))
    #expect(rules.activity("b") == nil)
    _ = rules.receive(.init(event: .end, timestamp: Self.epoch), activityID: "order", newID: "apns-3", now: Self.epoch)
    #expect(rules.receive(Self.start("b"), activityID: "b", newID: "apns-4", now: Self.epoch).reason == nil)
  }

  /// The loader reads `maximumActivities` and refuses one below 1, or fewer than the activities
  /// the app started before the run.
  @Test func theLoaderChecksTheMaximum() {
    let types = #""types": {"D": {"contentState": ["eta"]}}"#
    let two = #""activities": {"a": {"type": "D", "contentState": {"eta": 1}}, "b": {"type": "D", "contentState": {"eta": 2}}}"#
    #expect(Self.liveActivitiesError("{\(types), \"maximumActivities\": 2, \(two)}") == nil)
    #expect(Self.liveActivitiesError("{\(types), \"maximumActivities\": 1, \(two)}")?.contains(
      "\"maximumActivities\" in liveActivities of \"app\" of device \"phone\" is 1, below the 2 activities listed") == true)
    #expect(Self.liveActivitiesError("{\(types), \"maximumActivities\": 0}")?.contains("\"maximumActivities\" in liveActivities") == true)
    // Without "maximumActivities" the message says the 5 is the default (review of 26420667:
    // it named a key the file does not have as if it did).
    let six = (1...6).map { #""a\#($0)": {"type": "D", "contentState": {"eta": 1}}"# }.joined(separator: ", ")
    #expect(Self.liveActivitiesError("{\(types), \"activities\": {\(six)}}")?.contains(
      "\"maximumActivities\" in liveActivities of \"app\" of device \"phone\" (not given: the default) is 5, below the 6 activities listed: "
        + "the app could not have started them all at once; remove some activities or raise it") == true)
    #expect(Self.liveActivitiesError("{\(types), \"maximumActivities\": 1, \(two)}")?.contains("not given") == false)
    #expect(Self.liveActivitiesError("{\(types), \"maximumActivities\": \"5\"}")?.contains("must be an integer") == true)
  }

  // MARK: The priority-10 update budget

  /// Without a budget (the default) every priority-10 update applies; with one, the updates
  /// beyond it in any hour are dropped `updateBudgetExceeded`, naming when it has room again,
  /// and an hour after the first the budget has room again.
  @Test func priority10UpdatesBeyondTheBudgetAreDropped() throws {
    #expect(LiveActivitySettings().updateBudget == nil)
    #expect(LiveActivityRules(Self.settings(), startOfRun: Self.epoch).updateBudgetDrop(now: Self.epoch) == nil)
    var rules = try LiveActivityRules(Self.settings(budget: .init(perHour: 2)), startOfRun: Self.epoch)
    rules.spendUpdateBudget(now: Self.epoch)
    #expect(rules.updateBudgetDrop(now: Self.epoch + 60) == nil)
    rules.spendUpdateBudget(now: Self.epoch + 60)
    #expect(
      rules.updateBudgetDrop(now: Self.epoch + 120)
        == .init(
          reason: "updateBudgetExceeded",
          message: "the app's Live Activities had 2 priority-10 updates in the last hour, their budget (liveActivities.updateBudget): "
            + "the system applies no other before \(Self.epoch + 3600); send apns-priority 5 for updates that can wait"))
    #expect(rules.updateBudgetDrop(now: Self.epoch + 3599) != nil)
    #expect(rules.updateBudgetDrop(now: Self.epoch + 3600) == nil)
    // A budget of 0 drops every priority-10 update, with no time to wait for.
    let none = try LiveActivityRules(Self.settings(budget: .init(perHour: 0)), startOfRun: Self.epoch)
    #expect(
      none.updateBudgetDrop(now: Self.epoch)?.message
        == "the app's Live Activities had 0 priority-10 updates in the last hour, their budget (liveActivities.updateBudget); "
        + "send apns-priority 5 for updates that can wait")
  }

  /// `frequentUpdates` (NSSupportsLiveActivitiesFrequentUpdates) makes the budget
  /// `frequentPerHour`, which defaults to `perHour`.
  @Test func frequentUpdatesRaiseTheBudget() throws {
    #expect(try Self.settings(budget: .init(perHour: 2, frequentPerHour: 6)).updatesPerHour == 2)
    #expect(try Self.settings(budget: .init(perHour: 2, frequentPerHour: 6), frequent: true).updatesPerHour == 6)
    #expect(try Self.settings(budget: .init(perHour: 2), frequent: true).updatesPerHour == 2)
    #expect(Self.settings(frequent: true).updatesPerHour == nil)
  }

  /// On the device: only applied `update`s at priority 10 (the default when the header is absent)
  /// draw from the budget; priority 5 updates, ends and dropped updates do not.
  @Test func onlyAppliedPriority10UpdatesDrawFromTheBudget() throws {
    let device = try LiveActivityTests.device(Self.settings(budget: .init(perHour: 1)))
    var low = LiveActivityTests.headers()
    low["apns-priority"] = 5
    let unset: PushHeaders = ["apns-push-type": "liveactivity", "activity": "order"]
    try device.receive(json: LiveActivityTests.update(9, at: Self.epoch), headers: low)
    try device.receive(json: LiveActivityTests.update(8, at: Self.epoch - 10), headers: LiveActivityTests.headers())  // outdated
    try device.receive(json: LiveActivityTests.update(7, at: Self.epoch + 1), headers: unset)
    try device.receive(json: LiveActivityTests.update(6, at: Self.epoch + 2), headers: LiveActivityTests.headers())
    try device.receive(json: LiveActivityTests.update(5, at: Self.epoch + 3), headers: low)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["outdatedTimestamp", "updateBudgetExceeded"])
    #expect(device.events(named: "liveActivity.updated").map { $0["contentState"] } == [["eta": 9], ["eta": 7], ["eta": 5]])
    device.advance(by: .seconds(3600))
    try device.receive(json: LiveActivityTests.update(4, at: Self.epoch + 3600), headers: LiveActivityTests.headers())
    #expect(device.events(named: "liveActivity.updated").last?["contentState"] == ["eta": 4])
  }

  /// With the budget spent, a priority-10 update that could not apply (to an activity the app
  /// does not have, with a content state that does not decode, older than the content shown,
  /// without a content state) is dropped for its own reason, not `updateBudgetExceeded`, and
  /// draws nothing; a well-formed one is the one over the budget. A broadcast is checked once,
  /// after its channel's checks.
  @Test func anUpdateThatCannotApplyIsRefusedByItsOwnCheckBeforeTheBudget() throws {
    let device = try LiveActivityTests.device(Self.settings(budget: .init(perHour: 1)))
    let headers = LiveActivityTests.headers()
    let elsewhere = LiveActivityTests.headers("order-9")
    try device.receive(json: LiveActivityTests.update(9, at: Self.epoch), headers: headers)
    try device.receive(json: LiveActivityTests.update(8, at: Self.epoch + 1), headers: elsewhere)
    try device.receive(
      json: #"{"aps":{"timestamp":\#(Self.epoch + 1),"event":"update","content-state":{"minutes":8}}}"#, headers: headers)
    try device.receive(json: LiveActivityTests.update(8, at: Self.epoch - 10), headers: headers)
    try device.receive(json: #"{"aps":{"timestamp":\#(Self.epoch + 1),"event":"update"}}"#, headers: headers)
    try device.receive(json: LiveActivityTests.update(7, at: Self.epoch + 2), headers: headers)
    #expect(
      device.events(named: "push.dropped").map { $0["reason"] }
        == ["unknownActivity", "undecodableContentState", "outdatedTimestamp", "missingContentState", "updateBudgetExceeded"])
    #expect(device.liveActivities?.updateBudget?.spent.count == 1)
    #expect(device.events(named: "liveActivity.updated").map { $0["contentState"] } == [["eta": 9]])
  }

  /// The loader reads `updateBudget` and `frequentUpdates`, refusing a budget without
  /// `perHour`, a negative one, a `frequentPerHour` below `perHour` and unknown keys.
  @Test func theLoaderChecksTheBudget() {
    #expect(Self.liveActivitiesError(#"{"updateBudget": {"perHour": 10, "frequentPerHour": 40}, "frequentUpdates": true}"#) == nil)
    #expect(Self.liveActivitiesError(#"{"updateBudget": {"frequentPerHour": 40}}"#)?.contains("needs \"perHour\"") == true)
    #expect(Self.liveActivitiesError(#"{"updateBudget": {"perHour": -1}}"#)?.contains("\"perHour\" in \"updateBudget\"") == true)
    #expect(Self.liveActivitiesError(#"{"updateBudget": {"perHour": 10, "frequentPerHour": 4}}"#)?.contains(
      "\"frequentPerHour\" (4) in \"updateBudget\" of liveActivities of \"app\" of device \"phone\" is below \"perHour\" (10)") == true)
    #expect(Self.liveActivitiesError(#"{"updateBudget": {"perHour": 10, "perMinute": 1}}"#) != nil)
    #expect(Self.liveActivitiesError(#"{"updateBudget": 10}"#)?.contains("must be an object") == true)
    #expect(Self.liveActivitiesError(#"{"frequentUpdates": 1}"#)?.contains("must be true or false") == true)
  }

  // MARK: A reboot

  /// A reboot leaves the app's Live Activities as they are (no source says otherwise): the
  /// activity takes updates after it, and its eight-hour limit still ends it.
  @Test func aRebootLeavesTheActivitiesAsTheyAre() throws {
    let device = LiveActivityTests.device()
    _ = device.liveActivityState()
    device.reboot()
    #expect(device.liveActivities?.activity("order")?.phase == .active)
    try device.receive(json: LiveActivityTests.update(3, at: Self.epoch), headers: LiveActivityTests.headers())
    #expect(device.events(named: "liveActivity.updated").first?["contentState"] == ["eta": 3])
    device.advance(by: .seconds(8 * 3600))
    #expect(device.events(named: "liveActivity.ended").map { $0["reason"] } == ["activeLimit"])
  }

  /// The load error of a one-device iOS scenario whose app's `liveActivities` is `json`, or `nil`.
  static func liveActivitiesError(_ json: String) -> String? {
    loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"liveActivities":\#(json)}}"#))
  }
}
