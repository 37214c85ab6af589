import PushSim
import Testing

/// How the Android SDK pairs a category's buttons with the push's `fgAction`s
/// (`NotificationFactory.addButtons`, by position) when their numbers differ: a
/// non-destructive category button with no `fgAction` gets no uri type, which
/// `PushUriType.toPushAction` maps to `ClickType.DISMISS` (the click is reported, nothing opens);
/// `fgAction`s past the category's buttons are never used.
struct MappAndroidButtonPairingTests {
  /// `apx_read_open` with only a `bgAction`: Read More has no `fgAction`, so a tap calls
  /// `onButtonClick` and the app stays in the background; an `fgAction` with no key
  /// (`KEY_LAUNCH_APP`) opens the app instead.
  @Test func aCategoryButtonWithoutForegroundActionOpensNothing() throws {
    let (device, receiver) = MappDeviceTests.device(.android, .background)
    try device.receive(json: #"{"p":"3","push_title":"T","big_text_body":"B","category":"apx_read_open","buttons":"[{\"bgAction\":{\"todo\":\"set\",\"type\":\"tag\",\"value\":\"x\"}}]"}"#)
    try device.tap(button: .index(0))
    #expect(receiver.broadcasts == ["onReceived 3", "onButtonClick 3 0"])
    #expect(device.state == .background)
    #expect(device.events(named: "delegate.onNewIntent").isEmpty)
    #expect(device.events(named: "action.executed").isEmpty)

    let (other, _) = MappDeviceTests.device(.android, .background)
    try other.receive(json: #"{"p":"4","push_title":"T","big_text_body":"B","category":"apx_read_open","buttons":"[{\"fgAction\":{}}]"}"#)
    try other.tap(button: .index(0))
    #expect(other.state == .foreground)
  }

  /// The warnings: a non-destructive button without an `fgAction` (also when the push has no
  /// `buttons` at all), and `fgAction`s past the category's buttons. A destructive button needs
  /// none, and a silent push shows no buttons.
  @Test func pairingWarnings() throws {
    #expect(try Mapp.data(#"{"p":"1","big_text_body":"B","category":"apx_yes_no_open"}"#).issues.map(\.reason) == ["buttonWithoutForegroundAction"])
    #expect(try Mapp.data(#"{"p":"1","big_text_body":"B","category":"apx_yes_no_open","buttons":"[{\"fgAction\":{}}]"}"#).issues.isEmpty)
    #expect(try Mapp.data(#"{"p":"1","big_text_body":"B","category":"apx_yes_no_dismiss"}"#).issues.isEmpty)
    #expect(
      try Mapp.data(#"{"p":"1","big_text_body":"B","category":"apx_read_open","buttons":"[{\"fgAction\":{}},{\"fgAction\":{\"apx_url\":\"https://a.test\"}}]"}"#)
        .issues.map(\.reason) == ["foregroundActionWithoutButton"])
    #expect(try Mapp.data(#"{"p":"1","content_available":"true","category":"apx_yes_no_open"}"#).issues.isEmpty)
    #expect(try Mapp.lint(#"{"p":"1","big_text_body":"B","category":"apx_buy_open"}"#, .android) == ["warning:buttonWithoutForegroundAction"])
  }

  /// The SDK matches `category` exactly (`catName == it.categoryType?.categoryName`): another case
  /// names no category, so the push shows no buttons.
  @Test func categoryNamesAreMatchedExactly() throws {
    let data = try Mapp.data(#"{"p":"1","big_text_body":"B","category":"APX_YES_NO_OPEN","buttons":"[{\"fgAction\":{}}]"}"#)
    #expect(data.notificationButtons.isEmpty)
    #expect(data.issues.map(\.reason) == ["buttonsWithoutCategory"])
  }
}

/// A `gif` or `video` push without `ios_apx_media`: the SDK still adds Play and Turn off
/// (`NotificationFactory.addButtons` looks at the type only), and Play has no media to show.
struct MappAndroidRichMediaWithoutMediaTests {
  @Test func richMediaWithoutMediaWarns() throws {
    #expect(try Mapp.data(#"{"p":"1","big_text_body":"B","type":"video"}"#).issues.map(\.reason) == ["richMediaWithoutMedia"])
    #expect(try Mapp.data(#"{"p":"1","big_text_body":"B","type":"gif","ios_apx_media":""}"#).issues.map(\.reason) == ["richMediaWithoutMedia"])
    #expect(try Mapp.data(#"{"p":"1","big_text_body":"B","type":"gif","ios_apx_media":"https://m.test/a.gif"}"#).issues.isEmpty)
    #expect(try Mapp.data(#"{"p":"1","big_text_body":"B","type":"image"}"#).issues.isEmpty)
    #expect(try Mapp.data(#"{"p":"1","type":"video","content_available":"true"}"#).issues.isEmpty)
    #expect(try Mapp.lint(#"{"p":"1","big_text_body":"B","type":"gif"}"#, .android) == ["warning:richMediaWithoutMedia"])
  }
}
