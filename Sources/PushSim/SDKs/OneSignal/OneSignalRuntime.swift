import Foundation

/// The OneSignal SDK on a device (VENDORS.md §1, SEMANTICS.md R-A-21, row a11; the OneSignal
/// "OSNotification payload reference").
///
/// - A push without `custom.i` (Android: `custom` a JSON string with `i`) is not processed: no
///   callbacks, no click, no analytics (`push.dropped` with reason `notSdkPayload`; a tap on it
///   reaches no click listener, `delegate.missed`).
/// - Android (OneSignal sends data messages; its `FirebaseMessagingService` gets them): a
///   notification id it already processed is dropped, a push past its TTL (`google.sent_time` +
///   `google.ttl`, default 3 days) is dropped; otherwise the notification service extension's
///   `onNotificationReceived` runs, then, with the app in focus, the foreground lifecycle
///   listener's `onWillDisplay` (which may `preventDefault()`), then the notification is shown
///   unless `alert` is empty. A collapse id replaces the notification shown with it. Two or more
///   notifications of a `grp` get a summary notification (`grp_msg` with `$[notif_count]`,
///   else "N new messages"); a tap on it opens the whole group (`groupedNotifications`). With
///   three or more shown without a group, the next one without `grp` bundles them all in
///   `os_group_undefined` under a summary of the SDK's (`OneSignalRuntime+Groupless.swift`).
/// - iOS: the system shows `aps`; in the foreground OneSignal answers `willPresent` after
///   `onWillDisplay` (shown unless prevented). Its service extension adds `att` attachments and
///   the buttons.
/// - iOS: the SDK clears the badge at launch and when the app becomes active with one, and when
///   a OneSignal notification is opened (unless the app sets `OneSignal_disable_badge_clearing`);
///   iOS then empties the app's Notification Center.
/// - A tap: `onClick` with `OSNotificationAction` (`Opened`, or `ActionTaken` with the button's
///   `actionId`); the open is tracked once per notification id; the launch URL is recorded.
/// - Restore (Android): after a reboot (15 s later) or a cold start (at once), the notifications
///   still eligible come back one every 200 ms, with `restoring = true`, on the low-importance
///   "Restored" channel, without `onWillDisplay`.
final class OneSignalRuntime: EmbeddedSDK {
  /// The restore delay after `BOOT_COMPLETED` or an upgrade (`NotificationRestoreWorkManager`).
  static let restoreDelayAfterBoot = Duration.seconds(15)
  /// The pause between two restored notifications (`NotificationRestoreProcessor`).
  static let restorePacing = Duration.milliseconds(200)
  /// Notifications older than this are not restored: 7 days.
  static let restoreWindowSeconds: Int64 = 604_800
  /// At most this many notifications are restored per pass ("up to 49").
  static let restoreLimit = 49
  /// The channel restored notifications are posted on (low importance: no sound, no vibration).
  static let restoredChannel = "restored_OS_notifications"
  /// OneSignal's default Android channel, which the SDK creates itself
  /// (`NotificationChannelManager.createDefaultChannel`): FCM's manifest default never applies.
  static let defaultChannel = "fcm_fallback_notification_channel"

  /// The app setting `additional_data_is_root_payload` when the device was made, for the service
  /// extension it ships (the runtime's own callbacks read the app's current one).
  let additionalDataIsRootPayload: Bool

  init(additionalDataIsRootPayload: Bool = false, installationID: String = DeviceOptions().installationID) {
    self.additionalDataIsRootPayload = additionalDataIsRootPayload
    androidIDs = SplitMix64(seed: OneSignalRuntime.seed(installationID))
  }

  /// Draws the Android notification ids (`NotificationGenerationJob`: `SecureRandom().nextInt()`
  /// for a notification that has none), seeded from the installation id so that a run is
  /// reproducible and two devices draw different ids.
  var androidIDs: SplitMix64

  /// A stable seed from `text` (FNV-1a over its UTF-8 bytes; `Hasher` is seeded per process).
  static func seed(_ text: String) -> UInt64 {
    text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
  }

  /// The Android notification id for a new notification: the one shown with the same collapse
  /// id (`processCollapseKey`), else a new non-zero random `Int`.
  func androidNotificationId(collapseId: String?) -> Int32 {
    if let collapseId, let existing = store.androidNotificationId(collapseId: collapseId) { return existing }
    while true {
      let id = Int32(truncatingIfNeeded: androidIDs.next())
      if id != 0 { return id }
    }
  }

