/// The deterministic, single-threaded event loop of a simulation, on virtual
/// time.
///
/// Tasks run in `(deadline, sequence)` order: earlier deadlines first, and
/// tasks with the same deadline in the order they were scheduled (FIFO). The
/// clock (``now``) is set to a task's deadline *before* the task runs, and it
/// never goes backwards: a deadline in the past runs at ``now``, after the
/// tasks already due. Nothing happens until the scheduler is driven with
/// ``advance(by:)``, ``advance(to:)``, ``runDueTasks()`` or
/// ``runUntilIdle(limit:)``; every task then runs synchronously on the
/// caller's thread.
///
/// ```swift
/// let scheduler = Scheduler()
/// var log: [String] = []
/// scheduler.schedule(after: .seconds(2)) { log.append("b") }
/// scheduler.schedule(after: .seconds(1)) { log.append("a") }
/// scheduler.advance(by: .seconds(1))   // log == ["a"], now == t=1.000s
/// scheduler.advance(by: .seconds(1))   // log == ["a", "b"]
/// ```
///
/// Tasks may schedule, cancel and even drive the scheduler themselves. A
/// task scheduled for an instant that is being run runs in the same call,
/// after the tasks already queued for that instant.
///
/// - Warning: not thread-safe. The scheduler is deliberately not `Sendable`:
///   create it, drive it and schedule on it from one thread or isolation
///   domain only.
public final class Scheduler {
  /// The current virtual time; it only moves forwards. (Read for every trace event: no dynamic
  /// exclusivity check, as for `SimulatedDevice`'s per-push properties.)
  @exclusivity(unchecked) public private(set) var now: SimInstant

  /// Keys of scheduled tasks, including cancelled ones not yet discarded.
  private var heap = DeadlineHeap()
  /// The actions of live tasks by sequence number; cancelling removes one.
  private var actions: [UInt64: () -> Void] = [:]
  /// Heap entries whose task was cancelled (lazy deletion).
  private var cancelledEntryCount = 0
  private var nextSequence: UInt64 = 0
  /// How many tasks have run so far.
  public private(set) var tasksRun = 0

  /// The heap is rebuilt without cancelled entries once they are at least
  /// this many and outnumber the live ones.
  private static let compactionThreshold = 32

  /// Creates a scheduler with no tasks.
  ///
  /// - Parameters:
  ///   - start: The initial value of ``now``.
  public init(start: SimInstant = .zero) {
    now = start
  }

  /// Schedules an action to run at a deadline.
  ///
  /// A deadline earlier than ``now`` is treated as ``now``: the task runs at
  /// the current time (never back in time), after the tasks already due.
  ///
  /// - Parameters:
  ///   - deadline: When the action should run.
  ///   - action: The work to do; it runs on the thread that drives the
  ///     scheduler.
  /// - Returns: A token to ``cancel(_:)`` the task with.
  /// - Complexity: O(log n), where n is the number of scheduled tasks.
  @discardableResult
  public func schedule(at deadline: SimInstant, _ action: @escaping () -> Void) -> ScheduledTask {
    let sequence = nextSequence
    nextSequence += 1
    heap.insert(DeadlineHeap.Entry(deadline: max(deadline, now), sequence: sequence))
    actions[sequence] = action
    return ScheduledTask(scheduler: ObjectIdentifier(self), id: sequence)
  }

  /// Schedules an action to run after a delay from ``now``.
  ///
  /// A zero or negative delay runs the action at ``now``, after the tasks
  /// already due.
  ///
  /// - Parameters:
  ///   - delay: How long after ``now`` the action should run.
  ///   - action: The work to do.
  /// - Returns: A token to ``cancel(_:)`` the task with.
  /// - Complexity: O(log n), where n is the number of scheduled tasks.
  @discardableResult
  public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledTask {
    schedule(at: now.advanced(by: delay), action)
  }

