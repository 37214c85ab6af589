/// A push as the device received it, decoded: the platform's classification, the unified
/// notification, and the platform-specific message (APNs `userInfo`, FCM `RemoteMessage`, or the
/// service worker's push data).
public struct IncomingPush: Sendable {
  /// The platform it was decoded for.
  public var platform: Platform { get { storage.platform } set { change { $0.platform = newValue } } }
  /// The payload dialect recognised (`apns`, `fcm`, `fcm-v1`, `webpush`, `wonderpush`, …).
  public var dialect: Dialect { get { storage.dialect } set { change { $0.dialect = newValue } } }
  /// The platform's classification of the push.
  public var kind: PushKind { get { storage.kind } set { change { $0.kind = newValue } } }
  /// The unified notification model.
  public var notification: PushNotification { get { storage.notification } set { change { $0.notification = newValue } } }
  /// The transport headers, typed (for an FCM HTTP v1 body, the ones its `android`, `apns` or
  /// `webpush` block sets).
  public var headers: ValidatedPushHeaders {
    get { storage.headers }
    set { change { $0.headers = newValue } }
  }
  /// The payload's size as the push service measures it.
  public var size: Int { get { storage.size } set { change { $0.size = newValue } } }
  /// Configuration mistakes the platform tolerates (logged as `push.warning`).
  public var warnings: [PayloadIssue] { get { storage.warnings } set { change { $0.warnings = newValue } } }
  /// The JSON document the app receives (the APNs `userInfo`, the FCM data map, the web push
  /// data), when it is JSON.
  public var payload: JSONNode? { get { storage.payload } set { change { $0.payload = newValue } } }
  /// Android: the message as `FirebaseMessagingService` sees it.
  public var remoteMessage: RemoteMessage? {
    get { remoteMessageBox?.value }
    set {
      if let newValue, storage.holdsMessage {
        unsafeDowncast(uniqueStorage(), to: MessageStorage.self).value = newValue
      } else {
        // An iOS or web push's storage has no room for a message, and an Android push's keeps one.
        storage = storage.copy(remoteMessage: newValue)
      }
      storage.origin = nil
    }
  }
  /// Web: the push data as text (`event.data.text()`).
  public var webPushText: String? { get { storage.webPushText } set { change { $0.webPushText = newValue } } }
  /// Web: a declarative Web Push message (`"web_push": 8030`): the browser shows it without the
  /// service worker, unless it is `"mutable": true`.
  public var isDeclarativeWebPush: Bool {
    get { storage.isDeclarativeWebPush }
    set { change { $0.isDeclarativeWebPush = newValue } }
  }
  /// Web: a declarative message the service worker may change (`"mutable": true`). Its `push`
  /// event carries the message's `app_badge` too (`notification.badge`, w3c/push-api#402).
  public var isMutableDeclarativeWebPush: Bool {
    get { storage.isMutableDeclarativeWebPush }
    set { change { $0.isMutableDeclarativeWebPush = newValue } }
  }

  /// Where it was decoded from, as long as nothing changed it since: the notification center
  /// then keeps only this and decodes the push again when read. Every public setter clears it.
  var origin: PushOrigin? {
    get { storage.origin }
    set { uniqueStorage().origin = newValue }
  }

  /// The notification's fields the device reads on every push, read in place: `notification.id`
  /// copies the notification out of the storage first (since the notification keeps its fields
  /// in a box, a retain and a release of the box).
  var notificationID: String { storage.notification.id }
  /// Android: the message's delivered priority, read in place (`remoteMessage?.priority` copies
  /// the whole message to read it).
  var remoteMessagePriority: FCMPriority? { remoteMessageBox?.value.priority }
  /// Android: the priority FCM delivers the message at: its own (``remoteMessagePriority``),
  /// else FCM's default (R-A-14): high for a notification message
  /// (``PushKind/isFCMNotificationMessage``), normal for any other.
  var fcmDeliveryPriority: FCMPriority { remoteMessagePriority ?? (kind.isFCMNotificationMessage ? .high : .normal) }
  /// Android: the storage that holds the message, to read it in place (`remoteMessage` copies
  /// it); `nil` for a push without one.
  var remoteMessageBox: MessageStorage? {
    // A stored flag says which kind of storage it is: no dynamic cast (`as?`) at each read.
    storage.holdsMessage ? unsafeDowncast(storage, to: MessageStorage.self) : nil
  }
  /// The notification's tag, read in place.
  var notificationTag: String? { storage.notification.tag }
  /// The notification's title, read in place.
  var notificationTitle: String? { storage.notification.title }
  /// The notification's body, read in place.
  var notificationBody: String? { storage.notification.body }
  /// The notification's subtitle (iOS), read in place.
  var notificationSubtitle: String? { storage.notification.subtitle }
  /// Whether the notification has `mutable-content`, read in place.
  var notificationMutableContent: Bool { storage.notification.mutableContent }
  /// The notification's `interruption-level` (iOS), read in place.
  var notificationInterruptionLevel: String? { storage.notification.interruptionLevel }
  /// Whether the notification has something to show, read in place.
  var notificationHasVisibleContent: Bool {
    // The three fields it needs, without copying the notification out first.
    PushNotification.isVisible(
      title: storage.notification.title, subtitle: storage.notification.subtitle, body: storage.notification.body)
  }

  /// The fields, in one copy-on-write box: a push is copied and destroyed many times on its way
  /// through the device, and each copy is one retain instead of some thirty.
  private var storage: Storage

