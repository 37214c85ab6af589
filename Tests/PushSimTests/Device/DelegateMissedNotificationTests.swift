import PushSim
import Testing

/// Every `delegate.missed` names the push it concerns in `notification` (SCENARIOS.md's trace
/// table: `delegate.<method>`'s `notification` holds the push id), after `method` and `reason`
/// and before the reason's own fields (`options`, `rule`).
struct DelegateMissedNotificationTests {
  /// The field names of each `delegate.missed` event of `device`, in order.
  static func missedFields(_ device: SimulatedDevice) -> [[String]] {
    device.events(named: "delegate.missed").map(\.fields.keys)
  }

  /// A tap that cold-starts an app whose delegate is set after launch: both misses name the push.
  @Test func lateDelegateMissesNameThePush() throws {
    let device = SimulatedDevice(platform: .iOS, state: .notRunning)
    device.setDelegate(RecordingDelegate(), registration: .afterLaunch)
    try device.receive(json: #"{"aps":{"alert":{"title":"Invitation","body":"Ana invited you"}}}"#, headers: alertHeaders)
    try device.tap()
    let missed = device.events(named: "delegate.missed")
    #expect(missed.map { $0["method"] } == ["didReceive", "onNotificationOpened"])
    #expect(missed.map { $0["reason"] } == ["registeredAfterLaunch", "registeredAfterLaunch"])
    #expect(missed.map { $0["notification"] } == ["apns-1", "apns-1"])
    #expect(Self.missedFields(device) == [["method", "reason", "notification"], ["method", "reason", "notification"]])
  }

  /// No delegate at all: `willPresent`'s miss names the push before its `options`.
  @Test func noDelegateWillPresentNamesThePushBeforeItsOptions() throws {
    let device = SimulatedDevice(platform: .iOS, state: .foreground)
    device.setDelegateRegistration(.none)
    try device.receive(json: Payloads.alert, headers: alertHeaders)
    #expect(device.events(named: "delegate.missed").first?["notification"] == "apns-1")
    #expect(Self.missedFields(device) == [["method", "reason", "notification", "options"]])
  }

  /// An SDK's own misses (here WonderPush's `iosSimulator` and OneSignal's `notSdkPayload`)
  /// name the push.
  @Test func sdkMissesNameThePush() throws {
    var options = DeviceOptions()
    options.realDevice = false
    let ios = SimulatedDevice(platform: .iOS, sdk: .wonderpush, state: .background, options: options)
    ios.setDelegate(RecordingDelegate())
    try ios.receive(json: #"{"aps":{"alert":"Hi","content-available":1},"_wp":{"c":"camp"}}"#, headers: alertHeaders)
    #expect(ios.events(named: "delegate.missed").map { $0["reason"] } == ["iosSimulator"])
    #expect(ios.events(named: "delegate.missed").map { $0["notification"] } == ["apns-1"])

    let android = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    android.setDelegate(RecordingDelegate())
    try android.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"Hi","google.message_id":"m3"}"#)
    try android.tap()
    #expect(android.events(named: "delegate.missed").map { $0["reason"] } == ["notSdkPayload"])
    #expect(android.events(named: "delegate.missed").map { $0["notification"] } == ["m3"])
  }

  /// Across the determinism script (late delegates, wrappers, several platforms) no miss lacks
  /// its push.
  @Test func noMissInTheScriptLacksThePush() throws {
    let missed = try TraceDeterminismTests.runScript().events.filter { $0.name == "delegate.missed" }
    #expect(!missed.isEmpty)
    #expect(missed.allSatisfy { $0["notification"]?.stringValue?.isEmpty == false })
  }
}
