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
  /// Notifications older than this are not restored: 7 days (`NotificationQueryHelper`:
  /// `created_time > now - 604800`).
  static let restoreWindowSeconds: Int64 = 604_800
  /// Rows older than this are deleted when the SDK starts in a process: 7 days
  /// (`NotificationRepository.NOTIFICATION_CACHE_DATA_LIFETIME`, `created_time < now - 604800`).
  static let cacheDataLifetimeSeconds: Int64 = 604_800
  /// At most this many notifications are restored per pass ("up to 49").
  static let restoreLimit = 49
  /// The channel restored notifications are posted on (low importance: no sound, no vibration).
  static let restoredChannel = "restored_OS_notifications"
  /// OneSignal's default Android channel, which the SDK creates itself
  /// (`NotificationChannelManager.createDefaultChannel`): FCM's manifest default never applies.
  static let defaultChannel = "fcm_fallback_notification_channel"

  /// The channel the SDK creates for a `chnl` whose `id` is `id` (`createChannel`): the system's
  /// reserved `miscellaneous` (`NotificationChannel.DEFAULT_CHANNEL_ID`, which
  /// `createNotificationChannel` refuses) becomes the SDK's default channel.
  static func channelID(described id: String) -> String {
    id == "miscellaneous" ? defaultChannel : id
  }

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
    OSNotificationDecoder(
      additionalDataIsRootPayload: context.app.oneSignalAdditionalDataIsRootPayload, androidApiLevel: context.options.androidApiLevel)
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
  /// The restore's worker runs its pass in this process (its 200 ms pauses are in-process).
  var restoreWorkerRunning = false
  /// A kill stopped the restore's worker: WorkManager runs the work again
  /// (``processEnded(context:)``).
  var restoreRerunPending = false
  /// The number of the restore's current work; its timers carry it in their name, so the timer
  /// of a work run superseded by a later one does nothing.
  var restoreRun = 0
  /// When the restore's work was last enqueued (its `WorkSpec.lastEnqueueTime`), the base of
  /// WorkManager's backoff for a rerun (``restoreRerunDue``).
  var restoreEnqueuedAt = SimInstant.zero
  /// How many times the restore's worker started for this work (`WorkSpec.runAttemptCount`,
  /// raised by `WorkerWrapper.trySetRunning`).
  var restoreRunAttempts = 0
  /// The restore's work is starting the app's process (``timerFired(_:context:)``): the SDK's
  /// start in it keeps that work (``processStarted(afterBoot:context:)``).
  var restoreWorkStartsProcess = false
  /// The restore's work is in WorkManager's database with no job: a reboot or a force stop
  /// dropped its job, and WorkManager's next start in the app's process schedules it again
  /// (`ForceStopRunnable`), due at ``restoreWorkDue`` (``processStarted(afterBoot:context:)``).
  var restoreWorkUnscheduled = false
  /// The initial delay the restore's work was enqueued with (`OneTimeWorkRequest.setInitialDelay`:
  /// 15 s from the boot receiver, none from the app's start).
  var restoreInitialDelay = Duration.zero
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
  /// iOS: how many times the app's process has started; a display timeout set in an earlier
  /// process never fires (``willDisplayPrevented(_:context:)``).
  var processStarts = 0
  /// iOS: the SDK's process-wide foreground-display state (`_completion`, `_timeoutTimer`,
  /// `_wantsToDisplay`, file-level in `OSNotification+OneSignal.m`); a new process starts a new
  /// one (``OneSignalIOSDisplayState``).
  var iosDisplay = OneSignalIOSDisplayState()

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
      // Posted through `NotificationDisplayer.showNotification` too, so the SDK makes room first.
      guard context.inFocus else {
        return showing(push, notification, restored: false, context: context)
      }
      return [.action(
        type: "inAppMessagePreview", parameters: ["previewId": .string(preview)],
        result: "shown as an in-app message instead of a notification")]
    }
    if store.contains(notificationId: notificationId) {
      return [.drop(reason: "duplicate", message: "OneSignal already processed notification \(notificationId)")]
    }
    notification.androidNotificationId = Int(androidNotificationId(collapseId: notification.collapseId))
    // The row's expiry: the sent time (the bundle's, read with org.json, else the processing
    // time) plus the TTL; not `RemoteMessage.getSentTime()`, which is 0 for a value it cannot read.
    let expireTime = push.remoteMessage.map { OneSignalNotificationStore.androidExpireTime($0.rawData, now: context.unixTime) }
      ?? notification.expireTime(receivedAtUnixTime: context.unixTime)
    store.insert(OneSignalNotificationStore.Row(
      notificationId: notificationId, shownID: push.notification.id, push: push, groupKey: notification.groupKey,
      collapseId: notification.collapseId, androidNotificationId: Int32(truncatingIfNeeded: notification.androidNotificationId),
      createdTime: context.unixTime, expireTime: expireTime))
    var effects: [SDKEffect] = [.receivedByExtension(notification, details: ["notificationId": .string(notificationId)])]
    if notification.isPastTTL(atUnixTime: context.unixTime) {
      // The service extension has run; the TTL check stops the display, and the push is still
      // post-processed: its receipt goes (``receiveReceipt``).
      let sentText = notification.sentTime.map(String.init) ?? "unknown"
      return effects + [.drop(
        reason: "pastTTL",
        message: "sent at \(sentText) with a TTL of \(notification.ttl) s, processed at \(context.unixTime): OneSignal does not show it"),
        OneSignalRuntime.receiveReceipt]
    }
    if !notification.isSilent {
      if context.inFocus { effects.append(.willDisplay(notification)) }
      // Every other row with its Android notification id, that of the notification it replaces
      // (a collapse id's), is marked dismissed (`NotificationRepository.createNotification`,
      // `shouldDismissIdenticals`), whether or not Android shows the new one.
      store.dismissIdenticals(of: push.notification.id)
      effects += showing(push, notification, restored: false, context: context)
    }
    effects.append(OneSignalRuntime.receiveReceipt)
    return effects
  }

  /// `postProcessNotification`, which every push the SDK processes reaches, duplicates aside
  /// (OneSignal-Android-SDK#2512, "send receive receipt even when preventDefault is called"):
  /// `NotificationLifecycleService.notificationReceived(job, wasDisplayed)` enqueues the receive
  /// receipt (Confirmed Delivery, `ReceiveReceiptWorkManager`: the `received` metric) whether or
  /// not the notification was displayed, and only a displayed one counts for the influence
  /// (`IInfluenceManager.onNotificationReceived`) and the analytics event
  /// (`trackReceivedEvent`, Firebase's `os_notification_received`): the metric has
  /// `displayed: false` otherwise (``tookAsDisplayed(_:)``). A restored notification is not
  /// post-processed: no receipt.
  static let receiveReceipt = SDKEffect.trackAfterDisplay(event: "received")

  /// `wasDisplayed`: the display ran and `showNotification` returned
  /// `areNotificationsEnabled(channel)` (the app's notifications on, the channel not of importance
  /// none), which holds for a post Android refused past its limits too
  /// (``postRefused(_:context:)``). A prevented, silent or expired push never displays; a
  /// notification on a channel that is off, or while notifications are off, is not recorded as
  /// shown (``displayed(_:context:)`` does not run).
  func tookAsDisplayed(_ push: IncomingPush) -> Bool {
    store.row(shownID: push.notification.id)?.displayed ?? false
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
    let (channel, sound, bypassesDnd) = postingChannel(for: notification, restored: restored, options: context.options)
    // Android replaces a notification posted under the same id (`notify(androidNotificationId)`,
    // no tag), so the SDK's notifications are filed under their Android id: a collapse id's
    // notification takes the Android id of the one shown with it
    // (``androidNotificationId(collapseId:)``), a restored one its row's, so an update replaces
    // a restored notification, and a collapse id replaces only while the SDK still has the row
    // (a new process deletes rows older than a week: then both are shown). Any other
    // notification draws a new id and replaces nothing.
    let replacementKey = notification.androidNotificationId == 0 ? nil : "android:\(notification.androidNotificationId)"
    var request = SDKDisplay(
      id: push.notification.id, content: content, replacementKey: replacementKey,
      channel: channel, createsChannel: true, restored: restored)
    request.channelBypassesDnd = bypassesDnd
    // `createChannel` makes the `chnl` channel (unless an `oth_chnl` channel exists, posted on
    // without it) with `priorityToImportance(optInt("pri", 6))`: below 1 `IMPORTANCE_NONE`.
    let otherChannelExists = notification.otherChannel.map(context.options.androidChannels.contains) ?? false
    request.channelImportanceNone =
      !restored && !otherChannelExists && notification.payloadChannelId == channel && notification.channelImportanceIsNone
    request.appearance = OneSignalNotificationAppearance.build(
      notification, channel: channel, channelSound: restored ? nil : sound, options: context.options,
      data: push.remoteMessage?.rawData)
    return request
  }

  /// The channel the SDK posts on (`NotificationChannelManager.createNotificationChannel`, Android
  /// 8.0+), with the sound it plays when the SDK made it from a payload (`nil`: the default, or
  /// the app's channel's own): the restore channel for a restored notification; `oth_chnl` when
  /// that channel exists (the app created it, or the SDK or FCM did since and did not delete it:
  /// `options` has every channel the device has); the channel `chnl` describes, created when the notification is
  /// posted unless it exists (Android keeps a channel's sound and importance from its first
  /// creation, except that the app may lower the importance: ``SDKDisplay/channelImportanceNone``);
  /// else the SDK's default channel. `bypassesDnd` is the `setBypassDnd` (`bdnd`) of
  /// the `chnl` channel, which `createChannel` creates on every such push, existing or not;
  /// `false` for the default channel a push without `chnl` creates (`createDefaultChannel`);
  /// `nil` for the others, which the SDK does not create.
  func postingChannel(
    for notification: OSNotification, restored: Bool, options: DeviceOptions
  ) -> (id: String, sound: String?, bypassesDnd: Bool?) {
    if restored { return (OneSignalRuntime.restoredChannel, nil, nil) }
    // `options` lists the channels that exist now: one the SDK created and deleted since
    // (`processChannelList`) is not found (`getNotificationChannel` gives null).
    if let other = notification.otherChannel, options.androidChannels.contains(other) {
      return (other, createdChannels[other] ?? nil, nil)
    }
    guard let described = notification.payloadChannelId else {
      // Without `chnl` the SDK creates its default channel anew (`createDefaultChannel`), with
      // no `setBypassDnd`: for an app with access, a bypass that channel had goes. A `chnl` it
      // cannot read creates no channel.
      return (OneSignalRuntime.defaultChannel, nil, notification.payloadHasChannel ? nil : false)
    }
    let bypassesDnd = notification.payloadChannelBypassesDnd
    if let created = createdChannels[described] { return (described, created, bypassesDnd) }
    if options.androidChannels.contains(described) { return (described, nil, bypassesDnd) }
    let sound = OneSignalNotificationAppearance.channelSound(of: notification, options: options)
    channelsToCreate[described] = .some(sound)
    return (described, sound, bypassesDnd)
  }

  /// The group's summary notification (`createSummaryNotification`), posted with each of its
  /// notifications. It lists the group's rows (``OneSignalNotificationStore/groupRows(_:)``)
  /// without those posted under the new notification's Android id: none, and it is a copy of
  /// the notification ("First notification with this group key, post like a normal
  /// notification": its content, channel and buttons, the summary's intents); else "N new
  /// messages" (`grp_msg`) for those rows and the new one. The rows of the `cleared` (to make
  /// room) are dismissed by then. The rows count, not the
  /// notifications shown: a notification of a group whose earlier ones went with a reboot and
  /// are not restored yet counts them.
  func summary(adding push: IncomingPush, _ notification: OSNotification, request: SDKDisplay, cleared: Set<Int32>) -> [SDKEffect] {
    guard let group = notification.groupKey else { return [] }
    let androidID = Int32(truncatingIfNeeded: notification.androidNotificationId)
    let others = store.groupRows(group, cleared: cleared).count { $0.androidNotificationId != androidID }
    guard others > 0 else { return [.display(summaryCopy(of: request, group: group))] }
    return [.display(summaryDisplay(group: group, count: others + 1, message: notification.groupMessage))]
  }

  /// The group's summary when the SDK restores one of its notifications
  /// (`SummaryNotificationDisplayer.createSummaryNotification` with `isRestoring`): it counts
  /// the group's rows (``OneSignalNotificationStore/groupRows(_:)``), restored yet or not (a
  /// reboot dismisses nothing), without the `cleared` (the SDK marks those dismissed before it
  /// posts, ``showing(_:_:restored:context:)``): "N new messages" for two or more, else a copy
  /// of the notification.
  func restoredSummary(for notification: OSNotification, request: SDKDisplay, cleared: Set<Int32>) -> [SDKEffect] {
    guard let group = notification.groupKey else { return [] }
    let count = store.groupRows(group, cleared: cleared).count
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

  /// `OneSignalNotificationsUNUserNotificationCenter.registerDelegate`: with no delegate of the
  /// app's the SDK sets its own `OSUNUserNotificationCenterDelegate` at initialisation, and
  /// swizzles `setDelegate:` to hook into one the app sets later (OneSignal-iOS-SDK
  /// `UNUserNotificationCenter+OneSignalNotifications.m`).
  var iosIsNotificationCenterDelegate: Bool { true }

  /// The same file's `onesignalUserNotificationCenter:didReceiveNotificationResponse:…` runs
  /// `processiOS10Open:` (the open metric, the launch URL, the badge clearing, the click
  /// listener) and only then `forwardReceivedNotificationResponseWithCenter:`, which calls the
  /// app's own `didReceive`: the whole open comes before `didReceive`, and
  /// ``opened(_:buttonIndex:context:)`` adds nothing after it on iOS.
  func iosTapBeforeApp(_ shown: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect] {
    openingEffects(shown, buttonIndex: buttonIndex, context: context)
  }

  /// The same file's `onesignalUserNotificationCenter:willPresentNotification:…`: a push that is
  /// not OneSignal's goes to the app's delegate; with none to forward to (`forwarder.hasReceiver`
  /// false) the SDK completes with 7 (alert, sound, badge), which PushSim reads as every option.
  func iosWillPresentWithoutAppDelegate(_ push: IncomingPush, context: SDKContext) -> PresentationOptions? {
    [.banner, .list, .sound, .badge]
  }

  func iosWillPresent(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard let notification = decoder(context).decode(push).notification, notification.notificationId != nil else { return nil }
    if let preview = OneSignalRuntime.iosInAppMessagePreview(notification) {
      // `handleWillPresentNotificationInForegroundWithPayload`: an in-app message preview is
      // completed with no notification, without the foreground listener; the completion's
      // `finishProcessingNotification` runs `notificationReceived:wasOpened:NO`, whose
      // `handleIAMPreview` posts it to the in-app messaging module, which shows it, then hands
      // `willPresent` on (the app's own delegate, else the legacy didRRN) and answers 0. Its
      // `parseWithApns:` still replaces the SDK's one `_timeoutTimer` with a new, unscheduled
      // one, so a held push's own timer is no longer the one a `display()` invalidates.
      iosDisplay.parse()
      return [OneSignalRuntime.iosPreviewShown(preview), .completeWillPresent([])]
    }
    // `handleWillShowInForegroundForNotification`: the foreground listener, then, unless it
    // prevented the display, the completion at once (`finishProcessingNotification` with 7).
    return [.willDisplay(notification), .completeWillPresent(OneSignalRuntime.iosDisplayOptions)]
  }

  /// iOS: `OSNotificationsManager handleIAMPreview:` posts `ONESIGNAL_POST_PREVIEW_IAM`, which
  /// `OSMessagingController` observes (`handleIAMPreview:` → `presentInAppPreviewMessage:`):
  /// the preview is shown as an in-app message, in front of any showing one.
  static func iosPreviewShown(_ preview: JSONValue) -> SDKEffect {
    .action(
      type: "inAppMessagePreview", parameters: ["previewId": preview],
      result: "shown as an in-app message; no notification listener is called")
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
    badgeCache.update(0)
    return [.setBadge(0)]
  }

  /// The app set its badge: the SDK's swizzled setters store it in the app group.
  func appSetBadge(_ count: Int, context: SDKContext) {
    guard context.platform == .iOS else { return }
    badgeCache.update(Int32(truncatingIfNeeded: count))
  }

  func appBecameActive(context: SDKContext) -> [SDKEffect] {
    clearBadgeCount(fromNotificationOpened: false, context: context)
  }

  // MARK: Restore (row a11)

  func processStarted(afterBoot: Bool, context: SDKContext) -> [SDKEffect] {
    // iOS: `OneSignal.initialize` clears a badge at every launch, in the background too; the
    // process's statics start empty.
    if context.platform == .iOS {
      (lastOpenedInProcess, lastActionInProcess) = (nil, nil)
      iosDisplay = OneSignalIOSDisplayState()
      processStarts += 1
      return afterBoot ? [] : clearBadgeCount(fromNotificationOpened: false, context: context)
    }
    guard context.platform == .android else { return [] }
    // The SDK's start in a new process (5.x `NotificationsManager`'s init,
    // `deleteExpiredNotifications`; 4.x `setupContextListeners`, `cleanOldCachedData`) deletes
    // the rows created more than 7 days ago: a notification id seen only then is new again
    // (no `duplicate`), and such rows no longer count in a group's summary nor give a collapse
    // id its Android id. The boot receiver starts the process too.
    store.deleteRows(createdBefore: context.unixTime - OneSignalRuntime.cacheDataLifetimeSeconds)
    // A process the restore's work started: the SDK's init enqueues with `KEEP` while that work
    // is RUNNING, so it adds none, even when the pass ends at once.
    if restoreWorkStartsProcess {
      restoreWorkStartsProcess = false
      return []
    }
    // WorkManager's start in this process sets the work a kill stopped back to ENQUEUED, and
    // after a reboot or a force stop schedules its unfinished work again (``rebooted()``,
    // ``workCleared()``): it runs when it is due (``restoreWorkDue``), at once if that has
    // passed, and the SDK's `enqueueUniqueWork(…, KEEP, …)` (the boot receiver's, the app's
    // start's) keeps it.
    if restoreRerunPending || restoreWorkUnscheduled {
      restoreWorkUnscheduled = false
      return [restoreWork(after: max(.zero, context.now.duration(to: restoreWorkDue)))]
    }
    guard !store.rows.isEmpty, !restoring else { return [] }
    restoring = true
    return [enqueueRestoreWork(after: afterBoot ? OneSignalRuntime.restoreDelayAfterBoot : .zero, now: context.now)]
  }

  func timerFired(_ name: String, context: SDKContext) -> [SDKEffect] {
    if let timer = displayTimer(name, prefix: OneSignalRuntime.displayTimeoutTimer, context: context) {
      return displayTimeoutFired(timer: timer.number)
    }
    if let timer = displayTimer(name, prefix: OneSignalRuntime.displayCallTimer, context: context) {
      return displayCalled(pushID: timer.pushID)
    }
    guard name == restoreTimerName else { return [] }
    let startsWorker = !restoreWorkerRunning
    if startsWorker { startRestoreWorker() }
    // The work's job starts the app's process (JobScheduler binds WorkManager's
    // `SystemJobService` in it), whatever its pass then finds to restore.
    let launch: [SDKEffect] = startsWorker && !context.state.isRunning ? [.launch(reason: "restore")] : []
    restoreWorkStartsProcess = !launch.isEmpty
    let shownIDs = Set(context.shown.map(\.id))
    // Newest first (`listNotificationsForOutstanding` orders by id, descending).
    let eligible = store.restorable(at: context.unixTime, shownIDs: shownIDs).reversed()
    guard restoredThisPass < OneSignalRuntime.restoreLimit, let row = eligible.first,
      var notification = decoder(context).decode(row.push).notification
    else {
      (restoring, restoreWorkerRunning) = (false, false)
      return launch
    }
    restoredThisPass += 1
    notification.restoring = true
    notification.androidNotificationId = Int(row.androidNotificationId)
    var effects: [SDKEffect] = launch + [
      // A restored notification is displayed as a new one is (`NotificationDisplayer.showNotification`),
      // so the SDK clears its oldest first to keep 49 (``makingRoom(for:_:context:)``).
      .concerning(row.push, [
        .receivedByExtension(notification, details: ["notificationId": .string(row.notificationId), "restoring": true]),
      ] + showing(row.push, notification, restored: true, context: context))
    ]
    if eligible.count > 1 {
      // `delay(200)` in the worker's coroutine: in the app's process.
      effects.append(.timer(after: OneSignalRuntime.restorePacing, name: restoreTimerName))
    } else {
      (restoring, restoreWorkerRunning) = (false, false)
    }
    return effects
  }
}
