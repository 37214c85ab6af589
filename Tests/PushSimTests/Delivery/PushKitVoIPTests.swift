@testable import PushSim
import Testing

/// iOS VoIP pushes (`apns-push-type: voip`): PushKit delivers them to the app's registry,
/// launching it if needed; the app must report a call to CallKit or be terminated, and after
/// repeated failures VoIP delivery stops (``PushKitDeliveryRules``, docs/ModellingChoices/iOS.md).
struct PushKitVoIPTests {
  static let voip: PushHeaders = ["apns-push-type": "voip", "apns-topic": "com.example.phone.voip"]
  static let payload = #"{"aps":{},"caller":"Ana"}"#

  static func device(_ state: AppState, _ registration: PushKitRegistration?) -> SimulatedDevice {
    var app = AppBehavior()
    app.pushKit = registration
    return SimulatedDevice(platform: .iOS, state: state, app: app)
  }

  // MARK: The rule

  /// No registry drops the push; after three failures every push is dropped; a push to an app
  /// that is not running (force-quit included) launches it.
  @Test func theRuleDropsOrDeliversAndLaunchesWhenNotRunning() {
    let registry = PushKitRegistration()
    #expect(PushKitDeliveryRules.decide(registration: nil, state: .foreground, failures: 0) == .dropped(reason: "noPushKitRegistry"))
    #expect(PushKitDeliveryRules.decide(registration: registry, state: .background, failures: 3) == .dropped(reason: "voipDeliveryStopped"))
    #expect(PushKitDeliveryRules.decide(registration: registry, state: .foreground, failures: 3) == .dropped(reason: "voipDeliveryStopped"))
    #expect(PushKitDeliveryRules.decide(registration: registry, state: .background, failures: 2) == .delivered(launches: false))
    #expect(PushKitDeliveryRules.decide(registration: registry, state: .notRunning, failures: 0) == .delivered(launches: true))
    #expect(PushKitDeliveryRules.decide(registration: registry, state: .forceQuit, failures: 0) == .delivered(launches: true))
  }

  /// A reported call is shown; no call is required in the foreground or with the unrestricted
  /// entitlement; otherwise the app is terminated when its handler returns, at most 7 s on.
  @Test func theOutcomeTerminatesAnAppThatReportsNoCall() {
    func outcome(_ registry: PushKitRegistration, reports: Bool, _ state: AppState) -> PushKitDeliveryRules.Outcome {
      PushKitDeliveryRules.outcome(registration: registry, reportsCall: reports, arrivalState: state)
    }
    #expect(outcome(PushKitRegistration(), reports: true, .background) == .callReported)
    #expect(outcome(PushKitRegistration(), reports: false, .foreground) == .noCallRequired)
    #expect(outcome(PushKitRegistration(unrestrictedVoIP: true), reports: false, .notRunning) == .noCallRequired)
    #expect(outcome(PushKitRegistration(takes: .seconds(2)), reports: false, .background) == .terminated(after: .seconds(2)))
    #expect(outcome(PushKitRegistration(takes: .seconds(30)), reports: false, .notRunning) == .terminated(after: .seconds(7)))
  }

  /// A registry created after launch: a push that launches the app reaches no handler, and
  /// callservicesd's check terminates it 7 s on, whatever the handler would take; a push to an
  /// app already running is delivered; a stopped delivery is still dropped first.
  @Test func aRegistryCreatedAfterLaunchMissesThePushThatLaunchesTheApp() {
    let late = PushKitRegistration(takes: .seconds(2), creation: .afterLaunch)
    #expect(PushKitDeliveryRules.decide(registration: late, state: .notRunning, failures: 0) == .launchedWithoutRegistry)
    #expect(PushKitDeliveryRules.decide(registration: late, state: .forceQuit, failures: 0) == .launchedWithoutRegistry)
    #expect(PushKitDeliveryRules.decide(registration: late, state: .background, failures: 0) == .delivered(launches: false))
    #expect(PushKitDeliveryRules.decide(registration: late, state: .notRunning, failures: 3) == .dropped(reason: "voipDeliveryStopped"))
    #expect(PushKitDeliveryRules.unhandledOutcome(registration: late) == .terminated(after: .seconds(7)))
    #expect(PushKitDeliveryRules.unhandledOutcome(registration: PushKitRegistration(unrestrictedVoIP: true, creation: .afterLaunch)) == .noCallRequired)
  }

