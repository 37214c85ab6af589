@testable import PushSim
import Testing

/// With the app's Live Activities off (the person's "Don't Allow", or the Settings switch), the
/// system applies no update or end to any of them (Apple's `ActivityAuthorizationInfo`): the
/// switch is the app's, so it is checked before the activity a push names is looked up, and a
/// broadcast is dropped once, before its channel and the update budget
/// (docs/ModellingChoices/iOS.md "Live Activities", *Order of the checks*).
struct LiveActivityOffTests {
  static let epoch = LiveActivityTests.epoch

  /// An update to an activity the app does not have, with Live Activities off, is dropped
  /// `liveActivitiesDisabled`, not `unknownActivity`; with them on it is `unknownActivity` as
  /// before. A push without the `activity` header is still `noActivityToken` (no request could
  /// be sent).
  @Test func offIsCheckedBeforeTheActivityIsLookedUp() {
    var rules = LiveActivityRules(LiveActivityTests.settings, startOfRun: Self.epoch)
    let update = LiveActivityPush(event: .update, timestamp: Self.epoch, contentState: ["eta": 1])
    #expect(rules.receive(update, activityID: "order-9", newID: "apns-1", now: Self.epoch).reason == "unknownActivity")
    rules.allowed = false
    let decision = rules.receive(update, activityID: "order-9", newID: "apns-2", now: Self.epoch)
    #expect(
      decision
        == .dropped(
          .init(
            reason: "liveActivitiesDisabled",
            message: "the user turned off the app's Live Activities (\"Don't Allow\", or Settings): the system applies no update or end "
              + "to Live Activity \"order-9\"")))
    #expect(rules.receive(LiveActivityPush(event: .end, timestamp: Self.epoch), activityID: "order-9", newID: "apns-3", now: Self.epoch).reason
      == "liveActivitiesDisabled")
    #expect(rules.receive(update, activityID: nil, newID: "apns-4", now: Self.epoch).reason == "noActivityToken")
  }

  /// A broadcast with Live Activities off is one `liveActivitiesDisabled` drop for the push: on
  /// a channel no activity subscribed to (not `noActivityOnChannel`), and with the update budget
  /// spent (not `updateBudgetExceeded`).
  @Test func aBroadcastWithLiveActivitiesOffIsDroppedOnceBeforeItsChannelAndTheBudget() throws {
    var settings = LiveActivityBroadcastTests.settings
    settings.updateBudget = try .init(perHour: 0)
    let device = LiveActivityTests.device(settings)
    var rules = device.liveActivityState()
    rules.allowed = false
    device.liveActivities = rules
    try device.receive(json: LiveActivityTests.update(9, at: Self.epoch), headers: LiveActivityBroadcastTests.headers())
    try device.receive(json: LiveActivityTests.update(9, at: Self.epoch), headers: LiveActivityBroadcastTests.headers(channel: "b3RoZXI="))
    let drops = device.events(named: "push.dropped")
    #expect(drops.map { $0["reason"] } == ["liveActivitiesDisabled", "liveActivitiesDisabled"])
    #expect(
      drops.first?["message"]
        == "the user turned off the app's Live Activities (\"Don't Allow\", or Settings): the system applies no update or end to any of them")
  }
}
