@testable import PushSim
import Testing

/// An enum of an FCM HTTP v1 body (`android.priority`, `android.notification.notification_priority`,
/// `visibility`) given as its number in quotes (`"1"`) is that number, as protobuf's JSON parsers
/// read an enum: the name first, then the text as an integer (C++
/// `json/internal/parser.cc` `ParseEnumFromStr`: `absl::SimpleAtoi`; Java `JsonFormat.parseEnum`:
/// `parseInt32`). Where the two disagree (`"1.0"`, `" 1"`) the value stays refused.
struct FCMv1QuotedEnumNumberTests {
  static func decode(_ json: String) -> Result<IncomingPush, PayloadIssue> {
    PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1)
  }

  static func lintErrors(_ json: String) -> [String] {
    PayloadLinter.lint(Array(json.utf8), platform: .android).filter { $0.severity == .error }.map(\.issue.reason)
  }

  static func priorityBody(_ value: String) -> String {
    #"{"message":{"token":"t","android":{"priority":\#(value)},"data":{"k":"v"}}}"#
  }

  static func notificationBody(_ field: String, _ value: String) -> String {
    #"{"message":{"token":"t","android":{"notification":{"title":"T","\#(field)":\#(value)}}}}"#
  }

  @Test(arguments: [(#""1""#, FCMPriority.high), (#""0""#, .normal), (#""+1""#, .high)])
  func androidPriorityTakesItsNumberInQuotes(_ value: String, _ expected: FCMPriority) throws {
    let json = Self.priorityBody(value)
    #expect(try Self.decode(json).get().remoteMessage?.originalPriority == expected, "\(value)")
    #expect(Self.lintErrors(json).isEmpty, "\(value)")
  }

  @Test(arguments: [
    ("notification_priority", #""4""#, "gcm.n.notification_priority", "1"),
    ("notificationPriority", #""1""#, "gcm.n.notification_priority", "-2"),
    ("visibility", #""3""#, "gcm.n.visibility", "-1"),
  ])
  func notificationEnumsTakeTheirNumberInQuotes(_ field: String, _ value: String, _ key: String, _ expected: String) throws {
    let json = Self.notificationBody(field, value)
    let message = try #require(try Self.decode(json).get().remoteMessage)
    #expect(message.rawData[key] == expected, "\(field): \(value)")
    #expect(Self.lintErrors(json).isEmpty, "\(field): \(value)")
  }

  /// A quoted number the enum lacks is refused as the bare number is; a fraction or white space
  /// in the quotes (the two parsers disagree) stays refused.
  @Test(arguments: [#""2""#, #""1.0""#, #"" 1""#, #""1e0""#])
  func otherQuotedPrioritiesAreRefused(_ value: String) {
    let json = Self.priorityBody(value)
    guard case .failure(let issue) = Self.decode(json) else {
      Issue.record("\(value) was accepted")
      return
    }
    #expect(issue.message.hasSuffix("(the FCM backend answers INVALID_ARGUMENT)"), "\(issue.message)")
    #expect(Self.lintErrors(json).count == 1, "\(value)")
  }

  @Test(arguments: [("notification_priority", #""6""#), ("visibility", #""4""#), ("visibility", #""1.0""#)])
  func otherQuotedNotificationEnumsAreRefused(_ field: String, _ value: String) {
    #expect(Self.lintErrors(Self.notificationBody(field, value)) == ["unknownEnumValue"], "\(field): \(value)")
  }

  /// A quoted number the enum lacks is refused with the enum's numbers, as the bare number is:
  /// the message does not call it a name.
  @Test func aQuotedNumberTheEnumLacksIsSaidToBeANumber() throws {
    let issue = try #require(
      PayloadLinter.lint(Array(Self.notificationBody("visibility", #""4""#).utf8), platform: .android)
        .first { $0.issue.reason == "unknownEnumValue" }?.issue)
    #expect(issue.message.contains(#""4" is not a number of FCM's Visibility (0 to 3: 0 VISIBILITY_UNSPECIFIED"#), "\(issue.message)")
  }
}
