import PushSim
import Testing

/// The page's "our SDK handles both payload structures" on Android: a `notification` block beside
/// the SDK's data `link` or `image` is shown by FCM in the background, so the link is not
/// followed (levibostian, customerio/customerio-reactnative#229). `lint` says so and what to send.
struct CustomerIONotificationBlockTests {
  /// The auditor's payload: a notification block and a data link.
  static let blockAndLink =
    #"{"message":{"notification":{"title":"Sale","body":"20% off"},"data":{"CIO-Delivery-ID":"d1","CIO-Delivery-Token":"t","link":"remote-habits://deep"}}}"#

  /// Android: the warning says what happens in the background and what to send instead.
  @Test func blockBesideADataLinkIsWarnedOnAndroid() throws {
    let findings = PayloadLinter.lint(Array(Self.blockAndLink.utf8), platform: .android, sdk: .customerio)
    let finding = try #require(findings.first { $0.issue.reason == "notificationBlockSkipsSDK" })
    #expect(finding.severity == .warning)
    #expect(
      finding.issue.message
        == #"message.data has "link" beside a notification block: Customer.io's Android SDK builds the notification "#
        + "(and follows the link at a tap) only when the app is in the foreground; in the background or killed, FCM "
        + "shows the notification block itself, so a tap follows no link (it opens the click_action or launcher "
        + "activity). Send a data message: title, body, link and image in message.data and no message.notification "
        + "(what Customer.io's Rich Push editor sends)")
  }

  /// A data image is named too; a block without link or image, and a data message, are not warned.
  @Test func onlyTheLinkOrImageBesideABlockIsWarned() throws {
    let image = #"{"message":{"notification":{"title":"T"},"data":{"CIO-Delivery-ID":"d","CIO-Delivery-Token":"k","image":"https://x.test/a.png"}}}"#
    let message = try #require(
      PayloadLinter.lint(Array(image.utf8), platform: .android, sdk: .customerio)
        .first { $0.issue.reason == "notificationBlockSkipsSDK" }
    ).issue.message
    #expect(message.hasPrefix(#"message.data has "image" beside a notification block"#))
    #expect(message.contains("so the data image is not shown."))
    let plain = #"{"message":{"notification":{"title":"T"},"data":{"CIO-Delivery-ID":"d","CIO-Delivery-Token":"k"}}}"#
    #expect(try !CIO.lint(plain, .android).contains("warning:notificationBlockSkipsSDK"))
    let dataOnly = #"{"message":{"data":{"CIO-Delivery-ID":"d","CIO-Delivery-Token":"k","title":"T","link":"app://x"}}}"#
    #expect(try !CIO.lint(dataOnly, .android).contains("warning:notificationBlockSkipsSDK"))
  }

  /// iOS: the same payload's `link` is ignored, and the warning says the tap follows none.
  @Test func iOSSaysTheTapFollowsNoLink() throws {
    let message = try #require(
      PayloadLinter.lint(Array(Self.blockAndLink.utf8), platform: .iOS, sdk: .customerio)
        .first { $0.issue.reason == "androidKeysOnIOS" }
    ).issue.message
    #expect(message.contains(#"so they are ignored on iOS, and a tap follows no link: put the text"#))
    #expect(try !CIO.lint(Self.blockAndLink, .iOS).contains("warning:notificationBlockSkipsSDK"))
  }

  /// The device records the warning before it receives the push, and FCM's notification opens
  /// the launcher with no deep link.
  @Test func theDeviceWarnsAndTheTapOpensTheLauncher() throws {
    let (device, delegate) = CustomerIODeviceTests.device(.android)
    try device.receive(json: Self.blockAndLink)
    let warning = try #require(device.events(named: "push.warning").first { $0["reason"] == "notificationBlockSkipsSDK" })
    #expect(warning["sdk"] == "customerio")
    try device.tap()
    #expect(delegate.methods.contains("onNewIntent"))
    #expect(device.events(named: "action.executed").isEmpty, "FCM's notification opens the launcher, not the data link")
  }
}
