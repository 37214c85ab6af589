/// What `pushManager.subscribe()` does when the site calls it again during a run (a `subscribe`
/// step): return the subscription the site has, replace one the browser dropped, or reject.
///
/// The sources (docs/ModellingChoices/Web.md, "The subscription coming back"):
/// - Firefox (`dom/push/PushService.sys.mjs`, `register`): an expired record (its push quota
///   reached 0, ``FirefoxPushQuota``) is dropped and the worker notified
///   (`dropRegistrationAndNotifyApp`: `pushsubscriptionchange`, whose `oldSubscription` is the
///   expired one since Firefox 137, `newSubscription` null) only when `quotaChanged()`: the
///   notification permission is granted and the site was visited since the last push. Then a
///   new registration is made with the push service (a new endpoint, a new record whose quota
///   is `dom.push.maxQuotaPerSubscription`). Otherwise `register` rejects ("Push subscription
///   expired"). A record that has not expired is returned as it is. A record Firefox dropped
///   when the notification permission was granted again (`_permissionAllowed`) is gone:
///   `register` finds none and registers anew.
/// - WebKit removes a site's subscriptions after its silent-push violations; PushSim found no
///   `pushsubscriptionchange` fired for that, and a new `subscribe()` makes a new subscription.
///   Chrome unsubscribes a site whose notification permission is revoked
///   (``ChromePermissionRules``): once it is granted again, `subscribe()` makes a new one.
/// - Every browser rejects `subscribe()` without the notification permission, and where the
///   site cannot subscribe at all (``WebDeliveryRules/subscriptionRefusal(options:app:)``).
/// - A new subscription comes from the push service: offline, Firefox's `register` rejects
///   ("Push service offline", `_sendRequest`), after it dropped an expired record and notified
///   the worker; PushSim applies that to WebKit too, a choice: WebKit's `SubscribeRequest` asks
///   APS for the endpoint (`requestURLTokenForInfo:`), and what apsd does offline is not in
///   WebKit's sources. The live subscription is returned offline too.
public enum WebSubscribeRules {
  /// What the call does.
  public enum Outcome: Sendable, Equatable {
    /// The site's subscription is live: `subscribe()` resolves with it, unchanged.
    case existing
    /// The browser had dropped the subscription: a new one (a new endpoint) replaces it.
    /// `changeEvent`: the browser fires `pushsubscriptionchange` with the old one first
    /// (Firefox).
    case replaced(changeEvent: Bool)
    /// `subscribe()` rejects: the `push.subscribeRejected` reason and a message saying why.
    case rejected(reason: String, message: String)
    /// Firefox dropped the expired subscription and fired `pushsubscriptionchange` with it
    /// (`dropRegistrationAndNotifyApp`), then the new registration failed: `subscribe()` rejects
    /// with the reason and message, and the site has no subscription until it subscribes again.
    case droppedThenRejected(reason: String, message: String)
  }

  /// The rejection of a call that needs a new subscription from the push service while the
  /// device is offline (Gecko `PushService._sendRequest`: "Push service offline").
  static let offlineReason = "offline"
  /// The message of that rejection.
  static let offlineMessage =
    "a new subscription needs the push service, and the device is offline: Firefox's register() rejects "
    + "(PushService._sendRequest: \"Push service offline\"; PushSim applies the same to every browser). Bring the "
    + "device online ({\"network\": {\"online\": true}}) before the site subscribes again"

  /// The outcome of `pushManager.subscribe()` for a site.
  ///
  /// - Parameters:
  ///   - options: the device's options (browser, host, permission).
  ///   - app: the app's behaviour (`userVisibleOnly`).
  ///   - firefoxQuota: the subscription's Firefox push quota (read only where it applies).
  ///   - removed: the browser removed the subscription: WebKit after its violations (R-W-5),
  ///     Firefox when it dropped the expired one (the permission granted again, the browser
  ///     started after a visit), Chrome when the permission was revoked
  ///     (``ChromePermissionRules``).
  ///   - online: whether the device reaches the push service. A new subscription needs it; the
  ///     live one is returned without it (Gecko's `register` reads it from its database).
  /// - Returns: What the call does.
  public static func subscribe(
    options: DeviceOptions, app: AppBehavior, firefoxQuota: FirefoxPushQuota, removed: Bool, online: Bool = true
  ) -> Outcome {
    if let refusal = WebDeliveryRules.subscriptionRefusal(options: options, app: app) {
      return .rejected(reason: refusal.reason, message: refusal.message)
    }
    guard options.notificationPermission else {
      return .rejected(
        reason: "permissionDenied",
        message: "pushManager.subscribe() rejects with NotAllowedError: the site's notification permission is not "
          + "granted (Push API, subscribe steps). Grant it first (\"notificationPermission\": true)")
    }
    if removed {
      return online ? .replaced(changeEvent: false) : .rejected(reason: offlineReason, message: offlineMessage)
    }
    if WebDeliveryRules.appliesFirefoxPushQuota(options), firefoxQuota.isExpired {
      guard firefoxQuota.visitedSinceLastPush else {
        return .rejected(
          reason: "subscriptionExpired",
          message: "Firefox's register() rejects with \"Push subscription expired\": the subscription's push quota "
            + "reached 0 and the site was not visited since the last push (PushRecord.quotaChanged). Open the site "
            + "(a visible tab) before it subscribes again")
      }
      // register(): dropRegistrationAndNotifyApp first, then _lookupOrPutPendingRequest, which
      // needs the push service.
      return online
        ? .replaced(changeEvent: true) : .droppedThenRejected(reason: offlineReason, message: offlineMessage)
    }
    return .existing
  }
}
