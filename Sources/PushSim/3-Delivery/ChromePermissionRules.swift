/// What a change of a site's notification permission does to its push subscription in Chrome
/// (and the browsers built on Chromium, such as Edge), on a desktop and on Android.
///
/// The sources (docs/ModellingChoices/Web.md, "Chrome's pushsubscriptionchange"):
/// - Revoking the permission (granted to denied or default) unsubscribes the site:
///   `PushMessagingServiceImpl::OnContentSettingChanged` unsubscribes every subscription of an
///   origin whose permission is no longer granted, reason `PERMISSION_REVOKED`, and Chromium's
///   `PushMessagingBrowserTest.ResetPushPermissionUnsubscribes` (and `Deny…`, `LocalReset…`)
///   then finds `hasSubscription()` false. Chrome records the unsubscribed service worker
///   registration (`PushMessagingUnsubscribedEntry`, persisted in the profile's preferences).
/// - Granting the permission again fires `pushsubscriptionchange` at that registration with
///   `oldSubscription` and `newSubscription` both null (Chrome Platform Status 5147683423256576),
///   behind `features::kPushSubscriptionChangeEventOnResubscribe`, enabled by default
///   (`content/public/common/content_features.cc`); MDN's compatibility data lists the event
///   from Chrome 138. It fires from `OnContentSettingChanged` itself, at the grant, for every
///   recorded entry of the origin; firing does not delete the entry, which only a successful
///   subscription (`DidSubscribeWithEncryptionInfo`) or the worker's unregistration deletes, so
///   each grant fires it again until the site subscribes. The site has no subscription until it
///   subscribes again, and pushes to the old endpoint reach nothing, the permission denied or
///   not (the push service token was deleted; a message for the unknown app id is dropped).
/// - No event at the revocation itself: that is
///   `kPushSubscriptionChangeEventOnInvalidation` ("subscription refreshes, revoked permissions
///   or subscription losses"), disabled by default.
public enum ChromePermissionRules {
  /// What Chrome does when the permission changes.
  public enum Action: Sendable, Equatable {
    /// Nothing changes for the subscription.
    case none
    /// The permission was revoked while the site had a subscription: Chrome unsubscribes it
    /// (`PERMISSION_REVOKED`) and records the unsubscribed registration, without an event.
    case unsubscribe
    /// The permission was granted again for a registration Chrome had unsubscribed: it fires
    /// `pushsubscriptionchange` (both subscriptions null) and keeps the record until the site
    /// subscribes again.
    case firePushSubscriptionChange
  }

  /// Whether Chrome's rules apply: Chrome on a desktop or on Android (every browser on an
  /// iPhone or iPad is WebKit).
  ///
  /// - Parameter options: the browser and its host.
  /// - Returns: `true` when the browser in effect is Chrome.
  public static func applies(_ options: DeviceOptions) -> Bool {
    options.effectiveBrowser == .chrome
  }

  /// What a change of the notification permission does.
  ///
  /// - Parameters:
  ///   - wasGranted: the permission before the change.
  ///   - granted: the permission after it.
  ///   - subscribed: the site has a live subscription.
  ///   - unsubscribedRecorded: Chrome recorded the registration it unsubscribed for an earlier
  ///     revocation, and the site has not subscribed since (firing the event keeps the record).
  /// - Returns: What Chrome does.
  public static func permissionChanged(
    wasGranted: Bool, granted: Bool, subscribed: Bool, unsubscribedRecorded: Bool
  ) -> Action {
    if wasGranted, !granted { return subscribed ? .unsubscribe : .none }
    if !wasGranted, granted { return unsubscribedRecorded ? .firePushSubscriptionChange : .none }
    return .none
  }
}
