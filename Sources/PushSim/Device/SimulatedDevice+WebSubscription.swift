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
      options: options, app: app, firefoxQuota: firefoxPushQuota, removed: subscriptionRevoked || firefoxSubscriptionDropped,
      online: isOnline)
    switch outcome {
    case .existing:
      emit("push.subscribed", ["subscription": .integer(Int64(webSubscription)), "existing": .bool(true)])
    case .replaced(let changeEvent):
      let old = webSubscription
      // Firefox's dropRegistrationAndNotifyApp: the expired record's subscription as
      // oldSubscription (Firefox 137+), no new one yet.
      if changeEvent { firePushSubscriptionChange(old: old) }
      webSubscription = old + 1
      subscriptionRevoked = false
      firefoxSubscriptionDropped = false
      firefoxDroppedAtSubscribe = false
      safariViolations = 0
      recentWebPushesSilent = []
      // A new record: its quota is the maximum until the first push resets it.
      firefoxPushQuota = FirefoxPushQuota(lastVisit: firefoxPushQuota.lastVisit)
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
      firefoxSubscriptionDropped = true
      firefoxDroppedAtSubscribe = true
      emit("push.subscribeRejected", ["reason": .string(reason), "message": .string(message)])
    }
  }

  /// `pushsubscriptionchange` with the old subscription and no new one, as Firefox fires it.
  func firePushSubscriptionChange(old: Int) {
    emit("delegate.pushsubscriptionchange", ["oldSubscription": .integer(Int64(old)), "newSubscription": .null])
    delegate?.pushSubscriptionChange(oldSubscription: old, newSubscription: nil)
  }

  /// Firefox on a desktop, when a `set` step changes the notification permission
  /// (`PushService._updatePermission`): revoking it expires the subscription
  /// (`_permissionDenied`: quota 0, unsubscribed in the background, no event); granting it again
  /// drops an expired subscription and fires `pushsubscriptionchange` with it
  /// (`_permissionAllowed`), or resets an unexpired one's quota. A `set` that makes the device
  /// Firefox on a desktop (`browser`, `webHost`) while the permission is denied expires the
  /// subscription, as a device created so starts with it expired. Other browsers: unchanged.
  func webPermissionChanged(from before: DeviceOptions) {
    guard platform == .web, WebDeliveryRules.appliesFirefoxPushQuota(options), !firefoxSubscriptionDropped else { return }
    if !WebDeliveryRules.appliesFirefoxPushQuota(before) {
      if !options.notificationPermission { firefoxPushQuota.expire() }
      return
    }
    if before.notificationPermission, !options.notificationPermission {
      firefoxPushQuota.expire()
    } else if !before.notificationPermission, options.notificationPermission {
      if firefoxPushQuota.isExpired {
        firePushSubscriptionChange(old: webSubscription)
        firefoxSubscriptionDropped = true
      } else {
        firefoxPushQuota.reset(max: options.firefoxMaxQuotaPerSubscription)
      }
    }
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
