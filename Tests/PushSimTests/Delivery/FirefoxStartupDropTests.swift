import Testing

@testable import PushSim

/// Firefox's pass over expired subscriptions when the browser starts (Gecko
/// `PushService._startService` calls `_dropExpiredRegistrations`): an expired subscription whose
/// site was visited since the last push, with the permission granted (`PushRecord.quotaChanged`),
/// is dropped and the worker gets `pushsubscriptionchange` with it.
struct FirefoxStartupDropTests {
  /// An expired Firefox subscription (its quota spent by silent pushes) in a browser that then
  /// quits.
  static func expiredAndQuit() throws -> (SimulatedDevice, RecordingDelegate) {
    let (device, delegate) = try WebResubscribeTests.expiredFirefox()
    try device.perform(.forceQuit)
    #expect(device.state == .closed)
    return (device, delegate)
  }

  /// Opening the site starts the browser (a visit after the last push): the event fires with
  /// the expired subscription; the site subscribes again without a second event. A push sent
  /// while the browser is closed never waits for that start: Firefox unregistered the expired
  /// subscription from its push service when it expired online (`_updateQuota` →
  /// `_backgroundUnregister`), so the service refuses the send at once (docs/ModellingChoices/Web.md,
  /// "Pushes to an endpoint the push service deleted") and nothing is released at the start.
  @Test func startingTheBrowserWithTheSiteDropsTheExpiredSubscription() throws {
    let (device, delegate) = try Self.expiredAndQuit()
    try device.receive(json: #"{"title":"Kept"}"#, headers: ["ttl": 600])
    #expect(device.events(named: "push.held").isEmpty)
    let refused = try #require(device.events(named: "push.dropped").last)
    #expect(refused["reason"] == "subscriptionExpired")
    #expect(refused["message"]?.stringValue?.contains("refused by the push service at the send") == true)
    device.advance(by: .seconds(5))
    try device.perform(.open)
    #expect(delegate.subscriptionChanges == [.init(oldSubscription: 1, newSubscription: nil)])
    #expect(device.events(named: "push.released").isEmpty)
    // A push to the dropped subscription in the running browser names the startup pass.
    try device.receive(json: #"{"title":"Late"}"#)
    let dropped = try #require(device.events(named: "push.dropped").last)
    #expect(dropped["reason"] == "subscriptionExpired")
    #expect(dropped["message"]?.stringValue?.contains("_dropExpiredRegistrations") == true)
    try device.subscribe()
    #expect(device.events(named: "push.subscribed").last?["subscription"] == .integer(2))
    #expect(delegate.subscriptionChanges.count == 1)
  }

  /// A visit before the browser quit counts too: a click that starts the browser drops the
  /// expired subscription at the start, and a second start fires nothing more.
  @Test func aVisitBeforeTheQuitCountsAtTheNextStart() throws {
    let (device, delegate) = try WebResubscribeTests.expiredFirefox()
    device.advance(by: .seconds(1))
    try device.perform(.open)
    #expect(delegate.subscriptionChanges.isEmpty)  // a running browser does not start again
    try device.perform(.forceQuit)
    try device.perform(.open)
    #expect(delegate.subscriptionChanges == [.init(oldSubscription: 1, newSubscription: nil)])
    try device.perform(.forceQuit)
    try device.perform(.open)
    #expect(delegate.subscriptionChanges.count == 1)
  }

  /// Without the notification permission `quotaChanged()` is false: an expired subscription
  /// stays at the start (granting the permission drops it later, `_permissionAllowed`). Chrome
  /// has no such pass.
  @Test func noDropWithoutThePermissionOrUnderChrome() throws {
    let (device, delegate) = try Self.expiredAndQuit()
    try device.apply([DeviceSetting(name: "notificationPermission", value: false)])
    device.advance(by: .seconds(1))
    try device.perform(.open)
    #expect(delegate.subscriptionChanges.isEmpty)
    try device.apply([DeviceSetting(name: "notificationPermission", value: true)])
    #expect(delegate.subscriptionChanges.count == 1)
    let chrome = SimulatedDevice(platform: .web, state: .closed)
    let chromeDelegate = RecordingDelegate()
    chrome.setDelegate(chromeDelegate)
    try chrome.perform(.open)
    #expect(chromeDelegate.subscriptionChanges.isEmpty)
  }
}
