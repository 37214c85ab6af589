import Foundation
import PushSim
import Testing

/// The app's deep-link delegate (`urlForDeepLink` on Android, `wonderPushWillOpenURL` on iOS):
/// what it answers, when the SDK asks, and what a tap then opens.
struct WonderPushDeepLinkTests {
  static let rules = [
    WonderPushDeepLinkRule(prefix: "https://shop.example.com/", .rewrite("shop://")),
    WonderPushDeepLinkRule(prefix: "https://ads.example.com/", .cancel),
    WonderPushDeepLinkRule(prefix: "https://blog.example.com/", .passThrough),
    WonderPushDeepLinkRule(prefix: "https://", .rewrite("https://mirror.example.com/")),
  ]

  static func device(
    _ platform: Platform = .android, _ state: AppState = .background, rules: [WonderPushDeepLinkRule]? = Self.rules
  ) -> (SimulatedDevice, RecordingDelegate) {
    var app = AppBehavior()
    app.handledLinks = ["shop://"]
    app.wonderPushURLForDeepLink = rules
    return WonderPushPlatformTests.device(platform, state, app: app)
  }

  static func push(_ wp: String, id: String = "m1") -> String { WonderPushDeviceTests.push(wp, id: id) }

  /// The calls the delegate got, as (url, returned).
  static func calls(_ device: SimulatedDevice, _ method: String = "delegate.urlForDeepLink") -> [(String?, JSONValue?)] {
    device.events(named: method).map { ($0["url"]?.stringValue, $0["returned"]) }
  }

  // MARK: The rules

  /// The first rule whose prefix starts the URL decides; a URL no rule matches passes through.
  @Test func firstMatchingRuleDecides() {
    #expect(WonderPushDeepLinkRule.answer(for: "https://shop.example.com/sale?x=1", rules: Self.rules) == "shop://sale?x=1")
    #expect(WonderPushDeepLinkRule.answer(for: "https://ads.example.com/promo", rules: Self.rules) == nil)
    #expect(WonderPushDeepLinkRule.answer(for: "https://blog.example.com/post", rules: Self.rules) == "https://blog.example.com/post")
    #expect(WonderPushDeepLinkRule.answer(for: "https://news.example.com/", rules: Self.rules) == "https://mirror.example.com/news.example.com/")
    #expect(WonderPushDeepLinkRule.answer(for: "myapp://home", rules: Self.rules) == "myapp://home")
    #expect(WonderPushDeepLinkRule.answer(for: "myapp://home", rules: [WonderPushDeepLinkRule(prefix: "", .cancel)]) == nil)
    #expect(WonderPushDeepLinkRule.answer(for: "myapp://home", rules: []) == "myapp://home")
  }

  // MARK: Android

