/// Member names known when the program is written (the keys of `aps`, of an alert, a payload's
/// vendor markers…), each numbered by its raw value `0..<allCases.count`, so that an object's
/// members are classified in one walk over the tape (`JSONNode.knownMembers(_:)`).
protocol JSONMemberNames: CaseIterable, RawRepresentable, Sendable
where RawValue == Int, AllCases == [Self] {
  /// The member's key, exactly (compared by UTF-8 bytes, as `JSONNode[key]` compares).
  var name: StaticString { get }
  /// The table of the names: `static let table = JSONNameTable(Self.self)`.
  static var table: JSONNameTable { get }
  /// Whether each name is also found under its lowerCamelCase spelling, as proto3 JSON parsers
  /// take a field under its proto name (`collapse_key`) and its JSON name (`collapseKey`): both
  /// spellings are the same case. `false` unless a type says otherwise.
  static var takesLowerCamelCase: Bool { get }
}

extension JSONMemberNames {
  static var takesLowerCamelCase: Bool { false }
}

/// proto3 JSON's spelling of a field's name (protobuf's `ToJsonName`): each `_` is dropped and
/// the character after it upper-cased, so `channel_id` is `channelId` and `direct_boot_ok`
/// `directBootOk`.
enum ProtoJSONName {
  /// The lowerCamelCase spelling of `name`'s UTF-8.
  static func lowerCamelCase(_ name: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var capitalizeNext = false
    for byte in name {
      if byte == UInt8(ascii: "_") {
        capitalizeNext = true
      } else {
        result.append(capitalizeNext && byte &- UInt8(ascii: "a") < 26 ? byte &- 0x20 : byte)
        capitalizeNext = false
      }
    }
    return result
  }

  /// The lowerCamelCase spelling of `name`.
  static func lowerCamelCase(_ name: String) -> String {
    String(decoding: lowerCamelCase(Array(name.utf8)), as: UTF8.self)
  }
}

/// The UTF-8 of up to 64 spellings (each name, then the lowerCamelCase spelling of each name
/// that has one when the names take it), found from a key's bytes with two table reads (the
/// key's length and first byte select the few candidates) and one byte comparison per
/// candidate: no `String` is made and no spelling is compared whose length or first byte
/// differs.
struct JSONNameTable: Sendable {
  /// The tables, in one object: a look-up reads them through pointers (no array to retain or
  /// bounds-check; every index is in range by construction).
  private final class Storage: @unchecked Sendable {
    /// The spellings' UTF-8, one after the other.
    let bytes: UnsafeMutablePointer<UInt8>
    /// Where each spelling starts in `bytes`, plus the end of the last (`spellingCount + 1`
    /// entries).
    let offsets: UnsafeMutablePointer<Int>
    /// For each length up to 63 (longer spellings share entry 63), the bit set of the spellings
    /// of that length.
    let byLength: UnsafeMutablePointer<UInt64>
    /// For each byte, the bit set of the spellings that start with it.
    let byFirstByte: UnsafeMutablePointer<UInt64>
    /// For each spelling, the number of its name (`k` for spelling `k < count`).
    let names: UnsafeMutablePointer<Int>
    /// The number of names.
    let count: Int
    /// The number of spellings: the names, then their other spellings.
    let spellingCount: Int

    init(bytes: [UInt8], offsets: [Int], byLength: [UInt64], byFirstByte: [UInt64], names: [Int]) {
      self.bytes = .allocate(capacity: max(bytes.count, 1))
      self.bytes.initialize(from: bytes, count: bytes.count)
      self.offsets = .allocate(capacity: offsets.count)
      self.offsets.initialize(from: offsets, count: offsets.count)
      self.byLength = .allocate(capacity: 64)
      self.byLength.initialize(from: byLength, count: 64)
      self.byFirstByte = .allocate(capacity: 256)
      self.byFirstByte.initialize(from: byFirstByte, count: 256)
      self.names = .allocate(capacity: max(names.count, 1))
      self.names.initialize(from: names, count: names.count)
      spellingCount = offsets.count - 1
      count = names.reduce(0) { max($0, $1 + 1) }
    }

    deinit {
      bytes.deallocate()
      offsets.deallocate()
      byLength.deallocate()
      byFirstByte.deallocate()
      names.deallocate()
    }
  }

  private let storage: Storage
  /// Whether every name is ASCII (then an ASCII `String` key is found from its bytes).
  let namesAreASCII: Bool
  /// The number of names.
  var count: Int { storage.count }
  /// The number of spellings: ``count`` names, then the other spellings (spelling `k` is name
  /// `k` for `k < count`).
  var spellingCount: Int { storage.spellingCount }

