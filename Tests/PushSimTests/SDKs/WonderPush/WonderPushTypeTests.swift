import PushSim
import Testing

/// The notification type, the silent rule and the Android notification tag (VENDORS.md §2,
/// gotcha 6).
struct WonderPushTypeTests {
  /// Android: no type and an alert with a text is `simple`, inferred, and displayed.
  @Test func androidInfersSimpleFromAText() throws {
    let notification = try WP.notification(WP.android(#"{"alert":{"text":"Hi"}}"#), on: .android)
    #expect(notification.type == .simple)
    #expect(notification.isTypeInferred)
    #expect(!notification.isSilent())
  }

  /// Android: no type and a title only is `simple` too.
  @Test func androidInfersSimpleFromATitle() throws {
    #expect(try WP.notification(WP.android(#"{"alert":{"title":"Hi"}}"#), on: .android).type == .simple)
  }

  /// Android: no type and no alert is `data`, and silent.
  @Test func androidInfersDataWithoutAlert() throws {
    let notification = try WP.notification(WP.android("{}"), on: .android)
    #expect(notification.type == .data)
    #expect(notification.isSilent())
  }

  /// Android: an alert with neither a title nor a text (a subText only) infers `data`.
  @Test func androidInfersDataFromAnAlertWithoutTitleOrText() throws {
    let notification = try WP.notification(WP.android(#"{"alert":{"subText":"s"}}"#), on: .android)
    #expect(notification.type == .data)
    #expect(notification.isSilent())
  }

  /// Android: an unknown type is inferred as if missing, with an issue naming the known types.
  @Test func androidTreatsAnUnknownTypeAsMissing() throws {
    let notification = try WP.notification(WP.android(#"{"type":"promo","alert":{"text":"Hi"}}"#), on: .android)
    #expect(notification.type == .simple)
    #expect(notification.isTypeInferred)
    #expect(
      notification.issues.map(\.message)
        == [#"_wp.type "promo" is not a type the SDKs know (simple, data, text, html, map, url); the Android SDK treats the push as simple"#])
  }

  /// Android: a type that is not a string is read as text, then found unknown.
  @Test func androidReadsANumericTypeAsText() throws {
    let notification = try WP.notification(WP.android(#"{"type":5}"#), on: .android)
    #expect(notification.type == .data)
    #expect(WP.reasons(notification) == ["unknownNotificationType", "unknownNotificationType"])
  }

  /// Android: `type: data` is silent even with a title and a text.
  @Test func androidDataTypeIsSilentWithText() throws {
    let notification = try WP.notification(WP.android(#"{"type":"data","alert":{"title":"T","text":"x"}}"#), on: .android)
    #expect(notification.type == .data)
    #expect(!notification.isTypeInferred)
    #expect(notification.isSilent())
    #expect(notification.isSilent(inForeground: true))
  }

  /// Android: a declared `simple` type without a title or a text still shows nothing.
  @Test func androidSimpleWithoutTextIsSilent() throws {
    let notification = try WP.notification(WP.android(#"{"type":"simple","alert":{"tag":"t"}}"#), on: .android)
    #expect(notification.type == .simple)
    #expect(notification.isSilent())
  }

  /// Android: with a declared type, the foreground overrides can give a silent push a text
  /// while the app is in front.
  @Test func androidForegroundOverridesCanUnsilence() throws {
    let wp = #"{"type":"simple","alert":{"foreground":{"text":"front"}}}"#
    let notification = try WP.notification(WP.android(wp), on: .android)
    #expect(notification.isSilent())
    #expect(!notification.isSilent(inForeground: true))
    let shown = try #require(notification.alert?.forCurrentSettings(inForeground: true))
    #expect(shown.text == "front")
    #expect(shown.priority == 1)
  }

  /// Android: without a declared type the type is inferred from the background alert, so a text
  /// only in `foreground` makes a `data` push, silent even in front.
  @Test func androidInferenceIgnoresForegroundText() throws {
    let notification = try WP.notification(WP.android(#"{"alert":{"foreground":{"text":"front"}}}"#), on: .android)
    #expect(notification.type == .data)
    #expect(notification.isSilent(inForeground: true))
  }

  /// Android: a `null` title is the text "null" (org.json's optString), so the push is shown.
  @Test func androidNullTitleIsTheTextNull() throws {
    let notification = try WP.notification(WP.android(#"{"alert":{"title":null}}"#), on: .android)
    #expect(notification.alert?.title == "null")
    #expect(notification.type == .simple)
    #expect(!notification.isSilent())
    #expect(WP.reasons(notification) == ["fieldIsNull"])
  }

  /// Android: an unknown `alert.type` drops the whole alert, so nothing is shown.
  @Test func androidUnknownAlertStyleDropsTheAlert() throws {
    let notification = try WP.notification(WP.android(#"{"alert":{"text":"Hi","type":"bigpicture"}}"#), on: .android)
    #expect(notification.alert == nil)
    #expect(notification.type == .data)
    #expect(notification.isSilent())
    #expect(WP.reasons(notification) == ["unknownAlertType"])
  }

  /// Android: an `alert` that is not an object is ignored.
  @Test func androidAlertMustBeAnObject() throws {
    let notification = try WP.notification(WP.android(#"{"alert":"Hi"}"#), on: .android)
    #expect(notification.alert == nil)
    #expect(notification.isSilent())
    #expect(WP.reasons(notification) == ["fieldWrongType"])
  }

  /// iOS: `type: data` is never presented by the SDK.
  @Test func iOSDataTypeIsSilent() throws {
    let notification = try WP.notification(WP.iOS(#"{"type":"data"}"#), on: .iOS)
    #expect(notification.type == .data)
    #expect(notification.isSilent())
  }

  /// iOS: a missing type is `simple` (the display comes from `aps`, not from `_wp.alert`).
  @Test func iOSMissingTypeIsSimple() throws {
    let notification = try WP.notification(WP.iOS("{}"), on: .iOS)
    #expect(notification.type == .simple)
    #expect(notification.isTypeInferred)
    #expect(!notification.isSilent())
  }

  /// iOS: without anything to display in `aps` the push is silent whatever `_wp` says.
  @Test func iOSWithoutVisibleAPSIsSilent() throws {
    let notification = try WP.notification(WP.iOS(#"{"alert":{"text":"Hi"}}"#, aps: #"{"content-available":1}"#), on: .iOS)
    #expect(notification.type == .simple)
    #expect(notification.isSilent())
  }

  /// iOS: an unknown type is treated as `simple`, with an issue; a non-string type is ignored.
  @Test func iOSUnknownTypeIsSimple() throws {
    let unknown = try WP.notification(WP.iOS(#"{"type":"promo"}"#), on: .iOS)
    #expect(unknown.type == .simple)
    #expect(WP.reasons(unknown) == ["unknownNotificationType"])
    let number = try WP.notification(WP.iOS(#"{"type":5}"#), on: .iOS)
    #expect(number.issues.map(\.message) == ["_wp.type is an integer; the iOS SDK reads only a string here and ignores it. Expected a string"])
  }

  /// The web never has a silent push: browsers make the service worker show one.
  @Test func webIsNeverSilent() throws {
    #expect(!(try WP.notification(#"{"_wp":{"type":"data"}}"#, on: .web).isSilent()))
  }

  /// Android: the notification tag is `alert.tag`.
  @Test func androidTagIsAlertTag() throws {
    #expect(try WP.notification(WP.android(#"{"c":"camp","alert":{"text":"x","tag":"T"}}"#), on: .android).tag == "T")
  }

  /// Android: without `alert.tag`, the campaign id is the tag.
  @Test func androidTagFallsBackToCampaignId() throws {
    #expect(try WP.notification(WP.android(#"{"c":"camp","alert":{"text":"x"}}"#), on: .android).tag == "camp")
    #expect(try WP.notification(WP.android(#"{"reporting":{"campaignId":"rc"}}"#), on: .android).tag == "rc")
    #expect(try WP.notification(WP.android("{}"), on: .android).tag == nil)
  }

  /// Android: `alert.tag: null` still counts as a tag key, read as the text "null".
  @Test func androidNullTagIsStillATag() throws {
    let notification = try WP.notification(WP.android(#"{"c":"camp","alert":{"text":"x","tag":null}}"#), on: .android)
    #expect(notification.alert?.hasTag == true)
    #expect(notification.tag == "null")
  }

  /// iOS and the web do not tag notifications.
  @Test func iOSHasNoTag() throws {
    #expect(try WP.notification(WP.iOS(#"{"c":"camp","alert":{"tag":"T"}}"#), on: .iOS).tag == nil)
  }
}
