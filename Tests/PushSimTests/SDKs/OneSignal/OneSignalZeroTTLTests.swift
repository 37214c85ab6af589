import PushSim
import Testing

/// The payload reference's "définissez un TTL court ou à 0" on Android: a TTL of 0 is past on
/// arrival (`isNotificationWithinTTL`: `sentTime + ttl > now`), so the SDK never shows the push;
/// `lint` and the device warn `ttlZeroNeverShown` and advise a short TTL instead.
struct OneSignalZeroTTLTests {
  static let push = #"{"custom":"{\"i\":\"os-1\"}","alert":"Hi"}"#

  /// The reasons lint gives for `json` on Android with OneSignal.
  static func reasons(_ json: String, headers: PushHeaders = PushHeaders()) throws -> [String] {
    try Vendor.lint(json, .android, sdk: .onesignal, headers: headers)
  }

  /// A `ttl` header of 0, an FCM v1 `android.ttl` of `"0s"` and a data map's `google.ttl` of 0
  /// (or below) are warned; the message says what happens and what to send.
  @Test func aTTLOfZeroIsWarnedHoweverItIsSent() throws {
    #expect(try Self.reasons(Self.push, headers: ["ttl": 0]).contains("warning:ttlZeroNeverShown"))
    let v1 = #"{"message":{"token":"t","data":{"custom":"{\"i\":\"os-1\"}","alert":"Hi"},"android":{"ttl":"0s"}}}"#
    #expect(try Self.reasons(v1).contains("warning:ttlZeroNeverShown"))
    let negative = #"{"custom":"{\"i\":\"os-1\"}","alert":"Hi","google.ttl":"-5"}"#
    #expect(try Self.reasons(negative).contains("warning:ttlZeroNeverShown"))
    let headers = try (["ttl": 0] as PushHeaders).validated()
    let finding = try #require(
      PayloadLinter.lint(Array(Self.push.utf8), platform: .android, headers: headers, sdk: .onesignal)
        .first { $0.issue.reason == "ttlZeroNeverShown" })
    #expect(finding.severity == .warning)
    #expect(finding.issue.message.hasPrefix("the TTL is 0 s (google.ttl, the push service's copy of the message's TTL)"))
    #expect(finding.issue.message.contains("so it drops this one on arrival (pastTTL) in every app state"))
    #expect(finding.issue.message.contains("send a short TTL instead (a few minutes, such as 300 s)"))
  }

  /// A short TTL, an unreadable one (the 3-day default) and none are not warned, nor iOS.
  @Test func otherTTLsAndIOSAreNotWarned() throws {
    #expect(try !Self.reasons(Self.push, headers: ["ttl": 1]).contains("warning:ttlZeroNeverShown"))
    #expect(try !Self.reasons(Self.push).contains("warning:ttlZeroNeverShown"))
    let unreadable = #"{"custom":"{\"i\":\"os-1\"}","alert":"Hi","google.ttl":"abc"}"#
    #expect(try !Self.reasons(unreadable).contains("warning:ttlZeroNeverShown"))
    let ios = #"{"aps":{"alert":"Hi"},"custom":{"i":"os-1"}}"#
    #expect(try !Vendor.lint(ios, .iOS, sdk: .onesignal, headers: ["apns-push-type": "alert", "apns-expiration": 0])
      .contains("warning:ttlZeroNeverShown"))
  }

  /// In every live state the device warns, then drops the push as past its TTL.
  @Test func theDeviceWarnsAndDropsItInEveryState() throws {
    for state in [AppState.foreground, .background, .killed] {
      let (device, _) = OneSignalDeviceTests.android(state)
      try device.receive(json: Self.push, headers: ["ttl": 0])
      let warning = try #require(device.events(named: "push.warning").first { $0["reason"] == "ttlZeroNeverShown" })
      #expect(warning["sdk"] == "onesignal")
      #expect(device.events(named: "push.dropped").first?["reason"] == "pastTTL")
      #expect(device.tray.notifications.isEmpty)
    }
  }
}
