/// The budget iOS draws `apns-priority: 10` ActivityKit updates from (Apple's "Starting and
/// updating Live Activities with ActivityKit push notifications", *Determine the update
/// frequency*): at most ``perHour`` such updates applied in any hour, across the app's Live
/// Activities; a priority-10 update beyond it is dropped (`updateBudgetExceeded`).
///
/// Apple does not document the size ("The per user budget is not documented, and could change",
/// DTS, Developer Forums 747624), so a scenario gives it (app key `liveActivities.updateBudget`);
/// without one no budget is modelled. The window is a sliding hour (Airship: "a certain budget of
/// updates per hour"), a choice. Times are UNIX times in seconds.
public struct LiveActivityUpdateBudget: Sendable, Equatable {
  /// The window the budget covers, in seconds.
  public static let window: Int64 = 3600
  /// How many priority-10 updates the system applies in any ``window``.
  public var perHour: Int
  /// When each priority-10 update of the last ``window`` was applied, oldest first.
  public private(set) var spent: [Int64] = []

  /// A budget of `perHour` priority-10 updates in any hour, none spent.
  public init(perHour: Int) {
    self.perHour = perHour
  }

  /// How many priority-10 updates applied in the hour before `now` (the last `window` seconds,
  /// `now` included).
  public func spent(before now: Int64) -> Int {
    spent.reduce(0) { $0 + ($1 > now - Self.window ? 1 : 0) }
  }

  /// Whether a priority-10 update at `now` would go beyond the budget.
  public func isExhausted(at now: Int64) -> Bool { spent(before: now) >= perHour }

  /// When the budget has room again after `now`: the time the oldest update of the window
  /// leaves it, or `now` when it has room.
  public func refills(after now: Int64) -> Int64 {
    guard isExhausted(at: now), let oldest = spent.first(where: { $0 > now - Self.window }) else { return now }
    return oldest + Self.window
  }

  /// Records a priority-10 update applied at `now`, forgetting those out of the window.
  public mutating func spend(at now: Int64) {
    spent.removeAll { $0 <= now - Self.window }
    spent.append(now)
  }
}
