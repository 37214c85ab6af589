@testable import PushSim
import Testing

/// Mapp buttons that share one PendingIntent (docs/Mapp.md, "Buttons that share a PendingIntent
/// (Android, modelled)"): every non-destructive category button gets
/// `PendingIntent.getActivity(context, notificationId, intent, FLAG_UPDATE_CURRENT)` for an
/// intent to the SDK's click activity with the action `com.appoxee.BUTTON_CLICKED` and the data
/// `FgAction.getAction()` (`PendingIntentProviderImpl.createCustomPendingIntent`). Two such
/// intents with equal data are equal by `Intent.filterEquals`, so Android hands back one
/// PendingIntent, whose extras (click type, event type) are the last button's. Among the SDK's
/// default categories only `apx_specific_android` (Play, Turn off) has two non-destructive
/// buttons.
struct MappAndroidSharedPendingIntentTests {
  /// An `apx_specific_android` push whose two buttons have the `fgAction`s `buttons` (a JSON
  /// array in the data map), or none.
  static func payload(_ id: String, buttons: String?) -> String {
    let field = buttons.map { #","buttons":"\#($0)""# } ?? ""
    return #"{"p":"\#(id)","push_title":"T","big_text_body":"B","category":"apx_specific_android"\#(field),"google.message_id":"s\#(id)"}"#
  }

  /// A web page on the first button and the same URL as a deep link on the second.
  static let sameURL = payload("4301", buttons: #"[{\"fgAction\":{\"apx_url\":\"https://shop.test/sale\"}},{\"fgAction\":{\"apx_dpl\":\"https://shop.test/sale\"}}]"#)

  /// The first button's click fires with the second's extras: the deep link, not the web page.
  @Test func theFirstButtonFiresWithTheLastOnesClickType() throws {
    let data = try Mapp.data(Self.sameURL)
    #expect(data.pendingIntentButton(0) == 1)
    #expect(data.pendingIntentButton(1) == 1)
    let (device, receiver) = MappDeviceTests.device(.android, .background)
    try device.receive(json: Self.sameURL)
    try device.tap(button: .index(0))
    #expect(device.events(named: "action.executed").map { $0["type"] } == [.string("openURLScheme")])
    #expect(device.events(named: "delegate.onButtonClick").first?["pendingIntentOf"] == .integer(1))
    #expect(device.events(named: "delegate.onButtonClick").first?["buttonIndex"] == .integer(0))
    #expect(receiver.broadcasts == ["onReceived 4301", "onButtonClick 4301 0"])
  }

  /// The last button of the group fires with its own extras, and no `pendingIntentOf` is traced.
  @Test func theLastButtonKeepsItsOwnExtras() throws {
    let (device, _) = MappDeviceTests.device(.android, .background)
    try device.receive(json: Self.sameURL)
    try Self.expectOwnExtras(device, button: 1, clickType: "openURLScheme")
  }

  /// A tap on `button` runs `clickType` with the button's own extras: one `onButtonClick` with
  /// its index and no `pendingIntentOf`.
  static func expectOwnExtras(_ device: SimulatedDevice, button: Int, clickType: String) throws {
    try device.tap(button: .index(button))
    #expect(device.events(named: "action.executed").map { $0["type"] } == [.string(clickType)])
    let clicks = device.events(named: "delegate.onButtonClick")
    #expect(clicks.count == 1)
    #expect(clicks.first?["buttonIndex"] == .integer(Int64(button)))
    #expect(clicks.first.map { $0["pendingIntentOf"] == nil } == true, "no pendingIntentOf for the button's own extras")
  }

  /// Different data, different PendingIntents: each button keeps its own click type.
  @Test func differentURLsDoNotShare() throws {
    let payload = Self.payload("4302", buttons: #"[{\"fgAction\":{\"apx_url\":\"https://shop.test/a\"}},{\"fgAction\":{\"apx_dpl\":\"https://shop.test/b\"}}]"#)
    let data = try Mapp.data(payload)
    #expect(data.pendingIntentButton(0) == 0)
    let (device, _) = MappDeviceTests.device(.android, .background)
    try device.receive(json: payload)
    try Self.expectOwnExtras(device, button: 0, clickType: "openWebSite")
  }

  /// Without `buttons` neither button has data: they share, both `DISMISS`; only the event type
  /// differs, traced as `pendingIntentOf`.
  @Test func buttonsWithoutForegroundActionsShare() throws {
    let payload = Self.payload("4303", buttons: nil)
    let (device, _) = MappDeviceTests.device(.android, .background)
    try device.receive(json: payload)
    try device.tap(button: .index(0))
    #expect(device.state == .background)
    #expect(device.events(named: "delegate.onButtonClick").first?["pendingIntentOf"] == .integer(1))
  }

  /// An `fgAction` without key has the data `launch_app` (`FgAction.getAction`), a missing one
  /// none: they do not share, and the first button still opens the app.
  @Test func aLaunchAppButtonDoesNotShareWithAButtonWithoutForegroundAction() throws {
    let payload = Self.payload("4304", buttons: #"[{\"fgAction\":{}}]"#)
    #expect(try Mapp.data(payload).pendingIntentButton(0) == 0)
    let (device, _) = MappDeviceTests.device(.android, .background)
    try device.receive(json: payload)
    try device.tap(button: .index(0))
    #expect(device.state == .foreground)
  }

  /// Destructive buttons, the body and another category's single button share nothing.
  @Test func otherButtonsShareNothing() throws {
    let data = try Mapp.data(#"{"p":"4305","category":"apx_yes_no_open","buttons":"[{\"fgAction\":{}},{\"fgAction\":{}}]"}"#)
    #expect(data.pendingIntentButton(0) == 0)
    #expect(data.pendingIntentButton(1) == 1)
    let rich = try Mapp.data(#"{"p":"4306","category":"apx_specific_android","type":"gif","ios_apx_media":"https://m.test/a.gif"}"#)
    #expect(rich.pendingIntentButton(2) == 2, "Play (com.appoxee.RICH_PUSH) shares with no category button")
    #expect(rich.pendingIntentButton(0) == 1)
  }

  /// Lint and the device warn `buttonsShareClickIntent` for a button whose click fires with a
  /// later button's extras, naming the click type and event type it gets; not for buttons
  /// that do not share.
  @Test func sharingButtonsAreWarnedAbout() throws {
    let shared = try Mapp.data(Self.sameURL).issues
    #expect(shared.map(\.reason) == ["buttonsShareClickIntent"])
    #expect(shared.first?.message.contains("button 0 \"Play\" and button 1 \"Turn off\"") == true)
    #expect(shared.first?.message.contains("click type (OPEN_DEEP_LINK)") == true)
    #expect(shared.first?.message.contains("event type (BUTTON2)") == true)
    #expect(try Mapp.lint(Self.sameURL, .android) == ["warning:buttonsShareClickIntent"])
    let apart = Self.payload("4302", buttons: #"[{\"fgAction\":{\"apx_url\":\"https://shop.test/a\"}},{\"fgAction\":{\"apx_dpl\":\"https://shop.test/b\"}}]"#)
    #expect(try Mapp.data(apart).issues.isEmpty)
    let none = try Mapp.data(Self.payload("4303", buttons: nil)).issues
    #expect(none.map(\.reason) == ["buttonWithoutForegroundAction", "buttonWithoutForegroundAction", "buttonsShareClickIntent"])
    #expect(none.last?.message.contains("data none") == true)
    #expect(none.last?.message.contains("click type (DISMISS)") == true)
  }

  /// Two buttons are called Turn off. The category `apx_specific_android`'s is not destructive
  /// (`CategoriesFactory`: `Button(2, "Turn off", false, false, false)`, `isDestructive`
  /// false): a click intent (`com.appoxee.BUTTON_CLICKED`), `onButtonClick`, and the one whose
  /// extras the category's Play fires with. The rich-media Turn off of a `gif`/`video` push
  /// (`addSpecificButtons(isDestructive = true, TURN_OFF)`) is the dismiss broadcast,
  /// `onDismissed`, and shares with no click. Android shows only the first three of the four
  /// (`Notification.MAX_ACTION_BUTTONS`): the rich-media Turn off is posted but not shown, a
  /// `tooManyActions` warning says so, and a tap on it is refused.
  @Test func theCategoryTurnOffIsAClickAndTheRichMediaTurnOffDismisses() throws {
    let json = #"{"p":"4307","push_title":"T","big_text_body":"B","category":"apx_specific_android","type":"gif","ios_apx_media":"https://m.test/a.gif","google.message_id":"s4307"}"#
    let data = try Mapp.data(json)
    #expect(data.notificationButtons.map(\.title) == ["Play", "Turn off", "Play", "Turn off"])
    #expect((0..<4).map(data.isDestructiveButton) == [false, false, false, true])
    #expect((0..<4).map(data.pendingIntentButton) == [1, 1, 2, 3])
    var outcomes: [[String]] = []
    for index in 0..<3 {
      let (device, receiver) = MappDeviceTests.device(.android, .background)
      try device.receive(json: json)
      try device.tap(button: .index(index))
      outcomes.append(Array(receiver.broadcasts.dropFirst()))
      let click = device.events(named: "delegate.onButtonClick").first
      #expect(click?["pendingIntentOf"] == (index == 0 ? .integer(1) : nil), "button \(index)")
    }
    #expect(outcomes == [["onButtonClick 4307 0"], ["onButtonClick 4307 1"], ["onRichPush 4307"]])
    let (device, receiver) = MappDeviceTests.device(.android, .background)
    try device.receive(json: json)
    #expect(device.events(named: "push.warning").compactMap { $0["reason"]?.stringValue }.last == "tooManyActions")
    #expect(throws: DeviceError.self) { try device.tap(button: .index(3)) }
    #expect(receiver.broadcasts.dropFirst().isEmpty)
    #expect(device.tray.latest?.content.buttons.count == 4)
  }
}
