@testable import PushSim
import Testing

/// The audit of the message body against Kii's REST reference ("Push Messages": the 400
/// `INVALID_INPUT_DATA` cases) and KII-U's `KiiPushMessageData`, and of the received message's
/// `a` key (iOS `KiiMessageField`).
struct KiiRESTBodyAuditTests {
  static func parse(_ json: String) throws -> Result<KiiPushMessage, PayloadIssue> {
    KiiPushMessage.parse(try JSONValue.parse(json))
  }

  /// `fcm` refuses FCM's reserved words (`priority`, `message_type`, `gcm.` …) and not GCM's
  /// (`time_to_live`, `data`); `gcm` the other way round. The message data counts too.
  @Test func theFCMSectionRefusesFCMsReservedWordsAndGCMsItsOwn() throws {
    for json in [#"{"data":{"priority":"high"},"fcm":{}}"#, #"{"fcm":{"data":{"message_type":"x"}}}"#,
                 #"{"fcm":{"data":{"gcm.n.e":"1"}}}"#, #"{"data":{"google.x":"1"},"fcm":{"enabled":true}}"#] {
      #expect(Vendor.rejection(try KiiCloudTests.compose(json))?.reason == "fcmReservedKey", "\(json)")
    }
    let ttl = try KiiCloudTests.compose(#"{"data":{"time_to_live":"60","data":"d"},"fcm":{"data":{"k":"v"}}}"#).get()
    #expect(ttl.fcm?["time_to_live"] == "60" && ttl.fcm?["data"] == "d" && ttl.fcm?["k"] == "v")
    #expect(Vendor.rejection(try KiiCloudTests.compose(#"{"data":{"time_to_live":"60"},"gcm":{}}"#))?.reason == "gcmReservedKey")
    #expect(Vendor.rejection(try KiiCloudTests.compose(#"{"data":{"priority":"high"},"gcm":{}}"#)) == nil)
    #expect(Vendor.rejection(try KiiCloudTests.compose(#"{"data":{"priority":"high"},"fcm":{"enabled":false}}"#)) == nil)
    let refusal = try #require(Vendor.rejection(try KiiCloudTests.compose(#"{"fcm":{"data":{"ttl":"1"}}}"#)))
    #expect(refusal.message.hasPrefix(#"data key "ttl" is reserved while "fcm" is enabled"#))
    let message = try Self.parse(#"{"fcm":{"enabled":false}}"#).get()
    #expect(message.androidSection == .fcm && message.jsonValue["fcm"] != nil && message.jsonValue["gcm"] == nil)
    #expect(try KiiPushMessage.parse(message.jsonValue).get() == message)
  }

  /// `gcm.data` and `fcm.data` take strings only ("contains values different from String" is a
  /// 400); the message's `data` and `apns.data`/`mqtt.data` keep numbers and booleans.
  @Test func fcmSectionDataTakesStringsOnly() throws {
    let number = try #require(Vendor.rejection(try Self.parse(#"{"gcm":{"data":{"n":1}}}"#)))
    #expect(number.message == #""gcm.data.n" is 1; Kii takes only strings in gcm.data (the REST API refuses other values): write "1""#)
    #expect(Vendor.rejection(try Self.parse(#"{"fcm":{"data":{"b":false}}}"#))?.message.contains(#"write "false""#) == true)
    #expect(Vendor.rejection(try Self.parse(#"{"data":{"n":1,"b":true},"apns":{"data":{"n":2}},"mqtt":{"data":{"d":1.5}}}"#)) == nil)
  }

  /// KII-U `KiiPushMessageData.Put` refuses an empty key ("Key is invalid.").
  @Test func anEmptyDataKeyIsRefused() throws {
    for json in [#"{"data":{"":"v"}}"#, #"{"apns":{"data":{"":1}}}"#, #"{"mqtt":{"data":{"":"v"}}}"#] {
      #expect(Vendor.rejection(try Self.parse(json))?.message.contains("has an empty key") == true, "\(json)")
    }
  }

  /// Kii's own fields PushSim does not model are named as such, not as typos (the `gcm` control
  /// fields it models: `KiiGCMControlFieldsTests`); the REST guide's
  /// `sendToDevelopment`/`sendToProduction` true are the defaults.
  @Test func kiiFieldsPushSimDoesNotModelSaySo() throws {
    let cases = [
      (#"{"jpush":{"enabled":true}}"#, #""jpush" is a Kii REST field PushSim does not model"#),
      (#"{"gcm":{"notification":{}}}"#, #""gcm.notification" is a Kii REST field PushSim does not model (an FCM notification block"#),
      (#"{"fcm":{"notification":{}}}"#, #""fcm.notification" is a Kii REST field"#),
    ]
    for (json, text) in cases {
      #expect(Vendor.rejection(try Self.parse(json))?.message.hasPrefix(text) == true, "\(json)")
    }
    let sample = try Self.parse(#"{"data":{"MsgBody":"Hi all!"},"sendToDevelopment":true,"sendToProduction":true}"#).get()
    #expect(sample == KiiPushMessage(data: ["MsgBody": "Hi all!"]))
    #expect(Vendor.rejection(try Self.parse(#"{"sendToDevelopment":"yes"}"#))?.message == #""sendToDevelopment" must be true or false, not "yes""#)
  }

  /// `a` (`sendAppID`) is the app that generated the push, not the scope's app (`sa`): the
  /// parse keeps them apart.
  @Test func theAppIDIsNotTheScopesAppID() throws {
    let composed = try KiiCloudTests.compose(#"{"sendAppID":true,"sendObjectScope":false}"#).get()
    for message in [KiiMessageDecoder.decode(payload: try #require(composed.apns), platform: .iOS),
                    KiiMessageDecoder.decode(payload: try #require(composed.fcm), platform: .android)] {
      #expect(message.appID == "9a2385ce")
      #expect(message.objectScopeAppID == nil)
      #expect(message.jsonValue["fields"]?["appID"] == "9a2385ce" && message.jsonValue["fields"]?["objectScopeAppID"] == .null)
    }
  }

  /// KII-U `WithPushMessageType` puts `pushMessageType` in the body and Kii sends it as `t` /
  /// `type` (`KiiMessageField` `KiiMessage_TYPE`); the receiver reads it, the message stays a
  /// PushToUser (the type is not one of the parser's tests).
  @Test func pushMessageTypeIsSentAsTheTypeKey() throws {
    let composed = try KiiCloudTests.compose(#"{"pushMessageType":"TODO_ADDED"}"#).get()
    #expect(composed.apns?["t"] == "TODO_ADDED" && composed.fcm?["type"] == "TODO_ADDED" && composed.mqtt?["type"] == "TODO_ADDED")
    for (payload, platform) in [(composed.apns, Platform.iOS), (composed.fcm, .android), (composed.mqtt, .android)] {
      let message = KiiMessageDecoder.decode(payload: try #require(payload), platform: platform)
      #expect(message.eventType == "TODO_ADDED" && message.pushMessageType == .pushToUser && message.customFields.isEmpty)
    }
    #expect(try KiiCloudTests.compose("{}").get().apns?["t"] == nil)
    let message = try Self.parse(#"{"pushMessageType":"TODO_ADDED"}"#).get()
    #expect(try KiiPushMessage.parse(message.jsonValue).get() == message)
    #expect(Vendor.rejection(try Self.parse(#"{"pushMessageType":1}"#))?.message == #""pushMessageType" must be a string, not 1"#)
  }

  /// KII-U `SendToDevelopment`/`SendToProduction` (default true) and `KiiPushInstallation`'s
  /// `development`: a development installation receives only with `sendToDevelopment`, a
  /// production one only with `sendToProduction`.
  @Test func sendToDevelopmentAndProductionChooseTheInstallations() throws {
    let block = #"{"users":{"alice":"u-a"},"topics":["user:alice/T"],"subscriptions":{"alice":["user:alice/T"]},"installations":{"phone":{"user":"alice"},"ipad":{"user":"alice","development":true}}}"#
    func recipients(_ message: String) throws -> [JSONValue]? {
      let steps = #"{"kiiSend":{"as":"alice","topic":"user:alice/T","message":\#(message)}}"#
      let result = try KiiScenarioTests.run(KiiScenarioTests.text(kii: block, steps: steps))
      return result.events.first { $0.name == "kii.sent" }?["recipients"]?.arrayValue
    }
    #expect(try recipients("{}") == ["ipad", "phone"])
    #expect(try recipients(#"{"sendToDevelopment":false}"#) == ["phone"])
    #expect(try recipients(#"{"sendToProduction":false}"#) == ["ipad"])
    #expect(try recipients(#"{"sendToDevelopment":false,"sendToProduction":false}"#) == [])
    let message = try Self.parse(#"{"sendToProduction":false}"#).get()
    #expect(!message.sendToProduction && message.sendToDevelopment)
    #expect(try KiiPushMessage.parse(message.jsonValue).get() == message)
    let numeric = #"{"users":{"alice":"u-a"},"installations":{"phone":{"user":"alice","development":1}}}"#
    // The whole message: an unknown-key error would name "development" too.
    #expect(KiiScenarioTests.loadError(KiiScenarioTests.text(kii: numeric, steps: ""))
      == #""development" in the installation of "phone" must be true or false, not 1"#)
  }

  /// Both `gcm` and `fcm`: "If both GCM and FCM specific fields are enabled, the FCM push
  /// notification will be prioritized": FCM installations get the `fcm` data; with `fcm`
  /// disabled, the `gcm` data. An enabled section's reserved keys are refused even when the
  /// other is delivered.
  @Test func bothSectionsDeliverTheFCMFieldsWhileFCMIsEnabled() throws {
    let both = try KiiCloudTests.compose(#"{"gcm":{"data":{"k":"gcm"}},"fcm":{"data":{"k":"fcm"}}}"#).get()
    #expect(both.fcm?["k"] == "fcm")
    let gcmOnly = try KiiCloudTests.compose(#"{"gcm":{"data":{"k":"gcm"}},"fcm":{"enabled":false,"data":{"k":"fcm"}}}"#).get()
    #expect(gcmOnly.fcm?["k"] == "gcm")
    let none = try KiiCloudTests.compose(#"{"gcm":{"enabled":false},"fcm":{"enabled":false}}"#).get()
    #expect(none.fcm == nil && none.apns != nil)
    #expect(Vendor.rejection(try KiiCloudTests.compose(#"{"data":{"time_to_live":"1"},"gcm":{},"fcm":{}}"#))?.reason == "gcmReservedKey")
    #expect(Vendor.rejection(try KiiCloudTests.compose(#"{"data":{"time_to_live":"1"},"gcm":{"enabled":false},"fcm":{}}"#)) == nil)
    #expect(Vendor.rejection(try KiiCloudTests.compose(#"{"data":{"priority":"1"},"gcm":{},"fcm":{"enabled":false}}"#)) == nil)
    #expect(Vendor.rejection(try KiiCloudTests.compose(#"{"gcm":{},"fcm":{"data":{"ttl":"1"}}}"#))?.reason == "fcmReservedKey")
    for json in [#"{"gcm":{"data":{"a":"1"}},"fcm":{"data":{"b":"2"}}}"#, #"{"gcm":{},"fcm":{"enabled":false}}"#] {
      let message = try Self.parse(json).get()
      #expect(message.otherAndroidSection != nil)
      #expect(try KiiPushMessage.parse(message.jsonValue).get() == message)
    }
  }
}
