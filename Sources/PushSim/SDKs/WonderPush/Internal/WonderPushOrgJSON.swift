/// The `org.json` parser Android ships (libcore's `JSONTokener`, `JSONObject`, `JSONArray`), as
/// Android SDKs such as WonderPush's use it on strings from the FCM data map: lenient.
///
/// What it accepts that strict JSON does not, as Android's implementation does:
/// - unquoted strings: a literal that is not `null`, `true`, `false` or a number is a string, so
///   `{"foo":bar"}` is `{"foo": "bar\""}` (a literal runs up to one of `{}[]/\:,=;#`, a space,
///   a tab, a form feed, `\r` or `\n`);
/// - `null`, `true` and `false` in any case; octal (`012` is 10) and hexadecimal (`0x1F`)
///   integers; Java floating-point literals (`1.5f`, `1e3`, `.5`, `Infinity`, `NaN`);
/// - single-quoted strings; unknown escapes (`\q` is `q`); raw control characters in strings;
/// - `#` and `//` line comments and `/* */` block comments between tokens;
/// - `=` or `=>` between a name and its value, `;` as well as `,` between members and elements;
/// - an empty array slot is `null` (`[1,,2]`, `[,]`, and a trailing comma: `[1,]` is `[1, null]`);
/// - anything after the top-level value (`{"a":1} trailing` is `{"a": 1}`).
///
/// What it refuses: names that are not strings (`{123}`, `{true:1}`), a missing `:`, `NaN` or an
/// infinity as an object member's value (`JSONObject.put` throws), unterminated strings,
/// comments, objects and arrays.
///
/// Strings are handled as Java does, in UTF-16 code units; a lone surrogate becomes U+FFFD.
/// Not modelled: Unicode digits in numbers (Java's `Character.digit` accepts `١٢٣`), and
/// nesting deeper than ``maxDepth`` (Android overflows its stack; PushSim reports an error).
enum WonderPushOrgJSON {
  /// Why a text is not JSON even to `org.json`, with the 0-based UTF-16 offset where it failed
  /// (Java's `JSONException: … at character N`).
  struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The exception's message, such as `Unterminated string`.
    var message: String
    /// The UTF-16 offset reached.
    var offset: Int

