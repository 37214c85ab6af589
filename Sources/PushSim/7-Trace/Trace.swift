/// The ordered record of everything a simulation decided and called.
///
/// Several devices of one ``Simulation`` share one trace. Not thread-safe, like the rest of the
/// simulation core.
public final class Trace {
  /// The events: built, then the per-push ones recorded compactly and turned into
  /// ``TraceEvent``s when the events are read. (Written for every event: no dynamic exclusivity
  /// check, as for `SimulatedDevice`'s per-push properties.)
  @exclusivity(unchecked) private var log = TraceLog()

  /// Every event so far, in order.
  public var events: [TraceEvent] {
    log.buildPending()
    return log.built
  }

  /// An empty trace.
  public init() {}

  /// Appends an event.
  public func record(_ event: TraceEvent) { log.append(event) }

  /// The number a device's compact events are recorded under (the same for the same id).
  func number(ofDevice device: String) -> UInt32 { log.number(ofDevice: device) }

  /// Appends an event with constant field names (the per-push events), kept compact until read,
  /// for the device numbered `device` (``number(ofDevice:)``).
  func record(
    time: SimInstant, device: UInt32, layout: TraceEventLayout, _ v0: consuming JSONValue,
    _ v1: consuming JSONValue, _ v2: consuming JSONValue, _ v3: consuming JSONValue, _ v4: consuming JSONValue,
    _ v5: consuming JSONValue
  ) {
    log.append(time: time, device: device, layout: layout, v0, v1, v2, v3, v4, v5)
  }

  /// Appends a compact event whose layout ends in the FCM appearance's optional fields
  /// (``TraceEventLayout/displayedByFCM``, ``TraceEventLayout/replacedByFCM``): the values of
  /// its other fields (`.null` past the last), then the icon, colour, sound and image.
  func record(
    time: SimInstant, device: UInt32, layout: TraceEventLayout, _ v0: consuming JSONValue,
    _ v1: consuming JSONValue, _ v2: consuming JSONValue, _ v3: consuming JSONValue, _ v4: consuming JSONValue,
    _ v5: consuming JSONValue, icon: consuming JSONValue, color: consuming JSONValue, sound: consuming JSONValue,
    image: consuming JSONValue
  ) {
    log.append(
      time: time, device: device, layout: layout, v0, v1, v2, v3, v4, v5, icon: icon, color: color, sound: sound,
      image: image)
  }

  /// Appends a compact event whose last value is built when the trace is read
  /// (``TraceEventLayout/hasDeferredLastField``).
  func record(
    time: SimInstant, device: UInt32, layout: TraceEventLayout, _ v0: consuming JSONValue,
    _ v1: consuming JSONValue, deferred last: consuming TraceDeferredValue
  ) {
    log.append(time: time, device: device, layout: layout, v0, v1, deferred: last)
  }

  /// Appends a compact event (see ``record(time:device:layout:_:_:_:_:_:_:)``).
  func record(_ event: consuming CompactTraceEvent) {
    let device = log.number(ofDevice: event.device)
    log.append(
      time: event.time, device: device, layout: event.layout, event.v0, event.v1, event.v2, event.v3,
      event.v4, event.v5)
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
  public func removeAll() { log.removeAll() }
}
