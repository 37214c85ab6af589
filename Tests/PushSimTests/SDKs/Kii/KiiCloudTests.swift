@testable import PushSim
import Testing

/// Kii Cloud's side: composing a `KiiPushMessage` for each network, its limits, and who may
/// send or subscribe (the "Sending a Push Notification" page).
struct KiiCloudTests {
  static let alice = "e26ad504-8100-4056-b3d3-000000000001"
  static let cloud = KiiCloud(
    users: ["alice": alice, "bob": "u-bob", "carol": "u-carol"], groups: ["g1": KiiCloud.Group(owner: "alice", members: ["bob"])],
    topics: [KiiTopicRef(parsing: "app/News")!, KiiTopicRef(parsing: "group:g1/GroupTopic")!, KiiTopicRef(parsing: "user:alice/MyTODO")!])
  static let when: Int64 = 1_373_623_307_000

  static func compose(_ json: String, topic: String = "user:alice/MyTODO", as sender: String = "alice") throws -> Result<KiiMessageComposer.Composed, PayloadIssue> {
    let value = try JSONValue.parse(json)
    let message = try KiiPushMessage.parse(value).get()
    return KiiMessageComposer.compose(message, to: KiiTopicRef(parsing: topic)!, as: sender, in: cloud, whenMillis: when)
  }

