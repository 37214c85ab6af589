/// Ordered key/value pairs: a JSON object that keeps its members in order.
///
/// Setting an existing key replaces its value in place (the member keeps its position);
/// setting `nil` removes the member; a new key is appended. Creating an object from pairs with
/// duplicate keys keeps each key once, at its first position, with its last value. Keys match by
/// exact Unicode scalars (unlike `String ==`, no canonical equivalence), and equality is
/// order-sensitive: the same pairs in the same order.
public struct JSONObject: Equatable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// The keys, in order.
  public private(set) var keys: [String]
  /// The values, in the order of `keys`.
  public private(set) var values: [JSONValue]
  /// Each key's position, kept only when there are more than `linearLimit` members.
  private var positions: [JSONKey: Int]

  /// Up to this many members, keys are found by a linear search.
  private static let linearLimit = 16

  /// Creates an empty object.
  public init() {
    keys = []
    values = []
    positions = [:]
  }

  /// Creates an object from key/value pairs; with duplicate keys the last value wins, at the
  /// first key's position.
  ///
  /// - Parameter pairs: The members in order.
  /// - Complexity: O(n) for n pairs (O(n²) only up to 16 keys).
  public init(_ pairs: [(String, JSONValue)]) {
    self.init()
    keys.reserveCapacity(pairs.count)
    values.reserveCapacity(pairs.count)
    guard pairs.count <= JSONObject.linearLimit else {
      for (key, value) in pairs { self[key] = value }
      return
    }
    for (key, value) in pairs { appendOrReplace(key, value) }
  }

  /// Creates an object from key/value pairs as ``init(_:)`` does (a repeated key keeps its first
  /// position and its last value), with room for every pair reserved up front: the trace's
  /// fields.
  ///
  /// - Parameter fields: The members in order.
  init(fields: KeyValuePairs<String, JSONValue>) {
    // The usual case, distinct keys: copy them as they are.
    let count = fields.count
    var distinct = true
    var later = 1
    while distinct && later < count {
      let key = fields[later].key
      var earlier = 0
      while earlier < later {
        if JSONBytes.sameScalars(fields[earlier].key, key) {
          distinct = false
          break
        }
        earlier += 1
      }
      later += 1
    }
    if distinct {
      self.init(uniqueKeys: fields.map(\.key), values: fields.map(\.value))
      return
    }
    self.init()
    keys.reserveCapacity(count)
    values.reserveCapacity(count)
    for (key, value) in fields { appendOrReplace(key, value) }
    rebuildPositions()
  }

  /// Appends a member, or replaces the value of an existing key in place, finding it by a
  /// linear search (`positions` is not updated: call `rebuildPositions()` when done).
  private mutating func appendOrReplace(_ key: String, _ value: JSONValue) {
    for position in keys.indices where JSONBytes.sameScalars(keys[position], key) {
      values[position] = value
      return
    }
    keys.append(key)
    values.append(value)
  }

  /// Creates an object from keys known to be distinct and their values.
  ///
  /// - Parameters:
  ///   - keys: Distinct keys, in order.
  ///   - values: One value per key.
  init(uniqueKeys keys: [String], values: [JSONValue]) {
    self.keys = keys
    self.values = values
    self.positions = [:]
    rebuildPositions()
  }

  /// Creates an object from a dictionary literal, keeping the literal's order; with duplicate
  /// keys the last value wins, at the first key's position.
  ///
  /// - Parameter elements: The members in order.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements)
  }

  /// The number of members.
  public var count: Int { keys.count }

  /// Whether there are no members.
  public var isEmpty: Bool { keys.isEmpty }

  /// The value for `key`, or `nil`. Setting a value replaces an existing member in place or
  /// appends a new one; setting `nil` removes the member.
  ///
  /// - Parameter key: The member's key, matched by exact Unicode scalars.
  /// - Complexity: Reading and replacing O(1) on average above 16 members, O(n) up to 16;
  ///   removing O(n).
  public subscript(key: String) -> JSONValue? {
    get { position(of: key).map { values[$0] } }
    set {
      if let position = position(of: key) {
        if let newValue {
          values[position] = newValue
        } else {
          keys.remove(at: position)
          values.remove(at: position)
          rebuildPositions()
        }
      } else if let newValue {
        keys.append(key)
        values.append(newValue)
        if !positions.isEmpty {
          positions[JSONKey(string: key)] = keys.count - 1
        } else if keys.count > JSONObject.linearLimit {
          rebuildPositions()
        }
      }
    }
  }

  /// The position of `key`, or `nil`.
  private func position(of key: String) -> Int? {
    if positions.isEmpty {
      return keys.firstIndex { JSONBytes.sameScalars($0, key) }
    }
    return positions[JSONKey(string: key)]
  }

  /// Recomputes `positions` after a removal or when crossing `linearLimit`.
  private mutating func rebuildPositions() {
    guard keys.count > JSONObject.linearLimit else {
      positions = [:]
      return
    }
    var rebuilt: [JSONKey: Int] = [:]
    rebuilt.reserveCapacity(keys.count)
    for (position, key) in keys.enumerated() { rebuilt[JSONKey(string: key)] = position }
    positions = rebuilt
  }

  /// Iterates the members in order.
  public struct Iterator: IteratorProtocol, Sendable {
    private let object: JSONObject
    private var position = 0

    /// Creates an iterator over `object`'s members.
    init(_ object: JSONObject) { self.object = object }

    /// The next member, or `nil` after the last.
    public mutating func next() -> (key: String, value: JSONValue)? {
      guard position < object.keys.count else { return nil }
      defer { position += 1 }
      return (object.keys[position], object.values[position])
    }
  }

  /// An iterator over the members in order.
  public func makeIterator() -> Iterator { Iterator(self) }

  /// The number of members, for `Sequence`.
  public var underestimatedCount: Int { keys.count }

  /// Whether both objects have the same pairs in the same order.
  ///
  /// - Parameters:
  ///   - lhs: An object.
  ///   - rhs: Another object.
  /// - Complexity: O(n) plus the cost of comparing the values.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.keys.count == rhs.keys.count else { return false }
    for position in lhs.keys.indices {
      guard JSONBytes.sameScalars(lhs.keys[position], rhs.keys[position]),
        lhs.values[position] == rhs.values[position]
      else { return false }
    }
    return true
  }
}
