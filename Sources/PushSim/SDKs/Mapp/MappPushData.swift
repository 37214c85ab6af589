/// A Mapp Engage push as the Mapp (Appoxee) Android SDK reads it: its `PushData`
/// (`com.appoxee.push.PushData`, `MappPush` in the wrappers), with the field names the
/// React Native plugin reads (`id`, `title`, `content`, `actionUri`, `silentType`,
/// `silentData`, `category`, `extraFields`) and the other fields of the SDK's model.
///
/// Decode one with ``MappPushDecoder/decodeAndroid(_:)``. Source: the Mapp Engage Android SDK
/// (`mapp-digital/Mapp-Engage-Android-SDK`, `PushData.kt`, `PushManagerImpl.kt`), whose
/// `toPushData` takes each key out of a copy of the data map, so `extraFields` holds only what
/// no field took:
/// - `id` ← `p` (`toLongOrNull() ?: 0`); `title` ← `push_title`; `alert`; `content` (the
///   model's `bigText`) ← `big_text_body`; `sound`; `badgeNumber` ← `badge`; `category`;
///   `silentType` ← `silent_type`; `silentData` ← `silent_data`; `language` ← `lc`;
///   `userId` ← `user_id`; `customerId` ← `customer_id`; `type` and `iosApxMedia` ←
///   `ios_apx_media`; `contentAvailable` ← `content_available` (`"true"` in any case);
///   `sendoutId` ← `sendout_id` (`toLongOrNull()`);
/// - `internalUriType` is the first key present of `apx_dpl`, `apx_url`, `apx_aid`,
///   `apx_inbox`, `apx_url_internal`, `push_destroy`; `actionUri` is the value of the first of
///   `apx_dpl`, `apx_aid`, `apx_inbox`, else `apx_url` / `apx_url_internal` with `http://`
///   added when it has no scheme, else `""` (the two orders differ: with `apx_url` and `apx_aid`
///   the type is `apx_url` and the URI the package);
/// - `buttons`: a JSON-array string of `{fgAction, bgAction}` objects.
public struct MappPushData: Sendable, Equatable {
  /// `id`: `p` as a number (0 when it is not one).
  public var id: Int64
  /// `title`: `push_title`.
  public var title: String?
  /// `alert`: read, but neither shown nor handed to the app: the notification's text is
  /// ``content`` (`NotificationFactory`: `setContentText(bigText ?: "")`), and `MappPush` has no
  /// `alert`.
  public var alert: String?
  /// `content` (`bigText`): `big_text_body`, the notification's text (also its big text).
  public var content: String?
  /// `sound`.
  public var sound: String?
  /// `actionUri`: what a tap opens (`""` when nothing).
  public var actionUri: String
  /// `internalUriType`: the key that decided what a tap opens (`apx_dpl`, `apx_url`, …, or `""`).
  public var internalUriType: String
  /// `badgeNumber`: `badge` as an integer.
  public var badgeNumber: Int?
  /// `contentAvailable`: `content_available` is `"true"`: a silent push, not displayed.
  public var contentAvailable: Bool
  /// `silentType`: the Mapp command of a silent push (`sys_opt_in`, `sys_set_alias`).
  public var silentType: String?
  /// `silentData`: the command's argument (`"true"`/`"false"`, the alias).
  public var silentData: String?
  /// `category`: the notification category (its buttons come from the app's configuration).
  public var category: String?
  /// `language`: `lc`.
  public var language: String?
  /// `userId`: `user_id`.
  public var userId: String?
  /// `customerId`: `customer_id`.
  public var customerId: String?
  /// `type`: the rich-media type.
  public var type: String?
  /// `iosApxMedia`: `ios_apx_media`, the rich-media URL.
  public var iosApxMedia: String?
  /// `sendoutId`: `sendout_id` as a number (the SDK reports opens and dismissals with it).
  public var sendoutId: Int64?
  /// `buttonList`: the payload's buttons, read as the iOS model's buttons.
  public var buttonList: [APXPushNotificationActionButton]
  /// The foreground actions of `buttonList`, flattened in order as the SDK pairs them with its
  /// category's buttons (`buttonList.flatMap { it?.fgActions }`): one per element with an
  /// `fgAction`, `nil` for an `fgAction` with none of its keys (`KEY_LAUNCH_APP`: the app opens).
  /// Elements with only a `bgAction` add none.
  public var foregroundActions: [APXPushNotificationActionButtonAction?]
  /// `extraFields`: the data-map entries no field took.
  public var extraFields: JSONObject
  /// What the SDK tolerates in this payload but reads differently than a sender may expect.
  public var issues: [PayloadIssue]

  /// Whether the SDK displays nothing: a silent push (`content_available`).
  public var isSilent: Bool { contentAvailable }

  /// Creates push data.
  public init(
    id: Int64, title: String? = nil, alert: String? = nil, content: String? = nil, sound: String? = nil,
    actionUri: String = "", internalUriType: String = "", badgeNumber: Int? = nil,
    contentAvailable: Bool = false, silentType: String? = nil, silentData: String? = nil,
    category: String? = nil, language: String? = nil, userId: String? = nil, customerId: String? = nil,
    type: String? = nil, iosApxMedia: String? = nil, sendoutId: Int64? = nil, buttonList: [APXPushNotificationActionButton] = [],
    foregroundActions: [APXPushNotificationActionButtonAction?] = [],
    extraFields: JSONObject = [:], issues: [PayloadIssue] = []
  ) {
    self.id = id
    self.title = title
    self.alert = alert
    self.content = content
    self.sound = sound
    self.actionUri = actionUri
    self.internalUriType = internalUriType
    self.badgeNumber = badgeNumber
    self.contentAvailable = contentAvailable
    self.silentType = silentType
    self.silentData = silentData
    self.category = category
    self.language = language
    self.userId = userId
    self.customerId = customerId
    self.type = type
    self.iosApxMedia = iosApxMedia
    self.sendoutId = sendoutId
    self.buttonList = buttonList
    self.foregroundActions = foregroundActions
    self.extraFields = extraFields
    self.issues = issues
  }
}
