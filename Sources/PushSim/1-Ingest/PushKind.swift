/// What kind of push arrived, as the platform classifies it (SEMANTICS.md §1.1, §2.1, §3).
///
/// The kind and the app state select a row of the decision tables in §7.
public struct PushKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The name used in traces and `pushsim parse`.
  public var rawValue: String
  /// Creates a kind from its trace name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// iOS `I-ALERT`: an alert (and/or sound, badge) with neither flag.
  public static let alert = PushKind(rawValue: "alert")
  /// iOS `I-ALERT+MC`: a visible alert with `mutable-content: 1`.
  public static let alertMutableContent = PushKind(rawValue: "alert+mutable-content")
  /// iOS `I-ALERT+CA`: an alert with `content-available: 1` (and possibly `mutable-content`).
  public static let alertContentAvailable = PushKind(rawValue: "alert+content-available")
  /// iOS `I-BG`: `aps` holds only `content-available: 1`.
  public static let background = PushKind(rawValue: "background")
  /// iOS `I-BADGE/SOUND`: only a badge and/or a sound.
  public static let badgeSound = PushKind(rawValue: "badge/sound")
  /// Android `A-NOTIF`: a notification block only.
  public static let notification = PushKind(rawValue: "notification")
  /// Android `A-BOTH`: a notification block and data.
  public static let notificationAndData = PushKind(rawValue: "notification+data")
  /// Android `A-DATA`: data only.
  public static let data = PushKind(rawValue: "data")
  /// Android: the special `deleted_messages` message (R-A-5).
  public static let deletedMessages = PushKind(rawValue: "deleted_messages")
  /// Web: a push message for the service worker.
  public static let webPush = PushKind(rawValue: "push")

  /// The trace name.
  public var description: String { rawValue }
}
