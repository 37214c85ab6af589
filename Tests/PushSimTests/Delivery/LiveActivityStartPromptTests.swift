import Testing

@testable import PushSim

/// The lock screen's "Allow / Don't Allow" prompt on the first push-started Live Activity
/// (Developer Forums 836077), the update token withheld until "Allow" (DTS, as mfaani.com's "Live
/// Activities: product decisions" reports): app key `liveActivities.startPrompt` `"pending"` and
/// a `tap` step with `activity` and `button` (docs/ModellingChoices/iOS.md "Live Activities",
/// *Push-to-start: the person's prompt*).
struct LiveActivityStartPromptTests {
  static let epoch = LiveActivityTests.epoch

  static func device(_ state: AppState = .background, prompt: LiveActivitySettings.StartPrompt = .pending) -> SimulatedDevice {
    var settings = LiveActivitySettings(types: LiveActivityTests.types)
    settings.startPrompt = prompt
    return LiveActivityTests.device(settings, state: state)
  }

  static func start(_ device: SimulatedDevice, _ activity: String) throws {
    try device.receive(json: LiveActivityPushToStartTests.start, headers: LiveActivityTests.headers(activity))
  }

  /// By default no prompt is pending: the token is handed at once, as before.
  @Test func byDefaultTheTokenIsHandedAtOnce() throws {
    #expect(LiveActivitySettings().startPrompt == .answered)
    let device = Self.device(prompt: .answered)
    try Self.start(device, "a")
    #expect(device.events(named: "delegate.pushTokenUpdates").count == 1)
    #expect(device.events(named: "liveActivity.startPrompt").isEmpty)
  }