  /// The seed's APNs message: `aps` then s, sa, st, su, to, w — exactly the page's keys.
  @Test func apnsCarriesTheDefaultKeysOfTheSeedPage() throws {
    let composed = try Self.compose(#"{"apns":{"alert":{"body":"short msg only!"}},"gcm":{"enabled":false},"mqtt":{"enabled":false}}"#).get()
    let apns = try #require(composed.apns)
    #expect(apns.keys == ["aps", "s", "sa", "st", "su", "to", "w"])
    #expect(JSONValue.object(apns).serialized() == #"{"aps":{"alert":{"body":"short msg only!"}},"s":"\#(Self.alice)","sa":"9a2385ce","st":"APP_AND_USER","su":"\#(Self.alice)","to":"MyTODO","w":1373623307000}"#)
    #expect(composed.fcm == nil && composed.mqtt == nil)
  }

  /// Suppressing the four flags leaves only `aps` (the page's second output).
  @Test func suppressFlagsRemoveTheirKeys() throws {
    let all = try Self.compose(#"{"apns":{"alert":{"body":"L"}},"sendSender":false,"sendWhen":false,"sendTopicID":false,"sendObjectScope":false}"#).get()
    #expect(all.apns?.keys == ["aps"])
    #expect(all.fcm?.keys == [])
    for (flag, short, long) in [("sendSender", ["s"], ["sender"]), ("sendWhen", ["w"], ["when"]), ("sendTopicID", ["to"], ["topic"]),
                                ("sendObjectScope", ["sa", "st", "su"], ["objectScopeAppID", "objectScopeType", "objectScopeUserID"])] {
      let composed = try Self.compose(#"{"\#(flag)":false}"#).get()
      let apnsKeys = Set(composed.apns?.keys ?? [])
      let fcmKeys = Set(composed.fcm?.keys ?? [])
      #expect(apnsKeys.isDisjoint(with: short), "\(flag)")
      #expect(fcmKeys.isDisjoint(with: long), "\(flag)")
      #expect(apnsKeys.count == 7 - short.count, "\(flag): the other keys stay")
    }
    let extras = try Self.compose(#"{"sendAppID":true,"sendOrigin":true}"#).get()
    #expect(extras.apns?["a"] == "9a2385ce" && extras.apns?["o"] == "EXPLICIT")
    #expect(extras.fcm?["appID"] == "9a2385ce" && extras.fcm?["origin"] == "EXPLICIT")
  }

  /// What the composer writes, the SDK's parser reads back, on each network.
  @Test func compositionRoundTripsThroughTheDecoder() throws {
    let composed = try Self.compose(
      #"{"data":{"str":"str","int":1,"bool":false,"double":1.12},"apns":{"contentAvailable":1,"category":"C","mutableContent":1}}"#,
      topic: "group:g1/GroupTopic", as: "bob").get()
    let apns = KiiMessageDecoder.decode(payload: try #require(composed.apns), platform: .iOS)
    let fcm = KiiMessageDecoder.decode(payload: try #require(composed.fcm), platform: .android)
    let mqtt = KiiMessageDecoder.decode(payload: try #require(composed.mqtt), platform: .android)
    for message in [apns, fcm, mqtt] {
      #expect(message.pushMessageType == .pushToUser)
      #expect(message.objectScope == .appAndGroup)
      #expect(message.kiiTopic == "kiicloud://groups/g1/topics/GroupTopic")
      #expect(message.sender == "kiicloud://users/u-bob")
      #expect(message.objectScopeAppID == "9a2385ce")
      #expect(message.when == Self.when)
      #expect(message.getInt("int") == 1 && message.getString("str") == "str" && message.getDouble("double") == 1.12)
      #expect(message.getBoolean("bool") == false && message.issues.isEmpty)
    }
    #expect(apns.isAPNS && !fcm.isAPNS)
    #expect(apns.payload["aps"] == .object(["category": "C", "content-available": 1, "mutable-content": 1]))
    #expect(fcm.customFields["int"] == "1", "FCM data values are strings")
    #expect(mqtt.customFields["int"] == 1, "MQTT keeps the JSON types (modelled)")
  }

  /// APNs over 2048 bytes and FCM over 4096 are refused, naming size and limit.
  @Test func sizeLimitsRefuseTheSend() throws {
    let apns = try Self.compose(#"{"data":{"t":"\#(String(repeating: "x", count: 1950))"}}"#)
    let issue = try #require(Vendor.rejection(apns))
    #expect(issue.reason == "apnsPayloadTooLarge")
    // 1950 bytes of data + `{"data":…}` framing, `aps` and the seven predefined keys.
    #expect(issue.message.hasPrefix("the APNs payload would be 2") && issue.message.contains("Kii limits it to 2048 bytes"))
    let fcmOnly = #"{"data":{"t":"\#(String(repeating: "x", count: 3000))"},"apns":{"enabled":false}}"#
    #expect(Vendor.rejection(try Self.compose(fcmOnly)) == nil)
    let fcm = try Self.compose(#"{"data":{"t":"\#(String(repeating: "x", count: 4100))"},"apns":{"enabled":false}}"#)
    #expect(Vendor.rejection(fcm)?.reason == "fcmPayloadTooLarge")
  }

  /// A GCM reserved data key is refused while FCM is enabled.
  @Test func gcmReservedKeyIsRefusedOnlyWithFCM() throws {
    #expect(Vendor.rejection(try Self.compose(#"{"data":{"collapse_key":"x"}}"#))?.reason == "gcmReservedKey")
    #expect(Vendor.rejection(try Self.compose(#"{"data":{"google.x":"x"}}"#))?.reason == "gcmReservedKey")
    #expect(Vendor.rejection(try Self.compose(#"{"data":{"collapse_key":"x"},"gcm":{"enabled":false}}"#)) == nil)
  }

  /// Who may send: members to a group topic, the owner to a user topic, the admin anywhere.
  @Test func sendPermissions() {
    let cloud = Self.cloud
    let app = KiiTopicRef(parsing: "app/News")!, group = KiiTopicRef(parsing: "group:g1/GroupTopic")!
    let user = KiiTopicRef(parsing: "user:alice/MyTODO")!
    #expect(cloud.refusalToSend(as: "admin", to: app) == nil)
    #expect(cloud.refusalToSend(as: "alice", to: app)?.reason == "notPermitted")
    #expect(cloud.refusalToSend(as: "bob", to: group) == nil)
    #expect(cloud.refusalToSend(as: "alice", to: group) == nil, "the owner is a member")
    #expect(cloud.refusalToSend(as: "carol", to: group)?.reason == "notPermitted")
    #expect(cloud.refusalToSend(as: "alice", to: user) == nil)
    #expect(cloud.refusalToSend(as: "bob", to: user)?.reason == "notPermitted")
    #expect(cloud.refusalToSubscribe("carol", to: app) == nil)
    #expect(cloud.refusalToSubscribe("carol", to: group) != nil)
    #expect(cloud.refusalToSubscribe("bob", to: user) != nil)
  }

  /// The REST body: unknown keys suggest the right one; nested data is refused; it round-trips.
  @Test func messageJSONIsChecked() throws {
    let typo = KiiPushMessage.parse(try JSONValue.parse(#"{"sendSendr":false}"#))
    #expect(Vendor.rejection(typo)?.message.contains("did you mean \"sendSender\"") == true)
    let nested = KiiPushMessage.parse(try JSONValue.parse(#"{"data":{"o":{"a":1}}}"#))
    #expect(Vendor.rejection(nested)?.message.contains("one level deep") == true)
    let message = try KiiPushMessage.parse(try JSONValue.parse(
      #"{"data":{"k":"v"},"apns":{"alert":{"title":"T","subtitle":"S","body":"B"},"badge":2,"sound":"s.caf"},"fcm":{"enabled":false},"sendWhen":false}"#)).get()
    #expect(message.fcm.enabled == false && message.apns.alertSubtitle == "S" && !message.sendWhen)
    #expect(try KiiPushMessage.parse(message.jsonValue).get() == message)
    // Both Android sections: Kii sends the fcm fields (KiiRESTBodyAuditTests.bothSections…).
    #expect(try KiiPushMessage.parse(try JSONValue.parse(#"{"gcm":{},"fcm":{}}"#)).get().androidSection == .fcm)
  }

  /// KII-U `APNSMessage`: the alert's localisation keys and launch image, `locKey` in the REST
  /// body and `loc-key` in `aps.alert`; `locArgs` must be strings.
  @Test func apnsAlertLocalisationFields() throws {
    let json = #"{"apns":{"alert":{"locKey":"NEW_TODO","locArgs":["milk"],"actionLocKey":"OPEN","launchImage":"l.png"}}}"#
    let message = try KiiPushMessage.parse(try JSONValue.parse(json)).get()
    #expect(message.apns.alertLocArgs == ["milk"])
    #expect(try KiiPushMessage.parse(message.jsonValue).get() == message)
    let aps = try #require(try Self.compose(json).get().apns?["aps"])
    #expect(aps["alert"] == ["loc-key": "NEW_TODO", "loc-args": ["milk"], "action-loc-key": "OPEN", "launch-image": "l.png"])
    let wrong = KiiPushMessage.parse(try JSONValue.parse(#"{"apns":{"alert":{"locArgs":[1]}}}"#))
    #expect(Vendor.rejection(wrong)?.message.contains("\"apns.alert.locArgs\" must be an array of strings") == true)
  }

  /// Topic references parse the scenario's three spellings only.
  @Test func topicReferences() {
    #expect(KiiTopicRef(parsing: "group:g1/GroupTopic")?.scope == .group("g1"))
    #expect(KiiTopicRef(parsing: "user:alice/MyTODO")?.objectScope == .appAndUser)
    #expect(KiiTopicRef(parsing: "app/News")?.description == "app/News")
    #expect(KiiTopicRef(parsing: "News") == nil && KiiTopicRef(parsing: "group:/x") == nil && KiiTopicRef(parsing: "app/") == nil)
  }
}
