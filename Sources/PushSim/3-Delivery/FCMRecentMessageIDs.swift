/// The FCM SDK's queue of the last ten message ids a live app process received (R-A-4): a
/// message whose id is among them is a duplicate delivery and is ignored.
///
/// Ids compare as the SDK compares them (Java's `String.equals`): scalar for scalar, not by
/// `String`'s canonical equivalence. Each id's hash is kept beside it, so a message is checked
/// against the queue with ten integer comparisons, and its id compared in full only on a match.
/// The queue is a ring: a new id overwrites the oldest in place, nothing moves.
struct FCMRecentMessageIDs: Sendable {
  /// How many ids the SDK keeps.
  static let capacity = 10

  /// The ids, in ring order: once the ring is full the oldest is at ``oldest``.
  private var ring: [String] = []
  /// ``TrayIndex/hash(_:)`` of each id, in the same positions.
  private var hashes: [Int] = []
  /// Where the next id goes once the ring is full (the oldest id's position).
  private var oldest = 0

  /// The ids, oldest first.
  var ids: [String] { Array(ring[oldest...] + ring[..<oldest]) }

  /// Adds `id` unless it is already queued; returns whether it was added (the oldest id leaves
  /// a full queue). `false` means a duplicate.
  mutating func insert(_ id: String) -> Bool {
    let hash = TrayIndex.hash(id)
    for index in hashes.indices where hashes[index] == hash && TrayIndex.sameKey(ring[index], id) {
      return false
    }
    if ring.count < FCMRecentMessageIDs.capacity {
      if ring.isEmpty {
        ring.reserveCapacity(FCMRecentMessageIDs.capacity)
        hashes.reserveCapacity(FCMRecentMessageIDs.capacity)
      }
      ring.append(id)
      hashes.append(hash)
    } else {
      ring[oldest] = id
      hashes[oldest] = hash
      oldest = oldest == FCMRecentMessageIDs.capacity - 1 ? 0 : oldest + 1
    }
    return true
  }

  /// Forgets every id (the process ended: the queue is a static of the SDK's).
  mutating func removeAll() {
    ring.removeAll(keepingCapacity: true)
    hashes.removeAll(keepingCapacity: true)
    oldest = 0
  }
}
