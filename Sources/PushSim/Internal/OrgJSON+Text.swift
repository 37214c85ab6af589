extension OrgJSON {
  /// Java's `Double.toString`: `1.0`, `0.001`, `1234567.0`, then `1.0E7`, `1.0E-4`; `NaN`,
  /// `Infinity`. The digits are the shortest that round-trip.
  static func javaDoubleText(_ number: Double) -> String {
    if number.isNaN { return "NaN" }
    if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
    if number == 0 { return number.sign == .minus ? "-0.0" : "0.0" }
    let sign = number < 0 ? "-" : ""
    let (digits, point) = shortestDigits(abs(number))
    let magnitude = abs(number)
    if magnitude >= 1e-3, magnitude < 1e7 {
      if point <= 0 {
        return sign + "0." + String(repeating: "0", count: -point) + digits
      }
      if point >= digits.count {
        return sign + digits + String(repeating: "0", count: point - digits.count) + ".0"
      }
      let split = digits.index(digits.startIndex, offsetBy: point)
      return sign + digits[..<split] + "." + digits[split...]
    }
    let first = digits.prefix(1)
    let rest = digits.dropFirst()
    return sign + first + "." + (rest.isEmpty ? "0" : rest) + "E" + String(point - 1)
  }

  /// The shortest round-trip decimal digits of a positive finite double, without leading or
  /// trailing zeros, and the position of the decimal point: the value is `0.digits × 10^point`.
  static func shortestDigits(_ number: Double) -> (digits: String, point: Int) {
    let text = number.description  // "123.45", "0.001", "1e-05", "1.5e+20"
    var mantissa = Substring(text)
    var exponent = 0
    if let e = text.firstIndex(of: "e") {
      mantissa = text[..<e]
      exponent = Int(text[text.index(after: e)...]) ?? 0
    }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let integer = parts.first.map(String.init) ?? ""
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    var digits = integer + fraction
    var point = integer.count + exponent
    while digits.first == "0" {
      digits.removeFirst()
      point -= 1
    }
    while digits.last == "0" { digits.removeLast() }
    return (digits.isEmpty ? "0" : digits, point)
  }

  /// `JSONObject.toString()` / `JSONArray.toString()`: compact, `/` escaped as `\/`, control
  /// characters as `\t \b \n \r \f` or `\u00XX`, and doubles without a fraction written as
  /// integers (`JSONObject.numberToString`).
  static func serialized(_ value: JSONValue) -> String {
    var out = ""
    write(value, into: &out)
    return out
  }

  /// Appends `value`'s `org.json` text.
  static func write(_ value: JSONValue, into out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .integer(let number): out += String(number)
    case .double(let number): out += numberToString(number)
    case .string(let text): writeString(text, into: &out)
    case .array(let elements):
      out += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += "," }
        write(element, into: &out)
      }
      out += "]"
    case .object(let object):
      out += "{"
      for (index, member) in object.enumerated() {
        if index > 0 { out += "," }
        writeString(member.key, into: &out)
        out += ":"
        write(member.value, into: &out)
      }
      out += "}"
    }
  }

  /// `JSONObject.numberToString` of a double: `-0` for negative zero; `Long.toString` of
  /// `(long) d` when that converts back to the same double; else `Double.toString`.
  ///
  /// Decisions (the two readers differed): a non-integral double is written as Java's
  /// `Double.toString` (`1.0E-5`), not Swift's `description` (`1e-05`) as the OneSignal reader
  /// did. The integral test is Java's own (`d == (long) d`), not `abs(d) < 9.2e18` as both
  /// readers had, so `9.21E18` is written as `9210000000000000000` and `2^63` as
  /// `9223372036854775807` (the saturated `long`), as on Android. A non-finite double makes
  /// Java's `numberToString` throw, and `toString()` then returns Java `null` for the whole
  /// tree; PushSim cannot return "no text" here, so it writes `NaN`/`Infinity` as
  /// `Double.toString` does (the WonderPush choice; the OneSignal reader wrote `null`, which
  /// would read back as a different value).
  static func numberToString(_ number: Double) -> String {
    if number == 0, number.sign == .minus { return "-0" }
    let truncated = javaTruncated(number)
    if number.isFinite, Double(truncated) == number { return String(truncated) }
    return javaDoubleText(number)
  }

  /// Appends a quoted string as `JSONStringer` escapes it.
  static func writeString(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "/": out += "\\/"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value <= 0x1F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
