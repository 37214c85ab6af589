/// The device's notification center: a notification shown, replaced or removed, and the badge.
extension SimulatedDevice {
  /// Shows a notification in the tray, recording `notification.displayed` or `.replaced`, with
  /// the FCM SDK's `fcmAppearance` when it built one that is not all the app's defaults; returns
  /// whether it was posted. Android refuses a new notification past the app's limit
  /// (``DeviceOptions/androidMaxNotificationsPerApp``): `notification.suppressed`, `packageLimit`;
  /// and an update of one shown while the app posts too fast
  /// (``DeviceOptions/androidMaxPackageEnqueueRate``): `notification.suppressed`,
  /// `enqueueRateExceeded`, the old one staying shown. Android shows a title, body or button
  /// title longer than ``AndroidTextLimit/maxLength`` cut (`push.warning` `textTruncated`), and
  /// warns when it has more buttons than its template shows (``AndroidActionLimit``,
  /// `push.warning` `tooManyActions`). On iOS,
  /// `interruption` is how it interrupts (``IOSInterruptionRules``): its Focus, summary,
  /// `treatedAs` and `ignoresMute` fields, written when there is something to say. On Android,
  /// while Do Not Disturb is on, what it did (``AndroidDoNotDisturbRules``): `dnd` and `dndReason`.
  @discardableResult
  func display(
    _ displayed: consuming DisplayedNotification, fcmAppearance appearance: FCMNotificationAppearance? = nil,
    interruption: IOSInterruptionRules.Decision? = nil
  ) -> Bool {
    // The poster creates the channel before it posts, so it exists even for a refused post.
    let channel = displayed.channel
    if let channel { noteChannelExists(channel) }
    if platform == .android {
      // AOSP checks the rate (updates only) before the count (new notifications only).
      if shedsUpdate(of: displayed.id, updating: tray.replacesOneShown(displayed)) {
        // The poster's `notify` returned all the same: an SDK takes it as shown.
        if displayed.postedBySDK { embeddedSDK?.postRefused(displayed, context: sdkContext()) }
        return false
      }
      // The system's bundle summary (R-A-24) is one of the app's notifications too.
      if options.androidMaxNotificationsPerApp > 0,
        tray.count + (androidAutoGroup.summaryShown ? 1 : 0) >= options.androidMaxNotificationsPerApp,
        !tray.replacesOneShown(displayed)
      {
        emit("notification.suppressed", ["id": .string(displayed.id), "reason": "packageLimit"])
        if displayed.postedBySDK { embeddedSDK?.postRefused(displayed, context: sdkContext()) }
        return false
      }
      // A channel the user turned off, checked after the rate and the count as AOSP's
      // `checkDisqualifyingFeatures` does. The SDK is told nothing: a vendor SDK that asks
      // `areNotificationsEnabled` for the channel (OneSignal, R-A-8) does not save it as shown,
      // as for a denied permission.
      if let channel, androidChannelIsOff(channel) {
        emit(
          "notification.suppressed",
          ["id": .string(displayed.id), "reason": "channelBlocked", "channel": .string(channel)])
        return false
      }
      androidEnqueueRate.posted(at: now)
    }
    // Chrome on Android hands the notification to Android, then checks its own permission.
    if platform == .web, ChromeAppLevelRevocation.applies(options), !chromeAppLevelDisplay(displayed.id) {
      if displayed.postedBySDK { embeddedSDK?.postRefused(displayed, context: sdkContext()) }
      return false
    }
    // R-W-8: the browser shows at most `Notification.maxActions` actions; the others are gone.
    if platform == .web, displayed.content.buttons.count > options.effectiveWebMaxActions {
      displayed.push.notification.buttons.removeSubrange(options.effectiveWebMaxActions...)
    }
    // What the trace and the SDK need, read before the tray takes the notification.
    let id = displayed.id
    let restored = displayed.restored
    let attachments = displayed.attachments
    var push = displayed.push
    if platform == .android, AndroidTextLimit.exceeds(push.notification) { limitText(of: &displayed, push: &push) }
    // Android's template shows the first three actions (AndroidActionLimit); all stay posted.
    if platform == .android, let issue = AndroidActionLimit.issue(for: push.notification) {
      emit(.warning, .string(id), .string(issue.reason), .string(issue.message))
    }
    // R-iOS-28: how the notification interrupts (passive: into the list without lighting the
    // screen or playing a sound); written only when the payload sets it.
    let interruptionLevel = platform == .iOS ? push.notificationInterruptionLevel : nil
    // The subtitle iOS shows under the title, written only when there is one.
    let subtitle = platform == .iOS ? push.notificationSubtitle : nil
    // Delivered quietly (provisional authorization, Deliver Quietly; docs/ModellingChoices/iOS.md), written only then.
    // A Focus that silences the app delivers it quietly too (docs/ModellingChoices/iOS.md).
    let interruption = platform == .iOS && interruption?.isPlain == false ? interruption : nil
    let quiet = platform == .iOS && (options.iosDeliversQuietly || interruption?.focus == .silenced)
    // A communication notification (a service extension's message or call intent): its people,
    // shown. Only its trace value is kept, built when there is one: the intent itself is a
    // large value whose copy on every post cost more than the rest of this check.
    let communication: JSONValue? = platform == .iOS && push.notification.hasCommunication
      ? push.notification.communication?.traceValue : nil
    // A call with people: whether one of them called within the last 15 minutes, then this
    // call remembered (AndroidRepeatCallers), Do Not Disturb on or off.
    if platform == .android, !displayed.people.isEmpty, androidCategory(of: displayed) == "call" {
      displayed.isRepeatCall = androidRepeatCallers.isRepeat(displayed.people, at: now)
      androidRepeatCallers.record(displayed.people, at: now)
    }
    // Android's Do Not Disturb (AndroidDoNotDisturbRules): while it is off, this one check.
    let dnd = platform == .android && doNotDisturbSettings.mode != .off ? doNotDisturbDecision(for: displayed) : nil
    let postedBySDK: DisplayedNotification? = displayed.postedBySDK ? copy displayed : nil
    if recordsSDKPostedIDs, postedBySDK != nil { sdkPostedIDs.insert(id) }
    let appGrouped = platform == .android && (push.notification.group != nil || displayed.sortKey != nil || displayed.isGroupSummary)
    if appGrouped { androidAppGroupPosted = true }
    let placement = platform == .android ? androidPlacement(of: displayed) : .newest
    let result = tray.post(consume displayed, placement: placement)
    if !usedOneShotIntents.isEmpty { usedOneShotIntents.remove(id) }  // posted anew: a new intent
    if !notificationTimeouts.isEmpty { notificationTimeouts[id] = nil }  // and its own timeout, if any
    if case .replaced(let old) = result, old != id { forgetPerNotificationState(old) }
    defer { if let postedBySDK { embeddedSDK?.displayed(postedBySDK, context: sdkContext()) } }
    // R-A-24: the system's bundle, recorded after the notification's own event and before what
    // the SDK does about it (deferred work runs last declared first).
    var autoGroup = AndroidAutoGroup.Action.none
    if platform == .android {
      let replaced: String? = if case .replaced(let old) = result { old } else { nil }
      autoGroup = androidAutoGroup.posted(id: id, replacing: replaced, appGrouped: appGrouped, threshold: options.androidAutoGroupAtCount)
    }
    defer { if autoGroup != .none { recordAutoGroup(autoGroup, posted: id) } }
    // Whether there is an appearance or a communication, asked by pattern: `== nil` on these
    // `Equatable` values would take Optional's `==` and copy the value (its strings retained).
    let hasAppearance = if case .some = appearance { true } else { false }
    let hasCommunication = if case .some = communication { true } else { false }
    let tag = push.notificationTag.map(JSONValue.string) ?? .null
    let title = push.notificationTitle.map(JSONValue.string) ?? .null
    let body = push.notificationBody.map(JSONValue.string) ?? .null
    switch result {
    case .displayed:
      if attachments.isEmpty && interruptionLevel == nil && subtitle == nil && !hasAppearance && !quiet && interruption == nil
        && !hasCommunication && dnd == nil
      {
        emit(
          channel == nil ? .displayed : .displayedWithChannel, .string(id), tag, title, body, .bool(restored),
          channel.map(JSONValue.string) ?? .null)
      } else if let appearance, let channel, attachments.isEmpty && interruptionLevel == nil && subtitle == nil && dnd == nil,
        !appearance.hasOneSignalOptions
      {
        simulation.trace.record(
          time: now, device: traceNumber, layout: .displayedByFCM, .string(id), tag, title, body, .bool(restored),
          .string(channel), icon: appearance.icon.map(JSONValue.string) ?? .null,
          color: appearance.color.map(JSONValue.string) ?? .null, sound: appearance.sound.map(JSONValue.string) ?? .null,
          image: appearance.imageURL.map(JSONValue.string) ?? .null)
      } else {
        var names = TraceFieldNames.displayed
        var values: [JSONValue] = [.string(id), tag, title, body, .bool(restored)]
        if let subtitle { names.append("subtitle"); values.append(.string(subtitle)) }
        if let channel { names.append("channel"); values.append(.string(channel)) }
        if !attachments.isEmpty { names.append("attachments"); values.append(.array(attachments.map(JSONValue.string))) }
        if let interruptionLevel { names.append("interruptionLevel"); values.append(.string(interruptionLevel)) }
        if quiet { names.append("delivery"); values.append("quiet") }
        if let communication { names.append("communication"); values.append(communication) }
        interruption?.appendTraceFields(names: &names, values: &values)
        dnd?.appendTraceFields(names: &names, values: &values)
        appearance?.appendTraceFields(names: &names, values: &values)
        emit("notification.displayed", fields: JSONObject(uniqueKeys: names, values: values))
      }
      if restored { emit("notification.restored", ["id": .string(id)]) }
    case .replaced(let old):
      if let appearance, interruptionLevel == nil && subtitle == nil && dnd == nil, !appearance.hasOneSignalOptions {
        simulation.trace.record(
          time: now, device: traceNumber, layout: .replacedByFCM, .string(id), tag, .string(old), title, body, .null,
          icon: appearance.icon.map(JSONValue.string) ?? .null, color: appearance.color.map(JSONValue.string) ?? .null,
          sound: appearance.sound.map(JSONValue.string) ?? .null, image: appearance.imageURL.map(JSONValue.string) ?? .null)
      } else if interruptionLevel != nil || subtitle != nil || hasAppearance || quiet || interruption != nil
        || hasCommunication || dnd != nil
      {
        var names = TraceFieldNames.replaced
        var values: [JSONValue] = [.string(id), tag, .string(old), title, body]
        if let subtitle { names.append("subtitle"); values.append(.string(subtitle)) }
        if let interruptionLevel { names.append("interruptionLevel"); values.append(.string(interruptionLevel)) }
        if quiet { names.append("delivery"); values.append("quiet") }
        if let communication { names.append("communication"); values.append(communication) }
        interruption?.appendTraceFields(names: &names, values: &values)
        dnd?.appendTraceFields(names: &names, values: &values)
        appearance?.appendTraceFields(names: &names, values: &values)
        emit("notification.replaced", fields: JSONObject(uniqueKeys: names, values: values))
      } else {
        emit(.replaced, .string(id), tag, .string(old), title, body)
      }
    }
    return true
  }

