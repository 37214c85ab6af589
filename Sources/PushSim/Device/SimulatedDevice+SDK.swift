extension SimulatedDevice {
  /// What the embedded SDK is told about the moment; its options' `androidChannels` are every
  /// channel the app has: its own and those created since (``androidChannelsCreated``).
  func sdkContext(arrivalState: AppState? = nil) -> SDKContext {
    var context = SDKContext(
      platform: platform, state: state, arrivalState: arrivalState ?? state,
      inFocus: platform == .android ? state == .foreground && !isLocked : state == .foreground || state == .visible,
      now: now, unixTime: options.clockEpochSeconds + now.offset.components.seconds,
      shown: tray.notifications, wrapper: wrapper, options: options, app: app, registration: registration,
      appUILoaded: activityAlive)
    if !androidChannelsCreated.isEmpty { context.options.androidChannels += androidChannelsCreated }
    context.installationSubscribed = installation.subscribed
    return context
  }

  /// Carries out what the embedded SDK decided, recording each effect.
  ///
  /// - Parameters:
  ///   - effects: the SDK's effects, in order.
  ///   - push: the push they concern.
  ///   - context: why notifications are removed (`receiveAction` on reception, `action` on open).
  /// - Returns: whether a notification was shown, and the presentation options answered (iOS).
  @discardableResult
  func apply(_ effects: [SDKEffect], to push: IncomingPush, context: String) -> (displayed: Bool, present: PresentationOptions?) {
    let id = push.notificationID
    var prevented = false
    var displayed = false
    var present: PresentationOptions?
    for effect in effects {
      switch effect {
      case .display(let request):
        guard !prevented else { continue }
        guard options.notificationPermission else {
          emit("notification.suppressed", ["id": .string(request.id), "reason": "permissionDenied"])
          continue
        }
        var shown = push
        shown.notification = request.content
        var notification = DisplayedNotification(
          id: request.id, push: shown, replacementKey: request.replacementKey,
          channel: platform == .android
            ? request.restored || request.createsChannel ? request.channel : AndroidDeliveryRules.channel(  // (every Android SDK display today creates its channel)
              requested: request.channel, created: options.androidChannels, createdAtRunTime: androidChannelsCreated,
              manifestDefault: options.androidDefaultChannel)
            : nil,
          restored: request.restored, displayedAt: now)
        notification.postedBySDK = true
        notification.isGroupSummary = request.isGroupSummary
        notification.sortKey = request.sortKey
        notification.extras = request.extras
        if !request.people.isEmpty { notification.people = request.people }
        if platform == .android, request.channelImportanceNone, let channel = notification.channel {
          noteChannelCreatedWithImportanceNone(channel)
        }
        if platform == .android, let bypasses = request.channelBypassesDnd, let channel = notification.channel {
          noteChannelBypassesDnd(channel, bypasses)
        }
        guard display(notification, fcmAppearance: platform == .android ? request.appearance : nil) else { continue }
        if platform == .android, let timeout = request.timeoutAfter { scheduleTimeout(of: notification, after: timeout) }
        displayed = true
      case .regroup(let ids, let group):
        guard !prevented, options.notificationPermission, platform == .android else { continue }
        regroup(ids, into: group)
      case .received(let details):
        var fields: JSONObject = ["notification": .string(id)]
        for (key, value) in details { fields[key] = value }
        callDelegate("onNotificationReceived", fields: fields) { $0?.onNotificationReceived(push) }
      case .receivedByExtension(let notification, let details):
        let choice = app.oneSignalServiceExtension
        let event = OSNotificationReceivedEvent(
          notification: notification, prevented: choice == .preventDefault || choice == .preventRestored && notification.restoring)
        var fields: JSONObject = ["notification": .string(id)]
        for (key, value) in details { fields[key] = value }
        callDelegate("onNotificationReceived", fields: fields) { delegate in
          delegate?.onNotificationReceived(push)
          delegate?.onNotificationReceived(event)
        }
        if event.isPrevented {
          prevented = true
          emit("notification.prevented", ["id": .string(id), "by": "onNotificationReceived"])
          embeddedSDK?.prevented(push, context: sdkContext())
        }
      case .opened(let buttonIndex, let details, let click):
        var fields: JSONObject = [
          "notification": .string(id), "buttonIndex": buttonIndex.map { .integer(Int64($0)) } ?? .null,
        ]
        if let click {
          fields["actionId"] = click.result.actionId.map(JSONValue.string) ?? .null
          fields["actionType"] = .string(click.action.type.rawValue)
          fields["url"] = click.result.url.map(JSONValue.string) ?? .null
        }
        for (key, value) in details { fields[key] = value }
        callDelegate("onNotificationOpened", fields: fields) { delegate in
          delegate?.onNotificationOpened(push, buttonIndex: buttonIndex)
          if let click { delegate?.onClick(click) }
        }
      case .willDisplay(let notification):
        // A notification the service extension prevented never reaches the foreground handler
        // (`NotificationGenerationProcessor` stops before it).
        guard !prevented else { continue }
        // Only a listener the app registered can call `preventDefault()`.
        let event = OSNotificationWillDisplayEvent(
          notification: notification, prevented: delegateRegistered && app.preventsForegroundDisplay(of: notification))
        let oneSignal = embeddedSDK as? OneSignalRuntime
        // iOS: before the listeners run, the push's completion block becomes the SDK's one
        // `_completion`, dropping a held push's; with no listener the SDK runs it at once and
        // leaves it set.
        if platform == .iOS, let oneSignal {
          let effects =
            delegateRegistered
            ? oneSignal.iosWillShowInForeground(push, context: sdkContext())
            : oneSignal.iosWillShowWithoutListener(push, context: sdkContext())
          apply(effects, to: push, context: "sdk")
        }
        var fields: JSONObject = ["notification": .string(id)]
        if let data = notification.additionalDataValue { fields["additionalData"] = data }
        callDelegate("onWillDisplay", fields: fields) { $0?.onWillDisplay(event) }
        // iOS: a `display()` in the listener completed `willPresent` there and then, so a
        // `preventDefault()` after it comes too late; and one `preventDefault()` in the
        // process holds every later push a registered listener does not `display()`.
        if platform == .iOS, delegateRegistered, let oneSignal {
          prevented = oneSignal.iosHoldsAfterListeners(event)
        } else {
          prevented = platform == .iOS ? !event.iOSKeepsDisplay : event.isPrevented
        }
        if prevented {
          // Held only because an earlier event of the process cleared the SDK's flag.
          let leftover = !event.isPrevented && platform == .iOS
          emit("notification.prevented", ["id": .string(id), "by": leftover ? "wantsToDisplay" : "onWillDisplay"])
          if let sdk = embeddedSDK {
            apply(sdk.willDisplayPrevented(push, notification: notification, context: sdkContext()), to: push, context: "sdk")
          }
        } else if delegateRegistered, let oneSignal {
          // A `display()` the app's listener calls later on a notification already completed;
          // an app whose listener is not registered calls nothing.
          apply(oneSignal.displayCallForShownNotification(push, notification: notification, context: sdkContext()), to: push, context: "sdk")
        }
      case .present(let options):
        present = prevented ? [] : options
      case .holdWillPresent:
        if platform == .iOS { heldWillPresents[id] = (push, []) }
      case .abandonHeldWillPresent(let replacement):
        // Nothing is held when the process ended or a push with the same identifier superseded it.
        guard heldWillPresents.removeValue(forKey: id) != nil else { continue }
        emit("notification.prevented", ["id": .string(id), "by": "completionReplaced", "replacedBy": .string(replacement)])
      case .completeWillPresent(let options):
        // After a `preventDefault()` the SDK holds the completion until `display()` or its timeout.
        if prevented, heldWillPresents[id] != nil { continue }
        present = completeSDKWillPresent(push, sdkOptions: prevented ? [] : options)
      case .completeHeldWillPresent(let options):
        // Nothing is held when the process ended or a push with the same identifier superseded it.
        guard let held = heldWillPresents.removeValue(forKey: id) else { continue }
        let answer = completeSDKWillPresent(held.push, sdkOptions: options)
        deliver(
          held.push, shows: answer.displays && held.push.notificationHasVisibleContent, appliesBadge: answer.contains(.badge),
          attachments: held.attachments, presentedByApp: true)
      case .forwardWillPresent:
        // The app's own `willPresent` runs as it would without the SDK; its answer is ignored.
        guard delegateRegistered else {
          emitMissed("willPresent", notification: .string(id))
          continue
        }
        let answer = delegate?.willPresent(push) ?? app.willPresent
        emit(
          "delegate.willPresent",
          ["notification": .string(id), "options": .array(answer.optionNames.map(JSONValue.string)),
           "forwardedBy": .string(sdk.rawValue)])
      case .closeNotifications(let filter):
        // Tags (Android, web) or request identifiers (iOS) are looked up, not scanned. On the
        // web an empty tag also matches untagged notifications (`tag ?? ""`), which no index holds.
        let candidates =
          filter.tags.isEmpty || platform == .web && filter.tags.contains("")
          ? tray.notifications
          : platform == .iOS ? tray.notifications(withIDs: filter.tags) : tray.notifications(taggedWith: filter.tags)
        let matching = candidates.filter(filter.matches)
        for notification in matching { remove(notification, reason: context) }
        emit("action.executed", fields: [
          "type": "closeNotifications", "notification": .string(id), "parameters": .object(filter.traceParameters),
          "result": .string("removed \(matching.count)"),
        ])
      case .remove(let shownID, let reason):
        if let shown = tray.notification(id: shownID) { remove(shown, reason: reason) }
      case .makeRoom(let ids, let reason):
        guard !prevented, options.notificationPermission, platform == .android else { continue }
        for shownID in ids { if let shown = tray.notification(id: shownID) { remove(shown, reason: reason) } }
      case .setBadge(let value):
        // A badge never set reads 0 (`applicationIconBadgeNumber`): setting 0 changes nothing.
        if platform == .iOS, value != tray.badge ?? 0 { setBadge(value) }
      case .action(let type, let parameters, let result):
        emit("action.executed", fields: [
          "type": .string(type), "notification": .string(id), "parameters": .object(parameters), "result": .string(result),
        ])
      case .followLink(let type, let url, let target, let delay):
        emit("action.executed", fields: [
          "type": .string(type), "notification": .string(id), "parameters": ["url": .string(url)],
          "result": "recorded, not opened", "opens": target.opens,
        ])
        guard delay > .zero else {
          follow(url, to: target, notification: id)
          continue
        }
        let task = simulation.scheduler.schedule(after: delay) { [weak self] in
          // A suspended app runs the block when it runs again (SimulatedDevice+iOSSuspension);
          // one that is not in the foreground then opens nothing: `UIApplication.open` from the
          // background fails, and a killed app runs no block at all.
          self?.fireSDKTimer(kind: .inProcess) { [weak self] in
            guard let self, self.state == .foreground else { return }
            self.follow(url, to: target, notification: id)
          }
        }
        keepSDKTimer(task, kind: .inProcess)  // `dispatch_after` in the app's process
      case .installation(let change):
        let result = installation.apply(change)
        // An event the SDK tracks on its own (WonderPush's reception receipt) is no payload
        // action: it is a `metric`, as the SDKs' other automatic reports, sent as an event.
        if case .trackInternalEvent(let type, let data) = change {
          emit("metric", [
            "name": .string(type), "sdk": .string(sdk.rawValue), "notification": .string(id),
            "via": "installationEvent", "data": .object(data), "result": .string(result),
          ])
          continue
        }
        emit("action.executed", fields: [
          "type": .string(change.actionName), "notification": .string(id), "parameters": .object(change.parameters),
          "result": .string(result),
        ])
      case .track(let event):
        emit("metric", ["name": .string(event), "sdk": .string(sdk.rawValue), "notification": .string(id)])
      case .trackAfterDisplay(let event):
        // `displayed: false` only when the SDK did not take it as displayed (a prevented push
        // never reaches a display, so the SDK's own record says so too).
        var fields: JSONObject = ["name": .string(event), "sdk": .string(sdk.rawValue), "notification": .string(id)]
        if embeddedSDK?.tookAsDisplayed(push) == false { fields["displayed"] = false }
        enqueueOneSignalReceiveReceipt(fields, notification: id)
      case .drop(let reason, let message):
        var fields: JSONObject = ["id": .string(id), "reason": .string(reason)]
        if let message { fields["message"] = .string(message) }
        emit("push.dropped", fields: fields)
      case .crash(let message):
        emit("push.dropped", ["id": .string(id), "reason": "appCrashed", "message": .string(message)])
        setState(.killed, reason: "crash")
      case .ignored(let reason):
        emit("push.dropped", ["id": .string(id), "reason": "notSdkPayload", "message": .string(reason)])
      case .launch(let reason):
        if !state.isRunning {
          emit("app.launched", ["reason": .string(reason)])
          setState(platform == .web ? .running : .background, reason: reason)
        }
      case .activityStarted(let reason):
        // The app's process is handling the push, so it runs; a started activity unlocks
        // nothing (behind the keyguard on a locked device, as an Android app on top stays).
        // A wrapper's UI that loads with the activity takes the events it cached.
        if state != .foreground {
          let uiWasLoaded = activityAlive
          setState(.foreground, reason: reason)
          if usesWrapperOverlay, !uiWasLoaded { deliverWrapperCache() }
        }
      case .otherAppStarted(let reason):
        // Another app (the browser) comes on top of the app, as at a tap that opens it.
        if state == .foreground { setState(.background, reason: reason) }
      case .missed(let method, let reason):
        emitMissed(method, reason: reason, notification: .string(id))
      case .timer(let delay, let name, let kind):
        let task = simulation.scheduler.schedule(after: delay) { [weak self] in
          // A suspended iOS app's in-process timer waits for the app to run again.
          self?.fireSDKTimer(kind: kind) { [weak self] in
            guard let self, let sdk = self.embeddedSDK else { return }
            self.apply(sdk.timerFired(name, context: self.sdkContext()), to: push, context: "sdk")
          }
        }
        keepSDKTimer(task, kind: kind)
      case .delegateCall(let method, let fields):
        var all: JSONObject = ["notification": fields["notification"] ?? .string(id)]
        for (key, value) in fields where key != "notification" { all[key] = value }
        emit("delegate." + method, fields: all)
      case .mapp(let callback):
        var fields: JSONObject = ["notification": .string(id)]
        for (key, value) in callback.traceFields { fields[key] = value }
        callDelegate(callback.method, fields: fields) { _ in self.appoxee?.deliver(callback) }
      case .concerning(let other, let nested):
        let result = apply(nested, to: other, context: context)
        displayed = displayed || result.displayed
      }
    }
    return (displayed, present)
  }

  /// The Mapp Engage SDK's shared instance, when the app embeds Mapp (`sdk: "mapp"`): set the
  /// app's `AppoxeeNotificationDelegate` (iOS) or `LocalPushBroadcast` (Android) on it.
  public var appoxee: Appoxee? { (embeddedSDK as? MappRuntime)?.appoxee }

  /// Tells the embedded SDK that the app became active (came to the foreground), and carries out
  /// what it does then.
  func sdkAppBecameActive() {
    guard let sdk = embeddedSDK else { return }
    let effects = sdk.appBecameActive(context: sdkContext())
    guard !effects.isEmpty else { return }
    apply(effects, to: IncomingPush.lifecycle(platform: platform), context: "sdk")
  }

  /// Tells the embedded SDK that the app's process started (a cold start), or that the device
  /// booted (the SDK's boot receiver), and carries out what it does then.
  func sdkProcessStarted(afterBoot: Bool) {
    guard let sdk = embeddedSDK else { return }
    let effects = sdk.processStarted(afterBoot: afterBoot, context: sdkContext())
    if !effects.isEmpty { apply(effects, to: IncomingPush.lifecycle(platform: platform), context: "sdk") }
    if sdk is OneSignalRuntime { oneSignalProcessChannelList() }
  }

  /// Where a followed link goes on iOS (``SDKEffect/followLink(type:url:target:after:)``): the
  /// app's `continueUserActivity` or `openURL` handler, Safari on top of the app (which goes to
  /// the background), or nowhere.
  func follow(_ url: String, to target: IOSLinkTarget, notification id: String) {
    switch target {
    case .userActivity:
      emit("delegate.continueUserActivity", ["notification": .string(id), "url": .string(url)])
    case .appURLScheme:
      emit("delegate.openURL", ["notification": .string(id), "url": .string(url)])
    case .safari:
      if state == .foreground { setState(.background, reason: "safariOpened") }
    case .nothing:
      break
    }
  }
}

