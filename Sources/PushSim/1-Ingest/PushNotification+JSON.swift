extension PushNotification {
  /// The unified model as `pushsim parse` prints it (camelCase; absent fields left out).
  public var jsonValue: JSONValue {
    var object = JSONObject()
    func put(_ key: String, _ value: String?) { if let value { object[key] = .string(value) } }
    put("id", id)
    put("title", title)
    put("subtitle", subtitle)
    put("body", body)
    put("tag", tag)
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
    put("launchURL", launchURL)
    put("imageURL", imageURL)
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
    return .object(object)
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
