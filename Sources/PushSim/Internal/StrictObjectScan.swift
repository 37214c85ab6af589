/// A tape-free answer to "is this text strict JSON whose top-level value is an object with the
/// member `name`?" for the plain shape of OneSignal's Android `custom` (`{"i": "<uuid>", …}`),
/// or `nil` when the text is outside that shape.
///
/// The shape is a subset of strict JSON (RFC 8259) that ``JSONDocument`` accepts the same way:
/// a top-level object, JSON whitespace, strings of printable ASCII with the one-character
/// escapes only (no `\u`, no byte at or above 0x80, no control byte), numbers of at most 18
/// integer digits and 2 exponent digits (finite), `true`, `false`, `null`, nesting at most
/// ``maxDepth`` deep, and nothing after the object. A text it answers is therefore one the
/// strict parser accepts, with the same top-level names; everything else (`\u` escapes,
/// non-ASCII, longer numbers, any grammar error…) is `nil`, for the caller's full path.
enum StrictObjectScan {
  /// The deepest nesting answered, far below ``OrgJSON/maxDepth``.
  static let maxDepth = 64

  /// Whether `text` is an object with the member `name`, or `nil` outside the shape (also
  /// when `name` is not printable ASCII without `"` and `\`).
  static func has(_ text: [UInt8], member name: String) -> Bool? {
    guard text.count <= 1 << 20 else { return nil }
    var name = name
    return name.withUTF8 { key -> Bool? in
      for byte in key {
        guard byte >= 0x20, byte < 0x7F, byte != 0x22, byte != 0x5C else { return nil }
      }
      return text.withUnsafeBufferPointer { buffer -> Bool? in
        guard let base = buffer.baseAddress else { return nil }
        let count = buffer.count
        var i = skipSpace(base, count, 0)
        guard i < count, base[i] == 0x7B else { return nil }
        guard let found = object(base, count, &i, depth: 1, key: key) else { return nil }
        return skipSpace(base, count, i) == count ? found : nil
      }
    }
  }

  /// The first offset at or after `i` that is not JSON whitespace.
  private static func skipSpace(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: Int) -> Int {
    var i = i
    while i < n, p[i] == 0x20 || p[i] == 0x0A || p[i] == 0x0D || p[i] == 0x09 { i += 1 }
    return i
  }

  /// The object at `i` (its `{`); moves `i` past its `}`. Whether it has a member named `key`
  /// (when given), or `nil` outside the shape.
  private static func object(
    _ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int, depth: Int,
    key: UnsafeBufferPointer<UInt8>?
  ) -> Bool? {
    guard depth <= maxDepth else { return nil }
    i = skipSpace(p, n, i + 1)
    if i < n, p[i] == 0x7D {
      i += 1
      return false
    }
    var found = false
    while true {
      guard i < n, p[i] == 0x22 else { return nil }
      let start = i + 1
      guard let escaped = string(p, n, &i) else { return nil }
      if let key, !found {
        // A name with escapes could decode to `key`: left to the full path.
        if escaped { return nil }
        found = i - 1 - start == key.count && equal(p + start, key)
      }
      i = skipSpace(p, n, i)
      guard i < n, p[i] == 0x3A else { return nil }
      i = skipSpace(p, n, i + 1)
      guard value(p, n, &i, depth: depth) else { return nil }
      i = skipSpace(p, n, i)
      guard i < n else { return nil }
      if p[i] == 0x7D {
        i += 1
        return found
      }
      guard p[i] == 0x2C else { return nil }
      i = skipSpace(p, n, i + 1)
    }
  }

  /// The array at `i` (its `[`); moves `i` past its `]`. False outside the shape.
  private static func array(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int, depth: Int) -> Bool
  {
    guard depth <= maxDepth else { return false }
    i = skipSpace(p, n, i + 1)
    if i < n, p[i] == 0x5D {
      i += 1
      return true
    }
    while true {
      guard value(p, n, &i, depth: depth) else { return false }
      i = skipSpace(p, n, i)
      guard i < n else { return false }
      if p[i] == 0x5D {
        i += 1
        return true
      }
      guard p[i] == 0x2C else { return false }
      i = skipSpace(p, n, i + 1)
    }
  }

  /// The value at `i` (inside a container `depth` deep); moves `i` past it. False outside the
  /// shape. What follows it is checked by the container.
  private static func value(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int, depth: Int) -> Bool
  {
    guard i < n else { return false }
    switch p[i] {
    case 0x7B: return object(p, n, &i, depth: depth + 1, key: nil) != nil
    case 0x5B: return array(p, n, &i, depth: depth + 1)
    case 0x22: return string(p, n, &i) != nil
    case 0x74: return literal(p, n, &i, "true")
    case 0x66: return literal(p, n, &i, "false")
    case 0x6E: return literal(p, n, &i, "null")
    case 0x2D, 0x30...0x39: return number(p, n, &i)
    default: return false
    }
  }

  /// The string at `i` (its opening quote); moves `i` past its closing quote. Whether it has
  /// escapes, or `nil` outside the shape.
  private static func string(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int) -> Bool? {
    var escaped = false
    i += 1
    while i < n {
      let c = p[i]
      if c == 0x22 {
        i += 1
        return escaped
      }
      if c == 0x5C {
        guard i + 1 < n else { return nil }
        switch p[i + 1] {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: break  // " \ / b f n r t
        default: return nil  // `\u` and the invalid ones: the full path
        }
        escaped = true
        i += 2
        continue
      }
      guard c >= 0x20, c < 0x80 else { return nil }
      i += 1
    }
    return nil
  }

  /// The literal `word` at `i`; moves `i` past it.
  private static func literal(
    _ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int, _ word: StaticString
  ) -> Bool {
    let length = word.utf8CodeUnitCount
    guard n - i >= length, equal(p + i, UnsafeBufferPointer(start: word.utf8Start, count: length))
    else {
      return false
    }
    i += length
    return true
  }

  /// Whether the bytes at `p` start with `bytes`.
  private static func equal(_ p: UnsafePointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool
  {
    for (offset, byte) in bytes.enumerated() where p[offset] != byte { return false }
    return true
  }

  /// The number at `i` (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` with at most 18
  /// integer digits and 2 exponent digits, so finite: below 1e117); moves `i` past it.
  private static func number(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int) -> Bool {
    if p[i] == 0x2D { i += 1 }
    let start = i
    let integerDigits = digits(p, n, &i)
    guard integerDigits >= 1, integerDigits <= 18, integerDigits == 1 || p[start] != 0x30 else {
      return false
    }
    if i < n, p[i] == 0x2E {
      i += 1
      guard digits(p, n, &i) >= 1 else { return false }
    }
    if i < n, p[i] | 0x20 == 0x65 {  // e E
      i += 1
      if i < n, p[i] == 0x2B || p[i] == 0x2D { i += 1 }
      let exponent = digits(p, n, &i)
      guard exponent >= 1, exponent <= 2 else { return false }
    }
    return true
  }

  /// Moves `i` past the decimal digits at it; how many.
  private static func digits(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int) -> Int {
    let start = i
    while i < n, p[i] >= 0x30, p[i] <= 0x39 { i += 1 }
    return i - start
  }
}
