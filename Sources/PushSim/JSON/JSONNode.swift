/// A cheap view of one value in a `JSONDocument`: the document reference plus a tape index.
///
/// Accessors never throw: asking a value for the wrong type gives `nil` (or `[]`, `0`).
/// Strings are decoded when asked for; lookups compare raw bytes.
public struct JSONNode: Sendable {
  /// The document this value belongs to.
  public let document: JSONDocument
  /// The value's tape index.
  let index: Int

  /// Creates a view of the value at tape index `index`.
  init(document: JSONDocument, index: Int) {
    self.document = document
    self.index = index
  }

  /// The value's tape entry.
  var entry: JSONTapeEntry { document.tape[index] }

  /// The value's type.
  public var type: JSONType {
    switch entry.kind {
    case .null: return .null
    case .true, .false: return .bool
    case .integer: return .integer
    case .double: return .double
    case .string: return .string
    case .array: return .array
    case .object: return .object
    }
  }

  /// The value of the member `key` of an object; with duplicate keys the last one wins, as on
  /// the platforms. `nil` if this is not an object or has no such member.
  ///
  /// Keys match by exact Unicode scalars, after decoding escapes.
  ///
  /// - Parameter key: The member's key.
  /// - Complexity: O(m) for m members, comparing raw bytes without allocating.
  public subscript(key: String) -> JSONNode? {
    guard entry.kind == .object,
      let value = document.lastMemberValueIndex(inObject: index, key: key)
    else { return nil }
    return JSONNode(document: document, index: value)
  }

  /// The element at `index` of an array; `nil` if this is not an array or `index` is out of
  /// bounds.
  ///
  /// - Parameter index: A zero-based position.
  /// - Complexity: O(`index`), skipping each preceding element's subtree in O(1).
  public subscript(index: Int) -> JSONNode? {
    let entry = self.entry
    guard entry.kind == .array, index >= 0, index < Int(entry.payload) else { return nil }
    var i = self.index + 1
    for _ in 0..<index { i = Int(document.tape[i].next) }
    return JSONNode(document: document, index: i)
  }

  /// The decoded text of a string; `nil` for every other type.
  public var stringValue: String? {
    entry.kind == .string ? document.decodeString(at: index) : nil
  }

  /// The value of `true` or `false`; `nil` for every other type.
  public var boolValue: Bool? {
    switch entry.kind {
    case .true: return true
    case .false: return false
    default: return nil
    }
  }

  /// The value of an integer; `nil` for every other type, doubles included.
  public var int64Value: Int64? {
    let entry = self.entry
    return entry.kind == .integer ? Int64(bitPattern: entry.payload) : nil
  }

  /// The value of a double, or of an integer converted to `Double`; `nil` otherwise.
  public var doubleValue: Double? {
    let entry = self.entry
    switch entry.kind {
    case .double: return Double(bitPattern: entry.payload)
    case .integer: return Double(Int64(bitPattern: entry.payload))
    default: return nil
    }
  }

  /// Whether this is `null`.
  public var isNull: Bool { entry.kind == .null }

  /// The number of elements of an array, of distinct keys of an object, or 0.
  ///
  /// - Complexity: O(1) for arrays; for objects as `members`.
  public var count: Int {
    let entry = self.entry
    switch entry.kind {
    case .array: return Int(entry.payload)
    case .object:
      guard document.mayHaveDuplicateKeys(inObject: index) else { return Int(entry.payload) }
      return document.uniqueMembers(ofObject: index).count
    default: return 0
    }
  }

  /// The elements of an array in order; `[]` for every other type.
  ///
  /// - Complexity: O(n) for n elements.
  public var elements: [JSONNode] {
    guard entry.kind == .array else { return [] }
    return document.elementIndices(ofArray: index).map { JSONNode(document: document, index: $0) }
  }

  /// The members of an object: each key once, at the position of its first occurrence, with the
  /// value of its last occurrence; `[]` for every other type.
  ///
  /// - Complexity: O(m²) for m ≤ 16 members, O(m) above (a dictionary finds duplicates).
  public var members: [(key: String, value: JSONNode)] {
    let entry = self.entry
    guard entry.kind == .object else { return [] }
    guard document.mayHaveDuplicateKeys(inObject: index) else {
      // The common case: walk the tape in order.
      var members: [(key: String, value: JSONNode)] = []
      members.reserveCapacity(Int(entry.payload))
      var i = index + 1
      let end = Int(entry.next)
      while i < end {
        members.append((document.decodeString(at: i), JSONNode(document: document, index: i + 1)))
        i = Int(document.tape[i + 1].next)
      }
      return members
    }
    return document.uniqueMembers(ofObject: index).map {
      (document.decodeString(at: $0.key), JSONNode(document: document, index: $0.value))
    }
  }

  /// Calls `body` with each member of this object, in order, as ``members`` lists them (the
  /// last of repeated keys, at its first key's place), without building the list.
  func forEachMember<Failure: Error>(_ body: (String, JSONNode) throws(Failure) -> Void) throws(Failure) {
    let entry = self.entry
    guard entry.kind == .object else { return }
    guard document.mayHaveDuplicateKeys(inObject: index) else {
      var i = index + 1
      let end = Int(entry.next)
      while i < end {
        try body(document.decodeString(at: i), JSONNode(document: document, index: i + 1))
        i = Int(document.tape[i + 1].next)
      }
      return
    }
    for member in document.uniqueMembers(ofObject: index) {
      try body(document.decodeString(at: member.key), JSONNode(document: document, index: member.value))
    }
  }

  /// Calls `body` with the tape indices of each member's key and value, in the order of the
  /// text (a repeated key each time it occurs), while it returns `true`.
  ///
  /// - Returns: Whether `body` returned `true` for every member (`true` for a non-object: it has
  ///   none).
  @inline(__always)
  func allMemberIndices(_ body: (_ key: Int, _ value: Int) -> Bool) -> Bool {
    let tape = document.tape
    let object = tape[index]
    guard object.kind == .object else { return true }
    var i = index + 1
    let end = Int(object.next)
    while i < end {
      guard body(i, i + 1) else { return false }
      i = Int(tape[i + 1].next)
    }
    return true
  }

  /// Whether this is an object with a member `key`.
  ///
  /// - Parameter key: The member's key.
  /// - Complexity: O(m) for m members.
  public func hasKey(_ key: String) -> Bool { self[key] != nil }

  /// The source bytes of this value (for a string including its quotes).
  public var byteRange: Range<Int> {
    let entry = self.entry
    return Int(entry.start)..<Int(entry.end)
  }

  /// The exact source text of this value.
  public var rawText: String {
    let range = byteRange
    return String(decoding: document.bytes[range], as: UTF8.self)
  }

  /// The start of ``rawText`` for a message: at most `maxBytes` bytes, cut between whole
  /// characters (never inside a grapheme cluster or a UTF-8 sequence), then `…` and the length
  /// as written: `"https://exam…" (1048576 bytes)` for a string (the bytes between its quotes),
  /// `[1,2,3,… (5000 bytes)` for another value. A huge value is not copied.
  public func rawPreview(maxBytes: Int = 40) -> String {
    // A string's opening quote is one of the bytes, as it always was.
    QuotedValue.raw(self, maxCharacters: .max, maxBytes: type == .string ? maxBytes - 1 : maxBytes)
  }

  /// The 1-based line and column where this value starts (columns in Unicode scalars).
  ///
  /// - Complexity: O(n) for the n bytes before the value.
  public var location: (line: Int, column: Int) {
    document.location(ofByte: Int(entry.start))
  }
}
