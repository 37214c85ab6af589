import Testing

@testable import PushSim

/// The user's settings that gate a time-sensitive notification (``IOSInterruptionRules``): the
/// app's Time Sensitive Notifications switch (`timeSensitiveSetting`) and the Focus's toggle
/// (`focusAllowsTimeSensitive`), and the `timeSensitiveOff` field that says which one kept it
/// back.
struct TimeSensitiveSettingsTests {
  /// Options with a silencing Focus and a summary at 08:00, and the two settings.
  static func options(
    focus: DeviceOptions.Focus = .appSilenced, summary: [Duration]? = [.seconds(8 * 3_600)], appSetting: Bool = true,
    focusAllows: Bool = true
  ) -> DeviceOptions {
    var options = IOSInterruptionRulesTests.options(
      focus: focus, summary: summary, criticalEntitlement: true, criticalAuthorization: true)
    options.iosTimeSensitiveSetting = appSetting
    options.iosFocusAllowsTimeSensitive = focusAllows
    return options
  }

  /// Both settings are on by default, as iOS has them.
  @Test func bothSettingsAreOnByDefault() {
    let options = DeviceOptions()
    #expect(options.iosTimeSensitiveSetting && options.iosFocusAllowsTimeSensitive)
  }

  /// The app's switch off: the Focus silences the notification and the summary holds it, and
  /// the decision names the app's setting; the level stays time-sensitive (not `treatedAs`).
  @Test func theAppSwitchOffBreaksThroughNeither() {
    let decision = IOSInterruptionRules.decide(level: .timeSensitive, options: Self.options(appSetting: false), now: .zero)
    #expect(decision == IOSInterruptionRules.Decision(
      level: .timeSensitive, requested: nil, focus: .silenced, scheduledSummary: .inSummary,
      heldUntil: SimInstant(offset: .seconds(8 * 3_600)), timeSensitiveOff: .appSetting, ignoresMute: false))
  }

  /// The Focus's toggle off: the Focus silences the notification, the summary still lets it
  /// through.
  @Test func theFocusToggleOffSilencesButTheSummaryLetsItThrough() {
    let decision = IOSInterruptionRules.decide(level: .timeSensitive, options: Self.options(focusAllows: false), now: .zero)
    #expect(decision.focus == .silenced && decision.scheduledSummary == .brokeThrough && decision.heldUntil == nil)
    #expect(decision.timeSensitiveOff == .focusSetting)
  }

  /// With both off, the app's switch is named: it is the one that keeps the notification from
  /// breaking through both.
  @Test func bothOffNamesTheAppSwitch() {
    let options = Self.options(appSetting: false, focusAllows: false)
    #expect(IOSInterruptionRules.decide(level: .timeSensitive, options: options, now: .zero).timeSensitiveOff == .appSetting)
  }

  /// Only a control that is in play gets a reason: a Focus that allows the app, or none, with no
  /// summary, lets the notification through with nothing to say; the Focus's toggle off without
  /// a Focus changes nothing in a summary.
  @Test(arguments: [DeviceOptions.Focus.off, .appAllowed])
  func noReasonWithoutASilencingFocusOrASummary(focus: DeviceOptions.Focus) {
    let off = Self.options(focus: focus, summary: nil, appSetting: false, focusAllows: false)
    let decision = IOSInterruptionRules.decide(level: .timeSensitive, options: off, now: .zero)
    #expect(decision.timeSensitiveOff == nil)
    #expect(decision.focus == (focus == .appAllowed ? .allowed : nil))
    let inSummary = IOSInterruptionRules.decide(
      level: .timeSensitive, options: Self.options(focus: focus, focusAllows: false), now: .zero)
    #expect(inSummary.scheduledSummary == .brokeThrough && inSummary.timeSensitiveOff == nil)
  }

  /// Critical alerts, and the levels that never break through, do not depend on the settings.
  @Test(arguments: [IOSInterruptionRules.Level.passive, .active, .critical])
  func otherLevelsIgnoreTheSettings(level: IOSInterruptionRules.Level) {
    let on = IOSInterruptionRules.decide(level: level, options: Self.options(), now: .zero)
    let off = IOSInterruptionRules.decide(level: level, options: Self.options(appSetting: false, focusAllows: false), now: .zero)
    #expect(on == off)
    #expect(off.timeSensitiveOff == nil)
  }

  /// On the device, `notification.displayed` says `timeSensitiveOff` beside `focus: silenced`,
  /// delivered quietly.
  @Test func theDisplayedEventNamesTheSetting() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: Self.options(summary: nil, focusAllows: false))
    try device.receive(
      json: #"{"aps":{"alert":"Driver here","interruption-level":"time-sensitive"}}"#, headers: IOSFocusAndSummaryDeviceTests.headers)
    let shown = try #require(device.events(named: "notification.displayed").first)
    #expect(shown["focus"] == "silenced" && shown["timeSensitiveOff"] == "focusSetting" && shown["delivery"] == "quiet")
  }

  /// The options take booleans, act on iOS only, and a wrong value says what is expected.
  @Test func theOptionsAreIOSBooleans() throws {
    #expect(InterruptionOptionTests.apply("timeSensitiveSetting", false).0.iosTimeSensitiveSetting == false)
    #expect(InterruptionOptionTests.apply("focusAllowsTimeSensitive", false).0.iosFocusAllowsTimeSensitive == false)
    #expect(InterruptionOptionTests.apply("focusAllowsTimeSensitive", "no").1 == #"option "focusAllowsTimeSensitive" must be true or false, not "no""#)
    let options = #"{"timeSensitiveSetting": false, "focusAllowsTimeSensitive": false}"#
    let devices = #"{"web": {"platform": "web", "options": \#(options)}, "phone": {"platform": "ios", "options": \#(options)}}"#
    #expect(try OptionNotApplicableTests.warnings(devices: devices) == ["web timeSensitiveSetting", "web focusAllowsTimeSensitive"])
  }
}
