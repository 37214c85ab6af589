import PushSim
import Testing

/// A Mapp body tap whose click type starts another app (docs/Mapp.md, "The landing page, the
/// store and the dialer (Android)"): `FullScreenActivity.handleIntent` sends the click broadcast,
/// then `MessageActionHandler.openLandingPageExternal` (`apx_url`), `openAppStore` (`apx_aid`) or
/// `openDialer` (an `apx_dpl` starting with `tel:`) starts the browser's, the store's or the
/// dialer's intent, and never `openLaunchActivity`: the app's activity gets nothing, and the app
/// does not come to the foreground.
struct MappAndroidExternalIntentTests {
  static let landingPage = #"{"p":"3801","push_title":"Sale","big_text_body":"B","apx_url":"shop.test/sale","google.message_id":"x1"}"#
  static let store = #"{"p":"3802","push_title":"Update","big_text_body":"B","apx_aid":"com.shop.app","google.message_id":"x2"}"#
  static let dialer = #"{"p":"3803","push_title":"Call us","big_text_body":"B","apx_dpl":"tel:0301234","google.message_id":"x3"}"#

  /// Each kind clicked on the body and on a button (``MappAndroidExternalButtonTests``): the
  /// payload, the `app.state` reason a foreground app goes to the background with, and the
  /// click broadcast the app's receiver gets.
  static let clicks: [(String, String, String)] = [
    (landingPage, "browserOpened", "onOpened"), (store, "storeOpened", "onOpened"), (dialer, "dialerOpened", "onOpened"),
    (MappAndroidExternalButtonTests.landingPage, "browserOpened", "onButtonClick"),
    (MappAndroidExternalButtonTests.store, "storeOpened", "onButtonClick"),
    (MappAndroidExternalButtonTests.dialer, "dialerOpened", "onButtonClick"),
  ]

  /// A device whose pushes show in the foreground too.
  static func device(_ state: AppState, handledLinks: [String] = []) -> (SimulatedDevice, MappDeviceTests.AppDelegate) {
    var app = AppBehavior()
    app.mappNotificationMode = .backgroundAndForeground
    app.handledLinks = handledLinks
    return MappDeviceTests.device(.android, state, app: app)
  }

  /// In the background each of the three leaves the app there: no activity gets an intent, and
  /// the broadcast and the recorded link are as before.
  @Test(arguments: [(landingPage, "3801", "apx_url", "http://shop.test/sale"), (store, "3802", "apx_aid", "com.shop.app"),
    (dialer, "3803", "apx_dpl", "tel:0301234")])
  func aBackgroundAppStaysInTheBackground(_ payload: String, _ id: String, _ type: String, _ uri: String) throws {
    let (device, receiver) = Self.device(.background)
    try device.receive(json: payload)
    try device.tap()
    #expect(device.state == .background, "\(type): only the other app's intent starts, not the launcher")
    #expect(MappAndroidLaunchIntentTests.intents(device).isEmpty, "\(type)")
    #expect(device.events(named: "app.state").isEmpty, "\(type)")
    #expect(receiver.broadcasts == ["onReceived \(id)", "onOpened \(id)"], "\(type)")
    let action = try #require(device.events(named: "action.executed").first)
    #expect(action["type"] == .string(type))
    #expect(action["parameters"]?["uri"] == .string(uri))
    #expect(action["result"] == "recorded, not opened")
    let names = device.eventNames
    #expect(try #require(names.firstIndex(of: "delegate.onOpened")) < #require(names.firstIndex(of: "action.executed")),
      "FullScreenActivity sends the click broadcast before it starts the other app")
  }

  /// Taps the notification's body, or its first button when `payload` has buttons
  /// (``MappAndroidExternalButtonTests``: a button's click takes the same branches).
  static func click(_ device: SimulatedDevice, _ payload: String) throws {
    if payload.contains(#""buttons""#) { try device.tap(button: .index(0)) } else { try device.tap() }
  }

  /// In the foreground the other app comes on top: the app goes to the background, with the
  /// other app named in the `app.state` reason; a button on the same kind does the same.
  @Test(arguments: clicks)
  func aForegroundAppIsCoveredByTheOtherApp(_ payload: String, _ reason: String, _ broadcast: String) throws {
    let (device, receiver) = Self.device(.foreground)
    try device.receive(json: payload)
    try Self.click(device, payload)
    #expect(device.state == .background)
    let change = try #require(device.events(named: "app.state").last)
    #expect(change["from"] == "foreground")
    #expect(change["reason"] == .string(reason))
    #expect(MappAndroidLaunchIntentTests.intents(device).isEmpty)
    #expect(receiver.broadcasts.last?.hasPrefix(broadcast) == true)
  }

  /// A killed app: the push started the process for the SDK's service and the tap (or a button's
  /// click) runs the SDK's click activity in it; the launcher activity is never created.
  @Test(arguments: clicks)
  func aKilledAppsLauncherActivityIsNotCreated(_ payload: String, _ reason: String, _ broadcast: String) throws {
    let (device, receiver) = Self.device(.killed)
    try device.receive(json: payload)
    try Self.click(device, payload)
    #expect(device.state == .background)
    #expect(device.events(named: "delegate.onCreate").isEmpty)
    #expect(receiver.broadcasts.last?.hasPrefix(broadcast) == true)
  }

  /// The landing page's `ACTION_VIEW` names no package: an app that handles the URL itself gets
  /// it in its activity, without the push's data.
  @Test func anAppThatHandlesTheURLGetsTheLandingPage() throws {
    let (device, _) = Self.device(.background, handledLinks: ["http://shop.test"])
    try device.receive(json: Self.landingPage)
    try device.tap()
    #expect(device.state == .foreground)
    let intent = try #require(MappAndroidLaunchIntentTests.intents(device).first)
    #expect(intent["opens"] == "http://shop.test/sale")
    #expect(intent["extras"]?.objectValue?.isEmpty == true)
  }

  /// A push without any of the three keys still opens the app (`LAUNCH_APP`), and a deep link
  /// that is not `tel:` is not an external intent.
  @Test func otherTapsAreNotExternal() throws {
    let (device, _) = Self.device(.background)
    try device.receive(json: #"{"p":"3804","push_title":"T","big_text_body":"B","apx_inbox":"x","google.message_id":"x4"}"#)
    try device.tap()
    #expect(device.state == .foreground)
  }
}
