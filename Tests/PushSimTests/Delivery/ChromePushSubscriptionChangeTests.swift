import Testing

@testable import PushSim

/// Chrome's `pushsubscriptionchange` (``ChromePermissionRules``): revoking the notification
/// permission unsubscribes the site (Chromium `PushMessagingServiceImpl`, `PERMISSION_REVOKED`),
/// granting it again fires the event with both subscriptions null
/// (`kPushSubscriptionChangeEventOnResubscribe`, enabled by default; Chrome Platform Status
/// 5147683423256576), and the site has no subscription until it subscribes again.
struct ChromePushSubscriptionChangeTests {
  /// A Chrome site on `host`, its worker recorded.
  static func chrome(host: DeviceOptions.WebHost = .desktop, permission: Bool = true)
    -> (SimulatedDevice, RecordingDelegate)
  {
    var options = DeviceOptions()
    options.browser = .chrome
    options.webHost = host
    options.notificationPermission = permission
    let device = SimulatedDevice(platform: .web, state: .running, options: options)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    return (device, delegate)
  }

  static func permission(_ device: SimulatedDevice, _ granted: Bool) throws {
    try device.apply([DeviceSetting(name: "notificationPermission", value: .bool(granted))])
  }

  /// The decision: an unsubscription at the revocation of a live subscription, the event at the
  /// grant only for a recorded one, nothing otherwise.
  @Test func theRulesUnsubscribeAtTheRevocationAndFireAtTheGrant() {
    typealias Rules = ChromePermissionRules
    #expect(Rules.permissionChanged(wasGranted: true, granted: false, subscribed: true, unsubscribedRecorded: false) == .unsubscribe)
    #expect(Rules.permissionChanged(wasGranted: true, granted: false, subscribed: false, unsubscribedRecorded: false) == .none)
    #expect(
      Rules.permissionChanged(wasGranted: false, granted: true, subscribed: false, unsubscribedRecorded: true)
        == .firePushSubscriptionChange)
    #expect(Rules.permissionChanged(wasGranted: false, granted: true, subscribed: false, unsubscribedRecorded: false) == .none)
    #expect(Rules.permissionChanged(wasGranted: true, granted: true, subscribed: true, unsubscribedRecorded: true) == .none)
    var safari = DeviceOptions()
    safari.browser = .safari
    var iPhoneChrome = DeviceOptions()
    iPhoneChrome.webHost = .iOSHomeScreen
    #expect(Rules.applies(DeviceOptions()) && !Rules.applies(safari) && !Rules.applies(iPhoneChrome))
  }

  /// Revoked: no event, and pushes to the endpoint Chrome unsubscribed are
  /// `subscriptionRevoked` already (the push service token is gone; the message says the
  /// permission is still denied); granted again: the event with both subscriptions null, pushes
  /// to the old endpoint still `subscriptionRevoked`; the site subscribes again (a new
  /// subscription, no second event) and pushes show again. On a desktop and on Android alike.
  @Test(arguments: [DeviceOptions.WebHost.desktop, .android])
  func grantingThePermissionAgainFiresTheEventAndTheSiteSubscribesAgain(host: DeviceOptions.WebHost) throws {
    let (device, delegate) = Self.chrome(host: host)
    try Self.permission(device, false)
    #expect(delegate.subscriptionChanges.isEmpty)
    try device.receive(json: #"{"title":"Denied"}"#, headers: ["ttl": 60])
    let whileDenied = try #require(device.events(named: "push.dropped").last)
    #expect(whileDenied["reason"] == "subscriptionRevoked")
    #expect(whileDenied["message"]?.stringValue?.contains("UNKNOWN_APP_ID") == true)
    #expect(whileDenied["message"]?.stringValue?.contains("the permission is still denied") == true)
    try Self.permission(device, true)
    #expect(delegate.subscriptionChanges == [.init(oldSubscription: nil, newSubscription: nil)])
    let change = try #require(device.events(named: "delegate.pushsubscriptionchange").first)
    #expect(change["oldSubscription"] == .null && change["newSubscription"] == .null)
    try device.receive(json: #"{"title":"Gone"}"#, headers: ["ttl": 60])
    let dropped = try #require(device.events(named: "push.dropped").last)
    #expect(dropped["reason"] == "subscriptionRevoked")
    #expect(dropped["message"]?.stringValue?.contains("PERMISSION_REVOKED") == true)
    #expect(device.tray.notifications.isEmpty)
    try device.subscribe()
    let subscribed = try #require(device.events(named: "push.subscribed").last)
    #expect(subscribed["subscription"] == .integer(2) && subscribed["existing"] == .bool(false))
    #expect(subscribed["quota"] == nil)
    #expect(delegate.subscriptionChanges.count == 1)
    try device.receive(json: #"{"title":"Back"}"#, headers: ["ttl": 60])
    #expect(device.tray.notifications.map(\.title) == ["Back"])
  }

  /// Chrome keeps the unsubscribed entry after firing the event (only a subscription deletes
  /// it, `DidSubscribeWithEncryptionInfo`): revoking and granting again before the site
  /// subscribed fires the event again; after the site subscribed, a revocation and a grant fire
  /// it once more, and a second grant without a revocation in between fires nothing.
  @Test func theEventFiresAtEachGrantUntilTheSiteSubscribes() throws {
    let (device, delegate) = Self.chrome()
    try Self.permission(device, false)
    try Self.permission(device, true)
    try Self.permission(device, false)
    try Self.permission(device, true)
    #expect(delegate.subscriptionChanges.count == 2)
    try device.receive(json: #"{"title":"Gone"}"#, headers: ["ttl": 60])
    #expect(device.events(named: "push.dropped").last?["reason"] == "subscriptionRevoked")
    try device.subscribe()
    try Self.permission(device, true)
    #expect(delegate.subscriptionChanges.count == 2)
    try Self.permission(device, false)
    try Self.permission(device, true)
    #expect(delegate.subscriptionChanges.count == 3)
  }

  /// The rules: a grant fires for a recorded registration whether or not the event fired
  /// before, since firing keeps the record.
  @Test func aGrantFiresForARecordedRegistrationEveryTime() {
    let first = ChromePermissionRules.permissionChanged(wasGranted: false, granted: true, subscribed: false, unsubscribedRecorded: true)
    let revokedAgain = ChromePermissionRules.permissionChanged(wasGranted: true, granted: false, subscribed: false, unsubscribedRecorded: true)
    #expect(first == .firePushSubscriptionChange && revokedAgain == .none)
  }

  /// A Chrome device created with the permission denied had it revoked before the run (the
  /// site could only subscribe with it granted): granting it fires the event, and the site
  /// must subscribe again.
  @Test func chromeStartingWithThePermissionDeniedFiresTheEventWhenItIsGranted() throws {
    let (device, delegate) = Self.chrome(permission: false)
    try Self.permission(device, true)
    #expect(delegate.subscriptionChanges == [.init(oldSubscription: nil, newSubscription: nil)])
    try device.receive(json: #"{"title":"Gone"}"#, headers: ["ttl": 60])
    #expect(device.events(named: "push.dropped").last?["reason"] == "subscriptionRevoked")
  }

  /// A `set` that leaves Chrome forgets Chrome's unsubscription (the other browser's rules
  /// apply), and one that makes the device Chrome while the permission is denied does what
  /// Chrome did at the revocation.
  @Test func switchingBrowsersCarriesChromesStateOnlyUnderChrome() throws {
    let (device, delegate) = Self.chrome()
    try Self.permission(device, false)
    try device.apply([DeviceSetting(name: "browser", value: "safari")])
    try Self.permission(device, true)
    #expect(delegate.subscriptionChanges.isEmpty)
    try device.receive(json: #"{"title":"Safari"}"#, headers: ["ttl": 60])
    #expect(device.tray.notifications.map(\.title) == ["Safari"])
    try Self.permission(device, false)
    try device.apply([DeviceSetting(name: "browser", value: "chrome")])
    try Self.permission(device, true)
    #expect(delegate.subscriptionChanges == [.init(oldSubscription: nil, newSubscription: nil)])
  }

  /// A site that could not subscribe (`userVisibleOnly: false`, which Chrome refuses) has no
  /// subscription for Chrome to unsubscribe: no event at the grant.
  @Test func aSiteWithoutASubscriptionGetsNoEvent() throws {
    var options = DeviceOptions()
    options.notificationPermission = false
    var app = AppBehavior()
    app.userVisibleOnly = false
    let device = SimulatedDevice(platform: .web, state: .running, options: options, app: app)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    try Self.permission(device, true)
    #expect(delegate.subscriptionChanges.isEmpty)
  }
}
