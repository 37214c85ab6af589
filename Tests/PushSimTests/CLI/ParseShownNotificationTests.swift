import PushSim
import Testing

/// `pushsim parse`'s `notification` for a vendor SDK on Android and the web is the notification
/// the SDK posts, built from its own keys (CONTRACT.md's example: title, body, launch URL,
/// buttons), not FCM's data message, which has none of them.
struct ParseShownNotificationTests {
  @Test func oneSignalOnAndroidShowsTheSDKsNotification() throws {
    let payload = OneSignal.dataMap([
      "custom": #"{"i":"id-1","u":"https://shop.example.com/sale"}"#, "alert": "20% off", "title": "Sale",
      "o": #"[{"i":"shop","n":"Shop"}]"#,
    ])
    let result = runCLI(["parse", "-", "--platform", "android", "--sdk", "onesignal"], stdin: payload)
    #expect(result.status == .success)
    let notification = try #require(try JSONDocument(result.out).root["notification"])
    #expect(notification["title"]?.stringValue == "Sale")
    #expect(notification["body"]?.stringValue == "20% off")
    #expect(notification["launchURL"]?.stringValue == "https://shop.example.com/sale")
    #expect(notification["buttons"]?.value() == [["id": "shop", "title": "Shop"]])
  }

  @Test func wonderPushOnAndroidShowsItsAlert() throws {
    let payload = #"{"_wp":"{\"c\":\"camp\",\"targetUrl\":\"myapp://x\",\"alert\":{\"title\":\"T\",\"text\":\"B\"}}"}"#
    let result = runCLI(["parse", "-", "--platform", "android", "--sdk", "wonderpush"], stdin: payload)
    let notification = try #require(try JSONDocument(result.out).root["notification"])
    #expect(notification["title"]?.stringValue == "T")
    #expect(notification["body"]?.stringValue == "B")
    #expect(notification["tag"]?.stringValue == "camp")
    #expect(notification["launchURL"]?.stringValue == "myapp://x")
  }

  /// A push the SDK shows nothing for (a WonderPush data push), or one without `--sdk`, keeps
  /// the transport's notification.
  @Test func nothingShownKeepsTheTransportsNotification() throws {
    let silent = runCLI(
      ["parse", "-", "--platform", "android", "--sdk", "wonderpush"],
      stdin: #"{"_wp":"{\"type\":\"data\",\"alert\":{\"title\":\"T\"}}"}"#)
    #expect(try JSONDocument(silent.out).root["notification"]?["title"]?.isNull == true)
    let plain = runCLI(
      ["parse", "-", "--platform", "android"], stdin: #"{"_wp":"{\"c\":\"camp\",\"alert\":{\"title\":\"T\"}}"}"#)
    #expect(try JSONDocument(plain.out).root["notification"]?["title"]?.isNull == true)
  }
}
