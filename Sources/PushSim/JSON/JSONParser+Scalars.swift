/// The scalars of the JSON grammar: strings (escapes, UTF-8) and numbers, scanned in place
/// for `JSONParser.run`, which records where each one ends.
extension JSONParser {
  // MARK: - Strings

  /// A word with the high bit set in every byte that ends the fast path of a string: `"`, `\`,
  /// a control character or a non-ASCII byte. The lowest set bit is exact; bits above it may be
  /// false positives.
  @inline(__always)
  static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let quoteHits = (quotes &- ones) & ~quotes
    let backslashHits = (backslashes &- ones) & ~backslashes
    let controlHits = (word &- ones &* 0x20) & ~word
    return (quoteHits | backslashHits | controlHits | word) & (ones &* 0x80)
  }

  /// Validates the string whose opening quote is at `quote`; returns the offset past its
  /// closing quote and sets `JSONTapeEntry.hasEscapes` in `flags` if it has escapes.
  @inline(__always)
  func scanString(from quote: Int, flags: inout UInt8) throws(JSONError) -> Int {
    let end = count
    var p = quote &+ 1
    while true {
      while p &+ 8 <= end {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
        let special = JSONParser.specialBytes(word)
        if special != 0 {
          p &+= special.trailingZeroBitCount &>> 3
          break
        }
        p &+= 8
      }
      guard p < end else {
        throw failure(.unexpectedEndOfInput(expected: Expected.stringEnd), at: p)
      }
      let c = base[p]
      if c == 0x22 { return p &+ 1 }
      if c == 0x5C {
        flags |= JSONTapeEntry.hasEscapes
        // `\"` and `\\` (JSON text inside a string is full of them) here; the rest, `\u` and
        // the errors in `scanEscape`.
        if p &+ 1 < end && (base[p &+ 1] == 0x22 || base[p &+ 1] == 0x5C) {
          p &+= 2
        } else {
          p = try scanEscape(at: p)
        }
      } else if c < 0x20 {
        throw failure(.controlCharacterInString(c), at: p)
      } else if c >= 0x80 {
        p = try scanUTF8(at: p)
      } else {
        p &+= 1
      }
    }
  }

  /// Validates the escape whose backslash is at `p`; returns the offset past it.
  func scanEscape(at p: Int) throws(JSONError) -> Int {
    guard p &+ 1 < count else {
      throw failure(.unexpectedEndOfInput(expected: Expected.escape), at: p &+ 1)
    }
    switch base[p &+ 1] {
    case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:  // " \ / b f n r t
      return p &+ 2
    case 0x75:  // u
      let unit = try hex4(at: p &+ 2, escapeStart: p)
      if unit & 0xF800 != 0xD800 { return p &+ 6 }
      if unit >= 0xDC00 { throw failure(.loneSurrogate(text(p, p &+ 6)), at: p) }
      if p &+ 7 < count && base[p &+ 6] == 0x5C && base[p &+ 7] == 0x75 {
        let low = try hex4(at: p &+ 8, escapeStart: p &+ 6)
        if low & 0xFC00 == 0xDC00 { return p &+ 12 }
      }
      throw failure(.loneSurrogate(text(p, p &+ 6)), at: p)
    default:
      throw failure(.invalidEscape(text(p, p &+ 2)), at: p)
    }
  }

  /// The value of the four hex digits at `q`, part of the escape starting at `escapeStart`.
  func hex4(at q: Int, escapeStart: Int) throws(JSONError) -> UInt32 {
    var value: UInt32 = 0
    for k in q..<(q &+ 4) {
      guard k < count else {
        throw failure(.unexpectedEndOfInput(expected: Expected.hexDigit), at: k)
      }
      let c = base[k]
      let digit: UInt8
      switch c {
      case 0x30...0x39: digit = c &- 0x30
      case 0x41...0x46: digit = c &- 0x37
      case 0x61...0x66: digit = c &- 0x57
      default: throw failure(.invalidEscape(text(escapeStart, k &+ 1)), at: escapeStart)
      }
      value = value &<< 4 | UInt32(digit)
    }
    return value
  }

  /// Validates the multi-byte UTF-8 sequence whose lead byte is at `p`; returns the offset
  /// past it.
  func scanUTF8(at p: Int) throws(JSONError) -> Int {
    let lead = base[p]
    let end = count
    if lead >= 0xC2 && lead < 0xE0 {
      if p &+ 1 < end && base[p &+ 1] & 0xC0 == 0x80 { return p &+ 2 }
    } else if lead >= 0xE0 && lead < 0xF0 {
      if p &+ 2 < end {
        let b1 = base[p &+ 1]
        let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80  // no overlongs
        let high: UInt8 = lead == 0xED ? 0x9F : 0xBF  // no encoded surrogates
        if b1 >= low && b1 <= high && base[p &+ 2] & 0xC0 == 0x80 { return p &+ 3 }
      }
    } else if lead >= 0xF0 && lead < 0xF5 {
      if p &+ 3 < end {
        let b1 = base[p &+ 1]
        let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80  // no overlongs
        let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF  // nothing above U+10FFFF
        if b1 >= low && b1 <= high && base[p &+ 2] & 0xC0 == 0x80
          && base[p &+ 3] & 0xC0 == 0x80
        {
          return p &+ 4
        }
      }
    }
    throw failure(.invalidUTF8, at: p)
  }

  // MARK: - Numbers

  /// Exact powers of ten up to 1e22, for the fast path of number conversion.
  static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Whether `c` can continue a number after its first digit: a digit, `.`, `e` or `E`.
  @inline(__always)
  static func continuesNumber(_ c: UInt8) -> Bool {
    isDigit(c) || c == 0x2E || c | 0x20 == 0x65
  }

  /// Whether `c` is an ASCII digit.
  @inline(__always)
  static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }

  /// Validates and converts the number starting at `start`.
  ///
  /// - Returns: The offset past the number, its kind (`.integer` or `.double`) and its bits.
  func scanNumber(
    at start: Int
  ) throws(JSONError) -> (end: Int, kind: JSONTapeEntry.Kind, payload: UInt64) {
    let end = count
    var p = start
    let negative = base[p] == 0x2D
    if negative { p &+= 1 }
    guard p < end && JSONParser.isDigit(base[p]) else { throw numberFailure(start, at: p) }
    var mantissa: UInt64 = 0
    let digitsStart = p
    if base[p] == 0x30 {
      p &+= 1
      if p < end && JSONParser.isDigit(base[p]) { throw numberFailure(start, at: p) }
    } else {
      repeat {
        mantissa = mantissa &* 10 &+ UInt64(base[p] &- 0x30)
        p &+= 1
      } while p < end && JSONParser.isDigit(base[p])
    }
    var digitCount = p &- digitsStart
    var isInteger = true
    var exponent = 0
    if p < end && base[p] == 0x2E {  // .
      isInteger = false
      p &+= 1
      guard p < end && JSONParser.isDigit(base[p]) else { throw numberFailure(start, at: p) }
      let fractionStart = p
      repeat {
        mantissa = mantissa &* 10 &+ UInt64(base[p] &- 0x30)
        p &+= 1
      } while p < end && JSONParser.isDigit(base[p])
      exponent = fractionStart &- p
      digitCount &+= p &- fractionStart
    }
    if p < end && base[p] | 0x20 == 0x65 {  // e E
      isInteger = false
      p &+= 1
      var exponentNegative = false
      if p < end && (base[p] == 0x2B || base[p] == 0x2D) {
        exponentNegative = base[p] == 0x2D
        p &+= 1
      }
      guard p < end && JSONParser.isDigit(base[p]) else { throw numberFailure(start, at: p) }
      var value = 0
      repeat {
        if value < 1_000_000 { value = value &* 10 &+ Int(base[p] &- 0x30) }
        p &+= 1
      } while p < end && JSONParser.isDigit(base[p])
      exponent &+= exponentNegative ? -value : value
    }

    // `mantissa` is exact only for up to 19 digits.
    if digitCount <= 19 {
      if isInteger {
        if negative {
          if mantissa == 0 {
            return (p, .double, (-0.0 as Double).bitPattern)
          }
          if mantissa <= 1 << 63 {
            return (p, .integer, 0 &- mantissa)
          }
        } else if mantissa <= UInt64(Int64.max) {
          return (p, .integer, mantissa)
        }
      } else if mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
        // Both operands are exact, so one IEEE operation rounds correctly (Clinger's fast path).
        var value = Double(mantissa)
        if exponent < 0 {
          value /= JSONParser.powersOfTen[-exponent]
        } else {
          value *= JSONParser.powersOfTen[exponent]
        }
        if negative { value = -value }
        return (p, .double, value.bitPattern)
      }
    }
    let slice = UnsafeBufferPointer(start: base + start, count: p &- start)
    guard let value = Double(String(decoding: slice, as: UTF8.self)) else {
      throw numberFailure(start, at: start)
    }
    if value.isInfinite { throw failure(.numberOutOfRange(text(start, p)), at: start) }
    return (p, .double, value.bitPattern)
  }
}
