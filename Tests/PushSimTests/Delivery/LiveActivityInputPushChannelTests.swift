@testable import PushSim
import Testing

/// A push-to-start with `aps.input-push-channel` (iOS 18+) starts an activity subscribed to that
/// broadcast channel instead of one with a push token: broadcasts on the channel reach it, a push
/// to its token is dropped `activityOnChannel`, the app learns of it but gets no token; a value
/// that is not a channel id is dropped `invalidInputPushChannel` (docs/ModellingChoices/iOS.md
/// "Live Activities", *Broadcast channels*).
struct LiveActivityInputPushChannelTests {
  static let epoch = LiveActivityTests.epoch
  static let channel = LiveActivityBroadcastTests.channel

  static func start(_ channel: String) -> String {
    #"{"aps":{"timestamp":\#(Self.epoch),"event":"start","attributes-type":"Delivery","attributes":{"order":"7"},"#
      + #""content-state":{"eta":9},"alert":{"title":"T","body":"B"},"input-push-channel":\#(channel)}}"#
  }

  /// The new activity is on the channel: a broadcast updates it, a push to its token is
  /// dropped, and the app gets `activityUpdates` but no `pushTokenUpdates`.
  @Test func theStartedActivitySubscribesToTheChannel() throws {
    let device = LiveActivityTests.device(LiveActivitySettings(types: LiveActivityTests.types))
    try device.receive(json: Self.start("\"\(Self.channel)\""), headers: LiveActivityTests.headers("order-7"))
    #expect(device.liveActivities?.activity("order-7")?.channel == Self.channel)
    #expect(device.events(named: "delegate.activityUpdates").map { $0["id"] } == ["order-7"])
    #expect(device.events(named: "delegate.pushTokenUpdates").isEmpty)
    try device.receive(json: LiveActivityTests.update(5, at: Self.epoch + 1), headers: LiveActivityBroadcastTests.headers())
    #expect(device.events(named: "liveActivity.updated").map { $0["id"] } == ["order-7"])
    try device.receive(json: LiveActivityTests.update(4, at: Self.epoch + 2), headers: LiveActivityTests.headers("order-7"))
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["activityOnChannel"])
  }

  /// With the push-to-start prompt pending, an activity on a channel has no token to withhold.
  @Test func noTokenIsWithheldForAnActivityOnAChannel() throws {
    var rules = LiveActivityRules(LiveActivitySettings(types: LiveActivityTests.types), startOfRun: Self.epoch)
    rules.startPrompt = .pending
    let push = LiveActivityPush(
      event: .start, timestamp: Self.epoch, contentState: ["eta": 9], attributesType: "Delivery", attributes: ["order": "7"],
      inputPushChannel: .string(Self.channel))
    #expect(rules.receive(push, activityID: "order-7", newID: "apns-1", now: Self.epoch).reason == nil)
    #expect(rules.withheldTokens.isEmpty)
  }

  /// A value that is not a Base64 channel id is dropped, saying what was expected; nothing starts.
  @Test func aValueThatIsNotAChannelIDIsDropped() throws {
    let device = LiveActivityTests.device(LiveActivitySettings(types: LiveActivityTests.types))
    try device.receive(json: Self.start("7"), headers: LiveActivityTests.headers("order-7"))
    try device.receive(json: Self.start("\"not a channel!\""), headers: LiveActivityTests.headers("order-8"))
    let drops = device.events(named: "push.dropped")
    #expect(drops.map { $0["reason"] } == ["invalidInputPushChannel", "invalidInputPushChannel"])
    let message = "aps.input-push-channel is 7, not a broadcast channel id (a Base64 string, the apns-channel-id of the channel's "
      + "pushes): the system cannot subscribe the new Live Activity to it"
    #expect(drops.first?["message"] == .string(message))
    #expect(device.liveActivities?.activities.isEmpty == true)
  }
}
