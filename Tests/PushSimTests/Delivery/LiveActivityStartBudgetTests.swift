import Testing

@testable import PushSim

/// The push-to-start budget (DTS, Developer Forums 799505; the device logs "Push-to-start budget
/// exceeded … not starting activity"): a knob without a default, app key
/// `liveActivities.startBudget` `{"starts": N, "window": "1h"}`, since Apple gives neither the
/// size nor the window (docs/ModellingChoices/iOS.md "Live Activities", *Limits: the
/// push-to-start budget*).
struct LiveActivityStartBudgetTests {
  static let epoch = LiveActivityTests.epoch

  static func start(at timestamp: Int64 = LiveActivityTests.epoch, type: String = "Delivery") -> LiveActivityPush {
    LiveActivityPush(event: .start, timestamp: timestamp, contentState: ["eta": 9], attributesType: type, attributes: ["order": "7"])
  }

  static func settings(_ budget: LiveActivitySettings.StartBudget?) -> LiveActivitySettings {
    var settings = LiveActivitySettings(types: LiveActivityTests.types)
    settings.startBudget = budget
    return settings
  }

  /// Without a budget (the default) every push-to-start starts; with one, a start beyond it in
  /// the window is dropped `startBudgetExceeded`, the message naming when room comes back; once
  /// the oldest start leaves the window another starts.
  @Test func startsBeyondTheBudgetAreDroppedUntilTheWindowMoves() throws {
    #expect(LiveActivitySettings().startBudget == nil)
    var unlimited = LiveActivityRules(Self.settings(nil), startOfRun: Self.epoch)
    for index in 0..<5 {
      #expect(unlimited.receive(Self.start(), activityID: "a\(index)", newID: "apns", now: Self.epoch).reason == nil)
    }
    var rules = try LiveActivityRules(Self.settings(.init(starts: 2, window: 600)), startOfRun: Self.epoch)
    #expect(rules.receive(Self.start(), activityID: "a", newID: "apns-1", now: Self.epoch).reason == nil)
    #expect(rules.receive(Self.start(), activityID: "b", newID: "apns-2", now: Self.epoch + 100).reason == nil)
    #expect(
      rules.receive(Self.start(), activityID: "c", newID: "apns-3", now: Self.epoch + 599)
        == .dropped(
          .init(
            reason: "startBudgetExceeded",
            message: "push-to-start budget exceeded, not starting the activity: the app's push-to-starts started 2 Live Activities "
              + "in the last 600 seconds, its budget (liveActivities.startBudget, 2 in 600 seconds); the system starts another from "
              + "\(Self.epoch + 600) on, or start the activity from the app")))
    #expect(rules.activity("c") == nil)
    #expect(rules.receive(Self.start(), activityID: "c", newID: "apns-4", now: Self.epoch + 600).reason == nil)
    #expect(rules.receive(Self.start(), activityID: "d", newID: "apns-5", now: Self.epoch + 600).reason == "startBudgetExceeded")
  }

  /// Only a start that started draws from the budget: one dropped for another reason does not;
  /// a budget of 0 starts nothing and says so.
  @Test func onlyStartsThatStartedDraw() throws {
    var rules = try LiveActivityRules(Self.settings(.init(starts: 1, window: 3600)), startOfRun: Self.epoch)
    #expect(rules.receive(Self.start(type: "Pizza"), activityID: "x", newID: "apns-1", now: Self.epoch).reason == "unknownAttributesType")
    #expect(rules.receive(Self.start(), activityID: "a", newID: "apns-2", now: Self.epoch).reason == nil)
    #expect(rules.startBudget?.spent(before: Self.epoch) == 1)
    let none = try LiveActivityRules(Self.settings(.init(starts: 0, window: 60)), startOfRun: Self.epoch)
    #expect(none.startBudgetDrop(now: Self.epoch)?.message.hasSuffix("; it starts none, or start the activity from the app") == true)
  }

  /// A push-to-start that could never become an activity (no or an unknown attributes type,
  /// attributes or content state that do not decode) is refused by its own check even while the
  /// budget is spent: it is not reported as over the budget, and it draws nothing from it.
  @Test func aMalformedStartIsRefusedByItsOwnCheckBeforeTheBudget() throws {
    var rules = try LiveActivityRules(Self.settings(.init(starts: 1, window: 3600)), startOfRun: Self.epoch)
    #expect(rules.receive(Self.start(), activityID: "a", newID: "apns-1", now: Self.epoch).reason == nil)
    var noType = Self.start()
    noType.attributesType = nil
    var noContent = Self.start()
    noContent.contentState = nil
    var badAttributes = Self.start()
    badAttributes.attributes = ["id": "7"]
    let reasons = [Self.start(type: "Pizza"), noType, noContent, badAttributes].enumerated().map { index, push in
      rules.receive(push, activityID: "m\(index)", newID: "apns-m\(index)", now: Self.epoch + 60).reason
    }
    #expect(reasons == ["unknownAttributesType", "missingAttributesType", "missingContentState", "undecodableAttributes"])
    #expect(rules.startBudget?.spent == [Self.epoch])
    // A well-formed start in the same window is the one reported as over the budget.
    #expect(rules.receive(Self.start(), activityID: "b", newID: "apns-2", now: Self.epoch + 60).reason == "startBudgetExceeded")
  }

  /// On the device the dropped start is `push.dropped`: nothing starts and the app is not woken;
  /// updates are not drawn from this budget.
  @Test func onTheDeviceADroppedStartWakesNothing() throws {
    let device = try LiveActivityTests.device(Self.settings(.init(starts: 1, window: 3600)), state: .notRunning)
    try device.receive(json: LiveActivityPushToStartTests.start, headers: LiveActivityTests.headers("order-7"))
    try device.receive(json: LiveActivityTests.update(5, at: Self.epoch), headers: LiveActivityTests.headers("order-7"))
    try device.receive(json: LiveActivityPushToStartTests.start, headers: LiveActivityTests.headers("order-8"))
    #expect(device.events(named: "liveActivity.started").map { $0["id"] } == ["order-7"])
    #expect(device.events(named: "liveActivity.updated").count == 1)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["startBudgetExceeded"])
    #expect(device.events(named: "app.launched").count == 1)
    #expect(device.events(named: "delegate.activityUpdates").count == 1)
  }

  /// The loader reads `startBudget` and refuses a missing or negative `starts`, a missing or
  /// sub-second `window`, wrong types and unknown keys, saying where and what it expected.
  @Test func theLoaderChecksTheBudget() {
    let error = LiveActivityLimitsTests.liveActivitiesError
    #expect(error(#"{"startBudget": {"starts": 10, "window": "1h"}}"#) == nil)
    #expect(error(#"{"startBudget": {"window": "1h"}}"#)?.contains("needs \"starts\"") == true)
    #expect(
      error(#"{"startBudget": {"starts": -1, "window": "1h"}}"#)?.contains(
        "\"starts\" in \"startBudget\" of liveActivities of \"app\" of device \"phone\" must be 0 or more, not -1") == true)
    #expect(error(#"{"startBudget": {"starts": "10", "window": "1h"}}"#)?.contains("must be an integer") == true)
    #expect(error(#"{"startBudget": {"starts": 10}}"#)?.contains("needs \"window\", a duration such as \"1h\"") == true)
    #expect(error(#"{"startBudget": {"starts": 10, "window": "500ms"}}"#)?.contains("must be whole seconds, 1 or more") == true)
    #expect(error(#"{"startBudget": {"starts": 10, "window": 3600}}"#)?.contains("must be a duration string") == true)
    #expect(error(#"{"startBudget": {"starts": 10, "window": "1h", "perDay": 3}}"#) != nil)
    #expect(error(#"{"startBudget": 10}"#)?.contains("\"startBudget\" of liveActivities of \"app\" of device \"phone\" must be an object") == true)
    // The update budget is opened by the same reading, with its own example and keys.
    #expect(
      error(#"{"updateBudget": 10}"#)?.contains(
        "\"updateBudget\" of liveActivities of \"app\" of device \"phone\" must be an object such as {\"perHour\": 10") == true)
    #expect(error(#"{"updateBudget": {"perHour": 10, "starts": 3}}"#) != nil)
  }
}
