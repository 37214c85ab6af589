/// Reads `_wp` fields the way the WonderPush SDK on one platform does, and records what it
/// reads differently than a sender may expect.
///
/// - Android (`org.json` on a `JSONObject`): `JSONUtil.getString` gives `nil` for a missing or
///   `null` key and the text of any other value (`123` → `"123"`); `optString(key, null)` gives
///   `"null"` for `null`; booleans accept `"true"`/`"false"` strings (`optBoolean`).
/// - iOS (`WPNSUtil`, type-safe getters) and the web: a field of the wrong type is absent.
struct WonderPushFieldReader {
  /// The receiving platform.
  let platform: Platform
  /// What was noticed so far.
  var issues: [PayloadIssue] = []

  /// Whether this platform reads fields the Android (`org.json`) way.
  var coerces: Bool { platform == .android }

  /// The SDK's name for messages: `the Android SDK`.
  var sdkName: String {
    switch platform {
    case .android: "the Android SDK"
    case .iOS: "the iOS SDK"
    case .web: "the web SDK"
    }
  }

  /// Records an issue.
  mutating func note(_ reason: String, _ message: String) {
    issues.append(PayloadIssue(reason: reason, message: message, rule: "VENDORS §2"))
  }

  /// `JSONUtil.getString` (Android) / `stringForKey` (iOS, web): `nil` when missing or `null`.
  mutating func string(
    _ object: JSONObject, _ key: String, at path: String, reason: String = "fieldNotAString"
  ) -> String? {
    guard let value = object[key] else { return nil }
    switch value {
    case .null: return nil
    case .string(let text): return text
    default: return notAString(value, at: "\(path).\(key)", reason: reason)
    }
  }

  /// `optString(key, null)` (Android) / `stringForKey` (iOS, web): on Android `null` is the text
  /// `"null"`.
  mutating func optString(_ object: JSONObject, _ key: String, at path: String) -> String? {
    guard let value = object[key] else { return nil }
    switch value {
    case .string(let text): return text
    case .null:
      guard coerces else { return nil }
      note(
        "fieldIsNull",
        "\(path).\(key) is null; the Android SDK reads it with org.json's optString and gets the "
          + "text \"null\". Leave the key out instead")
      return "null"
    default: return notAString(value, at: "\(path).\(key)", reason: "fieldNotAString")
    }
  }

  /// Strings only, on every platform (`JSONUtil.optString`, `stringForKey`).
  mutating func strictString(
    _ object: JSONObject, _ key: String, at path: String, reason: String = "fieldNotAString"
  ) -> String? {
    guard let value = object[key] else { return nil }
    switch value {
    case .null: return nil
    case .string(let text): return text
    default:
      note(
        reason,
        "\(path).\(key) is \(PayloadIssue.describe(value.type)); \(sdkName) reads only a string here "
          + "and ignores it. Expected a string")
      return nil
    }
  }

  /// A non-string where a string was expected: its text on Android, nothing elsewhere.
  mutating func notAString(_ value: JSONValue, at path: String, reason: String) -> String? {
    if coerces {
      let text = OrgJSON.string(of: value)
      note(
        reason,
        "\(path) is \(PayloadIssue.describe(value.type)); the Android SDK reads it as the text "
          + "\(QuotedValue.plain(text)). Expected a string")
      return text
    }
    note(reason, "\(path) is \(PayloadIssue.describe(value.type)); \(sdkName) ignores it. Expected a string")
    return nil
  }

  /// `optJSONObject` / `dictionaryForKey`: an object, or `nil` (noted when present with another
  /// type).
  mutating func object(_ object: JSONObject, _ key: String, at path: String) -> JSONObject? {
    member(object, key, at: path, expected: "an object", \.objectValue)
  }

  /// `optJSONArray` / `arrayForKey`: an array, or `nil` (noted when present with another type).
  mutating func array(_ object: JSONObject, _ key: String, at path: String) -> [JSONValue]? {
    member(object, key, at: path, expected: "an array", \.arrayValue)
  }

  /// `optJSONArray(key)` read element by element with `JSONArray.optString(i)` (Android's
  /// `JSON.toString`): a string as is, `null` as the text `"null"` (`String.valueOf` of
  /// `JSONObject.NULL`), anything else as its Java text; `nil` when absent or not an array. On
  /// Android each element that is not a string is noted (`fieldIsNull`, `fieldNotAString`); the
  /// iOS and web SDKs do not read these arrays, so nothing is noted there.
  mutating func optStrings(_ object: JSONObject, _ key: String, at path: String) -> [String]? {
    guard let elements = array(object, key, at: path) else { return nil }
    return elements.enumerated().map { index, element in
      if case .string(let text) = element { return text }
      let text = OrgJSON.string(of: element)
      guard coerces else { return text }
      let at = "\(path).\(key)[\(index)]"
      if element == .null {
        note(
          "fieldIsNull",
          "\(at) is null; the Android SDK reads it with org.json's optString and gets the text \"null\". "
            + "Leave the element out instead")
        return text
      }
      return notAString(element, at: at, reason: "fieldNotAString") ?? text
    }
  }

