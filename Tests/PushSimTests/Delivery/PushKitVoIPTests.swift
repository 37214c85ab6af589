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
    let notObject = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"pushKit":true}}"#))
    #expect(notObject?.contains(#"pushKit of "app" of device "phone" must be an object such as"#) == true, "\(notObject ?? "loaded")")
  }
}
