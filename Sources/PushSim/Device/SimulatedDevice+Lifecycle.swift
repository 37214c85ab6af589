extension SimulatedDevice {
  /// A user or system action that changes the app state.
  ///
  /// The differences matter: an iOS force-quit drops held background pushes and stops wakes
  /// until the next launch (R-iOS-11, R-iOS-12); an Android swipe keeps FCM delivery while a
  /// force-stop ends it (R-A-11, a8).
  ///
  /// - Throws: ``DeviceError`` for an action that does not exist on the platform or cannot
  ///   apply in the current state.
  public func perform(_ action: AppAction) throws(DeviceError) {
    switch action {
    case .lock: lock()
    case .unlock: unlock()
    case .removeAllNotifications: removeAllDeliveredNotifications()
    case .open: openApp()
    case .background:
      guard state.isRunning else {
        throw DeviceError("cannot send the app to the background on device \(QuotedValue.plain(id)): it is \(state), not running; `open` it first")
      }
      setState(platform == .web ? .running : .background, reason: "user")
      // A web tab the user hid while the screen was locked stays hidden at the unlock.
      if platform == .web { wasForegroundBeforeLock = false }
    case .swipeAway:
      switch platform {
      case .iOS: forceQuit(reason: "swipeAway")
      case .android:
        guard state != .forceStopped else { return }
        setState(options.androidOemKillOnSwipe ? .forceStopped : .killed, reason: "swipeAway")
        if options.androidOemKillOnSwipe {
          // R-A-11, R-A-20: the OEM's swipe is a force stop, and a stopped app's notifications go.
          for notification in notificationList { remove(notification, reason: "forceStop") }
          cancelHandlers()
          clearWorkOfStoppedApp()
        }
      case .web:
        let pageOpen = state == .visible || webHiddenPageOpen
        if state == .visible { setState(.running, reason: "tabClosed") }
        wasForegroundBeforeLock = false  // the tab is closed: the unlock shows no tab
        if pageOpen { webKitLastPageClosed() }
      }
    case .forceQuit:
      switch platform {
      case .iOS: forceQuit(reason: "forceQuit")
      case .android:
        throw DeviceError("\"forceQuit\" is an iOS action; on Android did you mean \"forceStop\" (Settings → Force stop) or \"swipeAway\"?")
      case .web: setState(.closed, reason: "browserQuit")
      }
    case .forceStop:
      guard platform == .android else {
        throw DeviceError("\"forceStop\" is an Android action; on \(platform) did you mean \"forceQuit\"?")
      }
      setState(.forceStopped, reason: "forceStop")
      for notification in notificationList { remove(notification, reason: "forceStop") }
      cancelHandlers()
      clearWorkOfStoppedApp()
    case .kill:
      switch platform {
      case .iOS:
        // A system kill does not clear a force-quit (R-iOS-11: only a relaunch or a reboot does).
        if state != .forceQuit { setState(.notRunning, reason: "killed") }
        discardHeldBackgroundPush(reason: "killed")
      case .android:
        if state != .forceStopped { setState(.killed, reason: "killed") }
      case .web: setState(.closed, reason: "killed")
      }
      cancelHandlers()
    }
  }

  /// The user opens the app: a cold launch if it is not running.
  func openApp() {
    if isLocked { unlock(endingDoze: false) }
    let uiWasLoaded = activityAlive
    let started = !state.isRunning
    if started {
      launching = true
      emit("app.launched", ["reason": "user"])
    }
    setState(platform == .web ? .visible : .foreground, reason: "user")
    launching = false
    if usesWrapperOverlay, !uiWasLoaded { deliverWrapperCache() }
    switch platform {
    case .iOS:
      releaseHeldBackgroundPushOnLaunch()
      startLiveActivityObserversAfterLaunch()
    case .android: setDoze(false)  // the user at the screen ends Doze (held messages are released)
    case .web: if started { webBrowserStarted() } else { releaseStored(reason: "browserStarted") }
    }
  }

  /// Brings the app to the foreground for a notification tap, launching it if needed (the
  /// caller ends the launch once the tap has been handled); `remoteNotification` is the id of the
  /// push a launch carries in its launch options (`app.launched` writes it).
  func bringToForeground(reason: String, remoteNotification: String? = nil) {
    if isLocked { unlock(endingDoze: false) }
    if !state.isRunning {
      launching = true
      var fields: JSONObject = ["reason": .string(reason)]
      if let remoteNotification { fields["remoteNotification"] = .string(remoteNotification) }
      emit("app.launched", fields: fields)
    }
    setState(.foreground, reason: reason)
    if platform == .iOS { releaseHeldBackgroundPushOnLaunch() }
  }

  /// iOS force-quit: held background pushes are discarded (R-iOS-12).
  func forceQuit(reason: String) {
    setState(.forceQuit, reason: reason)
    redeliverableOnTap.removeAll()  // the process that got those pushes is gone (R-iOS-10)
    discardHeldBackgroundPush(reason: "forceQuit")
    cancelHandlers()
  }

  /// Cancels running background handlers' budget timers (the app is gone).
  func cancelHandlers() {
    for task in handlerTasks { simulation.scheduler.cancel(task) }
    handlerTasks = []
  }

  /// The user locks the device. On iOS a foreground app moves to the background; on Android it
  /// stays in the foreground but counts as background for FCM display (R-A-3). On the web a
  /// visible tab is hidden (Page Visibility: `visibilityState` is `hidden` while "the OS screen
  /// lock is active"), so the site is `running` (row w2, R-W-4) until the unlock shows it again.
  public func lock() {
    guard !isLocked else { return }
    isLocked = true
    emit("device.locked", [:])
    if platform == .iOS, state == .foreground {
      setState(.background, reason: "lock")
      wasForegroundBeforeLock = true
    }
    if platform == .web, state == .visible {
      setState(.running, reason: "lock")
      wasForegroundBeforeLock = true
    }
    // Android: the app stays on top but asleep, so its time out of the foreground starts now.
    if platform == .android, state == .foreground { leftForegroundAt = now }
  }

  /// A phone comes back from a restart locked: `device.locked`, unless it was locked already
  /// (its `device.locked` is in the trace), so every later `device.unlocked` follows one.
  func lockAfterBoot() {
    guard !isLocked else { return }
    isLocked = true
    emit("device.locked", [:])
  }

  /// The user unlocks the device: what waited for the first unlock is shown (i15), or on Android
  /// the SDK's `BOOT_COMPLETED` receiver runs; an Android device leaves Doze. On iOS the app
  /// then hears of the `authenticationRequired` actions chosen while it was locked, in order
  /// (``ActionsAwaitingUnlock``).
  public func unlock() { unlock(endingDoze: true) }

  /// ``unlock()``; `endingDoze` false for an unlock on the way into the app (a tap, an open),
  /// whose caller ends Doze once the app is in the foreground.
  func unlock(endingDoze: Bool) {
    guard isLocked else { return }
    isLocked = false
    emit("device.unlocked", [:])
    if beforeFirstUnlock, platform == .android {
      beforeFirstUnlock = false
      // Direct Boot: ACTION_BOOT_COMPLETED is sent once the user first unlocks after a restart
      // (LOCKED_BOOT_COMPLETED, at boot, reaches only directBootAware components), so the SDK's
      // boot receiver (OneSignal's BootUpReceiver, not directBootAware) runs now. A
      // force-stopped app receives no broadcasts.
      if state != .forceStopped { sdkProcessStarted(afterBoot: true) }
      // FCM messages that waited for the unlock (the app is not directBootAware) arrive now.
      releaseHeldUntilFirstUnlock()
      runOneSignalReceiveReceipts()  // WorkManager's jobs can run again
    }
    if beforeFirstUnlock {
      beforeFirstUnlock = false
      // What the summary released while the device waited for this unlock came before.
      if !summaryAfterUnlock.isEmpty { showSummaryHeldUntilUnlock() }
      let waiting = afterUnlock
      afterUnlock = []
      for (push, decision) in waiting {
        emit("push.released", ["id": .string(push.notificationID), "reason": "unlocked"])
        var shown = decision
        shown.display = push.notification.hasVisibleContent ? .system : .badgeSoundOnly
        shown.willPresent = false
        if shown.runsNSE {
          runServiceExtension(push, decision: shown)
        } else {
          present(push, decision: shown)
          if options.ios18_0DuplicateDelivery { present(push, decision: shown) }  // R-iOS-31 (knob)
        }
      }
    }
    if wasForegroundBeforeLock, state == .background {
      setState(.foreground, reason: "unlock")
      // The app is active again: what the system held for it is delivered, as at a launch.
      if platform == .iOS { releaseHeldBackgroundPushOnLaunch(reason: "unlocked") }
    }
    // Web: the tab that was visible when the screen locked is visible again.
    if wasForegroundBeforeLock, platform == .web, state == .running { setState(.visible, reason: "unlock") }
    // R-A-12: the screen is on and the user is at it: the device leaves Doze.
    if platform == .android, endingDoze { setDoze(false) }
    wasForegroundBeforeLock = false
    // The person answered the lock screen's prompt of the `authenticationRequired` actions they
    // chose while it was locked: the app hears of them now, in order (``ActionsAwaitingUnlock``).
    for response in actionsAwaitingUnlock.unlocked() {
      respondToTapIOS(response.notification, buttonIndex: response.buttonIndex, userText: response.userText)
    }
    // R-iOS-5: the device is awake now, and the app as the user finds it.
    if !awaitingWake.isEmpty { releaseAwaitingWake() }
  }

  /// The device restarts.
  ///
  /// iOS: the app is not running (a force-quit is cleared, R-iOS-11), the device is locked
  /// before its first unlock (i15), background wakes wait for the post-reboot hold (R-iOS-17),
  /// and Notification Center keeps what it showed; notifications held for the Scheduled Summary
  /// stay held, and one whose summary comes before the first unlock waits for it
  /// (`holdForScheduledSummary(_:interruption:until:)`). Android: the tray is cleared (R-A-20), a
  /// force-stopped app stays stopped, and the SDK's `BOOT_COMPLETED` receiver runs at the first
  /// unlock (Direct Boot; OneSignal's restore, a11). Web: the browser is closed.
  ///
  /// A service extension still running never ends: its push is dropped, and a wrapper's view
  /// that waited for the end records its miss then
  /// (`extensionEndedUnpresented(_:didRRNLeftToWillPresent:wrapperDecidesAtEnd:)`).
  public func reboot() {
    emit("device.rebooted", [:])
    for token in extensionRuns.keys.sorted() {
      guard let run = extensionRuns[token] else { continue }
      simulation.scheduler.cancel(run.task)
      emit("push.dropped", ["id": .string(run.id), "reason": "reboot", "message": "the service extension was still running"])
      // The push is never presented: the wrapper's view that waited for the extension's end is
      // settled now, on the app's state before the restart, as for a suppressed notification.
      extensionEndedUnpresented(
        run.push, didRRNLeftToWillPresent: run.didRRNLeftToWillPresent, wrapperDecidesAtEnd: run.wrapperDecidesAtEnd)
    }
    extensionRuns = [:]
    cancelHandlers()
    discardHeldBackgroundPush(reason: "reboot")
    redeliverableOnTap.removeAll()
    usedOneShotIntents.removeAll()
    launching = false
    switch platform {
    case .iOS:
      setState(.notRunning, reason: "reboot")
      lockAfterBoot()
      wasForegroundBeforeLock = false
      beforeFirstUnlock = true
      bootTime = now
      wakeGate.hasRebooted = true
      recentCommunications.removeAll()  // the Focus's resolution record lives in memory
      // The lock screen's unlock prompt went with the restart: the app never hears of the
      // `authenticationRequired` actions that waited for it (``ActionsAwaitingUnlock``).
      for lost in actionsAwaitingUnlock.restarted() {
        emitMissed("didReceive", reason: "reboot", notification: .string(lost.notification.push.notificationID))
      }
    case .android:
      if state != .forceStopped { setState(.killed, reason: "reboot") }
      for notification in tray.notifications { remove(notification, reason: "reboot") }
      androidEnqueueRate = AndroidEnqueueRate()  // the system's usage stats live in memory
      androidRepeatCallers = AndroidRepeatCallers()  // so do ZenModeFiltering's recent calls
      lockAfterBoot()
      // The SDK's BOOT_COMPLETED receiver (OneSignal restores, a11) waits for the first unlock
      // (``unlock(endingDoze:)``): Direct Boot.
      beforeFirstUnlock = true
    case .web:
      setState(.closed, reason: "reboot")
      for notification in tray.notifications { remove(notification, reason: "reboot") }
    }
    // After the process's end (above): the timers go, interrupted work included, but WorkManager
    // keeps its unfinished work for its start after the first unlock (``unlock(endingDoze:)``).
    clearSDKTimersAtReboot()
  }

  /// The device goes off- or online. Back online, the push service delivers what it kept.
  public func setOnline(_ online: Bool) {
    guard online != isOnline else { return }
    isOnline = online
    offlineSince = online ? nil : now
    emit("device.network", ["online": .bool(online)])
    if online { releaseStored(reason: "deviceOnline") }
    if online, embeddedSDK is OneSignalRuntime { oneSignalParamsRetriedOnline() }
    if online { runOneSignalReceiveReceipts() }
  }

  /// Android: the device enters or leaves Doze. Leaving it delivers the held messages.
  public func setDoze(_ doze: Bool) {
    guard doze != options.doze else { return }
    options.doze = doze
    emit("device.doze", ["doze": .bool(doze)])
    if !doze { releaseDozeHeld() }
  }

  /// Changes knobs or conditions mid-run (Low Power Mode, the permission, the bucket, …).
  ///
  /// Android: a channel newly turned off (``DeviceOptions/androidBlockedChannels``) cancels the
  /// app's notifications on it (`notification.removed`, reason `channelBanned`, AOSP's
  /// `REASON_CHANNEL_BANNED`) as AOSP's `cancelAllNotificationsByListLocked` does: from the end of
  /// its list, which is sorted newest first, so oldest first, in the tray's order; then the rest
  /// of each cancelled summary's group. A change of Do Not
  /// Disturb's mode or policy then decides the notifications still posted anew
  /// (``reevaluateDoNotDisturb(before:)``: `notification.dndChanged` for each one that leaves or
  /// comes back into the shade). A channel whose Override Do Not Disturb switch the user turns
  /// on or off, or that the user blocks or unblocks, is locked against the app's
  /// `setBypassDnd` from then on (``androidUserLockedChannels``); one turned off loses the
  /// bypass the app had set (``DeviceOptions/androidDndBypassOffChannels``).
  public func updateOptions(_ change: (inout DeviceOptions) -> Void) {
    let wasDozing = options.doze
    let wasBlocked = options.androidBlockedChannels
    let doNotDisturbBefore = doNotDisturbSettings
    let old = options
    change(&options)
    if platform == .android { noteUserChannelChanges(from: old) }
    if wasDozing, !options.doze { releaseDozeHeld() }
    if platform == .android, options.androidBlockedChannels != wasBlocked {
      let banned = Set(options.androidBlockedChannels).subtracting(wasBlocked)
      let onBanned = notificationList.filter { $0.channel.map(banned.contains) == true }
      for notification in onBanned { remove(notification, reason: "channelBanned", cancelsGroup: false) }
      for notification in onBanned { cancelGroupChildren(of: notification, reason: "channelBanned") }
    }
    if platform == .android, doNotDisturbSettings != doNotDisturbBefore { reevaluateDoNotDisturb(before: doNotDisturbBefore) }
  }
}

