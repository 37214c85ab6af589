extension IncomingPush {
  /// FCM's special `deleted_messages` message (R-A-5).
  static func deletedMessages(sequence: Int, platform: Platform) -> IncomingPush {
    var message = RemoteMessage(data: [], rawData: FCMDataMap([("message_type", "deleted_messages")]))
    message.messageType = "deleted_messages"
    message.messageId = GeneratedID.make("fcm-", sequence)
    return IncomingPush(
      platform: platform, dialect: .fcm, kind: .deletedMessages,
      notification: PushNotification(id: GeneratedID.make("fcm-", sequence)), headers: ValidatedPushHeaders(),
      size: 0, warnings: [], payload: nil, remoteMessage: message, webPushText: nil)
  }
}

extension IncomingPush {
  /// The FCM SDK's wrapped `NOTIFICATION_DISMISS` intent for the notification `id`, as a
  /// wrapper's RECEIVE receiver gets it (row xf10): its extras hold the wrapped intent only, so
  /// `new RemoteMessage(extras)` has no id, no data and no notification. The trace names the
  /// dismissed notification.
  static func fcmNotificationDismiss(of id: String, platform: Platform) -> IncomingPush {
    IncomingPush(
      platform: platform, dialect: .fcm, kind: .fcmNotificationDismiss, notification: PushNotification(id: id),
      headers: ValidatedPushHeaders(), size: 0, warnings: [], payload: nil,
      remoteMessage: RemoteMessage(data: [], rawData: FCMDataMap([])), webPushText: nil)
  }

  /// The map FlutterFire's `FlutterFirebaseMessagingUtils.remoteMessageToMap` builds from an
  /// empty `RemoteMessage`: `data` (always put, empty), `ttl` and `sentTime` (always put, 0);
  /// the keys it puts only when non-null (`messageId`, `from`, `collapseKey`, `messageType`,
  /// `notification`, …) are absent.
  static let emptyFlutterMessage: JSONValue = ["data": .object([:]), "sentTime": 0, "ttl": 0]
}
