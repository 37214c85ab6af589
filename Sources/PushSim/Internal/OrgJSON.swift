/// The lenient JSON that Android's bundled `org.json` accepts (`JSONTokener`), and the text its
/// `toString()` writes, for SDKs that keep JSON inside FCM data-map strings (OneSignal `custom`,
/// `o`, `bg_img`, `vib_pt`).
///
/// Android's `org.json` is lenient where a strict parser is not: single-quoted and unquoted
/// strings (`{i: 'abc'}`), `=` or `=>` after a name, `;` between members, comments (`/* */`,
/// `//`, `#`), hexadecimal (`0x1F`) and octal (`012`) integers, a missing array element read as
/// `null` (`[1,,2]`), and anything after the first complete value ignored (`{"i":"x"}}` parses).
/// It refuses a name that is not a string (`{1: "a"}`), `NaN` or infinite numbers as object
/// values, and unterminated strings, arrays, objects or comments.
///
/// Approximations: Java reads text as UTF-16, so a lone surrogate from a `\u` escape becomes
/// U+FFFD here; a double literal is read with Swift's `Double` (Java's `Double.valueOf` also
/// takes `1d`/`1f` suffixes, handled, and a few exotic forms, not handled).
enum OrgJSON {
  /// Why `org.json` refuses a text: its `JSONException` message.
  struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in the words of `org.json` where it has words for it.
    var message: String
    /// The 0-based character offset where reading stopped.
    var offset: Int
    /// `Unterminated string at character 7`.
    var description: String { "\(message) at character \(offset)" }
  }

  /// `new JSONObject(text)`: the text's first value, which must be an object.
  static func object(_ text: String) -> Result<JSONObject, ParseError> {
    switch value(text) {
    case .success(.object(let object)): return .success(object)
    case .success(let other):
      return .failure(
        ParseError(message: "Value \(describe(other)) cannot be converted to JSONObject", offset: 0)
      )
    case .failure(let error): return .failure(error)
    }
  }

  /// `new JSONArray(text)`: the text's first value, which must be an array.
  static func array(_ text: String) -> Result<[JSONValue], ParseError> {
    switch value(text) {
    case .success(.array(let elements)): return .success(elements)
    case .success(let other):
      return .failure(
        ParseError(message: "Value \(describe(other)) cannot be converted to JSONArray", offset: 0))
    case .failure(let error): return .failure(error)
    }
  }

  /// `new JSONTokener(text).nextValue()`: the first value of the text; what follows it is
  /// ignored, as `org.json` ignores it.
  static func value(_ text: String) -> Result<JSONValue, ParseError> {
    var reader = Reader(Array(text.unicodeScalars))
    do {
      return .success(try reader.nextValue())
    } catch {
      return .failure(error)
    }
  }

  /// `JSONObject.getString(name)` of a member's value: a string as is, anything else as its
  /// `toString()` (`JSONObject.NULL` gives `"null"`).
  static func string(of value: JSONValue) -> String {
    switch value {
    case .string(let text): return text
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .integer(let number): return String(number)
    case .double(let number): return number.description
    case .array, .object: return serialized(value)
    }
  }

  /// `optLong`/`optInt` of a value: a number, or a string Java's `Double.parseDouble` reads,
  /// truncated toward zero; `nil` (the caller's fallback) otherwise.
  static func integer(of value: JSONValue) -> Int64? {
    switch value {
    case .integer(let number): return number
    case .double(let number): return javaTruncated(number)
    case .string(let text):
      guard let number = javaDouble(javaTrimmed(text)) else { return nil }
      return javaTruncated(number)
    default: return nil
    }
  }

  /// The text without the leading and trailing characters Java's `String.trim()` removes
  /// (code points up to U+0020).
  static func javaTrimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { $0.value > 0x20 }),
      let last = scalars.lastIndex(where: { $0.value > 0x20 })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Java's `(long) d`: toward zero, `NaN` as 0, saturating at the `Int64` bounds.
  static func javaTruncated(_ number: Double) -> Int64 {
    if number.isNaN { return 0 }
    if number >= 9.223_372_036_854_775_807e18 { return .max }
    if number <= -9.223_372_036_854_775_808e18 { return .min }
    return Int64(number.rounded(.towardZero))
  }

  /// `Double.valueOf` for the forms payloads use: decimal and exponent forms, `NaN`,
  /// `Infinity`, and a trailing `d`/`f` type suffix.
  static func javaDouble(_ text: String) -> Double? {
    var body = Substring(text)
    if body.hasPrefix("+") || body.hasPrefix("-") { body = body.dropFirst() }
    if body == "NaN" { return .nan }
    if body == "Infinity" { return text.hasPrefix("-") ? -.infinity : .infinity }
    let lowered = body.lowercased()
    if lowered.contains("n") || lowered.contains("x") || lowered.contains("p") { return nil }
    var literal = Substring(text)
    if let last = literal.last, "dDfF".contains(last) { literal = literal.dropLast() }
    guard let first = literal.last, first.isNumber || first == "." else { return nil }
    return Double(literal)
  }

  /// The text `org.json`'s `toString()` writes: compact, `/` escaped as `\/`, integral
  /// doubles written as integers (`JSONObject.numberToString`).
  static func serialized(_ value: JSONValue) -> String {
    var output = ""
    write(value, to: &output)
    return output
  }

  /// Appends `value` as `org.json` writes it.
  private static func write(_ value: JSONValue, to output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .integer(let number): output += String(number)
    case .double(let number):
      if number == 0, number.sign == .minus {
        output += "-0"
      } else if number.isFinite, number == number.rounded(.towardZero), abs(number) < 9.2e18 {
        output += String(Int64(number))
      } else {
        output += number.isFinite ? number.description : "null"
      }
    case .string(let text): writeString(text, to: &output)
    case .array(let elements):
      output += "["
      for (position, element) in elements.enumerated() {
        if position > 0 { output += "," }
        write(element, to: &output)
      }
      output += "]"
    case .object(let object):
      output += "{"
      for (position, member) in object.enumerated() {
        if position > 0 { output += "," }
        writeString(member.key, to: &output)
        output += ":"
        write(member.value, to: &output)
      }
      output += "}"
    }
  }

  /// A quoted string as `JSONStringer` writes it.
  private static func writeString(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\", "/": output += "\\" + String(scalar)
      case "\t": output += "\\t"
      case "\u{8}": output += "\\b"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\u{C}": output += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }

  /// A value as `org.json` names it in a type-mismatch message.
  private static func describe(_ value: JSONValue) -> String {
    let text = string(of: value)
    let type: String
    switch value {
    case .null: type = "org.json.JSONObject$1"
    case .bool: type = "java.lang.Boolean"
    case .integer: type = "java.lang.Integer"
    case .double: type = "java.lang.Double"
    case .string: type = "java.lang.String"
    case .array: type = "org.json.JSONArray"
    case .object: type = "org.json.JSONObject"
    }
    return "\(text) of type \(type)"
  }

  /// `JSONTokener`: a cursor over the text's characters.
  private struct Reader {
    let text: [Unicode.Scalar]
    var position = 0

    init(_ text: [Unicode.Scalar]) { self.text = text }

    /// The next character that is not whitespace or inside a comment; `nil` at the end.
    mutating func nextClean() throws(ParseError) -> Unicode.Scalar? {
      while position < text.count {
        let c = text[position]
        position += 1
        switch c {
        case "\t", " ", "\n", "\r":
          continue
        case "/":
          guard position < text.count else { return c }
          if text[position] == "*" {
            position += 1
            var end = position
            while end + 1 < text.count, !(text[end] == "*" && text[end + 1] == "/") { end += 1 }
            guard end + 1 < text.count else { throw error("Unterminated comment") }
            position = end + 2
          } else if text[position] == "/" {
            position += 1
            skipToEndOfLine()
          } else {
            return c
          }
        case "#":
          skipToEndOfLine()
        default:
          return c
        }
      }
      return nil
    }

    /// Skips to just after the next line break.
    mutating func skipToEndOfLine() {
      while position < text.count {
        let c = text[position]
        position += 1
        if c == "\r" || c == "\n" { return }
      }
    }

    /// The next value: an object, an array, a quoted string or a literal.
    mutating func nextValue() throws(ParseError) -> JSONValue {
      guard let c = try nextClean() else { throw error("End of input") }
      switch c {
      case "{": return .object(try readObject())
      case "[": return .array(try readArray())
      case "'", "\"": return .string(try nextString(quote: c))
      default:
        position -= 1
        return try readLiteral()
      }
    }

    /// A quoted string after its opening quote.
    mutating func nextString(quote: Unicode.Scalar) throws(ParseError) -> String {
      var units: [UInt16] = []
      while position < text.count {
        let c = text[position]
        position += 1
        if c == quote { return String(decoding: units, as: UTF16.self) }
        if c == "\\" {
          guard position < text.count else { throw error("Unterminated escape sequence") }
          let escaped = text[position]
          position += 1
          switch escaped {
          case "u":
            guard position + 4 <= text.count else { throw error("Unterminated escape sequence") }
            let hex = String(String.UnicodeScalarView(text[position..<position + 4]))
            guard let unit = UInt16(hex, radix: 16) else {
              throw error("Invalid escape sequence: \(hex)")
            }
            position += 4
            units.append(unit)
          case "t": units.append(0x09)
          case "b": units.append(0x08)
          case "n": units.append(0x0A)
          case "r": units.append(0x0D)
          case "f": units.append(0x0C)
          default: units.append(contentsOf: String(escaped).utf16)
          }
        } else {
          units.append(contentsOf: String(c).utf16)
        }
      }
      throw error("Unterminated string")
    }

    /// An unquoted literal: `null`, `true`, `false` (any case), a number, or else a string.
    mutating func readLiteral() throws(ParseError) -> JSONValue {
      let start = position
      while position < text.count, !Reader.literalEnds.contains(text[position]) { position += 1 }
      let literal = String(String.UnicodeScalarView(text[start..<position]))
      guard !literal.isEmpty else { throw error("Expected literal value") }
      switch literal.lowercased() {
      case "null": return .null
      case "true": return .bool(true)
      case "false": return .bool(false)
      default: break
      }
      if !literal.contains(".") {
        var digits = Substring(literal)
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
          digits = digits.dropFirst(2)
          radix = 16
        } else if digits.hasPrefix("0"), digits.count > 1 {
          digits = digits.dropFirst()
          radix = 8
        }
        if let number = Int64(digits, radix: radix) { return .integer(number) }
      }
      if let number = OrgJSON.javaDouble(literal) { return .double(number) }
      return .string(literal)
    }

    /// The characters that end an unquoted literal.
    static let literalEnds: Set<Unicode.Scalar> = [
      "{", "}", "[", "]", "/", "\\", ":", ",", "=", ";", "#", " ", "\t", "\u{C}", "\r", "\n",
    ]

    /// An object after its `{`.
    mutating func readObject() throws(ParseError) -> JSONObject {
      var object = JSONObject()
      let first = try nextClean()
      if first == "}" { return object }
      if first != nil { position -= 1 }
      while true {
        let name: String
        switch try nextValue() {
        case .string(let text): name = text
        case .null: throw error("Names cannot be null")
        case let other: throw error("Names must be strings, but \(OrgJSON.describe(other))")
        }
        let separator = try nextClean()
        guard separator == ":" || separator == "=" else {
          throw error("Expected ':' after \(name)")
        }
        if position < text.count, text[position] == ">" { position += 1 }
        let value = try nextValue()
        if case .double(let number) = value, !number.isFinite {
          throw error("Forbidden numeric value: \(number)")
        }
        object[name] = value
        switch try nextClean() {
        case "}": return object
        case ";", ",": continue
        default: throw error("Unterminated object")
        }
      }
    }

    /// An array after its `[`; a missing element is `null`.
    mutating func readArray() throws(ParseError) -> [JSONValue] {
      var elements: [JSONValue] = []
      var hasTrailingSeparator = false
      while true {
        switch try nextClean() {
        case nil: throw error("Unterminated array")
        case "]":
          if hasTrailingSeparator { elements.append(.null) }
          return elements
        case ",", ";":
          elements.append(.null)
          hasTrailingSeparator = true
          continue
        default:
          position -= 1
        }
        elements.append(try nextValue())
        switch try nextClean() {
        case "]": return elements
        case ",", ";":
          hasTrailingSeparator = true
          continue
        default: throw error("Unterminated array")
        }
      }
    }

    /// An error at the current position.
    func error(_ message: String) -> ParseError { ParseError(message: message, offset: position) }
  }
}
