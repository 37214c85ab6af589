import Testing

@testable import PushSim

/// A legacy FCM data map is the bundle as written, except that a `ttl` transport header brings
/// FCM's `google.sent_time` and `google.ttl` into it (FCM adds both to every message, as the
/// HTTP v1 path does), each only when the map lacks it.
struct FCMDataMapTTLHeaderTests {
  /// A data map of the app's keys and one of FCM's.
  static let json = #"{"k":"v","google.message_id":"m1","custom":"{}"}"#

  /// Decodes `json` for Android, sent with `headers`, arriving 5 s into the run.
  static func decode(_ json: String = json, headers: PushHeaders = PushHeaders()) throws -> IncomingPush {
    try PushDecoder(platform: .android)
      .decode(Array(json.utf8), headers: headers.validated(), sequence: 1, now: SimInstant(offset: .seconds(5)))
      .get()
  }

  /// The send time the decoder gives at 5 s: the default clock epoch in ms, plus 5000.
  static let sentMillis = DeviceOptions().clockEpochSeconds * 1000 + 5000

  /// Without a `ttl` header the bundle is the map as written.
  @Test func withoutATTLHeaderTheMapIsAsWritten() throws {
    let push = try Self.decode(headers: ["priority": "high"])
    let message = try #require(push.remoteMessage)
    #expect(message.rawData.entries.map(\.key) == ["k", "google.message_id", "custom"])
    #expect(message.ttl == nil)
    #expect(message.sentTime == nil)
  }

  /// With one, `google.sent_time` (ms) and `google.ttl` (the header's seconds) follow the map's
  /// entries; `getData()` and the counted size stay the same.
  @Test func aTTLHeaderAddsSentTimeAndTTL() throws {
    let plain = try Self.decode()
    let push = try Self.decode(headers: ["ttl": 60])
    let message = try #require(push.remoteMessage)
    #expect(message.rawData.entries.map(\.key) == ["k", "google.message_id", "custom", "google.sent_time", "google.ttl"])
    #expect(message.rawData["google.sent_time"] == String(Self.sentMillis))
    #expect(message.rawData["google.ttl"] == "60")
    #expect(message.ttl == 60)
    #expect(message.sentTime == Self.sentMillis)
    #expect(message.data.map(\.key) == ["k", "custom"])
    #expect(push.size == plain.size)
    #expect(push.notification.ttl == .seconds(60))
  }

  /// A `ttl` of 0 is a TTL too: `google.ttl` is `"0"`.
  @Test func aZeroTTLHeaderIsWritten() throws {
    let message = try #require(Self.decode(headers: ["ttl": 0]).remoteMessage)
    #expect(message.rawData["google.ttl"] == "0")
    #expect(message.ttl == 0)
  }

  /// A key the map already has keeps its value and position; only the missing one is added.
  @Test(arguments: [
    (#"{"k":"v","google.ttl":"30"}"#, ["k", "google.ttl", "google.sent_time"], Int64(30), nil),
    (#"{"google.sent_time":"1000","k":"v"}"#, ["google.sent_time", "k", "google.ttl"], Int64(60), Int64(1000)),
    (#"{"google.ttl":"30","google.sent_time":"1000"}"#, ["google.ttl", "google.sent_time"], Int64(30), Int64(1000)),
  ] as [(String, [String], Int64, Int64?)])
  func aKeyTheMapHasWins(json: String, keys: [String], ttl: Int64, sentTime: Int64?) throws {
    let message = try #require(Self.decode(json, headers: ["ttl": 60]).remoteMessage)
    #expect(message.rawData.entries.map(\.key) == keys)
    #expect(message.ttl == ttl)
    #expect(message.sentTime == (sentTime ?? Self.sentMillis))
  }

  /// An FCM HTTP v1 body has its own `google.ttl` from the header, once.
  @Test func aV1BodyIsUnchanged() throws {
    let push = try Self.decode(#"{"message":{"data":{"k":"v"}}}"#, headers: ["ttl": 60])
    let keys = try #require(push.remoteMessage).rawData.entries.map(\.key)
    #expect(keys.filter { $0 == "google.ttl" }.count == 1)
    #expect(keys.filter { $0 == "google.sent_time" }.count == 1)
    #expect(push.remoteMessage?.ttl == 60)
  }
}