  /// The fields of a push. Copy-on-write: a box is mutated only while one push holds it
  /// (`uniqueStorage()`), so sharing it between copies keeps value semantics, and it is never
  /// mutated while another thread can read it. An Android push's is a ``MessageStorage``, which
  /// keeps the message in the same object (one allocation per push, not two).
  class Storage: @unchecked Sendable {
    var platform: Platform
    var dialect: Dialect
    var kind: PushKind
    var notification: PushNotification
    /// The headers (out of line themselves: one pointer, `nil` when none was given).
    var headers: ValidatedPushHeaders
    var size: Int
    var warnings: [PayloadIssue]
    var payload: JSONNode?
    var webPushText: String?
    var isDeclarativeWebPush: Bool
    var isMutableDeclarativeWebPush: Bool
    /// Whether this is a ``MessageStorage``.
    let holdsMessage: Bool
    // Set in place, not through the initializer: a `nil` passed as an argument is destroyed again.
    var origin: PushOrigin? = nil

    init(
      platform: Platform, dialect: Dialect, kind: PushKind, notification: PushNotification,
      headers: ValidatedPushHeaders, size: Int, warnings: [PayloadIssue], payload: JSONNode?,
      webPushText: String?, isDeclarativeWebPush: Bool, isMutableDeclarativeWebPush: Bool, holdsMessage: Bool
    ) {
      self.platform = platform
      self.dialect = dialect
      self.kind = kind
      self.notification = notification
      self.headers = headers
      self.size = size
      self.warnings = warnings
      self.payload = payload
      self.webPushText = webPushText
      self.isDeclarativeWebPush = isDeclarativeWebPush
      self.isMutableDeclarativeWebPush = isMutableDeclarativeWebPush
      self.holdsMessage = holdsMessage
    }

    /// A copy of every field.
    func copy() -> Storage {
      copy(remoteMessage: holdsMessage ? unsafeDowncast(self, to: MessageStorage.self).value : nil)
    }

    /// A copy of every field, with `remoteMessage` as the message.
    func copy(remoteMessage: RemoteMessage?) -> Storage {
      let copy =
        if let remoteMessage {
          MessageStorage(
            platform: platform, dialect: dialect, kind: kind, notification: notification, headers: headers,
            size: size, warnings: warnings, payload: payload, webPushText: webPushText,
            isDeclarativeWebPush: isDeclarativeWebPush, isMutableDeclarativeWebPush: isMutableDeclarativeWebPush,
            message: remoteMessage)
        } else {
          Storage(
            platform: platform, dialect: dialect, kind: kind, notification: notification, headers: headers,
            size: size, warnings: warnings, payload: payload, webPushText: webPushText,
            isDeclarativeWebPush: isDeclarativeWebPush, isMutableDeclarativeWebPush: isMutableDeclarativeWebPush,
            holdsMessage: false)
        }
      copy.origin = origin
      return copy
    }
  }

  /// The storage of a push with an Android message, which it keeps in place (an iOS or web
  /// push's storage has no room for its 392 bytes).
  final class MessageStorage: Storage, @unchecked Sendable {
    /// The message as `FirebaseMessagingService` sees it.
    var value: RemoteMessage

    init(
      platform: Platform, dialect: Dialect, kind: PushKind, notification: PushNotification,
      headers: ValidatedPushHeaders, size: Int, warnings: [PayloadIssue], payload: JSONNode?,
      webPushText: String?, isDeclarativeWebPush: Bool, isMutableDeclarativeWebPush: Bool, message: RemoteMessage
    ) {
      value = message
      super.init(
        platform: platform, dialect: dialect, kind: kind, notification: notification, headers: headers,
        size: size, warnings: warnings, payload: payload, webPushText: webPushText,
        isDeclarativeWebPush: isDeclarativeWebPush, isMutableDeclarativeWebPush: isMutableDeclarativeWebPush,
        holdsMessage: true)
    }
  }

  /// The storage, copied first when another push shares it.
  private mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// Changes a field: the push is no longer what its origin decodes to.
  private mutating func change(_ body: (Storage) -> Void) {
    let storage = uniqueStorage()
    body(storage)
    storage.origin = nil
  }

  /// Creates a decoded push (the memberwise initializer).
  init(
    platform: Platform, dialect: Dialect, kind: PushKind, notification: PushNotification,
    headers: ValidatedPushHeaders, size: Int, warnings: [PayloadIssue], payload: JSONNode?,
    remoteMessage: RemoteMessage?, webPushText: String?, isDeclarativeWebPush: Bool = false,
    isMutableDeclarativeWebPush: Bool = false
  ) {
    if let remoteMessage {
      storage = MessageStorage(
        platform: platform, dialect: dialect, kind: kind, notification: notification,
        headers: headers, size: size, warnings: warnings, payload: payload, webPushText: webPushText,
        isDeclarativeWebPush: isDeclarativeWebPush, isMutableDeclarativeWebPush: isMutableDeclarativeWebPush,
        message: remoteMessage)
    } else {
      storage = Storage(
        platform: platform, dialect: dialect, kind: kind, notification: notification,
        headers: headers, size: size, warnings: warnings, payload: payload, webPushText: webPushText,
        isDeclarativeWebPush: isDeclarativeWebPush, isMutableDeclarativeWebPush: isMutableDeclarativeWebPush,
        holdsMessage: false)
    }
  }
}
