/// iOS taps and notification actions (R-iOS-18, R-iOS-19, R-iOS-21): the response to the app's
/// `didReceive`, the embedded SDK's handling before and after it, and OneSignal's legacy
/// app-delegate forward for an app without a notification-center delegate of its own.
extension SimulatedDevice {
  /// OneSignal's `callLegacyAppDeletegateSelector:` at a tap (`UNUserNotificationCenter+OneSignalNotifications.m`
  /// `forwardReceivedNotificationResponseWithCenter:…`): with no notification-center delegate of
  /// the app's to hand the response to (app key `ownNotificationCenterDelegate` false), the SDK,
  /// after its own open handling, calls an app-delegate method instead, for any push, OneSignal's
  /// or not; the app's `didReceive` is not called, since the app has none. Which method is
  /// ``OneSignalLegacyAppDelegateCall/forTap(actionIdentifier:userText:implemented:)``'s choice:
  /// a button's `application:handleActionWithIdentifier:forRemoteNotification:completionHandler:`
  /// when the app delegate implements it (app key `appDelegateSelectors`;
  /// `delegate.handleActionWithIdentifier`), else `didReceiveRemoteNotification:fetchCompletionHandler:`
  /// (the SDK's swizzled one, present in every app, hands it to the app's;
  /// `delegate.didReceiveRemoteNotification`), both with `forwardedBy`; a text-input action's
  /// reply (`userText`) goes first to the `withResponseInfo:` variant when the app delegate
  /// implements it (`delegate.handleActionWithIdentifier` with `userText`, the response info's
  /// `UIUserNotificationActionResponseTypedTextKey`). A dismiss of a `customDismissAction`
  /// category goes nowhere (`isDismissEvent:`; ``dismissActionIOS(_:)``).
  func callLegacyAppDelegateFromTap(_ push: IncomingPush, actionIdentifier: String, userText: String?) {
    let call = OneSignalLegacyAppDelegateCall.forTap(
      actionIdentifier: actionIdentifier, userText: userText, implemented: app.appDelegateSelectors)
    switch call {
    case .handleActionWithResponseInfo(let identifier, let text):
      emit(
        "delegate.handleActionWithIdentifier",
        ["notification": .string(push.notificationID), "actionIdentifier": .string(identifier), "userText": .string(text),
         "forwardedBy": .string(sdk.rawValue)])
      delegate?.handleActionWithIdentifier(push, actionIdentifier: identifier, userText: text)
    case .handleAction(let identifier):
      emit(
        "delegate.handleActionWithIdentifier",
        ["notification": .string(push.notificationID), "actionIdentifier": .string(identifier),
         "forwardedBy": .string(sdk.rawValue)])
      delegate?.handleActionWithIdentifier(push, actionIdentifier: identifier)
    case .didReceiveRemoteNotification:
      emit(
        "delegate.didReceiveRemoteNotification",
        ["notification": .string(push.notificationID), "forwardedBy": .string(sdk.rawValue)])
      _ = delegate?.didReceiveRemoteNotification(push)
    }
  }

  /// Whether the embedded SDK is OneSignal's, still the notification center's delegate, in an
  /// app without a notification-center delegate of its own (app key
  /// `ownNotificationCenterDelegate` false): its
  /// `forwardReceivedNotificationResponseWithCenter:` (OneSignal-iOS-SDK 1fe4fc1a) then has no
  /// receiver, so a tap goes to an app-delegate method
  /// (``callLegacyAppDelegateFromTap(_:actionIdentifier:userText:)``) and a dismiss to nothing. A wrapper
  /// app is no exception: OneSignal's Cordova, React Native and Flutter plugins set no delegate of
  /// their own (they only initialize the SDK), and an app with an embedded SDK has no wrapper
  /// overlay (``usesWrapperOverlay``).
  var oneSignalHasNoAppCenterDelegate: Bool {
    guard sdk == .onesignal, !app.oneSignalOwnNotificationCenterDelegate, let runtime = embeddedSDK
    else { return false }
    return !appReplacedSDKCenterDelegate(runtime)
  }

