/// A notification shown on the device: in iOS Notification Center, the Android notification
/// drawer, or the browser's notification list.
public struct DisplayedNotification: Sendable {
  /// The notification's id (iOS request identifier, FCM message id, web id).
  public var id: String
  /// The push it came from (with the content as shown, after a service extension).
  ///
  /// The notification center keeps a push nothing changed after decoding as where it came from
  /// (its payload bytes, headers and arrival) and decodes it again each time this is read from
  /// the center: read it once into a local when reading it often.
  public var push: IncomingPush {
    get {
      switch storage {
      case .push(let push): push
      case .origin(let origin, _): origin.decodeAgain()
      }
    }
    set { storage = .push(newValue) }
  }
  /// How the push is kept.
  private var storage: Storage

  /// How a displayed notification keeps its push.
  private enum Storage: Sendable {
    /// The push itself (one reference: ``IncomingPush`` keeps its fields out of line).
    case push(IncomingPush)
    /// Where the unchanged push was decoded from, with its tag (the center's tag index reads it).
    case origin(PushOrigin, tag: String?)
  }
  /// The key that makes a later notification replace this one: the iOS request identifier, the
  /// Android or web tag. `nil` when nothing replaces it.
  public var replacementKey: String?
  /// The Android notification channel it was posted on.
  public var channel: String?
  /// Attachments a service extension added.
  public var attachments: [String] {
    get { details?.value.attachments ?? [] }
    set { change { $0.attachments = newValue } }
  }
  /// Whether an SDK restored it after a reboot or restart.
  public var restored = false
  /// Whether the embedded vendor SDK posted it (its taps go to that SDK).
  public var postedBySDK = false
  /// Whether it is an SDK's group summary notification (Android).
  public var isGroupSummary = false
  /// Android: the FCM SDK posted it without a `gcm.n.tag`, so the system holds it under the tag
  /// `CommonNotificationBuilder.getTag` made, `"FCM-Notification:" + SystemClock.uptimeMillis()`.
  /// ``tag`` stays `nil` (the trace's `tag: null`, and nothing replaces it), but a
  /// `closeNotifications` that matches tags does not take it for untagged
  /// (docs/ModellingChoices/Android.md).
  public var hasGeneratedTag = false
  /// Android: the sort key within its group, if the SDK set one.
  public var sortKey: String? {
    get { details?.value.sortKey }
    set { change { $0.sortKey = newValue } }
  }
  /// Android: the extras the SDK put on the notification.
  public var extras: JSONObject {
    get { details?.value.extras ?? JSONObject() }
    set { change { $0.extras = newValue } }
  }
  /// Android: `Notification.when` as its poster set it, UNIX milliseconds: the FCM SDK's
  /// `gcm.n.event_time` (``RemoteMessage/Notification/eventTime``). `nil`: the builder's
  /// default, the millisecond it was posted (``displayedAt``).
  public var when: Int64? {
    get { details?.value.when }
    set { change { $0.when = newValue } }
  }
  /// Android: the people its poster added (`NotificationCompat.Builder.addPerson`, AOSP
  /// `EXTRA_PEOPLE_LIST`), as the URIs or names given; empty for most.
  public var people: [String] {
    get { details?.value.people ?? [] }
    set { change { $0.people = newValue } }
  }
  /// Android: a call from a repeat caller (``AndroidRepeatCallers``): one of its ``people``
  /// called within the threshold before. Decided when it was posted, and asked again at each
  /// change of Do Not Disturb's mode or policy (when its own call may count).
  public var isRepeatCall: Bool {
    get { details?.value.isRepeatCall ?? false }
    set { change { $0.isRepeatCall = newValue } }
  }
  /// What only some notifications have, out of line: `nil` when it would all be empty (most
  /// notifications), so a stored notification keeps 8 bytes instead of 48.
  private var details: Indirect<Details>?

  /// The attachments, sort key, extras, `when`, people, whether it is a repeat call, and when it
  /// arrived if that is not when it was displayed.
  private struct Details: Sendable {
    var attachments: [String] = []
    var sortKey: String?
    var extras = JSONObject()
    var when: Int64?
    var people: [String] = []
    var isRepeatCall = false
    var arrivedAt: SimInstant?

    /// Whether all are empty.
    var isEmpty: Bool {
      attachments.isEmpty && sortKey == nil && extras.isEmpty && when == nil && people.isEmpty && !isRepeatCall
        && arrivedAt == nil
    }
  }

  /// Changes the details, dropping the box when they become empty.
  private mutating func change(_ body: (inout Details) -> Void) {
    var value = details?.value ?? Details()
    body(&value)
    details = value.isEmpty ? nil : Indirect(value)
  }

  /// When it was displayed.
  public var displayedAt: SimInstant
  /// When its push reached the device: ``displayedAt``, unless the notification waited before it
  /// entered the center (an iOS Scheduled Summary holds it until the summary's time, which then
  /// becomes its ``displayedAt``). Set it after changing ``displayedAt``.
  public var arrivedAt: SimInstant {
    get { details?.value.arrivedAt ?? displayedAt }
    set {
      let kept = newValue == displayedAt ? nil : newValue
      change { $0.arrivedAt = kept }
    }
  }

  /// The content as shown.
  public var content: PushNotification { push.notification }
  /// The tag (Android, web).
  public var tag: String? {
    switch storage {
    case .push(let push): push.notificationTag
    case .origin(_, let tag): tag
    }
  }
  /// The title as shown.
  public var title: String? { push.notification.title }
  /// The body as shown.
  public var body: String? { push.notification.body }

  /// Makes this notification what the center stores: an unchanged push (one that still has its
  /// ``IncomingPush/origin``) is kept as its origin, so the parsed tape and the decoded strings
  /// are freed; ``push`` decodes it again when read, equal field by field.
  mutating func compactForStorage() {
    guard case .push(let push) = storage, let origin = push.origin else { return }
    storage = .origin(origin, tag: push.notificationTag)
  }

  /// This notification with its push decoded, for code that reads ``push`` several times (a
  /// notification the center keeps as its origin decodes it on every read).
  func withPushDecoded() -> DisplayedNotification {
    guard case .origin(let origin, _) = storage else { return self }
    var copy = self
    copy.storage = .push(origin.decodeAgain())
    return copy
  }

  /// The size of the payload as the device received it: the bytes the push was decoded from,
  /// or the size the push service counts when the push was made or changed in code.
  var receivedByteCount: Int {
    switch storage {
    case .push(let push): push.origin?.bytes.count ?? push.size
    case .origin(let origin, _): origin.bytes.count
    }
  }

  /// Whether the push is kept as its origin (decoded again when read).
  var isKeptAsOrigin: Bool {
    if case .origin = storage { return true }
    return false
  }
}

// The initializer is in an extension so that the struct keeps its memberwise initializer, and
// calls it. Assigned field by field in the struct's own initializer, the value (too large for the
// optimizer to keep in registers) was built in memory, then copied and the original destroyed
// (every field retained and released once more) at each display.
extension DisplayedNotification {
  /// Creates a displayed notification.
  public init(
    id: String, push: IncomingPush, replacementKey: String?, channel: String? = nil,
    attachments: [String] = [], restored: Bool = false, displayedAt: SimInstant
  ) {
    self.init(
      id: id, storage: .push(push), replacementKey: replacementKey, channel: channel, restored: restored,
      details: attachments.isEmpty ? nil : Indirect(Details(attachments: attachments)), displayedAt: displayedAt)
  }
}
