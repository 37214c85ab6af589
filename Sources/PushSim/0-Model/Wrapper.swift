/// The cross-platform framework the app is written in, which adds a second level of callbacks
/// on top of the native ones (SEMANTICS.md §4, §7.6).
public enum Wrapper: String, Sendable, CaseIterable, CustomStringConvertible {
  /// A native app: the native callbacks are the app's callbacks.
  case native
  /// Cordova with phonegap-plugin-push: the JS `notification` event.
  case cordova
  /// React Native Firebase: `onMessage`, the background message handler, opened-app events.
  case reactNative
  /// Flutter `firebase_messaging`: `onMessage`, `onBackgroundMessage`, `onMessageOpenedApp`.
  case flutter
  /// Cordova with the Airship plugin: `Airship.push.onPushReceived` and `onNotificationResponse`.
  case airshipCordova
  /// Flutter with `airship_flutter`: `Airship.push.onPushReceived`, the background handler
  /// given to `Airship.push.android.setBackgroundPushReceivedHandler`, `onNotificationResponse`.
  case airshipFlutter

  /// Whether it is one of Airship's plugins, which carry the Airship SDK: the app's push code is
  /// Airship's, not a vendor SDK PushSim models besides.
  public var isAirship: Bool { self == .airshipCordova || self == .airshipFlutter }

  /// The name used in scenario files.
  public var description: String { rawValue }
}
