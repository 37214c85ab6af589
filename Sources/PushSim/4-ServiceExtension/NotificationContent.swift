/// The content a notification service extension receives and may change
/// (`UNMutableNotificationContent`).
public struct NotificationContent: Sendable, Equatable {
  /// The title.
  public var title: String?
  /// The subtitle.
  public var subtitle: String?
  /// The body.
  public var body: String?
  /// The badge.
  public var badge: Int?
  /// The sound.
  public var sound: String?
  /// Attachment URLs (or file names).
  public var attachments: [String] = []
  /// The category identifier.
  public var categoryIdentifier: String?
  /// The thread identifier.
  public var threadIdentifier: String?
  /// The actions of a category the extension registered for this notification
  /// (`setNotificationCategories`, as SDK extensions do for a payload's buttons); they become the
  /// notification's buttons. `nil` keeps the buttons as delivered.
  public var categoryActions: [NotificationButton]?
  /// The intent the extension updated the content from (`updating(from:)`, a message or a
  /// call), which makes it a communication notification when the app has the Communication
  /// Notifications capability (``DeviceOptions/iosCommunicationEntitlement``); `nil` for a plain
  /// notification. Updating from one intent replaces the other.
  public var communicationIntent: CommunicationIntent?
  /// The message intent the extension updated the content from (``updating(from:)-(SendMessageIntent)``),
  /// if it was a message's.
  public var messageIntent: SendMessageIntent? {
    get { communicationIntent?.message }
    set { communicationIntent = newValue.map(CommunicationIntent.init) }
  }
  /// The call intent the extension updated the content from (``updating(from:)-(StartCallIntent)``),
  /// if it was a call's.
  public var callIntent: StartCallIntent? {
    get { communicationIntent?.call }
    set { communicationIntent = newValue.map(CommunicationIntent.init) }
  }

  /// Empty content (what an NSE with the filtering entitlement passes to show nothing).
  public init(
    title: String? = nil, subtitle: String? = nil, body: String? = nil, badge: Int? = nil,
    sound: String? = nil, attachments: [String] = [], categoryIdentifier: String? = nil,
    threadIdentifier: String? = nil
  ) {
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.badge = badge
    self.sound = sound
    self.attachments = attachments
    self.categoryIdentifier = categoryIdentifier
    self.threadIdentifier = threadIdentifier
  }

  /// The content of a notification as delivered.
  public init(_ notification: PushNotification) {
    self.init(
      title: notification.title, subtitle: notification.subtitle, body: notification.body,
      badge: notification.badge, sound: notification.sound,
      categoryIdentifier: notification.category, threadIdentifier: notification.group)
  }

  /// Whether it is empty content (`UNNotificationContent()`): no text, badge, sound or
  /// attachment. An extension with the filtering entitlement passes it to show nothing (R-NSE-5).
  public var isEmpty: Bool {
    !hasAlertText && badge == nil && sound == nil && attachments.isEmpty
  }

  /// Whether there is alert text: without it the system ignores the changes (R-NSE-4).
  public var hasAlertText: Bool {
    !(title ?? "").isEmpty || !(subtitle ?? "").isEmpty || !(body ?? "").isEmpty
  }

  /// `updating(from:)` with an `INSendMessageIntent`: a copy of the content that iOS shows as a
  /// communication notification from the intent's sender (iOS 15+).
  ///
  /// On a device, `updating(from:)` throws when the app lacks the Communication Notifications
  /// capability; PushSim's device checks the capability when the extension hands the content,
  /// records it on `extension.completed` or `.timedOut` (`messageIntent: notEntitled`) and
  /// shows the content without the intent, as the extension's `catch` would (docs/ModellingChoices/iOS.md).
  ///
  /// - Parameter intent: the incoming message, donated by the extension.
  /// - Returns: the content with ``messageIntent`` set, its other fields unchanged.
  public func updating(from intent: SendMessageIntent) -> NotificationContent {
    var updated = self
    updated.messageIntent = intent
    return updated
  }

  /// `updating(from:)` with an `INStartCallIntent`: a copy of the content that iOS shows as a
  /// communication notification about a call from the intent's caller (a missed call or a
  /// voicemail, iOS 15+). The capability is checked as for a message.
  ///
  /// - Parameter intent: the call, donated by the extension.
  /// - Returns: the content with ``callIntent`` set, its other fields unchanged.
  public func updating(from intent: StartCallIntent) -> NotificationContent {
    var updated = self
    updated.callIntent = intent
    return updated
  }

  /// Applies this content to a notification.
  func applied(to notification: PushNotification) -> PushNotification {
    var result = notification
    result.title = title
    result.subtitle = subtitle
    result.body = body
    result.badge = badge
    if sound != notification.sound {
      // A sound the extension set is a plain one (`UNNotificationSound(named:)`, `.default`):
      // the critical alert's flag and volume went with the delivered sound.
      result.sound = sound
      result.criticalSound = false
      result.soundVolume = nil
    }
    result.category = categoryIdentifier
    result.group = threadIdentifier
    if let categoryActions { result.buttons = categoryActions }
    result.communication = communicationIntent
    return result
  }
}
