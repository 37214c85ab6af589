import Testing

@testable import PushSim

struct SchedulerTests {
  /// Tasks run by deadline, and tasks with the same deadline run in the order they were scheduled.
  @Test func tasksRunByDeadlineThenFIFO() {
    let scheduler = Scheduler()
    var log: [String] = []
    scheduler.schedule(after: .seconds(2)) { log.append("c") }
    scheduler.schedule(after: .seconds(1)) { log.append("a1") }
    scheduler.schedule(after: .seconds(3)) { log.append("d") }
    scheduler.schedule(after: .seconds(1)) { log.append("a2") }
    scheduler.schedule(at: SimInstant(offset: .seconds(1))) { log.append("a3") }
    scheduler.advance(by: .seconds(1))
    #expect(log == ["a1", "a2", "a3"])
    scheduler.advance(by: .seconds(5))
    #expect(log == ["a1", "a2", "a3", "c", "d"])
    #expect(scheduler.now == SimInstant(offset: .seconds(6)))
  }

  /// Nothing runs before its deadline, and the clock lands on the advance target.
  @Test func nothingRunsEarly() {
    let scheduler = Scheduler()
    var ran = false
    scheduler.schedule(after: .milliseconds(1_000)) { ran = true }
    scheduler.advance(by: .milliseconds(999))
    #expect(!ran)
    #expect(scheduler.now.milliseconds == 999)
    scheduler.advance(by: .milliseconds(1))
    #expect(ran)
  }

  /// The clock observed inside a task equals the task's deadline, even when advancing past it.
  @Test func clockInsideATaskEqualsItsDeadline() {
    let scheduler = Scheduler(start: SimInstant(offset: .seconds(10)))
    var observed: [SimInstant] = []
    for delay in [3, 1, 2] {
      scheduler.schedule(after: .seconds(delay)) { observed.append(scheduler.now) }
    }
    scheduler.advance(by: .seconds(60))
    #expect(observed == [11, 12, 13].map { SimInstant(offset: .seconds($0)) })
    #expect(scheduler.now == SimInstant(offset: .seconds(70)))
  }

  /// A deadline in the past runs at `now`, never moving the clock back, after the tasks already due.
  @Test func weCantTimeTravelBySchedulingInThePast() {
    let scheduler = Scheduler()
    scheduler.advance(by: .seconds(5))
    var log: [String] = []
    var observed: [SimInstant] = []
    scheduler.schedule(at: scheduler.now) { log.append("due") }
    scheduler.schedule(at: SimInstant(offset: .seconds(1))) {
      log.append("past")
      observed.append(scheduler.now)
    }
    scheduler.schedule(after: .seconds(-3)) { log.append("negative delay") }
    #expect(scheduler.nextDeadline == SimInstant(offset: .seconds(5)))
    scheduler.runDueTasks()
    #expect(log == ["due", "past", "negative delay"])
    #expect(observed == [SimInstant(offset: .seconds(5))])
    #expect(scheduler.now == SimInstant(offset: .seconds(5)))
  }

  /// `advance(to:)` an instant before `now` runs the due tasks but leaves the clock at `now`.
  @Test func weCantTimeTravelByAdvancingToThePast() {
    let scheduler = Scheduler()
    scheduler.advance(to: SimInstant(offset: .seconds(10)))
    var ran = false
    scheduler.schedule(at: scheduler.now) { ran = true }
    scheduler.advance(to: SimInstant(offset: .seconds(2)))
    #expect(ran)
    #expect(scheduler.now == SimInstant(offset: .seconds(10)))
  }

  /// A negative `advance(by:)` is treated as zero: due tasks run and the clock does not move.
  @Test func weCantTimeTravelByAdvancingANegativeDuration() {
    let scheduler = Scheduler(start: SimInstant(offset: .seconds(4)))
    var ran = false
    scheduler.schedule(after: .zero) { ran = true }
    scheduler.advance(by: .seconds(-1))
    #expect(ran)
    #expect(scheduler.now == SimInstant(offset: .seconds(4)))
  }

