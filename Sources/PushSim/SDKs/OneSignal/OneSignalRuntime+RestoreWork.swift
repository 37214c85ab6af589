/// The restore (row a11) as WorkManager work and as the worker's pass in the app's process.
///
/// `NotificationRestoreWorkManager.beginEnqueueingWork` enqueues a unique `OneTimeWorkRequest`
/// (`ExistingWorkPolicy.KEEP`) with its initial delay (15 s from the boot receiver, none from
/// the app's focus): system-scheduled work (``SDKTimerKind/work``), kept across a kill of the
/// app's process. Its `NotificationRestoreWorker` is a `CoroutineWorker` whose
/// `NotificationRestoreProcessor.process` posts each notification and then suspends in
/// `delay(DELAY_BETWEEN_NOTIFICATION_RESTORES_MS)`, 200 ms, inside the app's process
/// (``SDKTimerKind/inProcess``): a kill in the middle of the pass stops it.
///
/// WorkManager does not lose the work. When the worker started, `WorkerWrapper.trySetRunning`
/// set it RUNNING and raised its `runAttemptCount`; the kill leaves it RUNNING. WorkManager's
/// start in the app's next process sets it back to ENQUEUED (`ForceStopRunnable.cleanUp`: "the
/// application might have crashed previously and we should reschedule jobs that may have been
/// running previously"), and from then on it is backed off: `WorkSpec.calculateNextRunTime` is
/// its `lastEnqueueTime` plus 30 s × 2^(attempts − 1) (`BackoffPolicy.EXPONENTIAL`,
/// `WorkRequest.DEFAULT_BACKOFF_DELAY_MILLIS`), and `WorkerWrapper` delays a run before that
/// ("is being executed before schedule"). What starts that process when nothing else does is
/// JobScheduler, whose job's service died (AOSP `JobServiceContext.onServiceDisconnected`,
/// `closeAndCleanupJobLocked(true, "unexpectedly disconnected")`, then
/// `JobSchedulerService.getRescheduleJobForFailureLocked`): **choice**, the job's own backoff
/// from the kill, 30 s × 2^(attempts − 1), as through Android 13 (`getNumFailures() + 1`
/// attempts). Android 14's version counts a first system stop as no attempt
/// (`numSystemStops / SYSTEM_STOP_TO_FAILURE_RATIO`, 3): the job is ready again at once and the
/// worker then waits for WorkManager's backoff; not modelled. The rerun is a new `process()`: it
/// lists again what is not shown (`getVisibleNotifications`), so it goes on where the kill
/// stopped it. docs/OneSignal.md, "Restore and a kill".
extension OneSignalRuntime {
  /// WorkManager's default backoff, the first rerun's delay (`WorkRequest.DEFAULT_BACKOFF_DELAY_MILLIS`).
  static let restoreRerunBackoff = Duration.seconds(30)
  /// WorkManager's longest backoff (`WorkRequest.MAX_BACKOFF_MILLIS`, 5 hours).
  static let restoreMaxBackoff = Duration.seconds(5 * 3600)

  /// The name of the current restore work's timers.
  var restoreTimerName: String { "restore \(restoreRun)" }

  /// The backoff after the worker's `restoreRunAttempts` runs: 30 s × 2^(attempts − 1), at most
  /// 5 hours (`BackoffPolicy.EXPONENTIAL`).
  var restoreBackoff: Duration {
    let doublings = min(max(restoreRunAttempts - 1, 0), 20)
    return min(OneSignalRuntime.restoreRerunBackoff * (1 << doublings), OneSignalRuntime.restoreMaxBackoff)
  }

  /// When a rerun of the work a kill stopped may run at the earliest
  /// (`WorkSpec.calculateNextRunTime` for backed-off work: `lastEnqueueTime` plus the backoff).
  var restoreRerunDue: SimInstant { restoreEnqueuedAt + restoreBackoff }

