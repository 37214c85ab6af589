/// What an embedded SDK does with a push, as data the device carries out (and records).
public enum SDKEffect: Sendable, Equatable {
  /// Post a notification with this content.
  case display(PushNotification, tag: String?, channel: String?)
  /// Call the app's `onNotificationReceived` (the SDK's own received callback).
  case received
  /// Call the app's `onNotificationOpened(buttonIndex)`.
  case opened(buttonIndex: Int?)
  /// Remove the shown notifications that match.
  case closeNotifications(NotificationFilter)
  /// Record an action the SDK ran (`action.executed`), with what it changed.
  case action(type: String, parameters: JSONObject, result: String)
  /// Change the installation the SDK keeps (tags, properties, events, subscription).
  case installation(InstallationChange)
  /// Nothing reaches the app, for this reason (`push.dropped`).
  case drop(reason: String)

  public static func == (lhs: SDKEffect, rhs: SDKEffect) -> Bool {
    switch (lhs, rhs) {
    case (.display(let a, let t1, let c1), .display(let b, let t2, let c2)):
      a.id == b.id && a.title == b.title && a.body == b.body && t1 == t2 && c1 == c2
    case (.received, .received): true
    case (.opened(let a), .opened(let b)): a == b
    case (.closeNotifications(let a), .closeNotifications(let b)): a == b
    case (.action(let t1, let p1, let r1), .action(let t2, let p2, let r2)): t1 == t2 && p1 == p2 && r1 == r2
    case (.installation(let a), .installation(let b)): a == b
    case (.drop(let a), .drop(let b)): a == b
    default: false
    }
  }
}

/// Which shown notifications a `closeNotifications` action removes: every field it names must
/// match; `tags` matches any of them.
public struct NotificationFilter: Sendable, Equatable {
  /// Tags (any of them matches).
  public var tags: [String] = []
  /// The group (Android) or thread id (iOS).
  public var group: String?
  /// The category.
  public var category: String?
  /// The Android channel.
  public var channel: String?

  /// A filter; with nothing set it matches every notification.
  public init(tags: [String] = [], group: String? = nil, category: String? = nil, channel: String? = nil) {
    self.tags = tags
    self.group = group
    self.category = category
    self.channel = channel
  }

  /// Whether a shown notification matches.
  public func matches(_ notification: DisplayedNotification) -> Bool {
    if !tags.isEmpty, !tags.contains(where: { $0 == notification.tag }) { return false }
    if let group, notification.content.group != group { return false }
    if let category, notification.content.category != category { return false }
    if let channel, notification.channel != channel { return false }
    return true
  }
}

/// A change to the SDK's installation.
public enum InstallationChange: Sendable, Equatable {
  /// The action type that makes this change, for the trace (`addTag`, `trackEvent`, …).
  public var actionName: String {
    switch self {
    case .addTags: "addTag"
    case .removeTags: "removeTag"
    case .removeAllTags: "removeAllTags"
    case .setProperties: "updateInstallation"
    case .removeProperties: "removeProperty"
    case .trackEvent: "trackEvent"
    case .subscribe: "subscribeToNotifications"
    case .unsubscribe: "unsubscribeFromNotifications"
    }
  }

  /// The change's parameters, for the trace.
  public var parameters: JSONObject {
    switch self {
    case .addTags(let tags), .removeTags(let tags): ["tags": .array(tags.map(JSONValue.string))]
    case .removeProperties(let keys): ["keys": .array(keys.map(JSONValue.string))]
    case .setProperties(let values): ["properties": .object(values)]
    case .trackEvent(let type, let custom): ["event": .string(type), "custom": custom.map(JSONValue.object) ?? .null]
    case .removeAllTags, .subscribe, .unsubscribe: JSONObject()
    }
  }

  case addTags([String])
  case removeTags([String])
  case removeAllTags
  case setProperties(JSONObject)
  case removeProperties([String])
  case trackEvent(type: String, custom: JSONObject?)
  case subscribe
  case unsubscribe
}
