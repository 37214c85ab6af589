/// The web decision table of SEMANTICS.md §7.4 (rows w1–w5): whether the service worker's `push`
/// event runs and what happens when it shows no notification.
public enum WebDeliveryRules {
  /// What the browser does when a push arrives.
  public enum Arrival: String, Sendable, Equatable {
    /// The service worker's `push` event runs now.
    case pushEvent
    /// The browser is closed on a desktop: the push service keeps the message until its TTL and
    /// delivers it when the browser starts (w4).
    case heldUntilBrowserStarts
  }

  /// What the browser does after a `push` event that showed no notification.
  public enum SilentPushOutcome: Sendable, Equatable {
    /// Nothing: Chrome needs no notification from a site with a visible tab (w1), or the budget
    /// allowed it; Firefox for Android keeps no quota.
    case allowed
    /// Chrome and Firefox: a notification of the site is showing after the push event, so the
    /// push counts as one that showed a notification (Chrome's `notification_count > 0`,
    /// Firefox's `_visibleNotifications`): no budget or quota is spent.
    case notificationShowing
    /// Chrome shows its generic "This site has been updated in the background" notification.
    case genericNotification
    /// Firefox: its push quota went down to `quota`, above 0 (``FirefoxPushQuota``).
    case quotaReduced(quota: Int)
    /// Firefox: the push quota reached 0, and Firefox drops the expired subscription.
    case subscriptionExpired
    /// Safari counts a violation of `userVisibleOnly`.
    case violation(count: Int)
    /// Safari revokes the push subscription.
    case subscriptionRevoked
  }

  /// The row and the arrival for a push.
  public static func arrival(state: AppState, options: DeviceOptions) -> (row: String, Arrival) {
    switch state {
    case .visible: ("w1", .pushEvent)
    case .running: ("w2", .pushEvent)
    default: options.webHost == .desktop ? ("w4", .heldUntilBrowserStarts) : ("w3", .pushEvent)
    }
  }

  /// Why the site has no push subscription for a push to reach, or `nil` when it has one: on an
  /// iPhone or iPad outside the Home Screen (R-W-6), or when the app asks for
  /// `userVisibleOnly: false`, which Chrome and WebKit refuse with `NotAllowedError` (R-W-3;
  /// Firefox does not support the option and subscribes).
  ///
  /// - Returns: The `push.dropped` reason and a message saying what to change.
  public static func subscriptionRefusal(options: DeviceOptions, app: AppBehavior) -> (reason: String, message: String)? {
    if options.webHost == .iOSBrowser {
      return (
        "noPushSubscription",
        "Safari on iOS and iPadOS 16.4+ offers Web Push only to web apps added to the Home Screen: a site open "
          + "in the browser cannot subscribe, so no push reaches it (R-W-6). Set webHost to iOSHomeScreen"
      )
    }
    guard !app.userVisibleOnly else { return nil }
    switch options.effectiveBrowser {
    case .chrome:
      return (
        "subscriptionRefused",
        "Chrome refuses pushManager.subscribe({userVisibleOnly: false}) with NotAllowedError (\"Chrome currently "
          + "only supports the Push API for subscriptions that will result in user-visible messages\", R-W-3): "
          + "the site has no subscription. Subscribe with userVisibleOnly: true"
      )
    case .safari:
      return (
        "subscriptionRefused",
        "WebKit refuses pushManager.subscribe({userVisibleOnly: false}) with NotAllowedError (\"Subscribing for "
          + "push requires userVisibleOnly to be true\", R-W-3): the site has no subscription. Subscribe with "
          + "userVisibleOnly: true"
      )
    case .firefox:
      return nil
    }
  }

