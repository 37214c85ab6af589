import Testing

@testable import PushSim

/// Seeded randomized tests: the scheduler against a naive model that picks the
/// smallest `(deadline, sequence)` by scanning every pending task.
struct SchedulerModelTests {
  /// Over thousands of random operations per seed (schedules, cancels, advances, tasks that schedule and cancel), the scheduler runs exactly the tasks the naive model runs, in the same order, with the same clock, counts and invariants.
  @Test(arguments: 0..<50 as Range<UInt64>)
  func schedulerMatchesTheNaiveModel(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let real = RealSide()
    let model = ModelSide()
    var checkedLogCount = 0
    for step in 0..<3_000 {
      let operation = Operation.random(using: &generator, labelCount: model.entries.count)
      let realError = real.apply(operation)
      let modelError = model.apply(operation)

      var problems: [String] = []
      if realError != modelError {
        problems.append("error \(String(describing: realError)) != model \(String(describing: modelError))")
      }
      if real.log.count != model.log.count
        || real.log[checkedLogCount...] != model.log[checkedLogCount...]
      {
        problems.append("ran \(real.log[checkedLogCount...]) but the model ran \(model.log[checkedLogCount...])")
      }
      checkedLogCount = real.log.count
      if real.scheduler.now != model.now {
        problems.append("now \(real.scheduler.now) != model \(model.now)")
      }
      if real.scheduler.pendingCount != model.pending.count {
        problems.append("pendingCount \(real.scheduler.pendingCount) != model \(model.pending.count)")
      }
      if real.scheduler.nextDeadline != model.nextDeadline {
        problems.append(
          "nextDeadline \(String(describing: real.scheduler.nextDeadline)) != model \(String(describing: model.nextDeadline))"
        )
      }
      if !model.entries.isEmpty {
        let label = Int.random(in: 0..<model.entries.count, using: &generator)
        if real.scheduler.isScheduled(real.tokens[label]) != model.entries[label].isPending {
          problems.append("isScheduled(\(label)) disagrees with the model")
        }
      }
      do {
        try real.scheduler.checkInvariants()
      } catch {
        problems.append("invariant: \(error)")
      }
      if !problems.isEmpty {
        Issue.record("seed \(seed), step \(step), \(operation): \(problems.joined(separator: "; "))")
        return
      }
    }
    // The run must have exercised the interesting paths, or it proves little.
    #expect(model.log.count > 1_000, "seed \(seed): only \(model.log.count) tasks ran")
    #expect(model.cancelledCount > 100, "seed \(seed): only \(model.cancelledCount) cancellations")
  }
}

// MARK: - Operations

/// What a task does when it runs; generated up front so that the scheduler
/// and the model do exactly the same thing.
private struct TaskPlan: Sendable {
  /// Tasks to schedule, at `now + offset` (negative offsets are in the past).
  var children: [Child] = []
  /// When set, cancel the task labelled `pick % labelCount` after scheduling the children.
  var cancelPick: Int?

  struct Child: Sendable {
    var offset: Duration
    var plan: TaskPlan
  }

  static func random(using generator: inout SplitMix64, depth: Int = 0) -> TaskPlan {
    var plan = TaskPlan()
    if depth < 2 {
      let roll = Int.random(in: 0..<100, using: &generator)
      let count = roll < 60 ? 0 : roll < 85 ? 1 : 2
      for _ in 0..<count {
        plan.children.append(
          Child(
            offset: .milliseconds(10 * Int64.random(in: -2...6, using: &generator)),
            plan: random(using: &generator, depth: depth + 1)))
      }
    }
    if Int.random(in: 0..<100, using: &generator) < 15 {
      plan.cancelPick = Int.random(in: 0..<1_000_000, using: &generator)
    }
    return plan
  }
}

private enum Operation: CustomStringConvertible {
  case scheduleAt(offsetFromNow: Duration, TaskPlan)
  case scheduleAfter(Duration, TaskPlan)
  case cancel(label: Int)
  case advanceBy(Duration)
  case advanceTo(offsetFromNow: Duration)
  case runDueTasks
  case runUntilIdle(limit: Duration)
  /// Schedule many far-future tasks, then cancel some of them.
  case burst(offsets: [Duration], plans: [TaskPlan], cancelPicks: [Int])

  static func random(using generator: inout SplitMix64, labelCount: Int) -> Operation {
    func milliseconds(_ range: ClosedRange<Int64>, step: Int64 = 10) -> Duration {
      .milliseconds(step * Int64.random(in: range, using: &generator))
    }
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<28:
      return .scheduleAt(offsetFromNow: milliseconds(-5...20), .random(using: &generator))
    case 28..<42:
      return .scheduleAfter(milliseconds(-3...20), .random(using: &generator))
    case 42..<57 where labelCount > 0:
      return .cancel(label: Int.random(in: 0..<labelCount, using: &generator))
    case 57..<72:
      return .advanceBy(milliseconds(-4...20, step: 5))
    case 72..<82:
      return .advanceTo(offsetFromNow: milliseconds(-5...10))
    case 82..<90:
      return .runDueTasks
    case 90..<93:
      return .runUntilIdle(limit: milliseconds(0...30))
    case 93..<100:
      let count = Int.random(in: 20...60, using: &generator)
      return .burst(
        offsets: (0..<count).map { _ in milliseconds(1...100) },
        plans: (0..<count).map { _ in .random(using: &generator) },
        cancelPicks: (0..<(count * 3 / 4)).map { _ in Int.random(in: 0..<count, using: &generator) })
    default:
      return .runDueTasks
    }
  }

  var description: String {
    switch self {
    case .scheduleAt(let offset, _): "schedule(at: now + \(offset))"
    case .scheduleAfter(let delay, _): "schedule(after: \(delay))"
    case .cancel(let label): "cancel(task \(label))"
    case .advanceBy(let duration): "advance(by: \(duration))"
    case .advanceTo(let offset): "advance(to: now + \(offset))"
    case .runDueTasks: "runDueTasks()"
    case .runUntilIdle(let limit): "runUntilIdle(limit: \(limit))"
    case .burst(let offsets, _, let picks): "burst of \(offsets.count) schedules and \(picks.count) cancels"
    }
  }
}

