import Foundation
import Testing

@testable import PushSim

/// Android's Do Not Disturb (`doNotDisturb`, ``AndroidDoNotDisturbRules``): what it intercepts
/// and lets through (AOSP `ZenModeFiltering.shouldIntercept`), and what the trace says of it.
struct AndroidDoNotDisturbTests {
  /// The settings of `mode` with the given policy.
  private func settings(
    _ mode: DeviceOptions.DoNotDisturb, allows: [AndroidDoNotDisturbRules.Category] = [.alarm], bypass: [String] = [],
    hides: Bool = true
  ) -> AndroidDoNotDisturbRules.Settings {
    var options = DeviceOptions()
    options.androidDoNotDisturb = mode
    options.androidDndAllows = allows
    options.androidDndBypassChannels = bypass
    options.androidDndHidesNotifications = hides
    return AndroidDoNotDisturbRules.Settings(options)
  }

  /// An FCM device in the background whose app created `orders` and `alerts`.
  func device(_ change: (inout DeviceOptions) -> Void = { _ in }) -> SimulatedDevice {
    var options = DeviceOptions()
    options.androidChannels = ["orders", "alerts"]
    change(&options)
    return SimulatedDevice(platform: .android, state: .background, options: options)
  }

  /// A notification message on `channel`, with `id`.
  func message(_ id: String, channel: String) -> String {
    #"{"gcm.n.e":"1","gcm.n.title":"Hi","google.message_id":"\#(id)","gcm.n.android_channel_id":"\#(channel)"}"#
  }

  @Test func offDecidesNothing() {
    #expect(AndroidDoNotDisturbRules.decide(channel: "alerts", category: "alarm", settings: settings(.off)) == nil)
  }

