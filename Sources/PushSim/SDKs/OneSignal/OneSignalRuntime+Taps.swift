import Foundation

// OneSignal's taps and removals: where a tap takes the user on Android, the launch URL, the
// open (metric, badge clearing, click listener) and what a removal does to a group.
extension OneSignalRuntime {
  /// Android: a notification with a launch URL opens it, not the app
  /// (`OSNotificationOpenBehaviorFromPushPayload.shouldOpenApp`: the app's launcher activity
  /// opens only when there is no URL); its click listener still runs, in a process started for it.
  /// The URL is an `ACTION_VIEW` intent (`AndroidUtils.openURLInBrowserIntent`, see
  /// ``androidViewIntentURI(_:)``) that Android resolves: the app's own activity when it handles
  /// the link (``AppBehavior/handledLinks``, a deep link such as `myapp://product/1`), else the
  /// browser for http and https, else no activity (the SDK's `startActivity` finds none). A
  /// `data:` URL always goes to the browser (an `APP_BROWSER` selector).
  ///
  /// With the manifest's `com.onesignal.NotificationOpened.DEFAULT` set to `DISABLE` no activity
  /// opens (the SDK's trampoline finishes); with `com.onesignal.suppressLaunchURLs` the URL is
  /// ignored and the app opens.
  func androidTapTarget(_ notification: DisplayedNotification, buttonIndex: Int?, app: AppBehavior) -> AndroidTapTarget {
    if app.oneSignalNotificationOpenedDisabled { return .trampoline }
    // A summary's intent carries the payload of the notification that last posted it; its
    // launch URL is the destination (`openDestinationActivity`).
    guard !app.oneSignalSuppressLaunchURLs,
      let uri = OneSignalRuntime.launchURI(OSNotificationDecoder().decode(notification.push).notification?.launchURL, on: .android)
    else {
      return .appActivity(link: nil)
    }
    let intent = OneSignalRuntime.androidViewIntentURI(uri)
    return intent.browserSelector ? .browser : .viewing(intent.uri, app: app, otherwise: .trampoline)
  }

  /// Android: OneSignal's notification (and each of its buttons) opens the SDK's own
  /// `NotificationOpenedActivity`, which handles the open on a background thread
  /// (`NotificationOpenedActivityBase.processIntent`) and only then starts the app's activity:
  /// `NotificationLifecycleService.notificationOpened` reports the open, starts the destination
  /// (`openDestinationActivity`) and posts the click listener to the main thread
  /// (`EventProducer.fireOnMain`), so the listener runs before the started activity gets its
  /// intent, which needs the trampoline paused first. The destination is an intent of the SDK's
  /// own, without the push's data: the launcher intent (`GenerateNotificationOpenIntent`:
  /// `getLaunchIntentForPackage` with `FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_RESET_TASK_IF_NEEDED`,
  /// "If the app is already running, instead the last activity will be resumed": no activity
  /// gets it) or the launch URL's `ACTION_VIEW` with `FLAG_ACTIVITY_NEW_TASK`, which the app's
  /// alive activity gets in `onNewIntent` (PushSim's app activity for a vendor SDK's intent) or a
  /// new one in `onCreate`.
  func androidActivityStart(app: AppBehavior, activityAlive: Bool, opensLauncher: Bool) -> AndroidActivityStart? {
    AndroidActivityStart.newTask(activityAlive: activityAlive, opensLauncher: opensLauncher, carriesPushData: false)
  }

