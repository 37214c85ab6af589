#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processor time the calling thread has used (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`),
/// the measure of a fuzz case's cost: unlike the wall clock it does not grow when other
/// processes or test threads share the cores, so a case is reported for what it computes, not
/// for the machine's load (a long run beside two builds reported 91 false cases on the wall
/// clock). Harness only: the simulation never reads a clock.
enum ThreadCPUTime {
  /// The calling thread's processor time so far, or `nil` where the platform gives none.
  static func now() -> Duration? {
    var time = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return nil }
    return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
  }

  /// Runs `body` and returns the processor time it used (`nil` where the platform gives none)
  /// and the time it took on the wall clock.
  static func measure(_ body: () -> Void) -> (processor: Duration?, wall: Duration) {
    let start = now()
    var processor: Duration?
    let wall = ContinuousClock().measure {
      body()
    }
    if let start, let end = now() { processor = end - start }
    return (processor, wall)
  }
}
