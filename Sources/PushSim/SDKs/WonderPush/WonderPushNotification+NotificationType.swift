extension WonderPushNotification {
  /// The `_wp.type` of a WonderPush notification, as the SDKs' `NotificationModel.Type` names it:
  /// what the SDK shows after the notification is opened (`text`, `html`, `map`, `url` are in-app
  /// messages), or `data` for a push that is never shown.
  ///
  /// A struct rather than an enum so that a type unknown to the SDK can be kept as sent.
  public struct NotificationType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name in the payload.
    public var rawValue: String
    /// Creates a type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A notification that opens the app (or its `targetUrl`).
    public static let simple = NotificationType(rawValue: "simple")
    /// A data push: the SDK never displays it (silent).
    public static let data = NotificationType(rawValue: "data")
    /// A notification followed by an in-app text dialog.
    public static let text = NotificationType(rawValue: "text")
    /// A notification followed by an in-app HTML page.
    public static let html = NotificationType(rawValue: "html")
    /// A notification followed by an in-app map.
    public static let map = NotificationType(rawValue: "map")
    /// A notification followed by an in-app web page.
    public static let url = NotificationType(rawValue: "url")

    /// The types the SDKs know, in their declaration order.
    public static let known: [NotificationType] = [.simple, .data, .text, .html, .map, .url]

    /// Whether the SDKs know this type.
    public var isKnown: Bool { NotificationType.known.contains(self) }

    /// The name.
    public var description: String { rawValue }
  }
}
