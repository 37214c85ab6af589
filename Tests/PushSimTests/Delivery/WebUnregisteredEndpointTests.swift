import Testing

@testable import PushSim

/// A push to an endpoint the browser already unregistered from its push service is refused at
/// the send (404/410), so a closed browser has nothing held for it: Chrome's revocation
/// (`DeleteID`), Firefox on a desktop's expiry (`_backgroundUnregister`, only while connected).
/// WebKit's push service accepts such a push (WebKit bug 249766), and a live subscription is
/// held as before.
struct WebUnregisteredEndpointTests {
  /// A browser on a desktop, running.
  static func browser(_ browser: DeviceOptions.Browser, quota: Int? = nil, revokeAfter: Int? = nil) -> SimulatedDevice {
    var options = DeviceOptions()
    options.browser = browser
    options.webHost = .desktop
    if let quota { options.firefoxMaxQuotaPerSubscription = quota }
    if let revokeAfter { options.safariRevokeAfterViolations = revokeAfter }
    return SimulatedDevice(platform: .web, state: .running, options: options)
  }

  static func permission(_ device: SimulatedDevice, _ granted: Bool) throws {
    try device.apply([DeviceSetting(name: "notificationPermission", value: .bool(granted))])
  }

  /// Sends a push to the closed browser and returns its `push.dropped`, or `nil` when it was held.
  static func pushWhileClosed(_ device: SimulatedDevice) throws -> TraceEvent? {
    if device.state.isRunning { try device.perform(.forceQuit) }
    let dropped = device.events(named: "push.dropped").count
    let held = device.events(named: "push.held").count
    try device.receive(json: #"{"title":"While closed"}"#, headers: ["ttl": 3600])
    let newDrops = device.events(named: "push.dropped").dropFirst(dropped)
    let newHolds = device.events(named: "push.held").dropFirst(held)
    #expect(newDrops.count + newHolds.count == 1)
    return newDrops.first
  }

  /// Chrome revoked online: refused at the send with `subscriptionRevoked`, nothing held, nothing
  /// released when the browser starts.
  @Test func chromesRevokedEndpointIsRefusedAtTheSend() throws {
    let device = Self.browser(.chrome)
    try Self.permission(device, false)
    let dropped = try #require(try Self.pushWhileClosed(device))
    #expect(dropped["reason"] == "subscriptionRevoked")
    #expect(dropped["message"]?.stringValue?.contains("refused by the push service at the send") == true)
    #expect(dropped["message"]?.stringValue?.contains("DeleteID") == true)
    #expect(device.store.pending.isEmpty)
    try device.perform(.open)
    #expect(device.events(named: "push.released").isEmpty)
  }

  /// A Chrome site created with the permission denied was revoked before the run: refused too.
  @Test func chromeStartingDeniedIsRefusedAtTheSend() throws {
    var options = DeviceOptions()
    options.browser = .chrome
    options.webHost = .desktop
    options.notificationPermission = false
    let device = SimulatedDevice(platform: .web, state: .running, options: options)
    #expect(try Self.pushWhileClosed(device)?["reason"] == "subscriptionRevoked")
  }

  /// Firefox's quota reached 0 (unregistered, UNSUBSCRIBE_QUOTA_EXCEEDED) and its permission
  /// revoked online (`_permissionDenied`): both refused with `subscriptionExpired`.
  @Test func firefoxsExpiredEndpointIsRefusedAtTheSend() throws {
    let quota = Self.browser(.firefox, quota: 1)
    try quota.receive(json: #"{"sync":1}"#, headers: ["ttl": 60])
    #expect(quota.events(named: "push.silent").last?["outcome"] == "subscriptionExpired")
    let quotaDrop = try #require(try Self.pushWhileClosed(quota))
    #expect(quotaDrop["reason"] == "subscriptionExpired")
    #expect(quotaDrop["message"]?.stringValue?.contains("_backgroundUnregister") == true)
    let denied = Self.browser(.firefox)
    try Self.permission(denied, false)
    #expect(try Self.pushWhileClosed(denied)?["reason"] == "subscriptionExpired")
  }

  /// Revoked while offline: Firefox's `_backgroundUnregister` is a no-op unconnected, and when
  /// Chrome's `DeleteID` reaches FCM offline was not read (a choice): the push service still
  /// holds the push, and the browser drops it when it starts, with its own reason.
  @Test func aRevocationOfflineLeavesTheEndpointAtThePushService() throws {
    for (browser, reason) in [(DeviceOptions.Browser.chrome, "subscriptionRevoked"), (.firefox, "subscriptionExpired")] {
      let device = Self.browser(browser)
      device.setOnline(false)
      try Self.permission(device, false)
      device.setOnline(true)
      #expect(try Self.pushWhileClosed(device) == nil)
      #expect(device.events(named: "push.held").last?["reason"] == "browserClosed")
      try device.perform(.open)
      #expect(device.events(named: "push.released").count == 1)
      #expect(device.events(named: "push.dropped").last?["reason"] == .string(reason))
    }
  }

  /// Safari's revoked endpoint is still accepted by its push service (WebKit bug 249766): held,
  /// then dropped when the browser starts. A live subscription is held and shown.
  @Test func safarisRevokedEndpointAndALiveOneAreHeld() throws {
    let safari = Self.browser(.safari, revokeAfter: 1)
    try safari.receive(json: #"{"sync":1}"#, headers: ["ttl": 60])
    #expect(safari.events(named: "push.silent").last?["outcome"] == "subscriptionRevoked")
    #expect(try Self.pushWhileClosed(safari) == nil)
    try safari.perform(.open)
    #expect(safari.events(named: "push.dropped").last?["reason"] == "subscriptionRevoked")
    let live = Self.browser(.chrome)
    #expect(try Self.pushWhileClosed(live) == nil)
    try live.perform(.open)
    #expect(live.tray.notifications.map(\.title) == ["While closed"])
  }

  /// A subscription the site replaced is refused at the send (`subscriptionGone`), and the new
  /// one, live, is held while the browser is closed: subscribing again forgets the unregistration.
  @Test func aReplacedSubscriptionIsRefusedAndTheNewOneHeld() throws {
    let device = Self.browser(.chrome)
    try Self.permission(device, false)
    try Self.permission(device, true)
    try device.subscribe()
    try device.perform(.forceQuit)
    try device.receive(Array(#"{"title":"Old"}"#.utf8), headers: ["ttl": 3600], subscription: 1)
    #expect(device.events(named: "push.dropped").last?["reason"] == "subscriptionGone")
    #expect(device.events(named: "push.held").isEmpty)
    #expect(try Self.pushWhileClosed(device) == nil)
    try device.perform(.open)
    #expect(device.tray.notifications.map(\.title) == ["While closed"])
  }

  /// Chrome revoked offline: the held push reaches Chrome, which drops it for the unknown app id
  /// and unsubscribes again (`DeliverMessageCallback`), so the next push while closed is refused
  /// at the send.
  @Test func chromesDropOfAHeldPushUnregistersTheEndpoint() throws {
    let device = Self.browser(.chrome)
    device.setOnline(false)
    try Self.permission(device, false)
    device.setOnline(true)
    #expect(try Self.pushWhileClosed(device) == nil)
    try device.perform(.open)
    #expect(device.events(named: "push.dropped").last?["reason"] == "subscriptionRevoked")
    #expect(try Self.pushWhileClosed(device)?["reason"] == "subscriptionRevoked")
  }
}