  /// WP-A asks while building the content intent, so when the notification is posted (before
  /// it shows), and the tap opens the rewritten URL without asking again.
  @Test func androidRewriteIsAskedAtPostingAndOpensTheAppsActivity() throws {
    let (device, _) = Self.device()
    try device.receive(json: Self.push(#"{"c":"c","targetUrl":"https://shop.example.com/sale","alert":{"text":"Sale"}}"#))
    let names = device.eventNames
    let asked = try #require(names.firstIndex(of: "delegate.urlForDeepLink"))
    #expect(asked < (names.firstIndex(of: "notification.displayed") ?? -1))
    let call = try #require(device.events(named: "delegate.urlForDeepLink").first)
    #expect(call["notification"] == "m1")
    #expect(call["buttonIndex"] == .null)
    #expect(call["url"] == "https://shop.example.com/sale")
    #expect(call["returned"] == "shop://sale")
    try device.tap()
    #expect(device.events(named: "delegate.urlForDeepLink").count == 1)
    #expect(device.state == .foreground)
    #expect(device.events(named: "delegate.onNewIntent").last?["opens"] == "shop://sale")
    #expect(device.events(named: "action.executed").last?["parameters"] == ["url": "shop://sale"])
  }

  /// `null` leaves only the tracking activity: the app stays in the background and nothing is
  /// opened; without the delegate the same link opens the browser.
  @Test func androidNullOpensNothing() throws {
    let wp = #"{"c":"c","targetUrl":"https://ads.example.com/promo","alert":{"text":"Promo"}}"#
    let (device, delegate) = Self.device(.android, .foreground)
    try device.receive(json: Self.push(wp))
    #expect(Self.calls(device).map(\.1) == [.null])
    try device.tap()
    #expect(device.state == .foreground)
    #expect(device.events(named: "app.state").isEmpty)
    #expect(device.events(named: "action.executed").isEmpty)
    #expect(delegate.methods.last == "onNotificationOpened")

    let (plain, _) = Self.device(.android, .foreground, rules: nil)
    try plain.receive(json: Self.push(wp))
    try plain.tap()
    #expect(plain.state == .background)
    #expect(plain.events(named: "delegate.urlForDeepLink").isEmpty)
  }

  /// The SDK's own URLs are asked about too: a notification without a target asks about
  /// `wonderpush://notificationOpen/default`, and a rewrite of it opens what it returns.
  @Test func androidDefaultTargetIsAskedAndCanBeRewritten() throws {
    let rules = [WonderPushDeepLinkRule(prefix: "wonderpush://notificationOpen/default", .rewrite("shop://home"))]
    let (device, _) = Self.device(rules: rules)
    try device.receive(json: Self.push(#"{"c":"c","alert":{"text":"Hi"}}"#))
    #expect(Self.calls(device).map(\.0) == ["wonderpush://notificationOpen/default"])
    try device.tap()
    #expect(device.events(named: "delegate.onNewIntent").last?["opens"] == "shop://home")
  }

  /// Each button's intent is built with its own call (its `targetUrl`, else the
  /// notification's), after the content intent's; the tapped button opens its answer.
  @Test func androidButtonsAreAskedInOrder() throws {
    let (device, _) = Self.device()
    let wp = #"{"c":"c","targetUrl":"https://ads.example.com/x","alert":{"text":"Hi","buttons":[{"label":"A"},{"label":"B","targetUrl":"https://shop.example.com/b"}]}}"#
    try device.receive(json: Self.push(wp))
    let calls = device.events(named: "delegate.urlForDeepLink")
    #expect(calls.map { $0["buttonIndex"] } == [.null, 0, 1])
    #expect(calls.map { $0["returned"] } == [.null, .null, "shop://b"])
    try device.tap(button: .index(1))
    #expect(device.events(named: "delegate.onNewIntent").last?["opens"] == "shop://b")
  }

  /// A group summary's intents are built too (under the summary's id), except a content intent
  /// its alert removed with `groupTargetUrl: null`.
  @Test func androidGroupSummaryIsAskedUnlessItHasNoContentIntent() throws {
    let (device, _) = Self.device()
    try device.receive(json: Self.push(#"{"c":"c","targetUrl":"https://shop.example.com/a","alert":{"text":"Hi","group":"g"}}"#))
    #expect(device.events(named: "delegate.urlForDeepLink").map { $0["notification"] } == ["m1", "g-GROUP_SUMMARY_NOTIFICATION"])
    let (none, _) = Self.device()
    try none.receive(json: Self.push(#"{"c":"c","targetUrl":"https://shop.example.com/a","alert":{"text":"Hi","group":"g","groupTargetUrl":null}}"#))
    #expect(none.events(named: "delegate.urlForDeepLink").map { $0["notification"] } == ["m1"])
  }

  /// A `link` action asks when it runs (WP-A `handleLinkAction`): the answer is recorded, and
  /// `null` opens nothing.
  @Test func androidLinkActionAsksAtTheTap() throws {
    let (device, _) = Self.device()
    let actions = #"[{"type":"link","url":"https://shop.example.com/cart"},{"type":"link","url":"https://ads.example.com/x"}]"#
    try device.receive(json: Self.push(#"{"c":"c","targetUrl":"wonderpush://notificationOpen/noop","actions":\#(actions),"alert":{"text":"Hi"}}"#))
    #expect(Self.calls(device).map(\.0) == ["wonderpush://notificationOpen/noop"])
    try device.tap()
    #expect(Self.calls(device).map(\.0).dropFirst() == ["https://shop.example.com/cart", "https://ads.example.com/x"])
    let links = device.events(named: "action.executed")
    #expect(links.map { $0["parameters"] } == [["url": "shop://cart"], ["url": "https://ads.example.com/x"]])
    #expect(links.last?["result"] == "not opened: the app's urlForDeepLink returned null")
  }

  // MARK: iOS and the web

  /// iOS asks when the tap opens the target (`openURL:`), never for a `wonderpush://` one.
  @Test func iosAsksAtTheTapForOrdinaryTargetsOnly() throws {
    let (device, _) = Self.device(.iOS)
    let headers: PushHeaders = ["apns-push-type": "alert"]
    try device.receive(json: WP.iOS(#"{"c":"c","targetUrl":"https://shop.example.com/sale"}"#), headers: headers)
    #expect(device.events(named: "delegate.wonderPushWillOpenURL").isEmpty)
    try device.tap()
    #expect(Self.calls(device, "delegate.wonderPushWillOpenURL").map(\.1) == ["shop://sale"])
    #expect(device.events(named: "action.executed").last?["parameters"] == ["url": "shop://sale"])

    try device.receive(json: WP.iOS(#"{"c":"d","targetUrl":"https://ads.example.com/x"}"#), headers: headers)
    try device.tap()
    #expect(device.events(named: "action.executed").last?["result"] == "not opened: the app's wonderPushWillOpenURL returned nil")

    try device.receive(json: WP.iOS(#"{"c":"e","targetUrl":"wonderpush://notificationOpen/broadcast"}"#), headers: headers)
    try device.tap()
    #expect(device.events(named: "delegate.wonderPushWillOpenURL").count == 2)
    #expect(device.events(named: "delegate.urlForDeepLink").isEmpty)
  }

  /// The WonderPush delegate is for mobile apps: a website's links are never asked about.
  @Test func theWebHasNoDeepLinkDelegate() throws {
    let (device, _) = Self.device(.web, .visible)
    try device.receive(json: #"{"_wp":{"c":"c","targetUrl":"https://shop.example.com/sale","alert":{"title":"Hi"}}}"#)
    try device.tap()
    #expect(!device.eventNames.contains { $0.hasPrefix("delegate.urlForDeepLink") || $0.hasPrefix("delegate.wonderPushWillOpenURL") })
  }

  // MARK: Scenarios

  /// `urlForDeepLink` loads on WonderPush Android and iOS apps, and each mistake is an error at
  /// its place that says what was expected.
  @Test func scenarioRulesAreChecked() {
    func device(_ rules: String, platform: String = "android", sdk: String = "wonderpush") -> String {
      let state = platform == "web" ? "visible" : "background"
      return #"{"platform":"\#(platform)","sdk":"\#(sdk)","state":"\#(state)","app":{"urlForDeepLink":\#(rules)}}"#
    }
    let good = #"[{"prefix":"https://a/","rewrite":"a://"},{"prefix":"x:","cancel":true},{"prefix":"","passThrough":true}]"#
    #expect(loadError(scenarioText(steps: "", device: device(good))) == nil)
    #expect(loadError(scenarioText(steps: "", device: device(good, platform: "ios"))) == nil)
    let cases: [(String, String)] = [
      (device(#"{"prefix":"x"}"#), #""urlForDeepLink" in "app" of device "phone" must be an array of rules"#),
      (device(#"[{"rewrite":"a://"}]"#), #"rule 0 of "urlForDeepLink" in "app" of device "phone" needs a "prefix""#),
      (device(#"[{"prefix":"x:"}]"#), #"must give exactly one answer: "rewrite" (the text that replaces the prefix), "cancel": true (the delegate returns null), "passThrough": true (it returns the URL unchanged) or, on iOS, "neverCompletes": true (it never calls its completion handler); found none"#),
      (device(#"[{"prefix":"x:","cancel":true,"rewrite":"y:"}]"#), #"found "rewrite" and "cancel""#),
      (device(#"[{"prefix":"x:","cancel":false}]"#),
       #""cancel" in rule 0 of "urlForDeepLink" in "app" of device "phone" must be true, not false (for a URL that passes through unchanged, write "passThrough": true)"#),
      (device(#"[{"prefix":"x:","passThrough":false}]"#),
       #""passThrough" in rule 0 of "urlForDeepLink" in "app" of device "phone" must be true, not false (a URL no rule matches passes through unchanged, so leave the rule out)"#),
      (device(#"[{"prefix":"x:","neverCompletes":false}]"#), #""neverCompletes" in rule 0 of "urlForDeepLink" in "app" of device "phone" applies to iOS apps only"#),
      (device(#"[{"prefix":"x:","rewrite":null}]"#), #""rewrite" in rule 0 of "urlForDeepLink" in "app" of device "phone" must be a string"#),
      (device(#"[{"prefix":"x:","cancel":true,"returns":null}]"#), #"unknown field "returns""#),
      (device(good, platform: "web"), #"app key "urlForDeepLink" applies to ios or android apps only (a setting of WonderPush)"#),
      (device(good, sdk: "onesignal"), #"app key "urlForDeepLink" applies to apps with sdk wonderpush only (a setting of WonderPush)"#),
    ]
    for (device, expected) in cases {
      let message = loadError(scenarioText(steps: "", device: device))
      #expect(message?.contains(expected) == true, "\(expected): \(message ?? "loaded")")
    }
  }
}
