import Foundation
import Testing

@testable import PushSim

/// Android's Do Not Disturb and conversations (`androidDndConversations`, the policy's
/// `priorityConversationSenders`; AOSP `ZenModeFiltering.shouldIntercept`, Android 11+): which
/// conversations priority mode lets through, where they come in AOSP's order, and that no pushed
/// notification PushSim models is one.
struct AndroidDoNotDisturbConversationTests {
  typealias Rules = AndroidDoNotDisturbRules

  /// Priority only, with `senders`, allowing `allows`, `alerts` bypassing.
  private func settings(_ senders: Rules.ConversationSenders, allows: [Rules.Category] = [.alarm]) -> Rules.Settings {
    var options = DeviceOptions()
    options.androidDoNotDisturb = .priorityOnly
    options.androidDndAllows = allows
    options.androidDndBypassChannels = ["alerts"]
    options.androidDndConversations = senders
    return Rules.Settings(options)
  }

  /// The reason of the decision for a notification on `orders`.
  private func reason(
    _ category: String?, _ conversation: Rules.Conversation?, _ settings: Rules.Settings
  ) -> Rules.Reason? {
    Rules.decide(channel: "orders", category: category, conversation: conversation, settings: settings)?.reason
  }

  /// The default is AOSP's: important conversations only (`DEFAULT_ALLOW_CONV_FROM`).
  @Test func importantConversationsGetThroughByDefault() {
    #expect(DeviceOptions().androidDndConversations == .important)
    let policy = settings(DeviceOptions().androidDndConversations)
    #expect(reason(nil, .important, policy) == .conversation)
    #expect(reason(nil, .ordinary, policy) == .notPriority)
    #expect(Rules.decide(channel: "orders", category: nil, conversation: .ordinary, settings: policy)?.intercepted == true)
  }

  /// Anyone admits every conversation, none admits none.
  @Test func sendersDecideWhichConversations() {
    #expect(reason(nil, .ordinary, settings(.anyone)) == .conversation)
    #expect(reason(nil, .important, settings(.none)) == .notPriority)
    #expect(Rules.ConversationSenders.allCases.map { $0.admits(.important) } == [true, true, false])
    #expect(Rules.ConversationSenders.allCases.map { $0.admits(.ordinary) } == [true, false, false])
  }

  /// A conversation the senders do not admit falls through to its category: a message or call
  /// the policy allows gets through as one, one it does not is intercepted as not allowed.
  @Test func anUnadmittedConversationFallsThroughToItsCategory() {
    #expect(reason("msg", .ordinary, settings(.important, allows: [.message])) == .message)
    #expect(reason("call", .ordinary, settings(.none, allows: [])) == .categoryNotAllowed)
    #expect(reason("msg", .important, settings(.important, allows: [])) == .conversation)
  }

  /// AOSP decides an alarm, an event and a reminder by their category before asking whether it
  /// is a conversation; a bypassing channel comes first of all.
  @Test func alarmsEventsAndRemindersComeFirst() {
    #expect(reason("event", .important, settings(.anyone, allows: [])) == .categoryNotAllowed)
    #expect(reason("reminder", .important, settings(.anyone, allows: [.reminder])) == .reminder)
    let bypassing = Rules.decide(channel: "alerts", category: nil, conversation: .important, settings: settings(.anyone))
    #expect(bypassing?.reason == .priorityChannel)
    let silence = Rules.decide(
      channel: "orders", category: nil, conversation: .important,
      settings: { var options = DeviceOptions(); options.androidDoNotDisturb = .totalSilence; return Rules.Settings(options) }())
    #expect(silence?.reason == .totalSilence)
  }

  /// A WonderPush message (`category: msg`) is not a conversation (no MessagingStyle, no
  /// shortcut): conversation senders `anyone` do not let it through; the policy's messages do.
  @Test func aPushedMessageIsNotAConversation() throws {
    var options = DeviceOptions()
    options.androidDoNotDisturb = .priorityOnly
    options.androidDndConversations = .anyone
    let phone = SimulatedDevice(platform: .android, sdk: .wonderpush, state: .background, options: options)
    try phone.receive(json: #"{"_wp":"{\"c\":\"c\",\"alert\":{\"text\":\"Ana: hi\",\"category\":\"msg\"}}","google.message_id":"w1"}"#)
    #expect(phone.events(named: "notification.displayed").map { $0["dndReason"] } == ["categoryNotAllowed"])
    try phone.apply([DeviceSetting(name: "androidDndAllows", value: ["messages"])])
    let changed = phone.events(named: "notification.dndChanged")
    #expect(changed.map { $0["dnd"] } == ["allowed"])
    #expect(changed.map { $0["dndReason"] } == ["message"])
  }

  /// The option: Android's three senders, an error naming them otherwise; Android only.
  @Test func theOptionParsesAndRefuses() {
    var options = DeviceOptions()
    #expect(options.apply(DeviceSetting(name: "androidDndConversations", value: "none")) == nil)
    #expect(options.androidDndConversations == .none)
    let refusal = options.apply(DeviceSetting(name: "androidDndConversations", value: "starred"))
    #expect(refusal?.contains(#""anyone", "important", "none""#) == true)
    #expect(DeviceOptions.inapplicability(of: "androidDndConversations", on: .iOS) != nil)
    #expect(DeviceOptions.inapplicability(of: "androidDndConversations", on: .android) == nil)
  }
}