  /// A member of one JSON type, or `nil` (noted when present, not `null`, and of another type).
  private mutating func member<T>(
    _ object: JSONObject, _ key: String, at path: String, expected: String, _ extract: (JSONValue) -> T?
  ) -> T? {
    guard let value = object[key] else { return nil }
    if let member = extract(value) { return member }
    if value != .null {
      note(
        "fieldWrongType",
        "\(path).\(key) is \(PayloadIssue.describe(value.type)); expected \(expected), so \(sdkName) ignores it")
    }
    return nil
  }

  /// A flag the iOS SDK reads with `boolValue` on whatever object it is (`receipt`,
  /// `receiptUsingMeasurements` in `trackNotificationReceived:`): a JSON boolean, any number
  /// (non-zero is true, an `NSNumber`), or a string read as `NSString.boolValue` (`"yes"`,
  /// `"true"`, `"1"` are true; ``JSONValue/objectiveCBoolValue``). `nil` when missing, `null`,
  /// an array or an object. Android's rule elsewhere.
  func boolValue(_ object: JSONObject, _ key: String) -> Bool? {
    guard !coerces else { return bool(object, key) }
    return object[key]?.objectiveCBoolValue
  }

  /// `[[WPNSUtil numberForKey:key inDictionary:object] boolValue]` (iOS): an `NSNumber` only, a
  /// boolean or any number, non-zero being true; a string is not a number, so `false`.
  func numberBoolValue(_ object: JSONObject, _ key: String) -> Bool {
    switch object[key] {
    case .bool(let flag): flag
    case .integer(let number): number != 0
    case .double(let number): number != 0
    default: false
    }
  }

  /// `optBoolean(key, …)` (Android: a boolean, or a `"true"`/`"false"` string in any case) /
  /// `numberForKey … isEqual:@YES` (iOS: `true` or `1`). `nil` when missing, `null` or neither.
  func bool(_ object: JSONObject, _ key: String) -> Bool? {
    switch object[key] {
    case .bool(let flag): return flag
    case .string(let text) where coerces:
      switch text.lowercased() {
      case "true": return true
      case "false": return false
      default: return nil
      }
    case .integer(let number) where !coerces: return number == 1
    default: return nil
    }
  }

  /// A boolean only on Android (`ActionModel.optBool`: `instanceof Boolean`); `true` or `1` on
  /// iOS (`numberForKey … isEqual:@YES`).
  func strictBool(_ object: JSONObject, _ key: String) -> Bool? {
    switch object[key] {
    case .bool(let flag): return flag
    case .integer(let number) where !coerces: return number == 1
    default: return nil
    }
  }

  /// `optLong(key, fallback)` (Android: a number, truncated, or a numeric string) /
  /// `numberForKey` (iOS).
  func long(_ object: JSONObject, _ key: String) -> Int64? {
    switch object[key] {
    case .integer(let number): return number
    case .double(let number) where number.isFinite && abs(number) < 9.2e18: return Int64(number)
    case .string(let text) where coerces:
      guard let number = OrgJSON.javaDouble(text), number.isFinite, abs(number) < 9.2e18
      else { return nil }
      return Int64(number)
    default: return nil
    }
  }

  /// A coordinate (`lat`, `lon`): Android `optDouble` (a number, or a numeric string parsed as
  /// `Double.parseDouble` does); iOS `numberForKey`, any `NSNumber`, a JSON boolean included
  /// (`true` is 1).
  func double(_ object: JSONObject, _ key: String) -> Double? {
    switch object[key] {
    case .integer(let number): return Double(number)
    case .double(let number): return number
    case .string(let text) where coerces: return OrgJSON.javaDouble(text)
    case .bool(let flag) where !coerces: return flag ? 1 : 0
    default: return nil
    }
  }

  /// `optInt(key, fallback)` on Android: a number (truncated) or a numeric string.
  func int(_ object: JSONObject, _ key: String) -> Int? {
    long(object, key).flatMap { Int(exactly: Int32(truncatingIfNeeded: $0)) }
  }
}
