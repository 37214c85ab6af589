import Testing

@testable import PushSim

/// What a OneSignal open does with the launch URL, and in which order (OS-I
/// `handleNotificationOpened:actionType:`; OS-A `OSNotificationOpenAppSettings`,
/// `OSNotificationOpenBehaviorFromPushPayload`).
struct OneSignalLaunchURLTests {
  static let androidPayload = #"""
    {"custom":"{\"i\":\"n-1\",\"u\":\"https://example.com/sale\"}","alert":"50% off","title":"Sale","google.message_id":"m1"}
    """#

  static func iosDevice(_ app: AppBehavior = AppBehavior()) throws -> SimulatedDevice {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background, app: app)
    try device.receive(
      json: #"{"aps":{"alert":"Sale","badge":1},"custom":{"i":"n-1","u":"https://example.com/sale"}}"#,
      headers: ["apns-push-type": "alert", "apns-id": "a"])
    return device
  }

  static func androidDevice(_ app: AppBehavior, state: AppState = .background) throws -> SimulatedDevice {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: state, app: app)
    try device.receive(json: Self.androidPayload)
    return device
  }

  /// An app that suppresses launch URLs (`OneSignal_suppress_launch_urls`, `com.onesignal.suppressLaunchURLs`).
  static var suppressingURLs: AppBehavior {
    var app = AppBehavior()
    app.oneSignalSuppressLaunchURLs = true
    return app
  }

  /// An app whose manifest sets `com.onesignal.NotificationOpened.DEFAULT` to `DISABLE`.
  static var openDisabled: AppBehavior {
    var app = AppBehavior()
    app.oneSignalNotificationOpenedDisabled = true
    return app
  }

  /// The events an open records after the tap's own, by name.
  static func openEvents(_ device: SimulatedDevice) -> [String] {
    let names = device.trace.events(of: device.id).map(\.name)
    guard let tap = names.firstIndex(of: "notification.removed") else { return [] }
    let relevant: Set = ["metric", "action.executed", "badge", "delegate.onNotificationOpened"]
    return names[tap...].filter { relevant.contains($0) }
  }

  /// iOS: the metric, then the launch URL, then the badge clearing, then the click listener.
  @Test func iosOpenRunsInTheSDKsOrder() throws {
    let device = try Self.iosDevice()
    try device.tap(.id("a"))
    #expect(Self.openEvents(device) == ["metric", "action.executed", "badge", "delegate.onNotificationOpened"])
    #expect(device.events(named: "action.executed").first?["type"] == "launchURL")
  }

  /// iOS with `OneSignal_suppress_launch_urls`: no launch URL; the listener still gets it.
  @Test func iosSuppressedLaunchURL() throws {
    let device = try Self.iosDevice(Self.suppressingURLs)
    try device.tap(.id("a"))
    #expect(Self.openEvents(device) == ["metric", "badge", "delegate.onNotificationOpened"])
    #expect(device.events(named: "delegate.onNotificationOpened").first?["url"] == "https://example.com/sale")
    #expect(device.state == .foreground)
  }

  /// Android by default: the URL opens in the browser, the app stays in the background.
  @Test func androidDefaultOpensTheBrowser() throws {
    let device = try Self.androidDevice(AppBehavior())
    try device.tap(.id("m1"))
    #expect(device.state == .background)
    #expect(device.events(named: "action.executed").map { $0["type"] } == ["launchURL"])
  }

  /// Android with `com.onesignal.suppressLaunchURLs`: the app opens instead, no launch URL.
  @Test func androidSuppressedLaunchURLOpensTheApp() throws {
    let device = try Self.androidDevice(Self.suppressingURLs)
    try device.tap(.id("m1"))
    #expect(device.state == .foreground)
    #expect(device.events(named: "action.executed").isEmpty)
    #expect(device.events(named: "delegate.onNotificationOpened").first?["url"] == "https://example.com/sale")
  }

  /// Android with `NotificationOpened.DEFAULT` `DISABLE`: no activity, no URL, the listener runs.
  @Test func androidDisabledOpenOpensNothing() throws {
    let device = try Self.androidDevice(Self.openDisabled)
    try device.tap(.id("m1"))
    #expect(device.state == .background)
    #expect(device.events(named: "action.executed").isEmpty)
    #expect(device.events(named: "delegate.onNewIntent").isEmpty && device.events(named: "delegate.onCreate").isEmpty)
    #expect(device.events(named: "delegate.onNotificationOpened").count == 1)
    #expect(device.events(named: "metric").filter { $0["name"] == "opened" }.count == 1)
  }

  /// `DISABLE` with the app not running: the trampoline starts the app's process, in the
  /// background, for the click listener; no activity opens.
  @Test func androidDisabledOpenStartsTheProcessOnly() throws {
    let device = try Self.androidDevice(Self.openDisabled, state: .killed)
    try device.tap(.id("m1"))
    #expect(device.state == .background)
    #expect(device.events(named: "delegate.onNotificationOpened").count == 1)
    #expect(device.events(named: "delegate.onCreate").isEmpty)
  }

  /// `notificationOpenedDefault` is the Android manifest's: on iOS an open is unchanged.
  @Test func disabledOpenMeansNothingOnIOS() throws {
    let device = try Self.iosDevice(Self.openDisabled)
    try device.tap(.id("a"))
    #expect(device.state == .foreground)
    #expect(Self.openEvents(device) == ["metric", "action.executed", "badge", "delegate.onNotificationOpened"])
  }

  /// The scenario keys: `suppressLaunchURLs` a boolean, `notificationOpenedDefault` `DISABLE`
  /// or `ENABLE`; anything else is an error naming the key.
  @Test func scenarioKeys() throws {
    func load(_ app: String) throws(ScenarioError) -> Scenario {
      let text = #"""
        {"scenario":1,"name":"n","devices":{"d":{"platform":"android","sdk":"onesignal","state":"background","app":\#(app)}},"steps":[]}
        """#
      return try ScenarioLoader().load(bytes: Array(text.utf8), file: "keys.json")
    }
    let loaded = try load(#"{"suppressLaunchURLs":true,"notificationOpenedDefault":"DISABLE"}"#)
    #expect(loaded.devices.first?.app.oneSignalSuppressLaunchURLs == true)
    #expect(loaded.devices.first?.app.oneSignalNotificationOpenedDisabled == true)
    #expect(try load(#"{"notificationOpenedDefault":"ENABLE"}"#).devices.first?.app.oneSignalNotificationOpenedDisabled == false)
    do {
      _ = try load(#"{"notificationOpenedDefault":"disable"}"#)
      Issue.record("a lowercase value was accepted")
    } catch {
      #expect(error.description.contains("notificationOpenedDefault"))
    }
    #expect(throws: ScenarioError.self) { try load(#"{"suppressLaunchURLs":"yes"}"#) }
  }

  /// An Android device that got a OneSignal push whose `u` is the JSON text given.
  static func androidDevice(u: String) throws -> SimulatedDevice {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, app: AppBehavior())
    let custom = #"{\"i\":\"n-1\",\"u\":"# + u + "}"
    try device.receive(json: #"{"custom":""# + custom + #"","alert":"Hi","google.message_id":"m1"}"#)
    return device
  }

  /// Android: `u` of spaces is still a URI (the SDK tests `u != ""` before trimming): the
  /// browser opens an empty URI and the app stays behind.
  @Test func androidSpacesOnlyURLStillOpensTheBrowser() throws {
    let device = try Self.androidDevice(u: #"\"   \""#)
    try device.tap(.id("m1"))
    #expect(device.state == .background)
    #expect(device.events(named: "action.executed").map { $0["parameters"]?["url"] } == [""])
  }

  /// Android: an empty `u` is no URI: the app opens and nothing is launched.
  @Test func androidEmptyURLOpensTheApp() throws {
    let device = try Self.androidDevice(u: #"\"\""#)
    try device.tap(.id("m1"))
    #expect(device.state == .foreground)
    #expect(device.events(named: "action.executed").isEmpty)
  }

  /// Android trims the characters up to U+0020 (a tab, a newline) from the URI it opens.
  @Test func androidTrimsControlCharactersAndSpaces() throws {
    let device = try Self.androidDevice(u: #"\" \thttps://example.com/a\n\""#)
    try device.tap(.id("m1"))
    #expect(device.events(named: "action.executed").map { $0["parameters"]?["url"] } == ["https://example.com/a"])
  }

  /// iOS: `launchWebURL:` trims white space first; a `u` of spaces launches nothing, a padded
  /// one launches the URL without its padding.
  @Test(arguments: [("   ", nil), (" https://example.com/b ", "https://example.com/b")] as [(String, String?)])
  func iosTrimsTheLaunchURL(u: String, launched: String?) throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background)
    try device.receive(
      json: #"{"aps":{"alert":"Sale"},"custom":{"i":"n-1","u":""# + u + #""}}"#,
      headers: ["apns-push-type": "alert", "apns-id": "a"])
    try device.tap(.id("a"))
    #expect(device.events(named: "action.executed").map { $0["parameters"]?["url"] } == (launched.map { [JSONValue.string($0)] } ?? []))
    #expect(device.events(named: "delegate.onNotificationOpened").count == 1)
  }

  /// The rule itself, per platform.
  @Test func launchURIPerPlatform() {
    #expect(OneSignalRuntime.launchURI(nil, on: .android) == nil)
    #expect(OneSignalRuntime.launchURI("", on: .android) == nil)
    #expect(OneSignalRuntime.launchURI("\u{1}x\u{20}", on: .android) == "x")
    #expect(OneSignalRuntime.launchURI("\u{A0}x", on: .android) == "\u{A0}x")
    #expect(OneSignalRuntime.launchURI("\n", on: .iOS) == nil)
    #expect(OneSignalRuntime.launchURI("\u{A0}x", on: .iOS) == "x")
  }

  /// Android: the launch URL is an `ACTION_VIEW` intent's URI (`openURLInBrowserIntent`): data,
  /// http and https stay; any other scheme, or none, is taken for http, and a URL without `://`
  /// gets `http://` in front; `data:` goes to the browser selector.
  @Test func androidViewIntentURIFollowsOpenURLInBrowserIntent() {
    let cases: [(String, String, Bool)] = [
      ("https://example.com/sale", "https://example.com/sale", false),
      ("HTTP://example.com", "HTTP://example.com", false),
      ("myapp://product/42", "myapp://product/42", false),
      ("www.example.com/sale", "http://www.example.com/sale", false),
      ("mailto:a@example.com", "http://mailto:a@example.com", false),
      ("shop/a:b", "http://shop/a:b", false),
      ("data:text/html,hi", "data:text/html,hi", true),
    ]
    for (u, uri, selector) in cases {
      let intent = OneSignalRuntime.androidViewIntentURI(u)
      #expect(intent.uri == uri && intent.browserSelector == selector, "\(u) → \(intent)")
    }
  }

  /// Android: a deep link the app handles (an intent filter, `handledLinks`) opens the app's
  /// activity with the link; one no app handles opens nothing; the click listener runs in both.
  @Test func androidDeepLinkOpensTheAppsActivityWhenItHandlesIt() throws {
    let payload = #"{"custom":"{\"i\":\"n-1\",\"u\":\"myapp://product/42\"}","alert":"Back","google.message_id":"m1"}"#
    var handling = AppBehavior()
    handling.handledLinks = ["myapp://"]
    let shop = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, app: handling)
    try shop.receive(json: payload)
    try shop.tap(.id("m1"))
    #expect(shop.state == .foreground)
    #expect(shop.events(named: "delegate.onNewIntent").first?["opens"] == "myapp://product/42")
    let other = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    try other.receive(json: payload)
    try other.tap(.id("m1"))
    #expect(other.state == .background)
    #expect(other.events(named: "delegate.onNewIntent").isEmpty)
    #expect(other.events(named: "delegate.onNotificationOpened").first?["url"] == "myapp://product/42")
    // A data: URL goes to the browser even when the app claims the prefix.
    var claimingData = AppBehavior()
    claimingData.handledLinks = ["data:"]
    let data = SimulatedDevice(platform: .android, sdk: .onesignal, state: .foreground, app: claimingData)
    try data.receive(json: #"{"custom":"{\"i\":\"n-2\",\"u\":\"data:text/html,hi\"}","alert":"D","google.message_id":"m2"}"#)
    try data.tap(.id("m2"))
    #expect(data.state == .background)
  }
}
