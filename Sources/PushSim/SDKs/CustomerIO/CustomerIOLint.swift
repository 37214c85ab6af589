/// The Customer.io rules of `pushsim lint --sdk customerio`: what makes "your notification may
/// fail" on the "Custom push payloads" page, and what the SDKs do differently than a sender
/// may expect.
///
/// Errors: a push the SDK does not treat as its own (no delivery keys, a delivery key that is
/// not a string on iOS, an empty data map; a silent push's keys instead are a warning,
/// `silentPush`), and an FCM HTTP v1 body FCM refuses for its shape
/// (`*_loc_args` as a string, unknown fields such as the page's `body_loc_arg`, a colour that is
/// not `#rrggbb`). Warnings: everything the SDK tolerates (``CustomerIOParsedPushPayload/issues``,
/// ``CustomerIOPushNotification/issues``), an image that is not `https`, and on iOS a push
/// without `mutable-content: 1` (no image and no `delivered` metric), the page's
/// `"mutable_content"`, on Android a `notification` block beside a data `link` or `image` (FCM
/// shows the block in the background, so the link is not followed), the Android keys (`title`, `body`, `image`, `link` in `message.data`)
/// the iOS SDK does not read, and Liquid variables (`{{…}}`) left unrendered.
public enum CustomerIOLint {
  /// The Customer.io findings for a payload.
  ///
  /// - Parameters:
  ///   - bytes: The payload.
  ///   - platform: The receiving platform.
  ///   - decoded: What ``PushDecoder`` made of it.
  /// - Returns: The findings.
  public static func findings(
    _ bytes: [UInt8], platform: Platform, decoded: Result<IncomingPush, PayloadIssue>
  ) -> [PayloadLinter.Finding] {
    shapeFindings(bytes) + sdkFindings(platform: platform, decoded: decoded)
  }

  /// The FCM HTTP v1 body's shape findings (``FCMv1Lint``), citing the "Custom push payloads"
  /// page, without `missingTarget`: Customer.io adds the device's token to the message it sends,
  /// so none is needed in the body.
  static func shapeFindings(_ bytes: [UInt8]) -> [PayloadLinter.Finding] {
    FCMv1Lint.findings(
      bytes, rule: CustomerIODecoder.Rule.docs, suffix: " (your notification may fail)", requiresTarget: false)
  }

  /// How bad it is that the SDK does not take a push as its own: an error, except for a silent
  /// push (`CIO-Background-Delivery-ID`/`-Token`), which is Customer.io's and reaches an app that
  /// registered the SDK's background callback (a warning saying so).
  static func refusal(_ issue: PayloadIssue) -> PayloadLinter.Finding.Severity {
    issue.reason == CustomerIODecoder.silentPushReason ? .warning : .error
  }

  /// The findings of the SDKs' own rules (``findings(_:platform:decoded:)`` without the body's
  /// shape): what a device with Customer.io's SDK reads in the push.
  static func sdkFindings(platform: Platform, decoded: Result<IncomingPush, PayloadIssue>) -> [PayloadLinter.Finding] {
    var findings: [PayloadLinter.Finding] = []
    guard case .success(let push) = decoded else { return findings }
    func warn(_ issues: [PayloadIssue]) { findings += issues.map { .init(severity: .warning, issue: $0) } }
    switch platform {
    case .android:
      switch CustomerIODecoder.decodeAndroid(push) {
      case .failure(let issue):
        findings.append(.init(severity: refusal(issue), issue: issue))
        warn(CustomerIOBackgroundPush.issues(push))
      case .success(let payload):
        // An empty colour crashes the app where the SDK builds the notification: an error.
        findings += payload.issues.map {
          .init(severity: $0.reason == CustomerIODecoder.emptyColorReason ? .error : .warning, issue: $0)
        }
        warn(notificationMessageIssues(payload))
        warn(liquidIssues([("title", payload.title), ("body", payload.body), ("link", payload.deepLink)]))
      }
    case .iOS:
      switch CustomerIODecoder.decodeIOS(push) {
      case .failure(let issue):
        findings.append(.init(severity: refusal(issue), issue: issue))
        warn(CustomerIOBackgroundPush.issues(push))
      case .success(let notification):
        warn(notification.issues)
        warn(richPushIssues(notification, push: push))
        warn(androidKeysIssues(notification, push: push))
        warn(liquidIssues([("title", notification.title), ("body", notification.body), ("CIO.push.link", notification.cioDeepLink)]))
      }
    case .web:
      break
    }
    return findings
  }

