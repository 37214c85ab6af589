#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Byte comparisons used by key lookups.
enum JSONBytes {
  /// Whether `count` bytes at `a` and at `b` are equal, compared eight at a time.
  ///
  /// - Parameters:
  ///   - a: The first bytes.
  ///   - b: The second bytes.
  ///   - count: How many bytes to compare.
  /// - Complexity: O(`count`).
  @inline(__always)
  static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
    var i = 0
    while i &+ 8 <= count {
      let x = UnsafeRawPointer(a + i).loadUnaligned(as: UInt64.self)
      let y = UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self)
      if x != y { return false }
      i &+= 8
    }
    while i < count {
      if a[i] != b[i] { return false }
      i &+= 1
    }
    return true
  }

  /// Whether the bytes of `needle` occur in `haystack`.
  ///
  /// The C library's `memchr` finds each candidate position from the needle's second byte (a
  /// needle of JSON, `"message"`, starts with a quote, which JSON text is full of), then the
  /// needle is compared there.
  ///
  /// - Complexity: O(n × m) at worst for n bytes and a needle of m, so linear for the short
  ///   needles it is used with; a run of bytes that are not the anchor is skipped at `memchr`'s
  ///   speed.
  static func contains(_ haystack: [UInt8], _ needle: StaticString) -> Bool {
    let count = needle.utf8CodeUnitCount
    guard count > 0 else { return true }
    return haystack.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress, bytes.count >= count else { return false }
      let pattern = needle.utf8Start
      let anchor = count > 1 ? 1 : 0
      let lastAnchor = bytes.count &- count &+ anchor  // the anchor's last possible position
      var from = anchor
      while from <= lastAnchor {
        guard let hit = memchr(base + from, Int32(pattern[anchor]), lastAnchor &- from &+ 1) else { return false }
        let start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) &- anchor
        if equal(base + start, pattern, count: count) { return true }
        from = start &+ anchor &+ 1
      }
      return false
    }
  }

  /// Whether two buffers hold the same bytes.
  static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let x = a.baseAddress, let y = b.baseAddress else { return true }
    return equal(x, y, count: a.count)
  }

  /// Whether two strings hold exactly the same Unicode scalars.
  ///
  /// Unlike `==`, which compares by canonical equivalence, precomposed `é` and `e` followed by a
  /// combining accent differ here, as they do as keys on the platforms.
  static func sameScalars(_ a: String, _ b: String) -> Bool {
    let x = a.utf8
    let y = b.utf8
    guard x.count == y.count else { return false }
    let inPlace = x.withContiguousStorageIfAvailable { p in
      y.withContiguousStorageIfAvailable { q in equal(p, q) }
    }
    if let inPlace, let inPlace { return inPlace }
    return x.elementsEqual(y)
  }
}
