extension SimulatedDevice {
  /// Web, WebKit: the site's state changed (from ``setState(_:reason:)``).
  ///
  /// When the site's last page goes away (`visible` to `running`: the tab closed, sent to the
  /// background, hidden by the lock), `SWServer::unregisterServiceWorkerClient` starts the origin's
  /// `terminateServiceWorkersTimer` (`defaultTerminationDelay`, 10 s). A page shown again before it
  /// fires cancels it (`SWServer::registerServiceWorkerClient` resets it); so does any other state
  /// change here (the browser closing is not modelled: its pending events settle on schedule).
  /// docs/ModellingChoices/Web.md, "A push handler that runs out of time".
  func webKitSiteStateChanged(from old: AppState, to new: AppState) {
    webKitSiteStateChanges += 1
    guard platform == .web, options.effectiveBrowser == .safari, old == .visible, new == .running else { return }
    armWebKitTerminateServiceWorkersTimer(generation: webKitSiteStateChanges)
  }

  private func armWebKitTerminateServiceWorkersTimer(generation: Int) {
    _ = simulation.scheduler.schedule(after: WebPushEventTimeout.webKitTerminateServiceWorkersDelay) { [weak self] in
      self?.webKitTerminateServiceWorkersTimerFired(generation: generation)
    }
  }

  /// The timer's callback terminates every running worker of the origin for which
  /// `SWServerWorker::shouldContinue()` is false: no functional event's counter held. Each event
  /// holds it until it completes or its `terminateWorkerTimer` (10 s) fires; PushSim, as for the
  /// 12 s point, times that from the worker's latest event, and a tie goes to the event's timer
  /// (**choice**). A worker that should continue is spared, and `removeContextConnectionIfPossible`
  /// then restarts the timer for another 10 s; otherwise the timer is done. Terminating the
  /// worker ends every pending event, as at the 12 s point.
  private func webKitTerminateServiceWorkersTimerFired(generation: Int) {
    guard generation == webKitSiteStateChanges else { return }
    if now < webWorkerLatestEvent.advanced(by: WebPushEventTimeout.webKitTerminateServiceWorkersDelay) {
      armWebKitTerminateServiceWorkersTimer(generation: generation)
      return
    }
    stopWebWorker { WebPushEventTimeout.webKitLastPageClosed(takes: $0) }
  }

  /// The browser terminates the site's service worker: every `push` event still pending ends,
  /// in start order, without what its worker would show later.
  ///
  /// - Parameter reason: how the browser ended an event whose promise takes the given time.
  func stopWebWorker(_ reason: (Duration) -> WebPushEventTimeout) {
    for event in webPendingPushEvents { event.end(reason(event.takes)) }
  }
}
