/// The app's push callbacks: the generic ``onNotificationReceived(_:)-(IncomingPush)`` /
/// ``onNotificationOpened(_:buttonIndex:)`` pair that every platform and wrapper reaches, and the
/// platform callbacks under their own names.
///
/// Every method has a default implementation, so a test implements only what it checks. The
/// methods that return a value let the app decide (what `willPresent` shows, how long a
/// background handler runs); returning `nil` means "as the device's ``AppBehavior`` says".
///
/// The device calls these synchronously on the simulation's single thread, in the order the
/// trace records them.
public protocol PushDelegate: AnyObject {
  /// App code saw a push on reception (through `willPresent`, didRRN, `onMessageReceived`, a
  /// service worker `push` event, or a wrapper's receive callback).
  func onNotificationReceived(_ push: IncomingPush)
  /// The user opened a notification (`buttonIndex` is `nil` for the notification itself, except
  /// with an SDK whose own callback passes another value: WonderPush passes -1).
  func onNotificationOpened(_ push: IncomingPush, buttonIndex: Int?)

  /// iOS `userNotificationCenter(_:willPresent:withCompletionHandler:)`: the presentation options.
  func willPresent(_ push: IncomingPush) -> PresentationOptions?
  /// iOS `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`: how long until the
  /// completion handler is called.
  func didReceiveRemoteNotification(_ push: IncomingPush) -> Duration?
  /// iOS `userNotificationCenter(_:didReceive:withCompletionHandler:)`: a tap or an action.
  func didReceive(_ push: IncomingPush, actionIdentifier: String)
  /// iOS `userNotificationCenter(_:didReceive:withCompletionHandler:)` with a
  /// `UNTextInputNotificationResponse`: the person sent `userText` (empty when they typed
  /// nothing) from a text-input action (R-iOS-18, app key `textInputActions`).
  func didReceiveTextInput(_ push: IncomingPush, actionIdentifier: String, userText: String)
  /// iOS legacy app-delegate
  /// `application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)`: a
  /// button of the push tapped, called by an SDK for an app without its own notification-center
  /// delegate whose app delegate implements it (OneSignal's `callLegacyAppDeletegateSelector:`,
  /// app key `appDelegateSelectors`; `delegate.handleActionWithIdentifier`).
  func handleActionWithIdentifier(_ push: IncomingPush, actionIdentifier: String)
  /// iOS legacy app-delegate
  /// `application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:)`:
  /// a text-input action's reply, `userText` the response info's
  /// `UIUserNotificationActionResponseTypedTextKey`, called by OneSignal's SDK as
  /// ``handleActionWithIdentifier(_:actionIdentifier:)`` is, when the app delegate implements it.
  func handleActionWithIdentifier(_ push: IncomingPush, actionIdentifier: String, userText: String)
  /// iOS PushKit `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)` for a VoIP push
  /// (`apns-push-type: voip`), or iOS 26.4's
  /// `pushRegistry(_:didReceiveIncomingVoIPPushWith:metadata:withCompletionHandler:)` when the
  /// registry's ``PushKitRegistration/handler`` is that one: whether the handler reports a new
  /// incoming call to CallKit (`CXProvider.reportNewIncomingCall`) before it returns. Without
  /// one, iOS terminates an app that is not in the foreground and has no active call
  /// (``PushKitDeliveryRules``).
  func didReceiveIncomingPush(_ push: IncomingPush) -> Bool?
  /// iOS 17.2+ ActivityKit: `Activity.activityUpdates` yields a Live Activity a push-to-start
  /// started: `activityID` names it as later pushes do (the `activity` header), `type` is its
  /// attributes type. `push` is the id of the push that started it.
  func activityUpdates(activityID: String, type: String, startedBy push: String)
  /// iOS ActivityKit: the activity's `pushTokenUpdates` yields the token its update pushes go to
  /// (a stand-in, ``LiveActivityRules/pushToken(device:activity:)``).
  func pushTokenUpdates(activityID: String, pushToken: String)
  /// iOS 17.2+ ActivityKit: `Activity<Attributes>.pushToStartTokenUpdates` of attributes type
  /// `type` yields the token a push-to-start of that type is sent to (a stand-in,
  /// ``LiveActivityRules/pushToStartToken(device:)``), when the app's process starts while it
  /// has not observed it (``LiveActivitySettings/observedPushToStartToken`` `false`).
  func pushToStartTokenUpdates(type: String, pushToStartToken: String)
  /// iOS ActivityKit: `ActivityAuthorizationInfo.activityEnablementUpdates` yields whether the
  /// app's Live Activities are enabled, when the person turns them off or on again in Settings
  /// (or taps "Don't Allow") while the app runs.
  func activityEnablementUpdates(enabled: Bool)
  /// iOS ActivityKit: `ActivityAuthorizationInfo.frequentPushEnablementUpdates` yields whether
  /// the person permits frequent ActivityKit updates, when they flip More Frequent Updates while
  /// the app runs.
  func frequentPushEnablementUpdates(enabled: Bool)

