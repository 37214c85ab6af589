/// iOS: the Cordova plugin's JS event `notificationOpen`, which it sends from its observers of
/// the SDK's `NSNotificationCenter` notifications.
///
/// `wonderpush-cordova-sdk` `src/ios/WonderPushPlugin.m` (the newest stored version, whose
/// `pluginInitialize` sets the integrator `wonderpush-cordova-sdk-3.3.0`; 3.1.0 and 3.2.6 do the
/// same): `pluginInitialize` (the plugin is `onload`, so inside
/// `application:didFinishLaunchingWithOptions:`) observes `WP_NOTIFICATION_RECEIVED` and
/// `WP_NOTIFICATION_OPENED`. `onNotificationCenterNotificationOpened:` sends every opened
/// notification to its JS as an event of type `notificationOpen` with `notification` (the
/// NSNotification's `userInfo`, the push's whole dictionary) and `notificationType` (`_wp.type`
/// when it is a string, else `simple`; no button index); `onNotificationCenterNotificationReceived:`
/// sends the same event only for a push whose type is `data` ("just like it does on Android").
/// It sends to `jsEventForwarder`, set by `__setEventForwarder`, which `www/WonderPush.js` calls
/// when it loads; before that the callback id is `nil` and Cordova drops the result: nothing is
/// kept for later (unlike the plugin's `WonderPushLibDelegate`, which saves the delegate's calls).
///
/// The iOS SDK (WP-I `WonderPush.m` at `38f3a214`) posts `WP_NOTIFICATION_RECEIVED` first in
/// `handleNotification:` (didRRN), before the delegate's `onNotificationReceived:`, and
/// `WP_NOTIFICATION_OPENED` first in `handleNotificationOpened:withResponse:` (a tap), before
/// `trackNotificationOpened:`, `onNotificationOpened:withButton:`, the actions and the target.
/// Both reach the JS asynchronously (Cordova's `sendPluginResult` queues the JavaScript on the
/// main thread), in that order: the event before the JS's own callback.
extension WonderPushRuntime {
  /// The Cordova plugin's `notificationType` on iOS: `_wp.type` when it is a string (declared,
  /// not inferred, any value), else `simple`.
  ///
  /// - Parameter wp: The decoded push.
  /// - Returns: The type the JS event carries.
  static func cordovaIOSNotificationType(_ wp: WonderPushNotification) -> String {
    wp.wp["type"]?.stringValue ?? "simple"
  }

  /// The JS event for `WP_NOTIFICATION_RECEIVED`: only a `data` push, in a Cordova iOS app.
  ///
  /// - Parameters:
  ///   - wp: The decoded push, which reached `handleNotification:`.
  ///   - context: The device, for the wrapper and whether the app was running.
  /// - Returns: The event, its miss, or nothing.
  func cordovaIOSReceivedEffects(_ wp: WonderPushNotification, context: SDKContext) -> [SDKEffect] {
    guard WonderPushRuntime.cordovaIOSNotificationType(wp) == "data" else { return [] }
    return cordovaIOSOpenedEffects(wp, context: context)
  }

  /// The JS event for `WP_NOTIFICATION_OPENED`, in a Cordova iOS app.
  ///
  /// **Choice** (docs/ModellingChoices/Wrappers.md): the plugin's observers exist from the
  /// launch on, but its JS sets the event forwarder only once the web view has loaded it, after
  /// the launch: a push or a tap that launched the app's process finds no forwarder
  /// (`delegate.missed` `notificationOpen`, `cordovaAppNotRunning`); in a process that was
  /// running, in the background included, the JS is taken as loaded.
  ///
  /// - Parameters:
  ///   - wp: The decoded push.
  ///   - context: The device, for the wrapper and whether the app was running.
  /// - Returns: The event or its miss; nothing for another wrapper or platform.
  func cordovaIOSOpenedEffects(_ wp: WonderPushNotification, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .iOS, context.wrapper == .cordova else { return [] }
    guard context.wasRunning else {
      return [.missed(method: WonderPushRuntime.cordovaWillOpenEvent, reason: "cordovaAppNotRunning")]
    }
    return [.delegateCall(
      method: WonderPushRuntime.cordovaWillOpenEvent,
      fields: [
        "notificationType": .string(WonderPushRuntime.cordovaIOSNotificationType(wp)),
        "payload": .object(wp.notificationPayload),
      ])]
  }
}
