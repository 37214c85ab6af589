/// A WonderPush notification as the WonderPush SDK on the receiving platform sees it: the `_wp`
/// object (a JSON string in the Android data map, a dictionary in the iOS `userInfo` and in the
/// web push data) read with that SDK's own rules, and the custom data around it.
///
/// Field names follow the SDKs' models (`NotificationModel`, `AlertModel`, `ActionModel` on
/// Android; `WPReportingData`, `WPAction` on iOS). Decode one with ``WonderPushDecoder``.
///
/// The platforms read the same payload differently (VENDORS.md §2):
/// - ids: Android fills each missing short id (`c`, `n`, `v`) from `reporting`; iOS takes the
///   short ids alone if any is present, else `campaignId`/`notificationId`/`viewId`, else
///   `reporting`, and drops ids that are not strings, where Android turns them into text;
/// - type: a missing or unknown `type` is `simple` on Android when the alert has a title or a
///   text and `data` otherwise; iOS treats it as `simple`;
/// - strings: Android reads most fields with `org.json`'s `optString`, which turns a number into
///   its text and `null` into the text `"null"`; iOS and the web read strings only.
public struct WonderPushNotification: Sendable, Equatable {
  /// The platform whose SDK read the push.
  public var platform: Platform
  /// `_wp` as the SDK parsed it (on Android with `org.json`'s lenient parser).
  public var wp: JSONObject
  /// `getCampaignId()`: `c`, or per platform the long name or `reporting.campaignId`.
  public var campaignId: String?
  /// `getNotificationId()`: `n`, or per platform the long name or `reporting.notificationId`.
  public var notificationId: String?
  /// `getViewId()`: `v`, or per platform the long name or `reporting.viewId`.
  public var viewId: String?
  /// `getReporting()`: the `reporting` object, sent back with every tracked event.
  public var reporting: JSONObject?
  /// `getType()`: the declared `type`, or the type the SDK inferred.
  public var type: NotificationType
  /// Whether `type` was inferred because the payload's was missing or unknown.
  public var isTypeInferred: Bool
  /// `getTargetedInstallation()`: `@`, the only installation that may handle the push (Android
  /// ignores it elsewhere).
  public var targetedInstallation: String?
  /// `getTargetUrl()`: where opening the notification leads (`wonderpush://notificationOpen/
  /// default` when absent).
  public var targetUrl: String?
  /// `targetUrlMode`, as sent.
  public var targetUrlMode: String?
  /// `getAlert()`: what the Android SDK displays (`nil` when `alert` is missing, not an object,
  /// or, on Android, has an unknown `alert.type`).
  public var alert: Alert?
  /// `getReceiveActions()`: the actions run when the push is received.
  public var receiveActions: [Action]
  /// `getActions()`: the actions run when the notification is opened (a button's own actions
  /// replace them when that button is tapped).
  public var actions: [Action]
  /// `attachments`: what the iOS notification service extension downloads.
  public var attachments: [Attachment]
  /// `getReceipt()`: whether reception is tracked (`@NOTIFICATION_RECEIVED`).
  public var receipt: Bool
  /// `getReceiptUsingMeasurements()`: whether reception is counted rather than tracked. On iOS
  /// the app's `trackNotificationReceived:` reading (`boolValue`, a string included).
  public var receiptUsingMeasurements: Bool
  /// iOS: whether the SDK's service extension counts the reception: `receiptUsingMeasurements`
  /// read with `[WPNSUtil numberForKey:] boolValue` (WP-I `WPNotificationServiceExtension.m`), a
  /// number only, so `"yes"` makes ``receiptUsingMeasurements`` true here but not this. `false`
  /// on Android and the web.
  public var extensionCountsReceipt: Bool
  /// `getLastReceivedNotificationCheckDelay()`, in milliseconds (default 7 days).
  public var lastReceivedNotificationCheckDelay: Int64
  /// `inApp` {`reporting`, `content`}: an in-app message shown when the notification is opened.
  public var inApp: JSONObject?
  /// iOS `apsForeground` {`autoOpen`, `autoDrop`}: what to do when the app is in the foreground.
  public var apsForeground: JSONObject?
  /// The custom data: the payload's other top-level keys (not `_wp`, not `aps`, not FCM's own
  /// `google.*`, `gcm.*`, `from`, `collapse_key`, `message_type`), on Android decoded as the
  /// delegate gets them (see ``notificationPayload``).
  public var customData: JSONObject
  /// What `onNotificationReceived` / `onNotificationOpened` get: on iOS and the web the whole
  /// `userInfo` / push data; on Android every extra of the push intent (FCM's keys and `_wp`
  /// included), each string that looks like JSON decoded the lenient `org.json` way
  /// (`notificationPayloadFromBundle`): `{…}` and `[…]` strings that parse become an object or
  /// an array, `"true"`, `"false"` and `"null"` become literals, numbers stay strings; FCM's
  /// `google.sent_time` and `google.ttl`, a `Long` and an `Integer` in the bundle, are numbers
  /// (``WonderPushDecoder/androidPayloadValue(key:_:)``).
  public var notificationPayload: JSONObject
  /// iOS: whether `aps` has a title, a subtitle or a body for iOS to display (the WonderPush
  /// SDK does not display `_wp.alert` on iOS). Always `true` elsewhere.
  public var hasVisibleAPSContent: Bool
  /// What the SDK tolerates in this payload but reads differently than a sender may expect:
  /// ids that are not strings, unknown types, actions it skips (`pushsim lint` reports them).
  public var issues: [PayloadIssue]

