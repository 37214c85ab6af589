import PushSim
import Testing

/// OneSignal on Android: the dashboard's channel list (`notificationChannels`, the params'
/// `chnl_lst`) that `NotificationChannelManager.processChannelList` applies at each start of the
/// app's process: each listed channel created (its `bdnd` as a push's), then the other `OS_`
/// channels deleted with their notifications.
struct OneSignalDashboardChannelsTests {
  /// A OneSignal app on Android (killed, or in `state`) whose dashboard lists `channels`, Do Not
  /// Disturb on in priority only, with notification policy access; `appChannels` its own.
  func device(_ channels: [OneSignalDashboardChannel], appChannels: [String] = [], state: AppState = .killed) -> SimulatedDevice {
    var options = DeviceOptions()
    options.androidDoNotDisturb = .priorityOnly
    options.androidNotificationPolicyAccess = true
    options.androidChannels = appChannels
    var app = AppBehavior()
    app.oneSignalNotificationChannels = channels
    return SimulatedDevice(platform: .android, sdk: .onesignal, state: state, options: options, app: app)
  }

  /// A push `i` with `extra` keys.
  func push(_ i: String, _ extra: KeyValuePairs<String, String>) -> String {
    OneSignalDeviceTests.push(i, id: "m-" + i, extra: extra)
  }

  /// The `channel` and `dndReason` of each `notification.displayed`.
  func shown(_ device: SimulatedDevice) -> [[JSONValue?]] {
    device.events(named: "notification.displayed").map { [$0["id"], $0["channel"], $0["dndReason"]] }
  }

