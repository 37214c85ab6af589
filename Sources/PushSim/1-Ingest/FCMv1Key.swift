/// The keys the Android view of an FCM HTTP v1 body reads from `message` and
/// `message.android` (`apns`: FCM checks its headers whatever the device).
enum FCMv1Key: Int, JSONMemberNames {
  case android, data, notification, ttl, priority, collapseKey, apns, webpush

  /// The key.
  var name: StaticString {
    switch self {
    case .android: "android"
    case .data: "data"
    case .notification: "notification"
    case .ttl: "ttl"
    case .priority: "priority"
    case .collapseKey: "collapse_key"
    case .apns: "apns"
    case .webpush: "webpush"
    }
  }

  static let table = JSONNameTable(FCMv1Key.self)
}
