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
  public var headers: ValidatedPushHeaders
  /// The payload's size as the push service measures it.
  public var size: Int
  /// Configuration mistakes the platform tolerates (logged as `push.warning`).
  public var warnings: [PayloadIssue]
  /// The JSON document the app receives (the APNs `userInfo`, the FCM data map, the web push
  /// data), when it is JSON.
  public var payload: JSONNode?
  /// Android: the message as `FirebaseMessagingService` sees it.
  public var remoteMessage: RemoteMessage?
  /// Web: the push data as text (`event.data.text()`).
  public var webPushText: String?
  /// Web: a declarative Web Push message (`"web_push": 8030`): the browser shows it without the
  /// service worker, unless it is `"mutable": true`.
  public var isDeclarativeWebPush = false
  /// Web: a declarative message the service worker may change (`"mutable": true`).
  public var isMutableDeclarativeWebPush = false
}