extension SimulatedDevice {
  /// Applies named settings mid-run (a scenario's `set` step), recording `device.set`; leaving
  /// Doze delivers held messages.
  ///
  /// - Throws: ``DeviceError`` for an unknown option, a value of the wrong type, or an option of
  ///   another platform (``DeviceOptions/inapplicability(of:on:)``).
  public func apply(_ settings: [DeviceSetting]) throws(DeviceError) {
    var changed = options
    for setting in settings {
      if let problem = changed.apply(setting, on: platform) ?? DeviceOptions.inapplicability(of: setting.name, on: platform) {
        throw DeviceError(problem)
      }
    }
    if let conflict = changed.doNotDisturbBypassConflict ?? changed.channelSwitchConflict { throw DeviceError(conflict) }
    emit("device.set", ["settings": .object(JSONObject(settings.map { ($0.name, $0.value) }))])
    let before = options
    updateOptions { $0 = changed }
    liveActivitySwitchChanged(from: before, named: settings.map(\.name))
    webPermissionChanged(from: before)
    var names = settings.map(\.name)
    // A new browser in effect can make an option given earlier do nothing (or act again).
    if DeviceOptions.browserInEffectChanged(from: before, to: options) {
      names += optionsGiven.filter { DeviceOptions.dependsOnBrowser($0) && !names.contains($0) }
    }
    warnIneffectiveOptions(names)
  }

