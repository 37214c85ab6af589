import Testing

@testable import PushSim

/// iOS, a wrapper app whose service extension is still running when the device reboots: the
/// push is dropped (`push.dropped` `reboot`) and never presented, so iOS asks no `willPresent`
/// for it. The wrapper's view that waited for the extension's end (rows i5, i6 without
/// content-available) is settled at the reboot, on the app's state before it, as for a
/// notification the extension suppressed: the rows of "no native callback ran".
struct WrapperExtensionRebootTests {
  /// Reboots `device` 2 s into its 5 s extension run and lets the run's end time pass.
  static func rebootMidExtension(_ device: SimulatedDevice) {
    device.advance(by: .seconds(2))
    device.reboot()
    device.advance(by: .seconds(6))
  }

  /// Checks that `device` recorded one miss, of `method` for `reason` under `rule`, at the
  /// reboot (2 s), after the push's drop and before the app's restart.
  static func expectOneMissAtTheReboot(
    _ device: SimulatedDevice, method: String, reason: String, rule: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try WrapperExtensionEndDecidesTests.expectOneMissAtTheEnd(
      device, method: method, reason: reason, rule: rule, at: .seconds(2), sourceLocation: sourceLocation)
    let names = device.eventNames
    let dropped = try #require(names.firstIndex(of: "push.dropped"), sourceLocation: sourceLocation)
    let missIndex = try #require(names.firstIndex(of: "delegate.missed"), sourceLocation: sourceLocation)
    let restarted = try #require(
      device.trace.events(of: device.id).firstIndex { $0.name == "app.state" && $0["reason"] == "reboot" },
      sourceLocation: sourceLocation)
    #expect(dropped < missIndex && missIndex < restarted, sourceLocation: sourceLocation)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["reboot"], sourceLocation: sourceLocation)
  }

  /// An i6 alert (background, no content-available): the wrapper's background callback is
  /// missed at the reboot, as it would have been at the extension's end (`noContentAvailable`).
  @Test(arguments: WrapperExtensionOutlastsForegroundTests.backgroundMisses)
  func aBackgroundAlertsMissIsRecordedAtTheReboot(wrapper: Wrapper, method: String, rule: String) throws {
    let (device, _) = WrapperExtensionOutlastsForegroundTests.device(wrapper, state: .background)
    try device.receive(json: WrapperExtensionEndDecidesTests.mutableAlert, headers: alertHeaders)
    Self.rebootMidExtension(device)
    try Self.expectOneMissAtTheReboot(device, method: method, reason: "noContentAvailable", rule: rule)
    #expect(device.events(named: "notification.displayed").isEmpty)
  }

  /// An i5 alert (foreground): iOS never asks the `willPresent` that would have reached the
  /// wrapper's foreground hook, which is missed at the reboot (`nativeNotCalled`).
  @Test(arguments: WrapperExtensionOutlastsForegroundTests.foregroundMisses)
  func aForegroundAlertMissesTheForegroundHookAtTheReboot(wrapper: Wrapper, method: String, rule: String) throws {
    let (device, delegate) = WrapperExtensionOutlastsForegroundTests.device(wrapper, state: .foreground)
    try device.receive(json: WrapperExtensionEndDecidesTests.mutableAlert, headers: alertHeaders)
    Self.rebootMidExtension(device)
    #expect(!delegate.methods.contains("willPresent"))
    try Self.expectOneMissAtTheReboot(device, method: method, reason: "nativeNotCalled", rule: rule)
  }

  /// FlutterFire, foreground, an alert with content-available (i7 with an extension): didRRN ran
  /// on arrival and left the push to the `willPresent` after the extension, which the reboot
  /// prevents: `onMessage` is missed at the reboot (row xf9, `leftToWillPresent`).
  @Test func flutterFireMissesTheWillPresentItsDidRRNLeftTheAlertTo() throws {
    let (device, _) = WrapperExtensionOutlastsForegroundTests.device(.flutter, state: .foreground)
    try device.receive(
      json: #"{"gcm.message_id":"f9","aps":{"alert":"Hi","content-available":1,"mutable-content":1}}"#,
      headers: alertHeaders)
    #expect(device.events(named: "delegate.missed").isEmpty)
    Self.rebootMidExtension(device)
    try Self.expectOneMissAtTheReboot(device, method: "onMessage", reason: "leftToWillPresent", rule: "xf9")
  }

  /// React Native Firebase, background, an alert with content-available (i8 with an extension):
  /// the background handler ran through didRRN on arrival, so the reboot that cuts the
  /// extension adds no miss.
  @Test func aContentAvailableAlertKeepsItsDecisionOnArrival() throws {
    let (device, _) = WrapperExtensionOutlastsForegroundTests.device(.reactNative, state: .background)
    try device.receive(
      json: #"{"gcm.message_id":"f8","aps":{"alert":"Hi","content-available":1,"mutable-content":1}}"#,
      headers: alertHeaders)
    Self.rebootMidExtension(device)
    #expect(device.events(named: "delegate.setBackgroundMessageHandler").count == 1)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["reboot"])
    #expect(device.events(named: "delegate.missed").isEmpty)
  }

  /// A native app has no wrapper layer: the reboot records the drop only.
  @Test func aNativeAppRecordsTheDropOnly() throws {
    let (device, _) = WrapperExtensionOutlastsForegroundTests.device(.native, state: .foreground)
    try device.receive(json: WrapperExtensionEndDecidesTests.mutableAlert, headers: alertHeaders)
    Self.rebootMidExtension(device)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["reboot"])
    #expect(device.events(named: "delegate.missed").isEmpty)
  }
}