  /// When the restore's work may run at the earliest (`WorkSpec.calculateNextRunTime`): backed
  /// off once its worker has started (``restoreRerunDue``), else its enqueue plus its initial delay.
  var restoreWorkDue: SimInstant { restoreRunAttempts > 0 ? restoreRerunDue : restoreEnqueuedAt + restoreInitialDelay }

  /// The restore's work newly enqueued at `now`, due `delay` later: a new `WorkSpec` (its
  /// enqueue time, no run attempt yet).
  func enqueueRestoreWork(after delay: Duration, now: SimInstant) -> SDKEffect {
    (restoreEnqueuedAt, restoreRunAttempts, restoreInitialDelay) = (now, 0, delay)
    return restoreWork(after: delay)
  }

  /// The restore's work, due `delay` from now: a new run, whose timer supersedes any earlier one.
  func restoreWork(after delay: Duration) -> SDKEffect {
    restoreRun += 1
    return .timer(after: delay, name: restoreTimerName, kind: .work)
  }

  /// The work's worker starts its pass (`process()`), in the app's process.
  func startRestoreWorker() {
    restoreWorkerRunning = true
    restoreRerunPending = false
    restoredThisPass = 0
    restoreRunAttempts += 1
  }

  /// Android: a kill (or a crash, a swipe) while the restore's worker runs stops the pass: its
  /// paced timer went with the process; the work is still WorkManager's. JobScheduler starts
  /// the process again after its backoff from the kill, which is never before WorkManager's own
  /// (``restoreRerunDue``); a start of the process before then runs it at
  /// ``processStarted(afterBoot:context:)``.
  func processEnded(context: SDKContext) -> [SDKEffect] {
    guard context.platform == .android, restoreWorkerRunning else { return [] }
    restoreWorkerRunning = false
    restoreRerunPending = true
    return [restoreWork(after: max(restoreBackoff, context.now.duration(to: restoreRerunDue)))]
  }

  /// Android: a reboot. The process ended first (``processEnded(context:)``: a pass the reboot
  /// stopped is a rerun now) and the device cancelled the work's timers, but WorkManager keeps
  /// unfinished work in its database: nothing runs before the first unlock (its database is in
  /// credential-protected storage; `SystemJobService` and `RescheduleReceiver` are not
  /// `directBootAware`), and WorkManager's start then (`RescheduleReceiver` on `BOOT_COMPLETED`,
  /// `ForceStopRunnable`) schedules it again, due at ``restoreWorkDue``: at
  /// ``processStarted(afterBoot:context:)``, where the boot receiver's `KEEP` adds no new work.
  func rebooted() {
    keepUnscheduledRestoreWork()
  }

  /// Android: a force stop. The process ended first (``processEnded(context:)``: a pass the stop
  /// ended is backed off now, its `runAttemptCount` raised) and the system dropped the work's job
  /// with the app's other jobs and alarms, but WorkManager keeps the work in its database. Nothing
  /// starts a stopped app but the user, and WorkManager's start in that next process
  /// (`ForceStopRunnable.forceStopRunnable`: `isForceStopped`, then `rescheduleEligibleWork`;
  /// `cleanUp` sets RUNNING work back to ENQUEUED) schedules it again, due at
  /// ``restoreWorkDue`` (`SystemJobInfoConverter`: the job's minimum latency is
  /// `calculateNextRunTime()` less now, at least 0): in its initial delay, the enqueue + 15 s;
  /// backed off, the enqueue + 30 s × 2^(attempts − 1); at once if that has passed. The SDK's
  /// `enqueueUniqueWork(…, KEEP, …)` at that start finds it ENQUEUED and adds none
  /// (`EnqueueRunnable`: KEEP returns while existing work is ENQUEUED or RUNNING).
  func workCleared() {
    keepUnscheduledRestoreWork()
  }

  /// The restore's work is WorkManager's still, with no job (a reboot or a force stop dropped
  /// it): the next start of WorkManager in the app's process schedules it
  /// (``processStarted(afterBoot:context:)``).
  private func keepUnscheduledRestoreWork() {
    restoreWorkerRunning = false
    restoreWorkUnscheduled = restoring
  }
}
