/// Reads a received push the way the Kii Cloud SDK does (`ReceivedMessage.Parse`), into a
/// ``KiiReceivedMessage``.
///
/// The SDK's parser refuses nothing that is a JSON object: a message without Kii's keys is a
/// `DirectPushMessage` (as when a sender suppresses them all), so every JSON push decodes; lint
/// says when none of Kii's keys is there. Web pushes are not modelled (Kii has no web push).
///
/// ```swift
/// if case .success(let message) = KiiMessageDecoder.decode(push) {
///   print(message.pushMessageType, message.kiiTopic ?? "-", message.getInt("int"))
/// }
/// ```
public enum KiiMessageDecoder {
  /// The sources cited in issues.
  enum Rule {
    static let parser = "KII-U ReceivedMessage.cs"
    static let docs = "Kii docs: Sending a Push Notification"
  }

  /// The SDK's view of `push`, as `pushsim parse --sdk kii` prints it under `sdk`.
  ///
  /// - Parameter push: A decoded push.
  /// - Returns: `name`, `accepted`, and the message's fields or the `reason`.
  public static func sdkView(of push: IncomingPush) -> JSONValue {
    VendorSDKView.make(.kii, decode(push), fields: \.jsonValue)
  }

  /// The SDK's reading of `push`.
  ///
  /// - Parameter push: A push decoded for iOS or Android.
  /// - Returns: The message, or why the SDK cannot read it (a web push).
  public static func decode(_ push: IncomingPush) -> Result<KiiReceivedMessage, PayloadIssue> {
    let payload: JSONObject
    switch push.platform {
    case .android:
      payload = JSONObject((push.remoteMessage?.rawData ?? FCMDataMap([])).map { ($0.key, JSONValue.string($0.value)) })
    case .iOS:
      guard let root = push.payload, case .object(let object) = root.value() else {
        return .failure(PayloadIssue(reason: "notJSON", message: "the push is not a JSON object", rule: Rule.parser))
      }
      payload = object
    case .web:
      return .failure(
        PayloadIssue(
          reason: "platformNotModelled",
          message: "Kii Cloud delivers pushes through APNs, FCM and MQTT, not Web Push; parse the payload for ios or android"))
    }
    return .success(decode(payload: payload, platform: push.platform))
  }

  /// The SDK's reading of a payload already taken out of its transport: the APNs `userInfo`, the
  /// FCM data map as strings, or a message that came over MQTT.
  ///
  /// - Parameters:
  ///   - payload: The payload's top-level object.
  ///   - platform: Where it was received (on Android FCM's own keys are not custom fields).
  /// - Returns: The message (the SDK's parser refuses no JSON object).
  public static func decode(payload: JSONObject, platform: Platform) -> KiiReceivedMessage {
    let isAPNS = payload["aps"]?.objectValue != nil
    let mapper = isAPNS ? KiiJsonMapper.apns : KiiJsonMapper.gcm
    let type: KiiReceivedMessage.MessageType =
      mapper.isPushToApp(payload) ? .pushToApp : mapper.isPushToUser(payload) ? .pushToUser : .directPush
    var message = KiiReceivedMessage(platform: platform, isAPNS: isAPNS, pushMessageType: type, payload: payload)
    func text(_ key: String) -> String? { payload[key].map(OrgJSON.string(of:)) }
    message.senderID = text(mapper.sender)
    message.objectScopeType = text(mapper.objectScopeType)
    message.objectScopeValue = message.objectScopeType.flatMap(KiiReceivedMessage.Scope.value(parsing:))
    message.objectScope = message.objectScopeValue.flatMap(KiiReceivedMessage.Scope.init(value:))
    message.objectScopeGroupID = text(mapper.objectScopeGroupID)
    message.objectScopeUserID = text(mapper.objectScopeUserID)
    message.objectScopeAppID = text(mapper.objectScopeAppID)
    message.appID = text(mapper.appID)
    message.topicName = text(mapper.topic)
    message.bucketID = text(mapper.bucketID)
    message.bucketType = text(mapper.bucketType)
    message.objectID = text(mapper.objectID)
    message.origin = text(mapper.origin)
    message.eventType = text(mapper.type)
    message.actionIdentifier = payload["actionIdentifier"]?.stringValue
    message.modifiedAt = payload[mapper.modifiedAt].flatMap(OrgJSON.integer(of:))
    message.when = payload[mapper.when].flatMap(OrgJSON.integer(of:))
    var custom = JSONObject()
    let predefined = Set(mapper.keys)
    for (key, value) in payload where !predefined.contains(key) && key != "aps" {
      if platform == .android, FCMDataMap.isReserved(key) { continue }
      custom[key] = value
    }
    message.customFields = custom
    message.issues = issues(message, mapper: mapper)
    return message
  }

  /// What the SDK reads differently than a sender may expect.
  static func issues(_ message: KiiReceivedMessage, mapper: KiiJsonMapper) -> [PayloadIssue] {
    var issues: [PayloadIssue] = []
    func note(_ reason: String, _ text: String) { issues.append(PayloadIssue(reason: reason, message: text, rule: Rule.parser)) }
    if let raw = message.objectScopeType, !message.hasObjectScope {
      note(
        "unknownObjectScope",
        "\(mapper.objectScopeType) \(QuotedValue.plain(raw)) does not parse as a Scope (Enum.Parse takes APP, APP_AND_GROUP, "
          + "APP_AND_USER, case matters, or a list of them, or a 32-bit number), so ObjectScope is null and the "
          + "message has no bucket, object or topic")
    }
    if let raw = message.objectScopeType, let value = message.undefinedObjectScope {
      let getter = message.unexpectedScopeGetter
      note(
        "undefinedObjectScope",
        "\(mapper.objectScopeType) \(QuotedValue.plain(raw)) parses to (Scope)\(value), which the Scope enum does not define "
          + "(APP 0, APP_AND_GROUP 1, APP_AND_USER 2): ObjectScope is \(value)"
          + (getter.map { ", and \($0) throws Exception(\"Unexpected Scope.\") although Contains\($0)() is true" }
            ?? "")
          + (message.pushMessageType == .pushToApp ? "; no KiiObject" : ""))
    }
    if message.objectScope == .appAndGroup, message.objectScopeGroup == nil {
      note(
        "missingScopeGroup",
        "the scope is APP_AND_GROUP but \(mapper.objectScopeGroupID) is missing or empty: no bucket or object, and a "
          + "topic reads as the application's topic of that name")
    }
    if message.objectScope == .appAndUser, message.objectScopeUser == nil {
      note(
        "missingScopeUser",
        "the scope is APP_AND_USER but \(mapper.objectScopeUserID) is missing or empty: no bucket or object, and a "
          + "topic reads as the application's topic of that name")
    }
    if let raw = message.payload[mapper.when], message.when == nil {
      note("whenNotANumber", "\(mapper.when) is \(QuotedValue.value(raw)); expected the sent time in UNIX milliseconds")
    }
    return issues
  }
}
