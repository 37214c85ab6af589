import PushSim
import Testing

/// Rows w1–w5 of SEMANTICS.md §7.4, driven through a device.
struct WebDeliveryTests {
  /// R-W-8: a browser shows at most `Notification.maxActions` actions (Chrome and Firefox 2,
  /// Safari none, or the `webMaxActions` option); decoding warns, the tray keeps the ones shown, and a tap on a dropped one is
  /// refused.
  @Test(arguments: [
    (DeviceOptions.Browser.chrome, nil, ["a", "b"]), (.firefox, nil, ["a", "b"]), (.safari, nil, []),
    (.chrome, 1, ["a"]),
  ] as [(DeviceOptions.Browser, Int?, [String])])
  func browserShowsAtMostMaxActions(browser: DeviceOptions.Browser, maxActions: Int?, shown: [String]) throws {
    var options = DeviceOptions()
    options.browser = browser
    options.webMaxActions = maxActions
    let device = SimulatedDevice(platform: .web, state: .visible, options: options)
    let payload = #"{"title":"T","actions":[{"action":"a","title":"A"},{"action":"b","title":"B"},{"action":"c","title":"C"}]}"#
    let push = try device.receive(json: payload, headers: ["ttl": "60"]).get()
    #expect(push.warnings.map(\.reason) == ["tooManyActions"])
    let limit = maxActions ?? browser.maxActions
    let source = maxActions == nil ? "on \(browser.name)" : "(the webMaxActions option)"
    let shownText = shown.isEmpty
      ? "the notification has no buttons"
      : shown.count == 1 ? "only the first action is shown" : "only the first \(shown.count) actions are shown"
    let expected = "3 actions, but Notification.maxActions is \(limit) \(source): \(shownText)"
    #expect(push.warnings.first?.message == expected)
    #expect(device.tray.latest?.content.buttons.map(\.id) == shown)
    #expect(throws: DeviceError.self) { try device.tap(button: .id("c")) }
  }

  /// w1: with a visible tab the service worker runs and shows the notification.
  /// An FCM HTTP v1 body for the web: `webpush.notification` overrides the common
  /// `notification` field by field; `fcm_options.link` is the click target.
  @Test func fcmHTTPv1BodyMergesTheCommonAndWebpushNotifications() throws {
    let device = SimulatedDevice(platform: .web, state: .visible)
    let body = #"{"message":{"token":"t","notification":{"title":"Common","body":"Text","image":"https://x.test/c.png"},"webpush":{"notification":{"title":"Web"},"fcm_options":{"link":"https://x.test/go"}},"data":{"k":"v"}}}"#
    let push = try device.receive(json: body, headers: ["ttl": "60"]).get()
    #expect(push.dialect == .fcm)
    #expect(push.notification.title == "Web")
    #expect(push.notification.body == "Text")
    #expect(push.notification.imageURL == "https://x.test/c.png")
    #expect(push.notification.launchURL == "https://x.test/go")
  }

