import PushSim
import Testing

/// The `aps` options Apple documents with a type or a range: a value of another type is
/// reported (the "your notification may fail" of vendor pages), a right one is not.
struct APNsTypeWarningTests {
  static func warnings(_ json: String) throws -> [String] {
    let headers: PushHeaders = ["apns-push-type": "alert"]
    let result = PushDecoder(platform: .iOS).decode(Array(json.utf8), headers: try headers.validated(), sequence: 1)
    let push = try result.get()
    return push.warnings.map { $0.reason + " " + ($0.message.split(separator: " ").first.map(String.init) ?? "") }
  }

  @Test func wrongTypesAndValuesAreReported() throws {
    let found = try Self.warnings(
      #"{"aps":{"alert":{"title":5,"subtitle":[],"body":"b"},"sound":7,"thread-id":9,"category":1,"target-content-id":2,"interruption-level":"loud","relevance-score":2}}"#)
    #expect(found == [
      "invalidType aps.alert.title", "invalidType aps.alert.subtitle", "invalidType aps.sound", "invalidType aps.thread-id",
      "invalidType aps.category", "invalidType aps.target-content-id", "invalidValue aps.interruption-level",
      "invalidValue aps.relevance-score",
    ])
  }

  /// `*-loc-args` are arrays of strings: another type is not read, an element of another type is
  /// substituted as its JSON text; a right one gives no warning.
  @Test func locArgsOfAnotherTypeAreReported() throws {
    let found = try Self.warnings(
      #"{"aps":{"alert":{"title-loc-key":"T","title-loc-args":"Kathy","subtitle-loc-key":"S","subtitle-loc-args":["a",2],"loc-key":"B","loc-args":["a","b"]}}}"#)
    // (The keys are not in this app's strings: missingLocalizedString follows.)
    #expect(found.filter { $0.hasPrefix("invalidType") } == ["invalidType aps.alert.title-loc-args", "invalidType aps.alert.subtitle-loc-args[1]"])
    var app = AppBehavior()
    app.strings = ["T": "%1$@ wrote", "S": "%1$@ and %2$@"]
    let push = try PushDecoder(platform: .iOS, app: app).decode(
      Array(#"{"aps":{"alert":{"title-loc-key":"T","title-loc-args":"Kathy","subtitle-loc-key":"S","subtitle-loc-args":["a",2]}}}"#.utf8),
      headers: try (["apns-push-type": "alert"] as PushHeaders).validated(), sequence: 1
    ).get()
    #expect(push.notification.title == " wrote")
    #expect(push.notification.subtitle == "a and 2")
    #expect(push.warnings.first?.message.contains("expected an array of strings, such as [\"Kathy\", \"3\"]. It is not read") == true)
  }

  /// A level iOS does not know leaves the notification active: the trace shows no level.
  @Test func anUnknownInterruptionLevelIsActive() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: #"{"aps":{"alert":"a","interruption-level":"urgent"}}"#, headers: ["apns-push-type": "alert"])
    try device.receive(json: #"{"aps":{"alert":"b","interruption-level":"passive"}}"#, headers: ["apns-push-type": "alert"])
    let displayed = device.events(named: "notification.displayed")
    #expect(displayed.map { $0["interruptionLevel"] } == [nil, "passive"])
  }

  /// An `aps` with nothing to show and no content-available (empty, or custom keys alone, as a
  /// data-only message is sent to iOS) is reported; a VoIP push, whose payload PushKit reads,
  /// is not.
  @Test(arguments: [#"{"aps":{}}"#, #"{"aps":{},"k":"v"}"#, #"{"aps":{"content-available":"1"},"k":"v"}"#])
  func nothingToDeliver(_ json: String) throws {
    for headers: PushHeaders in [[:], ["apns-push-type": "background", "apns-priority": "5"], ["apns-push-type": "alert"]] {
      let push = try PushDecoder(platform: .iOS).decode(Array(json.utf8), headers: try headers.validated(), sequence: 1).get()
      #expect(push.warnings.contains { $0.reason == "nothingToDeliver" }, "\(headers)")
    }
    let voip: PushHeaders = ["apns-push-type": "voip", "apns-priority": "10"]
    let push = try PushDecoder(platform: .iOS).decode(Array(json.utf8), headers: try voip.validated(), sequence: 1).get()
    #expect(!push.warnings.contains { $0.reason == "nothingToDeliver" })
    let badge = try PushDecoder(platform: .iOS).decode(Array(#"{"aps":{"badge":1}}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(!badge.warnings.contains { $0.reason == "nothingToDeliver" })
  }

  /// A key of `aps.alert` that APNs does not define is ignored by iOS: a warning, with the key
  /// it was meant to be; the alert keys PushSim does not model, and a key with an escape, are not.
  @Test func unknownAlertKeysAreReportedWithTheNearestKey() throws {
    let push = try PushDecoder(platform: .iOS).decode(
      Array(#"{"aps":{"alert":{"titel":"Hi","body":"b","colour":"red","action-loc-key":"V","summary-arg":"s","\u0073ubtitle":"x"}}}"#.utf8),
      headers: try alertHeaders.validated(), sequence: 1
    ).get()
    #expect(push.warnings.filter { $0.reason == "unknownAlertKey" }.map(\.message) == [
      #"aps.alert.titel is not a key of an APNs alert; iOS ignores it. Did you mean "title"?"#,
      "aps.alert.colour is not a key of an APNs alert; iOS ignores it. Its keys: title, subtitle, body, launch-image, "
        + "title-loc-key, title-loc-args, subtitle-loc-key, subtitle-loc-args, loc-key, loc-args.",
    ])
    #expect(push.notification.title == nil && push.notification.subtitle == "x")
  }

  @Test func documentedValuesAreQuiet() throws {
    let found = try Self.warnings(
      #"{"aps":{"alert":{"title":"t","body":"b"},"sound":{"critical":1,"name":"alarm.caf","volume":0.5},"thread-id":"x","category":"c","target-content-id":"w","interruption-level":"time-sensitive","relevance-score":0.25}}"#)
    #expect(found.isEmpty, "\(found)")
  }
}

/// FCM HTTP v1 bodies are checked for the shapes FCM refuses, whatever the SDK.
struct FCMv1LintTests {
  static func reasons(_ json: String, _ platform: Platform, sdk: SDK? = nil) -> [String] {
    PayloadLinter.lint(Array(json.utf8), platform: platform, sdk: sdk).filter { $0.severity == .error }.map(\.issue.reason)
  }

  @Test func nonStringFieldsAndHeadersAreErrorsWithoutAnSDK() {
    let body = #"{"message":{"token":"t","notification":{"title":"T"},"android":{"notification":{"color":5,"tag":7}},"apns":{"headers":{"apns-priority":10},"payload":{"aps":{"alert":"a"}}}}}"#
    #expect(Self.reasons(body, .android) == ["fieldNotAString", "fieldNotAString", "headerNotAString"])
    #expect(Self.reasons(body, .iOS) == ["fieldNotAString", "fieldNotAString", "headerNotAString"])
    let customerIO = PayloadLinter.lint(Array(body.utf8), platform: .android, sdk: .customerio).filter { $0.issue.reason == "headerNotAString" }
    #expect(customerIO.count == 1, "reported once with the SDK's page too")
    #expect(customerIO.first?.issue.message.hasSuffix("(your notification may fail)") == true)
  }

  @Test func aWellFormedBodyIsQuiet() {
    let body = ##"{"message":{"token":"t","notification":{"title":"T"},"android":{"notification":{"color":"#112233","tag":"x"}},"apns":{"headers":{"apns-priority":"10"}}}}"##
    #expect(Self.reasons(body, .android).isEmpty)
  }

  /// `android.notification.event_time` is a `google.protobuf.Timestamp`: FCM refuses one that is
  /// not RFC 3339 (here without its zone), whatever the device.
  @Test func anEventTimeThatIsNotATimestampIsAnError() {
    let body = #"{"message":{"token":"t","android":{"notification":{"title":"T","event_time":"2020-01-01T00:00:00"}}}}"#
    #expect(Self.reasons(body, .android) == ["invalidTimestamp"])
    #expect(Self.reasons(body, .iOS) == ["invalidTimestamp"])
    let zoned = #"{"message":{"token":"t","android":{"notification":{"title":"T","event_time":"2020-01-01T00:00:00Z"}}}}"#
    #expect(Self.reasons(zoned, .android).isEmpty)
  }
}
