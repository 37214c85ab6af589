// The iOS wake gate for background pushes (§7.5): wake now, or hold only the newest push until the app can run.
extension SimulatedDevice {
  /// §7.5: wake now, or hold the push (only the newest held push is kept, R-iOS-12).
  func passWakeGate(_ push: IncomingPush) {
    if state == .foreground {
      supersedeHeldBackgroundPush(by: push)
      callDidRRN(push)
      return
    }
    switch wakeGate.decide(now: now, bootTime: bootTime, knobs: deliveryKnobs, bypassesBudget: bypassesBudget(push)) {
    case .wake:
      supersedeHeldBackgroundPush(by: push)
      callDidRRN(push)
    case .hold(let reason, let until):
      if let old = heldBackgroundPush {
        emit("push.dropped", ["id": .string(old.notification.id), "reason": "superseded", "by": .string(push.notificationID)])
      }
      heldBackgroundPush = push
      emit("push.held", ["id": .string(push.notificationID), "reason": .string(reason)])
      if let task = heldReleaseTask { simulation.scheduler.cancel(task) }
      heldReleaseTask = nil
      if let until, until > now {
        heldReleaseTask = simulation.scheduler.schedule(at: until) { [weak self] in
          self?.retryHeldBackgroundPush(reason: reason)
        }
      }
    }
  }

  /// R-iOS-12: the system keeps only the newest background push; a newer one delivered at once
  /// makes the held one stale, and it is dropped rather than delivered after it.
  func supersedeHeldBackgroundPush(by push: IncomingPush) {
    guard let old = heldBackgroundPush else { return }
    heldBackgroundPush = nil
    if let task = heldReleaseTask { simulation.scheduler.cancel(task) }
    heldReleaseTask = nil
    emit("push.dropped", ["id": .string(old.notification.id), "reason": "superseded", "by": .string(push.notificationID)])
  }

  /// The gate may allow the held push now.
  func retryHeldBackgroundPush(reason: String) {
    heldReleaseTask = nil
    guard let push = heldBackgroundPush else { return }
    heldBackgroundPush = nil
    guard state != .forceQuit else { return }
    switch wakeGate.decide(now: now, bootTime: bootTime, knobs: deliveryKnobs, bypassesBudget: bypassesBudget(push)) {
    case .wake:
      emit("push.released", ["id": .string(push.notificationID), "reason": .string(reason == "postRebootHold" ? "postRebootHoldEnded" : "budgetAvailable")])
      callDidRRN(push)
    case .hold(let stillReason, let until):
      // Still held: it stays, quietly (it was reported held once), until the gate may allow it.
      heldBackgroundPush = push
      if let until, until > now {
        heldReleaseTask = simulation.scheduler.schedule(at: until) { [weak self] in
          self?.retryHeldBackgroundPush(reason: stillReason)
        }
      }
    }
  }

  /// "If the user launches the app, the system immediately delivers the held notification" (R-iOS-12).
  func releaseHeldBackgroundPushOnLaunch(reason: String = "appLaunched") {
    guard let push = heldBackgroundPush else { return }
    heldBackgroundPush = nil
    if let task = heldReleaseTask { simulation.scheduler.cancel(task) }
    heldReleaseTask = nil
    emit("push.released", ["id": .string(push.notificationID), "reason": .string(reason)])
    callDidRRN(push)
  }

  /// "If something force quits or kills the app, the system discards the held notification".
  func discardHeldBackgroundPush(reason: String) {
    guard let push = heldBackgroundPush else { return }
    heldBackgroundPush = nil
    if let task = heldReleaseTask { simulation.scheduler.cancel(task) }
    heldReleaseTask = nil
    emit("push.dropped", ["id": .string(push.notificationID), "reason": .string(reason)])
  }
}
