extension SimulatedDevice {
  /// The browser's rule for a web push that showed no notification (R-W-4, R-W-5), or whose
  /// event WebKit counts as failed although it showed one (``WebPushEventFailure``).
  ///
  /// - Parameter arrivalState: the site's state when the push arrived.
  /// - Returns: ``WebDeliveryRules/silentPush(state:recentSilent:violations:notificationsShowing:firefoxQuota:options:)``
  ///   for the device's counters (Chrome's recent pushes, Safari's violations, Firefox's quota).
  func silentOutcome(arrivalState: AppState) -> WebDeliveryRules.SilentPushOutcome {
    let window = WebDeliveryRules.silentWindow(options)
    let recent = recentWebPushesSilent.suffix(window - 1).filter { $0 }.count
    return WebDeliveryRules.silentPush(
      state: arrivalState, recentSilent: recent, violations: safariViolations, notificationsShowing: tray.count,
      firefoxQuota: &firefoxPushQuota, options: options)
  }

  /// Carries out a silent-push outcome: `push.silent`, Chrome's generic notification, Firefox's
  /// expiry, Safari's violation count and revocation.
  ///
  /// - Parameters:
  ///   - outcome: what ``silentOutcome(arrivalState:)`` decided.
  ///   - push: the push.
  ///   - arrivalState: the site's state when the push arrived.
  func applySilentOutcome(_ outcome: WebDeliveryRules.SilentPushOutcome, of push: IncomingPush, arrivalState: AppState) {
    let id = push.notificationID
    switch outcome {
    case .notificationShowing:
      emit("push.silent", ["id": .string(id), "outcome": "notificationShowing"])
      recentWebPushesSilent.append(false)
    case .allowed:
      emit("push.silent", ["id": .string(id), "outcome": "allowed"])
      recentWebPushesSilent.append(arrivalState != .visible)
    case .genericNotification:
      emit("push.silent", ["id": .string(id), "outcome": "genericNotification"])
      var generic = push
      generic.notification = PushNotification(id: id + "-generic")
      generic.notification.tag = SimulatedDevice.genericWebTag
      // Chrome's CreateDatabaseData: the title is the origin as shown for security.
      generic.notification.title = options.webScope.flatMap(WebDeliveryRules.originForDisplay)
      generic.notification.body = "This site has been updated in the background"
      generic.notification.silent = true
      display(
        DisplayedNotification(
          id: generic.notification.id, push: generic,
          replacementKey: "tag:" + SimulatedDevice.genericWebTag, displayedAt: now))
      recentWebPushesSilent.append(false)
    case .quotaReduced(let quota):
      emit("push.silent", ["id": .string(id), "outcome": "quotaReduced", "quota": .integer(Int64(quota))])
    case .subscriptionExpired:
      // _updateQuota: the expired record is unregistered from the push service (connected).
      webEndpointUnregistered = true
      emit("push.silent", ["id": .string(id), "outcome": "subscriptionExpired", "quota": .integer(0)])
    case .violation(let count):
      safariViolations = count
      emit("push.silent", ["id": .string(id), "outcome": "violation", "violations": .integer(Int64(count))])
    case .subscriptionRevoked:
      safariViolations += 1
      subscriptionRevoked = true
      emit("push.silent", ["id": .string(id), "outcome": "subscriptionRevoked", "violations": .integer(Int64(safariViolations))])
    }
  }
}
