import PushSim
import Testing

/// The notification the FCM SDK builds for a notification message in the background
/// (`CommonNotificationBuilder`, F11): channel, small icon, colour, sound and image, resolved
/// against the app's resources, with the SDK's log lines as `push.warning`s.
struct FCMNotificationAppearanceTests {
  /// A device in the background whose app is described by `options`.
  private func device(_ configure: (inout DeviceOptions) -> Void = { _ in }) -> SimulatedDevice {
    var options = DeviceOptions()
    configure(&options)
    return SimulatedDevice(platform: .android, state: .background, options: options)
  }

  /// A notification block set up by `configure`.
  private func note(_ configure: (inout RemoteMessage.Notification) -> Void) -> RemoteMessage.Notification {
    var notification = RemoteMessage.Notification()
    configure(&notification)
    return notification
  }

  /// The reasons of the `push.warning`s recorded so far.
  private func warnings(_ device: SimulatedDevice) -> [String] {
    device.events(named: "push.warning").compactMap { $0["reason"]?.stringValue }
  }

  /// With no resources described, what the message names is used as it is, and the trace and
  /// the center carry it.
  @Test func messageValuesAreShownAndRecorded() throws {
    let device = device { $0.androidChannels = ["orders"] }
    try device.receive(json: ##"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.android_channel_id":"orders","gcm.n.icon":"ic_order","gcm.n.color":"#00ff00","gcm.n.sound":"default","gcm.n.image":"https://x.example/a.png"}"##)
    let shown = try #require(device.events(named: "notification.displayed").first)
    #expect(shown["icon"] == "ic_order")
    #expect(shown["color"] == "#00ff00")
    #expect(shown["sound"] == "default")
    #expect(shown["image"] == "https://x.example/a.png")
    #expect(warnings(device).isEmpty)
    let appearance = try #require(device.tray.latest.flatMap(device.fcmAppearance(of:)))
    #expect(appearance.channel == "orders")
    #expect(appearance.icon == "ic_order")
    #expect(appearance.imageURL == "https://x.example/a.png")
    #expect(appearance.issues.isEmpty)
  }

  /// A plain message shows the app's defaults: no appearance fields, nothing kept.
  @Test func plainMessageAddsNothing() throws {
    let device = device()
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T"}"#)
    let shown = try #require(device.events(named: "notification.displayed").first)
    #expect(shown["icon"] == nil && shown["color"] == nil && shown["sound"] == nil && shown["image"] == nil)
    #expect(device.tray.latest.flatMap(device.fcmAppearance(of:)) == nil)
    #expect(warnings(device).isEmpty)
  }

  /// An icon the app does not ship: the manifest's default icon, else the launcher icon, with
  /// the SDK's "Icon resource … not found".
  @Test(arguments: [("ic_promo", nil, "ic_promo", false), ("ic_missing", "ic_default", "ic_default", true), ("ic_missing", nil, nil, true)] as [(String, String?, String?, Bool)])
  func iconFallsBack(requested: String, manifestDefault: String?, shown: String?, warns: Bool) throws {
    var options = DeviceOptions()
    options.androidDrawables = ["ic_promo", "ic_default"]
    options.androidDefaultIcon = manifestDefault
    let notification = note { $0.icon = requested }
    let appearance = FCMNotificationAppearance.build(notification, options: options)
    #expect(appearance.icon == shown)
    #expect(appearance.issues.map(\.reason) == (warns ? ["iconNotFound"] : []))
  }

  /// `Color.parseColor`: `#rrggbb`, `#aarrggbb` (Long.parseLong's sign included) and the colour
  /// names in any case; anything else falls back to the manifest's colour.
  @Test(arguments: [
    ("#ff0000", true), ("#80ff0000", true), ("#FFAA00", true), ("red", true), ("Teal", true), ("LIGHTGREY", true),
    ("#+12345", true), ("#-1234567", true),
    ("orange", false), ("#fff", false), ("#ff00000", false), ("#gg0000", false), ("ff0000", false), ("#", false),
    ("#+-1234", false), ("#ff0000ff00", false), ("rgb(1,2,3)", false),
    ("#\u{FF11}\u{FF12}\u{FF13}\u{FF14}\u{FF15}\u{FF16}", true), ("#\u{FF21}BCDEF", true), ("#\u{FF27}BCDEF", false), ("#é12345", false),
  ])
  func colourFollowsParseColor(color: String, accepted: Bool) {
    var options = DeviceOptions()
    options.androidDefaultColor = "#1a73e8"
    let appearance = FCMNotificationAppearance.build(note { $0.color = color }, options: options)
    #expect(appearance.color == (accepted ? color : "#1a73e8"))
    #expect(appearance.issues.map(\.reason) == (accepted ? [] : ["colorInvalid"]))
  }

  /// The sound: `default` as it is; a name the app's res/raw lacks plays the default; a custom
  /// sound on FCM's fallback channel does not play (the channel's does), on an app channel it is kept.
  @Test func soundFallsBackAndTheChannelDecides() {
    var options = DeviceOptions()
    options.androidRawSounds = ["chime"]
    options.androidChannels = ["alerts"]
    let missing = FCMNotificationAppearance.build(note { $0.sound = "gong"; $0.channelId = "alerts" }, options: options)
    #expect(missing.sound == "default")
    #expect(missing.issues.map(\.reason) == ["soundNotFound"])
    let onAppChannel = FCMNotificationAppearance.build(note { $0.sound = "chime"; $0.channelId = "alerts" }, options: options)
    #expect(onAppChannel.sound == "chime")
    #expect(onAppChannel.issues.isEmpty)
    let onFallback = FCMNotificationAppearance.build(note { $0.sound = "chime" }, options: options)
    #expect(onFallback.sound == "chime")
    #expect(onFallback.issues.map(\.reason) == ["soundFromChannel"])
    let standard = FCMNotificationAppearance.build(note { $0.sound = "default" }, options: options)
    #expect(standard.sound == "default" && standard.issues.isEmpty)
  }

  /// An image URL Java's `URL` refuses is not downloaded.
  @Test(arguments: [("https://a.example/i.png", true), ("http://a/i.png", true), ("HTTPS://A/I.PNG", true), ("ftp://a/i", true),
                    (" https://a.example/i.png", true), ("URL:https://a.example/i.png", true),
                    ("a.example/i.png", false), ("//a.example/i.png", false), ("gopher://a/i", false), ("data:image/png;base64,AA", false),
                    ("mailto:a@example.com", false), ("url:", false)])
  func imageNeedsAJavaURL(url: String, kept: Bool) {
    let appearance = FCMNotificationAppearance.build(note { $0.imageUrl = url }, options: DeviceOptions())
    #expect(appearance.imageURL == (kept ? url : nil))
    #expect(appearance.issues.map(\.reason) == (kept ? [] : ["imageBadURL"]))
  }

  /// R-A-7: a channel the app did not create, and a manifest default it did not create, are the
  /// SDK's two channel warnings.
  @Test func channelWarnings() {
    var options = DeviceOptions()
    options.androidDefaultChannel = "general"
    let appearance = FCMNotificationAppearance.build(note { $0.channelId = "news" }, options: options)
    #expect(appearance.channel == AndroidDeliveryRules.fallbackChannel)
    #expect(appearance.issues.map(\.reason) == ["channelNotCreated", "manifestChannelNotCreated"])
    options.androidChannels = ["general"]
    let toDefault = FCMNotificationAppearance.build(note { $0.channelId = "news" }, options: options)
    #expect(toDefault.channel == "general")
    #expect(toDefault.issues.map(\.reason) == ["channelNotCreated"])
  }

  /// The warnings reach the trace before the notification, and `lint` lists the same ones.
  @Test func warningsInTheTraceAndInLint() throws {
    let payload = #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.icon":"ic_x","gcm.n.color":"blau"}"#
    let device = device { $0.androidDrawables = [] }
    try device.receive(json: payload)
    #expect(warnings(device) == ["iconNotFound", "colorInvalid"])
    #expect(device.eventNames.suffix(3) == ["push.warning", "push.warning", "notification.displayed"])
    var options = DeviceOptions()
    options.androidDrawables = []
    let findings = PayloadLinter.lint(Array(payload.utf8), platform: .android, options: options)
    #expect(findings.map(\.issue.reason) == ["iconNotFound", "colorInvalid"])
    #expect(PayloadLinter.lint(Array(payload.utf8), platform: .iOS).allSatisfy { $0.issue.reason != "iconNotFound" })
  }

  /// The options load from a scenario device's `options`, and refuse what FCM could not use.
  @Test func optionsLoad() {
    var options = DeviceOptions()
    #expect(options.apply(DeviceSetting(name: "androidDrawables", value: ["ic_a"])) == nil)
    #expect(options.androidDrawables == ["ic_a"])
    #expect(options.apply(DeviceSetting(name: "androidDrawables", value: .null)) == nil)
    #expect(options.androidDrawables == nil)
    #expect(options.apply(DeviceSetting(name: "androidRawSounds", value: [1])) != nil)
    #expect(options.apply(DeviceSetting(name: "androidDefaultColor", value: "orange"))?.contains("colour") == true)
    #expect(options.apply(DeviceSetting(name: "androidDefaultColor", value: "red")) != nil)
    for resource in ["#123456", "#fff", "#8fff", "#80123456"] {
      #expect(options.apply(DeviceSetting(name: "androidDefaultColor", value: .string(resource))) == nil, "\(resource)")
    }
    #expect(options.apply(DeviceSetting(name: "androidDefaultChannel", value: "")) != nil)
    #expect(options.apply(DeviceSetting(name: "androidDefaultIcon", value: "")) != nil)
  }

  /// `NotificationParams`: `sound2` wins unless empty, `link_android` likewise, and a `gcm.n.`
  /// key wins over the legacy `gcm.notification.` one for the same field, whatever the order.
  @Test(arguments: [
    (#""gcm.n.sound2":"ding","gcm.n.sound":"chime""#, "ding"),
    (#""gcm.n.sound":"chime","gcm.n.sound2":"ding""#, "ding"),
    (#""gcm.n.sound":"chime","gcm.n.sound2":"""#, "chime"),
    (#""gcm.n.sound":"chime","gcm.notification.sound":"gong""#, "chime"),
    (#""gcm.notification.sound":"gong","gcm.n.sound":"chime""#, "chime"),
    (#""gcm.notification.sound":"gong""#, "gong"),
  ])
  func soundKeysFollowNotificationParams(keys: String, sound: String) throws {
    let device = device()
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T","google.message_id":"m1","# + keys + "}")
    #expect(device.events(named: "notification.displayed").first?["sound"]?.stringValue == sound)
  }

  @Test func legacyPrefixLosesToTheNewOneForEveryField() throws {
    let device = SimulatedDevice(platform: .android, state: .killed)
    try device.receive(json: #"{"gcm.notification.icon":"ic_old","gcm.n.e":"1","gcm.n.title":"T","gcm.n.icon":"ic_new","gcm.notification.color":"red","gcm.n.link_android":"app://a","gcm.n.link":"https://web"}"#)
    let shown = try #require(device.events(named: "notification.displayed").first)
    #expect(shown["icon"] == "ic_new")
    #expect(shown["color"] == "red")
    try device.tap()
    let intent = try #require(device.events(named: "delegate.onCreate").first)
    #expect(intent["opens"] == "app://a")
  }

  /// An FCM HTTP v1 body: the android block's values, the notification block's image.
  @Test func httpV1BodyReachesTheAppearance() throws {
    let device = device { $0.androidChannels = ["news"] }
    try device.receive(json: ##"{"message":{"token":"t","notification":{"title":"T","image":"https://a/i.png"},"android":{"notification":{"channel_id":"news","icon":"ic_news","color":"#102030","sound":"default"}}}}"##)
    let appearance = try #require(device.tray.latest.flatMap(device.fcmAppearance(of:)))
    #expect(appearance == FCMNotificationAppearance(channel: "news", icon: "ic_news", color: "#102030", sound: "default", imageURL: "https://a/i.png"))
  }

  /// A notification that replaces one with the same tag carries its own appearance.
  @Test func replacementCarriesTheAppearance() throws {
    let device = device()
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"A","gcm.n.tag":"t","google.message_id":"m1"}"#)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"B","gcm.n.tag":"t","gcm.n.color":"teal","google.message_id":"m2"}"#)
    let replaced = try #require(device.events(named: "notification.replaced").first)
    #expect(replaced["color"] == "teal")
    #expect(device.tray.latest.flatMap(device.fcmAppearance(of:))?.color == "teal")
  }

  /// `lint` on a device that lists no channels does not call a message's channel missing; one
  /// that lists channels does.
  @Test func lintReportsAMissingChannelOnlyForADeviceThatListsChannels() {
    let payload = Array(#"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.android_channel_id":"promo"}"#.utf8)
    #expect(PayloadLinter.lint(payload, platform: .android).isEmpty)
    var options = DeviceOptions()
    options.androidChannels = ["orders"]
    #expect(PayloadLinter.lint(payload, platform: .android, options: options).map(\.issue.reason) == ["channelNotCreated"])
  }

  /// `NotificationParams.isNotification` asks either prefix for "1": a legacy
  /// `gcm.notification.e` counts even next to a `gcm.n.e` that is not "1", in either order.
  @Test(arguments: [#"{"gcm.n.e":"0","gcm.notification.e":"1","gcm.n.title":"x"}"#, #"{"gcm.notification.e":"1","gcm.n.e":"0","gcm.n.title":"x"}"#])
  func eitherEnableKeyMakesANotification(json: String) throws {
    let device = device()
    try device.receive(json: json)
    #expect(device.tray.count == 1)
  }
}
