import Testing

@testable import PushSim

/// Communication notifications beyond a direct message (iOS 15+): a group conversation (an
/// `INSendMessageIntent` with more than one recipient, its `speakableGroupName` and image), a
/// call (`INStartCallIntent`: a missed call or a voicemail), and the app's Direct Messages switch,
/// which keeps a message's notification in the Scheduled Summary but never a call's.
struct CommunicationGroupAndCallTests {
  static let me = "me@example.com"
  static let group = SendMessageIntent(
    sender: "alice@example.com", senderName: "Alice", recipients: [me, "bob@example.com"], groupName: "Book club",
    groupImage: "club.png")
  static let missed = StartCallIntent(caller: "alice@example.com", callerName: "Alice", avatar: "alice.jpg", call: .missed)
  static let summary: [Duration] = [.seconds(8 * 3_600)]

  /// Options with a Focus, the people it allows, a summary and the Direct Messages switch.
  static func options(
    focus: DeviceOptions.Focus = .appSilenced, people: [String] = ["alice@example.com"], summary: [Duration]? = nil,
    directMessages: Bool = true, entitled: Bool = true
  ) -> DeviceOptions {
    var options = CommunicationNotificationTests.options(focus: focus, people: people, summary: summary, entitled: entitled)
    options.iosDirectMessagesSetting = directMessages
    return options
  }

  /// A background iPhone whose extension updates the content with `update`, after one push.
  func device(_ options: DeviceOptions, update: @escaping @Sendable (NotificationContent) -> NotificationContent) throws -> SimulatedDevice {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    device.setServiceExtension(ClosureServiceExtension { content, _ in .completes(with: update(content)) })
    try device.receive(json: CommunicationNotificationTests.alert, headers: CommunicationNotificationTests.headers)
    device.advance(by: .seconds(1))
    return device
  }

  /// More than one recipient makes a group conversation; with the user alone, or none, it is a
  /// direct message whose group name iOS ignores.
  @Test func aGroupIsMoreThanOneRecipient() {
    #expect(Self.group.isGroup)
    #expect(!SendMessageIntent(sender: "a", senderName: "A", recipients: [Self.me], groupName: "Club").isGroup)
    #expect(!SendMessageIntent(sender: "a", senderName: "A", groupName: "Club").isGroup)
    let counted = SendMessageIntent(sender: "a", senderName: "A", recipients: [Self.me], recipientCount: 5, groupName: "Club")
    #expect(counted.isGroup && counted.countedRecipients == 5)
    #expect(!SendMessageIntent(sender: "a", senderName: "A", recipientCount: 1).isGroup)
    let group: JSONValue = .object(["recipients": 5, "name": "Club"])
    #expect(counted.traceValue == .object(["sender": "a", "senderName": "A", "group": group]))
  }

