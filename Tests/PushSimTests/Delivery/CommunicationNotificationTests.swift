import Testing

@testable import PushSim

/// Communication notifications (iOS 15+): a service extension updates the content from an
/// `INSendMessageIntent` (``NotificationContent/updating(from:)``, ``SendMessageIntent``); with
/// the Communication Notifications capability the notification carries its sender, breaks
/// through a Scheduled Summary, and through a Focus that silences the app when the Focus allows
/// the sender (``IOSInterruptionRules/FocusOutcome/senderAllowed``). Without the capability it
/// is shown as a plain one (`messageIntent: notEntitled`).
struct CommunicationNotificationTests {
  static let alice = SendMessageIntent(sender: "alice@example.com", senderName: "Alice", avatar: "alice.jpg")
  static let alert = #"{"aps":{"alert":{"title":"New message","body":"Encrypted"},"mutable-content":1}}"#
  static let headers: PushHeaders = ["apns-push-type": "alert"]

  /// Options with a Focus that silences the app and allows `people`, and optionally a summary.
  static func options(
    focus: DeviceOptions.Focus = .appSilenced, people: [String] = ["alice@example.com"], summary: [Duration]? = nil,
    entitled: Bool = true
  ) -> DeviceOptions {
    var options = IOSInterruptionRulesTests.options(focus: focus, summary: summary)
    options.iosFocusAllowedPeople = people
    options.iosCommunicationEntitlement = entitled
    return options
  }

  /// A background iPhone whose extension decrypts the body and updates it from Alice's message
  /// intent, after the push.
  func device(_ options: DeviceOptions) throws -> SimulatedDevice {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    device.setServiceExtension(ClosureServiceExtension { content, _ in
      var decrypted = content
      decrypted.body = "See you at 8?"
      return .completes(with: decrypted.updating(from: Self.alice))
    })
    try device.receive(json: Self.alert, headers: Self.headers)
    device.advance(by: .seconds(1))
    return device
  }

  /// The capability is on and no one is allowed by default, as an app and a new Focus have them.
  @Test func defaultsAreEntitledAndNoOneAllowed() {
    let options = DeviceOptions()
    #expect(options.iosCommunicationEntitlement && options.iosFocusAllowedPeople.isEmpty)
  }

  /// A Focus that silences the app lets a communication notification from an allowed sender
  /// through, whatever its level, and says why; nothing else changes.
  @Test(arguments: IOSInterruptionRules.Level.allCases)
  func anAllowedSenderIsLetThroughASilencingFocus(level: IOSInterruptionRules.Level) {
    let decision = IOSInterruptionRules.decide(level: level, options: Self.options(), now: .zero, sender: "alice@example.com")
    #expect(decision.focus == .senderAllowed)
    #expect(decision.timeSensitiveOff == nil)
  }

  /// A sender the Focus does not allow, or a plain notification (no sender), is silenced as
  /// before; a Focus that allows the app, or none, is not concerned with the sender.
  @Test func otherSendersAndOtherFocusesAreUnchanged() {
    let bob = IOSInterruptionRules.decide(level: .active, options: Self.options(), now: .zero, sender: "bob@example.com")
    #expect(bob.focus == .silenced)
    let plain = IOSInterruptionRules.decide(level: .active, options: Self.options(), now: .zero)
    #expect(plain.focus == .silenced)
    let allowed = IOSInterruptionRules.decide(
      level: .active, options: Self.options(focus: .appAllowed), now: .zero, sender: "alice@example.com")
    #expect(allowed.focus == .allowed)
    let off = IOSInterruptionRules.decide(level: .active, options: Self.options(focus: .off), now: .zero, sender: "alice@example.com")
    #expect(off.isPlain)
  }

  /// A communication notification breaks through the Scheduled Summary "by default", from any
  /// sender, even passive or with the app's Time Sensitive switch off; a plain one is held.
  @Test(arguments: [IOSInterruptionRules.Level.passive, .active, .timeSensitive])
  func aCommunicationNotificationIsNotHeldBySummary(level: IOSInterruptionRules.Level) {
    var options = Self.options(focus: .off, people: [], summary: [.seconds(8 * 3_600)])
    options.iosTimeSensitiveSetting = false
    let decision = IOSInterruptionRules.decide(level: level, options: options, now: .zero, sender: "bob@example.com")
    #expect(decision.scheduledSummary == .brokeThrough && decision.heldUntil == nil)
    let plain = IOSInterruptionRules.decide(level: level, options: options, now: .zero)
    #expect(plain.scheduledSummary == .inSummary && plain.heldUntil != nil)
  }

