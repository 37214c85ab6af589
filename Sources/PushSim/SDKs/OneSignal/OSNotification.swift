/// OneSignal's `OSNotification`: what the OneSignal SDK makes of a push, with the names of its
/// public API (the Android getters without `get`, the iOS properties).
///
/// Built by ``OSNotificationDecoder`` from an ``IncomingPush``. One type serves both platforms,
/// as OneSignal's payload reference describes one class for both: the Android-only fields stay
/// at their defaults on iOS and the other way round. Sources: `Notification.kt` in
/// OneSignal-Android-SDK v5 and `OSNotification.m` in OneSignal-iOS-SDK (VENDORS.md §1), and
/// https://documentation.onesignal.com/docs/en/osnotification-payload.
///
/// ```swift
/// let outcome = OSNotificationDecoder().decode(push)
/// outcome.notification?.notificationId   // custom.i
/// outcome.notification?.additionalData   // custom.a (iOS new format: the keys beside aps)
/// ```
public struct OSNotification: Sendable, Equatable {
  /// The limit of a push payload, in bytes (APNs and FCM).
  public static let payloadLimit = 4096
  /// The size OneSignal advises to stay under "to avoid truncation", in bytes.
  public static let recommendedPayloadSize = 3500
  /// The limit of `additionalData`, in bytes of compact JSON.
  public static let additionalDataLimit = 2048
  /// The time to live Android assumes when the payload has none: 259 200 s (3 days),
  /// `NotificationConstants.DEFAULT_TTL_IF_NOT_IN_PAYLOAD`.
  public static let defaultTTL = 259_200

  /// Which of OneSignal's payload layouts the push uses.
  public enum Format: String, Sendable, Equatable {
    /// Android: an FCM data map with the `custom` JSON string.
    case android
    /// iOS original format: a `custom` dictionary, `buttons` and `att` at the top level.
    case original
    /// iOS new format: an `os_data` dictionary, custom data at the top level.
    case osData
  }

  /// The platform the push was received on.
  public var platform: Platform
  /// The payload layout.
  public var format: Format
  /// iOS: the legacy minified "remote silent" form (`m`, `b`, `s`, `at`, `o`), read when the
  /// push has no `aps.alert` and has `m` (original format) or `os_data.buttons` (new format).
  public var isRemoteSilent = false

  // MARK: Both platforms

  /// The OneSignal notification UUID (`custom.i` / `os_data.i`).
  public var notificationId: String?
  /// The template UUID (`ti`).
  public var templateId: String?
  /// The template name (`tn`).
  public var templateName: String?
  /// The title: Android `title`; iOS `aps.alert.title`.
  public var title: String?
  /// The body: Android `alert`; iOS `aps.alert` (a string) or `aps.alert.body`, or `m` in the
  /// remote-silent form.
  public var body: String?
  /// The custom key-value data: `custom.a` (Android, and the iOS original format) or every
  /// top-level key except `aps` and `os_data` (iOS new format). Android removes the button keys
  /// `actionButtons` and `actionId` from it.
  public var additionalData: JSONObject?
  /// iOS original format: `custom.a` when it is not a dictionary. `parseOriginalPayload` assigns
  /// `_additionalData = _rawPayload[@"custom"][@"a"]` with no type check, so the SDK's
  /// `additionalData` holds this value as is (a string, a number, an array…); ``additionalData``
  /// is `nil` then.
  public var additionalDataAsIs: JSONValue?
  /// What the SDK's `additionalData` holds: ``additionalData`` as an object, else
  /// ``additionalDataAsIs``; `nil` when the payload has none.
  public var additionalDataValue: JSONValue? { additionalData.map(JSONValue.object) ?? additionalDataAsIs }
  /// The URL opened on a tap (`u`).
  public var launchURL: String?
  /// The action buttons; `nil` when the payload has none (or the SDK could not read them).
  public var actionButtons: [ActionButton]?
  /// The sound: Android `sound`; iOS `aps.sound` (or `s`).
  public var sound: String?
  /// The collapse id: Android `collapse_key` (`nil` for FCM's `do_not_collapse`); iOS
  /// `collapse_id`.
  public var collapseId: String?
  /// The whole payload: on Android the JSON text of the data map as the SDK saw it (a string,
  /// as `getRawPayload()` returns); on iOS the `userInfo` dictionary.
  public var rawPayload: JSONValue = .null

  // MARK: Android