  /// A group conversation's notification carries the group (recipient count, name, image) beside
  /// its sender; a direct message with a group name carries no group.
  @Test func theDeviceShowsTheGroupBesideTheSender() throws {
    let shown = try #require(
      device(Self.options(focus: .off)) { $0.updating(from: Self.group) }.events(named: "notification.displayed").first)
    let group: JSONValue = .object(["recipients": 2, "name": "Book club", "image": "club.png"])
    #expect(shown["communication"] == .object(["sender": "alice@example.com", "senderName": "Alice", "group": group]))
    let direct = SendMessageIntent(sender: "alice@example.com", senderName: "Alice", recipients: [Self.me], groupName: "Club")
    let plain = try #require(
      device(Self.options(focus: .off)) { $0.updating(from: direct) }.events(named: "notification.displayed").first)
    #expect(plain["communication"] == .object(["sender": "alice@example.com", "senderName": "Alice"]))
  }

  /// In a group conversation the Focus looks at the sender: Alice's group message is let through;
  /// Carol's, in a group Alice belongs to, is silenced.
  @Test func aFocusLooksAtAGroupMessagesSender() throws {
    let fromAlice = try device(Self.options()) { $0.updating(from: Self.group) }
    #expect(fromAlice.events(named: "notification.displayed").first?["focus"] == "senderAllowed")
    let carol = SendMessageIntent(
      sender: "carol@example.com", senderName: "Carol", recipients: [Self.me, "alice@example.com"], groupName: "Book club")
    let fromCarol = try device(Self.options()) { $0.updating(from: carol) }
    let shown = try #require(fromCarol.events(named: "notification.displayed").first)
    #expect(shown["focus"] == "silenced" && shown["delivery"] == "quiet")
  }

  /// `updating(from:)` with a call sets the call and replaces a message intent, and back.
  @Test func updatingFromACallReplacesAMessage() {
    let content = NotificationContent(title: "T", body: "B")
    let call = content.updating(from: CommunicationNotificationTests.alice).updating(from: Self.missed)
    #expect(call.callIntent == Self.missed && call.messageIntent == nil)
    #expect(call.communicationIntent?.person == "alice@example.com" && call.communicationIntent?.isCall == true)
    let message = call.updating(from: Self.group)
    #expect(message.messageIntent == Self.group && message.callIntent == nil)
    let edit = ScriptedContentEdit(body: "Missed call", callIntent: Self.missed)
    #expect(edit.applied(to: content) == NotificationContent(title: "T", body: "Missed call").updating(from: Self.missed))
    #expect(ScriptedServiceExtension(callIntent: Self.missed).callIntent == Self.missed)
  }

  /// A call's notification carries the call and its caller, is let through a Focus that allows
  /// the caller, and the extension's end says the update took under `callIntent`.
  @Test func theDeviceShowsTheCallAndLetsAnAllowedCallerThrough() throws {
    let device = try device(Self.options()) { $0.updating(from: Self.missed) }
    let completed = try #require(device.events(named: "extension.completed").first)
    #expect(completed["callIntent"] == "updated" && completed["messageIntent"] == nil)
    let shown = try #require(device.events(named: "notification.displayed").first)
    #expect(
      shown["communication"]
        == .object(["call": "missed", "caller": "alice@example.com", "callerName": "Alice", "avatar": "alice.jpg"]))
    #expect(shown["focus"] == "senderAllowed" && shown["delivery"] == nil)
    let voicemail = StartCallIntent(caller: "bob@example.com", callerName: "Bob", call: .voicemail)
    let fromBob = try self.device(Self.options()) { $0.updating(from: voicemail) }
    #expect(fromBob.events(named: "notification.displayed").first?["focus"] == "silenced")
  }

  /// Without the capability a call's update fails as a message's does: shown plain.
  @Test func withoutTheCapabilityACallIsShownPlain() throws {
    let device = try device(Self.options(entitled: false)) { $0.updating(from: Self.missed) }
    #expect(device.events(named: "extension.completed").first?["callIntent"] == "notEntitled")
    let shown = try #require(device.events(named: "notification.displayed").first)
    #expect(shown["communication"] == nil && shown["focus"] == "silenced")
  }

  /// The Direct Messages switch is on by default; off, a message's communication notification is
  /// held in the summary and says why, while a call's still breaks through.
  @Test(arguments: [IOSInterruptionRules.Level.passive, .active])
  func theDirectMessagesSwitchHoldsMessagesNotCalls(level: IOSInterruptionRules.Level) {
    #expect(DeviceOptions().iosDirectMessagesSetting)
    let options = Self.options(focus: .off, summary: Self.summary, directMessages: false)
    let message = IOSInterruptionRules.decide(level: level, options: options, now: .zero, sender: "bob@example.com")
    #expect(message.scheduledSummary == .inSummary && message.directMessagesOff && message.heldUntil != nil)
    #expect(!message.isPlain)
    let call = IOSInterruptionRules.decide(level: level, options: options, now: .zero, sender: "bob@example.com", call: true)
    #expect(call.scheduledSummary == .brokeThrough && !call.directMessagesOff && call.heldUntil == nil)
    let on = IOSInterruptionRules.decide(
      level: level, options: Self.options(focus: .off, summary: Self.summary), now: .zero, sender: "bob@example.com")
    #expect(on.scheduledSummary == .brokeThrough && !on.directMessagesOff)
    let plain = IOSInterruptionRules.decide(level: level, options: options, now: .zero)
    #expect(plain.scheduledSummary == .inSummary && !plain.directMessagesOff)
  }

  /// With the switch off a time-sensitive message still breaks through by its level.
  @Test func aTimeSensitiveMessageStillBreaksThroughWithTheSwitchOff() {
    let options = Self.options(focus: .off, summary: Self.summary, directMessages: false)
    let decision = IOSInterruptionRules.decide(level: .timeSensitive, options: options, now: .zero, sender: "bob@example.com")
    #expect(decision.scheduledSummary == .brokeThrough && !decision.directMessagesOff)
  }

  /// A message the switch held is delivered at the summary's time under the Focus then, which
  /// still lets its allowed sender through; the trace says it was held and why.
  @Test func aHeldMessageIsLetThroughAtSummaryTimeByAFocusAllowingItsSender() throws {
    let device = try device(Self.options(summary: Self.summary, directMessages: false)) {
      $0.updating(from: CommunicationNotificationTests.alice)
    }
    #expect(device.events(named: "push.held").first?["reason"] == "scheduledSummary")
    #expect(device.events(named: "notification.displayed").isEmpty)
    device.advance(by: .seconds(8 * 3_600))
    let shown = try #require(device.events(named: "notification.displayed").first)
    #expect(shown["scheduledSummary"] == "inSummary" && shown["directMessagesOff"] == true)
    #expect(shown["focus"] == "senderAllowed" && shown["communication"] != nil)
  }

  /// The option acts on iOS only, and a wrong value says what is expected.
  @Test func theDirectMessagesOptionIsAnIOSOne() throws {
    #expect(InterruptionOptionTests.apply("directMessagesSetting", false).0.iosDirectMessagesSetting == false)
    #expect(InterruptionOptionTests.apply("directMessagesSetting", "off").1?.hasPrefix(#"option "directMessagesSetting" must be"#) == true)
    let devices = #"{"web": {"platform": "web", "options": {"directMessagesSetting": false}}, "phone": {"platform": "ios", "options": {"directMessagesSetting": false}}}"#
    #expect(try OptionNotApplicableTests.warnings(devices: devices) == ["web directMessagesSetting"])
  }
}
