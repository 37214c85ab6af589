/// PushSim's unified notification model: what a push means, whatever the platform and dialect.
///
/// Built by ``PushDecoder`` from the bytes the device received. Its fields are the ones
/// `pushsim parse` prints under `notification` (camelCase); `nil` means "not in the payload".
public struct PushNotification: Sendable {
  /// The notification's identity on the device: the iOS request identifier (`apns-collapse-id`,
  /// else `apns-id`, else generated), the FCM message id, or a generated web id.
  public var id: String {
    get { fields.id }
    set { uniqueFields().id = newValue }
  }
  /// The title, after localisation.
  public var title: String? {
    get { fields.title }
    set { uniqueFields().title = newValue }
  }
  /// The iOS subtitle.
  public var subtitle: String? {
    get { fields.subtitle }
    set { uniqueFields().subtitle = newValue }
  }
  /// The body text, after localisation.
  public var body: String? {
    get { fields.body }
    set { uniqueFields().body = newValue }
  }
  /// The Android or web tag: a new notification with the same tag replaces the shown one.
  public var tag: String? {
    get { fields.tag }
    set { uniqueFields().tag = newValue }
  }
  /// The iOS `apns-collapse-id`: a new push with the same id replaces the delivered one.
  public var collapseID: String? {
    get { fields.collapseID }
    set { uniqueFields().collapseID = newValue }
  }
  /// The FCM collapse key (server side only, R-A-18).
  public var collapseKey: String? {
    get { fields.collapseKey }
    set { uniqueFields().collapseKey = newValue }
  }
  /// The grouping key: iOS `thread-id`, Android group.
  public var group: String? {
    get { fields.group }
    set { uniqueFields().group = newValue }
  }
  /// The iOS category (or Android `click_action`).
  public var category: String? {
    get { fields.category }
    set { uniqueFields().category = newValue }
  }
  /// The Android notification channel requested by the payload.
  public var channelID: String? {
    get { fields.channelID }
    set { uniqueFields().channelID = newValue }
  }
  /// The badge number (`0` clears the badge): iOS `aps.badge`; web, a declarative message's
  /// `app_badge` (`DeclarativeAppBadge`).
  public var badge: Int? {
    get { fields.badge }
    set { uniqueFields().badge = newValue }
  }
  /// The sound name.
  public var sound: String? {
    get { fields.sound }
    set { uniqueFields().sound = newValue }
  }
  /// iOS `aps.sound.critical: 1`: a critical alert's sound, which plays even when the device is
  /// muted or in Focus, given the critical-alerts entitlement (not modelled: SEMANTICS.md R-iOS-28).
  public var criticalSound: Bool {
    get { fields.criticalSound }
    set { uniqueFields().criticalSound = newValue }
  }
  /// iOS `aps.sound.volume`: a critical alert sound's volume, from 0 to 1.
  public var soundVolume: Double? {
    get { fields.soundVolume }
    set { uniqueFields().soundVolume = newValue }
  }
  /// iOS `content-available: 1`.
  public var contentAvailable: Bool {
    get { fields.contentAvailable }
    set { uniqueFields().contentAvailable = newValue }
  }
  /// iOS `mutable-content: 1`.
  public var mutableContent: Bool {
    get { fields.mutableContent }
    set { uniqueFields().mutableContent = newValue }
  }
  /// The URL a tap opens (FCM `link`, web `navigate` or `data.url`, a vendor's launch URL).
  public var launchURL: String? {
    get { fields.launchURL }
    set { uniqueFields().launchURL = newValue }
  }
  /// An image to attach or show.
  public var imageURL: String? {
    get { fields.imageURL }
    set { uniqueFields().imageURL = newValue }
  }
  /// The action buttons.
  public var buttons: [NotificationButton] {
    get { fields.buttons }
    set { uniqueFields().buttons = newValue }
  }
  /// iOS `interruption-level`.
  public var interruptionLevel: String? {
    get { fields.interruptionLevel }
    set { uniqueFields().interruptionLevel = newValue }
  }
  /// iOS `relevance-score`.
  public var relevanceScore: Double? {
    get { fields.relevanceScore }
    set { uniqueFields().relevanceScore = newValue }
  }
  /// iOS `target-content-id`.
  public var targetContentID: String? {
    get { fields.targetContentID }
    set { uniqueFields().targetContentID = newValue }
  }
  /// The delivery priority: `10`/`5`/`1` on iOS, `high`/`normal` on Android, the urgency on the web.
  public var priority: String? {
    get { fields.priority }
    set { uniqueFields().priority = newValue }
  }
  /// How long the push service keeps the push (`apns-expiration` relative to sending, FCM
  /// `ttl`, Web Push `TTL`); `nil` when the service's default applies.
  public var ttl: Duration? {
    get { fields.ttl }
    set { uniqueFields().ttl = newValue }
  }
  /// Web: replay sound and vibration when replacing a notification with the same tag.
  public var renotify: Bool {
    get { fields.renotify }
    set { uniqueFields().renotify = newValue }
  }
  /// Web: keep the notification until the user acts on it.
  public var requireInteraction: Bool {
    get { fields.requireInteraction }
    set { uniqueFields().requireInteraction = newValue }
  }
  /// Web: no sound or vibration.
  public var silent: Bool {
    get { fields.silent }
    set { uniqueFields().silent = newValue }
  }
  /// iOS: the intent a service extension updated the content from (a communication
  /// notification, ``CommunicationIntent``: a message or a call); never set by a payload.
  public var communication: CommunicationIntent? {
    get { fields.communication }
    set { uniqueFields().communication = newValue }
  }
  /// Whether ``communication`` is set, asked without copying the intent (`communication != nil`
  /// would copy it out of the storage and compare through `Equatable`).
  var hasCommunication: Bool { if case .none = fields.communication { false } else { true } }
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
  var customData: PushCustomData {
    get { fields.customData }
    set { uniqueFields().customData = newValue }
  }

