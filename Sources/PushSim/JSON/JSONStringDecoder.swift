/// Decodes the contents of string tokens that the parser has already validated.
enum JSONStringDecoder {
  /// Writes the unescaped UTF-8 of `source` (the bytes between a string's quotes, validated by
  /// the parser) to `destination`, which must be at least as long as `source`.
  ///
  /// - Parameters:
  ///   - source: The raw string contents, escapes included.
  ///   - destination: Room for the decoded bytes.
  /// - Returns: How many bytes were written (never more than `source.count`).
  /// - Complexity: O(n) for n source bytes.
  static func unescape(
    _ source: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    guard let src = source.baseAddress, let dst = destination.baseAddress else { return 0 }
    let count = source.count
    let room = destination.count
    var i = 0
    var o = 0
    while i < count {
      // Eight bytes at a time up to the next backslash: the word is stored whole (the bytes
      // after the backslash are overwritten by what follows).
      if i &+ 8 <= count && o &+ 8 <= room {
        let word = UInt64(littleEndian: UnsafeRawPointer(src + i).loadUnaligned(as: UInt64.self))
        UnsafeMutableRawPointer(dst + o).storeBytes(of: word.littleEndian, as: UInt64.self)
        let plain = bytesBeforeBackslash(word)
        i &+= plain
        o &+= plain
        if plain == 8 { continue }
      }
      let c = src[i]
      if c != 0x5C {
        dst[o] = c
        i &+= 1
        o &+= 1
        continue
      }
      let e = src[i &+ 1]
      i &+= 2
      switch e {
      case 0x62: dst[o] = 0x08
      case 0x66: dst[o] = 0x0C
      case 0x6E: dst[o] = 0x0A
      case 0x72: dst[o] = 0x0D
      case 0x74: dst[o] = 0x09
      case 0x75:
        var scalar = hex4(src + i)
        i &+= 4
        if scalar & 0xFC00 == 0xD800 {
          let low = hex4(src + (i &+ 2))
          i &+= 6
          scalar = 0x10000 &+ ((scalar &- 0xD800) &<< 10) &+ (low &- 0xDC00)
        }
        o = encode(scalar, into: dst, at: o)
        continue
      default: dst[o] = e  // " \ /
      }
      o &+= 1
    }
    return o
  }

  /// How many bytes ``unescape(_:into:)`` writes for `source`, counted without writing them.
  ///
  /// - Complexity: O(n) for n source bytes.
  static func decodedLength(_ source: UnsafeBufferPointer<UInt8>) -> Int {
    guard let src = source.baseAddress else { return 0 }
    let count = source.count
    var i = 0
    var length = 0
    while i < count {
      // Eight bytes at a time up to the next backslash.
      if i &+ 8 <= count {
        let plain = bytesBeforeBackslash(
          UInt64(littleEndian: UnsafeRawPointer(src + i).loadUnaligned(as: UInt64.self)))
        i &+= plain
        length &+= plain
        if plain == 8 { continue }
      }
      if src[i] != 0x5C {
        i &+= 1
        length &+= 1
        continue
      }
      guard src[i &+ 1] == 0x75 else {  // a two-byte escape is one byte
        i &+= 2
        length &+= 1
        continue
      }
      let scalar = hex4(src + (i &+ 2))
      if scalar & 0xFC00 == 0xD800 {  // a surrogate pair: twelve bytes, one four-byte scalar
        i &+= 12
        length &+= 4
        continue
      }
      i &+= 6
      length &+= scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : 3
    }
    return length
  }

  /// How many of the eight bytes of `word` (little-endian) come before the first backslash: 8
  /// when there is none.
  @inline(__always)
  private static func bytesBeforeBackslash(_ word: UInt64) -> Int {
    let x = word ^ 0x5C5C_5C5C_5C5C_5C5C
    let backslashes = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    return backslashes.trailingZeroBitCount &>> 3  // the lowest hit is exact; 64 / 8 when none
  }

  /// The value of four validated hex digits.
  @inline(__always)
  private static func hex4(_ p: UnsafePointer<UInt8>) -> UInt32 {
    var value: UInt32 = 0
    for k in 0..<4 {
      let c = p[k]
      let digit = c <= 0x39 ? c &- 0x30 : (c | 0x20) &- 0x57
      value = value &<< 4 | UInt32(digit)
    }
    return value
  }

  /// Writes `scalar` as UTF-8 at `o`; returns the offset past it.
  @inline(__always)
  private static func encode(
    _ scalar: UInt32, into dst: UnsafeMutablePointer<UInt8>, at o: Int
  ) -> Int {
    switch scalar {
    case 0..<0x80:
      dst[o] = UInt8(truncatingIfNeeded: scalar)
      return o &+ 1
    case 0x80..<0x800:
      dst[o] = UInt8(truncatingIfNeeded: 0xC0 | scalar &>> 6)
      dst[o &+ 1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
      return o &+ 2
    case 0x800..<0x10000:
      dst[o] = UInt8(truncatingIfNeeded: 0xE0 | scalar &>> 12)
      dst[o &+ 1] = UInt8(truncatingIfNeeded: 0x80 | scalar &>> 6 & 0x3F)
      dst[o &+ 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
      return o &+ 3
    default:
      dst[o] = UInt8(truncatingIfNeeded: 0xF0 | scalar &>> 18)
      dst[o &+ 1] = UInt8(truncatingIfNeeded: 0x80 | scalar &>> 12 & 0x3F)
      dst[o &+ 2] = UInt8(truncatingIfNeeded: 0x80 | scalar &>> 6 & 0x3F)
      dst[o &+ 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
      return o &+ 4
    }
  }
}
