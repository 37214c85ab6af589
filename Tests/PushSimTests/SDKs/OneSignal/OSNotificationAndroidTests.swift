import PushSim
import Testing

/// OneSignal's Android SDK reading an FCM data map (VENDORS.md §1, OS-A `Notification.kt`,
/// `NotificationBundleProcessor.kt`, `NotificationFormatHelper.kt`).
struct OSNotificationAndroidTests {
  static let id = "8b9a5a3c-1111-2222-3333-444455556666"
  static let custom = #"{"i":"8b9a5a3c-1111-2222-3333-444455556666"}"#

  // MARK: Detection

  /// Without `custom`, the SDK leaves the push alone and says why.
  @Test func aPushWithoutCustomIsNotOneSignals() throws {
    let outcome = try OneSignal.decode(OneSignal.dataMap(["alert": "Hi"]), platform: .android)
    #expect(!outcome.accepted)
    #expect(outcome.notification == nil)
    #expect(outcome.reason?.reason == "missingCustom")
    #expect(outcome.reason?.message.contains("JSON string with the notification id") == true)
    #expect(outcome.findings.last?.severity == .error)
  }

  /// `custom` must be a string holding a JSON object: text, a JSON array or a number are not.
  @Test(arguments: ["not json", "[1,2]", "42", "{\"i\":\"x\""])
  func customThatIsNotAJSONObjectIsNotOneSignals(custom: String) throws {
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": custom, "alert": "Hi"]), platform: .android)
    #expect(outcome.reason?.reason == "customNotJSON")
    #expect(outcome.reason?.message.contains("expected a string holding a JSON object") == true)
  }

  /// `custom` without `i` gives no id: not OneSignal's.
  @Test func customWithoutAnIdIsNotOneSignals() throws {
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": #"{"a":{"k":"v"}}"#]), platform: .android)
    #expect(outcome.reason?.reason == "missingNotificationId")
  }

  /// `i` null is the text "null" to Android's org.json (`optString("i", null)` and `getString`
  /// give `String.valueOf(JSONObject.NULL)`): the push is the SDK's, with the id "null", warned.
  @Test func aNullIdIsTheTextNull() throws {
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": #"{"i":null}"#, "alert": "Hi"]), platform: .android)
    #expect(outcome.accepted)
    #expect(outcome.notification?.notificationId == "null")
    #expect(outcome.warningReasons == ["notificationIdNull"])
    let warning = outcome.findings.first { $0.issue.reason == "notificationIdNull" }
    #expect(warning?.severity == .warning)
    #expect(warning?.issue.message.contains("custom.i is null") == true)
    #expect(warning?.issue.message.contains("duplicates") == true)
  }

  /// On Android `custom` arrives as a string; an object there is refused before the SDK sees it.
  @Test func customAsAnObjectIsRefusedByTheDevice() {
    let payload = #"{"custom":{"i":"x"},"alert":"Hi"}"#
    let decoded = PushDecoder(platform: .android).decode(
      Array(payload.utf8), headers: ValidatedPushHeaders(), sequence: 1)
    guard case .failure(let issue) = decoded else {
      Issue.record("an object value in a data map should be refused")
      return
    }
    #expect(issue.message.contains("data map key \"custom\" is an object"))
  }

  /// Android's lenient org.json reads `{i: 'abc'}`; lint warns that it is not strict JSON.
  @Test func lenientCustomIsAcceptedWithAWarning() throws {
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": "{i: 'abc', a: {k: v}}", "alert": "Hi"]), platform: .android)
    #expect(outcome.accepted)
    #expect(outcome.notification?.notificationId == "abc")
    #expect(outcome.notification?.additionalData == ["k": "v"])
    #expect(outcome.warningReasons == ["customNotStrictJSON"])
  }

  /// A numeric id is read as its text, with a warning.
  @Test func aNumericIdIsReadAsText() throws {
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": #"{"i":12}"#]), platform: .android)
    #expect(outcome.notification?.notificationId == "12")
    #expect(outcome.warningReasons == ["notificationIdNotString"])
  }

  /// A token-refresh message (`from` google.com/iid) and FCM's special messages are not processed.
  @Test func tokenRefreshAndSpecialMessagesAreNotProcessed() throws {
    let refresh = try OneSignal.decode(
      OneSignal.dataMap(["custom": Self.custom, "from": "google.com/iid"]), platform: .android)
    #expect(refresh.reason?.reason == "tokenRefreshMessage")
    let deleted = try OneSignal.decode(
      OneSignal.dataMap(["custom": Self.custom, "message_type": "deleted_messages"]),
      platform: .android)
    #expect(deleted.reason?.reason == "notAMessage")
  }