  /// Total silence intercepts everything, even an alarm on a bypassing channel.
  @Test func totalSilenceInterceptsEverything() throws {
    let decision = try #require(
      AndroidDoNotDisturbRules.decide(channel: "alerts", category: "alarm", settings: settings(.totalSilence, bypass: ["alerts"])))
    #expect(decision.intercepted)
    #expect(decision.reason == .totalSilence)
  }

  /// Alarms only lets an alarm through and nothing else, not even a bypassing channel.
  @Test func alarmsOnlyLetsOnlyAlarmsThrough() throws {
    let only = settings(.alarmsOnly, allows: [], bypass: ["alerts"])
    let alarm = try #require(AndroidDoNotDisturbRules.decide(channel: nil, category: "alarm", settings: only))
    #expect(!alarm.intercepted)
    #expect(alarm.reason == .alarm)
    let bypassing = try #require(AndroidDoNotDisturbRules.decide(channel: "alerts", category: nil, settings: only))
    #expect(bypassing.intercepted)
    #expect(bypassing.reason == .alarmsOnly)
  }

  /// Priority only: a bypassing channel first, then the policy's categories; a category it does
  /// not allow, and no category at all, are intercepted; hidden when the policy hides them.
  @Test func priorityOnlyFollowsChannelThenCategory() throws {
    let policy = settings(.priorityOnly, allows: [.alarm, .message], bypass: ["alerts"])
    #expect(AndroidDoNotDisturbRules.decide(channel: "alerts", category: "promo", settings: policy)?.reason == .priorityChannel)
    #expect(AndroidDoNotDisturbRules.decide(channel: "orders", category: "msg", settings: policy)?.reason == .message)
    #expect(AndroidDoNotDisturbRules.decide(channel: "orders", category: "alarm", settings: policy)?.reason == .alarm)
    let event = try #require(AndroidDoNotDisturbRules.decide(channel: "orders", category: "event", settings: policy))
    #expect(event.intercepted)
    #expect(event.reason == .categoryNotAllowed)
    #expect(event.outcome == "hidden")
    let plain = try #require(
      AndroidDoNotDisturbRules.decide(channel: "orders", category: nil, settings: settings(.priorityOnly, hides: false)))
    #expect(plain.reason == .notPriority)
    #expect(plain.outcome == "intercepted")
  }

  /// `Notification.category` strings: `msg` is a message; an unknown one is no policy category.
  @Test func categoriesAreAndroidsStrings() {
    #expect(AndroidDoNotDisturbRules.Category(notificationCategory: "msg") == .message)
    #expect(AndroidDoNotDisturbRules.Category(notificationCategory: "message") == nil)
    #expect(AndroidDoNotDisturbRules.Category(notificationCategory: "call") == .call)
    #expect(AndroidDoNotDisturbRules.Category(notificationCategory: nil) == nil)
  }

  /// An intercepted notification is still posted; the trace says how, and why.
  @Test func anInterceptedNotificationIsPostedAndTraced() throws {
    let phone = device { $0.androidDoNotDisturb = .priorityOnly; $0.androidDndBypassChannels = ["alerts"] }
    try phone.receive(json: message("m1", channel: "orders"))
    try phone.receive(json: message("m2", channel: "alerts"))
    #expect(phone.tray.notifications.map(\.id) == ["m1", "m2"])
    let displayed = phone.events(named: "notification.displayed")
    #expect(displayed.map { $0["dnd"] } == ["hidden", "allowed"])
    #expect(displayed.map { $0["dndReason"] } == ["notPriority", "priorityChannel"])
  }

  /// An update of a notification shown (same tag) is decided anew and says so on
  /// `notification.replaced`.
  @Test func aReplacementCarriesTheDecision() throws {
    let phone = device { $0.androidDoNotDisturb = .alarmsOnly; $0.androidDndHidesNotifications = false }
    let tagged = #"{"gcm.n.e":"1","gcm.n.title":"Hi","gcm.n.tag":"t","google.message_id":"ID","gcm.n.android_channel_id":"orders"}"#
    try phone.receive(json: tagged.replacingOccurrences(of: "ID", with: "m1"))
    try phone.receive(json: tagged.replacingOccurrences(of: "ID", with: "m2"))
    let replaced = try #require(phone.events(named: "notification.replaced").first)
    #expect(replaced["dnd"] == "intercepted")
    #expect(replaced["dndReason"] == "alarmsOnly")
  }

  /// Off, the trace says nothing of Do Not Disturb (goldens stay as they were).
  @Test func offWritesNoField() throws {
    let phone = device()
    try phone.receive(json: message("m1", channel: "orders"))
    let displayed = try #require(phone.events(named: "notification.displayed").first)
    #expect(displayed["dnd"] == nil)
    #expect(displayed["dndReason"] == nil)
  }

  /// A `set` step turning it on applies to later notifications; turning it off stops the field.
  @Test func aSetStepAppliesToLaterNotifications() throws {
    let phone = device()
    try phone.receive(json: message("m1", channel: "orders"))
    try phone.apply([DeviceSetting(name: "doNotDisturb", value: "totalSilence")])
    try phone.receive(json: message("m2", channel: "orders"))
    try phone.apply([DeviceSetting(name: "doNotDisturb", value: "off")])
    try phone.receive(json: message("m3", channel: "orders"))
    let displayed = phone.events(named: "notification.displayed")
    #expect(displayed.map { $0["dnd"] } == [nil, "hidden", nil])
    #expect(phone.tray.notifications.count == 3)
  }

  /// WonderPush's SDK sets the alert's `category` on the notification, which the policy reads.
  @Test func wonderPushCategoryCounts() throws {
    var options = DeviceOptions()
    options.androidDoNotDisturb = .priorityOnly
    options.androidDndAllows = [.reminder]
    let phone = SimulatedDevice(platform: .android, sdk: .wonderpush, state: .background, options: options)
    try phone.receive(json: #"{"_wp":"{\"c\":\"c\",\"alert\":{\"text\":\"Take your pill\",\"category\":\"reminder\"}}","google.message_id":"w1"}"#)
    try phone.receive(json: #"{"_wp":"{\"c\":\"d\",\"alert\":{\"text\":\"Sale\",\"category\":\"promo\"}}","google.message_id":"w2"}"#)
    let displayed = phone.events(named: "notification.displayed")
    #expect(displayed.map { $0["dndReason"] } == ["reminder", "notPriority"])
  }

  /// The options: values as Android names them, and errors that say what is expected.
  @Test func optionsParseAndRefuse() {
    var options = DeviceOptions()
    #expect(options.apply(DeviceSetting(name: "androidDndAllows", value: ["messages", "alarms", "alarms"])) == nil)
    #expect(options.androidDndAllows == [.alarm, .message])
    let refusal = options.apply(DeviceSetting(name: "androidDndAllows", value: ["alarm"]))
    #expect(refusal?.contains("\"alarms\"") == true)
    #expect(options.apply(DeviceSetting(name: "doNotDisturb", value: "on"))?.contains("\"priorityOnly\"") == true)
    #expect(DeviceOptions.inapplicability(of: "doNotDisturb", on: .iOS) != nil)
    #expect(DeviceOptions.inapplicability(of: "androidDndBypassChannels", on: .android) == nil)
  }
}