  /// A task that advances the clock itself never makes the outer advance move it back.
  @Test func weCantTimeTravelThroughANestedAdvance() {
    let scheduler = Scheduler()
    var log: [String] = []
    scheduler.schedule(after: .seconds(1)) {
      log.append("outer")
      scheduler.advance(by: .seconds(5))
    }
    scheduler.schedule(after: .seconds(3)) { log.append("inner at \(scheduler.now)") }
    scheduler.advance(by: .seconds(2))
    #expect(log == ["outer", "inner at t=3.000s"])
    #expect(scheduler.now == SimInstant(offset: .seconds(6)))
  }

  /// `runDueTasks` runs only what is due now, including tasks those tasks schedule for now.
  @Test func runDueTasksRunsOnlyTheCurrentInstant() {
    let scheduler = Scheduler()
    var log: [String] = []
    scheduler.schedule(after: .zero) {
      log.append("first")
      scheduler.schedule(after: .zero) { log.append("scheduled for now") }
      scheduler.schedule(after: .milliseconds(1)) { log.append("later") }
    }
    scheduler.runDueTasks()
    #expect(log == ["first", "scheduled for now"])
    #expect(scheduler.now == .zero)
    #expect(scheduler.pendingCount == 1)
  }

  /// A task scheduled by a running task for the same instant runs in the same advance, after the tasks already queued for that instant.
  @Test func sameInstantTasksFromARunningTaskRunAfterTheQueuedOnes() {
    let scheduler = Scheduler()
    var log: [String] = []
    scheduler.schedule(after: .seconds(1)) {
      log.append("a")
      scheduler.schedule(after: .zero) { log.append("a's child") }
    }
    scheduler.schedule(after: .seconds(1)) { log.append("b") }
    scheduler.schedule(after: .seconds(2)) { log.append("c") }
    scheduler.advance(by: .seconds(1))
    #expect(log == ["a", "b", "a's child"])
    scheduler.advance(by: .seconds(1))
    #expect(log == ["a", "b", "a's child", "c"])
  }

  /// Tasks scheduled by a running task for a later instant run in the same advance when the target reaches them.
  @Test func tasksSchedulingTasksRunWithinTheSameAdvance() {
    let scheduler = Scheduler()
    var observed: [SimInstant] = []
    scheduler.schedule(after: .seconds(1)) {
      observed.append(scheduler.now)
      scheduler.schedule(after: .seconds(1)) {
        observed.append(scheduler.now)
        scheduler.schedule(after: .seconds(5)) { observed.append(scheduler.now) }
      }
    }
    scheduler.advance(by: .seconds(4))
    #expect(observed == [1, 2].map { SimInstant(offset: .seconds($0)) })
    #expect(scheduler.nextDeadline == SimInstant(offset: .seconds(7)))
    // The last task runs when the clock reaches it; none is left holding the scheduler.
    scheduler.advance(by: .seconds(3))
    #expect(observed == [1, 2, 7].map { SimInstant(offset: .seconds($0)) })
    #expect(scheduler.pendingCount == 0)
  }

  /// A cancelled task never runs and no longer counts as scheduled.
  @Test func cancelledTasksNeverRun() {
    let scheduler = Scheduler()
    var log: [String] = []
    let doomed = scheduler.schedule(after: .seconds(1)) { log.append("doomed") }
    scheduler.schedule(after: .seconds(1)) { log.append("kept") }
    #expect(scheduler.isScheduled(doomed))
    scheduler.cancel(doomed)
    #expect(!scheduler.isScheduled(doomed))
    #expect(scheduler.pendingCount == 1)
    scheduler.advance(by: .seconds(1))
    #expect(log == ["kept"])
  }

  /// Cancelling a task that already ran, or cancelling twice, does nothing to other tasks.
  @Test func cancellingARunTaskIsANoOp() {
    let scheduler = Scheduler()
    var count = 0
    let first = scheduler.schedule(after: .seconds(1)) { count += 1 }
    scheduler.advance(by: .seconds(1))
    #expect(!scheduler.isScheduled(first))
    scheduler.schedule(after: .seconds(1)) { count += 10 }
    scheduler.cancel(first)
    scheduler.cancel(first)
    #expect(scheduler.pendingCount == 1)
    scheduler.advance(by: .seconds(1))
    #expect(count == 11)
  }

