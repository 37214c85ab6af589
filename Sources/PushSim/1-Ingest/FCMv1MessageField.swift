/// The fields of FCM HTTP v1's `Message` (the object under `"message"`, the
/// `projects.messages` reference), each found under both spellings FCM's proto3 JSON parser
/// takes: the proto field name (`fcm_options`) and its lowerCamelCase JSON name (`fcmOptions`),
/// the same case either way (``JSONMemberNames/takesLowerCamelCase``). Any other key is one FCM
/// answers `INVALID_ARGUMENT` for ("Unknown name"), ``FCMv1Lint`` reports, and the decoders
/// refuse; so is a field given under both spellings (proto3 JSON parsers refuse a field given
/// twice).
///
/// `token`, `topic`, `condition` and `fid` (the Firebase Installation ID the newest API adds)
/// are the members of the union field `target`: FCM takes exactly one of them.
enum FCMv1MessageField: Int, JSONMemberNames {
  case name, data, notification, android, webpush, apns, fcmOptions
  case token, topic, condition, fid

  /// The key.
  var name: StaticString {
    switch self {
    case .name: "name"
    case .data: "data"
    case .notification: "notification"
    case .android: "android"
    case .webpush: "webpush"
    case .apns: "apns"
    case .fcmOptions: "fcm_options"
    case .token: "token"
    case .topic: "topic"
    case .condition: "condition"
    case .fid: "fid"
    }
  }

  /// The members of the union field `target`.
  static let targets: [FCMv1MessageField] = [.token, .topic, .condition, .fid]

  /// FCM takes each field under its lowerCamelCase JSON name too.
  static var takesLowerCamelCase: Bool { true }

  static let table = JSONNameTable(FCMv1MessageField.self)
}
