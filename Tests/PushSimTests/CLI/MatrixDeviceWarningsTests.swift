import Foundation
import Testing

@testable import PushSim

/// `pushsim matrix --device`: the warnings above the table are the ones `parse` and `lint` give
/// for the device `--device` describes (its options and app) and the SDK, platform by platform;
/// only `headerNotForPlatform` is left out (one set of headers goes to every platform).
struct MatrixDeviceWarningsTests {
  /// The warnings `lint --platform` prints for the payload and device, without
  /// `headerNotForPlatform`: what the matrix must print for that platform.
  static func lintWarnings(_ payload: String, platform: Platform, headers: String, device: String?) -> [String] {
    let result = runCLI(["lint", "-", "--platform", platform.rawValue, "--headers", headers] + (device.map { ["--device", $0] } ?? []), stdin: payload)
    return result.out.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: "warning: "), !line.contains("headerNotForPlatform") else { return nil }
      return "  " + line[range.lowerBound...]
    }
  }

  /// The warning lines the matrix prints for `platform`.
  static func matrixWarnings(_ text: String, platform: Platform) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("\(platform.rawValue): sdk ") }) else { return [] }
    return Array(lines[(start + 1)...].prefix { $0.hasPrefix("  warning: ") })
  }

  /// An app badge is applied by a Home Screen web app on iOS (Safari): no warning there, as
  /// `parse` says; Firefox's warning names Firefox, not Chrome.
  @Test func webWarningsFollowTheBrowser() {
    let payload = #"{"web_push":8030,"notification":{"title":"T","body":"B","navigate":"https://e.com/x"},"mutable":true,"app_badge":3}"#
    let safari = #"{"options":{"browser":"safari","webHost":"iOSHomeScreen"}}"#
    let home = runCLI(["matrix", "-", "--headers", #"{"ttl":60}"#, "--device", safari], stdin: payload)
    #expect(home.status == .success, "\(home.err)")
    #expect(!home.out.contains("appBadgeNotApplied"), "\(home.out)")
    #expect(Self.matrixWarnings(home.out, platform: .web) == Self.lintWarnings(payload, platform: .web, headers: #"{"ttl":60}"#, device: safari))
    let json = runCLI(["matrix", "-", "--headers", #"{"ttl":60}"#, "--device", safari, "--json"], stdin: payload)
    #expect(json.out.contains(#""warnings" : []"#) || json.out.contains(#""warnings": []"#), "\(json.out)")
    let firefox = #"{"options":{"browser":"firefox"}}"#
    let text = runCLI(["matrix", "-", "--headers", #"{"ttl":60}"#, "--device", firefox], stdin: payload).out
    let warnings = Self.matrixWarnings(text, platform: .web)
    #expect(!warnings.isEmpty && !warnings.contains { $0.contains("Chrome") }, "\(text)")
    #expect(warnings == Self.lintWarnings(payload, platform: .web, headers: #"{"ttl":60}"#, device: firefox))
  }

  /// Safari shows no actions, and `webMaxActions` sets the limit: the matrix warns as `lint` does.
  @Test func webActionLimitFollowsTheDevice() throws {
    let two = #"{"title":"T","body":"B","tag":"t","requireInteraction":true,"actions":[{"action":"a","title":"A"},{"action":"b","title":"B"}]}"#
    for device in [#"{"options":{"browser":"safari"}}"#, #"{"options":{"webMaxActions":1}}"#] {
      let text = runCLI(["matrix", "-", "--headers", #"{"ttl":60}"#, "--device", device], stdin: two).out
      let warnings = Self.matrixWarnings(text, platform: .web)
      #expect(warnings.contains { $0.contains("tooManyActions") }, "\(device): \(text)")
      #expect(warnings == Self.lintWarnings(two, platform: .web, headers: #"{"ttl":60}"#, device: device))
    }
    var options = MatrixDevice.defaultOptions
    options.browser = .safari
    let matrix = try PushMatrix(payload: Array(two.utf8), headers: ["ttl": 60], device: MatrixDevice(options: options))
    let web = try #require(matrix.sections.first { $0.platform == .web })
    #expect(web.warnings.contains { $0.reason == "tooManyActions" && !$0.message.contains("Chrome") })
  }

  /// The app's strings resolve the loc-keys: no missingLocalizedString, as with `lint --device`.
  @Test func appStringsResolveLocKeys() {
    let payload = #"{"aps":{"alert":{"title-loc-key":"TITLE","loc-key":"BODY"}}}"#
    let headers = #"{"apns-push-type":"alert"}"#
    let plain = runCLI(["matrix", "-", "--headers", headers], stdin: payload).out
    #expect(plain.contains("missingLocalizedString"))
    let device = #"{"app":{"strings":{"TITLE":"T","BODY":"B"}}}"#
    let text = runCLI(["matrix", "-", "--headers", headers, "--device", device], stdin: payload).out
    #expect(!text.contains("missingLocalizedString"), "\(text)")
    #expect(Self.matrixWarnings(text, platform: .iOS) == Self.lintWarnings(payload, platform: .iOS, headers: headers, device: device))
  }

  /// What `lint` adds to the decoder's warnings (the FCM SDK's notification appearance: a sound
  /// the channel overrides) is in the matrix too, in the text and in `--json`.
  @Test func lintOnlyWarningsAreIncluded() throws {
    let payload = #"{"message":{"token":"t","notification":{"title":"T","body":"B"},"android":{"notification":{"channel_id":"promo","icon":"ic_x","sound":"ding"}}}}"#
    let matrix = try PushMatrix(payload: Array(payload.utf8))
    let android = try #require(matrix.sections.first { $0.platform == .android })
    #expect(android.warnings.map(\.reason).contains("soundFromChannel"))
    let text = runCLI(["matrix", "-"], stdin: payload).out
    #expect(Self.matrixWarnings(text, platform: .android) == Self.lintWarnings(payload, platform: .android, headers: "{}", device: nil))
    let json = runCLI(["matrix", "-", "--json"], stdin: payload).out
    #expect(json.contains("soundFromChannel"))
  }

  /// The platforms are decoded for the `--device` too: a push type `xcrun simctl push` does not
  /// take is refused on a simctl device, as `parse` with that device refuses it (exit 2), and an
  /// FCM HTTP v1 body's iOS cells are then listed as skipped with the reason.
  @Test func theDevicesDecoderDecidesWhereThePayloadGoes() throws {
    let device = #"{"options":{"simctlTransport":true}}"#
    let headers = #"{"apns-push-type":"voip"}"#
    let apns = runCLI(["matrix", "-", "--headers", headers, "--device", device], stdin: #"{"aps":{"alert":"x"}}"#)
    #expect(apns.status == .invalidInput)
    #expect(apns.err.contains("no platform accepts this payload: ios: apns-push-type voip cannot go through `xcrun simctl push`"), "\(apns.err)")
    let parse = runCLI(["parse", "-", "--platform", "ios", "--headers", headers, "--device", device], stdin: #"{"aps":{"alert":"x"}}"#)
    #expect(parse.status == .invalidInput)
    var options = MatrixDevice.defaultOptions
    options.simctlTransport = true
    let body = #"{"message":{"token":"t","notification":{"title":"T","body":"B"}}}"#
    let matrix = try PushMatrix(payload: Array(body.utf8), headers: ["apns-push-type": "voip"], device: MatrixDevice(options: options))
    #expect(matrix.skipped.contains { $0.platform == .iOS && $0.reason.contains("simctlUnsupportedPushType") }, "\(matrix.skipped)")
    #expect(!matrix.sections.contains { $0.platform == .iOS })
  }

  /// The header of another platform's push service is still left out (the one exception).
  @Test func headerNotForPlatformIsStillLeftOut() {
    let payload = #"{"message":{"token":"t","notification":{"title":"T","body":"B"}}}"#
    let text = runCLI(["matrix", "-", "--headers", #"{"apns-push-type":"alert","ttl":60}"#], stdin: payload).out
    #expect(!text.contains("headerNotForPlatform"), "\(text)")
  }
}