  /// Android `FirebaseMessagingService.onMessageReceived`: how long the handler runs.
  func onMessageReceived(_ message: RemoteMessage) -> Duration?
  /// Android `FirebaseMessagingService.onDeletedMessages`.
  func onDeletedMessages()
  /// Android `FirebaseMessagingService.onMessageSent`: an upstream message (`message_type`
  /// `send_event`) was sent; its id is the message's `google.message_id`.
  func onMessageSent(_ messageId: String?)
  /// Android `FirebaseMessagingService.onSendError` (`message_type` `send_error`): the id is
  /// `google.message_id`, else `message_id`; `error` the `error` extra (the `SendException`'s).
  func onSendError(_ messageId: String?, error: String?)
  /// Android: the activity gets the tap's intent (`onCreate` on a cold start, `onNewIntent`
  /// otherwise) with its extras.
  func onNotificationIntent(extras: [(key: String, value: String)], coldStart: Bool)

  /// Web: the service worker's `push` event (`event.data`).
  func push(_ push: IncomingPush)
  /// Web: `notificationclick` (`action` is `""` for the notification itself).
  func notificationClick(_ push: IncomingPush, action: String)
  /// Web: `notificationclose`.
  func notificationClose(_ push: IncomingPush)
  /// Web: `pushsubscriptionchange` (`PushSubscriptionChangeEvent`): the subscriptions by their
  /// number in the run (1: the one made before it), `nil` for the event's `null`. Firefox fires
  /// it with the expired subscription as `oldSubscription` and `newSubscription` null when it
  /// drops that subscription (a `subscribe` step after a visit, ``WebSubscribeRules``; the
  /// permission granted again; the browser started after a visit); Chrome with both null when
  /// the permission is granted again after it unsubscribed the site (``ChromePermissionRules``).
  func pushSubscriptionChange(oldSubscription: Int?, newSubscription: Int?)

  /// A wrapper app's JS or Dart layer got an event (SEMANTICS.md §7.6): Cordova
  /// `notification`, React Native `onMessage` or `setBackgroundMessageHandler`, Flutter
  /// `onBackgroundMessage`, `getInitialMessage`, …. The generic
  /// ``onNotificationReceived(_:)-(IncomingPush)`` or ``onNotificationOpened(_:buttonIndex:)``
  /// follows.
  func wrapperCallback(_ callback: WrapperOverlay.Callback, push: IncomingPush)

  /// OneSignal: the foreground lifecycle listener (`onWillDisplay`); call
  /// `event.preventDefault()` to keep the notification from being shown.
  func onWillDisplay(_ event: OSNotificationWillDisplayEvent)
  /// OneSignal: the click listener (`onClick`), with the button's `actionId`.
  func onClick(_ event: OSNotificationClickEvent)
  /// OneSignal (Android): the notification service extension (`onNotificationReceived(event)`),
  /// for every notification the SDK processes, restored ones included; call
  /// `event.preventDefault()` to keep it from being shown.
  func onNotificationReceived(_ event: OSNotificationReceivedEvent)
}

