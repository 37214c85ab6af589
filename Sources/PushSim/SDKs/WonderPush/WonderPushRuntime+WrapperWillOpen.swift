/// Android: what a wrapper's plugin does with the SDK's `wonderpushNotificationWillOpen` local
/// broadcast (WonderPushRuntime+WillOpenBroadcast.swift, and a tap on a notification whose
/// target is `wonderpush://notificationOpen/broadcast`).
///
/// - Cordova (`wonderpush-cordova-sdk` 3.2.1, `src/android/WonderPushPlugin.java`,
///   `pluginInitialize`): the plugin registers a `LocalBroadcastManager` receiver for the
///   action when Cordova initializes it in the app's web view, and forwards every broadcast, a
///   `data` push's included, to its JS as an event of type `notificationOpen` with
///   `notification` (the received push's intent extras, a `{…}` string parsed as a JSON object,
///   FCM's `google.sent_time` and `google.ttl` numbers: `WonderPushDecoder.cordovaExtraValue(key:_:)`)
///   and `notificationType` (the broadcast's `wonderpushNotificationType`), once its JS has
///   set the event forwarder (`__setEventForwarder`, which `www/WonderPush.js` calls when it
///   loads; the JS fires it as the document event `wonderpush.notificationOpen`). Without the
///   forwarder the receiver returns: nothing is kept for later. No web view (a process a push
///   or the tracking activity started in the background) means no plugin and no receiver:
///   `delegate.missed` `notificationOpen`, `cordovaAppNotRunning`. An empty extra makes the
///   receiver throw (`valueStr.charAt(0)`), uncaught: the app crashes (`push.dropped`
///   `appCrashed`, then `app.state` `killed` `crash`) instead of the event.
/// - Flutter and React Native: the newest stored plugins register no receiver for the action
///   (`wonderpush_flutter` 2.3.9 `WonderPushPlugin.onAttachedToEngine`; `react-native-wonderpush`
///   3.0.2 `WonderPushModule.kt`), so their Dart or JS hears nothing of the broadcast; older
///   ones did (docs/WonderPush.md).
extension WonderPushRuntime {
  /// The trace name of the Cordova plugin's JS event (its `type`).
  static let cordovaWillOpenEvent = "notificationOpen"

  /// What the app's wrapper does with a `wonderpushNotificationWillOpen` broadcast of `push`.
  ///
  /// - Parameters:
  ///   - push: The push the broadcast carries (`wonderpushReceivedPushNotification`).
  ///   - type: The broadcast's `wonderpushNotificationType`.
  ///   - context: The device, for the wrapper and whether the app's web view is loaded.
  /// - Returns: Cordova's JS event, its miss, or the crash of its receiver on an empty extra;
  ///   nothing for another wrapper or a native app.
  func wrapperWillOpenEffects(_ push: IncomingPush, type: WonderPushNotification.NotificationType, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .android, context.wrapper == .cordova else { return [] }
    guard context.appUILoaded else {
      return [.missed(method: WonderPushRuntime.cordovaWillOpenEvent, reason: "cordovaAppNotRunning")]
    }
    let extras = push.remoteMessage?.rawData ?? FCMDataMap([])
    if let crash = WonderPushDecoder.cordovaReceiverCrash(extras) { return [.crash(message: crash)] }
    var notification = JSONObject()
    for (key, text) in extras {
      notification[key] = WonderPushDecoder.cordovaExtraValue(key: key, text)
    }
    return [.delegateCall(
      method: WonderPushRuntime.cordovaWillOpenEvent,
      fields: ["notificationType": .string(type.rawValue), "payload": .object(notification)])]
  }
}
