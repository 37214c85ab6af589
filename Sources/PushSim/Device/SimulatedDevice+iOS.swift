extension SimulatedDevice {
  /// The default action identifier of a tap on an iOS notification.
  static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
  /// `UNNotificationDismissActionIdentifier`.
  static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

  /// iOS: rows i1–i16 of §7.2, then the NSE, presentation, didRRN and the wake gate.
  func deliverIOS(_ push: IncomingPush) {
    if let framework = push.headers.apnsPushType?.framework {
      // R-iOS-4: VoIP, Live Activity, widget, location… pushes reach their own framework, not
      // the notification center or didRRN: PushSim records where they go, and runs no row.
      emitReceived(push, rule: "pushType")
      emit(
        "push.routed",
        ["id": .string(push.notificationID), "pushType": .string(push.headers.apnsPushType?.rawValue ?? ""),
         "framework": .string(framework)])
      return
    }
    // A new push under an id: what didRRN got under it before no longer counts (R-iOS-10).
    if !redeliverableOnTap.isEmpty { redeliverableOnTap.remove(push.notificationID) }
    let arrivalState = state
    let uiLoaded = activityAlive
    let decision = IOSDeliveryRules.decide(
      kind: push.kind, state: state, beforeFirstUnlock: beforeFirstUnlock,
      hasServiceExtension: serviceExtension != nil, knobs: deliveryKnobs,
      mutableContent: push.notificationMutableContent, hasVisibleAlert: push.notificationHasVisibleContent)
    emitReceived(push, rule: decision.row)
    let id = push.notificationID
    if !options.notificationPermission, push.kind != .background {
      emit("notification.suppressed", ["id": .string(id), "reason": "permissionDenied"])
    }
    var wrapperWaitsForExtension = false
    switch decision.display {
    case .none:
      break
    case .afterUnlock:
      afterUnlock.append((push, decision))
      emit("push.held", ["id": .string(id), "reason": "beforeFirstUnlock"])
    case .system, .perWillPresent, .badgeSoundOnly:
      if decision.runsNSE {
        // didRRN (i7 with an extension) reaches the app before the extension ends; FlutterFire's
        // leaves a push with an alert to the willPresent after the extension.
        let leftToWillPresent = decision.didRRN == .now && flutterDidRRNSendsToDart(push) == false
        wrapperWaitsForExtension = wrapperDecidesAtExtensionEnd(push, decision)
        runServiceExtension(
          push, decision: decision, reportsToApp: decision.didRRN != .now || leftToWillPresent,
          didRRNLeftToWillPresent: leftToWillPresent, wrapperDecidesAtEnd: wrapperWaitsForExtension)
      } else {
        present(push, decision: decision)
        if options.ios18_0DuplicateDelivery { present(push, decision: decision) }
      }
    }
    switch decision.didRRN {
    case .no:
      break
    case .dropped:
      emit("push.dropped", ["id": .string(id), "reason": "forceQuit"])
    case .now:
      callDidRRN(push, appNotified: foregroundDidRRNFindsAppNotified(push, decision: decision))
      if flutterDidRRNSendsToDart(push) == false, !decision.willPresent, !decision.runsNSE {
        // FlutterFire's didRRN left it to a willPresent that iOS does not call (row xf9).
        wrapperReceived(
          push, state: arrivalState, uiLoaded: uiLoaded, nativeAppCodeRan: true, nativeDisplayed: false,
          didRRNLeftToWillPresent: true)
      }
    case .throughGate:
      passWakeGate(push)
    }
    if usesWrapperOverlay, !decision.willPresent, decision.didRRN == .no || decision.didRRN == .dropped,
      !wrapperWaitsForExtension
    {
      // No native app code runs for this push, now or later: the wrapper layer sees nothing
      // (an alert through a service extension: when the extension ends, on the state then).
      wrapperReceived(
        push, state: arrivalState, uiLoaded: uiLoaded, nativeAppCodeRan: false,
        nativeDisplayed: decision.display == .system || decision.display == .afterUnlock)
    }
  }

  /// Whether the wrapper's view of `push` waits for its service extension to end: an alert
  /// without content-available (i5, i6) that runs the extension now, with no didRRN. iOS decides
  /// then whether `willPresent` runs (R-NSE-8), on the app's state at that moment, so the
  /// wrapper's foreground hook runs or its miss is recorded then, not on arrival. A push with
  /// content-available keeps its decision on arrival, where didRRN runs or is refused.
  func wrapperDecidesAtExtensionEnd(_ push: IncomingPush, _ decision: IOSDeliveryRules.Decision) -> Bool {
    usesWrapperOverlay && decision.runsNSE && serviceExtension != nil && decision.didRRN == .no
      && push.kind != .alertContentAvailable
  }

  /// Whether the app's receive layer already has `push` when didRRN runs for it in the
  /// foreground (rows i7, i11, i1 with `iosForegroundAlertCallsDidRRN`): `willPresent`, asked
  /// first, told it (not when a service extension defers `willPresent`), but for the wrappers
  /// whose didRRN decides for itself: React Native Firebase's sends every FCM message to JS,
  /// FlutterFire's sends one whose `aps` has no `alert` and leaves the others to `willPresent`.
  func foregroundDidRRNFindsAppNotified(_ push: IncomingPush, decision: IOSDeliveryRules.Decision) -> Bool {
    if let sends = flutterDidRRNSendsToDart(push) { return !sends }
    return decision.willPresent && !decision.runsNSE && !reactNativeDidRRNSendsToJS(push)
  }

  /// Disagreement #4, knob `iosAlertWakesBypassThrottle`: an alert with `content-available` at
  /// priority 10 skips the background budget, like a debugger does; Low Power Mode and the
  /// post-reboot hold still apply (§7.5).
  func bypassesBudget(_ push: IncomingPush) -> Bool {
    push.kind == .alertContentAvailable && options.iosAlertWakesBypassThrottle
      && (push.headers.apnsPriority ?? 10) == 10
  }

  /// Presents a notification per the decision: the system shows it, or `willPresent` decides.
  ///
  /// - Parameter reportsToApp: `willPresent` tells the app's receive layer (the generic callback or
  ///   the wrapper); `false` when didRRN already did.
  func present(
    _ push: IncomingPush, decision: IOSDeliveryRules.Decision, attachments: [String] = [], reportsToApp: Bool = true
  ) {
    var shows: Bool
    var appliesBadge: Bool
    var decision = decision
    // Content-available with only a badge or a sound (R-iOS-2's warning) has nothing to show:
    // the badge and the sound apply, as for I-BADGE/SOUND, and nothing enters the center.
    if decision.display == .perWillPresent || decision.display == .system, !push.notificationHasVisibleContent {
      decision.display = .badgeSoundOnly
    }
    let didRRNFollows = decision.didRRN == .now
    switch decision.display {
    case .perWillPresent:
      let options = askWillPresent(push, reportsToApp: reportsToApp, didRRNFollows: didRRNFollows)
      shows = options.displays
      appliesBadge = options.contains(.badge)
    case .badgeSoundOnly where decision.willPresent:
      shows = false
      appliesBadge = askWillPresent(push, reportsToApp: reportsToApp, didRRNFollows: didRRNFollows).contains(.badge)
    case .system:
      shows = true
      appliesBadge = true
    case .badgeSoundOnly:
      shows = false
      appliesBadge = true
    case .none, .afterUnlock:
      return
    }
    let id = push.notificationID
    if shows {
      // How it interrupts: its level as the app's entitlements allow, the Focus, the summary.
      let interruption = IOSInterruptionRules.decide(
        level: IOSInterruptionRules.Level(payload: push.notificationInterruptionLevel),
        criticalSound: push.notification.criticalSound, settings: interruptionSettings, now: now,
        presentedByApp: decision.display == .perWillPresent)
      let notification = DisplayedNotification(id: id, push: push, replacementKey: id, attachments: attachments, displayedAt: now)
      if let until = interruption.heldUntil {
        holdForScheduledSummary(notification, interruption: interruption, until: until)
      } else {
        display(notification, interruption: interruption)
      }
    }
    // A Focus or a summary delays or silences the alert, not the badge (docs/ModellingChoices/iOS.md).
    if appliesBadge { setBadge(push.notification.badge, keeping: shows ? id : nil) }
  }

  /// The app is in a Scheduled Summary: `notification` waits (`push.held`, reason
  /// `scheduledSummary`, `until` the summary's time in virtual milliseconds, as `t`) until the
  /// summary's time, then enters Notification Center (`push.released`, then
  /// `notification.displayed` with `scheduledSummary: inSummary`) under the Focus in effect then.
  ///
  /// A restart does not drop it. If the summary's time comes before the first unlock after a
  /// restart (`iosBFU` `defer`), it waits for that unlock as any alert does (`push.held`, reason
  /// `beforeFirstUnlock`; ``showSummaryHeldUntilUnlock()``).
  ///
  /// - Parameter interruption: the decision on arrival.
  func holdForScheduledSummary(
    _ notification: DisplayedNotification, interruption: IOSInterruptionRules.Decision, until: SimInstant
  ) {
    let id = notification.id
    emit("push.held", ["id": .string(id), "reason": "scheduledSummary", "until": .integer(until.milliseconds)])
    let held = notification
    simulation.scheduler.schedule(at: until) { [weak self] in
      guard let self else { return }
      self.emit("push.released", ["id": .string(id), "reason": "scheduledSummary"])
      if self.beforeFirstUnlock, self.options.iosBFU == .defer {
        self.summaryAfterUnlock.append((held, interruption))
        self.emit("push.held", ["id": .string(id), "reason": "beforeFirstUnlock"])
        return
      }
      self.showFromSummary(held, interruption: interruption)
    }
  }

  /// Enters a notification the Scheduled Summary held into Notification Center now, under the
  /// Focus in effect now (``IOSInterruptionRules/Decision/deliveredInSummary(under:)``).
  func showFromSummary(_ notification: DisplayedNotification, interruption: IOSInterruptionRules.Decision) {
    var shown = notification
    shown.displayedAt = now
    display(shown, interruption: interruption.deliveredInSummary(under: interruptionSettings))
  }

  /// The first unlock after a restart: the notifications whose summary came before it enter
  /// Notification Center now, in the order the summary released them (`push.released`, reason
  /// `unlocked`).
  func showSummaryHeldUntilUnlock() {
    let waiting = summaryAfterUnlock
    summaryAfterUnlock = []
    for (notification, interruption) in waiting {
      emit("push.released", ["id": .string(notification.id), "reason": "unlocked"])
      showFromSummary(notification, interruption: interruption)
    }
  }

  /// Asks `willPresent` (R-iOS-7): the delegate's answer, the app behaviour's, or — with no
  /// delegate at all — the `iosForegroundPresentDefault` knob.
  ///
  /// - Parameter didRRNFollows: didRRN runs now for this push too (row i7, or i1 with
  ///   `iosForegroundAlertCallsDidRRN`).
  func askWillPresent(_ push: IncomingPush, reportsToApp: Bool = true, didRRNFollows: Bool = false) -> PresentationOptions {
    guard delegateRegistered || usesWrapperOverlay else {
      let options: PresentationOptions =
        self.options.iosForegroundPresentDefault == .original ? [.banner, .list, .sound, .badge] : []
      emitMissed(
        "willPresent", notification: .string(push.notificationID),
        ["options": .array(options.optionNames.map(JSONValue.string))])
      return options
    }
    if let runtime = embeddedSDK, let effects = runtime.iosWillPresent(push, context: sdkContext()) {
      // The SDK is the notification center's delegate: it answers for its own pushes.
      let options = apply(effects, to: push, context: "receiveAction").present ?? []
      emit(
        "delegate.willPresent",
        ["notification": .string(push.notificationID), "options": .array(options.optionNames.map(JSONValue.string)),
         "answeredBy": .string(sdk.rawValue)])
      return options
    }
    let options = delegate?.willPresent(push) ?? app.willPresent
    emit(
      "delegate.willPresent",
      ["notification": .string(push.notificationID), "options": .array(options.optionNames.map(JSONValue.string))])
    let repeated = flutterWillPresentRepeatsIdentifier(push)
    if !reportsToApp {
      // didRRN already reached the app's receive layer for this push.
    } else if usesWrapperOverlay, reactNativeWillPresentLeavesToDidRRN(push) {
      // React Native Firebase's willPresent sends JS nothing for it: didRRN does, when iOS calls it.
      if !didRRNFollows {
        wrapperReceived(
          push, state: state, uiLoaded: activityAlive, nativeAppCodeRan: true, nativeDisplayed: options.displays,
          willPresentLeftToDidRRN: true)
      }
    } else if usesWrapperOverlay {
      wrapperReceived(
        push, state: state, uiLoaded: activityAlive, nativeAppCodeRan: true, nativeDisplayed: options.displays,
        repeatsWillPresentIdentifier: repeated)
    } else {
      callGenericReceived(push)
    }
    return options
  }

  /// FlutterFire on iOS 18.0 only (R-iOS-31, knob `ios18_0DuplicateDelivery`, [A34]): whether
  /// this `willPresent`'s request identifier (`apns-collapse-id`, else the push's own) is the
  /// previous `willPresent`'s, which the plugin remembers after every `willPresent`. `false`
  /// without the knob or for another wrapper.
  func flutterWillPresentRepeatsIdentifier(_ push: IncomingPush) -> Bool {
    guard usesWrapperOverlay, wrapper == .flutter, options.ios18_0DuplicateDelivery else { return false }
    let identifier = push.notificationID
    defer { flutterLastWillPresentIdentifier = identifier }
    return flutterLastWillPresentIdentifier == identifier
  }

  /// Calls the generic `onNotificationReceived`.
  func callGenericReceived(_ push: IncomingPush) {
    callDelegate(
      "onNotificationReceived", event: .onNotificationReceived, notification: push.notificationID
    ) { $0?.onNotificationReceived(push) }
  }

  /// Runs the notification service extension (R-NSE-1..8), then presents what it produced as
  /// the app's state *then* requires: `willPresent` if it is in the foreground by the time the
  /// extension ends (R-NSE-8), the system otherwise.
  ///
  /// - Parameter didRRNLeftToWillPresent: FlutterFire's didRRN ran and left this push to the
  ///   `willPresent` after the extension: when iOS does not call it (the app left the foreground,
  ///   the extension suppressed the notification, or a reboot cut it), `onMessage` is missed
  ///   (row xf9).
  /// - Parameter wrapperDecidesAtEnd: ``wrapperDecidesAtExtensionEnd(_:_:)``: when iOS calls no
  ///   `willPresent` after the extension (the app is not in the foreground then, or the extension
  ///   suppressed the notification), the wrapper's miss is recorded when the extension ends, or
  ///   at the reboot that cuts it.
  func runServiceExtension(
    _ push: IncomingPush, decision: IOSDeliveryRules.Decision, reportsToApp: Bool = true,
    didRRNLeftToWillPresent: Bool = false, wrapperDecidesAtEnd: Bool = false
  ) {
    guard let serviceExtension else {
      present(push, decision: decision, reportsToApp: reportsToApp)
      return
    }
    let id = push.notificationID
    emit("extension.started", ["id": .string(id)])
    let original = NotificationContent(push.notification)
    let response = serviceExtension.didReceive(original, push: push, turn: serviceExtensionTurn)
    serviceExtensionTurn += 1
    if let sdkExtension = serviceExtension as? any SDKServiceExtension {
      // The SDK's own extension reports what it did (a delivered metric) as it runs.
      let effects = sdkExtension.effects(onReceiving: push, context: sdkContext())
      if !effects.isEmpty { apply(effects, to: push, context: "receiveAction") }
    }
    let run = ServiceExtensionRun(
      response: response, original: original, budget: .seconds(options.iosNSEBudgetSeconds),
      mayFilter: app.notificationFilteringEntitlement && push.headers.apnsPushType == .alert)
    extensionRunCounter += 1
    let token = extensionRunCounter
    let task = simulation.scheduler.schedule(after: run.endsAfter) { [weak self] in
      guard let self else { return }
      self.extensionRuns[token] = nil
      var content = original
      switch run.end {
      case .completed(let shown, let usedOriginal):
        self.emit("extension.completed", ["id": .string(id), "usedOriginal": .bool(usedOriginal)])
        content = shown
      case .timedOut:
        // R-NSE-2/3: the extension is given what its didReceive built (its bestAttemptContent);
        // what it hands is shown when it has alert text (R-NSE-4), else the original.
        let best = serviceExtension.serviceExtensionTimeWillExpire(original, bestAttempt: response.bestAttempt)
        let usedOriginal = best?.hasAlertText != true
        var fields: JSONObject = ["id": .string(id)]
        fields["bestAttempt"] = best?.traceValue
        fields["usedOriginal"] = .bool(usedOriginal)
        self.emit("extension.timedOut", fields: fields)
        if let best, !usedOriginal { content = best }
      case .crashed:
        self.emit("extension.crashed", ["id": .string(id)])
      case .suppressed:
        self.emit("extension.completed", ["id": .string(id), "usedOriginal": false])
        self.emit("push.dropped", [
          "id": .string(id), "reason": "suppressedByExtension",
          "message": "the service extension passed empty content and has the filtering entitlement: nothing is shown",
        ])
        self.extensionEndedUnpresented(
          push, didRRNLeftToWillPresent: didRRNLeftToWillPresent, wrapperDecidesAtEnd: wrapperDecidesAtEnd)
        return
      }
      var modified = push
      modified.notification = content.applied(to: push.notification)
      if !content.attachments.isEmpty { modified.notification.imageURL = content.attachments.first }
      var current = decision
      let visible = modified.notification.hasVisibleContent
      if self.state == .foreground {
        current.display = visible ? .perWillPresent : .badgeSoundOnly
        current.willPresent = true
      } else {
        current.display = visible ? .system : .badgeSoundOnly
        current.willPresent = false
      }
      self.present(modified, decision: current, attachments: content.attachments, reportsToApp: reportsToApp)
      if didRRNLeftToWillPresent, !current.willPresent { self.missLeftToWillPresent(modified) }
      if wrapperDecidesAtEnd, !current.willPresent {
        // The app is not in the foreground when the extension ends (i5 that left it, i6 that
        // stayed out of it): iOS asks no willPresent, and no didRRN ran either, so no native
        // app code runs for this push and the wrapper has no hook that sees it, as for an alert
        // that arrives in the background (i2). An i6 alert whose app was opened in the meantime
        // gets willPresent above, and the wrapper's foreground hook.
        self.wrapperReceived(
          modified, state: self.state, uiLoaded: self.activityAlive, nativeAppCodeRan: false,
          nativeDisplayed: current.display == .system)
      }
      // R-iOS-31 (knob): iOS 18.0 sometimes delivered a notification twice, whichever path showed it.
      if self.options.ios18_0DuplicateDelivery {
        self.present(modified, decision: current, attachments: content.attachments, reportsToApp: reportsToApp)
      }
    }
    extensionRuns[token] = ExtensionRunInFlight(
      id: id, task: task, push: push, didRRNLeftToWillPresent: didRRNLeftToWillPresent,
      wrapperDecidesAtEnd: wrapperDecidesAtEnd)
  }

  /// A service extension run ended with nothing presented: it suppressed the notification
  /// (R-NSE-5), or a reboot cut it. Nothing is shown and iOS asks no `willPresent` for it, in the
  /// foreground too: FlutterFire's didRRN that left the push to that `willPresent` misses
  /// `onMessage` (row xf9), and a wrapper whose view waited for the end, for which no didRRN ran
  /// either, has no hook that sees the push: its miss is recorded now, on the app's state now
  /// (the rows of "no native callback ran").
  func extensionEndedUnpresented(_ push: IncomingPush, didRRNLeftToWillPresent: Bool, wrapperDecidesAtEnd: Bool) {
    if didRRNLeftToWillPresent { missLeftToWillPresent(push) }
    if wrapperDecidesAtEnd {
      wrapperReceived(push, state: state, uiLoaded: activityAlive, nativeAppCodeRan: false, nativeDisplayed: false)
    }
  }

  /// FlutterFire: didRRN left `push` to a `willPresent` that iOS did not call after the service
  /// extension, so Dart gets no `onMessage` (row xf9).
  func missLeftToWillPresent(_ push: IncomingPush) {
    wrapperReceived(
      push, state: state, uiLoaded: activityAlive, nativeAppCodeRan: true, nativeDisplayed: false,
      didRRNLeftToWillPresent: true)
  }

  /// Calls didRRN, launching the app into the background first when it is not running (R-iOS-16).
  ///
  /// - Parameter appNotified: the app's receive layer (the generic callback or the wrapper) already
  ///   got this push through `willPresent`.
  func callDidRRN(_ push: IncomingPush, appNotified: Bool = false) {
    let stateBefore = state
    let uiLoaded = activityAlive
    let id = push.notificationID
    if !state.isRunning {
      // R-iOS-21: the launch options carry the push (`launchOptions[.remoteNotification]`).
      emit("app.launched", ["reason": "backgroundPush", "remoteNotification": .string(id)])
      setState(.background, reason: "backgroundPush")
    }
    if options.iosTapRedeliversContentAvailable, push.kind == .alertContentAvailable { redeliverableOnTap.insert(id) }
    emit(.didReceiveRemoteNotification, .string(id))
    let takes = delegate?.didReceiveRemoteNotification(push) ?? app.backgroundHandlerTakes
    if let sdk = embeddedSDK, let effects = sdk.iosRemoteNotification(push, context: sdkContext(arrivalState: stateBefore)) {
      // The SDK swizzles didRRN: it handles its own push and tells the app itself.
      apply(effects, to: push, context: "receiveAction")
    } else if appNotified {
      // willPresent already reached the app's receive layer for this push.
    } else if !usesWrapperOverlay {
      callGenericReceived(push)
    } else {
      wrapperReceived(push, state: stateBefore, uiLoaded: uiLoaded, nativeAppCodeRan: true, nativeDisplayed: false)
    }
    let budget = Duration.seconds(options.iosDidRRNBudgetSeconds)
    if let completes = wrapperCompletesDidRRN(push), takes > completes, completes < budget {
      // The plugin calls the completion handler itself after 25 s: the app is suspended, not
      // terminated, and the wake costs nothing more.
      let wrapperName = wrapper.rawValue
      let task = simulation.scheduler.schedule(after: completes) { [weak self] in
        self?.emit(
          "handler.completed",
          ["notification": .string(id), "by": .string(wrapperName), "after": .string(DurationText.format(completes))])
      }
      handlerTasks.append(task)
    } else if takes > budget {
      let task = simulation.scheduler.schedule(after: budget) { [weak self] in
        guard let self else { return }
        self.emit("handler.timedOut", ["notification": .string(id), "budget": .string(DurationText.format(budget))])
        if self.state != .foreground {
          self.wakeGate.penalizeOverrun(now: self.now)  // §7.5: only an app terminated for it
          self.setState(.notRunning, reason: "handlerBudgetExceeded")
          self.discardHeldBackgroundPush(reason: "killed")
        }
      }
      handlerTasks.append(task)
    }
  }

  /// React Native Firebase and FlutterFire call didRRN's completion handler themselves 25 s
  /// after an FCM message woke the app in the background (`dispatch_after` 25 s →
  /// `UIBackgroundFetchResultNewData`, `endBackgroundTask`; FlutterFire sooner when the Dart
  /// handler returns), whatever the JS or Dart handler still does: that delay, or `nil` when the
  /// app's own handler decides (another wrapper, the foreground, a plain APNs push).
  func wrapperCompletesDidRRN(_ push: IncomingPush) -> Duration? {
    guard usesWrapperOverlay, wrapper == .reactNative || wrapper == .flutter, state == .background, isFCMMessage(push)
    else { return nil }
    return .seconds(SimulatedDevice.fcmPluginCompletionSeconds)
  }

  /// The delay after which React Native Firebase and FlutterFire complete a background didRRN.
  static let fcmPluginCompletionSeconds = 25

  /// §7.5: wake now, or hold the push (only the newest held push is kept, R-iOS-12).
  func passWakeGate(_ push: IncomingPush) {
    if state == .foreground {
      supersedeHeldBackgroundPush(by: push)
      callDidRRN(push)
      return
    }
    switch wakeGate.decide(now: now, bootTime: bootTime, knobs: deliveryKnobs, bypassesBudget: bypassesBudget(push)) {
    case .wake:
      supersedeHeldBackgroundPush(by: push)
      callDidRRN(push)
    case .hold(let reason, let until):
      if let old = heldBackgroundPush {
        emit("push.dropped", ["id": .string(old.notification.id), "reason": "superseded", "by": .string(push.notificationID)])
      }
      heldBackgroundPush = push
      emit("push.held", ["id": .string(push.notificationID), "reason": .string(reason)])
      if let task = heldReleaseTask { simulation.scheduler.cancel(task) }
      heldReleaseTask = nil
      if let until, until > now {
        heldReleaseTask = simulation.scheduler.schedule(at: until) { [weak self] in
          self?.retryHeldBackgroundPush(reason: reason)
        }
      }
    }
  }

  /// R-iOS-12: the system keeps only the newest background push; a newer one delivered at once
  /// makes the held one stale, and it is dropped rather than delivered after it.
  func supersedeHeldBackgroundPush(by push: IncomingPush) {
    guard let old = heldBackgroundPush else { return }
    heldBackgroundPush = nil
    if let task = heldReleaseTask { simulation.scheduler.cancel(task) }
    heldReleaseTask = nil
    emit("push.dropped", ["id": .string(old.notification.id), "reason": "superseded", "by": .string(push.notificationID)])
  }

  /// The gate may allow the held push now.
  func retryHeldBackgroundPush(reason: String) {
    heldReleaseTask = nil
    guard let push = heldBackgroundPush else { return }
    heldBackgroundPush = nil
    guard state != .forceQuit else { return }
    switch wakeGate.decide(now: now, bootTime: bootTime, knobs: deliveryKnobs, bypassesBudget: bypassesBudget(push)) {
    case .wake:
      emit("push.released", ["id": .string(push.notificationID), "reason": .string(reason == "postRebootHold" ? "postRebootHoldEnded" : "budgetAvailable")])
      callDidRRN(push)
    case .hold(let stillReason, let until):
      // Still held: it stays, quietly (it was reported held once), until the gate may allow it.
      heldBackgroundPush = push
      if let until, until > now {
        heldReleaseTask = simulation.scheduler.schedule(at: until) { [weak self] in
          self?.retryHeldBackgroundPush(reason: stillReason)
        }
      }
    }
  }

  /// "If the user launches the app, the system immediately delivers the held notification" (R-iOS-12).
  func releaseHeldBackgroundPushOnLaunch(reason: String = "appLaunched") {
    guard let push = heldBackgroundPush else { return }
    heldBackgroundPush = nil
    if let task = heldReleaseTask { simulation.scheduler.cancel(task) }
    heldReleaseTask = nil
    emit("push.released", ["id": .string(push.notificationID), "reason": .string(reason)])
    callDidRRN(push)
  }

  /// "If something force quits or kills the app, the system discards the held notification".
  func discardHeldBackgroundPush(reason: String) {
    guard let push = heldBackgroundPush else { return }
    heldBackgroundPush = nil
    if let task = heldReleaseTask { simulation.scheduler.cancel(task) }
    heldReleaseTask = nil
    emit("push.dropped", ["id": .string(push.notificationID), "reason": .string(reason)])
  }

  /// The user dismissed a notification whose category has `customDismissAction` (R-iOS-19): the
  /// delegate's `didReceive` gets the dismiss action, the app launching in the background if it
  /// is not running, as for a background action.
  func dismissActionIOS(_ displayed: DisplayedNotification) {
    let push = displayed.push
    if !state.isRunning {
      launching = true
      emit("app.launched", ["reason": "notificationAction"])
      setState(.background, reason: "notificationAction")
    }
    let identifier = SimulatedDevice.dismissActionIdentifier
    callNative("didReceive", ["notification": .string(push.notificationID), "actionIdentifier": .string(identifier)]) {
      $0?.didReceive(push, actionIdentifier: identifier)
    }
    launching = false
  }

  /// A tap on an iOS notification or one of its actions (R-iOS-18, R-iOS-21, R-iOS-8).
  func tapIOS(_ displayed: DisplayedNotification, buttonIndex: Int?) {
    let push = displayed.push
    let stateBefore = state
    let coldStart = !state.isRunning
    // R-iOS-10 (knob): whether didRRN got this push (read before the removal forgets it).
    let gotDidRRN = !redeliverableOnTap.isEmpty && redeliverableOnTap.contains(push.notificationID)
    remove(displayed, reason: "tap")
    let actionIdentifier: String
    if let buttonIndex {
      let button = displayed.content.buttons[buttonIndex]
      actionIdentifier = button.id
      if button.opensApp {
        // A `.foreground` action opens the app, as a tap on the notification does.
        bringToForeground(reason: "notificationAction", remoteNotification: push.notificationID)
      } else if !state.isRunning {
        launching = true
        emit("app.launched", ["reason": "notificationAction"])
        setState(.background, reason: "notificationAction")
      }
    } else {
      actionIdentifier = SimulatedDevice.defaultActionIdentifier
      // R-iOS-10 (knob): entering the foreground from an alert with content-available may
      // deliver it to didRRN again — only one the app already got (not after a force quit, i10,
      // nor a wake still held, which the launch below delivers for the first time).
      let redelivers = gotDidRRN && (stateBefore == .background || stateBefore == .notRunning)
      // R-iOS-21 (i3, i4): a tap that launches the app puts the payload in its launch options
      // (`launchOptions[.remoteNotification]`), whether or not a delegate was set in time.
      bringToForeground(reason: "notificationTap", remoteNotification: push.notificationID)
      // A wrapper's JS gets this second delivery as its tap event (Cordova's documented "double
      // event", [X1]), which the tap below sends: the redelivery itself adds no JS event, but
      // for React Native Firebase, whose didRRN sends an FCM message to `onMessage` outside the
      // background.
      // FlutterFire's sends one whose `aps` has no `alert`.
      if redelivers {
        callDidRRN(
          push,
          appNotified: usesWrapperOverlay && !reactNativeDidRRNSendsToJS(push) && flutterDidRRNSendsToDart(push) != true)
      }
      redeliverableOnTap.remove(push.notificationID)
    }
    callNative(
      "didReceive", ["notification": .string(push.notificationID), "actionIdentifier": .string(actionIdentifier)]
    ) { $0?.didReceive(push, actionIdentifier: actionIdentifier) }
    if let sdk = embeddedSDK,
      let effects = sdk.opened(displayed, buttonIndex: buttonIndex, context: sdkContext(arrivalState: stateBefore))
    {
      apply(effects, to: push, context: "action")
    } else if usesWrapperOverlay {
      wrapperOpened(displayed, coldStart: coldStart, buttonIndex: buttonIndex)
    } else {
      callDelegate(
        "onNotificationOpened",
        ["notification": .string(push.notificationID), "buttonIndex": buttonIndex.map { .integer(Int64($0)) } ?? .null]
      ) { $0?.onNotificationOpened(push, buttonIndex: buttonIndex) }
    }
    launching = false
  }
}