  /// The fields, kept out of line and shared by copies until one is changed (copy on write):
  /// copying or destroying a notification is one retain or release, not one per field (a
  /// decoder's finished notification was copied into its push and the original destroyed, field
  /// by field: docs/Performance.md, seventh round).
  private var fields: Fields

  /// The stored fields. Changed only through a notification that holds the sole reference
  /// (``uniqueFields()``), so sharing one keeps value semantics: hence `@unchecked Sendable`.
  private final class Fields: @unchecked Sendable {
    var id: String
    var title: String?
    var subtitle: String?
    var body: String?
    var tag: String?
    var collapseID: String?
    var collapseKey: String?
    var group: String?
    var category: String?
    var channelID: String?
    var badge: Int?
    var sound: String?
    var criticalSound: Bool
    var soundVolume: Double?
    var contentAvailable: Bool
    var mutableContent: Bool
    var launchURL: String?
    var imageURL: String?
    var buttons: [NotificationButton]
    var interruptionLevel: String?
    var relevanceScore: Double?
    var targetContentID: String?
    var priority: String?
    var ttl: Duration?
    var renotify: Bool
    var requireInteraction: Bool
    var silent: Bool
    var customData: PushCustomData
    // Set in place, not through the initializer: a `nil` passed as its default argument was
    // destroyed again at each decode (an outlined call per push).
    var communication: CommunicationIntent? = nil

    init(
      id: String, title: String? = nil, subtitle: String? = nil, body: String? = nil, tag: String? = nil,
      collapseID: String? = nil, collapseKey: String? = nil, group: String? = nil, category: String? = nil,
      channelID: String? = nil, badge: Int? = nil, sound: String? = nil, criticalSound: Bool = false,
      soundVolume: Double? = nil, contentAvailable: Bool = false,
      mutableContent: Bool = false, launchURL: String? = nil, imageURL: String? = nil,
      buttons: [NotificationButton] = [], interruptionLevel: String? = nil, relevanceScore: Double? = nil,
      targetContentID: String? = nil, priority: String? = nil, ttl: Duration? = nil, renotify: Bool = false,
      requireInteraction: Bool = false, silent: Bool = false, customData: PushCustomData = .value(nil)
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
      self.criticalSound = criticalSound
      self.soundVolume = soundVolume
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
      self.renotify = renotify
      self.requireInteraction = requireInteraction
      self.silent = silent
      self.customData = customData
    }

