import Testing

@testable import PushSim

/// `pushsim lint` on Android warns `textTruncated` for a notification text longer than 5120
/// UTF-16 characters, with the message and reason the device's `push.warning` has
/// (``AndroidTextLimit/Cut/issue``, shared, not rewritten), as a warning with a rule.
struct LintTextLimitTests {
  /// An FCM notification message whose body is the app's string `long`.
  static let payload = #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.body_loc_key":"long","google.message_id":"m1"}"#

  /// The app, with the string `long`: `count` characters of `x`.
  static func app(bodyLength count: Int) -> AppBehavior {
    var app = AppBehavior()
    app.strings = ["long": String(repeating: "x", count: count)]
    return app
  }

  /// The `textTruncated` findings of ``payload`` linted for `platform` with a body of `count`.
  static func truncations(bodyLength count: Int, platform: Platform = .android) throws -> [PayloadLinter.Finding] {
    let payload = platform == .iOS ? #"{"aps":{"alert":{"loc-key":"long"}}}"# : Self.payload
    return try PayloadLinter.lint(json: payload, platform: platform, app: app(bodyLength: count))
      .filter { $0.issue.reason == AndroidTextLimit.warningReason }
  }

  /// A body over the limit is one warning naming the body, its length and the limit, with the
  /// device's message and a rule.
  @Test func aLongBodyIsAWarning() throws {
    let findings = try Self.truncations(bodyLength: 6000)
    try #require(findings.count == 1)
    #expect(findings[0].severity == .warning)
    #expect(findings[0].issue == AndroidTextLimit.Cut(field: "body", length: 6000).issue)
    #expect(findings[0].issue.message.contains("body is 6000 UTF-16 characters long"))
    #expect(findings[0].issue.rule == "AOSP Notification.safeCharSequence")
  }

  /// Lint's warning is, word for word, the one a device with the same app records.
  @Test func theWarningIsTheDevices() throws {
    let device = SimulatedDevice(platform: .android, sdk: .fcm, state: .background, app: Self.app(bodyLength: 9000))
    device.setDelegate(RecordingDelegate())
    _ = try device.receive(json: Self.payload)
    let warning = try #require(device.events(named: "push.warning").first { $0["reason"] == "textTruncated" })
    let findings = try Self.truncations(bodyLength: 9000)
    #expect(findings.map(\.issue.message) == [warning["message"]?.stringValue])
  }

  /// A body of exactly the limit, and iOS (which does not cut), give no such warning.
  @Test func noWarningAtTheLimitNorOnIOS() throws {
    #expect(try Self.truncations(bodyLength: AndroidTextLimit.maxLength).isEmpty)
    #expect(try Self.truncations(bodyLength: 6000, platform: .iOS).isEmpty)
  }

  /// `pushsim lint` prints it as a warning line and counts it; it does not fail the payload.
  @Test func theCommandPrintsAWarning() {
    let device = #"{"app":{"strings":{"long":"\#(String(repeating: "x", count: 5121))"}}}"#
    let result = runCLI(["lint", "-", "--platform", "android", "--device", device], stdin: Self.payload)
    #expect(result.status == .success)
    let message = AndroidTextLimit.Cut(field: "body", length: 5121).message
    #expect(
      result.out
        == "<stdin>: warning: textTruncated: \(message) (AOSP Notification.safeCharSequence)\n0 errors, 1 warning\n")
  }

  /// `pushsim parse` lists the cut once among its warnings (lint's findings include it).
  @Test func parseListsItOnce() throws {
    let device = #"{"app":{"strings":{"long":"\#(String(repeating: "x", count: 6000))"}}}"#
    let result = runCLI(["parse", "-", "--platform", "android", "--device", device], stdin: Self.payload)
    #expect(result.status == .success, "\(result.err)")
    let warnings = try JSONDocument(result.out).root["warnings"]?.elements ?? []
    #expect(warnings.filter { $0["reason"]?.stringValue == "textTruncated" }.count == 1)
  }
}
