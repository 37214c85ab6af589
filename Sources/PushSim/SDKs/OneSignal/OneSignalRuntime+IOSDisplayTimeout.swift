extension OneSignalRuntime {
  /// iOS: how long the SDK waits for a prevented notification's `display()` before it gives up
  /// (`CUSTOM_DISPLAY_TYPE_TIMEOUT`, 25 s, OneSignal-iOS-SDK `OneSignalCommonDefines.h`).
  static let iosDisplayTimeout: Duration = .seconds(25)
  /// The name of the display timeout's timer, followed by the process it was set in.
  static let displayTimeoutTimer = "displayTimeout:"

  /// iOS: the app's foreground listener prevented the display. `preventDefault()` only marks the
  /// notification as not wanting display; the SDK then waits for the app's `display()` until
  /// its timeout timer fires (`OSDisplayableNotification startTimeoutTimer`, an `NSTimer` of
  /// ``iosDisplayTimeout``), and only then completes with `nil` (`timeoutTimerFired:` →
  /// `complete:nil`), which puts the app group's badge count back: "If notification is null
  /// here then display was cancelled and we need to reset the badge count to the value prior to
  /// receipt of this notif" (OneSignal-iOS-SDK `OSNotification+OneSignal.m`, PR #998; since
  /// 5.2.13 the previous count `OneSignalBadgeHelpers` keeps, PR #1568). Until then the
  /// prevented push's `badge_inc` counts for the next push through the extension.
  ///
  /// PushSim answers `willPresent` at once (no options) and sets the timer for the revert; the
  /// timer dies with the process (a kill, a swipe-away, a reboot before it fires: no revert).
  func willDisplayPrevented(_ push: IncomingPush, context: SDKContext) -> [SDKEffect] {
    guard context.platform == .iOS else { return [] }
    return [.timer(after: OneSignalRuntime.iosDisplayTimeout, name: OneSignalRuntime.displayTimeoutTimer + String(processStarts))]
  }

  /// The display timeout `name` fired: in the process that set it, the badge count goes back to
  /// the one the last update replaced (``OneSignalBadgeCache/revertToPrevious()``); a timer of
  /// an ended process does nothing.
  func displayTimeoutFired(_ name: String, context: SDKContext) {
    guard context.state.isRunning, name == OneSignalRuntime.displayTimeoutTimer + String(processStarts) else { return }
    badgeCache.revertToPrevious()
  }
}
