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

  /// The name used in scenario files.
  public var description: String { rawValue }
}