    /// A new box with the same fields.
    func copy() -> Fields {
      let copy = Fields(
        id: id, title: title, subtitle: subtitle, body: body, tag: tag, collapseID: collapseID,
        collapseKey: collapseKey, group: group, category: category, channelID: channelID, badge: badge,
        sound: sound, criticalSound: criticalSound, soundVolume: soundVolume, contentAvailable: contentAvailable,
        mutableContent: mutableContent, launchURL: launchURL, imageURL: imageURL, buttons: buttons,
        interruptionLevel: interruptionLevel, relevanceScore: relevanceScore, targetContentID: targetContentID,
        priority: priority, ttl: ttl, renotify: renotify, requireInteraction: requireInteraction, silent: silent, customData: customData)
      copy.communication = communication
      return copy
    }
  }

  /// The fields, copied first when another notification shares them.
  private mutating func uniqueFields() -> Fields {
    if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
    return fields
  }

  /// Creates a notification with an id and nothing else.
  public init(id: String) { fields = Fields(id: id) }

  /// Creates a notification with the fields a decoder reads from a payload, the others at their
  /// defaults: decoders build it in one go instead of assigning field by field.
  init(
    id: String, title: String? = nil, subtitle: String? = nil, body: String? = nil, tag: String? = nil,
    collapseID: String? = nil, collapseKey: String? = nil, group: String? = nil, category: String? = nil,
    channelID: String? = nil, badge: Int? = nil, sound: String? = nil, criticalSound: Bool = false,
    soundVolume: Double? = nil, contentAvailable: Bool = false,
    mutableContent: Bool = false, launchURL: String? = nil, imageURL: String? = nil,
    buttons: [NotificationButton] = [], interruptionLevel: String? = nil, relevanceScore: Double? = nil,
    targetContentID: String? = nil, priority: String? = nil, ttl: Duration? = nil,
    customData: PushCustomData = .value(nil)
  ) {
    fields = Fields(
      id: id, title: title, subtitle: subtitle, body: body, tag: tag, collapseID: collapseID,
      collapseKey: collapseKey, group: group, category: category, channelID: channelID, badge: badge,
      sound: sound, criticalSound: criticalSound, soundVolume: soundVolume, contentAvailable: contentAvailable,
      mutableContent: mutableContent,
      launchURL: launchURL, imageURL: imageURL, buttons: buttons, interruptionLevel: interruptionLevel,
      relevanceScore: relevanceScore, targetContentID: targetContentID, priority: priority, ttl: ttl,
      customData: customData)
  }

  /// Whether the payload carries something to show (a title, a subtitle or a body).
  public var hasVisibleContent: Bool { PushNotification.isVisible(title: title, subtitle: subtitle, body: body) }

  /// ``hasVisibleContent`` from the three fields it reads (so that a push stored in a box can
  /// answer without copying its whole notification out).
  static func isVisible(title: String?, subtitle: String?, body: String?) -> Bool {
    title?.isEmpty == false || subtitle?.isEmpty == false || body?.isEmpty == false
  }
}

extension PushNotification: CustomReflectable {
  /// The fields, by name, as a struct that stores them shows them: `print`, `dump` and the
  /// debugger show the notification, not its box.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "id": id, "title": title as Any, "subtitle": subtitle as Any, "body": body as Any, "tag": tag as Any,
        "collapseID": collapseID as Any, "collapseKey": collapseKey as Any, "group": group as Any,
        "category": category as Any, "channelID": channelID as Any, "badge": badge as Any, "sound": sound as Any,
        "criticalSound": criticalSound, "soundVolume": soundVolume as Any,
        "contentAvailable": contentAvailable, "mutableContent": mutableContent, "launchURL": launchURL as Any,
        "imageURL": imageURL as Any, "buttons": buttons, "interruptionLevel": interruptionLevel as Any,
        "relevanceScore": relevanceScore as Any, "targetContentID": targetContentID as Any,
        "priority": priority as Any, "ttl": ttl as Any, "renotify": renotify,
        "requireInteraction": requireInteraction, "silent": silent, "additionalData": additionalData as Any,
        "communication": communication as Any,
      ],
      displayStyle: .struct)
  }
}
