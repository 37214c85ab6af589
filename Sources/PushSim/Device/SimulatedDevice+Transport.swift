/// The push service's side of a device: a push arrives, waits in the service's store while the
/// device is offline (or the browser closed), expires there, and is handed to the platform's
/// delivery path.
extension SimulatedDevice {
  /// The push service hands a push to the device, or keeps it.
  func arrive(_ push: IncomingPush) {
    if dropsForWantOfSubscription(push) { return }
    if !isOnline {
      if platform == .android, let since = offlineSince, now.offset - since.offset > SimulatedDevice.fcmInactiveAfter {
        // R-A-5: a device that "hasn't connected in a long time" (FCM: more than a month) is
        // inactive; FCM accepts the message, discards it, and owes the app onDeletedMessages.
        store.discardForInactiveDevice()
        emit(
          "push.dropped",
          ["id": .string(push.notificationID), "reason": "deviceInactive",
           "message": "the device has not connected to FCM for more than a month: FCM discards the message, and the app gets onDeletedMessages when it reconnects (R-A-5)"])
        return
      }
      // An endpoint the browser unregistered: the push service refuses the send (404/410)
      // and keeps nothing (a push it hands over at once keeps the browser's own message).
      if dropsForUnregisteredEndpoint(push) { return }
      hold(inService: push, reason: "deviceOffline")
      return
    }
    if platform == .web, WebDeliveryRules.arrival(state: state, options: options).1 == .heldUntilBrowserStarts {
      if dropsForUnregisteredEndpoint(push) { return }
      hold(inService: push, reason: "browserClosed")
      return
    }
    if platform == .iOS, options.apnsLowPriorityBurstSeconds > 0, !options.simctlTransport, APNsBurstQueue.groups(push) {
      holdForBurst(push)
      return
    }
    deliverUnlessAsleep(push)
  }

  /// iOS: delivers a push, unless it is at `apns-priority` 1 and the device is locked: APNs does
  /// not wake the device for it (R-iOS-5, ``DeviceOptions/apnsPriorityOneWaitsForWake``), and
  /// keeps it until the user unlocks it, or until it expires. `timing` is the push's when it
  /// waited in the service before (a burst, the offline store), else it was sent now.
  func deliverUnlessAsleep(_ push: IncomingPush, timing: PushServiceTiming? = nil) {
    guard platform == .iOS, isLocked, options.apnsPriorityOneWaitsForWake, !options.simctlTransport,
      push.headers.apnsPriority == 1
    else { return deliver(push, timing: timing) }
    let timing = timing ?? store.timing(of: push, now: now)
    if let expiresAt = timing.expiresAt, expiresAt <= now {
      emit("push.dropped", ["id": .string(push.notificationID), "reason": "expired", "message": "apns-priority 1 does not wake the device, and the push expired before it woke"])
      return
    }
    awaitingWake.append((push, timing))
    emit("push.held", ["id": .string(push.notificationID), "reason": "deviceAsleep"])
    if let expiresAt = timing.expiresAt {
      simulation.scheduler.schedule(at: expiresAt) { [weak self] in self?.dropExpiredAwaitingWake() }
    }
  }

  /// iOS: APNs discards the priority-1 pushes whose `apns-expiration` passed while the device
  /// slept.
  func dropExpiredAwaitingWake() {
    awaitingWake.removeAll { push, timing in
      guard let expiresAt = timing.expiresAt, expiresAt <= now else { return false }
      emit("push.dropped", ["id": .string(push.notificationID), "reason": "expired", "message": "apns-priority 1 does not wake the device, and the push expired before it woke"])
      return true
    }
  }

  /// iOS: the device woke (the user unlocked it): APNs delivers the priority-1 pushes that waited,
  /// in the order sent, dropping those that expired; an offline device gets them later, from
  /// APNs's store, each with the expiry and sending time it had (a push sent while the device
  /// was offline is newer, and APNs keeps that one, R-iOS-24).
  func releaseAwaitingWake() {
    dropExpiredAwaitingWake()
    let waiting = awaitingWake
    awaitingWake = []
    for (push, timing) in waiting {
      let id = push.notificationID
      guard isOnline else {
        hold(inService: push, reason: "deviceOffline", timing: timing)
        continue
      }
      emit("push.released", ["id": .string(id), "reason": "deviceAwake"])
      deliver(push)
    }
  }

  /// iOS: APNs keeps a push at priority 5 or 1 for its burst (R-iOS-24,
  /// `apnsLowPriorityBurstSeconds`), and schedules the burst when it is the first to wait for it,
  /// and its expiry when it comes first. A push APNs would not keep (`apns-expiration` 0 or
  /// already passed) is delivered at once.
  func holdForBurst(_ push: IncomingPush) {
    let expiresAt = store.expiry(of: push, now: now)
    if let expiresAt, expiresAt <= now {
      deliver(push)
      return
    }
    let enqueued = apnsBursts.enqueue(
      push, now: now, windowSeconds: options.apnsLowPriorityBurstSeconds, expiresAt: expiresAt)
    emit("push.held", ["id": .string(push.notificationID), "reason": "lowPriorityBurst"])
    if enqueued.startsBurst {
      simulation.scheduler.schedule(at: enqueued.releaseAt) { [weak self] in self?.releaseBurst() }
    }
    if let expiresAt, expiresAt < enqueued.releaseAt {
      simulation.scheduler.schedule(at: expiresAt) { [weak self] in self?.dropExpiredBurstPushes() }
    }
  }

