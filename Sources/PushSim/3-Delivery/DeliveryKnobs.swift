/// The knobs and conditions the delivery rules and wake gates read, copied out of
/// ``DeviceOptions``: plain values only.
///
/// A device keeps them beside its options and gives them to the rules for each push. Given
/// `DeviceOptions` itself, the compiler copied the whole struct for each call, retaining and
/// releasing its strings and arrays (docs/Performance.md, sixth round). The public `decide`
/// functions take `DeviceOptions` and read it through this.
struct DeliveryKnobs: Sendable {
  var notificationPermission: Bool
  var iosForegroundAlertCallsDidRRN: Bool
  var iosBFU: DeviceOptions.BFUPolicy
  var simctlTransport: Bool
  var simctlTransport_contentAvailableWakes: Bool
  var simctlTransport_runsNSE: Bool
  var lowPowerMode: Bool
  var iosLowPowerModeBlocksBackgroundPush: Bool
  var iosPostRebootHoldSeconds: Int
  var iosDebuggerAttached: Bool
  var iosBackgroundBudgetResetSeconds: Int
  var iosBackgroundPushBudgetPerHour: Int
  var charging: Bool
  var standbyBucket: DeviceOptions.StandbyBucket
  var fcmDeprioritized: Bool
  var doze: Bool

  /// The knobs of `options`.
  init(_ options: borrowing DeviceOptions) {
    notificationPermission = options.notificationPermission
    iosForegroundAlertCallsDidRRN = options.iosForegroundAlertCallsDidRRN
    iosBFU = options.iosBFU
    simctlTransport = options.simctlTransport
    simctlTransport_contentAvailableWakes = options.simctlTransport_contentAvailableWakes
    simctlTransport_runsNSE = options.simctlTransport_runsNSE
    lowPowerMode = options.lowPowerMode
    iosLowPowerModeBlocksBackgroundPush = options.iosLowPowerModeBlocksBackgroundPush
    iosPostRebootHoldSeconds = options.iosPostRebootHoldSeconds
    iosDebuggerAttached = options.iosDebuggerAttached
    iosBackgroundBudgetResetSeconds = options.iosBackgroundBudgetResetSeconds
    iosBackgroundPushBudgetPerHour = options.iosBackgroundPushBudgetPerHour
    charging = options.charging
    standbyBucket = options.standbyBucket
    fcmDeprioritized = options.fcmDeprioritized
    doze = options.doze
  }
}
