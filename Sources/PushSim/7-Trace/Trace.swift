/// The ordered record of everything a simulation decided and called.
///
/// Several devices of one ``Simulation`` share one trace. Not thread-safe, like the rest of the
/// simulation core.
public final class Trace {
  /// The events up to the first one still kept compact.
  private var built: [TraceEvent] = []
  /// The events recorded after `built`, the per-push ones compactly, turned into
  /// ``TraceEvent``s when the events are read: full chunks, then `pending`.
  private var pendingChunks: [[TraceRecord]] = []
  /// The latest events recorded after `built`, up to `chunkSize` (the trace grows by chunks,
  /// never copying what it holds).
  private var pending: [TraceRecord] = []
  /// The number of records in a chunk.
  private static let chunkSize = 256

  /// Every event so far, in order.
  public var events: [TraceEvent] {
    buildPending()
    return built
  }

  /// An empty trace.
  public init() {}

  /// Appends an event.
  public func record(_ event: TraceEvent) {
    if pending.isEmpty && pendingChunks.isEmpty {
      built.append(event)
    } else {
      append(.built(event))
    }
  }

  /// Appends an event with constant field names (the per-push events), kept compact until read.
  func record(
    time: SimInstant, device: String, name: String, names: [String], _ v0: consuming JSONValue,
    _ v1: consuming JSONValue, _ v2: consuming JSONValue, _ v3: consuming JSONValue, _ v4: consuming JSONValue,
    _ v5: consuming JSONValue
  ) {
    append(.compact(CompactTraceEvent(time: time, device: device, name: name, names: names, v0, v1, v2, v3, v4, v5)))
  }

  /// Appends a compact event (see ``record(time:device:name:names:_:_:_:_:_:_:)``).
  func record(_ event: consuming CompactTraceEvent) { append(.compact(event)) }

  /// Appends a record to `pending`, starting a new chunk when it is full.
  private func append(_ record: consuming TraceRecord) {
    if pending.count == Trace.chunkSize {
      pendingChunks.append(pending)
      pending = []
    }
    if pending.isEmpty { pending.reserveCapacity(Trace.chunkSize) }
    pending.append(record)
  }

  /// Moves the pending events, in order, to `built`.
  private func buildPending() {
    guard !pending.isEmpty else { return }
    built.reserveCapacity(built.count + pendingChunks.count * Trace.chunkSize + pending.count)
    for chunk in pendingChunks + [pending] {
      for record in chunk {
        switch record {
        case .built(let event): built.append(event)
        case .compact(let event): built.append(event.event)
        }
      }
    }
    pendingChunks = []
    pending = []
  }

  /// The events of one device.
  public func events(of device: String) -> [TraceEvent] { events.filter { $0.device == device } }

  /// The events from index `start` on (an `expect` window).
  public func events(since start: Int) -> ArraySlice<TraceEvent> {
    let events = events
    return events[min(start, events.count)...]
  }

  /// The trace as JSON lines, each ending in a newline.
  public func jsonLines() -> String {
    var text = ""
    for event in events {
      text += event.jsonLine
      text += "\n"
    }
    return text
  }

  /// Forgets every event.
  public func removeAll() {
    built.removeAll()
    pendingChunks = []
    pending = []
  }
}