  /// iOS: what happens without `mutable-content: 1`.
  static func richPushIssues(_ notification: CustomerIOPushNotification, push: IncomingPush) -> [PayloadIssue] {
    var issues: [PayloadIssue] = []
    // The page's own FCM example writes `mutable_content`. iOS ignores the key (the push's
    // `apsKeyMisspelled` says so); this says what it costs with Customer.io, once, instead of
    // `mutableContentMissing` again.
    let underscored = push.payload?["aps"]?["mutable_content"] != nil
    if underscored {
      issues.append(
        PayloadIssue(
          reason: "mutableContentUnderscore",
          message: "with \"mutable_content\" instead of \"mutable-content\": 1 (apsKeyMisspelled), Customer.io's "
            + "rich-push extension does not run: the image is not attached and no delivered metric is reported",
          rule: CustomerIODecoder.Rule.docs))
    }
    if !notification.mutableContent, !notification.isSilent, !underscored {
      issues.append(
        PayloadIssue(
          reason: "mutableContentMissing",
          message: "no aps.mutable-content: 1; Customer.io's SDK needs it \"to support images and delivered "
            + "metrics\": without it the image is not attached and no delivered metric is reported",
          rule: CustomerIODecoder.Rule.docs))
    }
    return issues
  }

  /// The Android SDK's keys, which the page's FCM example puts in `message.data` "for both Android
  /// and iOS": the iOS SDK reads none of them. What the system shows is `aps.alert`, and the SDK
  /// takes the link and the image from `CIO.push` (CIO-I `PushNotification.swift`: `title` and
  /// `body` are the notification content's, `cioDeepLink` and `cioImage` are `CIO.push`'s); it
  /// never posts a notification of its own. A data-only message therefore shows nothing on iOS.
  static func androidKeysIssues(_ notification: CustomerIOPushNotification, push: IncomingPush) -> [PayloadIssue] {
    let keys = ["title", "body", "image", "link"].filter { notification.data[$0] != nil }
    guard !keys.isEmpty else { return [] }
    let viaFCM = notification.data["gcm.message_id"] != nil
    let named = keys.map { "\"\($0)\"" }.joined(separator: ", ")
    let place = viaFCM ? "message.data has \(named)" : "the payload has \(named) beside aps"
    let effect = PushNotification.isVisible(title: push.notification.title, subtitle: push.notification.subtitle, body: push.notification.body)
      ? (keys.contains("link") && notification.cioDeepLink == nil
        ? "they are ignored on iOS, and a tap follows no link" : "they are ignored on iOS")
      : "this push shows nothing on iOS and follows no link"
    let shape = viaFCM
      ? "put the text in message.apns.payload.aps.alert (title, body) and the link and image in message.apns.payload.CIO.push"
      : "put the text in aps.alert (title, body) and the link and image in CIO.push"
    return [
      PayloadIssue(
        reason: "androidKeysOnIOS",
        message: "\(place), the keys Customer.io's Android SDK reads; the iOS SDK shows only aps.alert and reads the link "
          + "and image from CIO.push, so \(effect): \(shape) (the page's \"iOS custom push payload (FCM)\")",
        rule: CustomerIODecoder.Rule.iOS)
    ]
  }

  /// Android: a notification message (a `notification` block) whose data carries the SDK's `link`
  /// or `image`. The page says the SDK "handles both payload structures", but only a message
  /// that reaches `onMessageReceived` is the SDK's to build, and FCM delivers a notification
  /// message there only in the foreground: in the background (or killed) FCM shows the block
  /// itself, and a tap opens its `click_action` or the launcher activity with the data as
  /// extras, where the SDK's lifecycle callback reports `opened` and follows no link. Customer.io's
  /// Rich Push editor sends no `notification` block for this reason (levibostian,
  /// customerio/customerio-reactnative#229; Firebase "Receive messages": "Notification: system
  /// tray").
  static func notificationMessageIssues(_ payload: CustomerIOParsedPushPayload) -> [PayloadIssue] {
    guard payload.hasNotificationBlock else { return [] }
    let keys = ["link", "image"].filter { payload.extras[$0] != nil }
    guard !keys.isEmpty else { return [] }
    let named = keys.map { "\"\($0)\"" }.joined(separator: " and ")
    var lost: [String] = []
    if keys.contains("link") { lost.append("a tap follows no link (it opens the click_action or launcher activity)") }
    if keys.contains("image") { lost.append("the data image is not shown") }
    return [
      PayloadIssue(
        reason: "notificationBlockSkipsSDK",
        message: "message.data has \(named) beside a notification block: Customer.io's Android SDK builds the "
          + "notification (and follows the link at a tap) only when the app is in the foreground; in the "
          + "background or killed, FCM shows the notification block itself, so \(lost.joined(separator: " and ")). "
          + "Send a data message: title, body, link and image in message.data and no message.notification "
          + "(what Customer.io's Rich Push editor sends)",
        rule: CustomerIODecoder.Rule.android)
    ]
  }

  /// A warning for each text that still holds a Liquid tag (`{{customer.first_name}}`): the
  /// campaign was not rendered, and the device shows the braces.
  static func liquidIssues(_ texts: [(String, String?)]) -> [PayloadIssue] {
    texts.compactMap { name, text in
      guard let text, let open = text.firstRange(of: "{{"), text[open.upperBound...].contains("}}") else { return nil }
      return PayloadIssue(
        reason: "unrenderedLiquid",
        message: "\(name) \(QuotedValue.plain(text)) holds a Liquid variable; Customer.io renders it when it sends, a device "
          + "shows the braces as they are. Render it first (scenarios can fill the variables)",
        rule: CustomerIODecoder.Rule.docs)
    }
  }
}
