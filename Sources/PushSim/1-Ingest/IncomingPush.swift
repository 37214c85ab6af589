/// A push as the device received it, decoded: the platform's classification, the unified
/// notification, and the platform-specific message (APNs `userInfo`, FCM `RemoteMessage`, or the
/// service worker's push data).
public struct IncomingPush: Sendable {
  /// The platform it was decoded for.
  public var platform: Platform
  /// The payload dialect recognised (`apns`, `fcm`, `fcm-v1`, `webpush`, `wonderpush`, …).
  public var dialect: Dialect
  /// The platform's classification of the push.
  public var kind: PushKind
  /// The unified notification model.
  public var notification: PushNotification
  /// The transport headers, typed (for an FCM HTTP v1 body, the ones its `android`, `apns` or
  /// `webpush` block sets).
  public var headers: ValidatedPushHeaders {
    get { headersBox?.value ?? ValidatedPushHeaders() }
    set { headersBox = IncomingPush.box(headers: newValue) }
  }
  /// The headers out of line, `nil` when none was given (most pushes): a stored push keeps
  /// 8 bytes instead of 144.
  private var headersBox: Indirect<ValidatedPushHeaders>?
  /// The payload's size as the push service measures it.
  public var size: Int
  /// Configuration mistakes the platform tolerates (logged as `push.warning`).
  public var warnings: [PayloadIssue]
  /// The JSON document the app receives (the APNs `userInfo`, the FCM data map, the web push
  /// data), when it is JSON.
  public var payload: JSONNode?
  /// Android: the message as `FirebaseMessagingService` sees it.
  public var remoteMessage: RemoteMessage? {
    get { remoteMessageBox?.value }
    set { remoteMessageBox = newValue.map(Indirect.init) }
  }
  /// The Android message out of line: an iOS or web push keeps 8 bytes instead of 392.
  private var remoteMessageBox: Indirect<RemoteMessage>?
  /// Web: the push data as text (`event.data.text()`).
  public var webPushText: String?
  /// Web: a declarative Web Push message (`"web_push": 8030`): the browser shows it without the
  /// service worker, unless it is `"mutable": true`.
  public var isDeclarativeWebPush = false
  /// Web: a declarative message the service worker may change (`"mutable": true`).
  public var isMutableDeclarativeWebPush = false

  /// Creates a decoded push (the memberwise initializer).
  init(
    platform: Platform, dialect: Dialect, kind: PushKind, notification: PushNotification,
    headers: ValidatedPushHeaders, size: Int, warnings: [PayloadIssue], payload: JSONNode?,
    remoteMessage: RemoteMessage?, webPushText: String?, isDeclarativeWebPush: Bool = false,
    isMutableDeclarativeWebPush: Bool = false
  ) {
    self.platform = platform
    self.dialect = dialect
    self.kind = kind
    self.notification = notification
    self.headersBox = IncomingPush.box(headers: headers)
    self.size = size
    self.warnings = warnings
    self.payload = payload
    self.remoteMessageBox = remoteMessage.map(Indirect.init)
    self.webPushText = webPushText
    self.isDeclarativeWebPush = isDeclarativeWebPush
    self.isMutableDeclarativeWebPush = isMutableDeclarativeWebPush
  }

  /// The box for `headers`: none for the empty headers.
  private static func box(headers: ValidatedPushHeaders) -> Indirect<ValidatedPushHeaders>? {
    headers == ValidatedPushHeaders() ? nil : Indirect(headers)
  }
}