  /// Cancels a task so that it never runs.
  ///
  /// Cancelling a task that already ran, was already cancelled, is running,
  /// or came from another scheduler does nothing. A task may cancel another
  /// task due at the same instant; that task then does not run.
  ///
  /// - Parameters:
  ///   - task: The token returned when the task was scheduled.
  /// - Complexity: O(1) amortised. The task's action is released at once;
  ///   its heap entry is discarded lazily, and the heap is compacted when
  ///   cancelled entries outnumber live ones.
  public func cancel(_ task: ScheduledTask) {
    guard task.scheduler == ObjectIdentifier(self),
      actions.removeValue(forKey: task.id) != nil
    else { return }
    cancelledEntryCount += 1
    if cancelledEntryCount >= Self.compactionThreshold, cancelledEntryCount * 2 > heap.count {
      let live = actions
      heap.removeAll { live[$0.sequence] == nil }
      cancelledEntryCount = 0
    }
  }

  /// Returns whether a task is still waiting to run.
  ///
  /// - Parameters:
  ///   - task: The token returned when the task was scheduled.
  /// - Returns: `false` once the task has started running or was cancelled,
  ///   and for tokens from another scheduler.
  /// - Complexity: O(1).
  public func isScheduled(_ task: ScheduledTask) -> Bool {
    task.scheduler == ObjectIdentifier(self) && actions[task.id] != nil
  }

  /// Moves the clock forward by a duration, running every task due by then.
  ///
  /// A negative duration is treated as zero: the due tasks run and the clock
  /// stays where it is.
  ///
  /// - Parameters:
  ///   - duration: How far to move the clock.
  /// - Complexity: O((k + c) log n), where k is the number of tasks run and
  ///   c the number of cancelled entries discarded on the way.
  public func advance(by duration: Duration) {
    advance(to: now.advanced(by: max(duration, .zero)))
  }

  /// Moves the clock forward to a deadline, running every task due by then
  /// in `(deadline, sequence)` order.
  ///
  /// Each task sees ``now`` equal to its own deadline. Tasks scheduled by
  /// running tasks run in the same call if they are due by `deadline`. A
  /// deadline before ``now`` runs the tasks already due and leaves the clock
  /// at ``now``.
  ///
  /// - Parameters:
  ///   - deadline: The time to move the clock to.
  /// - Complexity: O((k + c) log n), where k is the number of tasks run and
  ///   c the number of cancelled entries discarded on the way.
  public func advance(to deadline: SimInstant) {
    let target = max(deadline, now)
    while let action = popAction(dueBy: target) {
      action()
    }
    // A task may have driven the clock past `target` itself.
    now = max(now, target)
  }

  /// Moves the clock forward like ``advance(to:)``, but runs at most `maxTasks` tasks, so a
  /// task that reschedules itself at the same instant forever cannot hang the caller.
  ///
  /// - Parameters:
  ///   - deadline: The time to move the clock to.
  ///   - maxTasks: The most tasks to run; a negative number is treated as zero.
  /// - Throws: ``SchedulerError/Code/taskLimitExceeded(limit:pending:)`` when a task is still
  ///   due by `deadline` after `maxTasks` ran; the clock is left at the last task's deadline.
  public func advance(to deadline: SimInstant, maxTasks: Int) throws(SchedulerError) {
    let target = max(deadline, now)
    var budget = max(maxTasks, 0)
    while nextDeadline.map({ $0 <= target }) == true {
      guard budget > 0 else { throw .taskLimitExceeded(limit: max(maxTasks, 0), pending: actions.count) }
      budget -= 1
      if let action = popAction(dueBy: target) { action() }
    }
    now = max(now, target)
  }

  /// Runs every task due at ``now``, including tasks that those tasks
  /// schedule for ``now``; the clock does not move.
  ///
  /// - Complexity: O((k + c) log n), where k is the number of tasks run and
  ///   c the number of cancelled entries discarded on the way.
  public func runDueTasks() {
    advance(to: now)
  }

