import Testing

@testable import PushSim

/// `UNNotificationActionOptions.authenticationRequired` (app key `authenticationRequiredActions`):
/// "The action can be performed only on an unlocked device … After unlocking, the system
/// notifies your app of the selected action" (Apple's `authenticationRequired` page). Tapped on a
/// locked iOS device, such an action's response waits for the next unlock
/// (`action.awaitingUnlock`, ``ActionsAwaitingUnlock``).
struct IOSAuthenticationRequiredActionTests {
  static let ring = #"{"aps":{"alert":{"title":"Front door","body":"Someone rang"},"category":"DOOR"}}"#

  static func app(foreground: Set<String> = []) -> AppBehavior {
    var app = AppBehavior()
    app.categories = ["DOOR": ["open", "snooze", "reply"]]
    app.authenticationRequiredActions = ["open", "reply"]
    app.textInputActions = ["reply"]
    app.foregroundActions = foreground
    return app
  }

  /// A locked device showing `count` door notifications (`apns-1`…), with a recording delegate.
  static func lockedDevice(
    _ app: AppBehavior = app(), count: Int = 1, state: AppState = .notRunning
  ) throws -> (SimulatedDevice, RecordingDelegate) {
    let device = SimulatedDevice(platform: .iOS, sdk: .apns, state: state, app: app)
    let recorder = RecordingDelegate()
    device.delegate = recorder
    device.lock()
    for _ in 0..<count { try device.receive(json: ring, headers: alertHeaders) }
    return (device, recorder)
  }

  /// The decision: only a locked device, an action with the option, and one that does not open the app.
  @Test func onlyALockedDeviceMakesAnAuthenticationRequiredActionWait() {
    #expect(ActionsAwaitingUnlock.decide(locked: true, opensApp: false, authenticationRequired: true) == .awaitUnlock)
    #expect(ActionsAwaitingUnlock.decide(locked: false, opensApp: false, authenticationRequired: true) == .respond)
    #expect(ActionsAwaitingUnlock.decide(locked: true, opensApp: false, authenticationRequired: false) == .respond)
    #expect(ActionsAwaitingUnlock.decide(locked: true, opensApp: true, authenticationRequired: true) == .respond)
  }

  /// On the locked device the tap removes the notification and records the wait; the app hears
  /// nothing and is not launched.
  @Test func theTapOnALockedDeviceHoldsTheResponse() throws {
    let (device, recorder) = try Self.lockedDevice()
    try device.tap(button: .id("open"))
    let waiting = try #require(device.events(named: "action.awaitingUnlock").last)
    #expect(waiting["notification"] == "apns-1")
    #expect(waiting["actionIdentifier"] == "open")
    #expect(device.notificationList.isEmpty)
    #expect(device.events(named: "delegate.didReceive").isEmpty)
    #expect(device.events(named: "app.launched").isEmpty)
    #expect(device.state == .notRunning)
    #expect(device.isLocked)
    #expect(!recorder.calls.contains { $0.method == "didReceive" })
  }

  /// The unlock delivers the response: the app launches in the background and `didReceive`
  /// gets the action, after `device.unlocked`.
  @Test func theUnlockDeliversTheResponse() throws {
    let (device, recorder) = try Self.lockedDevice()
    try device.tap(button: .id("open"))
    device.unlock()
    let names = device.trace.events(of: device.id).map(\.name)
    let unlocked = try #require(names.lastIndex(of: "device.unlocked"))
    let received = try #require(names.lastIndex(of: "delegate.didReceive"))
    #expect(unlocked < received)
    #expect(device.events(named: "app.launched").last?["reason"] == "notificationAction")
    #expect(device.state == .background)
    #expect(recorder.calls.last { $0.method == "didReceive" }?.action == "open")
    // Nothing waits after the unlock: a second unlock delivers nothing again.
    device.lock()
    device.unlock()
    #expect(device.events(named: "delegate.didReceive").count == 1)
  }

  /// Several waiting responses are delivered at the unlock in the order the actions were chosen,
  /// a text-input reply with its text.
  @Test func theUnlockDeliversTheWaitingResponsesInOrder() throws {
    let (device, _) = try Self.lockedDevice(count: 2)
    try device.tap(.id("apns-2"), button: .id("reply"), text: "Coming")
    try device.tap(.id("apns-1"), button: .id("open"))
    #expect(device.events(named: "action.awaitingUnlock").map { $0["notification"] } == ["apns-2", "apns-1"])
    device.unlock()
    let responses = device.events(named: "delegate.didReceive")
    #expect(responses.map { $0["notification"] } == ["apns-2", "apns-1"])
    #expect(responses.first?["userText"] == "Coming")
    #expect(responses.last?["userText"] == nil)
  }

