import Testing

@testable import PushSim

/// How iOS interrupts with a notification it shows (``IOSInterruptionRules``): the level as the
/// app's entitlements and the user's authorization allow it, then the Focus and the Scheduled
/// Summary.
struct IOSInterruptionRulesTests {
  /// Options with a Focus, a summary and entitlements.
  static func options(
    focus: DeviceOptions.Focus = .off, summary: [Duration]? = nil, timeSensitive: Bool = true,
    criticalEntitlement: Bool = false, criticalAuthorization: Bool = false
  ) -> DeviceOptions {
    var options = DeviceOptions()
    options.iosFocus = focus
    options.iosScheduledSummary = summary
    options.iosTimeSensitiveEntitlement = timeSensitive
    options.iosCriticalAlertsEntitlement = criticalEntitlement
    options.iosCriticalAlertAuthorization = criticalAuthorization
    return options
  }

  /// The settings a device keeps (``IOSInterruptionRules/Settings``) carry each option the
  /// rules read into its own field: flipping one option flips that field and no other (a field
  /// left out, or crossed with another, fails here).
  @Test func settingsCarryEachOptionToItsField() {
    let flags: [(option: WritableKeyPath<DeviceOptions, Bool>, setting: KeyPath<IOSInterruptionRules.Settings, Bool>)] = [
      (\.iosTimeSensitiveEntitlement, \.timeSensitiveEntitlement),
      (\.iosCriticalAlertsEntitlement, \.criticalAlertsEntitlement),
      (\.iosCriticalAlertAuthorization, \.criticalAlertAuthorization),
      (\.iosTimeSensitiveSetting, \.timeSensitiveSetting),
      (\.iosFocusAllowsTimeSensitive, \.focusAllowsTimeSensitive),
    ]
    let defaults = IOSInterruptionRules.Settings(DeviceOptions())
    for (flipped, pair) in flags.enumerated() {
      var options = DeviceOptions()
      options[keyPath: pair.option].toggle()
      let settings = IOSInterruptionRules.Settings(options)
      for (index, other) in flags.enumerated() {
        #expect(settings[keyPath: other.setting] == (defaults[keyPath: other.setting] != (index == flipped)))
      }
      #expect(settings.focus == defaults.focus && settings.scheduledSummary == nil)
    }
    var options = DeviceOptions()
    options.iosFocus = .appSilenced
    options.iosScheduledSummary = [.seconds(60)]
    options.clockEpochSeconds = 42
    let settings = IOSInterruptionRules.Settings(options)
    #expect(settings.focus == .appSilenced && settings.scheduledSummary == [.seconds(60)] && settings.clockEpochSeconds == 42)
    #expect(settings.timeSensitiveEntitlement == defaults.timeSensitiveEntitlement)
  }

  /// Without a Focus, a summary or a critical alert there is nothing to record, whatever the level.
  @Test(arguments: IOSInterruptionRules.Level.allCases.filter { $0 != .critical })
  func withoutFocusOrSummaryTheDecisionIsPlain(level: IOSInterruptionRules.Level) {
    let decision = IOSInterruptionRules.decide(level: level, options: DeviceOptions(), now: .zero)
    #expect(decision.isPlain)
    #expect(decision.level == level)
  }

  /// A Focus that does not allow the app silences passive and active notifications; time-sensitive
  /// (with the capability) and critical (with entitlement and authorization) break through.
  @Test func aSilencingFocusLetsOnlyTimeSensitiveAndCriticalThrough() {
    let options = Self.options(focus: .appSilenced, criticalEntitlement: true, criticalAuthorization: true)
    let outcomes = IOSInterruptionRules.Level.allCases.map {
      IOSInterruptionRules.decide(level: $0, options: options, now: .zero).focus
    }
    #expect(outcomes == [.silenced, .silenced, .brokeThrough, .brokeThrough])
  }

  /// A Focus that allows the app lets every level through as without a Focus.
  @Test func anAllowingFocusAllowsEveryLevel() {
    for level in IOSInterruptionRules.Level.allCases {
      let decision = IOSInterruptionRules.decide(level: level, options: Self.options(focus: .appAllowed), now: .zero)
      #expect(decision.focus == .allowed, "\(level)")
    }
  }

