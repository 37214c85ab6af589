extension WonderPushNotification {
  /// What a `closeNotifications` action matches. A notification is removed when it matches every
  /// field given (`NotificationManager.handleCloseNotifications` on Android, `WPAction` on iOS).
  public struct CloseNotificationsFilter: Sendable, Equatable {
    /// The fields to match and the value each must have. Android: `tag`, `group`, `category`,
    /// `channel`, `sortKey` when the action has the key; a `nil` value (the key is `null`)
    /// matches only notifications without that field. iOS: `category`, `threadId`,
    /// `targetContentId` when they are strings; `""` for `category` or `threadId` matches the
    /// notifications without one (`UNNotificationContent` gives `""` for a missing one).
    public var fields: [String: String?]
    /// iOS: `tags` followed by `tag`, as `WPAction` merges them; the SDK matches only the first
    /// against the notification's request identifier (`followUp.tags.firstObject`).
    public var tags: [String]
    /// Android: extras the notification must carry with the same values.
    public var extras: JSONObject?

    /// Creates a filter.
    ///
    /// - Parameters:
    ///   - fields: The fields to match.
    ///   - tags: iOS: the identifiers to match.
    ///   - extras: Android: the extras to match.
    public init(fields: [String: String?] = [:], tags: [String] = [], extras: JSONObject? = nil) {
      self.fields = fields
      self.tags = tags
      self.extras = extras
    }

    /// Whether nothing narrows the match: every notification of the app is removed.
    public var matchesEverything: Bool { fields.isEmpty && tags.isEmpty && (extras?.isEmpty ?? true) }
  }
}
