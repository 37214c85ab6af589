import Testing

@testable import PushSim

/// ``LiveActivitySettings/checkActivities(clock:)`` applies the scenario loader's rules on listed
/// activities to the Swift API, with typed errors and the loader's messages, and
/// ``SimulatedDevice/make(id:platform:sdk:wrapper:state:options:app:simulation:)`` calls it.
struct LiveActivitySettingsChecksTests {
  static let clock: Int64 = DeviceOptions().clockEpochSeconds
  static func activity(_ id: String, startedAt: Int64? = nil) -> LiveActivitySettings.Activity {
    .init(id: id, type: "Delivery", contentState: ["eta": 1], startedAt: startedAt)
  }
  static func settings(_ activities: [LiveActivitySettings.Activity], allowed: Bool = true) -> LiveActivitySettings {
    LiveActivitySettings(allowed: allowed, types: ["Delivery": .init(contentStateKeys: ["eta"])], activities: activities)
  }
  static func error(_ code: LiveActivityBudgetError.Code) -> LiveActivityBudgetError {
    LiveActivityBudgetError(code, type: "LiveActivitySettings")
  }

  /// Activities started within the 8 hours before the clock, or with no start time, pass.
  @Test func validActivitiesPass() throws {
    try Self.settings([Self.activity("a"), Self.activity("b", startedAt: Self.clock - 8 * 3600 + 1), Self.activity("c", startedAt: Self.clock)])
      .checkActivities(clock: Self.clock)
  }

  /// An activity listed while Live Activities are not allowed is refused, naming the first.
  @Test func anActivityWhileNotAllowedIsRefused() {
    #expect(throws: Self.error(.listedWhileNotAllowed(activity: "a"))) {
      try Self.settings([Self.activity("a"), Self.activity("b")], allowed: false).checkActivities(clock: Self.clock)
    }
    #expect(throws: Never.self) { try Self.settings([], allowed: false).checkActivities(clock: Self.clock) }
  }

  /// The same id twice is refused.
  @Test func aDuplicateIdIsRefused() {
    let error = #expect(throws: LiveActivityBudgetError.self) {
      try Self.settings([Self.activity("a"), Self.activity("b"), Self.activity("a")]).checkActivities(clock: Self.clock)
    }
    #expect(error == Self.error(.duplicateActivity(id: "a")))
    #expect(error?.description == #"LiveActivitySettings: activity "a" is listed twice: each activity the app started has its own id"#)
  }

  /// A start 8 hours or more before the clock, or after it, is refused with the loader's words.
  @Test func aStartOutsideTheEightHoursIsRefused() {
    let old = Self.clock - 8 * 3600
    #expect(throws: Self.error(.startedTooLongBefore(activity: "a", startedAt: old, clock: Self.clock))) {
      try Self.settings([Self.activity("a", startedAt: old)]).checkActivities(clock: Self.clock)
    }
    #expect(throws: Self.error(.startedAfterClock(activity: "a", startedAt: Self.clock + 1, clock: Self.clock))) {
      try Self.settings([Self.activity("a", startedAt: Self.clock + 1)]).checkActivities(clock: Self.clock)
    }
    // The loader's message for the same file, from the same code.
    let loaded = loadError(
      scenarioText(
        steps: "",
        device: #"{"platform":"ios","state":"background","app":{"liveActivities":{"types":{"Delivery":{"contentState":["eta"]}},"#
          + #""activities":{"a":{"type":"Delivery","contentState":{"eta":1},"startedAt":\#(old)}}}}}"#))
    let message = Self.error(.startedTooLongBefore(activity: "a", startedAt: old, clock: Self.clock))
      .message(in: #" of liveActivities of "app" of device "phone""#)
    #expect(loaded?.hasSuffix(message) == true, "\(loaded ?? "loaded")")
  }

  /// More activities than the maximum is still refused, after the other list rules.
  @Test func theMaximumIsStillChecked() throws {
    var settings = Self.settings((1...3).map { Self.activity("a\($0)") })
    try settings.setMaximumActivities(3)
    settings.activities.append(Self.activity("a4"))
    #expect(throws: Self.error(.belowListedActivities(maximum: 3, activities: 4))) { try settings.checkActivities(clock: Self.clock) }
  }

  /// `SimulatedDevice.make` applies the checks with the device's clock and says where.
  @Test func makeAppliesTheChecks() {
    var app = AppBehavior()
    app.liveActivities = Self.settings([Self.activity("a", startedAt: 1_000)])
    var options = DeviceOptions()
    options.clockEpochSeconds = 1_000 + 3600
    #expect(throws: Never.self) { try SimulatedDevice.make(platform: .iOS, state: .background, options: options, app: app) }
    options.clockEpochSeconds = 1_000 + 8 * 3600
    let error = #expect(throws: DeviceError.self) {
      try SimulatedDevice.make(platform: .iOS, state: .background, options: options, app: app)
    }
    #expect(error?.description.contains(#""startedAt" 1000 of activity "a" of app.liveActivities is 8 hours or more before"#) == true)
    app.liveActivities.allowed = false
    options.clockEpochSeconds = 1_000
    let disallowed = #expect(throws: DeviceError.self) {
      try SimulatedDevice.make(platform: .iOS, state: .background, options: options, app: app)
    }
    #expect(disallowed?.description.contains(#""allowed" of app.liveActivities is false"#) == true)
  }
}