  /// Without the Time Sensitive Notifications capability a time-sensitive notification is active:
  /// silenced by the Focus, held by the summary, with the payload's level kept as `requested`.
  @Test func timeSensitiveWithoutTheCapabilityIsActive() {
    let options = Self.options(focus: .appSilenced, summary: [.seconds(3_600)], timeSensitive: false)
    let decision = IOSInterruptionRules.decide(level: .timeSensitive, options: options, now: .zero)
    #expect(decision == IOSInterruptionRules.Decision(
      level: .active, requested: .timeSensitive, focus: .silenced, scheduledSummary: .inSummary,
      heldUntil: SimInstant(offset: .seconds(3_600)), ignoresMute: false))
  }

  /// A critical alert needs both the entitlement and the authorization; with both it ignores the
  /// mute switch and breaks through, without either it is active.
  @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
  func criticalNeedsEntitlementAndAuthorization(entitlement: Bool, authorization: Bool) {
    let options = Self.options(focus: .appSilenced, criticalEntitlement: entitlement, criticalAuthorization: authorization)
    let decision = IOSInterruptionRules.decide(level: .critical, options: options, now: .zero)
    let granted = entitlement && authorization
    #expect(decision.level == (granted ? .critical : .active))
    #expect(decision.requested == (granted ? nil : .critical))
    #expect(decision.ignoresMute == granted)
    #expect(decision.focus == (granted ? .brokeThrough : .silenced))
  }

  /// `aps.sound` with `critical: 1` asks for a critical alert even without the level.
  @Test func aCriticalSoundAsksForACriticalAlert() {
    let options = Self.options(criticalEntitlement: true, criticalAuthorization: true)
    let decision = IOSInterruptionRules.decide(level: .active, criticalSound: true, options: options, now: .zero)
    #expect(decision.level == .critical && decision.ignoresMute && decision.requested == nil)
  }

  /// In a summary, what does not break through waits for the next summary time; what the app
  /// presents itself in the foreground (`willPresent`) does not.
  @Test func theSummaryHoldsAllButTimeSensitiveAndTheForeground() {
    let options = Self.options(summary: [.seconds(8 * 3_600)])
    let active = IOSInterruptionRules.decide(level: .active, options: options, now: .zero)
    #expect(active.scheduledSummary == .inSummary && active.heldUntil == SimInstant(offset: .seconds(8 * 3_600)))
    let delivered = active.deliveredInSummary(under: IOSInterruptionRules.Settings(options))
    #expect(delivered.heldUntil == nil && delivered.scheduledSummary == .inSummary)
    let urgent = IOSInterruptionRules.decide(level: .timeSensitive, options: options, now: .zero)
    #expect(urgent.scheduledSummary == .brokeThrough && urgent.heldUntil == nil)
    let foreground = IOSInterruptionRules.decide(level: .active, options: options, now: .zero, presentedByApp: true)
    #expect(foreground.scheduledSummary == nil && foreground.heldUntil == nil)
  }

  /// The next summary is the first time of day strictly after now, tomorrow's first past the
  /// last, on the device's clock (its epoch need not be midnight).
  @Test func theNextSummaryIsTheFirstTimeOfDayAfterNow() {
    let times: [Duration] = [.seconds(8 * 3_600), .seconds(18 * 3_600)]
    func next(_ seconds: Int64, epoch: Int64 = 1_767_225_600) -> Int64 {
      IOSInterruptionRules.nextSummary(after: SimInstant(offset: .seconds(seconds)), times: times, epochSeconds: epoch)
        .offset.components.seconds
    }
    #expect(next(0) == 8 * 3_600)
    #expect(next(8 * 3_600) == 18 * 3_600)
    #expect(next(18 * 3_600) == 32 * 3_600)
    #expect(next(86_400 + 9 * 3_600) == 86_400 + 18 * 3_600)
    // The clock's zero at 12:00 UTC: 18:00 is 6 h later.
    #expect(next(0, epoch: 1_767_225_600 + 12 * 3_600) == 6 * 3_600)
  }

  /// The level of a payload: absent or unknown is active.
  @Test func thePayloadsLevel() {
    #expect(IOSInterruptionRules.Level(payload: nil) == .active)
    #expect(IOSInterruptionRules.Level(payload: "urgent") == .active)
    #expect(IOSInterruptionRules.Level(payload: "time-sensitive") == .timeSensitive)
  }
}

/// The device carries the decision out: fields on `notification.displayed`, the summary's hold
/// and release on the virtual clock, the badge at arrival.
struct IOSFocusAndSummaryDeviceTests {
  static let headers: PushHeaders = ["apns-push-type": "alert"]

  /// Under a silencing Focus the notification is in the center at once, quiet, and badges.
  @Test func aSilencingFocusDeliversQuietlyAndBadges() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: IOSInterruptionRulesTests.options(focus: .appSilenced))
    try device.receive(json: #"{"aps":{"alert":"Hi","badge":2}}"#, headers: Self.headers)
    let shown = try #require(device.events(named: "notification.displayed").first)
    #expect(shown["delivery"] == "quiet" && shown["focus"] == "silenced")
    #expect(device.tray.count == 1 && device.badge == 2)
  }

  /// The summary holds the notification (badge set on arrival) and shows it at the summary time.
  @Test func theSummaryHoldsUntilItsTime() throws {
    let options = IOSInterruptionRulesTests.options(summary: [.seconds(60)])
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    try device.receive(json: #"{"aps":{"alert":"Hi","badge":4}}"#, headers: Self.headers)
    #expect(device.tray.count == 0 && device.badge == 4)
    let held = try #require(device.events(named: "push.held").first)
    #expect(held["reason"] == "scheduledSummary" && held["until"] == .integer(60_000))
    device.advance(by: .seconds(59))
    #expect(device.tray.count == 0)
    device.advance(by: .seconds(1))
    #expect(device.tray.count == 1)
    #expect(device.events(named: "push.released").first?["reason"] == "scheduledSummary")
    #expect(device.events(named: "notification.displayed").first?["scheduledSummary"] == "inSummary")
  }

  /// Only the summary's hold says `until`: a push the push service keeps for an offline device
  /// does not know when it will be delivered.
  @Test func onlyTheSummarysHoldSaysUntil() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    device.setOnline(false)
    try device.receive(json: #"{"aps":{"alert":"Hi"}}"#, headers: Self.headers)
    let held = try #require(device.events(named: "push.held").first)
    #expect(held["reason"] == "deviceOffline" && held["until"] == nil)
  }

  /// A replacement (same `apns-collapse-id`) under a Focus carries the Focus's fields too.
  @Test func aReplacementCarriesTheFields() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: IOSInterruptionRulesTests.options(focus: .appSilenced))
    let headers: PushHeaders = ["apns-push-type": "alert", "apns-collapse-id": "score"]
    try device.receive(json: #"{"aps":{"alert":"1-0"}}"#, headers: headers)
    try device.receive(json: #"{"aps":{"alert":"2-0","interruption-level":"time-sensitive"}}"#, headers: headers)
    let replaced = try #require(device.events(named: "notification.replaced").first)
    #expect(replaced["focus"] == "brokeThrough" && replaced["delivery"] == nil)
  }
}