  /// Android: where a notification posted now goes in the list, by its ranking time (AOSP
  /// `NotificationRecord.calculateRankingTimeMs`): its `Notification.when` unless that is 0 or
  /// after the post; else, for an update, the ranking time of the one it replaces (it keeps its place);
  /// else the post time. The FCM SDK's `when` is `gcm.n.event_time` when it set one
  /// (``DisplayedNotification/when``), else the time it built the notification, the post; the
  /// vendor SDKs' are taken as their post time (docs/ModellingChoices/Android.md, "Notification
  /// list order").
  func androidPlacement(of displayed: borrowing DisplayedNotification) -> NotificationTray.Placement {
    guard !displayed.postedBySDK, let when = displayed.when else { return .newest }
    // AOSP takes `when` only when it is not 0 (`n.when != 0 && n.when <= postTime`).
    guard when != 0 else { return .replacedOnesPlace }
    let ranked = SimInstant(offset: .milliseconds(when) - .seconds(options.clockEpochSeconds))
    return ranked <= now ? .rankedAt(ranked) : .replacedOnesPlace
  }

  /// Android: what Do Not Disturb, on, does with `displayed` (``AndroidDoNotDisturbRules``).
  /// Its `Notification.category` is the one WonderPush's SDK sets from the alert's `category`
  /// (WP-A `buildNotification_inner`, `setCategory`); FCM's `AndroidNotification` has no category,
  /// and PushSim reads none from the other SDKs' payloads. None is a conversation
  /// (``AndroidDoNotDisturbRules/Conversation``): no SDK modelled builds a messaging-style
  /// notification. A call is from a repeat caller as last decided: when it was posted, or at
  /// the last change of the settings (``DisplayedNotification/isRepeatCall``).
  /// `settings` are the device's unless given (the ones before a change, to compare).
  func doNotDisturbDecision(
    for displayed: borrowing DisplayedNotification, settings: AndroidDoNotDisturbRules.Settings? = nil
  ) -> AndroidDoNotDisturbRules.Decision? {
    AndroidDoNotDisturbRules.decide(
      channel: displayed.channel, category: androidCategory(of: displayed), repeatCaller: displayed.isRepeatCall,
      settings: settings ?? doNotDisturbSettings)
  }

