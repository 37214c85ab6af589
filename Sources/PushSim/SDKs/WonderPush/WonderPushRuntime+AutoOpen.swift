/// Android: what the SDK's `autoOpen` does (WP-A `NotificationManager.onReceivedNotification`:
/// with the alert's `autoOpen`, for the current settings, and no `autoDrop`, it calls
/// `pendingIntentBuilder.buildForAutoOpen().send()` and posts nothing).
///
/// `buildForAutoOpen()` is `buildPendingIntent(false, null, null)`: a `PendingIntent.getActivities`
/// the app creates, whose last activity is the SDK's `WonderPushNotificationTrackingReceiver`
/// (alone, with `FLAG_ACTIVITY_NEW_DOCUMENT`, for a `…/broadcast` or `…/noop` target). The app
/// sends it itself, from its `FirebaseMessagingService`, so Android's background-activity-start
/// rules (Android 10+, AOSP `BackgroundActivityStartController.checkBackgroundActivityStart`:
/// the creator and the sender are the same app, allowed by its visible window, else blocked)
/// decide whether any activity starts:
/// - With a visible window (the app in the foreground) it starts. For a target of
///   `wonderpush://notificationOpen/broadcast` the tracking activity's `track` broadcasts
///   `wonderpushNotificationWillOpen` (its intent keeps the original `targetUrl`) and a
///   deep-link delegate's link is opened, as at a tap (``androidTargetEffects(_:willOpen:)``),
///   and a wrapper's receiver hears of the broadcast (Cordova's `notificationOpen`). What the
///   activity runs before (the open's handling) is not modelled, as for the broadcast of a push
///   that shows nothing (WonderPushRuntime+WillOpenBroadcast.swift). An http(s) link the app
///   does not handle (the target, or the deep-link delegate's answer) is an `ACTION_VIEW`
///   intent the browser takes (`buildPendingIntent` puts it under the tracking activity, as for
///   a posted notification's content intent): the browser comes on top, so the app goes to the
///   background, `app.state` reason `browserOpened`, as at a tap that opens the browser
///   (``AndroidTapTarget/browser``, ``autoOpenMove(_:state:)``).
/// - Without one (the app in the background, or a process a push started) the start is
///   blocked from Android 10 (API 29, option `androidApiLevel`): nothing opens, nothing is
///   broadcast, no wrapper event nor miss. **Choice:** the app's only exemption PushSim knows is
///   a visible window (no `SYSTEM_ALERT_WINDOW`, no grace period after the user left the app).
/// - Below Android 10 there is no such restriction (developer.android.com/guide/components/activities/background-starts:
///   "Android 10 (API level 29) and higher place restrictions on when apps can start activities
///   when the app is running in the background"), so the activity starts as with a visible
///   window, and ``activityStartAllowed(_:)`` is true whatever the app's state. When the intent
///   reaches an activity of the app (the launcher for no target or `…/default`, or the app's
///   activity for a link it handles: ``androidTarget(of:app:)``), that activity comes in front:
///   `app.state` background → foreground, reason `autoOpen` (what the activity gets, its
///   `onCreate` or `onNewIntent`, is not recorded, as in the foreground). The browser or the
///   tracking activity alone leaves the app in the background.
extension WonderPushRuntime {
  /// The `autoOpen` of `wp`: its record, then, in the foreground, what its tracking activity
  /// runs for a `…/broadcast` target.
  ///
  /// - Parameters:
  ///   - wp: The decoded push.
  ///   - push: The push, for the wrapper's receiver.
  ///   - context: The device: whether the app has a visible window, the wrapper.
  /// - Returns: `action.executed` type `autoOpen`, and for a broadcast target in the foreground
  ///   the broadcast, a delegate's link and the wrapper's effects.
  func androidAutoOpen(_ wp: WonderPushNotification, push: IncomingPush, context: SDKContext) -> [SDKEffect] {
    guard Self.activityStartAllowed(context) else {
      return [.action(
        type: "autoOpen", parameters: ["autoOpen": true],
        result: "not posted: the SDK sends the notification's intent at once, but the app has no visible window: "
          + "Android 10+ blocks the activity start of a background app's own PendingIntent, so nothing opens")]
    }
    // Where the intent leads once started: the app's activity, the browser, or the tracking
    // activity alone (the same routing as a tap, with the deep-link delegate's answer).
    let moves = Self.autoOpenMove(androidTarget(of: wp.targetUrl, app: context.app), state: context.state)
    guard let target = wp.targetUrl, SpecialTarget(androidURI: target) == .broadcast else {
      let open = SDKEffect.action(
        type: "autoOpen", parameters: ["autoOpen": true],
        result: "not posted: the SDK opens the notification at once (what the opened activity gets is not modelled)")
      return [open] + moves
    }
    let open = SDKEffect.action(
      type: "autoOpen", parameters: ["autoOpen": true],
      result: "not posted: the SDK opens the notification at once; its tracking activity broadcasts "
        + "wonderpushNotificationWillOpen (its open handling is not modelled)")
    return [open] + moves + androidTargetEffects(target, willOpen: wrapperWillOpenEffects(push, type: wp.type, context: context))
  }

  /// What a started `autoOpen` intent does to the app's state: an activity of the app brings a
  /// background app to the foreground (below Android 10: `app.state` `autoOpen`); the browser
  /// comes on top of an app in the foreground (`app.state` `browserOpened`, the reason a tap that
  /// opens the browser gives, SimulatedDevice+AndroidTap.swift); the tracking activity alone
  /// (a special target, a `null` answer, a link no app opens) changes nothing.
  static func autoOpenMove(_ target: AndroidTapTarget, state: AppState) -> [SDKEffect] {
    switch target {
    case .appActivity where state != .foreground: [.activityStarted(reason: "autoOpen")]
    case .browser where state == .foreground: [.otherAppStarted(reason: "browserOpened")]
    case .otherApp(let reason) where state == .foreground: [.otherAppStarted(reason: reason)]
    default: []
    }
  }

  /// Whether an activity start of the app's own `PendingIntent`, sent by the app itself, goes
  /// through: always below Android 10 (API 29), and from it only with a visible window (the app
  /// in the foreground).
  static func activityStartAllowed(_ context: SDKContext) -> Bool {
    context.state == .foreground || context.options.androidApiLevel < AndroidVersionCodes.q
  }
}