extension IncomingPush {
  /// A placeholder push for SDK work that no push caused (a restore at start-up).
  static func lifecycle(platform: Platform) -> IncomingPush {
    IncomingPush(
      platform: platform, dialect: .fcm, kind: .data, notification: PushNotification(id: ""),
      headers: ValidatedPushHeaders(), size: 0, warnings: [], payload: nil, remoteMessage: nil, webPushText: nil)
  }
}

extension SimulatedDevice {
  /// The findings of the embedded vendor SDK's own rules that the trace leaves out, by reason,
  /// because the trace already says the same another way (lint still reports them).
  static let sdkFindingsNotTraced: Set<String> = [
    // Kii: a push without Kii's keys is a DirectPush (the developer portal sends them), and the
    // SDK's callback says so: `pushMessageType` `DIRECT_PUSH` with no sender, scope or topic.
    "noKiiKeys",
    // WonderPush: a push without `_wp` is not addressed to the SDK at all (the app may handle
    // other pushes itself): `push.received` names another dialect than `wonderpush`, and the
    // platform's own path runs, as the trace shows.
    "notWonderPush",
    // Mapp: likewise a push without Mapp's keys (lint's error, as `pushsim lint --sdk mapp`
    // expects Mapp's pushes only): `push.received` names another dialect than `mapp`.
    "notMapp",
    // WonderPush on the web: a push that shows nothing is `push.silent`, with what the browser
    // made of it (R-W-4, R-W-5).
    "silentWebPush",
    // Customer.io: a silent push (CIO-Background-Delivery-ID/-Token) is the app's callback's
    // (`delegate.backgroundPush`) or, without it, refused as any push without the delivery keys
    // (Android `push.dropped` `notSdkPayload` with this message; iOS the app's own didRRN).
    "silentPush",
    // WonderPush: an action of a type the SDK does not know is `action.executed` with result
    // "unknown type, skipped" whenever the SDK would run it.
    "unknownActionType",
  ]

