@testable import PushSim
import Testing

/// Customer.io on iOS: where a tapped push's `CIO.push.link` goes (CIO-I
/// `DeepLinkUtilImpl.handleDeepLink`): the app's universal-link handler, its URL scheme's handler,
/// Safari, or nothing. PushSim records the link and never opens it.
struct CustomerIOIOSDeepLinkTests {
  /// An iOS device with the Customer.io SDK whose app handles `handledLinks`.
  static func device(handledLinks: [String]) -> SimulatedDevice {
    var app = AppBehavior()
    app.handledLinks = handledLinks
    let device = SimulatedDevice(platform: .iOS, sdk: .customerio, state: .background, app: app)
    device.setDelegate(RecordingDelegate())
    return device
  }

  /// A Customer.io APNs push whose `CIO.push.link` is `link`.
  static func push(link: String) -> String {
    #"{"aps":{"alert":{"title":"T","body":"B"}},"CIO":{"push":{"link":"\#(link)"}},"CIO-Delivery-ID":"d1","CIO-Delivery-Token":"k"}"#
  }

  static let app = ["myapp://", "https://shop.example.com/"]

  /// An http(s) link goes to the app's `continueUserActivity` when the app handles it, else to
  /// Safari; another scheme goes to the app when it registered that scheme (whatever the rest of
  /// the link), else nowhere. Schemes compare without case.
  @Test(arguments: [
    ("https://shop.example.com/deal", IOSLinkTarget.userActivity),
    ("https://shop.example.com", .safari),
    ("http://blog.example.org/", .safari),
    ("HTTPS://blog.example.org/", .safari),
    ("myapp://orders/1", .appURLScheme),
    ("MyApp://orders/1", .appURLScheme),
    ("myapp:orders", .appURLScheme),
    ("other://x", .nothing),
    ("no-scheme", .nothing),
  ])
  func linkTargetFollowsTheAppsLinksAndSchemes(_ link: String, _ expected: IOSLinkTarget) {
    var app = AppBehavior()
    app.handledLinks = Self.app
    #expect(IOSLinkTarget.opening(link, app: app) == expected)
  }

  /// A universal link the app handles reaches `application(_:continue:restorationHandler:)`; the
  /// app stays in the foreground the tap brought it to.
  @Test func universalLinkTheAppHandlesGoesToContinueUserActivity() throws {
    let device = Self.device(handledLinks: Self.app)
    try device.receive(json: Self.push(link: "https://shop.example.com/deal"), headers: alertHeaders)
    try device.tap()
    let link = try #require(device.events(named: "action.executed").last)
    #expect(link["result"] == "recorded, not opened")
    #expect(link["opens"] == "app")
    #expect(device.events(named: "delegate.continueUserActivity").last?["url"] == "https://shop.example.com/deal")
    #expect(device.state == .foreground)
  }

  /// A link of the app's own URL scheme reaches `application(_:open:options:)`.
  @Test func appSchemeLinkGoesToOpenURL() throws {
    let device = Self.device(handledLinks: Self.app)
    try device.receive(json: Self.push(link: "myapp://orders/1"), headers: alertHeaders)
    try device.tap()
    #expect(device.events(named: "delegate.openURL").last?["url"] == "myapp://orders/1")
    #expect(device.events(named: "delegate.continueUserActivity").isEmpty)
    #expect(device.state == .foreground)
  }

  /// A web link the app does not handle opens in Safari, which sends the app to the background.
  @Test func webLinkTheAppDoesNotHandleOpensSafari() throws {
    let device = Self.device(handledLinks: [])
    try device.receive(json: Self.push(link: "https://blog.example.org/post"), headers: alertHeaders)
    try device.tap()
    #expect(device.events(named: "action.executed").last?["opens"] == "Safari")
    #expect(device.events(named: "app.state").last?["reason"] == "safariOpened")
    #expect(device.state == .background)
  }

  /// A scheme no app registered opens nothing: `opens` is `null` and the app stays in front.
  @Test func unknownSchemeOpensNothing() throws {
    let device = Self.device(handledLinks: [])
    try device.receive(json: Self.push(link: "other://x"), headers: alertHeaders)
    try device.tap()
    #expect(device.events(named: "action.executed").last?["opens"] == .null)
    #expect(device.events(named: "delegate.openURL").isEmpty)
    #expect(device.state == .foreground)
  }

  /// `handledLinks` loads on an iOS device with Customer.io, and is refused with another iOS SDK,
  /// which would not read it.
  @Test func handledLinksAppliesOnIOSWithOneSignalAndCustomerIOOnly() {
    #expect(AppKeyScope.inapplicability(ofAppKey: "handledLinks", on: .iOS, sdk: .customerio) == nil)
    #expect(AppKeyScope.inapplicability(ofAppKey: "handledLinks", on: .iOS, sdk: .onesignal) == nil)
    #expect(AppKeyScope.inapplicability(ofAppKey: "handledLinks", on: .android, sdk: .onesignal) == nil)
    let message = AppKeyScope.inapplicability(ofAppKey: "handledLinks", on: .iOS, sdk: .wonderpush)
    #expect(
      message == #"app key "handledLinks" applies to apps with sdk onesignal or customerio only on ios (a setting of OneSignal and Customer.io); "#
        + #"with sdk "wonderpush" it would do nothing"#)
    #expect(AppKeyScope.inapplicability(ofAppKey: "handledLinks", on: .web, sdk: .wonderpush) != nil)
  }
}
