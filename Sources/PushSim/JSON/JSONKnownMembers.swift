/// The members of one object whose keys are among `Names`, found in one walk over the tape: for
/// each name, the value of the last member with that key (as `JSONNode[key]` finds it).
///
/// Looking up each name in turn walks the object once per name; classifying each member's key
/// by its length and first byte (`JSONNameTable`) walks it once.
///
/// Lifetime rule: the document is not retained, so a value is used only while something else
/// holds its document — the node it was made from, a parameter, a local used later — and is
/// never stored. Every use is a local of a decoding function whose payload's document is a
/// parameter, or a local kept alive to the function's end (`withExtendedLifetime` in a
/// `defer`: Swift may end a local's lifetime after its last use). Holding it strongly made each copy of this 137-byte struct, and
/// each look-up through it, retain and release the document through type metadata: 3.9% of the
/// whole path (docs/Performance.md, sixth round).
struct JSONKnownMembers<Names: JSONMemberNames>: Sendable {
  /// The node's document (the values are positions in its tape; all zero when the node was not
  /// an object), not retained: see the type's lifetime rule.
  private unowned(unsafe) let document: JSONDocument
  /// For each name's number, the tape index of its value, 0 when absent (index 0 is the root,
  /// never a member's value).
  private var values = SIMD32<UInt32>.zero
  /// Whether every key on the tape (repeated ones included) is, byte for byte and without
  /// escapes, one of the names: `JSONNode.allMemberKeys(areAmong:)` of the names.
  private(set) var allKeysAreNamesUnescaped: Bool
  /// The bit set of the names (by number) given under two of their spellings, such as
  /// `collapse_key` and `collapseKey` (only names that take lowerCamelCase have two): a proto3
  /// JSON parser refuses the object. 0 for every valid body.
  private(set) var namesGivenTwice: UInt32 = 0

  /// Classifies the members of `node`; a node that is not an object has none.
  init(of node: JSONNode) {
    precondition(Names.table.count <= 32, "at most 32 names")
    guard node.entry.kind == .object else {
      document = node.document
      allKeysAreNamesUnescaped = false
      return
    }
    let document = node.document
    self.document = document
    var values = SIMD32<UInt32>.zero
    var allKnown = true
    // The bit set of the spellings met: one `or` per key; the names given twice are worked out
    // at the end, only when some key was a second spelling.
    var spellingsMet: UInt64 = 0
    let object = node.index
    let table = Names.table
    document.tape.withUnsafeBufferPointer { tape in
      document.bytes.withUnsafeBufferPointer { bytes in
        guard let base = bytes.baseAddress else { return }
        var i = object + 1
        let end = Int(tape[object].next)
        while i < end {
          let key = tape[i]
          let spelling: Int?
          if key.flags & JSONTapeEntry.hasEscapes == 0 {
            let start = Int(key.start) + 1
            spelling = table.spelling(
              of: UnsafeBufferPointer(start: base + start, count: Int(key.end) - 1 - start))
            if spelling == nil { allKnown = false }
          } else {
            allKnown = false
            spelling = document.decodedBytes(at: i).withUnsafeBufferPointer { table.spelling(of: $0) }
          }
          if let spelling {
            spellingsMet |= 1 &<< UInt64(spelling)
            values[table.name(ofSpelling: spelling)] = UInt32(truncatingIfNeeded: i + 1)
          }
          i = Int(tape[i + 1].next)
        }
      }
    }
    self.values = values
    allKeysAreNamesUnescaped = allKnown
    var others = table.count < 64 ? spellingsMet &>> UInt64(table.count) : 0
    while others != 0 {
      let name = table.name(ofSpelling: table.count + others.trailingZeroBitCount)
      others &= others &- 1
      if spellingsMet & (1 &<< UInt64(name)) != 0 { namesGivenTwice |= 1 &<< UInt32(name) }
    }
  }

  /// Whether `name` was given under two of its spellings (``namesGivenTwice``).
  func isGivenTwice(_ name: Names) -> Bool { namesGivenTwice & (1 &<< UInt32(name.rawValue)) != 0 }

  /// The value of the last member whose key is `name`, or `nil`.
  subscript(name: Names) -> JSONNode? {
    let index = values[name.rawValue]
    guard index != 0 else { return nil }
    return JSONNode(document: document, index: Int(index))
  }

  /// Whether the object has a member whose key is `name`.
  func has(_ name: Names) -> Bool { values[name.rawValue] != 0 }

  /// Whether the member whose key is `name` is absent or a string: `self[name]`'s type checked
  /// on the tape, without making (and retaining) a node, for the checks that warn only about a
  /// value that is not a string.
  func isAbsentOrString(_ name: Names) -> Bool {
    let index = values[name.rawValue]
    return index == 0 || document.tape[Int(index)].kind == .string
  }
}

extension JSONNode {
  /// The members of this object whose keys are among `names`, found in one walk (none if this
  /// is not an object).
  ///
  /// - Complexity: O(m + k) for m members and k key bytes; no allocation unless a key has
  ///   escapes.
  func knownMembers<Names: JSONMemberNames>(_ names: Names.Type) -> JSONKnownMembers<Names> {
    JSONKnownMembers(of: self)
  }
}

extension JSONNode {
  /// Calls `body` with each member of this object, in the order and with the values of
  /// ``members`` (a repeated key once, at its first position, with its last value), and the
  /// member's key as one of `names` (`nil` for any other key), without building the members'
  /// array or decoding their keys (nothing if this is not an object).
  ///
  /// A key is classified as ``JSONNameTable/position(ofString:)`` classifies the decoded key: an
  /// all-ASCII key without escapes from its bytes, any other key decoded first.
  func forEachMember<Names: JSONMemberNames>(_ names: Names.Type, _ body: (Names?, JSONNode) -> Void) {
    let entry = self.entry
    guard entry.kind == .object else { return }
    let table = Names.table
    guard !document.mayHaveDuplicateKeys(inObject: index) else {
      for (key, value) in members { body(table.position(ofString: key).flatMap(Names.init(rawValue:)), value) }
      return
    }
    let document = self.document
    var i = index + 1
    let end = Int(entry.next)
    while i < end {
      let key = document.tape[i]
      let start = Int(key.start) + 1
      let bytePosition: Int?? = document.bytes.withUnsafeBufferPointer { bytes in
        let keyBytes = UnsafeBufferPointer(rebasing: bytes[start..<(Int(key.end) - 1)])
        guard table.namesAreASCII, key.flags & JSONTapeEntry.hasEscapes == 0, !keyBytes.contains(where: { $0 >= 0x80 }) else { return nil }
        return .some(table.position(of: keyBytes))
      }
      let position = bytePosition ?? table.position(ofString: document.decodeString(at: i))
      body(position.flatMap(Names.init(rawValue:)), JSONNode(document: document, index: i + 1))
      i = Int(document.tape[i + 1].next)
    }
  }
}
