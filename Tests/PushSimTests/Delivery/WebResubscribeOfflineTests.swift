import Testing

@testable import PushSim

/// Review of the web resubscription work: a new subscription comes from the push service, so a
/// `subscribe` step that would make one while the device is offline rejects (`offline`), as
/// Gecko's `register` does (`PushService._sendRequest`: "Push service offline"), and a push sent
/// to the dropped subscription and held offline cannot reach the site through a new one.
struct WebResubscribeOfflineTests {
  /// A Safari device whose subscription was revoked after its violations.
  static func revokedSafari() throws -> SimulatedDevice {
    var options = DeviceOptions()
    options.browser = .safari
    let device = SimulatedDevice(platform: .web, state: .running, options: options)
    for i in 0..<4 { try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 3600]) }
    #expect(device.events(named: "push.dropped").last?["reason"] == "subscriptionRevoked")
    return device
  }

  /// The bug this fixes: a push held offline for the revoked endpoint was shown once the site
  /// had subscribed again offline. Now the subscribe rejects, the revocation stands, and the
  /// held push is dropped when the device comes online; online, subscribing again works.
  @Test func safariOfflineSubscribeRejectsAndTheHeldPushStaysDropped() throws {
    let device = try Self.revokedSafari()
    device.setOnline(false)
    try device.receive(json: #"{"title":"Sent to the revoked endpoint"}"#, headers: ["ttl": 3600])
    try device.subscribe()
    let rejected = try #require(device.events(named: "push.subscribeRejected").last)
    #expect(rejected["reason"] == "offline")
    #expect(rejected["message"]?.stringValue?.contains("Push service offline") == true)
    #expect(device.events(named: "push.subscribed").isEmpty)
    device.setOnline(true)
    #expect(device.events(named: "push.dropped").last?["reason"] == "subscriptionRevoked")
    #expect(device.tray.notifications.isEmpty)
    try device.subscribe()
    #expect(device.events(named: "push.subscribed").last?["subscription"] == .integer(2))
  }

  /// Firefox after a visit, offline: `register` drops the expired record and fires
  /// `pushsubscriptionchange` first, then the registration fails; the site has no subscription
  /// (pushes `subscriptionExpired`, a message naming `register`) until it subscribes again
  /// online, which needs no visit and fires no second event.
  @Test func firefoxOfflineDropsFiresTheEventAndRejects() throws {
    let (device, delegate) = try WebResubscribeTests.expiredFirefox()
    device.advance(by: .seconds(1))
    try device.perform(.open)
    device.setOnline(false)
    try device.subscribe()
    #expect(delegate.subscriptionChanges == [.init(oldSubscription: 1, newSubscription: nil)])
    #expect(device.events(named: "push.subscribeRejected").last?["reason"] == "offline")
    #expect(device.events(named: "push.subscribed").isEmpty)
    device.setOnline(true)
    try device.perform(.background)
    try device.receive(json: #"{"title":"Nothing to reach"}"#, headers: ["ttl": 60])
    let dropped = try #require(device.events(named: "push.dropped").last)
    #expect(dropped["reason"] == "subscriptionExpired")
    #expect(dropped["message"]?.stringValue?.contains("(register)") == true)
    try device.subscribe()
    let subscribed = try #require(device.events(named: "push.subscribed").last)
    #expect(subscribed["subscription"] == .integer(2) && subscribed["existing"] == .bool(false))
    #expect(delegate.subscriptionChanges.count == 1)
  }

  /// The live subscription needs no push service: offline, `subscribe()` returns it.
  @Test func theLiveSubscriptionIsReturnedOffline() throws {
    let device = FirefoxPushQuotaTests.firefox(.visible, quota: 3)
    device.setOnline(false)
    try device.subscribe()
    let subscribed = try #require(device.events(named: "push.subscribed").last)
    #expect(subscribed["subscription"] == .integer(1) && subscribed["existing"] == .bool(true))
  }

  /// The rules alone: offline, a removed subscription is rejected, an expired Firefox one
  /// after a visit is dropped then rejected, a live one is returned.
  @Test func theRulesNeedThePushServiceOnlyForANewSubscription() {
    var firefox = DeviceOptions()
    firefox.browser = .firefox
    let app = AppBehavior()
    var expired = FirefoxPushQuota()
    expired.expire()
    #expect(
      WebSubscribeRules.subscribe(options: firefox, app: app, firefoxQuota: expired, removed: false, online: false)
        == .droppedThenRejected(reason: "offline", message: WebSubscribeRules.offlineMessage))
    #expect(
      WebSubscribeRules.subscribe(options: firefox, app: app, firefoxQuota: expired, removed: false, online: true)
        == .replaced(changeEvent: true))
    #expect(
      WebSubscribeRules.subscribe(options: firefox, app: app, firefoxQuota: FirefoxPushQuota(), removed: true, online: false)
        == .rejected(reason: "offline", message: WebSubscribeRules.offlineMessage))
    #expect(
      WebSubscribeRules.subscribe(options: firefox, app: app, firefoxQuota: FirefoxPushQuota(), removed: false, online: false)
        == .existing)
  }
}