  /// An FCM HTTP v1 body's `webpush.headers` set the Web Push headers, names in any case; a
  /// value out of range or not a string refuses the push (a `map<string, string>` FCM checks),
  /// and a header PushSim does not model passes.
  @Test func fcmHTTPv1WebpushHeaders() throws {
    func body(_ headers: String) -> String {
      #"{"message":{"token":"t","notification":{"title":"T"},"webpush":{"headers":\#(headers)}}}"#
    }
    let device = SimulatedDevice(platform: .web, state: .visible)
    let push = try device.receive(json: body(#"{"ttl":"60","URGENCY":"high","Topic":"news","Content-Encoding":"aes128gcm"}"#)).get()
    #expect(push.headers.ttlSeconds == 60)
    #expect(push.headers.urgency == .high)
    #expect(push.headers.webTopic == "news")
    let refused: [(String, String)] = [
      (#"{"TTL":"abc"}"#, #"message.webpush.headers.TTL is "abc"; expected whole seconds, 0 or more"#),
      (#"{"Urgency":"urgent"}"#, #"message.webpush.headers.Urgency is "urgent"; expected very-low, low, normal or high (R-W-10)"#),
      (#"{"TTL":60}"#, "message.webpush.headers.TTL is an integer (60); webpush.headers is a map of strings"),
      ("[]", "message.webpush.headers is an array; expected an object of strings"),
    ]
    for (headers, message) in refused {
      guard case .failure(let issue) = try device.receive(json: body(headers)) else {
        Issue.record("\(headers) was accepted")
        continue
      }
      #expect(issue.reason == "invalidPayload")
      #expect(issue.message.contains(message), "\(issue.message)")
    }
    // FCM refuses the whole request: a non-string header stops it for Android and iOS too.
    for platform in [Platform.android, .iOS] {
      for (headers, message) in [(#"{"TTL":60}"#, "webpush.headers is a map of strings"), ("[]", "message.webpush.headers is an array")] {
        let other = SimulatedDevice(platform: platform, state: .background)
        guard case .failure(let issue) = try other.receive(json: body(headers)) else {
          Issue.record("\(headers) accepted on \(platform)")
          continue
        }
        #expect(issue.message.contains(message))
      }
    }
    #expect(FCMv1LintTests.reasons(body(#"{"TTL":60}"#), .web) == ["headerNotAString"])
  }

  @Test func visibleTabRunsPushEventAndShows() throws {
    let device = SimulatedDevice(platform: .web, state: .visible)
    try device.receive(json: Payloads.web, headers: ["ttl": 60])
    #expect(device.lastRule == "w1")
    #expect(device.eventNames == ["push.received", "delegate.push", "delegate.onNotificationReceived", "notification.displayed"])
  }

  /// w1: a push that shows nothing costs nothing while a tab is visible.
  @Test func visibleTabSilentPushIsAllowed() throws {
    let device = SimulatedDevice(platform: .web, state: .visible)
    try device.receive(json: #"{"sync":true}"#, headers: ["ttl": 60])
    #expect(device.events(named: "push.silent").first?["outcome"] == "allowed")
    #expect(device.tray.isEmpty)
  }

  /// w2, R-W-4: Chrome allows 1 silent push in 10, then shows its generic notification.
  @Test func chromeShowsGenericNotificationPastGrace() throws {
    let device = SimulatedDevice(platform: .web, state: .running)
    try device.receive(json: #"{"sync":1}"#, headers: ["ttl": 60])
    try device.receive(json: #"{"sync":2}"#, headers: ["ttl": 60])
    let outcomes = device.events(named: "push.silent").map { $0["outcome"]?.stringValue }
    #expect(outcomes == ["allowed", "genericNotification"])
    #expect(device.tray.latest?.body == "This site has been updated in the background")
  }

  /// w2, R-W-5: Safari revokes the subscription after 3 pushes without a notification.
  @Test func safariRevokesAfterViolations() throws {
    var options = DeviceOptions()
    options.browser = .safari
    let device = SimulatedDevice(platform: .web, state: .running, options: options)
    for i in 0..<4 { try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 60]) }
    let outcomes = device.events(named: "push.silent").map { $0["outcome"]?.stringValue }
    #expect(outcomes == ["violation", "violation", "subscriptionRevoked"])
    #expect(device.events(named: "push.dropped").first?["reason"] == "subscriptionRevoked")
  }

  /// w3: on Android the OS wakes a closed browser.
  @Test func androidHostWakesClosedBrowser() throws {
    var options = DeviceOptions()
    options.webHost = .android
    let device = SimulatedDevice(platform: .web, state: .closed, options: options)
    try device.receive(json: Payloads.web, headers: ["ttl": 60])
    #expect(device.lastRule == "w3")
    #expect(device.tray.count == 1)
  }

  /// w3 and R-W-6: on an iPhone the Home Screen web app is woken while closed; a site in the
  /// browser has no subscription; every iOS browser follows Safari's rules (WebKit).
  @Test func iOSHosts() throws {
    for browser in DeviceOptions.Browser.allCases {
      var options = DeviceOptions()
      options.browser = browser
      options.webHost = .iOSHomeScreen
      #expect(WebDeliveryRules.arrival(state: .closed, options: options).row == "w3")
      #expect(options.effectiveBrowser == .safari && options.effectiveWebMaxActions == 0)
      #expect(WebDeliveryRules.subscriptionRefusal(options: options, app: AppBehavior()) == nil)
      options.webHost = .iOSBrowser
      #expect(WebDeliveryRules.subscriptionRefusal(options: options, app: AppBehavior())?.reason == "noPushSubscription")
      options.webHost = .desktop
      #expect(options.effectiveBrowser == browser)
    }
    var options = DeviceOptions()
    options.webHost = .iOSBrowser
    let device = SimulatedDevice(platform: .web, state: .visible, options: options)
    try device.receive(json: Payloads.web, headers: ["ttl": 60])
    #expect(device.events(named: "push.dropped").first?["reason"] == "noPushSubscription")
    #expect(device.events(named: "push.received").isEmpty && device.tray.count == 0)
  }

  /// A push the push service kept while the desktop browser was closed is dropped, not
  /// released, when the site has no subscription by the time the browser starts.
  @Test func heldPushDroppedWhenTheSubscriptionIsGone() throws {
    let device = SimulatedDevice(platform: .web, state: .closed)
    try device.receive(json: Payloads.web, headers: ["ttl": 600])
    #expect(device.events(named: "push.held").count == 1)
    try device.apply([DeviceSetting(name: "webHost", value: "iOSBrowser")])
    try device.perform(.open)
    #expect(device.events(named: "push.dropped").first?["reason"] == "noPushSubscription")
    #expect(device.events(named: "push.released").isEmpty && device.tray.count == 0)
  }

  /// R-W-3: `userVisibleOnly: false` is refused by Chrome and WebKit, not by Firefox.
  @Test(arguments: DeviceOptions.Browser.allCases)
  func userVisibleOnlyFalse(browser: DeviceOptions.Browser) throws {
    var options = DeviceOptions()
    options.browser = browser
    var app = AppBehavior()
    #expect(WebDeliveryRules.subscriptionRefusal(options: options, app: app) == nil)
    app.userVisibleOnly = false
    let refusal = WebDeliveryRules.subscriptionRefusal(options: options, app: app)
    #expect((refusal?.reason == "subscriptionRefused") == (browser != .firefox))
    let device = SimulatedDevice(platform: .web, state: .running, options: options, app: app)
    try device.receive(json: Payloads.web, headers: ["ttl": 60])
    #expect(device.tray.count == (browser == .firefox ? 1 : 0))
  }

  /// w4: a closed desktop browser gets the push when it starts, within the TTL.
  @Test func closedDesktopBrowserGetsPushOnStart() throws {
    let device = SimulatedDevice(platform: .web, state: .closed)
    try device.receive(json: Payloads.web, headers: ["ttl": 3600])
    #expect(device.events(named: "push.held").first?["reason"] == "browserClosed")
    try device.perform(.open)
    #expect(device.lastRule == "w1")
    #expect(device.tray.count == 1)

    let late = SimulatedDevice(platform: .web, state: .closed)
    try late.receive(json: Payloads.web, headers: ["ttl": 60])
    late.advance(by: .seconds(61))
    try late.perform(.open)
    #expect(late.tray.isEmpty)
    #expect(late.events(named: "push.dropped").first?["reason"] == "expired")
  }

  /// w5, R-W-7: the same tag replaces the shown notification; renotify decides the alert.
  @Test func sameTagReplaces() throws {
    let device = SimulatedDevice(platform: .web, state: .running)
    try device.receive(json: Payloads.web, headers: ["ttl": 60])
    try device.receive(json: #"{"title":"Again","tag":"promo","renotify":true}"#, headers: ["ttl": 60])
    #expect(device.lastRule == "w5")
    #expect(device.tray.count == 1)
    #expect(device.events(named: "notification.alerted").first?["alerted"] == true)
    // R-W-8: a silent replacement makes no sound or vibration, renotify or not.
    try device.receive(json: #"{"title":"Quiet","tag":"promo","renotify":true,"silent":true}"#, headers: ["ttl": 60])
    #expect(device.events(named: "notification.alerted").map { $0["alerted"] } == [true, false])
  }

  /// R-W-11: a click runs notificationclick; the plain worker closes it and opens the URL.
  @Test func clickRunsNotificationClickAndOpensURL() throws {
    let device = SimulatedDevice(platform: .web, state: .running)
    try device.receive(json: Payloads.web, headers: ["ttl": 60])
    try device.tap()
    let click = try #require(device.events(named: "delegate.notificationclick").first)
    #expect(click["opens"] == "https://example.com/promo")
    #expect(device.state == .visible)
    #expect(device.tray.isEmpty)
  }
}

/// Options with a "none" default can be set back to it with `null` (a `set` step, `pushsim device set`).
struct OptionalSettingsTests {
  @Test func nullRestoresTheDefault() {
    var options = DeviceOptions()
    #expect(options.apply(DeviceSetting(name: "webMaxActions", value: 1)) == nil)
    #expect(options.effectiveWebMaxActions == 1)
    #expect(options.apply(DeviceSetting(name: "webMaxActions", value: .null)) == nil)
    #expect(options.webMaxActions == nil)
    #expect(options.apply(DeviceSetting(name: "androidDefaultChannel", value: "promo")) == nil)
    #expect(options.apply(DeviceSetting(name: "androidDefaultChannel", value: .null)) == nil)
    #expect(options.androidDefaultChannel == nil)
    #expect(options.apply(DeviceSetting(name: "webMaxActions", value: 11))?.contains("from 0 to 10") == true)
  }

  /// R-W-11: a declarative action's `navigate` URL opens without `notificationclick`, as the
  /// notification's own does.
  @Test func declarativeActionNavigatesWithoutTheEvent() throws {
    let device = SimulatedDevice(platform: .web, state: .running)
    try device.receive(
      json: #"{"web_push":8030,"notification":{"title":"T","navigate":"https://x.example/","actions":[{"action":"b1","title":"B1","navigate":"https://x.example/b1"}]}}"#,
      headers: ["ttl": 60])
    try device.tap(button: .index(0))
    #expect(device.events(named: "app.navigated").first?["url"] == "https://x.example/b1")
    #expect(device.events(named: "delegate.notificationclick").isEmpty)
    #expect(device.state == .visible)
  }
}
