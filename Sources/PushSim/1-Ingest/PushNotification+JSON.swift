extension PushNotification {
  /// The unified model as `pushsim parse` prints it under `notification` (camelCase), without
  /// the push's actions: ``jsonValue(receiveActions:clickActions:)`` with neither key.
  ///
  /// A notification on its own does not know the payload's dialect, which the actions come
  /// from: ``IncomingPush/notificationJSONValue`` has every key.
  public var jsonValue: JSONValue { .object(fieldsJSONObject) }

  /// The unified model as `pushsim parse` prints it under `notification` (camelCase).
  ///
  /// The keys of CONTRACT.md are always there: `id`, `title`, `body`, `tag`,
  /// `contentAvailable`, `mutableContent`, `launchURL`, `imageURL` (`null` when absent),
  /// `buttons`, `additionalData`, `receiveActions` and `clickActions` (`[]` when none). The other
  /// fields are left out when absent.
  ///
  /// - Parameters:
  ///   - receiveActions: What the SDK of the payload's dialect runs when the push is received
  ///     (``IncomingPush/receiveActions``).
  ///   - clickActions: What it runs when the notification is tapped
  ///     (``IncomingPush/clickActions``).
  /// - Returns: The JSON object.
  public func jsonValue(receiveActions: [JSONValue], clickActions: [JSONValue]) -> JSONValue {
    var object = fieldsJSONObject
    object["receiveActions"] = .array(receiveActions)
    object["clickActions"] = .array(clickActions)
    return .object(object)
  }

  /// The fields' keys and values, in the order `pushsim parse` prints them.
  private var fieldsJSONObject: JSONObject {
    var object = JSONObject()
    func put(_ key: String, _ value: String?) { if let value { object[key] = .string(value) } }
    func always(_ key: String, _ value: String?) { object[key] = value.map(JSONValue.string) ?? .null }
    put("id", id)
    always("title", title)
    put("subtitle", subtitle)
    always("body", body)
    always("tag", tag)
    put("collapseId", collapseID)
    put("collapseKey", collapseKey)
    put("group", group)
    put("category", category)
    put("channelId", channelID)
    if let badge { object["badge"] = .integer(Int64(badge)) }
    put("sound", sound)
    if criticalSound { object["criticalSound"] = true }
    if let soundVolume { object["soundVolume"] = .double(soundVolume) }
    object["contentAvailable"] = .bool(contentAvailable)
    object["mutableContent"] = .bool(mutableContent)
    always("launchURL", launchURL)
    always("imageURL", imageURL)
    object["buttons"] = .array(buttons.map { button in
      var item: JSONObject = ["id": .string(button.id)]
      if let title = button.title { item["title"] = .string(title) }
      if let url = button.url { item["url"] = .string(url) }
      return .object(item)
    })
    put("interruptionLevel", interruptionLevel)
    if let relevanceScore { object["relevanceScore"] = .double(relevanceScore) }
    put("targetContentId", targetContentID)
    put("priority", priority)
    if let ttl { object["ttl"] = .string(DurationText.format(ttl)) }
    if renotify { object["renotify"] = true }
    if requireInteraction { object["requireInteraction"] = true }
    if silent { object["silent"] = true }
    object["additionalData"] = additionalData ?? .object(JSONObject())
    return object
  }
}

extension PayloadIssue {
  /// `{"reason": …, "message": …, "rule": …}`.
  public var jsonValue: JSONValue {
    var object: JSONObject = ["reason": .string(reason), "message": .string(message)]
    if let rule { object["rule"] = .string(rule) }
    return .object(object)
  }
}
