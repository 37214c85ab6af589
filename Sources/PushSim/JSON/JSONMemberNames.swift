/// Member names known when the program is written (the keys of `aps`, of an alert, a payload's
/// vendor markers…), each numbered by its raw value `0..<allCases.count`, so that an object's
/// members are classified in one walk over the tape (`JSONNode.knownMembers(_:)`).
protocol JSONMemberNames: CaseIterable, RawRepresentable, Sendable
where RawValue == Int, AllCases == [Self] {
  /// The member's key, exactly (compared by UTF-8 bytes, as `JSONNode[key]` compares).
  var name: StaticString { get }
  /// The table of the names: `static let table = JSONNameTable(Self.self)`.
  static var table: JSONNameTable { get }
}

/// The UTF-8 of up to 64 names, found from a key's bytes with two table reads (the key's length
/// and first byte select the few candidates) and one byte comparison per candidate: no `String`
/// is made and no name is compared whose length or first byte differs.
struct JSONNameTable: Sendable {
  /// The tables, in one object: a look-up reads them through pointers (no array to retain or
  /// bounds-check; every index is in range by construction).
  private final class Storage: @unchecked Sendable {
    /// The names' UTF-8, one after the other.
    let bytes: UnsafeMutablePointer<UInt8>
    /// Where each name starts in `bytes`, plus the end of the last (`count + 1` entries).
    let offsets: UnsafeMutablePointer<Int>
    /// For each length up to 63 (longer names share entry 63), the bit set of the names of that
    /// length.
    let byLength: UnsafeMutablePointer<UInt64>
    /// For each byte, the bit set of the names that start with it.
    let byFirstByte: UnsafeMutablePointer<UInt64>
    /// The number of names.
    let count: Int

    init(bytes: [UInt8], offsets: [Int], byLength: [UInt64], byFirstByte: [UInt64]) {
      self.bytes = .allocate(capacity: max(bytes.count, 1))
      self.bytes.initialize(from: bytes, count: bytes.count)
      self.offsets = .allocate(capacity: offsets.count)
      self.offsets.initialize(from: offsets, count: offsets.count)
      self.byLength = .allocate(capacity: 64)
      self.byLength.initialize(from: byLength, count: 64)
      self.byFirstByte = .allocate(capacity: 256)
      self.byFirstByte.initialize(from: byFirstByte, count: 256)
      count = offsets.count - 1
    }

    deinit {
      bytes.deallocate()
      offsets.deallocate()
      byLength.deallocate()
      byFirstByte.deallocate()
    }
  }

  private let storage: Storage
  /// Whether every name is ASCII (then an ASCII `String` key is found from its bytes).
  let namesAreASCII: Bool
  /// The number of names.
  var count: Int { storage.count }

  /// The table of `Names`, in raw-value order.
  ///
  /// - Precondition: the raw values are `0..<allCases.count`, at most 64 names, and no two equal.
  init<Names: JSONMemberNames>(_: Names.Type) {
    var bytes: [UInt8] = []
    var offsets = [0]
    var byLength = [UInt64](repeating: 0, count: 64)
    var byFirstByte = [UInt64](repeating: 0, count: 256)
    precondition(Names.allCases.count <= 64, "at most 64 names")
    for (position, name) in Names.allCases.enumerated() {
      precondition(name.rawValue == position, "raw values must be 0, 1, 2… in order")
      let utf8 = name.name.withUTF8Buffer { Array($0) }
      precondition(
        !(0..<position).contains { Array(bytes[offsets[$0]..<offsets[$0 + 1]]) == utf8 }, "repeated name")
      bytes += utf8
      offsets.append(bytes.count)
      byLength[min(utf8.count, 63)] |= 1 << UInt64(position)
      if let first = utf8.first { byFirstByte[Int(first)] |= 1 << UInt64(position) }
    }
    storage = Storage(bytes: bytes, offsets: offsets, byLength: byLength, byFirstByte: byFirstByte)
    namesAreASCII = bytes.allSatisfy { $0 < 0x80 }
  }

  /// The number of the name whose UTF-8 is exactly `key`, or `nil`.
  ///
  /// - Complexity: O(k) for a key of k bytes.
  @inline(__always)
  func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    let storage = self.storage
    guard let first = key.first else {
      // The empty name, if there is one, is the one name of length 0.
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

  /// The number of the name equal to `key` as a `String` (canonical equivalence, as `==`
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
    return (0..<count).first {
      let start = storage.offsets[$0]
      let name = UnsafeBufferPointer(start: storage.bytes + start, count: storage.offsets[$0 + 1] - start)
      return String(decoding: name, as: UTF8.self) == key
    }
  }
}
