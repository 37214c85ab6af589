/// The fields of FCM HTTP v1's `WebpushConfig` (`message.webpush`), in both spellings FCM's JSON
/// parser takes (``FCMv1MessageField`` says why). The web view reads `headers`, `data`,
/// `notification` and `fcm_options`.
enum FCMv1WebpushField: Int, JSONMemberNames {
  case headers, data, notification, fcmOptions

  /// The key.
  var name: StaticString {
    switch self {
    case .headers: "headers"
    case .data: "data"
    case .notification: "notification"
    case .fcmOptions: "fcm_options"
    }
  }

  /// FCM takes each field under its lowerCamelCase JSON name too.
  static var takesLowerCamelCase: Bool { true }

  static let table = JSONNameTable(FCMv1WebpushField.self)
}
