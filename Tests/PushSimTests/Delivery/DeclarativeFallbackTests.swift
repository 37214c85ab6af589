import PushSim
import Testing

/// Declarative Web Push's fallback (``WebDeliveryRules/showsDeclarativeFallback(_:)``): when the
/// `push` event of a mutable declarative message shows no notification, WebKit shows the
/// message's own notification, and the push is not a silent one (WebKit/WebKit#18087; WebKit
/// blog, "Meet Declarative Web Push": "no penalty for service workers failing to display a
/// notification"). Chrome and Firefox keep their silent-push rules.
struct DeclarativeFallbackTests {
  /// A mutable declarative message with `extra` members after its notification.
  static func mutable(_ extra: String = "", title: String = "Ada replied", body: String = "See you at 6") -> String {
    #"{"web_push":8030,"notification":{"title":"\#(title)","body":"\#(body)","navigate":"https://x.example/t/1"},"mutable":true\#(extra)}"#
  }

  /// A device whose service worker shows nothing for a push, unless `shows`.
  static func device(
    host: DeviceOptions.WebHost = .desktop, browser: DeviceOptions.Browser = .safari, state: AppState = .running,
    shows: Bool = false, workerBadge: Int? = nil
  ) -> SimulatedDevice {
    var options = DeviceOptions()
    options.webHost = host
    options.browser = browser
    var app = AppBehavior()
    app.serviceWorkerShowsNotification = shows
    app.serviceWorkerAppBadge = workerBadge
    return SimulatedDevice(platform: .web, state: state, options: options, app: app)
  }

  /// The rule: WebKit only, which is Safari and every browser on an iPhone or iPad.
  @Test(arguments: [
    (DeviceOptions.WebHost.desktop, DeviceOptions.Browser.safari, true), (.desktop, .chrome, false),
    (.desktop, .firefox, false), (.android, .chrome, false), (.android, .firefox, false),
    (.iOSHomeScreen, .safari, true), (.iOSHomeScreen, .chrome, true), (.iOSBrowser, .firefox, true),
  ])
  func onlyWebKitFallsBack(host: DeviceOptions.WebHost, browser: DeviceOptions.Browser, fallsBack: Bool) {
    var options = DeviceOptions()
    options.webHost = host
    options.browser = browser
    #expect(WebDeliveryRules.showsDeclarativeFallback(options) == fallsBack)
  }