    /// `Unterminated string at character 12`.
    var description: String { "\(message) at character \(offset)" }
  }

  /// The deepest nesting parsed; one more level is a ``SyntaxError``.
  static let maxDepth = 512

  /// `new JSONObject(text)`: the first value of `text`, which must be an object.
  ///
  /// - Parameter text: The JSON text.
  /// - Returns: The object, members in order (a repeated name keeps its first position and its
  ///   last value, as `LinkedHashMap.put` does).
  /// - Throws: ``SyntaxError`` when the text does not parse or its value is not an object.
  static func object(_ text: String) throws(SyntaxError) -> JSONObject {
    var tokener = Tokener(text)
    let value = try tokener.nextValue()
    guard case .object(let object) = value else {
      throw SyntaxError(
        message: "Value \(javaText(value)) of type \(javaType(value)) cannot be converted to JSONObject",
        offset: tokener.position)
    }
    return object
  }

  /// `new JSONArray(text)`: the first value of `text`, which must be an array.
  ///
  /// - Parameter text: The JSON text.
  /// - Returns: The elements (an empty slot is `null`).
  /// - Throws: ``SyntaxError`` when the text does not parse or its value is not an array.
  static func array(_ text: String) throws(SyntaxError) -> [JSONValue] {
    var tokener = Tokener(text)
    let value = try tokener.nextValue()
    guard case .array(let elements) = value else {
      throw SyntaxError(
        message: "Value \(javaText(value)) of type \(javaType(value)) cannot be converted to JSONArray",
        offset: tokener.position)
    }
    return elements
  }

  /// The Java class name `org.json` reports for a value in its messages.
  static func javaType(_ value: JSONValue) -> String {
    switch value {
    case .null: "org.json.JSONObject$1"
    case .bool: "java.lang.Boolean"
    case .integer(let number): Int32(exactly: number) != nil ? "java.lang.Integer" : "java.lang.Long"
    case .double: "java.lang.Double"
    case .string: "java.lang.String"
    case .array: "org.json.JSONArray"
    case .object: "org.json.JSONObject"
    }
  }

  /// A cursor over UTF-16 code units, as `JSONTokener` reads its input.
  struct Tokener {
    /// The input, in UTF-16 code units (Java `char`s).
    let input: [UInt16]
    /// The next code unit to read.
    var position = 0
    /// The current nesting of objects and arrays.
    var depth = 0

    /// A tokener at the start of `text`.
    init(_ text: String) { input = Array(text.utf16) }

    /// A syntax error at the current position.
    func error(_ message: String) -> SyntaxError { SyntaxError(message: message, offset: position) }

    /// `nextValue()`: the next object, array, string, or literal.
    mutating func nextValue() throws(SyntaxError) -> JSONValue {
      let c = try nextCleanInternal()
      switch c {
      case -1: throw error("End of input")
      case 0x7B: return .object(try readObject())
      case 0x5B: return .array(try readArray())
      case 0x22, 0x27: return .string(try nextString(quote: UInt16(c)))
      default:
        position -= 1
        return try readLiteral()
      }
    }

    /// `nextCleanInternal()`: the next code unit that is not white space (space, tab, `\n`,
    /// `\r`) or part of a comment; -1 at the end.
    mutating func nextCleanInternal() throws(SyntaxError) -> Int {
      while position < input.count {
        let c = input[position]
        position += 1
        switch c {
        case 0x09, 0x20, 0x0A, 0x0D:
          continue
        case 0x2F:  // '/'
          guard position < input.count else { return Int(c) }
          switch input[position] {
          case 0x2A:  // '*': block comment
            position += 1
            guard let end = indexOfCommentEnd(from: position) else { throw error("Unterminated comment") }
            position = end + 2
          case 0x2F:  // '/': line comment
            position += 1
            skipToEndOfLine()
          default:
            return Int(c)
          }
        case 0x23:  // '#': line comment
          skipToEndOfLine()
        default:
          return Int(c)
        }
      }
      return -1
    }

    /// The offset of the next `*/` at or after `start`.
    func indexOfCommentEnd(from start: Int) -> Int? {
      var i = start
      while i + 1 < input.count {
        if input[i] == 0x2A, input[i + 1] == 0x2F { return i }
        i += 1
      }
      return nil
    }

    /// `skipToEndOfLine()`: past the next `\r` or `\n`, or to the end.
    mutating func skipToEndOfLine() {
      while position < input.count {
        let c = input[position]
        position += 1
        if c == 0x0D || c == 0x0A { return }
      }
    }

    /// `nextString(quote)`: the string up to the closing `quote`, escapes decoded.
    mutating func nextString(quote: UInt16) throws(SyntaxError) -> String {
      var units: [UInt16] = []
      while position < input.count {
        let c = input[position]
        position += 1
        if c == quote { return String(decoding: units, as: UTF16.self) }
        if c == 0x5C {  // '\'
          guard position < input.count else { throw error("Unterminated escape sequence") }
          units.append(try readEscapeCharacter())
        } else {
          units.append(c)
        }
      }
      throw error("Unterminated string")
    }

    /// `readEscapeCharacter()`: the code unit an escape stands for; an unknown escape is the
    /// character itself, and `\u` takes four characters as `Integer.parseInt(hex, 16)` does
    /// (so `\u+041` is `A`).
    mutating func readEscapeCharacter() throws(SyntaxError) -> UInt16 {
      let escaped = input[position]
      position += 1
      switch escaped {
      case 0x75:  // 'u'
        guard position + 4 <= input.count else { throw error("Unterminated escape sequence") }
        let hex = Array(input[position..<(position + 4)])
        position += 4
        guard let value = WonderPushOrgJSON.javaParseLong(hex, radix: 16) else {
          throw error("Invalid escape sequence: " + String(decoding: hex, as: UTF16.self))
        }
        return UInt16(truncatingIfNeeded: value)
      case 0x74: return 0x09  // t
      case 0x62: return 0x08  // b
      case 0x6E: return 0x0A  // n
      case 0x72: return 0x0D  // r
      case 0x66: return 0x0C  // f
      default: return escaped
      }
    }

    /// The code units that end a literal: `{}[]/\:,=;#`, space, tab and form feed (plus `\r`
    /// and `\n`).
    static let literalTerminators: Set<UInt16> = Set("{}[]/\\:,=;# \t\u{0C}\r\n".utf16)

    /// `readLiteral()`: `null`, `true`, `false`, a number, or else an unquoted string.
    mutating func readLiteral() throws(SyntaxError) -> JSONValue {
      let start = position
      while position < input.count, !Tokener.literalTerminators.contains(input[position]) {
        position += 1
      }
      let literal = Array(input[start..<position])
      guard !literal.isEmpty else { throw error("Expected literal value") }
      return WonderPushOrgJSON.literalValue(literal)
    }

    /// `readObject()`, after the `{`.
    mutating func readObject() throws(SyntaxError) -> JSONObject {
      depth += 1
      defer { depth -= 1 }
      guard depth <= WonderPushOrgJSON.maxDepth else { throw error("Nesting deeper than \(WonderPushOrgJSON.maxDepth) levels") }
      var result = JSONObject()
      let first = try nextCleanInternal()
      if first == 0x7D { return result }
      if first != -1 { position -= 1 }
      while true {
        let name = try nextValue()
        guard case .string(let key) = name else {
          throw error("Names must be strings, but \(WonderPushOrgJSON.javaText(name)) is of type \(WonderPushOrgJSON.javaType(name))")
        }
        let separator = try nextCleanInternal()
        guard separator == 0x3A || separator == 0x3D else { throw error("Expected ':' after \(key)") }
        if position < input.count, input[position] == 0x3E { position += 1 }  // "=>"
        let value = try nextValue()
        if case .double(let number) = value, !number.isFinite {
          throw error("Forbidden numeric value: \(WonderPushOrgJSON.javaDoubleText(number))")
        }
        result[key] = value
        switch try nextCleanInternal() {
        case 0x7D: return result
        case 0x3B, 0x2C: continue
        default: throw error("Unterminated object")
        }
      }
    }

    /// `readArray()`, after the `[`.
    mutating func readArray() throws(SyntaxError) -> [JSONValue] {
      depth += 1
      defer { depth -= 1 }
      guard depth <= WonderPushOrgJSON.maxDepth else { throw error("Nesting deeper than \(WonderPushOrgJSON.maxDepth) levels") }
      var result: [JSONValue] = []
      var hasTrailingSeparator = false
      while true {
        switch try nextCleanInternal() {
        case -1:
          throw error("Unterminated array")
        case 0x5D:
          if hasTrailingSeparator { result.append(.null) }
          return result
        case 0x2C, 0x3B:
          // A separator without a value first means null.
          result.append(.null)
          hasTrailingSeparator = true
          continue
        default:
          position -= 1
        }
        result.append(try nextValue())
        switch try nextCleanInternal() {
        case 0x5D: return result
        case 0x2C, 0x3B: hasTrailingSeparator = true
        default: throw error("Unterminated array")
        }
      }
    }
  }
}
