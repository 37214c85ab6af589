import Testing

@testable import PushSim

/// FCM's event time (`android.notification.event_time` in an HTTP v1 body, an RFC 3339
/// timestamp): FCM hands the device UNIX milliseconds as `gcm.n.event_time`, which the FCM SDK
/// reads with `Long.parseLong` (`NotificationParams.getLong`) and shows as the notification's
/// `when` (`CommonNotificationBuilder`: `setShowWhen(true)`, `setWhen`); a value it cannot
/// read leaves `when` at the posting time.
struct FCMEventTimeTests {
  /// proto3 JSON Timestamps: Z or an offset, up to nine fractional digits (below a
  /// millisecond dropped), years 1 to 9999.
  @Test(arguments: [
    ("2020-01-01T00:00:00Z", 1_577_836_800_000 as Int64),
    ("2014-10-02T15:01:23.045123456Z", 1_412_262_083_045),
    ("2020-01-01T01:00:00+01:00", 1_577_836_800_000),
    ("2019-12-31T23:30:00-00:30", 1_577_836_800_000),
    ("1969-12-31T23:59:59.999Z", -1),
    ("2020-02-29T12:00:00.5Z", 1_582_977_600_500),
    ("0001-01-01T00:00:00Z", -62_135_596_800_000),
    ("9999-12-31T23:59:59.999999999Z", 253_402_300_799_999),
  ])
  func timestampsFCMTakes(_ text: String, _ millis: Int64) {
    #expect(ProtobufTimestamp.epochMilliseconds(text) == millis)
  }

  /// Another layout, lowercase separators, a date or time that does not exist, more than nine
  /// fractional digits, or an instant outside years 1 to 9999.
  @Test(arguments: [
    "1577836800000", "2020-01-01", "2020-01-01 00:00:00Z", "2020-01-01t00:00:00z", "2020-01-01T00:00:00",
    "2020-02-30T00:00:00Z", "2019-02-29T00:00:00Z", "2020-13-01T00:00:00Z", "2020-01-01T24:00:00Z",
    "2020-01-01T00:00:60Z", "2020-01-01T00:00:00.Z", "2020-01-01T00:00:00.1234567890Z", "2020-01-01T00:00:00+0100",
    "2020-01-01T00:00:00Z ", "0000-12-31T00:00:00Z", "9999-12-31T23:59:59-01:00", "２０２０-01-01T00:00:00Z", "",
  ])
  func timestampsFCMRefuses(_ text: String) {
    #expect(ProtobufTimestamp.epochMilliseconds(text) == nil)
  }

