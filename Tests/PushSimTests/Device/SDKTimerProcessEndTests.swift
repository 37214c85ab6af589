import PushSim
import Testing

/// An embedded SDK's in-process timer (``SDKTimerKind/inProcess``) ends with the app's process,
/// on every platform; OneSignal's restore work on Android (``SDKTimerKind/work``) is in
/// `OneSignalRestoreKillTests`.
struct SDKTimerProcessEndTests {
  /// WonderPush iOS waits 5 s for a `wonderPushWillOpenURL:` completion handler that never
  /// comes (a `dispatch_after` in the app's process): a kill before then leaves nothing to go on
  /// with the original URL.
  @Test func aKillEndsAnIOSSDKTimer() throws {
    let device = WonderPushActionURLTests.device(.iOS, rules: [WonderPushDeepLinkRule(prefix: "", .neverCompletes)], itunesAppID: "42")
    try device.receive(json: WP.iOS(#"{"c":"c","targetUrl":"https://shop.example.com/a"}"#), headers: alertHeaders)
    try device.tap()
    device.advance(by: .seconds(1))
    try device.perform(.kill)
    device.advance(by: .seconds(10))
    #expect(device.events(named: "action.executed").isEmpty)
  }

  /// Without the kill the same timer fires 5 s after the tap (the control for the test above).
  @Test func withoutAKillTheIOSSDKTimerFires() throws {
    let device = WonderPushActionURLTests.device(.iOS, rules: [WonderPushDeepLinkRule(prefix: "", .neverCompletes)], itunesAppID: "42")
    try device.receive(json: WP.iOS(#"{"c":"c","targetUrl":"https://shop.example.com/a"}"#), headers: alertHeaders)
    try device.tap()
    device.advance(by: .seconds(10))
    #expect(device.events(named: "action.executed").map { $0["type"] } == ["link"])
  }
}
