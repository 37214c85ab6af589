import Testing

@testable import PushSim

/// iOS, a wrapper app in the foreground with a notification service extension: `willPresent`
/// waits for the extension (R-NSE-8). When the app leaves the foreground before the extension
/// ends, iOS shows the notification without `willPresent`, and for an alert without
/// content-available (row i5) no didRRN ran either: no native app code runs, so no wrapper hook
/// sees the push, as for an alert that arrives in the background (i2). React Native Firebase's
/// `willPresentNotification`, phonegap-plugin-push's `willPresentNotification` and FlutterFire's
/// are not called, and their didRRN is not called without content-available.
struct WrapperExtensionOutlastsForegroundTests {
  static let mutableAlert =
    #"{"gcm.message_id":"f5","aps":{"alert":{"title":"Hi","body":"There"},"mutable-content":1}}"#

  /// A wrapper app with a 5 s service extension that rewrites the title, or, with
  /// `suppresses`, passes empty content with the filtering entitlement.
  static func device(
    _ wrapper: Wrapper, state: AppState = .foreground, suppresses: Bool = false
  ) -> (SimulatedDevice, RecordingDelegate) {
    var app = AppBehavior()
    app.serviceExtension =
      suppresses
      ? ScriptedServiceExtension(takes: .seconds(5), suppresses: true)
      : ScriptedServiceExtension(takes: .seconds(5), title: "Decrypted")
    app.notificationFilteringEntitlement = suppresses
    let device = SimulatedDevice(platform: .iOS, wrapper: wrapper, state: state, app: app)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    return (device, delegate)
  }

  /// Each wrapper's background callback and row when no native callback ran for an alert
  /// without content-available out of the foreground.
  static let backgroundMisses: [(Wrapper, String, String)] = [
    (.reactNative, "setBackgroundMessageHandler", "xr3"),
    (.cordova, "notification", "xc8"),
    (.flutter, "onBackgroundMessage", "xf4"),
    (.airshipCordova, "onPushReceived", "xac4"),
    (.airshipFlutter, "onPushReceived", "xaf4"),
  ]

  /// Each wrapper's foreground callback and row when iOS calls no `willPresent` for a foreground
  /// alert without content-available and no didRRN ran (`nativeNotCalled`).
  static let foregroundMisses: [(Wrapper, String, String)] = [
    (.reactNative, "onMessage", "xr3"),
    (.cordova, "notification", "xc8"),
    (.flutter, "onMessage", "xf4"),
    (.airshipCordova, "onPushReceived", "xac4"),
    (.airshipFlutter, "onPushReceived", "xaf4"),
  ]

  /// The app goes to the background 2 s into a 5 s extension: the notification is shown by the
  /// system at 5 s, and the wrapper's miss is recorded then, with its i2 row and reason.
  @Test(arguments: backgroundMisses)
  func theWrapperMissesAPushWhoseExtensionOutlastsTheForeground(
    wrapper: Wrapper, method: String, rule: String
  ) throws {
    let (device, delegate) = Self.device(wrapper)
    try device.receive(json: Self.mutableAlert, headers: alertHeaders)
    device.advance(by: .seconds(2))
    try device.perform(.background)
    #expect(device.events(named: "delegate.missed").isEmpty)
    device.advance(by: .seconds(4))
    #expect(!delegate.methods.contains("willPresent"))
    #expect(!delegate.methods.contains("didReceiveRemoteNotification"))
    #expect(device.tray.latest?.title == "Decrypted")
    #expect(device.events(named: "delegate.missed").count == 1)
    let missed = try #require(device.events(named: "delegate.missed").first)
    #expect(missed["method"] == .string(method))
    #expect(missed["reason"] == "noContentAvailable")
    #expect(missed["rule"] == .string(rule))
    #expect(missed["notification"] == "apns-1")
  }

  /// While the app stays in the foreground, the `willPresent` after the extension reaches the
  /// wrapper's foreground callback, and nothing is missed.
  @Test(arguments: [Wrapper.reactNative, .cordova, .flutter])
  func aWrapperStillInTheForegroundGetsTheLaterWillPresent(wrapper: Wrapper) throws {
    let (device, delegate) = Self.device(wrapper)
    try device.receive(json: Self.mutableAlert, headers: alertHeaders)
    device.advance(by: .seconds(6))
    #expect(delegate.methods.contains("willPresent"))
    #expect(device.events(named: "delegate.missed").isEmpty)
    #expect(device.events(named: "delegate.onNotificationReceived").count == 1)
  }

  /// With content-available 1 (i7) React Native Firebase's didRRN sent the push to `onMessage`
  /// on arrival, before the extension: leaving the foreground afterwards misses nothing.
  @Test func reactNativeDidRRNAlreadySentAContentAvailablePush() throws {
    let (device, _) = Self.device(.reactNative)
    try device.receive(
      json: #"{"gcm.message_id":"f6","aps":{"alert":"Hi","content-available":1,"mutable-content":1}}"#,
      headers: alertHeaders)
    #expect(device.onMessageRules == ["xr1"])
    try device.perform(.background)
    device.advance(by: .seconds(6))
    #expect(device.onMessageRules == ["xr1"])
    #expect(device.events(named: "delegate.missed").isEmpty)
  }
}
