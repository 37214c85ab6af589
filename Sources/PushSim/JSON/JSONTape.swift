/// The entries of a parsed document, in one allocation that the parser fills in place.
///
/// `@unchecked Sendable`: the storage is written only by `JSONParser` before the tape is handed
/// to its `JSONDocument`, and never mutated afterwards, so sharing it between tasks is safe.
struct JSONTape: @unchecked Sendable {
  /// The entries; the header is their number.
  private let storage: ManagedBuffer<Int, JSONTapeEntry>

  /// Wraps storage whose header counts its initialized entries.
  ///
  /// - Parameter storage: The filled storage.
  init(storage: ManagedBuffer<Int, JSONTapeEntry>) {
    self.storage = storage
  }

  /// The number of entries (read through a pointer: the `header` property would pay for a
  /// dynamic exclusivity check on every access).
  var count: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee } }

  /// How many entries the storage has room for (at least `count`).
  var capacity: Int { storage.capacity }

  /// The valid indices.
  var indices: Range<Int> { 0..<count }

  /// The entry at `index`, which must be valid.
  ///
  /// - Parameter index: A tape index.
  subscript(index: Int) -> JSONTapeEntry {
    precondition(index >= 0 && index < count, "tape index out of range")
    return storage.withUnsafeMutablePointerToElements { $0[index] }
  }

  /// Calls `body` with the entries.
  ///
  /// - Parameter body: A closure reading the entries.
  /// - Returns: What `body` returns.
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<JSONTapeEntry>) -> R) -> R {
    let count = self.count
    return storage.withUnsafeMutablePointerToElements {
      body(UnsafeBufferPointer(start: $0, count: count))
    }
  }
}
