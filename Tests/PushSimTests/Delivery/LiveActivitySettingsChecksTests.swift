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
