/// The typed (not string) fields of an FCM HTTP v1 `android.notification` block, read as FCM's
/// proto3 JSON parser reads them, and the text the FCM backend puts in the device's data map.
///
/// - `notification_priority` (enum `NotificationPriority`) and `visibility` (enum `Visibility`):
///   the value's name (`"PRIORITY_HIGH"`, `"PRIVATE"`) or its number (proto3 JSON: "Parsers
///   accept both enum names and integer values"), also in quotes (`"4"`: ``quotedEnumNumber(_:)``). The device gets Android's `NotificationCompat`
///   value as a decimal string (`gcm.n.notification_priority` `"1"`, `gcm.n.visibility` `"0"`),
///   which the SDK reads with `Integer.parseInt` in the ranges `PRIORITY_MIN` (-2) to
///   `PRIORITY_MAX` (2) and `VISIBILITY_SECRET` (-1) to `VISIBILITY_PUBLIC` (1)
///   (`NotificationParams.getNotificationPriority` / `getVisibility`); the `*_UNSPECIFIED` value
///   is the field's default, no key.
/// - `notification_count` (int32): a JSON integer, a number with no fraction (`3.0`, `3e0`) or
///   the same as a string (`"3"`), within int32.
/// - the `bool` fields (`sticky`, `local_only`, `default_*`, `bypass_proxy_notification`):
///   `true` or `false` only.
///
/// `null` is every field's default. Any other value is one FCM answers `INVALID_ARGUMENT` for.
enum FCMv1TypedValue {
  /// How a field is typed.
  enum Kind: Equatable {
    /// A proto enum: its names in number order (the first, number 0, is `*_UNSPECIFIED`), each
    /// with the text the device receives (`nil`: no key).
    case enumeration(type: String, values: [EnumValue])
    case int32
    case bool
  }

  /// One value of a proto enum: its name and the text the device receives for it.
  struct EnumValue: Equatable {
    var name: String
    var deviceText: String?
  }

  /// `NotificationPriority`, in the reference's order (PRIORITY_UNSPECIFIED = 0 … PRIORITY_MAX =
  /// 5), each with `NotificationCompat`'s `PRIORITY_*`.
  static let notificationPriority = Kind.enumeration(
    type: "NotificationPriority",
    values: [
      EnumValue(name: "PRIORITY_UNSPECIFIED", deviceText: nil), EnumValue(name: "PRIORITY_MIN", deviceText: "-2"),
      EnumValue(name: "PRIORITY_LOW", deviceText: "-1"), EnumValue(name: "PRIORITY_DEFAULT", deviceText: "0"),
      EnumValue(name: "PRIORITY_HIGH", deviceText: "1"), EnumValue(name: "PRIORITY_MAX", deviceText: "2"),
    ])

  /// `Visibility`, in the reference's order (VISIBILITY_UNSPECIFIED = 0 … SECRET = 3), each with
  /// `NotificationCompat`'s `VISIBILITY_*`.
  static let visibility = Kind.enumeration(
    type: "Visibility",
    values: [
      EnumValue(name: "VISIBILITY_UNSPECIFIED", deviceText: nil), EnumValue(name: "PRIVATE", deviceText: "0"),
      EnumValue(name: "PUBLIC", deviceText: "1"), EnumValue(name: "SECRET", deviceText: "-1"),
    ])

  /// The `bool` fields of `AndroidNotification`, by proto name.
  static let boolFields: Set<String> = [
    "sticky", "local_only", "default_sound", "default_vibrate_timings", "default_light_settings", "bypass_proxy_notification",
  ]

  /// How the `AndroidNotification` field `key` (its proto name) is typed; `nil` for a string
  /// field or a message (`light_settings`) or list (`vibrate_timings`, `*_loc_args`).
  static func kind(ofField key: String) -> Kind? {
    switch key {
    case "notification_priority": notificationPriority
    case "visibility": visibility
    case "notification_count": .int32
    default: boolFields.contains(key) ? .bool : nil
    }
  }

  /// What the device receives for `value` of a field typed `kind`: the text of the data map's
  /// key, `nil` for the field's default (`null`, an enum's `*_UNSPECIFIED`: no key); or the
  /// issue FCM refuses the request for (the field named as `at`).
  static func read(_ value: JSONNode, as kind: Kind, at: @autoclosure () -> String) -> Result<String?, PayloadIssue> {
    if value.type == .null { return .success(nil) }
    switch kind {
    case .bool:
      guard let flag = value.boolValue else {
        return .failure(wrongType(value, at: at(), expected: "true or false"))
      }
      return .success(flag ? "true" : "false")
    case .int32:
      if let number = int32(value) { return .success(String(number)) }
      return .failure(wrongType(value, at: at(), expected: "an int32: a whole number such as 3 (or \"3\")"))
    case .enumeration(let type, let values):
      let names = values.map(\.name)
      if let name = value.stringValue {
        if let index = names.firstIndex(of: name) { return .success(values[index].deviceText) }
        guard let number = quotedEnumNumber(name) else {
          return .failure(
            PayloadIssue(
              reason: "unknownEnumValue",
              message: "\(at()) \(QuotedValue.plain(name)) is not a value of FCM's \(type) (\(names.joined(separator: ", "))) "
                + "(the FCM backend answers INVALID_ARGUMENT)"))
        }
        // A number in quotes is read as the number: one the enum lacks is said so, with its numbers.
        guard values.indices.contains(Int(number)) else {
          return .failure(unknownNumber(QuotedValue.plain(name), at: at(), type: type, names: names))
        }
        return .success(values[Int(number)].deviceText)
      }
      guard value.type == .integer || value.type == .double else {
        return .failure(wrongType(value, at: at(), expected: "one of \(type)'s names, such as \"\(names[1])\", or its number"))
      }
      guard let number = int32(value), values.indices.contains(Int(number)) else {
        return .failure(unknownNumber(QuotedValue.raw(value), at: at(), type: type, names: names))
      }
      return .success(values[Int(number)].deviceText)
    }
  }

