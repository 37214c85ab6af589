import PushSim
import Testing

/// `pushsim parse --sdk wonderpush` and `pushsim lint --sdk wonderpush`, run in-process.
struct WonderPushCommandTests {
  /// An Android data map from the "Optional data payload" page: a tagged notification with data.
  static let androidPayload = WP.android(
    #"{"c":"camp","n":"notif","reporting":{"viewId":"view"},"alert":{"title":"New message from Kathy","text":"Hi John, how are you?","tag":"YOUR_TAG"},"receiveActions":[{"type":"closeNotifications","tag":"OLD"}],"actions":[{"type":"link","url":"app://inbox"}]}"#,
    [("exampleKey", "exampleValue"), ("json", #"{"foo":bar"}"#)])

  /// parse prints the WonderPush view with the SDK's field names.
  @Test func parsePrintsTheWonderPushView() throws {
    let result = runCLI(["parse", "-", "--platform", "android", "--sdk", "wonderpush"], stdin: Self.androidPayload)
    #expect(result.status == .success)
    #expect(result.err == "")
    let sdk = try #require(try JSONDocument(result.out).root["sdk"]?.value())
    #expect(sdk["name"] == "wonderpush")
    #expect(sdk["accepted"] == true)
    #expect(sdk["reason"] == nil)
    #expect(sdk["campaignId"] == "camp")
    #expect(sdk["notificationId"] == "notif")
    #expect(sdk["viewId"] == "view")
    #expect(sdk["type"] == "simple")
    #expect(sdk["targetUrl"] == .null)
    #expect(sdk["tag"] == "YOUR_TAG")
    #expect(sdk["silent"] == false)
    #expect(sdk["alert"]?["title"] == "New message from Kathy")
    #expect(sdk["receiveActions"] == [["type": "closeNotifications", "known": true, "tag": "OLD"]])
    #expect(sdk["actions"] == [["type": "link", "known": true, "url": "app://inbox"]])
    #expect(sdk["customData"] == ["exampleKey": "exampleValue", "json": ["foo": "bar\""]])
  }

  /// parse says what the Android SDK does instead of posting (the device's own decision):
  /// nothing for a shown push, the data push's local broadcast, the will-open broadcast intent of
  /// a declared `simple` push without text, and the alert's `autoDrop`/`autoOpen`, with the
  /// foreground override's answer beside it when it differs.
  @Test(arguments: [
    (#"{"c":"shown","alert":{"title":"Hi"}}"#, JSONValue.null, JSONValue?.none),
    (#"{"c":"sync"}"#, "dataLocalBroadcast", nil),
    (#"{"c":"quiet","type":"simple","alert":{"tag":"q"}}"#, "willOpenBroadcast", nil),
    (#"{"c":"drop","alert":{"title":"Hi","autoDrop":true,"autoOpen":true}}"#, "autoDrop", nil),
    (#"{"c":"open","type":"data","alert":{"autoOpen":true}}"#, "autoOpen", nil),
    (#"{"c":"fg","alert":{"title":"Hi","foreground":{"autoDrop":true}}}"#, .null, "autoDrop"),
  ])
  func parseSaysWhatTheAndroidSDKDoesInsteadOfPosting(wp: String, instead: JSONValue, inForeground: JSONValue?) throws {
    let result = runCLI(["parse", "-", "--platform", "android", "--sdk", "wonderpush"], stdin: WP.android(wp))
    #expect(result.status == .success)
    let sdk = try #require(try JSONDocument(result.out).root["sdk"]?.value())
    #expect(sdk["insteadOfPosting"] == instead)
    #expect(sdk["insteadOfPostingInForeground"] == inForeground)
  }

  /// iOS has no `insteadOfPosting`: the system decides what is shown.
  @Test func parseHasNoInsteadOfPostingOnIOS() throws {
    let result = runCLI(["parse", "-", "--platform", "ios", "--sdk", "wonderpush"], stdin: WP.iOS(#"{"c":"x"}"#))
    let sdk = try #require(try JSONDocument(result.out).root["sdk"]?.value())
    #expect(sdk["accepted"] == true)
    #expect(sdk["insteadOfPosting"] == nil)
  }

  /// parse shows an iOS push with a string `_wp` as not accepted, with the reason.
  @Test func parseShowsWhyAPushIsNotOurs() throws {
    let result = runCLI(["parse", "-", "--platform", "ios", "--sdk", "wonderpush"], stdin: WP.iOS(#""{}""#))
    #expect(result.status == .success)
    let sdk = try #require(try JSONDocument(result.out).root["sdk"]?.value())
    #expect(sdk == [
      "name": "wonderpush", "accepted": false,
      "reason": "wonderPushDataWrongType: _wp is a string; the iOS SDK (isNotificationForWonderPush) needs a dictionary, so this is not a WonderPush push. A JSON string is the Android data-map form; on iOS send the object itself (VENDORS §2)",
    ])
  }

  /// WonderPush is listed among the modelled SDK views.
  @Test func wonderPushIsModelled() {
    #expect(SDKView.modelled.contains(.wonderpush))
  }

  /// lint --sdk wonderpush fails on a wrong `_wp` type (exit 1) and names the rule.
  @Test func lintFailsOnAWrongWPType() {
    let result = runCLI(["lint", "-", "--platform", "ios", "--sdk", "wonderpush", "--headers", #"{"apns-push-type":"alert"}"#], stdin: WP.iOS(#""{}""#))
    #expect(result.status == .failure)
    #expect(result.out.contains("<stdin>: error: wonderPushDataWrongType: _wp is a string;"))
    #expect(result.out.hasSuffix("1 error, 0 warnings\n"))
  }

  /// lint --sdk wonderpush warns (exit 0) about what the SDK tolerates.
  @Test func lintWarnsAboutToleratedMistakes() {
    let payload = WP.android(#"{"c":5,"actions":[{"type":"explode"}]}"#)
    let result = runCLI(["lint", "-", "--platform", "android", "--sdk", "wonderpush"], stdin: payload)
    #expect(result.status == .success)
    #expect(result.out == """
      <stdin>: warning: idNotAString: _wp.c is an integer; the Android SDK reads it as the text "5". Expected a string (VENDORS §2)
      <stdin>: warning: unknownActionType: _wp.actions[0].type "explode" is not an action the Android SDK knows, so it skips it. Expected one of close, trackEvent, updateInstallation, addProperty, removeProperty, resyncInstallation, addTag, removeTag, removeAllTags, method, link, rating, mapOpen, closeNotifications, subscribeToNotifications, unsubscribeFromNotifications, _dumpState, _overrideSetLogging, _overrideNotificationReceipt (VENDORS §2)
      0 errors, 2 warnings

      """)
  }

  /// lint without --sdk does not check WonderPush's rules.
  @Test func lintWithoutSDKIgnoresWonderPush() {
    let result = runCLI(["lint", "-", "--platform", "android"], stdin: WP.android(#"{"c":5}"#))
    #expect(result.out == "0 errors, 0 warnings\n")
  }
}
