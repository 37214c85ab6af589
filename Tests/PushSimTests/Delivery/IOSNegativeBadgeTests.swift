import PushSim
import Testing

/// A negative `aps.badge`: Apple documents 0 (remove the badge) and more; iOS takes a negative
/// count as 0 (docs/ModellingChoices/iOS.md). The device removes the badge as 0 does, never
/// shows a negative one, and warns; lint gives the same warning; `device badge` refuses one.
struct IOSNegativeBadgeTests {
  static let headers: PushHeaders = ["apns-push-type": "alert"]

  /// The push sets the badge to 0, clears as 0 does, and says why in a warning.
  @Test func aNegativeBadgeIsTakenAsZeroWithAWarning() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: #"{"aps":{"alert":"One","badge":2}}"#, headers: Self.headers)
    try device.receive(json: #"{"aps":{"alert":"a","badge":-5}}"#, headers: Self.headers)
    #expect(device.badge == 0)
    #expect(device.events(named: "badge").map { $0["value"] } == [2, 0])
    let warning = try #require(device.events(named: "push.warning").first { $0["reason"] == "negativeBadge" })
    #expect(warning["id"] == "apns-2")
    #expect(warning["message"]?.stringValue?.contains("aps.badge is -5") == true)
    // As with 0, the app's other notifications go; the push keeps its own.
    #expect(device.tray.notifications.map(\.body) == ["a"])
    #expect(device.events(named: "notification.removed").map { $0["reason"] } == ["badgeCleared"])
  }

  /// lint warns (not an error: APNs accepts the push) with the rule.
  @Test func lintWarnsOfANegativeBadge() {
    let result = runCLI(["lint", "-", "--platform", "ios"], stdin: #"{"aps":{"alert":"a","badge":-5}}"#)
    #expect(result.status == .success)
    #expect(result.out.contains("warning: negativeBadge: aps.badge is -5; a badge count is 0 or more"), "\(result.out)")
    #expect(result.out.contains("(R-iOS-27)"))
    let parse = runCLI(["parse", "-", "--platform", "ios"], stdin: #"{"aps":{"alert":"a","badge":-1}}"#)
    #expect(parse.out.contains(#""badge": 0"#), "\(parse.out)")
    #expect(parse.out.contains(#""reason": "negativeBadge""#))
  }

  /// `device badge` refuses a negative count, saying what iOS does with one.
  @Test func deviceBadgeRefusesANegativeCountAndSaysWhy() throws {
    let state = try temporaryFolder([:]) + "/p"
    #expect(runCLI(["device", "create", "p", "--platform", "ios", "--state", state]).status == .success)
    let result = runCLI(["device", "badge", "p", "-1", "--state", state])
    #expect(result.status == .usage)
    #expect(result.err.contains("badge takes a count of 0 or more, not '-1'"), "\(result.err)")
    #expect(result.err.contains("iOS takes a negative count as 0"), "\(result.err)")
  }
}
