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
///   That intent is a `PendingIntent.getActivities` holding the tracking activity alone (the
///   `…/broadcast` target leaves no destination intent), so the rule of `autoOpen`
///   (WonderPushRuntime+AutoOpen.swift, Android 10+ background-activity-start) applies: from
///   Android 10 (option `androidApiLevel` 29 or more) without a visible window the activity does not start, and nothing is broadcast, to the app or to a
///   wrapper's receiver (the deep-link delegate is still asked, when the intent is built); the
///   `action.executed` `broadcast` is still recorded, its `result` saying the start was blocked
///   and why, as `autoOpen`'s record does.
///   Its broadcast says `wonderpushFromUserInteraction` false: at WP-A `04f45282`, the newest
///   commit with both files stored, `NotificationManager.PendingIntentBuilder.buildPendingIntent`
///   puts the flag under `fromUserInteraction` in the tracking activity's intent and
///   `WonderPushNotificationTrackingReceiver.track` reads that key (default `true`, not used).
extension WonderPushRuntime {
  /// The SDK's `wonderpush://notificationOpen/broadcast` target URL.
  static let broadcastTarget = "wonderpush://notificationOpen/broadcast"

  /// What the SDK does for an Android push that posts nothing (see the extension's comment).
  ///
  /// - Parameters:
  ///   - wp: The decoded push.
  ///   - push: The push, for the wrapper's receiver.
  ///   - context: The device: whether the app has a visible window, the wrapper.
  /// - Returns: The deep-link delegate's call (non-`data` pushes only, when the app has one), the
  ///   broadcast, as `action.executed` type `broadcast`, and the wrapper's effects; for a
  ///   non-`data` push without a visible window the delegate's call and the broadcast's record
  ///   with a `result` saying Android blocked it (no wrapper effect).
  func androidNothingDisplayed(_ wp: WonderPushNotification, push: IncomingPush, context: SDKContext) -> [SDKEffect] {
    var parameters: JSONObject = [
      "notificationType": .string(wp.type.rawValue), "fromUserInteraction": false, "automaticOpen": true,
      "buttonIndex": -1,
    ]
    let wrapper = wrapperWillOpenEffects(push, type: wp.type, context: context)
    guard wp.type != .data else {
      return [.action(
        type: "broadcast", parameters: parameters,
        result: "nothing displayed: the SDK broadcasts wonderpushNotificationWillOpen locally to the app")] + wrapper
    }
    let url = WonderPushRuntime.broadcastTarget
    parameters["url"] = .string(url)
    let ask = deepLinkCall(url, platform: .android, buttonIndex: .some(nil)).map { [$0] } ?? []
    // Android 10+ blocks the tracking activity's start without a visible window (as for autoOpen):
    // the broadcast is recorded as not sent, as autoOpen's record says its start is blocked.
    guard Self.activityStartAllowed(context) else {
      return ask + [.action(
        type: "broadcast", parameters: parameters,
        result: "not broadcast, not opened: the SDK sends its notification-will-open intent, which starts its tracking activity, "
          + "but the app has no visible window: Android 10+ blocks the activity start of a background app's own "
          + "PendingIntent, so nothing is broadcast")]
    }
    return ask + [.action(
      type: "broadcast", parameters: parameters,
      result: "nothing displayed: the SDK's notification-will-open intent is recorded, not opened (sending it "
        + "starts the SDK's tracking activity, which broadcasts wonderpushNotificationWillOpen; what that activity "
        + "runs is not modelled)")] + wrapper
  }
}
