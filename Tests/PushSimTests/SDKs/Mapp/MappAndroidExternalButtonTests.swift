import PushSim
import Testing

/// A Mapp button whose `fgAction` is `apx_url`, `apx_aid` or a `tel:` `apx_dpl` (docs/Mapp.md,
/// "The landing page, the store and the dialer (Android)"): `NotificationFactory.addButtons`
/// hands `FgAction.getUriType()` and `getAction()` to `createCustomPendingIntent`, whose intent
/// to `FullScreenActivity` gets the click type `PushUriType.toPushAction` gives that type
/// (`OPEN_LANDING_PAGE`, `OPEN_STORE`, `OPEN_DIALER`): the same branches as a body tap, so the
/// app's activity gets nothing and the app does not come to the foreground. The foreground and
/// killed cases run with the body tap's (``MappAndroidExternalIntentTests``).
struct MappAndroidExternalButtonTests {
  /// A push whose first button (`apx_yes_no_open`'s "Yes") has `fgAction` `{key: value}`.
  static func payload(_ id: String, _ key: String, _ value: String) -> String {
    #"{"p":"\#(id)","push_title":"T","big_text_body":"B","category":"apx_yes_no_open","buttons":"[{\"fgAction\":{\"\#(key)\":\"\#(value)\"}}]","google.message_id":"b\#(id)"}"#
  }

  static let landingPage = payload("3811", "apx_url", "https://shop.test/feedback")
  static let store = payload("3812", "apx_aid", "com.shop.app")
  static let dialer = payload("3813", "apx_dpl", "tel:0301234")

  /// In the background the click leaves the app there: `onButtonClick`, the recorded link, and
  /// no activity event.
  @Test(arguments: [(landingPage, "3811", "openWebSite"), (store, "3812", "openAppStore"), (dialer, "3813", "dialNumber")])
  func aBackgroundAppStaysInTheBackground(_ payload: String, _ id: String, _ type: String) throws {
    let (device, receiver) = MappAndroidExternalIntentTests.device(.background)
    try device.receive(json: payload)
    try device.tap(button: .index(0))
    #expect(device.state == .background, "\(type): only the other app's intent starts, not the launcher")
    #expect(MappAndroidLaunchIntentTests.intents(device).isEmpty, "\(type)")
    #expect(device.events(named: "app.state").isEmpty, "\(type)")
    #expect(receiver.broadcasts == ["onReceived \(id)", "onButtonClick \(id) 0"], "\(type)")
    #expect(device.events(named: "action.executed").map { $0["type"] } == [.string(type)])
  }

  /// The landing page's `ACTION_VIEW` names no package: an app that handles the URL gets it.
  @Test func anAppThatHandlesTheURLGetsTheLandingPage() throws {
    let (device, _) = MappAndroidExternalIntentTests.device(.background, handledLinks: ["https://shop.test"])
    try device.receive(json: Self.landingPage)
    try device.tap(button: .index(0))
    #expect(device.state == .foreground)
    #expect(MappAndroidLaunchIntentTests.intents(device).first?["opens"] == "https://shop.test/feedback")
  }

  /// A button with an empty `fgAction` (`KEY_LAUNCH_APP`) still opens the app.
  @Test func aLaunchAppButtonStillOpensTheApp() throws {
    let (device, _) = MappAndroidExternalIntentTests.device(.background)
    try device.receive(json: #"{"p":"3814","push_title":"T","big_text_body":"B","category":"apx_yes_no_open","buttons":"[{\"fgAction\":{}}]"}"#)
    try device.tap(button: .index(0))
    #expect(device.state == .foreground)
  }
}
