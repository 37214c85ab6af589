extension AndroidDoNotDisturbRules {
  /// A notification Android counts as a conversation (AOSP `NotificationRecord.isConversation`):
  /// a `Notification.MessagingStyle` notification with a long-lived sharing shortcut (from
  /// Android 11 for an app that targets it), on a channel the user has not demoted out of the
  /// conversation space. The system then posts it on a conversation channel of its own
  /// (`NotificationChannel.getConversationId`), which the user can mark important (the
  /// conversation's Priority setting, `NotificationChannel.isImportantConversation`).
  ///
  /// No SDK PushSim models builds a messaging-style notification (docs/ModellingChoices/Android.md,
  /// "Do Not Disturb"), so the device never decides one of its notifications as a conversation.
  public enum Conversation: String, Sendable, Equatable, CaseIterable {
    /// A conversation the user has not marked important.
    case ordinary
    /// An important (priority) conversation (`isImportantConversation()`).
    case important
  }

  /// Which conversations Do Not Disturb's priority mode lets through: the policy's
  /// `priorityConversationSenders` (`NotificationManager.Policy.CONVERSATION_SENDERS_*`, with
  /// `PRIORITY_CATEGORY_CONVERSATIONS`); the raw value is the option `androidDndConversations`'s
  /// spelling.
  public enum ConversationSenders: String, Sendable, Equatable, CaseIterable {
    /// `CONVERSATION_SENDERS_ANYONE`: every conversation.
    case anyone
    /// `CONVERSATION_SENDERS_IMPORTANT`: important conversations only (the default:
    /// `ZenModeConfig`'s `DEFAULT_ALLOW_CONV` and `DEFAULT_ALLOW_CONV_FROM`).
    case important
    /// `CONVERSATION_SENDERS_NONE`: no conversation (the category `PRIORITY_CATEGORY_CONVERSATIONS`
    /// off).
    case none

    /// Whether the policy lets `conversation` through (AOSP `ZenModeFiltering.shouldIntercept`:
    /// `allowConversations()`, then anyone, or important and the channel's
    /// `isImportantConversation()`).
    public func admits(_ conversation: Conversation) -> Bool {
      switch self {
      case .anyone: true
      case .important: conversation == .important
      case .none: false
      }
    }
  }
}