// MARK: - The real scheduler

private final class RealSide {
  let scheduler = Scheduler()
  /// Every task in the order it was scheduled; the index is the task's label.
  var tokens: [ScheduledTask] = []
  /// Labels of the tasks that ran, in order.
  var log: [Int] = []

  func apply(_ operation: Operation) -> SchedulerError? {
    switch operation {
    case .scheduleAt(let offset, let plan):
      schedule(at: scheduler.now + offset, plan)
    case .scheduleAfter(let delay, let plan):
      let label = tokens.count
      tokens.append(scheduler.schedule(after: delay) { [unowned self] in run(label, plan) })
    case .cancel(let label):
      scheduler.cancel(tokens[label])
    case .advanceBy(let duration):
      scheduler.advance(by: duration)
    case .advanceTo(let offset):
      scheduler.advance(to: scheduler.now + offset)
    case .runDueTasks:
      scheduler.runDueTasks()
    case .runUntilIdle(let limit):
      do {
        try scheduler.runUntilIdle(limit: limit)
      } catch {
        return error
      }
    case .burst(let offsets, let plans, let picks):
      let first = tokens.count
      for (offset, plan) in zip(offsets, plans) {
        schedule(at: scheduler.now + offset, plan)
      }
      for pick in picks {
        scheduler.cancel(tokens[first + pick])
      }
    }
    return nil
  }

  private func schedule(at deadline: SimInstant, _ plan: TaskPlan) {
    let label = tokens.count
    tokens.append(scheduler.schedule(at: deadline) { [unowned self] in run(label, plan) })
  }

  private func run(_ label: Int, _ plan: TaskPlan) {
    log.append(label)
    for child in plan.children {
      schedule(at: scheduler.now + child.offset, child.plan)
    }
    if let pick = plan.cancelPick {
      scheduler.cancel(tokens[pick % tokens.count])
    }
  }
}

// MARK: - The naive model

private final class ModelSide {
  struct Entry {
    var deadline: SimInstant
    var plan: TaskPlan
    var isPending: Bool
  }

  var now = SimInstant.zero
  /// Every task in the order it was scheduled; the index is both the label and the sequence.
  var entries: [Entry] = []
  /// Labels of the tasks waiting to run, in no particular order.
  var pending: [Int] = []
  var log: [Int] = []
  var cancelledCount = 0

  var nextDeadline: SimInstant? {
    nextPending(dueBy: nil).map { entries[$0].deadline }
  }

  func apply(_ operation: Operation) -> SchedulerError? {
    switch operation {
    case .scheduleAt(let offset, let plan), .scheduleAfter(let offset, let plan):
      schedule(at: now + offset, plan)
    case .cancel(let label):
      cancel(label)
    case .advanceBy(let duration):
      advance(to: now + max(duration, .zero))
    case .advanceTo(let offset):
      advance(to: now + offset)
    case .runDueTasks:
      advance(to: now)
    case .runUntilIdle(let limit):
      let end = now + limit
      while let label = nextPending(dueBy: end) {
        run(label)
      }
      if !pending.isEmpty {
        now = max(now, end)
        return .timeLimitExceeded(limit: limit, pending: pending.count)
      }
    case .burst(let offsets, let plans, let picks):
      let first = entries.count
      for (offset, plan) in zip(offsets, plans) {
        schedule(at: now + offset, plan)
      }
      for pick in picks {
        cancel(first + pick)
      }
    }
    return nil
  }

  private func schedule(at deadline: SimInstant, _ plan: TaskPlan) {
    pending.append(entries.count)
    entries.append(Entry(deadline: max(deadline, now), plan: plan, isPending: true))
  }

  private func cancel(_ label: Int) {
    guard entries[label].isPending else { return }
    entries[label].isPending = false
    pending.removeAll { $0 == label }
    cancelledCount += 1
  }

  /// The label of the pending task with the smallest `(deadline, sequence)`,
  /// found by scanning them all, if it is due by `target`.
  private func nextPending(dueBy target: SimInstant?) -> Int? {
    var best: Int?
    for label in pending {
      if let current = best, (entries[current].deadline, current) < (entries[label].deadline, label) {
        continue
      }
      best = label
    }
    guard let best else { return nil }
    if let target, entries[best].deadline > target { return nil }
    return best
  }

  private func advance(to deadline: SimInstant) {
    let target = max(deadline, now)
    while let label = nextPending(dueBy: target) {
      run(label)
    }
    now = target
  }

  private func run(_ label: Int) {
    entries[label].isPending = false
    pending.removeAll { $0 == label }
    now = entries[label].deadline
    log.append(label)
    let plan = entries[label].plan
    for child in plan.children {
      schedule(at: now + child.offset, child.plan)
    }
    if let pick = plan.cancelPick {
      cancel(pick % entries.count)
    }
  }
}
