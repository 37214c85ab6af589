/// What an SDK knows about the app's installation and changes through actions: tags,
/// properties, tracked events and the subscription. A test or a scenario inspects it.
public struct SDKInstallation: Sendable, Equatable {
  /// The tags, sorted.
  public private(set) var tags: [String] = []
  /// Custom properties.
  public private(set) var properties = JSONObject()
  /// Events tracked, in order.
  public private(set) var events: [JSONObject] = []
  /// Whether the installation is subscribed to notifications.
  public private(set) var subscribed = true

  /// A fresh installation.
  public init() {}

  /// Applies a change; returns a short description of the result for the trace.
  @discardableResult
  public mutating func apply(_ change: InstallationChange) -> String {
    switch change {
    case .addTags(let added):
      tags = Array(Set(tags).union(added)).sorted()
      return "tags: " + tags.joined(separator: ",")
    case .removeTags(let removed):
      tags = tags.filter { !removed.contains($0) }
      return "tags: " + tags.joined(separator: ",")
    case .removeAllTags:
      tags = []
      return "tags: "
    case .setProperties(let values):
      for (key, value) in values { properties[key] = value }
      return "properties: \(properties.count)"
    case .addPropertyValues(let values):
      for (key, value) in values {
        var list: [JSONValue]
        switch properties[key] {
        case .array(let items)?: list = items
        case nil, .null?: list = []
        case let single?: list = [single]
        }
        let added: [JSONValue]
        if case .array(let items) = value { added = items } else { added = [value] }
        for item in added where !list.contains(item) { list.append(item) }
        properties[key] = .array(list)
      }
      return "properties: \(properties.count)"
    case .incrementProperty(let key, let amount):
      let current = properties[key]?.int64Value ?? 0
      properties[key] = .integer(current &+ amount)
      return "\(key): \(current &+ amount)"
    case .removeProperties(let keys):
      for key in keys { properties[key] = nil }
      return "properties: \(properties.count)"
    case .trackEvent(let type, let custom):
      var event: JSONObject = ["type": .string(type)]
      if let custom { event["custom"] = .object(custom) }
      events.append(event)
      return "events: \(events.count)"
    case .trackInternalEvent(let type, let data):
      events.append(["type": .string(type), "data": .object(data)])
      return "events: \(events.count)"
    case .resync(let installation, let reset):
      if reset {
        tags = []
        properties = JSONObject()
      }
      if let installation {
        let custom = installation["custom"]?.objectValue ?? installation
        for (key, value) in custom { properties[key] = value }
      }
      return "resynced: properties: \(properties.count)"
    case .subscribe:
      subscribed = true
      return "subscribed"
    case .unsubscribe:
      subscribed = false
      return "unsubscribed"
    }
  }
}
