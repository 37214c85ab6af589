import Foundation
import Testing

@testable import PushSim

/// Android's Do Not Disturb and repeat callers (`PRIORITY_CATEGORY_REPEAT_CALLERS`, AOSP
/// `ZenModeFiltering.RepeatCallers`): a call from a person who called within 15 minutes gets
/// through priority mode when the policy allows repeat callers (the default), even when calls
/// do not; the people are the ones WonderPush's SDK adds from the alert's `persons`.
struct AndroidRepeatCallerTests {
  typealias Rules = AndroidDoNotDisturbRules

  /// A WonderPush call notification from `persons`, with campaign (and tag) `campaign`.
  private func call(_ id: String, _ campaign: String, persons: String, category: String = "call") -> String {
    #"{"_wp":"{\"c\":\"\#(campaign)\",\"alert\":{\"text\":\"Ana is calling\",\"category\":\"\#(category)\",\"persons\":\#(persons)}}","google.message_id":"\#(id)"}"#
  }

  /// A WonderPush device in the background, priority only with `allows`.
  private func phone(allows: [Rules.Category] = DeviceOptions().androidDndAllows, dnd: DeviceOptions.DoNotDisturb = .priorityOnly) -> SimulatedDevice {
    var options = DeviceOptions()
    options.androidDoNotDisturb = dnd
    options.androidDndAllows = allows
    return SimulatedDevice(platform: .android, sdk: .wonderpush, state: .background, options: options)
  }

  /// `notification.displayed` as `id dnd dndReason` lines.
  private func displayed(_ phone: SimulatedDevice) -> [String] {
    phone.events(named: "notification.displayed").map { event in
      [event["id"], event["dnd"], event["dndReason"]].map { $0?.stringValue ?? "-" }.joined(separator: " ")
    }
  }

  /// The memory: a call counts for 15 minutes, inclusive; a later call from the person renews
  /// it; another person is no repeat; a call of the future does not count.
  @Test func aCallCountsForFifteenMinutes() {
    var callers = AndroidRepeatCallers()
    let start = SimInstant.zero
    callers.record(["tel:+15550100"], at: start)
    #expect(callers.isRepeat(["tel:+15550100"], at: start.advanced(by: .seconds(15 * 60))))
    #expect(!callers.isRepeat(["tel:+15550100"], at: start.advanced(by: .seconds(15 * 60) + .milliseconds(1))))
    #expect(!callers.isRepeat(["tel:+15550199"], at: start.advanced(by: .seconds(60))))
    #expect(callers.isRepeat(["mailto:b@example.com", "tel:+15550100"], at: start.advanced(by: .seconds(60))))
    callers.record(["tel:+15550100"], at: start.advanced(by: .seconds(10 * 60)))
    #expect(callers.isRepeat(["tel:+15550100"], at: start.advanced(by: .seconds(24 * 60))))
    #expect(callers.calls.count == 1)
    callers.record(["tel:+15550199"], at: start.advanced(by: .seconds(30 * 60)))
    #expect(callers.calls.map(\.person) == ["tel:+15550199"])
    #expect(!callers.isRepeat(["tel:+15550199"], at: start.advanced(by: .seconds(29 * 60))))
  }

  /// The rule: a repeat call gets through when the policy allows repeat callers, before the
  /// policy's calls are asked (AOSP's order); only a call can be one.
  @Test func theRuleLetsARepeatCallThrough() {
    func reason(_ category: String?, repeatCaller: Bool, allows: [Rules.Category]) -> Rules.Reason? {
      var options = DeviceOptions()
      options.androidDoNotDisturb = .priorityOnly
      options.androidDndAllows = allows
      return Rules.decide(channel: nil, category: category, repeatCaller: repeatCaller, settings: Rules.Settings(options))?.reason
    }
    #expect(DeviceOptions().androidDndAllows == [.alarm, .repeatCallers])
    #expect(reason("call", repeatCaller: true, allows: [.repeatCallers]) == .repeatCaller)
    #expect(reason("call", repeatCaller: true, allows: [.call, .repeatCallers]) == .repeatCaller)
    #expect(reason("call", repeatCaller: true, allows: [.call]) == .call)
    #expect(reason("call", repeatCaller: true, allows: []) == .categoryNotAllowed)
    #expect(reason("call", repeatCaller: false, allows: [.repeatCallers]) == .categoryNotAllowed)
    #expect(reason("msg", repeatCaller: true, allows: [.repeatCallers]) == .categoryNotAllowed)
    #expect(reason(nil, repeatCaller: true, allows: [.repeatCallers]) == .notPriority)
    #expect(Rules.Category(notificationCategory: "repeatCallers") == nil)
  }

