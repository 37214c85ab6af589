@testable import PushSim
import Testing

/// iOS ActivityKit pushes (`apns-push-type: liveactivity`): they update, end or start the app's
/// Live Activities on the virtual clock, the system ends an activity after eight hours and
/// removes an ended one within four, and what the system cannot apply is dropped
/// (``LiveActivityRules``, docs/ModellingChoices/iOS.md "Live Activities").
struct LiveActivityTests {
  /// The device's clock at the start of a run (``DeviceOptions/clockEpochSeconds``).
  static let epoch: Int64 = DeviceOptions().clockEpochSeconds
  static let types: [String: LiveActivitySettings.AttributesType] = [
    "Delivery": .init(contentStateKeys: ["eta"], attributesKeys: ["order"])
  ]
  static let settings = LiveActivitySettings(
    types: types, activities: [.init(id: "order", type: "Delivery", contentState: ["eta": 30])])

  static func headers(_ activity: String? = "order") -> PushHeaders {
    var headers: PushHeaders = ["apns-push-type": "liveactivity", "apns-priority": 10]
    if let activity { headers["activity"] = .string(activity) }
    return headers
  }

  static func device(_ settings: LiveActivitySettings = settings, state: AppState = .background) -> SimulatedDevice {
    var app = AppBehavior()
    app.liveActivities = settings
    return SimulatedDevice(platform: .iOS, state: state, app: app)
  }

  /// Whether `pushsim lint` warns header `name` (given `value`) `headerNotForPlatform` on
  /// `platform` for a push of `apns-push-type` `type`.
  static func lintWarnsHeaderNotForPlatform(_ name: String, _ value: String, _ platform: Platform, _ type: String?) throws -> Bool {
    var headers: PushHeaders = [:]
    headers[name] = .string(value)
    if let type { headers["apns-push-type"] = .string(type) }
    let json = platform == .iOS ? #"{"aps":{"timestamp":1,"event":"end"}}"# : #"{"title":"t"}"#
    return try PayloadLinter.lint(json: json, platform: platform, headers: headers)
      .contains { $0.issue.reason == "headerNotForPlatform" && $0.issue.message.hasPrefix("header \"\(name)\"") }
  }

  static func update(_ eta: Int, at timestamp: Int64, extra: String = "") -> String {
    #"{"aps":{"timestamp":\#(timestamp),"event":"update","content-state":{"eta":\#(eta)}\#(extra)}}"#
  }

  // MARK: The rules

