extension OneSignalRuntime {
  /// iOS: how long the SDK waits for a prevented notification's `display()` before it gives up
  /// (`CUSTOM_DISPLAY_TYPE_TIMEOUT`, 25 s, OneSignal-iOS-SDK `OneSignalCommonDefines.h`).
  static let iosDisplayTimeout: Duration = .seconds(25)
  /// The name of the display timeout's timer, followed by the process it was set in, the
  /// timer's number and the push (``displayTimerSuffix(process:timer:pushID:)``).
  static let displayTimeoutTimer = "displayTimeout:"
  /// The name of the timer of the app's later `display()` (app key `displayAfter`), followed by
  /// the process, the number of the push's timeout timer and the push.
  static let displayCallTimer = "display:"
  /// The presentation options of `finishProcessingNotification`'s 7 (alert, sound, badge) for a
  /// notification to show, as PushSim reads them.
  static let iosDisplayOptions: PresentationOptions = [.banner, .list, .sound, .badge]

  /// iOS: `handleWillShowInForegroundForNotification:completion:` with registered listeners,
  /// before it calls them (the push was parsed by `parseWithApns:`): the push's completion
  /// block becomes the SDK's one `_completion` and its timeout timer goes on the run loop
  /// (``OneSignalIOSDisplayState``). A push still held loses its completion block then: its
  /// `willPresent` is never answered (``SDKEffect/abandonHeldWillPresent(replacedBy:)``), while
  /// its timer stays scheduled and, 25 s after that push, completes whatever is held then.
  func iosWillShowInForeground(_ push: IncomingPush, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .iOS else { return [] }
    iosDisplay.parse()
    let dropped = iosDisplay.setCompletion(push)
    iosDisplay.startTimeoutTimer()
    guard let dropped else { return [] }
    return [.concerning(dropped, [.abandonHeldWillPresent(replacedBy: push.notificationID)])]
  }

  /// iOS: `handleWillShowInForegroundForNotification:completion:` with no lifecycle listener
  /// registered (released manager, byteworks-ch/OneSignal-iOS-SDK `OSNotificationsManager.m` at
  /// 26030fa9): the push was parsed and its block becomes `_completion`, then the manager calls
  /// the block itself, with 7, and returns. No timer is scheduled and `_completion` is never set
  /// back to `nil` (``OneSignalIOSDisplayState/completeWithoutListener(_:)``), so a listener
  /// registered later in the process finds the next push's timer invalidated at its parse when
  /// the last parse was such a push's (a prevented push then waits for a `display()`, with no
  /// timeout). A push still held (a listener removed since it prevented) loses its block.
  func iosWillShowWithoutListener(_ push: IncomingPush, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .iOS else { return [] }
    iosDisplay.parse()
    guard let dropped = iosDisplay.completeWithoutListener(push) else { return [] }
    return [.concerning(dropped, [.abandonHeldWillPresent(replacedBy: push.notificationID)])]
  }

  /// iOS: the app's foreground listener prevented the display. `preventDefault()` only marks the
  /// notification as not wanting display (`wantsToDisplay`); the SDK keeps `willPresent`'s
  /// completion handler (``SDKEffect/holdWillPresent``) and waits for the app's `display()`
  /// until its timeout timer fires (`OSDisplayableNotification startTimeoutTimer`, an `NSTimer`
  /// of ``iosDisplayTimeout``): `timeoutTimerFired:` → `complete:nil`, which puts the app
  /// group's badge count back ("If notification is null here then display was cancelled and we
  /// need to reset the badge count to the value prior to receipt of this notif",
  /// OneSignal-iOS-SDK `OSNotification+OneSignal.m`, PR #998; since 5.2.13 the previous count
  /// `OneSignalBadgeHelpers` keeps, PR #1568) and answers the held `willPresent` with 0. Until
  /// then the prevented push's `badge_inc` counts for the next push through the extension.
  ///
  /// With the app key `displayAfter` the app calls `event.notification.display()` that long
  /// after: ``displayCalled(pushID:)``. Both timers die with the process (a kill, a swipe-away,
  /// a reboot before they fire: no revert, no answer). The completion, the timer and the flag
  /// are the process's one set (``OneSignalIOSDisplayState``), so these timers act on whatever
  /// push is held when they fire, not necessarily this one.
  func willDisplayPrevented(_ push: IncomingPush, notification: OSNotification, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .iOS, let timer = iosDisplay.timeoutTimer else { return [] }
    let suffix = OneSignalRuntime.displayTimerSuffix(process: processStarts, timer: timer, pushID: push.notificationID)
    var effects: [SDKEffect] = [
      .holdWillPresent, .timer(after: OneSignalRuntime.iosDisplayTimeout, name: OneSignalRuntime.displayTimeoutTimer + suffix),
    ]
    if context.app.oneSignalListenerCallsDisplay(on: notification) {
      effects.append(.timer(after: context.app.oneSignalDisplayAfter ?? .zero, name: OneSignalRuntime.displayCallTimer + suffix))
    }
    return effects
  }

