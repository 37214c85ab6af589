/// Something wrong with a push: a configuration mistake the platform tolerates (a warning, logged
/// in the trace as `push.warning`), or one it refuses (a rejection, `push.rejected`).
public struct PayloadIssue: Error, Sendable, Equatable, CustomStringConvertible {
  /// A stable, machine-readable reason such as `payloadTooLarge` or `contentAvailableNotOne`.
  public var reason: String
  /// What is wrong, where, and what was expected.
  public var message: String
  /// The rule of SEMANTICS.md (or the vendor source) behind it, such as `R-iOS-3`.
  public var rule: String?

  /// Creates an issue.
  public init(reason: String, message: String, rule: String? = nil) {
    self.reason = reason
    self.message = message
    self.rule = rule
  }

  /// `contentAvailableNotOne: … (R-iOS-3)`.
  public var description: String {
    "\(reason): \(message)" + (rule.map { " (\($0))" } ?? "")
  }
}

extension PayloadIssue {
  /// The payload is over the platform's size limit. The bytes are counted as given (the body is
  /// the bytes); when white space at the end is what puts them over, the message says so.
  static func tooLarge(_ bytes: [UInt8], limit: Int, platform: String, rule: String) -> PayloadIssue {
    tooLarge(size: bytes.count, limit: limit, platform: platform, rule: rule, note: whiteSpaceNote(bytes, limit: limit))
  }

  /// The payload, `size` bytes by the platform's count, is over its size limit; `note` follows
  /// the size (``whiteSpaceNote(_:limit:)``).
  static func tooLarge(size: Int, limit: Int, platform: String, rule: String, note: String = "") -> PayloadIssue {
    PayloadIssue(
      reason: "payloadTooLarge",
      message: "the payload is \(size) bytes\(note); \(platform) accepts at most \(limit)",
      rule: rule)
  }

  /// `, of which 1 is white space after the JSON document (an editor's final newline?)` when the
  /// white space (space, tab, line feed, carriage return) at the end of `bytes` is what puts them
  /// over `limit`; empty otherwise. "After the JSON document" when the last other byte closes
  /// an object or an array, else "at the end".
  static func whiteSpaceNote(_ bytes: [UInt8], limit: Int) -> String {
    guard bytes.count > limit else { return "" }
    let last = bytes.lastIndex { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    let trailing = bytes.count - (last.map { $0 + 1 } ?? 0)
    guard trailing > 0, bytes.count - trailing <= limit else { return "" }
    let closesJSON = last.map { bytes[$0] == UInt8(ascii: "}") || bytes[$0] == UInt8(ascii: "]") } ?? false
    return ", of which \(trailing) \(trailing == 1 ? "is" : "are") white space "
      + (closesJSON ? "after the JSON document" : "at the end") + " (an editor's final newline?)"
  }

  /// The payload is not valid JSON.
  static func invalidJSON(_ error: JSONError) -> PayloadIssue {
    PayloadIssue(reason: "invalidJSON", message: "the payload is not valid JSON: \(error)")
  }

  /// The payload is JSON of the wrong shape.
  static func invalidPayload(_ message: String, rule: String? = nil) -> PayloadIssue {
    PayloadIssue(reason: "invalidPayload", message: message, rule: rule)
  }

  /// An Android data map's `google.ttl` or `google.sent_time` that the FCM SDK cannot read
  /// (`RemoteMessage.getTtl()` parses with `Integer.parseInt`, `getSentTime()` with
  /// `Long.parseLong`; each logs "Invalid TTL" / "Invalid sent time" and returns 0), or reads as
  /// a negative number: `invalidGoogleTTL`, `invalidGoogleSentTime`.
  ///
  /// - Parameters:
  ///   - key: `google.ttl` or `google.sent_time`.
  ///   - value: the map's value.
  ///   - read: what the parse gave, `nil` when it threw.
  static func fcmTimeEntry(_ key: FCMMessageKey, _ value: String, read: Int64?) -> PayloadIssue {
    let isTTL = key == .googleTTL
    let name = FCMMessageKey.keys[key.rawValue]
    let getter = isTTL ? "getTtl()" : "getSentTime()"
    let expected = isTTL
      ? "seconds from 0 to 2419200, written as a decimal integer such as \"3600\""
      : "milliseconds since the UNIX epoch, written as a decimal integer such as \"1767225600000\""
    let what: String
    if let read {
      what = "is negative: \(getter) returns \(read)"
    } else {
      let parser = isTTL ? "Integer.parseInt (a sign and decimal digits, at most 2147483647)" : "Long.parseLong (a sign and decimal digits)"
      what = "is not an integer \(parser) reads: \(getter) returns 0 (and logs \"Invalid \(isTTL ? "TTL" : "sent time")\")"
    }
    return PayloadIssue(
      reason: isTTL ? "invalidGoogleTTL" : "invalidGoogleSentTime",
      message: "\(name) \(QuotedValue.json(value)) \(what); expected \(expected)",
      rule: "FCM RemoteMessage.\(getter)")
  }

  /// A notification message's `gcm.n.event_time` (or legacy `gcm.notification.event_time`) that
  /// is not empty and that `Long.parseLong` cannot read: `invalidEventTime`. The FCM SDK's
  /// `NotificationParams.getLong` logs "Couldn't parse value of event_time(…) into a long" (tag
  /// `NotificationParams`) and returns `null`, so `CommonNotificationBuilder` calls neither
  /// `setWhen` nor `setShowWhen` (the notification's `when` is the time it is posted) and
  /// `RemoteMessage.Notification.getEventTime()` is `null`.
  ///
  /// - Parameters:
  ///   - key: the key as written in the map.
  ///   - value: the map's value.
  static func fcmEventTime(_ key: String, _ value: String) -> PayloadIssue {
    PayloadIssue(
      reason: "invalidEventTime",
      message: "\(key) \(QuotedValue.json(value)) is not an integer Long.parseLong (a sign and decimal digits) reads: "
        + "the FCM SDK logs \"Couldn't parse value of event_time(\(QuotedValue.bare(value))) into a long\" and ignores it, so the notification "
        + "shows the time it was posted (its when) and getEventTime() is null; expected milliseconds since the UNIX epoch, "
        + "written as a decimal integer such as \"1767225600000\"",
      rule: "FCM NotificationParams.getLong")
  }

  /// A JSON type name for messages: `a string`, `an object`.
  static func describe(_ type: JSONType) -> String {
    switch type {
    case .null: "null"
    case .bool: "a boolean"
    case .integer: "an integer"
    case .double: "a number with a fraction"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