  /// The first start creates the listed channels (`OS_alerts` bypassing, from its `bdnd`); the
  /// next deletes `OS_old`, which a push created since and the list does not name: its
  /// notification goes (`channelRemoved`), the SDK hearing nothing, and a later `oth_chnl` of it
  /// finds no channel. A listed channel is there for `oth_chnl` without any push creating it.
  @Test func eachStartCreatesTheListedChannelsAndDeletesTheOtherOSOnes() throws {
    let phone = device([OneSignalDashboardChannel(id: "OS_alerts", bypassesDnd: true), OneSignalDashboardChannel(id: "OS_news")])
    try phone.receive(json: push("os-1", ["chnl": #"{"id":"OS_old"}"#]))
    #expect(phone.androidChannelsCreated == ["OS_alerts", "OS_news", "OS_old"])
    #expect(phone.androidAppBypassDndChannels == ["OS_alerts"])
    #expect(phone.events(named: "channel.deleted").isEmpty)
    try phone.perform(.kill)
    try phone.perform(.open)
    #expect(phone.events(named: "channel.deleted").map { $0["channel"] } == ["OS_old"])
    let removed = phone.events(named: "notification.removed")
    #expect(removed.map { $0["id"] } == ["m-os-1"] && removed.map { $0["reason"] } == ["channelRemoved"])
    #expect(phone.androidChannelsCreated == ["OS_alerts", "OS_news"] && phone.androidDeletedChannels == ["OS_old"])
    #expect(phone.events(named: "delegate.onNotificationOpened").isEmpty)
    try phone.receive(json: push("os-2", ["oth_chnl": "OS_old"]))
    try phone.receive(json: push("os-3", ["oth_chnl": "OS_alerts"]))
    #expect(
      shown(phone) == [
        ["m-os-1", "OS_old", "notPriority"], ["m-os-2", "fcm_fallback_notification_channel", "notPriority"],
        ["m-os-3", "OS_alerts", "priorityChannel"],
      ])
  }

  /// A deleted channel keeps its settings: created again by a push, it comes back with the
  /// bypass it had (the app, without access now, cannot change it), as AOSP restores a deleted
  /// channel's record.
  @Test func aDeletedChannelComesBackWithItsBypass() throws {
    let phone = device([OneSignalDashboardChannel(id: "OS_news")])
    try phone.receive(json: push("os-1", ["chnl": #"{"id":"OS_x"}"#, "bdnd": "1"]))
    try phone.perform(.kill)
    try phone.perform(.open)
    #expect(phone.androidDeletedChannels == ["OS_x"] && phone.androidAppBypassDndChannels == ["OS_x"])
    phone.updateOptions { $0.androidNotificationPolicyAccess = false }
    try phone.receive(json: push("os-2", ["chnl": #"{"id":"OS_x"}"#, "bdnd": "0"]))
    #expect(phone.androidDeletedChannels.isEmpty)
    #expect(shown(phone).map { $0[2] } == ["priorityChannel", "priorityChannel"])
  }

  /// Offline at the start no params arrive, and an empty list changes nothing: no channel is
  /// created or deleted then.
  @Test func offlineOrAnEmptyListDoesNothing() throws {
    let offline = device([OneSignalDashboardChannel(id: "OS_news")])
    offline.setOnline(false)
    try offline.perform(.open)
    #expect(offline.androidChannelsCreated.isEmpty)
    let empty = device([])
    try empty.receive(json: push("os-1", ["chnl": #"{"id":"OS_old"}"#]))
    try empty.perform(.kill)
    try empty.perform(.open)
    #expect(empty.events(named: "channel.deleted").isEmpty && empty.androidChannelsCreated == ["OS_old"])
  }

  /// A scenario's `notificationChannels` is read strictly, and only for OneSignal on Android.
  @Test func theScenarioKeyIsReadStrictly() throws {
    func load(_ app: String, platform: String = "android") throws(ScenarioError) -> Scenario {
      let spec = #"{"scenario":1,"devices":{"d":{"platform":""# + platform + #"","sdk":"onesignal","state":"background","app":"# + app + "}},\"steps\":[]}"
      return try ScenarioLoader().load(bytes: Array(spec.utf8), file: "s.json")
    }
    let loaded = try load(#"{"notificationChannels":[{"chnl":{"id":"OS_a","nm":"A"},"bdnd":1},{"chnl":{"id":"OS_b"},"pri":0}]}"#)
    #expect(
      loaded.devices.first?.app.oneSignalNotificationChannels == [
        OneSignalDashboardChannel(id: "OS_a", bypassesDnd: true), OneSignalDashboardChannel(id: "OS_b", priority: 0),
      ])
    let refusals: [(String, String)] = [
      (#"{"notificationChannels":{"chnl":{"id":"OS_a"}}}"#, "must be an array of the dashboard's channels"),
      (#"{"notificationChannels":[{"chnl":"{\"id\":\"OS_a\"}"}]}"#, #""chnl" in channel 0 of "notificationChannels""#),
      (#"{"notificationChannels":[{"chnl":{"id":"OS_a"},"bdnd":"1"}]}"#, #""bdnd" in channel 0 of "notificationChannels""#),
      (#"{"notificationChannels":[{"chnl":{"id":"OS_a"},"pri":"5"}]}"#, #""pri" in channel 0 of "notificationChannels""#),
      (#"{"notificationChannels":[{"chnl":{"id":"OS_a"},"pri":1.5}]}"#, "must be a whole number (the channel's importance"),
      (#"{"notificationChannels":[{"chnl":{"id":"OS_a"},"prio":5}]}"#, #"unknown field "prio" in channel 0"#),
    ]
    for (app, message) in refusals {
      do {
        _ = try load(app)
        Issue.record("\(app) loads")
      } catch {
        #expect(error.message.contains(message), "\(error.message)")
      }
    }
    #expect(throws: ScenarioError.self) { try load(#"{"notificationChannels":[]}"#, platform: "ios") }
  }

  /// The SDK deletes every `OS_` channel the app has that the list does not name
  /// (`getNotificationChannels`), the app's own (`androidChannels`) too, with its notifications;
  /// the app's other channels stay. Created again by a push, the channel counts as created
  /// during the run.
  @Test func theAppsOwnOSChannelsAreDeletedToo() throws {
    let phone = device([OneSignalDashboardChannel(id: "OS_news")], appChannels: ["OS_app", "mine"], state: .background)
    try phone.receive(json: push("os-1", ["oth_chnl": "OS_app"]))
    #expect(shown(phone) == [["m-os-1", "OS_app", "notPriority"]])
    try phone.perform(.kill)
    try phone.perform(.open)
    #expect(phone.events(named: "channel.deleted").map { $0["channel"] } == ["OS_app"])
    #expect(phone.events(named: "notification.removed").map { $0["reason"] } == ["channelRemoved"])
    #expect(phone.options.androidChannels == ["mine"] && phone.androidDeletedChannels == ["OS_app"])
    try phone.receive(json: push("os-2", ["oth_chnl": "OS_app"]))
    try phone.receive(json: push("os-3", ["oth_chnl": "mine"]))
    try phone.receive(json: push("os-4", ["chnl": #"{"id":"OS_app"}"#]))
    #expect(shown(phone).dropFirst().map { $0[1] } == ["fcm_fallback_notification_channel", "mine", "OS_app"])
    #expect(phone.androidChannelsCreated.contains("OS_app") && phone.androidDeletedChannels.isEmpty)
  }

  /// A process that starts offline retries the params while it lives: the list is applied when
  /// the device comes online with the process running, not when it comes online after the
  /// process ended (the next start applies it), nor after the boot receiver's start.
  @Test func anOfflineStartAppliesTheListOnceOnline() throws {
    let phone = device([OneSignalDashboardChannel(id: "OS_news")])
    phone.setOnline(false)
    try phone.perform(.open)
    #expect(phone.androidChannelsCreated.isEmpty)
    phone.setOnline(true)
    #expect(phone.androidChannelsCreated == ["OS_news"])
    let killed = device([OneSignalDashboardChannel(id: "OS_news")])
    killed.setOnline(false)
    try killed.perform(.open)
    try killed.perform(.kill)
    killed.setOnline(true)
    #expect(killed.androidChannelsCreated.isEmpty)
    try killed.perform(.open)
    #expect(killed.androidChannelsCreated == ["OS_news"])
    // The boot receiver's process at the first unlock is not kept running (a choice): its
    // list, offline then, waits for the next start.
    let booted = device([OneSignalDashboardChannel(id: "OS_news")])
    booted.reboot()
    booted.setOnline(false)
    booted.unlock()
    booted.setOnline(true)
    #expect(booted.androidChannelsCreated.isEmpty)
    try booted.perform(.open)
    #expect(booted.androidChannelsCreated == ["OS_news"])
  }

  /// A listed `miscellaneous` (the system's reserved id) is the SDK's default channel, as for a
  /// push's `chnl`: that channel is created, with the entry's bypass, and no `miscellaneous`;
  /// a push without `chnl` creates it again without the bypass.
  @Test func aListedMiscellaneousIsTheDefaultChannel() throws {
    let phone = device([OneSignalDashboardChannel(id: "miscellaneous", bypassesDnd: true)])
    try phone.perform(.open)
    #expect(phone.androidChannelsCreated == ["fcm_fallback_notification_channel"])
    #expect(phone.androidAppBypassDndChannels == ["fcm_fallback_notification_channel"])
    try phone.receive(json: push("os-1", ["oth_chnl": "fcm_fallback_notification_channel"]))
    #expect(shown(phone) == [["m-os-1", "fcm_fallback_notification_channel", "priorityChannel"]])
    // A push without chnl makes the SDK create its default channel anew, without
    // setBypassDnd: with access and no user lock, AOSP takes the bypass away, m-os-1 included.
    try phone.receive(json: push("os-2", [:]))
    #expect(shown(phone).last == ["m-os-2", "fcm_fallback_notification_channel", "notPriority"])
    #expect(phone.androidAppBypassDndChannels.isEmpty)
    #expect(phone.events(named: "notification.dndChanged").map { [$0["id"], $0["dnd"]] } == [["m-os-1", "hidden"]])
  }

  /// The user's lock stays with a deleted channel (AOSP keeps the record, its locked fields
  /// included): created again by a push with `bdnd` 1, it still does not bypass.
  @Test func theUsersLockOutlivesTheDeletion() throws {
    let phone = device([OneSignalDashboardChannel(id: "OS_news")])
    try phone.receive(json: push("os-1", ["chnl": #"{"id":"OS_x"}"#, "bdnd": "1"]))
    try phone.apply([DeviceSetting(name: "androidDndBypassOffChannels", value: .array([.string("OS_x")]))])
    try phone.apply([DeviceSetting(name: "androidDndBypassOffChannels", value: .array([]))])
    try phone.perform(.kill)
    try phone.perform(.open)
    #expect(phone.androidDeletedChannels == ["OS_x"] && phone.androidUserLockedChannels == ["OS_x"])
    try phone.receive(json: push("os-2", ["chnl": #"{"id":"OS_x"}"#, "bdnd": "1"]))
    #expect(shown(phone).map { $0[2] } == ["priorityChannel", "notPriority"])
    #expect(phone.androidAppBypassDndChannels.isEmpty)
  }
}
