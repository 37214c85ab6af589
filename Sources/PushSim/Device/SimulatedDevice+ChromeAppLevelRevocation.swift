extension SimulatedDevice {
  /// Web, Chrome on Android: a notification of the site is being displayed (a push's, the
  /// forced generic one, or an SDK's). Chrome hands it to Android's `NotificationManager`, which
  /// shows nothing while Chrome's own Android notification permission is off
  /// (`chromeAppNotificationPermission`: `notification.suppressed` `chromeNotificationsOff`), and
  /// then runs its app-level revocation check (``ChromeAppLevelRevocation``): the first such
  /// display notes the browser-wide grace date, a display with the permission on clears it, and
  /// one 3 days or more after it resets the site's notification permission (`device.permissionReset`),
  /// which unsubscribes the site as a revocation does (``ChromePermissionRules``).
  ///
  /// - Parameter id: the notification being displayed.
  /// - Returns: Whether Android shows it.
  func chromeAppLevelDisplay(_ id: String) -> Bool {
    let decision = ChromeAppLevelRevocation.display(
      appNotificationsEnabled: options.chromeAppNotificationPermission, graceStart: chromeRevocationGraceStart, now: now)
    chromeRevocationGraceStart = ChromeAppLevelRevocation.graceStart(after: decision, now: now)
    let grace: String
    switch decision {
    case .shown:
      return true
    case .suppressedGraceStarted:
      grace = "Chrome noted this display's time as its grace date (one for the whole browser); a display 3 days or more "
        + "after it resets the site's notification permission, and one with Chrome's permission on clears it"
    case .suppressedWithinGrace(let since):
      grace = "Chrome's grace date is t=\(since.milliseconds) ms (the first such display); a display 3 days or more after "
        + "it resets the site's notification permission, and one with Chrome's permission on clears it"
    case .suppressedPermissionReset(let since):
      grace = "Chrome's grace date, t=\(since.milliseconds) ms, is 3 days or more before this display, so Chrome resets the "
        + "site's notification permission"
    }
    let message = "Chrome's own Android notification permission is off (chromeAppNotificationPermission false), so Android "
      + "shows none of the site's notifications; \(grace) (RevokePermissionIfPossible)"
    emit("notification.suppressed", ["id": .string(id), "reason": "chromeNotificationsOff", "message": .string(message)])
    if case .suppressedPermissionReset(let since) = decision { resetSitePermissionForAppLevel(since: since) }
    return false
  }

  /// Chrome's `ResetPermission` for the displayed notification's origin: the site's permission
  /// goes back to "ask" (PushSim's `notificationPermission` false), and `OnContentSettingChanged`
  /// unsubscribes it as for the user's revocation (``ChromePermissionRules``): pushes to the old
  /// endpoint are `subscriptionRevoked`, and granting the permission again fires
  /// `pushsubscriptionchange` until the site subscribes again.
  private func resetSitePermissionForAppLevel(since: SimInstant) {
    options.notificationPermission = false
    let message = "Chrome noted its grace date at t=\(since.milliseconds) ms, a display without its own Android notification "
      + "permission 3 days or more before this one, so Chrome reset the site's notification permission to ask "
      + "(kRevokeNotificationsPermissionIfDisabledOnAppLevel) and unsubscribed the site (PERMISSION_REVOKED); the site "
      + "must be granted the permission and subscribe again"
    emit("device.permissionReset", ["by": "chromeAppLevel", "graceStart": .integer(since.milliseconds), "message": .string(message)])
    let action = ChromePermissionRules.permissionChanged(
      wasGranted: true, granted: false,
      subscribed: !chromeUnsubscribed && WebDeliveryRules.subscriptionRefusal(options: options, app: app) == nil,
      unsubscribedRecorded: chromeUnsubscribed)
    if action == .unsubscribe { chromeUnsubscribe() }
  }
}
