/// The fields of FCM HTTP v1's `AndroidConfig` (`message.android`), in both spellings FCM's JSON
/// parser takes (``FCMv1MessageField`` says why). The Android view reads `collapse_key`,
/// `priority`, `ttl`, `data`, `notification` and `direct_boot_ok` (Direct Boot); the others are
/// accepted and have no effect on the simulated device.
enum FCMv1AndroidField: Int, JSONMemberNames {
  case collapseKey, priority, ttl, restrictedPackageName, data, notification, fcmOptions, directBootOK
  case bandwidthConstrainedOK, restrictedSatelliteOK

  /// The key.
  var name: StaticString {
    switch self {
    case .collapseKey: "collapse_key"
    case .priority: "priority"
    case .ttl: "ttl"
    case .restrictedPackageName: "restricted_package_name"
    case .data: "data"
    case .notification: "notification"
    case .fcmOptions: "fcm_options"
    case .directBootOK: "direct_boot_ok"
    case .bandwidthConstrainedOK: "bandwidth_constrained_ok"
    case .restrictedSatelliteOK: "restricted_satellite_ok"
    }
  }

  /// FCM takes each field under its lowerCamelCase JSON name too.
  static var takesLowerCamelCase: Bool { true }

  static let table = JSONNameTable(FCMv1AndroidField.self)
}
