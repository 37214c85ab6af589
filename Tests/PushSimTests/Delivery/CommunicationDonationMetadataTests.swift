import Testing

@testable import PushSim

/// A message intent's donation metadata beyond the recipient count
/// (`INSendMessageIntentDonationMetadata`, iOS 15): `notifyRecipientAnyway` lets the message
/// through a Focus that would silence it when the app may read the Focus status
/// (`focusStatusShared`); `mentionsCurrentUser` and `isReplyToCurrentUser` are recorded and change
/// nothing, since the Focus does not read them (docs/ModellingChoices/iOS.md).
struct CommunicationDonationMetadataTests {
  static let urgent = SendMessageIntent(sender: "carol@example.com", senderName: "Carol", notifyRecipientAnyway: true)
  static let mention = SendMessageIntent(
    sender: "carol@example.com", senderName: "Carol", recipients: ["me", "alice@example.com"], groupName: "Club",
    mentionsCurrentUser: true, isReplyToCurrentUser: true)

  /// Options with a Focus that silences the app and allows only Alice, and the app's access to
  /// the Focus status.
  static func options(shared: Bool, focus: DeviceOptions.Focus = .appSilenced, summary: [Duration]? = nil) -> DeviceOptions {
    var options = CommunicationGroupAndCallTests.options(focus: focus, summary: summary)
    options.iosFocusStatusShared = shared
    return options
  }

  /// A background iPhone whose extension updates the content from `intent`, after one push.
  func device(_ options: DeviceOptions, _ intent: SendMessageIntent) throws -> SimulatedDevice {
    try CommunicationGroupAndCallTests().device(options) { $0.updating(from: intent) }
  }

  /// The Focus lets a notify-anyway message through only with the app's access to the Focus
  /// status, and only what it would otherwise silence: an allowed app or sender, and a level
  /// that breaks through, keep their outcome; a plain notification (no sender) is not concerned.
  @Test func notifyAnywayBreaksThroughOnlyWithTheFocusStatusShared() {
    let shared = IOSInterruptionRules.Settings(Self.options(shared: true))
    let notShared = IOSInterruptionRules.Settings(Self.options(shared: false))
    func focus(_ settings: IOSInterruptionRules.Settings, _ level: IOSInterruptionRules.Level = .active, sender: String? = "carol")
      -> IOSInterruptionRules.FocusOutcome?
    {
      IOSInterruptionRules.focusOutcome(level: level, settings: settings, sender: sender, notifyAnyway: true).0
    }
    #expect(focus(shared) == .notifyAnyway)
    #expect(focus(shared, .passive) == .notifyAnyway)
    #expect(focus(notShared) == .silenced)
    #expect(focus(shared, sender: nil) == .silenced)
    #expect(focus(shared, sender: "alice@example.com") == .senderAllowed)
    #expect(focus(shared, .timeSensitive) == .brokeThrough)
    #expect(focus(IOSInterruptionRules.Settings(Self.options(shared: true, focus: .appAllowed))) == .allowed)
    #expect(focus(IOSInterruptionRules.Settings(Self.options(shared: true, focus: .off))) == nil)
    let plain = IOSInterruptionRules.focusOutcome(level: .active, settings: shared, sender: "carol", notifyAnyway: false).0
    #expect(plain == .silenced)
  }

  /// On the device, Carol's notify-anyway message is delivered as without a Focus (no quiet
  /// delivery) and its `communication` says so; without the Focus status it stays quiet.
  @Test func theDeviceLetsANotifyAnywayMessageThrough() throws {
    let through = try #require(device(Self.options(shared: true), Self.urgent).events(named: "notification.displayed").first)
    #expect(through["focus"] == "notifyAnyway" && through["delivery"] == nil)
    #expect(
      through["communication"]
        == .object(["sender": "carol@example.com", "senderName": "Carol", "notifyRecipientAnyway": true]))
    let quiet = try #require(device(Self.options(shared: false), Self.urgent).events(named: "notification.displayed").first)
    #expect(quiet["focus"] == "silenced" && quiet["delivery"] == "quiet")
  }

  /// A mention or a reply is recorded after the group but changes nothing: Carol's group message
  /// is silenced as any message of hers, Focus status shared or not.
  @Test func aMentionOrAReplyIsRecordedAndChangesNothing() throws {
    let shown = try #require(device(Self.options(shared: true), Self.mention).events(named: "notification.displayed").first)
    #expect(shown["focus"] == "silenced" && shown["delivery"] == "quiet")
    let group: JSONValue = .object(["recipients": 2, "name": "Club"])
    #expect(
      shown["communication"]
        == .object([
          "sender": "carol@example.com", "senderName": "Carol", "group": group, "mentionsCurrentUser": true,
          "isReplyToCurrentUser": true,
        ]))
  }

  /// A notify-anyway message the Direct Messages switch kept in the summary is delivered there
  /// under the Focus then, which lets it through as on arrival.
  @Test func aHeldNotifyAnywayMessageBreaksThroughTheFocusAtTheSummary() throws {
    var options = Self.options(shared: true, summary: [.seconds(8 * 3_600)])
    options.iosDirectMessagesSetting = false
    let device = try device(options, Self.urgent)
    #expect(device.events(named: "notification.displayed").isEmpty)
    device.advance(by: .seconds(9 * 3_600))
    let shown = try #require(device.events(named: "notification.displayed").first)
    #expect(shown["scheduledSummary"] == "inSummary" && shown["focus"] == "notifyAnyway" && shown["directMessagesOff"] == true)
  }
}
