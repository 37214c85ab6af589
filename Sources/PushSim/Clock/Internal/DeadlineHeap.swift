/// A binary min-heap of scheduler entries keyed by `(deadline, sequence)`.
///
/// The sequence number breaks ties, so entries with the same deadline come
/// out in insertion order (FIFO) and the order never depends on luck.
struct DeadlineHeap: Sendable {
  /// The key of one scheduled task.
  struct Entry: Comparable, Sendable {
    var deadline: SimInstant
    var sequence: UInt64

    static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence)
    }
  }

  /// The entries in heap order: each one sorts at or after its parent.
  private(set) var entries: [Entry] = []

  var count: Int { entries.count }

  /// The smallest entry. O(1).
  var min: Entry? { entries.first }

  /// Adds an entry. O(log n).
  mutating func insert(_ entry: Entry) {
    entries.append(entry)
    siftUp(from: entries.count - 1)
  }

  /// Removes and returns the smallest entry. O(log n).
  @discardableResult
  mutating func removeMin() -> Entry? {
    guard let last = entries.popLast() else { return nil }
    guard let first = entries.first else { return last }
    entries[0] = last
    siftDown(from: 0)
    return first
  }

  /// Removes every entry that matches, then restores heap order. O(n).
  mutating func removeAll(where shouldRemove: (Entry) -> Bool) {
    entries.removeAll(where: shouldRemove)
    for index in stride(from: entries.count / 2 - 1, through: 0, by: -1) {
      siftDown(from: index)
    }
  }

  /// Checks that every entry sorts at or after its parent.
  func checkInvariants() throws(InvariantViolation) {
    for index in entries.indices.dropFirst() {
      let parent = (index - 1) / 2
      if entries[index] < entries[parent] {
        throw InvariantViolation(
          "heap order broken: entry \(index) \(entries[index]) sorts before its parent \(parent) \(entries[parent])"
        )
      }
    }
  }

  private mutating func siftUp(from start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[child] < entries[parent] else { return }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < entries.count, entries[left] < entries[smallest] { smallest = left }
      if right < entries.count, entries[right] < entries[smallest] { smallest = right }
      guard smallest != parent else { return }
      entries.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
