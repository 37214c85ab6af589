import PushSim
import Testing

/// The app's own link hook in Customer.io's SDKs (app key `deepLinkCallback`): iOS's
/// `deepLinkCallback` (CIO-I `DeepLinkUtilImpl.handleDeepLink` asks it before the universal-link
/// handler and `UIApplication.open`), Android's `onNotificationClicked` (CIO-A
/// `handleNotificationDeepLink` asks it before resolving the link; non-null returns at once).
struct CustomerIODeepLinkCallbackTests {
  static let rules = [
    CustomerIODeepLinkRule(prefix: "https://shop.example.com/sale/", handled: true),
    CustomerIODeepLinkRule(prefix: "https://shop.example.com/", handled: false),
    CustomerIODeepLinkRule(prefix: "myapp://", handled: true),
  ]

  /// A device with the Customer.io SDK whose app handles `myapp://` and the shop's universal
  /// links, with these callback rules (`nil`: no callback set).
  static func device(
    _ platform: Platform, _ state: AppState = .background, rules: [CustomerIODeepLinkRule]? = Self.rules
  ) -> (SimulatedDevice, RecordingDelegate) {
    var app = AppBehavior()
    app.handledLinks = ["myapp://", "https://shop.example.com/"]
    app.customerIODeepLinkCallback = rules
    let device = SimulatedDevice(platform: platform, sdk: .customerio, state: state, app: app)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    return (device, delegate)
  }

