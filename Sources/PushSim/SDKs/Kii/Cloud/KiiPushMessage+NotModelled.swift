extension KiiPushMessage {
  /// The REST body's fields Kii documents and PushSim does not model (Kii REST reference, "Push
  /// Messages"; KII-U `GCMMessage.Builder`), by where they are written.
  static let notModelledKeys: [String: [String: String]] = [
    "the message": [
      "jpush": "JPush delivery (PushSim's installations are on apns, fcm or mqtt)"
    ],
    "gcm": [
      "notification": "an FCM notification block (Kii sends data messages here)",
      "collapseKey": "FCM's collapse_key", "timeToLive": "FCM's time_to_live", "delayWhileIdle": "GCM's delay_while_idle",
      "restrictedPackageName": "FCM's restricted_package_name", "dryRun": "FCM's dry_run",
    ],
    "fcm": [
      "notification": "an FCM notification block (Kii sends data messages here)"
    ],
  ]

  /// The error text for `key` at `path` when it is a Kii field PushSim does not model, so the
  /// author learns it is Kii's and not a typo; `nil` for any other key.
  static func notModelled(_ key: String, at path: String) -> String? {
    guard let what = notModelledKeys[path]?[key] else { return nil }
    let place = path == "the message" ? "" : path + "."
    return "\"\(place)\(key)\" is a Kii REST field PushSim does not model (\(what)); leave it out"
  }
}
