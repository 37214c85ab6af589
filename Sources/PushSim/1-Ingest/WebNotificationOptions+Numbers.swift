/// The numeric options of `showNotification(title, options)`: `vibrate`, a `VibratePattern`
/// (`unsigned long or sequence<unsigned long>`), and `timestamp`, an `EpochTimeStamp`
/// (`unsigned long long`), converted as WebIDL says (R-W-8).
///
/// WebIDL's conversion to a union tries a sequence only for an object with `@@iterator` (a JSON
/// array); every other value, an object without one included, falls through to the union's
/// numeric type. So `vibrate` never throws for a value JSON can write: `"200"` is 200, `"abc"`,
/// `{}` and `null` are 0, `true` is 1. An integer type without `[EnforceRange]` or `[Clamp]`
/// takes ToNumber, drops the fraction and wraps modulo 2^32 (`unsigned long`) or 2^64
/// (`unsigned long long`); NaN and the infinities are 0.
extension WebNotificationOptions {
  /// Converts `vibrate`, with a warning when the value is not already a number or an array of
  /// whole numbers from 0 to 4294967295.
  mutating func convertedVibrate(_ value: JSONNode, name: String) -> [UInt32] {
    let pattern: [UInt32]
    let exact: Bool
    if value.type == .array {
      let elements = value.elements
      pattern = elements.map { Self.toUnsignedLong(Self.toNumber($0)) }
      exact = elements.allSatisfy { Self.isExactInteger($0, below: 0x1_0000_0000) }
    } else {
      pattern = [Self.toUnsignedLong(Self.toNumber(value))]
      exact = Self.isExactInteger(value, below: 0x1_0000_0000)
    }
    if !exact {
      let shown = value.type == .array
        ? "[" + pattern.map(String.init).joined(separator: ",") + "]" : String(pattern[0])
      warnings.append(
        .init(
          reason: "notificationOptionConverted",
          message: "\(name) is \(Self.shown(value)) (\(PayloadIssue.describe(value.type))): showNotification converts it "
            + "to \(shown); expected a number or an array of numbers from 0 to 4294967295 (milliseconds)",
          rule: "R-W-8"))
    }
    return pattern
  }

  /// Converts `timestamp`, with a warning when the value is not already a whole number from 0 to
  /// 2^64 − 1.
  mutating func convertedTimestamp(_ value: JSONNode, name: String) -> UInt64 {
    let converted = Self.toUnsignedLongLong(Self.toNumber(value))
    if !Self.isExactInteger(value, below: 0x1p64) {
      warnings.append(
        .init(
          reason: "notificationOptionConverted",
          message: "\(name) is \(Self.shown(value)) (\(PayloadIssue.describe(value.type))): showNotification converts it "
            + "to \(converted); expected a number of milliseconds since 1970 (an EpochTimeStamp)",
          rule: "R-W-8"))
    }
    return converted
  }

  /// Whether a value is a JSON number whose value is a whole number in `0..<bound`: what an
  /// unsigned WebIDL integer keeps as it is.
  static func isExactInteger(_ value: JSONNode, below bound: Double) -> Bool {
    guard value.type == .integer || value.type == .double, let number = value.doubleValue else { return false }
    return number >= 0 && number < bound && number.rounded(.towardZero) == number
  }

  /// JavaScript's ToNumber of a JSON value: `null` is 0, a boolean 0 or 1, a string its
  /// StringToNumber, an array the number of its ToString, an object NaN (`"[object Object]"`).
  static func toNumber(_ value: JSONNode) -> Double {
    switch value.type {
    case .null: return 0
    case .bool: return value.boolValue == true ? 1 : 0
    case .integer, .double: return value.doubleValue ?? .nan
    case .string: return stringToNumber(value.stringValue ?? "")
    case .array: return stringToNumber(toString(value))
    case .object: return .nan
    }
  }

