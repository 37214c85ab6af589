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

  /// A channel that exists is lowered to none by a later push with `pri` 1 (AOSP lets an app
  /// downgrade a channel the user has not changed): the notification already on it stays, the
  /// new one is not shown. A channel the user changed keeps its importance.
  @Test func anExistingChannelIsLoweredUnlessTheUserChangedIt() throws {
    var options = DeviceOptions()
    options.androidDndBypassOffChannels = ["OS_locked"]
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: options)
    try device.receive(json: push(1, channel: "OS_news", pri: "6"))
    try device.receive(json: push(2, channel: "OS_news", pri: "1"))
    try device.receive(json: push(3, channel: "OS_locked", pri: "6"))
    try device.receive(json: push(4, channel: "OS_locked", pri: "1"))
    #expect(shown(device) == ["m-1", "m-3", "m-4"])
    #expect(device.events(named: "notification.suppressed").map { $0["id"]?.stringValue } == ["m-2"])
    #expect(device.tray.notification(id: "m-1") != nil)
    #expect(device.androidChannelsCreatedWithImportanceNone == ["OS_news"])
  }

  /// `pri` 2 is `IMPORTANCE_MIN`, shown; a `pri` of 1 without `chnl` posts on the default
  /// channel (`createDefaultChannel`, `IMPORTANCE_DEFAULT`), shown; a `chnl` without `pri` is
  /// `optInt("pri", 6)`, `IMPORTANCE_DEFAULT`.
  @Test func otherwiseTheNotificationIsShown() throws {
    let device = device()
    try device.receive(json: push(1, channel: "OS_min", pri: "2"))
    try device.receive(json: push(2, channel: nil, pri: "1"))
    try device.receive(json: push(3, channel: "OS_plain", pri: nil))
    #expect(shown(device) == ["m-1", "m-2", "m-3"])
    #expect(device.events(named: "notification.suppressed").isEmpty)
    #expect(device.androidChannelsCreatedWithImportanceNone.isEmpty)
  }
}
