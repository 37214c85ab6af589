extension SimulatedDevice {
  /// The default action identifier of a tap on an iOS notification.
  static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
  /// `UNNotificationDismissActionIdentifier`.
  static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

  /// iOS: rows i1–i16 of §7.2, then the NSE, presentation, didRRN and the wake gate.
  func deliverIOS(_ push: IncomingPush) {
    if push.headers.apnsPushType == .voip {
      // R-iOS-4: a VoIP push goes to PushKit, not to the notification center or didRRN.
      emitReceived(push, rule: "pushType")
      deliverVoIP(push)
      return
    }
    if push.headers.apnsPushType == .liveactivity {
      // R-iOS-4: an ActivityKit push goes to the app's Live Activities, not to the notification
      // center or didRRN; the app is woken only to learn of an activity a push-to-start started.
      emitReceived(push, rule: "pushType")
      deliverLiveActivity(push)
      return
    }
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
    // A new request with the identifier of a `willPresent` an SDK still holds supersedes it: the
    // held call is never answered (``SDKEffect/holdWillPresent``). (Empty on most devices: the
    // check keeps a hash and a removal off every iOS delivery, the bench's path.)
    if !heldWillPresents.isEmpty { heldWillPresents[push.notificationID] = nil }
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
    if !heldWillPresents.isEmpty, heldWillPresents[push.notificationID] != nil {
      // The SDK holds `willPresent`'s completion handler: presented when it completes.
      heldWillPresents[push.notificationID]?.attachments = attachments
      return
    }
    deliver(push, shows: shows, appliesBadge: appliesBadge, attachments: attachments, presentedByApp: decision.display == .perWillPresent)
  }

  /// Shows `push`'s notification (when `shows`) and applies its badge (when `appliesBadge`), as
  /// `willPresent`'s answer or the system decided.
  ///
  /// - Parameter presentedByApp: `willPresent` decided (the app, or an SDK, presented it).
  func deliver(_ push: IncomingPush, shows: Bool, appliesBadge: Bool, attachments: [String], presentedByApp: Bool) {
    let id = push.notificationID
    if shows {
      // How it interrupts: its level as the app's entitlements allow, the Focus, the summary.
      let communication = push.notification.hasCommunication ? push.notification.communication : nil
      let caller = communication?.ringingCaller
      let interruption = IOSInterruptionRules.decide(
        level: IOSInterruptionRules.Level(payload: push.notificationInterruptionLevel),
        criticalSound: push.notification.criticalSound, inPlace: &interruptionSettings, now: now,
        presentedByApp: presentedByApp, sender: communication?.person,
        call: communication?.isCall ?? false, notifyAnyway: communication?.notifiesAnyway ?? false,
        ringing: caller != nil, repeatedCall: caller.map(isRepeatedCall(from:)) ?? false)
      // The Focus's resolver records every event it resolves, a message's sender as a caller.
      if let person = communication?.person { recordCommunication(from: person) }
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

  /// Asks `willPresent` (R-iOS-7): the delegate's answer, the app behaviour's, or — with no
  /// delegate at all — the `iosForegroundPresentDefault` knob. An embedded SDK that is the
  /// notification center's delegate (``EmbeddedSDK/iosIsNotificationCenterDelegate``) answers
  /// for its own pushes whether or not the app registered a delegate: then the app's own
  /// `willPresent`, which the SDK would forward to, is `delegate.missed` (`noDelegate`) and the
  /// SDK's answer `delegate.willPresent` with `answeredBy`.
  ///
  /// - Parameter didRRNFollows: didRRN runs now for this push too (row i7, or i1 with
  ///   `iosForegroundAlertCallsDidRRN`).
  func askWillPresent(_ push: IncomingPush, reportsToApp: Bool = true, didRRNFollows: Bool = false) -> PresentationOptions {
    let appDelegateSet = delegateRegistered || usesWrapperOverlay
    let sdkDelegate = embeddedSDK.flatMap { runtime in
      (appDelegateSet || runtime.iosIsNotificationCenterDelegate) && !appReplacedSDKCenterDelegate(runtime) ? runtime : nil
    }
    if let runtime = sdkDelegate, let effects = runtime.iosWillPresent(push, context: sdkContext()) {
      // The SDK is the notification center's delegate: it answers for its own pushes.
      if let forward = Self.forwardAfterAnswer(effects) {
        // It completes first and then hands the call on (WonderPush's dummy handler).
        let options = apply(Array(effects[..<forward]), to: push, context: "receiveAction").present ?? []
        emitSDKAnswer(options, to: push)
        apply(Array(effects[forward...]), to: push, context: "receiveAction")
        return options
      }
      if effects.contains(where: \.completesWillPresent) {
        // The SDK's completion answers, or hands the call to the app's delegate, itself; while
        // it holds the completion nothing is presented (``SDKEffect/holdWillPresent``).
        return apply(effects, to: push, context: "receiveAction").present ?? []
      }
      let options = apply(effects, to: push, context: "receiveAction").present ?? []
      if !appDelegateSet, !effects.contains(where: \.forwardsWillPresent) {
        emitMissed("willPresent", notification: .string(push.notificationID))
      }
      emitSDKAnswer(options, to: push)
      return options
    }
    // OneSignal's `forwardNotificationWithCenter:` for a push not its own: with no
    // notification-center delegate of the app's (registered or not) it calls the app delegate's
    // legacy didRRN (not for `content-available`) and completes with 7 (docs/OneSignal.md).
    let oneSignalLegacy = sdk == .onesignal && !app.oneSignalOwnNotificationCenterDelegate
    if !appDelegateSet || oneSignalLegacy,
      let runtime = sdkDelegate, let options = runtime.iosWillPresentWithoutAppDelegate(push, context: sdkContext())
    {
      // A push not the SDK's, with no delegate of the app's to forward it to: the SDK answers.
      if !appDelegateSet { emitMissed("willPresent", notification: .string(push.notificationID)) }
      if sdk == .onesignal { callLegacyDidRRNFromWillPresent(push) }
      emitSDKAnswer(options, to: push)
      return options
    }
    guard appDelegateSet else {
      let options: PresentationOptions =
        self.options.iosForegroundPresentDefault == .original ? [.banner, .list, .sound, .badge] : []
      emitMissed(
        "willPresent", notification: .string(push.notificationID),
        ["options": .array(options.optionNames.map(JSONValue.string))])
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

  /// Whether the app's notification-center delegate, set after launch, has replaced the embedded
  /// SDK's own (``EmbeddedSDK/iosAppDelegateSetLaterReplacesSDK``): then iOS asks the app's
  /// delegate alone, and the SDK hears of neither `willPresent` nor a tap. While the app is
  /// launching its delegate is not set yet, so the SDK's still answers (the cold-start tap).
  func appReplacedSDKCenterDelegate(_ runtime: any EmbeddedSDK) -> Bool {
    runtime.iosIsNotificationCenterDelegate && runtime.iosAppDelegateSetLaterReplacesSDK
      && registration == .afterLaunch && delegateRegistered
  }

  /// Where an SDK that answers `willPresent` before it forwards the call to the app's delegate
  /// (a ``SDKEffect/present(_:)`` ahead of ``SDKEffect/forwardWillPresent``, WonderPush's
  /// `WPNotificationCenterDelegate`) hands it on: the index of the forward, so the answer is
  /// recorded first. `nil` when the SDK forwards first (Customer.io) or not at all.
  static func forwardAfterAnswer(_ effects: [SDKEffect]) -> Int? {
    guard let forward = effects.firstIndex(where: \.forwardsWillPresent) else { return nil }
    let answersFirst = effects[..<forward].contains { if case .present = $0 { true } else { false } }
    return answersFirst ? forward : nil
  }

  /// The embedded SDK's display completion fired (``SDKEffect/completeWillPresent(_:)``,
  /// OneSignal's `finishProcessingNotification`): it hands `willPresent` to the app's own
  /// notification-center delegate with the system's completion handler (`SwizzlingForwarder`),
  /// and only then calls that handler itself with `sdkOptions`; iOS keeps the first call, so the
  /// app's answer is the one presented (`delegate.willPresent` with `forwardedBy` and `handler`
  /// `system`; app key `ownNotificationCenterDelegate`). With no delegate of the app's the SDK's
  /// options answer (`answeredBy`): after the app's `willPresent` is `delegate.missed` when the
  /// app registered nothing at all, silently when it registered only the SDK's listeners.
  ///
  /// - Returns: the options the system got.
  func completeSDKWillPresent(_ push: IncomingPush, sdkOptions: PresentationOptions) -> PresentationOptions {
    let appDelegateSet = delegateRegistered || usesWrapperOverlay
    guard appDelegateSet, app.oneSignalOwnNotificationCenterDelegate else {
      if !appDelegateSet { emitMissed("willPresent", notification: .string(push.notificationID)) }
      // The app delegate is there whether or not the app registered its notification delegate
      // (iOS's own didRRN is recorded for such an app too, `callDidRRN`).
      callLegacyDidRRNFromWillPresent(push)
      emitSDKAnswer(sdkOptions, to: push)
      return sdkOptions
    }
    let answer = delegate?.willPresent(push) ?? app.willPresent
    emit(
      "delegate.willPresent",
      ["notification": .string(push.notificationID), "options": .array(answer.optionNames.map(JSONValue.string)),
       "forwardedBy": .string(sdk.rawValue), "handler": "system"])
    return answer
  }

  /// OneSignal's `callLegacyAppDeletegateSelector:…fromPresentNotification:true`: with no
  /// notification-center delegate of the app's to forward `willPresent` to
  /// (`forwarder.hasReceiver` false), `finishProcessingNotification` calls the app delegate's
  /// `application:didReceiveRemoteNotification:fetchCompletionHandler:` instead, before it
  /// completes, except for a push with `content-available` (iOS calls didRRN for that one
  /// itself). The SDK's swizzled didRRN runs first and hands the call to the app's
  /// (`oneSignalReceiveRemoteNotification:…`): `delegate.didReceiveRemoteNotification` with
  /// `forwardedBy`. Its completion handler only ends the legacy call, so the app's time in it is
  /// not counted against a background budget. The call goes to `UIApplication.shared.delegate`,
  /// which the SDK's swizzling gives a didRRN in every app (its `respondsToSelector:` check
  /// "should always be true"), so it does not depend on the app registering a delegate: an app
  /// with `"delegate": "none"` gets it as it gets iOS's own didRRN (``callDidRRN(_:appNotified:)``).
  func callLegacyDidRRNFromWillPresent(_ push: IncomingPush) {
    guard push.kind != .alertContentAvailable else { return }
    emit(
      "delegate.didReceiveRemoteNotification",
      ["notification": .string(push.notificationID), "forwardedBy": .string(sdk.rawValue)])
    _ = delegate?.didReceiveRemoteNotification(push)
  }

  /// Records the embedded SDK's answer to `willPresent`: `delegate.willPresent` with `answeredBy`.
  func emitSDKAnswer(_ options: PresentationOptions, to push: IncomingPush) {
    emit(
      "delegate.willPresent",
      ["notification": .string(push.notificationID), "options": .array(options.optionNames.map(JSONValue.string)),
       "answeredBy": .string(sdk.rawValue)])
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
    iosAppRuns(for: .zero)  // a suspended app wakes: its overdue timers fire first
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
    // The wake runs the app until its completion handler is called (or the budget ends it).
    iosAppRuns(for: min(takes, budget, wrapperCompletesDidRRN(push) ?? budget))
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
}
