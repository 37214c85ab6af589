/// A sliding-window budget iOS draws Live Activity work from: at most ``limit`` uses in any
/// ``window`` seconds; one beyond it is dropped.
///
/// Two budgets use it (docs/ModellingChoices/iOS.md, "Live Activities"):
/// - the `apns-priority: 10` update budget (Apple's "Starting and updating Live Activities with
///   ActivityKit push notifications", *Determine the update frequency*), across the app's Live
///   Activities, dropped `updateBudgetExceeded`. Apple does not document the size ("The per user
///   budget is not documented, and could change", DTS, Developer Forums 747624), so a scenario
///   gives it (app key `liveActivities.updateBudget`); the window is a sliding hour (Airship: "a
///   certain budget of updates per hour"), a choice;
/// - the push-to-start budget (DTS, Developer Forums 799505: "If you need to push to start more
///   than 10 activities, you would need to expand the time"; the device logs "Push-to-start
///   budget exceeded … not starting activity"), dropped `startBudgetExceeded`. Neither its size
///   nor its window is given, so a scenario gives both (app key `liveActivities.startBudget`).
///
/// Without the app key no budget is modelled. Times are UNIX times in seconds.
public struct LiveActivityBudget: Sendable, Equatable {
  /// An hour, the window of the priority-10 update budget.
  public static let hour: Int64 = 3600
  /// The longest window a budget may have: 365 days. Apple gives no window for the push-to-start
  /// budget, but a longer one describes no device; and the time a budget has room again (a use
  /// plus the window) must fit the clock's seconds, which a window of up to `Int64.max` seconds
  /// (what a duration may say) overflowed.
  public static let maximumWindow: Int64 = 365 * 86_400
  /// How many uses the system allows in any ``window`` (0 or more).
  public private(set) var limit: Int
  /// The window the budget covers, in seconds (1 to ``maximumWindow``).
  public private(set) var window: Int64
  /// When each use of the last ``window`` happened, oldest first.
  public private(set) var spent: [Int64] = []

  /// A budget of `limit` uses in any `window` seconds (default an hour), none spent.
  ///
  /// - Throws: ``LiveActivityBudgetError`` for a `limit` below 0 or a `window` under 1 second or
  ///   over ``maximumWindow``, as the scenario loader refuses them in
  ///   `liveActivities.updateBudget` and `startBudget`.
  public init(limit: Int, window: Int64 = LiveActivityBudget.hour) throws(LiveActivityBudgetError) {
    guard limit >= 0 else { throw LiveActivityBudgetError(.negative(field: "limit", value: limit), type: "LiveActivityBudget") }
    if let code = Self.windowProblem(window, field: "window") { throw LiveActivityBudgetError(code, type: "LiveActivityBudget") }
    self.init(checked: limit, window: window)
  }

  /// What is wrong with a window of `seconds` (under 1 second, or over ``maximumWindow``), or
  /// `nil` when it is fine; `field` names it in the error.
  static func windowProblem(_ seconds: Int64, field: String) -> LiveActivityBudgetError.Code? {
    if seconds < 1 { return .windowUnderOneSecond(field: field, seconds: seconds) }
    if seconds > maximumWindow { return .windowOverMaximum(field: field, seconds: seconds) }
    return nil
  }

  /// A budget of values already checked (``LiveActivitySettings/StartBudget``,
  /// ``LiveActivitySettings/UpdateBudget``, or ``init(limit:window:)``).
  init(checked limit: Int, window: Int64 = LiveActivityBudget.hour) {
    self.limit = limit
    self.window = window
  }

  /// How many uses happened in the window before `now` (the last ``window`` seconds, `now`
  /// included).
  public func spent(before now: Int64) -> Int {
    spent.reduce(0) { $0 + ($1 > now - window ? 1 : 0) }
  }

  /// Whether a use at `now` would go beyond the budget.
  public func isExhausted(at now: Int64) -> Bool { spent(before: now) >= limit }

  /// When the budget has room again after `now`: the time enough uses of the window have left
  /// it for one more (the oldest, or with more uses than ``limit`` after a ``resize(limit:)``,
  /// the one that brings them below it), or `now` when it has room.
  public func refills(after now: Int64) -> Int64 {
    let inWindow = spent.filter { $0 > now - window }
    guard isExhausted(at: now), limit > 0, inWindow.count >= limit else { return now }
    return inWindow[inWindow.count - limit] + window
  }

  /// Changes the number of uses allowed (0 or more, already checked), keeping the uses made: a
  /// smaller limit than the uses of the window leaves the budget exhausted until enough leave
  /// it (the room left is never below none).
  mutating func resize(limit: Int) {
    self.limit = max(0, limit)
  }

  /// Records a use at `now`, forgetting those out of the window.
  public mutating func spend(at now: Int64) {
    spent.removeAll { $0 <= now - window }
    spent.append(now)
  }
}
