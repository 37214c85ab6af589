import PushSim
import Testing

/// `pushsim parse --sdk onesignal` and `pushsim lint --sdk onesignal`, run in-process.
struct OneSignalCommandLineTests {
  /// parse prints OSNotification's fields under `sdk`, with accepted true.
  @Test func parseShowsTheOSNotification() throws {
    let payload = OneSignal.dataMap([
      "custom": #"{"i":"id-1","a":{"promo":"SPRING20"}}"#, "alert": "20% off", "title": "Sale",
      "pri": "10",
      "o": #"[{"n":"Shop"}]"#,
    ])
    let result = runCLI(
      ["parse", "-", "--platform", "android", "--sdk", "onesignal"], stdin: payload)
    #expect(result.status == .success)
    let sdk = try #require(try JSONDocument(result.out).root["sdk"])
    #expect(sdk["name"]?.stringValue == "onesignal")
    #expect(sdk["accepted"]?.boolValue == true)
    #expect(sdk["notificationId"]?.stringValue == "id-1")
    #expect(sdk["title"]?.stringValue == "Sale")
    #expect(sdk["body"]?.stringValue == "20% off")
    #expect(sdk["additionalData"]?.value() == ["promo": "SPRING20"])
    #expect(sdk["actionButtons"]?.value() == [["id": "Shop", "text": "Shop"]])
    #expect(sdk["priority"]?.int64Value == 10)
    #expect(sdk["lockScreenVisibility"]?.int64Value == 1)
    #expect(sdk["rawPayload"]?.type == .string)
    #expect(sdk["derived"]?["androidPriority"]?.stringValue == "MAX")
    #expect(sdk["reason"] == nil)
  }

  /// On iOS the view has the iOS property names.
  @Test func parseShowsIOSPropertyNames() throws {
    let result = runCLI(
      ["parse", "-", "--platform", "ios", "--sdk", "onesignal"],
      stdin:
        #"{"aps":{"alert":{"title":"T","subtitle":"S","body":"B"},"badge":2},"custom":{"i":"id-1","badge_inc":1}}"#
    )
    #expect(result.status == .success)
    let sdk = try #require(try JSONDocument(result.out).root["sdk"])
    #expect(sdk["subtitle"]?.stringValue == "S")
    #expect(sdk["hasBadge"]?.boolValue == true)
    #expect(sdk["badge"]?.int64Value == 2)
    #expect(sdk["badgeIncrement"]?.int64Value == 1)
    #expect(sdk["rawPayload"]?["custom"]?["i"]?.stringValue == "id-1")
    #expect(sdk["smallIcon"] == nil)
  }

  /// A push OneSignal does not process: accepted false and the reason, exit 0 (parse still worked).
  @Test func parseSaysWhyAPushIsNotOneSignals() throws {
    let result = runCLI(
      ["parse", "-", "--platform", "android", "--sdk", "onesignal"], stdin: #"{"alert":"Hi"}"#)
    #expect(result.status == .success)
    let sdk = try #require(try JSONDocument(result.out).root["sdk"])
    #expect(sdk["accepted"]?.boolValue == false)
    #expect(
      sdk["reason"]?.stringValue?.hasPrefix("missingCustom: the data map has no \"custom\" key")
        == true)
    #expect(sdk["notificationId"] == nil)
  }

  /// lint --sdk onesignal adds OneSignal's rules: an error exits 1.
  @Test func lintWithOneSignalRules() {
    let errors = runCLI(
      ["lint", "-", "--platform", "android", "--sdk", "onesignal"], stdin: #"{"alert":"Hi"}"#)
    #expect(errors.status == .failure)
    #expect(errors.out.contains("<stdin>: error: missingCustom: "))
    #expect(errors.out.hasSuffix("1 error, 0 warnings\n"))
    let warnings = runCLI(
      [
        "lint", "-", "--platform", "ios", "--sdk", "onesignal", "--headers",
        #"{"apns-push-type":"alert"}"#,
      ],
      stdin:
        #"{"aps":{"alert":"Hi","content_available":1},"custom":{"i":"x"},"buttons":[{"i":"a"}]}"#)
    #expect(warnings.status == .success)
    #expect(warnings.out.contains("warning: contentAvailableUnderscore: "))
    #expect(warnings.out.contains("warning: buttonWithoutText: buttons[0] has no \"n\""))
    #expect(warnings.out.hasSuffix("0 errors, 3 warnings\n"))
  }

  /// parse lists the warnings lint gives, the SDK's included (a button the SDK drops), and an
  /// SDK rule the payload breaks under `errors`, while still printing the view.
  @Test func parseListsTheSDKsFindingsAsLintDoes() throws {
    let payload = OneSignal.dataMap([
      "custom": #"{"i":"id-1"}"#, "alert": "Hi", "o": #"[{"i":"x","n":"X"},{"i":"nolabel"}]"#,
    ])
    let result = runCLI(["parse", "-", "--platform", "android", "--sdk", "onesignal"], stdin: payload)
    #expect(result.status == .success)
    let root = try JSONDocument(result.out).root
    #expect(root["warnings"]?.elements.compactMap { $0["reason"]?.stringValue } == ["buttonWithoutText"])
    #expect(root["errors"] == nil)
    let notOneSignals = runCLI(["parse", "-", "--platform", "android", "--sdk", "onesignal"], stdin: #"{"alert":"Hi"}"#)
    #expect(notOneSignals.status == .success)
    let other = try JSONDocument(notOneSignals.out).root
    #expect(other["sdk"]?["accepted"]?.boolValue == false)
    #expect(other["errors"]?.elements.compactMap { $0["reason"]?.stringValue } == ["missingCustom"])
  }

  /// Without --sdk, lint does not apply OneSignal's rules.
  @Test func lintWithoutTheSDKIgnoresOneSignalsRules() {
    let result = runCLI(["lint", "-", "--platform", "android"], stdin: #"{"alert":"Hi"}"#)
    #expect(result.status == .success)
    #expect(result.out == "0 errors, 0 warnings\n")
  }
}
