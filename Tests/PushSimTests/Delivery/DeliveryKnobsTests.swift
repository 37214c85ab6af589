import Testing

@testable import PushSim

/// The rules read `DeviceOptions` through `DeliveryKnobs`: every knob must be copied, and a
/// device's knobs must follow its options.
struct DeliveryKnobsTests {
  /// Options with every knob the rules read set away from its default are read back as set.
  @Test func everyKnobIsCopied() {
    var options = DeviceOptions()
    options.notificationPermission = false
    options.iosForegroundAlertCallsDidRRN = true
    options.iosBFU = .deliver
    options.simctlTransport = true
    options.simctlTransport_contentAvailableWakes = true
    options.simctlTransport_runsNSE = true
    options.lowPowerMode = true
    options.iosLowPowerModeBlocksBackgroundPush = false
    options.iosPostRebootHoldSeconds = 7
    options.iosDebuggerAttached = true
    options.iosBackgroundBudgetResetSeconds = 3_600
    options.iosBackgroundPushBudgetPerHour = 9
    options.charging = true
    options.standbyBucket = .rare
    options.doze = true
    options.fcmDeprioritized = true
    let knobs = DeliveryKnobs(options)
    #expect(!knobs.notificationPermission && knobs.iosForegroundAlertCallsDidRRN && knobs.iosBFU == .deliver)
    #expect(knobs.simctlTransport && knobs.simctlTransport_contentAvailableWakes && knobs.simctlTransport_runsNSE)
    #expect(knobs.lowPowerMode && !knobs.iosLowPowerModeBlocksBackgroundPush && knobs.iosPostRebootHoldSeconds == 7)
    #expect(knobs.iosDebuggerAttached && knobs.iosBackgroundBudgetResetSeconds == 3_600)
    #expect(knobs.iosBackgroundPushBudgetPerHour == 9 && knobs.charging && knobs.standbyBucket == .rare && knobs.doze && knobs.fcmDeprioritized)
  }

  /// A device's knobs follow a change of its options: Doze turned on holds a normal-priority
  /// data message, turned off again delivers the next one.
  @Test func deviceKnobsFollowItsOptions() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    #expect(!device.deliveryKnobs.doze)
    device.setDoze(true)
    #expect(device.deliveryKnobs.doze)
    _ = try device.receive(json: #"{"k":"v","google.message_id":"m1","google.delivered_priority":"normal"}"#)
    #expect(device.trace.events.contains { $0.name == "push.held" })
    device.setDoze(false)
    #expect(!device.deliveryKnobs.doze)
  }
}
