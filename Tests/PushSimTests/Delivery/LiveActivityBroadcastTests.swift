@testable import PushSim
import Testing

/// iOS 18+ broadcast pushes: an ActivityKit push with `apns-channel-id` reaches every Live
/// Activity of the app subscribed to that channel, each decided as a push to it
/// (docs/ModellingChoices/iOS.md "Live Activities", *Broadcast channels*).
struct LiveActivityBroadcastTests {
  static let epoch = LiveActivityTests.epoch
  static let channel = "c3BvcnRzLWdhbWUtMQ=="

  /// Two activities on the channel (a, c) and one with a push token (b).
  static let settings = LiveActivitySettings(
    types: LiveActivityTests.types,
    activities: [
      .init(id: "a", type: "Delivery", contentState: ["eta": 30], channel: channel),
      .init(id: "b", type: "Delivery", contentState: ["eta": 30]),
      .init(id: "c", type: "Delivery", contentState: ["eta": 30], channel: channel),
    ])

  static func headers(channel: String? = channel, activity: String? = nil) -> PushHeaders {
    var headers = LiveActivityTests.headers(activity)
    if let channel { headers["apns-channel-id"] = .string(channel) }
    return headers
  }

  /// A broadcast update reaches each activity on the channel, in the order they started, and
  /// not the one with a token.
  @Test func aBroadcastReachesEveryActivityOnTheChannel() throws {
    let device = LiveActivityTests.device(Self.settings)
    try device.receive(json: LiveActivityTests.update(9, at: Self.epoch + 1), headers: Self.headers())
    #expect(device.events(named: "liveActivity.updated").map { $0["id"] } == ["a", "c"])
    #expect(device.liveActivities?.activity("b")?.contentState == ["eta": 30])
    #expect(device.events(named: "push.dropped").isEmpty)
  }

  /// `pushsim device center` shows the channel of an activity subscribed to one, and none for
  /// one with a push token.
  @Test func centerShowsAnActivitysChannel() throws {
    let device = LiveActivityTests.device(Self.settings)
    _ = device.liveActivityState()
    let shown = try #require(device.liveActivityEntries)
    #expect(shown.map { $0["channel"] } == [.string(Self.channel), nil, .string(Self.channel)])
  }

  /// Each activity is decided on its own: one the person removed is dropped while the other
  /// ends.
  @Test func eachActivityOnTheChannelIsDecidedOnItsOwn() throws {
    let device = LiveActivityTests.device(Self.settings)
    try device.dismissLiveActivity("a")
    let end = #"{"aps":{"timestamp":\#(Self.epoch),"event":"end"}}"#
    try device.receive(json: end, headers: Self.headers())
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["dismissedByUser"])
    #expect(device.events(named: "liveActivity.ended").map { $0["id"] } == ["c"])
  }

  /// The rules drop a broadcast naming a token too, a push-to-start on a channel, a channel no
  /// activity subscribed to, and a push to the token of an activity on a channel.
  @Test func whatABroadcastCannotReachIsDropped() throws {
    let rules = LiveActivityRules(Self.settings, startOfRun: Self.epoch)
    let update = LiveActivityPush(event: .update, timestamp: Self.epoch, contentState: ["eta": 1])
    #expect(rules.broadcastDrop(update, channel: Self.channel, hasToken: true)?.reason == "channelAndToken")
    let start = LiveActivityPush(event: .start, timestamp: Self.epoch, contentState: ["eta": 1])
    #expect(rules.broadcastDrop(start, channel: Self.channel, hasToken: false)?.reason == "startOnChannel")
    #expect(
      rules.broadcastDrop(update, channel: "bmV3cy0y", hasToken: false)
        == .init(reason: "noActivityOnChannel", message: #"no Live Activity of the app subscribed to channel "bmV3cy0y"; its channels: "c3BvcnRzLWdhbWUtMQ==""#))
    #expect(rules.broadcastDrop(update, channel: Self.channel, hasToken: false) == nil)
    let device = LiveActivityTests.device(Self.settings)
    try device.receive(json: LiveActivityTests.update(9, at: Self.epoch + 1), headers: Self.headers(channel: nil, activity: "a"))
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["activityOnChannel"])
    try device.receive(json: LiveActivityTests.update(9, at: Self.epoch + 1), headers: Self.headers(activity: "b"))
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["activityOnChannel", "channelAndToken"])
    #expect(device.events(named: "liveActivity.updated").isEmpty)
  }

  /// `apns-channel-id` is a Base64 channel id; another value is refused.
  @Test func theChannelHeaderIsValidated() throws {
    #expect(PushHeaders.isChannelID("c3BvcnRzLWdhbWUtMQ=="))
    #expect(PushHeaders.isChannelID("abc+/9"))
    #expect(!PushHeaders.isChannelID(""))
    #expect(!PushHeaders.isChannelID("=="))
    #expect(!PushHeaders.isChannelID("a b"))
    #expect(!PushHeaders.isChannelID("ab=c"))
    #expect(!PushHeaders.isChannelID("ab==="))
    let headers: PushHeaders = ["apns-channel-id": "not base64!"]
    #expect(throws: PushHeadersError.self) { try headers.validated() }
    #expect(try (["apns-channel-id": "bmV3cy0y"] as PushHeaders).validated().liveActivityChannel == "bmV3cy0y")
  }

  /// The header is for ActivityKit pushes on iOS: another push type, Android and the web warn it
  /// `headerNotForPlatform`.
  @Test func theChannelHeaderIsForLiveActivityPushesOnly() throws {
    func warned(_ platform: Platform, _ type: String?) throws -> Bool {
      try LiveActivityTests.lintWarnsHeaderNotForPlatform("apns-channel-id", Self.channel, platform, type)
    }
    #expect(try !warned(.iOS, "liveactivity"))
    #expect(try warned(.iOS, "alert"))
    #expect(try warned(.android, nil))
    #expect(try warned(.web, nil))
  }

  /// The loader reads an activity's `channel` and refuses one that is not a Base64 id.
  @Test func theLoaderReadsAnActivitysChannel() {
    func app(_ channel: String) -> String? {
      loadError(
        scenarioText(
          steps: "",
          device: #"{"platform":"ios","state":"background","app":{"liveActivities":{"types":{"T":{}},"activities":{"o":{"type":"T","contentState":{},"channel":\#(channel)}}}}}"#))
    }
    #expect(app(#""c3BvcnRzLWdhbWUtMQ==""#) == nil)
    let bad = app(#""not base64""#)
    #expect(bad?.contains(#""channel" of activity "o" of liveActivities"#) == true, "\(bad ?? "loaded")")
    #expect(app("7")?.contains("must be a broadcast channel id") == true)
  }
}