  /// Records a `device.warning` (reason `optionNotApplicable`) for each option among `names`
  /// that this device accepts but that does nothing on its platform, SDK or wrapper, or under
  /// the browser in effect (`DeviceOptions.ineffectiveness(of:platform:sdk:wrapper:options:)`):
  /// a device's `options` when it is created, a `set` step's settings, and after a `set` that
  /// changes the browser in effect, the browser-dependent options given before. The names are
  /// remembered as given.
  public func warnIneffectiveOptions(_ names: [String]) {
    for name in names where !optionsGiven.contains(name) { optionsGiven.append(name) }
    for name in names {
      guard
        let message = DeviceOptions.ineffectiveness(of: name, platform: platform, sdk: sdk, wrapper: wrapper, options: options)
          ?? liveActivityOptionIneffectiveness(name)
      else {
        continue
      }
      emit("device.warning", ["reason": .string("optionNotApplicable"), "option": .string(name), "message": .string(message)])
    }
  }

  /// Android force stop: the process dies with its in-process timers, and the system clears the
  /// app's alarms and jobs, so OneSignal's restore in progress (a `restore` timer, the SDK's
  /// WorkManager work) never fires and the stopped app is not relaunched by it. The SDK restores
  /// again at the app's next start (`NotificationRestoreWorkManager.beginEnqueueingWork` from its
  /// init). docs/OneSignal.md, "Restore and force stop".
  func clearWorkOfStoppedApp() { clearSDKTimers() }