  /// The user dismissed a notification whose category has `customDismissAction` (R-iOS-19): the
  /// delegate's `didReceive` gets the dismiss action, the app launching in the background if it
  /// is not running, as for a background action. In a OneSignal app without a
  /// notification-center delegate of its own the SDK's `didReceive` takes it and the app hears
  /// nothing (``oneSignalHasNoAppCenterDelegate``). WonderPush handles the response as an open
  /// of the notification around the app's `didReceive` (``EmbeddedSDK/iosDismissResponseIsOpen``).
  func dismissActionIOS(_ displayed: DisplayedNotification) {
    let push = displayed.push
    let stateBefore = state
    if !state.isRunning {
      launching = true
      emit("app.launched", ["reason": "notificationAction"])
      setState(.background, reason: "notificationAction")
    }
    iosAppRuns(for: .zero)  // a suspended app runs for the action: its overdue timers fire first
    if oneSignalHasNoAppCenterDelegate {
      // OneSignal's didReceive gets it, finds no delegate of the app's to forward it to, and
      // calls no app-delegate method for a dismiss (`isDismissEvent:`): the app hears nothing.
      launching = false
      startLiveActivityObserversAfterLaunch()
      return
    }
    // An SDK that takes the dismiss response for an open (WonderPush) handles it as a tap on the
    // notification, before and after the app's didReceive (``EmbeddedSDK/iosDismissResponseIsOpen``).
    let sdkDelegate = embeddedSDK.flatMap { $0.iosDismissResponseIsOpen && !appReplacedSDKCenterDelegate($0) ? $0 : nil }
    if let sdk = sdkDelegate {
      apply(sdk.iosTapBeforeApp(displayed, buttonIndex: nil, context: sdkContext(arrivalState: stateBefore)), to: push, context: "action")
    }
    let identifier = SimulatedDevice.dismissActionIdentifier
    callNative("didReceive", ["notification": .string(push.notificationID), "actionIdentifier": .string(identifier)]) {
      $0?.didReceive(push, actionIdentifier: identifier)
    }
    if let sdk = sdkDelegate, let effects = sdk.opened(displayed, buttonIndex: nil, context: sdkContext(arrivalState: stateBefore)) {
      apply(effects, to: push, context: "action")
    }
    launching = false
    startLiveActivityObserversAfterLaunch()
  }

  /// A tap on an iOS notification or one of its actions (R-iOS-18, R-iOS-21, R-iOS-8);
  /// `userText` is a text-input action's typed text (``typedText(_:on:buttonIndex:)``), which
  /// makes the response a `UNTextInputNotificationResponse`. The notification leaves the
  /// center at once; on a locked device the response to an `authenticationRequired` action
  /// waits for the unlock (`action.awaitingUnlock`, ``ActionsAwaitingUnlock``).
  func tapIOS(_ displayed: DisplayedNotification, buttonIndex: Int?, userText: String? = nil) {
    // R-iOS-10 (knob): whether didRRN got this push (read before the removal forgets it).
    let gotDidRRN = !redeliverableOnTap.isEmpty && redeliverableOnTap.contains(displayed.push.notificationID)
    remove(displayed, reason: "tap")
    if let buttonIndex {
      let button = displayed.content.buttons[buttonIndex]
      let decision = ActionsAwaitingUnlock.decide(
        locked: isLocked, opensApp: button.opensApp,
        authenticationRequired: isAuthenticationRequiredAction(button.id, of: displayed))
      if decision == .awaitUnlock {
        actionsAwaitingUnlock.hold(.init(notification: displayed, buttonIndex: buttonIndex, userText: userText))
        emit(
          "action.awaitingUnlock",
          ["notification": .string(displayed.push.notificationID), "actionIdentifier": .string(button.id)])
        return
      }
    }
    respondToTapIOS(displayed, buttonIndex: buttonIndex, userText: userText, gotDidRRN: gotDidRRN)
  }

  /// Whether `action` has the `authenticationRequired` option in the category `displayed`
  /// names: one the app registered in `categories` and listed in `authenticationRequiredActions`
  /// (a vendor SDK's own category with an action of the same identifier is not the app's).
  func isAuthenticationRequiredAction(_ action: String, of displayed: DisplayedNotification) -> Bool {
    isAppAction(action, listedIn: app.authenticationRequiredActions, of: displayed)
  }

