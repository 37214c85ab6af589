import PushSim
import Testing

/// The SDK's own `wonderpush://notificationOpen/…` targets: Android parses them as a URI (its
/// scheme, its authority, one path segment; the query and fragment ignored), iOS compares the
/// whole text.
struct WonderPushSpecialTargetTests {
  static func tapped(_ targetUrl: String, on platform: Platform) throws -> SimulatedDevice {
    let device = WonderPushActionURLTests.device(platform, rules: nil)
    let wp = #"{"c":"c","targetUrl":"\#(targetUrl)","alert":{"text":"Hi"}}"#
    if platform == .iOS {
      try device.receive(json: WP.iOS(#"{"c":"c","targetUrl":"\#(targetUrl)"}"#), headers: ["apns-push-type": "alert"])
    } else {
      try device.receive(json: WonderPushDeviceTests.push(wp))
    }
    try device.tap()
    return device
  }

  /// Android: a query, a fragment, a trailing slash or a percent-encoded segment leave the
  /// target the SDK's: `…/broadcast?from=push` broadcasts and opens nothing.
  @Test(arguments: [
    "wonderpush://notificationOpen/broadcast?from=push", "wonderpush://notificationOpen/broadcast/",
    "wonderpush://notificationOpen/broadcast#top", "wonderpush://notificationOpen/%62roadcast",
  ])
  func androidBroadcastsAParsedBroadcastTarget(_ target: String) throws {
    let device = try Self.tapped(target, on: .android)
    #expect(device.events(named: "action.executed").map { $0["type"] } == ["broadcast"])
    #expect(device.state == .background)
  }

  /// Android: `…/default?x` opens the app as `…/default` does; another path does nothing.
  @Test func androidDefaultOpensTheAppAndAnyOtherPathDoesNothing() throws {
    let opened = try Self.tapped("wonderpush://notificationOpen/default?utm=1", on: .android)
    #expect(opened.state == .foreground)
    #expect(opened.events(named: "action.executed").isEmpty)
    let nothing = try Self.tapped("wonderpush://notificationOpen/default/extra", on: .android)
    #expect(nothing.state == .background)
    #expect(nothing.events(named: "action.executed").isEmpty)
  }

  /// iOS compares the whole text: with a query it is a `noop`, not a broadcast.
  @Test func iosComparesTheWholeText() throws {
    let exact = try Self.tapped("wonderpush://notificationOpen/broadcast", on: .iOS)
    #expect(exact.events(named: "action.executed").map { $0["type"] } == ["broadcast"])
    let withQuery = try Self.tapped("wonderpush://notificationOpen/broadcast?from=push", on: .iOS)
    #expect(withQuery.events(named: "action.executed").isEmpty)
  }
}
