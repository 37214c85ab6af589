import Testing

@testable import PushSim

/// OneSignal on iOS calls the app delegate's legacy
/// `application:didReceiveRemoteNotification:fetchCompletionHandler:` from `willPresent` when the
/// app has no notification-center delegate of its own (OneSignal-iOS-SDK v5
/// `UNUserNotificationCenter+OneSignalNotifications.m` at 1fe4fc1a: `finishProcessingNotification`
/// → `forwardNotificationWithCenter:…` with `forwarder.hasReceiver` false →
/// `callLegacyAppDeletegateSelector:…fromPresentNotification:true`), except for a push with
/// `content-available`, before it completes.
struct OneSignalIOSLegacyDidRRNTests {
  static let payload = #"{"aps":{"alert":"Hi"},"custom":{"i":"os-1"}}"#

  /// A foreground OneSignal iOS device.
  static func device(ownDelegate: Bool = false, prevents: Bool = false) -> SimulatedDevice {
    var app = AppBehavior()
    app.oneSignalOwnNotificationCenterDelegate = ownDelegate
    app.preventsForegroundDisplay = prevents
    return SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground, app: app)
  }

  /// The legacy calls the SDK made, as their times in milliseconds.
  static func forwardedDidRRN(_ device: SimulatedDevice) -> [Int64] {
    device.events(named: "delegate.didReceiveRemoteNotification").filter { $0["forwardedBy"] == "onesignal" }
      .map(\.time.milliseconds)
  }

  /// Without a notification-center delegate of the app's, the app delegate's didRRN comes
  /// after the foreground listener and before the SDK's answer.
  @Test func theAppDelegatesDidRRNComesBeforeTheSDKsAnswer() throws {
    let device = Self.device()
    try device.receive(json: Self.payload, headers: alertHeaders)
    #expect(Self.forwardedDidRRN(device) == [0])
    let names = device.eventNames.filter { $0.hasPrefix("delegate.") }
    #expect(names == ["delegate.onWillDisplay", "delegate.didReceiveRemoteNotification", "delegate.willPresent"])
  }

  /// With the app's own notification-center delegate the SDK forwards `willPresent` to it
  /// instead.
  @Test func noLegacyCallWithTheAppsOwnDelegate() throws {
    let device = Self.device(ownDelegate: true)
    try device.receive(json: Self.payload, headers: alertHeaders)
    #expect(Self.forwardedDidRRN(device).isEmpty)
    #expect(device.events(named: "delegate.willPresent").count == 1)
  }

  /// Review fix: the call goes to the app delegate, which the SDK's swizzling gives a didRRN in
  /// every app, so an app that registered no delegate gets it too, as it gets iOS's own didRRN
  /// for a `content-available` push: after its missed `willPresent`, before the SDK's answer.
  @Test func anAppWithoutARegisteredDelegateGetsItToo() throws {
    let device = Self.device()
    device.setDelegateRegistration(.none)
    try device.receive(json: Self.payload, headers: alertHeaders)
    #expect(Self.forwardedDidRRN(device) == [0])
    let names = device.eventNames.filter { $0.hasPrefix("delegate.") }
    #expect(
      names == [
        "delegate.missed", "delegate.missed", "delegate.didReceiveRemoteNotification", "delegate.willPresent",
      ])
    try device.receive(json: #"{"aps":{"alert":"Hi","content-available":1},"custom":{"i":"os-2"}}"#, headers: alertHeaders)
    #expect(Self.forwardedDidRRN(device) == [0])
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").count == 2)
  }

  /// A push with `content-available` is left out ("content-available seems to be an odd
  /// expection to iOS 10's fallback rules for legacy selectors").
  @Test func contentAvailableIsLeftOut() throws {
    let device = Self.device()
    try device.receive(json: #"{"aps":{"alert":"Hi","content-available":1},"custom":{"i":"os-1"}}"#, headers: alertHeaders)
    #expect(Self.forwardedDidRRN(device).isEmpty)
  }

  /// The call is made where the SDK completes: for a prevented push at the 25 s timeout.
  @Test func aPreventedPushCallsItAtTheTimeout() throws {
    let device = Self.device(prevents: true)
    try device.receive(json: Self.payload, headers: alertHeaders)
    device.advance(by: .seconds(30))
    #expect(Self.forwardedDidRRN(device) == [25_000])
  }

  /// A push that is not OneSignal's, in the foreground (`forwardNotificationWithCenter:`, 1fe4fc1a):
  /// without a notification-center delegate of its own the app's `willPresent` is not asked; the
  /// SDK calls the legacy didRRN and answers 7, so it is shown although the app answers `[]`;
  /// an app with its own delegate answers itself; `content-available` gets no legacy call.
  @Test(arguments: [false, true])
  func aPushNotOneSignalsInTheForeground(ownDelegate: Bool) throws {
    var app = AppBehavior()
    app.oneSignalOwnNotificationCenterDelegate = ownDelegate
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground, app: app)
    try device.receive(json: #"{"aps":{"alert":"Other"}}"#, headers: alertHeaders)
    let answer = try #require(device.events(named: "delegate.willPresent").last)
    if ownDelegate {
      #expect(answer["answeredBy"] == nil && answer["options"] == .array([]))
      #expect(device.events(named: "delegate.didReceiveRemoteNotification").isEmpty)
      #expect(device.events(named: "notification.displayed").isEmpty)
    } else {
      #expect(answer["answeredBy"] == "onesignal")
      #expect(device.eventNames(since: 0).suffix(3).first == "delegate.didReceiveRemoteNotification")
      #expect(device.events(named: "delegate.didReceiveRemoteNotification").last?["forwardedBy"] == "onesignal")
      #expect(device.events(named: "notification.displayed").count == 1)
    }
    try device.receive(json: #"{"aps":{"alert":"Sync","content-available":1}}"#, headers: alertHeaders)
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").filter { $0["forwardedBy"] != nil }.count == (ownDelegate ? 0 : 1))
  }
}
