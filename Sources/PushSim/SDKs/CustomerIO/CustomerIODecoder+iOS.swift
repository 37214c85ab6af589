extension CustomerIODecoder {
  /// The Customer.io iOS SDK's reading of `push` (CIO-I `PushNotification.swift`).
  ///
  /// - Parameter push: A push decoded for iOS (an APNs payload, or an FCM HTTP v1 body whose
  ///   `apns.payload` and `data` the device receives).
  /// - Returns: The notification, or why the SDK does not treat the push as its own.
  public static func decodeIOS(_ push: IncomingPush) -> Result<CustomerIOPushNotification, PayloadIssue> {
    guard push.platform == .iOS, let root = push.payload, case .object(let userInfo) = root.value() else {
      return .failure(
        PayloadIssue(
          reason: "notIOS", message: "decodeIOS reads an iOS push; this one is for \(push.platform)"))
    }
    let missing = missingKeys { userInfo[$0] != nil }
    guard missing.isEmpty else {
      if let issue = CustomerIOBackgroundPush.keyTypeIssue(push) { return .failure(issue) }
      return .failure(missingDelivery(missing, platform: .iOS, silent: CustomerIOBackgroundPush.carriesKeys(push)))
    }
    var delivery: [String] = []
    for key in [deliveryIDKey, deliveryTokenKey] {
      guard let value = userInfo[key] else { continue }
      guard let text = value.stringValue else {
        return .failure(
          PayloadIssue(
            reason: "deliveryKeyNotAString",
            message: "expected a string at \(key), got \(VendorSDKView.describe(value)); the iOS SDK reads it "
              + "with `as? String` and does not treat the push as its own. Send "
              + "\(QuotedValue.json(OrgJSON.string(of: value))) instead",
            rule: Rule.iOS))
      }
      delivery.append(text)
    }
    var issues: [PayloadIssue] = []
    if let issue = blankDeliveryIssue(delivery[0], rule: Rule.iOS) { issues.append(issue) }
    var reader = Reader()
    let cio = reader.object(userInfo["CIO"], at: "CIO")
    let cioPush = reader.object(cio?["push"], at: "CIO.push")
    let image = reader.string(cioPush?["image"], at: "CIO.push.image")
    let link = reader.string(cioPush?["link"], at: "CIO.push.link")
    issues += reader.issues
    if let image, let issue = imageIssue(image, at: "CIO.push.image") { issues.append(issue) }
    let n = push.notification
    return .success(
      CustomerIOPushNotification(
        pushId: n.id, title: n.title ?? "", body: n.body ?? "", data: userInfo,
        cioDelivery: .init(id: delivery[0], token: delivery[1]), cioPayload: cio, cioPushPayload: cioPush,
        cioImage: image, cioDeepLink: link, mutableContent: n.mutableContent,
        contentAvailable: n.contentAvailable, sound: n.sound, issues: issues))
  }

  /// Type-safe reads (`as? [AnyHashable: Any]`, `as? String`): a value of another type is
  /// absent, with an issue.
  struct Reader {
    var issues: [PayloadIssue] = []

    mutating func object(_ value: JSONValue?, at path: String) -> JSONObject? {
      guard let value else { return nil }
      if let object = value.objectValue { return object }
      note(value, at: path, expected: "a dictionary")
      return nil
    }

    mutating func string(_ value: JSONValue?, at path: String) -> String? {
      guard let value else { return nil }
      if let text = value.stringValue { return text }
      note(value, at: path, expected: "a string")
      return nil
    }

    mutating func note(_ value: JSONValue, at path: String, expected: String) {
      issues.append(
        PayloadIssue(
          reason: "fieldWrongType",
          message: "expected \(expected) at \(path), got \(VendorSDKView.describe(value)); the iOS SDK "
            + "ignores it (your notification may fail: the page asks for this shape)",
          rule: Rule.iOS))
    }
  }
}