  // MARK: Fields

  /// Every data-map key lands on its getter.
  @Test func everyKeyLandsOnItsGetter() throws {
    let n = try OneSignal.android([
      "custom":
        #"{"i":"id-1","ti":"tpl","tn":"Template","u":"https://example.com/sale","a":{"promo":"SPRING20"}}"#,
      "alert": "20% off", "title": "Sale", "sicon": "ic_stat", "licon": "https://x/l.png",
      "bicon": "https://x/b.png", "sound": "ding", "grp": "sales",
      "grp_msg": "$[notif_count] sales",
      "bgac": "FF0000FF", "ledc": "FF00FF00", "vis": "0", "from": "123456789", "pri": "7",
      "collapse_key": "sale",
    ])
    #expect(n.platform == .android)
    #expect(n.format == .android)
    #expect(n.notificationId == "id-1")
    #expect(n.templateId == "tpl")
    #expect(n.templateName == "Template")
    #expect(n.launchURL == "https://example.com/sale")
    #expect(n.additionalData == ["promo": "SPRING20"])
    #expect(n.body == "20% off")
    #expect(n.title == "Sale")
    #expect(n.smallIcon == "ic_stat")
    #expect(n.largeIcon == "https://x/l.png")
    #expect(n.bigPicture == "https://x/b.png")
    #expect(n.sound == "ding")
    #expect(n.groupKey == "sales")
    #expect(n.groupMessage == "$[notif_count] sales")
    #expect(n.smallIconAccentColor == "FF0000FF")
    #expect(n.ledColor == "FF00FF00")
    #expect(n.lockScreenVisibility == 0)
    #expect(n.fromProjectNumber == "123456789")
    #expect(n.priority == 7)
    #expect(n.collapseId == "sale")
    #expect(n.actionButtons == nil)
    #expect(n.androidNotificationId == 0)
  }

  /// The defaults: visibility 1 (public), priority 0, no additional data.
  @Test func absentKeysTakeTheSDKsDefaults() throws {
    let n = try OneSignal.android(["custom": Self.custom])
    #expect(n.lockScreenVisibility == 1)
    #expect(n.priority == 0)
    #expect(n.additionalData == nil)
    #expect(n.title == nil)
    #expect(n.body == nil)
  }

