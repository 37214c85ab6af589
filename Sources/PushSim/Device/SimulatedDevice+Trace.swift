/// How a device records what happens: trace events, compact or not, and calls to the app's
/// delegate methods, each recorded (or recorded as missed).
extension SimulatedDevice {
  /// Records an event for this device at the current time.
  func emit(_ name: String, _ fields: KeyValuePairs<String, JSONValue> = [:]) {
    trace.record(TraceEvent(time: now, device: id, name: name, fields: JSONObject(fields: fields)))
  }

  /// Records a per-push event (``TraceEventLayout``: its name and field names), with one value
  /// per field name in the same order, kept compact until the trace is read.
  func emit(
    _ layout: TraceEventLayout, _ v0: consuming JSONValue, _ v1: consuming JSONValue = .null,
    _ v2: consuming JSONValue = .null, _ v3: consuming JSONValue = .null, _ v4: consuming JSONValue = .null,
    _ v5: consuming JSONValue = .null
  ) {
    simulation.trace.record(
      time: now, device: traceNumber, layout: layout, v0, v1, v2, v3, v4, v5)
  }

  /// Records an event whose fields are already an object.
  func emit(_ name: String, fields: JSONObject) {
    trace.record(TraceEvent(time: now, device: id, name: name, fields: fields))
  }

  /// `push.received` with its fixed fields.
  func emitReceived(_ push: IncomingPush, rule: String) {
    emit(
      .received, .string(push.notificationID), .integer(Int64(push.size)),
      .string(push.dialect.rawValue), .string(push.kind.rawValue), .string(rule))
  }

  /// Calls a delegate method: records `delegate.<method>` and runs `call`, or records
  /// `delegate.missed` when the delegate is not registered.
  @discardableResult
  func callDelegate<T>(
    _ method: String, _ fields: KeyValuePairs<String, JSONValue> = [:], _ call: ((any PushDelegate)?) -> T?
  ) -> T? {
    callDelegate(method, fields: JSONObject(fields: fields), call)
  }

  /// ``callDelegate(_:_:_:)`` for a method whose only field is the notification's id: `event` is
  /// its event, `"delegate." + method`.
  @discardableResult
  func callDelegate<T>(
    _ method: String, event: TraceEventLayout, notification id: String, _ call: ((any PushDelegate)?) -> T?
  ) -> T? {
    guard delegateRegistered else {
      emitMissed(method, notification: .string(id))
      return nil
    }
    emit(event, .string(id))
    return call(delegate)
  }

  /// ``callDelegate(_:_:_:)`` with fields already in an object.
  @discardableResult
  func callDelegate<T>(_ method: String, fields: JSONObject, _ call: ((any PushDelegate)?) -> T?) -> T? {
    guard delegateRegistered else {
      emitMissed(method, notification: fields["notification"])
      return nil
    }
    trace.record(TraceEvent(time: now, device: id, name: "delegate." + method, fields: fields))
    return call(delegate)
  }

  /// The reason a delegate method does not run for want of a registered delegate: none at all
  /// (`noDelegate`), or one registered after the launch the push caused (`registeredAfterLaunch`).
  var delegateMissReason: String { registration == .none ? "noDelegate" : "registeredAfterLaunch" }

  /// Records `delegate.missed`: `method`, `reason`, then `notification` (the push's id; left out
  /// when `nil`, a callback that concerns no single push), then `extra` fields in their order.
  func emitMissed(
    _ method: String, reason: String? = nil, notification: JSONValue?, _ extra: KeyValuePairs<String, JSONValue> = [:]
  ) {
    var fields: JSONObject = ["method": .string(method), "reason": .string(reason ?? delegateMissReason)]
    if let notification { fields["notification"] = notification }
    for (key, value) in extra { fields[key] = value }
    emit("delegate.missed", fields: fields)
  }
}