  /// The Android notification tag: `alert.tag` when the alert has a `tag` key, else the campaign
  /// id (then the local notification id is 0, so a later push of the same campaign replaces
  /// this one). `nil` on iOS and the web, where WonderPush does not tag notifications.
  public var tag: String? {
    guard platform == .android else { return nil }
    if let alert, alert.hasTag { return alert.tag }
    return campaignId
  }

  /// Whether nothing is displayed for this push.
  ///
  /// Android (`NotificationManager.buildNotification_inner`): `type` is `data`, or the alert,
  /// with its `foreground` overrides when the app is in the foreground, has neither a title nor a
  /// text. iOS: `type` is `data` (`isDataNotification`: the SDK never presents it), or `aps` has
  /// nothing to display (``hasVisibleAPSContent``). The web: never; browsers make the service
  /// worker show a notification for every push, so WonderPush has no silent web pushes.
  ///
  /// - Parameter inForeground: Whether the app is in the foreground (Android only).
  /// - Returns: `true` when nothing is displayed.
  public func isSilent(inForeground: Bool = false) -> Bool {
    switch platform {
    case .android:
      if type == .data { return true }
      guard let shown = alert?.forCurrentSettings(inForeground: inForeground) else { return true }
      return shown.title == nil && shown.text == nil
    case .iOS:
      return type == .data || !hasVisibleAPSContent
    case .web:
      return false
    }
  }

  /// Creates a notification for `platform` from an already-read `_wp`; ``WonderPushDecoder``
  /// fills the fields.
  ///
  /// - Parameters:
  ///   - platform: The receiving platform.
  ///   - wp: The `_wp` object.
  public init(platform: Platform, wp: JSONObject) {
    self.platform = platform
    self.wp = wp
    type = .simple
    isTypeInferred = true
    receiveActions = []
    actions = []
    attachments = []
    receipt = false
    receiptUsingMeasurements = false
    extensionCountsReceipt = false
    lastReceivedNotificationCheckDelay = WonderPushNotification.defaultLastReceivedNotificationCheckDelay
    customData = JSONObject()
    notificationPayload = JSONObject()
    hasVisibleAPSContent = true
    issues = []
  }

  /// `DEFAULT_LAST_RECEIVED_NOTIFICATION_CHECK_DELAY`: 7 days, in milliseconds.
  public static let defaultLastReceivedNotificationCheckDelay: Int64 = 7 * 86_400 * 1000
}
