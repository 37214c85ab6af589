/// What a browser records about a `push` event whose service worker's handler failed or was
/// missing (``ServiceWorkerPushHandler``), traced as `push.handlerFailed` before the browser's
/// rules for a push that showed nothing (docs/ModellingChoices/Web.md, "A push handler that
/// fails").
///
/// No browser spares a failed event from its silent-push rules:
/// - Chrome (`chrome/browser/push_messaging/push_messaging_service_impl.cc`,
///   `DeliverMessageCallback`) runs `EnforceUserVisibleOnlyRequirements` for the statuses
///   `SUCCESS`, `EVENT_WAITUNTIL_REJECTED` and `TIMEOUT` alike, "even if the website's event
///   handler failed (to prevent sites deliberately failing in order to avoid having to show
///   notifications)". An exception thrown by a listener does not fail the event (Blink's
///   `ServiceWorkerGlobalScope::DispatchExtendableEvent` fails it only when the worker was
///   forcibly terminated), so its status is `SUCCESS`, as for a worker without a listener.
/// - Firefox (Gecko's `dom/serviceworkers/ServiceWorkerOp.cpp`, `PushEventOp`) reports an
///   uncaught exception (`DELIVERY_UNCAUGHT_EXCEPTION`) or a rejected `waitUntil` promise
///   (`DELIVERY_UNHANDLED_REJECTION`) to the push service, which sends the push server a `nack`
///   (codes 301 and 302, `PushServiceWebSocket.reportDeliveryError`); GeckoView's push service
///   ignores the report (`GeckoViewPush.sys.mjs`). The quota check does not look at the event:
///   `PushService` schedules it when the push arrives.
/// - WebKit (`ServiceWorkerThread::queueTaskToFirePushEvent`) reports success only when no
///   `waitUntil` promise rejected and the worker showed a notification; a failed event counts
///   as a silent push, even when the worker did show one (``countsShownPushAsSilent``).
public struct WebPushEventFailure: Sendable, Equatable {
  /// The browser's own name for the event's result: Chrome's `blink::mojom::PushEventStatus`
  /// (`SUCCESS`, `EVENT_WAITUNTIL_REJECTED`), Gecko's `nsIPushErrorReporter` reason
  /// (`DELIVERY_UNCAUGHT_EXCEPTION`, `DELIVERY_UNHANDLED_REJECTION`), or WebKit's `failed`;
  /// `nil` when the browser records nothing (Firefox, a worker without a listener).
  public var status: String?
  /// Whether the browser counts the push as a silent one although the worker showed its
  /// notification (WebKit, for a rejected `waitUntil` promise).
  public var countsShownPushAsSilent: Bool
  /// What the browser does, and its source.
  public var message: String

  /// What the browser of `options` records for `handler`, or `nil` for a handler that shows
  /// its notification and whose promises fulfil (``ServiceWorkerPushHandler/shows``).
  ///
  /// A `showNotification` that throws a `TypeError` for its options (R-W-7) rejects its
  /// promise (WebIDL turns what a promise-returning operation throws into a rejection;
  /// whatwg/notifications#40), and the plain worker passes that promise to `event.waitUntil`
  /// (`event.waitUntil(registration.showNotification(…))`), so the event fails as for
  /// ``ServiceWorkerPushHandler/rejects``, even with the default handler.
  ///
  /// - Parameters:
  ///   - handler: what the worker's `push` listener does.
  ///   - showNotificationTypeError: what the `TypeError` of the worker's `showNotification` call
  ///     is for (`WebNotificationOptions.typeErrorCause`), or `nil` when the call does not
  ///     throw or is not made.
  ///   - options: the browser (``DeviceOptions/effectiveBrowser``) and its host.
  /// - Returns: The status, whether a shown push still counts as silent, and a message.
  public static func after(
    _ handler: ServiceWorkerPushHandler, showNotificationTypeError: String? = nil, options: DeviceOptions
  ) -> WebPushEventFailure? {
    let typeError = handler.callsShowNotification ? showNotificationTypeError : nil
    guard handler != .shows || typeError != nil else { return nil }
    let rejects = handler.rejectsWaitUntil || typeError != nil
    let what: String
    switch (handler, typeError) {
    case (.shows, let cause?):
      what = "the promise of showNotification, which the worker passed to event.waitUntil, rejected with a TypeError "
        + "for its options (\(cause))"
    case (.showsThenRejects, let cause?):
      what = "the promise of showNotification, which the worker passed to event.waitUntil, rejected with a TypeError "
        + "for its options (\(cause)), and so did another promise passed to event.waitUntil"
    case (.shows, nil), (.throws, _): what = "the push listener threw"
    case (.rejects, _): what = "the promise passed to event.waitUntil rejected"
    case (.showsThenRejects, nil): what = "a promise passed to event.waitUntil rejected after showNotification"
    case (.noListener, _): what = "the worker has no push listener"
    }
    switch options.effectiveBrowser {
    case .chrome:
      let status = rejects ? "EVENT_WAITUNTIL_REJECTED" : "SUCCESS"
      return WebPushEventFailure(
        status: status, countsShownPushAsSilent: false,
        message: "Chrome: \(what), and the push event ended with PushEventStatus \(status); Chrome enforces the "
          + "userVisibleOnly requirements for it as for any delivered push, \"even if the website's event handler "
          + "failed\" (PushMessagingServiceImpl::DeliverMessageCallback), so it counts as shown only if a "
          + "notification of the site is showing")
    case .firefox:
      let status: String? =
        switch handler {
        case .throws: "DELIVERY_UNCAUGHT_EXCEPTION"
        case .rejects, .showsThenRejects: "DELIVERY_UNHANDLED_REJECTION"
        case .shows: typeError == nil ? nil : "DELIVERY_UNHANDLED_REJECTION"
        case .noListener: nil
        }
      let report: String
      if let status {
        report = WebDeliveryRules.appliesFirefoxPushQuota(options)
          ? "the worker reported \(status) to the push service, which sends the push server a nack (code "
            + "\(status == "DELIVERY_UNCAUGHT_EXCEPTION" ? 301 : 302), PushServiceWebSocket.reportDeliveryError)"
          : "the worker reported \(status), which GeckoView's push service ignores (GeckoViewPush.sys.mjs)"
      } else {
        report = "the event runs no code and reports nothing"
      }
      return WebPushEventFailure(
        status: status, countsShownPushAsSilent: false,
        message: "Firefox: \(what); \(report). The push is otherwise treated as any other: the quota check "
          + "after it looks only at the notifications of the site showing (PushService._updateQuota)")
    case .safari:
      let rejected = rejects ? 1 : 0
      return WebPushEventFailure(
        status: "failed", countsShownPushAsSilent: handler == .showsThenRejects,
        message: "WebKit: \(what), and the push event failed (ServiceWorkerThread::queueTaskToFirePushEvent: "
          + "success needs no rejected promise and a notification shown; here rejectedPromise = \(rejected)), "
          + "so it counts as a silent push"
          + (typeError != nil
            ? ""  // Options showNotification refuses make no declarative message: no fallback.
            : handler == .showsThenRejects
              ? " although the notification was shown (PushSim's choice: not for a mutable declarative message)"
              : " unless a mutable declarative message's own notification replaces it"))
    }
  }
}
