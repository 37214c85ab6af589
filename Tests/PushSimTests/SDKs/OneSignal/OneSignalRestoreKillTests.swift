import PushSim
import Testing

/// OneSignal's restore (row a11) across a plain kill of the app's process. Its WorkManager work
/// (`NotificationRestoreWorkManager`, 15 s after the boot receiver) is system-scheduled and kept
/// across a kill; the 200 ms pauses of its pass (`NotificationRestoreProcessor.process`,
/// `delay(200)`) are in the process and die with it. WorkManager runs the stopped work again,
/// never before its backoff from the work's enqueue (30 s × 2^(attempts − 1)): 30 s after the
/// kill when nothing starts the app (JobScheduler's reschedule of the dead job, a choice), or at
/// the app's next start (`ForceStopRunnable.cleanUp`) once the backoff has passed. A force stop
/// drops its job, and the user's next start runs it when it is due; a reboot keeps it
/// (OneSignalRestoreRebootTests).
struct OneSignalRestoreKillTests {
  /// A device rebooted with three notifications, unlocked, and 15 s later: the restore has
  /// posted the newest one (m3) and its pass waits 200 ms for the next; then a kill.
  static func killedMidRestore() throws -> SimulatedDevice {
    let device = try OneSignalRestoreForceStopTests.restoring()
    #expect(device.events(named: "notification.restored").count == 1)
    try device.perform(.kill)
    return device
  }

  /// The pass's pacing is in the process: after the kill nothing more is restored, the app is
  /// not started again for 29 s, and the tray keeps the notification already restored.
  @Test func aKillStopsThePassesPacing() throws {
    let device = try Self.killedMidRestore()
    let launches = device.events(named: "app.launched").count
    device.advance(by: .seconds(29))
    #expect(device.state == .killed)
    #expect(device.events(named: "app.launched").count == launches)
    #expect(device.events(named: "notification.restored").count == 1)
    #expect(device.tray.notifications.map(\.id) == ["m3"])
  }

  /// The work is WorkManager's: 30 s after the kill it runs again, starting the app's process
  /// (`app.launched` `restore`), and restores what is not shown, 200 ms apart.
  @Test func workManagerRunsTheStoppedWorkAgainThirtySecondsLater() throws {
    let device = try Self.killedMidRestore()
    let killedAt = device.now
    device.advance(by: .seconds(31))
    let restored = device.events(named: "notification.restored")
    #expect(restored.map { $0.fields["id"]?.stringValue } == ["m3", "m2", "m1"])
    #expect(restored.last?.time == killedAt.advanced(by: .seconds(30) + .milliseconds(200)))
    #expect(device.events(named: "app.launched").last?.fields["reason"]?.stringValue == "restore")
    #expect(device.state == .background)
  }

  /// A start of the app's process before WorkManager's backoff has passed (30 s from the work's
  /// enqueue at the unlock: `WorkSpec.calculateNextRunTime`, the worker's first attempt counted)
  /// sets the work back to ENQUEUED but does not run it early: it runs in that process at the
  /// unlock + 30 s, and the later JobScheduler rerun restores nothing more.
  @Test func aStartBeforeTheBackoffRunsTheStoppedWorkWhenTheBackoffEnds() throws {
    let device = try Self.killedMidRestore()
    let enqueuedAt = device.now.advanced(by: .seconds(-15))
    device.advance(by: .seconds(5))
    try device.perform(.open)
    device.advance(by: .seconds(9))
    #expect(device.events(named: "notification.restored").count == 1)
    device.advance(by: .seconds(61))
    let restored = device.events(named: "notification.restored")
    #expect(restored.map { $0.fields["id"]?.stringValue } == ["m3", "m2", "m1"])
    #expect(restored.dropFirst().map(\.time) == [enqueuedAt.advanced(by: .seconds(30)), enqueuedAt.advanced(by: .milliseconds(30200))])
    #expect(device.events(named: "app.launched").count(where: { $0.fields["reason"]?.stringValue == "restore" }) == 1)
  }

  /// A start of the app's process once WorkManager's backoff has passed, but before
  /// JobScheduler's rerun, runs the stopped work at once; the superseded rerun does nothing.
  @Test func aStartAfterTheBackoffRunsTheStoppedWorkAtOnce() throws {
    let device = try Self.killedMidRestore()
    device.advance(by: .seconds(20))
    try device.perform(.open)
    let openedAt = device.now
    device.advance(by: .seconds(60))
    let restored = device.events(named: "notification.restored")
    #expect(restored.map { $0.fields["id"]?.stringValue } == ["m3", "m2", "m1"])
    #expect(restored.dropFirst().first?.time == openedAt)
    #expect(device.events(named: "app.launched").count(where: { $0.fields["reason"]?.stringValue == "restore" }) == 1)
  }

  /// A second kill, in the rerun's pass, doubles the backoff (the worker's second attempt):
  /// the next rerun comes 60 s after that kill.
  @Test func aSecondKillDoublesTheBackoff() throws {
    let device = try Self.killedMidRestore()
    device.advance(by: .seconds(30))
    #expect(device.events(named: "notification.restored").count == 2)
    try device.perform(.kill)
    let killedAgainAt = device.now
    device.advance(by: .seconds(59))
    #expect(device.events(named: "notification.restored").count == 2)
    device.advance(by: .seconds(2))
    let restored = device.events(named: "notification.restored")
    #expect(restored.map { $0.fields["id"]?.stringValue } == ["m3", "m2", "m1"])
    #expect(restored.last?.time == killedAgainAt.advanced(by: .seconds(60)))
  }

  /// A force stop after the kill drops the rerun's job: the stopped app is not started by it.
  /// WorkManager keeps the work, so the user's open before its backoff has passed (the unlock
  /// + 30 s) runs it then, not at once (`ForceStopRunnable.rescheduleEligibleWork`,
  /// `WorkSpec.calculateNextRunTime`).
  @Test func aForceStopAfterTheKillLeavesTheRerunToTheNextStart() throws {
    let device = try Self.killedMidRestore()
    let enqueuedAt = device.now.advanced(by: .seconds(-15))
    try device.perform(.forceStop)
    #expect(device.events(named: "app.launched").count == 1)
    device.advance(by: .seconds(5))
    #expect(device.events(named: "app.launched").count == 1)
    try device.perform(.open)
    device.advance(by: .seconds(60))
    let restored = device.events(named: "notification.restored")
    #expect(restored.map { $0.fields["id"]?.stringValue } == ["m3", "m3", "m2", "m1"])
    #expect(restored.dropFirst().first?.time == enqueuedAt.advanced(by: .seconds(30)))
  }

  /// A kill during the work's initial delay leaves the work alone: it is the system's, so the
  /// restore still comes 15 s after the first unlock, starting the app.
  @Test func aKillDuringTheInitialDelayKeepsTheWork() throws {
    let (device, _) = OneSignalDeviceTests.android()
    for n in 1...2 { try device.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)")) }
    device.reboot()
    try device.perform(.open)  // unlocks: the boot receiver enqueues the work with its 15 s
    let unlockedAt = device.now
    device.advance(by: .seconds(5))
    try device.perform(.kill)
    device.advance(by: .seconds(20))
    let restored = device.events(named: "notification.restored")
    #expect(restored.map { $0.fields["id"]?.stringValue } == ["m2", "m1"])
    #expect(restored.first?.time == unlockedAt.advanced(by: .seconds(15)))
  }
}
