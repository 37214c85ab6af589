import Testing

@testable import PushSim

/// What a push service or FCM refuses of a Web Push request: the `webpush` block of an FCM
/// HTTP v1 body, the `Topic` header (RFC 8030 §5.4), data too large once encrypted (RFC 8291
/// §4); and the TTL FCM supplies for a v1 body.
struct WebPushRequestChecksTests {
  static func decode(_ json: String, headers: PushHeaders = ["ttl": 60]) throws -> Result<IncomingPush, PayloadIssue> {
    try PushDecoder(platform: .web).decode(json: json, headers: headers)
  }

  @Test(arguments: [
    (#"{"data":{"n":1},"notification":{"title":"x"}}"#, "message.webpush.data.n is an integer; FCM data values must be strings"),
    (#"{"notification":"hello"}"#, "message.webpush.notification is a string; expected an object"),
    (#"{"fcm_options":{"link":5}}"#, "message.webpush.fcm_options.link is an integer; expected an HTTPS URL string"),
    (#"{"fcm_options":{"link":"https://a.example","foo":1}}"#, #"message.webpush.fcm_options has no field "foo""#),
    (#"{"fcm_options":{"link":"http://insecure.example/path"}}"#, #"message.webpush.fcm_options.link "http://insecure.example/path" is not an HTTPS URL"#),
  ])
  func fcmRefusesAMalformedWebpushBlockForEveryToken(webpush: String, message: String) throws {
    let body = #"{"message":{"token":"a","webpush":\#(webpush)}}"#
    for platform in Platform.allCases {
      let result = PushDecoder(platform: platform).decode(Array(body.utf8), headers: ValidatedPushHeaders(), sequence: 1)
      guard case .failure(let issue) = result else {
        Issue.record("\(platform): accepted")
        continue
      }
      #expect(issue.message.hasPrefix(message), "\(platform): \(issue.message)")
    }
  }

  @Test func aWellFormedWebpushBlockIsTaken() throws {
    let body = #"{"message":{"token":"a","webpush":{"data":{"google.k":"v"},"fcm_options":{"link":"https://a.example/x","analyticsLabel":"l"},"notification":{"title":"x"}}}}"#
    let push = try Self.decode(body, headers: [:]).get()
    #expect(push.notification.launchURL == "https://a.example/x")
    // FCM makes the Web Push request and gives it a TTL (4 weeks unless the body sets one): no
    // missingTTL for the sender, who wrote no Web Push request.
    #expect(!push.warnings.contains { $0.reason == "missingTTL" })
    #expect(try Self.decode(#"{"title":"x"}"#, headers: [:]).get().warnings.contains { $0.reason == "missingTTL" })
  }

  @Test func topicHeaderIsChecked() throws {
    #expect(throws: PushHeadersError.self) { try Self.decode(#"{"title":"x"}"#, headers: ["ttl": 60, "topic": "my news!"]) }
    #expect(throws: PushHeadersError.self) { try Self.decode(#"{"title":"x"}"#, headers: ["ttl": 60, "topic": .string(String(repeating: "a", count: 33))]) }
    #expect(throws: PushHeadersError.self) { try Self.decode(#"{"title":"x"}"#, headers: ["ttl": 60, "topic": ""]) }
    let push = try Self.decode(#"{"title":"x"}"#, headers: ["ttl": 60, "topic": .string("news-1_" + String(repeating: "A", count: 25))]).get()
    #expect(push.headers.webTopic?.count == 32)
  }

  @Test func dataTooLargeOnceEncryptedIsRefused() throws {
    func data(_ size: Int) -> String { #"{"title":""# + String(repeating: "x", count: size - 12) + #""}"# }
    #expect(data(3993).utf8.count == 3993)
    #expect(try Self.decode(data(3993)).get().size == 3993)
    guard case .failure(let issue) = try Self.decode(data(3994)) else {
      Issue.record("3994 bytes accepted")
      return
    }
    #expect(issue.reason == "payloadTooLarge")
    #expect(issue.rule == "RFC 8291 §4")
    #expect(issue.message.contains("at most 3993 bytes of data"))
  }

  /// Over 3993 bytes and over 4096, Web Push data gets one message naming both limits (4096
  /// octets of encrypted body, so 3993 bytes of data with aes128gcm) and one rule; an FCM HTTP
  /// v1 body over 4096 bytes counts against FCM's limit.
  @Test func bothWebSizeLimitsGiveOneMessage() throws {
    func data(_ size: Int) -> String { #"{"title":""# + String(repeating: "x", count: size - 12) + #""}"# }
    for size in [4087, 4127, 70_000] {
      guard case .failure(let issue) = try Self.decode(data(size)) else {
        Issue.record("\(size) bytes accepted")
        continue
      }
      #expect(issue.reason == "payloadTooLarge" && issue.rule == "RFC 8291 §4", "\(size)")
      #expect(
        issue.message == "the payload is \(size) bytes; encrypted for Web Push (aes128gcm adds 103 bytes) it would be "
          + "\(size + 103), over the 4096 octets of encrypted body a push service takes (RFC 8030 §7.2): at most 3993 bytes of data",
        "\(issue.message)")
    }
    let body = #"{"message":{"token":"t","notification":{"title":""# + String(repeating: "x", count: 4100) + #""}}}"#
    guard case .failure(let issue) = try Self.decode(body) else {
      Issue.record("an FCM body over 4096 bytes accepted")
      return
    }
    #expect(issue.rule == "R-A-1" && issue.message.hasSuffix("FCM accepts at most 4096"), "\(issue.message)")
  }
}
