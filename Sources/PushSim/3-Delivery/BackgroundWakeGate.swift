/// The reference algorithm of SEMANTICS.md §7.5 for iOS background wakes (rows i8, i9, i12,
/// i13): low power mode, the post-reboot hold and the background budget decide whether the app
/// is woken now or the push is held.
///
/// A value-type state machine: ``decide(now:bootTime:options:bypassesBudget:)`` returns an ``Action`` and
/// records the wake it allows.
public struct BackgroundWakeGate: Sendable, Equatable {
  /// What to do with a background push.
  public enum Action: Sendable, Equatable {
    /// Wake or launch the app and call didRRN now.
    case wake
    /// Hold the push (only the newest held push is kept). `until` is when the gate may allow it
    /// again, `nil` when only a user launch releases it.
    case hold(reason: String, until: SimInstant?)
  }

  /// Wakes allowed in the last hour.
  private(set) var recentWakes: [SimInstant] = []
  /// Wakes in the current budget period.
  private(set) var wakesInPeriod = 0
  /// When the current budget period started.
  private(set) var periodStart = SimInstant.zero

  /// A gate with a full budget.
  public init() {}

  /// Decides for a background push arriving at `now`.
  ///
  /// - Parameters:
  ///   - now: the arrival time.
  ///   - bootTime: when the device last booted (the post-reboot hold counts from it).
  ///   - options: the knobs and conditions.
  ///   - bypassesBudget: the push skips the background budget, as with a debugger attached (an
  ///     alert with `content-available` at priority 10 when `iosAlertWakesBypassThrottle` is on,
  ///     disagreement #4); Low Power Mode and the post-reboot hold still apply.
  public mutating func decide(
    now: SimInstant, bootTime: SimInstant, options: DeviceOptions, bypassesBudget: Bool = false
  ) -> Action {
    decide(now: now, bootTime: bootTime, knobs: DeliveryKnobs(options), bypassesBudget: bypassesBudget)
  }

  /// ``decide(now:bootTime:options:bypassesBudget:)`` with the options' ``DeliveryKnobs``.
  @inline(__always)
  mutating func decide(
    now: SimInstant, bootTime: SimInstant, knobs options: DeliveryKnobs, bypassesBudget: Bool = false
  ) -> Action {
    if options.lowPowerMode, options.iosLowPowerModeBlocksBackgroundPush {
      return .hold(reason: "lowPowerMode", until: nil)
    }
    let rebootHoldEnd = bootTime.advanced(by: .seconds(options.iosPostRebootHoldSeconds))
    if hasRebooted, now < rebootHoldEnd {
      return .hold(reason: "postRebootHold", until: rebootHoldEnd)
    }
    if options.iosDebuggerAttached || bypassesBudget { return .wake }
    let hour = Duration.seconds(3600)
    recentWakes.removeAll { now - $0 >= hour }
    let period = Duration.seconds(max(1, options.iosBackgroundBudgetResetSeconds))
    if period > .zero, now - periodStart >= period {
      let periods = (now - periodStart) / period
      periodStart = periodStart.advanced(by: period * Int(periods))
      wakesInPeriod = 0
    }
    let (periodBudget, overflow) = options.iosBackgroundPushBudgetPerHour
      .multipliedReportingOverflow(by: max(1, options.iosBackgroundBudgetResetSeconds / 3600))
    if !overflow, wakesInPeriod >= periodBudget {
      return .hold(reason: "backgroundBudget", until: periodStart.advanced(by: period))
    }
    if recentWakes.count >= options.iosBackgroundPushBudgetPerHour {
      let oldest = recentWakes.first ?? now
      return .hold(reason: "backgroundBudget", until: oldest.advanced(by: hour))
    }
    recentWakes.append(now)
    wakesInPeriod += 1
    return .wake
  }

  /// A wake whose didRRN overran its 30 s and got the app terminated costs one more wake of the
  /// budget (§7.5: "+ lower future budget"; R-iOS-16: such apps "may not always be woken up early
  /// to process future notifications").
  public mutating func penalizeOverrun(now: SimInstant) {
    recentWakes.append(now)
    wakesInPeriod += 1
  }

  /// Whether the device has rebooted during the run (the post-reboot hold applies).
  public var hasRebooted = false
}
