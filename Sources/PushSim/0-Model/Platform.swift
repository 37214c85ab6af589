/// The operating system (or browser) a simulated device runs.
public enum Platform: String, Sendable, CaseIterable, CustomStringConvertible {
  /// iOS with APNs and UserNotifications.
  case iOS = "ios"
  /// Android with Firebase Cloud Messaging.
  case android
  /// A browser with a service worker and the Push API.
  case web

  /// The name used in scenario files and on the command line (`ios`, `android`, `web`).
  public var description: String { rawValue }

  /// The app states that exist on this platform, in the order a user meets them.
  public var appStates: [AppState] {
    switch self {
    case .iOS: [.foreground, .background, .notRunning, .forceQuit]
    case .android: [.foreground, .background, .killed, .forceStopped]
    case .web: [.visible, .running, .closed]
    }
  }

  /// The state a device starts in when a scenario gives none (its `state` field is optional):
  /// ``AppState/background`` on iOS and Android, ``AppState/running`` on the web — an app that
  /// runs but is not in front, the state most push tests start from.
  public var defaultAppState: AppState {
    switch self {
    case .iOS, .android: .background
    case .web: .running
    }
  }

  /// The SDK an app on this platform embeds when nothing else is said.
  public var defaultSDK: SDK {
    switch self {
    case .iOS: .apns
    case .android: .fcm
    case .web: .webpush
    }
  }
}