  /// The URI of the intent `AndroidUtils.openURLInBrowserIntent` builds for a launch URL, and
  /// whether it is the `APP_BROWSER` selector (a `data:` URL). The scheme is `Uri.parse`'s (the
  /// text before the first `:` that comes before any `/`, `?` or `#`); a scheme other than
  /// `data`, `http` and `https` (or none) is taken for http, and a URL without `://` then gets
  /// `http://` in front: `www.example.com/sale` and even `mailto:a@example.com` open in the
  /// browser, while `myapp://product/1` stays as it is.
  static func androidViewIntentURI(_ uri: String) -> (uri: String, browserSelector: Bool) {
    let separator = uri.firstIndex { $0 == ":" || $0 == "/" || $0 == "?" || $0 == "#" }
    let scheme = separator.flatMap { uri[$0] == ":" ? uri[..<$0].lowercased() : nil }
    switch scheme {
    case "data": return (uri, true)
    case "http", "https": return (uri, false)
    default: return (uri.contains("://") ? uri : "http://" + uri, false)
    }
  }

  /// The URL an open launches, from the payload's `u`, or nil when it launches none.
  ///
  /// Android (`OSNotificationOpenBehaviorFromPushPayload.uri`): any `u` other than `""`, even
  /// one of spaces, is a URI, parsed after trimming the characters up to U+0020; the browser
  /// opens it instead of the app. iOS (`launchWebURL:`): `u` trimmed of white space and
  /// newlines (`trimURLSpacing:`) opens only when something is left of it.
  static func launchURI(_ u: String?, on platform: Platform) -> String? {
    guard let u else { return nil }
    if platform == .android {
      guard !u.isEmpty else { return nil }
      let scalars = u.unicodeScalars
      let start = scalars.firstIndex { $0.value > 0x20 } ?? scalars.endIndex
      let end = scalars.lastIndex { $0.value > 0x20 }.map(scalars.index(after:)) ?? start
      return String(scalars[start..<max(start, end)])
    }
    let trimmed = u.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }

  /// iOS: how long after a tap the SDK opens the launch URL: `launchWebURL:` calls
  /// `displayWebView:` after 0.5 s ("Give the app resume animation time to finish"), which opens
  /// it on the main queue 0.25 s later; the click listener has run by then. `displayWebView:`
  /// (v5, `OSNotificationsManager`) gives the URL to `UIApplication.open`
  /// (``IOSLinkTarget/openedByUIApplication(_:app:)``): an http or https URL opens Safari, a URL
  /// of the app's own scheme its `application(_:open:options:)`, any other nothing. The in-app
  /// web view (`OneSignalWebView`) opens only when the saved `ONESIGNAL_INAPP_LAUNCH_URL`
  /// default is true, which v5 never writes (`setLaunchURLsInApp` was removed): PushSim models
  /// v5 without it.
  static let iosLaunchURLDelay = Duration.milliseconds(750)

  /// Whether the SDK opens the launch URL: not when the app suppresses launch URLs, nor on
  /// Android when a tap opens no activity (`OSNotificationOpenBehaviorFromPushPayload.uri`).
  func opensLaunchURL(context: SDKContext) -> Bool {
    !context.app.oneSignalSuppressLaunchURLs
      && !(context.platform == .android && context.app.oneSignalNotificationOpenedDisabled)
  }

  /// A tap on a summary (a named group's or the groupless bundle's) opens the group and clears
  /// it (`markNotificationsConsumed`, `clearGroupOnSummaryClick`): the SDK reads its group's
  /// notifications, then cancels them (``openedGroup(_:summary:context:)``).
  func clearsGroupOnSummaryTap(_ summary: DisplayedNotification) -> Bool {
    summary.postedBySDK && summary.content.group != nil
  }

  func opened(_ shown: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect]? {
    // On iOS the open ran before the app's delegate heard of the tap (``iosTapBeforeApp``).
    context.platform == .iOS ? [] : openingEffects(shown, buttonIndex: buttonIndex, context: context)
  }