  /// Android: the `Notification.category` of `displayed`: WonderPush's alert `category` for one
  /// its SDK posted, none otherwise.
  func androidCategory(of displayed: borrowing DisplayedNotification) -> String? {
    sdk == .wonderpush && displayed.postedBySDK ? displayed.content.category : nil
  }

  /// Android: the notification as built, its title, body and button titles cut to
  /// ``AndroidTextLimit/maxLength`` (`Notification.safeCharSequence`, `NotificationCompat.Action`),
  /// with a `push.warning` `textTruncated` for each text cut, before the notification's own event.
  func limitText(of displayed: inout DisplayedNotification, push: inout IncomingPush) {
    let cuts = AndroidTextLimit.limit(&push.notification)
    displayed.push = push
    for cut in cuts { emit(.warning, .string(displayed.id), .string(AndroidTextLimit.warningReason), .string(cut.message)) }
  }

  /// Android: whether the system sheds a post of `id` now, an update of a shown notification when
  /// `updating`, because the app posts faster than ``DeviceOptions/androidMaxPackageEnqueueRate``
  /// (``AndroidEnqueueRate``); records `notification.suppressed`, `enqueueRateExceeded`, if so.
  func shedsUpdate(of id: String, updating: @autoclosure () -> Bool = true) -> Bool {
    guard androidEnqueueRate.sheds(at: now, limit: options.androidMaxPackageEnqueueRate), updating() else { return false }
    emit("notification.suppressed", ["id": .string(id), "reason": "enqueueRateExceeded"])
    return true
  }

