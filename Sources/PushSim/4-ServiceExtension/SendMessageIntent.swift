/// The message a notification service extension describes with SiriKit's `INSendMessageIntent`
/// and passes to `UNNotificationContent.updating(from:)` (iOS 15+) to make the notification a
/// communication notification: shown with the sender's name and avatar, and let through a Focus
/// that allows the sender (docs/ModellingChoices/iOS.md, "Communication notifications").
///
/// PushSim keeps what decides how iOS presents it: who sent it (the intent's `sender`, an
/// `INPerson`), the name iOS shows, and the avatar. The extension has donated the interaction
/// (`INInteraction.donate`, direction `.incoming`) before it updates the content, as Apple's
/// article "Implementing communication notifications" asks.
///
/// ```swift
/// let alice = SendMessageIntent(sender: "alice@example.com", senderName: "Alice")
/// let nse = ClosureServiceExtension { content, _ in
///   .completes(with: content.updating(from: alice))
/// }
/// ```
/// (`CommunicationNotificationTests`.)
public struct SendMessageIntent: Sendable, Equatable {
  /// The sender's identifier: the `INPerson`'s handle (or `customIdentifier`) that iOS matches
  /// against the people a Focus allows (``DeviceOptions/iosFocusAllowedPeople``).
  public var sender: String
  /// The sender's name as iOS shows it in place of the app's name (`INPerson.displayName`).
  public var senderName: String
  /// The sender's avatar (an image URL or file name, `INImage`), shown in place of the app's
  /// icon; `nil` when the intent has none.
  public var avatar: String?
  /// The sender is a contact suggestion, not one of the user's contacts
  /// (`INPerson.isContactSuggestion`): iOS shows the name as a guess, "Maybe: Alice"
  /// (``CommunicationIntent/shownName(_:handle:suggested:)``). Default `false`.
  public var senderIsContactSuggestion: Bool
  /// The identifiers of the intent's `recipients` (the user among them, as `INPerson` with
  /// `isMe`). More than one makes it a group conversation (``isGroup``); empty by default.
  public var recipients: [String]
  /// The donation metadata's recipient count (`INSendMessageIntentDonationMetadata.recipientCount`,
  /// iOS 15), which an app sets when it cannot list the recipients; `nil` when not set. It makes
  /// a group conversation as a list of that many recipients would.
  public var recipientCount: Int?
  /// The conversation's name (`speakableGroupName`), shown for a group conversation only.
  public var groupName: String?
  /// The conversation's image (`setImage(_:forParameterNamed: \.speakableGroupName)`), shown
  /// for a group conversation only.
  public var groupImage: String?
  /// The donation metadata's `notifyRecipientAnyway` (iOS 15): the sender asked for the message
  /// to reach the user despite their Focus (Messages' "Notify Anyway"). iOS hands it to the
  /// Focus, which lets the notification through when the app may see the user's Focus status
  /// (``DeviceOptions/iosFocusStatusShared``; `focus: notifyAnyway`,
  /// docs/ModellingChoices/iOS.md). Default `false`.
  public var notifyRecipientAnyway: Bool
  /// The donation metadata's `mentionsCurrentUser` (iOS 15): the message mentions the user. iOS
  /// keeps it with the notification, but its Focus does not read it: recorded, nothing more
  /// (docs/ModellingChoices/iOS.md). Default `false`.
  public var mentionsCurrentUser: Bool
  /// The donation metadata's `isReplyToCurrentUser` (iOS 15): the message replies to one of the
  /// user's. Recorded as ``mentionsCurrentUser`` is, with no effect on delivery. Default `false`.
  public var isReplyToCurrentUser: Bool

  /// An intent sent by `sender`, shown as `senderName` with `avatar`; `recipients` (or
  /// `recipientCount`), `groupName` and `groupImage` describe a group conversation;
  /// `notifyRecipientAnyway`, `mentionsCurrentUser` and `isReplyToCurrentUser` are the rest of
  /// its donation metadata.
  public init(
    sender: String, senderName: String, avatar: String? = nil, recipients: [String] = [],
    recipientCount: Int? = nil, groupName: String? = nil, groupImage: String? = nil,
    notifyRecipientAnyway: Bool = false, mentionsCurrentUser: Bool = false, isReplyToCurrentUser: Bool = false,
    senderIsContactSuggestion: Bool = false
  ) {
    self.sender = sender
    self.senderName = senderName
    self.avatar = avatar
    self.recipients = recipients
    self.recipientCount = recipientCount
    self.groupName = groupName
    self.groupImage = groupImage
    self.notifyRecipientAnyway = notifyRecipientAnyway
    self.mentionsCurrentUser = mentionsCurrentUser
    self.isReplyToCurrentUser = isReplyToCurrentUser
    self.senderIsContactSuggestion = senderIsContactSuggestion
  }

  /// How many recipients iOS counts: those listed, or the donation metadata's count when it is
  /// larger.
  public var countedRecipients: Int { max(recipients.count, recipientCount ?? 0) }

  /// Whether iOS presents it as a group conversation: the intent has more than one recipient
  /// (``countedRecipients``). With one (the user) or none it is a direct message and iOS ignores
  /// the group name and image (bluesky-social/social-app #10590: iOS classifies it "based on the
  /// recipient count", and with none "falls back to MessagingDirect, and ignores
  /// speakableGroupName"; the metadata's `recipientCount` tells it of a group whose list is not
  /// sent).
  public var isGroup: Bool { countedRecipients > 1 }

  /// The intent as `notification.displayed` writes it under `communication`: `sender`,
  /// `senderName`, then `shownName` for a contact suggestion, then `avatar` when there is one, then for a group conversation `group`
  /// (`recipients`, ``countedRecipients``, then `name` and `image` when given), then each of
  /// `notifyRecipientAnyway`, `mentionsCurrentUser` and `isReplyToCurrentUser` that is `true`.
  var traceValue: JSONValue {
    var object: JSONObject = ["sender": .string(sender), "senderName": .string(senderName)]
    object["shownName"] = CommunicationIntent.shownName(senderName, handle: sender, suggested: senderIsContactSuggestion).map(JSONValue.string)
    object["avatar"] = avatar.map(JSONValue.string)
    if isGroup {
      var group: JSONObject = ["recipients": .integer(Int64(countedRecipients))]
      group["name"] = groupName.map(JSONValue.string)
      group["image"] = groupImage.map(JSONValue.string)
      object["group"] = .object(group)
    }
    if notifyRecipientAnyway { object["notifyRecipientAnyway"] = true }
    if mentionsCurrentUser { object["mentionsCurrentUser"] = true }
    if isReplyToCurrentUser { object["isReplyToCurrentUser"] = true }
    return .object(object)
  }
}
