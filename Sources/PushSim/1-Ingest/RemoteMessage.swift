/// An FCM message as the Android `FirebaseMessagingService` sees it (`RemoteMessage`), with the
/// field names of the Firebase SDK.
public struct RemoteMessage: Sendable {
  /// `getMessageId()`: `google.message_id`, else `message_id` (whatever their order), else the
  /// push's generated id.
  public var messageId: String?
  /// `getFrom()`: the sender.
  public var from: String?
  /// `getCollapseKey()`.
  public var collapseKey: String?
  /// `getTtl()`, seconds: `google.ttl` as `Integer.parseInt` reads it, 0 when it cannot (`"abc"`,
  /// `""`, `"1.5"`, beyond 2^31 − 1), negative as written (`"-5"` is -5); the `ttl` header's
  /// when the map has no `google.ttl`; `nil` without either (the SDK's getter returns 0 then).
  /// A value that is not a non-negative integer is the warning `invalidGoogleTTL`.
  public var ttl: Int64?
  /// `getSentTime()`, milliseconds since the UNIX epoch: `google.sent_time` as `Long.parseLong`
  /// reads it, 0 when it cannot; `nil` without it (the SDK's getter returns 0 then). A value
  /// that is not a non-negative integer is the warning `invalidGoogleSentTime`.
  public var sentTime: Int64?
  /// `getOriginalPriority()`: `google.original_priority`, else the legacy `google.priority`.
  public var originalPriority: FCMPriority?
  /// `getPriority()`: `google.delivered_priority`, else `normal` when the legacy
  /// `google.priority_reduced` is `"1"`, else the legacy `google.priority` (then the transport's).
  public var priority: FCMPriority?
  /// `getMessageType()`: `gcm`, `deleted_messages`, `send_event`, `send_error` (another is
  /// dropped unread), or `nil`.
  public var messageType: String?
  /// `getData()`: the data keys the app sees (reserved keys removed).
  ///
  /// A decoded message builds it from ``rawData`` when read (each read builds it again);
  /// setting it replaces it.
  public var data: [(key: String, value: String)] {
    get { appData.pairs }
    set { appData = .pairs(newValue) }
  }
  /// Where ``data`` comes from (the trace keeps it for `delegate.onMessageReceived`'s `data`,
  /// built when the trace is read: ``TraceDeferredValue``).
  private(set) var appData: AppData
  /// `getData().get(key)`: the value of one of the app's data keys, or `nil` (a reserved key,
  /// such as `google.message_id`, is not in ``data``; read it from ``rawData``).
  public func data(forKey key: String) -> String? { data.last(where: { $0.key == key })?.value }
  /// `getNotification()`: set when `gcm.n.e` is `"1"`.
  public var notification: Notification?
  /// Every key the device received, reserved ones included (the tap intent's extras are built
  /// from these).
  public var rawData: FCMDataMap

  /// The storage behind ``data``.
  enum AppData: Sendable {
    /// Pairs set directly.
    case pairs([(key: String, value: String)])
    /// The app's entries of a map (``FCMDataMap/appEntries``), built when read.
    case appEntries(FCMDataMap)

    /// ``RemoteMessage/data`` as a JSON object of strings, in order (a repeated key: the last
    /// value wins), as `delegate.onMessageReceived` records it.
    var jsonValue: JSONValue { .object(JSONObject(pairs.map { ($0.key, JSONValue.string($0.value)) })) }

    /// The pairs (an FCM map's app entries built now).
    var pairs: [(key: String, value: String)] {
      switch self {
      case .pairs(let pairs): pairs
      case .appEntries(let map): map.appEntries
      }
    }
  }

