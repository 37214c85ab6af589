/// Append-only storage in fixed-size chunks, read back in order: a trace grows to millions of
/// records without ever moving what it holds (a single array would copy everything each time it
/// doubled).
struct TraceChunks<Element> {
  /// Full chunks, before `last` (each filled to its capacity, `chunkSize` or a little more).
  private var full: [[Element]] = []
  /// The number of elements in `full`.
  private var fullCount = 0
  /// The chunk being filled, up to `chunkSize` elements.
  private var last: [Element] = []
  /// The number of elements a chunk has room for, at least.
  let chunkSize: Int

  /// Empty storage whose chunks hold `chunkSize` elements.
  init(chunkSize: Int) {
    precondition(chunkSize > 0, "a chunk holds at least one element")
    self.chunkSize = chunkSize
  }

  /// Whether nothing was appended since the storage was last emptied.
  var isEmpty: Bool { last.isEmpty && full.isEmpty }

  /// The number of elements.
  var count: Int { fullCount + last.count }

  /// Appends an element, starting a new chunk when the last one is full.
  @inline(__always)
  mutating func append(_ element: consuming Element) {
    if last.count == last.capacity { startChunk() }
    last.append(element)
  }

  /// Moves the full last chunk (if any) to `full` and gives `last` room for a chunk.
  @inline(never)
  private mutating func startChunk() {
    if !last.isEmpty {
      fullCount += last.count
      full.append(last)
      last = []
    }
    last.reserveCapacity(chunkSize)
  }

  /// Forgets every element.
  mutating func removeAll() {
    full = []
    fullCount = 0
    last = []
  }
}

extension TraceChunks: Sequence {
  /// The elements in the order appended, chunk after chunk (no copy of them).
  func makeIterator() -> FlattenSequence<[[Element]]>.Iterator {
    (full + [last]).joined().makeIterator()
  }
}