  /// iOS: APNs discards the pushes whose `apns-expiration` passed while they waited for a burst.
  func dropExpiredBurstPushes() {
    for expired in apnsBursts.takeExpired(now: now) {
      emit("push.dropped", ["id": .string(expired.push.notificationID), "reason": "expired"])
    }
  }

  /// iOS: the burst leaves APNs: every push waiting for it is delivered, in the order sent.
  /// While the device is offline, APNs keeps them as it keeps any push (one per app, the latest
  /// sent, R-iOS-24), with the expiry each had.
  func releaseBurst() {
    dropExpiredBurstPushes()
    for waiting in apnsBursts.takeDue(now: now) {
      let id = waiting.push.notificationID
      guard isOnline else {
        hold(inService: waiting.push, reason: "deviceOffline", timing: waiting.timing)
        continue
      }
      emit("push.released", ["id": .string(id), "reason": "lowPriorityBurst"])
      deliverUnlessAsleep(waiting.push, timing: waiting.timing)
    }
  }

  /// Web: drops a push, recording `push.dropped`, when the site has no push subscription for it
  /// to reach (R-W-3, R-W-6): the push service has no endpoint to deliver to.
  func dropsForWantOfSubscription(_ push: IncomingPush) -> Bool {
    guard platform == .web, let refusal = WebDeliveryRules.subscriptionRefusal(options: options, app: app) else {
      return false
    }
    emit(
      "push.dropped",
      ["id": .string(push.notificationID), "reason": .string(refusal.reason), "message": .string(refusal.message)])
    return true
  }

  /// Keeps a push in the push service (R-iOS-24, R-A-17, R-W-9). `timing` carries when a push
  /// that waited in the service before (an APNs burst, a locked iPhone, the store itself before
  /// Doze) was sent and when it expires; `nil` for a push sent now.
  func hold(inService push: IncomingPush, reason: String, timing: PushServiceTiming? = nil) {
    let timing = timing ?? store.timing(of: push, now: now)
    let outcome = store.store(push, now: now, sentAt: timing.sentAt, expiresAt: timing.expiresAt)
    let id = push.notificationID
    switch outcome {
    case .supersededByStored(let newer):
      emit("push.dropped", ["id": .string(id), "reason": "superseded", "by": .string(newer)])
      return
    case .notStored:
      let message = push.headers.apnsExpiration.map { $0 > 0 } == true
        ? "its apns-expiration has passed: APNs does not store it"
        : "a TTL of 0 (or apns-expiration 0): delivered now or never"
      emit("push.dropped", ["id": .string(id), "reason": "expired", "message": .string(message)])
      return
    case .stored:
      break
    case .storedSuperseding(let old):
      emit("push.dropped", ["id": .string(old), "reason": "superseded", "by": .string(id)])
    case .overflowed(let discarded):
      for old in discarded {
        emit("push.dropped", ["id": .string(old), "reason": "storageOverflow"])
      }
    }
    emit("push.held", ["id": .string(id), "reason": .string(reason)])
    scheduleStoreExpiry()
  }

  /// Schedules the next expiry of a stored push.
  func scheduleStoreExpiry() {
    if let task = storeExpiryTask { simulation.scheduler.cancel(task) }
    storeExpiryTask = nil
    guard let next = store.pending.compactMap(\.expiresAt).min() else { return }
    storeExpiryTask = simulation.scheduler.schedule(at: next) { [weak self] in
      guard let self else { return }
      for expired in self.store.removeExpired(now: self.now) {
        self.emit("push.dropped", ["id": .string(expired.push.notificationID), "reason": "expired"])
      }
      self.scheduleStoreExpiry()
    }
  }

  /// Delivers what the push service kept (the device came online, the browser started).
  func releaseStored(reason: String) {
    guard isOnline else { return }
    if platform == .web, WebDeliveryRules.arrival(state: state, options: options).1 == .heldUntilBrowserStarts { return }
    let (released, owesDeleted) = store.releaseAll(now: now)
    if let task = storeExpiryTask { simulation.scheduler.cancel(task) }
    storeExpiryTask = nil
    if owesDeleted {
      sequence += 1
      var push = IncomingPush.deletedMessages(sequence: sequence, platform: platform)
      push.warnings = []
      emit("push.released", ["id": .string(push.notificationID), "reason": .string(reason)])
      deliver(push)
    }
    for stored in released {
      let push = stored.push
      // A site that lost its subscription while the push waited (a `set` of webHost) gets nothing.
      if dropsForWantOfSubscription(push) { continue }
      emit("push.released", ["id": .string(push.notificationID), "reason": .string(reason)])
      // A priority-1 push stored for an offline iPhone still does not wake it (R-iOS-5); a
      // message FCM keeps for Doze again keeps its TTL (R-A-19).
      deliverUnlessAsleep(push, timing: stored.timing)
    }
  }

  /// The device takes a push: the platform's rules decide. `timing`: the push waited in the
  /// service before (Android keeps it there again while in Doze).
  func deliver(_ push: IncomingPush, timing: PushServiceTiming? = nil) {
    switch platform {
    case .iOS: deliverIOS(push)
    case .android: deliverAndroid(push, timing: timing)
    case .web: deliverWeb(push)
    }
  }
}