extension PushDelegate {
  /// Default: does nothing.
  public func onNotificationReceived(_ push: IncomingPush) {}
  /// Default: does nothing.
  public func onNotificationOpened(_ push: IncomingPush, buttonIndex: Int?) {}
  /// Default: `nil`, so the app behaviour (``AppBehavior``) answers.
  public func willPresent(_ push: IncomingPush) -> PresentationOptions? { nil }
  /// Default: `nil`, so the app behaviour (``AppBehavior``) answers.
  public func didReceiveRemoteNotification(_ push: IncomingPush) -> Duration? { nil }
  /// Default: does nothing.
  public func didReceive(_ push: IncomingPush, actionIdentifier: String) {}
  /// Default: ``didReceive(_:actionIdentifier:)``, as an app that does not look at the response's
  /// typed text sees it.
  public func didReceiveTextInput(_ push: IncomingPush, actionIdentifier: String, userText: String) {
    didReceive(push, actionIdentifier: actionIdentifier)
  }
  /// Default: does nothing.
  public func handleActionWithIdentifier(_ push: IncomingPush, actionIdentifier: String) {}
  /// Default: ``handleActionWithIdentifier(_:actionIdentifier:)``, without the typed text.
  public func handleActionWithIdentifier(_ push: IncomingPush, actionIdentifier: String, userText: String) {
    handleActionWithIdentifier(push, actionIdentifier: actionIdentifier)
  }
  /// Default: `nil`, so the app behaviour (``AppBehavior/pushKit``) answers.
  public func didReceiveIncomingPush(_ push: IncomingPush) -> Bool? { nil }
  /// Does nothing.
  public func activityUpdates(activityID: String, type: String, startedBy push: String) {}
  /// Does nothing.
  public func pushTokenUpdates(activityID: String, pushToken: String) {}
  /// Does nothing.
  public func pushToStartTokenUpdates(type: String, pushToStartToken: String) {}
  /// Does nothing.
  public func activityEnablementUpdates(enabled: Bool) {}
  /// Does nothing.
  public func frequentPushEnablementUpdates(enabled: Bool) {}
  /// Default: `nil`, so the app behaviour (``AppBehavior``) answers.
  public func onMessageReceived(_ message: RemoteMessage) -> Duration? { nil }
  /// Default: does nothing.
  public func onDeletedMessages() {}
  /// Default: does nothing.
  public func onMessageSent(_ messageId: String?) {}
  /// Default: does nothing.
  public func onSendError(_ messageId: String?, error: String?) {}
  /// Default: does nothing.
  public func onNotificationIntent(extras: [(key: String, value: String)], coldStart: Bool) {}
  /// Default: does nothing.
  public func push(_ push: IncomingPush) {}
  /// Default: does nothing.
  public func notificationClick(_ push: IncomingPush, action: String) {}
  /// Default: does nothing.
  public func notificationClose(_ push: IncomingPush) {}
  /// Default: does nothing.
  public func pushSubscriptionChange(oldSubscription: Int?, newSubscription: Int?) {}
  /// Default: does nothing.
  public func wrapperCallback(_ callback: WrapperOverlay.Callback, push: IncomingPush) {}
  /// Default: does nothing.
  public func onWillDisplay(_ event: OSNotificationWillDisplayEvent) {}
  /// Default: does nothing.
  public func onClick(_ event: OSNotificationClickEvent) {}
  /// Default: does nothing (the app's ``AppBehavior/oneSignalServiceExtension`` decides).
  public func onNotificationReceived(_ event: OSNotificationReceivedEvent) {}
}
