import Testing

@testable import PushSim

/// iOS 17.2+: what the app learns of an activity a push-to-start started. The system wakes the
/// app, launching it in the background when it is not running or force-quit, and hands it the
/// new activity (`Activity.activityUpdates`) and its push token for updates (`pushTokenUpdates`)
/// (docs/ModellingChoices/iOS.md "Live Activities", *Push-to-start*).
struct LiveActivityPushToStartTests {
  static let epoch = LiveActivityTests.epoch
  static let start =
    #"{"aps":{"timestamp":\#(LiveActivityTests.epoch),"event":"start","attributes-type":"Delivery","attributes":{"order":"7"},"#
    + #""content-state":{"eta":9},"alert":{"title":"Order 7","body":"On its way"}}}"#

  static func device(_ state: AppState, registration: DelegateRegistration = .atLaunch) -> SimulatedDevice {
    let device = LiveActivityTests.device(LiveActivitySettings(types: LiveActivityTests.types), state: state)
    device.setDelegateRegistration(registration)
    return device
  }

  /// The token is 64 hexadecimal digits, the same for the same device and activity, and
  /// different for another device or another activity.
  @Test func theTokenIsDeterministicAndDiffersPerDeviceAndActivity() {
    let token = LiveActivityRules.pushToken(device: "phone", activity: "order-7")
    #expect(token.count == 64)
    #expect(token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    #expect(token == LiveActivityRules.pushToken(device: "phone", activity: "order-7"))
    #expect(token != LiveActivityRules.pushToken(device: "tablet", activity: "order-7"))
    #expect(token != LiveActivityRules.pushToken(device: "phone", activity: "order-8"))
    // The separator keeps ("ab", "c") and ("a", "bc") apart.
    #expect(LiveActivityRules.pushToken(device: "ab", activity: "c") != LiveActivityRules.pushToken(device: "a", activity: "bc"))
  }

