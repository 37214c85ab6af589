import Testing

@testable import PushSim

/// A `set` that makes a device whose subscription Firefox dropped into Chrome (review of
/// ``ChromePermissionRules``): leaving Firefox forgets its drop, as leaving Chrome forgets
/// Chrome's unsubscription, so Chrome's rules see the subscription its deliveries reach.
struct ChromeAfterFirefoxDropTests {
  /// Firefox dropped the expired subscription at its startup pass, then the device becomes
  /// Chrome: pushes reach the site, `subscribe()` returns that live subscription, revoking the
  /// permission unsubscribes it and granting it again fires Chrome's event (both null).
  @Test func chromeTreatsTheSubscriptionItDeliversToAsLive() throws {
    let (device, delegate) = try FirefoxStartupDropTests.expiredAndQuit()
    device.advance(by: .seconds(1))
    try device.perform(.open)
    #expect(delegate.subscriptionChanges == [.init(oldSubscription: 1, newSubscription: nil)])
    try device.apply([DeviceSetting(name: "browser", value: "chrome")])
    try device.receive(json: #"{"title":"Chrome"}"#, headers: ["ttl": 60])
    #expect(device.tray.notifications.map(\.title) == ["Chrome"])
    try device.subscribe()
    let subscribed = try #require(device.events(named: "push.subscribed").last)
    #expect(subscribed["existing"] == .bool(true) && subscribed["subscription"] == .integer(1))
    try ChromePushSubscriptionChangeTests.permission(device, false)
    try ChromePushSubscriptionChangeTests.permission(device, true)
    #expect(
      delegate.subscriptionChanges == [
        .init(oldSubscription: 1, newSubscription: nil), .init(oldSubscription: nil, newSubscription: nil),
      ])
  }
}
