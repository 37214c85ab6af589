/// How long a browser lets a `push` event's `waitUntil` promise keep the service worker running,
/// and what it records when the promise has not settled by then (app key
/// `serviceWorkerPushHandlerTakes`; docs/ModellingChoices/Web.md, "A push handler that runs out
/// of time").
///
/// - Chrome: `PushMessagingRouter` starts the event with
///   `StartRequestWithCustomTimeout(…, base::Seconds(blink::mojom::kPushEventTimeoutSeconds),
///   ServiceWorkerVersion::KILL_ON_TIMEOUT)`, and `kPushEventTimeoutSeconds = 90`
///   (`service_worker.mojom`). The worker is stopped, the event ends with `PushEventStatus`
///   `TIMEOUT` (`PushMessagingRouter::DeliverMessageEnd` maps `kErrorTimeout` to it), and `PushMessagingServiceImpl::DeliverMessageCallback` enforces the
///   userVisibleOnly requirements for it as for a handler that succeeded.
/// - Firefox: a worker with pending `waitUntil` promises is kept running for
///   `dom.serviceWorkers.idle_timeout` (30 000 ms) and then for `dom.serviceWorkers.idle_extended_timeout`
///   (30 000 ms; 300 000 ms in older releases), after which it is terminated (`modules/libpref/init/all.js`:
///   "the amount of time service workers can be kept running using waitUntil promises … after the
///   idle_timeout period has expired"): 60 s from the event's start. PushSim found no delivery
///   error Gecko reports for a terminated push event, so it records no status.
/// - WebKit: PushSim's search of WebKit's source found no push-event time limit, so it models
///   none: the handler settles whenever it does (``limit(_:takes:)`` is `nil`).
public struct WebPushEventTimeout: Sendable, Equatable {
  /// How long after the event's start the browser ends it.
  public var limit: Duration
  /// The browser's name for the result (Chrome's `TIMEOUT`), or `nil` when it records none.
  public var status: String?
  /// What the browser does, and its source.
  public var message: String

  /// The push-event time limit of the browser of `options`, or `nil` for one without a known
  /// limit (WebKit).
  ///
  /// - Parameters:
  ///   - options: the browser (``DeviceOptions/effectiveBrowser``).
  ///   - takes: how long the worker's promise takes to settle (for the message).
  /// - Returns: The limit, the status and a message naming the source.
  public static func limit(_ options: DeviceOptions, takes: Duration) -> WebPushEventTimeout? {
    // The scenario's own notation, exact for any duration ("2m", "90500ms").
    let after = DurationText.format(takes)
    switch options.effectiveBrowser {
    case .chrome:
      return WebPushEventTimeout(
        limit: .seconds(90), status: "TIMEOUT",
        message: "Chrome: the push event's waitUntil promise would settle after \(after), but Chrome stops the "
          + "worker after kPushEventTimeoutSeconds (90 s, PushMessagingRouter: KILL_ON_TIMEOUT), so the event ended "
          + "with PushEventStatus TIMEOUT and nothing the worker would show later appears; Chrome enforces the "
          + "userVisibleOnly requirements for it as for any delivered push (DeliverMessageCallback)")
    case .firefox:
      return WebPushEventTimeout(
        limit: .seconds(60), status: nil,
        message: "Firefox: the push event's waitUntil promise would settle after \(after), but Firefox terminates "
          + "a worker kept alive by waitUntil after dom.serviceWorkers.idle_timeout (30 s) and "
          + "dom.serviceWorkers.idle_extended_timeout (30 s), so the event ended at 60 s and nothing the worker "
          + "would show later appears; its quota was checked dom.push.quotaUpdateDelay (3 s) after the push "
          + "(PushService.receivedPushMessage, _updateQuota), not at the event's end")
    case .safari:
      return nil
    }
  }
}
