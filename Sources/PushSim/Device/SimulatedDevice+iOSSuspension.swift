/// iOS app suspension and the SDKs' in-process timers.
///
/// An iOS app that leaves the foreground keeps running for a short while and is then suspended:
/// `applicationDidEnterBackground` "has five seconds to perform any tasks and return. Shortly
/// after that method returns, the system puts your app into the suspended state" (Apple,
/// "Extending your app's background execution time"; knob `iosBackgroundExecutionSeconds`). A
/// wake by a background push runs it until its handler calls the completion handler (at most
/// `iosDidRRNBudgetSeconds`, R-iOS-16), then it is suspended again. A suspended app runs no
/// code, so a `dispatch_after` block or an `NSTimer` of its process does not fire; its deadline
/// (`DISPATCH_TIME_NOW`, `mach_absolute_time`) keeps counting while the device is awake, so the
/// overdue block runs as soon as the app runs again. PushSim fires such timers at that moment,
/// in the order they came due, before the event that resumed the app. Nothing new is recorded:
/// the timer's late effect is the trace. docs/ModellingChoices/iOS.md, "Suspension and the
/// SDKs' timers".
extension SimulatedDevice {
  /// Whether the iOS app is suspended now: in the background with its background time up (a
  /// timer due at the very instant the time ends waits).
  var iosAppSuspended: Bool {
    guard platform == .iOS, state == .background else { return false }
    guard let until = iosBackgroundRunsUntil else { return true }
    return now >= until
  }

  /// The iOS app left the foreground (`from` was the foreground) or started in the background
  /// (a background launch): it runs `iosBackgroundExecutionSeconds` after leaving the
  /// foreground, or longer when OneSignal holds its `ATTRIBUTED_FOCUS_TASK` for an attributed
  /// session (``OneSignalIOSSession``: 30 s), and no longer than what launched it asks
  /// (``iosAppRuns(for:)``) otherwise.
  func iosEnteredBackground(fromForeground: Bool) {
    guard platform == .iOS else { return }
    guard fromForeground else {
      iosBackgroundRunsUntil = now
      return
    }
    var runs = Duration.seconds(options.iosBackgroundExecutionSeconds)
    if sdk == .onesignal, let task = oneSignalSession.leftForeground(at: now, settings: app.oneSignalOutcomes) {
      runs = max(runs, task)
    }
    iosBackgroundRunsUntil = now.advanced(by: runs)
  }

  /// The iOS app runs in the background for `duration` from now (a background wake): what its
  /// suspension held back runs first, at once and in order.
  func iosAppRuns(for duration: Duration) {
    guard platform == .iOS, state == .background else { return }
    let until = now.advanced(by: duration)
    if iosBackgroundRunsUntil.map({ $0 < until }) ?? true { iosBackgroundRunsUntil = until }
    resumeSDKTimers()
  }

  /// The iOS app came to the foreground: it runs with no limit, and what its suspension held
  /// back runs at once, in order.
  func iosBecameForeground() {
    guard platform == .iOS else { return }
    if sdk == .onesignal { oneSignalSession.cameToForeground(at: now, settings: app.oneSignalOutcomes) }
    iosBackgroundRunsUntil = nil
    resumeSDKTimers()
  }

  /// OneSignal: the user opened `push` (a tap that brings the app to the foreground, or finds
  /// it there); a OneSignal notification makes the session direct (``OneSignalIOSSession``).
  func oneSignalNotificationOpened(_ push: IncomingPush) {
    guard platform == .iOS, sdk == .onesignal, push.dialect == .onesignal else { return }
    oneSignalSession.notificationOpened(appInForeground: state == .foreground)
  }

  /// The iOS app's process ended while it was in the foreground (a swipe-away): OneSignal's
  /// `applicationBackgrounded` still ran (`willTerminate`), so its session counts from then.
  func iosEndedInForeground() {
    guard platform == .iOS, sdk == .onesignal else { return }
    _ = oneSignalSession.leftForeground(at: now, settings: app.oneSignalOutcomes)
  }

  /// Runs an in-process SDK timer that came due: now, or when the app runs again if iOS has
  /// suspended it.
  func fireSDKTimer(kind: SDKTimerKind, _ action: @escaping () -> Void) {
    guard kind == .inProcess, iosAppSuspended else { return action() }
    sdkTimersAwaitingResume.append(action)
  }

  /// Runs the timers that came due while the app was suspended, in the order they came due.
  private func resumeSDKTimers() {
    while !sdkTimersAwaitingResume.isEmpty {
      let action = sdkTimersAwaitingResume.removeFirst()
      action()
    }
  }
}