  /// What the SDK does when the user taps one of its notifications (or a button): the open
  /// metric, the launch URL, the click listener, or why it does none of them.
  func openingEffects(_ shown: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect] {
    if shown.isGroupSummary, let group = shown.content.group {
      if group == OneSignalRuntime.grouplessGroup { return openedGrouplessSummary(shown, context: context) }
      return openedGroup(group, summary: shown, context: context)
    }
    let outcome = decoder(context).decode(shown.push)
    guard var notification = outcome.notification, let notificationId = notification.notificationId else {
      return [.missed(method: "onNotificationOpened", reason: "notSdkPayload")]
    }
    if let preview = notification.inAppMessagePreviewId, context.platform == .android {
      // `canOpenNotification`: the app's activity opens and shows the preview; the click
      // listeners and the open metric are skipped.
      return [.action(
        type: "inAppMessagePreview", parameters: ["previewId": .string(preview)],
        result: "shown as an in-app message; the click listener is not called")]
    }
    if context.platform == .iOS {
      // `notificationReceived:wasOpened:`: the id opened last in this process is a duplicate
      // ("Not calling opened handler"): no metric, no badge clearing, no click listener.
      if notificationId == lastOpenedInProcess {
        return [.missed(method: "onNotificationOpened", reason: "duplicateOpen")]
      }
      lastOpenedInProcess = notificationId
      if let preview = OneSignalRuntime.iosInAppMessagePreview(notification) {
        // `handleNotificationOpened` → `handleIAMPreview`: the preview is posted to the in-app
        // messaging module, which shows it, and the SDK returns before anything else: no
        // metric, no badge clearing, no click listener.
        return [OneSignalRuntime.iosPreviewShown(preview), .missed(method: "onNotificationOpened", reason: "inAppMessagePreview")]
      }
    }
    if let row = store.row(shownID: shown.id) { notification.androidNotificationId = Int(row.androidNotificationId) }
    var actionId = buttonIndex.map { shown.content.buttons[$0].id }
    if context.platform == .iOS {
      // The iOS SDK puts the tapped button's id, and the `os_data` format's buttons, into
      // additionalData (`formatApsPayloadIntoStandard`); an `actionSelected` the push's own
      // data carries makes a tap on the notification an `ActionTaken` too.
      notification = OneSignalRuntime.iosClickNotification(notification, actionId: actionId)
      actionId = actionId ?? OneSignalRuntime.iosActionSelectedInData(notification)
    }
    let click = OSNotificationClickEvent(
      notification: notification, result: OSNotificationClickResult(actionId: actionId, url: notification.launchURL))
    var details: JSONObject = ["notificationId": .string(notificationId)]
    if let data = notification.additionalDataValue { details["additionalData"] = data }
    let launchURL = launchURLEffect(notification.launchURL, context: context)
    if context.platform == .iOS {
      // `handleNotificationOpened:actionType:`, in its order: `submitNotificationOpened` (the
      // metric), `launchWebURL` (unless `OneSignal_suppress_launch_urls`), `clearBadgeCount:`,
      // then `handleNotificationAction`, which skips the listener for the id it handled last
      // ("Prevent duplicate calls to same action").
      let repeatedAction = notificationId == lastActionInProcess
      lastActionInProcess = notificationId
      var effects = trackOpen(shownID: shown.id, notificationId: notificationId, platform: context.platform)
      if let launchURL { effects.append(launchURL) }
      effects += clearBadgeCount(fromNotificationOpened: true, context: context)
      effects.append(
        repeatedAction
          ? .missed(method: "onNotificationOpened", reason: "duplicateOpen")
          : .opened(buttonIndex: buttonIndex, details: details, click: click))
      return effects
    }
    // Android `NotificationLifecycleService.notificationOpened`: the SDK's own handlers first
    // (`updateNotificationAsOpened`, the metric, and the destination: the launch URL), then
    // the app's click listeners.
    var effects = trackOpen(shownID: shown.id, notificationId: notificationId, platform: context.platform)
    if let launchURL { effects.append(launchURL) }
    effects.append(.opened(buttonIndex: buttonIndex, details: details, click: click))
    return effects
  }

