/// The FCM SDK's queue of the last ten message ids a live app process received (R-A-4): a
/// message whose id is among them is a duplicate delivery and is ignored.
///
/// Ids compare as the SDK compares them (Java's `String.equals`): scalar for scalar, not by
/// `String`'s canonical equivalence. Each id's hash is kept beside it, so a message is checked
/// against the queue with ten integer comparisons, and its id compared in full only on a match.
struct FCMRecentMessageIDs: Sendable {
  /// How many ids the SDK keeps.
  static let capacity = 10

  /// The ids, oldest first.
  private(set) var ids: [String] = []
  /// ``TrayIndex/hash(_:)`` of each id, in the same order.
  private var hashes: [Int] = []

  /// Adds `id` unless it is already queued; returns whether it was added (the oldest id leaves
  /// a full queue). `false` means a duplicate.
  mutating func insert(_ id: String) -> Bool {
    let hash = TrayIndex.hash(id)
    for index in hashes.indices where hashes[index] == hash && TrayIndex.sameKey(ids[index], id) {
      return false
    }
    if ids.count == FCMRecentMessageIDs.capacity {
      ids.removeFirst()
      hashes.removeFirst()
    }
    ids.append(id)
    hashes.append(hash)
    return true
  }

  /// Forgets every id (the process ended: the queue is a static of the SDK's).
  mutating func removeAll() {
    ids.removeAll()
    hashes.removeAll()
  }
}