  /// The SDK's reading of a push, with the app's settings (`additional_data_is_root_payload`).
  func decoder(_ context: SDKContext) -> OSNotificationDecoder {
    OSNotificationDecoder(additionalDataIsRootPayload: context.app.oneSignalAdditionalDataIsRootPayload)
  }
  var store = OneSignalNotificationStore()
  /// The Android notification id of each `grp` group's summary (a random one drawn when the
  /// group's first summary is posted, kept in the SDK's table as the group's `is_summary` row
  /// until the summary is consumed).
  var summaryAndroidIDs: [String: Int32] = [:]
  /// Notifications restored in the current pass.
  var restoredThisPass = 0
  /// A restore pass is scheduled or running (it is enqueued once per process).
  var restoring = false
  /// Android: the notification ids whose open was reported.
  var openedIDs: Set<String> = []
  /// iOS: the notification id whose open was reported last (`submitNotificationOpened` keeps
  /// it in the user defaults, `OSUD_LAST_MESSAGE_OPENED`, so it outlives the process): only an
  /// open of that same id again is not reported.
  var lastReportedOpen: String?
  /// The channels the SDK created, with the sound each plays (`nil`: the default sound), fixed at
  /// creation as Android keeps them; looked up by id only.
  var createdChannels: [String: String?] = [:]
  /// Channels a display request describes that do not exist yet, with their sound: created
  /// when a notification is posted on one (``displayed(_:context:)``); a notification the app's
  /// extension prevents, or the system suppresses, creates none.
  var channelsToCreate: [String: String?] = [:]
  /// The members of a `grp` group whose summary was just tapped, until each is removed: Android
  /// cancels them with the summary without sending their intents, so the SDK does not look at
  /// its groupless bundle for them (the summary's intent names its group:
  /// `clearNotificationOnSummaryClick`).
  var cancelledWithSummary: [String] = []
  /// The badge count in the app group (iOS), shared with the service extension the SDK ships.
  let badgeCache = OneSignalBadgeCache()
  /// iOS: the notification id (`custom.i`) last opened in this process (`OSNotificationsManager`'s
  /// static `_lastnonActiveMessageId`); an open of the same id again is skipped as a duplicate.
  /// A new process starts without one.
  var lastOpenedInProcess: String?
  /// iOS: the notification id whose open last reached `handleNotificationAction` in this process
  /// (`_lastMessageIdFromAction`); an open of that id again clears the badge but calls no click
  /// listener. An in-app message preview's tap does not set it.
  var lastActionInProcess: String?

  // MARK: Reception

  func androidMessage(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    let outcome = decoder(context).decode(push)
    guard var notification = outcome.notification, let notificationId = notification.notificationId else {
      return [.ignored(reason: notProcessed(outcome))]
    }
    if let preview = notification.inAppMessagePreviewId {
      // `InAppMessagePreviewHandler.canReceiveNotification`: in the foreground the preview shows
      // at once; otherwise a plain notification is posted (no lifecycle callback, no row, no
      // metric) and a tap on it shows the preview (``opened(_:buttonIndex:context:)``).
      guard context.inFocus else { return posting(push, notification, restored: false, context: context) }
      return [.action(
        type: "inAppMessagePreview", parameters: ["previewId": .string(preview)],
        result: "shown as an in-app message instead of a notification")]
    }
    if store.contains(notificationId: notificationId) {
      return [.drop(reason: "duplicate", message: "OneSignal already processed notification \(notificationId)")]
    }
    notification.androidNotificationId = Int(androidNotificationId(collapseId: notification.collapseId))
    // The row's expiry: the sent time (FCM's, else the processing time) plus the TTL.
    let sent = push.remoteMessage?.sentTime.map { $0 / 1000 } ?? context.unixTime
    store.insert(OneSignalNotificationStore.Row(
      notificationId: notificationId, shownID: push.notification.id, push: push, groupKey: notification.groupKey,
      collapseId: notification.collapseId, androidNotificationId: Int32(truncatingIfNeeded: notification.androidNotificationId),
      createdTime: context.unixTime, expireTime: sent + Int64(notification.ttl)))
    var effects: [SDKEffect] = [.receivedByExtension(notification, details: ["notificationId": .string(notificationId)])]
    if notification.isPastTTL(atUnixTime: context.unixTime) {
      // The service extension has run; the TTL check stops the display.
      let sentText = notification.sentTime.map(String.init) ?? "unknown"
      return effects + [.drop(
        reason: "pastTTL",
        message: "sent at \(sentText) with a TTL of \(notification.ttl) s, processed at \(context.unixTime): OneSignal does not show it")]
    }
    if !notification.isSilent {
      if context.inFocus { effects.append(.willDisplay(notification)) }
      if let collapseId = notification.collapseId,
        let replaced = context.shown.first(where: { $0.replacementKey.map { TrayIndex.sameKey($0, "collapse:" + collapseId) } == true })
      {
        // The notification it replaces is marked dismissed (`NotificationRepository.createNotification`).
        store.update(shownID: replaced.id) { $0.dismissed = true }
      }
      effects += posting(push, notification, restored: false, context: context)
    }
    effects.append(.track(event: "received"))
    return effects
  }

