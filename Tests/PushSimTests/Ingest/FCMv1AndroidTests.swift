import Testing

@testable import PushSim

/// The Android view of an FCM HTTP v1 body finds `message`'s, `android`'s and the notification
/// blocks' keys through name tables: escaped keys, overrides and repeats must read as before.
struct FCMv1AndroidTests {
  /// Every v1 notification field has its own `gcm.n.*` key, and the table finds each field.
  @Test func eachFieldHasItsOwnKey() {
    let keys = FCMv1Message.notificationKeys.map(\.key)
    #expect(Set(keys).count == keys.count)
    for field in FCMv1NotificationField.allCases {
      #expect(FCMv1NotificationField.table.position(ofString: "\(field.name)") == field.rawValue)
      #expect(FCMv1Message.notificationKeys[field.rawValue] == ("\(field.name)", field.dataKey))
    }
    #expect(FCMv1Message.notificationKeys.first?.key == "gcm.n.title")
    #expect(FCMv1NotificationField.sound.dataKey == "gcm.n.sound2")
    #expect(FCMv1NotificationField.channelID.dataKey == "gcm.n.android_channel_id")
  }

  /// `android.notification` overrides `message.notification` field by field, in the first
  /// position; escaped keys are the keys they spell; `android.data` replaces `message.data`. (A
  /// field repeated within one block is refused: FCMv1RepeatedFieldTests.)
  @Test func pairsOfATrickyBody() throws {
    let body = #"""
      {"message":{"data":{"lost":"x"},"notification":{"\u0074itle":"T","body":"B","image":"L"},
      "andr\u006fid":{"notification":{"channel_id":"c","sound":"s","title":"T3"},"ttl":"3.5s",
      "priority":"high","collapse_\u006bey":"ck","data":{"k":"v","é":"ü"}}}}
      """#
    let message = try #require(try JSONDocument(body).root["message"])
    let delivery = try FCMv1Message.android(message, messageID: "m1", sentTimeMillis: 42, packageName: "app")
    #expect(delivery.pairs.map(\.key) == [
      "k", "é", "gcm.n.e", "gcm.n.title", "gcm.n.body", "gcm.n.image", "gcm.n.android_channel_id",
      "gcm.n.sound2", "google.message_id", "google.sent_time", "google.ttl",
      "google.original_priority", "google.delivered_priority", "from", "collapse_key",
    ])
    #expect(delivery.pairs.map(\.value) == [
      "v", "ü", "1", "T3", "B", "L", "c", "s", "m1", "42", "3", "high", "high", "pushsim-sender", "ck",
    ])
    #expect(delivery.ttlSeconds == 3)
    #expect(delivery.priority == .high)
    #expect(delivery.collapseKey == "ck")
  }

  /// FCM's numbers as the device receives them: the sent time in milliseconds, the default TTL
  /// of 28 days in seconds when the body sets none, every pair reserved in one go.
  @Test func sentTimeAndDefaultTTLAreDecimalText() throws {
    let message = try #require(try JSONDocument(#"{"message":{"data":{"a":"x"}}}"#).root["message"])
    let delivery = try FCMv1Message.android(message, messageID: "m", sentTimeMillis: 1_763_800_000_123, packageName: "app")
    let values = Dictionary(delivery.pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    #expect(values["google.sent_time"] == "1763800000123")
    #expect(values["google.ttl"] == "2419200")
    #expect(delivery.ttlSeconds == nil)
  }

  /// A data value that is not a string is refused (the FCM backend's INVALID_ARGUMENT, R-A-2),
  /// in `message.data` and in `android.data`, with the path and key in the message; the walk
  /// stops there.
  @Test(arguments: [
    (#"{"message":{"data":{"a":"x","n":1}}}"#, "message.data.n is an integer"),
    (#"{"message":{"data":{"a":"x"},"android":{"data":{"a":"x","o":{}}}}}"#, "message.android.data.o is an object"),
  ])
  func nonStringDataValueIsRefused(_ body: String, _ start: String) throws {
    let message = try #require(try JSONDocument(body).root["message"])
    do {
      _ = try FCMv1Message.android(message, messageID: "m", sentTimeMillis: 0, packageName: "app")
      Issue.record("a non-string data value was accepted")
    } catch {
      #expect(error.rule == "R-A-2")
      #expect(error.message.hasPrefix(start), "\(error.message)")
      #expect(error.message.contains("INVALID_ARGUMENT"))
    }
  }

  /// A data object that repeats a key keeps the last value at the first key's place, as the
  /// map's `members` do; the pairs are not assumed distinct (no scan made while building them),
  /// and a non-string value hidden by a later repeat is not an error.
  @Test func repeatedDataKeysKeepTheLastValue() throws {
    let body = #"{"message":{"data":{"a":"1","b":"2","a":"3","c":4,"c":"5"}}}"#
    let message = try #require(try JSONDocument(body).root["message"])
    let delivery = try FCMv1Message.android(message, messageID: "m", sentTimeMillis: 0, packageName: "app")
    #expect(delivery.pairs.prefix(3).map(\.key) == ["a", "b", "c"])
    #expect(delivery.pairs.prefix(3).map(\.value) == ["3", "2", "5"])
    #expect(delivery.scan == nil)
    let decoded = try PushDecoder(platform: .android).decode(Array(body.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(decoded.remoteMessage?.data.map(\.key) == ["a", "b", "c"])
    #expect(decoded.remoteMessage?.data.map(\.value) == ["3", "2", "5"])
  }

  /// The transport headers `ttl`, `priority` and `collapse_key` apply to a v1 body that sets none
  /// of its own (the pairs the device gets say so too); the body's `android` block wins.
  @Test func headersApplyWhereTheBodySetsNone() throws {
    let headers = try (["ttl": 60, "priority": "high", "collapse_key": "news"] as PushHeaders).validated()
    let bare = try #require(try JSONDocument(#"{"message":{"data":{"a":"b"}}}"#).root["message"])
    let fromHeaders = try FCMv1Message.android(bare, messageID: "m", sentTimeMillis: 0, packageName: "app", headers: headers)
    #expect(fromHeaders.ttlSeconds == 60)
    #expect(fromHeaders.priority == .high)
    #expect(fromHeaders.collapseKey == "news")
    let pairs = Dictionary(fromHeaders.pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    #expect(pairs["google.ttl"] == "60")
    #expect(pairs["google.delivered_priority"] == "high")
    #expect(pairs["collapse_key"] == "news")
    let own = try #require(try JSONDocument(#"{"message":{"data":{"a":"b"},"android":{"ttl":"5s","priority":"normal","collapse_key":"mine"}}}"#).root["message"])
    let fromBody = try FCMv1Message.android(own, messageID: "m", sentTimeMillis: 0, packageName: "app", headers: headers)
    #expect(fromBody.ttlSeconds == 5)
    #expect(fromBody.priority == .normal)
    #expect(fromBody.collapseKey == "mine")
  }
}
