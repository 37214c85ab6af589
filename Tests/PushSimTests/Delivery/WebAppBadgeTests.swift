import PushSim
import Testing

/// Declarative Web Push's `app_badge` (w3c/push-api#402; WebKit's `NotificationJSONParser` and
/// `WebPushDaemon::showNotification`): what it must be, when it sets the badge, and where.
struct WebAppBadgeTests {
  /// A web app on an iPhone's Home Screen, where a push can badge the app.
  static func homeScreen(state: AppState = .running, app: AppBehavior = AppBehavior()) -> SimulatedDevice {
    var options = DeviceOptions()
    options.webHost = .iOSHomeScreen
    return SimulatedDevice(platform: .web, state: state, options: options, app: app)
  }

  /// A declarative message with `extra` members after its notification.
  static func declarative(_ extra: String, title: String = "T") -> String {
    #"{"web_push":8030,"notification":{"title":"\#(title)","navigate":"https://x.example/"}\#(extra)}"#
  }

  /// The values `app_badge` may hold: a 64-bit unsigned integer (a JSON number, read as the
  /// draft's JavaScript number), a string of digits as WebKit reads it (with a warning), and
  /// anything else ignored with a warning; a count above Int64 is left unset.
  @Test(arguments: [
    ("3", 3, []), ("0", 0, []), ("3.0", 3, []), ("2e1", 20, []), ("9223372036854775807", Int.max, []),
    (#""12""#, 12, ["appBadgeString"]), (#""007""#, 7, ["appBadgeString"]),
    ("-1", nil, ["invalidAppBadge"]), ("2.5", nil, ["invalidAppBadge"]), ("true", nil, ["invalidAppBadge"]),
    ("null", nil, ["invalidAppBadge"]), ("[3]", nil, ["invalidAppBadge"]), ("{}", nil, ["invalidAppBadge"]),
    (#""""#, nil, ["invalidAppBadge"]), (#""+3""#, nil, ["invalidAppBadge"]), (#"" 3""#, nil, ["invalidAppBadge"]),
    (#""three""#, nil, ["invalidAppBadge"]), ("18446744073709551616", nil, ["invalidAppBadge"]),
    (#""18446744073709551616""#, nil, ["invalidAppBadge"]),
    ("9223372036854775808", nil, ["appBadgeOutOfRange"]), ("18446744073709551615", nil, ["appBadgeOutOfRange"]),
  ] as [(String, Int?, [String])])
  func appBadgeValues(json: String, badge: Int?, warnings: [String]) throws {
    let device = Self.homeScreen()
    let push = try device.receive(json: Self.declarative(#","app_badge":\#(json)"#), headers: ["ttl": 60]).get()
    #expect(push.warnings.map(\.reason) == warnings)
    #expect(push.notification.badge == badge)
    #expect(device.badge == badge)
    #expect(device.events(named: "badge").map { $0["value"] } == badge.map { [.integer(Int64($0))] } ?? [])
    // The message stays declarative whatever its app_badge: the browser shows it.
    #expect(device.tray.count == 1)
    #expect(device.events(named: "delegate.push").isEmpty)
  }

  /// The warnings say where the value is, what it is, what was expected, and what happens.
  @Test func warningMessagesNameTheValueAndTheExpectedRange() throws {
    func message(_ json: String) throws -> String? {
      try Self.homeScreen().receive(json: Self.declarative(#","app_badge":\#(json)"#), headers: ["ttl": 60]).get()
        .warnings.first?.message
    }
    #expect(
      try message("true")
        == "app_badge is a boolean (true); expected an integer from 0 to 18446744073709551615 (0 clears the badge): the browser ignores it and leaves the app badge as it is"
    )
    #expect(try message("-4")?.hasPrefix("app_badge is -4, a negative number; expected an integer from 0") == true)
    #expect(try message("1.5")?.hasPrefix("app_badge is 1.5, not a whole number from 0 to 18446744073709551615;") == true)
    #expect(
      try message(#""5""#)
        == #"app_badge is a string ("5"): WebKit reads its digits and sets the badge to 5, but the Push API draft takes only an integer, so another browser would ignore it: send 5"#
    )
    #expect(try message("18446744073709551615")?.hasPrefix("app_badge 18446744073709551615 is above 9223372036854775807:") == true)
  }

  /// An immutable message sets the badge as the browser shows its notification, without the
  /// service worker.
  @Test func anImmutableMessageSetsTheBadgeWithItsNotification() throws {
    let device = Self.homeScreen(state: .closed)
    try device.receive(json: Self.declarative(#","app_badge":4"#), headers: ["ttl": 60])
    #expect(device.eventNames == ["push.received", "app.launched", "app.state", "notification.displayed", "badge"])
    #expect(device.badge == 4)
  }

  /// 0 clears the web app's badge (the Badging API's "nothing") and leaves its notifications,
  /// unlike an iOS app's badge with `iosZeroBadgeClearsNotifications` (on by default).
  @Test func zeroClearsTheBadgeAndKeepsTheNotifications() throws {
    let device = Self.homeScreen()
    #expect(device.options.iosZeroBadgeClearsNotifications)
    try device.receive(json: Self.declarative(#","app_badge":2"#, title: "One"), headers: ["ttl": 60])
    try device.receive(json: Self.declarative(#","app_badge":0"#, title: "Two"), headers: ["ttl": 60])
    #expect(device.badge == 0)
    #expect(device.tray.notifications.map(\.title) == ["One", "Two"])
    #expect(device.events(named: "notification.removed").isEmpty)
    #expect(device.events(named: "badge").map { $0["value"] } == [2, 0])
  }

  /// A value that is ignored leaves the badge as the last message set it.
  @Test func anIgnoredValueLeavesTheBadge() throws {
    let device = Self.homeScreen()
    try device.receive(json: Self.declarative(#","app_badge":5"#), headers: ["ttl": 60])
    try device.receive(json: Self.declarative(#","app_badge":"five""#), headers: ["ttl": 60])
    try device.receive(json: Self.declarative(""), headers: ["ttl": 60])
    #expect(device.badge == 5)
    #expect(device.events(named: "badge").count == 1)
  }

  /// Only WebKit applies `app_badge`, to Home Screen web apps: a desktop or Android browser
  /// shows the notification, leaves the badge unset, and warns.
  @Test(arguments: [
    (DeviceOptions.WebHost.desktop, DeviceOptions.Browser.chrome, "on Chrome on a desktop"),
    (.desktop, .safari, "on Safari on a desktop"), (.desktop, .firefox, "on Firefox on a desktop"),
    (.android, .chrome, "on Chrome on Android"),
  ])
  func otherHostsIgnoreTheBadge(host: DeviceOptions.WebHost, browser: DeviceOptions.Browser, place: String) throws {
    var options = DeviceOptions()
    options.webHost = host
    options.browser = browser
    #expect(!WebDeliveryRules.appliesAppBadge(options))
    let device = SimulatedDevice(platform: .web, state: .running, options: options)
    let push = try device.receive(json: Self.declarative(#","app_badge":3"#), headers: ["ttl": 60]).get()
    #expect(push.notification.badge == 3)
    #expect(push.warnings.map(\.reason) == ["appBadgeNotApplied"])
    #expect(
      push.warnings.first?.message
        == "app_badge 3 has no effect \(place): only WebKit applies it, to web apps added to the Home Screen of an iPhone or iPad (Safari 18.4+; webHost iOSHomeScreen)"
    )
    #expect(device.tray.count == 1)
    #expect(device.badge == nil)
    #expect(device.events(named: "badge").isEmpty)
  }

  /// A mutable message's push event carries its app badge (`null` without one); after the
  /// event the browser sets it, unless the worker called `setAppBadge()`, whose count wins.
  @Test func aMutableMessageHandsItsBadgeToThePushEvent() throws {
    let payload = Self.declarative(#","mutable":true,"app_badge":7"#)
    let plain = Self.homeScreen()
    let push = try plain.receive(json: payload, headers: ["ttl": 60]).get()
    #expect(push.isMutableDeclarativeWebPush)
    #expect(plain.events(named: "delegate.push").first?["appBadge"] == 7)
    #expect(plain.eventNames.suffix(2) == ["notification.displayed", "badge"])
    #expect(plain.badge == 7)
    try plain.receive(json: Self.declarative(#","mutable":true"#), headers: ["ttl": 60])
    #expect(plain.events(named: "delegate.push").last?["appBadge"] == .null)
    #expect(plain.badge == 7)

    var app = AppBehavior()
    app.serviceWorkerAppBadge = 1
    let counting = Self.homeScreen(app: app)
    try counting.receive(json: payload, headers: ["ttl": 60])
    #expect(counting.events(named: "badge").map { $0["value"] } == [1])
    #expect(counting.badge == 1)
    // Clearing counts as the worker's own change too.
    app.serviceWorkerAppBadge = 0
    let clearing = Self.homeScreen(app: app)
    try clearing.receive(json: payload, headers: ["ttl": 60])
    #expect(clearing.events(named: "badge").map { $0["value"] } == [0])
  }

  /// An immutable message's push event does not run, so the worker's badge does not either; an
  /// ordinary push's event sets the worker's badge, on a Home Screen web app only.
  @Test func theWorkersBadgeNeedsItsPushEventAndAHomeScreenApp() throws {
    var app = AppBehavior()
    app.serviceWorkerAppBadge = 9
    let device = Self.homeScreen(app: app)
    try device.receive(json: Self.declarative(#","app_badge":2"#), headers: ["ttl": 60])
    #expect(device.badge == 2)
    try device.receive(json: Payloads.web, headers: ["ttl": 60])
    #expect(device.badge == 9)
    let desktop = SimulatedDevice(platform: .web, state: .running, app: app)
    try desktop.receive(json: Payloads.web, headers: ["ttl": 60])
    #expect(desktop.badge == nil)
  }

  /// `app_badge` is read at the top level of a declarative message only: outside one, or inside
  /// `notification` (where WebKit read it before May 2025), it is not read, with a warning.
  @Test func appBadgeElsewhereIsNotRead() throws {
    let device = Self.homeScreen()
    let ordinary = try device.receive(json: #"{"title":"T","app_badge":2}"#, headers: ["ttl": 60]).get()
    #expect(ordinary.warnings.map(\.reason) == ["appBadgeNotDeclarative"])
    #expect(ordinary.notification.badge == nil)
    let nested = try device.receive(
      json: #"{"web_push":8030,"notification":{"title":"T","navigate":"https://x.example/","app_badge":2}}"#,
      headers: ["ttl": 60]
    ).get()
    #expect(nested.warnings.map(\.reason) == ["appBadgeInNotification"])
    #expect(nested.warnings.first?.message.hasPrefix("notification.app_badge (2) is not read: app_badge belongs at the top level") == true)
    #expect(device.badge == nil)
    #expect(device.tray.count == 2)
  }

  /// A declarative message without a title is not one the browser can show (its parser fails):
  /// nothing is shown and no badge is set.
  @Test func aMessageWithoutATitleSetsNoBadge() throws {
    let device = Self.homeScreen()
    try device.receive(json: #"{"web_push":8030,"notification":{"navigate":"https://x.example/"},"app_badge":3}"#, headers: ["ttl": 60])
    #expect(device.tray.isEmpty)
    #expect(device.badge == nil)
  }

  /// The app key `serviceWorkerAppBadge` takes a count, 0 or more.
  @Test func theServiceWorkerAppBadgeKeyTakesACount() {
    let device = #"{"platform":"web","state":"running","app":{"serviceWorkerAppBadge":-1}}"#
    #expect(
      loadError(scenarioText(steps: "", device: device))
        == "s.json:1:112: \"serviceWorkerAppBadge\" in \"app\" of device \"phone\" must be the count the service worker passes to navigator.setAppBadge(): an integer, 0 or more (0 clears the badge), not -1"
    )
    let text = #"{"platform":"web","state":"running","app":{"serviceWorkerAppBadge":2}}"#
    #expect(loadError(scenarioText(steps: "", device: text)) == nil)
  }

  /// `pushsim device center` shows a web app's badge as it does an iOS app's.
  @Test func deviceCenterShowsTheWebAppsBadge() throws {
    let folder = try temporaryFolder(["badge.json": Self.declarative(#","app_badge":6"#)])
    let state = folder + "/state/phone"
    let created = runCLI([
      "device", "create", "phone", "--platform", "web", "--app-state", "running", "--options",
      #"{"webHost":"iOSHomeScreen"}"#, "--state", state,
    ])
    #expect(created.status == .success, "\(created.err)")
    let pushed = runCLI(["device", "push", "phone", folder + "/badge.json", "--headers", #"{"ttl":60}"#, "--state", state])
    #expect(pushed.status == .success, "\(pushed.err)")
    let text = runCLI(["device", "center", "phone", "--state", state])
    #expect(text.out.contains("\nbadge: 6\n"))
    let json = try JSONDocument(runCLI(["device", "center", "phone", "--json", "--state", state]).out)
    #expect(json.root["badge"]?.int64Value == 6)
  }
}
