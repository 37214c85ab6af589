/// PushSim's unified notification model: what a push means, whatever the platform and dialect.
///
/// Built by ``PushDecoder`` from the bytes the device received. Its fields are the ones
/// `pushsim parse` prints under `notification` (camelCase); `nil` means "not in the payload".
public struct PushNotification: Sendable {
  /// The notification's identity on the device: the iOS request identifier (`apns-collapse-id`,
  /// else `apns-id`, else generated), the FCM message id, or a generated web id.
  public var id: String
  /// The title, after localisation.
  public var title: String?
  /// The iOS subtitle.
  public var subtitle: String?
  /// The body text, after localisation.
  public var body: String?
  /// The Android or web tag: a new notification with the same tag replaces the shown one.
  public var tag: String?
  /// The iOS `apns-collapse-id`: a new push with the same id replaces the delivered one.
  public var collapseID: String?
  /// The FCM collapse key (server side only, R-A-18).
  public var collapseKey: String?
  /// The grouping key: iOS `thread-id`, Android group.
  public var group: String?
  /// The iOS category (or Android `click_action`).
  public var category: String?
  /// The Android notification channel requested by the payload.
  public var channelID: String?
  /// The badge number (`0` clears the badge).
  public var badge: Int?
  /// The sound name.
  public var sound: String?
  /// iOS `content-available: 1`.
  public var contentAvailable = false
  /// iOS `mutable-content: 1`.
  public var mutableContent = false
  /// The URL a tap opens (FCM `link`, web `navigate` or `data.url`, a vendor's launch URL).
  public var launchURL: String?
  /// An image to attach or show.
  public var imageURL: String?
  /// The action buttons.
  public var buttons: [NotificationButton] = []
  /// iOS `interruption-level`.
  public var interruptionLevel: String?
  /// iOS `relevance-score`.
  public var relevanceScore: Double?
  /// iOS `target-content-id`.
  public var targetContentID: String?
  /// The delivery priority: `10`/`5`/`1` on iOS, `high`/`normal` on Android, the urgency on the web.
  public var priority: String?
  /// How long the push service keeps the push (`apns-expiration` relative to sending, FCM
  /// `ttl`, Web Push `TTL`); `nil` when the service's default applies.
  public var ttl: Duration?
  /// Web: replay sound and vibration when replacing a notification with the same tag.
  public var renotify = false
  /// Web: keep the notification until the user acts on it.
  public var requireInteraction = false
  /// Web: no sound or vibration.
  public var silent = false
  /// The custom data the app sees: the iOS keys beside `aps`, the Android `getData()` map, the
  /// web notification's `data`.
  ///
  /// Decoders set it from the payload without materialising it: the value is built from the
  /// payload when read (each read builds it again; store it in a local when reading it often).
  public var additionalData: JSONValue? {
    get { customData.value }
    set { customData = .value(newValue) }
  }
  /// Where ``additionalData`` comes from.
  var customData = PushCustomData.value(nil)

  /// Creates a notification with an id and nothing else.
  public init(id: String) { self.id = id }

  /// Creates a notification with the fields a decoder reads from a payload, the others at their
  /// defaults: decoders build it in one go instead of assigning field by field.
  init(
    id: String, title: String? = nil, subtitle: String? = nil, body: String? = nil, tag: String? = nil,
    collapseID: String? = nil, collapseKey: String? = nil, group: String? = nil, category: String? = nil,
    channelID: String? = nil, badge: Int? = nil, sound: String? = nil, contentAvailable: Bool = false,
    mutableContent: Bool = false, launchURL: String? = nil, imageURL: String? = nil,
    buttons: [NotificationButton] = [], interruptionLevel: String? = nil, relevanceScore: Double? = nil,
    targetContentID: String? = nil, priority: String? = nil, ttl: Duration? = nil,
    customData: PushCustomData = .value(nil)
  ) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.tag = tag
    self.collapseID = collapseID
    self.collapseKey = collapseKey
    self.group = group
    self.category = category
    self.channelID = channelID
    self.badge = badge
    self.sound = sound
    self.contentAvailable = contentAvailable
    self.mutableContent = mutableContent
    self.launchURL = launchURL
    self.imageURL = imageURL
    self.buttons = buttons
    self.interruptionLevel = interruptionLevel
    self.relevanceScore = relevanceScore
    self.targetContentID = targetContentID
    self.priority = priority
    self.ttl = ttl
    self.customData = customData
  }

  /// Moves `notification` out, leaving an empty one in its place (``takeValue(_:leaving:)``).
  static func take(_ notification: inout PushNotification) -> PushNotification {
    takeValue(&notification, leaving: PushNotification(id: ""))
  }

  /// Whether the payload carries something to show (a title, a subtitle or a body).
  public var hasVisibleContent: Bool { PushNotification.isVisible(title: title, subtitle: subtitle, body: body) }

  /// ``hasVisibleContent`` from the three fields it reads (so that a push stored in a box can
  /// answer without copying its whole notification out).
  static func isVisible(title: String?, subtitle: String?, body: String?) -> Bool {
    !(title ?? "").isEmpty || !(subtitle ?? "").isEmpty || !(body ?? "").isEmpty
  }
}
