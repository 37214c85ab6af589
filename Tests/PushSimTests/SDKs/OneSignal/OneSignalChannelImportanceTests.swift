import PushSim
import Testing

/// OneSignal's `chnl` channel on Android takes its importance from the push's `pri`
/// (`NotificationChannelManager.createChannel`, `priorityToImportance(optInt("pri", 6))`): 1 or
/// less is `IMPORTANCE_NONE`, a channel Android posts nothing on (AOSP `isRecordBlockedLocked`).
struct OneSignalChannelImportanceTests {
  func device() -> SimulatedDevice {
    SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
  }

  /// A push on the `chnl` channel `id` (none for `nil`), with `pri` when given.
  func push(_ n: Int, channel id: String?, pri: String?) -> String {
    var extra: [(String, String)] = []
    if let id { extra.append(("chnl", #"{"id":"\#(id)"}"#)) }
    if let pri { extra.append(("pri", pri)) }
    var pairs: [(String, JSONValue)] = [
      ("custom", .string(#"{"i":"os-\#(n)"}"#)), ("alert", .string("Hello \(n)")),
      ("google.message_id", .string("m-\(n)")),
    ]
    for (key, value) in extra { pairs.append((key, .string(value))) }
    return JSONValue.object(JSONObject(pairs)).serialized()
  }

  func shown(_ device: SimulatedDevice) -> [String] {
    device.events(named: "notification.displayed").compactMap { $0["id"]?.stringValue }.filter { $0.hasPrefix("m-") }
  }

  /// A new `chnl` channel with `pri` 1, 0 or below is created off: nothing is shown on it, and
  /// a later push on it with a higher `pri` does not turn it on (the channel exists).
  @Test func aNewChannelWithPriOneOrLessIsOff() throws {
    let device = device()
    try device.receive(json: push(1, channel: "OS_none", pri: "1"))
    try device.receive(json: push(2, channel: "OS_zero", pri: "0"))
    try device.receive(json: push(3, channel: "OS_none", pri: "10"))
    #expect(shown(device).isEmpty)
    #expect(device.tray.isEmpty)
    let suppressed = device.events(named: "notification.suppressed")
    #expect(suppressed.map { $0["id"]?.stringValue } == ["m-1", "m-2", "m-3"])
    #expect(suppressed.allSatisfy { $0["reason"]?.stringValue == "channelBlocked" })
    #expect(suppressed.map { $0["channel"]?.stringValue } == ["OS_none", "OS_zero", "OS_none"])
    #expect(device.androidChannelsCreatedWithImportanceNone == ["OS_none", "OS_zero"])
  }

  /// `pri` 2 is `IMPORTANCE_MIN`, shown; a `pri` of 1 without `chnl` posts on the default
  /// channel (`createDefaultChannel`, `IMPORTANCE_DEFAULT`), shown; and a `chnl` channel that
  /// exists keeps its importance when a later push names it with `pri` 1.
  @Test func otherwiseTheNotificationIsShown() throws {
    let device = device()
    try device.receive(json: push(1, channel: "OS_min", pri: "2"))
    try device.receive(json: push(2, channel: nil, pri: "1"))
    try device.receive(json: push(3, channel: "OS_min", pri: "1"))
    try device.receive(json: push(4, channel: "OS_plain", pri: nil))
    #expect(shown(device) == ["m-1", "m-2", "m-3", "m-4"])
    #expect(device.events(named: "notification.suppressed").isEmpty)
    #expect(device.androidChannelsCreatedWithImportanceNone.isEmpty)
  }
}
