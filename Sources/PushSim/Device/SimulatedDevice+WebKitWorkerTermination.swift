extension SimulatedDevice {
  /// Web, WebKit: a functional event (`push`, `notificationclick`, `notificationclose`) of the
  /// site's worker starts, whose `waitUntil` promise takes `takes` (zero for a quick one).
  ///
  /// `SWServer::processPushMessage` and `processNotificationEvent` increment the worker's
  /// functional-event counter and decrement it when the event completes, or when their
  /// `terminateWorkerTimer` (`defaultTerminationDelay`, 10 s) fires first. So a quick event
  /// releases the counter at once, and only a slow one holds it, for up to 10 s
  /// (``webKitCounterHeldUntil``). docs/ModellingChoices/Web.md, "A push handler that runs out
  /// of time".
  func webKitFunctionalEventStarted(takes: Duration) {
    let holds = min(takes, WebPushEventTimeout.webKitTerminateServiceWorkersDelay)
    webKitCounterHeldUntil = max(webKitCounterHeldUntil, now.advanced(by: holds))
    guard platform == .web, options.effectiveBrowser == .safari else { return }
    if holds == .zero { return webKitCounterReleased() }
    _ = simulation.scheduler.schedule(after: holds) { [weak self] in self?.webKitCounterReleased() }
  }

  /// Web, WebKit: a page of the site exists, visible or hidden: a service-worker client of the
  /// origin (`SWServer::hasClientsWithOrigin`).
  var webKitSitePageOpen: Bool { state == .visible || webHiddenPageOpen }

  /// An event released the counter: `SWServerWorker::decrementFunctionalEventCounter` calls
  /// `terminateIfPossible`, which, when `shouldBeTerminated()` (no counter held, no client of the
  /// origin), (re)starts the `defaultFunctionalEventDuration` (2 s) timer, and otherwise stops
  /// it. So with no page of the site the worker is stopped 12 s after a slow event's start, and
  /// a quick event pushes that back only when it completes after every slow event's 10 s.
  private func webKitCounterReleased() {
    guard now >= webKitCounterHeldUntil else { return }  // another event holds it: its release decides
    webKitStopTimerGeneration += 1
    guard !webKitSitePageOpen else { return }
    let generation = webKitStopTimerGeneration
    _ = simulation.scheduler.schedule(after: .seconds(2)) { [weak self] in
      self?.webKitTerminationIfPossibleTimerFired(generation: generation)
    }
  }

  /// `SWServerWorker::terminationIfPossibleTimerFired`: asks `shouldBeTerminated()` again, so a
  /// page of the site open by now keeps the worker; otherwise every pending event ends at the
  /// browser's limit (``WebPushEventTimeout/limit(_:takes:)``).
  private func webKitTerminationIfPossibleTimerFired(generation: Int) {
    guard generation == webKitStopTimerGeneration, now >= webKitCounterHeldUntil, !webKitSitePageOpen else { return }
    stopWebWorker { WebPushEventTimeout.limit(options, takes: $0) }
  }

  /// Web, WebKit: the site's state changed (from ``setState(_:reason:)``). A page shown again
  /// registers a service-worker client, which cancels a running `terminateServiceWorkersTimer`
  /// (`SWServer::registerServiceWorkerClient` resets it); hiding a page (`background`, the
  /// screen lock) keeps it as a client, so it starts nothing but leaves a hidden page that a
  /// later `swipeAway` closes; the browser closing drops the hidden page and the timer (its
  /// pending events are not modelled).
  func webKitSiteStateChanged(to new: AppState, reason: String) {
    if new == .visible || !new.isRunning {
      webHiddenPageOpen = false
      webKitClientTimerGeneration += 1  // cancels a running timer
    } else if reason == "user" || reason == "lock" {
      webHiddenPageOpen = true
    }
  }

  /// Web, WebKit: the site's last page closed (`swipeAway` of its visible or hidden tab): the
  /// client is unregistered, and `SWServer::unregisterServiceWorkerClientInternal` starts the
  /// origin's `terminateServiceWorkersTimer` (`defaultTerminationDelay`, 10 s).
  func webKitLastPageClosed() {
    webHiddenPageOpen = false
    webKitClientTimerGeneration += 1
    guard options.effectiveBrowser == .safari else { return }
    armWebKitTerminateServiceWorkersTimer(generation: webKitClientTimerGeneration)
  }

  private func armWebKitTerminateServiceWorkersTimer(generation: Int) {
    _ = simulation.scheduler.schedule(after: WebPushEventTimeout.webKitTerminateServiceWorkersDelay) { [weak self] in
      self?.webKitTerminateServiceWorkersTimerFired(generation: generation)
    }
  }

  /// The timer's callback terminates every running worker of the origin for which
  /// `SWServerWorker::shouldContinue()` is false: no functional event's counter held
  /// (``webKitCounterHeldUntil``; a counter released at this very instant counts as released,
  /// **choice**). A worker that should continue is spared, and `removeContextConnectionIfPossible`
  /// then restarts the timer for another 10 s; otherwise the timer is done. Terminating the
  /// worker ends every pending event, as at the 12 s point.
  private func webKitTerminateServiceWorkersTimerFired(generation: Int) {
    guard generation == webKitClientTimerGeneration else { return }
    if now < webKitCounterHeldUntil {
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
