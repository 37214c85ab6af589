/// What keeps an embedded SDK's timer (``SDKEffect/timer(after:name:kind:)``) going, and so what
/// ends it.
///
/// - ``inProcess``: a timer in the app's process (Android `Handler.postDelayed`, a coroutine
///   `delay`, a `ScheduledExecutorService`; iOS `dispatch_after`, `NSTimer`): it dies with the
///   process, so any end of the process cancels it (a system kill, a crash, a swipe from recents,
///   a force stop, a reboot, an iOS force-quit).
/// - ``work``: work the SDK handed to the system (Android WorkManager, backed by JobScheduler or
///   AlarmManager), kept in the system's store: it survives a kill of the app's process and starts
///   the process when it runs; a force stop cancels its timer (the system drops a stopped app's
///   jobs and alarms), but WorkManager keeps the work in its database and schedules it again at
///   the app's next start (``EmbeddedSDK/workCleared()``). A reboot cancels its timer, but
///   WorkManager keeps unfinished work in its database and schedules it again at its start after
///   the first unlock (``EmbeddedSDK/rebooted()``).
///
/// docs/ModellingChoices/Android.md, "SDK timers and the app's process".
public enum SDKTimerKind: String, Sendable, Equatable {
  /// A timer in the app's process: gone when the process ends.
  case inProcess
  /// System-scheduled work (WorkManager, JobScheduler, AlarmManager): kept across a kill.
  case work
}
