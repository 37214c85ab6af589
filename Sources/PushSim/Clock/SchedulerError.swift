/// An error from running a ``Scheduler``.
///
/// The error keeps structured data in ``code``; ``description`` turns it into
/// a message that says what happened and what to do about it. Compare errors
/// with `==`, or inspect ``code``:
///
/// ```swift
/// #expect(throws: SchedulerError.timeLimitExceeded(limit: .seconds(60), pending: 1)) {
///   try scheduler.runUntilIdle(limit: .seconds(60))
/// }
/// ```
public struct SchedulerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong. More codes may be added in later versions.
  public enum Code: Equatable, Sendable {
    /// ``Scheduler/runUntilIdle(limit:)`` ran for `limit` of virtual time
    /// and `pending` tasks were still scheduled.
    case timeLimitExceeded(limit: Duration, pending: Int)
    /// ``Scheduler/advance(to:maxTasks:)`` ran `limit` tasks and more were
    /// still due; `pending` tasks were scheduled.
    case taskLimitExceeded(limit: Int, pending: Int)
  }

  /// What went wrong.
  public var code: Code

  /// Creates an error with the given code.
  ///
  /// - Parameters:
  ///   - code: What went wrong.
  public init(_ code: Code) {
    self.code = code
  }

  /// Returns the error thrown when ``Scheduler/runUntilIdle(limit:)`` runs
  /// out of virtual time.
  ///
  /// - Parameters:
  ///   - limit: The virtual-time limit that was reached.
  ///   - pending: How many tasks were still scheduled.
  /// - Returns: An error with code ``Code/timeLimitExceeded(limit:pending:)``.
  public static func timeLimitExceeded(limit: Duration, pending: Int) -> SchedulerError {
    SchedulerError(.timeLimitExceeded(limit: limit, pending: pending))
  }

  /// Returns the error thrown when ``Scheduler/advance(to:maxTasks:)`` runs
  /// out of tasks.
  ///
  /// - Parameters:
  ///   - limit: The number of tasks that ran.
  ///   - pending: How many tasks were still scheduled.
  /// - Returns: An error with code ``Code/taskLimitExceeded(limit:pending:)``.
  public static func taskLimitExceeded(limit: Int, pending: Int) -> SchedulerError {
    SchedulerError(.taskLimitExceeded(limit: limit, pending: pending))
  }

  /// A message that names the problem, its likely cause and the fixes.
  ///
  /// For example: `runUntilIdle(limit:) stopped at its limit of 1m of
  /// virtual time with 1 task still pending; a task probably reschedules itself forever
  /// (such as a repeating timer). Cancel that task, raise the limit, or use
  /// advance(by:) to run for a fixed time.`
  public var description: String {
    switch code {
    case .timeLimitExceeded(let limit, let pending):
      let limitText = DurationText.format(limit)
      let tasks = pending == 1 ? "1 task" : "\(pending) tasks"
      return "runUntilIdle(limit:) stopped at its limit of \(limitText) of virtual time"
        + " with \(tasks) still pending; a task probably reschedules itself forever"
        + " (such as a repeating timer). Cancel that task, raise the limit,"
        + " or use advance(by:) to run for a fixed time."
    case .taskLimitExceeded(let limit, let pending):
      let tasks = pending == 1 ? "1 task" : "\(pending) tasks"
      return "advance(to:maxTasks:) stopped after running its limit of \(limit) tasks"
        + " with \(tasks) still pending and due; a task probably reschedules itself"
        + " at the same instant forever. Cancel that task or raise the limit."
    }
  }
}
