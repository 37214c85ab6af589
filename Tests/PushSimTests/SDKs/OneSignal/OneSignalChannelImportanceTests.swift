import PushSim
import Testing

/// OneSignal's `chnl` channel on Android takes its importance from the push's `pri`
/// (`NotificationChannelManager.createChannel`, `priorityToImportance(optInt("pri", 6))`, which
/// is `NotificationPriorityMapper.toAndroidImportance`: 1–2 MIN, below 1 `IMPORTANCE_NONE`), and
/// Android posts nothing on a channel of importance none (AOSP `isRecordBlockedLocked`).
struct OneSignalChannelImportanceTests {
  func device(appChannels: [String] = [], userChanged: [String] = []) -> SimulatedDevice {
    var options = DeviceOptions()
    options.androidChannels = appChannels
    options.androidDndBypassOffChannels = userChanged
    return SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: options)
  }

  /// A push on the `chnl` channel `id` (none for `nil`), with `pri` and `oth_chnl` when given.
  func push(_ n: Int, channel id: String?, pri: String?, other: String? = nil) -> String {
    var extra: [(String, String)] = []
    if let id { extra.append(("chnl", #"{"id":"\#(id)"}"#)) }
    if let pri { extra.append(("pri", pri)) }
    if let other { extra.append(("oth_chnl", other)) }
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

  func suppressed(_ device: SimulatedDevice) -> [String] {
    device.events(named: "notification.suppressed").compactMap { $0["id"]?.stringValue }
  }

  /// A new `chnl` channel with a `pri` below 1 (0, negative) is created off: nothing is shown on
  /// it, and a later push on it with a higher `pri` does not turn it on (the channel exists, and
  /// an app can only lower an importance).
  @Test func aNewChannelWithPriBelowOneIsOff() throws {
    let device = device()
    try device.receive(json: push(1, channel: "OS_none", pri: "0"))
    try device.receive(json: push(2, channel: "OS_negative", pri: "-2"))
    try device.receive(json: push(3, channel: "OS_none", pri: "10"))
    #expect(shown(device).isEmpty)
    #expect(device.tray.isEmpty)
    let events = device.events(named: "notification.suppressed")
    #expect(suppressed(device) == ["m-1", "m-2", "m-3"])
    #expect(events.allSatisfy { $0["reason"]?.stringValue == "channelBlocked" })
    #expect(events.map { $0["channel"]?.stringValue } == ["OS_none", "OS_negative", "OS_none"])
    #expect(device.androidChannelsCreatedWithImportanceNone == ["OS_none", "OS_negative"])
  }

  /// `pri` 1 is `IMPORTANCE_MIN` (`toAndroidImportance`: 1 or more), shown, as 2 is; a `pri` below
  /// 1 without `chnl` posts on the default channel (`createDefaultChannel`, `IMPORTANCE_DEFAULT`),
  /// shown; a `chnl` without `pri` is `optInt("pri", 6)`, `IMPORTANCE_DEFAULT`.
  @Test func otherwiseTheNotificationIsShown() throws {
    let device = device()
    try device.receive(json: push(1, channel: "OS_one", pri: "1"))
    try device.receive(json: push(2, channel: "OS_min", pri: "2"))
    try device.receive(json: push(3, channel: nil, pri: "0"))
    try device.receive(json: push(4, channel: "OS_plain", pri: nil))
    #expect(shown(device) == ["m-1", "m-2", "m-3", "m-4"])
    #expect(suppressed(device).isEmpty)
    #expect(device.androidChannelsCreatedWithImportanceNone.isEmpty)
    let priorities = device.events(named: "notification.displayed").filter { $0["id"]?.stringValue?.hasPrefix("m-") == true }
      .map { $0["priority"]?.stringValue }
    #expect(priorities == ["MIN", "MIN", "MIN", nil])
  }

  /// An `oth_chnl` channel the app has is posted on without `createChannel`: the `chnl` beside
  /// it, even naming the same channel, lowers nothing. An `oth_chnl` the app lacks falls through
  /// to the `chnl` channel, created off.
  @Test func anExistingOtherChannelIsNotLowered() throws {
    let device = device(appChannels: ["OS_app"])
    try device.receive(json: push(1, channel: "OS_app", pri: "0", other: "OS_app"))
    try device.receive(json: push(2, channel: "OS_app", pri: "6"))
    try device.receive(json: push(3, channel: "OS_quiet", pri: "0", other: "OS_missing"))
    #expect(shown(device) == ["m-1", "m-2"])
    #expect(suppressed(device) == ["m-3"])
    #expect(device.androidChannelsCreatedWithImportanceNone == ["OS_quiet"])
  }

  /// A channel that exists is lowered to none by a later push with `pri` 0 (AOSP lets an app
  /// downgrade a channel the user has not changed): the notification already on it stays
  /// (`createNotificationChannelsImpl` cancels nothing), the new one is not shown. A channel the
  /// user changed keeps its importance.
  @Test func anExistingChannelIsLoweredUnlessTheUserChangedIt() throws {
    let device = device(userChanged: ["OS_locked"])
    try device.receive(json: push(1, channel: "OS_news", pri: "6"))
    try device.receive(json: push(2, channel: "OS_news", pri: "0"))
    try device.receive(json: push(3, channel: "OS_locked", pri: "6"))
    try device.receive(json: push(4, channel: "OS_locked", pri: "0"))
    try device.receive(json: push(5, channel: "OS_news", pri: "1"))
    #expect(shown(device) == ["m-1", "m-3", "m-4"])
    #expect(suppressed(device) == ["m-2", "m-5"])
    #expect(device.tray.notification(id: "m-1") != nil)
    #expect(device.androidChannelsCreatedWithImportanceNone == ["OS_news"])
  }

  /// Lint and the device warn `channelImportanceNone` for a `chnl` with a `pri` below 1, naming
  /// the channel; not for `pri` 1, nor without `chnl` (the default channel is created at
  /// `IMPORTANCE_DEFAULT`). An `oth_chnl` beside it is named as the way out.
  @Test func aPriBelowOneWithChannelIsWarned() throws {
    func reasons(channel: Bool, pri: String) throws -> [String] {
      let payload =
        channel
        ? OneSignal.dataMap(["custom": #"{"i":"x"}"#, "alert": "Hi", "chnl": #"{"id":"OS_q"}"#, "pri": pri])
        : OneSignal.dataMap(["custom": #"{"i":"x"}"#, "alert": "Hi", "pri": pri])
      return try OneSignal.decode(payload, platform: .android).warningReasons
    }
    #expect(try reasons(channel: true, pri: "0") == ["channelImportanceNone"])
    #expect(try reasons(channel: true, pri: "1").isEmpty)
    #expect(try reasons(channel: false, pri: "-1").isEmpty)
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": #"{"i":"x"}"#, "alert": "Hi", "chnl": #"{"id":"OS_q"}"#, "pri": "-1", "oth_chnl": "mine"]),
      platform: .android)
    let message = outcome.findings.first { $0.issue.reason == "channelImportanceNone" }?.issue.message ?? ""
    #expect(message.contains("pri is \"-1\" with chnl") && message.contains("OS_q with IMPORTANCE_NONE"))
    #expect(message.contains("oth_chnl channel \"mine\"") && message.contains("Send pri 1 (IMPORTANCE_MIN) or more"))
    let device = device()
    try device.receive(json: push(1, channel: "OS_q", pri: "0"))
    let warning = device.events(named: "push.warning").first { $0["reason"]?.stringValue == "channelImportanceNone" }
    #expect(warning?["sdk"]?.stringValue == "onesignal")
  }

  /// The dashboard's channel list: an entry with a `pri` below 1 is created off at the app's
  /// start (`processChannelList` calls the same `createChannel`), and a push on it shows nothing;
  /// one with `pri` 1, or none, is on.
  @Test func aDashboardEntryWithPriBelowOneIsOff() throws {
    var app = AppBehavior()
    app.oneSignalNotificationChannels = [
      OneSignalDashboardChannel(id: "OS_off", priority: 0), OneSignalDashboardChannel(id: "OS_min", priority: 1),
      OneSignalDashboardChannel(id: "OS_plain"),
    ]
    let phone = SimulatedDevice(platform: .android, sdk: .onesignal, state: .killed, app: app)
    try phone.perform(.open)
    #expect(phone.androidChannelsCreatedWithImportanceNone == ["OS_off"])
    try phone.receive(json: push(1, channel: nil, pri: nil, other: "OS_off"))
    try phone.receive(json: push(2, channel: nil, pri: nil, other: "OS_min"))
    try phone.receive(json: push(3, channel: "OS_plain", pri: "6"))
    #expect(suppressed(phone) == ["m-1"])
    #expect(shown(phone) == ["m-2", "m-3"])
  }

  /// The user turns back on a channel the app created off (`androidUnblockedChannels`, AOSP
  /// Settings' `BlockPreferenceController`: at least `IMPORTANCE_LOW`, saved as the user's
  /// change): what was suppressed stays gone, later pushes on it are shown, and a push with
  /// `pri` 0 no longer lowers it (user-locked). Turning it off again is `androidBlockedChannels`.
  @Test func theUserTurnsBackOnAChannelTheAppMadeOff() throws {
    let device = device()
    try device.receive(json: push(1, channel: "OS_quiet", pri: "0"))
    device.updateOptions { $0.androidUnblockedChannels = ["OS_quiet"] }
    #expect(device.androidChannelsCreatedWithImportanceNone.isEmpty)
    try device.receive(json: push(2, channel: "OS_quiet", pri: "6"))
    try device.receive(json: push(3, channel: "OS_quiet", pri: "0"))
    #expect(suppressed(device) == ["m-1"])
    #expect(shown(device) == ["m-2", "m-3"])
    #expect(device.androidChannelsCreatedWithImportanceNone.isEmpty)
    #expect(throws: DeviceError.self) {
      try device.apply([DeviceSetting(name: "androidBlockedChannels", value: .array([.string("OS_quiet")]))])
    }
    device.updateOptions { $0.androidUnblockedChannels = [] }
    try device.receive(json: push(4, channel: "OS_quiet", pri: "0"))
    #expect(shown(device) == ["m-2", "m-3", "m-4"])
  }
}