  /// Android: whether Android posts nothing on `channel`: the user turned it off
  /// (``DeviceOptions/androidBlockedChannels``), or the app created it with `IMPORTANCE_NONE`
  /// (``androidChannelsCreatedWithImportanceNone``).
  func androidChannelIsOff(_ channel: String) -> Bool {
    (!options.androidBlockedChannels.isEmpty && options.androidBlockedChannels.contains(channel))
      || (!androidChannelsCreatedWithImportanceNone.isEmpty && androidChannelsCreatedWithImportanceNone.contains(channel))
  }

  /// Android: the app creates `channel` with `IMPORTANCE_NONE`. A new channel takes it; one that
  /// exists (or was deleted and comes back with its settings) is lowered to it unless the user
  /// changed the channel (``isLockedByUser(_:)``): AOSP's `PreferencesHelper.createNotificationChannel`,
  /// "Apps are allowed to downgrade channel importance if the user has not changed any fields on
  /// this channel yet" (`getUserLockedFields() == 0`). The notifications already on it stay:
  /// `NotificationManagerService.createNotificationChannelsImpl` only stores the channel and
  /// tells the listeners, where the user's change (`updateNotificationChannelInt`) cancels them.
  func noteChannelCreatedWithImportanceNone(_ channel: String) {
    guard !androidChannelsCreatedWithImportanceNone.contains(channel), !isLockedByUser(channel) else { return }
    androidChannelsCreatedWithImportanceNone.append(channel)
  }

  /// Android: `channel` exists from now on (a notification was posted on it); a deleted one is
  /// restored with its settings (``androidDeletedChannels``).
  func noteChannelExists(_ channel: String) {
    if !androidDeletedChannels.isEmpty, let index = androidDeletedChannels.firstIndex(of: channel) { androidDeletedChannels.remove(at: index) }
    guard !androidChannelsCreated.contains(channel), !options.androidChannels.contains(channel) else { return }
    androidChannelsCreated.append(channel)
  }