  /// Why the SDK leaves a push alone.
  func notProcessed(_ outcome: OSNotificationDecoder.Outcome) -> String {
    "not a OneSignal notification (" + (outcome.reason?.message ?? "no custom.i") + "): the SDK does not process it"
  }

  /// The notification OneSignal posts for a push.
  func display(_ push: IncomingPush, _ notification: OSNotification, restored: Bool, context: SDKContext) -> SDKDisplay {
    var content = push.notification
    content.title = notification.title
    content.body = notification.body
    content.group = notification.groupKey
    content.launchURL = notification.launchURL
    content.imageURL = notification.bigPicture
    content.buttons = (notification.actionButtons ?? []).compactMap { button in
      guard let text = button.text else { return nil }
      return NotificationButton(id: button.id ?? text, title: text)
    }
    let (channel, sound) = postingChannel(for: notification, restored: restored, options: context.options)
    var request = SDKDisplay(
      id: push.notification.id, content: content,
      replacementKey: restored ? nil : notification.collapseId.map { "collapse:" + $0 },
      channel: channel, createsChannel: true, restored: restored)
    request.appearance = OneSignalNotificationAppearance.build(
      notification, channel: channel, channelSound: restored ? nil : sound, options: context.options)
    return request
  }

  /// The channel the SDK posts on (`NotificationChannelManager.createNotificationChannel`, Android
  /// 8.0+), with the sound it plays when the SDK made it from a payload (`nil`: the default, or
  /// the app's channel's own): the restore channel for a restored notification; `oth_chnl` when
  /// that channel exists (the app created it, or the SDK or FCM did since: `options` has every
  /// channel the device has); the channel `chnl` describes, created when the notification is
  /// posted unless it exists (Android keeps a channel's sound and importance from its first
  /// creation); else the SDK's default channel.
  func postingChannel(for notification: OSNotification, restored: Bool, options: DeviceOptions) -> (id: String, sound: String?) {
    if restored { return (OneSignalRuntime.restoredChannel, nil) }
    if let other = notification.otherChannel {
      if let created = createdChannels[other] { return (other, created) }
      if options.androidChannels.contains(other) { return (other, nil) }
    }
    guard let described = notification.payloadChannelId else { return (OneSignalRuntime.defaultChannel, nil) }
    if let created = createdChannels[described] { return (described, created) }
    if options.androidChannels.contains(described) { return (described, nil) }
    let sound = OneSignalNotificationAppearance.channelSound(of: notification, options: options)
    channelsToCreate[described] = .some(sound)
    return (described, sound)
  }

  /// The group's summary notification (`createSummaryNotification`), posted with each of its
  /// notifications: for the first one shown, a copy of it ("First notification with this group
  /// key, post like a normal notification": its content, channel and buttons, the summary's
  /// intents); from the second on, "N new messages" (`grp_msg`).
  func summary(adding push: IncomingPush, _ notification: OSNotification, request: SDKDisplay, context: SDKContext) -> [SDKEffect] {
    guard let group = notification.groupKey else { return [] }
    let others = children(of: group, in: context.shown).filter { $0.id != push.notification.id }
    guard !others.isEmpty else { return [.display(summaryCopy(of: request, group: group))] }
    return [.display(summaryDisplay(group: group, count: others.count + 1, message: notification.groupMessage))]
  }