  /// No call is required in the foreground, during an active call, or with the entitlement:
  /// `mustReport` (iOS 26.4) and the outcome agree.
  @Test func anActiveCallLiftsTheRuleAsTheForegroundDoes() {
    let registry = PushKitRegistration()
    #expect(PushKitDeliveryRules.mustReport(registration: registry, arrivalState: .background, activeCall: false))
    #expect(PushKitDeliveryRules.mustReport(registration: registry, arrivalState: .notRunning, activeCall: false))
    #expect(!PushKitDeliveryRules.mustReport(registration: registry, arrivalState: .foreground, activeCall: false))
    #expect(!PushKitDeliveryRules.mustReport(registration: registry, arrivalState: .background, activeCall: true))
    #expect(!PushKitDeliveryRules.mustReport(registration: PushKitRegistration(unrestrictedVoIP: true), arrivalState: .background, activeCall: false))
    #expect(PushKitDeliveryRules.outcome(registration: registry, reportsCall: false, arrivalState: .background, activeCall: true) == .noCallRequired)
    #expect(PushKitDeliveryRules.outcome(registration: registry, reportsCall: true, arrivalState: .background, activeCall: true) == .callReported)
  }

  // MARK: The device

  /// A VoIP push launches a not-running app in the background, calls the PushKit handler with
  /// the type voIP, and the reported call reaches CallKit; nothing is shown, didRRN is not called.
  @Test func aVoIPPushLaunchesTheAppAndTheReportedCallReachesCallKit() throws {
    let device = Self.device(.notRunning, PushKitRegistration())
    try device.receive(json: Self.payload, headers: Self.voip)
    #expect(device.eventNames == ["push.received", "app.launched", "app.state", "delegate.didReceiveIncomingPush", "callkit.incomingCall"])
    #expect(device.events(named: "app.launched").first?["reason"] == "voipPush")
    #expect(device.events(named: "delegate.didReceiveIncomingPush").first?["type"] == "voIP")
    #expect(device.state == .background)
    #expect(device.tray.isEmpty)
  }

  /// Without a registry the push is dropped, not routed.
  @Test func aVoIPPushWithoutARegistryIsDropped() throws {
    let device = Self.device(.background, nil)
    try device.receive(json: Self.payload, headers: Self.voip)
    #expect(device.eventNames == ["push.received", "push.dropped"])
    #expect(device.events(named: "push.dropped").first?["reason"] == "noPushKitRegistry")
  }

  /// A handler that reports no call gets the app terminated (`voipNoCall`), each time counted;
  /// the third stops delivery, and the fourth push is dropped even in the foreground.
  @Test func threePushesWithoutACallStopVoIPDelivery() throws {
    let device = Self.device(.background, PushKitRegistration(reportsCall: false))
    for expected in 1...3 {
      try device.receive(json: Self.payload, headers: Self.voip)
      let failure = try #require(device.events(named: "pushkit.callNotReported").last)
      #expect(failure["failures"] == .integer(Int64(expected)))
      #expect(failure["deliveryStopped"] == .bool(expected == 3))
      #expect(device.events(named: "app.state").last?["reason"] == "voipNoCall")
      #expect(device.state == .notRunning)
    }
    #expect(device.events(named: "app.launched").count == 2)
    try device.perform(.open)
    try device.receive(json: Self.payload, headers: Self.voip)
    #expect(device.events(named: "push.dropped").last?["reason"] == "voipDeliveryStopped")
    #expect(device.events(named: "delegate.didReceiveIncomingPush").count == 3)
  }

  /// A handler that runs longer than callservicesd's check is terminated 7 s after delivery;
  /// one that returns sooner, when it returns.
  @Test func theAppIsTerminatedWhenTheHandlerReturnsOrAtTheCheck() throws {
    for (takes, killedAt) in [(Duration.seconds(3), Int64(3000)), (.seconds(30), 7000)] {
      let device = Self.device(.background, PushKitRegistration(reportsCall: false, takes: takes))
      try device.receive(json: Self.payload, headers: Self.voip)
      #expect(device.events(named: "pushkit.callNotReported").isEmpty)
      device.advance(by: .seconds(10))
      let failure = try #require(device.events(named: "pushkit.callNotReported").first)
      #expect(failure.time.offset == .milliseconds(killedAt))
    }
  }

