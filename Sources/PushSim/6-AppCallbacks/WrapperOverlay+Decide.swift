extension WrapperOverlay {
  /// The wrapper callbacks for a push the native layer handled (rows xc1–xc8, xc12, xr1–xr3,
  /// xr6, xr7, xf1–xf4, xf7–xf10, xac1–xac4, xac7, xaf1–xaf4, xaf7).
  ///
  /// - Parameter receipt: the push, the app state when it reached the app, and what the native
  ///   layer did with it.
  /// - Returns: the row, the callbacks that run and the ones missed; for Cordova, whether the
  ///   plugin posts its own notification and caches the payload.
  public static func decide(_ receipt: Receipt) -> Decision {
    guard receipt.platform != .web, !WrapperOverlay.notDispatched(receipt.kind, wrapper: receipt.wrapper) else {
      return Decision(row: "-")
    }
    switch receipt.wrapper {
    case .native: return Decision(row: "-")
    case .cordova: return cordova(receipt)
    case .reactNative: return reactNative(receipt)
    case .flutter: return flutter(receipt)
    case .airshipCordova: return airshipCordova(receipt)
    case .airshipFlutter: return airshipFlutter(receipt)
    }
  }

  /// The wrapper callback for a tap on a displayed notification (rows xc9, xc10, xr4, xr5, xr6,
  /// xf5, xf6, xf7, xac5, xac6, xaf5, xaf6).
  ///
  /// - Parameter tap: the tap, whether it cold-starts the app's UI and who posted the
  ///   notification.
  /// - Returns: the row and the callback that runs, or the one missed.
  public static func decide(_ tap: Tap) -> Decision {
    guard tap.platform != .web else { return Decision(row: "-") }
    switch tap.wrapper {
    case .native:
      return Decision(row: "-")
    case .cordova:
      // [X1]: a tap on a notification message "will start the app but your on('notification')
      // handler will not be called"; a tap on the plugin's own notification calls it.
      if tap.platform == .android, !tap.displayedByWrapper {
        return Decision(row: "xc10", missed: [Miss(.notification, .notificationMessage)])
      }
      var builder = Builder(row: "xc9", registration: tap.registration)
      builder.call(.notification, .onNotificationOpened, duringUnreachedLaunch: false)
      return builder.decision
    case .reactNative:
      if let decided = notFCMMessage(tap, row: "xr6", coldStart: .getInitialNotification, background: .onNotificationOpenedApp) {
        return decided
      }
      // getInitialNotification is a pull: RNFB reads the launch intent's `google.message_id`
      // (Android, once per id: `initialNotificationMap`) or the response it kept (iOS,
      // `_initialNotification`) whenever JS asks, so a late call still gets it, once.
      var builder = Builder(row: tap.coldStart ? "xr4" : "xr5", registration: tap.registration)
      builder.call(
        tap.coldStart ? .getInitialNotification : .onNotificationOpenedApp, .onNotificationOpened,
        duringUnreachedLaunch: false)
      return builder.decision
    case .flutter:
      if let decided = notFCMMessage(tap, row: "xf7", coldStart: .getInitialMessage, background: .onMessageOpenedApp) {
        return decided
      }
      // getInitialMessage is a pull as well: FlutterFire reads the main activity's intent
      // ("non-consumed initial messages" only) or the launch notification it kept on iOS.
      var builder = Builder(row: tap.coldStart ? "xf5" : "xf6", registration: tap.registration)
      builder.call(
        tap.coldStart ? .getInitialMessage : .onMessageOpenedApp, .onNotificationOpened,
        duringUnreachedLaunch: false)
      return builder.decision
    case .airshipCordova, .airshipFlutter:
      let prefix = tap.wrapper == .airshipCordova ? "xac" : "xaf"
      // On Android the notifications PushSim shows for a plain FCM app are the FCM SDK's (a
      // notification message): Airship's service never saw the message, so no response.
      if tap.platform == .android {
        return Decision(row: prefix + "6", missed: [Miss(.onNotificationResponse, .notificationMessage)])
      }
      var builder = Builder(row: prefix + "5", registration: tap.registration)
      builder.call(.onNotificationResponse, .onNotificationOpened, duringUnreachedLaunch: false)
      return builder.decision
    }
  }

  /// Cordova: the payloads cached while the web view was not loaded (row xc4) reach JS when it
  /// loads (row xc11): one `notification` per payload.
  ///
  /// - Parameters:
  ///   - wrapper: the app's wrapper; only Cordova caches.
  ///   - registration: when the app registers its handler (the plugin keeps the payloads until
  ///     `PushNotification.init`, so only `.none` loses them).
  public static func decideCachedDelivery(wrapper: Wrapper, registration: DelegateRegistration) -> Decision {
    guard wrapper == .cordova else { return Decision(row: "-") }
    var builder = Builder(row: "xc11", registration: registration)
    builder.call(.notification, .onNotificationReceived, duringUnreachedLaunch: false)
    return builder.decision
  }

  // MARK: - Per wrapper

  /// phonegap-plugin-push [X1]: foreground ⇒ JS; Android background ⇒ the plugin shows a data
  /// message with a title and calls JS only for `content-available: "1"` while the app runs;
  /// notification messages never reach it; iOS ⇒ JS whenever didRRN ran.
  static func cordova(_ receipt: Receipt) -> Decision {
    var builder = Builder(row: "xc1", registration: receipt.registration)
    if receipt.platform == .iOS {
      guard receipt.nativeAppCodeRan else {
        builder.decision.row = "xc8"
        builder.miss(.notification, iosNotCalledReason(receipt))
        return builder.decision
      }
      builder.decision.row = receipt.foreground ? "xc1" : "xc7"
      builder.call(.notification, .onNotificationReceived, duringUnreachedLaunch: false)
      return builder.decision
    }
    if receipt.foreground {
      if receipt.nativeAppCodeRan {
        builder.call(.notification, .onNotificationReceived, duringUnreachedLaunch: false)
      } else {
        builder.miss(.notification, .nativeNotCalled)
      }
      return builder.decision
    }
    guard receipt.kind == .data else {
      builder.decision.row = "xc2"
      builder.miss(.notification, .notificationMessage)
      return builder.decision
    }
    builder.decision.wrapperDisplays = !receipt.nativeDisplayed && receipt.dataHasTitleOrMessage
    if !receipt.dataContentAvailable {
      builder.decision.row = "xc6"
      builder.miss(.notification, .noContentAvailable)
    } else if receipt.appUILoaded {
      builder.decision.row = "xc3"
      builder.call(.notification, .onNotificationReceived, duringUnreachedLaunch: false)
    } else if receipt.dataForceStart {
      // The plugin starts its activity in the background: the web view loads and JS gets it.
      builder.decision.row = "xc12"
      builder.decision.startsUI = true
      builder.call(.notification, .onNotificationReceived, duringUnreachedLaunch: false)
    } else {
      builder.decision.row = receipt.dataNoCache ? "xc5" : "xc4"
      builder.miss(.notification, .jsNotLoaded)
      builder.decision.cachesUntilNextStart = !receipt.dataNoCache
    }
    return builder.decision
  }

  /// React Native Firebase [X3][X9]: `onMessage` in the foreground; the background handler on
  /// Android for every kind (missed for a normal-priority message once the app is idle: its
  /// headless service cannot start), on iOS only when content-available woke the app.
  static func reactNative(_ receipt: Receipt) -> Decision {
    if let decided = notFCMMessage(receipt, row: "xr6", background: .setBackgroundMessageHandler) { return decided }
    if receipt.platform == .iOS, receipt.willPresentLeftToDidRRN {
      // RNFBMessaging+UNUserNotificationCenter.m: no event for a message whose `contentAvailable`
      // is true (`boolValue`),
      // "application:didReceiveRemoteNotification will send the event for us"; iOS calls none.
      return Decision(row: "xr7", missed: [Miss(.onMessage, .leftToDidRRN)])
    }
    var builder = Builder(row: "xr1", registration: receipt.registration)
    if let decided = foregroundOrUnwoken(receipt, &builder, notCalledRow: "xr3", background: .setBackgroundMessageHandler) {
      return decided
    }
    builder.decision.row = "xr2"
    if receipt.platform == .android, !receipt.serviceStartAllowed {
      // ReactNativeFirebaseMessagingReceiver: `startService` of the headless service throws in
      // the background for a message that did not put the app on the temporary allowlist.
      builder.miss(.setBackgroundMessageHandler, .normalPriority)
      return builder.decision
    }
    builder.call(.setBackgroundMessageHandler, .onNotificationReceived, duringUnreachedLaunch: !receipt.appUILoaded)
    return builder.decision
  }

  /// Flutter firebase_messaging [X4]: `onMessage` in the foreground; `onBackgroundMessage` in
  /// the background or terminated (Android: every kind; iOS: when content-available woke the
  /// app) if the handler is a registered entry point. On Android the FCM SDK's dismiss intent
  /// (kind `notification_dismiss`) gets the same callbacks, as row xf10.
  static func flutter(_ receipt: Receipt) -> Decision {
    if let decided = notFCMMessage(receipt, row: "xf7", background: .onBackgroundMessage) { return decided }
    if receipt.platform == .iOS, receipt.foreground, receipt.nativeAppCodeRan, receipt.repeatsWillPresentIdentifier {
      // FLTFirebaseMessagingPlugin, iOS 18.0 only: a willPresent with the identifier of the last
      // one is taken for the OS's duplicate, a collapse-id update as well [A34].
      return Decision(row: "xf8", missed: [Miss(.onMessage, .duplicateIdentifier)])
    }
    if receipt.platform == .iOS, receipt.didRRNLeftToWillPresent {
      // FLTFirebaseMessagingPlugin.m: didRRN sends no onMessage for an `aps` with `alert`, "this
      // will be called by the other "Messaging#onMessage" channel handler"; iOS called none.
      return Decision(row: "xf9", missed: [Miss(.onMessage, .leftToWillPresent)])
    }
    // Android: the FCM SDK's dismiss intent, taken for an empty message, follows xf1–xf3 as row xf10.
    let dismissIntent = receipt.kind == .fcmNotificationDismiss
    var builder = Builder(row: dismissIntent ? "xf10" : "xf1", registration: receipt.registration)
    if let decided = foregroundOrUnwoken(receipt, &builder, notCalledRow: "xf4", background: .onBackgroundMessage) {
      return decided
    }
    // The entry point matters only for Android's separate background isolate; on iOS the handler
    // runs in the main isolate, which main() keeps reachable (SEMANTICS.md §4: "iOS does not need one").
    guard receipt.dartEntryPoint || receipt.platform == .iOS else {
      builder.decision.row = dismissIntent ? "xf10" : "xf3"
      builder.miss(.onBackgroundMessage, .noEntryPoint)
      return builder.decision
    }
    builder.decision.row = dismissIntent ? "xf10" : "xf2"
    // Android keeps the handler's callback handle from an earlier run; on iOS the handler is set
    // in the main isolate, so one registered on a later screen misses a background launch.
    builder.call(.onBackgroundMessage, .onNotificationReceived, duringUnreachedLaunch: receipt.platform == .iOS && !receipt.appUILoaded)
    return builder.decision
  }

  /// The Airship Cordova plugin [X2]: `onPushReceived` whenever the native handler ran for an
  /// Airship push, except on Android while the app's activity (which sets up the Cordova
  /// context) does not exist.
  static func airshipCordova(_ receipt: Receipt) -> Decision {
    if let decided = airshipNothingRuns(receipt, rows: "xac") { return decided }
    var builder = Builder(row: "xac1", registration: receipt.registration)
    if receipt.platform == .android, !receipt.foreground {
      guard receipt.appUILoaded else {
        builder.decision.row = "xac3"
        builder.miss(.onPushReceived, .jsNotLoaded)
        return builder.decision
      }
      builder.decision.row = "xac2"
    }
    builder.call(.onPushReceived, .onNotificationReceived, duringUnreachedLaunch: false)
    return builder.decision
  }

  /// `airship_flutter` [X5]: `onPushReceived` whenever the native handler ran for an Airship
  /// push in the foreground (or on iOS). On Android out of the foreground only the background
  /// handler runs (the plugin's `BACKGROUND_PUSH_RECEIVED`, in a background isolate, so it must
  /// be a `@pragma('vm:entry-point')` function): "will not be called on Android when the app is
  /// terminated" (xaf3), and the current plugin's Dart stream takes foreground pushes only (xaf2).
  static func airshipFlutter(_ receipt: Receipt) -> Decision {
    if let decided = airshipNothingRuns(receipt, rows: "xaf") { return decided }
    var builder = Builder(row: "xaf1", registration: receipt.registration)
    if receipt.platform == .android, !receipt.foreground {
      // Terminated: no main isolate (the app killed, or a process FCM started for a push).
      let terminated = !receipt.appUILoaded || receipt.state == .killed
      builder.decision.row = terminated ? "xaf3" : "xaf2"
      builder.miss(.onPushReceived, terminated ? .appTerminated : .notForeground)
      if receipt.dartEntryPoint {
        builder.call(.setBackgroundPushReceivedHandler, .onNotificationReceived, duringUnreachedLaunch: false)
      } else {
        builder.miss(.setBackgroundPushReceivedHandler, .noEntryPoint)
      }
      return builder.decision
    }
    builder.call(.onPushReceived, .onNotificationReceived, duringUnreachedLaunch: false)
    return builder.decision
  }

  /// No Airship plugin callback runs when the native layer called nothing (row 4 of `rows`,
  /// ``airshipNotCalled(_:row:)``) or, on Android, when the Airship SDK ignores a data map
  /// without its keys (row 7: `IncomingPushRunnable` logs "Ignoring push"); `nil` otherwise.
  static func airshipNothingRuns(_ receipt: Receipt, rows prefix: String) -> Decision? {
    guard receipt.nativeAppCodeRan else { return airshipNotCalled(receipt, row: prefix + "4") }
    guard receipt.platform == .android, !receipt.dataAirshipPush else { return nil }
    return Decision(row: prefix + "7", missed: [Miss(.onPushReceived, .notAirshipPush)])
  }

  /// No Airship plugin callback runs when the native layer called nothing: an Android
  /// notification message in the background (the FCM SDK shows it; Airship's service never sees
  /// it), or an iOS push that woke no app code.
  static func airshipNotCalled(_ receipt: Receipt, row: String) -> Decision {
    let reason: MissReason =
      receipt.platform == .iOS ? iosNotCalledReason(receipt) : receipt.foreground ? .nativeNotCalled : .notificationMessage
    return Decision(row: row, missed: [Miss(.onPushReceived, reason)])
  }

  /// What React Native Firebase and Flutter share: `onMessage` in the foreground (missed when
  /// no native code ran on iOS; on Android their own receiver gets the intent whatever the FCM
  /// SDK's service does), and nothing on iOS when no native code woke the app. `nil` when the
  /// background handler's own rules decide.
  static func foregroundOrUnwoken(
    _ receipt: Receipt, _ builder: inout Builder, notCalledRow: String, background: Callback
  ) -> Decision? {
    if receipt.foreground {
      if receipt.nativeAppCodeRan || receipt.platform == .android {
        builder.call(.onMessage, .onNotificationReceived, duringUnreachedLaunch: false)
      } else {
        builder.decision.row = notCalledRow
        builder.miss(.onMessage, receipt.platform == .iOS ? iosNotCalledReason(receipt) : .nativeNotCalled)
      }
      return builder.decision
    }
    if receipt.platform == .iOS, !receipt.nativeAppCodeRan {
      builder.decision.row = notCalledRow
      builder.miss(background, iosNotCalledReason(receipt))
      return builder.decision
    }
    return nil
  }

  /// React Native Firebase and FlutterFire on iOS hand a push to JS or Dart only when it is an
  /// FCM message: their `willPresent`, `didReceive` and didRRN check `gcm.message_id` at the
  /// payload's root first (rows xr6, xf7). For a plain APNs push the native delegates ran and the
  /// wrapper callback is missed (`notFCMMessage`); `nil` when the rows of the wrapper decide.
  static func notFCMMessage(_ receipt: Receipt, row: String, background: Callback) -> Decision? {
    guard receipt.platform == .iOS, !receipt.fcmMessage, receipt.nativeAppCodeRan else { return nil }
    return Decision(row: row, missed: [Miss(receipt.foreground ? .onMessage : background, .notFCMMessage)])
  }

  /// ``notFCMMessage(_:row:background:)`` for a tap: no `getInitialNotification` /
  /// `getInitialMessage` (nothing is kept for it) nor `onNotificationOpenedApp` /
  /// `onMessageOpenedApp` for a plain APNs push.
  static func notFCMMessage(_ tap: Tap, row: String, coldStart: Callback, background: Callback) -> Decision? {
    guard tap.platform == .iOS, !tap.fcmMessage else { return nil }
    return Decision(row: row, missed: [Miss(tap.coldStart ? coldStart : background, .notFCMMessage)])
  }

  /// Why no wrapper code ran for an iOS push whose native layer called nothing.
  static func iosNotCalledReason(_ receipt: Receipt) -> MissReason {
    if receipt.foreground { return .nativeNotCalled }
    guard receipt.kind == .background || receipt.kind == .alertContentAvailable else { return .noContentAvailable }
    return receipt.state == .forceQuit ? .forceQuit : .notWoken
  }

  /// Builds a decision, turning calls the app's registration cannot receive into misses.
  struct Builder {
    var decision: Decision
    let registration: DelegateRegistration

    init(row: String, registration: DelegateRegistration) {
      decision = Decision(row: row)
      self.registration = registration
    }

    /// A callback runs, unless the app registers none, or registers it after launch while this
    /// launch never reached the app's screens.
    mutating func call(_ callback: Callback, _ generic: GenericCallback, duringUnreachedLaunch: Bool) {
      switch registration {
      case .none:
        decision.missed.append(Miss(callback, .noDelegate))
      case .afterLaunch where duringUnreachedLaunch:
        decision.missed.append(Miss(callback, .registeredAfterLaunch))
      case .atLaunch, .afterLaunch:
        decision.calls.append(Call(callback, generic))
      }
    }

    mutating func miss(_ callback: Callback, _ reason: MissReason) {
      decision.missed.append(Miss(callback, reason))
    }
  }
}

