/// What OneSignal's click listener gets (`INotificationClickListener.onClick(event)` on Android,
/// `OSNotificationClickListener` on iOS): the notification and the click's result.
public struct OSNotificationClickEvent: Sendable, Equatable {
  /// The notification opened (for an Android group summary, with ``OSNotification/groupedNotifications``).
  public var notification: OSNotification
  /// The click: the button's `actionId` and the launch URL.
  public var result: OSNotificationClickResult
  /// The same click as OneSignal's earlier `OSNotificationAction` (`Opened` or `ActionTaken`).
  public var action: OSNotificationAction {
    OSNotificationAction(type: result.actionId == nil ? .opened : .actionTaken, actionId: result.actionId)
  }

  /// Creates an event.
  public init(notification: OSNotification, result: OSNotificationClickResult) {
    self.notification = notification
    self.result = result
  }
}

/// `INotificationClickResult` / `OSNotificationClickResult`: which button, which URL.
public struct OSNotificationClickResult: Sendable, Equatable {
  /// The tapped button's id; `nil` for the notification itself.
  public var actionId: String?
  /// The URL the click opens (the button's or the notification's launch URL).
  public var url: String?

  /// Creates a result.
  public init(actionId: String?, url: String?) {
    self.actionId = actionId
    self.url = url
  }
}
