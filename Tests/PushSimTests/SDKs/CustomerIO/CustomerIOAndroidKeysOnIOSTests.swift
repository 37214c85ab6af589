import PushSim
import Testing

/// Customer.io's Android keys (`title`, `body`, `image`, `link` in `message.data`) on iOS: the
/// iOS SDK reads none of them (CIO-I `PushNotification.swift`: the text is the notification
/// content's, the link and image `CIO.push`'s), so `lint` says where they go instead.
struct CustomerIOAndroidKeysOnIOSTests {
  /// The brief's data-only FCM v1 body.
  static let dataOnly =
    #"{"message":{"data":{"title":"t","body":"b","link":"https://x","CIO-Delivery-ID":"d","CIO-Delivery-Token":"k"}}}"#

  /// A data-only message shows nothing on iOS: the warning names the keys and the iOS (FCM)
  /// shape of the page.
  @Test func dataOnlyFCMMessageShowsNothingOnIOS() throws {
    let findings = PayloadLinter.lint(Array(Self.dataOnly.utf8), platform: .iOS, sdk: .customerio)
    let finding = try #require(findings.first { $0.issue.reason == "androidKeysOnIOS" })
    #expect(finding.severity == .warning)
    #expect(
      finding.issue.message
        == #"message.data has "title", "body", "link", the keys Customer.io's Android SDK reads; the iOS SDK shows only "#
        + #"aps.alert and reads the link and image from CIO.push, so this push shows nothing on iOS and follows no link: "#
        + #"put the text in message.apns.payload.aps.alert (title, body) and the link and image in "#
        + #"message.apns.payload.CIO.push (the page's "iOS custom push payload (FCM)")"#)
    // The SDK's own reading agrees: no text, no link.
    let n = try CIO.notification(Self.dataOnly)
    #expect(n.title == "" && n.body == "")
    #expect(n.cioDeepLink == nil)
  }

  /// With an alert the keys are ignored (the alert is shown); an APNs payload is told about the
  /// keys beside `aps`.
  @Test func withAnAlertTheKeysAreIgnored() throws {
    let fcm = #"{"message":{"data":{"image":"https://x.test/a.png","CIO-Delivery-ID":"d","CIO-Delivery-Token":"k"},"apns":{"payload":{"aps":{"alert":{"title":"T"}}}}}}"#
    let message = try #require(
      PayloadLinter.lint(Array(fcm.utf8), platform: .iOS, sdk: .customerio).first { $0.issue.reason == "androidKeysOnIOS" }
    ).issue.message
    #expect(message.hasPrefix(#"message.data has "image", "#))
    #expect(message.contains("so they are ignored on iOS"))
    let apns = #"{"aps":{"alert":"Hi"},"link":"app://x","CIO-Delivery-ID":"d","CIO-Delivery-Token":"k"}"#
    let apnsMessage = try #require(
      PayloadLinter.lint(Array(apns.utf8), platform: .iOS, sdk: .customerio).first { $0.issue.reason == "androidKeysOnIOS" }
    ).issue.message
    #expect(apnsMessage.hasPrefix(#"the payload has "link" beside aps"#))
    #expect(apnsMessage.contains("put the text in aps.alert (title, body) and the link and image in CIO.push"))
  }

  /// The page's iOS (FCM) shape, and the same keys on Android, get no such warning.
  @Test func theIOSShapeAndAndroidAreNotWarned() throws {
    let ios = #"{"message":{"data":{"CIO-Delivery-ID":"d","CIO-Delivery-Token":"k"},"apns":{"payload":{"aps":{"mutable-content":1,"alert":{"title":"T","body":"B"}},"CIO":{"push":{"link":"app://x","image":"https://x.test/a.png"}}}}}}"#
    #expect(try !CIO.lint(ios, .iOS).contains("warning:androidKeysOnIOS"))
    #expect(try !CIO.lint(Self.dataOnly, .android).contains("warning:androidKeysOnIOS"))
  }
}
