extension WonderPushNotification {
  /// The SDK's view as `pushsim parse --sdk wonderpush` prints it under `sdk`, with the names of
  /// the SDKs' models: `campaignId`, `notificationId`, `viewId`, `reporting`, `type`,
  /// `targetUrl`, `alert`, `receiveActions`, `actions`, … Ids, `targetUrl` and `alert` are
  /// `null` when absent; other absent fields are left out. On Android, `insteadOfPosting` says
  /// what the SDK does when it posts no notification (``AndroidInsteadOfPosting``; `null` when
  /// it posts one), and `insteadOfPostingInForeground` when the alert's `foreground` overrides
  /// change that.
  public var jsonValue: JSONValue {
    var object = JSONObject()
    func put(_ key: String, _ value: String?) { object[key] = value.map(JSONValue.string) ?? .null }
    put("campaignId", campaignId)
    put("notificationId", notificationId)
    put("viewId", viewId)
    if let reporting { object["reporting"] = .object(reporting) }
    object["type"] = .string(type.rawValue)
    if isTypeInferred { object["typeInferred"] = true }
    if let targetedInstallation { object["targetedInstallation"] = .string(targetedInstallation) }
    put("targetUrl", targetUrl)
    if let targetUrlMode { object["targetUrlMode"] = .string(targetUrlMode) }
    object["alert"] = alert?.jsonValue ?? .null
    object["receiveActions"] = .array(receiveActions.map(\.jsonValue))
    object["actions"] = .array(actions.map(\.jsonValue))
    if !attachments.isEmpty { object["attachments"] = .array(attachments.map(\.jsonValue)) }
    object["receipt"] = .bool(receipt)
    object["receiptUsingMeasurements"] = .bool(receiptUsingMeasurements)
    if platform == .iOS, extensionCountsReceipt != receiptUsingMeasurements {
      // A string flag: the app's `boolValue` takes it, the extension's `numberForKey` does not.
      object["extensionCountsReceipt"] = .bool(extensionCountsReceipt)
    }
    object["lastReceivedNotificationCheckDelay"] = .integer(lastReceivedNotificationCheckDelay)
    if let inApp { object["inApp"] = .object(inApp) }
    if let apsForeground { object["apsForeground"] = .object(apsForeground) }
    if platform == .android { object["tag"] = tag.map(JSONValue.string) ?? .null }
    object["silent"] = .bool(isSilent())
    if platform == .android, isSilent() != isSilent(inForeground: true) {
      object["silentInForeground"] = .bool(isSilent(inForeground: true))
    }
    if platform == .android {
      let instead = androidInsteadOfPosting(), insteadInForeground = androidInsteadOfPosting(inForeground: true)
      object["insteadOfPosting"] = instead.map { .string($0.rawValue) } ?? .null
      if insteadInForeground != instead {
        object["insteadOfPostingInForeground"] = insteadInForeground.map { .string($0.rawValue) } ?? .null
      }
    }
    object["customData"] = .object(customData)
    object["notificationPayload"] = .object(notificationPayload)
    if !issues.isEmpty { object["issues"] = .array(issues.map(\.jsonValue)) }
    return .object(object)
  }
}

extension WonderPushNotification.Alert {
  /// The keys the typed fields come from (the rest of ``raw`` is printed as sent).
  static let typedKeys: Set<String> = [
    "title", "text", "subText", "info", "ticker", "tag", "channel", "category", "group",
    "groupTargetUrl", "sortKey", "priority", "color", "sound", "smallIcon", "largeIcon", "type", "bigText",
    "bigTitle", "summaryText", "bigPicture", "bigLargeIcon", "html", "autoOpen", "autoDrop",
    "buttons", "foreground",
  ]

  /// The alert as `pushsim parse` prints it: the fields the SDK read, then the other keys as
  /// sent.
  public var jsonValue: JSONValue {
    var object = JSONObject()
    func put(_ key: String, _ value: String?) { if let value { object[key] = .string(value) } }
    put("title", title)
    put("text", text)
    put("subText", subText)
    put("info", info)
    put("ticker", ticker)
    if hasTag { object["tag"] = tag.map(JSONValue.string) ?? .null }
    put("channel", channel)
    put("category", category)
    put("group", group)
    put("groupTargetUrl", groupTargetUrl)
    put("sortKey", sortKey)
    object["priority"] = .integer(Int64(priority))
    put("color", color)
    if let sound { object["sound"] = sound }
    put("smallIcon", smallIcon)
    put("largeIcon", largeIcon)
    put("type", style)
    put("bigText", bigText)
    put("bigTitle", bigTitle)
    put("summaryText", summaryText)
    put("bigPicture", bigPicture)
    put("bigLargeIcon", bigLargeIcon)
    if html { object["html"] = true }
    if let autoOpen { object["autoOpen"] = .bool(autoOpen) }
    if let autoDrop { object["autoDrop"] = .bool(autoDrop) }
    if !buttons.isEmpty { object["buttons"] = .array(buttons.map(\.jsonValue)) }
    if let foreground { object["foreground"] = foreground.jsonValue }
    for (key, value) in raw where !Self.typedKeys.contains(key) { object[key] = value }
    return .object(object)
  }
}

extension WonderPushNotification.Button {
  /// The button as `pushsim parse` prints it.
  public var jsonValue: JSONValue {
    var object = JSONObject()
    object["label"] = label.map(JSONValue.string) ?? .null
    if let icon { object["icon"] = .string(icon) }
    if let targetUrl { object["targetUrl"] = .string(targetUrl) }
    object["actions"] = .array(actions.map(\.jsonValue))
    return .object(object)
  }
}

extension WonderPushNotification.Action {
  /// The action as `pushsim parse` prints it: `type` as read, `known`, then its parameters as
  /// sent.
  public var jsonValue: JSONValue {
    var object = JSONObject()
    object["type"] = type.map { .string($0.rawValue) } ?? .null
    object["known"] = .bool(isKnown)
    for (key, value) in raw where key != "type" { object[key] = value }
    return .object(object)
  }
}

extension WonderPushNotification.Attachment {
  /// The attachment as `pushsim parse` prints it.
  public var jsonValue: JSONValue {
    var object = JSONObject()
    object["url"] = url.map(JSONValue.string) ?? .null
    if let type { object["type"] = .string(type) }
    if let id { object["id"] = .string(id) }
    if let options { object["options"] = .object(options) }
    return .object(object)
  }
}
