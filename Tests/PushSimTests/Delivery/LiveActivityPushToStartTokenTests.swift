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
    let device = SimulatedDevice(platform: .iOS, state: .background, app: app)
    try Self.start(device, "order-7")
    #expect(device.events(named: "push.dropped").first?["reason"] == "noPushToStartToken")
  }

  /// An app whose observers are set up after launch misses the token at a launch
  /// (`delegate.missed`) and stays without it; an app running at the start gets it only at its
  /// next process start (its observer has not run in this process).
  @Test func aLateObserverMissesItAndARunningAppGetsItAtItsNextStart() throws {
    let (late, _) = Self.device(.notRunning, registration: .afterLaunch)
    try late.perform(.open)
    let missed = late.events(named: "delegate.missed")
    #expect(missed.map { $0["method"] } == ["pushToStartTokenUpdates", "pushToStartTokenUpdates"])
    #expect(missed.allSatisfy { $0["reason"] == "registeredAfterLaunch" })
    try Self.start(late, "order-7")
    #expect(late.events(named: "push.dropped").first?["reason"] == "noPushToStartToken")

    let (running, _) = Self.device(.background)
    try Self.start(running, "order-7")
    #expect(running.events(named: "push.dropped").first?["reason"] == "noPushToStartToken")
    try running.perform(.forceQuit)
    try running.perform(.open)
    #expect(running.events(named: "delegate.pushToStartTokenUpdates").count == 2)
    try Self.start(running, "order-8")
    #expect(running.events(named: "liveActivity.started").count == 1)
  }

  /// The loader reads `observedPushToStartToken` (a boolean, default `true`) and refuses another type.
  @Test func theLoaderReadsTheKey() throws {
    func app(_ json: String) -> String? {
      loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"liveActivities":\#(json)}}"#))
    }
    #expect(app(#"{"observedPushToStartToken":false}"#) == nil)
    let wrong = app(#"{"observedPushToStartToken":"no"}"#)
    #expect(wrong?.contains("observedPushToStartToken") == true, "\(wrong ?? "loaded")")
    #expect(LiveActivitySettings().observedPushToStartToken)
  }
}
