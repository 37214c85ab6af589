/// A trace event as ``Trace`` keeps it until its events are read: the field names are a shared
/// constant list of distinct names (``TraceFieldNames``) and up to six values are held inline.
///
/// Recording one costs no allocation: no values array, no `JSONObject`. Reading the trace turns
/// it into the ``TraceEvent`` the fields describe, the same as one built from
/// `JSONObject(uniqueKeys: names, values: values)`.
struct CompactTraceEvent {
  /// The most values an event holds inline.
  static let capacity = 6

  /// When it happened.
  var time: SimInstant
  /// The id of the device it happened on.
  var device: String
  /// The event name.
  var name: String
  /// The distinct field names, in order; one value per name.
  var names: [String]
  /// The values of the first six names (`.null` past `names.count`).
  var v0: JSONValue, v1: JSONValue, v2: JSONValue, v3: JSONValue, v4: JSONValue, v5: JSONValue

  /// Creates a record.
  ///
  /// - Precondition: `names` holds distinct names, at most ``capacity`` of them, and one value
  ///   is given for each.
  init(
    time: SimInstant, device: String, name: String, names: [String], _ v0: JSONValue, _ v1: JSONValue = .null,
    _ v2: JSONValue = .null, _ v3: JSONValue = .null, _ v4: JSONValue = .null, _ v5: JSONValue = .null
  ) {
    precondition(names.count <= CompactTraceEvent.capacity, "at most \(CompactTraceEvent.capacity) inline fields")
    self.time = time
    self.device = device
    self.name = name
    self.names = names
    (self.v0, self.v1, self.v2, self.v3, self.v4, self.v5) = (v0, v1, v2, v3, v4, v5)
  }

  /// The event it records.
  var event: TraceEvent {
    let all = [v0, v1, v2, v3, v4, v5]
    return TraceEvent(
      time: time, device: device, name: name, fields: JSONObject(uniqueKeys: names, values: Array(all.prefix(names.count))))
  }
}
