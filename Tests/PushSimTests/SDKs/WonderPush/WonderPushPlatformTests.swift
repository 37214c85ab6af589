import Foundation
import PushSim
import Testing

/// The WonderPush SDK beyond native Android: iOS, the web, wrappers, the targeted installation
/// and the finer closeNotifications filters.
struct WonderPushPlatformTests {
  static func push(_ wp: String, id: String = "m1", extra: String = "") -> String {
    WonderPushDeviceTests.push(wp, id: id, extra: extra)
  }

  static func device(
    _ platform: Platform, _ state: AppState, wrapper: Wrapper = .native, options: DeviceOptions = DeviceOptions(),
    app: AppBehavior = AppBehavior(), registration: DelegateRegistration = .atLaunch
  ) -> (SimulatedDevice, RecordingDelegate) {
    let device = SimulatedDevice(platform: platform, sdk: .wonderpush, wrapper: wrapper, state: state, options: options, app: app)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate, registration: registration)
    return (device, delegate)
  }

  static let iosPayload = #"{"aps":{"alert":{"title":"Hi","body":"There"},"content-available":1},"_wp":{"c":"camp","receiveActions":[{"type":"addTag","tags":["seen"]}]},"k":"v"}"#

  // MARK: iOS

  @Test func iosReceivedComesWithContentAvailable() throws {
    let (device, delegate) = Self.device(.iOS, .background)
    try device.receive(json: Self.iosPayload, headers: ["apns-push-type": "alert"])
    #expect(delegate.methods == ["didReceiveRemoteNotification", "onNotificationReceived"])
    #expect(device.installation.tags == ["seen"])
  }

  @Test func iosWithoutContentAvailableThereIsNoReceivedCallback() throws {
    let (device, delegate) = Self.device(.iOS, .background)
    try device.receive(json: Self.iosPayload.replacingOccurrences(of: #","content-available":1"#, with: ""), headers: ["apns-push-type": "alert"])
    #expect(!delegate.methods.contains("onNotificationReceived"))
    #expect(device.installation.tags.isEmpty)
  }

  @Test func iosSimulatorMissesTheReceivedCallback() throws {
    var options = DeviceOptions()
    options.realDevice = false
    let (device, delegate) = Self.device(.iOS, .background, options: options)
    try device.receive(json: Self.iosPayload, headers: ["apns-push-type": "alert"])
    #expect(!delegate.methods.contains("onNotificationReceived"))
    #expect(device.events(named: "delegate.missed").first?["reason"] == "iosSimulator")
  }

  @Test(arguments: [(#""autoDrop":false"#, 1), (#""autoDrop":true"#, 0), (#""autoOpen":true"#, 0), (#""autoOpen":false"#, 1)])
  func iosForegroundIsShownUnlessAutoDropOrAutoOpen(setting: String, shown: Int) throws {
    let (device, _) = Self.device(.iOS, .foreground)
    let payload = #"{"aps":{"alert":"Hi"},"_wp":{"c":"c","apsForeground":{\#(setting)}}}"#
    try device.receive(json: payload, headers: ["apns-push-type": "alert"])
    #expect(device.tray.count == shown)
    // The SDK's answer; the app's own `willPresent`, called after it, is `forwardedBy`.
    #expect(device.events(named: "delegate.willPresent").map { $0["answeredBy"] } == ["wonderpush", nil])
    #expect(device.events(named: "delegate.willPresent").last?["forwardedBy"] == "wonderpush")
  }

  /// WP-A `channelToUseForNotification`: the alert's channel if the app created it, else the
  /// SDK's own default channel, `default` (not FCM's fallback), which a close by channel finds.
  @Test func androidChannelFallsBackToTheSDKsDefault() throws {
    var options = DeviceOptions()
    options.androidChannels = ["orders"]
    let (device, _) = Self.device(.android, .background, options: options)
    try device.receive(json: WP.android(#"{"c":"a","alert":{"text":"1","channel":"orders","tag":"t1"}}"#))
    try device.receive(json: WP.android(#"{"c":"b","alert":{"text":"2","channel":"promo","tag":"t2"}}"#))
    try device.receive(json: WP.android(#"{"c":"c","alert":{"text":"3","tag":"t3"}}"#))
    #expect(device.tray.notifications.map(\.channel) == ["orders", "default", "default"])
    try device.receive(json: WP.android(#"{"receiveActions":[{"type":"closeNotifications","channel":"default"}]}"#))
    #expect(device.tray.notifications.map(\.tag) == ["t1"])
  }

  /// WP-A `onReceivedNotification`: `alert.autoOpen` (or its `foreground` override's in focus)
  /// sends the notification's intent instead of posting it; `autoDrop` wins over it.
  @Test func androidAutoOpenPostsNothing() throws {
    let (device, delegate) = Self.device(.android, .background)
    try device.receive(json: WP.android(#"{"c":"a","alert":{"text":"1","autoOpen":true}}"#))
    #expect(device.tray.isEmpty)
    #expect(delegate.methods == ["onNotificationReceived"])
    #expect(device.events(named: "action.executed").last?["type"] == "autoOpen")

    let frontOnly = #"{"c":"b","alert":{"text":"2","foreground":{"autoOpen":true}}}"#
    let (background, _) = Self.device(.android, .background)
    try background.receive(json: WP.android(frontOnly))
    #expect(background.tray.count == 1)
    let (front, _) = Self.device(.android, .foreground)
    try front.receive(json: WP.android(frontOnly))
    #expect(front.tray.isEmpty)

    let (dropped, _) = Self.device(.android, .background)
    try dropped.receive(json: WP.android(#"{"c":"c","alert":{"text":"3","autoOpen":true,"autoDrop":true}}"#))
    #expect(dropped.tray.isEmpty)
    #expect(dropped.events(named: "action.executed").isEmpty)
  }

  /// WP-A `buildForAutoOpen` builds the content intent (`buildPendingIntent`), which asks the
  /// deep-link delegate for the notification's target, though nothing is posted.
  @Test func androidAutoOpenAsksTheDeepLinkDelegate() throws {
    var app = AppBehavior()
    app.wonderPushURLForDeepLink = []
    let (device, delegate) = Self.device(.android, .background, app: app)
    try device.receive(json: WP.android(#"{"c":"a","targetUrl":"https://example.com/x","alert":{"text":"1","autoOpen":true}}"#))
    #expect(device.tray.isEmpty)
    let call = try #require(device.events(named: "delegate.urlForDeepLink").first)
    #expect(call["url"] == "https://example.com/x")
    #expect(call["buttonIndex"] == .null)
    // No notification is built: the call names the push, as the `autoOpen` record does.
    #expect(call["notification"] == device.events(named: "action.executed").last?["notification"])
    #expect(delegate.methods.first == "onNotificationReceived")
    let names = device.eventNames
    #expect(names.firstIndex(of: "delegate.urlForDeepLink").map { $0 < names.lastIndex(of: "action.executed")! } == true)
  }

  /// WP-A `handleCloseNotificationsAction`: `channel: null` removes the notifications without a
  /// channel or on the SDK's default channel, not those on another channel.
  @Test func androidNullChannelMatchesTheSDKsDefaultChannel() throws {
    var options = DeviceOptions()
    options.androidChannels = ["orders"]
    let (device, _) = Self.device(.android, .background, options: options)
    try device.receive(json: WP.android(#"{"c":"a","alert":{"text":"1","channel":"orders","tag":"t1"}}"#))
    try device.receive(json: WP.android(#"{"c":"b","alert":{"text":"2","tag":"t2"}}"#))
    try device.receive(json: WP.android(#"{"receiveActions":[{"type":"closeNotifications","channel":null}]}"#))
    #expect(device.tray.notifications.map(\.tag) == ["t1"])
  }

  @Test func iosExtensionAddsButtonsAndTheButtonRunsItsActions() throws {
    var app = AppBehavior()
    app.usesSDKServiceExtension = true
    let (device, delegate) = Self.device(.iOS, .background, app: app)
    let payload = #"{"aps":{"alert":"Hi","mutable-content":1},"_wp":{"c":"c","attachments":[{"url":"https://x.test/i.png"}],"alert":{"buttons":[{"label":"Later","actions":[{"type":"addTag","tags":["later"]}]},{"label":""}]},"actions":[{"type":"addTag","tags":["opened"]}]}}"#
    try device.receive(json: payload, headers: ["apns-push-type": "alert"])
    device.advance(by: .seconds(1))
    let shown = try #require(device.tray.latest)
    #expect(shown.content.buttons.map(\.id) == ["WonderPush_0"])
    #expect(shown.content.buttons.map(\.title) == ["Later"])
    #expect(shown.attachments == ["https://x.test/i.png"])
    try device.tap(button: .id("WonderPush_0"))
    #expect(delegate.methods.suffix(2) == ["onNotificationOpened", "didReceive"])
    #expect(device.installation.tags == ["later"])
  }

  // MARK: Web

  @Test func webPushShowsTheAlertAndHandsOverTheData() throws {
    let (device, delegate) = Self.device(.web, .running)
    try device.receive(json: #"{"_wp":{"c":"w","alert":{"title":"Sale","text":"Now"},"targetUrl":"https://x.test/s"},"k":"v"}"#, headers: ["ttl": "60"])
    #expect(device.tray.latest?.title == "Sale")
    #expect(device.events(named: "delegate.push").first?["data"]?["k"] == "v")
    try device.tap()
    #expect(device.events(named: "delegate.notificationclick").first?["data"]?["k"] == "v")
    // The WonderPush delegate is for mobile apps: the site hears through its worker's listeners.
    #expect(delegate.methods == ["push", "notificationclick"])
    #expect(device.events(named: "action.executed").first?["type"] == "link")
  }

  /// No silent web push: with no tab in view Chrome shows its generic notification.
  @Test func webDataPushWithoutATabFallsUnderTheBrowsersRule() throws {
    var options = DeviceOptions()
    options.chromeSilentPushGrace = 0
    let (device, _) = Self.device(.web, .running, options: options)
    try device.receive(json: #"{"_wp":{"c":"w","type":"data"}}"#, headers: ["ttl": "60"])
    #expect(device.events(named: "push.silent").first?["outcome"] == "genericNotification")
  }

  // MARK: Wrappers (Android)

  @Test(arguments: [
    (Wrapper.cordova, false, "cordovaAppNotRunning"), (Wrapper.flutter, false, "noDartEntryPoint"),
    (Wrapper.flutter, true, nil), (Wrapper.reactNative, false, nil),
  ])
  func wrapperReceivedWhenTheAppWasNotRunning(wrapper: Wrapper, dartEntryPoint: Bool, missed: String?) throws {
    var options = DeviceOptions()
    options.dartEntryPoint = dartEntryPoint
    let (device, delegate) = Self.device(.android, .killed, wrapper: wrapper, options: options)
    try device.receive(json: Self.push(#"{"c":"c","alert":{"text":"Hi"}}"#))
    #expect(device.tray.count == 1)
    #expect(delegate.methods.contains("onNotificationReceived") == (missed == nil))
    #expect(device.events(named: "delegate.missed").first?["reason"]?.stringValue == missed)
  }

  @Test func cordovaGetsReceivedWhenRunning() throws {
    let (device, delegate) = Self.device(.android, .background, wrapper: .cordova)
    try device.receive(json: Self.push(#"{"c":"c","alert":{"text":"Hi"}}"#))
    #expect(delegate.methods == ["onNotificationReceived"])
  }

  @Test(arguments: [(DelegateRegistration.atLaunch, true), (.afterLaunch, false)])
  func reactNativeColdStartClickNeedsTopLevelRegistration(registration: DelegateRegistration, gets: Bool) throws {
    let (device, delegate) = Self.device(.android, .killed, wrapper: .reactNative, registration: registration)
    try device.receive(json: Self.push(#"{"c":"c","alert":{"text":"Hi"}}"#))
    try device.perform(.kill)
    try device.tap()
    #expect(delegate.methods.contains("onNotificationOpened") == gets)
  }

  // MARK: Installation and filters

  @Test(arguments: [("pushsim-installation", 1), ("someone-else", 0)])
  func targetedInstallationMustMatch(target: String, shown: Int) throws {
    let (device, delegate) = Self.device(.android, .background)
    try device.receive(json: Self.push(#"{"c":"c","@":"\#(target)","alert":{"text":"Hi"}}"#))
    #expect(device.tray.count == shown)
    #expect(delegate.methods.isEmpty == (shown == 0))
  }

  @Test func delegatePayloadIsTheLenientDataMap() throws {
    let (device, _) = Self.device(.android, .background)
    try device.receive(json: Self.push(#"{"c":"c","type":"data"}"#, extra: #","obj":"{\"a\":1}","flag":"true","n":"12""#))
    let payload = try #require(device.events(named: "delegate.onNotificationReceived").first?["payload"])
    #expect(payload["obj"]?["a"] == 1)
    #expect(payload["flag"] == true)
    #expect(payload["n"] == "12")
  }

  @Test func closeNotificationsMatchesGroupSortKeyExtrasAndNull() throws {
    let (device, _) = Self.device(.android, .background)
    try device.receive(json: Self.push(#"{"c":"a","alert":{"text":"1","group":"g","sortKey":"s1","extras":{"k":"v"}}}"#, id: "m1"))
    try device.receive(json: Self.push(#"{"c":"b","alert":{"text":"2","group":"g","sortKey":"s2"}}"#, id: "m2"))
    try device.receive(json: Self.push(#"{"c":"c","alert":{"text":"3"}}"#, id: "m3"))
    let close = #"{"type":"data","receiveActions":[{"type":"closeNotifications","group":"g","extras":{"k":"v"}}]}"#
    try device.receive(json: Self.push(close, id: "m4"))
    // The group's summary is m2's copy now (sort key s2, no extras): the filter misses it.
    #expect(device.tray.notifications.map(\.id) == ["m2", "g-GROUP_SUMMARY_NOTIFICATION", "m3"])
    try device.receive(json: Self.push(#"{"type":"data","receiveActions":[{"type":"closeNotifications","group":null}]}"#, id: "m5"))
    #expect(device.tray.notifications.map(\.id) == ["m2", "g-GROUP_SUMMARY_NOTIFICATION"])
    try device.receive(json: Self.push(#"{"type":"data","receiveActions":[{"type":"closeNotifications","sortKey":"s2"}]}"#, id: "m6"))
    #expect(device.tray.isEmpty)
  }

  /// An empty tag matches only the notifications tagged "" (WP-A compares `getTag()` as it is,
  /// and `JSONUtil.getString` keeps ""), not the untagged ones.
  @Test func closeNotificationsWithAnEmptyTagClosesOnlyEmptyTags() throws {
    let (device, _) = Self.device(.android, .background)
    try device.receive(json: Self.push(#"{"alert":{"text":"1"}}"#, id: "m1"))
    try device.receive(json: Self.push(#"{"c":"b","alert":{"text":"2"}}"#, id: "m2"))
    try device.receive(json: Self.push(#"{"c":"c","alert":{"text":"3","tag":""}}"#, id: "m3"))
    #expect(device.tray.notifications.map(\.tag) == [nil, "b", ""])
    try device.receive(json: Self.push(#"{"type":"data","receiveActions":[{"type":"closeNotifications","tag":""}]}"#, id: "m4"))
    #expect(device.tray.notifications.map(\.id) == ["m1", "m2"])
    try device.receive(json: Self.push(#"{"type":"data","receiveActions":[{"type":"closeNotifications","tag":""}]}"#, id: "m5"))
    // The data push's will-open broadcast follows its receive action.
    #expect(device.events(named: "action.executed").last { $0["type"] == "closeNotifications" }?["result"] == "removed 0")
  }

  @Test func closeNotificationsExtrasCompareAsTextAndNullMeansMissing() throws {
    let (device, _) = Self.device(.android, .background)
    try device.receive(json: Self.push(#"{"c":"a","alert":{"text":"1","extras":{"n":7}}}"#, id: "m1"))
    try device.receive(json: Self.push(#"{"c":"b","alert":{"text":"2","extras":{"k":"v"}}}"#, id: "m2"))
    try device.receive(json: Self.push(#"{"type":"data","receiveActions":[{"type":"closeNotifications","extras":{"n":"7"}}]}"#, id: "m3"))
    #expect(device.tray.notifications.map(\.id) == ["m2"])
    try device.receive(json: Self.push(#"{"c":"c","alert":{"text":"3"}}"#, id: "m4"))
    try device.receive(json: Self.push(#"{"type":"data","receiveActions":[{"type":"closeNotifications","extras":{"k":null}}]}"#, id: "m5"))
    #expect(device.tray.notifications.map(\.id) == ["m2"])
  }

  @Test func androidAutoDropShowsNothingButIsReceived() throws {
    let (device, delegate) = Self.device(.android, .background)
    try device.receive(json: Self.push(#"{"c":"a","alert":{"text":"1","autoDrop":true}}"#))
    #expect(device.tray.isEmpty)
    #expect(delegate.methods == ["onNotificationReceived"])
  }

  @Test func resyncInstallationReplacesProperties() throws {
    let (device, _) = Self.device(.android, .background)
    try device.receive(json: Self.push(#"{"type":"data","receiveActions":[{"type":"addTag","tags":["a"]},{"type":"updateInstallation","custom":{"x":1}},{"type":"resyncInstallation","reset":true,"installation":{"custom":{"y":2}}}]}"#))
    #expect(device.installation.tags.isEmpty)
    #expect(device.installation.properties == ["y": 2])
  }
}
