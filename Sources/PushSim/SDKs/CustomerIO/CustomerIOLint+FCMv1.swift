extension CustomerIOLint {
  /// The fields FCM HTTP v1 accepts in `message.notification`.
  static let notificationFields: Set<String> = ["title", "body", "image"]
  /// The fields FCM HTTP v1 accepts in `message.android.notification`.
  static let androidNotificationFields: Set<String> = [
    "title", "body", "icon", "color", "sound", "tag", "click_action", "body_loc_key", "body_loc_args",
    "title_loc_key", "title_loc_args", "channel_id", "ticker", "sticky", "event_time", "local_only",
    "notification_priority", "default_sound", "default_vibrate_timings", "default_light_settings",
    "vibrate_timings", "visibility", "notification_count", "light_settings", "image", "bypass_proxy_notification",
    "proxy",
  ]

  /// The shape errors FCM answers `INVALID_ARGUMENT` for in an HTTP v1 body, as the
  /// "Custom push payloads" page's Android examples can produce them: unknown fields (the
  /// page's `body_loc_arg`), `*_loc_args` sent as a string (the page's `"stringified,array"`),
  /// non-string values, and a colour that is not `#rrggbb`.
  static func fcmV1Findings(_ bytes: [UInt8]) -> [PayloadLinter.Finding] {
    guard let document = try? JSONDocument(bytes: bytes), let message = document.root["message"],
      message.type == .object
    else { return [] }
    var issues: [PayloadIssue] = []
    if let block = message["notification"], block.type == .object {
      issues += blockIssues(block, path: "message.notification", allowed: notificationFields)
    }
    if let block = message["android"]?["notification"], block.type == .object {
      issues += blockIssues(block, path: "message.android.notification", allowed: androidNotificationFields)
    }
    return issues.map { PayloadLinter.Finding(severity: .error, issue: $0) }
  }

  /// The issues of one notification block.
  static func blockIssues(_ block: JSONNode, path: String, allowed: Set<String>) -> [PayloadIssue] {
    var issues: [PayloadIssue] = []
    for (key, value) in block.members {
      let at = "\(path).\(key)"
      guard allowed.contains(key) else {
        let suggestion = Suggestion.closest(to: key, in: allowed.sorted()).map { " Did you mean \"\($0)\"?" } ?? ""
        issues.append(
          fail("unknownField", "\(at) is not a field of FCM's \(path == "message.notification" ? "Notification" : "AndroidNotification"); FCM answers INVALID_ARGUMENT (Unknown name \"\(key)\").\(suggestion)"))
        continue
      }
      if key.hasSuffix("_loc_args") {
        if value.type != .array || value.elements.contains(where: { $0.type != .string }) {
          issues.append(
            fail("locArgsNotAnArray", "\(at) is \(PayloadIssue.describe(value.type)); FCM takes an array of strings such as [\"Kathy\", \"3\"] (the page's \"stringified,array\" is a placeholder), and answers INVALID_ARGUMENT otherwise"))
        }
      } else if ["sticky", "local_only", "default_sound", "default_vibrate_timings", "default_light_settings", "bypass_proxy_notification"].contains(key) {
        continue
      } else if value.type != .string, !["notification_count", "vibrate_timings", "light_settings"].contains(key) {
        issues.append(fail("fieldNotAString", "expected a string at \(at), got \(PayloadIssue.describe(value.type)); FCM answers INVALID_ARGUMENT"))
      } else if key == "color", let color = value.stringValue, !isRGB(color) {
        issues.append(fail("invalidColor", "\(at) \"\(color)\" is not in the form #rrggbb; FCM answers INVALID_ARGUMENT"))
      }
    }
    return issues
  }

  /// An error of the "your notification may fail" kind.
  static func fail(_ reason: String, _ message: String) -> PayloadIssue {
    PayloadIssue(reason: reason, message: message + " (your notification may fail)", rule: CustomerIODecoder.Rule.docs)
  }

  /// `#rrggbb`.
  static func isRGB(_ text: String) -> Bool {
    text.hasPrefix("#") && text.count == 7 && text.dropFirst().allSatisfy(\.isHexDigit)
  }
}