  /// A Customer.io APNs push, with `CIO.push.link` when `link` is given.
  static func iosPush(link: String?) -> String {
    let cio = link.map { #","CIO":{"push":{"link":"\#($0)"}}"# } ?? ""
    return #"{"aps":{"alert":{"title":"T","body":"B"}}\#(cio),"CIO-Delivery-ID":"d1","CIO-Delivery-Token":"k"}"#
  }

  /// A Customer.io Android data message, with `link` when given.
  static func androidPush(link: String?) -> String {
    let extra = #","title":"T","body":"B""# + (link.map { #","link":"\#($0)""# } ?? "")
    return CustomerIODeviceTests.data("d1", id: "m1", extra: extra)
  }

  // MARK: The rules

  /// The first rule whose prefix starts the link decides; no match leaves the link to the SDK; a
  /// missing link matches only the `""` prefix.
  @Test func firstMatchingRuleDecides() {
    #expect(CustomerIODeepLinkRule.handles("https://shop.example.com/sale/1", rules: Self.rules))
    #expect(!CustomerIODeepLinkRule.handles("https://shop.example.com/deal", rules: Self.rules))
    #expect(CustomerIODeepLinkRule.handles("myapp://x", rules: Self.rules))
    #expect(!CustomerIODeepLinkRule.handles("other://x", rules: Self.rules))
    #expect(!CustomerIODeepLinkRule.handles(nil, rules: Self.rules))
    #expect(CustomerIODeepLinkRule.handles(nil, rules: [CustomerIODeepLinkRule(prefix: "", handled: true)]))
    #expect(CustomerIODeepLinkRule.handles("any:x", rules: [CustomerIODeepLinkRule(prefix: "", handled: true)]))
    #expect(!CustomerIODeepLinkRule.handles("myapp://x", rules: []))
  }

  // MARK: iOS

  /// `true` ends the handling: no universal-link handler, no Safari even for a web link, the app
  /// stays in the foreground; the call comes after the metric.
  @Test func iosCallbackTakingALinkStopsTheSDK() throws {
    let (device, _) = Self.device(.iOS)
    try device.receive(json: Self.iosPush(link: "https://shop.example.com/sale/1"), headers: alertHeaders)
    try device.tap()
    let names = device.eventNames
    let call = try #require(device.events(named: "delegate.deepLinkCallback").first)
    #expect(call["url"] == "https://shop.example.com/sale/1")
    #expect(call["handled"] == true)
    #expect(call["notification"] != nil)
    #expect((names.lastIndex(of: "metric") ?? .max) < (names.firstIndex(of: "delegate.deepLinkCallback") ?? -1))
    let link = try #require(device.events(named: "action.executed").last)
    #expect(link["type"] == "deepLink")
    #expect(link["result"] == "not opened: the app's deepLinkCallback returned true")
    #expect(device.events(named: "delegate.continueUserActivity").isEmpty)
    #expect(device.state == .foreground)
  }

  /// `false` goes straight to `UIApplication.open` (CIO-I `handleDeepLink` asks
  /// `continueNSUserActivity` only when no callback is set): an http(s) link opens Safari, even
  /// the app's own universal link, and the app's URL scheme reaches its `openURL` handler.
  @Test(arguments: [
    ("https://shop.example.com/deal", nil as String?, AppState.background),
    ("https://blog.example.org/", nil, .background),
    ("myapp://deal", "delegate.openURL", .foreground),
  ])
  func iosCallbackPassingALinkBackLeavesItToUIApplicationOpen(_ url: String, _ handler: String?, _ state: AppState) throws {
    let (device, _) = Self.device(.iOS, rules: [CustomerIODeepLinkRule(prefix: "", handled: false)])
    try device.receive(json: Self.iosPush(link: url), headers: alertHeaders)
    try device.tap()
    #expect(device.events(named: "delegate.deepLinkCallback").map { $0["handled"] } == [false])
    #expect(device.events(named: "action.executed").last?["result"] == "recorded, not opened")
    #expect(device.events(named: "delegate.continueUserActivity").isEmpty)
    if let handler { #expect(device.events(named: handler).last?["url"] == .string(url)) }
    #expect(device.state == state)
  }

  /// A push without a link asks nothing (`handleDeepLink` runs only for a link), nor does an app
  /// without a callback.
  @Test func iosAsksOnlyForALinkAndOnlyWithACallback() throws {
    let (device, _) = Self.device(.iOS, rules: [CustomerIODeepLinkRule(prefix: "", handled: true)])
    try device.receive(json: Self.iosPush(link: nil), headers: alertHeaders)
    try device.tap()
    #expect(device.events(named: "delegate.deepLinkCallback").isEmpty)
    let (plain, _) = Self.device(.iOS, rules: nil)
    try plain.receive(json: Self.iosPush(link: "myapp://x"), headers: alertHeaders)
    try plain.tap()
    #expect(plain.events(named: "delegate.deepLinkCallback").isEmpty)
    #expect(plain.events(named: "delegate.openURL").last?["url"] == "myapp://x")
  }

  // MARK: Android

  /// A link the callback takes opens no activity of the app (the SDK starts nothing): the app
  /// stays in the background, and in the foreground a web link brings no browser on top.
  @Test(arguments: [AppState.background, .foreground])
  func androidCallbackTakingALinkOpensNoActivity(_ state: AppState) throws {
    let (device, _) = Self.device(.android, state)
    try device.receive(json: Self.androidPush(link: "https://shop.example.com/sale/2"))
    try device.tap()
    #expect(device.events(named: "delegate.onNewIntent").isEmpty)
    #expect(device.events(named: "delegate.onCreate").isEmpty)
    #expect(device.state == state)
    let call = try #require(device.events(named: "delegate.onNotificationClicked").first)
    #expect(call["url"] == "https://shop.example.com/sale/2")
    #expect(call["handled"] == true)
    #expect(device.events(named: "metric").compactMap { $0["name"]?.stringValue } == ["delivered", "opened"])
    #expect(device.events(named: "action.executed").last?["result"] == "not opened: the app's onNotificationClicked returned Unit")
  }

  /// A killed app's process starts for the SDK's click activity, and stays in the background.
  @Test func androidCallbackTakingALinkFromAKilledApp() throws {
    let (device, _) = Self.device(.android, .killed)
    try device.receive(json: Self.androidPush(link: "myapp://orders/1"))
    try device.tap()
    #expect(device.events(named: "app.launched").count >= 1)
    #expect(device.state == .background)
    #expect(device.events(named: "delegate.onNotificationClicked").map { $0["handled"] } == [true])
  }

  /// `null` lets the SDK resolve the link: the app's activity opens it.
  @Test func androidCallbackPassingALinkBackOpensTheAppsActivity() throws {
    let (device, _) = Self.device(.android)
    try device.receive(json: Self.androidPush(link: "https://shop.example.com/deal"))
    try device.tap()
    #expect(device.events(named: "delegate.onNotificationClicked").map { $0["handled"] } == [false])
    #expect(device.events(named: "delegate.onNewIntent").last?["opens"] == "https://shop.example.com/deal")
    #expect(device.state == .foreground)
  }

  /// A tap without a link asks too (`url` null); only a `""` rule can take it, and then no
  /// launcher activity opens.
  @Test func androidAsksAtATapWithoutALink() throws {
    let (device, _) = Self.device(.android)
    try device.receive(json: Self.androidPush(link: nil))
    try device.tap()
    #expect(device.events(named: "delegate.onNotificationClicked").map { $0["url"] } == [.null])
    #expect(device.events(named: "delegate.onNewIntent").last?["opens"] == "launcher")
    let (taking, _) = Self.device(.android, rules: [CustomerIODeepLinkRule(prefix: "", handled: true)])
    try taking.receive(json: Self.androidPush(link: nil))
    try taking.tap()
    #expect(taking.events(named: "delegate.onNotificationClicked").map { $0["handled"] } == [true])
    #expect(taking.events(named: "delegate.onNewIntent").isEmpty)
    #expect(taking.state == .background)
    #expect(taking.events(named: "action.executed").allSatisfy { $0["type"] != "deepLink" })
  }

  /// A notification FCM showed (background notification message) opens the launcher without the
  /// SDK's click activity: the callback is not asked.
  @Test func androidFCMShownNotificationDoesNotAsk() throws {
    let (device, _) = Self.device(.android, rules: [CustomerIODeepLinkRule(prefix: "", handled: true)])
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"Hi","google.message_id":"m1","CIO-Delivery-ID":"d","CIO-Delivery-Token":"k","link":"myapp://x"}"#)
    try device.tap()
    #expect(device.events(named: "delegate.onNotificationClicked").isEmpty)
    #expect(device.state == .foreground)
  }

  // MARK: Scenarios

  /// `deepLinkCallback` loads on Customer.io Android and iOS apps, and each mistake is an error at
  /// its place that says what was expected.
  @Test func scenarioRulesAreChecked() {
    func device(_ rules: String, platform: String = "android", sdk: String = "customerio") -> String {
      let state = platform == "web" ? "visible" : "background"
      return #"{"platform":"\#(platform)","sdk":"\#(sdk)","state":"\#(state)","app":{"deepLinkCallback":\#(rules)}}"#
    }
    let good = #"[{"prefix":"https://a/","handled":true},{"prefix":"","handled":false}]"#
    #expect(loadError(scenarioText(steps: "", device: device(good))) == nil)
    #expect(loadError(scenarioText(steps: "", device: device(good, platform: "ios"))) == nil)
    let cases: [(String, String)] = [
      (device(#"{"prefix":"x"}"#), #""deepLinkCallback" in "app" of device "phone" must be an array of rules"#),
      (device(#"[{"handled":true}]"#), #"rule 0 of "deepLinkCallback" in "app" of device "phone" needs a "prefix""#),
      (device(#"[{"prefix":"x:"}]"#), #"rule 0 of "deepLinkCallback" in "app" of device "phone" needs "handled": true"#),
      (device(#"[{"prefix":"x:","handled":"yes"}]"#), #""handled" in rule 0 of "deepLinkCallback" in "app" of device "phone" must be true or false"#),
      (device(#"[{"prefix":"x:","handled":true,"returns":null}]"#), #"unknown field "returns""#),
      (device(good, platform: "web", sdk: "webpush"), #"app key "deepLinkCallback" applies to ios or android apps only (a setting of Customer.io)"#),
      (device(good, sdk: "wonderpush"), #"app key "deepLinkCallback" applies to apps with sdk customerio only (a setting of Customer.io)"#),
    ]
    for (device, expected) in cases {
      let message = loadError(scenarioText(steps: "", device: device))
      #expect(message?.contains(expected) == true, "\(expected): \(message ?? "loaded")")
    }
  }
}
