/// Android: what WP-A does when a push of its own displays nothing (WP-A `NotificationManager`
/// `fetchResourcesAndDisplay`: "Fire an Intent to notify the application anyway (especially for
/// `data` notifications)"), after `onNotificationReceived`, unless the alert's `autoDrop` or
/// `autoOpen` handled the push first.
///
/// - A `data` push: a local broadcast (`LocalBroadcastManager`) of
///   `WonderPush.INTENT_NOTIFICATION_WILL_OPEN` (`wonderpushNotificationWillOpen`) restricted to
///   the app, built by `PendingIntentBuilder.buildIntentForDataNotificationWillOpenLocalBroadcast`:
///   extras `wonderpushNotificationType` `data`, `wonderpushFromUserInteraction` false,
///   `wonderpushAutomaticOpen` true, `wonderpushButtonIndex` -1, the received push and its model.
///   No activity, no tracking activity, no deep-link delegate.
/// - Any other type with nothing to show (a declared `simple` without a title or a text, in the
///   current settings): `buildForWillOpenBroadcast().send()`, the notification's intent built
///   for the target `wonderpush://notificationOpen/broadcast` with `fromUserInteraction` false:
///   building it asks the deep-link delegate, as any of the SDK's intents, and sending it starts
///   the SDK's tracking activity, which broadcasts `wonderpushNotificationWillOpen` after its open
///   handling. As for `autoOpen` (docs/WonderPush.md), that activity's handling is not modelled.
///   Its broadcast says `wonderpushFromUserInteraction` false: at WP-A `04f45282`, the newest
///   commit with both files stored, `NotificationManager.PendingIntentBuilder.buildPendingIntent`
///   puts the flag under `fromUserInteraction` in the tracking activity's intent and
///   `WonderPushNotificationTrackingReceiver.track` reads that key (default `true`, not used).
extension WonderPushRuntime {
  /// The SDK's `wonderpush://notificationOpen/broadcast` target URL.
  static let broadcastTarget = "wonderpush://notificationOpen/broadcast"

  /// What the SDK does for an Android push that posts nothing (see the extension's comment).
  ///
  /// - Parameter wp: The decoded push.
  /// - Returns: The deep-link delegate's call (non-`data` pushes only, when the app has one) and
  ///   the broadcast, as `action.executed` type `broadcast`.
  func androidNothingDisplayed(_ wp: WonderPushNotification) -> [SDKEffect] {
    var parameters: JSONObject = [
      "notificationType": .string(wp.type.rawValue), "fromUserInteraction": false, "automaticOpen": true,
      "buttonIndex": -1,
    ]
    guard wp.type != .data else {
      return [.action(
        type: "broadcast", parameters: parameters,
        result: "nothing displayed: the SDK broadcasts wonderpushNotificationWillOpen locally to the app")]
    }
    let url = WonderPushRuntime.broadcastTarget
    parameters["url"] = .string(url)
    let ask = deepLinkCall(url, platform: .android, buttonIndex: .some(nil))
    return (ask.map { [$0] } ?? []) + [.action(
      type: "broadcast", parameters: parameters,
      result: "nothing displayed: the SDK's notification-will-open intent is recorded, not opened (sending it "
        + "starts the SDK's tracking activity, which broadcasts wonderpushNotificationWillOpen; what that activity "
        + "runs is not modelled)")]
  }
}
