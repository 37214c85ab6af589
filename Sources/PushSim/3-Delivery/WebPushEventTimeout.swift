/// How long a browser lets a `push` event's `waitUntil` promise keep the service worker running,
/// and what it records when the promise has not settled by then (app key
/// `serviceWorkerPushHandlerTakes`; docs/ModellingChoices/Web.md, "A push handler that runs out
/// of time").
///
/// - Chrome: `PushMessagingRouter` starts the event with
///   `StartRequestWithCustomTimeout(…, base::Seconds(blink::mojom::kPushEventTimeoutSeconds),
///   ServiceWorkerVersion::KILL_ON_TIMEOUT)`, and `kPushEventTimeoutSeconds = 90`
///   (`service_worker.mojom`). The worker is stopped, the event ends with `PushEventStatus`
///   `TIMEOUT` (`PushMessagingRouter::DeliverMessageEnd` maps `kErrorTimeout` to it), and
///   `PushMessagingServiceImpl::DeliverMessageCallback` enforces the userVisibleOnly
///   requirements for it as for a handler that succeeded.
/// - Firefox: a worker with pending `waitUntil` promises is kept running for
///   `dom.serviceWorkers.idle_timeout` (30 000 ms) and then for `dom.serviceWorkers.idle_extended_timeout`
///   (30 000 ms; 300 000 ms in older releases), after which it is terminated (`modules/libpref/init/all.js`:
///   "the amount of time service workers can be kept running using waitUntil promises … after the
///   idle_timeout period has expired"): 60 s from the event's start. PushSim found no delivery
///   error Gecko reports for a terminated push event, so it records no status.
/// - WebKit: `SWServer::processPushMessage` arms a `terminateWorkerTimer` when it fires the
///   event: `defaultTerminationDelay` (10 s; `defaultFunctionalEventDuration`, 2 s, only when the
///   data store disables `serviceWorkerProcessTerminationDelayEnabled`, as WebKit's tests do),
///   after which it logs "Service worker is taking too much time to process a `push` event" and
///   calls `SWServerWorker::decrementFunctionalEventCounter`. `terminateIfPossible` then starts a
///   `defaultFunctionalEventDuration` (2 s) timer, and `terminationIfPossibleTimerFired`
///   terminates the worker if `shouldBeTerminated()`: no functional event pending, not inspected,
///   and `!hasClientsWithOrigin(origin())`. So with no page of the site open the worker is
///   terminated 12 s after the event starts (2 s after the counter's last release: a quick
///   event, which releases it when it completes, pushes that back only when it comes after
///   every slow event's 10 s), and the event completes unsuccessfully
///   (`~ServiceWorkerThreadProxy` calls pending functional-event callbacks with `false`), which
///   counts as a silent push. `shouldBeTerminated` is asked when the timer fires, so it is the
///   site's state at the limit, not at the push's arrival, that counts: with a page of the site
///   open (`visible`) then, the worker is kept and the handler settles whenever it does
///   (``keptWhileSiteOpen``).
public struct WebPushEventTimeout: Sendable, Equatable {
  /// How long after the event's start the browser ends it.
  public var limit: Duration
  /// The browser's name for the result (Chrome's `TIMEOUT`), or `nil` when it records none.
  public var status: String?
  /// Whether the limit runs from the worker's latest event rather than from this event's start:
  /// Gecko re-arms the worker's one idle timer at every event (`RenewKeepAliveToken`,
  /// `ResetIdleTimeout`), and WebKit terminates the worker only once no functional event holds
  /// its counter (a quick event releases it when it completes, a slow one after 10 s; the device
  /// times WebKit's limit from the last release: SimulatedDevice+WebKitWorkerTermination); Chrome times each
  /// event (`StartRequestWithCustomTimeout`).
  public var perWorker: Bool
  /// Whether the browser keeps the worker, and lets the event run on, when a page of the site is
  /// open at the limit's moment (WebKit: `SWServerWorker::shouldBeTerminated` refuses while a
  /// client of the worker's origin exists).
  public var keptWhileSiteOpen: Bool = false
  /// What the browser does, and its source.
  public var message: String

