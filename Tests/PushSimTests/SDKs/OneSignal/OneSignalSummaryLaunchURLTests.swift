import Testing

@testable import PushSim

/// A tap on a OneSignal summary on Android goes where the opened data's first entry leads
/// (`NotificationLifecycleService.openDestinationActivity`): the payload of the notification
/// that last posted the summary.
struct OneSignalSummaryLaunchURLTests {
  static func payload(_ id: String, url: String?, group: String?, messageID: String) -> String {
    let custom = url.map { #"{\"i\":\"\#(id)\",\"u\":\"\#($0)\"}"# } ?? #"{\"i\":\"\#(id)\"}"#
    let grp = group.map { #","grp":"\#($0)""# } ?? ""
    return #"{"custom":"\#(custom)","alert":"\#(id)"\#(grp),"google.message_id":"\#(messageID)"}"#
  }

  static func device(_ app: AppBehavior = AppBehavior(), state: AppState = .background) -> SimulatedDevice {
    SimulatedDevice(platform: .android, sdk: .onesignal, state: state, app: app)
  }

  /// The newest notification's URL opens, not the oldest's (which the click event reads).
  @Test func theNewestLaunchURLOpens() throws {
    var app = AppBehavior()
    app.handledLinks = ["myapp://"]
    let device = Self.device(app)
    try device.receive(json: Self.payload("old", url: "myapp://old", group: "g", messageID: "m1"))
    try device.receive(json: Self.payload("new", url: "myapp://new", group: "g", messageID: "m2"))
    try device.tap(.id("onesignal-summary-g"))
    #expect(device.events(named: "delegate.onNewIntent").first?["opens"] == "myapp://new")
    let action = try #require(device.events(named: "action.executed").first)
    #expect(action["type"] == "launchURL")
    #expect(action["parameters"] == ["url": "myapp://new"])
    #expect(device.events(named: "delegate.onNotificationOpened").first?["url"] == "myapp://old")
    #expect(device.state == .foreground)
  }

  /// An https URL opens the browser: a foreground app goes to the background.
  @Test func anHTTPSURLOpensTheBrowser() throws {
    let device = Self.device(state: .foreground)
    try device.receive(json: Self.payload("a", url: nil, group: "g", messageID: "m1"))
    try device.receive(json: Self.payload("b", url: "https://example.com/b", group: "g", messageID: "m2"))
    try device.tap(.id("onesignal-summary-g"))
    #expect(device.state == .background)
    #expect(device.events(named: "app.state").last?["reason"] == "browserOpened")
  }

  /// The newest without a URL opens the app, whatever the older ones carry; with
  /// `suppressLaunchURLs` no URL opens either.
  @Test(arguments: [false, true])
  func noURLOpensTheApp(suppressed: Bool) throws {
    var app = AppBehavior()
    app.oneSignalSuppressLaunchURLs = suppressed
    let device = Self.device(app)
    try device.receive(json: Self.payload("a", url: "https://example.com/a", group: "g", messageID: "m1"))
    try device.receive(json: Self.payload("b", url: suppressed ? "https://example.com/b" : nil, group: "g", messageID: "m2"))
    try device.tap(.id("onesignal-summary-g"))
    // The SDK's launcher intent brings the alive app forward without delivering an intent.
    #expect(device.events(named: "app.state").last?["reason"] == "notificationTap")
    #expect(device.events(named: "delegate.onNewIntent").isEmpty)
    #expect(device.events(named: "action.executed").isEmpty)
    #expect(device.state == .foreground)
  }

  /// The groupless bundle's summary (four notifications without `grp`) opens the URL of the
  /// notification that posted it last.
  @Test func theGrouplessSummaryOpensItsLastPostersURL() throws {
    let device = Self.device()
    for n in 1...4 {
      try device.receive(json: Self.payload("n\(n)", url: "https://example.com/\(n)", group: nil, messageID: "m\(n)"))
    }
    try device.tap(.id("onesignal-summary-os_group_undefined"))
    #expect(device.events(named: "action.executed").first?["parameters"] == ["url": "https://example.com/4"])
  }
}