  /// The outcome of a push that showed no notification (R-W-4, R-W-5).
  ///
  /// Chrome needs no notification while a tab of the site is visible (w1), then asks whether one
  /// of the site's is showing, then spends its budget. Firefox spends its push quota unless one
  /// of the site's notifications is showing, whatever the tab (``FirefoxPushQuota``; an open tab
  /// restores the quota when the push arrives), on a desktop only (``appliesFirefoxPushQuota(_:)``).
  /// WebKit counts a violation whenever the push
  /// event ends without `showNotification`, a visible page included: `ServiceWorkerThread`'s
  /// push event succeeds only when it `showedNotification`, with no check of the page.
  ///
  /// - Parameters:
  ///   - state: the state when the push arrived.
  ///   - recentSilent: Chrome: how many of the previous pushes (up to 1 / grace of them) were
  ///     allowed without a notification.
  ///   - violations: Safari: violations counted before this one.
  ///   - notificationsShowing: the site's notifications showing once the push event settled.
  ///   - firefoxQuota: Firefox: the subscription's quota, updated by the check.
  ///   - options: the knobs.
  public static func silentPush(
    state: AppState, recentSilent: Int, violations: Int, notificationsShowing: Int = 0,
    firefoxQuota: inout FirefoxPushQuota, options: DeviceOptions
  ) -> SilentPushOutcome {
    switch options.effectiveBrowser {
    case .safari:
      let count = violations + 1
      return count >= options.safariRevokeAfterViolations ? .subscriptionRevoked : .violation(count: count)
    case .firefox where !appliesFirefoxPushQuota(options):
      // GeckoView (`GeckoViewPush.sys.mjs`): `quotaApplies()` is false, `isExpired()` never
      // true, "The app will take care of throttling"; no generic notification either.
      return .allowed
    case .firefox:
      switch firefoxQuota.settled(notificationsShowing: notificationsShowing) {
      case .notificationShowing: return .notificationShowing
      case .reduced(let quota): return .quotaReduced(quota: quota)
      case .expired: return .subscriptionExpired
      }
    case .chrome where state == .visible:
      return .allowed
    case .chrome where notificationsShowing > 0:
      // `PushMessagingNotificationManager`: `notification_shown = notification_count > 0`.
      return .notificationShowing
    case .chrome:
      let allowedPerWindow = Int((options.chromeSilentPushGrace * Double(silentWindow(options))).rounded(.down))
      return recentSilent < allowedPerWindow ? .allowed : .genericNotification
    }
  }

  /// Whether Firefox's push quota (``FirefoxPushQuota``) applies: Firefox on a desktop. Firefox
  /// for Android runs GeckoView, whose push service (`GeckoViewPush.sys.mjs`) hands subscriptions
  /// to the app and keeps no quota (`quotaApplies()` false, `isExpired()` false).
  ///
  /// - Parameter options: the browser and its host.
  /// - Returns: Whether silent pushes spend the quota.
  public static func appliesFirefoxPushQuota(_ options: DeviceOptions) -> Bool {
    options.effectiveBrowser == .firefox && options.webHost == .desktop
  }

  /// Whether the browser shows a mutable declarative message's own notification when its
  /// service worker's `push` event showed none, instead of treating the push as silent
  /// (R-W-4, R-W-5): the declarative fallback.
  ///
  /// WebKit does: its `push` event for a mutable message carries the proposed notification,
  /// and the notification shown is the one the worker's handler made or, when it made none,
  /// the proposed one ("If the event takes too long, or does *not* override the proposed
  /// Notification or AppBadge count, then the originals described by the declarative message
  /// are used instead", WebKit/WebKit#18087). The WebKit blog ("Meet Declarative Web Push")
  /// calls it "no penalty for service workers failing to display a notification; the
  /// declarative push message itself is used as a fallback", and w3c/push-api#391 says mutable
  /// declarative messages remove "the need for heuristics that will penalize a website for
  /// sending silent pushes". PushSim gives the fallback to WebKit only (Safari, and every
  /// browser on an iPhone or iPad): a Chrome or Firefox worker that shows nothing for such a
  /// message gets the silent-push rules of any push (docs/ModellingChoices/Web.md).
  ///
  /// - Parameter options: the device's knobs.
  /// - Returns: `true` when the effective browser is Safari (WebKit).
  public static func showsDeclarativeFallback(_ options: DeviceOptions) -> Bool {
    options.effectiveBrowser == .safari
  }

