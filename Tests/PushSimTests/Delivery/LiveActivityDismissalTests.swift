import Foundation
import Testing

@testable import PushSim

/// The person removes a Live Activity from the Lock Screen (a `dismiss` step with `activity`,
/// `pushsim device dismiss NAME --activity ID`): it is dismissed at once, and the system ignores
/// later pushes to it (docs/ModellingChoices/iOS.md "Live Activities", *The person removes it*).
struct LiveActivityDismissalTests {
  static let epoch = LiveActivityTests.epoch

  /// The rules: an active or ended activity becomes dismissed and remembers that the person
  /// removed it; an unknown id is `nil`; a dismissed one stays dismissed.
  @Test func thePersonRemovingAnActivityDismissesIt() {
    var rules = LiveActivityRules(LiveActivityTests.settings, startOfRun: Self.epoch)
    #expect(rules.removedByPerson("other") == nil)
    #expect(rules.removedByPerson("order") == .active)
    #expect(rules.activity("order")?.phase == .dismissed)
    #expect(rules.activity("order")?.removedByPerson == true)
    #expect(rules.removedByPerson("order") == .dismissed)
    let end = LiveActivityPush(event: .end, timestamp: Self.epoch, contentState: nil)
    var ended = LiveActivityRules(LiveActivityTests.settings, startOfRun: Self.epoch)
    _ = ended.receive(end, activityID: "order", newID: "apns-1", now: Self.epoch)
    #expect(ended.removedByPerson("order") == .ended)
    #expect(ended.activity("order")?.phase == .dismissed)
  }

  /// A push to an activity the person removed is dropped `dismissedByUser`, with a message that
  /// says why; the clock's checks (its eight-hour limit) record nothing more.
  @Test func pushesToAnActivityThePersonRemovedAreDropped() throws {
    let device = LiveActivityTests.device()
    try device.dismissLiveActivity("order")
    #expect(device.eventNames == ["liveActivity.dismissed"])
    #expect(device.events(named: "liveActivity.dismissed").first?["reason"] == "user")
    try device.receive(json: LiveActivityTests.update(5, at: Self.epoch + 1), headers: LiveActivityTests.headers())
    let dropped = try #require(device.events(named: "push.dropped").first)
    #expect(dropped["reason"] == "dismissedByUser")
    #expect(
      dropped["message"]
        == "the person removed Live Activity \"order\"; the system ignores pushes to a dismissed activity (start a new one, for example with a push-to-start)")
    device.advance(by: .seconds(9 * 3600))
    #expect(device.events(named: "liveActivity.ended").isEmpty)
    #expect(device.events(named: "liveActivity.dismissed").count == 1)
  }

  /// An ended activity the person removes before its dismissal date is not removed again then.
  @Test func anEndedActivityRemovedEarlyIsNotDismissedAgain() throws {
    let device = LiveActivityTests.device()
    let end = #"{"aps":{"timestamp":\#(Self.epoch),"event":"end","dismissal-date":\#(Self.epoch + 600)}}"#
    try device.receive(json: end, headers: LiveActivityTests.headers())
    device.advance(by: .seconds(60))
    try device.dismissLiveActivity("order")
    device.advance(by: .seconds(3600))
    #expect(device.events(named: "liveActivity.dismissed").map { $0["reason"] } == ["user"])
  }

  /// The device refuses to dismiss an unknown activity (naming the app's), one dismissed
  /// already, and any on a platform other than iOS.
  @Test func theDeviceRefusesWhatCannotBeDismissed() throws {
    let device = LiveActivityTests.device()
    #expect(throws: DeviceError(#"cannot dismiss Live Activity "ordr" on device "device": the app has no such Live Activity; its activities: "order""#)) {
      try device.dismissLiveActivity("ordr")
    }
    try device.dismissLiveActivity("order")
    #expect(throws: DeviceError(#"cannot dismiss Live Activity "order" on device "device": it was dismissed already and is no longer shown"#)) {
      try device.dismissLiveActivity("order")
    }
    let android = SimulatedDevice(platform: .android, state: .background)
    #expect(throws: DeviceError.self) { try android.dismissLiveActivity("order") }
  }

  /// The loader takes `activity` on a `dismiss` step, and refuses it beside `notification`, not
  /// a string, or on another platform.
  @Test func theLoaderChecksADismissOfAnActivity() {
    #expect(loadError(scenarioText(steps: #"{"dismiss":{"device":"phone","activity":"order-1"}}"#)) == nil)
    let both = loadError(scenarioText(steps: #"{"dismiss":{"device":"phone","activity":"a","notification":"latest"}}"#))
    #expect(both?.contains(#"gives both "notification" and "activity""#) == true, "\(both ?? "loaded")")
    let number = loadError(scenarioText(steps: #"{"dismiss":{"device":"phone","activity":7}}"#))
    #expect(number?.contains(#""activity" in step 1 (dismiss) must be a Live Activity's id"#) == true, "\(number ?? "loaded")")
    let android = loadError(
      scenarioText(steps: #"{"dismiss":{"device":"phone","activity":"a"}}"#, device: #"{"platform":"android","state":"background"}"#))
    #expect(android?.contains("Live Activities are iOS's") == true, "\(android ?? "loaded")")
    // A tap with `activity` answers the push-to-start prompt (LiveActivityStartPromptTests), so it needs a button.
    let tap = loadError(scenarioText(steps: #"{"tap":{"device":"phone","activity":"a"}}"#))
    #expect(tap?.contains(#"needs "button""#) == true, "\(tap ?? "loaded")")
  }

  /// `pushsim device dismiss NAME --activity ID` records the scenario step and prints its event;
  /// given with a notification selector it is a usage error.
  @Test func theDeviceCommandDismissesAnActivity() throws {
    let state = try DeviceParityTests.state()
    let app = #"{"liveActivities":{"types":{"T":{}},"activities":{"a1":{"type":"T","contentState":{}}}}}"#
    let created = DeviceParityTests.device("create", ["--platform", "ios", "--app", app], state: state)
    #expect(created.status == .success, "\(created.err)")
    let dismissed = DeviceParityTests.device("dismiss", ["--activity", "a1"], state: state)
    #expect(dismissed.status == .success, "\(dismissed.err)")
    #expect(dismissed.out == #"{"t":0,"device":"phone","event":"liveActivity.dismissed","id":"a1","reason":"user"}"# + "\n")
    #expect(try DeviceParityTests.journal(state).contains(#""activity""#))
    let again = DeviceParityTests.device("dismiss", ["--activity", "a1"], state: state)
    #expect(again.status == .failure)
    #expect(again.err.contains("it was dismissed already"), "\(again.err)")
    let both = DeviceParityTests.device("dismiss", ["--activity", "a1", "--latest"], state: state)
    #expect(both.status == .usage)
    #expect(both.err.contains("not both"), "\(both.err)")
  }
}
