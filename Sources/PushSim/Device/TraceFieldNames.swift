/// The field names of the trace events recorded for every push, as shared constant lists: an
/// event built from one of them and its values needs neither a dictionary literal nor a check
/// for repeated names (each list's names are distinct).
enum TraceFieldNames {
  /// `push.received`.
  static let received = ["id", "bytes", "dialect", "kind", "rule"]
  /// `push.warning`.
  static let warning = ["id", "reason", "message"]
  /// `notification.displayed`, before its optional `channel` and `attachments`.
  static let displayed = ["id", "tag", "title", "body", "restored"]
  /// `notification.displayed` with a `channel` (Android).
  static let displayedWithChannel = displayed + ["channel"]
  /// `notification.displayed` for a notification the FCM SDK built (Android): the channel, then
  /// what ``FCMNotificationAppearance`` adds.
  static let displayedByFCM = displayedWithChannel + appearance
  /// `notification.replaced` for a notification the FCM SDK built (Android).
  static let replacedByFCM = replaced + appearance
  /// What ``FCMNotificationAppearance`` adds to the two, each only when it has a value.
  static let appearance = ["icon", "color", "sound", "image"]
  /// `notification.replaced`, before its optional `interruptionLevel` (iOS).
  static let replaced = ["id", "tag", "replaced", "title", "body"]
  /// `badge`.
  static let badge = ["value"]
  /// `notification.removed`.
  static let removed = ["id", "reason"]
  /// ``TraceEventLayout/autogrouped``.
  static let autogrouped = ["group", "ids", "summaryPosted"]
  /// `delegate.onMessageReceived`: `data` is the message's `getData()`, in the payload's order.
  static let messageReceived = ["notification", "kind", "data"]
  /// Events whose only field is the notification's id (`delegate.didReceiveRemoteNotification`,
  /// `delegate.onNotificationReceived`).
  static let notification = ["notification"]
}
