extension SimulatedDevice {
  /// OneSignal Android enqueues the receive receipt (``SDKEffect/trackAfterDisplay(event:)``)
  /// as a WorkManager job: `oneSignalReceiveReceiptDelaySeconds` later (the SDK draws 0 to 25 s
  /// at random; PushSim takes the knob, default 0) and once the device is online. A job with the
  /// same notification already waiting is kept and the new one dropped (`ExistingWorkPolicy.KEEP`).
  /// With no delay, the device online and the app able to run work, the receipt goes at once.
  func enqueueOneSignalReceiveReceipt(_ fields: JSONObject, notification id: String) {
    guard !oneSignalReceiveReceipts.contains(where: { $0.notification == id }) else { return }
    let delay = options.oneSignalReceiveReceiptDelaySeconds
    if delay == 0, isOnline, workManagerCanRun {
      emit("metric", fields: fields)
      return
    }
    oneSignalReceiveReceipts.append(OneSignalReceiveReceiptJob(notification: id, fields: fields, delayElapsed: delay == 0))
    guard delay > 0 else { return }
    // Not an SDK timer: WorkManager persists the job, so neither a kill nor a reboot cancels it.
    _ = simulation.scheduler.schedule(after: .seconds(delay)) { [weak self] in
      guard let self, let index = self.oneSignalReceiveReceipts.firstIndex(where: { $0.notification == id }) else { return }
      self.oneSignalReceiveReceipts[index].delayElapsed = true
      self.runOneSignalReceiveReceipts()
    }
  }

  /// Whether the app's WorkManager jobs can run: not before the first unlock after a reboot,
  /// not while the app is force-stopped.
  var workManagerCanRun: Bool { !beforeFirstUnlock && state != .forceStopped }

  /// Sends the receive receipts whose delay has passed while the device is online and the app
  /// can run work, in the order they were enqueued (the device came online, a delay ended, the
  /// first unlock after a reboot, the app's start after a force-stop).
  func runOneSignalReceiveReceipts() {
    let online = isOnline, canRun = workManagerCanRun
    let ready = oneSignalReceiveReceipts.filter { $0.runs(online: online, appCanRun: canRun) }
    guard !ready.isEmpty else { return }
    oneSignalReceiveReceipts.removeAll { $0.runs(online: online, appCanRun: canRun) }
    for job in ready { emit("metric", fields: job.fields) }
  }
}
