import PushSim
import Testing

/// The examples of Kii's "Sending a Push Notification" page (shared/seeds), as a device
/// receives them. The page prints the APNs messages as an `NSDictionary` description; here
/// they are the same values in JSON.
struct KiiSeedExampleTests {
  /// "Here is an actual APNs message that will be sent", with the default keys.
  static let defaultKeys = #"{"aps":{"alert":{"body":"short msg only!"}},"s":"cf6de5b5-8927-48a4-a410-xxxxxxxxxxxx","sa":"9a2385ce","st":"APP_AND_USER","su":"e26ad504-8100-4056-b3d3-xxxxxxxxxxxx","to":"MyTopic","w":1373623307000}"#

  /// The default keys: sender, app, scope, scope user, topic, sent time.
  @Test func defaultKeys() throws {
    let m = try Kii.message(Self.defaultKeys, on: .iOS)
    #expect(m.pushMessageType == .pushToUser)
    #expect(m.sender == "kiicloud://users/cf6de5b5-8927-48a4-a410-xxxxxxxxxxxx")
    #expect(m.objectScopeAppID == "9a2385ce")
    #expect(m.objectScope == .appAndUser)
    #expect(m.objectScopeUser == "kiicloud://users/e26ad504-8100-4056-b3d3-xxxxxxxxxxxx")
    #expect(m.topicName == "MyTopic")
    #expect(m.kiiTopic == "kiicloud://users/e26ad504-8100-4056-b3d3-xxxxxxxxxxxx/topics/MyTopic")
    #expect(m.when == 1_373_623_307_000)
    #expect(m.customFields.isEmpty)
    #expect(try Kii.lint(Self.defaultKeys, .iOS) == [])
  }

  /// With the default keys suppressed (`sendSender`, `sendWhen`, `sendTopicID`,
  /// `sendObjectScope` false) only `aps` is left: a DirectPush with nothing of Kii's.
  @Test func suppressedKeys() throws {
    let json = #"{"aps":{"alert":{"body":"Looooooooooooooooooong Message!!"}}}"#
    let m = try Kii.message(json, on: .iOS)
    #expect(m.pushMessageType == .directPush)
    #expect(m.sender == nil)
    #expect(m.objectScope == nil)
    #expect(m.when == nil)
    #expect(try Kii.lint(json, .iOS) == ["warning:noKiiKeys"])
  }

  /// The group-topic sample's silent message with data str/int/bool/double, on iOS (typed
  /// values) and on Android (strings).
  @Test func groupTopicDataOnBothPlatforms() throws {
    let iOS = try Kii.message(#"{"aps":{"content-available":1},"str":"str","int":1,"bool":false,"double":1.12,"s":"u","st":"APP_AND_GROUP","sg":"g","to":"GroupTopic","w":1}"#, on: .iOS)
    #expect(iOS.kiiTopic == "kiicloud://groups/g/topics/GroupTopic")
    #expect((iOS.getString("str"), iOS.getInt("int"), iOS.getBoolean("bool"), iOS.getDouble("double")) == ("str", 1, false, 1.12))
    let android = try Kii.message(#"{"str":"str","int":"1","bool":"false","double":"1.12","sender":"u","objectScopeType":"APP_AND_GROUP","objectScopeGroupID":"g","topic":"GroupTopic","when":"1"}"#, on: .android)
    #expect(android.kiiTopic == iOS.kiiTopic)
    #expect((android.getString("str"), android.getInt("int"), android.getBoolean("bool"), android.getDouble("double")) == ("str", 1, false, 1.12))
  }

  /// The user-topic sample's APNs-specific data (`item`, `Done`) are custom fields.
  @Test func userTopicSpecificData() throws {
    let m = try Kii.message(#"{"aps":{"content-available":1},"item":"Do Something","Done":1,"s":"me","st":"APP_AND_USER","su":"me","to":"MyToDO"}"#, on: .iOS)
    #expect(m.customFields == ["item": "Do Something", "Done": 1])
    #expect(m.kiiTopic == "kiicloud://users/me/topics/MyToDO")
  }

  /// "the APNs payload is limited to 2 KB (2048 bytes)": 2048 is fine, 2049 an error.
  @Test func apnsLimit() throws {
    func payload(_ size: Int) -> String {
      let head = #"{"aps":{"alert":"x"},"pad":""#
      return head + String(repeating: "a", count: size - head.utf8.count - 2) + #""}"#
    }
    #expect(payload(2048).utf8.count == 2048)
    #expect(try Kii.lint(payload(2048), .iOS) == ["warning:noKiiKeys"])
    #expect(try Kii.lint(payload(2049), .iOS) == ["error:kiiPayloadTooLarge", "warning:noKiiKeys"])
  }

  /// "The FCM service allows you to use the payload up to 4 KB": over it the device refuses.
  @Test func fcmLimit() throws {
    let big = #"{"topic":"t","pad":""# + String(repeating: "a", count: 4100) + #""}"#
    #expect(try Kii.lint(big, .android) == ["error:payloadTooLarge"])
  }
}
