/// Turns a ``KiiPushMessage`` sent to a topic into what each enabled network delivers, as Kii
/// Cloud does it, and refuses what Kii refuses.
///
/// - APNs: `aps` (`alert` with the title / subtitle / body / loc-key / loc-args / action-loc-key /
///   launch-image set, `sound`, `badge`, `category`,
///   `content-available: 1`, `mutable-content: 1`), the data with the APNs data over it, then
///   the predefined short keys (`KiiJsonMapper.apns`): `s`, `sa`, `st`, `sg` or `su`, `to`, `w`
///   (and `a`, `o` when asked, `t` for a `pushMessageType`) — the shape the "Sending a Push
///   Notification" page prints.
/// - FCM: a data map (every value a string) with the FCM data over the data, and the long keys
///   (`KiiJsonMapper.gcm`): `sender`, `objectScopeAppID`, `objectScopeType`,
///   `objectScopeGroupID` or `objectScopeUserID`, `topic`, `when`.
/// - MQTT: the same long keys, with the MQTT data over the data, values keeping their JSON types
///   (modelled: Kii does not document the MQTT payload's shape beyond its fields).
///
/// Refused (the send fails, nothing is delivered): an APNs payload over 2048 bytes or an FCM one
/// over 4096 ("the APNs payload is limited to 2 KB (2048 bytes)", "up to 4 KB (4096 bytes)"),
/// and FCM data with a key the message's Android section reserves (``KiiPushMessage/AndroidSection``:
/// `gcm` "Data contains key that is GCM reserve word", `fcm` the REST reference's FCM list).
/// With both sections enabled the `fcm` one is delivered and the `gcm` one is checked as well:
/// its reserved keys and its payload size (the REST reference lists "gcm.enabled is true and the
/// payload for Android-GCM exceeds 4096 bytes" beside the FCM case). A `gcm.dryRun` beside an
/// enabled APNs, `fcm` section or MQTT is refused too (``KiiPushMessage/GCMControlFields``).
public enum KiiMessageComposer {
  /// What each network delivers; `nil` for a network the message disables.
  public struct Composed: Sendable, Equatable {
    /// The APNs payload (`aps` + short keys).
    public var apns: JSONObject?
    /// The FCM data map (long keys, string values).
    public var fcm: JSONObject?
    /// The MQTT payload (long keys).
    public var mqtt: JSONObject?
  }

  /// A refusal or a warning of Kii Cloud's, with where in the REST body it is.
  public struct Finding: Sendable, Equatable {
    /// The JSON path in the REST body of what it is about: `gcm.data.from`, `data.from` (a
    /// key of the message data that reaches a section), `gcm.dryRun`, `apns` (a payload size:
    /// the section's composed payload).
    public var path: String
    /// What is wrong, as the cloud says it (`kii.sendRefused`'s or `kii.warning`'s message).
    public var issue: PayloadIssue

    /// Creates a finding.
    public init(path: String, issue: PayloadIssue) {
      self.path = path
      self.issue = issue
    }
  }

  /// Everything Kii Cloud's send makes of a message: what each enabled network would get,
  /// every reason to refuse it (the first is the 400 the cloud answers, ``compose(_:to:as:in:whenMillis:)``'s
  /// failure), and the notes it makes on a message it sends (`kii.warning`).
  public struct Checked: Sendable, Equatable {
    /// The payloads, composed even when the message is refused (a reserved key or a size does
    /// not stop the others being computed).
    public var composed: Composed
    /// Why Kii refuses the message, in the order the cloud checks: `dryRunNotGCMOnly`, the
    /// reserved keys of the section checked but not delivered, those of the delivered one, the
    /// delivered section's size, the other's size, the APNs size. Empty when Kii sends it.
    public var refusals: [Finding]
    /// What Kii notes about a message it sends: `delayWhileIdleIgnored`,
    /// `gcmControlNotDelivered`.
    public var warnings: [Finding]
    /// The size of each payload Kii checks against its limit, in the order it checks them: the
    /// delivered Android section's, the other enabled one's, the APNs one's.
    public var sizes: [Size] = []
  }

  /// The size of one payload Kii checks against its limit (``KiiLint/fcmLimit``,
  /// ``KiiLint/apnsLimit``), predefined keys included.
  public struct Size: Sendable, Equatable {
    /// The body's section whose payload it is: `gcm`, `fcm` or `apns`.
    public var path: String
    /// The payload's bytes, as sent (compact JSON).
    public var bytes: Int
    /// The most Kii sends.
    public var limit: Int

