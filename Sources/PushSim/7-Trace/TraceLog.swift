/// The storage of a ``Trace``: the events built so far, then the records still pending (the
/// per-push events kept compact until the trace is read).
///
/// One value, so that recording an event is one access to the trace's storage. The pending
/// records are plain data; a compact event's values follow each other in `values` (as many as
/// its layout has field names) and its device is a number in `devices`.
struct TraceLog {
  /// The events up to the first record still pending.
  private(set) var built: [TraceEvent] = []
  /// The pending records, in the order recorded.
  private var records = TraceChunks<TraceRecord>(chunkSize: 512)
  /// The values of the pending compact events, in order.
  private var values = TraceChunks<JSONValue>(chunkSize: 1024)
  /// The last value of each pending compact event whose layout defers it
  /// (``TraceEventLayout/hasDeferredLastField``), in order.
  private var deferred = TraceChunks<TraceDeferredValue>(chunkSize: 256)
  /// The pending events recorded whole, in order.
  private var whole: [TraceEvent] = []
  /// The devices of compact events, by number (kept when the events are forgotten: devices
  /// hold their numbers).
  private(set) var devices: [String] = []

  /// The number of `device` among the devices of compact events, added when new.
  mutating func number(ofDevice device: String) -> UInt32 {
    if let index = devices.firstIndex(of: device) { return UInt32(index) }
    devices.append(device)
    return UInt32(devices.count - 1)
  }

  /// Appends an event built whole, after the pending records.
  mutating func append(_ event: TraceEvent) {
    if records.isEmpty {
      built.append(event)
    } else {
      records.append(TraceRecord(time: event.time, device: TraceRecord.whole, layout: .received))
      whole.append(event)
    }
  }

  /// Appends a compact event of device number `device` (``number(ofDevice:)``): one value for
  /// each of the layout's field names, in order (the values past the last name are `.null` and
  /// are not kept).
  mutating func append(
    time: SimInstant, device: UInt32, layout: TraceEventLayout, _ v0: consuming JSONValue,
    _ v1: consuming JSONValue, _ v2: consuming JSONValue, _ v3: consuming JSONValue, _ v4: consuming JSONValue,
    _ v5: consuming JSONValue
  ) {
    precondition(Int(device) < devices.count, "device \(device) has no number in this trace")
    records.append(TraceRecord(time: time, device: device, layout: layout))
    if layout.hasDeferredLastField {
      precondition(layout.fieldCount == 3, "\(layout) defers its third value")
      values.append(v0)
      values.append(v1)
      deferred.append(.value(v2))
      return
    }
    appendValues(count: layout.fieldCount, v0, v1, v2, v3, v4, v5)
  }

  /// Appends a compact event whose third and last value is built when the trace is read
  /// (``TraceEventLayout/hasDeferredLastField``).
  mutating func append(
    time: SimInstant, device: UInt32, layout: TraceEventLayout, _ v0: consuming JSONValue,
    _ v1: consuming JSONValue, deferred last: consuming TraceDeferredValue
  ) {
    precondition(layout.hasDeferredLastField && layout.fieldCount == 3, "\(layout) does not defer its third value")
    precondition(Int(device) < devices.count, "device \(device) has no number in this trace")
    records.append(TraceRecord(time: time, device: device, layout: layout))
    values.append(v0)
    values.append(v1)
    deferred.append(last)
  }

  /// Appends the first `count` of six values to `values`.
  @inline(__always)
  private mutating func appendValues(
    count: Int, _ v0: consuming JSONValue, _ v1: consuming JSONValue, _ v2: consuming JSONValue,
    _ v3: consuming JSONValue, _ v4: consuming JSONValue, _ v5: consuming JSONValue
  ) {
    values.append(v0)
    if count > 1 { values.append(v1) }
    if count > 2 { values.append(v2) }
    if count > 3 { values.append(v3) }
    if count > 4 { values.append(v4) }
    if count > 5 { values.append(v5) }
  }

  /// Appends a compact event whose layout ends in optional fields (``TraceEventLayout/optionalTrailingFields``,
  /// the FCM appearance's four): the values of its other fields (`.null` past the last), then
  /// those four, `icon`, `color`, `sound` and `image` (`.null` for none).
  mutating func append(
    time: SimInstant, device: UInt32, layout: TraceEventLayout, _ v0: consuming JSONValue,
    _ v1: consuming JSONValue, _ v2: consuming JSONValue, _ v3: consuming JSONValue, _ v4: consuming JSONValue,
    _ v5: consuming JSONValue, icon: consuming JSONValue, color: consuming JSONValue, sound: consuming JSONValue,
    image: consuming JSONValue
  ) {
    precondition(layout.optionalTrailingFields == 4, "\(layout) does not end in the appearance's fields")
    precondition(Int(device) < devices.count, "device \(device) has no number in this trace")
    records.append(TraceRecord(time: time, device: device, layout: layout))
    appendValues(count: layout.fieldCount - 4, v0, v1, v2, v3, v4, v5)
    values.append(icon)
    values.append(color)
    values.append(sound)
    values.append(image)
  }

  /// Moves the pending records, in order, to `built` as events.
  mutating func buildPending() {
    guard !records.isEmpty else { return }
    // No reserveCapacity here: called after every step, an exact reservation would move the
    // whole trace each time (quadratic over a long scenario); appending grows it geometrically.
    var pendingValues = values.makeIterator()
    var pendingDeferred = deferred.makeIterator()
    var nextWhole = 0
    records.forEach { record in
      if record.device == TraceRecord.whole {
        built.append(whole[nextWhole])
        nextWhole += 1
        return
      }
      let layout = record.layout
      var fieldValues: [JSONValue] = []
      fieldValues.reserveCapacity(layout.fieldCount)
      let defers = layout.hasDeferredLastField
      for _ in 0..<(defers ? layout.fieldCount - 1 : layout.fieldCount) {
        guard let value = pendingValues.next() else { preconditionFailure("the trace lost a compact event's values") }
        fieldValues.append(value)
      }
      if defers {
        guard let last = pendingDeferred.next() else { preconditionFailure("the trace lost a compact event's last value") }
        fieldValues.append(last.jsonValue)
      }
      var names = layout.names
      let required = layout.fieldCount - layout.optionalTrailingFields
      if required < fieldValues.count {
        // The optional trailing fields are written only when they have a value.
        for position in (required..<fieldValues.count).reversed() where fieldValues[position] == .null {
          names.remove(at: position)
          fieldValues.remove(at: position)
        }
      }
      built.append(TraceEvent(
        time: record.time, device: devices[Int(record.device)], name: layout.name,
        fields: JSONObject(uniqueKeys: names, values: fieldValues)))
    }
    records.removeAll()
    values.removeAll()
    deferred.removeAll()
    whole = []
  }

  /// Forgets every event.
  mutating func removeAll() {
    built = []
    records.removeAll()
    values.removeAll()
    deferred.removeAll()
    whole = []
  }
}
