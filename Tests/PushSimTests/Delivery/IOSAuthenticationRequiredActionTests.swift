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

  /// A restart forgets the prompt: the loss is recorded (`delegate.missed` `didReceive`, reason
  /// `reboot`, in the order the actions were chosen) and the first unlock after it delivers
  /// nothing.
  @Test func aRestartForgetsTheWaitingResponseAndRecordsTheLoss() throws {
    let (device, _) = try Self.lockedDevice(count: 2)
    try device.tap(.id("apns-2"), button: .id("open"))
    try device.tap(.id("apns-1"), button: .id("open"))
    device.reboot()
    let missed = device.events(named: "delegate.missed")
    #expect(missed.map { $0["notification"] } == ["apns-2", "apns-1"])
    #expect(missed.allSatisfy { $0["method"] == "didReceive" && $0["reason"] == "reboot" })
    let names = device.trace.events(of: device.id).map(\.name)
    #expect(try #require(names.firstIndex(of: "device.rebooted")) < #require(names.firstIndex(of: "delegate.missed")))
    device.unlock()
    #expect(device.events(named: "delegate.didReceive").isEmpty)
    #expect(device.events(named: "delegate.missed").count == 2)
    #expect(device.actionsAwaitingUnlock.waiting.isEmpty)
  }

  /// A restart with nothing waiting records no loss.
  @Test func aRestartWithNothingWaitingRecordsNoLoss() throws {
    let (device, _) = try Self.lockedDevice()
    try device.tap(button: .id("snooze"))
    device.reboot()
    #expect(device.events(named: "delegate.missed").isEmpty)
  }

  /// An app force-quit (or killed) between the tap and the unlock is launched in the background
  /// for the response at the unlock, as for the same action tapped on an unlocked device: the
  /// person's choice reaches the app ("After unlocking, the system notifies your app").
  @Test(arguments: [AppAction.forceQuit, .kill])
  func anAppGoneBeforeTheUnlockIsLaunchedForTheResponse(gone: AppAction) throws {
    let (device, recorder) = try Self.lockedDevice(state: .background)
    try device.tap(button: .id("open"))
    try device.perform(gone)
    #expect(!device.state.isRunning)
    #expect(device.events(named: "app.launched").isEmpty)
    device.unlock()
    #expect(device.events(named: "app.launched").map { $0["reason"] } == ["notificationAction"])
    #expect(device.state == .background)
    #expect(recorder.calls.last { $0.method == "didReceive" }?.action == "open")

    // The same as the tap on an unlocked device whose app is gone.
    let reference = SimulatedDevice(platform: .iOS, sdk: .apns, state: .background, app: Self.app())
    reference.delegate = RecordingDelegate()
    try reference.receive(json: Self.ring, headers: alertHeaders)
    try reference.perform(gone)
    let before = reference.trace.events(of: reference.id).count
    try reference.tap(button: .id("open"))
    let unlockedAt = try #require(device.trace.events(of: device.id).map(\.name).lastIndex(of: "device.unlocked"))
    #expect(
      device.trace.events(of: device.id).dropFirst(unlockedAt + 1).map(\.description)
        == reference.trace.events(of: reference.id).dropFirst(before + 1).map(\.description))
  }

  /// A vendor SDK that is the notification center's delegate handles the click at the unlock,
  /// not at the tap: nothing of it runs while the response waits, and at the unlock the trace
  /// after `device.unlocked` is exactly the same tap's on an unlocked device (the SDK's open
  /// metric, its click listener, the app's method).
  @Test(arguments: [
    (SDK.onesignal, #"{"aps":{"alert":"Front door","category":"DOOR"},"custom":{"i":"os-1"}}"#),
    (.wonderpush, #"{"aps":{"alert":"Front door","category":"DOOR"},"_wp":{"c":"campaign-1"}}"#),
    (.customerio, #"{"aps":{"alert":"Front door","category":"DOOR"},"CIO-Delivery-ID":"d1","CIO-Delivery-Token":"k"}"#),
    (.mapp, #"{"aps":{"alert":"Front door","category":"DOOR"},"p":72}"#),
  ])
  func aVendorSDKsClickHandlingRunsAtTheUnlock(sdk: SDK, payload: String) throws {
    func device(locked: Bool) throws -> SimulatedDevice {
      let device = SimulatedDevice(platform: .iOS, sdk: sdk, state: .background, app: Self.app())
      device.delegate = RecordingDelegate()
      if locked { device.lock() }
      try device.receive(json: payload, headers: alertHeaders)
      return device
    }
    let reference = try device(locked: false)
    let before = reference.trace.events(of: reference.id).count
    try reference.tap(button: .id("open"))
    let atTheTap = reference.trace.events(of: reference.id).dropFirst(before + 1)
    // The SDK does handle the click on an unlocked device.
    let sdkEvents: Set = ["delegate.onNotificationOpened", "metric", "delegate.handledRemoteNotification"]
    #expect(atTheTap.contains { sdkEvents.contains($0.name) }, "\(atTheTap.map(\.description))")

    let locked = try device(locked: true)
    let beforeTap = locked.trace.events(of: locked.id).count
    try locked.tap(button: .id("open"))
    #expect(
      locked.trace.events(of: locked.id).dropFirst(beforeTap).map(\.name) == ["notification.removed", "action.awaitingUnlock"])
    locked.advance(by: .seconds(60))
    #expect(locked.trace.events(of: locked.id).count == beforeTap + 2)
    locked.unlock()
    let events = locked.trace.events(of: locked.id)
    let unlockedAt = try #require(events.map(\.name).lastIndex(of: "device.unlocked"))
    #expect(events.dropFirst(unlockedAt + 1).map(\.fields) == atTheTap.map(\.fields))
    #expect(events.dropFirst(unlockedAt + 1).map(\.name) == atTheTap.map(\.name))
  }

  /// A tap on another notification that unlocks, after a waiting response launched the app in
  /// the background, finds the app running: a wrapper's tap is a warm one (React Native
  /// Firebase's `onNotificationOpenedApp`), not the cold start's `getInitialNotification`.
  @Test func aTapAfterTheWaitingResponseLaunchedTheAppIsAWarmStart() throws {
    let message = #"{"aps":{"alert":"Front door","category":"DOOR"},"gcm.message_id":"m1"}"#
    let device = SimulatedDevice(platform: .iOS, sdk: .fcm, wrapper: .reactNative, state: .notRunning, app: Self.app())
    device.delegate = RecordingDelegate()
    device.lock()
    try device.receive(json: message, headers: alertHeaders)
    try device.receive(json: message, headers: alertHeaders)
    try device.tap(.id("apns-1"), button: .id("open"))
    let before = device.trace.events(of: device.id).count
    try device.tap(.id("apns-2"))
    let events = Array(device.trace.events(of: device.id).dropFirst(before))
    let launches = events.filter { $0.name == "app.launched" }
    #expect(launches.map { $0["reason"] } == ["notificationAction"])
    let tapStart = try #require(events.lastIndex { $0.name == "app.state" && $0["to"] == "foreground" })
    let names = events.dropFirst(tapStart).map(\.name)
    #expect(!names.contains("delegate.getInitialNotification"), "\(names)")
    #expect(names.contains("delegate.onNotificationOpenedApp"), "\(names)")
  }

  /// The held response lives in the journal of `pushsim device`: the tap in one process, the
  /// unlock in the next, which replays the journal and delivers it then.
  @Test func theDeviceCommandKeepsTheWaitingResponseAcrossProcesses() throws {
    let folder = try temporaryFolder(["ring.json": Self.ring])
    let state = folder + "/state/phone"
    let app = #"{"categories":{"DOOR":["open","snooze"]},"authenticationRequiredActions":["open"]}"#
    let created = DeviceCommandTests.device(
      "create", ["--platform", "ios", "--app-state", "notRunning", "--app", app], state: state)
    #expect(created.status == .success, "\(created.err)")
    #expect(DeviceCommandTests.device("app", ["lock"], state: state).status == .success)
    let headers = #"{"apns-push-type":"alert"}"#
    let pushed = DeviceCommandTests.device("push", [folder + "/ring.json", "--headers", headers], state: state)
    #expect(pushed.status == .success, "\(pushed.err)")
    let tapped = DeviceCommandTests.device("tap", ["--button", "open"], state: state)
    #expect(tapped.status == .success, "\(tapped.err)")
    #expect(
      tapped.out.contains(#""event":"action.awaitingUnlock","notification":"apns-1","actionIdentifier":"open""#),
      "\(tapped.out)")
    #expect(!tapped.out.contains("delegate.didReceive"), "\(tapped.out)")
    // `center` shows what waits, in a later process too.
    let waitingCenter = try DeviceCommandTests.center(state)
    #expect(waitingCenter.root["awaitingUnlock"]?.count == 1)
    #expect(waitingCenter.root["awaitingUnlock"]?[0]?["notification"]?.stringValue == "apns-1")
    #expect(waitingCenter.root["awaitingUnlock"]?[0]?["actionIdentifier"]?.stringValue == "open")
    let text = DeviceCommandTests.device("center", [], state: state)
    #expect(text.out.contains(#"awaiting unlock (1, delivered in this order at the next unlock: "#), "\(text.out)")
    #expect(text.out.contains(#"apns-1 action "open""#), "\(text.out)")
    // A later process that does not unlock delivers nothing.
    let advanced = DeviceCommandTests.device("advance", ["1h"], state: state)
    #expect(advanced.status == .success && !advanced.out.contains("delegate.didReceive"), "\(advanced.out)")
    // The next process unlocks: the response that waited in the journal is delivered now.
    let unlocked = DeviceCommandTests.device("app", ["unlock"], state: state)
    #expect(unlocked.status == .success, "\(unlocked.err)")
    let lines = unlocked.out.split(separator: "\n").map(String.init)
    #expect(lines.first?.contains(#""event":"device.unlocked""#) == true, "\(unlocked.out)")
    #expect(lines.contains { $0.contains(#""event":"app.launched","reason":"notificationAction""#) }, "\(unlocked.out)")
    #expect(
      lines.contains { $0.contains(#""event":"delegate.didReceive","notification":"apns-1","actionIdentifier":"open""#) },
      "\(unlocked.out)")
    let center = try DeviceCommandTests.center(state)
    #expect(center.root["state"]?.stringValue == "background")
    #expect(center.root["awaitingUnlock"] == nil)
    // Once: the process after that replays the unlock's delivery, and adds nothing.
    let trace = DeviceCommandTests.device("trace", [], state: state)
    #expect(trace.out.split(separator: "\n").filter { $0.contains("delegate.didReceive") }.count == 1, "\(trace.out)")
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

  /// An `open` unlocks on the way into the app: the waiting response is delivered first (a
  /// background launch for it), and the open then finds the app running (no second launch).
  @Test func anOpenDeliversTheWaitingResponseFirst() throws {
    let (device, recorder) = try Self.lockedDevice()
    try device.tap(button: .id("open"))
    try device.perform(.open)
    let names = device.trace.events(of: device.id).map(\.name)
    let unlocked = try #require(names.firstIndex(of: "device.unlocked"))
    let received = try #require(names.firstIndex(of: "delegate.didReceive"))
    #expect(unlocked < received)
    #expect(device.events(named: "app.launched").map { $0["reason"] } == ["notificationAction"])
    #expect(device.events(named: "app.state").last?["reason"] == "user")
    #expect(device.state == .foreground)
    #expect(recorder.calls.last { $0.method == "didReceive" }?.action == "open")
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