  /// A token from another scheduler is unknown: cancelling it does not touch this scheduler's task with the same number.
  @Test func tokensFromAnotherSchedulerAreUnknown() {
    let scheduler = Scheduler()
    let other = Scheduler()
    var ran = false
    let mine = scheduler.schedule(after: .seconds(1)) { ran = true }
    let foreign = other.schedule(after: .seconds(1)) {}
    #expect(!scheduler.isScheduled(foreign))
    scheduler.cancel(foreign)
    #expect(scheduler.isScheduled(mine))
    #expect(other.isScheduled(foreign))
    scheduler.advance(by: .seconds(1))
    #expect(ran)
  }

  /// A task can cancel another task due at the same instant, which then does not run.
  @Test func aTaskCanCancelAnotherTaskOfTheSameInstant() {
    let scheduler = Scheduler()
    var log: [String] = []
    var victim: ScheduledTask?
    scheduler.schedule(after: .seconds(1)) {
      log.append("canceller")
      if let victim { scheduler.cancel(victim) }
    }
    victim = scheduler.schedule(after: .seconds(1)) { log.append("victim") }
    scheduler.schedule(after: .seconds(1)) { log.append("bystander") }
    scheduler.advance(by: .seconds(1))
    #expect(log == ["canceller", "bystander"])
    #expect(scheduler.pendingCount == 0)
  }

  /// A running task is no longer scheduled, so cancelling itself does nothing.
  @Test func aRunningTaskIsNoLongerScheduled() {
    let scheduler = Scheduler()
    var me: ScheduledTask?
    var scheduledWhileRunning: Bool?
    me = scheduler.schedule(after: .seconds(1)) {
      if let me {
        scheduledWhileRunning = scheduler.isScheduled(me)
        scheduler.cancel(me)
      }
    }
    scheduler.advance(by: .seconds(1))
    #expect(scheduledWhileRunning == false)
    #expect(scheduler.pendingCount == 0)
  }

  /// `pendingCount` counts tasks waiting to run, not cancelled ones or ones that ran.
  @Test func pendingCountCountsOnlyWaitingTasks() throws {
    let scheduler = Scheduler()
    #expect(scheduler.pendingCount == 0)
    let tasks = (1...5).map { scheduler.schedule(after: .seconds($0)) {} }
    #expect(scheduler.pendingCount == 5)
    scheduler.cancel(tasks[3])
    #expect(scheduler.pendingCount == 4)
    scheduler.advance(by: .seconds(2))
    #expect(scheduler.pendingCount == 2)
    try scheduler.checkInvariants()
  }

  /// `nextDeadline` skips cancelled tasks and is `nil` when nothing is scheduled.
  @Test func nextDeadlineSkipsCancelledTasks() throws {
    let scheduler = Scheduler()
    #expect(scheduler.nextDeadline == nil)
    let first = scheduler.schedule(after: .seconds(1)) {}
    scheduler.schedule(after: .seconds(2)) {}
    #expect(scheduler.nextDeadline == SimInstant(offset: .seconds(1)))
    scheduler.cancel(first)
    #expect(scheduler.nextDeadline == SimInstant(offset: .seconds(2)))
    scheduler.advance(by: .seconds(2))
    #expect(scheduler.nextDeadline == nil)
    try scheduler.checkInvariants()
  }

  /// `runUntilIdle` runs every task, chained ones included, and leaves the clock at the last deadline.
  @Test func runUntilIdleStopsAtTheLastTask() throws {
    let scheduler = Scheduler()
    var log: [Int] = []
    scheduler.schedule(after: .seconds(2)) {
      log.append(2)
      scheduler.schedule(after: .seconds(3)) { log.append(5) }
    }
    scheduler.schedule(after: .seconds(1)) { log.append(1) }
    try scheduler.runUntilIdle(limit: .seconds(60))
    #expect(log == [1, 2, 5])
    #expect(scheduler.now == SimInstant(offset: .seconds(5)))
    #expect(scheduler.pendingCount == 0)
  }

