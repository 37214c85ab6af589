/// The single-pass JSON parser behind `JSONDocument`: strict RFC 8259, iterative (an explicit
/// chain of open containers instead of recursion), working on raw bytes and writing a flat tape.
///
/// Not `Sendable`: it borrows the input through a pointer for the duration of one parse.
///
/// The chain of open containers lives in the tape itself: while a container is open, its entry's
/// `next` holds the enclosing container's index plus one and the enclosing container's
/// `payload` holds the count of members seen so far, so nesting costs no extra memory.
struct JSONParser {
  /// The input's first byte.
  let base: UnsafePointer<UInt8>
  /// The input's length in bytes.
  let count: Int

  /// The texts that name what the grammar wanted, used in error messages.
  enum Expected {
    static let value = "a value (string, number, object, array, true, false or null)"
    static let valueOrEnd = "a value or ']'"
    static let keyOrEnd = "a string key or '}'"
    static let key = "a string key"
    static let colon = "':' after an object key"
    static let afterMember = "',' or '}' after an object member"
    static let afterElement = "',' or ']' after an array element"
    static let stringEnd = "'\"' to end the string"
    static let escape = "an escape character after '\\'"
    static let hexDigit = "a hex digit in a \\u escape"
  }

  /// A parser reading `count` bytes at `base`.
  private init(base: UnsafePointer<UInt8>, count: Int) {
    self.base = base
    self.count = count
  }

  /// Parses `bytes` into a tape.
  ///
  /// - Parameters:
  ///   - bytes: The whole input.
  ///   - options: Size, depth and byte order mark limits.
  /// - Returns: The tape; entry 0 is the top-level value.
  /// - Throws: `JSONError` for the first violation of the grammar or of the limits.
  /// - Complexity: O(n) for n bytes.
  static func parse(
    _ bytes: [UInt8], options: JSONParseOptions
  ) throws(JSONError) -> JSONTape {
    let size = bytes.count
    if size > options.maxBytes {
      throw JSONError(
        code: .tooLarge(size: size, limit: options.maxBytes), offset: 0, line: 1, column: 1)
    }
    let hardLimit = Int(UInt32.max) - 1
    if size > hardLimit {
      throw JSONError(code: .tooLarge(size: size, limit: hardLimit), offset: 0, line: 1, column: 1)
    }
    return try bytes.withUnsafeBufferPointer {
      (buffer) throws(JSONError) -> JSONTape in
      guard let base = buffer.baseAddress, size > 0 else {
        throw JSONError(code: .empty, offset: 0, line: 1, column: 1)
      }
      var start = 0
      if size >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF {
        guard options.allowsByteOrderMark else {
          throw JSONError(code: .byteOrderMark, offset: 0, line: 1, column: 1)
        }
        start = 3
      }
      return try JSONParser(base: base, count: size).run(
        from: start, maxDepth: max(options.maxDepth, 0))
    }
  }

  // MARK: - Structure

  /// Parses the whole document starting at byte `start`; returns the tape.
  ///
  /// The tape is written into ``scratchEntries`` entries on the stack (push payloads use one
  /// entry per 8 to 12 bytes: the benchmark corpus's 357-byte mean payload uses 41, and 80% of
  /// its payloads fit); a document that needs more moves to a growing heap buffer. Either way
  /// the entries are then copied into storage of exactly their number, the tape's one
  /// allocation: a document lives as long as a push that holds it (a changed push in a tray
  /// keeps its payload), so its tape keeps no spare entries.
  private func run(from start: Int, maxDepth: Int) throws(JSONError) -> JSONTape {
    try withUnsafeTemporaryAllocation(of: JSONTapeEntry.self, capacity: JSONParser.scratchEntries) {
      (scratch) throws(JSONError) -> JSONTape in
      guard let elements = scratch.baseAddress else {
        // Not reached: the scratch has room for `scratchEntries` entries.
        throw JSONError(code: .empty, offset: start, line: 1, column: 1)
      }
      let (used, tape) = try run(
        from: start, maxDepth: maxDepth, elements: elements, capacity: scratch.count)
      defer { if tape != elements { tape.deallocate() } }
      return JSONTape(storage: JSONParser.exactStorage(copying: tape, count: used))
    }
  }

  /// How many entries the parse writes on the stack before it moves to the heap: 1,008 bytes,
  /// within the 1,024 that `withUnsafeTemporaryAllocation` always takes from the stack (larger
  /// sizes ask the runtime first: `_isStackAllocationSafe`, swiftlang/swift
  /// `stdlib/public/core/TemporaryAllocation.swift`).
  static let scratchEntries = 42

