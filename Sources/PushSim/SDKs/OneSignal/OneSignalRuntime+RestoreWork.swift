/// The restore (row a11) as WorkManager work and as the worker's pass in the app's process.
///
/// `NotificationRestoreWorkManager.beginEnqueueingWork` enqueues a unique `OneTimeWorkRequest`
/// (`ExistingWorkPolicy.KEEP`) with its initial delay (15 s from the boot receiver, none from
/// the app's focus): system-scheduled work (``SDKTimerKind/work``), kept across a kill of the
/// app's process. Its `NotificationRestoreWorker` is a `CoroutineWorker` whose
/// `NotificationRestoreProcessor.process` posts each notification and then suspends in
/// `delay(DELAY_BETWEEN_NOTIFICATION_RESTORES_MS)`, 200 ms, inside the app's process
/// (``SDKTimerKind/inProcess``): a kill in the middle of the pass stops it. WorkManager does not
/// lose the work: its `JobScheduler` job's service died (AOSP `JobServiceContext.onServiceDisconnected`,
/// `closeAndCleanupJobLocked(true, "unexpectedly disconnected")`, a reschedule with the job's
/// backoff, 30 s by default: `WorkRequest.DEFAULT_BACKOFF_DELAY_MILLIS`), and WorkManager's
/// start in the app's next process sets its RUNNING work back to ENQUEUED and schedules it at
/// once (`ForceStopRunnable.cleanUp`: "the application might have crashed previously and we
/// should reschedule jobs that may have been running previously"). The rerun is a new
/// `process()`: it lists again what is not shown (`getVisibleNotifications`), so it goes on
/// where the kill stopped it. docs/OneSignal.md, "Restore and a kill".
extension OneSignalRuntime {
  /// How long after a kill that stopped the restore's worker its work runs again when nothing
  /// starts the app's process before (**choice**: JobScheduler's reschedule of the dead job after
  /// WorkManager's default backoff, `WorkRequest.DEFAULT_BACKOFF_DELAY_MILLIS`).
  static let restoreRerunBackoff = Duration.seconds(30)

  /// The name of the current restore work's timers.
  var restoreTimerName: String { "restore \(restoreRun)" }

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
  }

  /// Android: a kill (or a crash, a swipe) while the restore's worker runs stops the pass: its
  /// paced timer went with the process; the work is still WorkManager's, which runs it again
  /// after its backoff, or at once at the app's next start (``processStarted(afterBoot:context:)``).
  func processEnded(context: SDKContext) -> [SDKEffect] {
    guard context.platform == .android, restoreWorkerRunning else { return [] }
    restoreWorkerRunning = false
    restoreRerunPending = true
    return [restoreWork(after: OneSignalRuntime.restoreRerunBackoff)]
  }

  /// A force stop or a reboot cleared the restore's work: no pass is scheduled or running.
  func workCleared() {
    (restoring, restoreWorkerRunning, restoreRerunPending) = (false, false, false)
  }
}
