import Testing

@testable import PushSim

/// Chrome on Android without its own Android notification permission: Android shows none of
/// the site's notifications, and a display 3 days or more after the first one resets the site's
/// permission (Chromium's `FCMRevocationTest`s of `RevokePermissionIfPossible`).
struct ChromeAppLevelRevocationTests {
  static let day = Duration.seconds(86_400)

  static func chromeOnAndroid(appPermission: Bool = false) -> SimulatedDevice {
    var options = DeviceOptions()
    options.webHost = .android
    options.chromeAppNotificationPermission = appPermission
    return SimulatedDevice(platform: .web, state: .running, options: options)
  }

  static func show(_ device: SimulatedDevice, _ title: String) throws {
    try device.receive(json: #"{"title":"\#(title)"}"#, headers: ["ttl": 60])
  }

  /// The decision: shown with the permission on; suppressed, with the grace date noted at the
  /// first display, kept within 3 days, and the permission reset at 3 days or more.
  @Test func theDecisionFollowsTheGraceDate() {
    let start = SimInstant.zero
    #expect(ChromeAppLevelRevocation.display(appNotificationsEnabled: true, graceStart: start, now: start + .seconds(9)) == .shown)
    #expect(ChromeAppLevelRevocation.display(appNotificationsEnabled: false, graceStart: nil, now: start) == .suppressedGraceStarted)
    let twoDays = ChromeAppLevelRevocation.display(appNotificationsEnabled: false, graceStart: start, now: start + Self.day * 2)
    #expect(twoDays == .suppressedWithinGrace(since: start))
    let justBefore = ChromeAppLevelRevocation.display(
      appNotificationsEnabled: false, graceStart: start, now: start + (Self.day * 3 - Duration.milliseconds(1)))
    #expect(justBefore == .suppressedWithinGrace(since: start))
    let threeDays = ChromeAppLevelRevocation.display(appNotificationsEnabled: false, graceStart: start, now: start + Self.day * 3)
    #expect(threeDays == .suppressedPermissionReset(since: start))
    // ResetPrefs: a display with the permission clears the date; a revocation keeps it.
    #expect(ChromeAppLevelRevocation.graceStart(after: .shown, now: start + Self.day) == nil)
    #expect(ChromeAppLevelRevocation.graceStart(after: .suppressedGraceStarted, now: start + Self.day) == start + Self.day)
    #expect(ChromeAppLevelRevocation.graceStart(after: threeDays, now: start + Self.day * 3) == start)
  }

  /// Only Chrome on Android: not Chrome on a desktop, Firefox for Android, or an iPhone.
  @Test func onlyChromeOnAndroid() {
    var options = DeviceOptions()
    options.webHost = .android
    #expect(ChromeAppLevelRevocation.applies(options))
    options.browser = .firefox
    #expect(!ChromeAppLevelRevocation.applies(options))
    options.browser = .chrome
    options.webHost = .desktop
    #expect(!ChromeAppLevelRevocation.applies(options))
    options.webHost = .iOSHomeScreen
    #expect(!ChromeAppLevelRevocation.applies(options))
  }

  /// The push event runs, nothing is shown, and at 3 days the site's permission is reset and
  /// the site unsubscribed: the next push reaches nothing.
  @Test func aDisplayThreeDaysAfterTheFirstResetsTheSitesPermission() throws {
    let device = Self.chromeOnAndroid()
    try Self.show(device, "Day 0")
    #expect(device.events(named: "delegate.push").count == 1)
    #expect(device.events(named: "notification.suppressed").map { $0["reason"] } == ["chromeNotificationsOff"])
    #expect(device.tray.count == 0)
    device.advance(by: Self.day * 2)
    try Self.show(device, "Day 2")
    #expect(device.events(named: "device.permissionReset").isEmpty)
    #expect(device.options.notificationPermission)
    device.advance(by: Self.day)
    try Self.show(device, "Day 3")
    let reset = device.events(named: "device.permissionReset")
    #expect(reset.map { $0["graceStart"] } == [0])
    #expect(reset.first?["by"] == "chromeAppLevel")
    #expect(!device.options.notificationPermission)
    let start = device.trace.events(of: device.id).count
    try Self.show(device, "After")
    #expect(device.eventNames(since: start) == ["push.dropped"])
    #expect(device.events(named: "push.dropped").last?["reason"] == "subscriptionRevoked")
  }

  /// A display with Chrome's permission on clears the browser-wide date, so the next display
  /// without it starts a new grace period instead of resetting the permission.
  @Test func aDisplayWithThePermissionClearsTheDate() throws {
    let device = Self.chromeOnAndroid()
    try Self.show(device, "Off")
    device.advance(by: Self.day)
    try device.apply([DeviceSetting(name: "chromeAppNotificationPermission", value: true)])
    try Self.show(device, "On")
    #expect(device.tray.count == 1)
    try device.apply([DeviceSetting(name: "chromeAppNotificationPermission", value: false)])
    device.advance(by: Self.day * 3)
    try Self.show(device, "Off again")
    #expect(device.events(named: "device.permissionReset").isEmpty)
    #expect(device.options.notificationPermission)
    device.advance(by: Self.day * 3)
    try Self.show(device, "Off three days later")
    #expect(device.events(named: "device.permissionReset").map { $0["graceStart"] } == [.integer(Int64(4 * 86_400_000))])
  }

  /// A `set` that turns the permission on does not clear the date by itself: only a display
  /// does (the check runs at displays).
  @Test func turningThePermissionOnWithoutADisplayKeepsTheDate() throws {
    let device = Self.chromeOnAndroid()
    try Self.show(device, "Off")
    try device.apply([DeviceSetting(name: "chromeAppNotificationPermission", value: true)])
    device.advance(by: Self.day * 3)
    try device.apply([DeviceSetting(name: "chromeAppNotificationPermission", value: false)])
    try Self.show(device, "Off, three days on")
    #expect(device.events(named: "device.permissionReset").count == 1)
  }

  /// A same-tag replacement while suppressed alerts nothing (no `notification.alerted`), and
  /// the forced generic notification of a silent push is suppressed too.
  @Test func suppressedReplacementsAndGenericNotificationsAreNotShown() throws {
    let device = Self.chromeOnAndroid()
    try device.receive(json: #"{"title":"A","tag":"t"}"#, headers: ["ttl": 60])
    try device.receive(json: #"{"title":"B","tag":"t","renotify":true}"#, headers: ["ttl": 60])
    #expect(device.events(named: "notification.alerted").isEmpty)
    var options = DeviceOptions()
    options.webHost = .android
    options.chromeAppNotificationPermission = false
    options.chromeSilentPushGrace = 0
    let silent = SimulatedDevice(platform: .web, state: .running, options: options)
    try silent.receive(json: #"{"sync":1}"#, headers: ["ttl": 60])
    #expect(silent.events(named: "push.silent").map { $0["outcome"] } == ["genericNotification"])
    #expect(silent.events(named: "notification.suppressed").count == 1)
    #expect(silent.tray.count == 0)
  }

  /// The option does nothing under Chrome on a desktop or another browser: a warning.
  @Test func theOptionIsWarnedOffChromeOnAndroid() {
    var options = DeviceOptions()
    let desktop = DeviceOptions.ineffectiveness(of: "chromeAppNotificationPermission", platform: .web, sdk: .webpush, wrapper: nil, options: options)
    #expect(desktop?.contains("acts under Chrome on Android only") == true, "\(String(describing: desktop))")
    options.webHost = .android
    #expect(DeviceOptions.ineffectiveness(of: "chromeAppNotificationPermission", platform: .web, sdk: .webpush, wrapper: nil, options: options) == nil)
    options.browser = .firefox
    let firefox = DeviceOptions.ineffectiveness(of: "chromeAppNotificationPermission", platform: .web, sdk: .webpush, wrapper: nil, options: options)
    #expect(firefox?.contains("under Firefox") == true, "\(String(describing: firefox))")
  }
}