  /// JavaScript's StringToNumber: white space around is ignored, the empty string is 0, a
  /// decimal literal (with its sign, fraction and exponent), `Infinity` and the `0x`, `0o` and
  /// `0b` integers are numbers, anything else NaN.
  static func stringToNumber(_ text: String) -> Double {
    let scalars = Array(text.unicodeScalars)
    var start = 0
    var end = scalars.count
    while start < end, isJavaScriptSpace(scalars[start]) { start += 1 }
    while end > start, isJavaScriptSpace(scalars[end - 1]) { end -= 1 }
    let trimmed = String(String.UnicodeScalarView(scalars[start..<end]))
    if trimmed.isEmpty { return 0 }
    let lowered = trimmed.prefix(2).lowercased()
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where lowered == prefix {
      let digits = trimmed.dropFirst(2)
      guard !digits.isEmpty else { return .nan }
      var number = 0.0
      for character in digits {
        guard let digit = character.hexDigitValue, digit < radix else { return .nan }
        number = number * Double(radix) + Double(digit)
      }
      return number
    }
    var body = Substring(trimmed)
    var sign = 1.0
    if let first = body.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      body = body.dropFirst()
    }
    if body == "Infinity" { return sign * .infinity }
    guard isDecimalLiteral(body), let number = Double(String(body)) else { return .nan }
    return sign * number
  }

  /// Whether text is an unsigned StrDecimalLiteral without `Infinity`: digits with an optional
  /// fraction (`1.`, `.5`, `1.5`) and an optional exponent (`e-3`).
  static func isDecimalLiteral(_ text: Substring) -> Bool {
    var rest = text[...]
    let whole = rest.prefix { $0.isASCII && $0.isNumber }
    rest = rest.dropFirst(whole.count)
    var fraction: Substring = ""
    if rest.first == "." {
      rest = rest.dropFirst()
      fraction = rest.prefix { $0.isASCII && $0.isNumber }
      rest = rest.dropFirst(fraction.count)
    }
    guard !whole.isEmpty || !fraction.isEmpty else { return false }
    if let e = rest.first, e == "e" || e == "E" {
      rest = rest.dropFirst()
      if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
      let exponent = rest.prefix { $0.isASCII && $0.isNumber }
      guard !exponent.isEmpty else { return false }
      rest = rest.dropFirst(exponent.count)
    }
    return rest.isEmpty
  }

  /// JavaScript's WhiteSpace and LineTerminator: tab, vertical tab, form feed, space, no-break
  /// space, the byte order mark, every space separator (Zs), line feed, carriage return and the
  /// line and paragraph separators.
  static func isJavaScriptSpace(_ scalar: Unicode.Scalar) -> Bool {
    [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0xFEFF, 0x2028, 0x2029].contains(scalar.value)
      || scalar.properties.generalCategory == .spaceSeparator
  }

  /// WebIDL's `unsigned long`: NaN and the infinities are 0, the fraction is dropped, and the
  /// result wraps modulo 2^32 (`-1` is 4294967295).
  static func toUnsignedLong(_ number: Double) -> UInt32 {
    UInt32(truncatingIfNeeded: wrapped(number, bits: 32))
  }

  /// WebIDL's `unsigned long long`: as ``toUnsignedLong(_:)`` modulo 2^64.
  static func toUnsignedLongLong(_ number: Double) -> UInt64 { wrapped(number, bits: 64) }

  /// The integer part of a finite number modulo 2^bits, exactly (0 for NaN and the infinities).
  private static func wrapped(_ number: Double, bits: Int) -> UInt64 {
    guard number.isFinite else { return 0 }
    let modulus = bits == 64 ? 0x1p64 : 0x1p32
    // fmod of doubles is exact: the remainder has the number's sign and |r| < 2^bits.
    let remainder = number.rounded(.towardZero).truncatingRemainder(dividingBy: modulus)
    let magnitude = UInt64(remainder.magnitude)
    let value = remainder < 0 ? 0 &- magnitude : magnitude
    return bits == 64 ? value : value & 0xFFFF_FFFF
  }
}