  /// Whether a web push can set the app's badge here: a declarative message's `app_badge`, or
  /// the service worker's `navigator.setAppBadge()` in its `push` event.
  ///
  /// Only for a web app added to the Home Screen of an iPhone or iPad: WebKit is the only
  /// implementer of declarative Web Push and of its `app_badge` (w3c/push-api#402, "Implementation
  /// support": WebKit), which the WebKit blog ("Meet Declarative Web Push") offers "for Home Screen
  /// web apps on iOS"; Safari 18.4 brought declarative Web Push to "web apps added to the Home
  /// Screen" of iOS and iPadOS; and there "the Badging API is available exclusively for web apps the
  /// user has added to their home screen" (WebKit blog, "Badging for Home Screen Web Apps", iOS
  /// 16.4). A site in a desktop or Android browser has no app icon PushSim models (web apps added
  /// to the Dock of a Mac, or installed from Chrome, are not a `webHost`): docs/ModellingChoices/Web.md.
  ///
  /// - Parameter options: the device's knobs.
  /// - Returns: `true` when `webHost` is ``DeviceOptions/WebHost/iOSHomeScreen``.
  public static func appliesAppBadge(_ options: DeviceOptions) -> Bool {
    options.webHost == .iOSHomeScreen
  }

  /// Where the browser runs, for a message saying an app badge has no effect there: `on Chrome
  /// on a desktop`.
  static func appBadgeHostDescription(_ options: DeviceOptions) -> String {
    let browser = options.effectiveBrowser.name
    switch options.webHost {
    case .desktop: return "on \(browser) on a desktop"
    case .android: return "on \(browser) on Android"
    case .iOSBrowser: return "on a site open in Safari on an iPhone or iPad, not added to the Home Screen"
    case .iOSHomeScreen: return "on a Home Screen web app"
    }
  }

  /// The site's origin as Chrome titles its generic notification
  /// (`push_messaging_notification_manager.cc`, `CreateDatabaseData`:
  /// `FormatUrlForSecurityDisplay` with `OMIT_HTTP_AND_HTTPS`): the scope's host and port,
  /// lowercased, without the scheme, the path or a default port.
  ///
  /// - Parameter scope: the `webScope` option, an absolute `http` or `https` URL.
  /// - Returns: The origin as Chrome shows it: `news.example.com`, `example.com:8443`; `nil` when
  ///   the port is not a number from 0 to 65535 (the URL Standard's parser fails on it).
  public static func originForDisplay(_ scope: String) -> String? {
    let scheme = scope.prefix { $0 != ":" }.lowercased()
    let afterScheme = scope.dropFirst(scheme.count + 1).drop { $0 == "/" || $0 == "\\" }
    var authority = afterScheme.prefix { !"/?#\\".contains($0) }
    if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
    // The port follows the last colon after an IPv6 literal's `]`; the URL Standard reads it as
    // a number (`:0443` is 443) and drops it when empty or the scheme's default.
    let hostEnd = authority.lastIndex(of: "]") ?? authority.startIndex
    guard let colon = authority[hostEnd...].lastIndex(of: ":") else { return authority.lowercased() }
    let host = authority[..<colon].lowercased()
    let digits = authority[authority.index(after: colon)...]
    guard !digits.isEmpty else { return host }
    let significant = digits.drop { $0 == "0" }
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), significant.count <= 5,
      let port = significant.isEmpty ? 0 : Int(significant), port <= 65_535
    else { return nil }
    return port == (scheme == "https" ? 443 : 80) ? host : host + ":" + String(port)
  }

  /// How many recent pushes Chrome's grace looks at: 10, or 1 / grace when that is more (so
  /// even a small grace allows one); the allowance is grace × window, rounded down.
  public static func silentWindow(_ options: DeviceOptions) -> Int {
    guard options.chromeSilentPushGrace > 0 else { return 10 }
    return max(10, Int((1 / options.chromeSilentPushGrace).rounded(.up)))
  }
}
