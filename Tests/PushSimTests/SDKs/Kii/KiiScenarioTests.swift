import PushSim
import Testing

/// The scenario side of Kii Cloud: the `"kii"` block and the `kiiSend` / `kiiSubscribe` steps
/// load with clear errors, and a run delivers through the normal push path.
struct KiiScenarioTests {
  static func text(kii: String = Self.block, steps: String, devices: String = Self.devices) -> String {
    #"{"scenario":1,"name":"k","devices":\#(devices),"kii":\#(kii),"steps":[\#(steps)]}"#
  }
  static let devices = #"{"phone":{"platform":"android","sdk":"kii","state":"foreground"},"ipad":{"platform":"ios","sdk":"kii","state":"background"}}"#
  static let block = #"{"users":{"alice":"u-a","bob":"u-b"},"groups":{"g1":{"owner":"alice"}},"topics":["app/News","group:g1/Chat"],"subscriptions":{"alice":["group:g1/Chat"]},"installations":{"phone":{"user":"alice"},"ipad":{"user":"alice"}}}"#

  static func loadError(_ text: String) -> String {
    do {
      _ = try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json")
      return "(loaded)"
    } catch {
      return error.message
    }
  }

  static func run(_ text: String) throws -> ScenarioResult {
    ScenarioRunner().run(try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json"))
  }

  @Test func unknownNamesInStepsSuggestTheDeclaredOnes() {
    #expect(Self.loadError(Self.text(steps: #"{"kiiSend":{"as":"alic","topic":"group:g1/Chat","message":{}}}"#))
      .contains("did you mean \"alice\""))
    #expect(Self.loadError(Self.text(steps: #"{"kiiSend":{"as":"alice","topic":"group:g1/Chat2","message":{}}}"#))
      .contains("unknown topic \"group:g1/Chat2\""))
    #expect(Self.loadError(Self.text(steps: #"{"kiiSend":{"as":"alice","topic":"group:g2/Chat","message":{}}}"#))
      .contains("unknown group \"g2\""))
    #expect(Self.loadError(Self.text(steps: #"{"kiiSend":{"as":"alice","topic":"Chat","message":{}}}"#))
      .contains("\"app/<name>\""))
    #expect(Self.loadError(Self.text(steps: #"{"kiiSend":{"as":"alice","topic":"app/News","message":{"apns":{"enabld":false}}}}"#))
      .contains("did you mean \"enabled\""))
    #expect(Self.loadError(Self.text(steps: #"{"kiiSubscribe":{"as":"admin","topic":"app/News"}}"#)).contains("unknown user \"admin\""))
    #expect(Self.loadError(Self.text(steps: #"{"kiiSnd":{"as":"alice","topic":"app/News"}}"#)).contains("did you mean \"kiiSend\""))
  }

  @Test func theBlockIsChecked() {
    let noBlock = #"{"scenario":1,"name":"k","devices":\#(Self.devices),"steps":[{"kiiSubscribe":{"as":"a","topic":"app/News"}}]}"#
    #expect(Self.loadError(noBlock).contains("needs the scenario's \"kii\" block"))
    let badSubscription = #"{"users":{"alice":"u-a","bob":"u-b"},"groups":{"g1":{"owner":"alice"}},"topics":["group:g1/Chat"],"subscriptions":{"bob":["group:g1/Chat"]}}"#
    #expect(Self.loadError(Self.text(kii: badSubscription, steps: "")).contains("bob is not a member of group g1"))
    let badNetwork = #"{"users":{"alice":"u-a"},"installations":{"ipad":{"user":"alice","network":"fcm"}}}"#
    #expect(Self.loadError(Self.text(kii: badNetwork, steps: "")).contains("expected one of apns, mqtt"))
    let badDevice = #"{"users":{"alice":"u-a"},"installations":{"pone":{"user":"alice"}}}"#
    #expect(Self.loadError(Self.text(kii: badDevice, steps: "")).contains("did you mean \"phone\""))
    let badOwner = #"{"users":{"alice":"u-a"},"groups":{"g1":{"owner":"alise"}}}"#
    #expect(Self.loadError(Self.text(kii: badOwner, steps: "")).contains("did you mean \"alice\""))
  }

  @Test func anAcceptedSendReachesEachInstallationOnItsNetwork() throws {
    let result = try Self.run(Self.text(steps: #"{"kiiSend":{"as":"alice","topic":"group:g1/Chat","message":{"data":{"n":2},"apns":{"contentAvailable":1}}}}"#))
    #expect(result.failure == nil)
    let names = result.events.map { "\($0.device) \($0.name)" }
    #expect(names.contains("kii kii.sent") && names.contains("phone push.received") && names.contains("ipad push.received"))
    let received = result.events.filter { $0.name == "delegate.onNotificationReceived" }
    #expect(received.count == 2)
    #expect(received.allSatisfy { $0["kiiTopic"] == "kiicloud://groups/g1/topics/Chat" && $0["pushMessageType"] == "PUSH_TO_USER" })
    // iPad (APNs: JSON types) before phone (FCM: strings), devices in id order.
    #expect(received.map { $0["custom"] } == [.object(["n": 2]), .object(["n": "2"])])
  }

  @Test func aRefusedSendDeliversNothing() throws {
    let result = try Self.run(Self.text(steps: #"{"kiiSend":{"as":"bob","topic":"group:g1/Chat","message":{}}}"#))
    #expect(result.events.map(\.name) == ["kii.sendRefused"])
    #expect(result.events.first?["reason"] == "notPermitted")
  }

  /// Kii Cloud answers a subscription the user already has with 409
  /// PUSH_SUBSCRIPTION_ALREADY_EXISTS and an unsubscription from a topic the user is not
  /// subscribed to with 404 PUSH_SUBSCRIPTION_NOT_FOUND: each is recorded as refused (not as a
  /// second `kii.subscribed` or a `kii.unsubscribed`) and changes nothing, whether the
  /// subscription came from the `kii` block or a step.
  @Test func subscribingTwiceAndUnsubscribingWhenNotSubscribedAreRefused() throws {
    let steps = [
      #"{"kiiSubscribe":{"as":"alice","topic":"group:g1/Chat"}}"#,
      #"{"kiiSubscribe":{"as":"bob","topic":"app/News"}}"#,
      #"{"kiiSubscribe":{"as":"bob","topic":"app/News"}}"#,
      #"{"kiiUnsubscribe":{"as":"bob","topic":"app/News"}}"#,
      #"{"kiiUnsubscribe":{"as":"bob","topic":"app/News"}}"#,
      #"{"kiiSend":{"as":"admin","topic":"app/News","message":{}}}"#,
    ].joined(separator: ",")
    let result = try Self.run(Self.text(steps: steps))
    #expect(result.failure == nil)
    let kii = result.events.filter { $0.device == "kii" }.map { event in
      [event.name, event["user"]?.stringValue, event["reason"]?.stringValue].compactMap { $0 }.joined(separator: " ")
    }
    #expect(kii == [
      "kii.subscribeRefused alice alreadySubscribed", "kii.subscribed bob", "kii.subscribeRefused bob alreadySubscribed",
      "kii.unsubscribed bob", "kii.unsubscribeRefused bob notSubscribed", "kii.sent",
    ])
    let refused = try #require(result.events.first { $0.name == "kii.unsubscribeRefused" })
    #expect(refused["message"]?.stringValue == "bob is not subscribed to app/News: Kii Cloud answers 404 PUSH_SUBSCRIPTION_NOT_FOUND "
      + "(the SDK's unsubscribe fails) and nothing changes; check isSubscribed first")
    #expect(result.events.first?["message"]?.stringValue == "alice is already subscribed to group:g1/Chat: Kii Cloud answers 409 "
      + "PUSH_SUBSCRIPTION_ALREADY_EXISTS (the SDK's subscribe fails with a conflict) and the subscription stays as it was; "
      + "check isSubscribed first, or take the conflict as subscribed")
    #expect(result.events.last?["recipients"] == .array([]), "bob unsubscribed once: no recipient")
  }

  /// A topic listed twice in a user's initial subscriptions is a load error.
  @Test func aSubscriptionListedTwiceInTheBlockIsALoadError() {
    let twice = #"{"users":{"alice":"u-a"},"topics":["app/News"],"subscriptions":{"alice":["app/News","app/News"]}}"#
    #expect(Self.loadError(Self.text(kii: twice, steps: "")).contains(
      #""app/News" is listed twice in the subscriptions of "alice" in the "kii" block; list it once"#))
  }
}