    /// Creates a size.
    public init(path: String, bytes: Int, limit: Int) {
      self.path = path
      self.bytes = bytes
      self.limit = limit
    }
  }

  /// Composes `message` sent by `sender` to `topic`.
  ///
  /// - Parameters:
  ///   - message: The message.
  ///   - topic: The topic it is sent to.
  ///   - sender: A user name of `cloud`, or its administrator (who has no user id: no `s`).
  ///   - cloud: The application (its id, users' ids).
  ///   - whenMillis: The sent time, UNIX milliseconds.
  /// - Returns: The payloads, or why Kii refuses the message (the first of
  ///   ``check(_:to:as:in:whenMillis:)``'s refusals).
  public static func compose(
    _ message: KiiPushMessage, to topic: KiiTopicRef, as sender: String, in cloud: KiiCloud, whenMillis: Int64
  ) -> Result<Composed, PayloadIssue> {
    let checked = check(message, to: topic, as: sender, in: cloud, whenMillis: whenMillis)
    if let refusal = checked.refusals.first { return .failure(refusal.issue) }
    return .success(checked.composed)
  }

  /// Every check Kii Cloud makes of `message` sent by `sender` to `topic`, and the payloads:
  /// what a `kiiSend` step and `pushsim lint --kii-message` both run.
  ///
  /// - Parameters: as ``compose(_:to:as:in:whenMillis:)``.
  /// - Returns: The payloads, every refusal and the warnings, each with its path in the body.
  public static func check(
    _ message: KiiPushMessage, to topic: KiiTopicRef, as sender: String, in cloud: KiiCloud, whenMillis: Int64
  ) -> Checked {
    var checked = Checked(composed: Composed(), refusals: [], warnings: [])
    if let refusal = message.gcmControl.dryRunRefusal(in: message) {
      checked.refusals.append(Finding(path: "gcm.dryRun", issue: refusal))
    }
    let fcmKeys = predefined(message, topic: topic, sender: sender, cloud: cloud, when: whenMillis, mapper: .gcm)
    // Both sections enabled: Kii delivers the fcm one and still checks the gcm one ("gcm.enabled
    // is true and ..."), its reserved keys and its payload size.
    let other = message.otherAndroidSection.flatMap { $0.enabled ? $0 : nil }
    if let other { checked.refusals += reservedKeyRefusals(message.data, other.data, section: message.androidSection.other) }
    if message.fcm.enabled {
      checked.refusals += reservedKeyRefusals(message.data, message.fcm.data, section: message.androidSection)
      let map = androidMap(message.data.merging(message.fcm.data), keys: fcmKeys)
      let size = Size(path: message.androidSection.rawValue, bytes: JSONValue.object(map).serializedBytes().count, limit: KiiLint.fcmLimit)
      checked.sizes.append(size)
      if let refusal = sizeRefusal(size, section: message.androidSection) { checked.refusals.append(refusal) }
      checked.composed.fcm = map
    }
    if let other {
      let map = androidMap(message.data.merging(other.data), keys: fcmKeys)
      let section = message.androidSection.other
      let size = Size(path: section.rawValue, bytes: JSONValue.object(map).serializedBytes().count, limit: KiiLint.fcmLimit)
      checked.sizes.append(size)
      if let refusal = sizeRefusal(size, section: section, delivered: false) { checked.refusals.append(refusal) }
    }
    if message.apns.enabled {
      var payload: JSONObject = ["aps": .object(aps(message.apns))]
      for (key, value) in message.data.merging(message.apns.data) { payload[key] = value }
      for (key, value) in predefined(message, topic: topic, sender: sender, cloud: cloud, when: whenMillis, mapper: .apns) {
        payload[key] = value
      }
      let size = JSONValue.object(payload).serializedBytes().count
      checked.sizes.append(Size(path: "apns", bytes: size, limit: KiiLint.apnsLimit))
      if size > KiiLint.apnsLimit {
        checked.refusals.append(Finding(path: "apns", issue: tooLarge("APNs", size: size, limit: KiiLint.apnsLimit)))
      }
      checked.composed.apns = payload
    }
    if message.mqtt.enabled {
      var payload = message.data.merging(message.mqtt.data)
      for (key, value) in fcmKeys { payload[key] = value }
      checked.composed.mqtt = payload
    }
    // The gcm section's control fields FCM applies while it is delivered; beside a delivered
    // fcm section they reach no one: say so.
    if message.fcm.enabled {
      checked.warnings += message.deliveredControl.warnings.map { Finding(path: "gcm.delayWhileIdle", issue: $0) }
      if message.androidSection == .fcm, let unsent = message.gcmControl.notDeliveredWarning() {
        checked.warnings.append(Finding(path: "gcm", issue: unsent))
      }
    }
    return checked
  }

