/// Web: an endpoint the browser has already given up and unregistered from its push service,
/// so the push service refuses a push sent to it at once (404 or 410 to the sender) and queues
/// nothing, whether the browser is running, closed or the device offline.
///
/// The sources (docs/ModellingChoices/Web.md, "Pushes to an endpoint the push service deleted"):
/// Chrome's revocation deletes the subscription's InstanceID token (`DidClearPushSubscriptionId`,
/// `DeleteID`); Firefox on a desktop unregisters an expired record from autopush
/// (`PushService._backgroundUnregister`, for `_permissionDenied` and `_updateQuota`, a no-op
/// while not connected). WebKit's push service still accepts a push to a removed subscription
/// (WebKit bug 249766), so Safari's revocation is not refused at the send.
extension SimulatedDevice {
  /// The `push.dropped` reason and message for a push the push service refuses because the
  /// browser unregistered the endpoint, or `nil` while the endpoint is live at the service.
  func endpointRefusedByPushService() -> (reason: String, message: String)? {
    guard platform == .web, webEndpointUnregistered else { return nil }
    if chromeUnsubscribed {
      return (
        "subscriptionRevoked",
        "refused by the push service at the send: Chrome deleted the subscription's push service token (InstanceID "
          + "DeleteID) when it unsubscribed the site at the revocation of its notification permission (PERMISSION_REVOKED), "
          + "so the service answers 404/410 and keeps nothing for the browser; the site must subscribe again "
          + "({\"subscribe\": {\"device\": \"\(id)\"}})"
      )
    }
    if WebDeliveryRules.appliesFirefoxPushQuota(options), firefoxDrop != nil || firefoxPushQuota.isExpired {
      return (
        "subscriptionExpired",
        "refused by the push service at the send: Firefox unregistered the expired subscription from its push service "
          + "when it expired it (PushService._backgroundUnregister: the quota reached 0, or the notification permission was "
          + "revoked), so autopush answers 410 Gone and keeps nothing for the browser; the site must subscribe again"
      )
    }
    return nil
  }

  /// Drops a push the push service refuses (``endpointRefusedByPushService()``), recording
  /// `push.dropped`; `false` when the endpoint is live there.
  func dropsForUnregisteredEndpoint(_ push: IncomingPush) -> Bool {
    guard let refusal = endpointRefusedByPushService() else { return false }
    emit(
      "push.dropped",
      ["id": .string(push.notificationID), "reason": .string(refusal.reason), "message": .string(refusal.message)])
    return true
  }
}
