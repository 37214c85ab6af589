@testable import PushSim
import Testing

/// The fields of an FCM HTTP v1 `Message` and of its `android`, `apns` and `webpush` configs:
/// a key FCM does not know is refused on every platform, as FCM refuses the request ("Unknown
/// name"), with the nearest field; and the union field `target` takes exactly one member.
struct FCMv1MessageFieldTests {
  /// The decoder's answer for `{"message": message}` on `platform`.
  static func decode(_ message: String, on platform: Platform) -> Result<IncomingPush, PayloadIssue> {
    PushDecoder(platform: platform).decode(Array(#"{"message":\#(message)}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1)
  }

  /// The lint errors for `{"message": message}`, as `reason: message`.
  static func lintErrors(_ message: String, on platform: Platform, sdk: SDK? = nil) -> [String] {
    PayloadLinter.lint(Array(#"{"message":\#(message)}"#.utf8), platform: platform, sdk: sdk)
      .filter { $0.severity == .error }.map { "\($0.issue.reason): \($0.issue.message)" }
  }

  /// A misspelt key in the message, or in its Android, APNs or Web Push config, is refused with
  /// the field it was meant to be: on every platform (FCM checks the whole request), and `lint`
  /// says it once.
  @Test(arguments: [
    (#"{"token":"t","notificaton":{"title":"T"}}"#,
     #"message.notificaton is not a field of FCM's Message; FCM answers INVALID_ARGUMENT (Unknown name "notificaton"). Did you mean "notification"?"#),
    (#"{"token":"t","android":{"priorty":"high"}}"#,
     #"message.android.priorty is not a field of FCM's AndroidConfig; FCM answers INVALID_ARGUMENT (Unknown name "priorty"). Did you mean "priority"?"#),
    (#"{"token":"t","android":{"colapse_key":"k","ttl":"60s"}}"#,
     #"message.android.colapse_key is not a field of FCM's AndroidConfig; FCM answers INVALID_ARGUMENT (Unknown name "colapse_key"). Did you mean "collapse_key"?"#),
    (#"{"token":"t","apns":{"header":{"apns-priority":"5"}}}"#,
     #"message.apns.header is not a field of FCM's ApnsConfig; FCM answers INVALID_ARGUMENT (Unknown name "header"). Did you mean "headers"?"#),
    (#"{"token":"t","webpush":{"notifcation":{"title":"T"}}}"#,
     #"message.webpush.notifcation is not a field of FCM's WebpushConfig; FCM answers INVALID_ARGUMENT (Unknown name "notifcation"). Did you mean "notification"?"#),
    (#"{"token":"t","android":{"x_custom":1}}"#,
     #"message.android.x_custom is not a field of FCM's AndroidConfig; FCM answers INVALID_ARGUMENT (Unknown name "x_custom")."#),
  ])
  func unknownFieldsAreRefusedWithTheNearestField(_ message: String, _ expected: String) throws {
    for platform in Platform.allCases {
      guard case .failure(let issue) = Self.decode(message, on: platform) else {
        Issue.record("\(platform): \(message) was accepted")
        continue
      }
      #expect(issue == PayloadIssue(reason: "invalidPayload", message: expected), "\(platform)")
      #expect(Self.lintErrors(message, on: platform) == ["unknownField: " + expected], "\(platform)")
    }
  }

  /// Every field FCM documents is accepted, in either spelling its JSON parser takes, whether
  /// PushSim models it or not; a key written with an escape is read as its name.
  @Test func documentedFieldsAreAccepted() throws {
    let message = #"""
      {"name":"projects/p/messages/1","\u0074oken":"t","data":{"k":"v"},"notification":{"title":"T"},
       "fcm_options":{"analytics_label":"l"},
       "android":{"collapse_key":"c","priority":"high","ttl":"60s","restricted_package_name":"com.example",
         "directBootOk":true,"bandwidth_constrained_ok":true,"fcmOptions":{},"data":{"k":"v"},"notification":{"tag":"x"}},
       "apns":{"headers":{"apns-priority":"10"},"payload":{"aps":{}},"fcm_options":{"image":"https://i/a.png"},
         "live_activity_token":"lat"},
       "webpush":{"headers":{"TTL":"60"},"data":{"k":"v"},"notification":{"title":"W"},"fcmOptions":{"link":"https://x"}}}
      """#
    for platform in Platform.allCases {
      #expect(throws: Never.self, "\(platform)") { try Self.decode(message, on: platform).get() }
      #expect(Self.lintErrors(message, on: platform).isEmpty, "\(platform)")
    }
  }

  /// Two targets are refused on every platform, as FCM refuses them (`target` is a union field);
  /// a `null` one is its default, no target.
  @Test func twoTargetsAreRefused() throws {
    let expected = "message names 2 targets (token and topic); target is a union field: FCM takes exactly one of token, "
      + "topic or condition, and answers 400 INVALID_ARGUMENT for more. Keep one"
    let message = #"{"token":"t","topic":"news","notification":{"title":"T"}}"#
    for platform in Platform.allCases {
      #expect(throws: PayloadIssue(reason: "invalidPayload", message: expected), "\(platform)") {
        try Self.decode(message, on: platform).get()
      }
      #expect(Self.lintErrors(message, on: platform) == ["multipleTargets: " + expected], "\(platform)")
    }
    let three = Self.lintErrors(#"{"token":"t","topic":"n","condition":"'a' in topics"}"#, on: .android)
    #expect(three.first?.hasPrefix("multipleTargets: message names 3 targets (token and topic and condition)") == true, "\(three)")
    #expect(Self.lintErrors(#"{"token":null,"topic":"news"}"#, on: .android).isEmpty)
  }

  /// A message without a target is a lint error (FCM sends it nowhere); a device still takes it,
  /// since the push is addressed to that device. Customer.io adds the token itself.
  @Test func noTargetIsALintErrorOnly() throws {
    let message = #"{"notification":{"title":"T"}}"#
    let expected = "missingTarget: message names no target; FCM sends a message to exactly one of token, topic or condition "
      + "(the union field target; the newer API also takes fid) and answers 400 INVALID_ARGUMENT without one"
    for platform in Platform.allCases {
      #expect(Self.lintErrors(message, on: platform) == [expected], "\(platform)")
      #expect(throws: Never.self, "\(platform)") { try Self.decode(message, on: platform).get() }
    }
    for target in [#""topic":"news""#, #""condition":"'a' in topics""#, #""fid":"f1""#] {
      #expect(Self.lintErrors(#"{\#(target),"notification":{"title":"T"}}"#, on: .android).isEmpty, "\(target)")
    }
    let customerIO = #"{"data":{"CIO-Delivery-ID":"d","CIO-Delivery-Token":"t"},"notification":{"title":"T"}}"#
    #expect(!Self.lintErrors(customerIO, on: .android, sdk: .customerio).contains { $0.hasPrefix("missingTarget") })
  }

  /// A valid message is cleared without decoding a key: nothing is built on the path every v1
  /// push takes.
  @Test func aValidMessageIsClearedInOneWalk() throws {
    let document = try JSONDocument(#"{"token":"t","android":{"priority":"high"},"apns":{"headers":{}},"webpush":{}}"#)
    let keys = document.root.knownMembers(FCMv1MessageField.self)
    #expect(keys.allKeysAreNamesUnescaped)
    #expect(FCMv1Lint.refusal(document.root, keys: keys) == nil)
  }
}
