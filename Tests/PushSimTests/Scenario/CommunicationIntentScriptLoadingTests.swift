import Testing

@testable import PushSim

/// A scripted service extension's `callIntent` and a `messageIntent`'s group fields, in its own
/// edit and its `timeWillExpire`, and the errors for wrong ones.
struct CommunicationIntentScriptLoadingTests {
  let script = ServiceExtensionScriptLoadingTests()

  /// `caller` and `callerName` are required, `avatar` optional, `call` missed by default.
  @Test func callIntentIsLoadedInBothEdits() throws {
    let loaded = try script.loaded(
      #"{"body": "B", "callIntent": {"caller": "alice", "callerName": "Alice", "avatar": "a.jpg"}, "timeWillExpire": {"callIntent": {"caller": "bob", "callerName": "Bob", "call": "voicemail"}}}"#)
    #expect(loaded.callIntent == StartCallIntent(caller: "alice", callerName: "Alice", avatar: "a.jpg", call: .missed))
    #expect(loaded.timeWillExpire?.callIntent == StartCallIntent(caller: "bob", callerName: "Bob", call: .voicemail))
    #expect(loaded.messageIntent == nil)
  }

  /// `recipients`, `recipientCount`, `groupName` and `groupImage` describe a group conversation.
  @Test func groupFieldsAreLoaded() throws {
    let loaded = try script.loaded(
      #"{"messageIntent": {"sender": "a", "senderName": "A", "recipients": ["me", "b"], "recipientCount": 4, "groupName": "Club", "groupImage": "c.png"}}"#)
    #expect(
      loaded.messageIntent
        == SendMessageIntent(
          sender: "a", senderName: "A", recipients: ["me", "b"], recipientCount: 4, groupName: "Club", groupImage: "c.png"))
  }

  /// The donation metadata's `notifyRecipientAnyway`, `mentionsCurrentUser` and
  /// `isReplyToCurrentUser` are booleans, `false` when absent.
  @Test func donationMetadataFlagsAreLoaded() throws {
    let loaded = try script.loaded(
      #"{"messageIntent": {"sender": "a", "senderName": "A", "notifyRecipientAnyway": true, "mentionsCurrentUser": true, "isReplyToCurrentUser": false}}"#)
    #expect(
      loaded.messageIntent
        == SendMessageIntent(sender: "a", senderName: "A", notifyRecipientAnyway: true, mentionsCurrentUser: true))
    let plain = try script.loaded(#"{"messageIntent": {"sender": "a", "senderName": "A"}}"#)
    #expect(plain.messageIntent?.notifyRecipientAnyway == false && plain.messageIntent?.isReplyToCurrentUser == false)
  }

  /// `call: incoming` and `ringtone` make a ringing call.
  @Test func aRingingCallIsLoaded() throws {
    let loaded = try script.loaded(
      #"{"callIntent": {"caller": "bob", "callerName": "Bob", "call": "incoming", "ringtone": true}}"#)
    #expect(loaded.callIntent == StartCallIntent(caller: "bob", callerName: "Bob", call: .incoming, ringtone: true))
    #expect(loaded.callIntent?.rings == true)
  }

  /// Both intents at once, an unknown call, an empty recipient, a negative recipient count or a
  /// group image without a name say where and what was expected.
  @Test(arguments: [
    (
      #"{"messageIntent": {"sender": "a", "senderName": "A"}, "callIntent": {"caller": "a", "callerName": "A"}}"#,
      #"s.json:1:178: serviceExtension of "app" of device "phone" has both "messageIntent" and "callIntent"; an extension updates the content from one intent (updating(from:)): keep "messageIntent" for a message, "callIntent" for a missed call or a voicemail"#
    ),
    (
      #"{"callIntent": {"caller": "a", "callerName": "A", "call": "mised"}}"#,
      #"s.json:1:168: unknown call "mised" in callIntent of serviceExtension of "app" of device "phone"; expected one of missed, voicemail, incoming; did you mean "missed"?"#
    ),
    (
      #"{"callIntent": {"callerName": "A"}}"#,
      #"s.json:1:125: callIntent of serviceExtension of "app" of device "phone" needs a "caller" field: the caller's identifier (the INPerson's handle, which a Focus's focusAllowedPeople lists), such as "alice@example.com""#
    ),
    (
      #"{"messageIntent": {"sender": "a", "senderName": "A", "recipients": ["me", ""]}}"#,
      #"s.json:1:184: "recipients"[1] in messageIntent of serviceExtension of "app" of device "phone" is empty; give each recipient's identifier (the user among them), such as ["me@example.com", "bob@example.com"]"#
    ),
    (
      #"{"messageIntent": {"sender": "a", "senderName": "A", "recipientCount": -2}}"#,
      #"s.json:1:181: "recipientCount" in messageIntent of serviceExtension of "app" of device "phone" is -2; give how many recipients the conversation has (INSendMessageIntentDonationMetadata.recipientCount), 0 or more, such as 3"#
    ),
    (
      #"{"messageIntent": {"sender": "a", "senderName": "A", "groupImage": "c.png"}}"#,
      #"s.json:1:177: "groupImage" in messageIntent of serviceExtension of "app" of device "phone" needs a "groupName": the image is set for the speakableGroupName parameter, so give the conversation's name too, such as "Book club""#
    ),
    (
      #"{"messageIntent": {"sender": "a", "senderName": "A", "notifyRecipientAnyway": "yes"}}"#,
      #"s.json:1:188: "notifyRecipientAnyway" in messageIntent of serviceExtension of "app" of device "phone" must be true or false, not "yes""#
    ),
    (
      #"{"callIntent": {"caller": "a", "callerName": "A", "ringtone": 1}}"#,
      #"s.json:1:172: "ringtone" in callIntent of serviceExtension of "app" of device "phone" must be true or false, not 1"#
    ),
  ])
  func wrongCommunicationIntentsAreLoadErrors(text: String, message: String) {
    #expect(loadError(script.text(text)) == message)
  }
}
