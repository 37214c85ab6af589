/// The storage of a ``Trace``: the events built so far, then the records still pending (the
/// per-push events kept compact), in chunks.
///
/// One value, so that recording an event is one access to the trace's storage.
struct TraceLog {
  /// The events up to the first record still pending.
  private(set) var built: [TraceEvent] = []
  /// Full chunks of pending records, before `pending`.
  private var chunks: [[TraceRecord]] = []
  /// The latest pending records, up to `chunkSize` (the log grows by chunks, never copying
  /// what it holds).
  private var pending: [TraceRecord] = []
  /// The number of records in a chunk.
  private static let chunkSize = 256

  /// Appends an event built whole, after the pending records.
  mutating func append(_ event: TraceEvent) {
    if pending.isEmpty {
      built.append(event)
    } else {
      append(record: .built(event))
    }
  }

  /// Appends a record, starting a new chunk when `pending` is full.
  mutating func append(record: consuming TraceRecord) {
    if pending.count == TraceLog.chunkSize {
      chunks.append(pending)
      pending = []
    }
    if pending.isEmpty { pending.reserveCapacity(TraceLog.chunkSize) }
    pending.append(record)
  }

  /// Moves the pending records, in order, to `built` as events.
  mutating func buildPending() {
    guard !pending.isEmpty else { return }
    built.reserveCapacity(built.count + chunks.count * TraceLog.chunkSize + pending.count)
    for chunk in chunks + [pending] {
      for record in chunk {
        switch record {
        case .built(let event): built.append(event)
        case .compact(let event): built.append(event.event)
        }
      }
    }
    chunks = []
    pending = []
  }

  /// Forgets every event.
  mutating func removeAll() {
    built = []
    chunks = []
    pending = []
  }
}
