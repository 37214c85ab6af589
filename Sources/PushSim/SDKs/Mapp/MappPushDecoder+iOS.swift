extension MappPushDecoder {
  /// The Mapp iOS SDK's reading of `push`, as PushSim models it (``APXPushNotification``).
  ///
  /// - Parameters:
  ///   - push: A push decoded for iOS.
  ///   - didLaunchApp: Whether the push launched the app from a terminated state (a device
  ///     fact; `false` when a payload is parsed on its own).
  /// - Returns: The notification, or why the SDK does not treat the push as its own.
  public static func decodeIOS(
    _ push: IncomingPush, didLaunchApp: Bool = false
  ) -> Result<APXPushNotification, PayloadIssue> {
    guard push.platform == .iOS, let root = push.payload, case .object(let userInfo) = root.value() else {
      return .failure(PayloadIssue(reason: "notIOS", message: "decodeIOS reads an iOS push; this one is for \(push.platform)"))
    }
    guard let p = userInfo["p"] else { return .failure(notMapp(.iOS)) }
    var issues: [PayloadIssue] = []
    let uniqueID: Int
    switch p {
    case .integer(let number) where Int(exactly: number) != nil: uniqueID = Int(number)
    case .string(let text) where Int(text) != nil: uniqueID = Int(text) ?? 0
    case .string, .integer, .double, .bool:
      uniqueID = integerValue(p)
      issues.append(
        PayloadIssue(
          reason: "uniqueIDNotAnInteger",
          message: "p is \(QuotedValue.value(p)); uniqueID is an NSInteger, so the SDK reads \(uniqueID). Send Mapp's message id as an integer",
          rule: Rule.iOS))
    case .null, .array, .object:
      return .failure(
        PayloadIssue(
          reason: "messageIdWrongType",
          message: "expected an integer or a string at p, got \(VendorSDKView.describe(p)); Mapp's message id "
            + "cannot be read, so the SDK does not treat the push as its own",
          rule: Rule.iOS))
    }
    let n = push.notification
    let alert: String? = root["aps"]?["alert"]?.stringValue ?? n.body
    var buttonList: [APXPushNotificationActionButton] = []
    if let raw = userInfo["buttons"] {
      if let elements = raw.arrayValue ?? raw.stringValue.flatMap({ try? OrgJSON.array($0) }) {
        if case .success(let list) = buttons(elements, on: .iOS, issues: &issues, rule: Rule.iOS) { buttonList = list }
      } else {
        issues.append(
          PayloadIssue(
            reason: "buttonsNotAnArray",
            message: "buttons is \(VendorSDKView.describe(raw)); expected an array of {fgAction, bgAction} objects, so the push has no buttons",
            rule: Rule.iOS))
      }
    }
    let silentType = userInfo["silent_type"].map(OrgJSON.string(of:)).flatMap { $0.isEmpty ? nil : $0 }
    let media = userInfo["ios_apx_media"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    var extra = JSONObject()
    for (key, value) in userInfo where !["aps", "p", "buttons", "silent_type", "silent_data"].contains(key) {
      extra[key] = value
    }
    let action: APXPushNotificationAction? =
      n.category != nil || !buttonList.isEmpty ? APXPushNotificationAction(categoryName: n.category, actionButtons: buttonList) : nil
    return .success(
      APXPushNotification(
        alert: alert, title: n.title, subtitle: n.subtitle, body: n.body, badge: n.badge ?? 0,
        uniqueID: uniqueID, extraFields: extra, didLaunchApp: didLaunchApp, isRich: media != nil,
        isSilent: n.contentAvailable && !n.hasVisibleContent, isTriggerUpdate: silentType != nil,
        pushAction: action, silentType: silentType, silentData: userInfo["silent_data"].map(OrgJSON.string(of:)),
        richMediaURL: media, issues: issues))
  }

  /// `-[NSString integerValue]` / `-[NSNumber integerValue]`: the leading whole number of a
  /// string (`"12abc"` → 12, `"abc"` → 0) after any white space or newlines, `Int.max` or
  /// `Int.min` when it overflows (a scanner's `scanInteger`; checked with Foundation's
  /// `NSString.integerValue` on Linux), a number truncated, a boolean as 0 or 1.
  static func integerValue(_ value: JSONValue) -> Int {
    switch value {
    case .bool(let flag): return flag ? 1 : 0
    case .integer(let number): return Int(truncatingIfNeeded: number)
    case .double(let number): return number.isFinite && abs(number) < 9.2e18 ? Int(number) : 0
    case .string(let text):
      var rest = Substring.UnicodeScalarView(text.unicodeScalars.drop { $0.properties.isWhitespace })
      var negative = false
      if let first = rest.first, first == "-" || first == "+" {
        negative = first == "-"
        rest = rest.dropFirst()
      }
      let digits = String(rest.prefix { ("0"..."9").contains($0) })
      guard !digits.isEmpty else { return 0 }
      return Int((negative ? "-" : "") + digits) ?? (negative ? Int.min : Int.max)
    default: return 0
    }
  }
}
