/// Where a tap on a notification a vendor SDK posted on Android takes the user.
public enum AndroidTapTarget: Sendable, Equatable {
  /// An activity of the app comes to the foreground: the launcher activity (`link` `nil`), or the
  /// one whose intent filter matches `link` (``AppBehavior/handledLinks``).
  case appActivity(link: String?)
  /// The SDK's trampoline activity, which finishes at once: no activity of the app opens, and an
  /// app in the foreground stays there; only the SDK's open handling runs.
  case trampoline
  /// Another app (the browser) opens the link: it comes on top, so an app in the foreground goes
  /// to the background; the SDK's open handling runs.
  case browser
  /// Another app than the browser (the store, the dialer) opens: it comes on top, so an app in
  /// the foreground goes to the background (`app.state` with `reason`, such as `storeOpened` or
  /// `dialerOpened`); no activity of the app opens, and the SDK's open handling runs.
  case otherApp(reason: String)
  /// The notification has no content intent (a WonderPush group summary with
  /// `groupTargetUrl: null`): the tap does nothing, and the notification stays
  /// (`notification.tapIgnored`, reason `noContentIntent`).
  case noContentIntent
}

extension AndroidTapTarget {
  /// Where an `ACTION_VIEW` intent for `link` goes, as Android resolves it for an SDK that opens
  /// a link: the app's activity for the link when the app handles it (one of
  /// ``AppBehavior/handledLinks`` is a prefix of it), else another app: PushSim takes the browser
  /// for an http or https link, and `otherwise` for any other scheme (each SDK says what happens
  /// when no app has an activity for it).
  static func viewing(_ link: String, app: AppBehavior, otherwise: AndroidTapTarget) -> AndroidTapTarget {
    if app.handledLinks.contains(where: { link.hasPrefix($0) }) { return .appActivity(link: link) }
    let scheme = urlScheme(of: link)
    return scheme == "http" || scheme == "https" ? .browser : otherwise
  }
}
