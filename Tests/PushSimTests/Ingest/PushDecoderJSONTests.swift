import PushSim
import Testing

/// `PushDecoder.decode(json:headers:)`: a payload checked without a device, headers as written.
struct PushDecoderJSONTests {
  @Test func decodesWithHeadersAsWritten() throws {
    let push = try PushDecoder(platform: .iOS)
      .decode(json: #"{"aps":{"alert":"Hi"}}"#, headers: ["apns-push-type": "alert", "apns-collapse-id": "c"]).get()
    #expect(push.notification.body == "Hi")
    #expect(push.notification.id == "c")
    #expect(push.headers.apnsPushType == .alert)
    let android = try PushDecoder(platform: .android).decode(json: #"{"k":"v"}"#).get()
    #expect(android.notification.id == "fcm-1")
    #expect(android.remoteMessage?.data.map(\.key) == ["k"])
  }

  @Test func refusalsAndBadHeadersAreTold() {
    #expect(throws: PushHeadersError.self) { try PushDecoder(platform: .iOS).decode(json: "{}", headers: ["apns-priority": 7]) }
    guard case .failure(let issue)? = try? PushDecoder(platform: .iOS).decode(json: #"{"aps":"x"}"#) else {
      Issue.record("accepted")
      return
    }
    #expect(issue.message.contains("\"aps\" must be a dictionary"))
  }
}
