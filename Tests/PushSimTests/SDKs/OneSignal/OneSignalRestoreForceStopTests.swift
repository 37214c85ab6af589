import PushSim
import Testing

/// A force stop puts an Android app in the stopped state: its process dies, its alarms and jobs
/// are cleared, and it gets no broadcast until the user starts it again (Android 3.1's "Launch
/// controls on stopped applications"). OneSignal's restore of row a11 is WorkManager work started
/// by its `BootUpReceiver` or by the SDK's init (`NotificationRestoreWorkManager.beginEnqueueingWork`),
/// so a force stop in the middle of a restore ends it, and the next start of the app restores.
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

  /// The user's next start of the app restores what the force stop removed, newest first.
  @Test func theNextStartAfterAForceStopRestores() throws {
    let device = try Self.restoring()
    try device.perform(.forceStop)
    device.advance(by: .seconds(60))
    let restoredBefore = device.events(named: "notification.restored").count
    try device.perform(.open)
    device.advance(by: .seconds(1))
    #expect(device.tray.notifications.map(\.id) == ["m3", "m2", "m1"])
    #expect(device.events(named: "notification.restored").count == restoredBefore + 3)
  }
}