  /// The group's summary when the SDK restores one of its notifications
  /// (`SummaryNotificationDisplayer.createSummaryNotification` with `isRestoring`): it counts
  /// the group's rows that were neither dismissed nor opened, restored yet or not (a reboot
  /// dismisses nothing): "N new messages" for two or more, else a copy of the notification.
  func restoredSummary(for notification: OSNotification, request: SDKDisplay) -> [SDKEffect] {
    guard let group = notification.groupKey else { return [] }
    let count = store.rows.count { $0.groupKey == group && !$0.dismissed && !$0.opened }
    guard count >= 2 else { return [.display(summaryCopy(of: request, group: group))] }
    return [.display(summaryDisplay(group: group, count: count, message: notification.groupMessage))]
  }

  /// A group's summary that is a copy of its only notification, `request`: Android shows the
  /// notification alone (a summary with one child is not drawn), and a tap on the summary
  /// opens the group.
  func summaryCopy(of request: SDKDisplay, group: String) -> SDKDisplay {
    drawSummaryAndroidID(group)
    var content = request.content
    content.id = OneSignalRuntime.summaryID(group)
    var copy = SDKDisplay(
      id: content.id, content: content, replacementKey: "summary:" + group, channel: request.channel,
      createsChannel: true, isGroupSummary: true)
    copy.appearance = request.appearance
    return copy
  }

  /// The summary notification of a group of `count` (`grp_msg`, else "N new messages").
  func summaryDisplay(group: String, count: Int, message: String?) -> SDKDisplay {
    if group != OneSignalRuntime.grouplessGroup { drawSummaryAndroidID(group) }
    var content = PushNotification(id: OneSignalRuntime.summaryID(group))
    content.body = message.map { $0.replacing("$[notif_count]", with: String(count)) } ?? "\(count) new messages"
    content.group = group
    return SDKDisplay(
      id: content.id, content: content, replacementKey: "summary:" + group, channel: OneSignalRuntime.defaultChannel, createsChannel: true,
      isGroupSummary: true)
  }

  /// Gives `group`'s summary an Android notification id unless it has one
  /// (`createSummaryNotification`: `SecureRandom().nextInt()` when the table has no summary
  /// row for the group).
  func drawSummaryAndroidID(_ group: String) {
    if summaryAndroidIDs[group] == nil { summaryAndroidIDs[group] = androidNotificationId(collapseId: nil) }
  }

  /// The id of a group's summary notification.
  static func summaryID(_ group: String) -> String { "onesignal-summary-" + group }

  /// The shown notifications of a group, without its summary.
  func children(of group: String, in shown: [DisplayedNotification]) -> [DisplayedNotification] {
    shown.filter { $0.postedBySDK && !$0.isGroupSummary && $0.content.group == group }
  }

  func iosWillPresent(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard let notification = decoder(context).decode(push).notification, notification.notificationId != nil else { return nil }
    if OneSignalRuntime.iosInAppMessagePreview(notification) != nil {
      // `handleWillPresentNotificationInForegroundWithPayload`: an in-app message preview is
      // answered with no notification, so nothing is presented and no listener hears of it.
      return [.present([])]
    }
    return [.willDisplay(notification), .present([.banner, .list, .sound, .badge])]
  }

  /// iOS: the in-app message preview id in a notification's `additionalData` (the SDK's
  /// `ONESIGNAL_IAM_PREVIEW` look-up; the iOS `OSNotification` has no property of its own for it).
  static func iosInAppMessagePreview(_ notification: OSNotification) -> JSONValue? {
    notification.additionalData?["os_in_app_message_preview_id"]
  }

  func iosServiceExtension() -> (any NotificationServiceExtension)? {
    OneSignalServiceExtension(additionalDataIsRootPayload: additionalDataIsRootPayload, badgeCache: badgeCache)
  }

  // MARK: Badge clearing (iOS)

  /// iOS `clearBadgeCount:`, run when the SDK initializes (at each launch), when the app becomes
  /// active (`OneSignalTracker`'s focus) and when a OneSignal notification is opened: unless the
  /// app's `Info.plist` has `OneSignal_disable_badge_clearing`, the SDK sets the badge to 0 if its
  /// cached count says one is set (``OneSignalBadgeCache``), or after an open in any case. iOS
  /// then clears the app's notifications from Notification Center (the side effect OneSignal's
  /// documentation describes as the SDK removing them; "only clear the badge (and notifications
  /// [side-effect]) if it was set", OneSignal-iOS-SDK #796). The swizzled setter stores the 0.
  func clearBadgeCount(fromNotificationOpened: Bool, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .iOS, !context.app.oneSignalDisableBadgeClearing,
      fromNotificationOpened || badgeCache.count > 0
    else { return [] }
    badgeCache.count = 0
    return [.setBadge(0)]
  }

