import PushSim
import Testing

/// A force stop puts an Android app in the stopped state: its process dies, its alarms and jobs
/// are cleared, and it gets no broadcast until the user starts it again (Android 3.1's "Launch
/// controls on stopped applications"). OneSignal's restore of row a11 is WorkManager work started
/// by its `BootUpReceiver` or by the SDK's init (`NotificationRestoreWorkManager.beginEnqueueingWork`),
/// so a force stop in the middle of a restore ends it. WorkManager keeps the work across the
/// stop, and its start in the app's next process schedules it when it is due.
struct OneSignalRestoreForceStopTests {
  /// A device rebooted with three notifications in its tray, unlocked, and 15 s later: the
  /// restore has posted the newest one and paces the next two 200 ms apart.
  static func restoring() throws -> SimulatedDevice {
    let (device, _) = OneSignalDeviceTests.android()
    for n in 1...3 { try device.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)")) }
    device.reboot()
    device.unlock()
    device.advance(by: .seconds(15))
    return device
  }

  /// A force stop during the restore ends it: the paced restore timer does not fire, nothing
  /// more is restored, and the stopped app is not launched again.
  @Test func aForceStopDuringTheRestoreEndsIt() throws {
    let device = try Self.restoring()
    #expect(device.events(named: "notification.restored").count == 1)
    try Self.forceStopRestoresNothingMore(device)
    #expect(device.tray.isEmpty)
  }

  /// Force-stops `device` and checks that for a minute nothing launches the stopped app and
  /// nothing more is restored than the one notification restored before.
  static func forceStopRestoresNothingMore(_ device: SimulatedDevice, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try device.perform(.forceStop)
    let launches = device.events(named: "app.launched").count
    device.advance(by: .seconds(60))
    #expect(device.state == .forceStopped, sourceLocation: sourceLocation)
    #expect(device.events(named: "app.launched").count == launches, sourceLocation: sourceLocation)
    #expect(device.events(named: "notification.restored").count == 1, sourceLocation: sourceLocation)
  }

  /// The user's next start of the app, once the kept work is due (the unlock + 30 s: the
  /// stopped pass backed it off), restores at once what the force stop removed, newest first.
  @Test func theNextStartAfterAForceStopRestores() throws {
    let device = try Self.restoring()
    try device.perform(.forceStop)
    device.advance(by: .seconds(60))
    let restoredBefore = device.events(named: "notification.restored").count
    try device.perform(.open)
    let openedAt = device.now
    device.advance(by: .seconds(1))
    #expect(device.tray.notifications.map(\.id) == ["m3", "m2", "m1"])
    let restored = device.events(named: "notification.restored").dropFirst(restoredBefore)
    #expect(restored.map(\.time) == [openedAt, openedAt.advanced(by: .milliseconds(200)), openedAt.advanced(by: .milliseconds(400))])
  }

  /// A force stop during the work's 15 s initial delay drops its job, but WorkManager keeps
  /// the work: the user's open 5 s after the enqueue does not restore at once; the work runs
  /// at the enqueue + 15 s (`ForceStopRunnable.rescheduleEligibleWork`,
  /// `WorkSpec.calculateNextRunTime`), and the SDK's `KEEP` enqueue at the open adds no pass.
  @Test func aForceStopDuringTheInitialDelayLeavesTheWorkDueAtItsEnqueuePlus15Seconds() throws {
    let (device, _) = OneSignalDeviceTests.android()
    for n in 1...2 { try device.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)")) }
    device.reboot()
    device.unlock()  // the boot receiver enqueues the work with its 15 s
    let enqueuedAt = device.now
    device.advance(by: .seconds(2))
    try device.perform(.forceStop)
    device.advance(by: .seconds(3))
    try device.perform(.open)
    device.advance(by: .milliseconds(9999))
    #expect(device.events(named: "notification.restored").isEmpty)
    device.advance(by: .seconds(60))
    let restored = device.events(named: "notification.restored")
    #expect(restored.map { $0.fields["id"]?.stringValue } == ["m2", "m1"])
    #expect(restored.map(\.time) == [enqueuedAt.advanced(by: .seconds(15)), enqueuedAt.advanced(by: .milliseconds(15200))])
  }

  /// A force stop during a running pass backs the work off (its worker's attempt counted): the
  /// user's open before the backoff has passed runs it at the enqueue + 30 s, not at once.
  @Test func aForceStopDuringThePassLeavesTheWorkDueAfterItsBackoff() throws {
    let device = try Self.restoring()
    let enqueuedAt = device.now.advanced(by: .seconds(-15))
    try device.perform(.forceStop)
    device.advance(by: .seconds(5))
    try device.perform(.open)
    device.advance(by: .milliseconds(9999))
    #expect(device.events(named: "notification.restored").count == 1)
    device.advance(by: .seconds(60))
    let restored = device.events(named: "notification.restored").dropFirst()
    #expect(restored.map { $0.fields["id"]?.stringValue } == ["m3", "m2", "m1"])
    #expect(restored.first?.time == enqueuedAt.advanced(by: .seconds(30)))
    #expect(device.events(named: "app.launched").count(where: { $0.fields["reason"]?.stringValue == "restore" }) == 1)
  }
}