  /// The effect of opening a launch URL, or nil when the tap opens none: recorded on Android
  /// (where the tap's intent already went, ``androidTapTarget(_:buttonIndex:app:)``), followed
  /// on iOS (`launchWebURL:`, ``iosLaunchURLDelay`` after the tap).
  func launchURLEffect(_ launchURL: String?, context: SDKContext) -> SDKEffect? {
    OneSignalRuntime.launchURI(launchURL, on: context.platform).flatMap { url in
      guard opensLaunchURL(context: context) else { return nil }
      guard context.platform == .iOS else {
        return .action(type: "launchURL", parameters: ["url": .string(url)], result: "recorded, not opened")
      }
      return .followLink(
        type: "launchURL", url: url, target: .openedByUIApplication(url, app: context.app), after: OneSignalRuntime.iosLaunchURLDelay)
    }
  }

  /// The launch URL a tap on a summary opens (Android): `openDestinationActivity` takes "the
  /// top most notification" of the opened data, the payload the summary's intent carries, that
  /// of the notification that last posted the summary (the group's newest as a rule).
  func summaryLaunchURL(_ summary: DisplayedNotification, context: SDKContext) -> SDKEffect? {
    launchURLEffect(decoder(context).decode(summary.push).notification?.launchURL, context: context)
  }

  /// A tap on a group's summary: the whole group opens (`groupedNotifications`, newest first in
  /// the order the SDK processed them, `listNotificationsForGroup`'s `_id DESC`: after a restore
  /// that is not the order they were shown in).
  func openedGroup(_ group: String, summary: DisplayedNotification, context: SDKContext) -> [SDKEffect] {
    let members = children(of: group, in: context.shown).sorted {
      (store.position(shownID: $0.id) ?? .max) < (store.position(shownID: $1.id) ?? .max)
    }
    let grouped = members.reversed().compactMap { decodedWithAndroidID($0, context: context) }
    // `generateNotificationOpenedResult`: the click's notification is read from the last entry
    // of the opened data (the summary's own payload, then the group newest first: so the
    // oldest), under the Android id of the first (the summary's).
    guard var notification = grouped.last else { return [] }
    notification.androidNotificationId = Int(summaryAndroidIDs.removeValue(forKey: group) ?? 0)
    notification.groupedNotifications = grouped
    let click = OSNotificationClickEvent(
      notification: notification, result: OSNotificationClickResult(actionId: nil, url: notification.launchURL))
    var details: JSONObject = ["groupedNotifications": .array(grouped.compactMap(\.notificationId).map(JSONValue.string))]
    if let data = notification.additionalDataValue { details["additionalData"] = data }
    // `NotificationOpenedProcessor.processIntent`: `markNotificationsConsumed` first (clearing
    // the group cancels its notifications), then the open (`notificationOpened`: each
    // notification's metric, then the click listener).
    cancelledWithSummary = members.map(\.id)
    // `markAsConsumed` with `summary` (`clearGroupOnSummaryClick`, on by default): every row of
    // the group (`group_id = ?`) is marked opened, those of notifications not shown too.
    store.update(group: group) { $0.opened = true }
    var effects: [SDKEffect] = members.map { .remove(id: $0.id, reason: "tap") }
    for member in members {
      effects += trackOpen(shownID: member.id, notificationId: nil, platform: context.platform)
    }
    if let launchURL = summaryLaunchURL(summary, context: context) { effects.append(launchURL) }
    effects.append(.opened(buttonIndex: nil, details: details, click: click))
    return effects
  }

  /// The SDK's view of a notification it showed, with the Android notification id it was
  /// posted under.
  func decodedWithAndroidID(_ shown: DisplayedNotification, context: SDKContext) -> OSNotification? {
    guard var notification = decoder(context).decode(shown.push).notification else { return nil }
    if let row = store.row(shownID: shown.id) { notification.androidNotificationId = Int(row.androidNotificationId) }
    return notification
  }

