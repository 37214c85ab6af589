extension SimulatedDevice {
  /// The tag of Chrome's forced "updated in the background" notification (R-W-4).
  static let genericWebTag = "user_visible_auto_notification"
  /// Firefox's `dom.push.quotaUpdateDelay`: how long after a push arrives `_updateQuota` checks
  /// for a notification of the site showing (`PushService.receivedPushMessage`).
  static let firefoxQuotaUpdateDelay: Duration = .seconds(3)

  /// Web: rows w1–w5 of §7.4: the service worker's `push` event, the notification it shows, and
  /// the browser's rules for pushes that show none (R-W-4, R-W-5), which WebKit replaces for a
  /// mutable declarative message by showing the message's own notification
  /// (``WebDeliveryRules/showsDeclarativeFallback(_:)``).
  func deliverWeb(_ push: IncomingPush) {
    let id = push.notificationID
    if subscriptionRevoked {
      emit("push.dropped", ["id": .string(id), "reason": "subscriptionRevoked"])
      return
    }
    // Chrome's unsubscription at the revocation deleted the registration and its push service
    // token, so the old endpoint gets nothing, whether the permission is granted again or not.
    if chromeUnsubscribed {
      let grant = options.notificationPermission
        ? "granting the permission again fired pushsubscriptionchange with no subscription"
        : "the permission is still denied; granting it again fires pushsubscriptionchange with no subscription"
      let message = "Chrome unsubscribed the site when its notification permission was revoked (PERMISSION_REVOKED: "
        + "the subscription and its push service token deleted), so nothing reaches the old endpoint (a message that "
        + "still arrives for the unknown app id is dropped, UNKNOWN_APP_ID); \(grant), and the site must subscribe "
        + "again ({\"subscribe\": {\"device\": \"\(self.id)\"}})"
      emit("push.dropped", ["id": .string(id), "reason": "subscriptionRevoked", "message": .string(message)])
      // DeliverMessageCallback unsubscribes again for a message to the deleted app id, so the
      // unregistration reaches the push service now if it had not (a revocation offline).
      webEndpointUnregistered = true
      return
    }
    // Firefox on a desktop checks its record before the permission: a push to a dropped or
    // expired record never reaches _notifyApp's permission check (_updateRecordAfterPush), and
    // revoking the permission expired the record (_permissionDenied; review, Web.md).
    let firefox = WebDeliveryRules.appliesFirefoxPushQuota(options)
    if firefox, let drop = firefoxDrop {
      emit("push.dropped", ["id": .string(id), "reason": "subscriptionExpired", "message": .string(drop.message)])
      return
    }
    if firefox, firefoxPushQuota.isExpired, !options.notificationPermission {
      let message = "Firefox's record of the subscription is expired (quota 0): revoking the notification permission expired "
        + "it and unregistered it from the push service in the background (PushService._permissionDenied; unless its pushes "
        + "had spent the quota before), and a push to an expired record is refused before the permission is checked "
        + "(_updateRecordAfterPush), so nothing reaches it; granting the permission again drops it and fires "
        + "pushsubscriptionchange (_permissionAllowed), and the site must subscribe again"
      emit("push.dropped", ["id": .string(id), "reason": "subscriptionExpired", "message": .string(message)])
      return
    }
    if !options.notificationPermission {
      emit("push.dropped", ["id": .string(id), "reason": "permissionDenied"])
      return
    }
    if firefox, firefoxPushQuota.isExpired {
      let message = "Firefox's push quota for the subscription reached 0 (it starts at dom.push.maxQuotaPerSubscription, here "
        + "\(options.firefoxMaxQuotaPerSubscription), a visit to the site restores it, and each push that leaves no "
        + "notification of the site showing spends one), so Firefox dropped the subscription: nothing more reaches it "
        + "until the site subscribes again"
      emit("push.dropped", ["id": .string(id), "reason": "subscriptionExpired", "message": .string(message)])
      return
    }
    // Firefox's PushRecord.receivedPush: a visit since the previous push restores the quota.
    if firefox { firefoxPushQuota.receivedPush(at: now, tabOpen: state == .visible, max: options.firefoxMaxQuotaPerSubscription) }
    let arrivalState = state
    var (row, _) = WebDeliveryRules.arrival(state: state, options: options)
    let n = push.notification
    if let tag = n.tag, !tag.isEmpty, tray.notification(tag: tag) != nil { row = "w5" }
    emitReceived(push, rule: row)
    if !state.isRunning {
      emit("app.launched", ["reason": "backgroundPush"])
      setState(.running, reason: "backgroundPush")
    }
    let typeError = push.showNotificationThrows
    let parsesAsDeclarative = push.parsesAsDeclarativeWebPush
    let declarative = parsesAsDeclarative && !push.isMutableDeclarativeWebPush
    let badges = WebDeliveryRules.appliesAppBadge(options)
    var workerSetBadge = false
    // The plain worker's push listener (app key serviceWorkerPushHandler); an SDK's worker
    // always has one. A failed or missing one is recorded with what the browser makes of it.
    let handler = embeddedSDK == nil ? app.serviceWorkerPushHandler : .shows
    // The plain worker passes showNotification's promise to event.waitUntil: options it throws a
    // TypeError for (R-W-7) reject that promise, and the event fails as for `rejects`.
    let callsShowNotification = embeddedSDK == nil && !declarative && app.serviceWorkerShowsNotification
      && handler.callsShowNotification && !(n.title ?? "").isEmpty
    let typeErrorCause =
      callsShowNotification && typeError ? WebNotificationOptions.typeErrorCause(push.warnings) : nil
    let failure = declarative
      ? nil : WebPushEventFailure.after(handler, showNotificationTypeError: typeErrorCause, options: options)
    if !declarative { webWorkerLatestEvent = now }
    if !declarative, handler.listens {
      var fields: JSONObject = ["notification": .string(id)]
      // An SDK's worker (WonderPush) hands the app event.data.json().
      if embeddedSDK != nil { fields["data"] = push.payload?.value() ?? push.webPushText.map(JSONValue.string) ?? .null }
      // A mutable declarative message's push event carries the message's app badge
      // (w3c/push-api#402: the event holds "the Notification object and app badge number (if
      // any)"; WebKit's PushEvent keeps it as the proposed app badge).
      if push.isMutableDeclarativeWebPush { fields["appBadge"] = n.badge.map { .integer(Int64($0)) } ?? .null }
      emit("delegate.push", fields: fields)
      delegate?.push(push)
      // The plain worker's own navigator.setAppBadge() (Badging API, "Badging for Home Screen Web
      // Apps": Home Screen web apps only).
      // A handler that throws or rejects before it shows its notification sets no badge.
      if embeddedSDK == nil, badges, handler.callsShowNotification, let count = app.serviceWorkerAppBadge {
        setBadge(count)
        workerSetBadge = true
      }
    }
    var sdkDisplayed = false
    if let runtime = embeddedSDK, let effects = runtime.webPush(push, context: sdkContext(arrivalState: arrivalState)) {
      sdkDisplayed = apply(effects, to: push, context: "receiveAction").displayed
    } else if !declarative, handler.listens {
      callGenericReceived(push)
    }
    // The worker's waitUntil promise may take a while (app key serviceWorkerPushHandlerTakes):
    // what it shows, and the browser's rules for a push that showed nothing, wait until it
    // settles or until the browser's push-event limit ends the event (WebPushEventTimeout).
    let takes = declarative || embeddedSDK != nil || !handler.awaitsPromise ? .zero : app.serviceWorkerPushHandlerTakes
    if !declarative { webKitFunctionalEventStarted(takes: takes) }
    // Firefox's quota check does not wait for the event: PushService.receivedPushMessage runs
    // _updateQuota dom.push.quotaUpdateDelay (3 s) after the push arrives, whatever the worker
    // is doing, so a handler still running then has spent quota (PushSim applies the check when
    // the event ends for a handler quicker than that, as for one that finishes at once).
    let quotaCheck: Duration? = firefox && takes >= SimulatedDevice.firefoxQuotaUpdateDelay
      ? SimulatedDevice.firefoxQuotaUpdateDelay : nil
    let silentRule = { [self] in
      guard quotaCheck == nil else { return }
      applySilentOutcome(silentOutcome(arrivalState: arrivalState), of: push, arrivalState: arrivalState)
    }
    // The event's end: when the worker's promise settles, or (`stopped`) when the browser's
    // limit ends it first, after which nothing the stopped worker would show appears.
    let settle = { [self] (stopped: WebPushEventTimeout?) in
      // A declarative message is shown by the browser itself; otherwise the service worker decides.
      let workerShows = app.serviceWorkerShowsNotification && handler.callsShowNotification && stopped == nil
      let shows = embeddedSDK == nil && (declarative || workerShows) && !(n.title ?? "").isEmpty && !typeError
      // The failure, when the event settles: after the notification a handler showed first.
      func recordFailure() {
        let recorded: (status: String?, message: String)? =
          stopped.map { ($0.status, $0.message) } ?? failure.map { ($0.status, $0.message) }
        guard let recorded else { return }
        emit(
          "push.handlerFailed",
          [
            "id": .string(id), "handler": .string(handler.rawValue),
            "status": recorded.status.map(JSONValue.string) ?? .null, "message": .string(recorded.message),
          ])
      }
      if !shows { recordFailure() }
      // The declarative fallback (WebDeliveryRules.showsDeclarativeFallback): WebKit shows a
      // mutable message's own notification when its push event showed none, and the push is not
      // silent. A message the declarative parser refuses (no title or `navigate`, or options
      // showNotification refuses) was an ordinary push to the browser, so it has no fallback.
      let fallback = !sdkDisplayed && !shows && push.isMutableDeclarativeWebPush && parsesAsDeclarative
        && WebDeliveryRules.showsDeclarativeFallback(options)
      if sdkDisplayed {
        recentWebPushesSilent.append(false)
      } else if shows || fallback {
        if fallback { emit("push.declarativeFallback", ["id": .string(id)]) }
        let tag = (n.tag ?? "").isEmpty ? nil : n.tag
        let before = tray.count
        let shown = display(DisplayedNotification(id: id, push: push, replacementKey: tag.map { "tag:" + $0 }, displayedAt: now))
        if shown, tray.count == before, tag != nil {
          // R-W-7: renotify alerts again; R-W-8: `silent` suppresses the sound and vibration anyway.
          emit("notification.alerted", ["id": .string(id), "alerted": .bool(n.renotify && !n.silent)])
        }
        recentWebPushesSilent.append(false)
        if shows { recordFailure() }
        // WebKit: a rejected waitUntil promise fails the event although the notification was
        // shown, and the failure counts as a silent push (ServiceWorkerThread::
        // queueTaskToFirePushEvent). A mutable declarative message is left to its fallback.
        if shown, failure?.countsShownPushAsSilent == true, !push.isMutableDeclarativeWebPush { silentRule() }
      } else {
        silentRule()
      }
      // Declarative Web Push's app_badge (w3c/push-api#402, DeclarativeAppBadge): WebKit sets it
      // with the notification it shows for the message (`WebPushDaemon::showNotification`, the
      // badge of its notification content); for a mutable message, after the push event, unless
      // the worker called setAppBadge() itself (the draft's "appBadgeResult"; the WebKit explainer:
      // "If that event handler makes its own changes to the app badge, then any "app_badge" JSON
      // member will be ignored"). A message the declarative parser refuses is no declarative
      // message to the browser, so it sets no badge either.
      if badges, parsesAsDeclarative, !workerSetBadge, let badge = n.badge, declarative ? shows : true {
        setBadge(badge)
      }
      // R-W-4: once the push event settles, with 2 or more notifications showing, Chrome closes
      // its forced generic one (whatever this push showed).
      if tray.count >= 2, let generic = tray.notification(tag: SimulatedDevice.genericWebTag) {
        remove(generic, reason: "genericClosed")
      }
    }
    guard takes > .zero else { return settle(nil) }
    // The event ends once: when its promise settles, or when the browser stops the worker first
    // (its limit, or on WebKit the terminateServiceWorkersTimer started when the site's last page
    // closed, which ends every pending event: SimulatedDevice+WebKitWorkerTermination).
    webPushEventSerial += 1
    let serial = webPushEventSerial
    var ended = false
    let end = { [self] (stopped: WebPushEventTimeout?) in
      guard !ended else { return }
      ended = true
      webPendingPushEvents.removeAll { $0.serial == serial }
      settle(stopped)
    }
    webPendingPushEvents.append((serial, takes, end))
    if let quotaCheck {
      _ = simulation.scheduler.schedule(after: quotaCheck) { [weak self] in
        guard let self else { return }
        self.applySilentOutcome(self.silentOutcome(arrivalState: arrivalState), of: push, arrivalState: arrivalState)
      }
    }
    let timeout = WebPushEventTimeout.limit(options, takes: takes)
    if timeout.keptWhileSiteOpen {
      // WebKit: the worker's own timers stop it (SimulatedDevice+WebKitWorkerTermination): 2 s after
      // the functional-event counter's last release with no page of the site, or 10 s after the
      // site's last page closed. The settling is scheduled at the event's release, so a tie with
      // a timer goes to whichever was armed first: the 2 s timer beats a promise settling at its
      // instant (**choice**, docs/ModellingChoices/Web.md).
      let release = min(takes, WebPushEventTimeout.webKitTerminateServiceWorkersDelay)
      _ = simulation.scheduler.schedule(after: release) { [weak self] in
        _ = self?.simulation.scheduler.schedule(after: takes - release) { end(nil) }
      }
    } else if takes >= timeout.limit {
      // The browser ends the event at its limit: the worker is stopped, so what it would show
      // later never appears, and the push counts as one that showed nothing. Gecko's limit runs
      // from the worker's latest event: a later one pushes it back.
      let start = now
      func check() {
        guard !ended else { return }
        let deadline = (timeout.perWorker ? webWorkerLatestEvent : start).advanced(by: timeout.limit)
        let settles = start.advanced(by: takes)
        if now >= deadline {
          end(timeout)
        } else if settles < deadline {
          _ = simulation.scheduler.schedule(after: now.duration(to: settles)) { end(nil) }
        } else {
          _ = simulation.scheduler.schedule(after: now.duration(to: deadline)) { check() }
        }
      }
      _ = simulation.scheduler.schedule(after: timeout.limit) { check() }
    } else {
      _ = simulation.scheduler.schedule(after: takes) { end(nil) }
    }
  }

  /// `notificationclick` (R-W-11), after an unlock when the device is locked: the service worker runs; PushSim's plain worker closes the
  /// notification and opens its URL, focusing the site. The `navigate` URL of a notification (or
  /// action) of a message the declarative parser accepts (``IncomingPush/parsesAsDeclarativeWebPush``)
  /// opens without the event. A click on a closed browser's notification
  /// starts it (`app.launched`), and the push service then delivers what it held (R-W-9, w4).
  func tapWeb(_ displayed: DisplayedNotification, buttonIndex: Int?) {
    // A click from the lock screen unlocks first (as on Android and iOS): the site's tab that
    // the lock hid is visible again before the click is handled.
    if isLocked { unlock(endingDoze: false) }
    let push = displayed.push
    let wasRunning = state.isRunning
    defer { if !wasRunning, state.isRunning { webBrowserStarted() } }
    let button = buttonIndex.map { displayed.content.buttons[$0] }
    // A message the declarative parser refused was an ordinary push: its click is an ordinary
    // notificationclick (docs/ModellingChoices/Web.md: "there is no fallback").
    if push.parsesAsDeclarativeWebPush, let url = button?.url ?? displayed.content.launchURL {
      // R-W-11: a declarative navigate URL opens without notificationclick.
      remove(displayed, reason: "tap")
      if !wasRunning { emit("app.launched", ["reason": "notificationTap"]) }
      emit("app.navigated", ["notification": .string(displayed.id), "url": .string(url)])
      setState(.visible, reason: "notificationTap")
      return
    }
    if !wasRunning {
      // The browser starts to run the service worker's notificationclick.
      emit("app.launched", ["reason": "notificationTap"])
      setState(.running, reason: "notificationTap")
    }
    let action = button?.id ?? ""
    let url = button?.url ?? displayed.content.launchURL
    var fields: JSONObject = [
      "notification": .string(displayed.id), "action": .string(action), "opens": url.map(JSONValue.string) ?? .null,
    ]
    // An SDK's worker keeps the push data on the notification: event.notification.data.
    if embeddedSDK != nil { fields["data"] = push.payload?.value() ?? .null }
    webWorkerLatestEvent = now
    webKitFunctionalEventStarted(takes: .zero)
    emit("delegate.notificationclick", fields: fields)
    delegate?.notificationClick(push, action: action)
    if let runtime = embeddedSDK, let effects = runtime.opened(displayed, buttonIndex: buttonIndex, context: sdkContext()) {
      apply(effects, to: push, context: "action")
    } else {
      callDelegate(
        "onNotificationOpened",
        ["notification": .string(displayed.id), "buttonIndex": buttonIndex.map { .integer(Int64($0)) } ?? .null]
      ) { $0?.onNotificationOpened(push, buttonIndex: buttonIndex) }
    }
    if app.serviceWorkerClosesOnClick { remove(displayed, reason: "tap") }
    if url != nil { setState(.visible, reason: "notificationTap") }
  }
}

extension IncomingPush {
  /// Whether `showNotification` throws a `TypeError` for the push's options (R-W-7, R-W-8), so
  /// nothing is shown: ``WebNotificationOptions/typeErrorReasons``.
  var showNotificationThrows: Bool {
    warnings.contains { WebNotificationOptions.typeErrorReasons.contains($0.reason) }
  }

  /// Whether the browser's declarative parser accepts the message (WebKit; w3c/push-api#385):
  /// `"web_push": 8030`, a title, an absolute `navigate` URL and options `showNotification`
  /// takes. Anything else is an ordinary push to the browser, even with `web_push`.
  var parsesAsDeclarativeWebPush: Bool {
    isDeclarativeWebPush && !(notification.title ?? "").isEmpty && !showNotificationThrows
      && !warnings.contains { $0.reason == "declarativeWithoutNavigate" || $0.reason == "navigateNotAbsoluteURL" }
  }
}