  /// A running app (in the background or the foreground) is not launched: its observers get the
  /// new activity, then its token, right after `liveActivity.started`. An app that is not
  /// running, or that the person force-quit, is first launched in the background for it
  /// (`app.launched` and `app.state` reason `liveActivityStart`).
  @Test(arguments: [(AppState.background, false), (.foreground, false), (.notRunning, true), (.forceQuit, true)])
  func theAppGetsTheActivityAndItsToken(state: AppState, launched: Bool) throws {
    let device = Self.device(state)
    try device.receive(json: Self.start, headers: LiveActivityTests.headers("order-7"))
    let launch = launched ? ["app.launched", "app.state"] : []
    #expect(
      device.eventNames == ["push.received", "liveActivity.started", "liveActivity.alerted"] + launch
        + ["delegate.activityUpdates", "delegate.pushTokenUpdates"])
    #expect(device.state == (launched ? .background : state))
    if launched {
      #expect(device.events(named: "app.launched").first?["reason"] == "liveActivityStart")
      let change = try #require(device.events(named: "app.state").first)
      #expect(change["from"] == .string(state.rawValue))
      #expect(change["to"] == "background")
      #expect(change["reason"] == "liveActivityStart")
    }
    let update = try #require(device.events(named: "delegate.activityUpdates").first)
    #expect(update["id"] == "order-7")
    #expect(update["type"] == "Delivery")
    #expect(update["notification"] == "apns-1")
    let token = try #require(device.events(named: "delegate.pushTokenUpdates").first)
    #expect(token["id"] == "order-7")
    #expect(token["pushToken"] == .string(LiveActivityRules.pushToken(device: device.id, activity: "order-7")))
  }

  /// A cold launch re-yields nothing (a labelled choice: developers disagree on whether the
  /// sequences re-yield at a launch): after the push-to-start handed the activity and its token,
  /// the system kills the app and the person opens it, and neither `activityUpdates` nor
  /// `pushTokenUpdates` is recorded again, nor is an activity the app started before the run.
  @Test func aColdLaunchReYieldsNoActivityOrToken() throws {
    let device = LiveActivityTests.device(LiveActivityTests.settings, state: .notRunning)
    try device.receive(json: Self.start, headers: LiveActivityTests.headers("order-7"))
    try device.perform(.kill)
    try device.perform(.open)
    #expect(device.events(named: "app.launched").map { $0["reason"] } == ["liveActivityStart", "user"])
    #expect(device.events(named: "delegate.activityUpdates").map { $0["id"] } == ["order-7"])
    #expect(device.events(named: "delegate.pushTokenUpdates").map { $0["id"] } == ["order-7"])
  }

  /// The same choice at the other cold launch (review of 88531336): a later push-to-start that
  /// launches the killed app again in the background hands only its own activity and token, not
  /// the activity an earlier launch was handed and that is still active (the case
  /// software-mansion-labs/expo-live-activity pull request 125 reports the other way).
  @Test func aLaterPushToStartLaunchHandsOnlyItsOwnActivity() throws {
    let device = Self.device(.notRunning)
    try device.receive(json: Self.start, headers: LiveActivityTests.headers("order-7"))
    try device.perform(.kill)
    try device.receive(json: Self.start, headers: LiveActivityTests.headers("order-8"))
    #expect(device.events(named: "app.launched").map { $0["reason"] } == ["liveActivityStart", "liveActivityStart"])
    #expect(device.liveActivities?.activity("order-7")?.phase == .active)
    #expect(device.events(named: "delegate.activityUpdates").map { $0["id"] } == ["order-7", "order-8"])
    #expect(device.events(named: "delegate.pushTokenUpdates").map { $0["id"] } == ["order-7", "order-8"])
  }

  /// The Swift API: a test's delegate gets the two observers' calls, in the trace's order, with
  /// the activity and the token the trace records.
  @Test func theSwiftDelegateGetsTheActivityAndItsToken() throws {
    let device = Self.device(.notRunning)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    try device.receive(json: Self.start, headers: LiveActivityTests.headers("order-7"))
    #expect(delegate.calls.map(\.description) == ["activityUpdates(apns-1)", "pushTokenUpdates()"])
    #expect(delegate.activityPushTokens == ["order-7": LiveActivityRules.pushToken(device: device.id, activity: "order-7")])
    let traced = try #require(device.events(named: "delegate.pushTokenUpdates").first)
    #expect(traced["pushToken"] == .string(try #require(delegate.activityPushTokens["order-7"])))
  }

  /// An app that sets its observers up after launch (on a later screen) misses the activity and
  /// its token at a background launch; once running, a second start reaches it.
  @Test func anAppThatObservesAfterLaunchMissesTheLaunchingStart() throws {
    let device = Self.device(.notRunning, registration: .afterLaunch)
    try device.receive(json: Self.start, headers: LiveActivityTests.headers("order-7"))
    let missed = try #require(device.events(named: "delegate.missed").first)
    #expect(missed["method"] == "activityUpdates")
    #expect(missed["reason"] == "registeredAfterLaunch")
    #expect(missed["notification"] == "apns-1")
    #expect(device.events(named: "delegate.missed").count == 1)
    #expect(device.events(named: "delegate.pushTokenUpdates").isEmpty)
    #expect(device.state == .background)
    try device.receive(json: Self.start, headers: LiveActivityTests.headers("order-8"))
    #expect(device.events(named: "app.launched").count == 1)
    #expect(device.events(named: "delegate.pushTokenUpdates").map { $0["id"] } == ["order-8"])
  }

  /// An app without observers at all (`delegate: none`) gets nothing, and a push-to-start that is
  /// dropped launches nothing.
  @Test func nothingReachesAnAppWithoutObserversOrForADroppedStart() throws {
    let silent = Self.device(.notRunning, registration: .none)
    try silent.receive(json: Self.start, headers: LiveActivityTests.headers("order-7"))
    #expect(silent.events(named: "delegate.missed").first?["reason"] == "noDelegate")
    #expect(silent.events(named: "delegate.pushTokenUpdates").isEmpty)
    let optedOut = LiveActivityTests.device(LiveActivitySettings(allowed: false, types: LiveActivityTests.types), state: .notRunning)
    try optedOut.receive(json: Self.start, headers: LiveActivityTests.headers("order-7"))
    #expect(optedOut.eventNames == ["push.received", "push.dropped"])
    #expect(optedOut.state == .notRunning)
  }

  /// An update (not a start) wakes nothing: the app is not launched for it.
  @Test func anUpdateDoesNotLaunchTheApp() throws {
    let device = LiveActivityTests.device(state: .notRunning)
    try device.receive(json: LiveActivityTests.update(5, at: Self.epoch), headers: LiveActivityTests.headers())
    #expect(device.eventNames == ["push.received", "liveActivity.updated"])
    #expect(device.state == .notRunning)
  }
}

extension LiveActivityPushToStartTests {
  /// `pushsim matrix` of a push-to-start of the plain app's type: the activity starts in every
  /// state, and the app's observers run (ON RECEIPT), in a process launched for it where the app
  /// was not running or force-quit.
  @Test func theMatrixShowsTheAppLearningOfTheStart() throws {
    let start =
      #"{"aps":{"timestamp":\#(Self.epoch),"event":"start","attributes-type":"ActivityAttributes","attributes":{},"#
      + #""content-state":{},"alert":{"title":"T","body":"B"}}}"#
    let matrix = try PushMatrix(payload: Array(start.utf8), headers: ["apns-push-type": "liveactivity", "activity": "new-1"])
    let expected: [(AppState, MatrixCell.AppEffect)] = [
      (.foreground, .running), (.background, .woken), (.notRunning, .launched), (.forceQuit, .launched),
    ]
    for (state, app) in expected {
      let cell = try #require(matrix.cell(.iOS, state))
      #expect(PushMatrix.shown(cell) == "liveActivity: started, alerted", "\(state)")
      #expect(cell.app == app, "\(state)")
      #expect(PushMatrix.receipt(cell) == "activityUpdates, pushTokenUpdates", "\(state)")
    }
  }
}
