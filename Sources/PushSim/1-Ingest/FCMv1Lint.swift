/// The shape errors FCM answers `INVALID_ARGUMENT` for in an HTTP v1 request body (the
/// `projects.messages` reference): unknown fields in `notification` and
/// `android.notification`, `*_loc_args` that are not arrays of strings, non-string values of
/// string fields, a colour that is not `#rrggbb`; and `apns.headers` and `webpush.headers` values
/// that are not strings (the fields are `map<string, string>`).
///
/// ``PayloadLinter`` reports them for every FCM HTTP v1 body; Customer.io's lint cites its
/// "Custom push payloads" page, whose examples produce several of them.
enum FCMv1Lint {
  /// The rule cited when no SDK page is.
  static let rule = "FCM HTTP v1 projects.messages"

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

  /// The findings for `bytes` when it is an HTTP v1 body (`{"message": {…}}`), else none.
  ///
  /// - Parameters:
  ///   - rule: the source cited.
  ///   - suffix: words added to each message (an SDK page's own warning).
  static func findings(_ bytes: [UInt8], rule: String = FCMv1Lint.rule, suffix: String = "") -> [PayloadLinter.Finding] {
    // Only an HTTP v1 body has a "message" key: other payloads are not parsed again. (Foundation's
    // `Data.range(of:)` is a generic search on Linux: 30 M instructions per case on the fuzzer's
    // megabyte inputs, more than half of a fuzzing run.)
    guard JSONBytes.contains(bytes, #""message""#),
      let document = try? JSONDocument(bytes: bytes), let message = document.root["message"],
      message.type == .object
    else { return [] }
    var issues: [PayloadIssue] = []
    if let block = message["notification"], block.type == .object {
      issues += blockIssues(block, path: "message.notification", allowed: notificationFields)
    }
    if let block = message["android"]?["notification"], block.type == .object {
      issues += blockIssues(block, path: "message.android.notification", allowed: androidNotificationFields)
    }
    if let headers = message["apns"]?["headers"], headers.type == .object { issues += headerIssues(headers) }
    if let headers = message["webpush"]?["headers"], headers.type == .object {
      issues += headerIssues(headers, block: "webpush")
    }
    return issues.map { issue in
      PayloadLinter.Finding(
        severity: .error, issue: PayloadIssue(reason: issue.reason, message: issue.message + suffix, rule: rule))
    }
  }

  /// The `headerNotAString` issues of an `apns.headers` or `webpush.headers` object.
  static func headerIssues(_ headers: JSONNode, block: String = "apns") -> [PayloadIssue] {
    headers.members.filter { $0.value.type != .string }.map { key, value in
      PayloadIssue(
        reason: "headerNotAString",
        message: "message.\(block).headers.\(key) is \(PayloadIssue.describe(value.type)) (\(value.rawPreview(maxBytes: 20))); "
          + "\(block).headers is a map of strings: send it as a string, FCM answers INVALID_ARGUMENT otherwise")
    }
  }

  /// The issues of one notification block.
  static func blockIssues(_ block: JSONNode, path: String, allowed: Set<String>) -> [PayloadIssue] {
    var issues: [PayloadIssue] = []
    for (key, value) in block.members {
      let at = "\(path).\(key)"
      guard allowed.contains(key) else {
        let suggestion = Suggestion.closest(to: key, in: allowed.sorted()).map { " Did you mean \"\($0)\"?" } ?? ""
        issues.append(PayloadIssue(
          reason: "unknownField",
          message: "\(at) is not a field of FCM's \(path == "message.notification" ? "Notification" : "AndroidNotification"); FCM answers INVALID_ARGUMENT (Unknown name \"\(key)\").\(suggestion)"))
        continue
      }
      if let issue = valueIssue(key: key, value: value, at: at) { issues.append(issue) }
    }
    return issues
  }

  /// What FCM answers `INVALID_ARGUMENT` for in the value of a known field `key` of a
  /// notification block, at path `at`, or `nil`: `*_loc_args` that are not arrays of strings, a
  /// string field given another type, a colour that is not `#rrggbb`. A `null` is the field's
  /// default (proto3 JSON), never an issue. The decoder refuses a v1 body with one of these
  /// (``FCMv1Message``), so that `lint` and `run` agree.
  static func valueIssue(key: String, value: JSONNode, at: @autoclosure () -> String) -> PayloadIssue? {
    if value.type == .null { return nil }
    if key.hasSuffix("_loc_args") {
      guard value.type != .array || value.elements.contains(where: { $0.type != .string }) else { return nil }
      return PayloadIssue(
        reason: "locArgsNotAnArray",
        message: "\(at()) is \(PayloadIssue.describe(value.type)); FCM takes an array of strings such as [\"Kathy\", \"3\"] (the page's \"stringified,array\" is a placeholder), and answers INVALID_ARGUMENT otherwise")
    }
    if ["sticky", "local_only", "default_sound", "default_vibrate_timings", "default_light_settings", "bypass_proxy_notification"].contains(key) {
      return nil
    }
    if value.type != .string, !["notification_count", "vibrate_timings", "light_settings"].contains(key) {
      return PayloadIssue(
        reason: "fieldNotAString", message: "expected a string at \(at()), got \(PayloadIssue.describe(value.type)); FCM answers INVALID_ARGUMENT")
    }
    if key == "color", let color = value.stringValue, !isRGB(color) {
      return PayloadIssue(reason: "invalidColor", message: "\(at()) \"\(color)\" is not in the form #rrggbb; FCM answers INVALID_ARGUMENT")
    }
    return nil
  }

  /// `#rrggbb`, in ASCII hex digits (`Character.isHexDigit` would also take their fullwidth
  /// forms; FCM's colour is `#rrggbb` in ASCII).
  static func isRGB(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      guard utf8.count == 7, utf8[0] == UInt8(ascii: "#") else { return false }
      for k in 1..<7 where !(utf8[k] &- 0x30 < 10 || (utf8[k] | 0x20) &- 0x61 < 6) { return false }
      return true
    }
  }
}
