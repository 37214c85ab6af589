/// The Mapp Engage iOS SDK's `AppoxeeNotificationDelegate`, set on ``Appoxee/delegate`` (the
/// shared instance's), with both selectors exactly as the public header declares them —
/// including the header's typo `andIdentifer`.
///
/// ```swift
/// final class AppDelegate: AppoxeeNotificationDelegate {
///   func appoxee(_ appoxee: Appoxee, handledRemoteNotification pushNotification: APXPushNotification,
///                andIdentifer actionIdentifier: String) { … }
/// }
/// device.appoxee?.delegate = appDelegate
/// ```
public protocol AppoxeeNotificationDelegate: AnyObject {
  /// The SDK handled a remote notification: the user tapped it or one of its actions
  /// (`actionIdentifier`), or — for a silent push or a trigger update — it arrived
  /// (`actionIdentifier` empty). `pushNotification.didLaunchApp` tells whether this push
  /// launched the app from a terminated state.
  func appoxee(_ appoxee: Appoxee, handledRemoteNotification pushNotification: APXPushNotification, andIdentifer actionIdentifier: String)
  /// The user opened a rich push: its rich message, and whether that launched the app.
  func appoxee(_ appoxee: Appoxee, handledRichContent richMessage: APXRichMessage, didLaunchApp didLaunch: Bool)
}

extension AppoxeeNotificationDelegate {
  /// Default: does nothing.
  public func appoxee(_ appoxee: Appoxee, handledRemoteNotification pushNotification: APXPushNotification, andIdentifer actionIdentifier: String) {}
  /// Default: does nothing.
  public func appoxee(_ appoxee: Appoxee, handledRichContent richMessage: APXRichMessage, didLaunchApp didLaunch: Bool) {}
}
