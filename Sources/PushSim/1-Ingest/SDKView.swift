/// The embedded SDK's own view of a push, with the field names of that SDK's public API, as
/// `pushsim parse` prints it under `sdk` (CONTRACT.md).
public enum SDKView {
  /// The SDKs whose own view PushSim models so far.
  public static let modelled: [SDK] = [.apns, .fcm, .webpush, .wonderpush, .onesignal, .mapp, .customerio, .kii]

  /// The view of `push` as `sdk` sees it, in an app with the settings of `app` (OneSignal's
  /// `additionalDataIsRootPayload`, Customer.io's `backgroundPushCallback`).
  public static func view(of push: IncomingPush, sdk: SDK, app: AppBehavior = AppBehavior()) -> JSONValue {
    switch sdk {
    case .onesignal:
      return OSNotificationDecoder(additionalDataIsRootPayload: app.oneSignalAdditionalDataIsRootPayload).decode(push).jsonValue
    case .wonderpush: return WonderPushDecoder.sdkView(of: push)
    case .mapp: return MappPushDecoder.sdkView(of: push)
    case .customerio: return CustomerIODecoder.sdkView(of: push, app: app)
    case .kii: return KiiMessageDecoder.sdkView(of: push)
    default: break
    }
    var object: JSONObject = ["name": .string(sdk.rawValue), "accepted": true]
    switch push.platform {
    case .iOS:
      // UNNotificationContent and the userInfo dictionary.
      let n = push.notification
      if let title = n.title { object["title"] = .string(title) }
      if let subtitle = n.subtitle { object["subtitle"] = .string(subtitle) }
      if let body = n.body { object["body"] = .string(body) }
      if let badge = n.badge { object["badge"] = .integer(Int64(badge)) }
      if let sound = n.sound { object["sound"] = .string(sound) }
      if let category = n.category { object["categoryIdentifier"] = .string(category) }
      if let thread = n.group { object["threadIdentifier"] = .string(thread) }
      if let target = n.targetContentID { object["targetContentIdentifier"] = .string(target) }
      if let level = n.interruptionLevel { object["interruptionLevel"] = .string(level) }
      if let score = n.relevanceScore { object["relevanceScore"] = .double(score) }
      object["requestIdentifier"] = .string(n.id)
      object["userInfo"] = push.payload?.value() ?? .null
    case .android:
      // com.google.firebase.messaging.RemoteMessage.
      guard let message = push.remoteMessage else { break }
      object["messageId"] = message.messageId.map(JSONValue.string) ?? .null
      object["from"] = message.from.map(JSONValue.string) ?? .null
      object["collapseKey"] = message.collapseKey.map(JSONValue.string) ?? .null
      object["ttl"] = message.ttl.map(JSONValue.integer) ?? .null
      object["sentTime"] = message.sentTime.map(JSONValue.integer) ?? .null
      object["originalPriority"] = message.originalPriority.map { .string($0.rawValue) } ?? .null
      object["priority"] = message.priority.map { .string($0.rawValue) } ?? .null
      object["messageType"] = message.messageType.map(JSONValue.string) ?? .null
      object["data"] = .object(JSONObject(message.data.map { ($0.key, JSONValue.string($0.value)) }))
      if let notification = message.notification {
        var n = JSONObject()
        func put(_ key: String, _ value: String?) { if let value { n[key] = .string(value) } }
        put("title", notification.title)
        put("body", notification.body)
        put("titleLocalizationKey", notification.titleLocalizationKey)
        if let args = notification.titleLocalizationArgs { n["titleLocalizationArgs"] = .array(args.map(JSONValue.string)) }
        put("bodyLocalizationKey", notification.bodyLocalizationKey)
        if let args = notification.bodyLocalizationArgs { n["bodyLocalizationArgs"] = .array(args.map(JSONValue.string)) }
        put("icon", notification.icon)
        put("imageUrl", notification.imageUrl)
        put("sound", notification.sound)
        put("tag", notification.tag)
        put("color", notification.color)
        put("clickAction", notification.clickAction)
        put("channelId", notification.channelId)
        put("link", notification.link)
        put("ticker", notification.ticker)
        if let value = notification.notificationPriority { n["notificationPriority"] = .integer(Int64(value)) }
        if let value = notification.visibility { n["visibility"] = .integer(Int64(value)) }
        if let value = notification.notificationCount { n["notificationCount"] = .integer(Int64(value)) }
        if let value = notification.eventTime { n["eventTime"] = .integer(value) }
        n["sticky"] = .bool(notification.sticky)
        n["localOnly"] = .bool(notification.localOnly)
        object["notification"] = .object(n)
      } else {
        object["notification"] = .null
      }
    case .web:
      // The service worker's PushEvent: event.data.json() (or .text()).
      object["data"] = push.payload?.value() ?? push.webPushText.map(JSONValue.string) ?? .null
    }
    return .object(object)
  }
}
