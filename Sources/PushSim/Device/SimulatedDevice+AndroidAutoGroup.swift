extension SimulatedDevice {
  /// Android: records what the system's automatic grouping did (R-A-24): `notification.autogrouped`
  /// with the notifications that joined the bundle (all of the app's ungrouped ones when the
  /// summary is posted now, else the one just `posted`), or `notification.autogroupSummaryRemoved`.
  func recordAutoGroup(_ action: AndroidAutoGroup.Action, posted id: String?) {
    switch action {
    case .none:
      return
    case .group(let postsSummary):
      let ids = postsSummary
        ? tray.notifications.lazy.map(\.id).filter { self.androidAutoGroup.ungrouped.contains($0) }.map(JSONValue.string)
        : id.map { [JSONValue.string($0)] } ?? []
      emit(.autogrouped, .string(AndroidAutoGroup.groupKey), .array(Array(ids)), .bool(postsSummary))
    case .removeSummary:
      emit("notification.autogroupSummaryRemoved", ["group": .string(AndroidAutoGroup.groupKey), "reason": "emptied"])
    }
  }

  /// An SDK posts shown notifications again under their ids, each now in `group`, without
  /// alerting (OneSignal's `assignGrouplessNotifications`): `notification.regrouped` with the
  /// ids still shown. Grouped by the app, they leave the system's bundle (R-A-24), whose summary
  /// goes with the last of them (recorded after). Each repost is an update: past the app's
  /// rate (``DeviceOptions/androidMaxPackageEnqueueRate``) it is shed and the notification
  /// stays as it was (`notification.suppressed`, `enqueueRateExceeded`, before the event). A
  /// repost keeps its `Notification.when`, so its ranking time: it keeps its place in the list.
  func regroup(_ ids: [String], into group: String) {
    var reposted: [JSONValue] = []
    var autoGroup: [AndroidAutoGroup.Action] = []
    for id in ids {
      guard var shown = tray.notification(id: id) else { continue }
      if shedsUpdate(of: id) { continue }
      androidEnqueueRate.posted(at: now)
      var push = shown.push
      push.notification.group = group
      shown.push = push
      androidAppGroupPosted = true
      _ = tray.post(shown, placement: .replacedOnesPlace)  // under its own id: it replaces itself, in its place
      reposted.append(.string(id))
      let action = androidAutoGroup.posted(id: id, replacing: nil, appGrouped: true, threshold: options.androidAutoGroupAtCount)
      if action != .none { autoGroup.append(action) }
    }
    guard !reposted.isEmpty else { return }
    emit("notification.regrouped", ["group": .string(group), "ids": .array(reposted)])
    for action in autoGroup { recordAutoGroup(action, posted: nil) }
  }

  /// Whether a `tap` or `dismiss` names the system's bundle summary (its tag and group key,
  /// `ranker_group`) while it is shown.
  func namesAutoGroupSummary(_ matcher: NotificationMatcher) -> Bool {
    guard platform == .android, androidAutoGroup.summaryShown else { return false }
    switch matcher {
    case .id(let id), .tag(let id): return id == AndroidAutoGroup.groupKey
    case .latest: return false
    }
  }

  /// The reason `notification.removed` records for a notification the system cancelled with
  /// its group's summary: AOSP `NotificationManagerService.cancelGroupChildrenLocked` cancels
  /// each child with `REASON_GROUP_SUMMARY_CANCELED`, whatever the summary's own reason.
  static let groupSummaryCancelledReason = "groupSummaryCancelled"

  /// The user swipes the bundle's summary away: the system cancels the bundled notifications
  /// with it (AOSP `cancelGroupChildrenLocked`), each recorded `groupSummaryCancelled` and a
  /// dismissal the app's SDK hears of (their delete intents are sent).
  func dismissAutoGroupSummary() {
    let children = androidAutoGroup.summaryDismissed()
    emit("notification.autogroupSummaryRemoved", ["group": .string(AndroidAutoGroup.groupKey), "reason": "dismiss"])
    for shown in notificationList where children.contains(shown.id) {
      remove(shown, reason: "dismiss", recordedReason: Self.groupSummaryCancelledReason)
    }
  }

  /// Android: an app's group summary was cancelled (`setGroup` and `setGroupSummary(true)`: a
  /// vendor SDK's), so the system cancels the rest of its group with it, each recorded
  /// `notification.removed` `groupSummaryCancelled`. AOSP `NotificationManagerService` calls
  /// `cancelGroupChildrenLocked` after cancelling a summary for every reason it cancels one: a
  /// tap on an auto-cancel summary (`REASON_CLICK`), the user's swipe (`REASON_CANCEL`), the
  /// app's `cancel` or `cancelAll` (`REASON_APP_CANCEL`, `_ALL`), its `setTimeoutAfter`
  /// (`REASON_TIMEOUT`), a listener's cancel; the reason only spares some children (bubbles on
  /// a click, a swipe or a dismiss-all), which PushSim does not post. Each child is cancelled
  /// with `REASON_GROUP_SUMMARY_CANCELED` (what listeners hear), and with the summary's
  /// `sendDelete`: the app's SDK hears of each as of the summary, `reason` (a swipe sends each
  /// one's delete intent). A reboot or a force stop takes every notification anyway: not here.
  func cancelGroupChildren(of summary: DisplayedNotification, reason: String) {
    guard platform == .android, summary.isGroupSummary, reason != "reboot", reason != "forceStop",
      let group = summary.content.group
    else { return }
    for shown in notificationList where !shown.isGroupSummary && shown.content.group == group {
      remove(shown, reason: reason, recordedReason: Self.groupSummaryCancelledReason)
    }
  }

  /// The user taps the bundle's summary: its content intent is the app's launch intent
  /// (AOSP gives the summary `getLaunchIntentForPackage`), which carries no push, so the app
  /// comes to the foreground and no SDK or FCM callback runs.
  ///
  /// The system gives the summary `FLAG_AUTO_CANCEL` when every notification it bundles has it
  /// (AOSP `GroupHelper`, from Android 14): none is a sticky FCM notification (`gcm.n.sticky`;
  /// the FCM SDK's others and every vendor SDK's are auto-cancel). The tap then cancels it
  /// (`NotificationManagerService` `onNotificationClick`: `REASON_CLICK`, `sendDelete` false),
  /// and `cancelGroupChildrenLocked` the bundled notifications with it, each recorded
  /// `groupSummaryCancelled`; no delete intent is sent, so neither the FCM SDK nor a vendor SDK
  /// hears of them (``autoGroupSummaryClickReason``). Otherwise the summary stays; below
  /// Android 14 (option `androidApiLevel` under 34) `GroupHelper` gives the summary no
  /// `FLAG_AUTO_CANCEL`, so it always stays: an Android 12 build's `GroupHelper` (amog787/FOD-A12,
  /// `smali/com/android/server/notification/GroupHelper.smali`) passes no flags at all
  /// (docs/ModellingChoices/Android.md, "Android versions").
  func tapAutoGroupSummary() {
    emit("notification.autogroupTapped", ["group": .string(AndroidAutoGroup.groupKey), "opens": "launcher"])
    let bundled = tray.notifications.filter { androidAutoGroup.ungrouped.contains($0.id) }
    if options.androidApiLevel >= AndroidVersionCodes.upsideDownCake, bundled.allSatisfy(Self.isAutoCancel) {
      let children = androidAutoGroup.summaryDismissed()
      emit("notification.autogroupSummaryRemoved", ["group": .string(AndroidAutoGroup.groupKey), "reason": "tap"])
      for shown in notificationList where children.contains(shown.id) {
        remove(shown, reason: Self.autoGroupSummaryClickReason, recordedReason: Self.groupSummaryCancelledReason)
      }
    }
    let uiWasLoaded = activityAlive
    bringToForeground(reason: "notificationTap")
    launching = false
    if usesWrapperOverlay, !uiWasLoaded { deliverWrapperCache() }
    setDoze(false)  // the user at the screen ends Doze (held messages are released)
  }

  /// The reason the device gives an app's SDK for a notification the system cancelled with the
  /// bundle's summary when the user tapped that summary: a cancel without a delete intent
  /// (`sendDelete` false), which no SDK hears of.
  static let autoGroupSummaryClickReason = "autogroupSummaryClick"
}
