extension SimulatedDevice {
  /// Whether the wrapper overlay of §7.6 applies: a wrapper app on iOS or Android whose push code
  /// is plain FCM or APNs (the FCM plugins' rows). An app with a vendor SDK talks to it through
  /// the vendor's own plugin, whose rules the SDK's runtime applies. On the web the service
  /// worker is JavaScript whatever framework the page uses, so its callbacks are the app's, as in
  /// a native app.
  var usesWrapperOverlay: Bool { wrapper != .native && platform != .web && embeddedSDK == nil }

  /// Calls a native delegate method. In a native app it is the app's own delegate, subject to
  /// its registration timing (``callDelegate(_:_:_:)``). In a wrapper app the wrapper's plugin
  /// registers the native delegate at launch, so the native callback always runs and the
  /// registration timing applies to the wrapper's callbacks instead.
  @discardableResult
  func callNative<T>(
    _ method: String, _ fields: KeyValuePairs<String, JSONValue> = [:], _ call: ((any PushDelegate)?) -> T?
  ) -> T? {
    guard usesWrapperOverlay else { return callDelegate(method, fields, call) }
    var object = JSONObject()
    for (key, value) in fields { object[key] = value }
    trace.record(TraceEvent(time: now, device: id, name: "delegate." + method, fields: object))
    return call(delegate)
  }

  /// The wrapper layer's view of a push the native layer handled (R-X-1): records its callbacks
  /// or why they were missed; for Cordova on Android, posts the plugin's own notification and
  /// caches the payload for the next start.
  ///
  /// - Parameters:
  ///   - push: the push.
  ///   - state: the app state when the push reached the app, before any launch it caused.
  ///   - uiLoaded: whether the app's UI existed then (``activityAlive`` before the push).
  ///   - nativeAppCodeRan: `willPresent`, didRRN or `onMessageReceived` ran for it.
  ///   - nativeDisplayed: the OS or the FCM SDK displayed it.
  ///   - repeatsWillPresentIdentifier: FlutterFire on iOS 18.0: `willPresent` had this request
  ///     identifier the previous time (``WrapperOverlay/Receipt/repeatsWillPresentIdentifier``).
  ///   - willPresentLeftToDidRRN: React Native Firebase: `willPresent` left this push to a
  ///     didRRN that iOS does not call (``WrapperOverlay/Receipt/willPresentLeftToDidRRN``).
  ///   - didRRNLeftToWillPresent: FlutterFire: didRRN left this push to a `willPresent` that iOS
  ///     does not call (``WrapperOverlay/Receipt/didRRNLeftToWillPresent``).
  ///
  /// - Returns: the wrapper's decision (its callbacks).
  @discardableResult
  func wrapperReceived(
    _ push: IncomingPush, state: AppState, uiLoaded: Bool, nativeAppCodeRan: Bool, nativeDisplayed: Bool,
    repeatsWillPresentIdentifier: Bool = false, willPresentLeftToDidRRN: Bool = false,
    didRRNLeftToWillPresent: Bool = false
  ) -> WrapperOverlay.Decision {
    let data = push.remoteMessage?.rawData
    let hasText = [data?["title"], data?["message"], data?["body"]].contains { !($0 ?? "").isEmpty }
    let receipt = WrapperOverlay.Receipt(
      wrapper: wrapper, platform: platform, kind: push.kind, state: state, locked: isLocked,
      nativeAppCodeRan: nativeAppCodeRan, nativeDisplayed: nativeDisplayed, appUILoaded: uiLoaded,
      dataContentAvailable: data?["content-available"] == "1", dataNoCache: data?["no-cache"] == "1",
      dataHasTitleOrMessage: hasText, dartEntryPoint: options.dartEntryPoint, registration: registration)
    var withData = receipt
    withData.dataForceStart = data?["force-start"] == "1"
    withData.dataAirshipPush = WrapperOverlay.airshipPushKeys.contains { data?[$0] != nil }
    withData.fcmMessage = isFCMMessage(push)
    withData.repeatsWillPresentIdentifier = repeatsWillPresentIdentifier
    withData.willPresentLeftToDidRRN = willPresentLeftToDidRRN
    withData.didRRNLeftToWillPresent = didRRNLeftToWillPresent
    if platform == .android { withData.serviceStartAllowed = androidMayStartService(push, arrivalState: state) }
    let decision = WrapperOverlay.decide(withData)
    if decision.startsUI {
      // The plugin's activity starts in the background (START_IN_BACKGROUND): the web view loads.
      activityAlive = true
      emit("wrapper.started", ["id": .string(push.notificationID), "reason": "forceStart"])
    }
    if decision.wrapperDisplays { displayCordovaNotification(push) }
    record(decision, push: push, buttonIndex: nil)
    if decision.cachesUntilNextStart {
      wrapperCache.append(push)
      emit("push.cached", ["id": .string(push.notificationID), "rule": .string(decision.row)])
    }
    return decision
  }

