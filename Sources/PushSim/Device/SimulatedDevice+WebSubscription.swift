extension SimulatedDevice {
  /// Web: a page of the site (or its service worker) calls `pushManager.subscribe()` again (a
  /// `subscribe` step). ``WebSubscribeRules`` decides: the live subscription is returned
  /// (`push.subscribed` `existing: true`); one the browser dropped is replaced by a new one with
  /// a new endpoint and, in Firefox, a fresh push quota, after Firefox's
  /// `delegate.pushsubscriptionchange` with the old one; or the call rejects
  /// (`push.subscribeRejected`). A new subscription needs the push service: offline the call
  /// rejects (`offline`), Firefox after dropping its expired one and firing the event.
  ///
  /// - Throws: ``DeviceError`` on a device that is not a browser, or while the browser is not
  ///   running (no page or worker of the site can call it).
  public func subscribe() throws(DeviceError) {
    guard platform == .web else {
      throw DeviceError("subscribe is pushManager.subscribe() of a web site: device \(QuotedValue.plain(id)) is \(platform)")
    }
    guard state.isRunning else {
      throw DeviceError(
        "subscribe on device \(QuotedValue.plain(id)): the browser is \(state.rawValue), so no page or service worker of the "
          + "site runs to call pushManager.subscribe(); open the site first ({\"app\": {\"device\": \"\(id)\", \"do\": \"open\"}})")
    }
    // A visible tab of the site is a visit now (PushRecord.getLastVisit: isTabOpen).
    if state == .visible { firefoxPushQuota.visited(at: now) }
    let outcome = WebSubscribeRules.subscribe(
      options: options, app: app, firefoxQuota: firefoxPushQuota,
      removed: subscriptionRevoked || firefoxDrop != nil || chromeUnsubscribed, online: isOnline)
    switch outcome {
    case .existing:
      emit("push.subscribed", ["subscription": .integer(Int64(webSubscription)), "existing": .bool(true)])
    case .replaced(let changeEvent):
      let old = webSubscription
      // Firefox's dropRegistrationAndNotifyApp: the expired record's subscription as
      // oldSubscription (Firefox 137+), no new one yet.
      if changeEvent { firePushSubscriptionChange(old: old) }
      webSubscription = old + 1
      // A new subscription: nothing of the old one's bookkeeping is left (Chrome deletes its
      // unsubscribed entry, DidSubscribeWithEncryptionInfo).
      forgetBrowserBookkeeping()
      var fields: JSONObject = ["subscription": .integer(Int64(webSubscription)), "existing": .bool(false)]
      if WebDeliveryRules.appliesFirefoxPushQuota(options) {
        fields["quota"] = .integer(Int64(options.firefoxMaxQuotaPerSubscription))
      }
      emit("push.subscribed", fields: fields)
    case .rejected(let reason, let message):
      emit("push.subscribeRejected", ["reason": .string(reason), "message": .string(message)])
    case .droppedThenRejected(let reason, let message):
      // register(): the expired record is dropped and the worker notified before the new
      // registration fails; nothing is left for later pushes (subscriptionExpired).
      firePushSubscriptionChange(old: webSubscription)
      firefoxDrop = .registerOffline
      emit("push.subscribeRejected", ["reason": .string(reason), "message": .string(message)])
    }
  }

  /// `pushsubscriptionchange` with no new subscription: Firefox passes the old one, Chrome none
  /// (`nil`).
  func firePushSubscriptionChange(old: Int?) {
    emit(
      "delegate.pushsubscriptionchange",
      ["oldSubscription": old.map { .integer(Int64($0)) } ?? .null, "newSubscription": .null])
    delegate?.pushSubscriptionChange(oldSubscription: old, newSubscription: nil)
  }

  /// A `set` step changed the device's options: what the browser does to the site's
  /// subscription when the notification permission (or the browser in effect) changes.
  ///
  /// - Firefox on a desktop (`PushService._updatePermission`): revoking the permission expires
  ///   the subscription (`_permissionDenied`: quota 0, unsubscribed in the background, no event);
  ///   granting it again drops an expired subscription and fires `pushsubscriptionchange` with it
  ///   (`_permissionAllowed`), or resets an unexpired one's quota.
  /// - Chrome (``ChromePermissionRules``): revoking it unsubscribes the site and records the
  ///   registration, without an event; each grant fires `pushsubscriptionchange` with both
  ///   subscriptions null until the site subscribes again.
  /// - A `set` that changes the browser whose rules apply (``webRulesChanged(from:to:)``) starts
  ///   that browser's bookkeeping as a device created with it and the step's options: the
  ///   previous browser's (Chrome's unsubscription, Firefox's quota and drop, Safari's
  ///   violations and revocation) is forgotten, and a denied permission was revoked before
  ///   (``applyRevocationBeforeTheRun()``). The site's subscription numbers are kept.
  func webPermissionChanged(from before: DeviceOptions) {
    guard platform == .web else { return }
    if Self.webRulesChanged(from: before, to: options) {
      forgetBrowserBookkeeping()
      applyRevocationBeforeTheRun()
      return
    }
    // The grace date is Chrome on Android's (Local State): a set that leaves or enters it starts none.
    if ChromeAppLevelRevocation.applies(before) != ChromeAppLevelRevocation.applies(options) { chromeRevocationGraceStart = nil }
    chromePermissionChanged(from: before)
    guard WebDeliveryRules.appliesFirefoxPushQuota(options), firefoxDrop == nil else { return }
    if before.notificationPermission, !options.notificationPermission {
      firefoxPushQuota.expire()
      // _permissionDenied's _backgroundUnregister reaches the push service only when connected.
      if isOnline { webEndpointUnregistered = true }
    } else if !before.notificationPermission, options.notificationPermission {
      if firefoxPushQuota.isExpired {
        firePushSubscriptionChange(old: webSubscription)
        firefoxDrop = .permissionGranted
      } else {
        firefoxPushQuota.reset(max: options.firefoxMaxQuotaPerSubscription)
      }
    }
  }

  /// Whether a `set` changed the browser whose subscription rules apply: the browser in effect
  /// (every browser on an iPhone or iPad is Safari), or Firefox's host between a desktop (the
  /// push quota) and Android (none). Chrome on a desktop and on Android share their rules.
  static func webRulesChanged(from old: DeviceOptions, to new: DeviceOptions) -> Bool {
    old.effectiveBrowser != new.effectiveBrowser
      || WebDeliveryRules.appliesFirefoxPushQuota(old) != WebDeliveryRules.appliesFirefoxPushQuota(new)
  }

  /// Forgets every browser's bookkeeping of the site's subscription: Safari's violations and
  /// revocation, Chrome's silent-push grace window, unsubscription and app-level revocation
  /// grace date, Firefox's drop and quota (a fresh quota; the site's visits are kept).
  func forgetBrowserBookkeeping() {
    subscriptionRevoked = false
    safariViolations = 0
    recentWebPushesSilent = []
    chromeUnsubscribed = false
    firefoxDrop = nil
    webEndpointUnregistered = false
    firefoxPushQuota = FirefoxPushQuota(lastVisit: firefoxPushQuota.lastVisit)
    chromeRevocationGraceStart = nil
  }

  /// Web: the site subscribed with the permission granted, so a permission denied when the
  /// browser's rules begin (a device created with it, or a `set` that switches to it) was
  /// revoked before: Firefox on a desktop expired the record (`_permissionDenied`), Chrome
  /// unsubscribed the site and recorded it (`PERMISSION_REVOKED`), unless the site could not
  /// subscribe at all. Granting the permission then fires `pushsubscriptionchange`.
  func applyRevocationBeforeTheRun() {
    guard platform == .web, !options.notificationPermission else { return }
    if WebDeliveryRules.appliesFirefoxPushQuota(options) {
      firefoxPushQuota.expire()
      webEndpointUnregistered = true
    }
    if ChromePermissionRules.applies(options), WebDeliveryRules.subscriptionRefusal(options: options, app: app) == nil {
      chromeUnsubscribed = true
      webEndpointUnregistered = true
    }
  }

  /// Chrome's part of ``webPermissionChanged(from:)``, the browser unchanged.
  private func chromePermissionChanged(from before: DeviceOptions) {
    guard ChromePermissionRules.applies(options) else { return }
    let action = ChromePermissionRules.permissionChanged(
      wasGranted: before.notificationPermission, granted: options.notificationPermission,
      subscribed: !chromeUnsubscribed && WebDeliveryRules.subscriptionRefusal(options: options, app: app) == nil,
      unsubscribedRecorded: chromeUnsubscribed)
    switch action {
    case .none: break
    case .unsubscribe: chromeUnsubscribe()
    // The entry stays until the site subscribes again: the next grant fires again.
    case .firePushSubscriptionChange: firePushSubscriptionChange(old: nil)
    }
  }

  /// Chrome unsubscribes the site whose permission it no longer has (`PERMISSION_REVOKED`) and
  /// records the registration.
  func chromeUnsubscribe() {
    chromeUnsubscribed = true
    // DeleteID unregisters the token with the push service; offline, when that happens is
    // not in what was read, so PushSim keeps the endpoint live there (a choice, Web.md).
    if isOnline { webEndpointUnregistered = true }
  }

  /// Checks the subscription a push is sent to: the device is a browser and the site has made
  /// that many.
  func checkWebSubscription(_ number: Int) throws(DeviceError) {
    guard platform == .web else {
      throw DeviceError("a push's \"subscription\" names a web site's push subscription: device \(QuotedValue.plain(id)) is \(platform)")
    }
    guard (1...webSubscription).contains(number) else {
      throw DeviceError(
        "a push to subscription \(number) of device \(QuotedValue.plain(id)), which has made \(webSubscription) so far "
          + "(1: the one made before the run; each subscribe step that replaces a dropped one adds one)")
    }
  }

  /// A push sent to the endpoint of a subscription the site replaced: the browser dropped it
  /// (Firefox unsubscribes an expired one from the push service; WebKit removes a revoked one),
  /// and the Push API says a deactivated subscription's messages "MUST NOT be delivered".
  func dropPush(_ push: IncomingPush, sentTo number: Int) {
    let message = "sent to the endpoint of subscription \(number), which the browser dropped; the site subscribed again "
      + "(subscription \(webSubscription), a new endpoint), and a deactivated subscription's messages are not delivered "
      + "(Push API). Send to the current subscription"
    emit("push.dropped", ["id": .string(push.notificationID), "reason": "subscriptionGone", "message": .string(message)])
  }
}

