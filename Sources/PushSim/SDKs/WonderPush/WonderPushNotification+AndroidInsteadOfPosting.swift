extension WonderPushNotification {
  /// What WP-A does on Android instead of posting a notification for a push, in
  /// `onReceivedNotification` and `NotificationManager.fetchResourcesAndDisplay` order.
  public enum AndroidInsteadOfPosting: String, Sendable, Equatable {
    /// The alert's `autoOpen` (not `autoDrop`): the notification's intent is sent at once
    /// (`buildForAutoOpen`), whatever the type.
    case autoOpen
    /// The alert's `autoDrop`: the push is marked handled; nothing is built or broadcast.
    case autoDrop
    /// A `data` push: the local `wonderpushNotificationWillOpen` broadcast
    /// (`buildIntentForDataNotificationWillOpenLocalBroadcast`).
    case dataLocalBroadcast
    /// Another type with no title and no text: the notification's intent for the target
    /// `wonderpush://notificationOpen/broadcast` (`buildForWillOpenBroadcast`).
    case willOpenBroadcast
  }

  /// What the Android SDK does instead of posting this push, or `nil` when it posts it.
  ///
  /// The one decision behind the device's reception (`WonderPushRuntime.androidMessage`) and
  /// `pushsim parse`'s `insteadOfPosting`.
  ///
  /// - Parameter inForeground: Whether the app is in the foreground (the alert's `foreground`
  ///   overrides apply).
  /// - Returns: `nil` on iOS and the web, and on Android when a notification is posted.
  public func androidInsteadOfPosting(inForeground: Bool = false) -> AndroidInsteadOfPosting? {
    guard platform == .android else { return nil }
    let current = alert?.forCurrentSettings(inForeground: inForeground)
    if current?.autoDrop == true { return .autoDrop }
    if current?.autoOpen == true { return .autoOpen }
    guard isSilent(inForeground: inForeground) else { return nil }
    return type == .data ? .dataLocalBroadcast : .willOpenBroadcast
  }
}
