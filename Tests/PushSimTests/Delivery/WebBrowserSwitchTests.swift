import Testing

@testable import PushSim

/// A `set` that changes the browser whose rules apply (`browser`, `webHost`): the browser it
/// switches to starts as a device created with it and the step's options, and the browser it
/// leaves forgets its bookkeeping (docs/ModellingChoices/Web.md, "Switching browsers").
struct WebBrowserSwitchTests {
  static func set(_ device: SimulatedDevice, _ name: String, _ value: JSONValue) throws {
    try device.apply([DeviceSetting(name: name, value: value)])
  }

  /// Chrome → Firefox → Chrome while the permission is denied: back on Chrome the site is a
  /// Chrome site whose permission was revoked (unsubscribed, recorded), so its old endpoint gets
  /// nothing and the grant fires Chrome's event again, though it fired before the switch.
  /// Under Firefox meanwhile the push is `subscriptionExpired`: Firefox on a desktop started
  /// with the permission denied has its record expired (`_permissionDenied`).
  @Test func chromeFirefoxChromeWhileDeniedStartsChromeAnew() throws {
    let (device, delegate) = ChromePushSubscriptionChangeTests.chrome()
    try ChromePushSubscriptionChangeTests.permission(device, false)
    try ChromePushSubscriptionChangeTests.permission(device, true)
    try ChromePushSubscriptionChangeTests.permission(device, false)
    #expect(delegate.subscriptionChanges.count == 1)
    try Self.set(device, "browser", "firefox")
    try device.receive(json: #"{"title":"Firefox"}"#, headers: ["ttl": 60])
    #expect(device.events(named: "push.dropped").last?["reason"] == "subscriptionExpired")
    try Self.set(device, "browser", "chrome")
    try device.receive(json: #"{"title":"Chrome"}"#, headers: ["ttl": 60])
    #expect(device.events(named: "push.dropped").last?["reason"] == "subscriptionRevoked")
    #expect(delegate.subscriptionChanges.count == 1)
    try ChromePushSubscriptionChangeTests.permission(device, true)
    #expect(delegate.subscriptionChanges == Array(repeating: .init(oldSubscription: nil, newSubscription: nil), count: 2))
    try device.subscribe()
    let subscribed = try #require(device.events(named: "push.subscribed").last)
    #expect(subscribed["subscription"] == .integer(2) && subscribed["existing"] == .bool(false))
  }

  /// Safari's revocation and violations are Safari's: a switch to Chrome delivers to the site
  /// again, and back on Safari the violations count from 0.
  @Test func safarisRevocationIsForgottenByASwitch() throws {
    let device = try WebResubscribeOfflineTests.revokedSafari()
    try Self.set(device, "browser", "chrome")
    try device.receive(json: #"{"title":"Chrome"}"#, headers: ["ttl": 60])
    #expect(device.tray.notifications.map(\.title) == ["Chrome"])
    try Self.set(device, "browser", "safari")
    try device.receive(json: #"{"sync":9}"#, headers: ["ttl": 60])
    #expect(device.events(named: "push.silent").last?["violations"] == .integer(1))
  }

  /// Firefox's spent quota is Firefox's: after a switch to Chrome and back, with the permission
  /// granted, the subscription is live with a fresh quota.
  @Test func firefoxsQuotaIsFreshAfterASwitchAndBack() throws {
    let (device, delegate) = try WebResubscribeTests.expiredFirefox()
    try Self.set(device, "browser", "chrome")
    try Self.set(device, "browser", "firefox")
    try device.receive(json: #"{"title":"Back"}"#, headers: ["ttl": 60])
    #expect(device.tray.notifications.map(\.title) == ["Back"])
    #expect(delegate.subscriptionChanges.isEmpty)
  }

  /// A `set` that keeps the rules keeps the bookkeeping: Chrome moved from a desktop to Android
  /// while denied stays unsubscribed and fires once at the grant; every browser on an iPhone or
  /// iPad is Safari, so changing `browser` there switches nothing.
  @Test func aSetThatKeepsTheRulesKeepsTheBookkeeping() throws {
    let (device, delegate) = ChromePushSubscriptionChangeTests.chrome()
    try ChromePushSubscriptionChangeTests.permission(device, false)
    try Self.set(device, "webHost", "android")
    try ChromePushSubscriptionChangeTests.permission(device, true)
    #expect(delegate.subscriptionChanges == [.init(oldSubscription: nil, newSubscription: nil)])
    var desktop = DeviceOptions()
    var android = DeviceOptions()
    android.webHost = .android
    #expect(!SimulatedDevice.webRulesChanged(from: desktop, to: android))
    desktop.browser = .firefox
    android.browser = .firefox
    #expect(SimulatedDevice.webRulesChanged(from: desktop, to: android))
    var iPhoneChrome = DeviceOptions()
    iPhoneChrome.webHost = .iOSHomeScreen
    var iPhoneFirefox = iPhoneChrome
    iPhoneFirefox.browser = .firefox
    #expect(!SimulatedDevice.webRulesChanged(from: iPhoneChrome, to: iPhoneFirefox))
  }
}
