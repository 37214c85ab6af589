import Testing

@testable import PushSim

/// APNs does not wake a sleeping (locked) iPhone for a push at `apns-priority` 1 (R-iOS-5,
/// ``DeviceOptions/apnsPriorityOneWaitsForWake``).
struct APNsPriorityOneTests {
  static let alert: PushHeaders = ["apns-push-type": "alert", "apns-priority": 1]

  static func lockedDevice(_ configure: (inout DeviceOptions) -> Void = { _ in }) -> SimulatedDevice {
    var options = DeviceOptions()
    configure(&options)
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    device.lock()
    return device
  }

  @Test func waitsWhileLockedAndArrivesAtTheUnlock() throws {
    let device = Self.lockedDevice()
    try device.receive(json: #"{"aps":{"alert":"later"}}"#, headers: Self.alert)
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "push.held").map { $0["reason"] } == ["deviceAsleep"])
    device.unlock()
    #expect(device.tray.notifications.map(\.body) == ["later"])
    #expect(device.events(named: "push.released").map { $0["reason"] } == ["deviceAwake"])
  }

  /// Priority 5 and 10 are not held, and priority 1 is delivered at once to an unlocked device.
  @Test(arguments: [(5, true), (10, true), (1, false)])
  func otherPrioritiesAndAnAwakeDeviceDeliverAtOnce(priority: Int, locked: Bool) throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    if locked { device.lock() }
    try device.receive(json: #"{"aps":{"alert":"now"}}"#, headers: ["apns-push-type": "alert", "apns-priority": .integer(Int64(priority))])
    #expect(device.tray.count == 1)
    #expect(device.events(named: "push.held").isEmpty)
  }

  @Test func theKnobOffDeliversAtOnce() throws {
    let device = Self.lockedDevice { $0.apnsPriorityOneWaitsForWake = false }
    try device.receive(json: #"{"aps":{"alert":"now"}}"#, headers: Self.alert)
    #expect(device.tray.count == 1)
  }

  /// Going offline while the push waits: at the unlock APNs keeps it for the device.
  @Test func anOfflineDeviceGetsItWhenItReconnects() throws {
    let device = Self.lockedDevice()
    try device.receive(json: #"{"aps":{"alert":"later"}}"#, headers: Self.alert)
    device.setOnline(false)
    device.unlock()
    #expect(device.tray.isEmpty)
    device.setOnline(true)
    #expect(device.tray.notifications.map(\.body) == ["later"])
  }

  /// A priority-1 push stored while the locked phone was offline still waits for the unlock
  /// when the phone reconnects (R-iOS-5): the reconnect hands it over, it does not wake the
  /// phone.
  @Test func oneStoredWhileOfflineStillWaitsForTheUnlock() throws {
    let device = Self.lockedDevice()
    device.setOnline(false)
    try device.receive(json: #"{"aps":{"alert":"later"}}"#, headers: Self.alert)
    device.setOnline(true)
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "push.held").map { $0["reason"] } == ["deviceOffline", "deviceAsleep"])
    device.unlock()
    #expect(device.tray.notifications.map(\.body) == ["later"])
  }

  /// A push that waited for the wake and then moves to APNs's store keeps its expiry: it is
  /// dropped when it would have been, not `apns-expiration` seconds after the move.
  @Test func movingToTheStoreKeepsTheExpiry() throws {
    let device = Self.lockedDevice { $0.clockEpochSeconds = 1_767_225_600 }
    try device.receive(
      json: #"{"aps":{"alert":"later"}}"#,
      headers: ["apns-push-type": "alert", "apns-priority": 1, "apns-expiration": 1_767_225_660])
    device.advance(by: .seconds(30))
    device.setOnline(false)
    device.unlock()
    device.advance(by: .seconds(30))
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["expired"])
    #expect(device.events(named: "push.dropped").first?.time.offset == .seconds(60))
    device.setOnline(true)
    #expect(device.tray.isEmpty)
  }

  @Test func theOptionIsForIOSOnly() {
    var options = DeviceOptions()
    #expect(options.apply(DeviceSetting(name: "apnsPriorityOneWaitsForWake", value: false)) == nil)
    #expect(options.apnsPriorityOneWaitsForWake == false)
    #expect(DeviceOptions.inapplicability(of: "apnsPriorityOneWaitsForWake", on: .android) != nil)
  }
}