  /// A force-quit app launched by a VoIP push goes back to force-quit when it is terminated
  /// (R-iOS-11: only the user's relaunch clears it).
  @Test func aForceQuitAppTerminatedForNoCallStaysForceQuit() throws {
    let device = Self.device(.forceQuit, PushKitRegistration(reportsCall: false))
    try device.receive(json: Self.payload, headers: Self.voip)
    #expect(device.events(named: "app.state").map { $0["to"] } == ["background", "forceQuit"])
    #expect(device.state == .forceQuit)
  }

  /// In the foreground no call is required; with the unrestricted-VoIP entitlement neither.
  @Test func noCallIsRequiredInTheForegroundOrWithTheEntitlement() throws {
    let foreground = Self.device(.foreground, PushKitRegistration(reportsCall: false))
    try foreground.receive(json: Self.payload, headers: Self.voip)
    let entitled = Self.device(.background, PushKitRegistration(reportsCall: false, unrestrictedVoIP: true))
    try entitled.receive(json: Self.payload, headers: Self.voip)
    for device in [foreground, entitled] {
      device.advance(by: .seconds(10))
      #expect(device.eventNames == ["push.received", "delegate.didReceiveIncomingPush"])
      #expect(device.state.isRunning)
    }
  }

  /// The app's delegate decides whether its handler reports the call, over the app behaviour.
  @Test func theDelegateAnswersWhetherACallIsReported() throws {
    let device = Self.device(.background, PushKitRegistration(reportsCall: true))
    let delegate = RecordingDelegate()
    delegate.reportsCall = false
    device.setDelegate(delegate)
    try device.receive(json: Self.payload, headers: Self.voip)
    #expect(delegate.methods == ["didReceiveIncomingPush"])
    #expect(device.events(named: "callkit.incomingCall").isEmpty)
    #expect(device.state == .notRunning)
  }

  /// A registry created after launch: the push that launches the app is dropped
  /// (`noPushKitRegistryAtLaunch`), no handler runs, and at 7 s the app is terminated and the
  /// failure counted; once the user opened the app, a push reaches the registry.
  @Test func aLateRegistryGetsTheAppTerminatedAtCallServicesCheck() throws {
    let device = Self.device(.notRunning, PushKitRegistration(creation: .afterLaunch))
    try device.receive(json: Self.payload, headers: Self.voip)
    #expect(device.eventNames == ["push.received", "app.launched", "app.state", "push.dropped"])
    #expect(device.events(named: "push.dropped").first?["reason"] == "noPushKitRegistryAtLaunch")
    device.advance(by: .seconds(6))
    #expect(device.state == .background)
    device.advance(by: .seconds(1))
    let failure = try #require(device.events(named: "pushkit.callNotReported").first)
    #expect(failure.time.offset == .seconds(7))
    #expect(failure["failures"] == 1)
    #expect(device.events(named: "app.state").last?["reason"] == "voipNoCall")
    #expect(device.state == .notRunning)
    try device.perform(.open)
    try device.perform(.background)
    try device.receive(json: Self.payload, headers: Self.voip)
    #expect(device.events(named: "delegate.didReceiveIncomingPush").count == 1)
    #expect(device.events(named: "callkit.incomingCall").count == 1)
  }

