import PushSim
import Testing

/// A Mapp deep link on Android (docs/Mapp.md, "The deep-link intent (Android)"): the SDK's click
/// activity sends the click broadcast, then starts a `com.appoxee.VIEW_DEEPLINK` intent whose data
/// is `apx://deeplink?link=<apx_dpl>&messageId=<p>`, without extras
/// (`MessageActionHandler.openDeepLink`): the app's activity
/// for it (app key `handledLinks` with `apx://deeplink`), else nothing (`MessageActionHandler.openDeepLink`
/// only logs; Review note in docs/Mapp.md).
struct MappAndroidDeepLinkTests {
  static func device(handling links: [String] = []) -> (SimulatedDevice, MappDeviceTests.AppDelegate) {
    var app = AppBehavior()
    app.handledLinks = links
    return MappDeviceTests.device(.android, .background, app: app)
  }

  /// The app's `onCreate` or `onNewIntent`, whichever the tap brought.
  static func intents(_ device: SimulatedDevice) -> [TraceEvent] {
    device.events(named: "delegate.onCreate") + device.events(named: "delegate.onNewIntent")
  }

  @Test func theAppsActivityGetsTheViewDeepLinkIntentAfterTheClick() throws {
    let (device, receiver) = Self.device(handling: ["apx://deeplink"])
    try device.receive(json: #"{"p":"5501","push_title":"T","big_text_body":"B","apx_dpl":"shop://sale?id=1&x=a b","google.message_id":"k1"}"#)
    try device.tap()
    let intent = try #require(Self.intents(device).first)
    #expect(intent["opens"] == "apx://deeplink?link=shop%3A%2F%2Fsale%3Fid%3D1%26x%3Da%20b&messageId=5501")
    #expect(intent["extras"]?.objectValue?.isEmpty == true, "createDeepLink's intent carries no extras")
    let action = try #require(device.events(named: "action.executed").first)
    #expect(action["type"] == "apx_dpl")
    #expect(action["parameters"]?["uri"] == "shop://sale?id=1&x=a b")
    #expect(action["parameters"]?["intent"] == intent["opens"])
    #expect(action["result"] == "recorded, not opened: com.appoxee.VIEW_DEEPLINK goes to the app's activity")
    let names = device.eventNames
    #expect(try #require(names.firstIndex(of: "delegate.onOpened")) < names.firstIndex { $0 == "delegate.onCreate" || $0 == "delegate.onNewIntent" }!)
    #expect(receiver.broadcasts == ["onReceived 5501", "onOpened 5501"])
    #expect(device.state == .foreground)
  }

  /// Review: the newer layout's `FullScreenActivity` (f9460d8) hands the deep link to
  /// `MessageActionHandler.openDeepLink`, which starts the intent only when an activity of the app
  /// resolves it and otherwise only logs: no launcher, and an app handling `shop://` does not help.
  @Test func withoutTheActivityNothingOpens() throws {
    let (device, receiver) = Self.device(handling: ["shop://"])
    try device.receive(json: #"{"p":"5502","push_title":"T","apx_dpl":"shop://sale","google.message_id":"k2"}"#)
    try device.tap()
    #expect(Self.intents(device).isEmpty, "no launcher fallback: openDeepLink only logs")
    #expect(device.state == .background)
    #expect(
      device.events(named: "action.executed").first?["result"]
        == "recorded, not opened: no activity of the app for com.appoxee.VIEW_DEEPLINK, so nothing opens (the SDK logs \"Activity not found to handle deeplink\")")
    #expect(receiver.broadcasts == ["onReceived 5502", "onOpened 5502"])
  }

  /// Review: no browser fallback for an http deep link either (that was the older layout's
  /// `LibExt.startIntentOrDefault`), not even to the app's own activity for that http link: the
  /// SDK sends no `ACTION_VIEW` for a deep link.
  @Test func withoutTheActivityAnHTTPLinkOpensNothingEither() throws {
    let (device, receiver) = Self.device()
    try device.receive(json: #"{"p":"5503","push_title":"T","apx_dpl":"https://shop.test/sale","google.message_id":"k3"}"#)
    try device.tap()
    #expect(Self.intents(device).isEmpty)
    #expect(device.state == .background)
    #expect(device.events(named: "action.executed").first?["result"]?.stringValue?.hasSuffix("so nothing opens (the SDK logs \"Activity not found to handle deeplink\")") == true)
    #expect(receiver.broadcasts == ["onReceived 5503", "onOpened 5503"])
    let (app, _) = Self.device(handling: ["https://shop.test/"])
    try app.receive(json: #"{"p":"5504","push_title":"T","apx_dpl":"https://shop.test/sale","google.message_id":"k4"}"#)
    try app.tap()
    #expect(Self.intents(app).isEmpty)
    #expect(app.state == .background)
  }

  /// A foreground app stays where it is (the SDK's click activity finishes).
  @Test func withoutTheActivityAForegroundAppStaysInTheForeground() throws {
    var behavior = AppBehavior()
    behavior.mappNotificationMode = .backgroundAndForeground
    let (device, _) = MappDeviceTests.device(.android, .foreground, app: behavior)
    try device.receive(json: #"{"p":"5507","push_title":"T","apx_dpl":"shop://x","google.message_id":"k7"}"#)
    try device.tap()
    #expect(Self.intents(device).isEmpty)
    #expect(device.state == .foreground)
  }

  @Test func aButtonWithAnApxDplGoesTheSameWay() throws {
    let (device, receiver) = Self.device(handling: ["apx://deeplink"])
    try device.receive(
      json: #"{"p":"x","push_title":"T","category":"apx_read_open","buttons":"[{\"fgAction\":{\"apx_dpl\":\"news://story/7\"}}]","google.message_id":"k5"}"#)
    try device.tap(button: .index(0))
    // `p` that is not a number is id 0 (toLongOrNull() ?: 0), and so the messageId.
    #expect(Self.intents(device).first?["opens"] == "apx://deeplink?link=news%3A%2F%2Fstory%2F7&messageId=0")
    let action = try #require(device.events(named: "action.executed").first)
    #expect(action["type"] == "openURLScheme")
    #expect(action["parameters"]?["value"] == "news://story/7")
    #expect(receiver.broadcasts == ["onReceived 0", "onButtonClick 0 0"])
  }

  /// `getContentUriType`: an `apx_dpl` starting with `tel:` is the dialer, not a deep link.
  @Test func aTelLinkIsNotADeepLink() throws {
    let (device, _) = Self.device(handling: ["apx://deeplink"])
    try device.receive(json: #"{"p":"5506","push_title":"T","apx_dpl":"tel:123","google.message_id":"k6"}"#)
    try device.tap()
    // No VIEW_DEEPLINK intent and no launcher either: FullScreenActivity's OPEN_DIALER branch
    // starts only the dialer (MessageActionHandler.openDialer), so the app stays in the
    // background (MappAndroidExternalIntentTests).
    #expect(Self.intents(device).isEmpty)
    #expect(device.state == .background)
    #expect(device.events(named: "action.executed").first?["parameters"]?["intent"] == nil)
  }

  /// Review: an empty `apx_dpl` is still `OPEN_DEEP_LINK` (`getContentUriType` looks only at
  /// the type and the `tel:` prefix; `Uri.parse("")` is the intent's data), so the intent goes
  /// with `link=`: to the app's activity for it, else nowhere (it used to open the launcher).
  @Test func anEmptyApxDplIsStillTheDeepLinkIntent() throws {
    let (device, _) = Self.device(handling: ["apx://deeplink"])
    try device.receive(json: #"{"p":"5508","push_title":"T","apx_dpl":"","google.message_id":"k8"}"#)
    try device.tap()
    #expect(Self.intents(device).first?["opens"] == "apx://deeplink?link=&messageId=5508")
    #expect(device.events(named: "action.executed").first?["parameters"]?["uri"] == "")
    let (plain, _) = Self.device()
    try plain.receive(json: #"{"p":"5509","push_title":"T","apx_dpl":"","google.message_id":"k9"}"#)
    try plain.tap()
    #expect(Self.intents(plain).isEmpty)
    #expect(plain.state == .background)
  }
}
