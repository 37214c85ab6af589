/// A delegate that records every call, for tests: `delegate.calls.map(\.method)`.
///
/// It answers `willPresent` and the handler durations from its own settable properties
/// (``willPresentOptions``, ``handlerTakes``), which default to "as the app behaviour says".
public final class RecordingDelegate: PushDelegate {
  /// One recorded call.
  public struct Call: Sendable, Equatable, CustomStringConvertible {
    /// The method name, as the trace writes it after `delegate.` (`onNotificationOpened`).
    public var method: String
    /// The id of the notification it concerned, if any.
    public var notificationID: String?
    /// The button index (`onNotificationOpened`) or `nil`.
    public var buttonIndex: Int?
    /// The action identifier (`didReceive`, `notificationclick`) or `nil`.
    public var action: String?

    /// `onNotificationOpened(n1, button: 0)`.
    public var description: String {
      var parts: [String] = []
      if let notificationID { parts.append(notificationID) }
      if let buttonIndex { parts.append("button: \(buttonIndex)") }
      if let action { parts.append("action: \(action)") }
      return "\(method)(\(parts.joined(separator: ", ")))"
    }
  }

  /// What one `pushsubscriptionchange` carried: the subscriptions by their number in the run,
  /// `nil` for the event's `null`.
  public struct SubscriptionChange: Sendable, Equatable {
    /// `event.oldSubscription`.
    public var oldSubscription: Int?
    /// `event.newSubscription`.
    public var newSubscription: Int?
  }

  /// Every call so far, in order.
  public private(set) var calls: [Call] = []
  /// What `willPresent` returns; `nil` defers to the app behaviour.
  public var willPresentOptions: PresentationOptions?
  /// How long handlers take; `nil` defers to the app behaviour.
  public var handlerTakes: Duration?
  /// PushKit: whether the VoIP handler reports a call to CallKit; `nil` defers to the app
  /// behaviour (``AppBehavior/pushKit``).
  public var reportsCall: Bool?
  /// OneSignal: whether `onWillDisplay` calls `event.preventDefault()`.
  public var preventsDisplay = false
  /// OneSignal: the click events received, in order.
  public private(set) var clicks: [OSNotificationClickEvent] = []
  /// OneSignal (Android): whether the notification service extension's
  /// `onNotificationReceived(event)` calls `event.preventDefault()`.
  public var preventsInExtension = false
  /// OneSignal (Android): the notifications the service extension was given, in order. The
  /// same call is the generic `onNotificationReceived` in ``calls`` (one trace event).
  public private(set) var extensionNotifications: [OSNotification] = []
  /// iOS Live Activities: the update tokens `pushTokenUpdates` handed over, by activity id.
  public private(set) var activityPushTokens: [String: String] = [:]
  /// iOS Live Activities: the push-to-start tokens `pushToStartTokenUpdates` handed over, by
  /// attributes type.
  public private(set) var pushToStartTokens: [String: String] = [:]
  /// iOS Live Activities: what `activityEnablementUpdates` yielded, in order (`false`: turned off).
  public private(set) var activityEnablement: [Bool] = []
  /// iOS Live Activities: what `frequentPushEnablementUpdates` yielded, in order.
  public private(set) var frequentPushEnablement: [Bool] = []

  /// iOS: the text of each text-input reply, in order (``didReceiveTextInput(_:actionIdentifier:userText:)``
  /// and the legacy `withResponseInfo:` call); the call itself is in ``calls`` as `didReceive`
  /// or `handleActionWithIdentifier`, as the trace names it.
  public private(set) var typedTexts: [String] = []

  /// Web: what `pushsubscriptionchange` carried, in order.
  public private(set) var subscriptionChanges: [SubscriptionChange] = []

  /// A delegate with nothing recorded.
  public init() {}

  /// The calls, in order, under the names the trace gives them (`delegate.NAME`): the
  /// ``PushDelegate`` method's name, but for the service worker's events, their DOM names
  /// (`notificationclick`, `notificationclose`, `pushsubscriptionchange`, not
  /// ``notificationClick(_:action:)`` …), for Android's launch intent `onCreate` (a cold start)
  /// or `onNewIntent`, for a wrapper's callback its own name (``WrapperOverlay/Callback``), and
  /// for a text-input reply `didReceive` or `handleActionWithIdentifier` (``typedTexts`` holds
  /// the text).
  public var methods: [String] { calls.map(\.method) }

  private func record(_ method: String, _ id: String? = nil, button: Int? = nil, action: String? = nil) {
    calls.append(Call(method: method, notificationID: id, buttonIndex: button, action: action))
  }