  /// With the prompt pending, the push-started activity starts and shows the prompt; the app
  /// learns of the activity but its token is withheld, and a push to it is dropped
  /// `pushTokenWithheld`. A second start while pending shows no second prompt; its token is
  /// withheld too. "Allow" hands both tokens, in order, and updates apply.
  @Test func theTokenIsWithheldUntilAllow() throws {
    let device = Self.device()
    try Self.start(device, "a")
    #expect(
      device.eventNames == [
        "push.received", "liveActivity.started", "liveActivity.alerted", "liveActivity.startPrompt", "delegate.activityUpdates",
        "liveActivity.tokenWithheld",
      ])
    #expect(device.events(named: "liveActivity.startPrompt").first?["id"] == "a")
    #expect(device.events(named: "liveActivity.tokenWithheld").first?["reason"] == "startPromptPending")
    try device.receive(json: LiveActivityTests.update(5, at: Self.epoch), headers: LiveActivityTests.headers("a"))
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["pushTokenWithheld"])
    try Self.start(device, "b")
    #expect(device.events(named: "liveActivity.startPrompt").count == 1)
    #expect(device.events(named: "liveActivity.tokenWithheld").map { $0["id"] } == ["a", "b"])
    try device.answerLiveActivityPrompt("a", allow: true)
    let answered = try #require(device.events(named: "liveActivity.startPromptAnswered").first)
    #expect(answered["id"] == "a")
    #expect(answered["answer"] == "allow")
    #expect(device.events(named: "delegate.pushTokenUpdates").map { $0["id"] } == ["a", "b"])
    #expect(
      device.events(named: "delegate.pushTokenUpdates").first?["pushToken"]
        == .string(LiveActivityRules.pushToken(device: device.id, activity: "a")))
    #expect(device.events(named: "app.launched").isEmpty)
    try device.receive(json: LiveActivityTests.update(4, at: Self.epoch), headers: LiveActivityTests.headers("a"))
    #expect(device.events(named: "liveActivity.updated").map { $0["id"] } == ["a"])
    // Answered: the next start hands its token at once, and there is no prompt to tap.
    try Self.start(device, "c")
    #expect(device.events(named: "delegate.pushTokenUpdates").map { $0["id"] } == ["a", "b", "c"])
    #expect(
      throws: DeviceError(
        #"cannot tap Allow on Live Activity "a" on device "device": the lock screen shows no "Allow / Don't Allow" prompt on it; "#
          + "the person answered it already (liveActivity.startPromptAnswered), and the system asks once")
    ) { try device.answerLiveActivityPrompt("a", allow: true) }
  }

  /// "Allow" while the app is not running launches it in the background for the token
  /// (reason `liveActivityAllowed`); an activity no longer active (here removed by the person)
  /// gets none, and an end sent to it before is dropped `pushTokenWithheld`.
  @Test func allowLaunchesTheAppWhenItIsNotRunning() throws {
    let device = Self.device()
    try Self.start(device, "a")
    try Self.start(device, "b")
    try device.receive(json: #"{"aps":{"timestamp":\#(Self.epoch),"event":"end"}}"#, headers: LiveActivityTests.headers("b"))
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["pushTokenWithheld"])
    try device.dismissLiveActivity("b")
    try device.perform(.forceQuit)
    try device.answerLiveActivityPrompt("a", allow: true)
    #expect(device.events(named: "app.launched").last?["reason"] == "liveActivityAllowed")
    #expect(device.state == .background)
    #expect(device.events(named: "delegate.pushTokenUpdates").map { $0["id"] } == ["a"])
  }

  /// "Don't Allow" turns the app's Live Activities off: no token, and later updates, ends and
  /// starts are dropped `liveActivitiesDisabled`.
  @Test func dontAllowTurnsLiveActivitiesOff() throws {
    let device = Self.device()
    try Self.start(device, "a")
    try device.answerLiveActivityPrompt("a", allow: false)
    #expect(device.events(named: "liveActivity.startPromptAnswered").first?["answer"] == "dontAllow")
    #expect(device.events(named: "delegate.pushTokenUpdates").isEmpty)
    #expect(device.liveActivities?.allowed == false)
    try device.receive(json: LiveActivityTests.update(5, at: Self.epoch), headers: LiveActivityTests.headers("a"))
    try Self.start(device, "b")
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["liveActivitiesDisabled", "liveActivitiesDisabled"])
    #expect(device.events(named: "liveActivity.started").count == 1)
  }

  /// The prompt is on one activity: tapping another, or when none shows, is refused with what
  /// shows; when the person removes the prompt's activity, the prompt moves to the earliest
  /// withheld activity still shown, and a later start shows none of its own.
  @Test func tappingWhereNoPromptShowsIsRefused() throws {
    let device = Self.device()
    #expect(
      throws: DeviceError(
        #"cannot tap Allow on Live Activity "a" on device "device": the lock screen shows no "Allow / Don't Allow" prompt on it; "#
          + "none shows until a push-to-start starts an activity")
    ) { try device.answerLiveActivityPrompt("a", allow: true) }
    try Self.start(device, "a")
    try Self.start(device, "b")
    #expect(
      throws: DeviceError(
        #"cannot tap Don't Allow on Live Activity "b" on device "device": the lock screen shows no "Allow / Don't Allow" prompt on it; "#
          + #"the prompt is on Live Activity "a""#)
    ) { try device.answerLiveActivityPrompt("b", allow: false) }
    try device.dismissLiveActivity("a")
    #expect(device.eventNames.suffix(2) == ["liveActivity.dismissed", "liveActivity.startPrompt"])
    #expect(throws: DeviceError.self) { try device.answerLiveActivityPrompt("a", allow: true) }
    try Self.start(device, "c")
    #expect(device.events(named: "liveActivity.startPrompt").map { $0["id"] } == ["a", "b"])
    #expect(
      throws: DeviceError(
        #"cannot tap Allow on Live Activity "c" on device "device": the lock screen shows no "Allow / Don't Allow" prompt on it; "#
          + #"the prompt is on Live Activity "b""#)
    ) { try device.answerLiveActivityPrompt("c", allow: true) }
    try device.answerLiveActivityPrompt("b", allow: true)
    #expect(device.events(named: "delegate.pushTokenUpdates").map { $0["id"] } == ["b", "c"])
    let answered = Self.device(prompt: .answered)
    #expect(
      throws: DeviceError(
        #"cannot tap Allow on Live Activity "a" on device "device": the lock screen shows no "Allow / Don't Allow" prompt on it; "#
          + #"the prompt shows only while app key liveActivities.startPrompt is "pending", on the first activity a push starts"#)
    ) { try answered.answerLiveActivityPrompt("a", allow: true) }
    let android = SimulatedDevice(platform: .android, state: .background)
    #expect(throws: DeviceError.self) { try android.answerLiveActivityPrompt("a", allow: true) }
  }

  /// The prompt's activity ended at its eight-hour limit keeps the prompt while the Lock Screen
  /// shows it; when the system removes it four hours later, the prompt moves to a withheld
  /// activity still shown, which the person can answer. With none left, it stays unshown.
  @Test func thePromptMovesWhenTheSystemRemovesItsActivity() throws {
    let device = Self.device()
    try Self.start(device, "a")
    device.advance(by: .seconds(3600))
    try Self.start(device, "b")
    device.advance(by: .seconds(7 * 3600))
    #expect(device.events(named: "liveActivity.ended").map { $0["id"] } == ["a"])
    #expect(device.liveActivities?.showsStartPrompt(on: "a") == true)
    device.advance(by: .seconds(4 * 3600))
    #expect(device.events(named: "liveActivity.dismissed").map { $0["id"] } == ["a"])
    #expect(device.events(named: "liveActivity.startPrompt").map { $0["id"] } == ["a", "b"])
    try device.answerLiveActivityPrompt("b", allow: true)
    // b ended at its own limit meanwhile: no token is handed for it.
    #expect(device.events(named: "delegate.pushTokenUpdates").isEmpty)
    let alone = Self.device()
    try Self.start(alone, "a")
    try alone.dismissLiveActivity("a")
    #expect(alone.events(named: "liveActivity.startPrompt").count == 1)
  }

  /// An app whose observers are set up after launch misses the activity a push-to-start
  /// launched it for (`delegate.missed`): "Allow" hands no token for that one, since no
  /// `pushTokenUpdates` observer of it runs; a start while the app runs is observed and its
  /// token handed.
  @Test func allowHandsNoTokenForAnActivityTheAppMissed() throws {
    let device = Self.device(.notRunning)
    device.setDelegateRegistration(.afterLaunch)
    try Self.start(device, "a")
    #expect(device.events(named: "delegate.missed").map { $0["method"] } == ["activityUpdates"])
    try Self.start(device, "b")
    #expect(device.events(named: "liveActivity.tokenWithheld").map { $0["id"] } == ["b"])
    try device.answerLiveActivityPrompt("a", allow: true)
    #expect(device.events(named: "delegate.pushTokenUpdates").map { $0["id"] } == ["b"])
    #expect(device.events(named: "delegate.missed").count == 1)
  }

  /// A broadcast on a channel needs no per-activity token: the withheld-token drop is for pushes
  /// addressed to the activity's token only (a push-started activity cannot subscribe to a
  /// channel in PushSim, `input-push-channel` is not modelled, so the rules are checked alone).
  @Test func aBroadcastIsNotDroppedForAWithheldToken() {
    var rules = LiveActivityRules(LiveActivityBroadcastTests.settings, startOfRun: Self.epoch)
    rules.withheldTokens = ["a", "b"]
    let update = LiveActivityPush(event: .update, timestamp: Self.epoch + 1, contentState: ["eta": 5])
    #expect(rules.receive(update, activityID: "a", newID: "apns-1", now: Self.epoch + 1, broadcast: true) == .updated(id: "a"))
    #expect(rules.receive(update, activityID: "b", newID: "apns-2", now: Self.epoch + 1).reason == "pushTokenWithheld")
  }

  /// The loader reads `startPrompt` and a `tap` step with `activity` and `button`, refusing an
  /// unknown value, a pending prompt with Live Activities off, a tap without or with another
  /// button, beside `notification`, or on another platform.
  @Test func theLoaderChecksThePromptAndTheTap() {
    let error = LiveActivityLimitsTests.liveActivitiesError
    #expect(error(#"{"startPrompt": "pending"}"#) == nil)
    #expect(error(#"{"startPrompt": "asked"}"#)?.contains(#"unknown "startPrompt" "asked""#) == true)
    #expect(error(#"{"startPrompt": "pending", "allowed": false}"#)?.contains(#"needs "allowed": true"#) == true)
    #expect(loadError(scenarioText(steps: #"{"tap":{"device":"phone","activity":"a","button":"allow"}}"#)) == nil)
    #expect(loadError(scenarioText(steps: #"{"tap":{"device":"phone","activity":"a","button":"dontAllow"}}"#)) == nil)
    let noButton = loadError(scenarioText(steps: #"{"tap":{"device":"phone","activity":"a"}}"#))
    #expect(noButton?.contains(#"needs "button": one of "#) == true, "\(noButton ?? "loaded")")
    let other = loadError(scenarioText(steps: #"{"tap":{"device":"phone","activity":"a","button":"yes"}}"#))
    #expect(other?.contains(#"unknown prompt button "yes""#) == true, "\(other ?? "loaded")")
    let both = loadError(scenarioText(steps: #"{"tap":{"device":"phone","activity":"a","notification":"latest","button":"allow"}}"#))
    #expect(both?.contains(#"gives both "notification" and "activity""#) == true, "\(both ?? "loaded")")
    let android = loadError(
      scenarioText(
        steps: #"{"tap":{"device":"phone","activity":"a","button":"allow"}}"#, device: #"{"platform":"android","state":"background"}"#))
    #expect(android?.contains("Live Activities are iOS's") == true, "\(android ?? "loaded")")
  }

  /// `pushsim device tap NAME --activity ID --button allow` records the scenario step and prints
  /// its events; without `--button`, or with a notification selector, it is a usage error.
  @Test func theDeviceCommandAnswersThePrompt() throws {
    let state = try DeviceParityTests.state()
    let app = #"{"liveActivities":{"startPrompt":"pending","types":{"Delivery":{"contentState":["eta"]}}}}"#
    let created = DeviceParityTests.device("create", ["--platform", "ios", "--app", app], state: state)
    #expect(created.status == .success, "\(created.err)")
    let headers = #"{"apns-push-type":"liveactivity","activity":"a"}"#
    let pushed = DeviceParityTests.device("push", ["-", "--headers", headers], state: state, stdin: LiveActivityPushToStartTests.start)
    #expect(pushed.status == .success, "\(pushed.err)")
    #expect(DeviceParityTests.events(pushed.out).contains("liveActivity.tokenWithheld"))
    let noButton = DeviceParityTests.device("tap", ["--activity", "a"], state: state)
    #expect(noButton.status == .usage)
    #expect(noButton.err.contains("needs '--button allow' or '--button dontAllow'"), "\(noButton.err)")
    let both = DeviceParityTests.device("tap", ["--activity", "a", "--latest", "--button", "allow"], state: state)
    #expect(both.status == .usage)
    let allowed = DeviceParityTests.device("tap", ["--activity", "a", "--button", "allow"], state: state)
    #expect(allowed.status == .success, "\(allowed.err)")
    #expect(DeviceParityTests.events(allowed.out) == ["liveActivity.startPromptAnswered", "delegate.pushTokenUpdates"])
    #expect(try DeviceParityTests.journal(state).contains(#""button":"allow""#))
    let again = DeviceParityTests.device("tap", ["--activity", "a", "--button", "allow"], state: state)
    #expect(again.status == .failure)
  }
}