  /// An update with a newer (or the same) timestamp replaces the content; an older one, one
  /// whose content-state lacks a required key, or one to an unknown activity is dropped.
  @Test func theRulesApplyNewerDecodableUpdatesOnly() {
    var rules = LiveActivityRules(Self.settings, startOfRun: Self.epoch)
    let now = Self.epoch + 60
    func update(_ state: JSONValue, _ timestamp: Int64, to id: String? = "order") -> LiveActivityRules.Decision {
      rules.receive(.init(event: .update, timestamp: timestamp, contentState: state), activityID: id, newID: "apns-1", now: now)
    }
    #expect(update(["eta": 20], Self.epoch + 50) == .updated(id: "order"))
    #expect(rules.activity("order")?.contentState == ["eta": 20])
    #expect(update(["eta": 25], Self.epoch + 40) == .dropped(.init(
      reason: "outdatedTimestamp",
      message: "aps.timestamp \(Self.epoch + 40) is older than that of the content Live Activity \"order\" shows (\(Self.epoch + 50)); the system ignores it")))
    #expect(update(["eta": 15], Self.epoch + 50) == .updated(id: "order"))
    #expect(update(["minutes": 15], Self.epoch + 55) == .dropped(.init(
      reason: "undecodableContentState",
      message: "aps.content-state lacks \"eta\", which Delivery.ContentState requires: it does not decode")))
    #expect(update(["eta": 15], Self.epoch + 55, to: "other").reason == "unknownActivity")
    #expect(update(["eta": 15], Self.epoch + 55, to: nil).reason == "noActivityToken")
    #expect(update(["eta": 15], now + LiveActivityRules.activeLimit + 1).reason == "futureTimestamp")
    #expect(rules.activity("order")?.contentState == ["eta": 15])
  }

  /// An end's dismissal date decides when the activity leaves the Lock Screen: at once for a
  /// past one, at that date within four hours, else four hours after the end; pushes to the
  /// ended activity are dropped.
  @Test(arguments: [
    (Int64?.none, LiveActivityRules.Dismissal.at(4 * 3600, reason: "afterEnd")),
    (Int64(-1), .immediately), (Int64(0), .immediately),
    (Int64(600), .at(600, reason: "dismissalDate")), (Int64(5 * 3600), .at(4 * 3600, reason: "afterEnd")),
  ])
  func theDismissalDateIsCappedAtFourHours(offset: Int64?, expected: LiveActivityRules.Dismissal) {
    var rules = LiveActivityRules(Self.settings, startOfRun: Self.epoch)
    let end = LiveActivityPush(event: .end, timestamp: Self.epoch, dismissalDate: offset.map { Self.epoch + $0 })
    let shifted: LiveActivityRules.Dismissal =
      switch expected {
      case .immediately: .immediately
      case .at(let date, let reason): .at(Self.epoch + date, reason: reason)
      }
    #expect(rules.receive(end, activityID: "order", newID: "apns-1", now: Self.epoch) == .ended(id: "order", appliedContent: false, dismissal: shifted))
    let again = LiveActivityPush(event: .update, timestamp: Self.epoch + 1, contentState: ["eta": 1])
    #expect(rules.receive(again, activityID: "order", newID: "apns-2", now: Self.epoch).reason == "activityEnded")
  }

  /// An end older than the content shown still ends the activity, but its content is not
  /// applied (a choice); an end without content-state keeps the content shown.
  @Test func anOlderEndEndsButKeepsTheContentShown() {
    var rules = LiveActivityRules(Self.settings, startOfRun: Self.epoch)
    let update = LiveActivityPush(event: .update, timestamp: Self.epoch + 10, contentState: ["eta": 9])
    #expect(rules.receive(update, activityID: "order", newID: "apns-1", now: Self.epoch + 10) == .updated(id: "order"))
    let end = LiveActivityPush(event: .end, timestamp: Self.epoch + 5, contentState: ["eta": 0])
    let decision = rules.receive(end, activityID: "order", newID: "apns-2", now: Self.epoch + 10)
    #expect(decision == .ended(id: "order", appliedContent: false, dismissal: .at(Self.epoch + 10 + 4 * 3600, reason: "afterEnd")))
    #expect(rules.activity("order")?.contentState == ["eta": 9])
    #expect(rules.activity("order")?.phase == .ended)
  }

  /// A push-to-start needs Live Activities allowed, a declared type, decodable attributes and
  /// content-state, and an unused id.
  @Test func pushToStartChecksWhatTheSystemNeeds() {
    let start = LiveActivityPush(
      event: .start, timestamp: Self.epoch, contentState: ["eta": 5], attributesType: "Delivery", attributes: ["order": "42"],
      alerts: true)
    var rules = LiveActivityRules(LiveActivitySettings(types: Self.types), startOfRun: Self.epoch)
    #expect(rules.receive(start, activityID: nil, newID: "apns-1", now: Self.epoch) == .started(id: "apns-1", endsAt: Self.epoch + 8 * 3600))
    #expect(rules.receive(start, activityID: "apns-1", newID: "apns-2", now: Self.epoch).reason == "activityIDInUse")
    var other = start
    other.attributesType = "Ride"
    #expect(rules.receive(other, activityID: nil, newID: "apns-3", now: Self.epoch).reason == "unknownAttributesType")
    other = start
    other.attributes = ["id": "42"]
    #expect(rules.receive(other, activityID: nil, newID: "apns-4", now: Self.epoch).reason == "undecodableAttributes")
    other = start
    other.contentState = nil
    #expect(rules.receive(other, activityID: nil, newID: "apns-5", now: Self.epoch).reason == "missingContentState")
    var disallowed = LiveActivityRules(LiveActivitySettings(allowed: false, types: Self.types), startOfRun: Self.epoch)
    #expect(disallowed.receive(start, activityID: nil, newID: "apns-1", now: Self.epoch).reason == "liveActivitiesDisabled")
  }

  /// The reader drops a push without timestamp or event, or with an unknown event.
  @Test func theReaderNeedsTimestampAndEvent() throws {
    func read(_ aps: String) throws -> String? {
      let document = try JSONDocument(bytes: Array(aps.utf8))
      guard case .failure(let drop) = LiveActivityPush.read(document.root) else { return nil }
      return drop.reason
    }
    #expect(try read(#"{"event":"update"}"#) == "missingTimestamp")
    #expect(try read(#"{"timestamp":"soon","event":"update"}"#) == "missingTimestamp")
    #expect(try read(#"{"timestamp":1}"#) == "missingEvent")
    #expect(try read(#"{"timestamp":1,"event":"pause"}"#) == "invalidEvent")
    #expect(try read(#"{"timestamp":1,"event":"end"}"#) == nil)
  }

  // MARK: The device

  /// An update is applied and alerted, without a notification or waking the app; its stale date
  /// passing records `liveActivity.stale`, and a later update's own stale date replaces it.
  @Test func anUpdateAlertsAndGoesStaleOnTheClock() throws {
    let device = Self.device(state: .notRunning)
    let alert = #","stale-date":\#(Self.epoch + 600),"alert":{"title":"Soon","body":"10 min","sound":"ding.aiff"}"#
    try device.receive(json: Self.update(10, at: Self.epoch, extra: alert), headers: Self.headers())
    #expect(device.eventNames == ["push.received", "liveActivity.updated", "liveActivity.alerted"])
    let alerted = try #require(device.events(named: "liveActivity.alerted").first)
    #expect(alerted["title"] == "Soon")
    #expect(alerted["sound"] == "ding.aiff")
    #expect(device.events(named: "liveActivity.updated").first?["staleDate"] == .integer(Self.epoch + 600))
    #expect(device.tray.isEmpty)
    #expect(device.state == .notRunning)
    device.advance(by: .seconds(300))
    try device.receive(json: Self.update(5, at: Self.epoch + 300, extra: #","stale-date":\#(Self.epoch + 900)"#), headers: Self.headers())
    device.advance(by: .seconds(300))
    #expect(device.events(named: "liveActivity.stale").isEmpty)
    device.advance(by: .seconds(300))
    #expect(device.events(named: "liveActivity.stale").map { $0["staleDate"] } == [.integer(Self.epoch + 900)])
  }

  /// The system ends an activity eight hours after it started and removes it four hours later.
  @Test func theEightHourLimitEndsAnActivityOnTheClock() {
    let started = LiveActivitySettings(
      types: Self.types, activities: [.init(id: "order", type: "Delivery", contentState: ["eta": 30], startedAt: Self.epoch - 3600)])
    let device = Self.device(started)
    device.advance(by: .seconds(7 * 3600 - 1))
    #expect(device.events(named: "liveActivity.ended").isEmpty)
    device.advance(by: .seconds(1))
    #expect(device.events(named: "liveActivity.ended").first?["reason"] == "activeLimit")
    device.advance(by: .seconds(4 * 3600))
    #expect(device.events(named: "liveActivity.dismissed").first?["reason"] == "afterEnd")
    #expect(device.now == SimInstant(offset: .seconds(11 * 3600)))
  }

  /// An end applies its content and removes the activity at its dismissal date; without the
  /// `activity` header an update is dropped with a reason that says what to send.
  @Test func anEndIsDismissedAtItsDate() throws {
    let device = Self.device()
    try device.receive(json: Self.update(1, at: Self.epoch), headers: Self.headers(nil))
    #expect(device.events(named: "push.dropped").first?["reason"] == "noActivityToken")
    let end = #"{"aps":{"timestamp":\#(Self.epoch),"event":"end","content-state":{"eta":0},"dismissal-date":\#(Self.epoch + 60)}}"#
    try device.receive(json: end, headers: Self.headers())
    let ended = try #require(device.events(named: "liveActivity.ended").first)
    #expect(ended["contentState"] == ["eta": 0])
    #expect(ended["dismissalDate"] == .integer(Self.epoch + 60))
    device.advance(by: .seconds(59))
    #expect(device.events(named: "liveActivity.dismissed").isEmpty)
    device.advance(by: .seconds(1))
    #expect(device.events(named: "liveActivity.dismissed").first?["reason"] == "dismissalDate")
  }

  /// A push-to-start creates an activity named by the `activity` header, which later pushes
  /// address.
  @Test func aPushToStartCreatesAnActivityLaterPushesAddress() throws {
    let device = Self.device(LiveActivitySettings(types: Self.types))
    let start =
      #"{"aps":{"timestamp":\#(Self.epoch),"event":"start","attributes-type":"Delivery","attributes":{"order":"7"},"#
      + #""content-state":{"eta":9},"alert":{"title":"Order 7","body":"On its way"}}}"#
    try device.receive(json: start, headers: Self.headers("order-7"))
    #expect(device.events(named: "liveActivity.started").first?["type"] == "Delivery")
    #expect(device.events(named: "push.warning").isEmpty)
    try device.receive(json: Self.update(8, at: Self.epoch + 1), headers: Self.headers("order-7"))
    #expect(device.events(named: "liveActivity.updated").first?["contentState"] == ["eta": 8])
  }

  // MARK: Lint

  /// `pushsim lint` warns a liveactivity payload without timestamp, event or content-state, and
  /// a push-to-start without its attributes or alert, naming the rule; nothing for other types.
  @Test func lintWarnsPayloadsTheSystemCannotApply() throws {
    func reasons(_ json: String, _ type: String = "liveactivity") throws -> [String] {
      try PayloadLinter.lint(json: json, platform: .iOS, headers: ["apns-push-type": .string(type)])
        .map(\.issue.reason).filter { $0.hasPrefix("liveActivity") }
    }
    #expect(try reasons(#"{"aps":{"event":"update"}}"#) == ["liveActivityMissingTimestamp", "liveActivityMissingContentState"])
    #expect(try reasons(#"{"aps":{"timestamp":1}}"#) == ["liveActivityMissingEvent"])
    #expect(try reasons(#"{"aps":{"timestamp":1,"event":"end"}}"#) == [])
    #expect(
      try reasons(#"{"aps":{"timestamp":1,"event":"start","content-state":{}}}"#)
        == ["liveActivityStartIncomplete", "liveActivityStartIncomplete", "liveActivityStartIncomplete"])
    #expect(try reasons(#"{"aps":{"event":"update"}}"#, "alert") == [])
    let issue = try #require(PushDecoder.liveActivityWarnings(try JSONDocument(bytes: Array(#"{}"#.utf8)).root).first)
    #expect(issue.rule == "ActivityKit push payload")
  }

  /// The `activity` header is for ActivityKit pushes: on iOS another push type, and Android and
  /// the web, warn it `headerNotForPlatform`; a liveactivity push does not.
  @Test func theActivityHeaderIsForLiveActivityPushesOnly() throws {
    func warned(_ platform: Platform, _ type: String?) throws -> Bool {
      try Self.lintWarnsHeaderNotForPlatform("activity", "order", platform, type)
    }
    #expect(try !warned(.iOS, "liveactivity"))
    #expect(try warned(.iOS, "alert"))
    #expect(try warned(.iOS, nil))
    #expect(try warned(.android, nil))
    #expect(try warned(.web, nil))
  }

  // MARK: Scenario files

  /// `liveActivities` loads on iOS; the loader refuses another platform, an undeclared type, a
  /// content-state its type cannot decode, a start time 8 hours or more before the run, and
  /// activities of an app whose user did not allow them.
  @Test func theScenarioLoaderChecksLiveActivities() {
    func app(_ json: String, platform: String = "ios") -> String? {
      loadError(scenarioText(steps: "", device: #"{"platform":"\#(platform)","state":"background","app":{"liveActivities":\#(json)}}"#))
    }
    let types = #""types":{"Delivery":{"contentState":["eta"]}}"#
    #expect(app(#"{\#(types),"activities":{"o":{"type":"Delivery","contentState":{"eta":1}}}}"#) == nil)
    let android = app("{}", platform: "android")
    #expect(android?.contains(#"app key "liveActivities" applies to ios apps only"#) == true, "\(android ?? "loaded")")
    let undeclared = app(#"{\#(types),"activities":{"o":{"type":"Delivry","contentState":{"eta":1}}}}"#)
    #expect(undeclared?.contains(#"did you mean "Delivery"?"#) == true, "\(undeclared ?? "loaded")")
    let undecodable = app(#"{\#(types),"activities":{"o":{"type":"Delivery","contentState":{"minutes":1}}}}"#)
    #expect(
      undecodable?.contains(#""contentState" of activity "o" of liveActivities of "app" of device "phone" lacks "eta", which Delivery.ContentState requires"#)
        == true, "\(undecodable ?? "loaded")")
    let old = app(#"{\#(types),"activities":{"o":{"type":"Delivery","contentState":{"eta":1},"startedAt":\#(Self.epoch - 8 * 3600)}}}"#)
    #expect(old?.contains("8 hours or more before the device's clock at the start") == true, "\(old ?? "loaded")")
    let disallowed = app(#"{"allowed":false,\#(types),"activities":{"o":{"type":"Delivery","contentState":{"eta":1}}}}"#)
    #expect(disallowed?.contains(#""allowed" in liveActivities of "app" of device "phone" is false, so the app cannot have started Live Activity "o"; remove it or allow Live Activities"#) == true, "\(disallowed ?? "loaded")")
    let later = app(#"{\#(types),"activities":{"o":{"type":"Delivery","contentState":{"eta":1},"startedAt":\#(Self.epoch + 1)}}}"#)
    #expect(later?.contains("is after the device's clock at the start") == true, "\(later ?? "loaded")")
  }
}

extension LiveActivityTests {
  /// `pushsim matrix`: the plain iOS app has one Live Activity, which an ActivityKit push without
  /// an `activity` header goes to; SHOWN says what the system did with it, in every app state
  /// (the app is not woken), and a push the system cannot apply is dropped with its reason.
  @Test func theMatrixShowsWhatTheSystemDidWithTheActivity() throws {
    let headers: PushHeaders = ["apns-push-type": "liveactivity"]
    let update = #"{"aps":{"timestamp":\#(Self.epoch + 10),"event":"update","content-state":{"eta":5},"alert":{"title":"Soon","body":"5 min"}}}"#
    let matrix = try PushMatrix(payload: Array(update.utf8), headers: headers)
    for state: AppState in [.foreground, .background, .notRunning, .forceQuit] {
      let cell = try #require(matrix.cell(.iOS, state))
      #expect(cell.liveActivity == ["updated", "alerted"], "\(state)")
      #expect(PushMatrix.shown(cell) == "liveActivity: updated, alerted")
      #expect(cell.shownBy == nil && cell.callbacks.isEmpty)
      #expect(cell.jsonValue["liveActivity"] == .array(["updated", "alerted"]))
    }
    #expect(matrix.cell(.iOS, .background)?.app == MatrixCell.AppEffect.none)
    let outdated = #"{"aps":{"timestamp":\#(Self.epoch - 10),"event":"update","content-state":{}}}"#
    let old = try #require(try PushMatrix(payload: Array(outdated.utf8), headers: headers).cell(.iOS, .background))
    #expect(PushMatrix.shown(old) == "dropped: outdatedTimestamp" && old.liveActivity.isEmpty)
    #expect(old.jsonValue["liveActivity"] == nil)
    // Another activity named in the header is not the plain app's.
    let named = try PushMatrix(payload: Array(update.utf8), headers: ["apns-push-type": "liveactivity", "activity": "order-9"])
    #expect(named.cell(.iOS, .background).map(PushMatrix.shown) == "dropped: unknownActivity")
  }
}

extension LiveActivityTests {
  /// `pushsim parse` shows what ActivityKit reads of a `liveactivity` push (`liveActivity`), or
  /// why the system cannot act on it; other pushes have no such key.
  @Test func parseShowsWhatActivityKitReads() throws {
    let headers = #"{"apns-push-type":"liveactivity"}"#
    let update = #"{"aps":{"timestamp":1767225700,"event":"end","content-state":{"eta":0},"dismissal-date":1767229300,"alert":{"title":"Here","sound":"ding.caf"}}}"#
    let parsed = runCLI(["parse", "-", "--platform", "ios", "--headers", headers], stdin: update)
    #expect(parsed.status == .success, "\(parsed.err)")
    let activity = try JSONDocument(parsed.out).root["liveActivity"]?.value()
    #expect(
      activity == .object([
        "event": "end", "timestamp": 1_767_225_700, "contentState": .object(["eta": 0]), "dismissalDate": 1_767_229_300,
        "alert": true, "alertSound": "ding.caf",
      ]))
    let missing = runCLI(["parse", "-", "--platform", "ios", "--headers", headers], stdin: #"{"aps":{"event":"update"}}"#)
    #expect(try JSONDocument(missing.out).root["liveActivity"]?["dropped"]?["reason"]?.stringValue == "missingTimestamp")
    let alert = runCLI(["parse", "-", "--platform", "ios", "--headers", #"{"apns-push-type":"alert"}"#], stdin: update)
    #expect(try JSONDocument(alert.out).root["liveActivity"] == nil)
  }
}

extension LiveActivityRules.Decision {
  /// The drop's reason, or `nil` for a decision that acts.
  var reason: String? {
    if case .dropped(let drop) = self { drop.reason } else { nil }
  }
}
