extension KiiReceivedMessage {
  /// The message as `pushsim parse --sdk kii` prints it: the SDK's property names
  /// (`PushMessageType`, `Sender`, `ObjectScope`, and per type `KiiBucket`, `KiiObject`,
  /// `ObjectScopeGroup`, `ObjectScopeUser` or `KiiTopic`), then the predefined fields as sent
  /// (`fields`: the scope type, ids, `when`, …, with the keys of the mapper used), the custom
  /// fields, and `ToJson` (the whole payload).
  public var jsonValue: JSONValue {
    func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    var object: JSONObject = [
      "PushMessageType": .string(pushMessageType.rawValue), "Sender": text(sender),
      "ObjectScope": objectScopeJSON,
    ]
    switch pushMessageType {
    case .pushToApp:
      object["ContainsKiiBucket"] = .bool(containsKiiBucket)
      object["KiiBucket"] = text(kiiBucket)
      object["ContainsKiiObject"] = .bool(containsKiiObject)
      object["KiiObject"] = text(kiiObject)
      object["ObjectScopeGroup"] = text(objectScopeGroup)
      object["ObjectScopeUser"] = text(objectScopeUser)
    case .pushToUser:
      object["ContainsKiiTopic"] = .bool(containsKiiTopic)
      object["KiiTopic"] = text(kiiTopic)
      object["ObjectScopeGroup"] = text(objectScopeGroup)
      object["ObjectScopeUser"] = text(objectScopeUser)
    case .directPush:
      break
    }
    object["ActionIdentifier"] = text(actionIdentifier)
    object["format"] = .string(isAPNS ? "apns" : "gcm")
    object["fields"] = .object([
      "sender": text(senderID), "objectScopeType": text(objectScopeType), "objectScopeGroupID": text(objectScopeGroupID),
      "objectScopeUserID": text(objectScopeUserID), "objectScopeAppID": text(objectScopeAppID), "appID": text(appID), "topic": text(topicName),
      "bucketID": text(bucketID), "bucketType": text(bucketType), "objectID": text(objectID),
      "modifiedAt": modifiedAt.map(JSONValue.integer) ?? .null, "origin": text(origin),
      "when": when.map(JSONValue.integer) ?? .null, "type": text(eventType),
    ])
    object["customFields"] = .object(customFields)
    object["ToJson"] = .object(payload)
    return .object(object)
  }
}
