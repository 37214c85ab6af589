/// One entry of a `JSONDocument`'s tape: a plain 24-byte record per value or object key.
///
/// Entries are laid out in document order. An object's entry is followed by its members, each a
/// key (a string entry) and then the value's entries; an array's entry is followed by its
/// elements. `next` is the tape index just past the entry's subtree (for a scalar the next
/// index), so siblings are skipped in O(1).
struct JSONTapeEntry: Sendable {
  /// What an entry holds.
  enum Kind: UInt8, Sendable {
    case null
    case `true`
    case `false`
    case integer
    case double
    case string
    case array
    case object
  }

  /// `flags` bit: the string contains at least one backslash escape.
  static let hasEscapes: UInt8 = 1
  /// `flags` bit of an object: two of its keys may be equal (the parser's 64-bit filter of the
  /// keys' lengths and first bytes saw a collision, or a key has escapes). An object without it
  /// certainly has distinct keys.
  static let mayRepeatKeys: UInt8 = 2
  /// `flags` bit of entry 0: some object of the document has ``mayRepeatKeys``.
  static let someObjectMayRepeatKeys: UInt8 = 4

  /// What the entry holds.
  var kind: Kind
  /// Bit set of `hasEscapes`, `mayRepeatKeys`, `someObjectMayRepeatKeys`.
  var flags: UInt8
  /// The byte offset where the value starts (a string's opening quote).
  var start: UInt32
  /// The byte offset just past the value (past a string's closing quote, a container's bracket).
  /// While an object is open and a child container is being parsed, the low half of the
  /// object's key filter.
  var end: UInt32
  /// The tape index just past this entry's subtree. While an array or object is still open,
  /// its enclosing container's index plus one.
  var next: UInt32
  /// The `Int64` bits of an integer, the `Double` bits of a double, the number of elements of
  /// an array or members of an object (duplicates included); 0 otherwise. While a container is
  /// open and a child container is being parsed, its count so far (and for an object the high
  /// half of its key filter).
  var payload: UInt64
}