  /// The table of `Names`, in raw-value order, then (when `Names.takesLowerCamelCase`) the
  /// lowerCamelCase spelling of each name that differs from it, in the same order.
  ///
  /// - Precondition: the raw values are `0..<allCases.count`, at most 64 spellings, and no two
  ///   equal.
  init<Names: JSONMemberNames>(_: Names.Type) {
    var spellings: [(utf8: [UInt8], name: Int)] = []
    for (position, name) in Names.allCases.enumerated() {
      precondition(name.rawValue == position, "raw values must be 0, 1, 2… in order")
      spellings.append((name.name.withUTF8Buffer { Array($0) }, position))
    }
    if Names.takesLowerCamelCase {
      for (utf8, position) in spellings {
        let camel = ProtoJSONName.lowerCamelCase(utf8)
        if camel != utf8 { spellings.append((camel, position)) }
      }
    }
    var bytes: [UInt8] = []
    var offsets = [0]
    var byLength = [UInt64](repeating: 0, count: 64)
    var byFirstByte = [UInt64](repeating: 0, count: 256)
    precondition(spellings.count <= 64, "at most 64 spellings")
    for (spelling, (utf8, _)) in spellings.enumerated() {
      precondition(
        !(0..<spelling).contains { Array(bytes[offsets[$0]..<offsets[$0 + 1]]) == utf8 }, "repeated name")
      bytes += utf8
      offsets.append(bytes.count)
      byLength[min(utf8.count, 63)] |= 1 << UInt64(spelling)
      if let first = utf8.first { byFirstByte[Int(first)] |= 1 << UInt64(spelling) }
    }
    storage = Storage(
      bytes: bytes, offsets: offsets, byLength: byLength, byFirstByte: byFirstByte, names: spellings.map(\.name))
    namesAreASCII = bytes.allSatisfy { $0 < 0x80 }
  }

  /// The number of the name one of whose spellings is exactly `key`'s UTF-8, or `nil`.
  ///
  /// - Complexity: O(k) for a key of k bytes.
  @inline(__always)
  func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    // Not `spelling(of: key).map(name(ofSpelling:))`: the method reference captures `self`, a
    // closure context allocated per call.
    guard let spelling = spelling(of: key) else { return nil }
    return storage.names[spelling]
  }

  /// The name of spelling `spelling`: itself for a name, the name it spells otherwise (one
  /// read, no branch).
  @inline(__always)
  func name(ofSpelling spelling: Int) -> Int { storage.names[spelling] }

  /// The number of the spelling whose UTF-8 is exactly `key`, or `nil`.
  ///
  /// - Complexity: O(k) for a key of k bytes.
  @inline(__always)
  func spelling(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    let storage = self.storage
    guard let first = key.first else {
      // The empty name, if there is one, is the one spelling of length 0.
      let empty = storage.byLength[0]
      return empty == 0 ? nil : empty.trailingZeroBitCount
    }
    var candidates = storage.byLength[min(key.count, 63)] & storage.byFirstByte[Int(first)]
    while candidates != 0 {
      let position = candidates.trailingZeroBitCount
      candidates &= candidates &- 1
      let start = storage.offsets[position]
      guard storage.offsets[position &+ 1] &- start == key.count else { continue }
      if JSONBytes.equal(storage.bytes + start, key.baseAddress!, count: key.count) { return position }
    }
    return nil
  }

  /// The number of the name one of whose spellings equals `key` as a `String` (canonical equivalence, as `==`
  /// compares), or `nil`: for keys held as `String`s, which `String`'s `==` has always matched.
  /// An all-ASCII key is answered from its bytes (each ASCII scalar is a character of its own and
  /// has no other canonically equivalent spelling, so byte equality is `==` there); any other key
  /// is compared with each name as a `String` (so is every key when some name is not ASCII).
  func position(ofString key: String) -> Int? {
    var key = key
    let ascii = key.withUTF8 { utf8 -> Int?? in
      guard namesAreASCII, !utf8.contains(where: { $0 >= 0x80 }) else { return nil }
      return .some(position(of: utf8))
    }
    if let ascii { return ascii }
    let spelling = (0..<spellingCount).first {
      let start = storage.offsets[$0]
      let name = UnsafeBufferPointer(start: storage.bytes + start, count: storage.offsets[$0 + 1] - start)
      return String(decoding: name, as: UTF8.self) == key
    }
    guard let spelling else { return nil }
    return storage.names[spelling]
  }
}
