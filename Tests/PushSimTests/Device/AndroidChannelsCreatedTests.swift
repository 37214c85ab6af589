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

  /// The appearance of the FCM SDK's notification names the channel it was posted on: the
  /// created channel when it existed then; the fallback when it was created only later.
  @Test(arguments: [(true, "news"), (false, "fcm_fallback_notification_channel")])
  func theAppearanceKeepsThePostingChannel(createdFirst: Bool, expected: String) throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    let order = createdFirst ? [Self.oneSignalCreatesNews, Self.fcmOnNews] : [Self.fcmOnNews, Self.oneSignalCreatesNews]
    for payload in order { try device.receive(json: payload) }
    let shown = try #require(device.tray.notifications.first { $0.id == "m2" })
    #expect(device.fcmAppearance(of: shown)?.channel == expected)
    #expect(Set(device.androidChannelsCreated) == (createdFirst ? ["news"] : ["fcm_fallback_notification_channel", "news"]))
  }

  /// A notification the app's extension prevents, or the system suppresses for a denied
  /// permission, creates no channel: neither for the device nor for OneSignal's own `oth_chnl`.
  @Test func aPreventedOrSuppressedNotificationCreatesNoChannel() throws {
    var prevents = AppBehavior()
    prevents.oneSignalServiceExtension = .preventDefault
    var denied = DeviceOptions()
    denied.notificationPermission = false
    let devices = [
      SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, app: prevents),
      SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: denied),
    ]
    for device in devices {
      try device.receive(json: Self.oneSignalCreatesNews)
      #expect(device.androidChannelsCreated.isEmpty)
    }
    let device = devices[1]
    device.updateOptions { $0.notificationPermission = true }
    try device.receive(json: #"{"custom":"{\"i\":\"os-2\"}","alert":"Hi","google.message_id":"m5","oth_chnl":"news"}"#)
    #expect(device.tray.latest?.channel == "fcm_fallback_notification_channel")
  }

  /// Vendor SDKs see channels created since the device started among their `androidChannels`:
  /// WonderPush posts on `alert.channel` once FCM created that channel.
  @Test func vendorSDKsSeeChannelsCreatedSince() throws {
    let device = SimulatedDevice(platform: .android, sdk: .wonderpush, state: .background)
    try device.receive(json: ##"{"gcm.n.e":"1","gcm.n.title":"T","google.message_id":"m1"}"##)
    #expect(device.androidChannelsCreated == ["fcm_fallback_notification_channel"])
    let wonderPush = #"{"_wp":"{\"alert\":{\"text\":\"Hi\",\"channel\":\"fcm_fallback_notification_channel\"}}","google.message_id":"m2"}"#
    try device.receive(json: wonderPush)
    #expect(device.tray.notifications.first { $0.id == "m2" }?.channel == "fcm_fallback_notification_channel")
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
    other.unlock()  // Direct Boot: the message would wait for the first unlock
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
