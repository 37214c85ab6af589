import PushSim
import Testing

/// `pushsim parse --sdk customerio` and `pushsim lint --sdk customerio`, run in-process.
struct CustomerIOCommandTests {
  /// parse prints the iOS view with the SDK's property names (`cioDelivery`, `cioDeepLink`,
  /// `cioImage`).
  @Test func parsePrintsTheIOSView() throws {
    let payload = #"{"aps":{"alert":{"title":"T","body":"B"},"mutable-content":1},"CIO-Delivery-ID":"d1","CIO-Delivery-Token":"t1","CIO":{"push":{"link":"app://x","image":"https://img.test/a.png"}}}"#
    let result = runCLI(["parse", "-", "--platform", "ios", "--sdk", "customerio"], stdin: payload)
    #expect(result.status == .success)
    let sdk = try #require(try JSONDocument(result.out).root["sdk"]?.value())
    #expect(sdk["name"] == "customerio")
    #expect(sdk["accepted"] == true)
    #expect(sdk["cioDelivery"] == ["id": "d1", "token": "t1"])
    #expect(sdk["cioDeepLink"] == "app://x")
    #expect(sdk["cioImage"] == "https://img.test/a.png")
    #expect(sdk["derived"]?["richPushImage"] == "https://img.test/a.png")
    #expect(sdk["derived"]?["reportsDelivered"] == true)
  }

  /// parse prints `CustomerIOParsedPushPayload` on Android.
  @Test func parsePrintsTheAndroidView() throws {
    let payload = #"{"message":{"data":{"CIO-Delivery-ID":"d1","CIO-Delivery-Token":"t1","link":"app://x"},"notification":{"title":"T","body":"B"}}}"#
    let result = runCLI(["parse", "-", "--platform", "android", "--sdk", "customerio"], stdin: payload)
    let sdk = try #require(try JSONDocument(result.out).root["sdk"]?.value())
    #expect(sdk["cioDeliveryId"] == "d1")
    #expect(sdk["deepLink"] == "app://x")
    #expect(sdk["title"] == "T")
    #expect(sdk["body"] == "B")
  }

  /// parse shows a non-string delivery id as not accepted, with the exact reason.
  @Test func parseShowsTheWrongType() throws {
    let result = runCLI(["parse", "-", "--platform", "ios", "--sdk", "customerio"], stdin: #"{"aps":{"alert":"B"},"CIO-Delivery-ID":1,"CIO-Delivery-Token":"t"}"#)
    let sdk = try #require(try JSONDocument(result.out).root["sdk"]?.value())
    #expect(sdk["accepted"] == false)
    #expect(sdk["reason"]?.stringValue?.hasPrefix("deliveryKeyNotAString: expected a string at CIO-Delivery-ID, got an integer;") == true)
  }

  /// parse of a silent push shows what the SDK hands the background callback (`silent`,
  /// `deliveryId`, `data` without the two keys): accepted for an app that registered it
  /// (`--device` app key `backgroundPushCallback`), not accepted `silentPush` without it, and
  /// `backgroundPushCallback` says which; on iOS `aps` is not data.
  @Test func parseShowsTheSilentPushForTheBackgroundCallback() throws {
    let android = #"{"message":{"data":{"CIO-Background-Delivery-ID":"b1","CIO-Background-Delivery-Token":"t1","sync":"inbox"}}}"#
    let callback = ["--device", #"{"app":{"backgroundPushCallback":true}}"#]
    let with = runCLI(["parse", "-", "--platform", "android", "--sdk", "customerio"] + callback, stdin: android)
    #expect(with.status == .success)
    let sdk = try #require(try JSONDocument(with.out).root["sdk"]?.value())
    #expect(sdk["accepted"] == true && sdk["reason"] == nil)
    #expect(sdk["silent"] == true && sdk["backgroundPushCallback"] == true)
    #expect(sdk["deliveryId"] == "b1" && sdk["deliveryToken"] == "t1")
    #expect(sdk["data"] == ["sync": "inbox"])
    let without = runCLI(["parse", "-", "--platform", "android", "--sdk", "customerio"], stdin: android)
    let ignored = try #require(try JSONDocument(without.out).root["sdk"]?.value())
    #expect(ignored["accepted"] == false && ignored["backgroundPushCallback"] == false && ignored["silent"] == true)
    #expect(ignored["reason"]?.stringValue?.hasPrefix("silentPush: ") == true)
    #expect(ignored["data"] == ["sync": "inbox"])
    let iOS = #"{"aps":{"content-available":1},"CIO-Background-Delivery-ID":"b2","CIO-Background-Delivery-Token":"t2","sync":"inbox"}"#
    let apple = runCLI(["parse", "-", "--platform", "ios", "--sdk", "customerio"] + callback, stdin: iOS)
    let view = try #require(try JSONDocument(apple.out).root["sdk"]?.value())
    #expect(view["accepted"] == true && view["deliveryId"] == "b2" && view["data"] == ["sync": "inbox"])
    // A visible push is shown as before, whatever the app key.
    let visible = runCLI(["parse", "-", "--platform", "ios", "--sdk", "customerio"] + callback, stdin: #"{"aps":{"alert":"B"},"CIO-Delivery-ID":"d","CIO-Delivery-Token":"t"}"#)
    #expect(try JSONDocument(visible.out).root["sdk"]?["silent"] == nil)
  }

  /// lint --sdk customerio fails on a missing delivery token and warns about http images.
  @Test func lintReportsCustomerIORules() {
    let missing = runCLI(["lint", "-", "--platform", "android", "--sdk", "customerio"], stdin: #"{"CIO-Delivery-ID":"d","title":"T"}"#)
    #expect(missing.status == .failure)
    #expect(missing.out.contains("<stdin>: error: notCustomerIO: no CIO-Delivery-Token in the data map"))
    let http = runCLI(["lint", "-", "--platform", "android", "--sdk", "customerio"], stdin: #"{"CIO-Delivery-ID":"d","CIO-Delivery-Token":"t","title":"T","image":"http://x.test/a.png"}"#)
    #expect(http.status == .success)
    #expect(http.out.contains("<stdin>: warning: imageNotHttps: image \"http://x.test/a.png\" is not an https URL"))
    #expect(http.out.hasSuffix("0 errors, 1 warning\n"))
  }
}
