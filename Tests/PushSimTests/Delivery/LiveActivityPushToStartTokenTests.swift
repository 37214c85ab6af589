import Testing

@testable import PushSim

/// iOS 17.2+: the push-to-start token (`Activity<Attributes>.pushToStartTokenUpdates`). With app
/// key `liveActivities.observedPushToStartToken` `false` the app has not observed it yet: a
/// push-to-start is dropped `noPushToStartToken` until the app's process starts with its
/// observers, which hands the token once per attributes type (docs/ModellingChoices/iOS.md
/// "Live Activities", *The push-to-start token*).
struct LiveActivityPushToStartTokenTests {
  static let types: [String: LiveActivitySettings.AttributesType] = [
    "Game": .init(contentStateKeys: ["score"]), "Delivery": .init(contentStateKeys: ["eta"], attributesKeys: ["order"]),
  ]

  static func device(
    _ state: AppState, observed: Bool = false, registration: DelegateRegistration = .atLaunch, id: String = "device"
  ) -> (SimulatedDevice, RecordingDelegate) {
    var settings = LiveActivitySettings(types: Self.types)
    settings.observedPushToStartToken = observed
    var app = AppBehavior()
    app.liveActivities = settings
    let device = SimulatedDevice(id: id, platform: .iOS, state: state, app: app)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate, registration: registration)
    return (device, delegate)
  }

  static func start(_ device: SimulatedDevice, _ activity: String) throws {
    try device.receive(json: LiveActivityPushToStartTests.start, headers: LiveActivityTests.headers(activity))
  }

  /// The token is 64 hexadecimal digits, the same for every attributes type and run, and
  /// different per device and from any activity's update token.
  @Test func theTokenIsDeterministicPerDevice() {
    let token = LiveActivityRules.pushToStartToken(device: "phone")
    #expect(token.count == 64 && token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    #expect(token == LiveActivityRules.pushToStartToken(device: "phone"))
    #expect(token != LiveActivityRules.pushToStartToken(device: "tablet"))
    #expect(token != LiveActivityRules.pushToken(device: "phone", activity: "pushToStart"))
  }

  /// By default the app observed the token before the run: a push-to-start starts at once, and
  /// no `pushToStartTokenUpdates` is recorded at a launch.
  @Test func byDefaultTheTokenWasObservedBeforeTheRun() throws {
    let (device, delegate) = Self.device(.notRunning, observed: true)
    try Self.start(device, "order-7")
    #expect(device.events(named: "liveActivity.started").count == 1)
    try device.perform(.forceQuit)
    try device.perform(.open)
    #expect(device.events(named: "delegate.pushToStartTokenUpdates").isEmpty)
    #expect(delegate.pushToStartTokens.isEmpty)
  }

  /// Unobserved: the push-to-start is dropped with a message naming the type and the app key;
  /// nothing starts and the app is not woken. The next launch hands the token for each type in
  /// name order, and the next push-to-start starts the activity; a later launch hands nothing.
  @Test func anUnobservedTokenDropsThePushToStartUntilALaunchHandsIt() throws {
    let (device, delegate) = Self.device(.notRunning)
    try Self.start(device, "order-7")
    #expect(device.eventNames == ["push.received", "push.dropped"])
    let drop = try #require(device.events(named: "push.dropped").first)
    #expect(drop["reason"] == "noPushToStartToken")
    #expect(drop["message"]?.stringValue?.contains("Activity<Delivery>.pushToStartTokenUpdates") == true)
    #expect(drop["message"]?.stringValue?.contains("liveActivities.observedPushToStartToken") == true)
    #expect(device.state == .notRunning)

    try device.perform(.open)
    let token = LiveActivityRules.pushToStartToken(device: "device")
    let handed = device.events(named: "delegate.pushToStartTokenUpdates")
    #expect(handed.map { $0["type"] } == ["Delivery", "Game"])
    #expect(handed.allSatisfy { $0["pushToStartToken"] == .string(token) })
    #expect(delegate.pushToStartTokens == ["Delivery": token, "Game": token])

    try device.perform(.background)
    try Self.start(device, "order-8")
    #expect(device.events(named: "liveActivity.started").map { $0["id"] } == ["order-8"])
    try device.perform(.forceQuit)
    try device.perform(.open)
    #expect(device.events(named: "delegate.pushToStartTokenUpdates").count == 2)
  }

  /// A push-to-start without a token is dropped before the app's own checks: with Live
  /// Activities off too it says `noPushToStartToken`, as a server could not have sent it.
  @Test func theMissingTokenComesBeforeTheAppsChecks() throws {
    var settings = LiveActivitySettings(allowed: false, types: Self.types)
    settings.observedPushToStartToken = false
    var app = AppBehavior()
    app.liveActivities = settings
    let device = try SimulatedDevice.make(platform: .iOS, state: .notRunning, app: app)
    try Self.start(device, "order-7")
    #expect(device.events(named: "push.dropped").first?["reason"] == "noPushToStartToken")
  }

  /// An app whose observers are set up after launch (`afterLaunch`) misses the token during a
  /// launch its delegate misses (`delegate.missed`, once per type) and gets it as soon as that
  /// launch is over, as its delegate is registered from then on for every other callback: a
  /// cold `open` records the misses, then the tokens. Before the launch a push-to-start is
  /// dropped with a message saying so; after it push-to-starts apply, and a later launch or
  /// foreground hands nothing again.
  @Test func aLateObserverGetsItWhenTheLaunchIsOver() throws {
    let (late, delegate) = Self.device(.notRunning, registration: .afterLaunch)
    try Self.start(late, "order-7")
    let drop = try #require(late.events(named: "push.dropped").first)
    #expect(drop["reason"] == "noPushToStartToken")
    let message = drop["message"]?.stringValue ?? ""
    #expect(message.hasSuffix("; the app's observers, set up after launch (delegate afterLaunch), get the token when its next launch is over"), "\(message)")
    try late.perform(.open)
    let names = late.eventNames.filter { $0.hasPrefix("delegate.") }
    #expect(names == ["delegate.missed", "delegate.missed", "delegate.pushToStartTokenUpdates", "delegate.pushToStartTokenUpdates"])
    #expect(late.events(named: "delegate.missed").allSatisfy { $0["method"] == "pushToStartTokenUpdates" && $0["reason"] == "registeredAfterLaunch" })
    #expect(late.events(named: "delegate.pushToStartTokenUpdates").map { $0["type"] } == ["Delivery", "Game"])
    #expect(delegate.pushToStartTokens.keys.sorted() == ["Delivery", "Game"])
    #expect(!late.pushToStartTokenUnobserved)
    try late.perform(.background)
    try Self.start(late, "order-8")
    #expect(late.events(named: "liveActivity.started").map { $0["id"] } == ["order-8"])
    try late.perform(.open)
    try late.perform(.forceQuit)
    try late.perform(.open)
    #expect(late.events(named: "delegate.pushToStartTokenUpdates").count == 2)
  }

  /// A launch the `afterLaunch` delegate does not miss (a content-available push's: PushSim
  /// hands that launch's `didReceiveRemoteNotification` to the delegate) hands the token at
  /// once, as for an app whose observers are set up at launch; a push-to-start then applies
  /// with the app still in the background.
  @Test func aBackgroundPushLaunchTheDelegateDoesNotMissHandsItAtOnce() throws {
    let (late, delegate) = Self.device(.notRunning, registration: .afterLaunch)
    try late.receive(json: #"{"aps":{"content-available":1}}"#, headers: ["apns-push-type": "background", "apns-priority": 5])
    #expect(late.events(named: "delegate.missed").isEmpty)
    let names = late.eventNames
    let handed = try #require(names.firstIndex(of: "delegate.pushToStartTokenUpdates"))
    let didRRN = try #require(names.firstIndex(of: "delegate.didReceiveRemoteNotification"))
    #expect(handed < didRRN, "\(names)")
    #expect(delegate.pushToStartTokens.keys.sorted() == ["Delivery", "Game"])
    #expect(late.state == .background)
    try Self.start(late, "order-7")
    #expect(late.events(named: "liveActivity.started").map { $0["id"] } == ["order-7"])
    #expect(late.events(named: "delegate.activityUpdates").map { $0["id"] } == ["order-7"])
  }

  /// A launch the delegate misses that leaves the app in the background (a notification
  /// action without `.foreground`, a `customDismissAction` dismiss) hands the token when it is
  /// over too: the app stays in the background, as its delegate is registered after it.
  @Test(arguments: [false, true])
  func aBackgroundLaunchForAnActionHandsItWhenItIsOver(dismiss: Bool) throws {
    var settings = LiveActivitySettings(types: Self.types)
    settings.observedPushToStartToken = false
    var app = AppBehavior()
    app.liveActivities = settings
    app.categories = ["deal": ["save"]]
    app.customDismissActionCategories = ["deal"]
    let device = SimulatedDevice(id: "device", platform: .iOS, state: .notRunning, app: app)
    device.setDelegate(RecordingDelegate(), registration: .afterLaunch)
    try device.receive(json: #"{"aps":{"alert":"Sale","category":"deal"}}"#, headers: ["apns-push-type": "alert"])
    if dismiss { try device.dismiss() } else { try device.tap(button: .id("save")) }
    let names = device.eventNames
    let missed = try #require(names.firstIndex(of: "delegate.missed"))
    let handed = try #require(names.firstIndex(of: "delegate.pushToStartTokenUpdates"))
    #expect(names[..<missed].contains("app.launched") && missed < handed, "\(names)")
    #expect(names[handed...] == ["delegate.pushToStartTokenUpdates", "delegate.pushToStartTokenUpdates"], "\(names)")
    #expect(device.state == .background)
    #expect(!device.pushToStartTokenUnobserved)
  }

  /// A tap on a notification that launches the app hands the token last, after the tap's
  /// callbacks (the launch is over once the tap has been handled).
  @Test func aTapThatLaunchesTheAppHandsItLast() throws {
    let (late, _) = Self.device(.notRunning, registration: .afterLaunch)
    try late.receive(json: #"{"aps":{"alert":{"title":"Hi"}}}"#, headers: ["apns-push-type": "alert"])
    try late.tap(.latest)
    let names = late.eventNames
    let handed = try #require(names.firstIndex(of: "delegate.pushToStartTokenUpdates"))
    #expect(names[handed...] == ["delegate.pushToStartTokenUpdates", "delegate.pushToStartTokenUpdates"], "\(names)")
    #expect(names[..<handed].contains("notification.removed"), "\(names)")
    #expect(names[..<handed].filter { $0 == "delegate.missed" }.count >= 2, "\(names)")
    #expect(!late.pushToStartTokenUnobserved)
  }

  /// An app with no delegate never gets it, and has no observers to miss it: no launch records
  /// anything for the sequences (each launch recorded a `delegate.missed` per type, a flood
  /// where a `none` app's plain launch records nothing else), and its push-to-starts' drop says
  /// it has no observer. (A scenario cannot have it: the loader refuses it,
  /// `LiveActivityUnobservableTokenTests`.)
  @Test func anAppWithoutADelegateNeverGetsIt() throws {
    let (none, _) = Self.device(.notRunning, registration: .none)
    try none.perform(.open)
    try none.perform(.swipeAway)
    try none.perform(.open)
    try none.receive(json: #"{"aps":{"content-available":1}}"#, headers: ["apns-push-type": "background"])
    #expect(!none.events(named: "delegate.missed").contains { $0["method"] == "pushToStartTokenUpdates" }, "\(none.eventNames)")
    #expect(none.events(named: "app.launched").count == 2)
    #expect(none.events(named: "delegate.pushToStartTokenUpdates").isEmpty)
    #expect(none.pushToStartTokenUnobserved)
    try Self.start(none, "order-7")
    let drop = try #require(none.events(named: "push.dropped").last)
    #expect(drop["reason"] == "noPushToStartToken")
    #expect(
      drop["message"]?.stringValue?.hasSuffix("; the app sets no delegate (delegate none), so it has no observer to get one") == true,
      "\(drop)")
  }

  /// Review: a background launch hands the token too. A content-available push that launches
  /// the app in the background starts its process, whose observers (set up at launch) get the
  /// token after `app.state` and before the push's `didReceiveRemoteNotification`; the next
  /// push-to-start starts its activity.
  @Test func aBackgroundLaunchByAPushHandsTheToken() throws {
    let (device, delegate) = Self.device(.notRunning)
    try device.receive(json: #"{"aps":{"content-available":1}}"#, headers: ["apns-push-type": "background", "apns-priority": 5])
    let names = device.eventNames
    let launched = try #require(names.firstIndex(of: "app.launched"))
    let handed = try #require(names.firstIndex(of: "delegate.pushToStartTokenUpdates"))
    let didRRN = try #require(names.firstIndex(of: "delegate.didReceiveRemoteNotification"))
    #expect(launched < handed && handed < didRRN, "\(names)")
    #expect(device.state == .background)
    #expect(delegate.pushToStartTokens.keys.sorted() == ["Delivery", "Game"])
    try Self.start(device, "order-7")
    #expect(device.events(named: "liveActivity.started").map { $0["id"] } == ["order-7"])
  }

  /// Review: an app running at the start cannot have an unobserved token: its process launched
  /// before the run, and its observers, set up at that launch, have run. `SimulatedDevice.make`
  /// refuses `observedPushToStartToken` `false` with a running state (before, the app got the
  /// token only after it had been killed and launched again, and an `open` of the running app
  /// did nothing); an app not running at the start, or force-quit, is made.
  @Test func aRunningAppCannotStartWithAnUnobservedToken() throws {
    var app = AppBehavior()
    app.liveActivities = LiveActivitySettings(types: Self.types)
    app.liveActivities.observedPushToStartToken = false
    #expect(
      throws: DeviceError(
        "\"observedPushToStartToken\": false of app.liveActivities needs an app that is not running at the start, not "
          + "\"background\": a running app's observers ran at its launch before the run, so it has observed its push-to-start "
          + "token; start it \"notRunning\" or \"forceQuit\" (its next launch hands the token), or leave the key out")
    ) { try SimulatedDevice.make(platform: .iOS, state: .background, app: app) }
    #expect(throws: DeviceError.self) { try SimulatedDevice.make(platform: .iOS, state: .foreground, app: app) }
    _ = try SimulatedDevice.make(platform: .iOS, state: .notRunning, app: app)
    let quit = try SimulatedDevice.make(platform: .iOS, state: .forceQuit, app: app)
    try quit.perform(.open)
    #expect(quit.events(named: "delegate.pushToStartTokenUpdates").count == 2)
    app.liveActivities.observedPushToStartToken = true
    _ = try SimulatedDevice.make(platform: .iOS, state: .background, app: app)
  }

  /// The loader reads `observedPushToStartToken` (a boolean, default `true`) and refuses another type.
  @Test func theLoaderReadsTheKey() throws {
    func app(_ json: String) -> String? {
      loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"notRunning","app":{"liveActivities":\#(json)}}"#))
    }
    #expect(app(#"{"observedPushToStartToken":false,"types":{"D":{"contentState":["eta"]}}}"#) == nil)
    let wrong = app(#"{"observedPushToStartToken":"no"}"#)
    #expect(wrong?.contains("observedPushToStartToken") == true, "\(wrong ?? "loaded")")
    #expect(LiveActivitySettings().observedPushToStartToken)
    // Review: false with a running state is refused at the key, with the Swift API's words.
    let running = loadError(
      scenarioText(
        steps: "", device: #"{"platform":"ios","state":"foreground","app":{"liveActivities":{"observedPushToStartToken":false}}}"#))
    #expect(
      running?.contains(
        #""observedPushToStartToken": false in liveActivities of "app" of device "phone" needs an app that is not running "#
          + #"at the start, not "foreground": a running app's observers ran at its launch before the run"#) == true,
      "\(running ?? "loaded")")
    #expect(app(#"{"observedPushToStartToken":true}"#) == nil)
  }

  /// Review: the `pushsim device` path keeps the token's state across processes (the journal is
  /// replayed): a push-to-start dropped before the app's launch, the token handed at `app open`,
  /// and the next push-to-start, in another invocation, starts its activity; `create` with the
  /// default state (background, running) is refused.
  @Test func theDeviceCommandKeepsTheTokensStateAcrossInvocations() throws {
    let state = try temporaryFolder([:]) + "/p"
    let app = #"{"liveActivities":{"observedPushToStartToken":false,"types":{"Delivery":{"contentState":["eta"],"attributes":["order"]}}}}"#
    let refused = runCLI(["device", "create", "p", "--platform", "ios", "--app", app, "--state", state])
    #expect(refused.status != .success)
    #expect(refused.err.contains(#"needs an app that is not running at the start, not "background""#), "\(refused)")
    #expect(
      runCLI(["device", "create", "p", "--platform", "ios", "--app-state", "notRunning", "--app", app, "--state", state]).status
        == .success)
    let headers = #"{"apns-push-type":"liveactivity","apns-priority":10,"activity":"order-7"}"#
    let first = runCLI(["device", "push", "p", "-", "--headers", headers, "--state", state], stdin: LiveActivityPushToStartTests.start)
    #expect(first.out.contains("noPushToStartToken"), "\(first)")
    // The center says why: the token is not observed yet (text and JSON), and stops saying so
    // once the app's process started with its observers.
    #expect(runCLI(["device", "center", "p", "--state", state]).out.contains("push-to-start token: not observed yet"))
    #expect(runCLI(["device", "center", "p", "--json", "--state", state]).out.contains(#""pushToStartToken": "unobserved""#))
    let open = runCLI(["device", "app", "p", "open", "--state", state])
    #expect(open.out.contains("pushToStartTokenUpdates"), "\(open)")
    #expect(!runCLI(["device", "center", "p", "--state", state]).out.contains("push-to-start token"))
    #expect(!runCLI(["device", "center", "p", "--json", "--state", state]).out.contains("pushToStartToken"))
    let second = runCLI(["device", "push", "p", "-", "--headers", headers, "--state", state], stdin: LiveActivityPushToStartTests.start)
    #expect(second.out.contains("liveActivity.started"), "\(second)")
    #expect(!second.out.contains("noPushToStartToken"), "\(second)")
  }

  /// Review: the `pushsim device` path with `--delegate afterLaunch`: `app open` (a later
  /// invocation) records the launch's misses and then the tokens, and the center, rebuilt from
  /// the journal in each invocation, says the token is observed from then on; the next
  /// push-to-start starts its activity.
  @Test func theDeviceCommandHandsALateObserverTheTokenAtOpen() throws {
    let state = try temporaryFolder([:]) + "/p"
    let app = #"{"liveActivities":{"observedPushToStartToken":false,"types":{"Delivery":{"contentState":["eta"],"attributes":["order"]}}}}"#
    let create = runCLI([
      "device", "create", "p", "--platform", "ios", "--app-state", "notRunning", "--delegate", "afterLaunch", "--app", app,
      "--state", state,
    ])
    #expect(create.status == .success, "\(create)")
    let headers = #"{"apns-push-type":"liveactivity","apns-priority":10,"activity":"order-7"}"#
    let first = runCLI(["device", "push", "p", "-", "--headers", headers, "--state", state], stdin: LiveActivityPushToStartTests.start)
    #expect(first.out.contains("get the token when its next launch is over"), "\(first)")
    #expect(runCLI(["device", "center", "p", "--json", "--state", state]).out.contains(#""pushToStartToken": "unobserved""#))
    let open = runCLI(["device", "app", "p", "open", "--state", state])
    let lines = open.out.split(separator: "\n")
    let missed = try #require(lines.firstIndex { $0.contains("delegate.missed") }, "\(open)")
    let handed = try #require(lines.firstIndex { $0.contains("delegate.pushToStartTokenUpdates") }, "\(open)")
    #expect(missed < handed, "\(open)")
    #expect(!runCLI(["device", "center", "p", "--json", "--state", state]).out.contains("pushToStartToken"))
    #expect(!runCLI(["device", "center", "p", "--state", state]).out.contains("push-to-start token"))
    let second = runCLI(["device", "push", "p", "-", "--headers", headers, "--state", state], stdin: LiveActivityPushToStartTests.start)
    #expect(second.out.contains("liveActivity.started"), "\(second)")
    #expect(!second.out.contains("pushToStartTokenUpdates"), "\(second)")
  }
}
