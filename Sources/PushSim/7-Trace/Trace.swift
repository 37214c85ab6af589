/// The ordered record of everything a simulation decided and called.
///
/// Several devices of one ``Simulation`` share one trace. Not thread-safe, like the rest of the
/// simulation core.
public final class Trace {
  /// Every event so far, in order.
  public private(set) var events: [TraceEvent] = []

  /// An empty trace.
  public init() {}

  /// Appends an event.
  public func record(_ event: TraceEvent) { events.append(event) }

  /// The events of one device.
  public func events(of device: String) -> [TraceEvent] { events.filter { $0.device == device } }

  /// The events from index `start` on (an `expect` window).
  public func events(since start: Int) -> ArraySlice<TraceEvent> {
    events[min(start, events.count)...]
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
  public func removeAll() { events.removeAll() }
}
