import PushSim
import Testing

/// The Android audit against the Mapp Engage Android SDK's source (docs/Mapp.md, "Audit
/// (Android)"): what its notification shows, which keys stay out of `extraFields`, and what its
/// buttons are.
struct MappAndroidAuditTests {
  /// `NotificationFactory.createSimpleNotification` sets the text (and the big text) from
  /// `bigText`, that is `big_text_body`; `alert` is read into `PushData` and shown nowhere.
  @Test func theNotificationTextIsBigTextBodyNotAlert() throws {
    let (device, _) = MappDeviceTests.device(.android, .background)
    try device.receive(json: #"{"p":"1","push_title":"T","alert":"Short","big_text_body":"Long text","google.message_id":"m1"}"#)
    #expect(device.notificationList.first?.content.body == "Long text")
    try device.receive(json: #"{"p":"2","push_title":"T","alert":"Only alert","google.message_id":"m2"}"#)
    // `bigText ?: ""`: the empty text, as for an empty big_text_body.
    #expect(device.notificationList.first { $0.id == "m2" }?.content.body == "")
    #expect(device.events(named: "push.warning").map { $0["reason"] } == ["alertNotShown"])
  }

  /// The warning is for a push that shows something: a silent push shows nothing anyway, and a
  /// push with `big_text_body` shows that.
  @Test func alertNotShownOnlyWhenTheTextIsMissing() throws {
    #expect(try Mapp.data(#"{"p":"1","alert":"A"}"#).issues.map(\.reason) == ["alertNotShown"])
    #expect(try Mapp.data(#"{"p":"1","alert":"A","big_text_body":"B"}"#).issues.isEmpty)
    #expect(try Mapp.data(#"{"p":"1","alert":"A","content_available":"true"}"#).issues.isEmpty)
    #expect(try Mapp.lint(#"{"p":"1","alert":"A"}"#, .android) == ["warning:alertNotShown"])
  }

  /// `toPushData` takes `sendout_id` into `sendoutId` (`toLongOrNull()`), so it is not an extra
  /// field the app's `MappPush` carries.
  @Test func sendoutIdIsAFieldNotAnExtraField() throws {
    let data = try Mapp.data(#"{"p":"1","big_text_body":"B","sendout_id":"4711","shop":"x"}"#)
    #expect(data.sendoutId == 4711)
    #expect(data.extraFields == ["shop": "x"])
    #expect(try Mapp.data(#"{"p":"1","big_text_body":"B","sendout_id":"n/a"}"#).sendoutId == nil)
  }
}

/// The Android SDK's notification buttons (`NotificationFactory.addButtons`): the category's,
/// paired with the flattened `fgAction`s; `bgAction`s are never run.
struct MappAndroidButtonAuditTests {
  /// The buttons and their titles are the category's (`CategoriesFactory` defaults), not the
  /// payload's `title` keys; the second `fgAction` pairs with the second category button.
  @Test func buttonsAreTheCategorysPairedWithForegroundActions() throws {
    let data = try Mapp.data(
      #"{"p":"1","big_text_body":"B","category":"apx_acc_dec_open","buttons":"[{\"title\":\"Mine\",\"bgAction\":{\"todo\":\"set\",\"type\":\"tag\",\"value\":\"x\"}},{\"fgAction\":{\"apx_url\":\"https://a.test\"}}]"}"#)
    #expect(data.notificationButtons.map(\.title) == ["Accept", "Decline"])
    #expect(data.notificationButtons.map { $0.actions.map(\.todo) } == [[.openWebSite], [.dismiss]])
    #expect(data.foregroundActions.map { $0?.todo } == [.openWebSite])
    #expect(data.issues.map(\.reason) == ["backgroundActionNotRun"])
    #expect(MappCategory.defaults.count == 16 && APXPushNotificationAction.predefinedCategories.first == "apx_yes_no_open")
  }

  /// No category the SDK knows: no buttons, and a warning; an `fgAction` with no key is the
  /// launch-app action (`nil`), not a dismissal.
  @Test func unknownCategoryShowsNoButtons() throws {
    let data = try Mapp.data(#"{"p":"1","big_text_body":"B","category":"apx_yes_no","buttons":"[{\"fgAction\":{}}]"}"#)
    #expect(data.notificationButtons.isEmpty)
    #expect(data.foregroundActions.count == 1 && data.foregroundActions[0] == nil)
    #expect(data.issues.map(\.reason) == ["buttonsWithoutCategory"])
  }

  /// On a device: the first button runs its `fgAction` only (no tag from the `bgAction`) and
  /// calls `onButtonClick`; a destructive button calls `onDismissed` and opens no activity.
  @Test func deviceRunsForegroundActionsAndDestructiveButtonsDismiss() throws {
    var app = AppBehavior()
    app.mappNotificationMode = .backgroundAndForeground
    let (device, receiver) = MappDeviceTests.device(.android, .background, app: app)
    let payload = #"{"p":"5","push_title":"T","big_text_body":"B","category":"apx_yes_no_open","buttons":"[{\"bgAction\":{\"todo\":\"set\",\"type\":\"tag\",\"value\":\"fan\"},\"fgAction\":{\"apx_dpl\":\"shop://x\"}}]"}"#
    try device.receive(json: payload)
    #expect(device.notificationList.first?.content.buttons.map(\.title) == ["Yes", "No"])
    try device.tap(button: .index(0))
    #expect(device.installation.tags.isEmpty)
    #expect(device.events(named: "action.executed").map { $0["type"] } == ["openURLScheme"])
    try device.receive(json: payload)
    try device.perform(.background)
    try device.tap(button: .index(1))
    #expect(receiver.broadcasts == ["onReceived 5", "onButtonClick 5 0", "onReceived 5", "onDismissed 5"])
    #expect(device.state == .background)
  }
}

/// The SDK's rich-media buttons (`NotificationFactory.addSpecificButtons`) and
/// `LocalPushBroadcast.onRichPush` (`com.appoxee.RICH_PUSH`).
struct MappAndroidRichPushAuditTests {
  /// A `gif` or `video` push gets Play and Turn off after its category's buttons; an `image`
  /// push does not.
  @Test func gifAndVideoGetPlayAndTurnOff() throws {
    let gif = try Mapp.data(#"{"p":"1","big_text_body":"B","type":"gif","category":"apx_read_open","ios_apx_media":"https://m.test/a.gif"}"#)
    #expect(gif.notificationButtons.map(\.title) == ["Read More", "Play", "Turn off"])
    #expect(gif.notificationButtons.map { $0.actions.map(\.todo) } == [[], [], [.dismiss]])
    #expect(try Mapp.data(#"{"p":"1","type":"video"}"#).notificationButtons.map(\.title) == ["Play", "Turn off"])
    #expect(try Mapp.data(#"{"p":"1","type":"image"}"#).notificationButtons.isEmpty)
  }

  /// Play calls `onRichPush` (not `onButtonClick`) and records the media; Turn off dismisses.
  @Test func playCallsOnRichPushAndTurnOffDismisses() throws {
    var app = AppBehavior()
    app.mappNotificationMode = .backgroundAndForeground
    let (device, receiver) = MappDeviceTests.device(.android, .background, app: app)
    let payload = #"{"p":"9","push_title":"T","big_text_body":"B","type":"video","ios_apx_media":"https://m.test/v.mp4"}"#
    try device.receive(json: payload)
    try device.tap(button: .index(0))
    #expect(device.events(named: "action.executed").first?["parameters"]?["uri"] == "https://m.test/v.mp4")
    try device.receive(json: payload)
    try device.tap(button: .index(1))
    #expect(receiver.broadcasts == ["onReceived 9", "onRichPush 9", "onReceived 9", "onDismissed 9"])
  }
}

/// A body tap (`PushData.getContentUriType`): only `apx_url`, `apx_aid` and `apx_dpl` open
/// something; `apx_inbox`, `apx_url_internal` and `push_destroy` open the app only.
struct MappAndroidTapAuditTests {
  @Test func onlyURLStoreAndDeepLinkAreOpenedByATap() throws {
    for (key, opens) in [("apx_inbox", false), ("apx_url_internal", false), ("push_destroy", false), ("apx_dpl", true), ("apx_aid", true)] {
      let (device, receiver) = MappDeviceTests.device(.android, .background)
      try device.receive(json: #"{"p":"4","push_title":"T","big_text_body":"B","\#(key)":"x.test/in"}"#)
      try device.tap()
      #expect(receiver.broadcasts == ["onReceived 4", "onOpened 4"], "\(key)")
      #expect(device.events(named: "action.executed").map { $0["type"] } == (opens ? [.string(key)] : []), "\(key)")
    }
  }
}

/// A button whose `fgAction` is `apx_vc`, `apx_inbox` or `apx_url_internal`: its click type is
/// `DISMISS` (`PushUriType.toPushAction`), so the SDK's click activity reports the click and
/// finishes; nothing opens, and the app stays in the background.
struct MappAndroidButtonClickTypeAuditTests {
  @Test func inboxButtonOpensNothing() throws {
    for key in ["apx_vc", "apx_inbox", "apx_url_internal"] {
      let (device, receiver) = MappDeviceTests.device(.android, .background)
      try device.receive(json: #"{"p":"6","push_title":"T","big_text_body":"B","category":"apx_read_open","buttons":"[{\"fgAction\":{\"\#(key)\":\"v\"}}]"}"#)
      try device.tap(button: .index(0))
      #expect(receiver.broadcasts == ["onReceived 6", "onButtonClick 6 0"], "\(key)")
      #expect(device.events(named: "action.executed").isEmpty, "\(key)")
      #expect(device.state == .background, "\(key)")
    }
  }
}
