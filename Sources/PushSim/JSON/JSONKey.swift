/// A string compared and hashed by its exact Unicode scalars (its UTF-8 bytes), for dictionaries
/// of object keys.
///
/// Swift's `String ==` uses canonical equivalence; JSON keys, like the platforms' dictionary
/// keys, are distinct whenever their scalars differ.
struct JSONKey: Hashable, Sendable {
  /// The key.
  var string: String

  /// Whether both keys have the same scalars.
  static func == (lhs: JSONKey, rhs: JSONKey) -> Bool {
    JSONBytes.sameScalars(lhs.string, rhs.string)
  }

  /// Hashes the key's UTF-8 bytes.
  func hash(into hasher: inout Hasher) {
    var string = string
    string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
