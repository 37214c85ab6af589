/// The fields of FCM HTTP v1's `AndroidConfig` (`message.android`), in both spellings FCM's JSON
/// parser takes (``FCMv1MessageField`` says why). The Android view reads `collapse_key`,
/// `priority`, `ttl`, `data` and `notification`; the others are accepted and have no effect on
/// the simulated device.
enum FCMv1AndroidField: Int, JSONMemberNames {
  case collapseKey, collapseKeyCamel, priority, ttl, restrictedPackageName, restrictedPackageNameCamel
  case data, notification, fcmOptions, fcmOptionsCamel, directBootOK, directBootOKCamel
  case bandwidthConstrainedOK, bandwidthConstrainedOKCamel, restrictedSatelliteOK, restrictedSatelliteOKCamel

  /// The key.
  var name: StaticString {
    switch self {
    case .collapseKey: "collapse_key"
    case .collapseKeyCamel: "collapseKey"
    case .priority: "priority"
    case .ttl: "ttl"
    case .restrictedPackageName: "restricted_package_name"
    case .restrictedPackageNameCamel: "restrictedPackageName"
    case .data: "data"
    case .notification: "notification"
    case .fcmOptions: "fcm_options"
    case .fcmOptionsCamel: "fcmOptions"
    case .directBootOK: "direct_boot_ok"
    case .directBootOKCamel: "directBootOk"
    case .bandwidthConstrainedOK: "bandwidth_constrained_ok"
    case .bandwidthConstrainedOKCamel: "bandwidthConstrainedOk"
    case .restrictedSatelliteOK: "restricted_satellite_ok"
    case .restrictedSatelliteOKCamel: "restrictedSatelliteOk"
    }
  }

  static let table = JSONNameTable(FCMv1AndroidField.self)
}