  /// Runs tasks until none is scheduled, moving the clock to each task's
  /// deadline, but no further than `limit` past the current time.
  ///
  /// When the scheduler becomes idle, the clock stays at the deadline of the
  /// last task run. When a task is still scheduled after the limit, for
  /// example a timer that reschedules itself forever, the clock is left at
  /// the limit and the method throws instead of looping forever.
  ///
  /// - Parameters:
  ///   - limit: The most virtual time to run for; a negative limit is
  ///     treated as zero.
  /// - Throws: ``SchedulerError/timeLimitExceeded(limit:pending:)`` with the
  ///   effective limit and ``pendingCount`` when tasks remain after the
  ///   limit.
  /// - Warning: A task that reschedules itself at the *same* instant forever
  ///   never lets virtual time reach the limit, so this method cannot stop it.
  /// - Complexity: O((k + c) log n), where k is the number of tasks run and
  ///   c the number of cancelled entries discarded on the way.
  public func runUntilIdle(limit: Duration) throws(SchedulerError) {
    let effectiveLimit = max(limit, .zero)
    let end = now.advanced(by: effectiveLimit)
    while let action = popAction(dueBy: end) {
      action()
    }
    if !actions.isEmpty {
      now = max(now, end)
      throw .timeLimitExceeded(limit: effectiveLimit, pending: actions.count)
    }
  }

  /// The number of tasks waiting to run, not counting cancelled ones or the
  /// one running.
  ///
  /// - Complexity: O(1).
  public var pendingCount: Int {
    actions.count
  }

  /// The deadline of the next task to run, or `nil` when none is scheduled.
  ///
  /// - Complexity: O(1) amortised; cancelled entries at the front of the
  ///   queue are discarded first, at O(log n) each.
  public var nextDeadline: SimInstant? {
    discardCancelledEntries()
    return heap.min?.deadline
  }

  /// Removes the next task due by `target` from the queue, sets the clock to
  /// its deadline and returns its action; `nil` when no task is due.
  private func popAction(dueBy target: SimInstant) -> (() -> Void)? {
    discardCancelledEntries()
    guard let entry = heap.min, entry.deadline <= target else { return nil }
    heap.removeMin()
    now = max(now, entry.deadline)
    tasksRun += 1
    return actions.removeValue(forKey: entry.sequence)
  }

  /// Pops cancelled entries off the front of the heap.
  private func discardCancelledEntries() {
    while let entry = heap.min, actions[entry.sequence] == nil {
      heap.removeMin()
      cancelledEntryCount -= 1
    }
  }
}

// MARK: - Testing

extension Scheduler {
  /// The number of entries in the queue, cancelled ones included; used by
  /// tests to check that lazy deletion stays bounded.
  var storedEntryCount: Int {
    heap.count
  }

  /// Checks the scheduler's internal rules; used by tests.
  ///
  /// - Throws: ``InvariantViolation`` naming the first broken rule.
  func checkInvariants() throws(InvariantViolation) {
    try heap.checkInvariants()
    if heap.count != actions.count + cancelledEntryCount {
      throw InvariantViolation(
        "entry count broken: the heap holds \(heap.count) entries, but there are \(actions.count) live tasks and \(cancelledEntryCount) cancelled entries"
      )
    }
    var sequences = Set<UInt64>()
    for entry in heap.entries {
      if !sequences.insert(entry.sequence).inserted {
        throw InvariantViolation("sequence \(entry.sequence) is in the heap twice")
      }
      if entry.sequence >= nextSequence {
        throw InvariantViolation("sequence \(entry.sequence) was never issued (next is \(nextSequence))")
      }
      if entry.deadline < now {
        throw InvariantViolation(
          "time travel: sequence \(entry.sequence) is due at \(entry.deadline), before now (\(now))")
      }
    }
    for sequence in actions.keys where !sequences.contains(sequence) {
      throw InvariantViolation("live task \(sequence) has no heap entry and can never run")
    }
  }
}

// The scheduler is mutable and unsynchronised: it must stay on one thread.
@available(*, unavailable, message: "Scheduler is not thread-safe; use it from one isolation domain")
extension Scheduler: Sendable {}
