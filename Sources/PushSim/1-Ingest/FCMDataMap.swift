/// The Android FCM data map as the device receives it: string keys to string values, in order.
///
/// Backed either by the payload's JSON object (checked to hold only strings) or by pairs built
/// from an FCM HTTP v1 request body.
public struct FCMDataMap: Sendable, Sequence {
  enum Storage: Sendable {
    case node(JSONNode)
    case pairs([FCMDataEntry])
    /// An FCM v1 body's map, whose pairs (distinct keys) are built when the map is read.
    case v1(FCMv1Source)
  }
  let storage: Storage

  /// The entries' storage as it is read: an FCM v1 body's pairs built.
  enum Resolved {
    case node(JSONNode)
    case pairs([FCMDataEntry])
  }
  /// The storage as it is read (an FCM v1 body's pairs built now).
  var resolved: Resolved {
    switch storage {
    case .node(let node): .node(node)
    case .pairs(let pairs): .pairs(pairs)
    case .v1(let source): .pairs(source.pairs)
    }
  }

  /// A map from pairs, in order (a repeated key: the last wins).
  public init(_ pairs: [(String, String)]) {
    // The common case, distinct keys, is settled without the O(n²) merge.
    self.init(entries: pairs.map { FCMDataEntry($0.0, $0.1) })
  }

  /// A map from entries, in order (a repeated key: the last wins).
  init(entries: [FCMDataEntry]) {
    // The common case, distinct keys, is settled without the O(n²) merge.
    if FCMDataMap.keysAreDistinct(entries) {
      storage = .pairs(entries)
      return
    }
    var unique: [FCMDataEntry] = []
    for entry in entries {
      if let index = unique.firstIndex(where: { $0.key == entry.key }) {
        unique[index].value = entry.value
      } else {
        unique.append(entry)
      }
    }
    storage = .pairs(unique)
  }

  /// A map from entries whose keys the caller knows to be distinct.
  init(distinctEntries entries: [FCMDataEntry]) { storage = .pairs(entries) }

