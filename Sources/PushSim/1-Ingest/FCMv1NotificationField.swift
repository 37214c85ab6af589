/// The fields of an FCM HTTP v1 `notification` / `android.notification` block that become
/// `gcm.n.*` keys of the Android data map, each found under its proto field name
/// (`click_action`) and its lowerCamelCase JSON name (`clickAction`), as FCM's proto3 JSON
/// parser takes both.
enum FCMv1NotificationField: Int, JSONMemberNames {
  case title, body, icon, color, sound, tag, clickAction, channelID, image, ticker, titleLocKey
  case bodyLocKey, titleLocArgs, bodyLocArgs, sticky, localOnly, notificationPriority, visibility
  case notificationCount, eventTime, defaultSound, defaultVibrateTimings, defaultLightSettings

  /// The field's proto name, as the v1 reference names it.
  var name: StaticString {
    switch self {
    case .title: "title"
    case .body: "body"
    case .icon: "icon"
    case .color: "color"
    case .sound: "sound"
    case .tag: "tag"
    case .clickAction: "click_action"
    case .channelID: "channel_id"
    case .image: "image"
    case .ticker: "ticker"
    case .titleLocKey: "title_loc_key"
    case .bodyLocKey: "body_loc_key"
    case .titleLocArgs: "title_loc_args"
    case .bodyLocArgs: "body_loc_args"
    case .sticky: "sticky"
    case .localOnly: "local_only"
    case .notificationPriority: "notification_priority"
    case .visibility: "visibility"
    case .notificationCount: "notification_count"
    case .eventTime: "event_time"
    case .defaultSound: "default_sound"
    case .defaultVibrateTimings: "default_vibrate_timings"
    case .defaultLightSettings: "default_light_settings"
    }
  }

  /// The data map key the device receives it under.
  var dataKey: String {
    switch self {
    case .title: "gcm.n.title"
    case .body: "gcm.n.body"
    case .icon: "gcm.n.icon"
    case .color: "gcm.n.color"
    case .sound: "gcm.n.sound2"
    case .tag: "gcm.n.tag"
    case .clickAction: "gcm.n.click_action"
    case .channelID: "gcm.n.android_channel_id"
    case .image: "gcm.n.image"
    case .ticker: "gcm.n.ticker"
    case .titleLocKey: "gcm.n.title_loc_key"
    case .bodyLocKey: "gcm.n.body_loc_key"
    case .titleLocArgs: "gcm.n.title_loc_args"
    case .bodyLocArgs: "gcm.n.body_loc_args"
    case .sticky: "gcm.n.sticky"
    case .localOnly: "gcm.n.local_only"
    case .notificationPriority: "gcm.n.notification_priority"
    case .visibility: "gcm.n.visibility"
    case .notificationCount: "gcm.n.notification_count"
    case .eventTime: "gcm.n.event_time"
    case .defaultSound: "gcm.n.default_sound"
    case .defaultVibrateTimings: "gcm.n.default_vibrate_timings"
    case .defaultLightSettings: "gcm.n.default_light_settings"
    }
  }

  /// How a field that is not a string is typed (``FCMv1TypedValue``); `nil` for the others.
  var typedKind: FCMv1TypedValue.Kind? {
    switch self {
    case .notificationPriority: FCMv1TypedValue.notificationPriority
    case .visibility: FCMv1TypedValue.visibility
    case .notificationCount: .int32
    case .sticky, .localOnly, .defaultSound, .defaultVibrateTimings, .defaultLightSettings: .bool
    default: nil
    }
  }

  /// FCM takes each field under its lowerCamelCase JSON name too.
  static var takesLowerCamelCase: Bool { true }

  static let table = JSONNameTable(FCMv1NotificationField.self)
}