  /// On a device: the first call is intercepted, the same person's second within 15 minutes gets
  /// through, another person's does not, and a call more than 15 minutes after the last is
  /// intercepted again.
  @Test func aSecondCallWithinFifteenMinutesGetsThrough() throws {
    let phone = phone()
    try phone.receive(json: call("c1", "call1", persons: #"[\"tel:+15550100\"]"#))
    phone.advance(by: .seconds(5 * 60))
    try phone.receive(json: call("c2", "call2", persons: #"[\"tel:+15550100\"]"#))
    try phone.receive(json: call("c3", "call3", persons: #"[\"tel:+15550199\"]"#))
    phone.advance(by: .seconds(16 * 60))
    try phone.receive(json: call("c4", "call4", persons: #"[\"tel:+15550100\"]"#))
    #expect(
      displayed(phone) == [
        "c1 hidden categoryNotAllowed", "c2 allowed repeatCaller", "c3 hidden categoryNotAllowed", "c4 hidden categoryNotAllowed",
      ])
  }

  /// A call is remembered while Do Not Disturb is off too; a message or a call without people is
  /// no repeat call; the policy without repeat callers intercepts the second call.
  @Test func callsAreRememberedWhateverTheMode() throws {
    let phone = phone(dnd: .off)
    try phone.receive(json: call("c1", "call1", persons: #"[\"mailto:ana@example.com\"]"#))
    try phone.apply([DeviceSetting(name: "doNotDisturb", value: "priorityOnly")])
    try phone.receive(json: call("m1", "msg1", persons: #"[\"mailto:ana@example.com\"]"#, category: "msg"))
    try phone.receive(json: call("c2", "call2", persons: "[]"))
    try phone.receive(json: call("c3", "call3", persons: #"[\"mailto:ana@example.com\"]"#))
    try phone.apply([DeviceSetting(name: "androidDndAllows", value: ["alarms"])])
    try phone.receive(json: call("c4", "call4", persons: #"[\"mailto:ana@example.com\"]"#))
    #expect(
      displayed(phone) == [
        "c1 - -", "m1 hidden categoryNotAllowed", "c2 hidden categoryNotAllowed", "c3 allowed repeatCaller",
        "c4 hidden categoryNotAllowed",
      ])
  }

  /// A reboot forgets the calls (the system keeps them in memory).
  @Test func aRebootForgetsTheCalls() throws {
    let phone = phone()
    try phone.receive(json: call("c1", "call1", persons: #"[\"tel:+15550100\"]"#))
    phone.reboot()
    phone.unlock()
    try phone.receive(json: call("c2", "call2", persons: #"[\"tel:+15550100\"]"#))
    #expect(displayed(phone) == ["c1 hidden categoryNotAllowed", "c2 hidden categoryNotAllowed"])
  }

  /// A force stop or a kill keeps the calls: the system remembers them (a static of AOSP's
  /// `ZenModeFiltering`), not the app.
  @Test func aForceStopKeepsTheCalls() throws {
    let phone = phone()
    try phone.receive(json: call("c1", "call1", persons: #"[\"tel:+15550100\"]"#))
    try phone.perform(.forceStop)
    #expect(phone.androidRepeatCallers.isRepeat(["tel:+15550100"], at: phone.now))
    try phone.perform(.open)
    try phone.perform(.kill)
    #expect(phone.androidRepeatCallers.isRepeat(["tel:+15550100"], at: phone.now))
  }

  /// WonderPush's `persons`: each element as `optString` reads it, the foreground's replacing
  /// them in the foreground; an empty one is no person on the notification.
  @Test func wonderPushReadsPersons() throws {
    let json = #"{"_wp":"{\"c\":\"c\",\"alert\":{\"text\":\"Hi\",\"persons\":[\"tel:1\",null,5,\"\"],\"foreground\":{\"persons\":[\"tel:2\"]}}}","google.message_id":"w1"}"#
    let alert = try #require(try WP.notification(json, on: .android).alert)
    #expect(alert.persons == ["tel:1", "null", "5", ""])
    #expect(alert.forCurrentSettings(inForeground: true).persons == ["tel:2"])
    let phone = phone(dnd: .off)
    try phone.receive(json: json)
    #expect(phone.tray.latest?.people == ["tel:1", "null", "5"])
  }

  /// A `null` person is the text `"null"` to the Android SDK (`JSONArray.optString`, Android's
  /// `JSON.toString(JSONObject.NULL)`), so two calls with `[null]` are from the same person:
  /// the second is a repeat call. Both it and a number are noted.
  @Test func aNullPersonIsThePersonNamedNull() throws {
    let json = #"{"_wp":"{\"c\":\"c\",\"alert\":{\"text\":\"Hi\",\"persons\":[null,7]}}","google.message_id":"w1"}"#
    let issues = try WP.notification(json, on: .android).issues
    #expect(issues.map(\.reason) == ["fieldIsNull", "fieldNotAString"])
    #expect(issues.map(\.message) == [
      #"_wp.alert.persons[0] is null; the Android SDK reads it with org.json's optString and gets the text "null". Leave the element out instead"#,
      #"_wp.alert.persons[1] is an integer; the Android SDK reads it as the text "7". Expected a string"#,
    ])
    let phone = phone()
    try phone.receive(json: call("c1", "call1", persons: "[null]"))
    phone.advance(by: .seconds(60))
    try phone.receive(json: call("c2", "call2", persons: "[null]"))
    #expect(displayed(phone) == ["c1 hidden categoryNotAllowed", "c2 allowed repeatCaller"])
  }

  /// A change of mode or policy asks again whether a call is from a repeat caller, as
  /// `ZenModeExtractor` does at AOSP's sort: a call posted while Do Not Disturb was off stays in
  /// the shade when it turns on within 15 minutes (its own call counts), and a call let through
  /// as a repeat call leaves the shade at a change more than 15 minutes after the last call.
  @Test func aChangeAsksAgainWhetherACallIsARepeatCall() throws {
    let phone = phone(dnd: .off)
    try phone.receive(json: call("c1", "call1", persons: #"[\"tel:+15550100\"]"#))
    phone.advance(by: .seconds(5 * 60))
    try phone.apply([DeviceSetting(name: "doNotDisturb", value: "priorityOnly")])
    #expect(phone.events(named: "notification.dndChanged").isEmpty)
    #expect(phone.tray.notification(id: "c1")?.isRepeatCall == true)
    try phone.receive(json: call("c2", "call2", persons: #"[\"tel:+15550100\"]"#))
    phone.advance(by: .seconds(16 * 60))
    try phone.apply([DeviceSetting(name: "androidDndAllows", value: ["alarms", "events", "repeatCallers"])])
    let changed = phone.events(named: "notification.dndChanged").map { event in
      [event["id"], event["dnd"], event["dndReason"]].map { $0?.stringValue ?? "-" }.joined(separator: " ")
    }
    #expect(changed == ["c1 hidden categoryNotAllowed", "c2 hidden categoryNotAllowed"])
    #expect(phone.tray.notification(id: "c2")?.isRepeatCall == false)
  }
}
