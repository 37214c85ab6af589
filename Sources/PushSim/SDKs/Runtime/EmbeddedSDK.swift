/// A vendor SDK's part of the device: it sees the platform's callbacks before the app does and
/// answers with ``SDKEffect``s, which the device carries out and records.
///
/// Each hook returns `nil` for "not this SDK's business": the platform's plain behaviour (the
/// app's own callbacks) runs. The hooks have default implementations that return `nil` or
/// nothing, so an SDK implements only the paths it takes over.
///
/// The device calls the hooks synchronously on the simulation's thread, with an ``SDKContext``
/// describing the moment.
public protocol EmbeddedSDK: AnyObject {
  /// Android: the SDK's `FirebaseMessagingService` got a message (a data message in any live
  /// state, a notification message in the foreground).
  func androidMessage(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]?
  /// Android: the SDK's broadcast receiver for `com.google.android.c2dm.intent.RECEIVE` got the
  /// message's raw intent, before any display or `FirebaseMessagingService` (every message that
  /// is not dropped, notification messages in the background included).
  func androidBroadcast(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]
  /// iOS: `willPresent` in the foreground (the SDK is the notification center's delegate and
  /// forwards to the app's). Return a ``SDKEffect/present(_:)`` to answer the system.
  func iosWillPresent(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]?
  /// iOS: whether the SDK makes itself the notification center's delegate at its
  /// initialisation when the app sets none (or swizzles into the one the app sets), so that
  /// ``iosWillPresent(_:context:)`` answers, and ``opened(_:buttonIndex:context:)`` runs, also
  /// in an app that registers no delegate of its own.
  var iosIsNotificationCenterDelegate: Bool { get }
  /// iOS: whether a notification-center delegate the app sets after the SDK set itself up
  /// (`afterLaunch`) replaces the SDK's, which then answers no `willPresent` and hears of no tap
  /// (the SDK neither hooks the setter nor is called by the app's delegate). Meaningful only
  /// with ``iosIsNotificationCenterDelegate``.
  var iosAppDelegateSetLaterReplacesSDK: Bool { get }
  /// iOS: whether the SDK, as the notification center's delegate, handles the dismiss response
  /// of a `customDismissAction` category (`UNNotificationDismissActionIdentifier`) as an open of
  /// the notification itself (``iosTapBeforeApp(_:buttonIndex:context:)`` and
  /// ``opened(_:buttonIndex:context:)`` with no button) before and after the app's `didReceive`.
  var iosDismissResponseIsOpen: Bool { get }
  /// iOS: what the SDK's own notification-center delegate answers in `willPresent` for a push
  /// that is not its own (``iosWillPresent(_:context:)`` returned `nil`) when the app
  /// registered no delegate to forward it to; `nil` when the SDK leaves it unanswered or the
  /// sources do not say (then the `iosForegroundPresentDefault` knob decides, as without an SDK).
  func iosWillPresentWithoutAppDelegate(_ push: IncomingPush, context: SDKContext) -> PresentationOptions?
  /// iOS: `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` (the SDK
  /// swizzles it and forwards to the app's).
  func iosRemoteNotification(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]?
  /// iOS: the service extension the SDK provides, when the app's extension is the SDK's
  /// (`"serviceExtension": "sdk"` in a scenario).
  func iosServiceExtension() -> (any NotificationServiceExtension)?
  /// Web: the service worker's `push` event.
  func webPush(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]?
  /// The user tapped a notification (or one of its buttons), on any platform.
  func opened(_ notification: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect]?
  /// iOS: what the SDK does at a tap before it hands the response on to the app's delegate
  /// (`didReceive`), which ``opened(_:buttonIndex:context:)`` then follows.
  func iosTapBeforeApp(_ notification: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect]
  /// Android: where a tap on a notification the SDK posted (or on one of its buttons) takes the
  /// user: an activity of the app, brought to the foreground, or nothing of the app's (a
  /// trampoline that finishes at once, the browser): then the app stays in the background, and
  /// only ``opened(_:buttonIndex:context:)`` runs.
  func androidTapTarget(_ notification: DisplayedNotification, buttonIndex: Int?, app: AppBehavior) -> AndroidTapTarget
  /// Android: whether a click on the button at `buttonIndex` of a notification the SDK posted
  /// takes the notification away. Android cancels no notification for an action button
  /// (auto-cancel is the content intent's), so it is the SDK's own `cancel`.
  func androidButtonCancelsNotification(_ notification: DisplayedNotification, buttonIndex: Int) -> Bool
  /// Android: whether the SDK cancels the notification only after it has handled the click of
  /// the button at `buttonIndex` (its effects, the app's broadcast, are recorded first), rather
  /// than before, as a click activity that cancels and then reports does. Asked only when
  /// ``androidButtonCancelsNotification(_:buttonIndex:)`` is `true`.
  func androidButtonCancelsAfterClick(_ notification: DisplayedNotification, buttonIndex: Int) -> Bool
  /// Android: when a tap on a notification the SDK posted goes to an activity of the app through
  /// the SDK's own click activity, how that activity starts it (`activityAlive`: whether one of
  /// the app's activities exists; `opensLauncher`: the intent is the launcher's, not a link's),
  /// and so that the SDK handles the open (``opened(_:buttonIndex:context:)``)
  /// before the app's activity gets the intent; `nil` when the notification's intent is the app's
  /// activity itself, which gets the intent first (`onNewIntent` when one is alive).
  func androidActivityStart(app: AppBehavior, activityAlive: Bool, opensLauncher: Bool) -> AndroidActivityStart?
  /// Android: ``androidActivityStart(app:activityAlive:opensLauncher:)`` for a start that
  /// depends on the tapped `notification`, its button and the app's state before the tap
  /// (Mapp's Play button); the device asks this one.
  func androidActivityStart(
    _ notification: DisplayedNotification, buttonIndex: Int?, stateBefore: AppState, app: AppBehavior, activityAlive: Bool,
    opensLauncher: Bool
  ) -> AndroidActivityStart?
  /// A shown notification went away (`reason` as in `notification.removed`: `dismiss`, `tap`,
  /// `app`, `reboot`, …).
  func removed(_ notification: DisplayedNotification, reason: String, context: SDKContext) -> [SDKEffect]
  /// Android: whether the SDK's own open of a tapped group summary cancels the rest of the group
  /// (and reads it first), so the device leaves the children shown until that open instead of
  /// cancelling them with the summary (the device does it for every summary, as AOSP's `cancelGroupChildrenLocked`).
  func clearsGroupOnSummaryTap(_ summary: DisplayedNotification) -> Bool
  /// A notification the SDK asked for was shown (or replaced another).
  func displayed(_ notification: DisplayedNotification, context: SDKContext)
  /// Android refused a notification the SDK asked for: past the app's limit
  /// (`notification.suppressed` `packageLimit`) or an update shed for the app's rate
  /// (`enqueueRateExceeded`). `NotificationManager.notify` returns as for any post, so the SDK
  /// cannot tell it from one shown.
  func postRefused(_ notification: DisplayedNotification, context: SDKContext)
  /// The app's notification service extension prevented the display of `push`
  /// (``SDKEffect/receivedByExtension(_:details:)``).
  func prevented(_ push: IncomingPush, context: SDKContext)
  /// The app's foreground listener prevented the display of `push`, whose notification it was
  /// handed (``SDKEffect/willDisplay(_:)``); what the SDK does about it, such as a timer for the
  /// moment it gives up waiting for the app.
  func willDisplayPrevented(_ push: IncomingPush, notification: OSNotification, context: SDKContext) -> [SDKEffect]
  /// Whether the SDK takes `push`'s notification as displayed, once its display is settled
  /// (``SDKEffect/trackAfterDisplay(event:)``): shown, or refused by Android after the post
  /// (``postRefused(_:context:)``), which the SDK cannot tell from shown.
  func tookAsDisplayed(_ push: IncomingPush) -> Bool
  /// The app's process started (a cold start), or the device finished booting
  /// (`afterBoot`, the SDK's `BOOT_COMPLETED` receiver; the app is not otherwise running).
  func processStarted(afterBoot: Bool, context: SDKContext) -> [SDKEffect]
  /// The app became active: its state became foreground (iOS `applicationDidBecomeActive`, after
  /// a launch, a return from the background or an unlock). Unlocking an Android device whose app
  /// stayed in the foreground does not call it.
  func appBecameActive(context: SDKContext) -> [SDKEffect]
  /// iOS: the app set its badge (``SimulatedDevice/setBadgeCount(_:)``), which an SDK that
  /// swizzles the badge setters sees.
  func appSetBadge(_ count: Int, context: SDKContext)
  /// A timer the SDK set with ``SDKEffect/timer(after:name:kind:)`` fired.
  func timerFired(_ name: String, context: SDKContext) -> [SDKEffect]
  /// The app's process ended (a kill, a crash, a swipe, a force stop, a reboot, an iOS
  /// force-quit): the SDK's in-process timers are already cancelled. What the system does for
  /// the SDK's interrupted work (WorkManager reruns a worker the kill stopped), as effects.
  func processEnded(context: SDKContext) -> [SDKEffect]
  /// A force stop cancelled the SDK's system-scheduled work (``SDKTimerKind/work`` timers: the
  /// system drops a stopped app's jobs and alarms) along with its in-process timers; what the
  /// SDK keeps of its WorkManager work (its database outlives the stop, and `ForceStopRunnable`
  /// reschedules it) to schedule again at the app's next start
  /// (``processStarted(afterBoot:context:)``).
  func workCleared()
  /// A reboot cancelled all the SDK's timers; what the SDK keeps of its system-scheduled work
  /// (WorkManager's database outlives a reboot) to schedule again at its start after the first
  /// unlock (``processStarted(afterBoot:context:)``).
  func rebooted()
}

