/// Which notifications an app's OneSignal foreground listener acts on (app key `onWillDisplay`
/// as an object: `{"preventDefault": {"additionalDataKey": "hold"}}`): the listener's own test
/// on the `OSNotification` it is handed, as an app writes
/// `if event.notification.additionalData?["hold"] != nil { event.preventDefault() }`.
public enum OSNotificationSelection: Sendable, Equatable {
  /// The notifications whose `additionalData` has this key (any value, `null` too).
  case additionalDataKey(String)
  /// The notifications whose OneSignal `notificationId` (`custom.i`) is one of these.
  case notificationIds([String])

  /// Whether the listener acts on `notification`.
  public func matches(_ notification: OSNotification) -> Bool {
    switch self {
    case .additionalDataKey(let key):
      return notification.additionalData?[key] != nil
    case .notificationIds(let ids):
      return notification.notificationId.map(ids.contains) ?? false
    }
  }
}