  /// Changes the app state, recording `app.state`.
  func setState(_ newState: AppState, reason: String) {
    guard newState != state else { return }
    let old = state
    state = newState
    if old == .foreground && !(platform == .android && isLocked) { leftForegroundAt = now }  // a lock already counted
    if !newState.isRunning { leftForegroundAt = nil }
    // Web: a closed browser has no tab left for the unlock to show.
    if platform == .web, !newState.isRunning { wasForegroundBeforeLock = false }
    // Web: a tab of the site shown is a visit, which restores Firefox's push quota at the next push.
    if platform == .web, newState == .visible { firefoxPushQuota.visited(at: now) }
    // A process that ends takes its handlers' budget timers with it.
    if !newState.isRunning {
      cancelHandlers()
      recentMessageIDs.removeAll()  // R-A-4: a static queue, gone with the process
      flutterLastWillPresentIdentifier = nil
      heldWillPresents.removeAll()  // the completion handlers an SDK held, never called
    }
    if newState == .foreground { voipLaunchedFromForceQuit = false }  // the user's launch clears a force-quit
    if newState == .foreground || !newState.isRunning { voipRegistryNotYetCreated = false }  // the app's screen creates it
    if newState == .foreground { activityAlive = true } else if !newState.isRunning { activityAlive = false }
    emit("app.state", ["from": .string(old.rawValue), "to": .string(newState.rawValue), "reason": .string(reason)])
    if platform == .web { webKitSiteStateChanged(to: newState, reason: reason) }  // WebKit's terminateServiceWorkersTimer
    if !newState.isRunning { endVoIPCallsAsTheProcessEnds() }
    if old.isRunning, !newState.isRunning { sdkProcessEnded() }  // its in-process SDK timers go
    if !newState.isRunning { dropWrapperCache(reason: reason) }
    if !old.isRunning, newState.isRunning { sdkProcessStarted(afterBoot: false) }
    if old == .forceStopped { runOneSignalReceiveReceipts() }  // ForceStopRunnable reschedules its jobs
    if platform == .iOS, !old.isRunning, newState.isRunning { handPushToStartTokensIfUnobserved() }
    // iOS: the app leaves the foreground and is suspended when its background time is up; it
    // comes back, and what its suspension held back runs first (SimulatedDevice+iOSSuspension).
    if newState == .background { iosEnteredBackground(fromForeground: old == .foreground) }
    if old == .foreground, !newState.isRunning { iosEndedInForeground() }
    if newState == .foreground { iosBecameForeground() }
    if newState == .foreground { sdkAppBecameActive() }
  }

  /// Whether the app's delegate is registered now (R-iOS-8): not during a cold launch (on
  /// Android, while a tap creates the app's first activity) when it registers after launch,
  /// never when it registers none.
  var delegateRegistered: Bool {
    switch registration {
    case .atLaunch: true
    case .afterLaunch: !launching
    case .none: false
    }
  }
}
