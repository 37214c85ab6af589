/// A notification shown on the device: in iOS Notification Center, the Android notification
/// drawer, or the browser's notification list.
public struct DisplayedNotification: Sendable {
  /// The notification's id (iOS request identifier, FCM message id, web id).
  public var id: String
  /// The push it came from (with the content as shown, after a service extension).
  public var push: IncomingPush
  /// The key that makes a later notification replace this one: the iOS request identifier, the
  /// Android or web tag. `nil` when nothing replaces it.
  public var replacementKey: String?
  /// The Android notification channel it was posted on.
  public var channel: String?
  /// Attachments a service extension added.
  public var attachments: [String] = []
  /// Whether an SDK restored it after a reboot or restart.
  public var restored = false
  /// Whether the embedded vendor SDK posted it (its taps go to that SDK).
  public var postedBySDK = false
  /// Whether it is an SDK's group summary notification (Android).
  public var isGroupSummary = false
  /// Android: the sort key within its group, if the SDK set one.
  public var sortKey: String?
  /// Android: the extras the SDK put on the notification.
  public var extras = JSONObject()
  /// When it was displayed.
  public var displayedAt: SimInstant

  /// The content as shown.
  public var content: PushNotification { push.notification }
  /// The tag (Android, web).
  public var tag: String? { push.notification.tag }
  /// The title as shown.
  public var title: String? { push.notification.title }
  /// The body as shown.
  public var body: String? { push.notification.body }

  /// Creates a displayed notification.
  public init(
    id: String, push: IncomingPush, replacementKey: String?, channel: String? = nil,
    attachments: [String] = [], restored: Bool = false, displayedAt: SimInstant
  ) {
    self.id = id
    self.push = push
    self.replacementKey = replacementKey
    self.channel = channel
    self.attachments = attachments
    self.restored = restored
    self.displayedAt = displayedAt
  }
}
