import PushSim
import Testing

/// Android keeps a notification channel once created, for the whole app: a channel a vendor SDK
/// made from a payload, or FCM's fallback channel, is there for every later notification,
/// whichever SDK posts it (R-A-7).
struct AndroidChannelsCreatedTests {
  /// A OneSignal push whose `chnl` makes the SDK create channel `news`.
  static let oneSignalCreatesNews =
    #"{"custom":"{\"i\":\"os-1\"}","alert":"Hi","google.message_id":"m1","chnl":"{\"id\":\"news\",\"nm\":\"News\"}"}"#
  /// An FCM notification message (shown by the FCM SDK in the background) asking for `news`.
  static let fcmOnNews = ##"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.android_channel_id":"news","gcm.n.color":"#00ff00","google.message_id":"m2"}"##

  @Test func aChannelAVendorSDKCreatedIsFoundByTheFCMSDK() throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    try device.receive(json: Self.oneSignalCreatesNews)
    #expect(device.androidChannelsCreated == ["news"])
    try device.receive(json: Self.fcmOnNews)
    #expect(device.tray.latest?.id == "m2")
    #expect(device.tray.latest?.channel == "news")
    #expect(device.events(named: "push.warning").allSatisfy { $0["reason"] != "channelNotCreated" })
    #expect(device.events(named: "notification.displayed").last?["channel"] == "news")
  }

  @Test func withoutItTheFCMSDKUsesItsFallbackChannelAndCreatesIt() throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    try device.receive(json: Self.fcmOnNews)
    #expect(device.tray.latest?.channel == "fcm_fallback_notification_channel")
    #expect(device.events(named: "push.warning").contains { $0["reason"] == "channelNotCreated" })
    #expect(device.androidChannelsCreated == ["fcm_fallback_notification_channel"])
  }

  /// A notification stays on the channel it was posted on when that channel is created later.
  @Test func theAppearanceOfAnEarlierNotificationKeepsItsChannel() throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    try device.receive(json: Self.fcmOnNews)
    try device.receive(json: Self.oneSignalCreatesNews)
    let first = try #require(device.tray.notifications.first { $0.id == "m2" })
    #expect(device.fcmAppearance(of: first)?.channel == "fcm_fallback_notification_channel")
    #expect(device.androidChannelsCreated == ["fcm_fallback_notification_channel", "news"])
  }

  /// A channel the app declared is not counted again; a channel survives a reboot.
  @Test func declaredChannelsAreNotRepeatedAndCreatedOnesSurviveAReboot() throws {
    var options = DeviceOptions()
    options.androidChannels = ["news"]
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: options)
    try device.receive(json: Self.oneSignalCreatesNews)
    #expect(device.androidChannelsCreated.isEmpty)

    let other = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    try other.receive(json: Self.oneSignalCreatesNews)
    other.reboot()
    try other.receive(json: Self.fcmOnNews)
    #expect(other.tray.notifications.first { $0.id == "m2" }?.channel == "news")
  }

  /// The manifest's default channel counts once an SDK created it.
  @Test func theManifestDefaultChannelCountsOnceCreated() throws {
    var options = DeviceOptions()
    options.androidDefaultChannel = "news"
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: options)
    try device.receive(json: Self.oneSignalCreatesNews)
    try device.receive(json: ##"{"gcm.n.e":"1","gcm.n.title":"T","google.message_id":"m3"}"##)
    #expect(device.tray.notifications.first { $0.id == "m3" }?.channel == "news")
    #expect(device.events(named: "push.warning").allSatisfy { $0["reason"] != "manifestChannelNotCreated" })
  }
}
