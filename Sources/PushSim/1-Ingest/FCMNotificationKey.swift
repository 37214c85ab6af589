/// The fields of FCM's notification keys as the Android SDK reads them: the part after
/// `gcm.n.` (or the legacy `gcm.notification.`) in the data map (`NotificationParams`).
enum FCMNotificationKey: Int, JSONMemberNames {
  case e, title, body, titleLocKey, bodyLocKey, titleLocArgs, bodyLocArgs, icon, image, sound, sound2
  case tag, color, clickAction, androidChannelID, link, linkAndroid, ticker, notificationPriority
  case visibility, notificationCount, sticky, localOnly, eventTime
  /// `NO_UI`: an analytics control group's message, which the SDK neither shows nor hands the app.
  case noUI

  /// The field.
  var name: StaticString {
    switch self {
    case .e: "e"
    case .title: "title"
    case .body: "body"
    case .titleLocKey: "title_loc_key"
    case .bodyLocKey: "body_loc_key"
    case .titleLocArgs: "title_loc_args"
    case .bodyLocArgs: "body_loc_args"
    case .icon: "icon"
    case .image: "image"
    case .sound: "sound"
    case .sound2: "sound2"
    case .tag: "tag"
    case .color: "color"
    case .clickAction: "click_action"
    case .androidChannelID: "android_channel_id"
    case .link: "link"
    case .linkAndroid: "link_android"
    case .ticker: "ticker"
    case .notificationPriority: "notification_priority"
    case .visibility: "visibility"
    case .notificationCount: "notification_count"
    case .sticky: "sticky"
    case .localOnly: "local_only"
    case .eventTime: "event_time"
    case .noUI: "noui"
    }
  }

  static let table = JSONNameTable(FCMNotificationKey.self)
}
