/// The order of the device's notification list, which the center shows and removals that walk
/// the list follow.
extension SimulatedDevice {
  /// The notifications shown, in the order of the platform's list, oldest first: the tray's
  /// ranking order (``NotificationTray/notifications``). On Android, AOSP's list keeps each
  /// group together (``AndroidNotificationListOrder``): an app's group, and the system's bundle
  /// (`ranker_group`) while its summary is shown, sit at the rank of their newest child, the
  /// summary at the newest end, the children by sort key. What `pushsim device center` lists,
  /// and the order in which the app's `cancelAll`, a force stop, a banned channel and a
  /// summary's cancellation remove notifications (docs/ModellingChoices/Android.md,
  /// "Notification list order").
  ///
  /// - Complexity: the tray's O(n) until the app posts a notification in a group (or the system
  ///   bundles some); then O(n log n), each notification's push read once.
  public var notificationList: [DisplayedNotification] {
    let shown = tray.notifications
    guard platform == .android, shown.count > 1, androidAppGroupPosted || androidAutoGroup.summaryShown else { return shown }
    return AndroidNotificationListOrder.order(shown.map(androidListMember)).map { shown[$0] }
  }

  /// What AOSP's global sort key reads of a notification shown: its group key (the system's
  /// bundle overrides the app's none, `StatusBarNotification.overrideGroupKey`), whether it is
  /// its group's summary, its sort key.
  func androidListMember(_ shown: DisplayedNotification) -> AndroidNotificationListOrder.Member {
    if androidAutoGroup.summaryShown, androidAutoGroup.ungrouped.contains(shown.id) {
      return AndroidNotificationListOrder.Member(groupKey: "g:" + AndroidAutoGroup.groupKey, sortKey: shown.sortKey)
    }
    let group = shown.content.group
    // StatusBarNotification.groupKey(): the group, else the channel for a sort key alone.
    let groupKey = group.map { "g:" + $0 } ?? shown.sortKey.map { _ in "c:" + (shown.channel ?? "") }
    return AndroidNotificationListOrder.Member(
      groupKey: groupKey, isGroupSummary: shown.isGroupSummary && group != nil, sortKey: shown.sortKey)
  }
}