  /// New storage holding exactly `count` entries copied from `tape`.
  private static func exactStorage(
    copying tape: UnsafeMutablePointer<JSONTapeEntry>, count: Int
  ) -> ManagedBuffer<Int, JSONTapeEntry> {
    let exact = ManagedBuffer<Int, JSONTapeEntry>.create(minimumCapacity: count) { _ in count }
    exact.withUnsafeMutablePointerToElements { $0.initialize(from: tape, count: count) }
    return exact
  }

  /// Parses the whole document starting at byte `start` into `elements`, which has room for
  /// `capacity` entries; if that is not enough the tape moves to a growing heap buffer.
  ///
  /// Everything hot lives in local variables: the input, the tape being written and the chain of
  /// open containers.
  ///
  /// - Returns: The number of entries written and where: `elements`, or a heap buffer that the
  ///   caller must deallocate. On a throw, a heap buffer is already deallocated.
  private func run(
    from start: Int, maxDepth: Int, elements: UnsafeMutablePointer<JSONTapeEntry>, capacity: Int
  ) throws(JSONError) -> (count: Int, tape: UnsafeMutablePointer<JSONTapeEntry>) {
    let base = self.base
    let end = count
    var tape = elements
    var capacity = capacity
    var tapeCount = 0
    var finished = false
    defer { if !finished && tape != elements { tape.deallocate() } }

    var i = skipWhitespace(from: start)
    if i == end { throw failure(.empty, at: i) }
    var depth = 0
    var current = -1  // tape index of the innermost open container, -1 at the top level
    var currentCount: UInt32 = 0  // values (or members) completed in `current`
    var inObject = false
    var keyFilter: UInt64 = 0  // the keys of `current` so far, one bit each (`noteKey`)
    var someObjectMayRepeatKeys = false

    parsing: while true {
      // A value starts at `i` (whitespace already skipped).
      guard i < end else {
        throw failure(.unexpectedEndOfInput(expected: valueExpectation(at: i)), at: i)
      }
      let c = base[i]
      let valueStart = i
      var kind = JSONTapeEntry.Kind.string
      var flags: UInt8 = 0
      var payload: UInt64 = 0
      switch c {
      case 0x22:  // "
        i = try scanString(from: i, flags: &flags)
      case 0x7B, 0x5B:  // { [
        if depth >= maxDepth { throw failure(.tooDeep(limit: maxDepth), at: i) }
        depth &+= 1
        let isObject = c == 0x7B
        if tapeCount == capacity {
          grow(&tape, &capacity, count: tapeCount, elements: elements)
        }
        (tape + tapeCount).initialize(
          to: JSONTapeEntry(
            kind: isObject ? .object : .array, flags: 0, start: UInt32(truncatingIfNeeded: i),
            end: 0, next: UInt32(truncatingIfNeeded: current &+ 1), payload: 0))
        if current >= 0 {
          // The parent's count and key filter wait in its entry until this container closes.
          tape[current].payload = UInt64(currentCount) | (keyFilter & 0xFFFF_FFFF_0000_0000)
          tape[current].end = UInt32(truncatingIfNeeded: keyFilter)
        }
        current = tapeCount
        tapeCount &+= 1
        currentCount = 0
        keyFilter = 0
        inObject = isObject
        i = skipWhitespace(from: i &+ 1)
        if i < end && base[i] == (isObject ? 0x7D : 0x5D) {
          i &+= 1
          JSONParser.close(tape, tapeCount, &current, &currentCount, &keyFilter, &inObject, &depth, end: i)
          kind = .array  // nothing more to append
          break
        }
        if isObject {
          let keyStart = i
          (i, keyFilter) = try scanKey(at: i, afterBrace: true, flags: &flags)
          if tapeCount == capacity {
            grow(&tape, &capacity, count: tapeCount, elements: elements)
          }
          (tape + tapeCount).initialize(
            to: JSONTapeEntry(
              kind: .string, flags: flags, start: UInt32(truncatingIfNeeded: keyStart),
              end: UInt32(truncatingIfNeeded: i), next: UInt32(truncatingIfNeeded: tapeCount &+ 1),
              payload: 0))
          tapeCount &+= 1
          i = try skipColon(from: i)
        }
        continue parsing
      case 0x74:  // t
        guard i &+ 4 <= end && load32(at: i) == 0x6575_7274 else {
          throw literalFailure(at: i, literal: "true")
        }
        kind = .true
        i &+= 4
      case 0x66:  // f
        guard i &+ 5 <= end && load32(at: i) == 0x736C_6166 && base[i &+ 4] == 0x65 else {
          throw literalFailure(at: i, literal: "false")
        }
        kind = .false
        i &+= 5
      case 0x6E:  // n
        guard i &+ 4 <= end && load32(at: i) == 0x6C6C_756E else {
          throw literalFailure(at: i, literal: "null")
        }
        kind = .null
        i &+= 4
      case 0x30...0x39 where i &+ 1 == end || !JSONParser.continuesNumber(base[i &+ 1]):
        // A one-digit integer (`[1,2,3]`, flags): what `scanNumber` returns, without the call.
        kind = .integer
        payload = UInt64(c &- 0x30)
        i &+= 1
      case 0x2D, 0x30...0x39:  // - 0-9
        (i, kind, payload) = try scanNumber(at: i)
      default:
        throw unexpected(at: i, expected: valueExpectation(at: i))
      }
      if kind != .array {  // a scalar (an empty container is already closed)
        if tapeCount == capacity {
          grow(&tape, &capacity, count: tapeCount, elements: elements)
        }
        (tape + tapeCount).initialize(
          to: JSONTapeEntry(
            kind: kind, flags: flags, start: UInt32(truncatingIfNeeded: valueStart),
            end: UInt32(truncatingIfNeeded: i), next: UInt32(truncatingIfNeeded: tapeCount &+ 1),
            payload: payload))
        tapeCount &+= 1
      }

      // A value just ended at `i`.
      afterValue: while true {
        if current < 0 { break parsing }
        currentCount &+= 1
        i = skipWhitespace(from: i)
        guard i < end else {
          throw unexpected(at: i, expected: inObject ? Expected.afterMember : Expected.afterElement)
        }
        let d = base[i]
        if d == 0x2C {  // ,
          i = skipWhitespace(from: i &+ 1)
          if inObject {
            let keyStart = i
            flags = 0
            let bit: UInt64
            (i, bit) = try scanKey(at: i, afterBrace: false, flags: &flags)
            if keyFilter & bit != 0 {
              tape[current].flags |= JSONTapeEntry.mayRepeatKeys
              someObjectMayRepeatKeys = true
            }
            keyFilter |= bit
            if tapeCount == capacity {
              grow(&tape, &capacity, count: tapeCount, elements: elements)
            }
            (tape + tapeCount).initialize(
              to: JSONTapeEntry(
                kind: .string, flags: flags, start: UInt32(truncatingIfNeeded: keyStart),
                end: UInt32(truncatingIfNeeded: i),
                next: UInt32(truncatingIfNeeded: tapeCount &+ 1), payload: 0))
            tapeCount &+= 1
            i = try skipColon(from: i)
          }
          continue parsing
        }
        if d == (inObject ? 0x7D : 0x5D) {
          i &+= 1
          JSONParser.close(tape, tapeCount, &current, &currentCount, &keyFilter, &inObject, &depth, end: i)
          continue afterValue
        }
        throw unexpected(at: i, expected: inObject ? Expected.afterMember : Expected.afterElement)
      }
    }

    i = skipWhitespace(from: i)
    if i != end { throw failure(.trailingCharacters, at: i) }
    if someObjectMayRepeatKeys { tape[0].flags |= JSONTapeEntry.someObjectMayRepeatKeys }
    finished = true
    return (tapeCount, tape)
  }