extension WrapperOverlay {
  /// Whether `wrapper` hands nothing to its app for an Android message the FCM SDK does not
  /// dispatch as a message (`deleted_messages`, upstream results, unknown `message_type`s,
  /// `gcm.n.noui`). Each wrapper's receiver decides: FlutterFire's
  /// `FlutterFirebaseMessagingReceiver` builds a `RemoteMessage` from every RECEIVE intent and
  /// filters nothing; React Native Firebase's `ReactNativeFirebaseMessagingReceiver` ignores a
  /// `message_type` other than `gcm` but takes a noui message (its other guard, a null
  /// `google.message_id`, drops no message: FCM stamps one on each, and PushSim's data map
  /// written without it stands for one, `fcm-N`); Cordova's and the Airship
  /// plugins' receive through a `FirebaseMessagingService`, which dispatches none of them.
  ///
  /// The FCM SDK's wrapped `NOTIFICATION_DISMISS` intent (kind `notification_dismiss`, row
  /// xf10) is no message either: FlutterFire's receiver takes it as an empty one; React Native
  /// Firebase's drops it, as it has no `google.message_id` (PR #9105); the FCM SDK's own
  /// receiver unwraps it and only logs the dismissal, so a `FirebaseMessagingService` (a native
  /// app's, Cordova's, Airship's) never sees it.
  static func notDispatched(_ kind: PushKind, wrapper: Wrapper) -> Bool {
    let notAMessage = kind == .deletedMessages || kind == .fcmSendEvent || kind == .fcmSendError || kind == .fcmUnknownMessageType
    if kind == .fcmNotificationDismiss { return wrapper != .flutter }
    guard notAMessage || kind == .fcmNoUI else { return false }
    switch wrapper {
    case .flutter: return false
    case .reactNative: return notAMessage
    case .native, .cordova, .airshipCordova, .airshipFlutter: return true
    }
  }
}
