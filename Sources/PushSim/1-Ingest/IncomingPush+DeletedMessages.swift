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