  /// Closes the innermost container, whose closing bracket ends just before `end`.
  @inline(__always)
  private static func close(
    _ tape: UnsafeMutablePointer<JSONTapeEntry>, _ tapeCount: Int, _ current: inout Int,
    _ currentCount: inout UInt32, _ keyFilter: inout UInt64, _ inObject: inout Bool, _ depth: inout Int,
    end: Int
  ) {
    let parentLink = tape[current].next
    tape[current].end = UInt32(truncatingIfNeeded: end)
    tape[current].next = UInt32(truncatingIfNeeded: tapeCount)
    tape[current].payload = UInt64(currentCount)
    depth &-= 1
    current = Int(parentLink) &- 1
    if current >= 0 {
      let saved = tape[current].payload
      currentCount = UInt32(truncatingIfNeeded: saved)
      keyFilter = (saved & 0xFFFF_FFFF_0000_0000) | UInt64(tape[current].end)
      inObject = tape[current].kind == .object
    }
  }

  /// The bit of an object's key filter for the key whose quotes span `start..<end`: one of 64,
  /// from the key's length and first eight bytes. Equal keys get the same bit, so an object
  /// whose keys never hit a bit already set has distinct keys. A key with escapes gets every
  /// bit (its raw bytes do not say what it is), so any other key marks the object.
  @inline(__always)
  private func keyBit(from start: Int, to end: Int, flags: UInt8) -> UInt64 {
    if flags & JSONTapeEntry.hasEscapes != 0 { return ~0 }
    let first = start &+ 1
    let length = end &- first &- 1
    var word: UInt64 = 0
    if first &+ 8 <= count {
      word = UInt64(littleEndian: UnsafeRawPointer(base + first).loadUnaligned(as: UInt64.self))
      if length < 8 { word &= (1 &<< (UInt64(length) &* 8)) &- 1 }
    } else {
      var k = 0
      while k < min(length, 8) {
        word |= UInt64(base[first &+ k]) &<< (UInt64(k) &* 8)
        k &+= 1
      }
    }
    return JSONParser.keyBit(prefix: word, length: length)
  }

