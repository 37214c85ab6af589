/// OneSignal Android's receive receipt (Confirmed Delivery) as the WorkManager job
/// `ReceiveReceiptWorkManager.enqueueReceiveReceipt` enqueues: unique work named after the
/// notification (`<id>_receive_receipt`, `ExistingWorkPolicy.KEEP`), an initial delay, and the
/// `NetworkType.CONNECTED` constraint. It runs once its delay has passed and the device is
/// online, and WorkManager keeps it across a process kill and a reboot (after which it waits for
/// the first unlock) and a force-stop (after which it waits for the app's next start).
struct OneSignalReceiveReceiptJob: Sendable, Equatable {
  /// The unique work's key: the notification the receipt is for (the trace id).
  let notification: String
  /// The `metric` event's fields, fixed when the job was enqueued (`displayed` included).
  let fields: JSONObject
  /// Whether the initial delay has passed; the job then waits only for the network.
  var delayElapsed: Bool

  /// Whether the job runs now: its delay has passed, the network constraint holds, and the app
  /// can run work (`appCanRun`: not before the first unlock after a reboot, as WorkManager's
  /// `SystemJobService` is not `directBootAware`; not force-stopped, which clears the app's
  /// jobs until WorkManager's `ForceStopRunnable` reschedules them at the next start).
  func runs(online: Bool, appCanRun: Bool) -> Bool { delayElapsed && online && appCanRun }
}
