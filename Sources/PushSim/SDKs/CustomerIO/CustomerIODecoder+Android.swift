extension CustomerIODecoder {
  /// The Customer.io Android SDK's reading of `push` (CIO-A `CustomerIOPushNotificationHandler`).
  ///
  /// - Parameter push: A push decoded for Android (an on-device data map or an FCM HTTP v1 body).
  /// - Returns: The parsed payload, or why the SDK does not handle the push.
  public static func decodeAndroid(_ push: IncomingPush) -> Result<CustomerIOParsedPushPayload, PayloadIssue> {
    guard push.platform == .android, let message = push.remoteMessage else {
      return .failure(
        PayloadIssue(
          reason: "notAndroid", message: "decodeAndroid reads an Android push; this one is for \(push.platform)"))
    }
    let extras = JSONObject(message.data.map { ($0.key, JSONValue.string($0.value)) })
    guard !extras.isEmpty else {
      return .failure(
        PayloadIssue(
          reason: "emptyData",
          message: "the data map is empty (\"Push message received is empty\"): the Customer.io SDK "
            + "handles only pushes whose data carries \(deliveryIDKey) and \(deliveryTokenKey); a message "
            + "with only a notification block is shown by FCM, not by the SDK",
          rule: Rule.android))
    }
    guard let id = extras[deliveryIDKey]?.stringValue, let token = extras[deliveryTokenKey]?.stringValue else {
      return .failure(
        missingDelivery(
          missingKeys { extras[$0] != nil }, platform: .android, silent: CustomerIOBackgroundPush.carriesKeys(push)))
    }
    var issues: [PayloadIssue] = []
    if let issue = blankDeliveryIssue(id, rule: Rule.android) { issues.append(issue) }
    let notification = message.notification
    func text(_ key: String) -> String? { extras[key]?.stringValue }
    let image = text("image") ?? notification?.imageUrl
    if let image, let issue = imageIssue(image, at: text("image") != nil ? "image" : "notification.image") {
      issues.append(issue)
    }
    var color = notification?.color
    if let issue = emptyColorIssue(color) {
      issues.append(issue)
      color = nil
    }
    // `toColorOrNull()` is `Color.parseColor`, as FCM's own builder uses it.
    if let value = color, !FCMNotificationAppearance.isAndroidColor(value) {
      issues.append(
        PayloadIssue(
          reason: "invalidColor",
          message: "notification.color \(QuotedValue.plain(value)) is not a colour Android's Color.parseColor reads; "
            + "expected #rrggbb, so the SDK uses the app's default colour",
          rule: Rule.android))
      color = nil
    }
    return .success(
      CustomerIOParsedPushPayload(
        extras: extras, deepLink: text("link"), cioDeliveryId: id, cioDeliveryToken: token,
        title: text("title") ?? notification?.title ?? "", body: text("body") ?? notification?.body ?? "",
        image: image, smallIcon: notification?.icon, color: color,
        hasNotificationBlock: notification != nil, sound: notification?.sound, issues: issues))
  }

  /// The reason of ``emptyColorIssue(_:)``, an error in `pushsim lint --sdk customerio`.
  static let emptyColorReason = "emptyColorCrashesApp"

  /// An empty notification `color` (`gcm.n.color` `""`): `toColorOrNull()` calls
  /// `Color.parseColor("")`, whose `charAt(0)` throws `StringIndexOutOfBoundsException`, and it
  /// catches only `IllegalArgumentException`; nothing in `handleNotification` or
  /// `CustomerIOFirebaseMessagingService.onMessageReceived` catches it, so the app's process dies.
  /// Every other unreadable colour (`"#"`, `"#12345"`, an unknown name) throws an
  /// `IllegalArgumentException` (`NumberFormatException` is one), which it catches.
  static func emptyColorIssue(_ color: String?) -> PayloadIssue? {
    guard color == "" else { return nil }
    return PayloadIssue(
      reason: emptyColorReason,
      message: "notification.color is empty: when the SDK builds the notification (the app in the foreground) "
        + "Color.parseColor(\"\") throws StringIndexOutOfBoundsException, which toColorOrNull() does not catch "
        + "(it catches IllegalArgumentException), so the app crashes; in the background FCM shows the push "
        + "without a colour. Remove the key or send #rrggbb",
      rule: Rule.android)
  }
}
