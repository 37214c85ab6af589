extension JSONParser {
  // The cold paths: building errors with their position and what the grammar expected. Kept out
  // of line (`@inline(never)`) so the scanning loops stay small.


  /// An error with `code` at `offset`, with its line and column.
  @inline(never)
  func failure(_ code: JSONError.Code, at offset: Int) -> JSONError {
    let position = JSONTextPosition.lineAndColumn(
      of: offset, in: UnsafeBufferPointer(start: base, count: count))
    return JSONError(code: code, offset: offset, line: position.line, column: position.column)
  }

  /// An unexpected byte at `i` (or the end of the input) where `expected` was needed.
  @inline(never)
  func unexpected(at i: Int, expected: String) -> JSONError {
    if i >= count { return failure(.unexpectedEndOfInput(expected: expected), at: i) }
    return failure(.unexpectedCharacter(found: describeCharacter(at: i), expected: expected), at: i)
  }

  /// A malformed literal starting at `start`, reported at its first wrong byte.
  @inline(never)
  func literalFailure(at start: Int, literal: StaticString) -> JSONError {
    let expected = "the literal '\(literal)'"
    var k = start
    literal.withUTF8Buffer { word in
      for byte in word {
        guard k < count && base[k] == byte else { return }
        k += 1
      }
    }
    return unexpected(at: k, expected: expected)
  }

  /// A malformed number starting at `start`, reported at the offending offset `offset`.
  @inline(never)
  func numberFailure(_ start: Int, at offset: Int) -> JSONError {
    var k = start
    while k < count {
      switch base[k] {
      case 0x30...0x39, 0x2B, 0x2D, 0x2E, 0x45, 0x65: k += 1  // digits + - . E e
      default: return failure(.invalidNumber(text(start, k)), at: offset)
      }
    }
    return failure(.invalidNumber(text(start, k)), at: offset)
  }

  /// What a value position expects: after `[` the array may also end.
  @inline(never)
  func valueExpectation(at i: Int) -> String {
    var k = i - 1
    while k >= 0 {
      switch base[k] {
      case 0x20, 0x0A, 0x0D, 0x09: k -= 1
      case 0x5B: return Expected.valueOrEnd
      default: return Expected.value
      }
    }
    return Expected.value
  }

  /// The source text of bytes `from..<to` (clamped to the input), invalid UTF-8 repaired.
  func text(_ from: Int, _ to: Int) -> String {
    let upper = min(to, count)
    return String(
      decoding: UnsafeBufferPointer(start: base + from, count: upper - from), as: UTF8.self)
  }

  /// The character at `i` as printed in messages: `'x'`, `'é'` or `byte 0xFF`.
  func describeCharacter(at i: Int) -> String {
    let c = base[i]
    if c >= 0x20 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
    if c >= 0x80, let end = try? scanUTF8(at: i) {
      return "'\(text(i, end))'"
    }
    return "byte \(JSONError.hexByte(c))"
  }
}