  /// A refusal for each key of the FCM data (`data` with the section's `sectionData` over it)
  /// that `section` reserves, in the data's order, at the path it is written: the section's
  /// data when it has the key, else the message data.
  static func reservedKeyRefusals(
    _ data: JSONObject, _ sectionData: JSONObject, section: KiiPushMessage.AndroidSection
  ) -> [Finding] {
    data.merging(sectionData).keys.filter(section.isReserved).map { key in
      let path = sectionData[key] != nil ? "\(section.rawValue).data" : "data"
      return Finding(path: "\(path).\(QuotedValue.key(key))", issue: section.refusal(of: key))
    }
  }

  /// The FCM data map of one Android section (`data` is the message data with the section's
  /// data over it): every value a string, the predefined `keys` last.
  static func androidMap(_ data: JSONObject, keys: JSONObject) -> JSONObject {
    var map = JSONObject(data.map { ($0.key, JSONValue.string(OrgJSON.string(of: $0.value))) })
    for (key, value) in keys {
      map[key] = .string(OrgJSON.string(of: value))
    }
    return map
  }

  /// The refusal of an FCM data map of `size` over its limit (``KiiLint/fcmLimit``), or `nil`.
  /// `delivered` is false for the section Kii checks but does not send (both enabled).
  static func sizeRefusal(_ size: Size, section: KiiPushMessage.AndroidSection, delivered: Bool = true) -> Finding? {
    guard size.bytes > size.limit else { return nil }
    var issue = tooLarge(delivered ? "FCM" : "\"\(section.rawValue)\" section's FCM", size: size.bytes, limit: size.limit)
    if !delivered {
      issue.message += " (Kii checks an enabled \"\(section.rawValue)\" section although it delivers the \"\(section.other.rawValue)\" one)"
    }
    return Finding(path: section.rawValue, issue: issue)
  }

  /// The refusal of a payload over a limit.
  static func tooLarge(_ network: String, size: Int, limit: Int) -> PayloadIssue {
    PayloadIssue(
      reason: network == "APNs" ? "apnsPayloadTooLarge" : "fcmPayloadTooLarge",
      message: "the \(network) payload would be \(size) bytes; Kii limits it to \(limit) bytes. Suppress the predefined "
        + "keys you do not read (sendSender, sendObjectScope, sendTopicID, sendWhen) or send less data",
      rule: KiiMessageDecoder.Rule.docs)
  }

  /// The `aps` dictionary of the APNs fields.
  static func aps(_ fields: KiiPushMessage.APNSFields) -> JSONObject {
    var aps = JSONObject()
    if !fields.alert.isEmpty { aps["alert"] = .object(fields.alert) }
    if let sound = fields.sound { aps["sound"] = .string(sound) }
    if let badge = fields.badge { aps["badge"] = .integer(badge) }
    if let category = fields.category { aps["category"] = .string(category) }
    if let value = fields.contentAvailable, value != 0 { aps["content-available"] = 1 }
    if let value = fields.mutableContent, value != 0 { aps["mutable-content"] = 1 }
    return aps
  }

  /// The predefined keys the message's flags let through, with the mapper's names.
  static func predefined(
    _ message: KiiPushMessage, topic: KiiTopicRef, sender: String, cloud: KiiCloud, when: Int64, mapper: KiiJsonMapper
  ) -> JSONObject {
    var keys = JSONObject()
    if message.sendSender, let id = cloud.users[sender] { keys[mapper.sender] = .string(id) }
    if message.sendObjectScope {
      keys[mapper.objectScopeAppID] = .string(cloud.appID)
      keys[mapper.objectScopeType] = .string(topic.objectScope.rawValue)
      switch topic.scope {
      case .app: break
      case .group(let id): keys[mapper.objectScopeGroupID] = .string(id)
      case .user(let owner): keys[mapper.objectScopeUserID] = .string(cloud.users[owner] ?? owner)
      }
    }
    if message.sendTopicID { keys[mapper.topic] = .string(topic.name) }
    if message.sendWhen { keys[mapper.when] = .integer(when) }
    if message.sendAppID { keys[mapper.appID] = .string(cloud.appID) }
    if message.sendOrigin { keys[mapper.origin] = "EXPLICIT" }
    if let type = message.pushMessageType { keys[mapper.type] = .string(type) }
    return keys
  }
}