  /// Android: the app created `channel` (anew, or again) with `setBypassDnd(bypasses)`. AOSP's
  /// `PreferencesHelper.createNotificationChannel` keeps it only for an app with notification
  /// policy access (``DeviceOptions/androidNotificationPolicyAccess``): a new channel's is then
  /// the app's, and an existing channel's is updated unless the user changed the channel
  /// (``isLockedByUser(_:)``: AOSP's `getUserLockedFields() == 0`). Without it a new channel
  /// gets the package's priority (PushSim: no bypass) and an existing one keeps its own. A
  /// change decides the notifications already posted anew
  /// (``reevaluateDoNotDisturb(before:)``), as AOSP's `updateChannelsBypassingDnd` changes the
  /// policy (`updateZenPolicy`, `STATE_CHANNELS_BYPASSING_DND`), whose callback asks for a sort
  /// that re-reads each record's channel (`NotificationChannelExtractor`): so where a posted
  /// notification is stays what the current settings decide.
  func noteChannelBypassesDnd(_ channel: String, _ bypasses: Bool) {
    guard options.androidNotificationPolicyAccess, androidAppBypassDndChannels.contains(channel) != bypasses, !isLockedByUser(channel) else { return }
    let before = doNotDisturbSettings
    if bypasses { androidAppBypassDndChannels.append(channel) } else { androidAppBypassDndChannels.removeAll { $0 == channel } }
    if doNotDisturbSettings != before { reevaluateDoNotDisturb(before: before) }
  }

  /// Android: whether the user changed `channel`'s settings (its Override Do Not Disturb switch,
  /// blocking it, or turning it back on after the app set it to importance none), now or before the run, so that a field of it is user-locked and the app's
  /// `createNotificationChannel` no longer changes its bypass (``androidUserLockedChannels``).
  func isLockedByUser(_ channel: String) -> Bool {
    androidUserLockedChannels.contains(channel) || options.androidDndBypassChannels.contains(channel)
      || options.androidDndBypassOffChannels.contains(channel) || options.androidBlockedChannels.contains(channel)
      || options.androidUnblockedChannels.contains(channel)
  }

  /// Android: after a change of the options, the channels whose settings the user changed
  /// (their Override Do Not Disturb switch turned on or off, blocked or unblocked) are locked
  /// against the app for good (``androidUserLockedChannels``), and a bypass the app had set on
  /// one the user turned off is gone: AOSP's `updateNotificationChannel` from the user puts the
  /// channel as the user left it and locks the field (`lockFieldsForUpdateLocked`,
  /// `USER_LOCKED_PRIORITY`).
  func noteUserChannelChanges(from old: DeviceOptions) {
    let on = options.androidDndBypassChannels, blocked = options.androidBlockedChannels
    let changed =
      on.filter { !old.androidDndBypassChannels.contains($0) } + old.androidDndBypassChannels.filter { !on.contains($0) }
      + options.androidDndBypassOffChannels.filter { !old.androidDndBypassOffChannels.contains($0) }
      + blocked.filter { !old.androidBlockedChannels.contains($0) } + old.androidBlockedChannels.filter { !blocked.contains($0) }
      + options.androidUnblockedChannels.filter { !old.androidUnblockedChannels.contains($0) }
    for channel in changed where !androidUserLockedChannels.contains(channel) { androidUserLockedChannels.append(channel) }
    // Turned back on (`BlockPreferenceController`: at least `IMPORTANCE_LOW`): the importance
    // none the app gave it is gone.
    if !androidChannelsCreatedWithImportanceNone.isEmpty, !options.androidUnblockedChannels.isEmpty {
      androidChannelsCreatedWithImportanceNone.removeAll(where: options.androidUnblockedChannels.contains)
    }
    let off = old.androidDndBypassChannels.filter { !on.contains($0) } + options.androidDndBypassOffChannels
    if androidAppBypassDndChannels.contains(where: off.contains) { androidAppBypassDndChannels.removeAll(where: off.contains) }
  }

