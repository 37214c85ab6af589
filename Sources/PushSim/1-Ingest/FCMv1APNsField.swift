/// The fields of FCM HTTP v1's `ApnsConfig` (`message.apns`), in both spellings FCM's JSON
/// parser takes (``FCMv1MessageField`` says why). The iOS view reads `headers`, `payload` and
/// `fcm_options`.
enum FCMv1APNsField: Int, JSONMemberNames {
  case headers, payload, fcmOptions, liveActivityToken

  /// The key.
  var name: StaticString {
    switch self {
    case .headers: "headers"
    case .payload: "payload"
    case .fcmOptions: "fcm_options"
    case .liveActivityToken: "live_activity_token"
    }
  }

  /// FCM takes each field under its lowerCamelCase JSON name too.
  static var takesLowerCamelCase: Bool { true }

  static let table = JSONNameTable(FCMv1APNsField.self)
}