  /// A person who never unlocks: the response is never delivered, however long the run goes.
  @Test func withoutAnUnlockTheResponseIsNeverDelivered() throws {
    let (device, _) = try Self.lockedDevice()
    try device.tap(button: .id("open"))
    device.advance(by: .seconds(86_400))
    #expect(device.events(named: "delegate.didReceive").isEmpty)
    #expect(device.actionsAwaitingUnlock.waiting.count == 1)
  }

  /// A restart forgets the prompt: the first unlock after it delivers nothing.
  @Test func aRestartForgetsTheWaitingResponse() throws {
    let (device, _) = try Self.lockedDevice()
    try device.tap(button: .id("open"))
    device.reboot()
    device.unlock()
    #expect(device.events(named: "delegate.didReceive").isEmpty)
    #expect(device.actionsAwaitingUnlock.waiting.isEmpty)
  }

  /// A tap on another notification that unlocks on the way into the app delivers the waiting
  /// response first, then its own.
  @Test func aTapThatUnlocksDeliversTheWaitingResponseFirst() throws {
    let (device, _) = try Self.lockedDevice(count: 2)
    try device.tap(.id("apns-1"), button: .id("open"))
    try device.tap(.id("apns-2"))
    let responses = device.events(named: "delegate.didReceive")
    #expect(responses.map { $0["notification"] } == ["apns-1", "apns-2"])
    #expect(responses.map { $0["actionIdentifier"] } == ["open", .string(SimulatedDevice.defaultActionIdentifier)])
    #expect(device.state == .foreground)
  }

  /// Without the option, or on an unlocked device, the action runs at once; a foreground action
  /// with the option unlocks at the tap and never waits.
  @Test func otherActionsRespondAtTheTap() throws {
    let (locked, _) = try Self.lockedDevice()
    try locked.tap(button: .id("snooze"))
    #expect(locked.events(named: "delegate.didReceive").count == 1)
    #expect(locked.isLocked)

    let unlocked = SimulatedDevice(platform: .iOS, sdk: .apns, state: .background, app: Self.app())
    try unlocked.receive(json: Self.ring, headers: alertHeaders)
    try unlocked.tap(button: .id("open"))
    #expect(unlocked.events(named: "action.awaitingUnlock").isEmpty)
    #expect(unlocked.events(named: "delegate.didReceive").count == 1)

    let (foreground, _) = try Self.lockedDevice(Self.app(foreground: ["open"]))
    try foreground.tap(button: .id("open"))
    #expect(foreground.events(named: "action.awaitingUnlock").isEmpty)
    #expect(!foreground.isLocked)
    #expect(foreground.state == .foreground)
    #expect(foreground.events(named: "delegate.didReceive").count == 1)
  }

  /// Only the app's category makes the option: an action of that identifier in a push without
  /// the category (no buttons) or of another app's behaviour does not wait.
  @Test func theOptionBelongsToTheAppsCategory() throws {
    var app = Self.app()
    app.categories["OTHER"] = ["other"]
    let (device, _) = try Self.lockedDevice(app)
    try device.receive(json: #"{"aps":{"alert":"Hi","category":"OTHER"}}"#, headers: alertHeaders)
    try device.tap(.id("apns-2"), button: .id("other"))
    #expect(device.events(named: "action.awaitingUnlock").isEmpty)
    #expect(device.events(named: "delegate.didReceive").count == 1)
  }

  /// The loader reads the app key, and refuses an action no category registers.
  @Test func theLoaderReadsTheKeyAndRefusesAnUnregisteredAction() throws {
    func json(_ action: String) -> String {
      #"{"scenario":1,"devices":{"phone":{"platform":"ios","app":{"categories":{"DOOR":["open"]},"#
        + #""authenticationRequiredActions":[""# + action + #""]}}},"steps":[]}"#
    }
    let scenario = try ScenarioLoader().load(bytes: Array(json("open").utf8), file: "x.json")
    #expect(scenario.devices.first?.app.authenticationRequiredActions == ["open"])
    let bad = json("close")
    #expect(throws: ScenarioError.self) { try ScenarioLoader().load(bytes: Array(bad.utf8), file: "x.json") }
  }
}
