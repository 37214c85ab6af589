import PushSim
import Testing

/// iOS clears an app's notifications from Notification Center when its badge goes from a
/// number to 0, by a push or by the app (OBS: openradar 35589208; knob
/// `iosZeroBadgeClearsNotifications`).
struct IOSZeroBadgeTests {
  static let headers: PushHeaders = ["apns-push-type": "alert"]

  /// A device in the background that shows two notifications and a badge of 2.
  static func deviceWithTwo(options: DeviceOptions = DeviceOptions()) throws -> SimulatedDevice {
    let device = SimulatedDevice(platform: .iOS, state: .background, options: options)
    try device.receive(json: #"{"aps":{"alert":"One","badge":1}}"#, headers: headers)
    try device.receive(json: #"{"aps":{"alert":"Two","badge":2}}"#, headers: headers)
    #expect(device.tray.count == 2)
    return device
  }

  /// A push whose badge is 0 removes the notifications shown before it, and keeps its own.
  @Test func aPushSettingTheBadgeToZeroClearsTheOthers() throws {
    let device = try Self.deviceWithTwo()
    try device.receive(json: #"{"aps":{"alert":"Read","badge":0}}"#, headers: Self.headers)
    #expect(device.tray.notifications.map(\.body) == ["Read"])
    #expect(device.badge == 0)
    let removed = device.events(named: "notification.removed")
    #expect(removed.map { $0["id"] } == ["apns-1", "apns-2"])
    #expect(removed.map { $0["reason"] } == ["badgeCleared", "badgeCleared"])
  }

  /// A silent badge-only push does the same, with nothing of its own to keep.
  @Test func aBadgeOnlyPushClearsEverything() throws {
    let device = try Self.deviceWithTwo()
    try device.receive(json: #"{"aps":{"badge":0}}"#, headers: Self.headers)
    #expect(device.tray.isEmpty)
  }

  /// With the knob off the badge goes to 0 and the notifications stay.
  @Test func theKnobKeepsTheNotifications() throws {
    var options = DeviceOptions()
    options.iosZeroBadgeClearsNotifications = false
    let device = try Self.deviceWithTwo(options: options)
    try device.receive(json: #"{"aps":{"badge":0}}"#, headers: Self.headers)
    #expect(device.badge == 0)
    #expect(device.tray.count == 2)
    #expect(device.events(named: "notification.removed").isEmpty)
  }

  /// A badge that was never set, or is already 0, clears nothing when set to 0 ("set 1, then 0").
  @Test func aBadgeAlreadyAtZeroClearsNothing() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: #"{"aps":{"alert":"No badge"}}"#, headers: Self.headers)
    try device.receive(json: #"{"aps":{"badge":0}}"#, headers: Self.headers)
    try device.receive(json: #"{"aps":{"badge":0}}"#, headers: Self.headers)
    #expect(device.tray.count == 1)
    try device.setBadgeCount(0)
    #expect(device.tray.count == 1)
    try device.setBadgeCount(1)
    try device.setBadgeCount(0)
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "badge").map { $0["value"] } == [0, 1, 0])
  }

  /// The app's own `setBadgeCount(0)` clears Notification Center too; a positive count does not.
  @Test func theAppSettingItsBadgeToZeroClears() throws {
    let device = try Self.deviceWithTwo()
    try device.setBadgeCount(5)
    #expect(device.tray.count == 2)
    try device.setBadgeCount(0)
    #expect(device.tray.isEmpty)
    #expect(device.badge == 0)
  }

  /// The app badge count is iOS's; a negative count is refused with what was expected.
  @Test func setBadgeCountRefusesOtherPlatformsAndNegativeCounts() throws {
    let android = SimulatedDevice(id: "pixel", platform: .android, state: .background)
    let error = #expect(throws: DeviceError.self) { try android.setBadgeCount(1) }
    #expect(error?.message.contains("iOS's") == true)
    let iphone = SimulatedDevice(platform: .iOS, state: .background)
    let negative = #expect(throws: DeviceError.self) { try iphone.setBadgeCount(-1) }
    #expect(negative?.message.contains("expected 0 or more") == true)
    #expect(iphone.badge == nil)
  }

  /// The option is iOS's: a scenario cannot set it on another platform.
  @Test func theOptionIsForIOSDevices() {
    #expect(DeviceOptions.inapplicability(of: "iosZeroBadgeClearsNotifications", on: .android) != nil)
    #expect(DeviceOptions.inapplicability(of: "iosZeroBadgeClearsNotifications", on: .iOS) == nil)
  }
}