  /// The Android notification id (`getAndroidNotificationId()`): 0 in a decoding on its own
  /// (`pushsim parse`) and on iOS. On an Android device the SDK gives each new notification a
  /// non-zero random id (PushSim's is seeded from the installation id, so a run is reproducible)
  /// or, for a collapse id whose notification is neither dismissed nor opened, that
  /// notification's id; the will-display and click listeners get the same one.
  public var androidNotificationId = 0
  /// Android: the SDK restored the notification after a reboot or a restart of the app (the
  /// payload reference's `restoring`: "restored notifications can be ignored using the restoring
  /// flag"); `false` for a push as it arrives.
  public var restoring = false
  /// The notifications a group summary stands for (`getGroupedNotifications()`); `nil` for a
  /// single push.
  public var groupedNotifications: [OSNotification]?
  /// The small icon resource name (`sicon`).
  public var smallIcon: String?
  /// The large icon, a URL or resource name (`licon`).
  public var largeIcon: String?
  /// The big picture URL (`bicon`).
  public var bigPicture: String?
  /// The small icon's accent colour, ARGB (`bgac`).
  public var smallIconAccentColor: String?
  /// The LED colour, ARGB (`ledc`).
  public var ledColor: String?
  /// The lock-screen visibility (`vis`): 1 public (the default), 0 private, -1 secret.
  public var lockScreenVisibility = 1
  /// The id of the channel the payload describes (`chnl`, a JSON string with the channel's
  /// `id`, name and settings: the dashboard's Android categories), which the SDK creates before
  /// posting; `fcm_fallback_notification_channel` when it names none or the reserved
  /// `miscellaneous`; `nil` without `chnl` or when `chnl` is not a JSON object (the SDK then
  /// creates no channel from it). Not an `OSNotification` getter, but what the display uses
  /// (`NotificationChannelManager.createChannel`).
  public var payloadChannelId: String?
  /// Whether the channel the payload describes asks to bypass Do Not Disturb: the payload's
  /// top-level `bdnd` is 1 (`createChannel`: `setBypassDnd(payload.optInt("bdnd", 0) == 1)`).
  /// Android grants it only to an app with notification policy access. Not an `OSNotification`
  /// getter.
  public var payloadChannelBypassesDnd = false
  /// Whether the payload has a `chnl` key, readable or not: without one the SDK creates its
  /// default channel (`createDefaultChannel`, no `setBypassDnd`); with one it cannot read it
  /// creates none. Not an `OSNotification` getter.
  public var payloadHasChannel = false
  /// A channel the app created itself (`oth_chnl`), posted on when the app has it
  /// (`NotificationChannelManager.createNotificationChannel`). Not an `OSNotification` getter.
  public var otherChannel: String?
  /// The group key (`grp`).
  public var groupKey: String?
  /// The summary text of the group (`grp_msg`).
  public var groupMessage: String?
  /// The sender's project number (`from`).
  public var fromProjectNumber: String?
  /// The background image and text colours (`bg_img`, a JSON string).
  public var backgroundImageLayout: BackgroundImageLayout?
  /// OneSignal's priority, 0–10 (`pri`, 0 when absent). `Notification.kt` returns the payload
  /// value (the payload reference says "-2 to 2", which is ``androidPriority``, what the
  /// display uses).
  public var priority = 0
  /// The priority the display reads: `pri`, or 6 when the payload has none
  /// (`setAlertnessOptions` and the payload channel read `optInt("pri", 6)`); not an
  /// `OSNotification` getter.
  public var displayPriority = 6
  /// When the push was sent, UNIX seconds (`google.sent_time` or `hms.sent_time`, in ms, ÷ 1000);
  /// `nil` when the SDK uses the time it processes the push (no `google.ttl`/`hms.ttl`, or no
  /// sent time beside it).
  public var sentTime: Int64?
  /// The time to live in seconds (`google.ttl` or `hms.ttl`; ``defaultTTL`` otherwise).
  public var ttl = OSNotification.defaultTTL
  /// The vibration pattern (`vib_pt`, a JSON array, or a string holding one), in ms; not an
  /// `OSNotification` getter, but what the display uses.
  public var vibrationPattern: [Int64]?
  /// `custom.a.os_in_app_message_preview_id` (any value, as its text): the SDK shows this
  /// in-app message preview instead of a notification in the foreground, and on a tap of the
  /// notification it posts otherwise.
  public var inAppMessagePreviewId: String?

  // MARK: iOS