  /// The app set its badge: the SDK's swizzled setters store it in the app group.
  func appSetBadge(_ count: Int, context: SDKContext) {
    guard context.platform == .iOS else { return }
    badgeCache.count = Int32(truncatingIfNeeded: count)
  }

  func appBecameActive(context: SDKContext) -> [SDKEffect] {
    clearBadgeCount(fromNotificationOpened: false, context: context)
  }

  // MARK: Taps and removals

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
    guard !app.oneSignalSuppressLaunchURLs, !notification.isGroupSummary,
      let uri = OneSignalRuntime.launchURI(OSNotificationDecoder().decode(notification.push).notification?.launchURL, on: .android)
    else {
      return .appActivity(link: nil)
    }
    let intent = OneSignalRuntime.androidViewIntentURI(uri)
    return intent.browserSelector ? .browser : .viewing(intent.uri, app: app, otherwise: .trampoline)
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

  /// Whether the SDK opens the launch URL: not when the app suppresses launch URLs, nor on
  /// Android when a tap opens no activity (`OSNotificationOpenBehaviorFromPushPayload.uri`).
  func opensLaunchURL(context: SDKContext) -> Bool {
    !context.app.oneSignalSuppressLaunchURLs
      && !(context.platform == .android && context.app.oneSignalNotificationOpenedDisabled)
  }

  func opened(_ shown: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect]? {
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
      if OneSignalRuntime.iosInAppMessagePreview(notification) != nil {
        // `handleNotificationOpened` → `handleIAMPreview`: the iOS SDK returns before anything
        // else (showing the preview is a TODO there), so the tap does nothing for the app.
        return [.missed(method: "onNotificationOpened", reason: "inAppMessagePreview")]
      }
    }
    if let row = store.row(shownID: shown.id) { notification.androidNotificationId = Int(row.androidNotificationId) }
    let actionId = buttonIndex.map { shown.content.buttons[$0].id }
    if let actionId, context.platform == .iOS {
      // The iOS SDK puts the tapped button's id into additionalData.
      var data = notification.additionalData ?? JSONObject()
      data["actionSelected"] = .string(actionId)
      notification.additionalData = data
    }
    let click = OSNotificationClickEvent(
      notification: notification, result: OSNotificationClickResult(actionId: actionId, url: notification.launchURL))
    var details: JSONObject = ["notificationId": .string(notificationId)]
    if let data = notification.additionalData { details["additionalData"] = .object(data) }
    let launchURL: SDKEffect? = OneSignalRuntime.launchURI(notification.launchURL, on: context.platform).flatMap { url in
      opensLaunchURL(context: context)
        ? .action(type: "launchURL", parameters: ["url": .string(url)], result: "recorded, not opened") : nil
    }
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
    if let data = notification.additionalData { details["additionalData"] = .object(data) }
    // `NotificationOpenedProcessor.processIntent`: `markNotificationsConsumed` first (clearing
    // the group cancels its notifications), then the open (`notificationOpened`: each
    // notification's metric, then the click listener).
    cancelledWithSummary = members.map(\.id)
    var effects: [SDKEffect] = members.map { .remove(id: $0.id, reason: "tap") }
    for member in members {
      effects += trackOpen(shownID: member.id, notificationId: nil, platform: context.platform)
    }
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
    store.update(shownID: shownID) { $0.opened = true }
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

  /// The service extension's `preventDefault()`: the notification is not shown and counts as
  /// dismissed (`markNotificationAsDismissed`), so a restore does not bring it back.
  func prevented(_ push: IncomingPush, context: SDKContext) {
    store.update(shownID: push.notification.id) { $0.dismissed = true }
  }

