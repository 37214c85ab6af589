/// A token for a task on a ``Scheduler``; cancel it through the scheduler.
///
/// ```swift
/// let timeout = scheduler.schedule(after: .seconds(30)) { expire() }
/// scheduler.cancel(timeout)
/// ```
///
/// A token only means something to the scheduler that issued it: passing it
/// to another scheduler's ``Scheduler/cancel(_:)`` or
/// ``Scheduler/isScheduled(_:)`` does nothing and reports `false`.
public struct ScheduledTask: Hashable, Sendable {
  /// The scheduler that issued the token.
  let scheduler: ObjectIdentifier
  /// The task's insertion sequence number in that scheduler.
  let id: UInt64
}