  /// iOS: whether the SDK keeps `willPresent`'s completion once the registered foreground
  /// listeners returned. The released manager completes then unless `isPreventDefault`, which
  /// is `!wantsToDisplay`, and in `OSNotification+OneSignal.m` at 3b73f0ec `_wantsToDisplay` is
  /// one file-level variable for the whole process: `preventDefault()` sets it false and no
  /// code sets it back (`parseWithApns:`, `display`, `complete:` and the timeout leave it). So
  /// after one `preventDefault()` in a process every later foreground push whose listener
  /// calls neither is held too, and answered 0 at the 25 s timeout (the timeout reads the same
  /// false); a `display()` still completes at once with 7, as it does after its own
  /// `preventDefault()`. A new process starts with it `true` (``processStarted(afterBoot:context:)``).
  /// When the SDK completes (a `display()` in the listener, or no hold), `complete:` invalidates
  /// this push's timer and runs its block, the process's `_completion` since
  /// ``iosWillShowInForeground(_:context:)``.
  func iosHoldsAfterListeners(_ event: OSNotificationWillDisplayEvent) -> Bool {
    if event.preventDefaultCalled { iosDisplay.wantsToDisplay = false }
    let holds = !event.displayCalled && (event.isPrevented || !iosDisplay.wantsToDisplay)
    if !holds { _ = iosDisplay.complete() }  // the caller answers this push itself, at once
    return holds
  }

  /// iOS: a notification shown in the foreground without a `preventDefault()` on which the app
  /// still calls `display()` later (app key `displayAfter`): its own completion already ran, but
  /// the call completes whatever push is held by then (``displayCalled(pushID:)``).
  func displayCallForShownNotification(_ push: IncomingPush, notification: OSNotification, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .iOS, context.app.oneSignalListenerCallsDisplay(on: notification),
      let timer = iosDisplay.timeoutTimer, let delay = context.app.oneSignalDisplayAfter
    else { return [] }
    let suffix = OneSignalRuntime.displayTimerSuffix(process: processStarts, timer: timer, pushID: push.notificationID)
    return [.timer(after: delay, name: OneSignalRuntime.displayCallTimer + suffix)]
  }

  /// The part of a display timer's name after its prefix: `process:timer:pushID`.
  static func displayTimerSuffix(process: Int, timer: Int, pushID: String) -> String {
    String(process) + ":" + String(timer) + ":" + pushID
  }

  /// The timer number and push a display timer of this process names, or `nil` for a timer of
  /// an ended process (or not a display timer).
  func displayTimer(_ name: String, prefix: String, context: SDKContext) -> (number: Int, pushID: String)? {
    let current = prefix + String(processStarts) + ":"
    guard context.state.isRunning, name.hasPrefix(current) else { return nil }
    let rest = name.dropFirst(current.count)
    guard let colon = rest.firstIndex(of: ":"), let number = Int(rest[..<colon]) else { return nil }
    return (number, String(rest[rest.index(after: colon)...]))
  }

  /// A display timeout timer fired (`timeoutTimerFired:`). Invalidated (a `complete:` ran while
  /// it was the process's `_timeoutTimer`): nothing. Otherwise `_wantsToDisplay` is false (a
  /// timer stays scheduled only for a push the SDK held, and the flag never turns back), so
  /// `complete:nil`: it invalidates the process's current `_timeoutTimer` (a later push's, when
  /// one was parsed since), the badge count goes back to the one the last update replaced
  /// (``OneSignalBadgeCache/revertToPrevious()``), and the push held now, if any, is answered
  /// with 0 (or handed to the app's delegate): this timer's push, or a later one that took the
  /// completion block.
  func displayTimeoutFired(timer: Int) -> [SDKEffect] {
    guard iosDisplay.timerFired(timer) else { return [] }
    let held = iosDisplay.complete()
    badgeCache.revertToPrevious()
    guard let held else { return [] }
    return [.concerning(held, [.completeHeldWillPresent([])])]
  }

  /// The app called `event.notification.display()` (`OSDisplayableNotification display`):
  /// `complete:self` invalidates the process's `_timeoutTimer` and, when a completion block is
  /// held, runs it with the notification, so the push held now (this one, or a later one that
  /// took the block) is answered with 7 and nothing is reverted. With no block held (the
  /// timeout fired, or the notification was completed) the SDK only logs
  /// "OSNotificationWillDisplayEvent.notification.display cannot be called due to timing out or
  /// notification was already displayed." (`action.executed` `display` with that result).
  func displayCalled(pushID: String) -> [SDKEffect] {
    guard let held = iosDisplay.complete() else {
      return [.action(
        type: "display", parameters: [:],
        result: "ignored: the display timeout had fired or the notification was already displayed")]
    }
    let result =
      held.notificationID == pushID
      ? "completed: willPresent answered" : "completed: the held willPresent of \(held.notificationID) answered"
    return [
      .action(type: "display", parameters: [:], result: result),
      .concerning(held, [.completeHeldWillPresent(OneSignalRuntime.iosDisplayOptions)]),
    ]
  }
}
