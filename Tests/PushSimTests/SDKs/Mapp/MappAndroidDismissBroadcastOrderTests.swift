@testable import PushSim
import Testing

/// Review of the button-cancel change: a destructive button, and Turn off, send the dismiss
/// broadcast to `MappInternalBroadcastReceiver` (the `internal/ui/` version), which calls the
/// app's `onDismissed` (`notifyClientApp`) and only then cancels the notification
/// (`if (notificationId != 0)`); the SDK's `MappInternalBroadcastReceiverUnitTest` checks that
/// order (`coVerifyOrder`). So `delegate.onDismissed` is recorded before `notification.removed`.
/// A button to the click activity still goes first (`FullScreenActivity.handleIntent` cancels,
/// then sends the click broadcast).
struct MappAndroidDismissBroadcastOrderTests {
  static func names(_ device: SimulatedDevice) -> [String] {
    device.eventNames.filter { ["notification.removed", "delegate.onDismissed", "delegate.onButtonClick"].contains($0) }
  }

  /// A destructive category button (No of `apx_yes_no_open`) at an id other than 0.
  @Test func aDestructiveButtonCallsOnDismissedBeforeTheNotificationGoes() throws {
    let (device, receiver) = MappAndroidButtonCancelTests.device(clock: DeviceOptions().clockEpochSeconds)
    try device.receive(json: MappAndroidButtonCancelTests.push("6"))
    try device.tap(button: .index(1))
    #expect(Self.names(device) == ["delegate.onDismissed", "notification.removed"])
    #expect(device.tray.notifications.isEmpty)
    #expect(device.events(named: "notification.removed").first?["reason"] == "tap")
    #expect(receiver.broadcasts == ["onReceived 6", "onDismissed 6"])
  }

  /// Turn off (a `video` push) is the same dismiss broadcast.
  @Test func turnOffCallsOnDismissedBeforeTheNotificationGoes() throws {
    let (device, _) = MappAndroidButtonCancelTests.device(clock: DeviceOptions().clockEpochSeconds)
    try device.receive(json: MappAndroidLaunchIntentTests.video)
    try device.tap(button: .index(1))
    #expect(Self.names(device) == ["delegate.onDismissed", "notification.removed"])
    #expect(device.tray.notifications.isEmpty)
  }

  /// A button to the click activity: the removal first, then `onButtonClick`.
  @Test func aButtonToTheClickActivityStillCancelsFirst() throws {
    let (device, _) = MappAndroidButtonCancelTests.device(clock: DeviceOptions().clockEpochSeconds)
    try device.receive(json: MappAndroidButtonCancelTests.push("7"))
    try device.tap(button: .index(0))
    #expect(Self.names(device) == ["notification.removed", "delegate.onButtonClick"])
  }
}
