import Testing

@testable import PushSim

/// A channel the user turned off (`androidBlockedChannels`): Android posts nothing on it (row
/// a10, "or channel blocked"), and turning one off cancels the notifications on it.
struct AndroidBlockedChannelTests {
  /// A device whose app created `orders` and `promos`, with `blocked` turned off.
  private func device(_ state: AppState = .background, blocked: [String]) -> SimulatedDevice {
    var options = DeviceOptions()
    options.androidChannels = ["orders", "promos"]
    options.androidBlockedChannels = blocked
    return SimulatedDevice(platform: .android, state: state, options: options)
  }

  /// A notification message on `channel`, with `id`.
  private func message(_ id: String, channel: String?) -> String {
    let channelKey = channel.map { #","gcm.n.android_channel_id":"\#($0)""# } ?? ""
    return #"{"gcm.n.e":"1","gcm.n.title":"Hi","google.message_id":"\#(id)"\#(channelKey)}"#
  }

  /// The row: a10 for a notification message whose channel is turned off, in the background
  /// (the FCM SDK still posts) and in the foreground; data messages are not gated.
  @Test func theDecisionIsRowA10() {
    let background = AndroidDeliveryRules.decide(
      kind: .notification, state: .background, locked: false, options: DeviceOptions(), channelBlocked: true)
    #expect(background.row == "a10")
    #expect(background.sdkDisplays, "the FCM SDK cannot tell: it posts, and Android drops the post")
    #expect(background.dropReason == nil)
    let killed = AndroidDeliveryRules.decide(
      kind: .notificationAndData, state: .killed, locked: false, options: DeviceOptions(), channelBlocked: true)
    #expect(killed.row == "a10")
    #expect(killed.coldStart)
    let foreground = AndroidDeliveryRules.decide(
      kind: .notification, state: .foreground, locked: false, options: DeviceOptions(), channelBlocked: true)
    #expect(foreground.row == "a10")
    #expect(foreground.onMessageReceived)
    let data = AndroidDeliveryRules.decide(kind: .data, state: .background, locked: false, options: DeviceOptions(), channelBlocked: true)
    #expect(data.row == "a7")
    let open = AndroidDeliveryRules.decide(kind: .notification, state: .background, locked: false, options: DeviceOptions())
    #expect(open.row == "a2")
  }

  /// The FCM SDK's post on a turned-off channel is suppressed with the channel; another
  /// channel's is shown.
  @Test func aPostOnATurnedOffChannelIsSuppressed() throws {
    let phone = device(blocked: ["promos"])
    try phone.receive(json: message("p1", channel: "promos"))
    try phone.receive(json: message("o1", channel: "orders"))
    #expect(phone.tray.notifications.map(\.id) == ["o1"])
    let suppressed = try #require(phone.events(named: "notification.suppressed").first)
    #expect(suppressed["id"] == "p1")
    #expect(suppressed["reason"] == "channelBlocked")
    #expect(suppressed["channel"] == "promos")
    #expect(phone.events(named: "push.received").map { $0["rule"] } == ["a10", "a2"])
  }

  /// A channel the app never created is never resolved (R-A-7 falls back), so turning it off
  /// changes nothing; turning off the fallback channel the FCM SDK falls back to does.
  @Test func onlyTheResolvedChannelCounts() throws {
    let phone = device(blocked: ["never_created"])
    try phone.receive(json: message("n1", channel: "never_created"))
    #expect(phone.tray.latest?.channel == AndroidDeliveryRules.fallbackChannel)
    #expect(phone.lastRule == "a2")
    let fallbackOff = device(blocked: [AndroidDeliveryRules.fallbackChannel])
    try fallbackOff.receive(json: message("n2", channel: nil))
    #expect(fallbackOff.tray.isEmpty)
    #expect(fallbackOff.lastRule == "a10")
  }

  /// Turning a channel off while the device runs cancels the notifications on it, oldest
  /// first (AOSP's `cancelAllNotificationsByListLocked` walks its list, sorted newest first,
  /// from the end), with `channelBanned`; the others stay, and a channel already off cancels
  /// nothing again.
  @Test func turningAChannelOffCancelsItsNotifications() throws {
    let phone = device(blocked: [])
    try phone.receive(json: message("p1", channel: "promos"))
    try phone.receive(json: message("o1", channel: "orders"))
    try phone.receive(json: message("p2", channel: "promos"))
    phone.updateOptions { $0.androidBlockedChannels = ["promos"] }
    #expect(phone.tray.notifications.map(\.id) == ["o1"])
    let removed = phone.events(named: "notification.removed")
    #expect(removed.map { $0["id"] } == ["p1", "p2"])
    #expect(removed.allSatisfy { $0["reason"] == "channelBanned" })
    phone.updateOptions { $0.androidBlockedChannels = ["promos", "sports"] }
    #expect(phone.events(named: "notification.removed").count == 2)
  }

  /// Turning off the channel a group's summary is on cancels the summary, and with it the rest
  /// of its group, children on other channels included: AOSP's `cancelAllNotificationsByListLocked`
  /// runs `cancelGroupChildrenLocked` for each notification it cancelled (no delete intent), so
  /// the children are `groupSummaryCancelled`.
  @Test func turningOffASummarysChannelCancelsItsGroup() throws {
    let os = #"{"platform":"android","sdk":"onesignal","state":"background","options":{"androidChannels":["orders","promos"]}}"#
    let push = { (id: String, channel: String) in
      #"{"push":{"to":"phone","payload":{"custom":"{\"i\":\"\#(id)\"}","alert":"\#(id)","grp":"g","oth_chnl":"\#(channel)","google.message_id":"\#(id)"}}}"#
    }
    // Two children make a summary on OneSignal's default channel.
    let steps = [
      push("o1", "promos"), push("o2", "orders"),
      #"{"set":{"device":"phone","androidBlockedChannels":["\#(OneSignalRuntime.defaultChannel)"]}}"#,
    ].joined(separator: ",")
    let result = try runScenario(scenarioText(steps: steps, device: os))
    #expect(result.passed, "\(result.failure?.description ?? "")")
    let removed = result.events.filter { $0.name == "notification.removed" }
    #expect(removed.map { $0["id"] } == ["onesignal-summary-g", "o1", "o2"])
    #expect(removed.map { $0["reason"] } == ["channelBanned", "groupSummaryCancelled", "groupSummaryCancelled"])
  }

  /// The option is Android's: on iOS it is a load error, and a value that is not an array of
  /// non-empty strings says what is expected.
  @Test func theOptionIsCheckedWhenLoaded() {
    let ios = loadError(
      scenarioText(steps: "", device: #"{"platform":"ios","state":"background","options":{"androidBlockedChannels":["a"]}}"#))
    #expect(ios?.contains(#"option "androidBlockedChannels" is for android devices; on ios it would do nothing"#) == true, "\(ios ?? "loaded")")
    let wrongType = loadError(
      scenarioText(steps: "", device: #"{"platform":"android","state":"background","options":{"androidBlockedChannels":"promos"}}"#))
    #expect(wrongType?.contains("an array of channel ids (non-empty strings)") == true, "\(wrongType ?? "loaded")")
  }
}
