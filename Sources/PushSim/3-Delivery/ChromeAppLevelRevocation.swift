/// Chrome on Android revoking a site's notification permission itself when Chrome's own Android
/// notification permission is off (docs/ModellingChoices/Web.md, "Chrome on Android's own
/// revocation").
///
/// The sources (Chromium's Android `NotificationPlatformBridge.java` `displayNotification`; the
/// push messaging service's `RevokePermissionIfPossible`; the push messaging `features.cc`):
/// - The check runs when a notification of a site is displayed, after Chrome handed it to
///   Android's `NotificationManager`, not when a push arrives; the push event runs as usual and
///   `showNotification` resolves. Without Chrome's app-level permission
///   (`NotificationManagerCompat.areNotificationsEnabled()` false) Android shows nothing.
/// - The grace date (`notifications_permission_revocation_grace_period`) is one Local State
///   preference for the whole browser, not one per site: set at the first display while the
///   app-level permission is off, cleared by any display while it is on.
/// - A display `GetNotificationsRevocationGracePeriodInDays()` days or more after that date (a
///   field-trial parameter, default 3) resets the notification permission of that display's
///   origin (`ResetPermission`), which Chrome's `OnContentSettingChanged` turns into the
///   unsubscription of a revoked permission (``ChromePermissionRules``).
/// - The feature (`kRevokeNotificationsPermissionIfDisabledOnAppLevel`) is Android only; PushSim
///   takes it as enabled, as the later of the two stored revisions read has it.
public enum ChromeAppLevelRevocation {
  /// The grace period before Chrome resets a site's permission: 3 days, the field-trial
  /// parameter's default.
  public static let gracePeriod = Duration.seconds(3 * 86_400)

  /// What a display of a site's notification does on Chrome on Android.
  public enum Decision: Sendable, Equatable {
    /// Chrome's app-level permission is on: Android shows the notification, and the grace
    /// date, if any, is cleared.
    case shown
    /// The permission is off: Android shows nothing; Chrome notes the grace date now (the
    /// first such display since the permission went off).
    case suppressedGraceStarted
    /// The permission is off, and the grace period, started at a date Chrome noted before,
    /// is not over: Android shows nothing; the date stays.
    case suppressedWithinGrace(since: SimInstant)
    /// The permission is off and the grace period is over: Android shows nothing, and Chrome
    /// resets the site's notification permission, which unsubscribes the site.
    case suppressedPermissionReset(since: SimInstant)
  }

  /// Whether the rule applies: Chrome (or a Chromium browser) on Android.
  ///
  /// - Parameter options: the browser and its host.
  /// - Returns: `true` for Chrome with `webHost` `android`.
  public static func applies(_ options: DeviceOptions) -> Bool {
    options.effectiveBrowser == .chrome && options.webHost == .android
  }

  /// What a display does.
  ///
  /// - Parameters:
  ///   - appNotificationsEnabled: Chrome's own Android notification permission.
  ///   - graceStart: the browser-wide grace date Chrome noted, or `nil`.
  ///   - now: the time of the display.
  /// - Returns: The decision; the caller keeps the grace date it implies (``graceStart(after:now:)``).
  public static func display(appNotificationsEnabled: Bool, graceStart: SimInstant?, now: SimInstant) -> Decision {
    if appNotificationsEnabled { return .shown }
    guard let graceStart else { return .suppressedGraceStarted }
    return now - graceStart >= gracePeriod ? .suppressedPermissionReset(since: graceStart) : .suppressedWithinGrace(since: graceStart)
  }

  /// The grace date after a decision: cleared by a display shown, set now by the first display
  /// suppressed, kept otherwise (a reset does not clear it: the preference is the browser's,
  /// and only a display with the permission on clears it).
  ///
  /// - Parameters:
  ///   - decision: what ``display(appNotificationsEnabled:graceStart:now:)`` decided.
  ///   - now: the time of the display.
  /// - Returns: The grace date to keep.
  public static func graceStart(after decision: Decision, now: SimInstant) -> SimInstant? {
    switch decision {
    case .shown: nil
    case .suppressedGraceStarted: now
    case .suppressedWithinGrace(let since), .suppressedPermissionReset(let since): since
    }
  }
}
