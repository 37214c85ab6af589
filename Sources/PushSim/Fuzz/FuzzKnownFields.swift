/// The fields the decoders read, by where they sit in a payload, for the "wrong type in every
/// known field" cases: each group is a payload template with one member slot (`@`).
///
/// The names come from the decoders (`PushDecoder.apsKeys`, `FCMv1Message.notificationKeys`, the
/// WonderPush `_wp`, OneSignal `custom`, Mapp, Customer.io `CIO` and Kii readers).
public struct FuzzKnownFields: Sendable {
  /// A payload template with a slot for one member, and the keys that go in it.
  public struct Group: Sendable {
    /// What the group covers, such as `aps` or `_wp (Android)`.
    public var name: String
    /// The platforms that receive this shape.
    public var platforms: [Platform]
    /// The payload, with `@` where the member goes.
    public var template: String
    /// Whether the slot is inside a JSON string (a data map value), so the member is escaped.
    public var insideString: Bool
    /// The keys the decoders read there.
    public var keys: [String]

    /// The payload with `"key": value` in the slot (`value` is raw JSON text).
    public func payload(key: String, value: String) -> [UInt8] {
      var member = JSONValue.string(key).serialized() + ":" + value
      if insideString {
        let quoted = JSONValue.string(member).serialized()
        member = String(quoted.dropFirst().dropLast())
      }
      let parts = template.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
      return Array((parts[0] + member + (parts.count > 1 ? parts[1] : "")).utf8)
    }
  }

  /// Every group.
  public static let groups: [Group] = [
    Group(name: "aps", platforms: [.iOS], template: #"{"aps":{"alert":{"title":"t","body":"b"},@}}"#, insideString: false, keys: PushDecoder.apsKeys.sorted()),
    Group(
      name: "aps.alert", platforms: [.iOS], template: #"{"aps":{"alert":{"title":"t",@}}}"#, insideString: false,
      keys: ["title", "subtitle", "body", "title-loc-key", "title-loc-args", "subtitle-loc-key", "subtitle-loc-args", "loc-key", "loc-args", "launch-image", "action-loc-key"]),
    Group(
      name: "message (FCM HTTP v1)", platforms: [.iOS, .android, .web], template: #"{"message":{"token":"x",@}}"#, insideString: false,
      keys: ["notification", "data", "android", "apns", "webpush", "fcm_options", "topic", "condition", "name"]),
    Group(
      name: "message.android.notification", platforms: [.android], template: #"{"message":{"android":{"notification":{"title":"t",@}}}}"#,
      insideString: false, keys: FCMv1Message.notificationKeys.map(\.field)),
    Group(
      name: "message.android", platforms: [.android], template: #"{"message":{"notification":{"title":"t"},"android":{@}}}"#,
      insideString: false, keys: ["priority", "ttl", "collapse_key", "data", "notification", "restricted_package_name", "direct_boot_ok"]),
    Group(
      name: "FCM data map", platforms: [.android], template: #"{"gcm.n.e":"1","gcm.n.title":"t",@}"#, insideString: false,
      keys: FCMv1Message.notificationKeys.map(\.key) + ["gcm.n.e", "google.message_id", "google.sent_time", "google.ttl", "google.priority", "collapse_key", "from", "message_type"]),
    Group(
      name: "web push", platforms: [.web], template: #"{"title":"t",@}"#, insideString: false,
      keys: ["title", "body", "icon", "image", "badge", "tag", "data", "actions", "requireInteraction", "silent", "renotify", "vibrate", "timestamp", "dir", "lang", "navigate", "web_push", "notification", "mutable", "app_badge"]),
    Group(name: "_wp (iOS)", platforms: [.iOS], template: #"{"aps":{"alert":"a"},"_wp":{"type":"simple",@}}"#, insideString: false, keys: wonderPushKeys),
    Group(name: "_wp (Android, web)", platforms: [.android, .web], template: #"{"_wp":"{\"type\":\"simple\",\"alert\":{\"title\":\"t\"},@}"}"#, insideString: true, keys: wonderPushKeys),
    Group(name: "custom (OneSignal iOS)", platforms: [.iOS], template: #"{"aps":{"alert":"a"},"custom":{"i":"0b5e8f2a-4c1d-4e6f-9a7b-2c3d4e5f6a7b",@}}"#, insideString: false, keys: oneSignalCustomKeys),
    Group(
      name: "custom (OneSignal Android)", platforms: [.android], template: #"{"alert":"a","custom":"{\"i\":\"0b5e8f2a-4c1d-4e6f-9a7b-2c3d4e5f6a7b\",@}"}"#,
      insideString: true, keys: oneSignalCustomKeys),
    Group(
      name: "OneSignal Android data", platforms: [.android], template: #"{"alert":"a","custom":"{\"i\":\"0b5e8f2a\"}",@}"#, insideString: false,
      keys: ["title", "alert", "bicon", "grp", "grp_msg", "licon", "sicon", "bgac", "ledc", "vis", "pri", "sound", "vib_pt", "bg_img", "o", "tn", "ti", "tc", "collapse_key", "google.ttl"]),
    Group(
      name: "Mapp", platforms: [.iOS, .android], template: #"{"aps":{"alert":"a"},"p":"1",@}"#, insideString: false,
      keys: ["p", "apx_dpl", "ios_apx_media", "silent_type", "silent_data", "bgAction", "fgAction", "buttons", "title", "bigText", "todo"]),
    Group(name: "CIO.push", platforms: [.iOS], template: #"{"aps":{"alert":"a","mutable-content":1},"CIO":{"push":{@}}}"#, insideString: false, keys: ["link", "image", "push"]),
    Group(name: "CIO (Android)", platforms: [.android], template: #"{"message":{"data":{"title":"t",@}}}"#, insideString: false, keys: ["link", "image", "CIO-Delivery-ID", "CIO-Delivery-Token", "title", "body"]),
    Group(
      name: "Kii", platforms: [.iOS, .android], template: #"{"aps":{"alert":"a"},"sender":"u1",@}"#, insideString: false,
      keys: ["origin", "bucketID", "bucketType", "objectID", "topicID", "sender", "when", "type", "objectScopeType", "objectScopeUserID", "objectScopeGroupID", "scopeAppID", "actionIdentifier"]),
  ]

  /// WonderPush `_wp` keys.
  static let wonderPushKeys = [
    "type", "c", "n", "receipt", "receiptUsingMeasurements", "alert", "buttons", "targetUrl", "targetUrlMode", "silent",
    "receiveActions", "actions", "inApp", "reporting", "customData", "targetedInstallation", "lastReceivedNotificationCheckDelay",
  ]

  /// OneSignal `custom` keys.
  static let oneSignalCustomKeys = ["i", "a", "u", "ti", "tn", "rid", "i_v"]

  /// Every key of every group, once, sorted.
  public static let allKeys: [String] = Array(Set(groups.flatMap(\.keys))).sorted()
}
