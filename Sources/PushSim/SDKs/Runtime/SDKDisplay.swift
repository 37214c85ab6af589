/// A notification an embedded SDK posts itself (Android, the web), as ``SDKEffect/display(_:)``
/// asks for it.
public struct SDKDisplay: Sendable {
  /// The id of the shown notification (the SDK's notification id).
  public var id: String
  /// The content.
  public var content: PushNotification
  /// The key that makes a later notification replace this one (`tag:…` for an Android tag,
  /// `collapse:…` for a collapse id), or `nil`.
  public var replacementKey: String?
  /// The Android channel asked for (the device falls back as R-A-7 says).
  public var channel: String?
  /// Whether the SDK restores it after a reboot or restart.
  public var restored: Bool
  /// Android: the SDK creates ``channel`` itself before posting, so no fallback applies.
  public var createsChannel = false
  /// Android: the `NotificationChannel.setBypassDnd` the SDK creates ``channel`` with before
  /// posting (anew, or again: AOSP then updates an existing channel's for an app with
  /// notification policy access); `nil` when it sets none.
  public var channelBypassesDnd: Bool?
  /// Android: the SDK creates ``channel`` with `NotificationManager.IMPORTANCE_NONE` (OneSignal's
  /// `chnl` channel for a `pri` below 1): a new channel is off from its creation, as one
  /// the user turned off, and Android posts nothing on it; an existing one is lowered to it
  /// unless the user changed it.
  public var channelImportanceNone = false
  /// Whether it is a group's summary notification.
  public var isGroupSummary: Bool
  /// Android: the sort key within its group.
  public var sortKey: String?
  /// Android: extras put on the notification.
  public var extras: JSONObject
  /// Android: the people added to the notification (`NotificationCompat.Builder.addPerson`),
  /// non-empty texts; none by default.
  public var people: [String] = []
  /// Android: the small icon, colour, sound and image the SDK set, where they are not the app's
  /// defaults (the fields the FCM SDK's notifications carry), for `notification.displayed`;
  /// `nil` when all are defaults.
  public var appearance: FCMNotificationAppearance?
  /// Android: how long until the system cancels the notification
  /// (`NotificationCompat.Builder.setTimeoutAfter`; `notification.removed` with reason
  /// `timeout`), unless it was removed or posted again before; `nil` for none.
  public var timeoutAfter: Duration?

  /// Creates a display request.
  public init(
    id: String, content: PushNotification, replacementKey: String? = nil, channel: String? = nil,
    createsChannel: Bool = false, restored: Bool = false, isGroupSummary: Bool = false, sortKey: String? = nil, extras: JSONObject = JSONObject()
  ) {
    self.id = id
    self.content = content
    self.replacementKey = replacementKey
    self.channel = channel
    self.createsChannel = createsChannel
    self.restored = restored
    self.isGroupSummary = isGroupSummary
    self.sortKey = sortKey
    self.extras = extras
  }
}