  /// A self-rescheduling timer makes `runUntilIdle` throw at the limit, with the clock at the limit and an exact, actionable message.
  @Test func runUntilIdleThrowsOnASelfReschedulingTimer() {
    let scheduler = Scheduler()
    var ticks = 0
    var pending: ScheduledTask?
    func tick() {
      ticks += 1
      pending = scheduler.schedule(after: .seconds(1), tick)
    }
    pending = scheduler.schedule(after: .seconds(1), tick)
    // The timer's closure holds the scheduler, which holds the closure: cancelling the pending
    // one at the end breaks that cycle (LeakSanitizer reported it), and leaves nothing pending.
    defer {
      if let pending { scheduler.cancel(pending) }
      #expect(scheduler.pendingCount == 0)
    }
    let error = #expect(throws: SchedulerError.self) {
      try scheduler.runUntilIdle(limit: .seconds(60))
    }
    #expect(error == .timeLimitExceeded(limit: .seconds(60), pending: 1))
    #expect(error?.code == .timeLimitExceeded(limit: .seconds(60), pending: 1))
    #expect(
      error?.description
        == "runUntilIdle(limit:) stopped at its limit of 1m of virtual time with 1 task still pending;"
        + " a task probably reschedules itself forever (such as a repeating timer)."
        + " Cancel that task, raise the limit, or use advance(by:) to run for a fixed time.")
    #expect(ticks == 60)
    #expect(scheduler.now == SimInstant(offset: .seconds(60)))
  }

  /// The time-limit error counts every pending task, and the limit is measured from the current time.
  @Test func runUntilIdleLimitIsRelativeToNow() {
    let scheduler = Scheduler(start: SimInstant(offset: .seconds(100)))
    var ran: [Int] = []
    scheduler.schedule(after: .seconds(1)) { ran.append(1) }
    scheduler.schedule(after: .seconds(20)) { ran.append(20) }
    scheduler.schedule(after: .seconds(30)) { ran.append(30) }
    #expect(throws: SchedulerError.timeLimitExceeded(limit: .seconds(10), pending: 2)) {
      try scheduler.runUntilIdle(limit: .seconds(10))
    }
    #expect(ran == [1])
    #expect(scheduler.now == SimInstant(offset: .seconds(110)))
    #expect(
      SchedulerError.timeLimitExceeded(limit: .seconds(10), pending: 2).description.contains(
        "of 10s of virtual time with 2 tasks still pending"))
  }

  /// Scheduling and cancelling far-future timers over and over keeps the queue small (lazy deletion is bounded).
  @Test func repeatedlyResetTimersDoNotGrowTheQueue() throws {
    let scheduler = Scheduler()
    var timer = scheduler.schedule(after: .seconds(30)) {}
    var largest = 0
    for step in 0..<10_000 {
      scheduler.cancel(timer)
      timer = scheduler.schedule(after: .seconds(30)) {}
      largest = max(largest, scheduler.storedEntryCount)
      if step % 1_000 == 0 { try scheduler.checkInvariants() }
    }
    #expect(largest <= 64)
    #expect(scheduler.pendingCount == 1)
    try scheduler.checkInvariants()
  }

  /// Cancelling most of a large queue compacts it and keeps the survivors in order.
  @Test func compactionKeepsTheSurvivorsInOrder() throws {
    let scheduler = Scheduler()
    var log: [Int] = []
    let tasks = (0..<1_000).map { index in
      scheduler.schedule(after: .milliseconds(1_000 - index)) { log.append(index) }
    }
    for (index, task) in tasks.enumerated() where index % 10 != 0 {
      scheduler.cancel(task)
    }
    #expect(scheduler.storedEntryCount < 1_000)
    try scheduler.checkInvariants()
    scheduler.advance(by: .seconds(1))
    #expect(log == stride(from: 990, through: 0, by: -10).map { $0 })
  }
}
