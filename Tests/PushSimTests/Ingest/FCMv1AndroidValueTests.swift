import Testing

@testable import PushSim

/// `message.android`'s scalar fields are typed as FCM's JSON parser types them: a value of
/// another type is refused for every device (INVALID_ARGUMENT), never read as the default.
struct FCMv1AndroidValueTests {
  /// The body with `"field": value` in `message.android`.
  static func body(_ field: String, _ value: String) -> String {
    #"{"message":{"token":"t","android":{"\#(field)":\#(value)},"data":{"k":"v"}}}"#
  }

  /// The refusal on `platform`, or `nil` when the body decodes.
  static func refusal(_ json: String, on platform: Platform = .android) -> PayloadIssue? {
    if case .failure(let issue) = PushDecoder(platform: platform).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1) {
      return issue
    }
    return nil
  }

  @Test(arguments: [
    ("ttl", "3600", "message.android.ttl is an integer 3600; expected a duration string such as \"3600s\""),
    ("ttl", "true", "message.android.ttl is a boolean true; expected a duration string"),
    ("ttl", #"{"seconds":5}"#, "message.android.ttl is an object {\"seconds\":5}; expected a duration string"),
    ("collapse_key", "7", "message.android.collapse_key is an integer 7; expected a string"),
    ("collapseKey", "7", "message.android.collapse_key is an integer 7; expected a string"),
    ("restricted_package_name", "[]", "message.android.restricted_package_name is an array [];"),
    ("priority", "2", "message.android.priority is an integer 2; expected \"HIGH\" or \"NORMAL\" (or the enum's number, 1 or 0)"),
    ("priority", "true", "message.android.priority is a boolean true;"),
    ("direct_boot_ok", "\"yes\"", "message.android.direct_boot_ok is a string \"yes\"; expected true or false"),
    ("fcm_options", "\"x\"", "message.android.fcm_options is a string \"x\"; expected an object"),
  ])
  func wrongTypeIsRefusedOnEveryPlatform(field: String, value: String, message: String) throws {
    for platform in Platform.allCases {
      let issue = try #require(Self.refusal(Self.body(field, value), on: platform), "\(platform) \(field): \(value)")
      #expect(issue.message.hasPrefix(message), "\(platform): \(issue.message)")
      #expect(issue.message.hasSuffix("(the FCM backend answers INVALID_ARGUMENT)"))
    }
  }

  /// `null` is the field's default; the priority enum's number reads as its name (proto3 JSON).
  @Test func nullAndEnumNumbersAreAccepted() throws {
    for field in ["ttl", "collapse_key", "priority", "direct_boot_ok", "fcm_options"] {
      #expect(Self.refusal(Self.body(field, "null")) == nil, "\(field): null")
    }
    func priority(_ value: String) throws -> FCMPriority? {
      let push = try PushDecoder(platform: .android).decode(Array(Self.body("priority", value).utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
      return push.remoteMessage?.originalPriority
    }
    #expect(try priority("1") == .high)
    #expect(try priority("0") == .normal)
    #expect(try priority(#""HIGH""#) == .high)
    #expect(try priority("null") == .normal)  // a data message's default (R-A-14)
  }

  /// What FCM refuses in the request is refused for every token, not only by the Android view:
  /// a priority or TTL text it does not take, a data value that is not a string (in
  /// `message.data` or `message.android.data`, each checked whichever the device reads), a
  /// reserved data key.
  @Test(arguments: [
    (#"{"message":{"token":"t","android":{"priority":"urgent"},"notification":{"title":"hi"}}}"#,
     #"message.android.priority "urgent" is not valid"#),
    (#"{"message":{"token":"t","android":{"ttl":"abc"},"notification":{"title":"hi"}}}"#,
     #"message.android.ttl "abc" is not a duration"#),
    (#"{"message":{"token":"t","android":{"ttl":"2419201s"},"notification":{"title":"hi"}}}"#,
     #"message.android.ttl "2419201s" is longer than FCM keeps a message"#),
    (#"{"message":{"token":"t","android":{"data":{"a":1}},"notification":{"title":"hi"}}}"#,
     "message.android.data.a is an integer"),
    (#"{"message":{"token":"t","data":{"a":1},"android":{"data":{"b":"2"}},"notification":{"title":"hi"}}}"#,
     "message.data.a is an integer"),
    (#"{"message":{"token":"t","data":{"a":1}}}"#, "message.data.a is an integer"),
    (#"{"message":{"token":"t","data":{"google.x":"1"}}}"#, "message.data.google.x is a reserved key"),
  ])
  func wholeRequestRefusalsReachEveryPlatform(body: String, message: String) throws {
    for platform in Platform.allCases {
      let issue = try #require(Self.refusal(body, on: platform), "\(platform): accepted")
      #expect(issue.message.hasPrefix(message), "\(platform): \(issue.message)")
    }
  }
}
