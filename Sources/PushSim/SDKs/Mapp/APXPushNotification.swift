/// A Mapp Engage push as the Mapp (Appoxee) iOS SDK hands it to
/// `appoxee(_:handledRemoteNotification:andIdentifer:)`: `APXPushNotification`, with the
/// properties of the SDK's public header.
///
/// **Modelled.** Mapp's iOS SDK is a closed binary: the header names the properties, the
/// "Push Payload Details" page describes them, but not which payload key fills which property.
/// PushSim's mapping (docs/Mapp.md) follows the Android SDK's open source
/// (`mapp-digital/Mapp-Engage-Android-SDK`, `PushData.kt`) where the two share keys:
/// - `uniqueID` ← `p` (an integer, or a string of digits);
/// - `alert` ← `aps.alert` when it is a string, else `aps.alert.body`; `title`, `subtitle`,
///   `body` ← `aps.alert` (a string alert is the body);
/// - `badge` ← `aps.badge` (0 when absent);
/// - `extraFields` ← every top-level key but `aps`, `p`, `buttons`, `silent_type` and
///   `silent_data` (so `apx_dpl`, the deep link the React Native bridge reads, is there);
/// - `isSilent` ← `aps.content-available: 1` without a visible alert (Mapp's silent-push page);
/// - `isTriggerUpdate` ← a `silent_type` (Mapp's commands that update the device: `sys_opt_in`,
///   `sys_set_alias`);
/// - `isRich` ← `ios_apx_media`, the rich-media URL (the Android SDK's `iosApxMedia`);
/// - `pushAction` ← `aps.category` and `buttons` (see ``APXPushNotificationAction``);
/// - `didLaunchApp` ← how the app came to the foreground (a device fact, `false` when parsing).
public struct APXPushNotification: Sendable, Equatable {
  /// `alert`: the alert text.
  public var alert: String?
  /// `title`.
  public var title: String?
  /// `subtitle`.
  public var subtitle: String?
  /// `body`.
  public var body: String?
  /// `badge` (NSInteger; 0 when the push sets none).
  public var badge: Int
  /// `uniqueID` (NSInteger): Mapp's identifier of the push, from `p`.
  public var uniqueID: Int
  /// `extraFields`: the custom key/value pairs sent with the push.
  public var extraFields: JSONObject
  /// `didLaunchApp`: whether this push launched the app from a terminated state.
  public var didLaunchApp: Bool
  /// `isRich`: the push carries rich media (`ios_apx_media`).
  public var isRich: Bool
  /// `isSilent`: `content-available: 1` and nothing to display; presents no alert.
  public var isSilent: Bool
  /// `isTriggerUpdate`: Mapp sent the push to update device data (`silent_type`); presents no
  /// alert.
  public var isTriggerUpdate: Bool
  /// `pushAction`: the category and its buttons, when the push has either.
  public var pushAction: APXPushNotificationAction?
  /// `silent_type`, the Mapp command behind a trigger update (not a header property).
  public var silentType: String?
  /// `silent_data`, the command's argument (not a header property).
  public var silentData: String?
  /// `ios_apx_media`, the rich-media URL (not a header property).
  public var richMediaURL: String?
  /// What the SDK tolerates in this payload but reads differently than a sender may expect.
  public var issues: [PayloadIssue]

  /// Whether the SDK presents nothing: silent pushes and trigger updates "do not present an
  /// alert to the user" (the Mapp page).
  public var presentsNothing: Bool { isSilent || isTriggerUpdate }

  /// Creates a notification.
  public init(
    alert: String? = nil, title: String? = nil, subtitle: String? = nil, body: String? = nil,
    badge: Int = 0, uniqueID: Int, extraFields: JSONObject = [:], didLaunchApp: Bool = false,
    isRich: Bool = false, isSilent: Bool = false, isTriggerUpdate: Bool = false,
    pushAction: APXPushNotificationAction? = nil, silentType: String? = nil, silentData: String? = nil,
    richMediaURL: String? = nil, issues: [PayloadIssue] = []
  ) {
    self.alert = alert
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.badge = badge
    self.uniqueID = uniqueID
    self.extraFields = extraFields
    self.didLaunchApp = didLaunchApp
    self.isRich = isRich
    self.isSilent = isSilent
    self.isTriggerUpdate = isTriggerUpdate
    self.pushAction = pushAction
    self.silentType = silentType
    self.silentData = silentData
    self.richMediaURL = richMediaURL
    self.issues = issues
  }
}
