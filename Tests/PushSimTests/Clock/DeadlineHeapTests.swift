import Testing

@testable import PushSim

struct DeadlineHeapTests {
  /// Entries come out sorted by `(deadline, sequence)` for seeded random inserts, and heap order holds after every change.
  @Test(arguments: 0..<20 as Range<UInt64>)
  func entriesComeOutSortedByDeadlineThenSequence(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    var heap = DeadlineHeap()
    var inserted: [DeadlineHeap.Entry] = []
    for sequence in 0..<300 as Range<UInt64> {
      // Few distinct deadlines, so that many entries tie on the deadline.
      let deadline = SimInstant(offset: .milliseconds(Int64.random(in: 0..<20, using: &generator)))
      let entry = DeadlineHeap.Entry(deadline: deadline, sequence: sequence)
      heap.insert(entry)
      inserted.append(entry)
      try heap.checkInvariants()
    }
    var popped: [DeadlineHeap.Entry] = []
    while let entry = heap.removeMin() {
      popped.append(entry)
      try heap.checkInvariants()
    }
    #expect(popped == inserted.sorted { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }, "seed \(seed)")
    #expect(heap.count == 0)
  }

  /// Entries with the same deadline come out in sequence order (FIFO).
  @Test func equalDeadlinesComeOutInSequenceOrder() {
    var heap = DeadlineHeap()
    for sequence in [UInt64(4), 2, 9, 0, 7] {
      heap.insert(DeadlineHeap.Entry(deadline: .zero, sequence: sequence))
    }
    var sequences: [UInt64] = []
    while let entry = heap.removeMin() { sequences.append(entry.sequence) }
    #expect(sequences == [0, 2, 4, 7, 9])
  }

  /// `removeAll(where:)` drops the matching entries and leaves a valid heap of the rest.
  @Test func removeAllKeepsHeapOrder() throws {
    var generator = SplitMix64(seed: 7)
    var heap = DeadlineHeap()
    for sequence in 0..<200 as Range<UInt64> {
      let deadline = SimInstant(offset: .seconds(Int64.random(in: 0..<50, using: &generator)))
      heap.insert(DeadlineHeap.Entry(deadline: deadline, sequence: sequence))
    }
    heap.removeAll { $0.sequence % 3 != 0 }
    try heap.checkInvariants()
    #expect(heap.count == 67)
    var previous: DeadlineHeap.Entry?
    while let entry = heap.removeMin() {
      #expect(entry.sequence % 3 == 0)
      if let previous { #expect(previous < entry) }
      previous = entry
    }
  }

  /// An empty heap has no minimum and removing from it returns `nil`.
  @Test func emptyHeapHasNoMinimum() {
    var heap = DeadlineHeap()
    #expect(heap.min == nil)
    #expect(heap.removeMin() == nil)
    heap.insert(DeadlineHeap.Entry(deadline: .zero, sequence: 1))
    #expect(heap.removeMin()?.sequence == 1)
    #expect(heap.min == nil)
  }
}
