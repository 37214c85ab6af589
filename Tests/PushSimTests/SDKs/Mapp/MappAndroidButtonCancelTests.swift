@testable import PushSim
import Testing

/// What a click takes away on Android (docs/Mapp.md, "Which click cancels the notification
/// (Android)"). No system auto-cancel applies to an action button; the SDK cancels the
/// notification itself, and only `if (notificationId != 0)`: `FullScreenActivity.handleIntent`
/// for a button to its click activity, `MappInternalBroadcastReceiver` for the dismiss broadcast
/// of a destructive button. The id is the clock in tenths of a second cut to 32 bits, 0 from 0 to
/// 99 ms past every 2^32 tenths: 2^31 seconds (2038-01-19T03:14:08Z) is 2^32 × 5 tenths. A body tap
/// is the system's auto-cancel (`setAutoCancel(true)`), whatever the id.
struct MappAndroidButtonCancelTests {
  /// The clock at which a push at 0 to 99 ms is posted under the id 0.
  static let idZeroClock: Int64 = 2_147_483_648

  /// A push with `apx_yes_no_open` (Yes; No, destructive) whose Yes button has `fgAction`
  /// `apx_vc` (click type `DISMISS`: the click activity reports the click and finishes).
  static func push(_ p: String) -> String {
    #"{"p":"\#(p)","push_title":"Rate us","big_text_body":"B","category":"apx_yes_no_open","buttons":"[{\"fgAction\":{\"apx_vc\":\"Rating\"}}]","google.message_id":"c\#(p)"}"#
  }

  static func device(clock: Int64) -> (SimulatedDevice, MappDeviceTests.AppDelegate) {
    var options = DeviceOptions()
    options.clockEpochSeconds = clock
    let device = SimulatedDevice(platform: .android, sdk: .mapp, state: .background, options: options)
    device.setDelegate(RecordingDelegate())
    let receiver = MappDeviceTests.AppDelegate()
    device.appoxee?.pushBroadcast = receiver
    return (device, receiver)
  }

  /// With the id 0 the button's click is reported and the notification stays.
  @Test func aButtonLeavesANotificationWithIdZeroShown() throws {
    let (device, receiver) = Self.device(clock: Self.idZeroClock)
    try device.receive(json: Self.push("1"))
    try device.tap(button: .index(0))
    #expect(device.tray.notifications.map(\.id) == ["c1"], "FullScreenActivity cancels only if (notificationId != 0)")
    #expect(device.events(named: "notification.removed").isEmpty)
    #expect(receiver.broadcasts == ["onReceived 1", "onButtonClick 1 0"])
  }

  /// The destructive button (the dismiss broadcast) reports the dismissal and leaves it too.
  @Test func aDestructiveButtonLeavesANotificationWithIdZeroShown() throws {
    let (device, receiver) = Self.device(clock: Self.idZeroClock)
    try device.receive(json: Self.push("2"))
    try device.tap(button: .index(1))
    #expect(device.tray.notifications.map(\.id) == ["c2"], "MappInternalBroadcastReceiver cancels only if (notificationId != 0)")
    #expect(receiver.broadcasts == ["onReceived 2", "onDismissed 2"])
  }

  /// A body tap is the system's auto-cancel: the notification goes, id 0 or not.
  @Test func aBodyTapRemovesANotificationWithIdZero() throws {
    let (device, receiver) = Self.device(clock: Self.idZeroClock)
    try device.receive(json: Self.push("3"))
    try device.tap()
    #expect(device.tray.notifications.isEmpty)
    #expect(device.events(named: "notification.removed").first?["reason"] == "tap")
    #expect(receiver.broadcasts == ["onReceived 3", "onOpened 3"])
  }

  /// 100 ms later the id is 1: the button takes the notification away, as on the default clock
  /// and at 1970's first tenth past it.
  @Test(arguments: [(idZeroClock, 100), (DeviceOptions().clockEpochSeconds, 0), (0, 100)])
  func aButtonRemovesANotificationWithAnotherId(_ clock: Int64, _ milliseconds: Int) throws {
    let (device, _) = Self.device(clock: clock)
    device.advance(by: .milliseconds(milliseconds))
    try device.receive(json: Self.push("4"))
    try device.tap(button: .index(0))
    #expect(device.tray.notifications.isEmpty, "clock \(clock) + \(milliseconds) ms")
    #expect(device.events(named: "notification.removed").first?["reason"] == "tap")
  }

  /// 1970's first tenth is the id 0 too.
  @Test func theUnixEpochsFirstTenthIsIdZeroToo() throws {
    let (device, _) = Self.device(clock: 0)
    device.advance(by: .milliseconds(99))
    try device.receive(json: Self.push("5"))
    try device.tap(button: .index(0))
    #expect(device.tray.notifications.map(\.id) == ["c5"])
  }

  /// The click broadcast comes before what the click opens, for a button as for a body tap
  /// (`FullScreenActivity.handleIntent` sends it first): `delegate.onButtonClick` precedes the
  /// button's `action.executed`.
  @Test func theButtonsBroadcastIsRecordedBeforeItsAction() throws {
    let (device, _) = Self.device(clock: DeviceOptions().clockEpochSeconds)
    try device.receive(json: MappAndroidExternalButtonTests.landingPage)
    try device.tap(button: .index(0))
    let names = device.trace.events(of: device.id).map(\.name).filter { $0 == "delegate.onButtonClick" || $0 == "action.executed" }
    #expect(names == ["delegate.onButtonClick", "action.executed"])
  }
}
