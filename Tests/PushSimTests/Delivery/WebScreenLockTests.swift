import PushSim
import Testing

/// The screen lock hides a web page (Page Visibility: `visibilityState` is `hidden` when "the OS
/// screen lock is active", MDN `Document.visibilityState`), so a visible tab of the site no
/// longer spares a silent push (R-W-4): while the device is locked the site is `running`, row w2;
/// the unlock shows the tab again (docs/ModellingChoices/Web.md).
struct WebScreenLockTests {
  /// A device on `browser`, `host`, in `state`.
  static func device(
    browser: DeviceOptions.Browser = .chrome, host: DeviceOptions.WebHost = .android, state: AppState = .visible
  ) -> SimulatedDevice {
    var options = DeviceOptions()
    options.browser = browser
    options.webHost = host
    return SimulatedDevice(platform: .web, state: state, options: options)
  }

  /// A push whose service worker shows nothing (no title).
  static let silent = #"{"data":{"a":1}}"#

  /// The outcomes of the `push.silent` events, in order.
  static func outcomes(_ device: SimulatedDevice) -> [String?] {
    device.events(named: "push.silent").map { $0["outcome"]?.stringValue }
  }

  /// Locked, a visible tab is hidden: silent pushes follow w2, and Chrome's grace (one in ten)
  /// gives the second its generic notification.
  @Test(arguments: [DeviceOptions.WebHost.android, .desktop])
  func lockedVisibleTabCountsAsRunning(host: DeviceOptions.WebHost) throws {
    let device = Self.device(host: host)
    device.lock()
    #expect(device.state == .running)
    let change = try #require(device.events(named: "app.state").last)
    #expect(change["from"]?.stringValue == "visible")
    #expect(change["to"]?.stringValue == "running")
    #expect(change["reason"]?.stringValue == "lock")
    _ = try device.receive(json: Self.silent, headers: ["ttl": 60])
    _ = try device.receive(json: Self.silent, headers: ["ttl": 60])
    #expect(device.events(named: "push.received").map { $0["rule"]?.stringValue } == ["w2", "w2"])
    #expect(Self.outcomes(device) == ["allowed", "genericNotification"])
    #expect(device.tray.latest?.body == "This site has been updated in the background")
  }

  /// Safari counts a locked tab's silent push as a violation of `userVisibleOnly` (R-W-5).
  @Test func safariCountsALockedTabsSilentPushAsAViolation() throws {
    let device = Self.device(browser: .safari, host: .desktop)
    device.lock()
    _ = try device.receive(json: Self.silent, headers: ["ttl": 60])
    #expect(Self.outcomes(device) == ["violation"])
  }

  /// The unlock shows the tab again: w1, and a silent push costs nothing.
  @Test func unlockShowsTheTabAgain() throws {
    let device = Self.device()
    device.lock()
    device.unlock()
    #expect(device.state == .visible)
    #expect(device.events(named: "app.state").last?["reason"]?.stringValue == "unlock")
    for _ in 0..<3 { _ = try device.receive(json: Self.silent, headers: ["ttl": 60]) }
    #expect(device.lastRule == "w1")
    #expect(Self.outcomes(device) == ["allowed", "allowed", "allowed"])
  }

  /// A browser with no visible tab stays as it was; a tab closed or left while locked is not
  /// shown by the unlock, nor is one of a browser that closed meanwhile and was woken by a push.
  @Test(arguments: [AppAction.swipeAway, .background, .kill])
  func unlockShowsOnlyTheTabTheLockHid(action: AppAction) throws {
    let device = Self.device()
    device.lock()
    try device.perform(action)
    if action == .kill { _ = try device.receive(json: Self.silent, headers: ["ttl": 60]) }  // w3 wakes it
    device.unlock()
    #expect(device.state == .running)
    let running = Self.device(state: .running)
    running.lock()
    running.unlock()
    #expect(running.state == .running)
    #expect(running.events(named: "app.state").isEmpty)
  }

  /// A click from the lock screen unlocks first: the tab is visible again before the worker's
  /// `notificationclick`.
  @Test func clickFromTheLockScreenUnlocksFirst() throws {
    let device = Self.device()
    device.lock()
    _ = try device.receive(json: #"{"title":"T","body":"B"}"#, headers: ["ttl": 60])
    let start = device.trace.events.count
    try device.tap()
    #expect(!device.isLocked)
    let names = device.eventNames(since: start)
    let unlocked = try #require(names.firstIndex(of: "device.unlocked"))
    let click = try #require(names.firstIndex(of: "delegate.notificationclick"))
    #expect(unlocked < click)
    #expect(device.events(named: "app.state").last?["reason"]?.stringValue == "unlock")
  }
}
