import PushSim
import Testing

/// The identifiers of the actions WonderPush's iOS service extension registers, and what a tap
/// on one of them runs. WP-I `Sources/WonderPushExtension/WPNotificationServiceExtension.m`
/// names the action of each labelled `_wp.alert.buttons` element `WonderPush_<n>`, n counting
/// only the labelled ones; `Sources/WonderPush/WonderPush.m` (`handleNotificationOpened:`) reads
/// n back (`WPNotificationCategoryHelper.m` `indexOfButtonWithActionIdentifier:`) and runs
/// element n of the raw array, so an unlabelled element shifts every later button.
struct WonderPushIOSButtonIdentifierTests {
  /// Element 0 has no label (the extension skips it) but has a target and actions; element 1
  /// is the first button shown; element 2 has an empty label; element 3 is the second shown.
  static let payload =
    #"{"aps":{"alert":{"title":"Sale","body":"Today only"},"mutable-content":1},"_wp":{"c":"c","alert":{"buttons":["#
    + #"{"targetUrl":"https://shop.test/hidden","actions":[{"type":"addTag","tags":["hidden"]}]},"#
    + #"{"label":"Open","targetUrl":"https://shop.test/open","actions":[{"type":"addTag","tags":["open"]}]},"#
    + #"{"label":"","targetUrl":"https://shop.test/empty"},"#
    + #"{"label":"Later","targetUrl":"wonderpush://notificationOpen/noop"}]}}}"#

  /// The links the SDK opened (`link` actions and button targets).
  static func links(_ device: SimulatedDevice) -> [String] {
    device.events(named: "action.executed").filter { $0["type"] == "link" }
      .compactMap { $0["parameters"]?.objectValue?["url"]?.stringValue }
  }

  /// The tags the SDK added.
  static func tags(_ device: SimulatedDevice) -> [String] {
    device.events(named: "action.executed").filter { $0["type"] == "addTag" }
      .flatMap { $0["parameters"]?.objectValue?["tags"]?.arrayValue ?? [] }.compactMap(\.stringValue)
  }

  /// Only labelled buttons become actions, named `WonderPush_0`, `WonderPush_1`, … in order,
  /// with the label as the title.
  @Test func actionIdentifiersCountOnlyTheLabelledButtons() throws {
    let (device, _) = WonderPushIOSButtonTests.device(.background)
    try device.receive(json: Self.payload, headers: alertHeaders)
    device.advance(by: .seconds(1))
    let shown = try #require(device.tray.latest)
    #expect(shown.content.buttons.map(\.id) == ["WonderPush_0", "WonderPush_1"])
    #expect(shown.content.buttons.map(\.title) == ["Open", "Later"])
  }

  /// The delegate's `didReceive` gets the SDK's identifier, not the label.
  @Test func didReceiveGetsTheWonderPushIdentifier() throws {
    let (device, delegate) = try WonderPushIOSButtonTests.tapped(1, from: .background)
    let didReceive = try #require(device.events(named: "delegate.didReceive").last)
    #expect(didReceive["actionIdentifier"] == "WonderPush_1")
    #expect(delegate.methods.suffix(2) == ["onNotificationOpened", "didReceive"])
  }

  /// Tapping the first button shown (`Open`, `WonderPush_0`) runs raw element 0: the unlabelled
  /// element's target and actions, not `Open`'s; the delegate gets index 0, the n of the identifier.
  @Test func theFirstShownButtonRunsTheUnlabelledElementZero() throws {
    let (device, _) = try WonderPushIOSButtonTests.tapped(0, from: .background, payload: Self.payload)
    #expect(device.events(named: "delegate.didReceive").last?["actionIdentifier"] == "WonderPush_0")
    #expect(device.events(named: "delegate.onNotificationOpened").last?["buttonIndex"] == 0)
    #expect(Self.links(device) == ["https://shop.test/hidden"])
    #expect(Self.tags(device) == ["hidden"])
  }

  /// Tapping the second button shown (`Later`, `WonderPush_1`) runs raw element 1, `Open`:
  /// its link and tag. The action itself is `Later`'s: a background action (`noop` target), so
  /// the app stays in the background while `Open`'s link is followed.
  @Test func theSecondShownButtonRunsElementOne() throws {
    let (device, _) = try WonderPushIOSButtonTests.tapped(1, from: .background, payload: Self.payload)
    #expect(device.events(named: "delegate.didReceive").last?["actionIdentifier"] == "WonderPush_1")
    #expect(device.events(named: "delegate.onNotificationOpened").last?["buttonIndex"] == 1)
    #expect(Self.links(device) == ["https://shop.test/open"])
    #expect(Self.tags(device) == ["open"])
    #expect(device.events(named: "app.state").allSatisfy { $0["reason"] != "notificationAction" })
  }

