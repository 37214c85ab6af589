extension SimulatedDevice {
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

  /// Whether a notification on Android has `FLAG_AUTO_CANCEL` (a tap cancels it): all but the
  /// FCM SDK's sticky ones (`gcm.n.sticky`, `setAutoCancel(!sticky)`); the vendor SDKs set it.
  static func isAutoCancel(_ shown: DisplayedNotification) -> Bool {
    shown.postedBySDK || !(shown.push.remoteMessage?.notification?.sticky ?? false)
  }
}
