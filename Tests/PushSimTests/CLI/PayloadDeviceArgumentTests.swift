import Testing

@testable import PushSim

/// `pushsim parse` and `pushsim lint` with `--device JSON`: the receiving device's knobs and
/// app, read as a scenario device's `options` and `app` (as `pushsim matrix --device` reads
/// them), reach the decoding and the SDK's view.
struct PayloadDeviceArgumentTests {
  static let payload = #"{"aps":{"alert":{"title-loc-key":"TITLE","loc-key":"BODY","loc-args":["Ana"]}},"custom":{"i":"x1","a":{"k":"v"}},"promo_code":"SPRING20"}"#
  static let device = #"{"app":{"locale":"fr","strings":{"TITLE":"Bonjour","BODY":"Salut %@"},"additionalDataIsRootPayload":true}}"#

  @Test func parseLocalisesWithTheAppsStringsAndReadsTheSDKSettings() throws {
    let plain = runCLI(["parse", "-", "--platform", "ios", "--sdk", "onesignal"], stdin: Self.payload)
    let given = runCLI(["parse", "-", "--platform", "ios", "--sdk", "onesignal", "--device", Self.device], stdin: Self.payload)
    #expect(plain.status == .success && given.status == .success)
    let before = try JSONDocument(plain.out).root
    let after = try JSONDocument(given.out).root
    #expect(before["notification"]?["title"]?.stringValue == "TITLE")  // the key itself, as iOS shows it
    #expect(after["notification"]?["title"]?.stringValue == "Bonjour" && after["notification"]?["body"]?.stringValue == "Salut Ana")
    #expect(before["sdk"]?["additionalData"]?.value() == .object(["k": "v"]))
    #expect(after["sdk"]?["additionalData"]?.value() == .object(["k": "v", "promo_code": "SPRING20"]))
  }

  @Test func lintDropsTheWarningsTheDeviceAnswers() {
    let plain = runCLI(["lint", "-", "--platform", "ios", "--sdk", "onesignal"], stdin: Self.payload)
    let given = runCLI(["lint", "-", "--platform", "ios", "--sdk", "onesignal", "--device", Self.device], stdin: Self.payload)
    #expect(plain.out.contains("missingLocalizedString") && plain.out.contains("rootKeysNotInAdditionalData"))
    #expect(!given.out.contains("missingLocalizedString") && !given.out.contains("rootKeysNotInAdditionalData"))
    #expect(given.out.hasSuffix("0 errors, 1 warning\n"), "\(given.out)")
  }

  /// An option of another platform is a usage error, whichever comes first, `--device` or
  /// `--platform`.
  @Test func anOptionOfAnotherPlatformIsRefused() {
    for command in ["parse", "lint"] {
      let result = runCLI([command, "-", "--device", #"{"options":{"doze":true}}"#, "--platform", "ios"], stdin: #"{"aps":{"alert":"x"}}"#)
      #expect(result.status == .usage)
      #expect(result.err.hasPrefix(#"Error: --device: option "doze" is for android devices; on ios it would do nothing"#), "\(result.err)")
    }
    let android = runCLI(["parse", "-", "--platform", "android", "--device", #"{"options":{"doze":true}}"#], stdin: #"{"k":"v"}"#)
    #expect(android.status == .success, "\(android.err)")
  }

  /// So is an `app` key of another platform's apps.
  @Test func anAppKeyOfAnotherPlatformIsRefused() {
    for command in ["parse", "lint"] {
      let result = runCLI([command, "-", "--platform", "android", "--device", #"{"app":{"willPresent":["banner"]}}"#], stdin: #"{"k":"v"}"#)
      #expect(result.status == .usage)
      #expect(result.err.hasPrefix(#"Error: --device: app key "willPresent" applies to ios apps only; on android it would do nothing"#), "\(result.err)")
    }
  }

  /// And an SDK's own `app` setting for another SDK (the platform's plain SDK without `--sdk`).
  @Test func anAppKeyOfAnotherSDKIsRefused() {
    let plain = runCLI(["parse", "-", "--platform", "android", "--device", #"{"app":{"suppressLaunchURLs":true}}"#], stdin: #"{"k":"v"}"#)
    #expect(plain.status == .usage)
    #expect(plain.err.contains(#"app key "suppressLaunchURLs" applies to apps with sdk onesignal only"#), "\(plain.err)")
    #expect(plain.err.contains(#"with sdk "fcm" it would do nothing"#), "\(plain.err)")
    let oneSignal = runCLI(
      ["lint", "-", "--platform", "android", "--sdk", "onesignal", "--device", #"{"app":{"suppressLaunchURLs":true}}"#],
      stdin: #"{"k":"v"}"#)
    #expect(oneSignal.status != .usage, "\(oneSignal.err)")
  }

  /// The device's options reach the decoder: FCM's default collapse key is the package name.
  @Test func optionsReachTheDecoder() throws {
    let body = #"{"message":{"notification":{"title":"Hi"}}}"#
    let result = runCLI(
      ["parse", "-", "--platform", "android", "--device", #"{"options":{"packageName":"com.example.shop"}}"#], stdin: body)
    #expect(result.status == .success, "\(result.err)")
    #expect(try JSONDocument(result.out).root["notification"]?["collapseKey"]?.stringValue == "com.example.shop")
  }

  /// The overall usage names the option for both commands.
  @Test func theUsageNamesTheOption() {
    let usage = runCLI(["--help"]).out
    #expect(usage.contains("parse FILE|- --platform ios|android|web [--sdk NAME] [--headers JSON] [--device JSON]"))
    #expect(usage.contains("lint FILE|- --platform ios|android|web [--sdk NAME] [--headers JSON] [--device JSON]"))
  }

  @Test(arguments: [
    (#"{"app":{"stringz":{}}}"#, #"unknown field "stringz" in "app" of --device"#),
    ("[1]", "--device must be a JSON object"),
    (#"{"phone":{}}"#, #"unknown field "phone""#),
  ])
  func aWrongDeviceIsAUsageError(_ device: String, _ message: String) {
    for command in ["parse", "lint"] {
      let result = runCLI([command, "-", "--platform", "ios", "--device", device], stdin: Self.payload)
      #expect(result.status == .usage)
      #expect(result.err.contains(message), "\(command): \(result.err)")
    }
  }
}
