import Testing

@testable import PushSim

/// `event.data.json()` and `text()` run UTF-8 decode, which drops a leading byte order mark:
/// Web Push data that starts with one is read without it; APNs, FCM and an FCM HTTP v1 body
/// refuse it (invalidJSON), with a message that says to remove it.
struct WebPushByteOrderMarkTests {
  static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

  func decode(_ json: String, on platform: Platform) -> Result<IncomingPush, PayloadIssue> {
    PushDecoder(platform: platform).decode(Self.mark + Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1)
  }

  @Test func theServiceWorkerReadsTheDataWithoutTheMark() throws {
    let push = try decode(#"{"title":"Hi","body":"there"}"#, on: .web).get()
    #expect(push.notification.title == "Hi")
    #expect(push.notification.body == "there")
    #expect(push.warnings.allSatisfy { $0.reason != "notJSON" })
    #expect(push.webPushText == #"{"title":"Hi","body":"there"}"#)
    #expect(push.size == 3 + 29)
  }

  /// Text that is not JSON after the mark is still not JSON.
  @Test func textAfterTheMarkIsStillNotJSON() throws {
    let push = try decode("hello", on: .web).get()
    #expect(push.webPushText == "hello")
    #expect(push.warnings.contains { $0.reason == "notJSON" })
  }

  @Test func apnsFCMAndAnFCMBodyForTheWebRefuseIt() {
    let cases: [(String, Platform)] = [
      (#"{"aps":{"alert":"Hi"}}"#, .iOS), (#"{"k":"v"}"#, .android),
      (#"{"message":{"token":"t","notification":{"title":"Hi"}}}"#, .web),
    ]
    for (json, platform) in cases {
      guard case .failure(let issue) = decode(json, on: platform) else {
        Issue.record("\(platform): accepted")
        continue
      }
      #expect(issue.reason == "invalidJSON")
      #expect(issue.message.contains("byte order mark (EF BB BF) at the start of the input, expected a value: JSON sent over a network must not start with one (RFC 8259 §8.1), remove it"))
    }
  }
}
