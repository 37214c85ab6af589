/// Which displayed notification a tap or a dismiss is for.
public enum NotificationMatcher: Sendable, Equatable, CustomStringConvertible {
  /// The most recently displayed notification still shown.
  case latest
  /// The notification with this id.
  case id(String)
  /// The notification with this tag.
  case tag(String)

  /// `"latest"`, `{"id": "…"}`, `{"tag": "…"}` (the id or tag quoted, escaped and cut as
  /// `QuotedValue.plain(_:)` does).
  public var description: String {
    switch self {
    case .latest: "\"latest\""
    case .id(let id): "{\"id\": \(QuotedValue.plain(id))}"
    case .tag(let tag): "{\"tag\": \(QuotedValue.plain(tag))}"
    }
  }
}

/// Which part of a notification the user taps.
public enum ButtonSelector: Sendable, Equatable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
  /// The button at an index (0-based).
  case index(Int)
  /// The button with an action identifier.
  case id(String)
  /// The button at an index.
  public init(integerLiteral value: Int) { self = .index(value) }
  /// The button with an id.
  public init(stringLiteral value: String) { self = .id(value) }
}

/// A user or system action that changes the app's state (`app` step `do`).
public enum AppAction: String, Sendable, CaseIterable, CustomStringConvertible {
  /// The user opens the app (a cold launch if it is not running).
  case open
  /// The user leaves the app (home button, another app).
  case background
  /// iOS: swipe away in the app switcher (a force-quit). Android: swipe from recents (a kill,
  /// not a force-stop). Web: close the site's tab.
  case swipeAway
  /// iOS: force-quit. Web: quit the browser.
  case forceQuit
  /// Android: Settings → Force stop.
  case forceStop
  /// The system kills the app (memory pressure, jetsam). Web: the browser process ends.
  case kill
  /// The user locks the device.
  case lock
  /// The user unlocks the device.
  case unlock
  /// The app's code removes every notification it shows (iOS
  /// `removeAllDeliveredNotifications`, Android `NotificationManager.cancelAll()`, web
  /// `close()` on each): `notification.removed` with reason `app`.
  case removeAllNotifications

  /// The scenario name.
  public var description: String { rawValue }
}