  /// The process a VoIP push launched without a registry still has none for a second push
  /// before the first's check (it reaches no handler, no call is shown, one failure counted when
  /// the first kills the app); once the user opened the app, the registry exists.
  @Test func aSecondPushToTheProcessLaunchedWithoutARegistryReachesNoHandler() throws {
    let late = PushKitRegistration(creation: .afterLaunch)
    #expect(PushKitDeliveryRules.decide(registration: late, state: .background, failures: 0, registryCreated: false) == .runningWithoutRegistry)
    #expect(PushKitDeliveryRules.decide(registration: PushKitRegistration(), state: .background, failures: 0, registryCreated: false) == .delivered(launches: false))
    let device = Self.device(.notRunning, late)
    try device.receive(json: Self.payload, headers: Self.voip)
    device.advance(by: .seconds(2))
    try device.receive(json: Self.payload, headers: Self.voip)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["noPushKitRegistryAtLaunch", "noPushKitRegistryAtLaunch"])
    #expect(device.events(named: "delegate.didReceiveIncomingPush").isEmpty && device.events(named: "callkit.incomingCall").isEmpty)
    device.advance(by: .seconds(10))
    #expect(device.events(named: "pushkit.callNotReported").map { $0["failures"] } == [1])
    #expect(device.state == .notRunning)
    // Opened while a VoIP push's process runs: the app's screen creates the registry.
    try device.receive(json: Self.payload, headers: Self.voip)
    try device.perform(.open)
    try device.perform(.background)
    try device.receive(json: Self.payload, headers: Self.voip)
    #expect(device.events(named: "delegate.didReceiveIncomingPush").count == 1)
  }

  /// A reported call stays active for `callLasts`: a push during it needs no call (the app is
  /// not terminated, nothing is counted); the call ends (`callkit.callEnded` `ended`), and a
  /// push after it without a call gets the app terminated again.
  @Test func aPushDuringAnActiveCallNeedsNoCall() throws {
    let device = Self.device(.background, PushKitRegistration(callLasts: .seconds(60)))
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    try device.receive(json: Self.payload, headers: Self.voip)
    #expect(device.events(named: "callkit.incomingCall").count == 1)
    delegate.reportsCall = false
    device.advance(by: .seconds(10))
    try device.receive(json: Self.payload, headers: Self.voip)
    device.advance(by: .seconds(10))
    #expect(device.events(named: "pushkit.callNotReported").isEmpty)
    #expect(device.state == .background)
    device.advance(by: .seconds(40))
    let ended = try #require(device.events(named: "callkit.callEnded").first)
    #expect(ended.time.offset == .seconds(60))
    #expect(ended["reason"] == "ended")
    #expect(ended["id"] == device.events(named: "callkit.incomingCall").first?["id"])
    try device.receive(json: Self.payload, headers: Self.voip)
    #expect(device.events(named: "pushkit.callNotReported").count == 1)
    #expect(device.state == .notRunning)
  }

  /// The call ends with the app's process (a force-quit here), and no end is recorded twice.
  @Test func anActiveCallEndsWithTheProcess() throws {
    let device = Self.device(.background, PushKitRegistration(callLasts: .seconds(60)))
    try device.receive(json: Self.payload, headers: Self.voip)
    try device.perform(.forceQuit)
    device.advance(by: .seconds(90))
    #expect(device.events(named: "callkit.callEnded").map { $0["reason"] } == ["appTerminated"])
    #expect(device.eventNames.suffix(2) == ["app.state", "callkit.callEnded"])
  }

  /// Without `callLasts` no call is tracked: a second push without a call is a failure, and no
  /// `callkit.callEnded` is recorded (the traces from before stay as they were).
  @Test func withoutCallLastsNoCallIsTracked() throws {
    let device = Self.device(.background, PushKitRegistration())
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    try device.receive(json: Self.payload, headers: Self.voip)
    delegate.reportsCall = false
    try device.receive(json: Self.payload, headers: Self.voip)
    #expect(device.events(named: "pushkit.callNotReported").count == 1)
    #expect(device.events(named: "callkit.callEnded").isEmpty)
  }

  /// iOS 26.4's handler: `delegate.didReceiveIncomingVoIPPush` with `mustReport` (true in the
  /// background, false in the foreground and during an active call) instead of the old one.
  @Test func theIOS26_4HandlerIsToldWhetherItMustReport() throws {
    let registry = PushKitRegistration(callLasts: .seconds(60), handler: .didReceiveIncomingVoIPPush)
    let background = Self.device(.background, registry)
    try background.receive(json: Self.payload, headers: Self.voip)
    try background.receive(json: Self.payload, headers: Self.voip)
    let foreground = Self.device(.foreground, registry)
    try foreground.receive(json: Self.payload, headers: Self.voip)
    #expect(background.events(named: "delegate.didReceiveIncomingVoIPPush").map { $0["mustReport"] } == [true, false])
    #expect(foreground.events(named: "delegate.didReceiveIncomingVoIPPush").map { $0["mustReport"] } == [false])
    #expect(background.events(named: "delegate.didReceiveIncomingPush").isEmpty)
    #expect(foreground.events(named: "delegate.didReceiveIncomingPush").isEmpty)
  }

  /// `reportsCall` `whenRequired`: the handler reports the push that needs a call, and not the
  /// one during the active call (nor one in the foreground), and nothing is terminated.
  @Test func aHandlerThatReportsOnlyWhenRequired() throws {
    let registry = PushKitRegistration(callLasts: .seconds(60), onlyWhenRequired: true)
    let device = Self.device(.background, registry)
    try device.receive(json: Self.payload, headers: Self.voip)
    try device.receive(json: Self.payload, headers: Self.voip)
    let foreground = Self.device(.foreground, registry)
    try foreground.receive(json: Self.payload, headers: Self.voip)
    device.advance(by: .seconds(10))
    foreground.advance(by: .seconds(10))
    #expect(device.events(named: "callkit.incomingCall").count == 1)
    #expect(foreground.events(named: "callkit.incomingCall").isEmpty)
    #expect(device.events(named: "pushkit.callNotReported").isEmpty && foreground.events(named: "pushkit.callNotReported").isEmpty)
  }

  /// Other push types are still only routed to their framework.
  @Test func otherPushTypesAreStillRouted() throws {
    let device = Self.device(.background, PushKitRegistration())
    try device.receive(json: Self.payload, headers: ["apns-push-type": "pushtotalk"])
    #expect(device.events(named: "push.routed").first?["framework"] == "PushToTalk")
    #expect(device.events(named: "delegate.didReceiveIncomingPush").isEmpty)
  }

  // MARK: The matrix

  /// `pushsim matrix`'s plain iOS app has a VoIP registry that reports the call: a VoIP push
  /// runs its PushKit handler in every state, launching the app when it is not running.
  @Test func theMatrixShowsThePushKitHandler() throws {
    let matrix = try PushMatrix(payload: Array(Self.payload.utf8), headers: Self.voip)
    for state: AppState in [.foreground, .background, .notRunning, .forceQuit] {
      let cell = try #require(matrix.cell(.iOS, state))
      #expect(cell.callbacks == ["didReceiveIncomingPush"], "\(state)")
      #expect(cell.shownBy == nil)
    }
    #expect(matrix.cell(.iOS, .notRunning)?.app == .launched)
    #expect(matrix.cell(.iOS, .forceQuit)?.app == .launched)
  }

  // MARK: Scenario files

  /// `pushKit` loads on iOS, and is refused elsewhere, when misspelled or not an object.
  @Test func theScenarioLoaderChecksPushKit() {
    #expect(loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"pushKit":{"reportsCall":false,"takes":"2s","unrestrictedVoIP":true}}}"#)) == nil)
    #expect(loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"pushKit":null}}"#)) == nil)
    let android = loadError(scenarioText(steps: "", device: #"{"platform":"android","state":"background","app":{"pushKit":{}}}"#))
    #expect(android?.contains(#"app key "pushKit" applies to ios apps only; on android it would do nothing"#) == true, "\(android ?? "loaded")")
    let misspelled = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"pushKit":{"reportCall":false}}}"#))
    #expect(misspelled?.contains(#"unknown field "reportCall" in pushKit of "app" of device "phone"; expected one of"#) == true, "\(misspelled ?? "loaded")")
    #expect(misspelled?.contains(#"did you mean "reportsCall"?"#) == true)
    let late = #"{"platform":"ios","state":"background","app":{"pushKit":{"registers":"afterLaunch","callLasts":"30s","handler":"didReceiveIncomingVoIPPush"}}}"#
    #expect(loadError(scenarioText(steps: "", device: late)) == nil)
    let registers = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"pushKit":{"registers":"afterLaunh"}}}"#))
    #expect(registers?.contains(#"unknown registers "afterLaunh" in pushKit of "app" of device "phone"; expected one of atLaunch, afterLaunch; did you mean"#) == true, "\(registers ?? "loaded")")
    #expect(registers?.contains(#"did you mean "afterLaunch"?"#) == true)
    let handler = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"pushKit":{"handler":"didReceiveIncomingPushWith"}}}"#))
    #expect(handler?.contains(#"unknown handler "didReceiveIncomingPushWith""#) == true, "\(handler ?? "loaded")")
    let callLasts = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"pushKit":{"callLasts":30}}}"#))
    #expect(callLasts != nil)
    let entitled = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"pushKit":{"unrestrictedVoIP":true,"handler":"didReceiveIncomingVoIPPush"}}}"#))
    #expect(entitled?.contains(#"cannot have both "unrestrictedVoIP": true and "handler": "didReceiveIncomingVoIPPush""#) == true, "\(entitled ?? "loaded")")
    #expect(loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"pushKit":{"reportsCall":"whenRequired"}}}"#)) == nil)
    let reports = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"pushKit":{"reportsCall":"always"}}}"#))
    #expect(reports?.contains(#""reportsCall" in pushKit of "app" of device "phone" must be true, false or "whenRequired""#) == true, "\(reports ?? "loaded")")
    let notObject = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"pushKit":true}}"#))
    #expect(notObject?.contains(#"pushKit of "app" of device "phone" must be an object such as"#) == true, "\(notObject ?? "loaded")")
  }
}