  /// Whether no two keys of `pairs` are equal as `String`s (`==`, canonical equivalence).
  ///
  /// Up to 32 all-ASCII keys (an FCM v1 body's) are compared by a hash of their bytes on the
  /// stack, and in full (`==`) only when two hashes agree: two ASCII strings are `==` exactly
  /// when their bytes are. Otherwise a `Set` decides (`String` hashing agrees with `==`).
  static func keysAreDistinct(_ pairs: [FCMDataEntry]) -> Bool {
    func bySet() -> Bool {
      var seen = Set<String>(minimumCapacity: pairs.count)
      return pairs.allSatisfy { seen.insert($0.key).inserted }
    }
    guard pairs.count <= 32 else { return bySet() }
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: pairs.count) { hashes in
      for index in pairs.indices {
        var key = pairs[index].key
        let hash = key.withUTF8 { utf8 -> UInt64? in
          var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
          for byte in utf8 {
            guard byte < 0x80 else { return nil }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
          }
          return hash
        }
        guard let hash else { return bySet() }
        for earlier in 0..<index where hashes[earlier] == hash && pairs[earlier].key == key { return false }
        hashes[index] = hash
      }
      return true
    }
  }

  /// A map over a JSON object whose values are all strings (the caller checked).
  init(checkedNode node: JSONNode) { storage = .node(node) }

  /// The map of an FCM v1 body whose keys are distinct, built when read.
  init(v1 source: FCMv1Source) { storage = .v1(source) }

  /// The value of a key.
  public subscript(key: String) -> String? {
    switch resolved {
    case .node(let node): node[key]?.stringValue
    case .pairs(let pairs): pairs.last(where: { $0.key == key })?.value
    }
  }

  /// Whether the map has a key: `self[key] != nil`, without decoding the value.
  public func contains(_ key: String) -> Bool {
    switch resolved {
    case .node(let node): node[key] != nil
    case .pairs(let pairs): pairs.contains(where: { $0.key == key })
    }
  }

  /// The entries, in order.
  public var entries: [(key: String, value: String)] {
    switch resolved {
    case .node(let node): node.members.map { ($0.key, $0.value.stringValue ?? "") }
    case .pairs(let pairs): pairs.map { ($0.key, $0.value) }
    }
  }

  /// Iterates the entries in order.
  public func makeIterator() -> IndexingIterator<[(key: String, value: String)]> {
    entries.makeIterator()
  }

  /// The map as a JSON object of strings.
  public var jsonValue: JSONValue {
    .object(JSONObject(entries.map { ($0.key, JSONValue.string($0.value)) }))
  }

  /// Whether `key` certainly is the app's own: neither reserved (``isReserved(_:)``) nor a
  /// `gcm.` key. Its first byte is ASCII and not the first letter of any of FCM's keys (`g`,
  /// `f`, `m`, `c`), so no comparison with them can succeed, canonical equivalence included: a
  /// string whose first scalar is another ASCII letter never begins with a character equal to
  /// `g`, `f`, `m` or `c`. `false` means "compare in full".
  @inline(__always)
  static func isCertainlyAppKey(_ key: String) -> Bool {
    guard let first = key.utf8.first else { return false }
    return isCertainlyAppKey(firstByte: first)
  }

  /// ``isCertainlyAppKey(_:)`` for a non-empty key whose UTF-8 begins with `first`.
  @inline(__always)
  static func isCertainlyAppKey(firstByte first: UInt8) -> Bool {
    guard first < 0x80 else { return false }
    switch first {
    case UInt8(ascii: "g"), UInt8(ascii: "f"), UInt8(ascii: "m"), UInt8(ascii: "c"): return false
    default: return true
    }
  }

  /// Whether `key` is reserved by FCM and hidden from `RemoteMessage.getData()`: the `google.`
  /// and `gcm.` prefixes, `from`, `message_type` and `collapse_key` (R-A-2).
  ///
  /// An all-ASCII key is answered from its bytes: each ASCII scalar is a character of its own
  /// there (no prefix here ends in CR), so byte equality is `String`'s equality. Other keys are
  /// compared as strings, with `hasPrefix` and `==`.
  public static func isReserved(_ key: String) -> Bool {
    let answer = key.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      return isReserved(asciiKey: bytes)
    }
    if let answer, let answer { return answer }
    return isReservedComparingCharacters(key)
  }

  /// ``isReserved(_:)`` for a key whose UTF-8 is `bytes`, all ASCII.
  static func isReserved(asciiKey bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    func starts(with prefix: StaticString) -> Bool {
      bytes.count >= prefix.utf8CodeUnitCount
        && JSONBytes.equal(bytes.baseAddress!, prefix.utf8Start, count: prefix.utf8CodeUnitCount)
    }
    func equals(_ name: StaticString) -> Bool { bytes.count == name.utf8CodeUnitCount && starts(with: name) }
    return starts(with: "google.") || starts(with: "gcm.") || equals("from") || equals("message_type")
      || equals("collapse_key")
  }

  /// Whether `key` is `message_id`, the server's message id (`MSGID_SERVER`): an entry of the
  /// app's (`getData()` keeps it: `extractDeveloperDefinedPayload` does not exclude it) that `getMessageId()` also reads when the map has no
  /// `google.message_id`.
  static func isServerMessageID(_ key: String) -> Bool { key == "message_id" }

  /// ``isServerMessageID(_:)`` for a key whose UTF-8 is `bytes`, all ASCII.
  static func isServerMessageID(asciiKey bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let name: StaticString = "message_id"
    return bytes.count == name.utf8CodeUnitCount && JSONBytes.equal(bytes.baseAddress!, name.utf8Start, count: name.utf8CodeUnitCount)
  }

  /// `key.hasPrefix(prefix)` for an ASCII `prefix` that does not end in CR: an all-ASCII key is
  /// compared by its bytes (each ASCII scalar is a character of its own there), any other with
  /// `hasPrefix`.
  static func hasPrefix(_ key: String, _ prefix: StaticString) -> Bool {
    let answer = key.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      return bytes.count >= prefix.utf8CodeUnitCount
        && JSONBytes.equal(bytes.baseAddress!, prefix.utf8Start, count: prefix.utf8CodeUnitCount)
    }
    if let answer, let answer { return answer }
    return key.hasPrefix(prefix.description)
  }

  /// ``isReserved(_:)`` by `String` comparison (canonical equivalence).
  static func isReservedComparingCharacters(_ key: String) -> Bool {
    key.hasPrefix("google.") || key.hasPrefix("gcm.") || key == "from" || key == "message_type"
      || key == "collapse_key"
  }
}

extension FCMDataMap: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The entries in order, as a dictionary literal (`["k": "v"]`): `print`, a failed `#expect`
  /// and a push's description show the map, not the storage it is read from.
  public var description: String {
    entries.isEmpty ? "[:]" : "[" + entries.map { "\($0.key.debugDescription): \($0.value.debugDescription)" }.joined(separator: ", ") + "]"
  }

  /// ``description``.
  public var debugDescription: String { description }

  /// The entries in order, as `(key, value)` pairs (`dump` and the debugger).
  public var customMirror: Mirror {
    Mirror(self, children: entries.map { (label: String?.none, value: $0 as Any) }, displayStyle: .dictionary)
  }
}