  /// `unknownEnumValue` for a number (`written`, as the body has it) that is none of the enum
  /// `type`'s, listing its numbers and names.
  private static func unknownNumber(_ written: String, at path: String, type: String, names: [String]) -> PayloadIssue {
    PayloadIssue(
      reason: "unknownEnumValue",
      message: "\(path) \(written) is not a number of FCM's \(type) (0 to \(names.count - 1): "
        + "\(names.enumerated().map { "\($0.offset) \($0.element)" }.joined(separator: ", "))); FCM has no Android value "
        + "for it (the FCM backend answers INVALID_ARGUMENT)")
  }

  /// The number an enum given as a string that is none of its names stands for, as protobuf's
  /// JSON parsers read it: the text as a decimal int32 (C++ `json/internal/parser.cc`
  /// `ParseEnumFromStr`, `absl::SimpleAtoi`; Java `JsonFormat.parseEnum`, `parseInt32`), so
  /// `"1"` and `"+1"` are 1. `nil` where the two disagree (`"1.0"`, which only Java's reads;
  /// `" 1"`, which only C++'s reads) and for anything else.
  ///
  /// `Int32(_:)` reads exactly that: an optional sign and ASCII digits, nothing around them
  /// (no white space, no fraction, no other digits), so no check of the characters comes first:
  /// one cost 0.6% of the bench's whole path, run on every body's `android.priority` name.
  static func quotedEnumNumber(_ text: String) -> Int32? { Int32(text) }

  /// `android.priority` written as a name, `"HIGH"` or `"NORMAL"` in any ASCII case, read from
  /// the string's bytes without decoding it; `nil` for anything else, and for a string with
  /// escapes or a byte outside ASCII, which the callers read decoded (`text.lowercased()`). On
  /// ASCII text `lowercased()` lower-cases ASCII letters only, so the answer is the same: OR-ing
  /// 0x20 into a byte gives a lower-case letter only for that letter in either case.
  static func priorityName(_ value: JSONNode) -> FCMPriority? {
    let entry = value.entry
    guard entry.kind == .string, entry.flags & JSONTapeEntry.hasEscapes == 0 else { return nil }
    let start = Int(entry.start) + 1
    let count = Int(entry.end) - 1 - start
    guard count == 4 || count == 6 else { return nil }
    let folded = value.document.bytes.withUnsafeBufferPointer { bytes -> UInt64? in
      var folded: UInt64 = 0
      for k in start..<start + count {
        guard bytes[k] < 0x80 else { return nil }
        folded = folded &<< 8 | UInt64(bytes[k] | 0x20)
      }
      return folded
    }
    switch folded {
    case 0x6869_6768: return .high  // "high"
    case 0x6E6F_726D_616C: return .normal  // "normal"
    default: return nil
    }
  }

  /// The number of an enum given by number: a JSON number as ``int32(_:)`` reads it, a string
  /// as ``quotedEnumNumber(_:)`` does; `nil` for anything else (a name is the caller's).
  static func enumNumber(_ value: JSONNode) -> Int32? {
    switch value.type {
    case .integer, .double: int32(value)
    case .string: value.stringValue.flatMap(quotedEnumNumber)
    default: nil
    }
  }

  /// The int32 a JSON number or numeric string is, as proto3 JSON reads it: `3`, `3.0`, `3e0`,
  /// `"3"`; `nil` for a fraction (`3.7`), a value beyond int32, or anything else.
  static func int32(_ value: JSONNode) -> Int32? {
    switch value.type {
    case .integer: return value.int64Value.flatMap { Int32(exactly: $0) }
    case .double: return value.doubleValue.flatMap { Int32(exactly: $0) }
    case .string:
      guard let text = value.stringValue, !text.isEmpty, text.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else { return nil }
      if let whole = Int64(text) { return Int32(exactly: whole) }
      return Double(text).flatMap { $0.isFinite ? Int32(exactly: $0) : nil }
    default: return nil
    }
  }

  /// The `fieldWrongType` issue of `value` at `at`.
  static func wrongType(_ value: JSONNode, at: String, expected: String) -> PayloadIssue {
    PayloadIssue(
      reason: "fieldWrongType",
      message: "\(at) is \(PayloadIssue.describe(value.type)) \(value.rawPreview(maxBytes: 20)); expected \(expected) "
        + "(the FCM backend answers INVALID_ARGUMENT)")
  }
}