extension EmbeddedSDK {
  /// Default: `nil`, not this SDK's business.
  public func androidMessage(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? { nil }
  /// Default: no effects.
  public func androidBroadcast(_ push: IncomingPush, context: SDKContext) -> [SDKEffect] { [] }
  /// Default: `nil`, not this SDK's business.
  public func iosWillPresent(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? { nil }
  /// Default: `false`, the SDK leaves the notification center's delegate to the app.
  public var iosIsNotificationCenterDelegate: Bool { false }
  /// Default: `false`, the SDK stays in front of a delegate the app sets later (it swizzles the
  /// setter) or is called by the app's delegate.
  public var iosAppDelegateSetLaterReplacesSDK: Bool { false }
  /// Default: `false`, a dismissal is not an open.
  public var iosDismissResponseIsOpen: Bool { false }
  /// Default: `nil`, unanswered.
  public func iosWillPresentWithoutAppDelegate(_ push: IncomingPush, context: SDKContext) -> PresentationOptions? { nil }
  /// Default: `nil`, not this SDK's business.
  public func iosRemoteNotification(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? { nil }
  /// Default: `nil`, not this SDK's business.
  public func iosServiceExtension() -> (any NotificationServiceExtension)? { nil }
  /// Default: `nil`, not this SDK's business.
  public func webPush(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? { nil }
  /// Default: `nil`, not this SDK's business.
  public func opened(_ notification: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect]? { nil }
  /// Default: nothing before the app's delegate.
  public func iosTapBeforeApp(_ notification: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect] {
    []
  }
  /// Default: the app's launcher activity opens.
  public func androidTapTarget(_ notification: DisplayedNotification, buttonIndex: Int?, app: AppBehavior) -> AndroidTapTarget {
    .appActivity(link: nil)
  }
  /// Default: `true`, the SDK cancels the notification at a button click.
  public func androidButtonCancelsNotification(_ notification: DisplayedNotification, buttonIndex: Int) -> Bool { true }
  /// Default: `false`, the notification goes before the click's effects.
  public func androidButtonCancelsAfterClick(_ notification: DisplayedNotification, buttonIndex: Int) -> Bool { false }
  /// Default: `nil`, the notification's intent starts the app's activity itself.
  public func androidActivityStart(app: AppBehavior, activityAlive: Bool, opensLauncher: Bool) -> AndroidActivityStart? { nil }
  /// Default: ``androidActivityStart(app:activityAlive:opensLauncher:)``, whatever was tapped.
  public func androidActivityStart(
    _ notification: DisplayedNotification, buttonIndex: Int?, stateBefore: AppState, app: AppBehavior, activityAlive: Bool,
    opensLauncher: Bool
  ) -> AndroidActivityStart? {
    androidActivityStart(app: app, activityAlive: activityAlive, opensLauncher: opensLauncher)
  }
  /// Default: no effects.
  public func removed(_ notification: DisplayedNotification, reason: String, context: SDKContext) -> [SDKEffect] { [] }
  /// Default: `false`, the system cancels the group with its summary.
  public func clearsGroupOnSummaryTap(_ summary: DisplayedNotification) -> Bool { false }
  /// Default: does nothing.
  public func displayed(_ notification: DisplayedNotification, context: SDKContext) {}
  /// Default: does nothing.
  public func postRefused(_ notification: DisplayedNotification, context: SDKContext) {}
  /// Default: does nothing.
  public func prevented(_ push: IncomingPush, context: SDKContext) {}
  /// Default: `true`.
  public func tookAsDisplayed(_ push: IncomingPush) -> Bool { true }
  /// Default: no effects.
  public func willDisplayPrevented(_ push: IncomingPush, notification: OSNotification, context: SDKContext) -> [SDKEffect] { [] }
  /// Default: no effects.
  public func processStarted(afterBoot: Bool, context: SDKContext) -> [SDKEffect] { [] }
  /// Default: no effects.
  public func appBecameActive(context: SDKContext) -> [SDKEffect] { [] }
  /// Default: does nothing.
  public func appSetBadge(_ count: Int, context: SDKContext) {}
  /// Default: no effects.
  public func timerFired(_ name: String, context: SDKContext) -> [SDKEffect] { [] }
  /// Default: no effects.
  public func processEnded(context: SDKContext) -> [SDKEffect] { [] }
  /// Default: does nothing.
  public func workCleared() {}
  /// Default: the reboot clears the SDK's work as a force stop does (``workCleared()``).
  public func rebooted() { workCleared() }
}
