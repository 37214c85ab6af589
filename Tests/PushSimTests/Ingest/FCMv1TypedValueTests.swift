@testable import PushSim
import Testing

/// The `int32` and `bool` fields of an FCM HTTP v1 `android.notification` (and `android.priority`'s
/// number) are read as proto3 JSON reads them: an int32 given as `3`, `3.0`, `3e0` or `"3"`, a
/// bool as `true` or `false` only. Another value (`3.7`, `"yes"`) is one FCM answers
/// INVALID_ARGUMENT for: a `lint` error and a `push.rejected` on a device, never a silent default.
struct FCMv1TypedValueTests {
  static func json(_ field: String, _ value: String) -> String {
    #"{"message":{"token":"t","android":{"notification":{"title":"T","\#(field)":\#(value)}}}}"#
  }

  static func decode(_ json: String, on platform: Platform = .android) -> Result<IncomingPush, PayloadIssue> {
    PushDecoder(platform: platform).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1)
  }

  static func lintErrors(_ json: String) -> [String] {
    PayloadLinter.lint(Array(json.utf8), platform: .android).filter { $0.severity == .error }.map(\.issue.reason)
  }

  @Test(arguments: [("3", 3), ("3.0", 3), ("3e0", 3), (#""3""#, 3), (#""-2""#, -2), ("0", 0), ("2147483647", 2_147_483_647)])
  func notificationCountTakesWhatProto3JSONTakes(_ value: String, _ expected: Int) throws {
    for field in ["notification_count", "notificationCount"] {
      let json = Self.json(field, value)
      let message = try #require(try Self.decode(json).get().remoteMessage)
      #expect(message.rawData["gcm.n.notification_count"] == String(expected), "\(field): \(value)")
      #expect(Self.lintErrors(json).isEmpty, "\(field): \(value)")
    }
  }

  @Test(arguments: [
    ("notification_count", "3.7"), ("notification_count", #""3.7""#), ("notification_count", #""three""#),
    ("notification_count", "2147483648"), ("notification_count", "true"), ("notification_count", "[3]"),
    ("sticky", #""yes""#), ("sticky", #""true""#), ("sticky", "1"), ("localOnly", "0"), ("default_sound", #""false""#),
    ("bypass_proxy_notification", "1"),
  ])
  func aValueOfAnotherTypeIsRefused(_ field: String, _ value: String) throws {
    let json = Self.json(field, value)
    #expect(Self.lintErrors(json) == ["fieldWrongType"], "\(field): \(value)")
    guard field != "bypass_proxy_notification" else { return }  // accepted and not converted
    for platform in [Platform.android, .iOS] {
      guard case .failure(let issue) = Self.decode(json, on: platform) else {
        Issue.record("\(platform): \(field) \(value) was accepted")
        continue
      }
      #expect(issue.message.hasSuffix("(the FCM backend answers INVALID_ARGUMENT)"), "\(issue.message)")
    }
  }

  @Test func boolsArriveAsTrueOrFalse() throws {
    let json = #"{"message":{"token":"t","android":{"notification":{"title":"T","sticky":true,"local_only":false}}}}"#
    let message = try #require(try Self.decode(json).get().remoteMessage)
    #expect(message.rawData["gcm.n.sticky"] == "true")
    #expect(message.rawData["gcm.n.local_only"] == "false")
    #expect(message.notification?.sticky == true)
  }

  /// `android.priority`'s number may be written with a zero fraction, as any proto3 enum number.
  @Test func androidPriorityNumberMayHaveAZeroFraction() throws {
    let json = #"{"message":{"token":"t","android":{"priority":1.0},"data":{"k":"v"}}}"#
    #expect(try Self.decode(json).get().remoteMessage?.originalPriority == .high)
    #expect(Self.lintErrors(json).isEmpty)
    #expect(Self.lintErrors(#"{"message":{"token":"t","android":{"priority":1.5}}}"#).count == 1)
  }
}