  /// `updating(from:)` sets the intent and nothing else; a scripted edit with one applies it.
  @Test func updatingFromAnIntentKeepsTheContent() {
    let content = NotificationContent(title: "T", body: "B", attachments: ["a.jpg"])
    let updated = content.updating(from: Self.alice)
    #expect(updated.messageIntent == Self.alice)
    var back = updated
    back.messageIntent = nil
    #expect(back == content)
    let edit = ScriptedContentEdit(body: "Decrypted", messageIntent: Self.alice)
    #expect(edit.applied(to: content) == NotificationContent(title: "T", body: "Decrypted", attachments: ["a.jpg"]).updating(from: Self.alice))
    #expect(ScriptedServiceExtension(messageIntent: Self.alice).messageIntent == Self.alice)
  }

  /// On the device the notification carries its sender, is let through the Focus (not quiet),
  /// and the extension's end says the update took.
  @Test func theDeviceShowsTheSenderAndLetsItThrough() throws {
    let device = try device(Self.options())
    let completed = try #require(device.events(named: "extension.completed").first)
    #expect(completed["messageIntent"] == "updated" && completed["usedOriginal"] == false)
    let shown = try #require(device.events(named: "notification.displayed").first)
    #expect(shown["communication"] == .object(["sender": "alice@example.com", "senderName": "Alice", "avatar": "alice.jpg"]))
    #expect(shown["focus"] == "senderAllowed" && shown["delivery"] == nil && shown["body"] == "See you at 8?")
    #expect(device.tray.latest?.push.notification.communication == CommunicationIntent(Self.alice))
  }

  /// Without the capability `updating(from:)` fails: the content is shown without the intent
  /// (the extension's own edits kept), silenced by the Focus although it allows the sender.
  @Test func withoutTheCapabilityItIsShownPlain() throws {
    let device = try device(Self.options(entitled: false))
    #expect(device.events(named: "extension.completed").first?["messageIntent"] == "notEntitled")
    let shown = try #require(device.events(named: "notification.displayed").first)
    #expect(shown["communication"] == nil && shown["focus"] == "silenced" && shown["delivery"] == "quiet")
    #expect(shown["body"] == "See you at 8?")
    #expect(device.tray.latest?.push.notification.communication == nil)
  }

  /// A best attempt handed when the budget runs out may carry the intent too.
  @Test func aBestAttemptMayBeACommunicationNotification() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.options())
    device.setServiceExtension(ClosureServiceExtension { content, _ in
      .completes(after: .seconds(45), with: content.updating(from: Self.alice))
    })
    try device.receive(json: Self.alert, headers: Self.headers)
    device.advance(by: .seconds(30))
    #expect(device.events(named: "extension.timedOut").first?["messageIntent"] == "updated")
    #expect(device.events(named: "notification.displayed").first?["focus"] == "senderAllowed")
  }

  /// An extension that strips the alert text has its content ignored (R-NSE-4): the original,
  /// which has no intent, is shown, and the extension's end says nothing of an intent.
  @Test func anIgnoredContentIsNotACommunicationNotification() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.options())
    device.setServiceExtension(ClosureServiceExtension { _, _ in
      .completes(with: NotificationContent(title: "", body: "").updating(from: Self.alice))
    })
    try device.receive(json: Self.alert, headers: Self.headers)
    device.advance(by: .seconds(1))
    let completed = try #require(device.events(named: "extension.completed").first)
    #expect(completed["usedOriginal"] == true && completed["messageIntent"] == nil)
    #expect(device.events(named: "notification.displayed").first?["focus"] == "silenced")
  }

  /// The options act on iOS only, and a wrong value says what is expected.
  @Test func theOptionsAreIOSOnesWithClearErrors() throws {
    #expect(InterruptionOptionTests.apply("communicationEntitlement", false).0.iosCommunicationEntitlement == false)
    #expect(InterruptionOptionTests.apply("focusAllowedPeople", ["a", "b"]).0.iosFocusAllowedPeople == ["a", "b"])
    #expect(InterruptionOptionTests.apply("focusAllowedPeople", []).1 == nil)
    let expects = #"must be an array of the people the Focus allows, as the sender identifiers of the app's message intents and the caller identifiers of its call intents (non-empty strings, such as ["alice@example.com"]; [] for none)"#
    #expect(InterruptionOptionTests.apply("focusAllowedPeople", "alice").1 == #"option "focusAllowedPeople" \#(expects), not "alice""#)
    #expect(InterruptionOptionTests.apply("focusAllowedPeople", [""]).1?.hasPrefix(#"option "focusAllowedPeople" must be"#) == true)
    let options = #"{"communicationEntitlement": false, "focusAllowedPeople": ["a"]}"#
    let devices = #"{"web": {"platform": "web", "options": \#(options)}, "phone": {"platform": "ios", "options": \#(options)}}"#
    #expect(try OptionNotApplicableTests.warnings(devices: devices) == ["web communicationEntitlement", "web focusAllowedPeople"])
  }
}
