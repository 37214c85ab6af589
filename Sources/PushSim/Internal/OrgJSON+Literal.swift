extension OrgJSON {
  /// What `JSONTokener.readLiteral()` makes of an unquoted literal: `null`, `true` or `false`
  /// in any case; an integer when the literal has no `.` and `Long.parseLong` takes it (base 16
  /// after `0x`, base 8 after a leading `0`); else a double when `Double.valueOf` takes it; else
  /// the literal itself as a string.
  ///
  /// So `012` is 10, `08` is 8.0 (not octal, but a valid double), `0x1F` is 31, `1e3` is
  /// 1000.0, `1.5f` is 1.5, `0x1p3` is 8.0, `+5` is 5, and `bar"` is the string `bar"`.
  ///
  /// Decision (the two readers differed): hexadecimal floating-point literals (`0x1p3`) are
  /// doubles, as `Double.valueOf` reads them; the OneSignal reader kept them as strings.
  static func literalValue(_ literal: [UInt16]) -> JSONValue {
    if javaEqualsIgnoreCase(literal, "null") { return .null }
    if javaEqualsIgnoreCase(literal, "true") { return .bool(true) }
    if javaEqualsIgnoreCase(literal, "false") { return .bool(false) }
    if !literal.contains(0x2E) {
      var number = literal[...]
      var radix = 10
      if number.starts(with: [0x30, 0x78]) || number.starts(with: [0x30, 0x58]) {
        number = number.dropFirst(2)
        radix = 16
      } else if number.first == 0x30, number.count > 1 {
        number = number.dropFirst()
        radix = 8
      }
      if let value = javaParseLong(Array(number), radix: radix) { return .integer(value) }
    }
    if let value = javaParseDouble(literal) { return .double(value) }
    return .string(String(decoding: literal, as: UTF16.self))
  }

  /// `word.equalsIgnoreCase(literal)` for an ASCII lower-case `word`: each code unit equal,
  /// equal once ASCII letters are lower-cased, or equal once both are upper-cased.
  ///
  /// Decision (the two readers differed, and neither matched Java): Java compares
  /// `Character.toUpperCase` of each unit, so U+017F LATIN SMALL LETTER LONG S (whose upper case
  /// is `S`) matches `s`, and `falſe` is `false` on Android. It is the only non-ASCII code unit
  /// whose case mapping reaches a letter of `null`, `true` or `false`. The OneSignal reader used
  /// Swift's full Unicode `lowercased()`, the WonderPush one ASCII only; both read `falſe` as a
  /// string.
  static func javaEqualsIgnoreCase(_ literal: [UInt16], _ word: String) -> Bool {
    let expected = Array(word.utf16)
    guard literal.count == expected.count else { return false }
    for (unit, wanted) in zip(literal, expected) {
      let folded = unit == 0x17F ? 0x73 : asciiLowercased([unit])[0]
      if folded != wanted { return false }
    }
    return true
  }

  /// ASCII letters lower-cased, other code units unchanged.
  static func asciiLowercased(_ units: [UInt16]) -> [UInt16] {
    units.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
  }

  /// The value of an ASCII digit or letter in `radix`, or `nil`.
  static func digitValue(_ unit: UInt16, radix: Int) -> Int? {
    let value: Int
    switch unit {
    case 0x30...0x39: value = Int(unit - 0x30)
    case 0x61...0x7A: value = Int(unit - 0x61) + 10
    case 0x41...0x5A: value = Int(unit - 0x41) + 10
    default: return nil
    }
    return value < radix ? value : nil
  }

  /// `Long.parseLong(text, radix)`: an optional `+` or `-`, then one or more digits of
  /// `radix`; `nil` when that is not the whole text or the value overflows a `long`.
  ///
  /// Generic over the units so that a caller can pass a lazy view: the parse stops at the first
  /// unit that is not a digit, as Java's does, without converting the rest of a long text.
  static func javaParseLong<Units: Collection<UInt16>>(_ text: Units, radix: Int) -> Int64? {
    var digits = text[...]
    var negative = false
    if let sign = digits.first, sign == 0x2B || sign == 0x2D {
      negative = sign == 0x2D
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty else { return nil }
    var magnitude: UInt64 = 0
    for unit in digits {
      guard let digit = digitValue(unit, radix: radix) else { return nil }
      let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: UInt64(radix))
      let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(digit))
      guard !overflow1, !overflow2 else { return nil }
      magnitude = sum
    }
    if negative {
      guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
      return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
    }
    guard magnitude <= UInt64(Int64.max) else { return nil }
    return Int64(magnitude)
  }

  /// `Double.valueOf(text)` / `Double.parseDouble(text)` of a Swift string; see
  /// ``javaParseDouble(_:)``.
  ///
  /// Decision (the two readers differed): Java's full grammar is followed, hexadecimal
  /// floating-point (`0x1p3`) included, and white space up to U+0020 is trimmed here; the
  /// OneSignal reader refused hexadecimal forms and left the trimming to its callers.
  static func javaDouble(_ text: String) -> Double? { javaParseDouble(Array(text.utf16)) }

  /// The text without the leading and trailing characters Java's `String.trim()` removes
  /// (code units up to U+0020).
  static func javaTrimmed(_ text: String) -> String {
    var units = Array(text.utf16)[...]
    while let first = units.first, first <= 0x20 { units = units.dropFirst() }
    while let last = units.last, last <= 0x20 { units = units.dropLast() }
    return String(decoding: units, as: UTF16.self)
  }

  /// Java's `(long) d`: toward zero, `NaN` as 0, saturating at the `Int64` bounds.
  static func javaTruncated(_ number: Double) -> Int64 {
    if number.isNaN { return 0 }
    if number >= 9.223_372_036_854_775_807e18 { return .max }
    if number <= -9.223_372_036_854_775_808e18 { return .min }
    return Int64(number.rounded(.towardZero))
  }

  /// `Double.valueOf(text)`: surrounding characters up to U+0020 trimmed; an optional sign;
  /// `NaN`, `Infinity`, a decimal number (digits with an optional `.`, at least one digit, an
  /// optional exponent) or a hexadecimal one (`0x1.8p3`, the `p` exponent required); an
  /// optional `f`, `F`, `d` or `D` suffix. `nil` for anything else.
  static func javaParseDouble(_ text: [UInt16]) -> Double? {
    var units = text[...]
    while let first = units.first, first <= 0x20 { units = units.dropFirst() }
    while let last = units.last, last <= 0x20 { units = units.dropLast() }
    var sign = ""
    if let first = units.first, first == 0x2B || first == 0x2D {
      sign = first == 0x2D ? "-" : ""
      units = units.dropFirst()
    }
    let body = String(decoding: units, as: UTF16.self)
    if body == "NaN" { return .nan }
    if body == "Infinity" { return sign == "-" ? -.infinity : .infinity }
    if let last = units.last, [0x66, 0x46, 0x64, 0x44].contains(last) { units = units.dropLast() }
    if units.starts(with: [0x30, 0x78]) || units.starts(with: [0x30, 0x58]) {
      return hexadecimalDouble(units.dropFirst(2), sign: sign)
    }
    return decimalDouble(units, sign: sign)
  }

  /// A decimal floating-point literal without its sign and suffix.
  static func decimalDouble(_ units: ArraySlice<UInt16>, sign: String) -> Double? {
    var integer = "", fraction = "", exponent = ""
    var part = 0  // 0: integer digits, 1: fraction digits, 2: exponent
    var exponentSign = ""
    for unit in units {
      switch unit {
      case 0x30...0x39:
        let digit = String(UnicodeScalar(UInt8(unit)))
        if part == 0 { integer += digit } else if part == 1 { fraction += digit } else { exponent += digit }
      case 0x2E where part == 0:
        part = 1
      case 0x65, 0x45:
        guard part < 2, !(integer.isEmpty && fraction.isEmpty) else { return nil }
        part = 2
      case 0x2B, 0x2D:
        guard part == 2, exponent.isEmpty, exponentSign.isEmpty else { return nil }
        exponentSign = unit == 0x2D ? "-" : "+"
      default:
        return nil
      }
    }
    guard !(integer.isEmpty && fraction.isEmpty), part < 2 || !exponent.isEmpty else { return nil }
    return Double("\(sign)0\(integer).\(fraction)0e\(exponentSign)\(exponent.isEmpty ? "0" : exponent)")
  }

  /// A hexadecimal floating-point literal after its `0x`, without its sign and suffix.
  static func hexadecimalDouble(_ units: ArraySlice<UInt16>, sign: String) -> Double? {
    var integer = "", fraction = "", exponent = ""
    var part = 0
    var exponentSign = ""
    for unit in units {
      if part < 2, digitValue(unit, radix: 16) != nil {
        let digit = String(UnicodeScalar(UInt8(unit)))
        if part == 0 { integer += digit } else { fraction += digit }
      } else if unit == 0x2E, part == 0 {
        part = 1
      } else if unit == 0x70 || unit == 0x50, part < 2 {
        part = 2
      } else if part == 2, unit == 0x2B || unit == 0x2D, exponent.isEmpty, exponentSign.isEmpty {
        exponentSign = unit == 0x2D ? "-" : "+"
      } else if part == 2, (0x30...0x39).contains(unit) {
        exponent += String(UnicodeScalar(UInt8(unit)))
      } else {
        return nil
      }
    }
    guard part == 2, !exponent.isEmpty, !(integer.isEmpty && fraction.isEmpty) else { return nil }
    return Double("\(sign)0x0\(integer).\(fraction)0p\(exponentSign)\(exponent)")
  }
}