  /// Forgets what the device kept about a notification that is gone or was posted anew: its
  /// used one-shot intent (R-A-6), whether didRRN got it (R-iOS-10), its pending timeout.
  func forgetPerNotificationState(_ id: String) {
    if !usedOneShotIntents.isEmpty { usedOneShotIntents.remove(id) }
    if !redeliverableOnTap.isEmpty { redeliverableOnTap.remove(id) }
    if !notificationTimeouts.isEmpty { notificationTimeouts[id] = nil }
  }

  /// Android's `setTimeoutAfter`: the system cancels the notification once `timeout` has passed
  /// (`notification.removed`, reason `timeout`), unless it was removed or posted again before.
  func scheduleTimeout(of notification: DisplayedNotification, after timeout: Duration) {
    let id = notification.id
    let token = nextTimeoutToken
    nextTimeoutToken += 1
    notificationTimeouts[id] = token
    simulation.scheduler.schedule(after: timeout) { [weak self] in
      guard let self, self.notificationTimeouts[id] == token, let shown = self.tray.notification(id: id) else { return }
      self.remove(shown, reason: "timeout")
    }
  }

  /// Removes a notification, recording `notification.removed` with `reason`, or with
  /// `recordedReason` when given (a group summary's child: `groupSummaryCancelled`, while the
  /// app's SDK hears of it as of the summary, `reason`). On Android, an app's group summary
  /// takes the rest of its group with it (``cancelGroupChildren(of:reason:)``), unless
  /// `cancelsGroup` is `false` (the caller cancels the groups afterwards).
  func remove(_ notification: DisplayedNotification, reason: String, recordedReason: String? = nil, cancelsGroup: Bool = true) {
    guard tray.remove(id: notification.id) != nil else { return }
    forgetPerNotificationState(notification.id)
    emit(.removed, .string(notification.id), .string(recordedReason ?? reason))
    if platform == .android, !androidAutoGroup.ungrouped.isEmpty {
      recordAutoGroup(androidAutoGroup.removed(id: notification.id), posted: nil)
    }
    if let sdk = embeddedSDK {
      let effects = sdk.removed(notification, reason: reason, context: sdkContext())
      if !effects.isEmpty { apply(effects, to: notification.push, context: reason) }
    }
    if reason == "dismiss" { sendFCMDeleteIntent(of: notification) }
    if cancelsGroup, notification.isGroupSummary, reason != "tap" || embeddedSDK?.clearsGroupOnSummaryTap(notification) != true {
      cancelGroupChildren(of: notification, reason: reason)
    }
  }

  /// Sets the badge, recording `badge` when it changes.
  ///
  /// On iOS a badge that goes from a number to 0 also removes the app's notifications from
  /// Notification Center (`notification.removed`, reason `badgeCleared`; knob
  /// ``DeviceOptions/iosZeroBadgeClearsNotifications``), all but `keeping`: the notification of
  /// the push that carried the badge. A web app's badge (a Home Screen web app's, set by a
  /// declarative message's `app_badge` or its service worker) is only the number: that
  /// observation is of native apps' badges, and 0 there sets the Badging API's "nothing"
  /// (docs/ModellingChoices/Web.md).
  ///
  /// An iOS app whose notifications are delivered quietly (``DeviceOptions/iosDeliversQuietly``) has no badge: its pushes',
  /// its SDK's and its own badge changes leave the icon as it is.
  func setBadge(_ value: Int?, keeping: String? = nil) {
    guard let value, value != tray.badge else { return }
    if platform == .iOS, options.iosDeliversQuietly { return }
    let clears = platform == .iOS && value == 0 && (tray.badge ?? 0) > 0 && options.iosZeroBadgeClearsNotifications
    tray.badge = value
    emit(.badge, .integer(Int64(value)))
    guard clears else { return }
    guard embeddedSDK == nil else {
      // Each removal in turn: the SDK's hook sees the tray as it is after each one.
      for notification in tray.notifications where notification.id != keeping {
        remove(notification, reason: "badgeCleared")
      }
      return
    }
    // Nothing looks at the tray between the removals (no SDK; iOS has no automatic grouping):
    // all at once, then each one's state and trace line, in the tray's order.
    for id in tray.removeAll(exceptID: keeping, { $0.id }) {
      forgetPerNotificationState(id)
      emit(.removed, .string(id), .string("badgeCleared"))
    }
  }
}
