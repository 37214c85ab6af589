/// An FCM message as the Android `FirebaseMessagingService` sees it (`RemoteMessage`), with the
/// field names of the Firebase SDK.
public struct RemoteMessage: Sendable {
  /// `getMessageId()`: `google.message_id` (or `message_id`).
  public var messageId: String?
  /// `getFrom()`: the sender.
  public var from: String?
  /// `getCollapseKey()`.
  public var collapseKey: String?
  /// `getTtl()`, seconds.
  public var ttl: Int64?
  /// `getSentTime()`, milliseconds since the UNIX epoch.
  public var sentTime: Int64?
  /// `getOriginalPriority()`: `high` or `normal`.
  public var originalPriority: FCMPriority?
  /// `getPriority()`: the delivered priority.
  public var priority: FCMPriority?
  /// `getMessageType()`: `deleted_messages`, `send_event`, `send_error`, or `nil`.
  public var messageType: String?
  /// `getData()`: the data keys the app sees (reserved keys removed).
  public var data: [(key: String, value: String)]
  /// `getNotification()`: set when `gcm.n.e` is `"1"`.
  public var notification: Notification?
  /// Every key the device received, reserved ones included (the tap intent's extras are built
  /// from these).
  public var rawData: FCMDataMap

  /// `RemoteMessage.Notification`, with the Firebase getter names.
  public struct Notification: Sendable, Equatable {
    public var title: String?
    public var body: String?
    public var titleLocalizationKey: String?
    public var titleLocalizationArgs: [String]?
    public var bodyLocalizationKey: String?
    public var bodyLocalizationArgs: [String]?
    public var icon: String?
    public var imageUrl: String?
    public var sound: String?
    public var tag: String?
    public var color: String?
    public var clickAction: String?
    public var channelId: String?
    public var link: String?
    public var ticker: String?
    public var notificationPriority: Int?
    public var visibility: Int?
    public var notificationCount: Int?
    public var sticky = false
    public var localOnly = false
    /// An empty notification block.
    public init() {}
  }
}