  /// The v1 body's event time (under either JSON name) reaches the device in milliseconds, and
  /// the FCM SDK's `getEventTime()` reads it.
  @Test(arguments: ["event_time", "eventTime"])
  func aV1EventTimeArrivesInMilliseconds(_ name: String) throws {
    let body = #"{"message":{"token":"t","android":{"notification":{"title":"T","\#(name)":"2020-01-01T00:00:00.123Z"}}}}"#
    let delivery = try FCMv1Message.android(
      JSONDocument(body).root["message"]!, messageID: "fcm-1", sentTimeMillis: 0, packageName: "p")
    #expect(delivery.pairs.first { $0.key == "gcm.n.event_time" }?.value == "1577836800123")
    let push = try PushDecoder(platform: .android).decode(Array(body.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(push.remoteMessage?.notification?.eventTime == 1_577_836_800_123)
    #expect(SDKView.view(of: push, sdk: .fcm)["notification"]?["eventTime"] == .integer(1_577_836_800_123))
    #expect(PayloadLinter.lint(Array(body.utf8), platform: .android).filter { $0.severity == .error }.isEmpty)
  }

  /// In a data map, `Long.parseLong` reads the value (the legacy `gcm.notification.` prefix
  /// too); one it cannot read is no event time.
  @Test(arguments: [
    (#"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.event_time":"1577836800000"}"#, 1_577_836_800_000 as Int64?),
    (#"{"gcm.n.e":"1","gcm.n.title":"T","gcm.notification.event_time":"-5"}"#, -5),
    (#"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.event_time":"2020-01-01T00:00:00Z"}"#, nil),
    (#"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.event_time":""}"#, nil),
  ])
  func aDataMapEventTimeIsReadAsALong(_ json: String, _ expected: Int64?) throws {
    let push = try PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(push.remoteMessage?.notification?.eventTime == expected)
  }

  /// A notification message's event time that `Long.parseLong` cannot read, and is not empty,
  /// is the platform warning `invalidEventTime` (the SDK logs "Couldn't parse value of
  /// event_time(…) into a long" and ignores it); one it reads, negative or with a `+`, is not.
  @Test(arguments: [
    ("soon", nil as Int64?, true),
    ("2020-01-01T00:00:00Z", nil, true),
    ("1.5E12", nil, true),
    (" 1000", nil, true),
    ("9223372036854775808", nil, true),  // beyond a long
    ("", nil, false),  // TextUtils.isEmpty: no parse, no log
    ("-5", -5, false),
    ("+1000", 1000, false),
    ("9223372036854775807", Int64.max, false),
  ])
  func anUnreadableEventTimeIsWarned(_ value: String, _ expected: Int64?, _ warned: Bool) throws {
    let json = #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.event_time":"\#(value)"}"#
    let push = try PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(push.remoteMessage?.notification?.eventTime == expected)
    #expect(push.warnings.map(\.reason) == (warned ? ["invalidEventTime"] : []))
    let lint = PayloadLinter.lint(Array(json.utf8), platform: .android).filter { $0.issue.reason == "invalidEventTime" }
    #expect(lint.map(\.severity) == (warned ? [.warning] : []))
  }

  /// The warning names the key as written and quotes the SDK's log line; the legacy prefix is
  /// read (and warned) only when the map has no `gcm.n.event_time`.
  @Test func theWarningQuotesTheSDKsLogLine() throws {
    func warnings(_ json: String) throws -> [PayloadIssue] {
      try PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
        .warnings.filter { $0.reason == "invalidEventTime" }
    }
    let issue = try #require(try warnings(#"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.event_time":"soon"}"#).first)
    #expect(issue.message.hasPrefix(#"gcm.n.event_time "soon" is not an integer Long.parseLong"#))
    #expect(issue.message.contains(#"logs "Couldn't parse value of event_time(soon) into a long" and ignores it"#))
    #expect(issue.rule == "FCM NotificationParams.getLong")
    let legacy = try warnings(#"{"gcm.n.e":"1","gcm.n.title":"T","gcm.notification.event_time":"soon"}"#)
    #expect(legacy.map { $0.message.hasPrefix(#"gcm.notification.event_time "soon""#) } == [true])
    #expect(try warnings(#"{"gcm.n.e":"1","gcm.n.title":"T","gcm.notification.event_time":"soon","gcm.n.event_time":"1000"}"#).isEmpty)
    #expect(try warnings(#"{"gcm.n.e":"1","gcm.n.title":"T","gcm.notification.event_time":"1000","gcm.n.event_time":"soon"}"#).count == 1)
  }

  /// The SDK reads the event time only for a notification message it dispatches: not for a data
  /// message (no `gcm.n.e`), nor one with `gcm.n.noui` (dropped before it is built).
  @Test(arguments: [
    #"{"gcm.n.title":"T","gcm.n.event_time":"soon"}"#,
    #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.noui":"1","gcm.n.event_time":"soon"}"#,
  ])
  func anEventTimeTheSDKNeverReadsIsNotWarned(_ json: String) throws {
    let push = try PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(!push.warnings.contains { $0.reason == "invalidEventTime" })
  }

  /// On a device the warning is a `push.warning` before `push.received`, and the notification
  /// shown has no `when` of its own (the posting time).
  @Test func theDeviceWarnsAndShowsThePostingTime() throws {
    let device = AndroidNotificationLimitTests.android()
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.event_time":"soon","google.message_id":"f1"}"#)
    let warning = try #require(device.events(named: "push.warning").first)
    #expect(warning["reason"] == "invalidEventTime")
    let names = device.eventNames
    #expect(names.firstIndex(of: "push.warning")! < names.firstIndex(of: "push.received")!)
    #expect(device.tray.notification(id: "f1")?.when == nil)
  }

  /// The notification the FCM SDK shows has the event time as `when`; without one, `when` is the
  /// posting time (``DisplayedNotification/when`` `nil`).
  @Test func theDisplayedNotificationsWhenIsTheEventTime() throws {
    let device = AndroidNotificationLimitTests.android()
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.event_time":"1000","google.message_id":"f1"}"#)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.event_time":"soon","google.message_id":"f2"}"#)
    #expect(device.tray.notification(id: "f1")?.when == 1000)
    #expect(device.tray.notification(id: "f2")?.when == nil)
  }

  /// OneSignal clears the oldest by `when` (`NotificationLimitManager`): an FCM notification
  /// posted among the SDK's own goes first when its event time is older than all of them, and
  /// in its posting turn without one.
  @Test(arguments: [(#","gcm.n.event_time":"1000""#, ["f1", "m1", "m2"]), ("", ["m1", "m2", "m3"])])
  func oneSignalClearsByTheEventTime(_ eventTime: String, _ expected: [String]) throws {
    let device = AndroidNotificationLimitTests.android(sdk: .onesignal, autoGroup: true)
    try AndroidNotificationLimitTests.receiveOneSignal(1...3, on: device)
    device.advance(by: .milliseconds(500))
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T","google.message_id":"f1"\#(eventTime)}"#)
    try AndroidNotificationLimitTests.receiveOneSignal(4...49, on: device)
    let cleared = device.events(named: "notification.removed").filter { $0["reason"] == "notificationLimit" }
    #expect(cleared.compactMap { $0["id"]?.stringValue } == expected)
  }
}
