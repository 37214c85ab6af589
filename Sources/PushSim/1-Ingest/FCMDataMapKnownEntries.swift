/// The entries of an ``FCMDataMap`` whose keys are among `Names`, found in one pass: for each
/// name, what `map[key]` and `map.contains(key)` answer.
///
/// On a map read from a payload's object this holds a ``JSONKnownMembers``, and follows its
/// lifetime rule: used while the map is held, never stored.
struct FCMDataMapKnownEntries<Names: JSONMemberNames>: Sendable {
  /// Where the values are.
  private enum Found: Sendable {
    /// A payload's object: its known members.
    case members(JSONKnownMembers<Names>)
    /// Pairs, with each name's last pair's index plus one (0 when absent).
    case pairs([FCMDataEntry], SIMD32<UInt32>)
  }
  private let found: Found

  /// Classifies the entries of `map`. On pairs, a key matches a name as `String`s match (`==`,
  /// as ``FCMDataMap/subscript(_:)`` compares), with the last pair winning.
  init(of map: FCMDataMap) {
    precondition(Names.table.count <= 32, "at most 32 names")
    switch map.resolved {
    case .node(let node):
      found = .members(node.knownMembers(Names.self))
    case .pairs(let pairs):
      var last = SIMD32<UInt32>.zero
      for (index, pair) in pairs.enumerated() {
        if let position = Names.table.position(ofString: pair.key) { last[position] = UInt32(index + 1) }
      }
      found = .pairs(pairs, last)
    }
  }

  /// `map[name]`.
  subscript(name: Names) -> String? {
    switch found {
    case .members(let members): members[name]?.stringValue
    case .pairs(let pairs, let last): last[name.rawValue] == 0 ? nil : pairs[Int(last[name.rawValue]) - 1].value
    }
  }

  /// The UTF-8 bytes of `map[name]`, decoded from the payload without building a `String`
  /// (`Array(map[name].utf8)`: the parser refuses what would not be valid UTF-8).
  func utf8(_ name: Names) -> [UInt8]? {
    switch found {
    case .members(let members): members[name].flatMap { $0.type == .string ? $0.document.decodedBytes(at: $0.index) : nil }
    case .pairs(let pairs, let last): last[name.rawValue] == 0 ? nil : Array(pairs[Int(last[name.rawValue]) - 1].value.utf8)
    }
  }

  /// `map.contains(name)`.
  func contains(_ name: Names) -> Bool {
    switch found {
    case .members(let members): members.has(name)
    case .pairs(_, let last): last[name.rawValue] != 0
    }
  }
}

extension FCMDataMap {
  /// The entries whose keys are among `names`, found in one pass over the map.
  func knownEntries<Names: JSONMemberNames>(_ names: Names.Type) -> FCMDataMapKnownEntries<Names> {
    FCMDataMapKnownEntries(of: self)
  }
}
