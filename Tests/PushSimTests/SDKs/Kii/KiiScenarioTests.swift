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
}
