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
      // The notification is read in place while the box is kept alive; bound from the box with
      // `if let`, it was copied (every field retained, then released).
      if let thrown = withExtendedLifetime(box, {
        FCMLocalizedText.uncaughtException(building: box.value.notification, strings: app.strings, locale: app.locale)
      }) {
        crashBuildingNotification(id, thrown)
        return
      }
      let tag = push.notificationTag  // an empty tag is none (`getTag`)
      let optionsBox = self.optionsBox  // the options read in place, not copied
      let appearance = FCMNotificationAppearance.build(
        channelId: box.value.notification?.channelId, icon: box.value.notification?.icon, color: box.value.notification?.color,
        sound: box.value.notification?.sound, imageURL: box.value.notification?.imageUrl, options: optionsBox.value,
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
      // The message is passed in place while the box is kept alive; read from the box without
      // that, it was copied for the call (every field retained, then released).
      let takes = withExtendedLifetime(box) { delegate?.onMessageReceived(box.value) } ?? app.backgroundHandlerTakes
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