  /// The key filter's bit for a key of `length` bytes whose first (up to) eight bytes are
  /// `prefix`, the bytes past the key zero.
  @inline(__always)
  private static func keyBit(prefix: UInt64, length: Int) -> UInt64 {
    let mixed = (prefix ^ UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
    return 1 &<< (mixed &>> 58)
  }

  /// Moves the tape to a larger heap buffer: twice the capacity, or at once one entry per 8
  /// input bytes and 6 more (at most 4,096) when that is larger, so that a long document out of
  /// the stack's room skips the small steps; frees the old buffer unless it is `elements`, the
  /// scratch on the stack.
  @inline(never)
  private func grow(
    _ tape: inout UnsafeMutablePointer<JSONTapeEntry>, _ capacity: inout Int, count: Int,
    elements: UnsafeMutablePointer<JSONTapeEntry>
  ) {
    let larger = max(capacity * 2, min(self.count / 8 + 6, 4096))
    let bigger = UnsafeMutablePointer<JSONTapeEntry>.allocate(capacity: larger)
    bigger.moveInitialize(from: tape, count: count)
    if tape != elements { tape.deallocate() }
    tape = bigger
    capacity = larger
  }

  /// Validates an object key at `i`; returns the offset past its closing quote and the key's
  /// bit of the object's key filter (``keyBit(from:to:flags:)``).
  ///
  /// A key that ends within the eight bytes after its opening quote, with nothing to escape or
  /// validate (most keys), is read from one load: the word that finds its closing quote is
  /// also the prefix its bit is made from.
  @inline(__always)
  private func scanKey(
    at i: Int, afterBrace: Bool, flags: inout UInt8
  ) throws(JSONError) -> (end: Int, bit: UInt64) {
    guard i < count && base[i] == 0x22 else {
      throw unexpected(at: i, expected: afterBrace ? Expected.keyOrEnd : Expected.key)
    }
    let first = i &+ 1
    if first &+ 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + first).loadUnaligned(as: UInt64.self))
      let special = JSONParser.specialBytes(word)
      let length = special.trailingZeroBitCount &>> 3  // 8 when no byte is special
      if length < 8 && base[first &+ length] == 0x22 {
        // A mask of the bytes before the quote: the quote's byte holds the lowest set bit of
        // `special` (its bit 7); shifted to that byte's bit 0, minus one.
        let below = ((special & (0 &- special)) &>> 7) &- 1
        return (first &+ length &+ 1, JSONParser.keyBit(prefix: word & below, length: length))
      }
    }
    let end = try scanString(from: i, flags: &flags)
    return (end, keyBit(from: i, to: end, flags: flags))
  }

  /// Skips the colon after a key and the whitespace around it; returns where the value starts.
  @inline(__always)
  private func skipColon(from i: Int) throws(JSONError) -> Int {
    var colon = i
    if colon < count && base[colon] != 0x3A { colon = skipWhitespace(from: colon) }
    guard colon < count && base[colon] == 0x3A else {
      throw unexpected(at: colon, expected: Expected.colon)
    }
    return skipWhitespace(from: colon &+ 1)
  }

  /// The first offset at or after `i` that is not JSON whitespace.
  @inline(__always)
  private func skipWhitespace(from i: Int) -> Int {
    var i = i
    while i < count {
      let c = base[i]
      if c > 0x20 || (c != 0x20 && c != 0x0A && c != 0x0D && c != 0x09) { return i }
      i &+= 1
    }
    return i
  }

  /// The four bytes at `i` as a little-endian `UInt32`.
  @inline(__always)
  private func load32(at i: Int) -> UInt32 {
    UInt32(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt32.self))
  }
}
