extension OSNotification {
  /// The notification as `pushsim parse --sdk onesignal` prints it, with the names of the SDK's
  /// API for the platform: the Android getters (`getNotificationId()` → `notificationId`) or the
  /// iOS properties. A field the payload leaves unset is `null`, so every name shows.
  ///
  /// `derived` holds what PushSim reads from the fields and the SDK's rules, which are not
  /// `OSNotification` members: the payload format, whether the SDK shows nothing, and on
  /// Android the priority mapping, the vibration pattern and the in-app preview.
  public var jsonValue: JSONValue {
    var object = JSONObject()
    func put(_ key: String, _ value: String?) { object[key] = value.map(JSONValue.string) ?? .null }
    put("notificationId", notificationId)
    put("templateId", templateId)
    put("templateName", templateName)
    put("title", title)
    if platform == .iOS { put("subtitle", subtitle) }
    put("body", body)
    object["additionalData"] = additionalDataValue ?? .null
    put("launchURL", launchURL)
    object["actionButtons"] = actionButtons.map { .array($0.map(\.jsonValue)) } ?? .null
    put("sound", sound)
    put("collapseId", collapseId)
    var derived: JSONObject = ["format": .string(format.rawValue), "silent": .bool(isSilent)]
    switch platform {
    case .android, .web:
      object["androidNotificationId"] = .integer(Int64(androidNotificationId))
      object["restoring"] = .bool(restoring)
      object["groupedNotifications"] =
        groupedNotifications.map { .array($0.map(\.jsonValue)) } ?? .null
      put("smallIcon", smallIcon)
      put("largeIcon", largeIcon)
      put("bigPicture", bigPicture)
      put("smallIconAccentColor", smallIconAccentColor)
      put("ledColor", ledColor)
      object["lockScreenVisibility"] = .integer(Int64(lockScreenVisibility))
      put("groupKey", groupKey)
      put("groupMessage", groupMessage)
      put("fromProjectNumber", fromProjectNumber)
      object["backgroundImageLayout"] = backgroundImageLayout.map(\.jsonValue) ?? .null
      object["priority"] = .integer(Int64(priority))
      object["sentTime"] = sentTime.map(JSONValue.integer) ?? .null
      object["ttl"] = .integer(Int64(ttl))
      derived["highPriority"] = .bool(isHighPriority)
      derived["androidPriority"] = .string(androidPriorityName)
      derived["vibrationPattern"] =
        vibrationPattern.map { .array($0.map(JSONValue.integer)) } ?? .null
      derived["inAppMessagePreviewId"] = inAppMessagePreviewId.map(JSONValue.string) ?? .null
    case .iOS:
      object["hasBadge"] = .bool(hasBadge)
      object["badge"] = .integer(Int64(badge))
      object["badgeIncrement"] = .integer(Int64(badgeIncrement))
      put("category", category)
      put("threadId", threadId)
      object["relevanceScore"] = relevanceScore.map(JSONValue.double) ?? .null
      put("interruptionLevel", interruptionLevel)
      object["contentAvailable"] = .bool(contentAvailable)
      object["mutableContent"] = .bool(mutableContent)
      object["attachments"] = attachments.map(JSONValue.object) ?? .null
      derived["remoteSilent"] = .bool(isRemoteSilent)
    }
    object["rawPayload"] = rawPayload
    object["derived"] = .object(derived)
    return .object(object)
  }
}

extension OSNotification.ActionButton {
  /// `{"id", "text", "icon"}` (Android) or `{"id", "text", "systemIcon"|"templateIcon"}` (iOS),
  /// the absent icons left out.
  public var jsonValue: JSONValue {
    var object: JSONObject = [
      "id": id.map(JSONValue.string) ?? .null, "text": text.map(JSONValue.string) ?? .null,
    ]
    if let icon { object["icon"] = .string(icon) }
    if let systemIcon { object["systemIcon"] = .string(systemIcon) }
    if let templateIcon { object["templateIcon"] = .string(templateIcon) }
    return .object(object)
  }
}

extension OSNotification.BackgroundImageLayout {
  /// `{"image", "titleTextColor", "bodyTextColor"}`.
  public var jsonValue: JSONValue {
    .object([
      "image": image.map(JSONValue.string) ?? .null,
      "titleTextColor": titleTextColor.map(JSONValue.string) ?? .null,
      "bodyTextColor": bodyTextColor.map(JSONValue.string) ?? .null,
    ])
  }
}

extension OSNotificationDecoder.Outcome {
  /// The `sdk` object of `pushsim parse --sdk onesignal`: `name`, `accepted`, then the
  /// notification's fields, or `reason` when the SDK does not process the push.
  public var jsonValue: JSONValue {
    var object: JSONObject = ["name": .string(SDK.onesignal.rawValue), "accepted": .bool(accepted)]
    if let reason {
      object["reason"] = .string(reason.description)
    } else if case .object(let fields)? = notification?.jsonValue {
      for (key, value) in fields { object[key] = value }
    }
    return .object(object)
  }
}
