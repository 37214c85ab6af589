/// The state of the app (or, on the web, of the browser and the site's tabs) when a push arrives.
///
/// Each platform has its own states (``Platform/appStates``); the differences matter: an iOS
/// force-quit is not a system kill, and an Android swipe from recents is not a force-stop.
public enum AppState: String, Sendable, CaseIterable, CustomStringConvertible {
  /// iOS and Android: the app is frontmost and active.
  case foreground
  /// iOS and Android: the app's process exists but it is not frontmost (or it is suspended).
  case background
  /// iOS: not running — killed by the system or not launched since install. Not force-quit.
  case notRunning
  /// iOS: the user swiped the app away in the app switcher. Cleared by a relaunch or a reboot.
  case forceQuit
  /// Android: swiped from recents or killed by the system; FCM can still cold-start it.
  case killed
  /// Android: force-stopped from Settings; nothing is delivered until the user opens the app.
  case forceStopped
  /// Web: a tab of the site is visible and active.
  case visible
  /// Web: the browser runs but no tab of the site is visible.
  case running
  /// Web: the browser is not running.
  case closed

  /// The name used in scenario files.
  public var description: String { rawValue }

  /// Whether the app's process (or the browser) is alive in this state.
  public var isRunning: Bool {
    switch self {
    case .foreground, .background, .visible, .running: true
    case .notRunning, .forceQuit, .killed, .forceStopped, .closed: false
    }
  }

  /// Whether this state exists on `platform`.
  public func exists(on platform: Platform) -> Bool { platform.appStates.contains(self) }
}
