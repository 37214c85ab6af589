import PushSim
import Testing

/// OneSignal's restore (row a11) across a reboot. WorkManager keeps unfinished work in its
/// database: a pass the reboot (or a kill before it) stopped, or work still in its 15 s initial
/// delay, survives the restart. Nothing runs before the first unlock (the database is in
/// credential-protected storage); WorkManager's start then schedules the work again, due at
/// `WorkSpec.calculateNextRunTime` from its enqueue (the virtual clock runs on across the
/// reboot), and the boot receiver's `enqueueUniqueWork(…, KEEP, …)` adds no second pass.
struct OneSignalRestoreRebootTests {
  /// The `id`s of the restored notifications, in order.
  static func restoredIDs(_ device: SimulatedDevice) -> [String?] {
    device.events(named: "notification.restored").map { $0.fields["id"]?.stringValue }
  }

  /// A kill stopped the pass (backed off: the enqueue + 30 s), then a reboot, and the first
  /// unlock a minute later: the kept work is overdue, so it runs at the unlock, not 15 s after.
  @Test func workAKillStoppedRunsAtTheFirstUnlockOnceDue() throws {
    let device = try OneSignalRestoreKillTests.killedMidRestore()
    device.reboot()
    device.advance(by: .seconds(60))
    #expect(Self.restoredIDs(device) == ["m3"])
    device.unlock()
    let unlockedAt = device.now
    device.advance(by: .seconds(60))
    let restored = device.events(named: "notification.restored").dropFirst()
    #expect(restored.map { $0.fields["id"]?.stringValue } == ["m3", "m2", "m1"])
    #expect(restored.map(\.time) == [unlockedAt, unlockedAt.advanced(by: .milliseconds(200)), unlockedAt.advanced(by: .milliseconds(400))])
    #expect(device.events(named: "app.launched").last?.fields["reason"]?.stringValue == "restore")
  }

  /// A reboot in the middle of the pass ends it as a kill does (the worker's attempt counted):
  /// an unlock 5 s after the reboot waits for WorkManager's backoff, the enqueue + 30 s, not
  /// for 15 s after the unlock.
  @Test func aPassTheRebootStoppedWaitsForItsBackoff() throws {
    let device = try OneSignalRestoreForceStopTests.restoring()
    let enqueuedAt = device.now.advanced(by: .seconds(-15))
    device.reboot()
    device.advance(by: .seconds(5))
    device.unlock()
    device.advance(by: .seconds(9))
    #expect(Self.restoredIDs(device) == ["m3"])
    device.advance(by: .seconds(60))
    let restored = device.events(named: "notification.restored").dropFirst()
    #expect(restored.map { $0.fields["id"]?.stringValue } == ["m3", "m2", "m1"])
    #expect(restored.first?.time == enqueuedAt.advanced(by: .seconds(30)))
  }

  /// A reboot during the work's 15 s initial delay keeps the work: the restore comes at the
  /// enqueue + 15 s, or at the next first unlock if that is later, and only once.
  @Test(arguments: [(5, 10), (30, 0)])
  func aRebootDuringTheInitialDelayKeepsTheWork(rebootAfter: Int, expectedDelayAfterUnlock: Int) throws {
    let (device, _) = OneSignalDeviceTests.android()
    for n in 1...2 { try device.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)")) }
    device.reboot()
    device.unlock()  // the boot receiver enqueues the work with its 15 s
    device.advance(by: .seconds(5))
    device.reboot()
    device.advance(by: .seconds(rebootAfter - 5))
    device.unlock()
    let unlockedAt = device.now
    device.advance(by: .seconds(60))
    let restored = device.events(named: "notification.restored")
    #expect(restored.map { $0.fields["id"]?.stringValue } == ["m2", "m1"])
    #expect(restored.first?.time == unlockedAt.advanced(by: .seconds(expectedDelayAfterUnlock)))
    #expect(device.events(named: "app.launched").count(where: { $0.fields["reason"]?.stringValue == "restore" }) == 1)
  }

  /// Before the first unlock nothing runs, however overdue the kept work is.
  @Test func nothingRunsBeforeTheFirstUnlock() throws {
    let device = try OneSignalRestoreKillTests.killedMidRestore()
    device.reboot()
    device.advance(by: .seconds(300))
    #expect(Self.restoredIDs(device) == ["m3"])
    #expect(device.state == .killed)
  }

  /// A finished restore leaves no work: the next boot's receiver enqueues a new one, 15 s after
  /// the first unlock.
  @Test func aFinishedRestoreLeavesTheBootReceiverANewOne() throws {
    let device = try OneSignalRestoreForceStopTests.restoring()
    device.advance(by: .seconds(1))
    #expect(Self.restoredIDs(device) == ["m3", "m2", "m1"])
    device.reboot()
    device.unlock()
    let unlockedAt = device.now
    device.advance(by: .seconds(20))
    #expect(device.events(named: "notification.restored").dropFirst(3).first?.time == unlockedAt.advanced(by: .seconds(15)))
  }

  /// A force stop before the reboot: the stopped app gets no boot broadcast, so nothing is
  /// restored at the unlock; WorkManager kept the work, and the user's open (long past its
  /// backoff) runs it at once, with no second pass.
  @Test func aForceStopBeforeTheRebootKeepsTheWorkForTheNextOpen() throws {
    let device = try OneSignalRestoreKillTests.killedMidRestore()
    try device.perform(.forceStop)
    device.reboot()
    device.unlock()
    device.advance(by: .seconds(120))
    #expect(Self.restoredIDs(device) == ["m3"])
    #expect(device.state == .forceStopped)
    try device.perform(.open)
    let openedAt = device.now
    device.advance(by: .seconds(60))
    #expect(Self.restoredIDs(device) == ["m3", "m3", "m2", "m1"])
    #expect(device.events(named: "notification.restored").dropFirst().first?.time == openedAt)
  }

  /// Work that finds nothing to restore still starts the app's process: JobScheduler binds
  /// WorkManager's `SystemJobService` in it before the worker's pass looks.
  @Test func workThatFindsNothingStillStartsTheProcess() throws {
    let (device, _) = OneSignalDeviceTests.android()
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1"))
    try device.dismiss(.id("m1"))
    device.reboot()
    device.unlock()
    let unlockedAt = device.now
    device.advance(by: .seconds(14))
    #expect(device.state == .killed)
    device.advance(by: .seconds(2))
    let launched = device.events(named: "app.launched")
    #expect(launched.map { $0.fields["reason"]?.stringValue } == ["restore"])
    #expect(launched.first?.time == unlockedAt.advanced(by: .seconds(15)))
    #expect(device.events(named: "notification.restored").isEmpty)
    #expect(device.state == .background)
  }
}
