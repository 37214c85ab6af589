extension OrgJSON {
  /// `JSONTokener`: a cursor over UTF-16 code units (Java `char`s).
  ///
  /// Decision (the two readers differed): the input is read in UTF-16 code units, as Java reads
  /// a `String`; the OneSignal reader used Unicode scalars. It matters for error offsets and for
  /// `\u` escapes of surrogates.
  struct Tokener {
    /// The input, in UTF-16 code units.
    let input: [UInt16]
    /// The next code unit to read.
    var position = 0
    /// The current nesting of objects and arrays.
    var depth = 0

    /// A tokener at the start of `text`.
    ///
    /// Decision (neither reader did it): a leading byte order mark U+FEFF is dropped, as
    /// `new JSONTokener(String)` drops it.
    init(_ text: String) {
      var units = Array(text.utf16)
      if units.first == 0xFEFF { units.removeFirst() }
      input = units
    }

    /// `syntaxError(message)`: an error at the current position.
    func error(_ message: String) -> ParseError { ParseError(message: message, offset: position) }

    /// `nextValue()`: the next object, array, quoted string, or literal.
    mutating func nextValue() throws(ParseError) -> JSONValue {
      let c = try nextCleanInternal()
      switch c {
      case -1: throw error("End of input")
      case 0x7B: return .object(try readObject())  // {
      case 0x5B: return .array(try readArray())  // [
      case 0x22, 0x27: return .string(try nextString(quote: UInt16(c)))  // " '
      default:
        position -= 1
        return try readLiteral()
      }
    }

    /// `nextCleanInternal()`: the next code unit that is not white space (space, tab, `\n`,
    /// `\r`) or part of a comment (`/* */`, `//`, `#`); -1 at the end.
    mutating func nextCleanInternal() throws(ParseError) -> Int {
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
            guard let end = indexOfCommentEnd(from: position) else {
              throw error("Unterminated comment")
            }
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
    mutating func nextString(quote: UInt16) throws(ParseError) -> String {
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
    /// character itself.
    ///
    /// Decision (the two readers differed): `\u` takes the next four characters as
    /// `(char) Integer.parseInt(hex, 16)` does, so a sign is allowed (`\u+041` is `A`, `\u-001`
    /// is U+FFFF), and the four characters are consumed before a bad one is reported, so the
    /// error offset is after them, as in Java; the OneSignal reader refused `-` signs and
    /// reported the offset before the four characters.
    mutating func readEscapeCharacter() throws(ParseError) -> UInt16 {
      let escaped = input[position]
      position += 1
      switch escaped {
      case 0x75:  // 'u'
        guard position + 4 <= input.count else { throw error("Unterminated escape sequence") }
        let hex = Array(input[position..<(position + 4)])
        position += 4
        guard let value = OrgJSON.javaParseLong(hex, radix: 16) else {
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

    /// The code units that end a literal (`nextToInternal("{}[]/\\:,=;# \t\f")`, which also
    /// stops at `\r` and `\n`).
    static let literalTerminators: Set<UInt16> = Set("{}[]/\\:,=;# \t\u{0C}\r\n".utf16)

    /// `readLiteral()`: `null`, `true`, `false`, a number, or else an unquoted string.
    mutating func readLiteral() throws(ParseError) -> JSONValue {
      let start = position
      while position < input.count, !Tokener.literalTerminators.contains(input[position]) {
        position += 1
      }
      let literal = Array(input[start..<position])
      guard !literal.isEmpty else { throw error("Expected literal value") }
      return OrgJSON.literalValue(literal)
    }

    /// Counts one more level of nesting, or fails past ``OrgJSON/maxDepth``.
    mutating func enter() throws(ParseError) {
      depth += 1
      guard depth <= OrgJSON.maxDepth else {
        throw error("Nesting deeper than \(OrgJSON.maxDepth) levels")
      }
    }

    /// `readObject()`, after the `{`.
    ///
    /// Decision (the two readers differed on messages): a name that is not a string fails with
    /// `Names must be strings, but null is of type org.json.JSONObject$1`, even for `null`:
    /// `nextValue()` returns `JSONObject.NULL`, never Java `null`, so `Names cannot be null`
    /// (which the OneSignal reader gave) is unreachable on Android.
    mutating func readObject() throws(ParseError) -> JSONObject {
      try enter()
      defer { depth -= 1 }
      var result = JSONObject()
      let first = try nextCleanInternal()
      if first == 0x7D { return result }  // }
      if first != -1 { position -= 1 }
      while true {
        let name = try nextValue()
        guard case .string(let key) = name else {
          throw error(
            "Names must be strings, but \(QuotedValue.bare(OrgJSON.string(of: name))) is of type \(OrgJSON.javaType(name))")
        }
        let separator = try nextCleanInternal()
        guard separator == 0x3A || separator == 0x3D else { throw error("Expected ':' after \(QuotedValue.bare(key))") }
        if position < input.count, input[position] == 0x3E { position += 1 }  // "=>"
        let value = try nextValue()
        // Decision (the two readers differed): the message writes the number as Java's
        // `"" + d` does (`NaN`, `-Infinity`), not as Swift does (`nan`, `-inf`).
        if case .double(let number) = value, !number.isFinite {
          throw error("Forbidden numeric value: \(OrgJSON.javaDoubleText(number))")
        }
        result[key] = value
        switch try nextCleanInternal() {
        case 0x7D: return result  // }
        case 0x3B, 0x2C: continue  // ; ,
        default: throw error("Unterminated object")
        }
      }
    }

    /// `readArray()`, after the `[`: a separator without a value before it means `null`, and so
    /// does a trailing one.
    mutating func readArray() throws(ParseError) -> [JSONValue] {
      try enter()
      defer { depth -= 1 }
      var result: [JSONValue] = []
      var hasTrailingSeparator = false
      while true {
        switch try nextCleanInternal() {
        case -1:
          throw error("Unterminated array")
        case 0x5D:  // ]
          if hasTrailingSeparator { result.append(.null) }
          return result
        case 0x2C, 0x3B:  // , ;
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
