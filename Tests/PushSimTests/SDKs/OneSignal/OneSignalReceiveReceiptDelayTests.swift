import PushSim
import Testing

/// OneSignal Android's receive receipt is a WorkManager job (`ReceiveReceiptWorkManager`): an
/// initial delay (drawn from 0 to 25 s by the SDK; `oneSignalReceiveReceiptDelaySeconds` in
/// PushSim), the `NetworkType.CONNECTED` constraint, and persistence across a kill and a reboot.
struct OneSignalReceiveReceiptDelayTests {
  func receipts(_ device: SimulatedDevice) -> [String] {
    device.events(named: "metric").filter { $0["name"]?.stringValue == "received" }.compactMap { $0["notification"]?.stringValue }
  }

  func device(delay: Int) -> SimulatedDevice {
    var options = DeviceOptions()
    options.oneSignalReceiveReceiptDelaySeconds = delay
    return SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: options)
  }

  /// The default, 0 (the SDK's minimum), online: the receipt goes at once, after the display.
  @Test func noDelayOnlineSendsAtOnce() throws {
    let device = device(delay: 0)
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1"))
    #expect(receipts(device) == ["m1"])
    #expect(device.eventNames.suffix(2) == ["notification.displayed", "metric"])
  }

  /// The receipt goes when the delay has passed, not a second before.
  @Test func theReceiptWaitsItsDelay() throws {
    let device = device(delay: 25)
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1"))
    device.advance(by: .seconds(24))
    #expect(receipts(device).isEmpty)
    device.advance(by: .seconds(1))
    #expect(receipts(device) == ["m1"])
  }

  /// Offline when the delay ends: the job waits for the network, and the receipts go in the
  /// order enqueued when the device is online again.
  @Test func offlineDefersTheReceipt() throws {
    let device = device(delay: 5)
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1"))
    try device.receive(json: OneSignalDeviceTests.push("os-2", id: "m2"))
    device.setOnline(false)
    device.advance(by: .seconds(60))
    #expect(receipts(device).isEmpty)
    device.setOnline(true)
    #expect(receipts(device) == ["m1", "m2"])
    device.setOnline(false)
    device.setOnline(true)
    #expect(receipts(device) == ["m1", "m2"])
  }

  /// No delay but offline: the job still waits for the network.
  @Test func noDelayOfflineWaitsForTheNetwork() throws {
    let device = device(delay: 0)
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1"))
    device.setOnline(false)
    try device.receive(json: OneSignalDeviceTests.push("os-2", id: "m2"))
    #expect(receipts(device) == ["m1"])
    device.setOnline(true)
    #expect(receipts(device) == ["m1", "m2"])
  }

  /// A reboot keeps the job (WorkManager persists it), which then waits for the first unlock:
  /// the app's WorkManager service is not direct-boot aware.
  @Test func aRebootKeepsTheJobUntilTheFirstUnlock() throws {
    let device = device(delay: 5)
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1"))
    device.reboot()
    device.advance(by: .seconds(60))
    #expect(receipts(device).isEmpty)
    device.unlock()
    #expect(receipts(device) == ["m1"])
  }

  /// A kill keeps the job and it runs on time; a force-stop holds it until the app's next start.
  @Test func aKillKeepsTheJobAndAForceStopHoldsItUntilTheNextStart() throws {
    let device = device(delay: 5)
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1"))
    try device.perform(.kill)
    device.advance(by: .seconds(5))
    #expect(receipts(device) == ["m1"])
    try device.receive(json: OneSignalDeviceTests.push("os-2", id: "m2"))
    try device.perform(.forceStop)
    device.advance(by: .seconds(60))
    try device.perform(.open)
    let events = device.trace.events(of: device.id)
    let stopped = try #require(events.firstIndex { $0["to"] == .string("forceStopped") })
    let restarted = try #require(events.firstIndex { $0["from"] == .string("forceStopped") })
    let receipt = try #require(events.firstIndex { $0["name"] == .string("received") && $0["notification"] == .string("m2") })
    #expect(stopped < restarted && restarted < receipt)
  }
}