extension LiveActivitySettingsChecksTests {
  /// The loader's error for a device whose `liveActivities` is `json`, or `nil` when it loads.
  static func loaderError(_ json: String) -> String? {
    loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"liveActivities":\#(json)}}"#))
  }
  static let place = #" of liveActivities of "app" of device "phone""#

  /// An activity of a type the app does not declare is refused with the loader's words, naming
  /// the types it declares and the closest one, or what to declare when it declares none.
  @Test func anUndeclaredTypeIsRefused() {
    var settings = Self.settings([.init(id: "o", type: "Delivry", contentState: ["eta": 1])])
    let code = LiveActivityBudgetError.Code.undeclaredType(activity: "o", type: "Delivry", declared: ["Delivery"])
    let error = #expect(throws: LiveActivityBudgetError.self) { try settings.checkActivities(clock: Self.clock) }
    #expect(error == Self.error(code))
    #expect(error?.field == "type")
    #expect(
      error?.description
        == #"LiveActivitySettings: unknown attributes type "Delivry" in activity "o"; expected one of Delivery; did you mean "Delivery"?"#)
    #expect(
      Self.loaderError(#"{"types":{"Delivery":{"contentState":["eta"]}},"activities":{"o":{"type":"Delivry","contentState":{"eta":1}}}}"#)?
        .hasSuffix(Self.error(code).message(in: Self.place)) == true)
    settings.types = [:]
    #expect(throws: Self.error(.undeclaredType(activity: "o", type: "Delivry", declared: []))) {
      try settings.checkActivities(clock: Self.clock)
    }
    #expect(
      Self.error(.undeclaredType(activity: "o", type: "Delivry", declared: [])).description
        == #"LiveActivitySettings: unknown attributes type "Delivry" in activity "o": "types" declares none; declare it there with the keys its ContentState requires"#)
  }

  /// A content state its type's `ContentState` cannot decode (not an object, or lacking a
  /// required key) is refused with the words a push's `content-state` is dropped with.
  @Test func anUndecodableContentStateIsRefused() {
    let lacking = Self.settings([.init(id: "o", type: "Delivery", contentState: ["minutes": 1])])
    let lacks = Self.error(.contentStateLacks(activity: "o", type: "Delivery", keys: ["eta"]))
    #expect(throws: lacks) { try lacking.checkActivities(clock: Self.clock) }
    #expect(lacks.field == "contentState")
    #expect(lacks.description == #"LiveActivitySettings: "contentState" of activity "o" lacks "eta", which Delivery.ContentState requires: it does not decode"#)
    #expect(
      Self.loaderError(#"{"types":{"Delivery":{"contentState":["eta"]}},"activities":{"o":{"type":"Delivery","contentState":{"minutes":1}}}}"#)?
        .hasSuffix(lacks.message(in: Self.place)) == true)
    let string = Self.settings([.init(id: "o", type: "Delivery", contentState: "soon")])
    let notObject = Self.error(.contentStateNotAnObject(activity: "o", type: "Delivery", found: .string))
    #expect(throws: notObject) { try string.checkActivities(clock: Self.clock) }
    #expect(notObject.description == #"LiveActivitySettings: "contentState" of activity "o" is a string, not an object: Delivery.ContentState cannot decode it"#)
    #expect(
      Self.loaderError(#"{"types":{"Delivery":{"contentState":["eta"]}},"activities":{"o":{"type":"Delivery","contentState":"soon"}}}"#)?
        .hasSuffix(notObject.message(in: Self.place)) == true)
  }

  /// A channel that is not a channel id (a Base64 string) is refused, in the Swift API as by the loader.
  @Test func anInvalidChannelIsRefused() {
    let settings = Self.settings([.init(id: "o", type: "Delivery", contentState: ["eta": 1], channel: "not base64!")])
    let invalid = Self.error(.invalidChannel(activity: "o", channel: "not base64!"))
    #expect(throws: invalid) { try settings.checkActivities(clock: Self.clock) }
    #expect(invalid.field == "channel")
    #expect(
      invalid.description == #"LiveActivitySettings: "channel" of activity "o" must be a broadcast channel id, "#
        + #"a Base64 string (the apns-channel-id of its pushes), not "not base64!""#)
    #expect(
      Self.loaderError(
        #"{"types":{"Delivery":{"contentState":["eta"]}},"activities":{"o":{"type":"Delivery","contentState":{"eta":1},"channel":"not base64!"}}}"#)?
        .hasSuffix(invalid.message(in: Self.place)) == true)
  }

  /// The listing rules come after `allowed` and duplicate ids and before the maximum and
  /// `startedAt`, as in the loader; `SimulatedDevice.make` refuses such an app with the message.
  @Test func theListingRulesComeBeforeTheMaximumAndMakeAppliesThem() throws {
    var settings = Self.settings([Self.activity("a"), .init(id: "b", type: "Delivery", contentState: [:], startedAt: Self.clock + 1)])
    try settings.setMaximumActivities(2)
    settings.activities.append(Self.activity("c"))
    #expect(throws: Self.error(.contentStateLacks(activity: "b", type: "Delivery", keys: ["eta"]))) {
      try settings.checkActivities(clock: Self.clock)
    }
    settings.allowed = false
    #expect(throws: Self.error(.listedWhileNotAllowed(activity: "a"))) { try settings.checkActivities(clock: Self.clock) }
    var app = AppBehavior()
    app.liveActivities = Self.settings([.init(id: "o", type: "Parcel", contentState: ["eta": 1])])
    let error = #expect(throws: DeviceError.self) { try SimulatedDevice.make(platform: .iOS, state: .background, app: app) }
    #expect(error?.description.contains(#"unknown attributes type "Parcel" in activity "o" of app.liveActivities; expected one of Delivery"#) == true)
  }

  /// The deprecated `checkActivitiesWithinMaximum()` still checks the maximum alone (reached
  /// through ``OlderMaximumCheck`` so that the test compiles without a deprecation warning).
  @Test func theDeprecatedMaximumCheckStillWorks() throws {
    func check<S: OlderMaximumCheck>(_ settings: S) throws(LiveActivityBudgetError) { try settings.checkActivitiesWithinMaximum() }
    var settings = Self.settings([Self.activity("a", startedAt: Self.clock + 1)])
    try settings.setMaximumActivities(1)
    try check(settings)
    settings.activities.append(Self.activity("b"))
    #expect(throws: Self.error(.belowListedActivities(maximum: 1, activities: 2))) { try check(settings) }
  }
}

/// The deprecated `LiveActivitySettings.checkActivitiesWithinMaximum()`, as a requirement: a
/// generic use of it compiles without the deprecation warning a direct use would give.
protocol OlderMaximumCheck {
  /// ``LiveActivitySettings/checkActivitiesWithinMaximum()``.
  func checkActivitiesWithinMaximum() throws(LiveActivityBudgetError)
}

extension LiveActivitySettings: OlderMaximumCheck {}