  func removed(_ notification: DisplayedNotification, reason: String, context: SDKContext) -> [SDKEffect] {
    if reason == "dismiss" { store.update(shownID: notification.id) { $0.dismissed = true } }
    // A reboot or a force-stop clears the app's notifications with its process gone: the SDK
    // hears of nothing, and each summary goes with the rest.
    guard context.platform == .android, reason != "reboot", reason != "forceStop" else { return [] }
    let cancelledWithSummary = cancelledWithSummary.firstIndex(of: notification.id).map { self.cancelledWithSummary.remove(at: $0) } != nil
    let groupless = cancelledWithSummary ? [] : grouplessRemoved(notification, reason: reason, context: context)
    guard let group = notification.content.group, group != OneSignalRuntime.grouplessGroup else { return groupless }
    if notification.isGroupSummary {
      // Consumed: a later summary of the group gets a new id (a tap's open reads it first).
      if reason != "tap" { summaryAndroidIDs[group] = nil }
      // Swiping the summary away dismisses the group.
      guard reason == "dismiss" else { return groupless }
      return children(of: group, in: context.shown).map { .remove(id: $0.id, reason: "dismiss") }
    }
    let remaining = children(of: group, in: context.shown)
    let summaryID = OneSignalRuntime.summaryID(group)
    guard context.shown.contains(where: { $0.id == summaryID }) else { return groupless }
    // `updateSummaryNotificationAfterChildRemoved`: none left, the summary goes; one left, it is
    // shown again as a restored notification with a summary that is its copy; more, the
    // summary is recounted.
    if remaining.isEmpty { return groupless + [.remove(id: summaryID, reason: "groupEmptied")] }
    if remaining.count == 1 { return groupless + shownAgainAlone(remaining[0], group: group, context: context) }
    let message = remaining.last.flatMap { decoder(context).decode($0.push).notification?.groupMessage }
    return groupless + [.display(summaryDisplay(group: group, count: remaining.count, message: message))]
  }

  /// The last notification of a group (`restoreSummary`): the SDK processes it again as a
  /// restored one (`NotificationRestoreProcessor.processNotification`: the app's extension runs
  /// with `restoring`), which posts it again, without alerting, and makes the summary a copy of
  /// it.
  func shownAgainAlone(_ shown: DisplayedNotification, group: String, context: SDKContext) -> [SDKEffect] {
    guard let row = store.row(shownID: shown.id), var notification = decoder(context).decode(row.push).notification else { return [] }
    notification.restoring = true
    notification.androidNotificationId = Int(row.androidNotificationId)
    let request = display(row.push, notification, restored: true, context: context)
    return [.concerning(row.push, [
      .receivedByExtension(notification, details: ["notificationId": .string(row.notificationId), "restoring": true]),
      .display(request),
      .display(summaryCopy(of: request, group: group)),
    ])]
  }

  // MARK: Restore (row a11)

  func processStarted(afterBoot: Bool, context: SDKContext) -> [SDKEffect] {
    // iOS: `OneSignal.initialize` clears a badge at every launch, in the background too; the
    // process's statics start empty.
    if context.platform == .iOS {
      (lastOpenedInProcess, lastActionInProcess) = (nil, nil)
      return afterBoot ? [] : clearBadgeCount(fromNotificationOpened: false, context: context)
    }
    if afterBoot { restoring = false }  // a reboot ended the previous process and its work
    guard context.platform == .android, !store.rows.isEmpty, !restoring else { return [] }
    restoring = true
    restoredThisPass = 0
    return [.timer(after: afterBoot ? OneSignalRuntime.restoreDelayAfterBoot : .zero, name: "restore")]
  }

  func timerFired(_ name: String, context: SDKContext) -> [SDKEffect] {
    guard name == "restore" else { return [] }
    let shownIDs = Set(context.shown.map(\.id))
    // Newest first (`listNotificationsForOutstanding` orders by id, descending).
    let eligible = store.restorable(at: context.unixTime, shownIDs: shownIDs).reversed()
    guard restoredThisPass < OneSignalRuntime.restoreLimit, let row = eligible.first,
      var notification = decoder(context).decode(row.push).notification
    else {
      restoring = false
      return []
    }
    restoredThisPass += 1
    notification.restoring = true
    notification.androidNotificationId = Int(row.androidNotificationId)
    var effects: [SDKEffect] = [
      // After a boot the SDK's receiver runs without the app: the work starts its process.
      .launch(reason: "restore"),
      .concerning(row.push, [
        .receivedByExtension(notification, details: ["notificationId": .string(row.notificationId), "restoring": true]),
      ] + posting(row.push, notification, restored: true, context: context))
    ]
    if eligible.count > 1 {
      effects.append(.timer(after: OneSignalRuntime.restorePacing, name: "restore"))
    } else {
      restoring = false
    }
    return effects
  }
}
