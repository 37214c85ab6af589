/// The OneSignal SDK's notification table on Android (`NotificationTable` in its database): one
/// row per notification it processed, which it uses to drop duplicates, count opens once, and
/// restore notifications after a reboot or a restart (R-A-21).
struct OneSignalNotificationStore: Sendable {
  /// One row.
  struct Row: Sendable {
    /// `custom.i`.
    var notificationId: String
    /// The id of the notification shown for it (the push's id).
    var shownID: String
    /// The push, to build the notification again on restore.
    var push: IncomingPush
    /// `grp`.
    var groupKey: String?
    /// The collapse id (`collapse_key`, unless `do_not_collapse`).
    var collapseId: String?
    /// The Android notification id the SDK posted it under (`android_notification_id`).
    var androidNotificationId: Int32
    /// When it was processed, UNIX seconds (`created_time`).
    var createdTime: Int64
    /// `google.sent_time` / 1000 + TTL (`expire_time`; on Android ``androidExpireTime(_:now:)``).
    var expireTime: Int64
    /// Whether a notification was shown for it; one that was not counts as dismissed.
    var displayed = false
    /// The user swiped it away (`dismissed`).
    var dismissed = false
    /// The user opened it (`opened`).
    var opened = false
  }

  /// A row's `expire_time` on Android, as `NotificationGenerationProcessor.saveNotification`
  /// computes it from the bundle with org.json, whatever the FCM SDK's `RemoteMessage` makes of
  /// the same keys: `optLong("google.sent_time", now in ms) / 1000 + optInt("google.ttl", 259200)`.
  /// A value `Double.parseDouble` cannot read takes the default (`"abc"`, `""`), one it can is
  /// truncated (`"1.5"` is 1, `"-5"` is -5); `hms.*` keys are not read here.
  ///
  /// - Parameters:
  ///   - data: the data map the device received.
  ///   - now: when the SDK processes the push, UNIX seconds.
  static func androidExpireTime(_ data: FCMDataMap, now: Int64) -> Int64 {
    let sent = data["google.sent_time"].flatMap { OrgJSON.integer(of: .string($0)) }.map { $0 / 1000 } ?? now
    let ttl = data["google.ttl"].flatMap { OrgJSON.integer(of: .string($0)) }.map { Int64(Int32(clamping: $0)) }
    return sent + (ttl ?? Int64(OSNotification.defaultTTL))
  }

  /// The rows, in the order processed.
  private(set) var rows: [Row] = []
  /// Row index by notification id and by shown id.
  private var byNotificationID: [String: Int] = [:]
  private var byShownID: [String: Int] = [:]

  /// Whether the SDK already processed this notification id.
  func contains(notificationId: String) -> Bool { byNotificationID[notificationId] != nil }

  /// The row of a shown notification.
  func row(shownID: String) -> Row? { byShownID[shownID].map { rows[$0] } }

  /// Where a shown notification's row stands in the order processed (the database's `_id`).
  func position(shownID: String) -> Int? { byShownID[shownID] }

  /// The row of a notification id.
  func row(notificationId: String) -> Row? { byNotificationID[notificationId].map { rows[$0] } }

  /// Adds a row.
  mutating func insert(_ row: Row) {
    byNotificationID[row.notificationId] = rows.count
    byShownID[row.shownID] = rows.count
    rows.append(row)
  }

  /// The Android notification id of the latest notification with this collapse id that is
  /// neither dismissed nor opened (`getAndroidIdFromCollapseKey`): a push with the same collapse
  /// id is posted under it, and so replaces it.
  func androidNotificationId(collapseId: String) -> Int32? {
    rows.last { $0.collapseId == collapseId && !$0.dismissed && !$0.opened && $0.androidNotificationId != 0 }?.androidNotificationId
  }

  /// Changes the row of a shown notification.
  mutating func update(shownID: String, _ change: (inout Row) -> Void) {
    guard let index = byShownID[shownID] else { return }
    change(&rows[index])
  }

  /// Changes every row posted under this Android notification id: a tap's `markAsConsumed`
  /// sets `opened` on all of them (`android_notification_id = ?`), the rows of a collapse id's
  /// earlier notifications included; a swipe's sets `dismissed`, as does the SDK's clearing to
  /// make room (`markAsDismissed`, on the rows not opened).
  mutating func update(androidNotificationId: Int32, _ change: (inout Row) -> Void) {
    for index in rows.indices where rows[index].androidNotificationId == androidNotificationId { change(&rows[index]) }
  }

  /// Marks dismissed every row but `shownID`'s posted under its Android notification id
  /// (`NotificationRepository.createNotification` with `shouldDismissIdenticals`, which
  /// `saveNotification` passes for a notification to display): a collapse id's new notification
  /// takes the Android id of the one shown with it (``androidNotificationId(collapseId:)``), so
  /// only the newest row with that id is left to restore, even when Android shed its post and
  /// the older one stays shown.
  mutating func dismissIdenticals(of shownID: String) {
    guard let index = byShownID[shownID] else { return }
    let androidID = rows[index].androidNotificationId
    for other in rows.indices where other != index && rows[other].androidNotificationId == androidID {
      rows[other].dismissed = true
    }
  }

  /// The group's rows the SDK lists for its summary (`listNotificationsForGroup`: `group_id`,
  /// neither dismissed nor opened, not a summary; PushSim keeps no summary rows), oldest first
  /// (the SDK lists them newest first, `_id DESC`). A row whose notification was never shown
  /// counts as dismissed. Whether the notification is shown now does not matter: after a
  /// reboot, before the restore, the rows of a group's notifications still count.
  /// - Parameter cleared: Android ids of rows to take for dismissed (those about to be cleared).
  func groupRows(_ group: String, cleared: Set<Int32> = []) -> [Row] {
    rows.filter {
      $0.groupKey == group && $0.displayed && !$0.dismissed && !$0.opened && !cleared.contains($0.androidNotificationId)
    }
  }

  /// Changes every row of a group, shown now or not: `markAsConsumed` for a summary's intent
  /// (`summary` set) matches the group alone, `group_id = ?` (`grp`), or `group_id IS NULL` for
  /// the groupless summary (`group` nil), whether the rows are dismissed, opened or waiting for
  /// a restore. A swipe of the summary sets `dismissed` on them, a tap `opened`
  /// (`clearGroupOnSummaryClick`, on by default).
  mutating func update(group: String?, _ change: (inout Row) -> Void) {
    for index in rows.indices where rows[index].groupKey == group { change(&rows[index]) }
  }

  /// Deletes the rows created before `unixTime` (`created_time < ?`:
  /// `NotificationRepository.deleteExpiredNotifications`, 4.x
  /// `OSNotificationDataController.cleanNotificationCache`), keeping the others in order.
  mutating func deleteRows(createdBefore unixTime: Int64) {
    guard rows.contains(where: { $0.createdTime < unixTime }) else { return }
    let kept = rows.filter { $0.createdTime >= unixTime }
    self = OneSignalNotificationStore()
    for row in kept { insert(row) }
  }

  /// The rows a restore brings back at `unixTime` (`NotificationQueryHelper`): shown once, not
  /// dismissed, not opened, created in the last 7 days, within their TTL, and not shown now.
  func restorable(at unixTime: Int64, shownIDs: Set<String>) -> [Row] {
    rows.filter { row in
      row.displayed && !row.dismissed && !row.opened
        && row.createdTime > unixTime - OneSignalRuntime.restoreWindowSeconds
        && row.expireTime > unixTime && !shownIDs.contains(row.shownID)
    }
  }
}
