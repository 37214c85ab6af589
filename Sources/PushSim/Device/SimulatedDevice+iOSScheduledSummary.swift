// iOS Scheduled Summary on a device: a notification held until the summary's time, then shown under the settings in effect then.
extension SimulatedDevice {
  /// The app is in a Scheduled Summary: `notification` waits (`push.held`, reason
  /// `scheduledSummary`, `until` the summary's time in virtual milliseconds, as `t`) until the
  /// summary's time, then enters Notification Center (`push.released`, then
  /// `notification.displayed` with `scheduledSummary: inSummary`) under the Focus in effect then.
  ///
  /// A restart does not drop it. If the summary's time comes before the first unlock after a
  /// restart (`iosBFU` `defer`), it waits for that unlock as any alert does (`push.held`, reason
  /// `beforeFirstUnlock`; ``showSummaryHeldUntilUnlock()``).
  ///
  /// - Parameter interruption: the decision on arrival.
  func holdForScheduledSummary(
    _ notification: DisplayedNotification, interruption: IOSInterruptionRules.Decision, until: SimInstant
  ) {
    let id = notification.id
    emit("push.held", ["id": .string(id), "reason": "scheduledSummary", "until": .integer(until.milliseconds)])
    let held = notification
    simulation.scheduler.schedule(at: until) { [weak self] in
      guard let self else { return }
      self.emit("push.released", ["id": .string(id), "reason": "scheduledSummary"])
      if self.beforeFirstUnlock, self.options.iosBFU == .defer {
        self.summaryAfterUnlock.append((held, interruption))
        self.emit("push.held", ["id": .string(id), "reason": "beforeFirstUnlock"])
        return
      }
      self.showFromSummary(held, interruption: interruption)
    }
  }

  /// Enters a notification the Scheduled Summary held into Notification Center now, under the
  /// Focus in effect now (``IOSInterruptionRules/Decision/deliveredInSummary(under:sender:notifyAnyway:)``),
  /// which lets a communication notification through for its sender or caller, or when its
  /// sender asked to notify anyway.
  func showFromSummary(_ notification: DisplayedNotification, interruption: IOSInterruptionRules.Decision) {
    var shown = notification
    shown.displayedAt = now
    // It arrived when it was held (Mapp's rich message reads the arrival).
    shown.arrivedAt = notification.arrivedAt
    let communication = notification.push.notification.communication
    display(
      shown,
      interruption: interruption.deliveredInSummary(
        under: interruptionSettings, sender: communication?.person, notifyAnyway: communication?.notifiesAnyway ?? false))
  }

  /// The first unlock after a restart: the notifications whose summary came before it enter
  /// Notification Center now, in the order the summary released them (`push.released`, reason
  /// `unlocked`).
  func showSummaryHeldUntilUnlock() {
    let waiting = summaryAfterUnlock
    summaryAfterUnlock = []
    for (notification, interruption) in waiting {
      emit("push.released", ["id": .string(notification.id), "reason": "unlocked"])
      showFromSummary(notification, interruption: interruption)
    }
  }
}
