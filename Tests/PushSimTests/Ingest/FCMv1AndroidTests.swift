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
  /// position; escaped keys are the keys they spell; unknown fields are dropped; `link` is
  /// appended; `android.data` replaces `message.data`.
  @Test func pairsOfATrickyBody() throws {
    let body = #"""
      {"message":{"data":{"lost":"x"},"notification":{"\u0074itle":"T","body":"B","link":"L","titles":"no"},
      "andr\u006fid":{"notification":{"title":"T2","channel_id":"c","sound":"s","title":"T3"},"ttl":"3.5s",
      "priority":"high","collapse_\u006bey":"ck","data":{"k":"v","é":"ü"}}}}
      """#
    let message = try #require(try JSONDocument(body).root["message"])
    let delivery = try FCMv1Message.android(message, messageID: "m1", sentTimeMillis: 42, packageName: "app")
    #expect(delivery.pairs.map(\.key) == [
      "k", "é", "gcm.n.e", "gcm.n.title", "gcm.n.body", "gcm.n.link", "gcm.n.android_channel_id",
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
}