  /// `RemoteMessage.Notification`, with the Firebase getter names.
  public struct Notification: Sendable, Equatable {
    /// `getTitle()`: `gcm.n.title`.
    public var title: String?
    /// `getBody()`: `gcm.n.body`.
    public var body: String?
    /// `getTitleLocalizationKey()`: `gcm.n.title_loc_key`.
    public var titleLocalizationKey: String?
    /// `getTitleLocalizationArgs()`: `gcm.n.title_loc_args`, a JSON array of strings.
    public var titleLocalizationArgs: [String]?
    /// `getBodyLocalizationKey()`: `gcm.n.body_loc_key`.
    public var bodyLocalizationKey: String?
    /// `getBodyLocalizationArgs()`: `gcm.n.body_loc_args`, a JSON array of strings.
    public var bodyLocalizationArgs: [String]?
    /// `getIcon()`: `gcm.n.icon`.
    public var icon: String?
    /// `getImageUrl()`: `gcm.n.image`.
    public var imageUrl: String?
    /// `getSound()`: `gcm.n.sound2` or the legacy `gcm.n.sound`.
    public var sound: String?
    /// `getTag()`: `gcm.n.tag`; a later notification with the same tag replaces this one.
    public var tag: String?
    /// `getColor()`: `gcm.n.color` (`#rrggbb`).
    public var color: String?
    /// `getClickAction()`: `gcm.n.click_action`, the activity intent a tap opens.
    public var clickAction: String?
    /// `getChannelId()`: `gcm.n.android_channel_id`.
    public var channelId: String?
    /// `getLink()`: `gcm.n.link` or `gcm.n.link_android`.
    public var link: String?
    /// `getTicker()`: `gcm.n.ticker`.
    public var ticker: String?
    /// `getNotificationPriority()`: `gcm.n.notification_priority`.
    public var notificationPriority: Int?
    /// `getVisibility()`: `gcm.n.visibility`.
    public var visibility: Int?
    /// `getNotificationCount()`: `gcm.n.notification_count`.
    public var notificationCount: Int?
    /// `getSticky()`: `gcm.n.sticky`; a tap does not remove the notification.
    public var sticky = false
    /// `getLocalOnly()`: `gcm.n.local_only`.
    public var localOnly = false
    /// `getEventTime()`: `gcm.n.event_time`, UNIX milliseconds (FCM HTTP v1 converts
    /// `android.notification.event_time`), read with `Long.parseLong` (`NotificationParams.getLong`):
    /// `nil` for a value it cannot read (which the SDK logs: the platform warning
    /// `invalidEventTime`) or an empty one. The FCM SDK shows the notification with it as
    /// `Notification.when` (`setWhen`, `setShowWhen(true)`).
    public var eventTime: Int64?
    /// An empty notification block.
    public init() {}
  }
}

// The initializers are in an extension so that the struct keeps its memberwise initializer, and
// calls it. Assigned field by field in the struct's own initializer, the value (too large for the
// optimizer to keep in registers) was built in memory, then copied and the original destroyed.
extension RemoteMessage {
  /// A message with `data` and `rawData` and nothing else.
  init(data: [(key: String, value: String)], rawData: FCMDataMap) {
    self.init(appData: .pairs(data), rawData: rawData)
  }

  /// A message whose `getData()` is the app's entries of `rawData`, built when read.
  init(appDataOf rawData: FCMDataMap) {
    self.init(appData: .appEntries(rawData), rawData: rawData)
  }
}

extension RemoteMessage: CustomReflectable {
  /// The getters' values, by name (``data`` as its pairs): `print`, `dump`, the debugger and a
  /// failed `#expect` show the message, not the storage ``data`` is built from.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "messageId": messageId as Any, "from": from as Any, "collapseKey": collapseKey as Any, "ttl": ttl as Any,
        "sentTime": sentTime as Any, "originalPriority": originalPriority as Any, "priority": priority as Any,
        "messageType": messageType as Any, "data": FCMDataMap(distinctEntries: data.map { FCMDataEntry($0.key, $0.value) }),
        "notification": notification as Any, "rawData": rawData,
      ],
      displayStyle: .struct)
  }
}
