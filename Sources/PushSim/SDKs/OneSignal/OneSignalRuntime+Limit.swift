/// OneSignal's own notification limit on Android (`NotificationLimitManager`): before it posts,
/// the SDK cancels its app's oldest notifications so that the shade keeps at most 49, one under
/// Android's 50 (``DeviceOptions/androidMaxNotificationsPerApp``).
extension OneSignalRuntime {
  /// `INotificationLimitManager.Constants.maxNumberOfNotifications`.
  static let maxNumberOfNotifications = 49
  /// The `notification.removed` reason of a notification the SDK cleared to make room.
  static let limitReason = "notificationLimit"

  /// `NotificationDisplayer.showNotification`: the room made (``makingRoom(for:_:context:)``),
  /// then the posts (``posting(_:_:restored:cleared:context:)``). The SDK marks the cleared
  /// notifications' rows dismissed before it builds the summary, so the summary does not count
  /// them.
  func showing(_ push: IncomingPush, _ notification: OSNotification, restored: Bool, context: SDKContext) -> [SDKEffect] {
    let room = makingRoom(for: push, notification, context: context)
    var cleared: Set<Int32> = []
    for case .makeRoom(let ids, _) in room {
      for id in ids { if let row = store.row(shownID: id) { cleared.insert(row.androidNotificationId) } }
    }
    return room + posting(push, notification, restored: restored, cleared: cleared, context: context)
  }

  /// `clearOldestOverLimitStandard(makeRoomFor)`, which `NotificationDisplayer.showNotification`
  /// calls with 1, or 2 for a notification in a group (its summary): a `grp`, or the groupless
  /// group when ``grouplessThreshold`` or more groupless notifications are shown (the displayer
  /// assigns the group before it counts the room). Every shown notification of the app counts
  /// (whoever posted it, summaries too), and the oldest that are not summaries go until there is
  /// room. Each is marked dismissed in the SDK's table (``removed(_:reason:context:)``), so a
  /// restore does not post it again. "Oldest" is by `Notification.when`
  /// (``notificationWhen(_:context:)``) in a `TreeMap` keyed by it, so notifications with the
  /// same `when` are one entry and only one of them can go for each post
  /// (``oldestByWhen(_:count:context:)``).
  func makingRoom(for push: IncomingPush, _ notification: OSNotification, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .android else { return [] }
    let shown = context.shown
    let inGroup = notification.groupKey != nil
      || grouplessShown(excluding: push.notification.id, context: context).count >= OneSignalRuntime.grouplessThreshold
    let toClear = shown.count - OneSignalRuntime.maxNumberOfNotifications + (inGroup ? 2 : 1)
    guard toClear >= 1 else { return [] }
    return [.makeRoom(ids: oldestByWhen(shown, count: toClear, context: context), reason: OneSignalRuntime.limitReason)]
  }

  /// The ids `clearOldestOverLimitStandard` cancels: at most `count` of the shown notifications
  /// that are not group summaries, by ascending `when`, one per distinct `when` (the SDK's
  /// `TreeMap<Long, Int>` keeps one Android id per key, the last one put). **Choice:** of
  /// notifications with the same `when`, the one posted last is the map's. The SDK puts them in
  /// the order `getActiveNotifications` lists them: on Android 7 the system's ranking, where
  /// the one posted last of a tie comes last; since Android 8 an `ArrayMap`'s values, in the
  /// order of the keys' hash codes, which PushSim does not model (docs/OneSignal.md).
  func oldestByWhen(_ shown: [DisplayedNotification], count: Int, context: SDKContext) -> [String] {
    var idByWhen: [Int64: String] = [:]
    for notification in shown where !notification.isGroupSummary {
      idByWhen[notificationWhen(notification, context: context)] = notification.id
    }
    return idByWhen.keys.sorted().prefix(count).compactMap { idByWhen[$0] }
  }

  /// `Notification.when` of a shown notification, UNIX milliseconds. The SDK's own are built with
  /// `setWhen(shownTimeStamp * 1000)` (`NotificationDisplayBuilder`): the second the bundle was
  /// processed (`NotificationBundleProcessor`), for a restored one its row's `created_time`
  /// (`NotificationRestoreProcessor`), so a restored notification is older than one received
  /// before the restore. Any other poster's is the one it set (``DisplayedNotification/when``:
  /// the FCM SDK's `gcm.n.event_time`), else the millisecond it was posted (the builder's
  /// default); Android keeps it when it reposts one into a bundle.
  func notificationWhen(_ notification: DisplayedNotification, context: SDKContext) -> Int64 {
    let epochMillis = context.options.clockEpochSeconds * 1000
    let postedMillis = epochMillis + notification.displayedAt.milliseconds
    guard notification.postedBySDK else { return notification.when ?? postedMillis }
    if let row = store.row(shownID: notification.id) { return row.createdTime * 1000 }
    // A notification the SDK posted without a row (an in-app message preview's): the second it was processed.
    let seconds = postedMillis >= 0 ? postedMillis / 1000 : (postedMillis - 999) / 1000
    return seconds * 1000
  }
}
