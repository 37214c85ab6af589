/// OneSignal's own bundle for notifications without `grp` (Android 7.0+; PushSim's Android has
/// channels, so 8.0+): `NotificationDisplayer.showNotification` counts the app's shown
/// notifications that have no group, or the groupless group, and are not summaries
/// (`NotificationHelper.getActiveGrouplessNotifications`, whoever posted them). When it is about
/// to show one more without `grp` and counts ``grouplessThreshold`` or more, it posts them all
/// again in group ``grouplessGroup`` (`assignGrouplessNotifications`, `setOnlyAlertOnce`),
/// posts the new one in that group too, and posts a summary "N new messages"
/// (`SummaryNotificationDisplayer.createGrouplessSummaryNotification`, Android id
/// ``grouplessSummaryAndroidID``). Being in a group of the app's, those notifications leave
/// Android's own bundle (R-A-24, ``AndroidAutoGroup``).
extension OneSignalRuntime {
  /// The group key (`NotificationHelper.GROUPLESS_SUMMARY_KEY`).
  static let grouplessGroup = "os_group_undefined"
  /// The Android notification id of its summary (`NotificationHelper.GROUPLESS_SUMMARY_ID`).
  static let grouplessSummaryAndroidID: Int32 = -718_463_522
  /// How many shown notifications without a group make the SDK bundle them with the next one
  /// ("3 or more active groupless exist": the fourth is bundled).
  static let grouplessThreshold = 3

  /// What the SDK posts to show a notification: the notification, then its `grp`'s summary (a
  /// copy of it for the group's first; for a restored one, ``restoredSummary(for:request:)``), or, for
  /// one without `grp` (restored or not) when ``grouplessThreshold`` or
  /// more such notifications are shown, the shown ones reposted in ``grouplessGroup``, the
  /// notification in that group, and the group's summary. The SDK posts a summary just before
  /// the notification, on its channel; PushSim records it after, and an "N new messages"
  /// summary on the SDK's default channel, for `grp` as for the groupless group.
  /// `cleared`: the Android ids of the rows of the notifications cleared to make room for it.
  func posting(
    _ push: IncomingPush, _ notification: OSNotification, restored: Bool, cleared: Set<Int32>, context: SDKContext
  ) -> [SDKEffect] {
    var request = display(push, notification, restored: restored, context: context)
    if notification.groupKey != nil {
      return [.display(request)]
        + (restored
          ? restoredSummary(for: notification, request: request, cleared: cleared)
          : summary(adding: push, notification, request: request, cleared: cleared))
    }
    let bundled = grouplessShown(excluding: push.notification.id, context: context)
    guard bundled.count >= OneSignalRuntime.grouplessThreshold else { return [.display(request)] }
    request.content.group = OneSignalRuntime.grouplessGroup
    return [
      .regroup(ids: bundled.map(\.id), group: OneSignalRuntime.grouplessGroup),
      .display(request),
      .display(summaryDisplay(group: OneSignalRuntime.grouplessGroup, count: bundled.count + 1, message: nil)),
    ]
  }

  /// The shown notifications that count as groupless (Android): not summaries, with no group
  /// or ``grouplessGroup``, whoever posted them; without the one with id `id`.
  func grouplessShown(excluding id: String, context: SDKContext) -> [DisplayedNotification] {
    guard context.platform == .android else { return [] }
    return context.shown.filter { shown in
      guard shown.id != id, !shown.isGroupSummary else { return false }
      let group = shown.content.group
      return group == nil || group == OneSignalRuntime.grouplessGroup
    }
  }

  /// The shown notifications in ``grouplessGroup``, without its summary.
  func grouplessMembers(in shown: [DisplayedNotification]) -> [DisplayedNotification] {
    shown.filter { !$0.isGroupSummary && $0.content.group == OneSignalRuntime.grouplessGroup }
  }

  /// A tap on the groupless summary (`NotificationOpenedProcessor` with `summary`
  /// `os_group_undefined`). Its intent carries the payload of the notification that last posted
  /// it, and the look-up of the group's children (`listNotificationsForGroup`, which matches
  /// `grp`) finds none, as those notifications have no `grp`: the click event has that one
  /// notification, under the summary's Android id, with `groupedNotifications` empty, and only
  /// its open is reported. Clearing the group (`clearGroupOnSummaryClick`, on by default)
  /// cancels the summary, and Android cancels the notifications of its group with it; every row
  /// without `grp` is marked opened (`markAsConsumed`: `group_id IS NULL`).
  func openedGrouplessSummary(_ summary: DisplayedNotification, context: SDKContext) -> [SDKEffect] {
    guard var notification = decoder(context).decode(summary.push).notification else { return [] }
    notification.androidNotificationId = Int(OneSignalRuntime.grouplessSummaryAndroidID)
    notification.groupedNotifications = []
    let click = OSNotificationClickEvent(
      notification: notification, result: OSNotificationClickResult(actionId: nil, url: notification.launchURL))
    var details: JSONObject = ["notificationId": notification.notificationId.map(JSONValue.string) ?? .null]
    details["groupedNotifications"] = .array([])
    if let data = notification.additionalDataValue { details["additionalData"] = data }
    // Consumed first (the group cancelled, the rows marked), then the open: metric, listener.
    var effects: [SDKEffect] = grouplessMembers(in: context.shown).map { .remove(id: $0.id, reason: "tap") }
    store.update(group: nil) { $0.opened = true }
    if let row = notification.notificationId.flatMap(store.row(notificationId:)) {
      effects += trackOpen(shownID: row.shownID, notificationId: nil, platform: context.platform)
    }
    if let launchURL = summaryLaunchURL(summary, context: context) { effects.append(launchURL) }
    effects.append(.opened(buttonIndex: nil, details: details, click: click))
    return effects
  }

  /// What the SDK does when a shown notification goes, for its groupless bundle (Android).
  /// Swiping the summary away marks every row without `grp` dismissed (`markAsConsumed`), and
  /// Android cancels the notifications of its group with it. A tap on, or the dismissal of, a
  /// notification the SDK posted (its intents; it hears of nothing else) cancels the summary when
  /// no notification is left in the group (`clearStatusBarNotifications`,
  /// `getGrouplessNotifsCount`); while some are left the summary keeps its text.
  func grouplessRemoved(_ notification: DisplayedNotification, reason: String, context: SDKContext) -> [SDKEffect] {
    if notification.isGroupSummary {
      guard notification.content.group == OneSignalRuntime.grouplessGroup, reason == "dismiss" else { return [] }
      store.update(group: nil) { $0.dismissed = true }
      return []  // Android cancels the members shown (`SimulatedDevice.cancelGroupChildren`)
    }
    let summaryID = OneSignalRuntime.summaryID(OneSignalRuntime.grouplessGroup)
    guard notification.postedBySDK, reason == "tap" || reason == "dismiss",
      context.shown.contains(where: { $0.id == summaryID }), grouplessMembers(in: context.shown).isEmpty
    else { return [] }
    return [.remove(id: summaryID, reason: "groupEmptied")]
  }
}