extension SimulatedDevice {
  /// Web, Firefox on a desktop: what dropped the site's expired subscription (its push quota
  /// reached 0, or the revoked permission expired it), after `pushsubscriptionchange`.
  enum FirefoxDrop: Sendable, Equatable {
    /// The permission was granted again (`_permissionAllowed`).
    case permissionGranted
    /// A `subscribe` step after a visit (`register`), whose new registration then failed
    /// offline.
    case registerOffline
    /// The browser started after a visit to the site (`_startService`'s
    /// `_dropExpiredRegistrations`).
    case startup

    /// The message of a `push.dropped` `subscriptionExpired` for a push to the dropped
    /// subscription.
    var message: String {
      switch self {
      case .permissionGranted:
        "Firefox expired the subscription when the notification permission was revoked (_permissionDenied) and "
          + "dropped it, firing pushsubscriptionchange, when the permission was granted again (_permissionAllowed): nothing "
          + "reaches it until the site subscribes again"
      case .registerOffline:
        "Firefox dropped the expired subscription, firing pushsubscriptionchange, when the site subscribed again after a "
          + "visit (register), but the new registration failed offline: nothing reaches the old one, and the site has none "
          + "until it subscribes again"
      case .startup:
        "Firefox dropped the expired subscription, firing pushsubscriptionchange, when the browser started after a visit "
          + "to the site (PushService._startService: _dropExpiredRegistrations): nothing reaches it until the site "
          + "subscribes again"
      }
    }
  }

  /// Web: the browser started (a click on its notification, or the site opened, while it was
  /// closed). Firefox on a desktop first drops an expired subscription whose site was visited
  /// since the last push, with the permission granted (`PushRecord.quotaChanged`), and fires
  /// `pushsubscriptionchange` with it (`_startService` calls `_dropExpiredRegistrations`, as
  /// `idle-daily` does: "Registrations that expired after exceeding their quotas are evicted at
  /// startup, or on the next `idle-daily` event"); then the push service delivers what it kept.
  func webBrowserStarted() {
    if WebDeliveryRules.appliesFirefoxPushQuota(options), firefoxDrop == nil, firefoxPushQuota.isExpired,
      options.notificationPermission, firefoxPushQuota.visitedSinceLastPush
    {
      firePushSubscriptionChange(old: webSubscription)
      firefoxDrop = .startup
    }
    releaseStored(reason: "browserStarted")
  }
}
