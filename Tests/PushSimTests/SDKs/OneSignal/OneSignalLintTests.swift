import PushSim
import Testing

/// `PayloadLinter.lint(_:platform:sdk:)` with OneSignal's rules.
struct OneSignalLintTests {
  /// Lints a payload.
  func lint(_ payload: String, _ platform: Platform, sdk: SDK? = .onesignal) -> [PayloadLinter
    .Finding]
  {
    PayloadLinter.lint(
      Array(payload.utf8), platform: platform, headers: ValidatedPushHeaders(), sdk: sdk)
  }

  /// Without an SDK, lint checks the platform's rules only, as before.
  @Test func withoutAnSDKOnlyThePlatformsRulesApply() {
    #expect(lint(#"{"alert":"Hi"}"#, .android, sdk: nil).isEmpty)
    #expect(lint(#"{"alert":"Hi"}"#, .android, sdk: .fcm).isEmpty)
  }

  /// A push OneSignal does not process is an error, with what was expected.
  @Test func missingCustomIIsAnError() {
    let findings = lint(#"{"alert":"Hi"}"#, .android)
    #expect(
      findings.map(\.description) == [
        #"error: missingCustom: the data map has no "custom" key; OneSignal processes a push only when custom is a JSON string with the notification id, such as "custom": "{\"i\":\"<uuid>\"}" (OS-A NotificationFormatHelper.isOneSignalBundle)"#
      ])
  }

  /// `custom` that is not JSON on Android is an error.
  @Test func customThatIsNotJSONIsAnError() {
    let findings = lint(OneSignal.dataMap(["custom": "i=abc"]), .android)
    #expect(findings.map(\.severity) == [.error])
    #expect(findings.first?.issue.reason == "customNotJSON")
    #expect(
      findings.first?.issue.message.hasPrefix(
        "custom is not a JSON object (org.json: Value i of type java.lang.String cannot be converted to JSONObject at character 0)"
      ) == true)
  }

  /// A button without `n` is a warning on iOS (skipped) and on Android (all buttons dropped).
  @Test func buttonsWithoutTextAreWarnings() {
    let iOS = lint(#"{"aps":{"alert":"Hi"},"custom":{"i":"x"},"buttons":[{"i":"a"}]}"#, .iOS)
    #expect(iOS.contains { $0.severity == .warning && $0.issue.reason == "buttonWithoutText" })
    let android = lint(
      OneSignal.dataMap(["custom": #"{"i":"x"}"#, "alert": "Hi", "o": #"[{"i":"a"}]"#]), .android)
    #expect(android.map(\.issue.reason) == ["buttonWithoutText"])
  }

  /// additionalData over 2048 bytes is an error; a payload over 3500 bytes a warning.
  @Test func sizeLimits() {
    let data = lint(
      OneSignal.dataMap([
        "custom": #"{"i":"x","a":{"k":""# + String(repeating: "x", count: 2100) + #""}}"#
      ]), .android)
    #expect(data.map(\.severity) == [.error])
    #expect(data.first?.issue.reason == "additionalDataTooLarge")
    #expect(data.first?.issue.rule == "OneSignal OSNotification payload reference")
    let payload = lint(
      OneSignal.dataMap(["custom": #"{"i":"x"}"#, "alert": String(repeating: "a", count: 3500)]),
      .android)
    #expect(payload.map(\.severity) == [.warning])
    #expect(
      payload.first?.issue.message.contains("OneSignal advises keeping it under 3500") == true)
  }

  /// `content_available` with an underscore is a warning: it is ignored.
  @Test func contentAvailableWithAnUnderscoreIsAWarning() {
    let findings = lint(#"{"aps":{"alert":"Hi"},"content_available":1,"custom":{"i":"x"}}"#, .iOS)
    let finding = findings.first { $0.issue.reason == "contentAvailableUnderscore" }
    #expect(finding?.severity == .warning)
    #expect(
      finding?.issue.message
        == "content_available (with an underscore) is ignored: APNs and OSNotification read aps.content-available (with a hyphen) = 1"
    )
  }

  /// The platform's findings come first, then OneSignal's.
  @Test func platformFindingsComeFirst() {
    let findings = lint(#"{"aps":{"alert":"Hi","content_available":1},"custom":{"i":"x"}}"#, .iOS)
    #expect(
      findings.map(\.issue.reason) == [
        "apsKeyMisspelled", "missingPushType", "contentAvailableUnderscore",
      ])
  }

  /// A payload the platform refuses gets the platform's error only.
  @Test func aPayloadThePlatformRefusesIsNotLintedForOneSignal() {
    let findings = lint(#"{"custom":{"i":"x"}}"#, .iOS)
    #expect(findings.map(\.issue.reason) == ["invalidPayload"])
  }
}
