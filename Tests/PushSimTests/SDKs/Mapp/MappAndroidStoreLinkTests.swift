@testable import PushSim
import Testing

/// The store link of an `apx_aid` (docs/Mapp.md, "The store link and a button's URL (Android)"):
/// `MessageActionHandler.openAppStore` opens `market://details?id=<Uri.getQueryParameter("id") of
/// apx_aid>`, so a bare package name opens `market://details?id=null`; `action.executed` gains
/// `storeURI`, and lint and the device warn `appStoreLinkWithoutId`. A button's scheme-less
/// `apx_url` stays as sent (`FgAction.getAction`), where the body's gets `http://`.
struct MappAndroidStoreLinkTests {
  /// `Uri.getQueryParameter("id")` as AOSP's `Uri` reads a hierarchical URI.
  @Test func theIdIsTheIdQueryParameter() {
    #expect(MappAppStoreLink(value: "com.shop.app").applicationId == nil)
    #expect(MappAppStoreLink(value: "com.shop.app").marketURI == "market://details?id=null")
    #expect(MappAppStoreLink(value: "market://details?id=com.shop.app").marketURI == "market://details?id=com.shop.app")
    #expect(MappAppStoreLink(value: "https://play.google.com/store/apps/details?hl=en&id=com.shop.app").applicationId == "com.shop.app")
    #expect(MappAppStoreLink(value: "x?ids=1&id=2&id=3").applicationId == "2", "the first parameter named exactly id")
    #expect(MappAppStoreLink(value: "x?id").applicationId == "", "a name without = has the empty value")
    #expect(MappAppStoreLink(value: "x?id=a%2Eb+c").applicationId == "a.b c", "percent-decoded, + a space")
    #expect(MappAppStoreLink(value: "x?id=1#top").applicationId == "1", "the fragment is not the query")
    #expect(MappAppStoreLink(value: "x#?id=1").applicationId == nil, "a ? inside the fragment starts no query")
    #expect(MappAppStoreLink(value: "x?id=%zz").applicationId == "\u{FFFD}\u{0}z", "UriCodec: U+FFFD, the byte read so far, the rest")
    #expect(MappAppStoreLink(value: "x?id=%4z").applicationId == "\u{FFFD}\u{4}", "the first digit's value is kept")
    #expect(MappAppStoreLink(value: "x?id=%+1").applicationId == "\u{FFFD}\u{0}1", "a sign is no hex digit")
    #expect(MappAppStoreLink(value: "x?id=a%4").applicationId == "a\u{FFFD}", "a % too close to the end ends the value")
    #expect(MappAppStoreLink(value: "x?id=%C3%A9").applicationId == "é", "UTF-8 bytes")
  }

  /// A body tap and a button record the store URI the SDK opens.
  @Test func theStoreClickRecordsTheStoreURI() throws {
    let (device, _) = MappAndroidExternalIntentTests.device(.background)
    try device.receive(json: MappAndroidExternalIntentTests.store)
    try device.tap()
    let body = try #require(device.events(named: "action.executed").last)
    #expect(body["parameters"]?["uri"] == "com.shop.app")
    #expect(body["parameters"]?["storeURI"] == "market://details?id=null")
    device.advance(by: .seconds(1))
    try device.receive(json: MappAndroidExternalButtonTests.payload("3815", "apx_aid", "market://details?id=com.shop.app"))
    try device.tap(button: .index(0))
    let button = try #require(device.events(named: "action.executed").last)
    #expect(button["type"] == "openAppStore")
    #expect(button["parameters"]?["storeURI"] == "market://details?id=com.shop.app")
  }

  /// Other actions get no `storeURI`.
  @Test func aLandingPageHasNoStoreURI() throws {
    let (device, _) = MappAndroidExternalIntentTests.device(.background)
    try device.receive(json: MappAndroidExternalIntentTests.landingPage)
    try device.tap()
    #expect(device.events(named: "action.executed").last?["parameters"]?["storeURI"] == nil)
  }

