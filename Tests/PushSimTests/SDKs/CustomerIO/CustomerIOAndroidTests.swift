@testable import PushSim
import Testing

/// How the Customer.io Android SDK reads the data map and the notification block
/// (CIO-A `CustomerIOPushNotificationHandler`).
struct CustomerIOAndroidTests {
  /// The data map's title, body, image and link win over the notification block.
  @Test func dataWinsOverTheNotificationBlock() throws {
    let payload = try CIO.payload(
      #"{"message":{"data":{\#(CIO.delivery),"title":"Data title","body":"Data body","image":"https://img.test/d.png","link":"app://d"},"notification":{"title":"N title","body":"N body","image":"https://img.test/n.png"}}}"#)
    #expect(payload.title == "Data title")
    #expect(payload.body == "Data body")
    #expect(payload.image == "https://img.test/d.png")
    #expect(payload.deepLink == "app://d")
    #expect(payload.hasNotificationBlock)
    #expect(payload.issues.isEmpty)
  }

  /// Without data texts, the notification block's title, body and image are used; the link
  /// has no fallback.
  @Test func theNotificationBlockIsTheFallback() throws {
    let payload = try CIO.payload(
      #"{"message":{"data":{\#(CIO.delivery)},"notification":{"title":"N title","body":"N body","image":"https://img.test/n.png"}}}"#)
    #expect(payload.title == "N title")
    #expect(payload.body == "N body")
    #expect(payload.image == "https://img.test/n.png")
    #expect(payload.deepLink == nil)
  }

  /// Neither gives `""`, and the push is silent.
  @Test func missingTextsAreEmptyAndSilent() throws {
    let payload = try CIO.payload(#"{\#(CIO.delivery),"sync":"inbox"}"#)
    #expect(payload.title == "")
    #expect(payload.body == "")
    #expect(payload.isSilent)
    #expect(payload.extras["sync"] == "inbox")
  }

  /// The small icon and colour come from `android.notification`; an unreadable colour is dropped.
  @Test func iconAndColour() throws {
    let ok = try CIO.payload(##"{"message":{"data":{\##(CIO.delivery)},"android":{"notification":{"title":"T","icon":"ic_cio","color":"#ff0000"}}}}"##)
    #expect(ok.smallIcon == "ic_cio")
    #expect(ok.color == "#ff0000")
    // FCM refuses "reddish" in a v1 body; on the device's data map the SDK reads what it gets.
    let bad = try CIO.payload(#"{\#(CIO.delivery),"gcm.n.e":"1","gcm.n.title":"T","gcm.n.color":"reddish"}"#)
    #expect(bad.color == nil)
    #expect(bad.issues.map(\.reason) == ["invalidColor"])
  }

  /// An image that is not https is kept as sent, with a warning.
  @Test func nonHTTPSImageIsAWarning() throws {
    let payload = try CIO.payload(#"{\#(CIO.delivery),"title":"T","image":"http://img.test/a.png"}"#)
    #expect(payload.image == "http://img.test/a.png")
    #expect(payload.issues.map(\.reason) == ["imageNotHttps"])
  }

  /// `extras` are the app-visible data only (FCM's own keys removed).
  @Test func extrasExcludeFCMKeys() throws {
    let payload = try CIO.payload(#"{\#(CIO.delivery),"google.message_id":"m1","from":"123","k":"v"}"#)
    #expect(payload.extras.keys == ["CIO-Delivery-ID", "CIO-Delivery-Token", "k"])
  }

  /// Android colour names and `#AARRGGBB` are colours too; so is what `Color.parseColor`'s
  /// `Long.parseLong(…, 16)` reads besides hex digits (a sign, other Unicode decimal digits),
  /// which the SDK's `toColorOrNull()` takes as FCM's builder does.
  @Test(arguments: ["#00ff00", "#8000ff00", "red", "DarkGray", "#+0ff00", "#-0ff00", "#\u{0661}\u{0662}ff00"])
  func androidColours(_ color: String) throws {
    let payload = try CIO.payload(#"{\#(CIO.delivery),"gcm.n.e":"1","gcm.n.title":"T","gcm.n.color":"\#(color)"}"#)
    #expect(payload.color == color)
    #expect(payload.issues.isEmpty)
  }

  /// What `Color.parseColor` refuses: a wrong length in UTF-16 units, a sign alone, no `#`.
  @Test(arguments: ["#0ff00", "#+", "00ff00", "#00ff0g"])
  func notAndroidColours(_ color: String) throws {
    let payload = try CIO.payload(#"{\#(CIO.delivery),"gcm.n.e":"1","gcm.n.title":"T","gcm.n.color":"\#(color)"}"#)
    #expect(payload.color == nil)
    #expect(payload.issues.map(\.reason) == ["invalidColor"])
  }
}