  /// Records the call.
  public func onNotificationReceived(_ push: IncomingPush) {
    record("onNotificationReceived", push.notification.id)
  }
  /// Records the call.
  public func onNotificationOpened(_ push: IncomingPush, buttonIndex: Int?) {
    record("onNotificationOpened", push.notification.id, button: buttonIndex)
  }
  /// Records the call.
  public func willPresent(_ push: IncomingPush) -> PresentationOptions? {
    record("willPresent", push.notification.id)
    return willPresentOptions
  }
  /// Records the call.
  public func didReceiveRemoteNotification(_ push: IncomingPush) -> Duration? {
    record("didReceiveRemoteNotification", push.notification.id)
    return handlerTakes
  }
  /// Records the call.
  public func didReceive(_ push: IncomingPush, actionIdentifier: String) {
    record("didReceive", push.notification.id, action: actionIdentifier)
  }
  /// Records the call as `didReceive`, and the text in ``typedTexts``.
  public func didReceiveTextInput(_ push: IncomingPush, actionIdentifier: String, userText: String) {
    record("didReceive", push.notification.id, action: actionIdentifier)
    typedTexts.append(userText)
  }
  /// Records the call.
  public func handleActionWithIdentifier(_ push: IncomingPush, actionIdentifier: String) {
    record("handleActionWithIdentifier", push.notification.id, action: actionIdentifier)
  }
  /// Records the call as `handleActionWithIdentifier`, and the text in ``typedTexts``.
  public func handleActionWithIdentifier(_ push: IncomingPush, actionIdentifier: String, userText: String) {
    record("handleActionWithIdentifier", push.notification.id, action: actionIdentifier)
    typedTexts.append(userText)
  }
  /// Records the call.
  public func didReceiveIncomingPush(_ push: IncomingPush) -> Bool? {
    record("didReceiveIncomingPush", push.notification.id)
    return reportsCall
  }
  /// Records the call (the id of the push that started the activity).
  public func activityUpdates(activityID: String, type: String, startedBy push: String) {
    record("activityUpdates", push)
  }
  /// Records the call and keeps the token (``activityPushTokens``).
  public func pushTokenUpdates(activityID: String, pushToken: String) {
    record("pushTokenUpdates")
    activityPushTokens[activityID] = pushToken
  }
  /// Records the call and keeps the token (``pushToStartTokens``).
  public func pushToStartTokenUpdates(type: String, pushToStartToken: String) {
    record("pushToStartTokenUpdates")
    pushToStartTokens[type] = pushToStartToken
  }
  /// Records the call.
  public func activityEnablementUpdates(enabled: Bool) {
    record("activityEnablementUpdates")
    activityEnablement.append(enabled)
  }
  /// Records the call.
  public func frequentPushEnablementUpdates(enabled: Bool) {
    record("frequentPushEnablementUpdates")
    frequentPushEnablement.append(enabled)
  }
  /// Records the call.
  public func onMessageReceived(_ message: RemoteMessage) -> Duration? {
    record("onMessageReceived", message.messageId)
    return handlerTakes
  }
  /// Records the call.
  public func onDeletedMessages() { record("onDeletedMessages") }
  /// Records the call.
  public func onNotificationIntent(extras: [(key: String, value: String)], coldStart: Bool) {
    record(coldStart ? "onCreate" : "onNewIntent")
  }
  /// Records the call.
  public func push(_ push: IncomingPush) { record("push", push.notification.id) }
  /// Records the call.
  public func notificationClick(_ push: IncomingPush, action: String) {
    record("notificationclick", push.notification.id, action: action)
  }
  /// Records the call.
  public func notificationClose(_ push: IncomingPush) { record("notificationclose", push.notification.id) }
  /// Records the call, and the subscriptions in ``subscriptionChanges``.
  public func pushSubscriptionChange(oldSubscription: Int?, newSubscription: Int?) {
    record("pushsubscriptionchange")
    subscriptionChanges.append(SubscriptionChange(oldSubscription: oldSubscription, newSubscription: newSubscription))
  }
  /// Records the call.
  public func wrapperCallback(_ callback: WrapperOverlay.Callback, push: IncomingPush) {
    record(callback.rawValue, push.notification.id)
  }
  /// Records the call.
  public func onWillDisplay(_ event: OSNotificationWillDisplayEvent) {
    record("onWillDisplay", event.notification.notificationId)
    if preventsDisplay { event.preventDefault() }
  }
  /// Keeps the notification (recorded once, as the generic call), and prevents its display
  /// when ``preventsInExtension`` says so.
  public func onNotificationReceived(_ event: OSNotificationReceivedEvent) {
    extensionNotifications.append(event.notification)
    if preventsInExtension { event.preventDefault() }
  }
  /// Records the call.
  public func onClick(_ event: OSNotificationClickEvent) {
    record("onClick", event.notification.notificationId, action: event.result.actionId)
    clicks.append(event)
  }
}
