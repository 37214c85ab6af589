import Testing

@testable import PushSim

/// OneSignal on iOS takes a prevented foreground notification's badge increment back when its
/// display timeout fires (`CUSTOM_DISPLAY_TYPE_TIMEOUT`, 25 s: `timeoutTimerFired:` →
/// `complete:nil`), not when the listener calls `preventDefault()`; the timer dies with the
/// process. The count goes back to the one the last update replaced (`OneSignalBadgeHelpers`,
/// 5.2.13 and later), whichever push made that update.
struct OneSignalIOSDisplayTimeoutTests {
  static let headers: PushHeaders = ["apns-push-type": "alert"]

  /// A OneSignal iOS device with the SDK's service extension whose app prevents every
  /// foreground display and keeps its badge when it becomes active, so only the extension and
  /// the revert move the count.
  static func device(_ state: AppState, options: DeviceOptions = DeviceOptions()) -> SimulatedDevice {
    var app = AppBehavior()
    app.usesSDKServiceExtension = true
    app.preventsForegroundDisplay = true
    app.oneSignalDisableBadgeClearing = true
    return SimulatedDevice(platform: .iOS, sdk: .onesignal, state: state, options: options, app: app)
  }

  /// A push through the extension, with `custom.badge_inc` unless `by` is `nil`.
  static func push(_ id: String, by value: Int?) -> String {
    let increment = value.map { #","badge_inc":\#($0)"# } ?? ""
    return #"{"aps":{"alert":"\#(id)","mutable-content":1},"custom":{"i":"\#(id)"\#(increment)}}"#
  }

  /// A device that showed a push adding `count` in the background, then was opened.
  static func openedAfterShowing(_ count: Int) throws -> SimulatedDevice {
    let device = Self.device(.background)
    try device.receive(json: Self.push("a", by: count), headers: Self.headers)
    device.advance(by: .seconds(1))
    try device.perform(.open)
    return device
  }

  /// The icon's badge once the app went to the background and a push adding 1 came.
  static func badgeAfterTheNextIncrement(_ device: SimulatedDevice) throws -> Int? {
    try device.perform(.background)
    try device.receive(json: Self.push("next", by: 1), headers: Self.headers)
    device.advance(by: .seconds(1))
    return device.badge
  }

  /// The app group's count.
  static func count(_ device: SimulatedDevice) throws -> Int32 {
    try #require(device.embeddedSDK as? OneSignalRuntime).badgeCache.count
  }

  /// The count keeps the prevented increment for 25 s, then goes back to the one before it, so
  /// the next increment starts from there (scenario `os65` has it with a shown push first).
  @Test func theCountGoesBackWhenTheTimeoutFires() throws {
    let device = Self.device(.foreground)
    try device.receive(json: Self.push("a", by: 2), headers: Self.headers)
    device.advance(by: .seconds(24))
    #expect(device.events(named: "notification.prevented").map { $0["by"] } == ["onWillDisplay"])
    #expect(try Self.count(device) == 2)
    device.advance(by: .seconds(1))
    #expect(try Self.count(device) == 0)
    #expect(try Self.badgeAfterTheNextIncrement(device) == 1)
  }

  /// Two prevented pushes 5 s apart: the first timeout puts back the count the second's update
  /// replaced (1 + 1 + 1, previous 2), the second changes nothing more, so the next increment
  /// shows 3; with each increment taken back at once it would show 2.
  @Test func aSecondPreventedPushInsideTheWindowKeepsTheFirstIncrement() throws {
    let device = try Self.openedAfterShowing(1)
    try device.receive(json: Self.push("b", by: 1), headers: Self.headers)
    device.advance(by: .seconds(5))
    try device.receive(json: Self.push("c", by: 1), headers: Self.headers)
    device.advance(by: .seconds(30))
    #expect(try Self.count(device) == 2)
    #expect(device.badge == 1)
    #expect(try Self.badgeAfterTheNextIncrement(device) == 3)
  }

  /// A prevented push that changes no count still puts back the previous one: the SDK cannot
  /// tell which push made the last update. The count a shown push added goes.
  @Test func aPreventedPushWithoutIncrementRevertsTheLastUpdate() throws {
    let device = try Self.openedAfterShowing(3)
    try device.receive(json: Self.push("b", by: nil), headers: Self.headers)
    device.advance(by: .seconds(25))
    #expect(try Self.count(device) == 0)
    #expect(device.badge == 3)
  }

  /// The timer ends with the process: a swipe-away, or a relaunch before it fires (the new
  /// process's timer is not the old one's), leaves the prevented increment in the count.
  @Test(arguments: [false, true])
  func theTimerDiesWithTheProcess(relaunch: Bool) throws {
    let device = Self.device(.foreground)
    try device.receive(json: Self.push("a", by: 2), headers: Self.headers)
    device.advance(by: .seconds(5))
    try device.perform(.swipeAway)
    if relaunch { try device.perform(.open) }
    device.advance(by: .seconds(30))
    #expect(try Self.count(device) == 2)
  }

  /// The count and its previous one live in the app group: a reboot keeps both, so a
  /// prevented push after it still puts the count back to the one before it.
  @Test func theCountsOutliveAReboot() throws {
    let device = Self.device(.background)
    try device.receive(json: Self.push("a", by: 2), headers: Self.headers)
    device.advance(by: .seconds(1))
    device.reboot()
    device.unlock()
    device.advance(by: .seconds(60))
    try device.perform(.open)
    try device.receive(json: Self.push("b", by: 1), headers: Self.headers)
    #expect(try Self.count(device) == 3)
    device.advance(by: .seconds(25))
    #expect(try Self.count(device) == 2)
  }

  /// Android has no app group count and sets no timer: the foreground prevent schedules nothing.
  @Test func androidSetsNoTimer() throws {
    var app = AppBehavior()
    app.preventsForegroundDisplay = true
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .foreground, app: app)
    let runtime = try #require(device.embeddedSDK as? OneSignalRuntime)
    let effects = runtime.willDisplayPrevented(
      IncomingPush.lifecycle(platform: .android), notification: OSNotification(platform: .android, format: .android), context: device.sdkContext())
    #expect(effects.isEmpty)
  }

