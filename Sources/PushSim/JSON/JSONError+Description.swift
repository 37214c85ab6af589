extension JSONError.Code {
  /// The human-readable message for this code, without the position.
  var message: String {
    switch self {
    case .unexpectedEndOfInput(let expected):
      return "unexpected end of input, expected \(expected)"
    case .unexpectedCharacter(let found, let expected):
      return "unexpected \(found), expected \(expected)"
    case .invalidUTF8:
      return "invalid UTF-8 byte sequence in a string"
    case .invalidEscape(let text):
      return "invalid escape sequence '\(text)', expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t "
        + "or \\u followed by four hex digits"
    case .loneSurrogate(let text):
      return "lone surrogate '\(text)', expected a high surrogate escape (\\uD800-\\uDBFF) "
        + "immediately followed by a low surrogate escape (\\uDC00-\\uDFFF)"
    case .controlCharacterInString(let byte):
      return "unescaped control character \(JSONError.hexByte(byte)) in a string, "
        + "expected it to be escaped (for example \\n or \\u001f)"
    case .invalidNumber(let text):
      return "invalid number '\(text)', \(JSONError.numberProblem(text))"
    case .numberOutOfRange(let text):
      return "number '\(text)' is out of the range of a 64-bit floating-point value"
    case .tooDeep(let limit):
      return "arrays and objects nested deeper than \(limit) levels"
    case .tooLarge(let size, let limit):
      return "input of \(size) bytes is larger than the limit of \(limit) bytes"
    case .trailingCharacters:
      return "unexpected characters after the top-level value, expected the end of the input"
    case .byteOrderMark:
      return "byte order mark (EF BB BF) at the start of the input, expected a value: JSON sent over a network "
        + "must not start with one (RFC 8259 §8.1), remove it (in the Swift API, JSONParseOptions.allowsByteOrderMark skips it)"
    case .empty:
      return "empty input, expected a value (string, number, object, array, true, false or null)"
    }
  }
}

extension JSONError {
  /// `byte` written as `0x` and two upper-case hex digits.
  static func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    let text = [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    return "0x" + String(decoding: text, as: UTF8.self)
  }

  /// What is wrong with the malformed number `text`, phrased as what was expected.
  static func numberProblem(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var i = 0
    func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
    if i < bytes.count && bytes[i] == UInt8(ascii: "-") { i += 1 }
    guard isDigit(i) else { return "expected a digit after '-'" }
    if bytes[i] == UInt8(ascii: "0") {
      i += 1
      if isDigit(i) { return "expected no digit after a leading zero" }
    } else {
      while isDigit(i) { i += 1 }
    }
    if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard isDigit(i) else { return "expected a digit after the decimal point" }
      while isDigit(i) { i += 1 }
    }
    if i < bytes.count && (bytes[i] | 0x20) == UInt8(ascii: "e") {
      i += 1
      if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) {
        i += 1
      }
      guard isDigit(i) else { return "expected a digit in the exponent" }
    }
    return "expected a number as RFC 8259 defines it"
  }
}
