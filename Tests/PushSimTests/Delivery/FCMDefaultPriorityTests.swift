import Testing

@testable import PushSim

/// FCM's default priority (R-A-14) when the message names none: high for a notification message,
/// normal for any other, which Doze then holds (R-A-12).
struct FCMDefaultPriorityTests {
  /// A payload of each kind, with no priority header, and whether FCM sends it at high priority.
  static let cases: [(payload: String, kind: String, high: Bool)] = [
    (#"{"gcm.n.e":"1","gcm.n.title":"Hi","google.message_id":"p1"}"#, "notification", true),
    (#"{"gcm.n.e":"1","gcm.n.title":"Hi","google.message_id":"p1","k":"v"}"#, "notification+data", true),
    (#"{"gcm.n.e":"1","gcm.n.title":"Hi","gcm.n.noui":"1","google.message_id":"p1"}"#, "noui", true),
    (#"{"k":"v","google.message_id":"p1"}"#, "data", false),
    (#"{"message_type":"foo","k":"v","google.message_id":"p1"}"#, "unknown_message_type", false),
    (#"{"message_type":"send_event","google.message_id":"p1"}"#, "send_event", false),
    (#"{"message_type":"send_error","google.message_id":"p1","error":"SERVICE_NOT_AVAILABLE"}"#, "send_error", false),
    (#"{"message_type":"deleted_messages","google.message_id":"p1"}"#, "deleted_messages", false),
  ]

  /// In Doze, a message without a priority is held unless it is a notification message; when
  /// Doze ends the held one arrives.
  @Test(arguments: cases)
  func dozeHoldsEveryKindButNotificationMessagesByDefault(payload: String, kind: String, high: Bool) throws {
    var options = DeviceOptions()
    options.doze = true
    let device = SimulatedDevice(platform: .android, state: .background, options: options)
    try device.receive(json: payload)
    #expect(device.events(named: "push.held").map { $0["reason"] } == (high ? [] : ["doze"]))
    #expect(device.events(named: "push.received").map { $0["kind"] } == (high ? [.string(kind)] : []))
    device.setDoze(false)
    #expect(device.events(named: "push.received").map { $0["kind"] } == [.string(kind)])
  }

  /// Each kind's default, read directly.
  @Test(arguments: cases)
  func onlyNotificationMessagesDefaultToHigh(payload: String, kind: String, high: Bool) {
    #expect(PushKind(rawValue: kind).isFCMNotificationMessage == high)
  }

  /// A priority header wins over the default either way.
  @Test func priorityHeaderOverridesTheDefault() throws {
    var options = DeviceOptions()
    options.doze = true
    let device = SimulatedDevice(platform: .android, state: .background, options: options)
    try device.receive(json: #"{"message_type":"foo","k":"v","google.message_id":"u1"}"#, headers: ["priority": "high"])
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"Hi","google.message_id":"n1"}"#, headers: ["priority": "normal"])
    #expect(device.events(named: "push.received").map { $0["id"] } == ["u1"])
    #expect(device.events(named: "push.held").map { $0["id"] } == ["n1"])
  }
}
