import Testing

@testable import PushSim

/// iOS, a wrapper app with a notification service extension and an alert without
/// content-available (rows i5, i6): iOS decides how to present it when the extension ends, on
/// the app's state then (R-NSE-8), and no didRRN runs. So the wrapper's view of the push is
/// decided then too: its foreground hook through `willPresent` when the app is in the
/// foreground, its miss otherwise, and its miss as well when the extension suppresses the
/// notification (iOS calls no `willPresent` for it).
struct WrapperExtensionEndDecidesTests {
  static let mutableAlert =
    #"{"gcm.message_id":"f7","aps":{"alert":{"title":"Hi","body":"There"},"mutable-content":1}}"#

  static func device(
    _ wrapper: Wrapper, state: AppState, suppresses: Bool = false
  ) -> (SimulatedDevice, RecordingDelegate) {
    WrapperExtensionOutlastsForegroundTests.device(wrapper, state: state, suppresses: suppresses)
  }

  /// Checks that `device` recorded one miss, of `method` for `reason` under `rule`, at `time`
  /// (the 5 s extension's end by default).
  static func expectOneMissAtTheEnd(
    _ device: SimulatedDevice, method: String, reason: String, rule: String, at time: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let missed = device.events(named: "delegate.missed")
    #expect(missed.count == 1, sourceLocation: sourceLocation)
    let miss = try #require(missed.first, sourceLocation: sourceLocation)
    #expect(miss["method"] == .string(method), sourceLocation: sourceLocation)
    #expect(miss["reason"] == .string(reason), sourceLocation: sourceLocation)
    #expect(miss["rule"] == .string(rule), sourceLocation: sourceLocation)
    #expect(miss.time == SimInstant(offset: time), sourceLocation: sourceLocation)
  }

  /// An alert that arrives in the background (i6) and whose app is opened before its 5 s
  /// extension ends gets `willPresent` and the wrapper's foreground hook at 5 s, and no miss.
  @Test(arguments: [
    (Wrapper.reactNative, "onMessage", "xr1"),
    (.cordova, "notification", "xc1"),
    (.flutter, "onMessage", "xf1"),
    (.airshipCordova, "onPushReceived", "xac1"),
    (.airshipFlutter, "onPushReceived", "xaf1"),
  ])
  func anAppOpenedWhileTheExtensionRunsGetsTheForegroundHook(
    wrapper: Wrapper, callback: String, rule: String
  ) throws {
    let (device, delegate) = Self.device(wrapper, state: .background)
    try device.receive(json: Self.mutableAlert, headers: alertHeaders)
    device.advance(by: .seconds(2))
    try device.perform(.open)
    #expect(device.events(named: "delegate.missed").isEmpty)
    device.advance(by: .seconds(4))
    #expect(delegate.methods.contains("willPresent"))
    #expect(device.events(named: "delegate.missed").isEmpty)
    let call = try #require(device.events(named: "delegate." + callback).first)
    #expect(call["rule"] == .string(rule))
    #expect(call.time == SimInstant(offset: .seconds(5)))
  }

  /// An i6 alert whose app stays in the background records the wrapper's miss when the
  /// extension ends, not on arrival, with the row and reason of a background alert.
  @Test(arguments: WrapperExtensionOutlastsForegroundTests.backgroundMisses)
  func aBackgroundAlertsMissIsRecordedWhenTheExtensionEnds(
    wrapper: Wrapper, method: String, rule: String
  ) throws {
    let (device, _) = Self.device(wrapper, state: .background)
    try device.receive(json: Self.mutableAlert, headers: alertHeaders)
    #expect(device.events(named: "delegate.missed").isEmpty)
    device.advance(by: .seconds(6))
    try Self.expectOneMissAtTheEnd(device, method: method, reason: "noContentAvailable", rule: rule)
  }

  /// A foreground alert (i5) whose extension suppresses the notification: iOS calls no
  /// `willPresent`, so the wrapper's foreground hook is missed when the extension ends
  /// (`nativeNotCalled`, the rows of "no native callback ran").
  @Test(arguments: WrapperExtensionOutlastsForegroundTests.foregroundMisses)
  func aSuppressedForegroundAlertMissesTheForegroundHook(
    wrapper: Wrapper, method: String, rule: String
  ) throws {
    let (device, delegate) = Self.device(wrapper, state: .foreground, suppresses: true)
    try device.receive(json: Self.mutableAlert, headers: alertHeaders)
    device.advance(by: .seconds(6))
    #expect(!delegate.methods.contains("willPresent"))
    #expect(device.events(named: "push.dropped").first?["reason"] == "suppressedByExtension")
    #expect(device.events(named: "delegate.onNotificationReceived").isEmpty)
    try Self.expectOneMissAtTheEnd(device, method: method, reason: "nativeNotCalled", rule: rule)
  }

  /// A suppressed background alert (i6) records its background miss once, when the
  /// extension ends.
  @Test func aSuppressedBackgroundAlertRecordsItsMissOnceAtTheEnd() throws {
    let (device, _) = Self.device(.reactNative, state: .background, suppresses: true)
    try device.receive(json: Self.mutableAlert, headers: alertHeaders)
    #expect(device.events(named: "delegate.missed").isEmpty)
    device.advance(by: .seconds(6))
    try Self.expectOneMissAtTheEnd(
      device, method: "setBackgroundMessageHandler", reason: "noContentAvailable", rule: "xr3")
  }

  /// With content-available (i8) the background decision stays on arrival, where didRRN runs:
  /// React Native Firebase's background handler runs then, and opening the app before the
  /// extension ends sends nothing more to JS.
  @Test func aContentAvailableAlertKeepsItsDecisionOnArrival() throws {
    let (device, _) = Self.device(.reactNative, state: .background)
    try device.receive(
      json: #"{"gcm.message_id":"f8","aps":{"alert":"Hi","content-available":1,"mutable-content":1}}"#,
      headers: alertHeaders)
    let handled = device.events(named: "delegate.setBackgroundMessageHandler")
    #expect(handled.count == 1)
    #expect(handled.first?.time == .zero)
    device.advance(by: .seconds(6))
    #expect(device.events(named: "delegate.setBackgroundMessageHandler").count == 1)
    #expect(device.events(named: "delegate.missed").isEmpty)
  }

  /// A suppressed foreground alert with content-available (i7) reached Cordova's
  /// `notification` through didRRN on arrival: nothing is missed when the extension ends.
  @Test func cordovaGotAContentAvailableAlertThroughDidRRNBeforeTheSuppression() throws {
    let (device, _) = Self.device(.cordova, state: .foreground, suppresses: true)
    try device.receive(
      json: #"{"aps":{"alert":"Hi","content-available":1,"mutable-content":1}}"#, headers: alertHeaders)
    device.advance(by: .seconds(6))
    #expect(device.events(named: "delegate.notification").count == 1)
    #expect(device.events(named: "delegate.missed").isEmpty)
  }
}