  /// The decoder keeps every element of the raw array for the tap, labelled or not, and a
  /// non-object element as `nil`; the buttons shown on iOS are the labelled ones.
  @Test func theDecoderKeepsTheRawElementsForTheTap() throws {
    let json =
      #"{"aps":{"alert":"Hi"},"_wp":{"c":"c","alert":{"buttons":[{"targetUrl":"https://x.test/0"},"oops","#
      + #"{"label":"A","targetUrl":"https://x.test/2"}]}}}"#
    let wp = try WP.notification(json, on: .iOS)
    let alert = try #require(wp.alert)
    #expect(alert.buttons.map(\.label) == ["A"])
    #expect(alert.payloadButtons.map { $0?.targetUrl } == ["https://x.test/0", nil, "https://x.test/2"])
  }

  /// An action of a category the app registered itself (`aps.category`, no SDK extension) is not
  /// the SDK's (`isWonderPushActionIdentifier` false): the notification's own target and actions
  /// run, not raw button n, and the delegate gets -1 as for the notification itself.
  @Test func anAppCategoryActionIsNotAWonderPushButton() throws {
    var app = AppBehavior()
    app.categories = ["CHAT": ["reply", "mute"]]
    let (device, delegate) = WonderPushPlatformTests.device(.iOS, .background, app: app)
    let payload = #"{"aps":{"alert":{"title":"Hi"},"category":"CHAT"},"_wp":{"c":"x","targetUrl":"https://example.com/own","#
      + #""actions":[{"type":"addTag","tags":["own"]}],"alert":{"buttons":[{"label":"Shop","targetUrl":"https://example.com/button","#
      + #""actions":[{"type":"addTag","tags":["b0"]}]}]}}}"#
    try device.receive(json: payload, headers: alertHeaders)
    try device.tap(button: "reply")
    #expect(device.events(named: "delegate.didReceive").last?["actionIdentifier"] == "reply")
    #expect(Self.links(device) == ["https://example.com/own"])
    #expect(Self.tags(device) == ["own"])
    #expect(delegate.calls.last { $0.method == "onNotificationOpened" }?.buttonIndex == -1)
  }

  /// The dismiss response of a `customDismissAction` category is not a `WonderPush_` action
  /// either, and the SDK's `didReceiveNotificationResponse:` hands it to
  /// `handleNotificationOpened:withResponse:` like any response (WP-I `WonderPush.m` at
  /// 38f3a214): the delegate gets -1 before the app's `didReceive`, and the notification's own
  /// actions and target run, the app staying in the background. A plain dismissal (no
  /// `customDismissAction`) reaches neither.
  @Test func aCustomDismissResponseIsHandledAsAnOpen() throws {
    var app = AppBehavior()
    app.categories = ["CHAT": ["reply"]]
    app.customDismissActionCategories = ["CHAT"]
    let (device, delegate) = WonderPushPlatformTests.device(.iOS, .background, app: app)
    let payload = #"{"aps":{"alert":{"title":"Hi"},"category":"CHAT"},"_wp":{"c":"x","targetUrl":"https://example.com/own","#
      + #""actions":[{"type":"addTag","tags":["own"]}]}}"#
    try device.receive(json: payload, headers: alertHeaders)
    try device.dismiss()
    #expect(device.events(named: "delegate.didReceive").last?["actionIdentifier"] == "com.apple.UNNotificationDismissActionIdentifier")
    #expect(delegate.calls.last { $0.method == "onNotificationOpened" }?.buttonIndex == -1)
    #expect(Array(delegate.methods.suffix(2)) == ["onNotificationOpened", "didReceive"])
    #expect(Self.links(device) == ["https://example.com/own"])
    #expect(Self.tags(device) == ["own"])
    #expect(device.events(named: "app.state").allSatisfy { $0["to"] != "foreground" })

    var plain = AppBehavior()
    plain.categories = ["CHAT": ["reply"]]
    let (other, otherDelegate) = WonderPushPlatformTests.device(.iOS, .background, app: plain)
    try other.receive(json: payload, headers: alertHeaders)
    try other.dismiss()
    #expect(!otherDelegate.methods.contains("onNotificationOpened"))
    #expect(Self.tags(other).isEmpty)
  }
}
