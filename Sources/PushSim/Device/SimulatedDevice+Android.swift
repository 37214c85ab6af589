extension SimulatedDevice {
  /// Android: dedup (R-A-4), Doze and App Standby (R-A-12, R-A-15), rows a1–a10 of §7.3, the tray.
  /// `timing`: when a message FCM kept before (the device was offline) was sent and expires.
  func deliverAndroid(_ incoming: IncomingPush, timing: PushServiceTiming? = nil) {
    var push = incoming
    let id = push.notificationID
    if beforeFirstUnlock {
      // Direct Boot: before the first unlock after a restart only directBootAware components
      // run. Google Play services hands a message to the app then only when it was sent with
      // direct_boot_ok, as its own broadcast (RECEIVE_DIRECT_BOOT), which only the
      // firebase-messaging-directboot receiver takes, for a directBootAware service ("Receive FCM
      // messages in direct boot mode"). Any other waits on the device for the unlock.
      let directBootOK = push.headers.fcmDirectBootOK ?? false
      if !(app.directBootAware && directBootOK) {
        heldUntilFirstUnlock.append(push)
        emit(
          "push.held",
          [
            "id": .string(id), "reason": "beforeFirstUnlock",
            "directBootAware": .bool(app.directBootAware), "directBootOK": .bool(directBootOK),
          ])
        return
      }
    }
    let decision = AndroidDeliveryRules.decide(
      kind: push.kind, state: state, locked: isLocked, knobs: deliveryKnobs,
      channelBlocked: !options.androidBlockedChannels.isEmpty && fcmChannelIsBlocked(push))
    // The SDK's service gets the message (FCM held and deduplicated it as any other), then does
    // nothing with it: `gcm.n.noui`, or a `message_type` it does not know.
    let reachesService =
      decision.dropReason == nil || decision.dropReason == "noUI" || decision.dropReason == "unknownMessageType"
    if deliveryKnobs.fcmDeprioritized, decision.dropReason == nil, state == .foreground, !isLocked,
      push.remoteMessagePriority == .high, reachesService
    {
      // R-A-13: FCM lowers the priority on its servers, whatever the app's state.
      warnDeprioritized(id)
      push.remoteMessage?.priority = .normal
    }
    if !releasingDozeHeld, reachesService, state != .foreground || isLocked {
      let priority = push.fcmDeliveryPriority
      switch androidGate.decide(priority: priority, now: now, knobs: deliveryKnobs) {
      case .deliver:
        break
      case .deliverDeprioritized:
        warnDeprioritized(id)
        // "Treated as normal-priority": the message arrives with that priority (`getPriority()`).
        push.remoteMessage?.priority = .normal
      case .holdUntilDozeEnds(let deprioritized):
        if deprioritized {
          warnDeprioritized(id)
          // It waits, and then arrives, as a normal-priority message.
          push.remoteMessage?.priority = .normal
        }
        // FCM defers the message server-side (R-A-12): its TTL and collapse key still apply.
        hold(inService: push, reason: "doze", timing: timing)
        return
      }
    }
    // R-A-4: the SDK (in a live process) ignores a message id among the last 10 it received;
    // only `google.message_id` is checked (the trace id, else a generated one), an empty one never.
    if reachesService, !id.isEmpty {
      guard recentMessageIDs.insert(id) else {
        emit("push.dropped", ["id": .string(id), "reason": "duplicate"])
        return
      }
    }
    emitReceived(push, rule: decision.row)
    let arrivalState = state
    let uiLoaded = activityAlive
    if let reason = decision.dropReason {
      // a10: the OS drops the post, but the FCM intent (the c2dm RECEIVE broadcast) still
      // reaches the app's receivers, in a process started for it if need be: the FCM SDK's
      // own, an SDK's (Customer.io's CustomerIOFirebaseMessagingReceiver reports delivered)
      // and a wrapper's. So does it for a message the FCM SDK's service then ignores (noUI,
      // unknownMessageType).
      let broadcast = reason == "permissionDenied" || reachesService
      if broadcast, decision.coldStart {
        emit("app.launched", ["reason": "backgroundPush"])
        setState(.background, reason: "backgroundPush")
      }
      if broadcast, let sdk = embeddedSDK {
        let effects = sdk.androidBroadcast(push, context: sdkContext(arrivalState: arrivalState))
        if !effects.isEmpty { apply(effects, to: push, context: "receiveAction") }
      }
      emit("push.dropped", ["id": .string(id), "reason": .string(reason)])
      if broadcast, usesWrapperOverlay {
        // The wrapper's receiver decides (``WrapperOverlay/notDispatched(_:wrapper:)``):
        // FlutterFire's takes every intent, React Native Firebase's a `gcm` one, the plugins
        // that receive through a FirebaseMessagingService (Cordova's, Airship's) none.
        let wrapperDecision = wrapperReceived(
          push, state: arrivalState, uiLoaded: uiLoaded, nativeAppCodeRan: false, nativeDisplayed: false)
        if SimulatedDevice.runsBackgroundHandler(wrapperDecision) { startHandlerBudget(for: id, takes: app.backgroundHandlerTakes) }
      }
      return
    }
    if decision.coldStart {
      emit("app.launched", ["reason": "backgroundPush"])
      setState(.background, reason: "backgroundPush")
    }
    if let sdk = embeddedSDK {
      let effects = sdk.androidBroadcast(push, context: sdkContext(arrivalState: arrivalState))
      if !effects.isEmpty { apply(effects, to: push, context: "receiveAction") }
    }
    if decision.sdkDisplays, let box = push.remoteMessageBox {
      if let notification = box.value.notification,
        let thrown = FCMLocalizedText.uncaughtException(building: notification, strings: app.strings, locale: app.locale)
      {
        crashBuildingNotification(id, thrown)
        return
      }
      let tag = push.notificationTag  // an empty tag is none (`getTag`)
      let appearance = FCMNotificationAppearance.build(
        channelId: box.value.notification?.channelId, icon: box.value.notification?.icon, color: box.value.notification?.color,
        sound: box.value.notification?.sound, imageURL: box.value.notification?.imageUrl, options: options,
        createdChannels: androidChannelsCreated)
      for issue in appearance.issues {
        emit(.warning, .string(id), .string(issue.reason), .string(issue.message))
      }
      var shown = DisplayedNotification(
        id: id, push: push, replacementKey: tag.map { "tag:" + $0 }, channel: appearance.channel, displayedAt: now)
      shown.hasGeneratedTag = tag == nil  // `FCM-Notification:<uptime>` on the device
      shown.when = box.value.notification?.eventTime  // `setWhen(eventTime)` when it parses
      display(shown, fcmAppearance: appearance.isPlain ? nil : appearance)
    }
    if decision.onMessageReceived, let sdk = embeddedSDK,
      let effects = sdk.androidMessage(push, context: sdkContext(arrivalState: arrivalState))
    {
      // The SDK's FirebaseMessagingService handles its own push; the app hears from the SDK.
      // A delegate the app sets on a screen is not set in a process no activity has loaded
      // (one a push started, for this push and the next): no screen loads in a background start.
      launching = decision.coldStart || !uiLoaded
      apply(effects, to: push, context: "receiveAction")
      launching = false
      return
    }
    if decision.onMessageReceived, let box = push.remoteMessageBox {
      // `data` is built when the trace is read.
      simulation.trace.record(
        time: now, device: traceNumber, layout: .messageReceived, .string(id), .string(push.kind.rawValue),
        deferred: .fcmAppData(box.value.appData))
      let takes = delegate?.onMessageReceived(box.value) ?? app.backgroundHandlerTakes
      if !usesWrapperOverlay { callGenericReceived(push) }
      startHandlerBudget(for: id, takes: takes)
    }
    if decision.onDeletedMessages {
      emit("delegate.onDeletedMessages", [:])
      delegate?.onDeletedMessages()
    }
    if push.kind == .fcmSendEvent || push.kind == .fcmSendError, let message = push.remoteMessage {
      deliverUpstreamResult(message, id: id)
    }
    if usesWrapperOverlay {
      let wrapperDecision = wrapperReceived(
        push, state: arrivalState, uiLoaded: uiLoaded, nativeAppCodeRan: decision.onMessageReceived,
        nativeDisplayed: decision.sdkDisplays)
      // A notification message reaches the wrapper's own receiver (no onMessageReceived): its
      // background handler has the same budget.
      if !decision.onMessageReceived, SimulatedDevice.runsBackgroundHandler(wrapperDecision) {
        startHandlerBudget(for: id, takes: app.backgroundHandlerTakes)
      }
    }
  }

  /// The FCM SDK's `String.format` threw, building the notification on its own thread, an
  /// exception it does not catch (``FCMLocalizedText/uncaughtException(building:strings:locale:)``):
  /// the app process dies (`push.dropped` `appCrashed`, then `app.state` `killed` `crash`), and
  /// nothing is shown nor dispatched.
  private func crashBuildingNotification(_ id: String, _ thrown: (field: String, key: String, exception: JavaFormatException)) {
    emit(
      "push.dropped",
      [
        "id": .string(id), "reason": "appCrashed",
        "message": .string(
          "the FCM SDK formatting \(thrown.field)_loc_key \(QuotedValue.plain(thrown.key)) threw \(thrown.exception) "
            + "while building the notification; nothing catches it and the app process dies"),
      ])
    setState(.killed, reason: "crash")
  }

  /// `onMessageSent` (`message_type` `send_event`, its id the `google.message_id` extra) or
  /// `onSendError` (`send_error`, its id `google.message_id` else `message_id`, with the `error`
  /// extra): like `onDeletedMessages`, the app's service always has them.
  private func deliverUpstreamResult(_ message: RemoteMessage, id: String) {
    let googleID = message.rawData["google.message_id"]
    if message.messageType == "send_event" {
      emit("delegate.onMessageSent", ["notification": .string(id), "messageId": googleID.map(JSONValue.string) ?? .null])
      delegate?.onMessageSent(googleID)
    } else {
      let messageID = googleID ?? message.rawData["message_id"]
      let error = message.rawData["error"]
      emit(
        "delegate.onSendError",
        ["notification": .string(id), "messageId": messageID.map(JSONValue.string) ?? .null, "error": error.map(JSONValue.string) ?? .null])
      delegate?.onSendError(messageID, error: error)
    }
  }

  /// R-A-9's budget for a message handler that takes `takes`; FlutterFire runs its Dart handler
  /// as queued work, killed only after 30 s ("If tasks run for longer than 30 seconds, the device
  /// may automatically kill the process", [X4]); React Native Firebase runs its JS handler as a
  /// Headless JS task with a 60 s timeout by default ("has 60 seconds to resolve before it is
  /// automatically canceled", [X3]; ``DeviceOptions/reactNativeHeadlessTaskTimeoutSeconds``).
  func startHandlerBudget(for id: String, takes: Duration) {
    let seconds =
      switch wrapper {
      case .flutter where options.dartEntryPoint: SimulatedDevice.flutterHandlerBudgetSeconds
      case .reactNative: options.reactNativeHeadlessTaskTimeoutSeconds
      default: options.androidHandlerBudgetSeconds
      }
    let budget = Duration.seconds(seconds)
    guard takes > budget else { return }
    let task = simulation.scheduler.schedule(after: budget) { [weak self] in
      guard let self else { return }
      self.emit("handler.timedOut", ["notification": .string(id), "budget": .string(DurationText.format(budget))])
      if self.state == .background { self.setState(.killed, reason: "handlerBudgetExceeded") }
    }
    handlerTasks.append(task)
  }

  /// `push.warning` `deprioritized` when FCM deprioritized the app (R-A-13), else
  /// `highPriorityCapReached` (R-A-15).
  private func warnDeprioritized(_ id: String) {
    if options.fcmDeprioritized {
      emit(
        "push.warning",
        ["id": .string(id), "reason": "deprioritized",
         "message": "FCM has deprioritized this app's high-priority messages (fcmDeprioritized): this message is delivered as normal priority (R-A-13)"])
      return
    }
    emit(
      "push.warning",
      ["id": .string(id), "reason": "highPriorityCapReached",
       "message": .string("the \(options.standbyBucket.rawValue) App Standby bucket's daily high-priority cap is used up: this message is treated as normal priority (R-A-15)")])
  }

  /// Android: the icon, colour, sound and image the FCM SDK gives a notification it showed
  /// (``FCMNotificationAppearance``, resolved against this device's options); `nil` for one it
  /// did not build (a vendor SDK's, another platform's) or one with only the app's defaults.
  /// Worked out from the push when asked, so a stored notification keeps nothing more; on the
  /// channel it was posted on (a channel created since does not move it).
  public func fcmAppearance(of notification: DisplayedNotification) -> FCMNotificationAppearance? {
    guard platform == .android, !notification.postedBySDK, let fcm = notification.push.remoteMessage?.notification else { return nil }
    let requested = notification.channel ?? fcm.channelId
    var appearance = FCMNotificationAppearance.build(
      channelId: requested, icon: fcm.icon, color: fcm.color, sound: fcm.sound, imageURL: fcm.imageUrl, options: options,
      createdChannels: requested.map { [$0] } ?? [])
    appearance.issues = []
    return appearance.isPlain ? nil : appearance
  }

  /// The first unlock after a restart: the FCM messages held for it arrive, in order. They are
  /// on the device already, so Doze (FCM's server-side deferral) no longer applies to them.
  func releaseHeldUntilFirstUnlock() {
    let waiting = heldUntilFirstUnlock
    heldUntilFirstUnlock = []
    for push in waiting {
      emit("push.released", ["id": .string(push.notificationID), "reason": "unlocked"])
      let wasReleasing = releasingDozeHeld
      releasingDozeHeld = true
      deliverAndroid(push)
      releasingDozeHeld = wasReleasing
    }
  }

  /// The device leaves Doze: what FCM deferred arrives, in order (still within its TTL).
  func releaseDozeHeld() {
    guard !store.pending.isEmpty, isOnline else { return }
    releasingDozeHeld = true
    releaseStored(reason: "dozeEnded")
    releasingDozeHeld = false
  }

  /// How long FlutterFire's background handler may run on Android ([X4]).
  static let flutterHandlerBudgetSeconds = 30

  /// A tap on a notification the FCM SDK posted (R-A-6, a2/a5): the content intent launches the
  /// `click_action` activity, the `link`, or the launcher activity, with the data as extras.
  func tapAndroid(_ displayed: DisplayedNotification, buttonIndex: Int? = nil) {
    let push = displayed.push
    let stateBefore = state
    let notification = push.remoteMessage?.notification
    let sticky = notification?.sticky ?? false
    if sticky, !displayed.postedBySDK {
      // R-A-6: the content intent is a one-shot PendingIntent; a sticky notification stays, and a
      // second tap on it sends nothing.
      guard usedOneShotIntents.insert(displayed.id).inserted else {
        emit("notification.tapIgnored", ["id": .string(displayed.id), "reason": "oneShotIntentUsed"])
        return
      }
    }
    let target = displayed.postedBySDK ? embeddedSDK?.androidTapTarget(displayed, buttonIndex: buttonIndex, app: app) : nil
    if target == .noContentIntent {
      // No PendingIntent to send: the system neither opens nor cancels anything.
      emit("notification.tapIgnored", ["id": .string(displayed.id), "reason": "noContentIntent"])
      return
    }
    // A button's click cancels nothing by itself: the SDK that posted it does (Mapp only for a
    // notification id other than 0), before or after it handles the click (Mapp's dismiss
    // broadcast calls the app's onDismissed first).
    let buttonCancels = buttonIndex.map { index in
      !displayed.postedBySDK || embeddedSDK?.androidButtonCancelsNotification(displayed, buttonIndex: index) != false
    } ?? true
    let cancelsAfterClick = buttonIndex.map { index in
      displayed.postedBySDK && embeddedSDK?.androidButtonCancelsAfterClick(displayed, buttonIndex: index) == true
    } ?? false
    if !sticky, buttonCancels, !cancelsAfterClick { remove(displayed, reason: "tap") }
    defer { if !sticky, buttonCancels, cancelsAfterClick { remove(displayed, reason: "tap") } }
    var sdkLink: String?
    if let target, let sdk = embeddedSDK {
      switch target {
      case .noContentIntent:
        return
      case .trampoline:
        tapAndroidWithoutActivity(displayed, buttonIndex: buttonIndex, sdk: sdk, coveredBy: nil)
        return
      case .browser:
        tapAndroidWithoutActivity(displayed, buttonIndex: buttonIndex, sdk: sdk, coveredBy: "browserOpened")
        return
      case .otherApp(let reason):
        tapAndroidWithoutActivity(displayed, buttonIndex: buttonIndex, sdk: sdk, coveredBy: reason)
        return
      case .appActivity(let link):
        sdkLink = link
      }
    }
    // The launcher activity is created unless it already exists (the user had the app open
    // since the process started); a process FCM started for a push has none.
    let coldStart = !state.isRunning || !activityAlive
    // An SDK's click activity starts the app's activity as its setting says (Customer.io's
    // pushClickBehavior): a new one may be created even when one is alive.
    let launchMode = options.androidLaunchMode
    // A plain NEW_TASK intent of the SDK's (Mapp's deep link) reaches the app's activity as its
    // launch mode says: a `standard` one is created anew on top.
    let start = (displayed.postedBySDK
      ? embeddedSDK?.androidActivityStart(
        displayed, buttonIndex: buttonIndex, stateBefore: stateBefore, app: app, activityAlive: !coldStart, opensLauncher: sdkLink == nil)
      : nil).map { $0.followsLaunchMode ? launchMode.newTaskStart($0) : $0 }
    // The FCM SDK's content intent (CLEAR_TOP without SINGLE_TOP, R-A-6) reaches an alive
    // activity as its launch mode says: a `standard` one is finished and created anew.
    // phonegap-plugin-push's own notification opens the plugin's PushHandlerActivity instead,
    // which brings the app's task forward without CLEAR_TOP: the launch mode changes nothing.
    let clearTop = displayed.postedBySDK || SimulatedDevice.postedByCordovaPlugin(displayed)
      ? nil : launchMode.clearTopStart(activityAlive: !coldStart)
    let createsActivity = start?.createsActivity ?? clearTop?.createsActivity ?? coldStart
    // The UI launches with the activity: a delegate registered after launch (on a screen, in a
    // React Native component) is not there yet, in a process a push started as in a new one.
    launching = coldStart
    if !state.isRunning { emit("app.launched", ["reason": "notificationTap"]) }
    unlock(endingDoze: false)
    setState(.foreground, reason: "notificationTap")
    setDoze(false)  // the user at the screen ends Doze (held messages are released)
    let opens: JSONValue
    if displayed.postedBySDK {
      // The SDK's own notification carries the SDK's content intent, not the FCM block's: the
      // launcher activity, or the app's activity for the link the SDK resolved.
      opens = sdkLink.map(JSONValue.string) ?? "launcher"
    } else if let action = notification?.clickAction, !action.isEmpty {
      // `createTargetIntent`: an empty action is none (`TextUtils.isEmpty`): the link, else the launcher.
      opens = .string("action:" + action)
    } else if let link = notification?.link {
      opens = .string(link)
    } else {
      opens = "launcher"
    }
    let delivered = push.remoteMessage?.priority
    // An SDK's own intent may carry none of the push's data (OneSignal's).
    let intentData = start?.carriesPushData == false ? [] : (push.remoteMessage?.rawData.entries ?? [])
    let extras = intentData.compactMap { entry -> (key: String, value: String)? in
      guard !entry.key.hasPrefix("gcm.n."), !entry.key.hasPrefix("gcm.notification."),
        !entry.key.hasPrefix("google.c."), !entry.key.hasPrefix("google.n.")
      else { return nil }
      // A high-priority message FCM delivered as normal (R-A-15) says so in its intent.
      if entry.key == "google.delivered_priority", let delivered { return (entry.key, delivered.rawValue) }
      return entry
    }
    var fields: JSONObject = [
      "notification": .string(push.notificationID), "opens": opens,
      "extras": .object(JSONObject(extras.map { ($0.key, JSONValue.string($0.value)) })),
    ]
    for (key, value) in start?.trace ?? [:] { fields[key] = value }
    if let clearTop, launchMode != .singleTop {
      // A launch mode the scenario chose is traced, with what became of the task.
      fields["launchMode"] = .string(launchMode.rawValue)
      fields["backStack"] = .string(clearTop.backStack.rawValue)
    }
    func activityGetsIntent() {
      // A start that only brings the app's task forward delivers the intent to no activity.
      guard start?.deliversIntent != false else { return }
      emit(createsActivity ? "delegate.onCreate" : "delegate.onNewIntent", fields: fields)
      delegate?.onNotificationIntent(extras: extras, coldStart: createsActivity)
    }
    var sdkDeclined = false
    if start != nil, let sdk = embeddedSDK {
      if let effects = sdk.opened(displayed, buttonIndex: buttonIndex, context: sdkContext(arrivalState: stateBefore)) {
        // The SDK's click activity handles the open (metric, the app's hook) and then starts the
        // app's activity, which gets the intent last.
        apply(effects, to: push, context: "action")
        activityGetsIntent()
        launching = false
        return
      }
      sdkDeclined = true  // asked once: the fallbacks below run without asking it again
    }
    activityGetsIntent()
    if !sdkDeclined, let sdk = embeddedSDK,
      let effects = sdk.opened(displayed, buttonIndex: buttonIndex, context: sdkContext(arrivalState: stateBefore))
    {
      apply(effects, to: push, context: "action")
    } else if usesWrapperOverlay {
      if coldStart { deliverWrapperCache() }
      wrapperOpened(displayed, coldStart: coldStart, buttonIndex: nil)
    } else {
      callDelegate("onNotificationOpened", ["notification": .string(push.notificationID), "buttonIndex": .null]) {
        $0?.onNotificationOpened(push, buttonIndex: nil)
      }
    }
    launching = false
  }

  /// A tap whose intent reaches no activity of the app (WonderPush's `notificationOpen/noop` and
  /// `/broadcast` targets, a OneSignal launch URL, a Customer.io link the browser opens, a Mapp
  /// landing page, store or dialer intent): the process starts if it must, the app stays in the
  /// background, and the SDK handles the open. `reason` names the other app that comes on top
  /// (the `app.state` reason when the app was in the foreground), `nil` when none does.
  func tapAndroidWithoutActivity(_ displayed: DisplayedNotification, buttonIndex: Int?, sdk: any EmbeddedSDK, coveredBy reason: String?) {
    let stateBefore = state
    unlock(endingDoze: false)  // the trampoline is an activity: the keyguard goes first
    if !state.isRunning {
      launching = true
      emit("app.launched", ["reason": "notificationTap"])
      setState(.background, reason: "notificationTap")
    } else if let reason, state == .foreground {
      setState(.background, reason: reason)  // another app (the browser, the store…) comes on top of the app
    }
    setDoze(false)  // the user at the screen ends Doze
    if let effects = sdk.opened(displayed, buttonIndex: buttonIndex, context: sdkContext(arrivalState: stateBefore)) {
      apply(effects, to: displayed.push, context: "action")
    }
    launching = false
  }
}

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
  /// (AOSP `GroupHelper`, from Android 12): none is a sticky FCM notification (`gcm.n.sticky`;
  /// the FCM SDK's others and every vendor SDK's are auto-cancel). The tap then cancels it
  /// (`NotificationManagerService` `onNotificationClick`: `REASON_CLICK`, `sendDelete` false),
  /// and `cancelGroupChildrenLocked` the bundled notifications with it, each recorded
  /// `groupSummaryCancelled`; no delete intent is sent, so neither the FCM SDK nor a vendor SDK
  /// hears of them (``autoGroupSummaryClickReason``). Otherwise the summary stays.
  func tapAutoGroupSummary() {
    emit("notification.autogroupTapped", ["group": .string(AndroidAutoGroup.groupKey), "opens": "launcher"])
    let bundled = tray.notifications.filter { androidAutoGroup.ungrouped.contains($0.id) }
    if bundled.allSatisfy(Self.isAutoCancel) {
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

  /// Whether a notification on Android has `FLAG_AUTO_CANCEL` (a tap cancels it): all but the
  /// FCM SDK's sticky ones (`gcm.n.sticky`, `setAutoCancel(!sticky)`); the vendor SDKs set it.
  static func isAutoCancel(_ shown: DisplayedNotification) -> Bool {
    shown.postedBySDK || !(shown.push.remoteMessage?.notification?.sticky ?? false)
  }

  /// Whether the channel the FCM SDK would post `push`'s notification on (R-A-7) is one the user
  /// turned off (``DeviceOptions/androidBlockedChannels``); `false` for a message with no
  /// notification.
  private func fcmChannelIsBlocked(_ push: IncomingPush) -> Bool {
    guard let notification = push.remoteMessage?.notification else { return false }
    let channel = AndroidDeliveryRules.channel(
      requested: notification.channelId, created: options.androidChannels, createdAtRunTime: androidChannelsCreated,
      manifestDefault: options.androidDefaultChannel)
    return options.androidBlockedChannels.contains(channel)
  }
}
