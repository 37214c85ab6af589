/// A per-push trace event in compact form: its name and field names are one byte
/// (``TraceEventLayout``), with up to six values.
///
/// ``Trace/record(_:)-(CompactTraceEvent)`` takes one apart as the devices' per-push events are
/// recorded (``TraceLog``: a plain record, the values kept in order apart); reading the trace
/// turns it into ``event``, the ``TraceEvent`` built from
/// `JSONObject(uniqueKeys: layout.names, values: values)`.
struct CompactTraceEvent {
  /// The most values an event holds inline.
  static let capacity = 6

  /// When it happened.
  var time: SimInstant
  /// The id of the device it happened on.
  var device: String
  /// The event name and field names.
  var layout: TraceEventLayout
  /// The values of the layout's names, in order (`.null` past the last name).
  var v0: JSONValue, v1: JSONValue, v2: JSONValue, v3: JSONValue, v4: JSONValue, v5: JSONValue

  /// Creates a record.
  ///
  /// - Precondition: one value is given for each of the layout's names (at most ``capacity``:
  ///   not ``TraceEventLayout/displayedByFCM``, which the device records into the log itself).
  init(
    time: SimInstant, device: String, layout: TraceEventLayout, _ v0: JSONValue, _ v1: JSONValue = .null,
    _ v2: JSONValue = .null, _ v3: JSONValue = .null, _ v4: JSONValue = .null, _ v5: JSONValue = .null
  ) {
    self.time = time
    self.device = device
    self.layout = layout
    (self.v0, self.v1, self.v2, self.v3, self.v4, self.v5) = (v0, v1, v2, v3, v4, v5)
  }

  /// The event it records.
  var event: TraceEvent {
    let names = layout.names
    let all = [v0, v1, v2, v3, v4, v5]
    return TraceEvent(
      time: time, device: device, name: layout.name,
      fields: JSONObject(uniqueKeys: names, values: Array(all.prefix(names.count))))
  }
}
