import PushSim
import Testing

/// Direct Boot: after a restart Android sends `ACTION_BOOT_COMPLETED` once the user first
/// unlocks (before it, `LOCKED_BOOT_COMPLETED` reaches only `directBootAware` components), and
/// OneSignal's `BootUpReceiver` is not direct-boot aware (its manifest: `BOOT_COMPLETED` and
/// `QUICKBOOT_POWERON`, no `android:directBootAware`). So the restore of row a11 starts at the
/// first unlock, 15 s later (R-A-21), not 15 s after the boot.
struct OneSignalDirectBootTests {
  /// A device whose tray held `count` notifications, rebooted.
  static func rebooted(_ state: AppState = .background, count: Int = 2) throws -> SimulatedDevice {
    let (device, _) = OneSignalDeviceTests.android(state)
    for n in 1...count { try device.receive(json: OneSignalDeviceTests.push("os-\(n)", id: "m\(n)")) }
    device.reboot()
    return device
  }

  /// Still locked an hour after the boot: nothing is restored, the app does not start.
  @Test func nothingIsRestoredBeforeTheFirstUnlock() throws {
    let device = try Self.rebooted()
    #expect(device.isLocked)
    device.advance(by: .seconds(3600))
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "notification.restored").isEmpty)
    #expect(device.state == .killed)
  }

  /// The first unlock sends BOOT_COMPLETED: the restore starts 15 s later, paced as ever.
  @Test func theRestoreStartsFifteenSecondsAfterTheFirstUnlock() throws {
    let device = try Self.rebooted()
    device.advance(by: .seconds(600))
    device.unlock()
    device.advance(by: .seconds(14))
    #expect(device.tray.isEmpty)
    device.advance(by: .seconds(1))
    #expect(device.tray.notifications.map(\.id) == ["m2"])
    device.advance(by: .milliseconds(200))
    #expect(device.tray.notifications.map(\.id) == ["m2", "m1"])
    #expect(device.events(named: "app.launched").last?["reason"] == "restore")
  }

  /// Only the first unlock after a restart counts: a later lock and unlock restores nothing
  /// again (a notification the user swiped away stays gone).
  @Test func onlyTheFirstUnlockSendsBootCompleted() throws {
    let device = try Self.rebooted(count: 1)
    device.unlock()
    device.advance(by: .seconds(15))
    #expect(device.tray.notifications.map(\.id) == ["m1"])
    try device.perform(.kill)
    device.lock()
    device.unlock()
    device.advance(by: .seconds(60))
    #expect(device.events(named: "notification.restored").count == 1)
  }

  /// A force-stopped app receives no broadcast at the unlock either.
  @Test func aForceStoppedAppIsNotRestoredAtTheUnlock() throws {
    let (device, _) = OneSignalDeviceTests.android()
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1"))
    try device.perform(.forceStop)
    device.reboot()
    device.unlock()
    device.advance(by: .seconds(60))
    #expect(device.events(named: "notification.restored").isEmpty)
  }
}
