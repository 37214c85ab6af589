/// The notification center's look-up table: from an id, a replacement key or a tag to the
/// position of the notification in ``NotificationTray``'s list (in ranking order).
///
/// One open-addressing table of 4-byte slots serves the three kinds of key, instead of one
/// dictionary per kind holding a copy of each key: at the same load, a notification with an id,
/// a key and a tag costs 12 bytes of slots instead of about 100 bytes of dictionary buckets.
/// The table stores no keys: a slot holds a position, the kind of key it was filed under and,
/// in the bits the positions leave free, some bits of the key's hash; a look-up compares the key
/// with the notification at that position (``NotificationTray`` passes the comparison in) only
/// when kind and hash bits match, so most slots of other keys cost no trip to their
/// notification. Linear probing, with tombstones for removed slots; the table is rebuilt (by its
/// owner, which knows the keys) when slots in use pass three quarters.
///
/// Each key the owner files must be unique among the positions filed under its kind (an id is
/// shown once, a replacement key held once, a tag filed once, for the oldest notification
/// carrying it): the table does not check it.
struct TrayIndex: Sendable {
  /// The kinds of key.
  enum Kind: UInt32, Sendable {
    case id = 0
    case replacementKey = 1
    case tag = 2
  }

  /// `0`: never used; `1`: removed; else, from the low bits up: `position + 2` in
  /// ``positionBits`` bits, the kind in 2, hash bits in the rest.
  private var slots: [UInt32]
  /// Slots not `0` (live ones and tombstones).
  private var used = 0
  /// Live slots.
  private(set) var count = 0
  /// The bits a slot gives the position: four times the table's size (a position is below
  /// 1.5 times the size between two rebuilds), at most 30.
  private let positionBits: UInt32

  private static let empty: UInt32 = 0
  private static let removed: UInt32 = 1

  /// An empty table with room for `capacity` keys before it needs rebuilding, and for positions
  /// up to `positions` at least.
  init(capacity: Int = 0, positions: Int = 0) {
    var size = 16
    while size * 3 / 4 < capacity || (4 * size - 3 <= positions && size < 1 << 28) { size *= 2 }
    slots = [UInt32](repeating: TrayIndex.empty, count: size)
    positionBits = UInt32(size.trailingZeroBitCount + 2)
  }

  /// The largest position a slot can hold.
  var maxPosition: Int { (1 << Int(positionBits)) - 3 }

  /// Whether `keys` more keys fit without passing the load limit.
  func hasRoom(for keys: Int) -> Bool { (used &+ keys) &* 4 <= slots.count &* 3 }

  /// A key's hash, computed once for every kind it is looked up or filed under (the table
  /// starts each kind's search elsewhere): of its UTF-8, eight bytes at a time, so that keys
  /// with the same scalars (``sameKey(_:_:)``) hash alike. Unseeded, so the same in every run.
  static func hash(_ key: String) -> Int {
    var key = key
    return key.withUTF8 { utf8 in
      var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: utf8.count)
      guard let base = utf8.baseAddress else { return Int(truncatingIfNeeded: mix(h)) }
      let count = utf8.count
      var i = 0
      while i &+ 8 <= count {
        let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
        h = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
        h ^= h &>> 31
        i &+= 8
      }
      if i < count {
        var word: UInt64 = 0
        var shift: UInt64 = 0
        while i < count {
          word |= UInt64(base[i]) &<< shift
          shift &+= 8
          i &+= 1
        }
        h = (h ^ word) &* 0x94D0_49BB_1331_11EB
      }
      return Int(truncatingIfNeeded: mix(h))
    }
  }

  /// The final avalanche of ``hash(_:)``: every input bit reaches the high bits the slots keep.
  @inline(__always)
  private static func mix(_ value: UInt64) -> UInt64 {
    var h = value
    h ^= h &>> 32
    h &*= 0xD6E8_FEB8_6659_FD93
    h ^= h &>> 32
    return h
  }

  /// Whether two keys (ids, replacement keys, tags) are the same key: the same Unicode scalars,
  /// as the platforms compare them (Java's `String.equals`, `NSString`'s `isEqualToString:`, the
  /// web's string equality), not `String`'s canonical equivalence: a precomposed "é" and "e"
  /// with a combining accent are two tags.
  @inline(__always)
  static func sameKey(_ a: String, _ b: String) -> Bool { JSONBytes.sameScalars(a, b) }

  /// The hash a key of `kind` is filed under: the same key under another kind starts its search
  /// elsewhere.
  @inline(__always)
  private static func filed(_ hash: Int, _ kind: Kind) -> Int {
    hash &+ Int(kind.rawValue) &* 0x5851_F42D
  }

  /// The position filed under `kind` and `hash` (``hash(_:)`` of the key) for which `matches`
  /// is true.
  func position(_ kind: Kind, hash: Int, where matches: (Int) -> Bool) -> Int? {
    let hash = TrayIndex.filed(hash, kind)
    let mask = slots.count &- 1
    let positionMask: UInt32 = (1 << positionBits) &- 1
    let filing = slot(kind, hash: hash, position: -2)
    var i = hash & mask
    while true {
      let slot = slots[i]
      if slot == TrayIndex.empty { return nil }
      if slot & ~positionMask == filing, slot != TrayIndex.removed {
        let position = Int(slot & positionMask) &- 2
        if matches(position) { return position }
      }
      i = (i &+ 1) & mask
    }
  }

  /// Files `position` under `kind` and `hash`. The caller checks ``hasRoom(for:)`` first.
  mutating func insert(_ kind: Kind, hash: Int, position: Int) {
    let hash = TrayIndex.filed(hash, kind)
    precondition(position <= maxPosition, "the notification center's index has no room for position \(position)")
    let mask = slots.count &- 1
    var i = hash & mask
    while slots[i] > TrayIndex.removed { i = (i &+ 1) & mask }
    if slots[i] == TrayIndex.empty { used += 1 }
    slots[i] = slot(kind, hash: hash, position: position)
    count += 1
  }

  /// Files `newPosition` in the slot holding `position` under `kind` and `hash`.
  mutating func replace(_ kind: Kind, hash: Int, position: Int, with newPosition: Int) {
    let hash = TrayIndex.filed(hash, kind)
    let i = index(of: slot(kind, hash: hash, position: position), hash: hash)
    slots[i] = slot(kind, hash: hash, position: newPosition)
  }

  /// Removes `position` filed under `kind` and `hash`.
  mutating func remove(_ kind: Kind, hash: Int, position: Int) {
    let hash = TrayIndex.filed(hash, kind)
    let i = index(of: slot(kind, hash: hash, position: position), hash: hash)
    slots[i] = TrayIndex.removed
    count -= 1
  }

  /// The index of the slot holding `value`, which must be filed under `hash`.
  private func index(of value: UInt32, hash: Int) -> Int {
    let mask = slots.count &- 1
    var i = hash & mask
    while slots[i] != value {
      precondition(slots[i] != TrayIndex.empty, "the notification center's index lost an entry")
      i = (i &+ 1) & mask
    }
    return i
  }

  /// A slot's value (for position `-2`, the filing bits alone). The hash bits come from the
  /// hash's top, which the slot index (its low bits) does not use.
  private func slot(_ kind: Kind, hash: Int, position: Int) -> UInt32 {
    let hashBits = UInt32(truncatingIfNeeded: UInt64(bitPattern: Int64(hash)) >> 32) << (positionBits &+ 2)
    return hashBits | kind.rawValue << positionBits | UInt32(truncatingIfNeeded: position &+ 2)
  }
}
