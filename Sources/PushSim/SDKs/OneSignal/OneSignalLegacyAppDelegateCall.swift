/// The app-delegate method OneSignal's iOS SDK calls at a tap for an app without a
/// `UNUserNotificationCenterDelegate` of its own (`callLegacyAppDeletegateSelector:` with
/// `fromPresentNotification:false`, reached from `forwardReceivedNotificationResponseWithCenter:`
/// when `forwarder.hasReceiver` is false and the response is not a dismiss;
/// `UNUserNotificationCenter+OneSignalNotifications.m`, OneSignal-iOS-SDK v5 at 1fe4fc1a).
///
/// The SDK tries, in order: a text reply (`UNTextInputNotificationResponse`) goes to
/// ``AppDelegateSelector/handleActionWithIdentifierWithResponseInfo`` when the app delegate
/// responds to it; a custom action (an action identifier other than
/// `UNNotificationDefaultActionIdentifier`, a text reply's included) to
/// ``AppDelegateSelector/handleActionWithIdentifier`` when it responds to that; anything else
/// ("Always trigger selector for open events") to
/// `application:didReceiveRemoteNotification:fetchCompletionHandler:`, which the SDK's swizzling
/// gives every app delegate.
enum OneSignalLegacyAppDelegateCall: Equatable, Sendable {
  /// `application:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:`
  /// with the typed text.
  case handleActionWithResponseInfo(actionIdentifier: String, userText: String)
  /// `application:handleActionWithIdentifier:forRemoteNotification:completionHandler:`.
  case handleAction(actionIdentifier: String)
  /// `application:didReceiveRemoteNotification:fetchCompletionHandler:`.
  case didReceiveRemoteNotification

  /// The call for a tap whose response has `actionIdentifier` (and `userText` for a text reply,
  /// `nil` otherwise) in an app whose app delegate implements `implemented`.
  static func forTap(
    actionIdentifier: String, userText: String?, implemented: Set<AppDelegateSelector>
  ) -> OneSignalLegacyAppDelegateCall {
    if let userText, implemented.contains(.handleActionWithIdentifierWithResponseInfo) {
      return .handleActionWithResponseInfo(actionIdentifier: actionIdentifier, userText: userText)
    }
    if actionIdentifier != SimulatedDevice.defaultActionIdentifier, implemented.contains(.handleActionWithIdentifier) {
      return .handleAction(actionIdentifier: actionIdentifier)
    }
    return .didReceiveRemoteNotification
  }
}
