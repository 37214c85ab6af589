@testable import PushSim
import Testing

/// A field of an FCM HTTP v1 message object repeated under the same spelling is refused as one
/// given under its two spellings is (protobuf's conformance suite gives FieldNameDuplicate and
/// FieldNameDuplicateDifferentCasing the same expectation; FCM answers INVALID_ARGUMENT). A key
/// repeated in a map (`data`, `headers`) or a `Struct` (`apns.payload`) keeps the last value,
/// with the `duplicateKey` warning.
struct FCMv1RepeatedFieldTests {
  static func decode(_ message: String, on platform: Platform) -> Result<IncomingPush, PayloadIssue> {
    PushDecoder(platform: platform).decode(Array(#"{"message":\#(message)}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1)
  }

  static func lint(_ message: String) -> [String] {
    PayloadLinter.lint(Array(#"{"message":\#(message)}"#.utf8), platform: .android).map { "\($0.severity):\($0.issue.reason)" }
  }

  @Test(arguments: [
    (#"{"token":"t","token":"u","data":{"k":"v"}}"#, "message gives the field token twice"),
    (#"{"token":"t","android":{"collapse_key":"a","collapse_key":"b"}}"#, "message.android gives the field collapse_key twice"),
    (#"{"token":"t","android":{"collapseKey":"a","ttl":"60s","collapseKey":"b"}}"#, "message.android gives the field collapseKey twice"),
    (#"{"token":"t","notification":{"title":"A","title":"B"}}"#, "message.notification gives the field title twice"),
    (#"{"token":"t","android":{"notification":{"channelId":"a","channelId":"b"}}}"#,
     "message.android.notification gives the field channelId twice"),
    (#"{"token":"t","apns":{"headers":{},"headers":{}}}"#, "message.apns gives the field headers twice"),
  ])
  func aFieldRepeatedAsSuchIsRefused(_ message: String, _ expected: String) throws {
    for platform in [Platform.android, .iOS] {
      guard case .failure(let issue) = Self.decode(message, on: platform) else {
        Issue.record("\(platform): \(message) was accepted")
        continue
      }
      #expect(issue.message.hasPrefix(expected), "\(platform): \(issue.message)")
      #expect(issue.message.contains("FCM rejects a field given twice"))
    }
    #expect(Self.lint(message) == ["error:fieldGivenTwice"])
  }

  @Test(arguments: [
    #"{"token":"t","data":{"k":"1","k":"2"}}"#,
    #"{"token":"t","android":{"data":{"k":"1","k":"2"}}}"#,
    #"{"token":"t","apns":{"headers":{"apns-collapse-id":"a","apns-collapse-id":"b"}}}"#,
    #"{"token":"t","apns":{"payload":{"aps":{"alert":"A"},"x":"1","x":"2"}}}"#,
  ])
  func aMapKeyRepeatedKeepsTheLastValue(_ message: String) throws {
    #expect(Self.lint(message) == ["warning:duplicateKey"], "\(message)")
    if case .failure(let issue) = Self.decode(message, on: .android) { Issue.record("refused: \(issue.message)") }
  }
}
