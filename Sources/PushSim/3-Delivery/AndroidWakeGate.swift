/// Android's Doze and App Standby rules for FCM delivery (R-A-12, R-A-15): under Doze, normal
/// priority messages wait for the device to leave Doze; high-priority messages go through
/// unless the App Standby bucket's daily cap is used up, after which they count as normal. An
/// app FCM has deprioritized (R-A-13) has every high-priority message count as normal, and
/// none of them uses the cap.
public struct AndroidWakeGate: Sendable, Equatable {
  /// What to do with a message.
  public enum Action: Sendable, Equatable {
    /// Deliver now.
    case deliver
    /// Deliver now, with the priority lowered to normal (the cap was reached, or FCM
    /// deprioritized the app).
    case deliverDeprioritized
    /// Hold until the device leaves Doze; `deprioritized` when it was a high-priority message
    /// over the bucket's cap, or one FCM deprioritized.
    case holdUntilDozeEnds(deprioritized: Bool)
  }

  private var highPriorityDay = 0
  private var highPriorityToday = 0

  /// A gate with no cap used.
  public init() {}

  /// Decides for a message of `priority` arriving at `now`.
  public mutating func decide(priority: FCMPriority, now: SimInstant, options: DeviceOptions) -> Action {
    decide(priority: priority, now: now, knobs: DeliveryKnobs(options))
  }

  /// ``decide(priority:now:options:)`` with the options' ``DeliveryKnobs``.
  @inline(__always)
  mutating func decide(priority: FCMPriority, now: SimInstant, knobs options: DeliveryKnobs) -> Action {
    var effective = priority
    if priority == .high, options.fcmDeprioritized {
      effective = .normal
    } else if priority == .high, !options.charging, let cap = options.standbyBucket.highPriorityCapPerDay {
      let day = Int(now.milliseconds / 86_400_000)
      if day != highPriorityDay {
        highPriorityDay = day
        highPriorityToday = 0
      }
      if highPriorityToday >= cap {
        effective = .normal
      } else {
        highPriorityToday += 1
      }
    }
    // A charging device is not in Doze (it leaves Doze when plugged in).
    if options.doze, !options.charging, effective == .normal { return .holdUntilDozeEnds(deprioritized: effective != priority) }
    return effective == priority ? .deliver : .deliverDeprioritized
  }
}