  /// Whether the embedded SDK's runtime traces its refusal of a push itself, so that the
  /// device does not: OneSignal and Customer.io do not process a push they refuse
  /// (`push.dropped` with reason `notSdkPayload` and the refusal as its message), and Mapp's
  /// Android SDK loses a push whose JSON it cannot parse (`push.dropped` with the refusal's
  /// reason), except Customer.io's silent push with a key that is not a string. The others (WonderPush, Kii, Mapp on iOS and a blank Mapp message id on Android)
  /// leave the push to the platform's path without a word.
  static func sdkTracesRefusal(_ sdk: SDK, platform: Platform, reason: String) -> Bool {
    switch sdk {
    // OneSignal's iOS parse raising (`sdkException`) is silent in the SDK: the extension dies
    // and the app's side takes the push for another's, so the device names the field.
    case .onesignal: platform != .iOS || reason != OSNotificationDecoder.sdkExceptionReason
    // Customer.io's iOS handler does not trace a silent push whose key is not a string: the
    // device says why (the app then gets the push as its own).
    case .customerio: reason != CustomerIOBackgroundPush.keyNotAStringReason
    case .mapp: platform == .android && reason != "blankMessageId"
    default: false
    }
  }

  /// Records the embedded vendor SDK's own findings for a push it is about to receive, after the
  /// platform's warnings and before anything the SDK does with the push: the findings of
  /// ``PayloadLinter/sdkFindings(_:_:platform:decoded:app:androidApiLevel:)`` (what `pushsim lint --sdk` adds),
  /// so that what the SDK tolerates but reads differently, or refuses, is never silently
  /// ignored.
  ///
  /// - Its warnings are `push.warning` with `sdk` (the SDK's name), each once: a finding the
  ///   platform or the SDK already recorded for the push (same reason, same message) is not
  ///   repeated, and two of one reason that say different things (two buttons without a label,
  ///   two fields of the wrong type) are both recorded.
  /// - Its first error, the reason the SDK does not handle the push (it goes the platform's
  ///   way), is `push.warning` with `sdk` and `severity` `error`, once per push, unless the
  ///   SDK's runtime says so itself (``sdkTracesRefusal(_:platform:reason:)``).
  ///
  /// Neither is recorded for a reason of ``sdkFindingsNotTraced``.
  ///
  /// - Parameters:
  ///   - payload: the bytes the push service handed over.
  ///   - push: the push, decoded.
  func emitSDKWarnings(_ payload: [UInt8], push: IncomingPush) {
    let findings = PayloadLinter.sdkFindings(
      sdk, payload, platform: platform, decoded: .success(push), app: app, androidApiLevel: options.androidApiLevel)
    var recorded = Set(push.warnings.map { $0.reason + "\u{0}" + $0.message })
    var refusalTraced = false
    for finding in findings {
      let issue = finding.issue
      guard !SimulatedDevice.sdkFindingsNotTraced.contains(issue.reason) else { continue }
      var fields: JSONObject = [
        "id": .string(push.notificationID), "reason": .string(issue.reason), "message": .string(issue.message),
        "sdk": .string(sdk.rawValue),
      ]
      switch finding.severity {
      case .warning:
        guard recorded.insert(issue.reason + "\u{0}" + issue.message).inserted else { continue }
      case .error:
        guard !refusalTraced, !SimulatedDevice.sdkTracesRefusal(sdk, platform: platform, reason: issue.reason) else { continue }
        refusalTraced = true
        fields["severity"] = "error"
      }
      emit("push.warning", fields: fields)
    }
  }
}