  /// The push-event time limit of the browser of `options`.
  ///
  /// - Parameters:
  ///   - options: the browser (``DeviceOptions/effectiveBrowser``).
  ///   - takes: how long the worker's promise takes to settle (for the message).
  /// - Returns: The limit, the status, whether a page of the site open at the limit keeps the
  ///   worker, and a message naming the source.
  public static func limit(_ options: DeviceOptions, takes: Duration) -> WebPushEventTimeout {
    // The scenario's own notation, exact for any duration ("2m", "90500ms").
    let after = DurationText.format(takes)
    switch options.effectiveBrowser {
    case .chrome:
      return WebPushEventTimeout(
        limit: .seconds(90), status: "TIMEOUT", perWorker: false,
        message: "Chrome: the push event's waitUntil promise would settle after \(after), but Chrome stops the "
          + "worker after kPushEventTimeoutSeconds (90 s, PushMessagingRouter: KILL_ON_TIMEOUT), so the event ended "
          + "with PushEventStatus TIMEOUT and nothing the worker would show later appears; Chrome enforces the "
          + "userVisibleOnly requirements for it as for any delivered push (DeliverMessageCallback)")
    case .firefox:
      return WebPushEventTimeout(
        limit: .seconds(60), status: nil, perWorker: true,
        message: "Firefox: the push event's waitUntil promise would settle after \(after), but Firefox terminates "
          + "a worker kept alive by waitUntil dom.serviceWorkers.idle_timeout (30 s) plus "
          + "dom.serviceWorkers.idle_extended_timeout (30 s) after its latest event (ServiceWorkerPrivate::"
          + "ResetIdleTimeout), so the event ended then and nothing the worker would show later appears; its quota "
          + "was checked dom.push.quotaUpdateDelay (3 s) after the push (PushService.receivedPushMessage, "
          + "_updateQuota), not at the event's end")
    case .safari:
      return WebPushEventTimeout(
        limit: .seconds(12), status: "failed", perWorker: true, keptWhileSiteOpen: true,
        message: "WebKit: the push event's waitUntil promise would settle after \(after), but "
          + "SWServer::processPushMessage's terminateWorkerTimer gives up on the event after "
          + "defaultTerminationDelay (10 s: \"Service worker is taking too much time to process a `push` event\"), "
          + "and with no other event pending and no page of the site open when its timer fires "
          + "SWServerWorker::terminateIfPossible terminates the worker defaultFunctionalEventDuration (2 s) later, "
          + "so the event ended then (2 s after the worker's functional-event counter was last released: 12 s "
          + "after its latest slow event started, later only if a quicker event completed after that) without "
          + "success and nothing "
          + "the worker would show later appears; it counts as a silent push unless a mutable declarative "
          + "message's own notification replaces it")
    }
  }

  /// WebKit's `defaultTerminationDelay` (10 s, `SWServer.h`), the delay of the
  /// `terminateServiceWorkersTimer` that `SWServer::unregisterServiceWorkerClient` starts when the
  /// last client (page) of an origin goes away, and of each functional event's
  /// `terminateWorkerTimer`, which releases the event's counter if it has not completed by then.
  public static let webKitTerminateServiceWorkersDelay: Duration = .seconds(10)

  /// How WebKit ends a `push` event still pending when its worker is terminated by the
  /// `terminateServiceWorkersTimer` started when the site's last page closed: the callback
  /// terminates every running worker of the origin for which `SWServerWorker::shouldContinue()`
  /// is false (no functional event's counter held, not inspected: each event releases it when it
  /// completes, or after its `terminateWorkerTimer`'s 10 s), and the pending event then
  /// completes with `false` as at the 12 s point (docs/ModellingChoices/Web.md, "A push handler
  /// that runs out of time").
  ///
  /// - Parameter takes: how long the worker's promise takes to settle (for the message).
  /// - Returns: The stop: ``limit`` is the timer's delay after the page closed, `status` `failed`.
  public static func webKitLastPageClosed(takes: Duration) -> WebPushEventTimeout {
    WebPushEventTimeout(
      limit: webKitTerminateServiceWorkersDelay, status: "failed", perWorker: true,
      message: "WebKit: the push event's waitUntil promise would settle after \(DurationText.format(takes)), but the "
        + "site's last page closed while it was pending, and SWServer::unregisterServiceWorkerClient's "
        + "terminateServiceWorkersTimer (defaultTerminationDelay, 10 s later) terminated the origin's worker, whose "
        + "functional-event counter no event held any longer (each releases it when it completes or when its "
        + "terminateWorkerTimer fires, 10 s after it started: SWServerWorker::shouldContinue false), so the event ended then without success and nothing the worker would show later appears; it "
        + "counts as a silent push unless a mutable declarative message's own notification replaces it")
  }
}