  /// `update` keeps the count it replaces; `revertToPrevious` puts it back and keeps it, so
  /// a second revert changes nothing.
  @Test func theCacheKeepsThePreviousCount() {
    let cache = OneSignalBadgeCache()
    cache.update(4)
    cache.update(7)
    #expect((cache.count, cache.previous) == (7, 4))
    cache.revertToPrevious()
    #expect((cache.count, cache.previous) == (4, 4))
    cache.update(9)
    cache.revertToPrevious()
    cache.revertToPrevious()
    #expect((cache.count, cache.previous) == (4, 4))
  }

  /// An app gone to the background before the timeout that still runs at 25 s (background
  /// time of 30 s) runs the SDK's timer: `willPresent` is answered with 0, nothing is shown,
  /// and the count goes back, so the next push adds to the count before the prevented one
  /// (scenario `os88`; a suspended app's timer waits: `IOSSuspendedSDKTimerTests`).
  @Test func theTimeoutFiresAfterTheAppWentToTheBackground() throws {
    var options = DeviceOptions()
    options.iosBackgroundExecutionSeconds = 30
    let device = Self.device(.foreground, options: options)
    try device.receive(json: Self.push("a", by: 1), headers: Self.headers)
    device.advance(by: .seconds(5))
    try device.perform(.background)
    device.advance(by: .seconds(20))
    let answers = device.events(named: "delegate.willPresent")
    #expect(answers.map(\.time.milliseconds) == [25_000])
    #expect(answers.first?["options"] == .array([]))
    #expect(try Self.count(device) == 0)
    try device.receive(json: Self.push("next", by: 1), headers: Self.headers)
    device.advance(by: .seconds(1))
    #expect(device.badge == 1)
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == [25_000])
  }
}
