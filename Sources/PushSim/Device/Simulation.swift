/// The shared world of one run: the virtual clock and scheduler, and the trace every device
/// records into.
///
/// Several ``SimulatedDevice``s created with the same simulation share its clock and trace, so
/// a scenario with a phone and a browser yields one ordered trace.
///
/// - Warning: not thread-safe. The simulation core is synchronous and single-threaded, like
///   swift-nio's `EmbeddedEventLoop`: drive it from one thread (one test).
public final class Simulation {
  /// The virtual clock and its timers.
  public let scheduler: Scheduler
  /// Everything that happened, in order.
  public let trace: Trace

  /// A new simulation at virtual time zero with an empty trace.
  public init() {
    scheduler = Scheduler()
    trace = Trace()
  }

  /// The current virtual time.
  public var now: SimInstant { scheduler.now }

  /// Moves the virtual clock forward, running every timer that falls due, in order.
  public func advance(by duration: Duration) { scheduler.advance(by: duration) }

  /// Moves the virtual clock forward, running at most `maxTasks` timers.
  ///
  /// - Throws: ``SchedulerError`` with code `taskLimitExceeded` when more timers fall due.
  public func advance(by duration: Duration, maxTasks: Int) throws(SchedulerError) {
    try scheduler.advance(to: now.advanced(by: max(duration, .zero)), maxTasks: maxTasks)
  }
}
