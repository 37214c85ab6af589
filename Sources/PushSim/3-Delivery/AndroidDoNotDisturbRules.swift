/// What Android's Do Not Disturb (Zen mode) does with a notification the app posts
/// (docs/ModellingChoices/Android.md, "Do Not Disturb"), after AOSP's
/// `ZenModeFiltering.shouldIntercept` (Android 11 and later):
///
/// - total silence (`ZEN_MODE_NO_INTERRUPTIONS`) intercepts every notification;
/// - alarms only (`ZEN_MODE_ALARMS`) lets an alarm (`Notification.CATEGORY_ALARM`) through and
///   intercepts the rest, whatever its channel;
/// - priority only (`ZEN_MODE_IMPORTANT_INTERRUPTIONS`) lets through a notification on a channel
///   that may bypass Do Not Disturb (`NotificationChannel.canBypassDnd()`, which
///   `PriorityExtractor` turns into the package priority `PRIORITY_MAX`), then one whose category
///   the policy allows (alarm, event, reminder, then a conversation the policy's conversation
///   senders admit, then call and message, checked in that order; a call from a repeat caller
///   gets through when the policy allows repeat callers; a category the policy does not allow is
///   intercepted), and intercepts the rest (`!priority`).
///
/// An intercepted notification is still posted (`NotificationRecord.isIntercepted`): it makes no
/// sound or vibration and does not peek, and the policy's `SUPPRESSED_EFFECT_NOTIFICATION_LIST`
/// keeps it out of the shade (``Decision/hidden``).
///
/// Pure: ``decide(channel:category:conversation:repeatCaller:settings:)`` returns a
/// ``Decision`` and the device records it.
public enum AndroidDoNotDisturbRules {
  /// The priority categories of Do Not Disturb's policy
  /// (`NotificationManager.Policy.PRIORITY_CATEGORY_*`): the `Notification.category` values it
  /// names, and repeat callers; the raw value is the option `androidDndAllows`'s spelling.
  public enum Category: String, Sendable, Equatable, CaseIterable {
    /// `CATEGORY_ALARM` ("alarm"), `PRIORITY_CATEGORY_ALARMS`.
    case alarm = "alarms"
    /// `CATEGORY_EVENT` ("event"), `PRIORITY_CATEGORY_EVENTS`.
    case event = "events"
    /// `CATEGORY_REMINDER` ("reminder"), `PRIORITY_CATEGORY_REMINDERS`.
    case reminder = "reminders"
    /// `CATEGORY_CALL` ("call"), `PRIORITY_CATEGORY_CALLS`.
    case call = "calls"
    /// `CATEGORY_MESSAGE` ("msg"), `PRIORITY_CATEGORY_MESSAGES`.
    case message = "messages"
    /// `PRIORITY_CATEGORY_REPEAT_CALLERS`: a call (`CATEGORY_CALL`) from a person who called
    /// within ``AndroidRepeatCallers/threshold`` gets through even when calls do not. Not a
    /// `Notification.category`: ``init(notificationCategory:)`` never gives it.
    case repeatCallers

    /// The category of a notification whose `Notification.category` is `category`, or `nil`
    /// for none or one the policy does not name (`promo`, `social`, …).
    public init?(notificationCategory category: String?) {
      switch category {
      case "alarm": self = .alarm
      case "event": self = .event
      case "reminder": self = .reminder
      case "call": self = .call
      case "msg": self = .message
      default: return nil
      }
    }
  }

