@testable import PushSim
import Testing

/// OneSignal on iOS: where a tapped notification's launch URL goes (OS-I v5
/// `OSNotificationsManager launchWebURL:` → `displayWebView:` → `UIApplication.open`, 0.75 s
/// after the tap): Safari for http and https, the app's `openURL` handler for its own URL
/// scheme, nothing for another scheme. PushSim records the URL and never opens it.
struct OneSignalIOSLaunchURLTests {
  /// The app's URL scheme and one of its universal links.
  static let handled = ["myapp://", "https://shop.example.com/"]

  /// An iOS device with the OneSignal SDK, in the background, showing a push whose launch URL
  /// (`custom.u`) is `url`.
  static func device(url: String, app: AppBehavior = AppBehavior()) throws -> SimulatedDevice {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background, app: app)
    try device.receive(
      json: #"{"aps":{"alert":"Sale"},"custom":{"i":"n-1","u":"\#(url)"}}"#,
      headers: ["apns-push-type": "alert", "apns-id": "a"])
    return device
  }

  static var handlingApp: AppBehavior {
    var app = AppBehavior()
    app.handledLinks = handled
    return app
  }

  /// `UIApplication.open` alone: http(s) to Safari, even the app's own universal link; the app's
  /// scheme (without case) to the app; any other scheme nowhere.
  @Test(arguments: [
    ("https://shop.example.com/deal", IOSLinkTarget.safari),
    ("http://blog.example.org/", .safari),
    ("HTTPS://blog.example.org/", .safari),
    ("myapp://orders/1", .appURLScheme),
    ("MyApp:orders", .appURLScheme),
    ("other://x", .nothing),
    ("no-scheme", .nothing),
  ])
  func uiApplicationOpenTarget(_ link: String, _ expected: IOSLinkTarget) {
    #expect(IOSLinkTarget.openedByUIApplication(link, app: Self.handlingApp) == expected)
  }

  /// An https launch URL: recorded at the tap with `opens` `Safari`; the click listener runs;
  /// 0.75 s later Safari comes on top and the app goes to the background.
  @Test func webURLOpensSafariAfterTheClickListener() throws {
    let device = try Self.device(url: "https://example.com/sale")
    try device.tap(.id("a"))
    let action = try #require(device.events(named: "action.executed").last)
    #expect(action["type"] == "launchURL")
    #expect(action["opens"] == "Safari")
    #expect(action["result"] == "recorded, not opened")
    #expect(device.events(named: "delegate.onNotificationOpened").count == 1)
    #expect(device.state == .foreground)
    device.advance(by: .milliseconds(749))
    #expect(device.state == .foreground)
    device.advance(by: .milliseconds(1))
    #expect(device.state == .background)
    #expect(device.events(named: "app.state").last?["reason"] == "safariOpened")
  }

  /// The app's own universal link is no exception: `UIApplication.open` opens Safari, the app's
  /// `continueUserActivity` hears nothing.
  @Test func ownUniversalLinkStillOpensSafari() throws {
    let device = try Self.device(url: "https://shop.example.com/deal", app: Self.handlingApp)
    try device.tap(.id("a"))
    device.advance(by: .seconds(1))
    #expect(device.events(named: "action.executed").last?["opens"] == "Safari")
    #expect(device.events(named: "delegate.continueUserActivity").isEmpty)
    #expect(device.state == .background)
  }

  /// A URL of the app's own scheme reaches its `application(_:open:options:)` 0.75 s after the
  /// tap; the app stays in the foreground.
  @Test func appSchemeURLGoesToOpenURL() throws {
    let device = try Self.device(url: "myapp://orders/1", app: Self.handlingApp)
    try device.tap(.id("a"))
    #expect(device.events(named: "action.executed").last?["opens"] == "app")
    #expect(device.events(named: "delegate.openURL").isEmpty)
    device.advance(by: .milliseconds(750))
    let openURL = try #require(device.events(named: "delegate.openURL").last)
    #expect(openURL["url"] == "myapp://orders/1")
    #expect(openURL["notification"] == "a")
    #expect(device.state == .foreground)
  }

  /// A scheme no app registered: nothing opens.
  @Test func unknownSchemeOpensNothing() throws {
    let device = try Self.device(url: "other-app://x")
    try device.tap(.id("a"))
    device.advance(by: .seconds(1))
    #expect(device.events(named: "action.executed").last?["opens"] == .null)
    #expect(device.events(named: "delegate.openURL").isEmpty)
    #expect(device.state == .foreground)
  }

  /// `OneSignal_suppress_launch_urls`: no launch URL at all, the app stays in the foreground.
  @Test func suppressedURLOpensNothing() throws {
    var app = Self.handlingApp
    app.oneSignalSuppressLaunchURLs = true
    for url in ["https://example.com/sale", "myapp://orders/1"] {
      let device = try Self.device(url: url, app: app)
      try device.tap(.id("a"))
      device.advance(by: .seconds(1))
      #expect(device.events(named: "action.executed").isEmpty)
      #expect(device.events(named: "delegate.openURL").isEmpty)
      #expect(device.events(named: "delegate.onNotificationOpened").first?["url"] == .string(url))
      #expect(device.state == .foreground)
    }
  }

  /// The user leaves the app before the 0.75 s are up: the SDK's main-queue block does not run
  /// while the app is in the background, so neither Safari nor the app's `openURL` gets the URL.
  @Test(arguments: ["https://example.com/sale", "myapp://orders/1"])
  func appLeftBeforeTheDelayOpensNothing(url: String) throws {
    let device = try Self.device(url: url, app: Self.handlingApp)
    try device.tap(.id("a"))
    device.advance(by: .milliseconds(100))
    try device.perform(.background)
    device.advance(by: .seconds(1))
    #expect(device.events(named: "app.state").last?["reason"] != "safariOpened")
    #expect(device.events(named: "delegate.openURL").isEmpty)
    #expect(device.state == .background)
  }
}