  /// The subtitle (`aps.alert.subtitle`).
  public var subtitle: String?
  /// Whether `aps.alert` is present (the system shows something).
  public var hasAlert = false
  /// Whether `aps.badge` is present.
  public var hasBadge = false
  /// The badge (`aps.badge`, or `b`), read as `intValue`; 0 when absent.
  public var badge = 0
  /// The badge increment (`badge_inc`), read as `integerValue`; 0 when absent.
  public var badgeIncrement = 0
  /// The category (`aps.category`).
  public var category: String?
  /// The thread identifier (`aps.thread-id`).
  public var threadId: String?
  /// The relevance score (`aps.relevance-score`).
  public var relevanceScore: Double?
  /// The interruption level (`aps.interruption-level`).
  public var interruptionLevel: String?
  /// `aps.content-available` read as `boolValue` (the hyphen; `content_available` is ignored).
  public var contentAvailable = false
  /// `aps.mutable-content` read as `boolValue`.
  public var mutableContent = false
  /// The attachments: identifier → URL or bundled file name (`att`, `os_data.att` or `at`).
  public var attachments: JSONObject?

  /// Creates an empty notification for a platform and format.
  public init(platform: Platform, format: Format) {
    self.platform = platform
    self.format = format
  }
}

extension OSNotification {
  /// Whether the SDK shows nothing for this push.
  ///
  /// Android: it displays a notification only when `alert` is a non-empty string
  /// (`NotificationGenerationProcessor.shouldDisplayNotification`; an app's extender can still
  /// add one). iOS: the system shows the push only when `aps.alert` is present; the legacy
  /// remote-silent form is silent by definition.
  public var isSilent: Bool {
    switch platform {
    case .android: (body ?? "").isEmpty
    case .iOS, .web: !hasAlert
    }
  }

  /// Whether Android treats the push as high priority: `pri` 9 or more
  /// (`NotificationPriorityMapper.isHighPriority`).
  public var isHighPriority: Bool { priority >= 9 }

  /// The Android notification priority (`NotificationCompat.PRIORITY_*`) for
  /// ``displayPriority``: 9–10 MAX (2), 7–8 HIGH (1), 5–6 DEFAULT (0), 3–4 LOW (-1), below 3
  /// MIN (-2) (`NotificationPriorityMapper.toAndroidPriority`); DEFAULT without `pri`.
  public var androidPriority: Int {
    switch displayPriority {
    case 9...: 2
    case 7...: 1
    case 5...: 0
    case 3...: -1
    default: -2
    }
  }

  /// Whether the SDK creates the `chnl` channel of a payload with this priority with
  /// `IMPORTANCE_NONE`, off: `createChannel`'s `priorityToImportance(optInt("pri", 6))` is
  /// `NotificationPriorityMapper.toAndroidImportance` (OneSignal/OneSignal-Android-SDK#2565),
  /// 9 or more MAX, 7–8 HIGH, 5–6 DEFAULT, 3–4 LOW, 1–2 MIN and below 1 NONE. The same for an
  /// entry of the dashboard's channel list (`processChannelList`).
  public static func channelImportanceIsNone(priority: Int) -> Bool { priority < 1 }

  /// Whether the `chnl` channel of this payload is created off: ``displayPriority`` below 1
  /// (``channelImportanceIsNone(priority:)``).
  public var channelImportanceIsNone: Bool { OSNotification.channelImportanceIsNone(priority: displayPriority) }

  /// The name of ``androidPriority``: `MAX`, `HIGH`, `DEFAULT`, `LOW` or `MIN`.
  public var androidPriorityName: String {
    ["MIN", "LOW", "DEFAULT", "HIGH", "MAX"][androidPriority + 2]
  }

  /// The UNIX time, in seconds, at which the push's TTL runs out: sent time + TTL.
  ///
  /// - Parameter receivedAtUnixTime: when the SDK processed the push, used when the payload
  ///   has no sent time (as the SDK uses its clock then).
  public func expireTime(receivedAtUnixTime: Int64) -> Int64 {
    (sentTime ?? receivedAtUnixTime) + Int64(ttl)
  }

  /// Whether the push is past its TTL at `now`: Android shows (and restores) a notification only
  /// while `sentTime + ttl > now` (`NotificationGenerationProcessor.isNotificationWithinTTL`).
  /// Always `false` on iOS, which has no such check.
  ///
  /// - Parameters:
  ///   - now: the UNIX time, in seconds.
  ///   - receivedAtUnixTime: when the SDK processed the push, for a payload without a sent time;
  ///     `now` when not given (a TTL of 0 or less is then already past).
  public func isPastTTL(atUnixTime now: Int64, receivedAtUnixTime: Int64? = nil) -> Bool {
    guard platform == .android else { return false }
    return expireTime(receivedAtUnixTime: receivedAtUnixTime ?? now) <= now
  }
}
