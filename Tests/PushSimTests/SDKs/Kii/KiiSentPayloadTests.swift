import PushSim
import Testing

/// `kii.sent` shows what Kii Cloud sends on each enabled network (`payloads`): the seed page's
/// "actual APNs message" with its default keys, and the data merged with each network's data.
struct KiiSentPayloadTests {
  static let block = #"{"appID":"9a2385ce","users":{"alice":"e26ad504-8100-4056-b3d3-000000000001"},"topics":["user:alice/MyTopic"],"subscriptions":{"alice":["user:alice/MyTopic"]},"installations":{"ipad":{"user":"alice"},"phone":{"user":"alice"}}}"#

  /// The `payloads` of the run's `kii.sent` after sending `message` as alice to her topic.
  static func payloads(_ message: String) throws -> JSONObject? {
    let steps = #"{"kiiSend":{"as":"alice","topic":"user:alice/MyTopic","message":\#(message)}}"#
    let result = try KiiScenarioTests.run(KiiScenarioTests.text(kii: Self.block, steps: steps))
    #expect(result.failure == nil)
    return result.events.first { $0.name == "kii.sent" }?["payloads"]?.objectValue
  }

  /// "Here is an actual APNs message that will be sent. You will notice that some default keys
  /// are included": `aps`, then `s`, `sa`, `st`, `su`, `to`, `w`, in the page's order; FCM and
  /// MQTT are disabled, so they have no payload.
  @Test func theSeedsAPNsMessageWithItsDefaultKeys() throws {
    let payloads = try #require(
      try Self.payloads(#"{"apns":{"alert":{"body":"short msg only!"}},"gcm":{"enabled":false},"mqtt":{"enabled":false}}"#))
    #expect(payloads.keys == ["apns"])
    let apns = try #require(payloads["apns"])
    let id = "e26ad504-8100-4056-b3d3-000000000001"
    #expect(apns.serialized() == #"{"aps":{"alert":{"body":"short msg only!"}},"s":"\#(id)","sa":"9a2385ce","st":"APP_AND_USER","su":"\#(id)","to":"MyTopic","w":1767225600000}"#)
  }

  /// The message data goes to every network, each network's own data over it: APNs keeps the
  /// JSON types, FCM makes every value a string, MQTT keeps the types (modelled).
  @Test func eachNetworksDataIsMergedOverTheMessageData() throws {
    let message = #"{"data":{"str":"str","k":"base"},"apns":{"data":{"k":"apns","item":"Do Something","Done":1},"contentAvailable":1},"gcm":{"data":{"k":"fcm"}},"mqtt":{"data":{"n":2}},"sendWhen":false,"sendObjectScope":false}"#
    let payloads = try #require(try Self.payloads(message))
    #expect(payloads.keys == ["apns", "fcm", "mqtt"])
    #expect(payloads["apns"]?.serialized()
      == #"{"aps":{"content-available":1},"str":"str","k":"apns","item":"Do Something","Done":1,"s":"e26ad504-8100-4056-b3d3-000000000001","to":"MyTopic"}"#)
    #expect(payloads["fcm"]?.serialized() == #"{"str":"str","k":"fcm","sender":"e26ad504-8100-4056-b3d3-000000000001","topic":"MyTopic"}"#)
    #expect(payloads["mqtt"]?.serialized() == #"{"str":"str","k":"base","n":2,"sender":"e26ad504-8100-4056-b3d3-000000000001","topic":"MyTopic"}"#)
  }

  /// A refused send composes nothing it could show: `kii.sendRefused` has no payloads.
  @Test func aRefusedSendHasNoPayloads() throws {
    let steps = #"{"kiiSend":{"as":"admin","topic":"user:alice/MyTopic","message":{"gcm":{"data":{"from":"x"}}}}}"#
    let result = try KiiScenarioTests.run(KiiScenarioTests.text(kii: Self.block, steps: steps))
    let refused = try #require(result.events.first { $0.name == "kii.sendRefused" })
    #expect(refused["reason"] == "gcmReservedKey")
    #expect(refused["payloads"] == nil)
  }
}