  /// Android 8+: whether the app may start a service for `push`, which arrived with the app in
  /// `arrivalState`: in the foreground, within ``backgroundSettleSeconds`` of leaving it, or for
  /// a message delivered at high priority (FCM puts the app on a temporary allowlist). A message
  /// lowered to normal priority (App Standby cap, deprioritization) gives no allowlist.
  func androidMayStartService(_ push: IncomingPush, arrivalState: AppState) -> Bool {
    // A locked screen puts a foreground app to sleep (TOP_SLEEPING): it counts as background.
    if arrivalState == .foreground && !isLocked { return true }
    if arrivalState.isRunning, let left = leftForegroundAt,
      now.offset - left.offset < .seconds(SimulatedDevice.backgroundSettleSeconds)
    {
      return true
    }
    return push.fcmDeliveryPriority == .high
  }

  /// Whether `push` is an FCM message to the FCM plugins: on iOS, its payload has
  /// `gcm.message_id` at the root (``WrapperOverlay/Receipt/fcmMessage``); on Android, always.
  func isFCMMessage(_ push: IncomingPush) -> Bool {
    platform != .iOS || push.payload?["gcm.message_id"] != nil
  }

  /// React Native Firebase on iOS: its didRRN (`RNFBMessaging+AppDelegate.m`) sends every FCM
  /// message to JS (`messaging_message_received`, `onMessage`) when the app is not in the
  /// background, whatever `willPresent` did for it.
  func reactNativeDidRRNSendsToJS(_ push: IncomingPush) -> Bool {
    usesWrapperOverlay && wrapper == .reactNative && platform == .iOS && isFCMMessage(push)
  }

  /// React Native Firebase on iOS: its `willPresent` (`RNFBMessaging+UNUserNotificationCenter.m`)
  /// sends an FCM message to JS unless the serialized message's `contentAvailable` is true:
  /// didRRN "will send the event for us". The serializer sets `contentAvailable` to the
  /// `boolValue` of any `content-available` value (`RCTConvert BOOL:`), and since PR #9229
  /// `willPresent` tests that value, not the key: `1`, `true`, `"1"` leave the push to didRRN;
  /// `0`, `false`, `"0"` do not. A `null`, array or object is taken as false (a choice).
  func reactNativeWillPresentLeavesToDidRRN(_ push: IncomingPush) -> Bool {
    reactNativeDidRRNSendsToJS(push) && push.payload?["aps"]?["content-available"]?.objectiveCBoolValue == true
  }

  /// FlutterFire on iOS, for an FCM message: whether its didRRN (`FLTFirebaseMessagingPlugin.m`),
  /// run when the app is not in the background, sends it to Dart (`Messaging#onMessage`). It
  /// does only when `aps` has no `alert` key: "If "alert" (i.e. notification) is present in
  /// userInfo, this will be called by the other "Messaging#onMessage" channel handler", the
  /// plugin's `willPresent`, which sends every FCM message (but iOS 18.0's duplicate, row xf8).
  /// `nil` for a plain APNs push or another wrapper.
  func flutterDidRRNSendsToDart(_ push: IncomingPush) -> Bool? {
    guard usesWrapperOverlay, wrapper == .flutter, platform == .iOS, isFCMMessage(push) else { return nil }
    let aps = push.payload?["aps"]
    return aps != nil && aps?["alert"] == nil
  }

  /// Whether `decision` runs the wrapper's background message handler (React Native Firebase's
  /// `setBackgroundMessageHandler`, Flutter's `onBackgroundMessage`).
  static func runsBackgroundHandler(_ decision: WrapperOverlay.Decision) -> Bool {
    decision.callbacks.contains { $0 == .setBackgroundMessageHandler || $0 == .onBackgroundMessage }
  }

  /// The wrapper layer's view of a tap (the native callbacks already ran).
  func wrapperOpened(_ displayed: DisplayedNotification, coldStart: Bool, buttonIndex: Int?) {
    var tap = WrapperOverlay.Tap(
      wrapper: wrapper, platform: platform, kind: displayed.push.kind, coldStart: coldStart,
      displayedByWrapper: platform == .android && displayed.push.kind == .data, registration: registration)
    tap.fcmMessage = isFCMMessage(displayed.push)
    record(WrapperOverlay.decide(tap), push: displayed.push, buttonIndex: buttonIndex)
  }