  /// Whether `action` is one of `listed` (an app key that qualifies registered actions:
  /// `textInputActions`, `authenticationRequiredActions`) as an action of the category
  /// `displayed` names in the app's `categories`, since an action's kind and options belong to
  /// the action that category registers (R-iOS-20).
  func isAppAction(_ action: String, listedIn listed: Set<String>, of displayed: DisplayedNotification) -> Bool {
    guard listed.contains(action), let category = displayed.content.category else { return false }
    return app.categories[category]?.contains(action) == true
  }

  /// The app's side of a tap (``tapIOS(_:buttonIndex:userText:)``), once the notification has
  /// left the center: at the tap, or at the unlock an `authenticationRequired` action waited
  /// for. `gotDidRRN`: didRRN got this push before the tap (R-iOS-10).
  func respondToTapIOS(_ displayed: DisplayedNotification, buttonIndex: Int?, userText: String?, gotDidRRN: Bool = false) {
    // A response that opens the app unlocks on the way in, and the unlock first delivers the
    // `authenticationRequired` responses that waited for it, which may launch the app: this one
    // comes after them and finds the app as they left it (running, so not a cold start).
    let opensApp = buttonIndex.map { displayed.content.buttons[$0].opensApp } ?? true
    if opensApp, isLocked, !actionsAwaitingUnlock.waiting.isEmpty { unlock(endingDoze: false) }
    let push = displayed.push
    let stateBefore = state
    let coldStart = !state.isRunning
    let actionIdentifier: String
    if let buttonIndex {
      let button = displayed.content.buttons[buttonIndex]
      actionIdentifier = button.id
      if button.opensApp {
        // A `.foreground` action opens the app, as a tap on the notification does.
        oneSignalNotificationOpened(push)
        bringToForeground(reason: "notificationAction", remoteNotification: push.notificationID)
      } else if !state.isRunning {
        launching = true
        emit("app.launched", ["reason": "notificationAction"])
        setState(.background, reason: "notificationAction")
      }
      // A background action runs a suspended app (its overdue timers fire first); the
      // completion handler is taken as called at once, so it is suspended again after.
      iosAppRuns(for: .zero)
    } else {
      actionIdentifier = SimulatedDevice.defaultActionIdentifier
      // R-iOS-10 (knob): entering the foreground from an alert with content-available may
      // deliver it to didRRN again — only one the app already got (not after a force quit, i10,
      // nor a wake still held, which the launch below delivers for the first time).
      let redelivers = gotDidRRN && (stateBefore == .background || stateBefore == .notRunning)
      // R-iOS-21 (i3, i4): a tap that launches the app puts the payload in its launch options
      // (`launchOptions[.remoteNotification]`), whether or not a delegate was set in time.
      oneSignalNotificationOpened(push)
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
    // The SDK is the notification center's delegate: some of what it does comes before it
    // hands the response on to the app's (Customer.io reports `opened` first, OneSignal and
    // WonderPush handle the whole tap). A delegate the app set later may have replaced it.
    let sdkDelegate = embeddedSDK.flatMap { appReplacedSDKCenterDelegate($0) ? nil : $0 }
    if let sdk = sdkDelegate {
      apply(
        sdk.iosTapBeforeApp(displayed, buttonIndex: buttonIndex, context: sdkContext(arrivalState: stateBefore)),
        to: push, context: "action")
    }
    if oneSignalHasNoAppCenterDelegate {
      // OneSignal's didReceive, with no notification-center delegate of the app's to forward the
      // response to, calls an app-delegate method instead (``callLegacyAppDelegateFromTap(_:actionIdentifier:userText:)``).
      callLegacyAppDelegateFromTap(push, actionIdentifier: actionIdentifier, userText: userText)
    } else if let userText {
      callNative(
        "didReceive",
        ["notification": .string(push.notificationID), "actionIdentifier": .string(actionIdentifier), "userText": .string(userText)]
      ) { $0?.didReceiveTextInput(push, actionIdentifier: actionIdentifier, userText: userText) }
    } else {
      callNative(
        "didReceive", ["notification": .string(push.notificationID), "actionIdentifier": .string(actionIdentifier)]
      ) { $0?.didReceive(push, actionIdentifier: actionIdentifier) }
    }
    if let sdk = sdkDelegate,
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
    startLiveActivityObserversAfterLaunch()
  }
}
