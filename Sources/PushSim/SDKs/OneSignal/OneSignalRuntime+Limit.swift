/// OneSignal's own notification limit on Android (`NotificationLimitManager`): before it posts,
/// the SDK cancels its app's oldest notifications so that the shade keeps at most 49, one under
/// Android's 50 (``DeviceOptions/androidMaxNotificationsPerApp``).
extension OneSignalRuntime {
  /// `INotificationLimitManager.Constants.maxNumberOfNotifications`.
  static let maxNumberOfNotifications = 49
  /// The `notification.removed` reason of a notification the SDK cleared to make room.
  static let limitReason = "notificationLimit"

  /// `clearOldestOverLimitStandard(makeRoomFor)`, which `NotificationDisplayer` calls with 1, or
  /// 2 for a notification in a group (its summary): every shown notification of the app counts
  /// (whoever posted it, summaries too), and the oldest that are not summaries go until there is
  /// room. Each is marked dismissed in the SDK's table (``removed(_:reason:context:)``), so a
  /// restore does not post it again. **Choice:** the oldest by posting order; the SDK sorts by
  /// `Notification.when` in a map keyed by it, where two posted in the same millisecond would
  /// count once (docs/OneSignal.md).
  func makingRoom(for notification: OSNotification, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .android else { return [] }
    let shown = context.shown
    let toClear = shown.count - OneSignalRuntime.maxNumberOfNotifications + (notification.groupKey == nil ? 1 : 2)
    guard toClear >= 1 else { return [] }
    let oldest = shown.lazy.filter { !$0.isGroupSummary }.prefix(toClear).map(\.id)
    return [.makeRoom(ids: Array(oldest), reason: OneSignalRuntime.limitReason)]
  }
}
