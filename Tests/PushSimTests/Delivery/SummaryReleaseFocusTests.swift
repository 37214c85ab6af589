import Testing

@testable import PushSim

/// A notification the Scheduled Summary held is delivered under the Focus in effect when the
/// summary delivers it, not the one at its arrival
/// (``IOSInterruptionRules/Decision/deliveredInSummary(under:sender:)``, docs/ModellingChoices/iOS.md).
struct SummaryReleaseFocusTests {
  /// The settings of a device with `focus`, a summary at 08:00 and the two time-sensitive
  /// switches.
  static func settings(
    focus: DeviceOptions.Focus, appSetting: Bool = true, focusAllows: Bool = true
  ) -> IOSInterruptionRules.Settings {
    var options = IOSInterruptionRulesTests.options(focus: focus, summary: [.seconds(8 * 3_600)])
    options.iosTimeSensitiveSetting = appSetting
    options.iosFocusAllowsTimeSensitive = focusAllows
    return IOSInterruptionRules.Settings(options)
  }

  /// Held under one Focus state, delivered under another: the outcome is the release's, for
  /// every pair; the level and the summary's outcome stay the arrival's.
  @Test(arguments: DeviceOptions.Focus.allCases, DeviceOptions.Focus.allCases)
  func theFocusAtTheSummaryDecides(atArrival: DeviceOptions.Focus, atRelease: DeviceOptions.Focus) {
    let held = IOSInterruptionRules.decide(level: .active, settings: Self.settings(focus: atArrival), now: .zero)
    #expect(held.heldUntil != nil)
    let delivered = held.deliveredInSummary(under: Self.settings(focus: atRelease))
    let expected: IOSInterruptionRules.FocusOutcome? =
      switch atRelease {
      case .off: nil
      case .appAllowed: .allowed
      case .appSilenced: .silenced
      }
    #expect(delivered.focus == expected)
    #expect(delivered.heldUntil == nil && delivered.scheduledSummary == .inSummary && delivered.level == .active)
  }

  /// A time-sensitive notification held because the app's switch was off: delivered under a
  /// silencing Focus it is silenced and names the app's switch if that is still off; turned back
  /// on, the Focus lets it through, and the summary's reason (the switch on arrival) stays; with
  /// the Focus's toggle off, the Focus's reason comes first.
  @Test func aTimeSensitiveNotificationMeetsTheSettingsAtTheSummary() {
    let held = IOSInterruptionRules.decide(
      level: .timeSensitive, settings: Self.settings(focus: .off, appSetting: false), now: .zero)
    #expect(held.scheduledSummary == .inSummary && held.focus == nil && held.timeSensitiveOff == .appSetting)
    let stillOff = held.deliveredInSummary(under: Self.settings(focus: .appSilenced, appSetting: false))
    #expect(stillOff.focus == .silenced && stillOff.timeSensitiveOff == .appSetting)
    let backOn = held.deliveredInSummary(under: Self.settings(focus: .appSilenced))
    #expect(backOn.focus == .brokeThrough && backOn.timeSensitiveOff == .appSetting)
    let toggleOff = held.deliveredInSummary(under: Self.settings(focus: .appSilenced, focusAllows: false))
    #expect(toggleOff.focus == .silenced && toggleOff.timeSensitiveOff == .focusSetting)
  }

  /// On a device: the Focus turned on while the notification waits makes its delivery quiet;
  /// turned off, it is delivered as without a Focus; provisional authorization turned on while
  /// it waits makes it quiet too.
  @Test(arguments: [
    (DeviceOptions.Focus.off, DeviceOptions.Focus.appSilenced, false, "quiet", "silenced"),
    (.appSilenced, .off, false, nil, nil),
    (.appSilenced, .appAllowed, false, nil, "allowed"),
    (.off, .off, true, "quiet", nil),
  ] as [(DeviceOptions.Focus, DeviceOptions.Focus, Bool, String?, String?)])
  func aDeviceDeliversTheSummaryUnderTheFocusThen(
    atArrival: DeviceOptions.Focus, atRelease: DeviceOptions.Focus, quietlyAtRelease: Bool, delivery: String?,
    focus: String?
  ) throws {
    var options = DeviceOptions()
    options.iosFocus = atArrival
    options.iosScheduledSummary = [.seconds(8 * 3_600)]
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    try device.receive(json: #"{"aps":{"alert":{"title":"Digest"}}}"#, headers: ["apns-push-type": "alert"])
    device.updateOptions {
      $0.iosFocus = atRelease
      $0.iosDeliversQuietly = quietlyAtRelease
    }
    device.advance(by: .seconds(8 * 3_600))
    let shown = try #require(device.trace.events.last { $0.name == "notification.displayed" })
    #expect(shown["scheduledSummary"]?.stringValue == "inSummary")
    #expect(shown["delivery"]?.stringValue == delivery)
    #expect(shown["focus"]?.stringValue == focus)
  }
}
