@testable import PushSim
import Testing

/// `android.notification.notification_priority` and `visibility` of an FCM HTTP v1 body are proto
/// enums (`NotificationPriority`, `Visibility`), given by name or by number: the device's data
/// map gets Android's `NotificationCompat` value (`gcm.n.notification_priority` `"1"`,
/// `gcm.n.visibility` `"0"`), which `RemoteMessage.Notification` reads, as it does from a data
/// map sent as such.
struct FCMv1NotificationEnumTests {
  /// The Android push of `{"message":{"token":"t","android":{"notification":{…, field: value}}}}`.
  static func decode(_ field: String, _ value: String, on platform: Platform = .android) -> Result<IncomingPush, PayloadIssue> {
    let json = #"{"message":{"token":"t","android":{"notification":{"title":"T","\#(field)":\#(value)}}}}"#
    return PushDecoder(platform: platform).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1)
  }

  @Test(arguments: [
    (#""PRIORITY_MIN""#, "-2"), (#""PRIORITY_LOW""#, "-1"), (#""PRIORITY_DEFAULT""#, "0"), (#""PRIORITY_HIGH""#, "1"),
    (#""PRIORITY_MAX""#, "2"), ("1", "-2"), ("4", "1"), ("5", "2"),
  ])
  func notificationPriorityArrivesAsNotificationCompatsValue(_ value: String, _ expected: String) throws {
    for field in ["notification_priority", "notificationPriority"] {
      let push = try Self.decode(field, value).get()
      let message = try #require(push.remoteMessage)
      #expect(message.rawData["gcm.n.notification_priority"] == expected, "\(field): \(value)")
      #expect(message.notification?.notificationPriority == Int(expected), "\(field): \(value)")
    }
  }

  @Test(arguments: [(#""PRIVATE""#, "0"), (#""PUBLIC""#, "1"), (#""SECRET""#, "-1"), ("1", "0"), ("2", "1"), ("3", "-1")])
  func visibilityArrivesAsNotificationCompatsValue(_ value: String, _ expected: String) throws {
    let push = try Self.decode("visibility", value).get()
    let message = try #require(push.remoteMessage)
    #expect(message.rawData["gcm.n.visibility"] == expected)
    #expect(message.notification?.visibility == Int(expected))
  }

  /// The `*_UNSPECIFIED` value (name or 0) and `null` are the field's default: no key.
  @Test(arguments: [
    ("notification_priority", #""PRIORITY_UNSPECIFIED""#), ("notification_priority", "0"), ("notification_priority", "null"),
    ("visibility", #""VISIBILITY_UNSPECIFIED""#), ("visibility", "0"), ("visibility", "null"),
  ])
  func theUnspecifiedValueIsNoKey(_ field: String, _ value: String) throws {
    let message = try #require(try Self.decode(field, value).get().remoteMessage)
    #expect(!message.rawData.contains("gcm.n.\(field)"))
    #expect(message.notification?.notificationPriority == nil)
    #expect(message.notification?.visibility == nil)
  }

  /// A name the enum does not have, a number it does not have, or another type: FCM refuses the
  /// request for every token, and `lint` says so (on the web the notification blocks' fields
  /// are checked by `lint` only, as ModellingChoices/CrossPlatform.md says).
  @Test(arguments: [
    ("notification_priority", #""PRIORITY_BOGUS""#, "unknownEnumValue"), ("notification_priority", #""HIGH""#, "unknownEnumValue"),
    ("notification_priority", #""priority_high""#, "unknownEnumValue"), ("notification_priority", "6", "unknownEnumValue"),
    ("notification_priority", "-1", "unknownEnumValue"), ("notification_priority", "true", "fieldWrongType"),
    ("visibility", #""NOPE""#, "unknownEnumValue"), ("visibility", "4", "unknownEnumValue"),
    ("visibility", "1.5", "unknownEnumValue"), ("visibility", "[1]", "fieldWrongType"),
  ])
  func aValueTheEnumLacksIsRefused(_ field: String, _ value: String, _ reason: String) throws {
    for platform in [Platform.android, .iOS] {
      guard case .failure(let issue) = Self.decode(field, value, on: platform) else {
        Issue.record("\(platform): \(field) \(value) was accepted")
        continue
      }
      #expect(issue.message.hasPrefix("message.android.notification.\(field) "), "\(issue.message)")
      #expect(issue.message.hasSuffix("(the FCM backend answers INVALID_ARGUMENT)"))
    }
    let json = #"{"message":{"token":"t","android":{"notification":{"title":"T","\#(field)":\#(value)}}}}"#
    let errors = PayloadLinter.lint(Array(json.utf8), platform: .android).filter { $0.severity == .error }.map(\.issue.reason)
    #expect(errors == [reason])
  }
}