  /// Why Do Not Disturb let a notification through or intercepted it: the trace's `dndReason`.
  public enum Reason: String, Sendable, Equatable, CaseIterable {
    /// Its channel may bypass Do Not Disturb (AOSP's `priorityApp`).
    case priorityChannel
    /// An alarm, which alarms only and the policy let through.
    case alarm
    /// An event the policy allows.
    case event
    /// A reminder the policy allows.
    case reminder
    /// A call the policy allows.
    case call
    /// A message the policy allows.
    case message
    /// A conversation the policy's conversation senders admit (AOSP's `conversationAnyone`,
    /// `conversationMatches`).
    case conversation
    /// A call from a person who called within ``AndroidRepeatCallers/threshold``, the policy
    /// allowing repeat callers (AOSP's `repeatCaller`).
    case repeatCaller
    /// Total silence intercepts everything (AOSP's `none`).
    case totalSilence
    /// Alarms only, and it is not an alarm (AOSP's `alarmsOnly`).
    case alarmsOnly
    /// Its category is one the policy does not allow (AOSP's `!allowAlarms`, `!allowCalls`, …).
    case categoryNotAllowed
    /// Neither its channel nor its category lets it through (AOSP's `!priority`).
    case notPriority
  }

  /// What Do Not Disturb does with one notification.
  public struct Decision: Sendable, Equatable {
    /// Intercepted: posted without sound, vibration or peeking.
    public var intercepted: Bool
    /// Intercepted and kept out of the shade and the lock screen by the policy's visual effects.
    public var hidden: Bool
    /// Why.
    public var reason: Reason

    /// The trace's `dnd`: `allowed`, `intercepted`, or `hidden`.
    public var outcome: String { !intercepted ? "allowed" : hidden ? "hidden" : "intercepted" }
  }

  /// The decision for a notification posted on `channel` with `Notification.category`
  /// `category`, a conversation notification when `conversation` says which, from a repeat
  /// caller when `repeatCaller` (``AndroidRepeatCallers``; it counts for a call only), or `nil`
  /// while Do Not Disturb is off.
  public static func decide(
    channel: String?, category: String?, conversation: Conversation? = nil, repeatCaller: Bool = false,
    settings: Settings
  ) -> Decision? {
    let category = Category(notificationCategory: category)
    let allowedBy: Reason?
    let intercepted: Reason
    switch settings.mode {
    case .off:
      return nil
    case .totalSilence:
      allowedBy = nil
      intercepted = .totalSilence
    case .alarmsOnly:
      allowedBy = category == .alarm ? .alarm : nil
      intercepted = .alarmsOnly
    case .priorityOnly:
      if let channel, settings.bypassChannels.contains(channel) {
        allowedBy = .priorityChannel
      } else {
        allowedBy = priorityReason(
          category: category, conversation: conversation, repeatCaller: repeatCaller, settings: settings)
      }
      intercepted = category == nil ? .notPriority : .categoryNotAllowed
    }
    if let allowedBy { return Decision(intercepted: false, hidden: false, reason: allowedBy) }
    return Decision(intercepted: true, hidden: settings.hidesNotifications, reason: intercepted)
  }

  /// Priority only, for a notification whose channel does not bypass Do Not Disturb: why the
  /// policy lets it through, or `nil`. AOSP's order: an alarm, an event or a reminder is decided
  /// by its category alone; then a conversation the policy's conversation senders admit is let
  /// through, and one they do not falls through to its category ("if conversations aren't
  /// allowed record might still be allowed thanks to call or message metadata"); then a call,
  /// from a repeat caller first (`allowRepeatCallers()` and `REPEAT_CALLERS.isRepeat`), or a
  /// message.
  static func priorityReason(
    category: Category?, conversation: Conversation?, repeatCaller: Bool, settings: Settings
  ) -> Reason? {
    if let category, category == .alarm || category == .event || category == .reminder {
      return settings.allows.contains(category) ? category.reason : nil
    }
    if let conversation, settings.conversations.admits(conversation) { return .conversation }
    if category == .call, repeatCaller, settings.allows.contains(.repeatCallers) { return .repeatCaller }
    guard let category, settings.allows.contains(category) else { return nil }
    return category.reason
  }
}

extension AndroidDoNotDisturbRules.Category {
  /// The reason a notification of this category the policy allows is let through.
  var reason: AndroidDoNotDisturbRules.Reason {
    switch self {
    case .alarm: .alarm
    case .event: .event
    case .reminder: .reminder
    case .call: .call
    case .message: .message
    case .repeatCallers: .repeatCaller
    }
  }
}
