extension SimulatedDevice {
  /// Android: the icon, colour, sound and image the FCM SDK gives a notification it showed
  /// (``FCMNotificationAppearance``, resolved against this device's options); `nil` for one it
  /// did not build (a vendor SDK's, another platform's) or one with only the app's defaults.
  /// Worked out from the push when asked, so a stored notification keeps nothing more; on the
  /// channel it was posted on (a channel created since does not move it).
  public func fcmAppearance(of notification: DisplayedNotification) -> FCMNotificationAppearance? {
    guard platform == .android, !notification.postedBySDK, let fcm = notification.push.remoteMessage?.notification else { return nil }
    let requested = notification.channel ?? fcm.channelId
    var appearance = FCMNotificationAppearance.build(
      channelId: requested, icon: fcm.icon, color: fcm.color, sound: fcm.sound, imageURL: fcm.imageUrl, options: options,
      createdChannels: requested.map { [$0] } ?? [])
    appearance.issues = []
    return appearance.isPlain ? nil : appearance
  }
}