  /// WebKit shows the message's own notification after a push event that showed none: the
  /// trace says so before the notification, and no `push.silent` follows.
  @Test func webKitShowsTheMessagesNotificationAfterAnEmptyPushEvent() throws {
    let device = Self.device()
    try device.receive(json: Self.mutable(), headers: ["ttl": 60])
    #expect(
      device.eventNames == [
        "push.received", "delegate.push", "delegate.onNotificationReceived", "push.declarativeFallback",
        "notification.displayed",
      ])
    #expect(device.events(named: "push.declarativeFallback").first?["id"] == "web-1")
    #expect(device.tray.latest?.title == "Ada replied")
    #expect(device.tray.latest?.body == "See you at 6")
    #expect(device.tray.latest?.content.launchURL == "https://x.example/t/1")
    #expect(device.events(named: "push.silent").isEmpty)
  }

  /// No penalty: far more such pushes than the violations that revoke a Safari subscription
  /// (R-W-5) count none, and the next push is still delivered.
  @Test(arguments: [DeviceOptions.WebHost.desktop, .iOSHomeScreen])
  func theFallbackCountsNoViolation(host: DeviceOptions.WebHost) throws {
    let device = Self.device(host: host)
    let pushes = device.options.safariRevokeAfterViolations + 2
    for i in 1...pushes {
      try device.receive(json: Self.mutable(body: "Message \(i)"), headers: ["ttl": 60])
    }
    #expect(device.events(named: "push.declarativeFallback").count == pushes)
    #expect(device.events(named: "push.silent").isEmpty)
    #expect(device.events(named: "push.dropped").isEmpty)
    #expect(device.tray.count == pushes)
    // An ordinary push that shows nothing is the first violation.
    try device.receive(json: #"{"sync":1}"#, headers: ["ttl": 60])
    #expect(device.events(named: "push.silent").map { $0["violations"] } == [1])
  }

  /// WebKit's fallback does not depend on the page being visible: the message is shown.
  @Test func aVisiblePageStillGetsTheFallback() throws {
    let device = Self.device(state: .visible)
    try device.receive(json: Self.mutable(), headers: ["ttl": 60])
    #expect(device.lastRule == "w1")
    #expect(device.tray.count == 1)
    #expect(device.events(named: "push.silent").isEmpty)
  }

  /// A worker that shows its notification needs no fallback; an immutable message runs no
  /// push event and is shown by the browser directly.
  @Test func noFallbackWhenSomethingIsShown() throws {
    let showing = Self.device(shows: true)
    try showing.receive(json: Self.mutable(), headers: ["ttl": 60])
    #expect(showing.events(named: "push.declarativeFallback").isEmpty)
    #expect(showing.tray.count == 1)
    let immutable = Self.device()
    try immutable.receive(
      json: #"{"web_push":8030,"notification":{"title":"T","navigate":"https://x.example/"}}"#, headers: ["ttl": 60])
    #expect(immutable.eventNames == ["push.received", "notification.displayed"])
  }

  /// What the browser's declarative parser refuses is an ordinary push to it, with no
  /// fallback: a message without a title, or with options `showNotification` throws a
  /// TypeError for (R-W-7). So is a push that is not declarative.
  @Test(arguments: [
    #"{"web_push":8030,"notification":{"navigate":"https://x.example/"},"mutable":true}"#,
    #"{"web_push":8030,"notification":{"title":"T"},"mutable":true}"#,
    #"{"web_push":8030,"notification":{"title":"T","navigate":"https://x.example/","renotify":true},"mutable":true}"#,
    #"{"web_push":8030,"notification":{"title":"T","navigate":"https://x.example/","silent":true,"vibrate":[1]},"mutable":true}"#,
    #"{"web_push":8031,"notification":{"title":"T","navigate":"https://x.example/"},"mutable":true}"#,
    #"{"title":"T","mutable":true}"#,
  ])
  func noFallbackForWhatIsNotDeclarative(payload: String) throws {
    let device = Self.device()
    try device.receive(json: payload, headers: ["ttl": 60])
    #expect(device.events(named: "push.declarativeFallback").isEmpty)
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "push.silent").map { $0["outcome"] } == ["violation"])
  }

  /// Chrome and Firefox run the worker as for any push: a push event that shows nothing is a
  /// silent push, allowed by Chrome's grace and then given the generic notification (R-W-4), or
  /// spending Firefox's push quota (``FirefoxPushQuota``), which shows nothing.
  @Test(arguments: [
    (DeviceOptions.WebHost.desktop, DeviceOptions.Browser.chrome), (.desktop, .firefox), (.android, .chrome),
  ])
  func otherBrowsersKeepTheirSilentPushRules(host: DeviceOptions.WebHost, browser: DeviceOptions.Browser) throws {
    let device = Self.device(host: host, browser: browser)
    try device.receive(json: Self.mutable(), headers: ["ttl": 60])
    try device.receive(json: Self.mutable(), headers: ["ttl": 60])
    #expect(device.events(named: "delegate.push").count == 2)
    #expect(device.events(named: "push.declarativeFallback").isEmpty)
    if browser == .firefox {
      #expect(device.events(named: "push.silent").map { $0["outcome"] } == ["quotaReduced", "quotaReduced"])
      #expect(device.tray.isEmpty)
    } else {
      #expect(device.events(named: "push.silent").map { $0["outcome"] } == ["allowed", "genericNotification"])
      #expect(device.tray.notifications.map(\.body) == ["This site has been updated in the background"])
    }
  }

  /// On a Home Screen web app the fallback notification sets the message's `app_badge` with it,
  /// unless the worker called `setAppBadge()`, whose count wins as after any push event.
  @Test func theFallbackSetsTheMessagesBadgeOnAHomeScreenApp() throws {
    let device = Self.device(host: .iOSHomeScreen, state: .closed)
    try device.receive(json: Self.mutable(#","app_badge":5"#), headers: ["ttl": 60])
    #expect(
      device.eventNames == [
        "push.received", "app.launched", "app.state", "delegate.push", "delegate.onNotificationReceived",
        "push.declarativeFallback", "notification.displayed", "badge",
      ])
    #expect(device.badge == 5)
    let counting = Self.device(host: .iOSHomeScreen, workerBadge: 2)
    try counting.receive(json: Self.mutable(#","app_badge":5"#), headers: ["ttl": 60])
    #expect(counting.events(named: "badge").map { $0["value"] } == [2])
    #expect(counting.tray.count == 1)
  }

  /// A message without `navigate` fails WebKit's parser ("it is required to have a default
  /// action URL"): the decoder warns, and an immutable one is an ordinary push, whose worker runs.
  @Test func aMessageWithoutNavigateIsAnOrdinaryPush() throws {
    let device = Self.device(shows: true)
    let push = try device.receive(json: #"{"web_push":8030,"notification":{"title":"T"}}"#, headers: ["ttl": 60]).get()
    #expect(push.warnings.map(\.reason).contains("declarativeWithoutNavigate"))
    #expect(device.events(named: "delegate.push").count == 1)
    let declarative = try device.receive(json: Self.mutable(), headers: ["ttl": 60]).get()
    #expect(!declarative.warnings.map(\.reason).contains("declarativeWithoutNavigate"))
  }

  /// A mutable message the parser refuses sets no `app_badge` either, fallback or not.
  @Test(arguments: [
    #"{"web_push":8030,"notification":{"title":"T","navigate":"https://x.example/","renotify":true},"mutable":true,"app_badge":4}"#,
    #"{"web_push":8030,"notification":{"title":"T"},"mutable":true,"app_badge":4}"#,
  ])
  func aRefusedMessageSetsNoBadge(payload: String) throws {
    let device = Self.device(host: .iOSHomeScreen)
    try device.receive(json: payload, headers: ["ttl": 60])
    #expect(device.events(named: "badge").isEmpty)
    #expect(device.badge == nil)
  }
}
