import PushSim
import Testing

/// `ReceivedMessage.Parse` as the Kii SDK does it (KII-U `push_message/*.cs`).
struct KiiReceivedMessageTests {
  /// APNs short keys: a bucket key makes a PushToApp with bucket and object URIs per scope.
  @Test func pushToAppOnIOS() throws {
    let app = try Kii.message(#"{"aps":{"content-available":1},"s":"u-1","st":"APP","bi":"tasks","oi":"o-1","om":1373623307000,"t":"DATA_OBJECT_CREATED"}"#, on: .iOS)
    #expect(app.isAPNS)
    #expect(app.pushMessageType == .pushToApp)
    #expect(app.sender == "kiicloud://users/u-1")
    #expect(app.kiiBucket == "kiicloud://buckets/tasks")
    #expect(app.kiiObject == "kiicloud://buckets/tasks/objects/o-1")
    #expect(app.modifiedAt == 1_373_623_307_000)
    #expect(app.eventType == "DATA_OBJECT_CREATED")
    let group = try Kii.message(#"{"aps":{"content-available":1},"st":"APP_AND_GROUP","sg":"g-1","bi":"b"}"#, on: .iOS)
    #expect(group.kiiBucket == "kiicloud://groups/g-1/buckets/b")
    #expect(group.objectScopeGroup == "kiicloud://groups/g-1")
    #expect(group.kiiObject == nil)
    let user = try Kii.message(#"{"aps":{"content-available":1},"st":"APP_AND_USER","su":"u-2","bi":"b","oi":"o"}"#, on: .iOS)
    #expect(user.kiiObject == "kiicloud://users/u-2/buckets/b/objects/o")
  }

  /// GCM long keys on Android (every value a string): PushToApp by origin EVENT or bucket keys.
  @Test func pushToAppOnAndroid() throws {
    let m = try Kii.message(#"{"sender":"u-1","objectScopeType":"APP_AND_GROUP","objectScopeGroupID":"g-1","bucketID":"b","objectID":"o","origin":"EVENT","when":"1373623307000"}"#, on: .android)
    #expect(!m.isAPNS)
    #expect(m.pushMessageType == .pushToApp)
    #expect(m.kiiObject == "kiicloud://groups/g-1/buckets/b/objects/o")
    #expect(m.when == 1_373_623_307_000)
    let event = try Kii.message(#"{"origin":"EVENT"}"#, on: .android)
    #expect(event.pushMessageType == .pushToApp)
    #expect(event.kiiBucket == nil)
  }

  /// A topic makes a PushToUser; the topic URI follows the scope.
  @Test func pushToUser() throws {
    let app = try Kii.message(#"{"aps":{"alert":"Hi"},"st":"APP","to":"news"}"#, on: .iOS)
    #expect(app.pushMessageType == .pushToUser)
    #expect(app.kiiTopic == "kiicloud://topics/news")
    let group = try Kii.message(#"{"topic":"chat","objectScopeType":"APP_AND_GROUP","objectScopeGroupID":"g-9"}"#, on: .android)
    #expect(group.kiiTopic == "kiicloud://groups/g-9/topics/chat")
  }

  /// A group scope without its group id gives the application's topic of that name, as the
  /// SDK's `new KiiTopic(null, name)` does, with a warning.
  @Test func groupScopeWithoutGroupIDGivesTheAppTopic() throws {
    let m = try Kii.message(#"{"aps":{"alert":"Hi"},"st":"APP_AND_GROUP","to":"chat"}"#, on: .iOS)
    #expect(m.kiiTopic == "kiicloud://topics/chat")
    #expect(m.issues.map(\.reason) == ["missingScopeGroup"])
  }

  /// Neither: a DirectPush, whose Sender is always none.
  @Test func directPush() throws {
    let m = try Kii.message(#"{"aps":{"alert":"Hi"},"s":"admin"}"#, on: .iOS)
    #expect(m.pushMessageType == .directPush)
    #expect(m.senderID == "admin")
    #expect(m.sender == nil)
  }

  /// An empty sender is none; an unknown scope is none (case matters); numbers name scopes.
  @Test func senderAndScopeParsing() throws {
    #expect(try Kii.message(#"{"aps":{"alert":"Hi"},"s":"","to":"t"}"#, on: .iOS).sender == nil)
    let lower = try Kii.message(#"{"aps":{"alert":"Hi"},"st":"app","to":"t"}"#, on: .iOS)
    #expect(lower.objectScope == nil)
    #expect(lower.kiiTopic == nil)
    #expect(lower.issues.map(\.reason) == ["unknownObjectScope"])
    #expect(KiiReceivedMessage.Scope(parsing: " APP_AND_USER ") == .appAndUser)
    #expect(KiiReceivedMessage.Scope(parsing: "1") == .appAndGroup)
    // An undefined number parses, to no defined case (KiiObjectScopeParseTests).
    #expect(KiiReceivedMessage.Scope(parsing: "3") == nil)
    #expect(KiiReceivedMessage.Scope.value(parsing: "3") == 3)
  }

  /// APNs vs GCM is decided by `aps` being an object: an Android data map's `aps` string is GCM.
  @Test func apsStringOnAndroidIsGCM() throws {
    let m = try Kii.message(#"{"aps":"{\"alert\":\"Hi\"}","to":"t","topic":"news"}"#, on: .android)
    #expect(!m.isAPNS)
    #expect(m.topicName == "news")
  }

  /// Typed getters: org.json's coercions on both platforms.
  @Test func typedGetters() throws {
    let iOS = try Kii.message(#"{"aps":{"content-available":1},"str":"str","int":1,"bool":false,"double":1.12,"big":3000000000}"#, on: .iOS)
    #expect(iOS.getString("str") == "str")
    #expect(iOS.getString("int") == "1")
    #expect(iOS.getString("missing") == "")
    #expect(iOS.getInt("int") == 1)
    #expect(iOS.getInt("big") == Int32(truncatingIfNeeded: Int64(3_000_000_000)))
    #expect(iOS.getLong("big") == 3_000_000_000)
    #expect(iOS.getDouble("double") == 1.12)
    #expect(iOS.getDouble("str").isNaN)
    #expect(!iOS.getBoolean("bool"))
    #expect(iOS.has("bool"))
    #expect(!iOS.has("missing"))
    let android = try Kii.message(#"{"str":"str","int":"1","bool":"TRUE","double":"1.12"}"#, on: .android)
    #expect(android.getInt("int") == 1)
    #expect(android.getBoolean("bool"))
    #expect(android.getDouble("double") == 1.12)
    #expect(android.getInt("str") == 0)
  }

  /// Custom fields: everything but Kii's keys, `aps` and FCM's own keys.
  @Test func customFields() throws {
    let m = try Kii.message(#"{"sender":"u","topic":"t","google.message_id":"m","from":"1","item":"Do Something","Done":"1"}"#, on: .android)
    #expect(m.customFields == ["item": "Do Something", "Done": "1"])
  }

  /// The web is not modelled.
  @Test func webIsNotModelled() throws {
    let view = KiiMessageDecoder.sdkView(of: try WP.push(#"{"title":"Hi"}"#, on: .web))
    #expect(view["accepted"] == false)
  }
}