  /// An open is reported once per notification id (Android: the ids it posted opened; iOS:
  /// `submitNotificationOpened` skips only the id it reported last).
  func trackOpen(shownID: String, notificationId: String?, platform: Platform) -> [SDKEffect] {
    let row = store.row(shownID: shownID)
    // `markAsConsumed`: every row posted under the notification's Android id.
    if let row { store.update(androidNotificationId: row.androidNotificationId) { $0.opened = true } }
    guard let id = notificationId ?? row?.notificationId else { return [] }
    if platform == .iOS {
      guard id != lastReportedOpen else { return [] }
      lastReportedOpen = id
    } else {
      guard openedIDs.insert(id).inserted else { return [] }
    }
    return row.map { [.concerning($0.push, [.track(event: "opened")])] } ?? [.track(event: "opened")]
  }

  func displayed(_ notification: DisplayedNotification, context: SDKContext) {
    store.update(shownID: notification.id) { $0.displayed = true }
    if let channel = notification.channel, let sound = channelsToCreate.removeValue(forKey: channel) {
      createdChannels[channel] = sound
    }
  }

  /// Android refused the post (past the app's limit, or an update shed for the app's rate):
  /// `NotificationDisplayer.showNotification`
  /// returns `areNotificationsEnabled(channel)` whatever `notify` did, so the SDK saves its row
  /// as shown (`postProcessNotification`, neither dismissed nor opened) and never removes it: a
  /// restore brings it back. The channel was created before the post.
  func postRefused(_ notification: DisplayedNotification, context: SDKContext) {
    displayed(notification, context: context)
  }

  /// The service extension's `preventDefault()`: the notification is not shown and counts as
  /// dismissed (`markNotificationAsDismissed`), so a restore does not bring it back.
  func prevented(_ push: IncomingPush, context: SDKContext) {
    store.update(shownID: push.notification.id) { $0.dismissed = true }
  }

  func removed(_ notification: DisplayedNotification, reason: String, context: SDKContext) -> [SDKEffect] {
    let effects = consumed(notification, reason: reason, context: context)
    // The delete intent of a notification the SDK posted goes to its manifest receiver
    // (`NotificationDismissReceiver`, which calls `OneSignal.initWithContext`): a killed app's
    // process starts for a swipe.
    guard reason == "dismiss", context.platform == .android, notification.postedBySDK, !context.state.isRunning else {
      return effects
    }
    return [.launch(reason: "notificationDismissed")] + effects
  }

