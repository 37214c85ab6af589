extension KiiPushMessage {
  /// The REST body's fields Kii documents and PushSim does not model (Kii REST reference, "Push
  /// Messages"), by where they are written. The `notification` block is Kii's ("We supports
  /// title, body, icon, sound, tag, color and clickAction fields in notification"): it would make
  /// the message an FCM notification message, which PushSim's Kii Cloud does not compose.
  static let notModelledKeys: [String: [String: String]] = [
    "the message": [
      "jpush": "JPush delivery (PushSim's installations are on apns, fcm or mqtt)"
    ],
    "gcm": ["notification": notificationBlock],
    "fcm": ["notification": notificationBlock],
  ]

  /// Why the `notification` block is not modelled: Kii names its fields, not the FCM request
  /// it builds from them.
  static let notificationBlock =
    "an FCM notification block: Kii lists its fields (title, body, icon, sound, tag, color, clickAction) "
    + "but not the FCM request it builds from them, so PushSim's Kii Cloud sends data messages only; "
    + "to test a notification message, send its FCM body to the device with a push step"

  /// The error text for `key` at `path` when it is a Kii field PushSim does not model, so the
  /// author learns it is Kii's and not a typo; `nil` for any other key.
  static func notModelled(_ key: String, at path: String) -> String? {
    guard let what = notModelledKeys[path]?[key] else { return nil }
    let place = path == "the message" ? "" : path + "."
    return "\"\(place)\(key)\" is a Kii REST field PushSim does not model (\(what)); leave it out"
  }
}
