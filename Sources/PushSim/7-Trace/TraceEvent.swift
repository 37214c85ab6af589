/// One recorded decision or callback: what happened, on which device, at which virtual time.
///
/// The vocabulary is SCENARIOS.md's (`push.received`, `notification.displayed`,
/// `delegate.onNotificationOpened`, …). Fields keep a fixed order per event name, so a trace
/// printed as JSON lines is byte-identical from run to run.
public struct TraceEvent: Sendable, Equatable, CustomStringConvertible {
  /// When it happened.
  public var time: SimInstant
  /// The id of the device it happened on.
  public var device: String
  /// The event name, such as `notification.displayed`.
  public var name: String
  /// The event's fields, in their fixed order.
  public var fields: JSONObject

  /// Creates an event.
  public init(time: SimInstant, device: String, name: String, fields: JSONObject = JSONObject()) {
    self.time = time
    self.device = device
    self.name = name
    self.fields = fields
  }

  /// The value of a field (`t`, `device` and `event` included).
  public subscript(field: String) -> JSONValue? {
    switch field {
    case "t": .integer(time.milliseconds)
    case "device": .string(device)
    case "event": .string(name)
    default: fields[field]
    }
  }

  /// The event as a JSON object: `t`, `device`, `event`, then the fields.
  public var jsonValue: JSONValue {
    var object = JSONObject()
    object["t"] = .integer(time.milliseconds)
    object["device"] = .string(device)
    object["event"] = .string(name)
    for (key, value) in fields { object[key] = value }
    return .object(object)
  }

  /// One trace line: `{"t":0,"device":"phone","event":"push.received",…}`.
  public var jsonLine: String { jsonValue.serialized() }

  /// The JSON line.
  public var description: String { jsonLine }
}