  /// What the SDK does when one of the app's notifications goes away: its rows, its group.
  func consumed(_ notification: DisplayedNotification, reason: String, context: SDKContext) -> [SDKEffect] {
    // A swipe (the delete intent: `NotificationOpenedProcessor.markNotificationsConsumed`,
    // `markAsConsumed` with `dismissed`) or the SDK's own clearing to make room
    // (`markAsDismissed`, on rows not opened) marks dismissed every row posted under the
    // notification's Android id (`android_notification_id = ?`), not only its own, as a tap
    // marks them opened.
    if reason == "dismiss" || reason == OneSignalRuntime.limitReason, let row = store.row(shownID: notification.id) {
      store.update(androidNotificationId: row.androidNotificationId) { if reason == "dismiss" || !$0.opened { $0.dismissed = true } }
    }
    // A tap's intent marks the rows opened (`markNotificationsConsumed`) before the group's
    // summary is updated; PushSim removes the notification before it runs the open.
    if reason == "tap", let row = store.row(shownID: notification.id) {
      store.update(androidNotificationId: row.androidNotificationId) { $0.opened = true }
    }
    // A reboot or a force-stop clears the app's notifications with its process gone, and a
    // channel the user turns off or the SDK deletes, or a tap on the system's bundle summary, takes its
    // notifications without telling the app: the SDK hears of nothing, and each summary goes
    // with the rest. So does the app's own `NotificationManager.cancel`/`cancelAll`: AOSP
    // cancels with `sendDelete` false (`REASON_APP_CANCEL`, `REASON_APP_CANCEL_ALL`), so no
    // delete intent reaches the SDK's `NotificationDismissReceiver`, and the SDK keeps no
    // listener of the shade: its rows and its summary stay as they were.
    guard context.platform == .android, reason != "reboot", reason != "forceStop", reason != "channelBanned", reason != "channelRemoved",
      reason != "app", reason != SimulatedDevice.autoGroupSummaryClickReason
    else { return [] }
    let cancelledWithSummary = cancelledWithSummary.firstIndex(of: notification.id).map { self.cancelledWithSummary.remove(at: $0) } != nil
    let groupless = cancelledWithSummary ? [] : grouplessRemoved(notification, reason: reason, context: context)
    guard let group = notification.content.group, group != OneSignalRuntime.grouplessGroup else { return groupless }
    if notification.isGroupSummary {
      // Consumed: a later summary of the group gets a new id (a tap's open reads it first).
      if reason != "tap" { summaryAndroidIDs[group] = nil }
      // Swiping the summary away dismisses the group: its delete intent carries `summary`, so
      // `markAsConsumed` with `dismissed` marks every row of the group dismissed (`group_id =
      // ?`), those of notifications not shown (shed, refused, cancelled by the app, taken by a
      // reboot) too, so no restore brings them back. Android cancels the children shown
      // (`SimulatedDevice.cancelGroupChildren`, `groupSummaryCancelled`), and the SDK hears of
      // each as dismissed.
      guard reason == "dismiss" else { return groupless }
      store.update(group: group) { $0.dismissed = true }
      return []
    }
    let summaryID = OneSignalRuntime.summaryID(group)
    guard context.shown.contains(where: { $0.id == summaryID }) else { return groupless }
    // `updateSummaryNotificationAfterChildRemoved` (`updatePossibleDependentSummaryOnDismiss`
    // for one cleared to make room) counts the group's rows (`listNotificationsForGroup`), not
    // the notifications shown: rows of notifications a reboot took and the restore has not
    // brought back yet count. The removed one's row is marked dismissed or opened by then (a
    // swipe, a tap, the SDK's clearing); one removed otherwise (a timeout) is left out too
    // (**choice**: as a child removed). None left, the summary goes; one left, it
    // is shown again as a restored notification with a summary that is its copy; more, the
    // summary is recounted.
    let removedAndroidID = store.row(shownID: notification.id).map { Set([$0.androidNotificationId]) } ?? []
    let remaining = store.groupRows(group, cleared: removedAndroidID)
    if remaining.isEmpty { return groupless + [.remove(id: summaryID, reason: "groupEmptied")] }
    if remaining.count == 1 { return groupless + shownAgainAlone(remaining[0], context: context) }
    // `internalUpdateSummaryNotificationAfterChildRemoved` posts the summary again from the
    // group's newest row (`_id DESC`): its `grp_msg`, and its payload in the summary's intent
    // (the launch URL a tap on the summary opens).
    guard let newest = remaining.last else { return groupless }
    let message = decoder(context).decode(newest.push).notification?.groupMessage
    return groupless + [.concerning(newest.push, [.display(summaryDisplay(group: group, count: remaining.count, message: message))])]
  }

  /// The last notification of a group (`restoreSummary`): the SDK processes it again as a
  /// restored one (`NotificationRestoreProcessor.processNotification`: the app's extension runs
  /// with `restoring`), which posts it again, without alerting, and makes the summary a copy of
  /// it. It is shown as any restored one is (`NotificationDisplayer.showNotification`), so the
  /// SDK first clears its oldest to make room for two (``showing(_:_:restored:context:)``).
  func shownAgainAlone(_ row: OneSignalNotificationStore.Row, context: SDKContext) -> [SDKEffect] {
    guard var notification = decoder(context).decode(row.push).notification else { return [] }
    notification.restoring = true
    notification.androidNotificationId = Int(row.androidNotificationId)
    return [.concerning(row.push, [
      .receivedByExtension(notification, details: ["notificationId": .string(row.notificationId), "restoring": true]),
    ] + showing(row.push, notification, restored: true, context: context))]
  }
}