  /// Lint warns for a bare `apx_aid`, on the body (when it is the click type) and on a button.
  @Test func lintWarnsForAnApxAidWithoutId() throws {
    let body = try Mapp.data(#"{"p":"1","push_title":"T","apx_aid":"com.shop.app"}"#)
    #expect(body.issues.map(\.reason) == ["appStoreLinkWithoutId"])
    #expect(body.issues.first?.message.contains("opens market://details?id=null") == true)
    let button = try Mapp.data(MappAndroidExternalButtonTests.store)
    #expect(button.issues.map(\.reason) == ["appStoreLinkWithoutId"])
    #expect(button.issues.first?.message.hasPrefix("fgActions[0].apx_aid \"com.shop.app\"") == true, "\(button.issues)")
    #expect(try Mapp.lint(#"{"p":"1","push_title":"T","apx_aid":"market://details?id=com.shop.app"}"#, .android).isEmpty)
    #expect(try Mapp.lint(#"{"p":"1","content_available":"true","apx_aid":"com.shop.app"}"#, .android).isEmpty, "a silent push opens nothing")
    // apx_url first: the body's click type is the landing page, not the store.
    #expect(try Mapp.data(#"{"p":"1","push_title":"T","apx_url":"https://x.test","apx_aid":"com.shop"}"#).issues.isEmpty)
  }

  /// The device records the warning before the push.
  @Test func theDeviceWarnsToo() throws {
    let (device, _) = MappAndroidExternalIntentTests.device(.background)
    try device.receive(json: MappAndroidExternalIntentTests.store)
    #expect(device.events(named: "push.warning").map { $0["reason"] } == ["appStoreLinkWithoutId"])
  }

  /// A button's `apx_url` without a scheme is opened as sent (no `http://`), and warned.
  @Test func aButtonsURLWithoutSchemeStaysAsSent() throws {
    let json = MappAndroidExternalButtonTests.payload("3816", "apx_url", "shop.test/feedback")
    let data = try Mapp.data(json)
    #expect(data.issues.map(\.reason) == ["urlWithoutScheme"])
    #expect(data.issues.first?.message.hasPrefix("fgActions[0].apx_url \"shop.test/feedback\" has no http://") == true)
    let (device, _) = MappAndroidExternalIntentTests.device(.background)
    try device.receive(json: json)
    try device.tap(button: .index(0))
    #expect(device.events(named: "action.executed").last?["parameters"]?["value"] == "shop.test/feedback")
    // The body's apx_url gets http:// (PushData.getPushOpenUriString).
    #expect(try Mapp.data(#"{"p":"1","apx_url":"shop.test/feedback"}"#).actionUri == "http://shop.test/feedback")
  }
}

/// Review: AOSP `Uri.parse` (`StringUri`) takes the first `:` as the scheme separator; a value
/// whose `:` is last or not followed by `/` is opaque, and `getQueryParameter` throws
/// `UnsupportedOperationException` for it (`Uri.java`), which `FullScreenActivity.handleIntentSafe`
/// catches and logs: no store opens. The query is looked for from that `:` on.
struct MappAndroidOpaqueStoreLinkTests {
  /// Which values are opaque, and the query as `StringUri.parseQuery` finds it.
  @Test func opaqueValuesHaveNoStoreLink() {
    for value in ["market:details?id=com.shop.app", "mailto:", "com.shop.app?id=a:b", "x:"] {
      let link = MappAppStoreLink(value: value)
      #expect(link.isOpaque, "\(value)")
      #expect(link.marketURI == nil, "\(value)")
    }
    for value in ["com.shop.app", "", "market://details?id=x", "https://play.google.com/store/apps/details?id=x", "?id=x"] {
      #expect(!MappAppStoreLink(value: value).isOpaque, "\(value)")
    }
    #expect(MappAppStoreLink(value: "?id=x").applicationId == "x", "a relative value's query starts at its first ?")
    #expect(MappAppStoreLink(value: "").marketURI == "market://details?id=null")
    #expect(MappAppStoreLink(value: "a?b:/c?id=1").applicationId == "1", "the query starts at the first ? after the first :")
    #expect(MappAppStoreLink(value: "a#b:/c?id=1").applicationId == "1", "and so does the fragment")
  }

  /// Lint and the device warn `appStoreLinkNotHierarchical`, and the store click records
  /// `storeURI` `null`.
  @Test func anOpaqueApxAidWarnsAndOpensNoStore() throws {
    let json = #"{"p":"4004","push_title":"T","big_text_body":"B","apx_aid":"market:details?id=com.shop.app","google.message_id":"o1"}"#
    let data = try Mapp.data(json)
    #expect(data.issues.map(\.reason) == ["appStoreLinkNotHierarchical"])
    #expect(data.issues.first?.message.contains("throws UnsupportedOperationException") == true)
    let button = try Mapp.data(MappAndroidExternalButtonTests.payload("4005", "apx_aid", "market:details?id=com.shop.app"))
    #expect(button.issues.map(\.reason) == ["appStoreLinkNotHierarchical"])
    let (device, _) = MappAndroidExternalIntentTests.device(.background)
    try device.receive(json: json)
    #expect(device.events(named: "push.warning").map { $0["reason"] } == ["appStoreLinkNotHierarchical"])
    try device.tap()
    let action = try #require(device.events(named: "action.executed").last)
    #expect(action["parameters"]?["uri"] == "market:details?id=com.shop.app")
    #expect(action["parameters"]?["storeURI"] == .null)
  }

  /// The exception skips the `finish()` after `openAppStore`: the SDK's translucent click
  /// activity stays and no store comes on top, so an app in the foreground stays there (no
  /// `storeOpened`), for the body and for a button; the click broadcast still ran first.
  @Test(arguments: [
    (#"{"p":"4006","push_title":"T","big_text_body":"B","apx_aid":"market:details?id=com.shop.app","google.message_id":"o2"}"#, "onOpened 4006"),
    (MappAndroidExternalButtonTests.payload("4007", "apx_aid", "market:details?id=com.shop.app"), "onButtonClick 4007 0"),
  ])
  func anOpaqueApxAidLeavesAForegroundAppInTheForeground(_ json: String, _ broadcast: String) throws {
    let (device, receiver) = MappAndroidExternalIntentTests.device(.foreground)
    try device.receive(json: json)
    if broadcast.hasPrefix("onOpened") { try device.tap() } else { try device.tap(button: .index(0)) }
    #expect(device.state == .foreground)
    #expect(device.events(named: "app.state").isEmpty, "no store covers the app")
    #expect(receiver.broadcasts.last == broadcast)
    #expect(device.events(named: "action.executed").last?["parameters"]?["storeURI"] == .null)
  }
}
