/// The embedded SDK's timers (``SDKEffect/timer(after:name:kind:)``, a delayed
/// ``SDKEffect/followLink(type:url:target:after:)``) and what ends them: the end of the app's
/// process ends the in-process ones, a force stop or a reboot ends them all (either leaves the
/// SDK what WorkManager keeps of its unfinished work).
/// docs/ModellingChoices/Android.md, "SDK timers and the app's process".
extension SimulatedDevice {
  /// Keeps `task`, an SDK timer of `kind`, so that the end of its process or of the app's work
  /// can cancel it.
  func keepSDKTimer(_ task: ScheduledTask, kind: SDKTimerKind) {
    sdkTimers.removeAll { !simulation.scheduler.isScheduled($0.task) }
    sdkTimers.append((task, kind))
  }

  /// The app's process ended: its in-process SDK timers die with it, and the SDK's work that
  /// was running goes back to the system (``EmbeddedSDK/processEnded(context:)``).
  func sdkProcessEnded() {
    for timer in sdkTimers where timer.kind == .inProcess { simulation.scheduler.cancel(timer.task) }
    sdkTimers.removeAll { $0.kind == .inProcess }
    sdkTimersAwaitingResume = []  // a suspended app's overdue timers die with it too
    guard let sdk = embeddedSDK else { return }
    let effects = sdk.processEnded(context: sdkContext())
    if !effects.isEmpty { apply(effects, to: IncomingPush.lifecycle(platform: platform), context: "sdk") }
  }

  /// A force stop: every SDK timer goes, the system's work with the in-process ones, but the SDK
  /// keeps what WorkManager keeps of its work, to schedule again at the app's next start
  /// (``EmbeddedSDK/workCleared()``).
  func clearSDKTimers() {
    cancelSDKTimers()
    embeddedSDK?.workCleared()
  }

  /// A reboot: every SDK timer goes, but the SDK keeps what WorkManager keeps of its unfinished
  /// work, to schedule again after the first unlock (``EmbeddedSDK/rebooted()``).
  func clearSDKTimersAtReboot() {
    cancelSDKTimers()
    embeddedSDK?.rebooted()
  }

  /// Cancels every SDK timer, in-process or work.
  private func cancelSDKTimers() {
    for timer in sdkTimers { simulation.scheduler.cancel(timer.task) }
    sdkTimers = []
    sdkTimersAwaitingResume = []
  }
}
