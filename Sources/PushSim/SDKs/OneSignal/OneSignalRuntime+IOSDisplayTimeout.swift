extension OneSignalRuntime {
  /// iOS: how long the SDK waits for a prevented notification's `display()` before it gives up
  /// (`CUSTOM_DISPLAY_TYPE_TIMEOUT`, 25 s, OneSignal-iOS-SDK `OneSignalCommonDefines.h`).
  static let iosDisplayTimeout: Duration = .seconds(25)
  /// The name of the display timeout's timer, followed by the process it was set in, the hold
  /// and the push (``displayTimerSuffix(process:hold:pushID:)``).
  static let displayTimeoutTimer = "displayTimeout:"
  /// The name of the timer of the app's later `display()` (app key `displayAfter`), followed by
  /// the process, the hold and the push.
  static let displayCallTimer = "display:"
  /// The presentation options of `finishProcessingNotification`'s 7 (alert, sound, badge) for a
  /// notification to show, as PushSim reads them.
  static let iosDisplayOptions: PresentationOptions = [.banner, .list, .sound, .badge]

  /// iOS: the app's foreground listener prevented the display. `preventDefault()` only marks the
  /// notification as not wanting display (`wantsToDisplay`); the SDK keeps `willPresent`'s
  /// completion handler (``SDKEffect/holdWillPresent``) and waits for the app's `display()`
  /// until its timeout timer fires (`OSDisplayableNotification startTimeoutTimer`, an `NSTimer`
  /// of ``iosDisplayTimeout``): `timeoutTimerFired:` → `complete:nil`, which puts the app
  /// group's badge count back ("If notification is null here then display was cancelled and we
  /// need to reset the badge count to the value prior to receipt of this notif",
  /// OneSignal-iOS-SDK `OSNotification+OneSignal.m`, PR #998; since 5.2.13 the previous count
  /// `OneSignalBadgeHelpers` keeps, PR #1568) and answers `willPresent` with 0. Until then the
  /// prevented push's `badge_inc` counts for the next push through the extension.
  ///
  /// With the app key `displayAfter` the app calls `event.notification.display()` that long
  /// after: ``displayCalled(pushID:hold:)``. Both timers die with the process (a kill, a
  /// swipe-away, a reboot before they fire: no revert, no answer). Each hold has its own number
  /// in the timers' names, so a later push with the same request identifier (`apns-collapse-id`),
  /// which supersedes the held call, is not completed by the earlier push's timers.
  func willDisplayPrevented(_ push: IncomingPush, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .iOS else { return [] }
    displayHolds += 1
    awaitingDisplay[push.notificationID] = displayHolds
    let suffix = OneSignalRuntime.displayTimerSuffix(process: processStarts, hold: displayHolds, pushID: push.notificationID)
    var effects: [SDKEffect] = [
      .holdWillPresent, .timer(after: OneSignalRuntime.iosDisplayTimeout, name: OneSignalRuntime.displayTimeoutTimer + suffix),
    ]
    if let delay = context.app.oneSignalDisplayAfter {
      effects.append(.timer(after: delay, name: OneSignalRuntime.displayCallTimer + suffix))
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
  func iosHoldsAfterListeners(_ event: OSNotificationWillDisplayEvent) -> Bool {
    if event.preventDefaultCalled { iosWantsToDisplayCleared = true }
    return !event.displayCalled && (event.isPrevented || iosWantsToDisplayCleared)
  }

  /// iOS: a notification shown in the foreground without a `preventDefault()` on which the app
  /// still calls `display()` later (app key `displayAfter`): its completion already ran (hold
  /// number 0, which no hold has).
  func displayCallForShownNotification(_ push: IncomingPush, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .iOS, let delay = context.app.oneSignalDisplayAfter else { return [] }
    let suffix = OneSignalRuntime.displayTimerSuffix(process: processStarts, hold: 0, pushID: push.notificationID)
    return [.timer(after: delay, name: OneSignalRuntime.displayCallTimer + suffix)]
  }

  /// The part of a display timer's name after its prefix: `process:hold:pushID`.
  static func displayTimerSuffix(process: Int, hold: Int, pushID: String) -> String {
    String(process) + ":" + String(hold) + ":" + pushID
  }

  /// The hold and push a display timer of this process names, or `nil` for a timer of an ended
  /// process (or not a display timer).
  func displayTimerHold(_ name: String, prefix: String, context: SDKContext) -> (hold: Int, pushID: String)? {
    let current = prefix + String(processStarts) + ":"
    guard context.state.isRunning, name.hasPrefix(current) else { return nil }
    let rest = name.dropFirst(current.count)
    guard let colon = rest.firstIndex(of: ":"), let hold = Int(rest[..<colon]) else { return nil }
    return (hold, String(rest[rest.index(after: colon)...]))
  }

  /// Whether `hold` is the call the SDK still waits on for `pushID`; if so it is no longer.
  func endHold(_ hold: Int, pushID: String) -> Bool {
    guard awaitingDisplay[pushID] == hold else { return false }
    awaitingDisplay[pushID] = nil
    return true
  }

  /// The display timeout fired for `pushID`: when the app has not called `display()` since,
  /// the badge count goes back to the one the last update replaced
  /// (``OneSignalBadgeCache/revertToPrevious()``) and the SDK completes with `nil`, so
  /// `willPresent` is answered with 0 (or handed to the app's delegate). After a `display()`
  /// the timer was invalidated: nothing.
  func displayTimeoutFired(pushID: String, hold: Int) -> [SDKEffect] {
    guard endHold(hold, pushID: pushID) else { return [] }
    badgeCache.revertToPrevious()
    return [.completeHeldWillPresent([])]
  }

  /// The app called `event.notification.display()` (`OSDisplayableNotification display`):
  /// inside the window it invalidates the timer and completes with the notification, so
  /// `willPresent` is answered with 7 and nothing is reverted; after the timeout, or on a
  /// notification already completed, the completion block is gone and the SDK only logs
  /// "OSNotificationWillDisplayEvent.notification.display cannot be called due to timing out or
  /// notification was already displayed." (`action.executed` `display` with that result).
  func displayCalled(pushID: String, hold: Int) -> [SDKEffect] {
    guard endHold(hold, pushID: pushID) else {
      return [.action(
        type: "display", parameters: [:],
        result: "ignored: the display timeout had fired or the notification was already displayed")]
    }
    return [
      .action(type: "display", parameters: [:], result: "completed: willPresent answered"),
      .completeHeldWillPresent(OneSignalRuntime.iosDisplayOptions),
    ]
  }
}