  /// Values inside `custom` that are not strings are read with getString: null is "null".
  @Test func customValuesAreReadWithGetString() throws {
    let n = try OneSignal.android(["custom": #"{"i":"x","u":null,"ti":5}"#])
    #expect(n.launchURL == "null")
    #expect(n.templateId == "5")
  }

  /// rawPayload is the data map as JSON text, written by org.json (slashes escaped).
  @Test func rawPayloadIsTheDataMapAsOrgJSONText() throws {
    let n = try OneSignal.android(["custom": Self.custom, "alert": "a/b"])
    #expect(
      n.rawPayload
        == .string(#"{"custom":"{\"i\":\"8b9a5a3c-1111-2222-3333-444455556666\"}","alert":"a\/b"}"#)
    )
  }

  /// `collapse_key` "do_not_collapse", FCM's value when none was given, is no collapse id.
  @Test func doNotCollapseIsNoCollapseId() throws {
    #expect(
      try OneSignal.android(["custom": Self.custom, "collapse_key": "do_not_collapse"]).collapseId
        == nil)
  }

  /// An FCM HTTP v1 body is turned into the data map the SDK reads.
  @Test func anFCMv1BodyIsReadThroughItsDataMap() throws {
    let body =
      #"{"message":{"token":"t","data":{"custom":"{\"i\":\"v1-id\"}","alert":"Hi","title":"T"}}}"#
    let outcome = try OneSignal.decode(body, platform: .android)
    #expect(outcome.notification?.notificationId == "v1-id")
    #expect(outcome.notification?.body == "Hi")
    #expect(outcome.notification?.title == "T")
  }

  // MARK: Additional data

  /// `custom.a` must be an object: anything else makes Notification.kt throw and the push is lost.
  @Test(arguments: [#"{"i":"x","a":"text"}"#, #"{"i":"x","a":null}"#, #"{"i":"x","a":[1]}"#])
  func additionalDataThatIsNotAnObjectLosesThePush(custom: String) throws {
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": custom, "alert": "Hi"]), platform: .android)
    #expect(outcome.reason?.reason == "additionalDataNotObject")
    #expect(outcome.reason?.message.contains("Expected a JSON object of custom data") == true)
  }

  /// The in-app message preview id is read from `custom.a`.
  @Test func inAppMessagePreviewIdIsRead() throws {
    let n = try OneSignal.android([
      "custom": #"{"i":"x","a":{"os_in_app_message_preview_id":"iam-1"}}"#
    ])
    #expect(n.inAppMessagePreviewId == "iam-1")
  }

  /// `has` then Android's `optString`: a number is its text, `null` is "null" (`JSON.toString`),
  /// an absent key is no preview.
  @Test func inAppMessagePreviewIdReadsAnyValueAsOrgJSONDoes() throws {
    let number = try OneSignal.android(["custom": #"{"i":"x","a":{"os_in_app_message_preview_id":42}}"#])
    #expect(number.inAppMessagePreviewId == "42")
    let null = try OneSignal.android(["custom": #"{"i":"x","a":{"os_in_app_message_preview_id":null}}"#])
    #expect(null.inAppMessagePreviewId == "null")
    let absent = try OneSignal.android(["custom": #"{"i":"x","a":{"k":"v"}}"#])
    #expect(absent.inAppMessagePreviewId == nil)
  }

  // MARK: Buttons

  /// The minified `o` becomes actionButtons, ids defaulting to the text, icons from `p`; the SDK's
  /// `actionButtons` and `actionId` do not stay in additionalData.
  @Test func minifiedButtonsAreExpanded() throws {
    let n = try OneSignal.android([
      "custom": #"{"i":"x","a":{"k":"v"}}"#, "alert": "Hi",
      "o": #"[{"i":"yes","n":"Yes","p":"ic_yes"},{"n":"Later"}]"#,
    ])
    #expect(
      n.actionButtons == [
        OSNotification.ActionButton(id: "yes", text: "Yes", icon: "ic_yes"),
        OSNotification.ActionButton(id: "Later", text: "Later"),
      ])
    #expect(n.additionalData == ["k": "v"])
    guard case .string(let raw) = n.rawPayload else {
      Issue.record("rawPayload should be a string on Android")
      return
    }
    #expect(!raw.contains("\"o\":"))
    #expect(
      raw.contains(#"\"actionButtons\":[{\"id\":\"yes\",\"text\":\"Yes\",\"icon\":\"ic_yes\"}"#))
    #expect(raw.contains(#"\"actionId\":\"__DEFAULT__\""#))
  }

  /// Minified buttons without `custom.a` still work: the SDK creates it.
  @Test func minifiedButtonsWithoutAdditionalData() throws {
    let n = try OneSignal.android(["custom": Self.custom, "o": #"[{"n":"Open"}]"#])
    #expect(n.actionButtons == [OSNotification.ActionButton(id: "Open", text: "Open")])
    #expect(n.additionalData == [:])
  }

  /// A minified button without `n` makes getString throw: every button is dropped.
  @Test func aMinifiedButtonWithoutTextDropsEveryButton() throws {
    let outcome = try OneSignal.decode(
      OneSignal.dataMap([
        "custom": Self.custom, "alert": "Hi", "o": #"[{"i":"a","n":"A"},{"i":"b"}]"#,
      ]),
      platform: .android)
    #expect(outcome.accepted)
    #expect(outcome.notification?.actionButtons == nil)
    #expect(outcome.warningReasons == ["buttonWithoutText"])
    #expect(outcome.findings.first?.issue.message.contains("o[1] has no \"n\"") == true)
  }

  /// `o` that is not a JSON array string gives no buttons.
  @Test(arguments: ["not json", #"{"n":"A"}"#])
  func minifiedButtonsThatAreNotAnArrayGiveNoButtons(o: String) throws {
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": Self.custom, "o": o]), platform: .android)
    #expect(outcome.notification?.actionButtons == nil)
    #expect(outcome.warningReasons == ["minifiedButtonsNotJSON"])
  }

  /// Already-expanded buttons in `custom.a.actionButtons` are read as they are: no id default.
  @Test func expandedButtonsAreReadWithoutDefaults() throws {
    let n = try OneSignal.android([
      "custom":
        #"{"i":"x","a":{"actionButtons":[{"id":"go","text":"Go","icon":"ic"},{"text":"Plain"}],"actionId":"go","k":1}}"#
    ])
    #expect(
      n.actionButtons == [
        OSNotification.ActionButton(id: "go", text: "Go", icon: "ic"),
        OSNotification.ActionButton(id: nil, text: "Plain"),
      ])
    #expect(n.additionalData == ["k": 1])
  }

  /// `actionButtons` that is not an array stays in additionalData and gives no buttons.
  @Test func expandedButtonsThatAreNotAnArrayStayInAdditionalData() throws {
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": #"{"i":"x","a":{"actionButtons":"Go"}}"#]), platform: .android)
    #expect(outcome.notification?.actionButtons == nil)
    #expect(outcome.notification?.additionalData == ["actionButtons": "Go"])
    #expect(outcome.warningReasons == ["actionButtonsInvalid"])
  }

  // MARK: Display, priority, TTL

  /// Displayed only when `alert` is a non-empty string; a title alone shows nothing, with a warning.
  @Test func onlyANonEmptyAlertIsDisplayed() throws {
    #expect(try !OneSignal.android(["custom": Self.custom, "alert": "Hi"]).isSilent)
    #expect(try OneSignal.android(["custom": Self.custom, "alert": ""]).isSilent)
    #expect(try OneSignal.android(["custom": Self.custom]).isSilent)
    let titleOnly = try OneSignal.decode(
      OneSignal.dataMap(["custom": Self.custom, "title": "T"]), platform: .android)
    #expect(titleOnly.notification?.isSilent == true)
    #expect(titleOnly.warningReasons == ["titleWithoutAlert"])
  }

  /// `pri` maps to Android's priority: 9–10 MAX, 7–8 HIGH, 5–6 DEFAULT, 3–4 LOW, 1–2 MIN; 9 and up
  /// is high priority.
  @Test(arguments: [
    (1, -2, "MIN"), (2, -2, "MIN"), (3, -1, "LOW"), (4, -1, "LOW"), (5, 0, "DEFAULT"),
    (6, 0, "DEFAULT"),
    (7, 1, "HIGH"), (8, 1, "HIGH"), (9, 2, "MAX"), (10, 2, "MAX"),
  ])
  func priorityMapsToAndroidPriority(pri: Int, android: Int, name: String) throws {
    let n = try OneSignal.android(["custom": Self.custom, "pri": String(pri)])
    #expect(n.priority == pri)
    #expect(n.androidPriority == android)
    #expect(n.androidPriorityName == name)
    #expect(n.isHighPriority == (pri >= 9))
  }

  /// Without `pri` the getter's priority is 0 and not high, but the display reads
  /// `optInt("pri", 6)`: DEFAULT, not MIN.
  @Test func noPriorityIsZeroButDisplaysAtDefault() throws {
    let n = try OneSignal.android(["custom": Self.custom])
    #expect(n.priority == 0)
    #expect(n.displayPriority == 6)
    #expect(n.androidPriorityName == "DEFAULT")
    #expect(!n.isHighPriority)
  }

  /// A `pri` Kotlin's toInt() cannot read makes the receiver throw: the push is lost.
  @Test(arguments: ["high", "9.5", " 9", ""])
  func priThatIsNotAnIntegerLosesThePush(pri: String) throws {
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": Self.custom, "pri": pri]), platform: .android)
    #expect(outcome.reason?.reason == "priNotInteger")
    #expect(outcome.reason?.message.contains("Expected an integer from 1 to 10") == true)
  }

  /// `vis` is read with toInt(): -1 is secret; text makes the SDK drop the push.
  @Test func visibilityIsAnInteger() throws {
    #expect(try OneSignal.android(["custom": Self.custom, "vis": "-1"]).lockScreenVisibility == -1)
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": Self.custom, "vis": "public"]), platform: .android)
    #expect(outcome.reason?.reason == "visNotInteger")
  }

  /// `google.sent_time` (ms) and `google.ttl` (s) give the expiry; the push is past its TTL from
  /// sent + ttl on.
  @Test func googleSentTimeAndTTLGiveTheExpiry() throws {
    let n = try OneSignal.android([
      "custom": Self.custom, "google.sent_time": "1700000000999", "google.ttl": "60",
    ])
    #expect(n.sentTime == 1_700_000_000)
    #expect(n.ttl == 60)
    #expect(n.expireTime(receivedAtUnixTime: 0) == 1_700_000_060)
    #expect(!n.isPastTTL(atUnixTime: 1_700_000_059))
    #expect(n.isPastTTL(atUnixTime: 1_700_000_060))
  }

  /// Huawei's `hms.sent_time` and `hms.ttl` are read when `google.ttl` is absent.
  @Test func huaweiKeysAreReadToo() throws {
    let n = try OneSignal.android([
      "custom": Self.custom, "hms.sent_time": "1700000000000", "hms.ttl": "120",
    ])
    #expect(n.sentTime == 1_700_000_000)
    #expect(n.ttl == 120)
  }

  /// Without a TTL the default is 259 200 s (3 days) from the time the SDK processes the push.
  @Test func theDefaultTTLIsThreeDaysFromProcessing() throws {
    let n = try OneSignal.android(["custom": Self.custom, "google.sent_time": "1700000000000"])
    #expect(n.sentTime == nil)
    #expect(n.ttl == 259_200)
    #expect(!n.isPastTTL(atUnixTime: 1_000 + 259_199, receivedAtUnixTime: 1_000))
    #expect(n.isPastTTL(atUnixTime: 1_000 + 259_200, receivedAtUnixTime: 1_000))
  }

  /// A TTL of 0 is already past when the SDK checks it; a TTL it cannot read is the default.
  @Test func zeroAndUnreadableTTLs() throws {
    let zero = try OneSignal.android(["custom": Self.custom, "google.ttl": "0"])
    #expect(zero.sentTime == nil)
    #expect(zero.isPastTTL(atUnixTime: 1_700_000_000))
    #expect(try OneSignal.android(["custom": Self.custom, "google.ttl": "soon"]).ttl == 259_200)
  }

  // MARK: bg_img, vib_pt

  /// `bg_img` is a JSON string {img, tc, bc}; one that does not parse is ignored with a warning.
  /// One that does is read, with a warning that Android 12+ does not draw it
  /// (`NotificationDisplayer.addBackgroundImage`).
  @Test func backgroundImageLayoutIsAJSONString() throws {
    let good = try OneSignal.decode(
      OneSignal.dataMap(["custom": Self.custom, "bg_img": #"{"img":"bg","tc":"FF000000","bc":"FFFFFFFF"}"#]),
      platform: .android)
    #expect(
      good.notification?.backgroundImageLayout
        == OSNotification.BackgroundImageLayout(
          image: "bg", titleTextColor: "FF000000", bodyTextColor: "FFFFFFFF"))
    #expect(good.warningReasons == ["backgroundImageNotShown"])
    let bad = try OneSignal.decode(
      OneSignal.dataMap(["custom": Self.custom, "bg_img": "bg.png"]), platform: .android)
    #expect(bad.notification?.backgroundImageLayout == nil)
    #expect(bad.warningReasons == ["backgroundImageNotJSON"])
  }

  /// `vib_pt` is a JSON-array string of milliseconds; an element that is not a number is 0.
  @Test func vibrationPatternIsAJSONArrayString() throws {
    #expect(
      try OneSignal.android(["custom": Self.custom, "vib_pt": #"[0,200,"100","x"]"#])
        .vibrationPattern == [0, 200, 100, 0])
    let bad = try OneSignal.decode(
      OneSignal.dataMap(["custom": Self.custom, "vib_pt": "200"]), platform: .android)
    #expect(bad.notification?.vibrationPattern == nil)
    #expect(bad.warningReasons == ["vibrationPatternNotJSON"])
  }

  // MARK: Limits

  /// additionalData is refused above 2048 bytes of JSON; 2048 is accepted.
  @Test func additionalDataIsLimitedTo2048Bytes() throws {
    // {"k":"…"} is 8 bytes plus the text.
    let fits = #"{"i":"x","a":{"k":""# + String(repeating: "x", count: 2040) + #""}}"#
    #expect(try OneSignal.decode(OneSignal.dataMap(["custom": fits]), platform: .android).accepted)
    let over = #"{"i":"x","a":{"k":""# + String(repeating: "x", count: 2041) + #""}}"#
    let outcome = try OneSignal.decode(OneSignal.dataMap(["custom": over]), platform: .android)
    #expect(outcome.reason?.reason == "additionalDataTooLarge")
    #expect(
      outcome.reason?.message.hasPrefix(
        "additionalData is 2049 bytes of JSON; OneSignal accepts at most 2048") == true)
  }

  /// Above 3500 bytes the push is accepted with a warning.
  @Test func aPayloadAbove3500BytesGetsAWarning() throws {
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": Self.custom, "alert": String(repeating: "a", count: 3500)]),
      platform: .android)
    #expect(outcome.accepted)
    #expect(outcome.warningReasons == ["payloadOverRecommendedSize"])
  }
}
