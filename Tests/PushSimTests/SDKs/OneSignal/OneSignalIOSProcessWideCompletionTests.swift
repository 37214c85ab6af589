import Testing

@testable import PushSim

/// OneSignal on iOS: `_completion` and `_timeoutTimer` are file-level variables of
/// `OSNotification+OneSignal.m` (OneSignal-iOS-SDK at 3b73f0ec), one each per process. A second
/// foreground push's completion block replaces a held push's (never answered), every parse makes
/// the new `_timeoutTimer`, `complete:` invalidates that one and runs whichever block is held, and
/// a held push's timer stays scheduled and completes whatever is held when it fires.
struct OneSignalIOSProcessWideCompletionTests {
  /// A device whose foreground listener prevents (the `selection`'s notifications, or every one).
  static func device(displayAfter: Duration? = nil, selection: OSNotificationSelection? = nil) -> SimulatedDevice {
    let device = OneSignalIOSWillPresentTests.device(ownDelegate: false, prevents: true, displayAfter: displayAfter)
    device.app.foregroundListenerSelection = selection
    return device
  }

  /// A device with the SDK's service extension (so `badge_inc` moves the app group's count)
  /// that keeps its badge when it becomes active.
  static func countingDevice(prevents: Bool, displayAfter: Duration? = nil) -> SimulatedDevice {
    var app = AppBehavior()
    app.usesSDKServiceExtension = true
    app.oneSignalDisableBadgeClearing = true
    app.preventsForegroundDisplay = prevents
    app.oneSignalDisplayAfter = displayAfter
    return SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground, app: app)
  }

  static func push(_ device: SimulatedDevice, _ id: String, data: String = "") throws {
    try device.receive(json: #"{"aps":{"alert":"\#(id)"},"custom":{"i":"\#(id)"\#(data)}}"#, headers: alertHeaders)
  }

  static func answers(_ device: SimulatedDevice) -> [String] {
    OneSignalIOSForegroundListenerTests.answers(device)
  }

  static func prevented(_ device: SimulatedDevice) -> [String] {
    device.events(named: "notification.prevented").map { event in
      let by = event["by"]?.stringValue ?? ""
      let replacement = event["replacedBy"]?.stringValue.map { ">" + $0 } ?? ""
      return (event["id"]?.stringValue ?? "") + ":" + by + replacement
    }
  }

  /// The second push's block replaces the first's: the first is never answered, and the first
  /// push's timer answers the second 0 at 25 s (the second's own timer, invalidated then, never
  /// fires at 35 s).
  @Test func aSecondPushTakesOverTheHeldCompletion() throws {
    let device = Self.device()
    try Self.push(device, "first")
    device.advance(by: .seconds(10))
    try Self.push(device, "second")
    device.advance(by: .seconds(40))
    #expect(Self.prevented(device) == ["apns-1:onWillDisplay", "apns-1:completionReplaced>apns-2", "apns-2:onWillDisplay"])
    #expect(Self.answers(device) == ["25000:"])
    #expect(device.events(named: "notification.displayed").isEmpty)
  }

  /// The app's `display()` on the first notification completes the block held then, the
  /// second's: the second is shown at 15 s; its own `display()` at 25 s finds no block. The
  /// first's timer, still scheduled (the call invalidated the second's), answers nothing.
  @Test func aDisplayOnTheFirstAnswersTheSecond() throws {
    let device = Self.device(displayAfter: .seconds(15))
    try Self.push(device, "first")
    device.advance(by: .seconds(10))
    try Self.push(device, "second")
    device.advance(by: .seconds(40))
    #expect(device.events(named: "action.executed").map { $0["result"]?.stringValue ?? "" } == [
      "completed: the held willPresent of apns-2 answered",
      "ignored: the display timeout had fired or the notification was already displayed",
    ])
    #expect(Self.answers(device) == ["15000:banner,list,sound,badge"])
    #expect(device.events(named: "notification.displayed").map { $0["id"] } == ["apns-2"])
  }

  /// The first push's timer still fires after the second was shown through its listener's
  /// `display()`: `complete:nil` puts the app group's count back, though nothing is answered.
  @Test func theFirstTimerRevertsTheCountAfterTheSecondWasShown() throws {
    let device = Self.countingDevice(prevents: false)
    device.setDelegate(OneSignalIOSWantsToDisplayTests.SelectiveListener(prevent: ["a"], display: ["b"]))
    try device.receive(json: OneSignalIOSDisplayTimeoutTests.push("a", by: 1), headers: alertHeaders)
    device.advance(by: .seconds(10))
    try device.receive(json: OneSignalIOSDisplayTimeoutTests.push("b", by: 1), headers: alertHeaders)
    device.advance(by: .seconds(14))
    #expect(try OneSignalIOSDisplayTimeoutTests.count(device) == 2)
    device.advance(by: .seconds(1))
    #expect(try OneSignalIOSDisplayTimeoutTests.count(device) == 1)
    #expect(Self.answers(device) == ["10000:banner,list,sound,badge"])
    #expect(Self.prevented(device) == ["apns-1:onWillDisplay", "apns-1:completionReplaced>apns-2"])
  }

  /// An in-app message preview's parse replaces `_timeoutTimer` with one never scheduled, so
  /// the held push's `display()` invalidates nothing that runs: the push is shown, and its
  /// timer still fires at 25 s and puts the count back.
  @Test func aPreviewParsedMeanwhileLeavesTheHeldTimerRunning() throws {
    let device = Self.countingDevice(prevents: true, displayAfter: .seconds(10))
    try device.receive(json: OneSignalIOSDisplayTimeoutTests.push("a", by: 1), headers: alertHeaders)
    device.advance(by: .seconds(5))
    try device.receive(
      json: #"{"aps":{"alert":"preview"},"custom":{"i":"p","a":{"os_in_app_message_preview_id":"iam"}}}"#, headers: alertHeaders)
    device.advance(by: .seconds(19))
    #expect(device.events(named: "notification.displayed").map { $0["id"] } == ["apns-1"])
    #expect(try OneSignalIOSDisplayTimeoutTests.count(device) == 1)
    device.advance(by: .seconds(1))
    #expect(try OneSignalIOSDisplayTimeoutTests.count(device) == 0)
  }

  /// Without the preview the `display()` invalidates the push's own timer: the count stays.
  @Test func withoutThePreviewTheDisplayStopsTheTimer() throws {
    let device = Self.countingDevice(prevents: true, displayAfter: .seconds(10))
    try device.receive(json: OneSignalIOSDisplayTimeoutTests.push("a", by: 1), headers: alertHeaders)
    device.advance(by: .seconds(30))
    #expect(try OneSignalIOSDisplayTimeoutTests.count(device) == 1)
  }

  /// A listener that prevents only the pushes with `hold` in their additional data: an
  /// unselected push after a selected one is held (`wantsToDisplay`) and takes the block; the
  /// `display()` (`displayAfter`) is called on the selected push only, and answers the other.
  @Test func aSelectingListenerPreventsOnePushAndTheOtherTakesItsCompletion() throws {
    let device = Self.device(displayAfter: .seconds(8), selection: .additionalDataKey("hold"))
    try Self.push(device, "plain")
    device.advance(by: .seconds(1))
    try Self.push(device, "held", data: #","a":{"hold":true}"#)
    device.advance(by: .seconds(1))
    try Self.push(device, "later")
    device.advance(by: .seconds(30))
    #expect(Self.prevented(device) == [
      "apns-2:onWillDisplay", "apns-2:completionReplaced>apns-3", "apns-3:wantsToDisplay",
    ])
    #expect(device.events(named: "action.executed").map { $0["notification"]?.stringValue ?? "" } == ["apns-2"])
    #expect(Self.answers(device) == ["0:banner,list,sound,badge", "9000:banner,list,sound,badge"])
    #expect(device.events(named: "notification.displayed").map { $0["id"] } == ["apns-1", "apns-3"])
  }
}
