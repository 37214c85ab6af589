import PushSim
import Testing

/// OneSignal's iOS SDK reading an APNs userInfo (VENDORS.md §1, OS-I `OSNotification.m`).
struct OSNotificationIOSTests {
  // MARK: Detection

  /// `custom.i` or `os_data.i` makes a push OneSignal's.
  @Test(arguments: [
    #"{"aps":{"alert":"Hi"},"custom":{"i":"id-1"}}"#,
    #"{"aps":{"alert":"Hi"},"os_data":{"i":"id-1"}}"#,
  ])
  func customIOrOSDataIIsOneSignals(payload: String) throws {
    #expect(try OneSignal.iOS(payload).notificationId == "id-1")
  }

  /// Without either, the SDK does not process the push, and says what it expected.
  @Test func aPushWithoutTheIdIsNotOneSignals() throws {
    let outcome = try OneSignal.decode(#"{"aps":{"alert":"Hi"},"promo":"x"}"#, platform: .iOS)
    #expect(outcome.reason?.reason == "missingCustom")
    #expect(outcome.reason?.message.contains("\"custom\": {\"i\": \"<uuid>\"}") == true)
  }

  /// `custom` as a JSON string (the Android form) is not read on iOS.
  @Test func customAsAJSONStringIsNotReadOnIOS() throws {
    let outcome = try OneSignal.decode(
      #"{"aps":{"alert":"Hi"},"custom":"{\"i\":\"id-1\"}"}"#, platform: .iOS)
    #expect(outcome.reason?.reason == "customNotObject")
    #expect(outcome.reason?.message.contains("the Android data-map form") == true)
  }

  /// `custom` without `i` is named in the reason.
  @Test func customWithoutIdIsNamed() throws {
    let outcome = try OneSignal.decode(#"{"aps":{"alert":"Hi"},"custom":{"a":{}}}"#, platform: .iOS)
    #expect(outcome.reason?.reason == "missingNotificationId")
    #expect(outcome.reason?.message.hasPrefix("custom has no \"i\"") == true)
  }

  /// The web SDK is not modelled: a clear reason, not a guess.
  @Test func theWebIsNotModelled() throws {
    let outcome = try OneSignal.decode(#"{"custom":{"i":"x"},"title":"Hi"}"#, platform: .web)
    #expect(outcome.reason?.reason == "platformNotModelled")
  }

  // MARK: Original format

  /// The original format: aps fields, custom fields, top-level `buttons` and `att`.
  @Test func originalFormatFields() throws {
    let n = try OneSignal.iOS(
      #"""
      {"aps":{"alert":{"title":"Sale","subtitle":"Today","body":"20% off"},"badge":3,"sound":"ding.caf",
      "category":"cat","thread-id":"t1","relevance-score":0.5,"interruption-level":"time-sensitive",
      "content-available":1,"mutable-content":1},
      "custom":{"i":"id-1","u":"https://example.com","ti":"tpl","tn":"Template","badge_inc":2,"collapse_id":"c1","a":{"k":"v"}},
      "buttons":[{"i":"yes","n":"Yes","icon_type":"system","path":"checkmark"},{"n":"Open","icon_type":"custom","path":"open.png"}],
      "att":{"img":"https://example.com/i.jpg"}}
      """#)
    #expect(n.format == .original)
    #expect(!n.isRemoteSilent)
    #expect(n.title == "Sale")
    #expect(n.subtitle == "Today")
    #expect(n.body == "20% off")
    #expect(n.hasAlert)
    #expect(n.hasBadge)
    #expect(n.badge == 3)
    #expect(n.sound == "ding.caf")
    #expect(n.category == "cat")
    #expect(n.threadId == "t1")
    #expect(n.relevanceScore == 0.5)
    #expect(n.interruptionLevel == "time-sensitive")
    #expect(n.contentAvailable)
    #expect(n.mutableContent)
    #expect(n.notificationId == "id-1")
    #expect(n.launchURL == "https://example.com")
    #expect(n.templateId == "tpl")
    #expect(n.templateName == "Template")
    #expect(n.badgeIncrement == 2)
    #expect(n.collapseId == "c1")
    #expect(n.additionalData == ["k": "v"])
    #expect(n.attachments == ["img": "https://example.com/i.jpg"])
    #expect(
      n.actionButtons == [
        OSNotification.ActionButton(id: "yes", text: "Yes", systemIcon: "checkmark"),
        OSNotification.ActionButton(id: "Open", text: "Open", templateIcon: "open.png"),
      ])
    #expect(!n.isSilent)
  }

  /// A string alert is the body; without buttons the original format gives an empty list.
  @Test func aStringAlertIsTheBody() throws {
    let n = try OneSignal.iOS(#"{"aps":{"alert":"Hello"},"custom":{"i":"x"}}"#)
    #expect(n.body == "Hello")
    #expect(n.title == nil)
    #expect(!n.hasBadge)
    #expect(n.actionButtons == [])
    #expect(n.additionalData == nil)
  }

  /// rawPayload is the whole userInfo.
  @Test func rawPayloadIsTheUserInfo() throws {
    let payload = #"{"aps":{"alert":"Hello"},"custom":{"i":"x"},"extra":[1,2]}"#
    #expect(try OneSignal.iOS(payload).rawPayload == JSONValue.parse(payload))
  }

  /// A tapped button's `actionSelected` joins additionalData.
  @Test func actionSelectedJoinsAdditionalData() throws {
    let n = try OneSignal.iOS(
      #"{"aps":{"alert":"Hi"},"custom":{"i":"x","a":{"k":1}},"actionSelected":"yes"}"#)
    #expect(n.additionalData == ["k": 1, "actionSelected": "yes"])
    let bare = try OneSignal.iOS(
      #"{"aps":{"alert":"Hi"},"custom":{"i":"x"},"actionSelected":"yes"}"#)
    #expect(bare.additionalData == ["actionSelected": "yes"])
  }

  /// Top-level keys are not additionalData in the original format: lint says so.
  @Test func topLevelKeysAreNotAdditionalDataInTheOriginalFormat() throws {
    let outcome = try OneSignal.decode(
      #"{"aps":{"alert":"Hi"},"custom":{"i":"x","a":{"k":1}},"promo":"A","n":2}"#, platform: .iOS)
    #expect(outcome.notification?.additionalData == ["k": 1])
    #expect(outcome.warningReasons == ["rootKeysNotInAdditionalData"])
    #expect(
      outcome.findings.first?.issue.message.hasPrefix(
        "top-level keys \"promo\", \"n\" are not in additionalData") == true)
  }

  /// With `additional_data_is_root_payload`, top-level keys are additionalData; custom.a wins a clash.
  @Test func rootPayloadSettingMakesTopLevelKeysAdditionalData() throws {
    let decoder = OSNotificationDecoder(additionalDataIsRootPayload: true)
    let outcome = try OneSignal.decode(
      #"{"aps":{"alert":"Hi"},"custom":{"i":"x","a":{"k":1}},"promo":"A","k":2,"buttons":[],"att":{}}"#,
      platform: .iOS, decoder: decoder)
    #expect(outcome.notification?.additionalData == ["k": 1, "promo": "A"])
    #expect(outcome.warningReasons.isEmpty)
  }

  // MARK: New format

  /// The new format: os_data holds OneSignal's keys; every other top-level key is additionalData.
  @Test func osDataFormatFields() throws {
    let n = try OneSignal.iOS(
      #"""
      {"aps":{"alert":{"title":"T","body":"B"},"badge":1},"os_data":{"i":"id-2","u":"https://e.com","ti":"t","tn":"n",
      "badge_inc":-1,"collapse_id":"c","buttons":[{"i":"a","n":"A"}],"att":{"x":"https://e.com/x.png"}},
      "promo":"SPRING20","nested":{"k":[1]}}
      """#)
    #expect(n.format == .osData)
    #expect(n.notificationId == "id-2")
    #expect(n.launchURL == "https://e.com")
    #expect(n.templateId == "t")
    #expect(n.templateName == "n")
    #expect(n.badgeIncrement == -1)
    #expect(n.collapseId == "c")
    #expect(n.actionButtons == [OSNotification.ActionButton(id: "a", text: "A")])
    #expect(n.attachments == ["x": "https://e.com/x.png"])
    #expect(n.additionalData == ["promo": "SPRING20", "nested": ["k": [1]]])
    #expect(n.title == "T")
    #expect(n.body == "B")
  }

  /// Without buttons the new format has no button list at all (nil, not empty).
  @Test func osDataWithoutButtonsHasNoButtonList() throws {
    #expect(try OneSignal.iOS(#"{"aps":{"alert":"Hi"},"os_data":{"i":"x"}}"#).actionButtons == nil)
  }

  /// iOS 9 era: `os_data.buttons` may be a dictionary {m, o}; then `actionbuttons` is the fallback.
  @Test func buttonDictionaryAndActionButtonsFallback() throws {
    let dictionary = try OneSignal.iOS(
      #"{"aps":{"alert":"Hi"},"os_data":{"i":"x","buttons":{"m":"Hi","o":[{"i":"a","n":"A"}]}}}"#)
    #expect(dictionary.actionButtons == [OSNotification.ActionButton(id: "a", text: "A")])
    let fallback = try OneSignal.iOS(
      #"{"aps":{"alert":"Hi"},"os_data":{"i":"x"},"actionbuttons":[{"n":"B"}]}"#)
    #expect(fallback.actionButtons == [OSNotification.ActionButton(id: "B", text: "B")])
    #expect(fallback.additionalData == ["actionbuttons": [["n": "B"]]])
  }

  /// With both os_data and custom, os_data wins and lint says custom is ignored.
  @Test func osDataWinsOverCustom() throws {
    let outcome = try OneSignal.decode(
      #"{"aps":{"alert":"Hi"},"os_data":{"i":"new"},"custom":{"i":"old"}}"#, platform: .iOS)
    #expect(outcome.notification?.notificationId == "new")
    #expect(outcome.warningReasons == ["customIgnored"])
  }

  // MARK: Legacy remote-silent form

  /// Original format, `m` and no aps.alert: the minified keys m, b, s, at, o.
  @Test func remoteSilentOriginalForm() throws {
    let n = try OneSignal.iOS(
      #"""
      {"aps":{"content-available":1},"custom":{"i":"x"},"m":{"title":"T","body":"Hello"},"b":2,"s":"default",
      "at":{"a1":"https://e.com/a.png"},"o":[{"n":"A"},{"i":"b","n":"B"}]}
      """#)
    #expect(n.isRemoteSilent)
    #expect(n.isSilent)
    #expect(n.title == "T")
    #expect(n.body == "Hello")
    #expect(n.badge == 2)
    #expect(!n.hasBadge)
    #expect(n.sound == "default")
    #expect(n.attachments == ["a1": "https://e.com/a.png"])
    #expect(
      n.actionButtons == [
        OSNotification.ActionButton(id: "A", text: "A"),
        OSNotification.ActionButton(id: "b", text: "B"),
      ])
    #expect(n.contentAvailable)
  }

  /// New format, `os_data.buttons` and no aps.alert: the minified keys inside os_data.buttons.
  @Test func remoteSilentNewForm() throws {
    let n = try OneSignal.iOS(
      #"{"aps":{"content-available":1},"os_data":{"i":"x","buttons":{"m":"Hello","b":"4","o":[{"n":"A"}]}}}"#
    )
    #expect(n.isRemoteSilent)
    #expect(n.body == "Hello")
    #expect(n.badge == 4)
    #expect(n.actionButtons == [OSNotification.ActionButton(id: "A", text: "A")])
  }

  /// With aps.alert, `m` is ignored: not the remote-silent form.
  @Test func anAlertMeansNotRemoteSilent() throws {
    let n = try OneSignal.iOS(#"{"aps":{"alert":"Real"},"custom":{"i":"x"},"m":"Minified"}"#)
    #expect(!n.isRemoteSilent)
    #expect(n.body == "Real")
  }

  /// `os_data.buttons` as an array without an alert is read as a dictionary: the SDK raises.
  @Test func remoteSilentButtonArrayMakesTheSDKRaise() throws {
    let outcome = try OneSignal.decode(
      #"{"aps":{"content-available":1},"os_data":{"i":"x","buttons":[{"n":"A"}]}}"#, platform: .iOS)
    #expect(outcome.reason?.reason == "sdkException")
    #expect(outcome.reason?.message.contains("NSInvalidArgumentException") == true)
  }

  /// No aps.alert is silent on iOS.
  @Test func noAlertIsSilent() throws {
    let n = try OneSignal.iOS(#"{"aps":{"content-available":1},"custom":{"i":"x"}}"#)
    #expect(n.isSilent)
    #expect(!n.hasAlert)
    #expect(!n.isRemoteSilent)
  }

  // MARK: Buttons

  /// A button without `n` is skipped (issue #401); `i` defaults to `n`.
  @Test func buttonsWithoutTextAreSkipped() throws {
    let outcome = try OneSignal.decode(
      #"{"aps":{"alert":"Hi","mutable-content":1},"custom":{"i":"x"},"buttons":[{"i":"a"},{"n":"B"}]}"#, platform: .iOS)
    #expect(
      outcome.notification?.actionButtons == [OSNotification.ActionButton(id: "B", text: "B")])
    #expect(outcome.warningReasons == ["buttonWithoutText"])
    #expect(
      outcome.findings.first?.issue.message
        == #"buttons[0] has no "n" (the button text), so the SDK skips it; expected {"i": id, "n": text}"#
    )
  }

  /// Buttons that are not an array of dictionaries make the SDK raise; an empty dictionary is no buttons.
  @Test(arguments: [#""Yes""#, #"{"n":"A"}"#, #"["Yes"]"#, "5", #""[{\"n\":\"A\"}]""#])
  func buttonsOfTheWrongTypeMakeTheSDKRaise(buttons: String) throws {
    let outcome = try OneSignal.decode(
      #"{"aps":{"alert":"Hi"},"custom":{"i":"x"},"buttons":"# + buttons + "}", platform: .iOS)
    #expect(outcome.reason?.reason == "sdkException")
  }

  /// An empty dictionary of buttons iterates nothing.
  @Test func anEmptyButtonDictionaryIsNoButtons() throws {
    #expect(
      try OneSignal.iOS(#"{"aps":{"alert":"Hi"},"custom":{"i":"x"},"buttons":{}}"#).actionButtons
        == [])
  }

  // MARK: What the service extension adds

  /// Buttons, attachments and `badge_inc` need `mutable-content`: the SDK's extension adds them,
  /// and iOS runs it for no other push. Each is named; with mutable-content, or none of them, no
  /// warning.
  @Test(arguments: [
    (#""buttons":[{"i":"a","n":"A"}]"#, "buttons (shown under a category the extension registers)"),
    (#""att":{"id":"https://e.com/x.png"}"#, "attachments (downloaded by the extension)"),
    (#""custom":{"i":"x","badge_inc":1}"#, "badge_inc (added to the badge by the extension)"),
  ])
  func extensionFeaturesWithoutMutableContentAreWarned(member: String, named: String) throws {
    let custom = member.hasPrefix(#""custom""#) ? member : #""custom":{"i":"x"},"# + member
    let without = try OneSignal.decode(#"{"aps":{"alert":"Hi"},"# + custom + "}", platform: .iOS)
    #expect(without.warningReasons == ["extensionFeatureWithoutMutableContent"])
    #expect(
      without.findings.first?.issue.message
        == "the push has \(named) but aps.mutable-content is not 1: iOS runs no notification "
        + "service extension for it, so the notification is shown without what the extension adds. "
        + #"OneSignal's API sets "mutable-content": 1 for these; keep it"#)
    let with = try OneSignal.decode(
      #"{"aps":{"alert":"Hi","mutable-content":1},"# + custom + "}", platform: .iOS)
    #expect(with.warningReasons.isEmpty)
  }

  /// Several are named in one warning; a push with none of them, or the remote-silent form
  /// (no alert: shown by no extension), has no warning.
  @Test func oneWarningNamesEveryFeature() throws {
    let outcome = try OneSignal.decode(
      #"{"aps":{"alert":"Hi"},"os_data":{"i":"x","badge_inc":2,"buttons":[{"n":"A"}],"att":{"a":"b.png"}}}"#,
      platform: .iOS)
    #expect(outcome.warningReasons == ["extensionFeatureWithoutMutableContent"])
    let message = outcome.findings.first?.issue.message ?? ""
    #expect(message.hasPrefix("the push has buttons (shown under a category the extension registers), attachments (downloaded by the extension), badge_inc (added to the badge by the extension) but"))
    #expect(try OneSignal.decode(#"{"aps":{"alert":"Hi"},"custom":{"i":"x"}}"#, platform: .iOS).warningReasons.isEmpty)
    let silent = try OneSignal.decode(
      #"{"aps":{"content-available":1},"custom":{"i":"x"},"m":"Hi","o":[{"n":"A"}]}"#, platform: .iOS)
    #expect(silent.notification?.isRemoteSilent == true)
    #expect(!silent.warningReasons.contains("extensionFeatureWithoutMutableContent"))
  }

  /// With `aps.category` the extension keeps the push's category and registers no buttons.
  @Test func buttonsWithACategoryAreWarned() throws {
    let outcome = try OneSignal.decode(
      #"{"aps":{"alert":"Hi","mutable-content":1,"category":"reply"},"custom":{"i":"x"},"buttons":[{"n":"A"}]}"#,
      platform: .iOS)
    #expect(outcome.warningReasons == ["buttonsWithCategory"])
    #expect(outcome.findings.first?.issue.message.contains(#"aps.category "reply""#) == true)
    let noButtons = try OneSignal.decode(
      #"{"aps":{"alert":"Hi","mutable-content":1,"category":"reply"},"custom":{"i":"x"}}"#, platform: .iOS)
    #expect(noButtons.warningReasons.isEmpty)
  }

  // MARK: Types

  /// `content_available` with an underscore is ignored, with a warning; the hyphen counts.
  @Test func contentAvailableWithAnUnderscoreIsIgnored() throws {
    let outcome = try OneSignal.decode(
      #"{"aps":{"alert":"Hi","content_available":1},"custom":{"i":"x"}}"#, platform: .iOS)
    #expect(outcome.notification?.contentAvailable == false)
    #expect(outcome.warningReasons == ["contentAvailableUnderscore"])
    let topLevel = try OneSignal.decode(
      #"{"aps":{"alert":"Hi"},"content_available":true,"custom":{"i":"x"}}"#, platform: .iOS)
    #expect(topLevel.warningReasons.contains("contentAvailableUnderscore"))
  }

  /// content-available is read with boolValue: "1", true and 2 are on; "0", 0 and "no" are off.
  @Test(arguments: [
    (#""1""#, true), ("true", true), ("2", true), (#""yes""#, true), (#"" 01""#, true),
    (#""0""#, false), ("0", false), (#""no""#, false),
  ])
  func contentAvailableIsReadWithBoolValue(value: String, expected: Bool) throws {
    let n = try OneSignal.iOS(
      #"{"aps":{"alert":"Hi","content-available":"# + value + #"},"custom":{"i":"x"}}"#)
    #expect(n.contentAvailable == expected)
  }

  /// badge and badge_inc are read with intValue: "3" is 3, "abc" 0, 2.9 is 2; null makes the SDK raise.
  @Test func badgesAreReadWithIntValue() throws {
    #expect(try OneSignal.iOS(#"{"aps":{"alert":"Hi","badge":"3"},"custom":{"i":"x"}}"#).badge == 3)
    #expect(
      try OneSignal.iOS(#"{"aps":{"alert":"Hi","badge":2.9},"custom":{"i":"x","badge_inc":"abc"}}"#)
        .badge == 2)
    #expect(
      try OneSignal.iOS(#"{"aps":{"alert":"Hi"},"custom":{"i":"x","badge_inc":" -4x"}}"#)
        .badgeIncrement == -4)
    let null = try OneSignal.decode(
      #"{"aps":{"alert":"Hi","badge":null},"custom":{"i":"x"}}"#, platform: .iOS)
    #expect(null.reason?.reason == "sdkException")
  }

  /// A non-string id is kept as the SDK keeps it (here its JSON text), with a warning.
  @Test func aNumericIdIsKeptWithAWarning() throws {
    let outcome = try OneSignal.decode(#"{"aps":{"alert":"Hi"},"custom":{"i":12}}"#, platform: .iOS)
    #expect(outcome.notification?.notificationId == "12")
    #expect(outcome.warningReasons == ["invalidType"])
    #expect(
      outcome.findings.first?.issue.message.hasPrefix(
        "custom.i is an integer; OSNotification declares a string") == true)
  }

  /// `custom.a` that is not a dictionary is the SDK's additionalData as is
  /// (`_additionalData = _rawPayload[@"custom"][@"a"]`, no type check), with a warning.
  @Test(arguments: [(#""text""#, JSONValue.string("text")), ("12", .integer(12)), (#"["a"]"#, .array(["a"]))])
  func additionalDataThatIsNotADictionaryIsKeptAsIs(a: String, value: JSONValue) throws {
    let outcome = try OneSignal.decode(
      #"{"aps":{"alert":"Hi"},"custom":{"i":"x","a":"# + a + "}}", platform: .iOS)
    #expect(outcome.accepted)
    #expect(outcome.notification?.additionalData == nil)
    #expect(outcome.notification?.additionalDataAsIs == value)
    #expect(outcome.notification?.additionalDataValue == value)
    #expect(outcome.notification?.jsonValue["additionalData"] == value)
    #expect(outcome.warningReasons == ["additionalDataNotObject"])
  }

  /// With `actionSelected` beside it, a `custom.a` that is not a dictionary makes the SDK set a
  /// key on its mutable copy, which raises.
  @Test func additionalDataThatIsNotADictionaryWithActionSelectedRaises() throws {
    let outcome = try OneSignal.decode(
      #"{"aps":{"alert":"Hi"},"custom":{"i":"x","a":"text"},"actionSelected":"b1"}"#, platform: .iOS)
    #expect(!outcome.accepted)
    #expect(outcome.reason?.reason == "sdkException")
  }

  /// The os_data format builds additionalData from the top-level keys: always a dictionary,
  /// whatever one key holds.
  @Test func osDataFormatAdditionalDataIsAlwaysADictionary() throws {
    let n = try OneSignal.iOS(#"{"aps":{"alert":"Hi"},"os_data":{"i":"x"},"a":"text"}"#)
    #expect(n.additionalData == ["a": "text"])
    #expect(n.additionalDataAsIs == nil)
  }

  /// A JSON string where iOS expects a dictionary is not parsed: `custom.a` stays a string in
  /// additionalData, `att` gives no attachments.
  @Test func jsonInsideStringsIsNotParsedOnIOS() throws {
    let outcome = try OneSignal.decode(
      #"{"aps":{"alert":"Hi"},"custom":{"i":"x","a":"{\"k\":1}"},"att":"{\"a\":\"https://e.com/a.png\"}"}"#,
      platform: .iOS)
    #expect(outcome.accepted)
    #expect(outcome.notification?.additionalData == nil)
    #expect(outcome.notification?.additionalDataAsIs == .string(#"{"k":1}"#))
    #expect(outcome.notification?.attachments == nil)
    #expect(outcome.warningReasons == ["attachmentsNotObject", "additionalDataNotObject"])
  }

  /// iOS has no TTL check.
  @Test func iOSIsNeverPastItsTTL() throws {
    #expect(
      try !OneSignal.iOS(#"{"aps":{"alert":"Hi"},"custom":{"i":"x"}}"#).isPastTTL(atUnixTime: .max))
  }

  // MARK: Limits

  /// additionalData above 2048 bytes is refused (new format: the top-level keys).
  @Test func additionalDataAbove2048BytesIsRefused() throws {
    let payload =
      #"{"aps":{"alert":"Hi"},"os_data":{"i":"x"},"blob":""# + String(repeating: "x", count: 2100)
      + #""}"#
    let outcome = try OneSignal.decode(payload, platform: .iOS)
    #expect(outcome.reason?.reason == "additionalDataTooLarge")
  }

  /// A payload above 3500 bytes is accepted with a warning.
  @Test func aPayloadAbove3500BytesGetsAWarning() throws {
    let payload =
      #"{"aps":{"alert":""# + String(repeating: "a", count: 3600) + #""},"custom":{"i":"x"}}"#
    let outcome = try OneSignal.decode(payload, platform: .iOS)
    #expect(outcome.accepted)
    #expect(outcome.warningReasons == ["payloadOverRecommendedSize"])
  }
}
