import PushSim
import Testing

/// `PushData` as the Mapp Engage Android SDK reads it (`PushData.kt`, `PushManagerImpl.kt`).
struct MappAndroidTests {
  /// A non-blank `p` makes the push Mapp's; blank or missing does not.
  @Test func detection() throws {
    #expect(try Mapp.data(#"{"p":"1234","alert":"Hi"}"#).id == 1234)
    #expect(Vendor.rejection(try Mapp.android(#"{"alert":"Hi"}"#))?.reason == "notMapp")
    #expect(Vendor.rejection(try Mapp.android(#"{"p":"  ","alert":"Hi"}"#))?.reason == "blankMessageId")
  }

  /// A `p` that is not a number gives id 0 (`toLongOrNull() ?: 0`).
  @Test func nonNumericIDIsZero() throws {
    let data = try Mapp.data(#"{"p":"abc","big_text_body":"Hi"}"#)
    #expect(data.id == 0)
    #expect(data.issues.map(\.reason) == ["messageIdNotANumber"])
  }

  /// Each key goes to its field, and only the rest to `extraFields`.
  @Test func fields() throws {
    let data = try Mapp.data(
      #"{"p":"7","push_title":"Title","alert":"Alert","big_text_body":"Long text","sound":"ding","badge":"4","category":"apx_yes_no_open","lc":"de","user_id":"u1","customer_id":"c1","type":"image","ios_apx_media":"https://m.test/a.png","shop":"berlin"}"#)
    #expect(data.title == "Title")
    #expect(data.alert == "Alert")
    #expect(data.content == "Long text")
    #expect(data.sound == "ding")
    #expect(data.badgeNumber == 4)
    #expect(data.category == "apx_yes_no_open")
    #expect(data.language == "de")
    #expect(data.userId == "u1")
    #expect(data.customerId == "c1")
    #expect(data.type == "image")
    #expect(data.iosApxMedia == "https://m.test/a.png")
    #expect(data.extraFields == ["shop": "berlin"])
    #expect(data.actionUri == "")
    #expect(data.internalUriType == "")
  }

  /// What a tap opens, and the two key orders of the SDK.
  @Test func actionURI() throws {
    let deep = try Mapp.data(#"{"p":"1","apx_dpl":"app://offer","apx_url":"https://x.test"}"#)
    #expect(deep.actionUri == "app://offer")
    #expect(deep.internalUriType == "apx_dpl")
    #expect(deep.extraFields == ["apx_url": "https://x.test"])
    let mixed = try Mapp.data(#"{"p":"1","apx_url":"https://x.test","apx_aid":"com.shop"}"#)
    #expect(mixed.internalUriType == "apx_url")
    #expect(mixed.actionUri == "com.shop")
    let bare = try Mapp.data(#"{"p":"1","push_title":"T","apx_url":"x.test/sale"}"#)
    #expect(bare.actionUri == "http://x.test/sale")
    #expect(bare.issues.map(\.reason) == ["urlWithoutScheme"])
    #expect(bare.issues.first?.message.hasSuffix("the SDK opens \"http://x.test/sale\" (plain http)") == true)
    // The bare apx_url is still reported, but what opens is apx_aid's value, and the warning says so.
    let bareWithApp = try Mapp.data(#"{"p":"1","apx_url":"x.test","apx_aid":"com.shop"}"#)
    #expect(bareWithApp.actionUri == "com.shop")
    #expect(bareWithApp.issues.first?.message.hasSuffix("and here opens apx_aid \"com.shop\" instead") == true, "\(bareWithApp.issues)")
  }

  /// Silent: `content_available` `"true"` in any case; the Mapp commands are read.
  @Test func silentPush() throws {
    let data = try Mapp.data(#"{"p":"1","content_available":"TRUE","silent_type":"sys_opt_in","silent_data":"false"}"#)
    #expect(data.isSilent)
    #expect(data.silentType == "sys_opt_in")
    #expect(data.silentData == "false")
    let odd = try Mapp.data(#"{"p":"1","push_title":"T","content_available":"1"}"#)
    #expect(!odd.isSilent)
    #expect(odd.issues.map(\.reason) == ["contentAvailableNotBoolean"])
  }

  /// `buttons` is a JSON-array string; anything else makes the SDK throw and drop the push.
  @Test func buttons() throws {
    let data = try Mapp.data(#"{"p":"1","push_title":"T","buttons":"[{\"fgAction\":{\"apx_inbox\":\"inbox\"}},{\"bgAction\":{\"name\":\"t\",\"todo\":\"2\",\"type\":\"tag\"}},{}]"}"#)
    #expect(data.buttonList.map { $0.actions.map(\.todo) } == [[.openInbox], [.remove]])
    #expect(data.issues.map(\.reason) == ["buttonWithoutAction", "backgroundActionNotRun", "buttonsWithoutCategory"])
    #expect(Vendor.rejection(try Mapp.android(#"{"p":"1","buttons":"yes"}"#))?.reason == "buttonsNotJSON")
    #expect(Vendor.rejection(try Mapp.android(#"{"p":"1","buttons":"[1]"}"#))?.reason == "buttonNotAnObject")
  }

  /// A badge that is not an integer is ignored.
  @Test func badgeNotAnInteger() throws {
    let data = try Mapp.data(#"{"p":"1","push_title":"T","badge":"three"}"#)
    #expect(data.badgeNumber == nil)
    #expect(data.issues.map(\.reason) == ["badgeNotAnInteger"])
  }
}
