import Testing

@testable import PushSim

/// `pushsim parse` shows the notification as the device shows it: on Android, a title or body
/// longer than 5120 UTF-16 characters cut (``AndroidTextLimit``), with the device's warning,
/// `textTruncated`, among the output's `warnings`.
struct ParseTextLimitTests {
  /// An FCM notification message whose body is the app's string `long`.
  static let payload = #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.body_loc_key":"long","google.message_id":"m1"}"#

  /// `--device` giving the app the string `long`, `count` characters of `x`.
  static func device(bodyLength count: Int) -> String {
    #"{"app":{"strings":{"long":"\#(String(repeating: "x", count: count))"}}}"#
  }

  /// The parsed output of ``payload`` on `platform` with a body of `count` characters.
  static func parse(bodyLength count: Int, platform: String = "android") throws -> JSONNode {
    let result = runCLI(["parse", "-", "--platform", platform, "--device", device(bodyLength: count)], stdin: payload)
    #expect(result.status == .success, "\(result.err)")
    return try JSONDocument(result.out).root
  }

  /// A body over the limit is shown cut to its first 5120 characters, and warned once, with the
  /// device's message; the title, short, is untouched.
  @Test func aLongBodyIsCutAndWarned() throws {
    let output = try Self.parse(bodyLength: 6000)
    #expect(output["notification"]?["body"]?.stringValue == String(repeating: "x", count: AndroidTextLimit.maxLength))
    #expect(output["notification"]?["title"]?.stringValue == "T")
    let truncated = (output["warnings"]?.elements ?? []).filter { $0["reason"]?.stringValue == "textTruncated" }
    try #require(truncated.count == 1)
    #expect(truncated[0]["message"]?.stringValue == AndroidTextLimit.Cut(field: "body", length: 6000).message)
  }

  /// What `parse` shows is what a device with the same app shows: the same cut body.
  @Test func theCutIsTheDevices() throws {
    var app = AppBehavior()
    app.strings = ["long": String(repeating: "x", count: 9000)]
    let device = SimulatedDevice(platform: .android, sdk: .fcm, state: .background, app: app)
    device.setDelegate(RecordingDelegate())
    _ = try device.receive(json: Self.payload)
    let shown = try #require(device.tray.notification(id: "m1"))
    let output = try Self.parse(bodyLength: 9000)
    #expect(output["notification"]?["body"]?.stringValue == shown.push.notification.body)
    let warning = try #require(device.events(named: "push.warning").first { $0["reason"] == "textTruncated" })
    let parsed = (output["warnings"]?.elements ?? []).first { $0["reason"]?.stringValue == "textTruncated" }
    #expect(parsed?["message"]?.stringValue == warning["message"]?.stringValue)
  }

  /// A body of exactly the limit is shown whole, without the warning.
  @Test func aBodyAtTheLimitIsNotWarned() throws {
    let output = try Self.parse(bodyLength: AndroidTextLimit.maxLength)
    #expect(output["notification"]?["body"]?.stringValue?.utf16.count == AndroidTextLimit.maxLength)
    #expect(!(output["warnings"]?.elements ?? []).contains { $0["reason"]?.stringValue == "textTruncated" })
  }

  /// iOS does not cut text at display: its preview shows a long localised body whole.
  @Test func iosShowsTheBodyWhole() throws {
    let result = runCLI(
      ["parse", "-", "--platform", "ios", "--device", Self.device(bodyLength: 6000)], stdin: #"{"aps":{"alert":{"loc-key":"long"}}}"#)
    #expect(result.status == .success, "\(result.err)")
    let output = try JSONDocument(result.out).root
    #expect(output["notification"]?["body"]?.stringValue?.utf16.count == 6000)
    #expect(!(output["warnings"]?.elements ?? []).contains { $0["reason"]?.stringValue == "textTruncated" })
  }
}
