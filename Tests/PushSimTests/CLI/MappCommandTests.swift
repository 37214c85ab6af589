import PushSim
import Testing

/// `pushsim parse --sdk mapp` and `pushsim lint --sdk mapp`, run in-process.
struct MappCommandTests {
  /// parse prints `APXPushNotification` with the header's property names on iOS.
  @Test func parsePrintsAPXPushNotificationOnIOS() throws {
    let payload = #"{"aps":{"alert":{"title":"Sale","body":"20% off"},"badge":1,"category":"apx_yes_no_open"},"p":555,"apx_dpl":"app://sale","buttons":[{"fgAction":{"apx_url":"https://shop.test"}}]}"#
    let result = runCLI(["parse", "-", "--platform", "ios", "--sdk", "mapp"], stdin: payload)
    #expect(result.status == .success)
    let sdk = try #require(try JSONDocument(result.out).root["sdk"]?.value())
    #expect(sdk["name"] == "mapp")
    #expect(sdk["accepted"] == true)
    #expect(sdk["uniqueID"] == 555)
    #expect(sdk["title"] == "Sale")
    #expect(sdk["alert"] == "20% off")
    #expect(sdk["extraFields"] == ["apx_dpl": "app://sale"])
    #expect(sdk["isRich"] == false)
    #expect(sdk["isSilent"] == false)
    #expect(sdk["isTriggerUpdate"] == false)
    #expect(sdk["didLaunchApp"] == false)
    #expect(sdk["pushAction"]?["categoryName"] == "apx_yes_no_open")
    let button = try #require(sdk["pushAction"]?["actionButtons"]?.arrayValue?.first)
    #expect(button["actions"]?.arrayValue?.first?["todo"] == "openWebSite")
    #expect(sdk["derived"]?["deepLink"] == "app://sale")
  }

  /// parse prints the Android `PushData` fields.
  @Test func parsePrintsPushDataOnAndroid() throws {
    let result = runCLI(["parse", "-", "--platform", "android", "--sdk", "mapp"], stdin: #"{"p":"9","push_title":"T","big_text_body":"Long","apx_dpl":"app://x","k":"v"}"#)
    let sdk = try #require(try JSONDocument(result.out).root["sdk"]?.value())
    #expect(sdk["id"] == 9)
    #expect(sdk["title"] == "T")
    #expect(sdk["content"] == "Long")
    #expect(sdk["actionUri"] == "app://x")
    #expect(sdk["extraFields"] == ["k": "v"])
  }

  /// parse shows a push without `p` as not accepted, with the reason.
  @Test func parseShowsWhyAPushIsNotMapps() throws {
    let result = runCLI(["parse", "-", "--platform", "android", "--sdk", "mapp"], stdin: #"{"alert":"Hi"}"#)
    #expect(result.status == .success)
    let sdk = try #require(try JSONDocument(result.out).root["sdk"]?.value())
    #expect(sdk["accepted"] == false)
    #expect(sdk["reason"]?.stringValue?.hasPrefix("notMapp: no p key in the data map") == true)
  }

  /// lint --sdk mapp fails (exit 1) on a push without `p` and names the rule.
  @Test func lintFailsWithoutP() {
    let result = runCLI(["lint", "-", "--platform", "android", "--sdk", "mapp"], stdin: #"{"alert":"Hi"}"#)
    #expect(result.status == .failure)
    #expect(result.out.contains("<stdin>: error: notMapp: no p key in the data map"))
    #expect(result.out.contains("(Mapp Engage Android SDK PushManagerImpl.isPushMessageFromMapp)"))
    #expect(result.out.hasSuffix("1 error, 0 warnings\n"))
  }
}