  /// Android: the user swiped away `dismissed`. When the FCM SDK displayed it, its delete
  /// intent is the SDK's `NOTIFICATION_DISMISS` analytics intent wrapped in a broadcast
  /// (`CommonNotificationBuilder.createDeleteIntent`), which since firebase-messaging 23.3.0
  /// (firebase-android-sdk#5410) targets the app's package by action rather than the SDK's
  /// receiver by class, so every RECEIVE receiver of the app gets it. FlutterFire's
  /// `FlutterFirebaseMessagingReceiver` builds a `RemoteMessage` from its extras (the wrapped
  /// intent only) and hands that empty message to Dart (row xf10, flutterfire#12317, #12326);
  /// React Native Firebase's receiver drops it (PR #9105) and the FCM SDK's own only logs the
  /// dismissal, so nothing else is traced. A killed app's process starts for the broadcast
  /// whatever the app is built with, since the FCM SDK's receiver is in every app that embeds
  /// it (`app.launched` `notificationDismissed`: `Application.onCreate` runs); a force-stopped
  /// app gets no broadcast.
  func sendFCMDeleteIntent(of dismissed: DisplayedNotification) {
    guard platform == .android, state != .forceStopped, !dismissed.postedBySDK,
      !SimulatedDevice.postedByCordovaPlugin(dismissed), dismissed.push.remoteMessage?.notification != nil
    else { return }
    if !state.isRunning {
      emit("app.launched", ["reason": "notificationDismissed"])
      setState(.background, reason: "notificationDismissed")
    }
    guard usesWrapperOverlay else { return }
    let push = IncomingPush.fcmNotificationDismiss(of: dismissed.id, platform: platform)
    let receipt = WrapperOverlay.Receipt(
      wrapper: wrapper, platform: platform, kind: push.kind, state: state, locked: isLocked, nativeAppCodeRan: false,
      appUILoaded: activityAlive, dartEntryPoint: options.dartEntryPoint, registration: registration)
    let decision = WrapperOverlay.decide(receipt)
    guard decision.row != "-" else { return }
    record(decision, push: push, buttonIndex: nil, remoteMessage: IncomingPush.emptyFlutterMessage)
    if SimulatedDevice.runsBackgroundHandler(decision) { startHandlerBudget(for: dismissed.id, takes: app.backgroundHandlerTakes) }
  }

  /// Cordova: the web view loaded; payloads cached while it was not (row xc4) reach JS (xc11).
  func deliverWrapperCache() {
    guard !wrapperCache.isEmpty else { return }
    let cached = wrapperCache
    wrapperCache = []
    for push in cached {
      emit("push.released", ["id": .string(push.notificationID), "reason": "wrapperStarted"])
      record(WrapperOverlay.decideCachedDelivery(wrapper: wrapper, registration: registration), push: push, buttonIndex: nil)
    }
  }

  /// Cordova: the plugin's cache lives in the app's process; it is lost when the process ends.
  func dropWrapperCache(reason: String) {
    guard !wrapperCache.isEmpty else { return }
    let cached = wrapperCache
    wrapperCache = []
    for push in cached {
      emit("push.dropped", ["id": .string(push.notificationID), "reason": "wrapperCacheLost", "cause": .string(reason)])
    }
  }

  /// Records a decision: each call as `delegate.<callback>` followed by the generic callback,
  /// each miss as `delegate.missed`. `remoteMessage`: the message map the wrapper hands to JS or
  /// Dart, traced on the call when it is not the push's own (row xf10's empty message).
  func record(_ decision: WrapperOverlay.Decision, push: IncomingPush, buttonIndex: Int?, remoteMessage: JSONValue? = nil) {
    let id = JSONValue.string(push.notificationID)
    let row = JSONValue.string(decision.row)
    for call in decision.calls {
      var fields: JSONObject = ["notification": id, "rule": row]
      if let remoteMessage { fields["remoteMessage"] = remoteMessage }
      emit("delegate." + call.callback.rawValue, fields: fields)
      delegate?.wrapperCallback(call.callback, push: push)
      switch call.generic {
      case .onNotificationReceived:
        emit("delegate.onNotificationReceived", ["notification": id])
        delegate?.onNotificationReceived(push)
      case .onNotificationOpened:
        emit(
          "delegate.onNotificationOpened",
          ["notification": id, "buttonIndex": buttonIndex.map { .integer(Int64($0)) } ?? .null])
        delegate?.onNotificationOpened(push, buttonIndex: buttonIndex)
      }
    }
    for miss in decision.missed {
      emitMissed(miss.callback.rawValue, reason: miss.reason.rawValue, notification: id, ["rule": row])
    }
  }

  /// Whether phonegap-plugin-push posted `notification` (``displayCordovaNotification(_:)``):
  /// its replacement key is the plugin's `cordova:<notId>`.
  static func postedByCordovaPlugin(_ notification: DisplayedNotification) -> Bool {
    notification.replacementKey.map { $0.hasPrefix(cordovaKeyPrefix) } ?? false
  }

  /// The prefix of the replacement key of a notification phonegap-plugin-push posted.
  static let cordovaKeyPrefix = "cordova:"

  /// phonegap-plugin-push posts an Android data message that has a `title` or a `message`
  /// itself [X1]. Without a `notId` every such notification replaces the previous one.
  func displayCordovaNotification(_ push: IncomingPush) {
    let data = push.remoteMessage?.rawData
    guard options.notificationPermission else {
      emit("notification.suppressed", ["id": .string(push.notificationID), "reason": "permissionDenied"])
      return
    }
    var shown = push
    shown.notification.title = data?["title"]
    shown.notification.body = data?["message"] ?? data?["body"]
    display(
      DisplayedNotification(
        id: push.notificationID, push: shown, replacementKey: SimulatedDevice.cordovaKeyPrefix + (data?["notId"] ?? "0"),
        channel: "PushPluginChannel", displayedAt: now))
  }
}
