/// What kind of push arrived, as the platform classifies it (SEMANTICS.md §1.1, §2.1, §3).
///
/// The kind and the app state select a row of the decision tables in §7.
public struct PushKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The name used in traces and `pushsim parse`.
  public var rawValue: String { didSet { known = PushKind.position(of: rawValue) } }
  /// The position of `rawValue` among the kinds below (`==` on `String`), or -1 for another name:
  /// two kinds that both have one are equal exactly when their positions are, which the delivery
  /// rules' `switch`es compare instead of the names.
  private var known: Int8
  /// Creates a kind from its trace name.
  public init(rawValue: String) {
    self.rawValue = rawValue
    known = PushKind.position(of: rawValue)
  }

  /// The names of the kinds below, in order.
  private static let names = [
    "alert", "alert+mutable-content", "alert+content-available", "background", "badge/sound", "notification",
    "notification+data", "data", "deleted_messages", "push", "noui", "send_event", "send_error", "unknown_message_type",
    "notification_dismiss",
  ]

  /// The position of `name` in `names`, or -1.
  private static func position(of name: String) -> Int8 {
    Int8(names.firstIndex { $0 == name } ?? -1)
  }

  /// Whether both are the same kind: the same name, as `String`s compare.
  public static func == (lhs: PushKind, rhs: PushKind) -> Bool {
    if lhs.known >= 0, rhs.known >= 0 { return lhs.known == rhs.known }
    return lhs.rawValue == rhs.rawValue
  }

  /// Hashes the name (equal kinds have equal names).
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

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
  /// Android: a notification message with `gcm.n.noui` (an analytics control group's): the FCM
  /// SDK shows nothing and calls no `FirebaseMessagingService` callback (a wrapper's own receiver
  /// still gets it).
  public static let fcmNoUI = PushKind(rawValue: "noui")
  /// Android: `message_type` `send_event`, an upstream message sent (`onMessageSent`).
  public static let fcmSendEvent = PushKind(rawValue: "send_event")
  /// Android: `message_type` `send_error`, an upstream message that failed (`onSendError`).
  public static let fcmSendError = PushKind(rawValue: "send_error")
  /// Android: any other `message_type` than `gcm`: the FCM SDK logs it and dispatches nothing.
  public static let fcmUnknownMessageType = PushKind(rawValue: "unknown_message_type")
  /// Android: not a message but the FCM SDK's own "notification dismissed" analytics intent
  /// (`com.google.firebase.messaging.NOTIFICATION_DISMISS`, wrapped in a RECEIVE broadcast),
  /// the delete intent of a notification the SDK displayed. Since firebase-messaging 23.3.0 it
  /// reaches every RECEIVE receiver of the app; its extras are the wrapped intent only, so a
  /// `RemoteMessage` built from them is empty (no id, no data, `ttl` and `sentTime` 0).
  public static let fcmNotificationDismiss = PushKind(rawValue: "notification_dismiss")
  /// Web: a push message for the service worker.
  public static let webPush = PushKind(rawValue: "push")

  /// Android: whether FCM counts a message of this kind as a notification message, which it
  /// sends at high priority when the sender gives none (R-A-14): `notification`,
  /// `notification+data` and `noui` (a notification with `gcm.n.noui`). A data message, and a
  /// message with another `message_type` (`deleted_messages`, `send_event`, `send_error`, an
  /// unknown one), carries no notification: FCM's default for it is normal priority.
  var isFCMNotificationMessage: Bool {
    self == .notification || self == .notificationAndData || self == .fcmNoUI
  }

  /// The trace name.
  public var description: String { rawValue }
}
