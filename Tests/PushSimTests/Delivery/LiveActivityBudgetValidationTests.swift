import PushSim
import Testing

/// The Swift API of the Live Activities budgets refuses what the scenario loader refuses, with a
/// typed error as data (``LiveActivityBudgetError``), as ``SimulatedDevice/make`` throws
/// ``DeviceError``: no count below 0, no window under 1 second, no `frequentPerHour` below
/// `perHour` (docs/ModellingChoices/iOS.md "Live Activities", *Limits*).
struct LiveActivityBudgetValidationTests {
  /// The error `body` throws, or `nil` when it throws none.
  static func error<T>(_ body: () throws(LiveActivityBudgetError) -> T) -> LiveActivityBudgetError? {
    do throws(LiveActivityBudgetError) {
      _ = try body()
      return nil
    } catch {
      return error
    }
  }

  /// `LiveActivityBudget(limit:window:)` takes a limit of 0 or more and a window of 1 second or
  /// more, and throws which value is wrong otherwise; it no longer takes a zero window as 1.
  @Test func theSlidingBudgetRefusesANegativeLimitAndAnEmptyWindow() throws {
    let budget = try LiveActivityBudget(limit: 0, window: 1)
    #expect(budget.limit == 0 && budget.window == 1 && budget.spent.isEmpty)
    #expect(try LiveActivityBudget(limit: 3).window == LiveActivityBudget.hour)
    #expect(throws: LiveActivityBudgetError(.negative(field: "limit", value: -1), type: "LiveActivityBudget")) {
      try LiveActivityBudget(limit: -1)
    }
    let negative = try #require(Self.error { () throws(LiveActivityBudgetError) in try LiveActivityBudget(limit: -1) })
    #expect(negative.description == "LiveActivityBudget: \"limit\" must be 0 or more, not -1")
    let empty = try #require(Self.error { () throws(LiveActivityBudgetError) in try LiveActivityBudget(limit: 2, window: 0) })
    #expect(empty.code == .windowUnderOneSecond(field: "window", seconds: 0))
    #expect(empty.field == "window")
    #expect(empty.description == "LiveActivityBudget: \"window\" must be 1 second or more, not 0")
    #expect(Self.error { () throws(LiveActivityBudgetError) in try LiveActivityBudget(limit: 2, window: -60) }?.field == "window")
  }

  /// `StartBudget(starts:window:)` refuses negative starts and a window under 1 second, as the
  /// loader's `startBudget` does.
  @Test func theStartBudgetRefusesWhatTheLoaderRefuses() throws {
    let budget = try LiveActivitySettings.StartBudget(starts: 0, window: 60)
    #expect(budget.starts == 0 && budget.window == 60)
    #expect(
      Self.error { () throws(LiveActivityBudgetError) in try LiveActivitySettings.StartBudget(starts: -1, window: 60) }?.description
        == "LiveActivitySettings.StartBudget: \"starts\" must be 0 or more, not -1")
    #expect(
      Self.error { () throws(LiveActivityBudgetError) in try LiveActivitySettings.StartBudget(starts: 10, window: 0) }?.code
        == .windowUnderOneSecond(field: "window", seconds: 0))
  }

  /// `UpdateBudget(perHour:frequentPerHour:)` refuses a negative count and a `frequentPerHour`
  /// below `perHour` (frequent updates raise the budget), and defaults `frequentPerHour` to
  /// `perHour`.
  @Test func theUpdateBudgetRefusesWhatTheLoaderRefuses() throws {
    let budget = try LiveActivitySettings.UpdateBudget(perHour: 4)
    #expect(budget.perHour == 4 && budget.frequentPerHour == 4)
    #expect(try LiveActivitySettings.UpdateBudget(perHour: 4, frequentPerHour: 12).frequentPerHour == 12)
    #expect(
      Self.error { () throws(LiveActivityBudgetError) in try LiveActivitySettings.UpdateBudget(perHour: -2) }?.code
        == .negative(field: "perHour", value: -2))
    #expect(
      Self.error { () throws(LiveActivityBudgetError) in try LiveActivitySettings.UpdateBudget(perHour: 4, frequentPerHour: -1) }?.code
        == .negative(field: "frequentPerHour", value: -1))
    let below = try #require(
      Self.error { () throws(LiveActivityBudgetError) in try LiveActivitySettings.UpdateBudget(perHour: 10, frequentPerHour: 4) })
    #expect(below.field == "frequentPerHour")
    #expect(
      below.description
        == "LiveActivitySettings.UpdateBudget: \"frequentPerHour\" (4) is below \"perHour\" (10): "
        + "NSSupportsLiveActivitiesFrequentUpdates raises the budget, it does not lower it")
  }

  /// The loader's messages come from the same check, placed at the field.
  @Test func theLoaderSaysWhatTheSwiftAPISays() throws {
    let error = LiveActivityLimitsTests.liveActivitiesError
    let thrown = try #require(
      Self.error { () throws(LiveActivityBudgetError) in try LiveActivitySettings.StartBudget(starts: -3, window: 3600) })
    #expect(
      error(#"{"startBudget": {"starts": -3, "window": "1h"}}"#)?.contains(
        thrown.message(in: " in \"startBudget\" of liveActivities of \"app\" of device \"phone\"")) == true)
    #expect(
      error(#"{"updateBudget": {"perHour": 5, "frequentPerHour": -1}}"#)?.contains(
        "\"frequentPerHour\" in \"updateBudget\" of liveActivities of \"app\" of device \"phone\" must be 0 or more, not -1") == true)
  }

  /// `maximumActivities` is set through `setMaximumActivities(_:)`, which refuses 0 and negative
  /// values with the loader's message (before, the Swift property took any value and 0 dropped
  /// every push-to-start `targetMaximumExceeded`); the settings keep the value they had.
  @Test func theMaximumActivitiesRefusesZeroAndNegativeValues() throws {
    var settings = LiveActivitySettings()
    try settings.setMaximumActivities(1)
    #expect(settings.maximumActivities == 1)
    for value in [0, -2] {
      let refused = try #require(
        Self.error { () throws(LiveActivityBudgetError) in try settings.setMaximumActivities(value) })
      #expect(refused.code == .belowOne(field: "maximumActivities", value: value))
      #expect(refused.field == "maximumActivities")
      #expect(refused.description == "LiveActivitySettings: \"maximumActivities\" must be 1 or more, not \(value)")
      #expect(settings.maximumActivities == 1)
      #expect(
        LiveActivityLimitsTests.liveActivitiesError("{\"maximumActivities\": \(value)}")?.contains(
          refused.message(in: " in liveActivities of \"app\" of device \"phone\"")) == true)
    }
    #expect(LiveActivityRules(settings, startOfRun: 0).maximumActivities == 1)
  }

  /// A maximum below the activities already listed is refused as the loader refuses a file
  /// listing more `activities` than its `maximumActivities` (before, `setMaximumActivities(_:)`
  /// took it, and the device ran with more activities active than the app may have); activities
  /// appended after the maximum are refused by `checkActivities(clock:)` and by
  /// `SimulatedDevice.make`, with the same message.
  @Test func theMaximumActivitiesRefusesFewerThanTheActivitiesListed() throws {
    let order = { (id: String) in LiveActivitySettings.Activity(id: id, type: "T", contentState: .object([:])) }
    var settings = LiveActivitySettings(types: ["T": .init()], activities: [order("a"), order("b"), order("c")])
    let refused = try #require(Self.error { () throws(LiveActivityBudgetError) in try settings.setMaximumActivities(2) })
    #expect(refused.code == .belowListedActivities(maximum: 2, activities: 3))
    #expect(refused.field == "maximumActivities")
    #expect(
      refused.description == "LiveActivitySettings: \"maximumActivities\" is 2, below the 3 activities listed: "
        + "the app could not have started them all at once; remove some activities or raise it")
    #expect(settings.maximumActivities == LiveActivitySettings.defaultMaximumActivities)
    try settings.setMaximumActivities(3)
    #expect(settings.maximumActivities == 3)
    let clock = DeviceOptions().clockEpochSeconds
    try settings.checkActivities(clock: clock)

    settings.activities.append(order("d"))
    let appended = try #require(Self.error { () throws(LiveActivityBudgetError) in try settings.checkActivities(clock: clock) })
    #expect(appended.code == .belowListedActivities(maximum: 3, activities: 4))
    var app = AppBehavior()
    app.liveActivities = settings
    #expect(throws: DeviceError(appended.message(in: " of app.liveActivities"))) {
      try SimulatedDevice.make(platform: .iOS, state: .background, app: app)
    }

    let listed = #"{"types": {"T": {}}, "maximumActivities": 1, "activities": {"a": {"type": "T", "contentState": {}}, "b": {"type": "T", "contentState": {}}}}"#
    let expected = LiveActivityBudgetError(.belowListedActivities(maximum: 1, activities: 2), type: "LiveActivitySettings")
    #expect(
      LiveActivityLimitsTests.liveActivitiesError(listed)?.contains(
        expected.message(in: " in liveActivities of \"app\" of device \"phone\"")) == true)
  }
}

/// A budget's window has an upper bound as well: the time it has room again (the oldest use
/// plus the window) must fit the clock's seconds. A window of `Int64.max` seconds, which a
/// duration may say, overflowed there (a trap) once the budget was spent.
struct LiveActivityBudgetWindowTests {
  /// `LiveActivityBudget` and `StartBudget` refuse a window over 365 days, saying so; one of
  /// exactly 365 days is taken, and a spent one names when it has room again.
  @Test func aWindowOverAYearIsRefused() throws {
    let year = LiveActivityBudget.maximumWindow
    #expect(year == 31_536_000)
    var budget = try LiveActivityBudget(limit: 1, window: year)
    budget.spend(at: 1_767_225_600)
    #expect(budget.refills(after: 1_767_225_601) == 1_767_225_600 + year)
    let long = try #require(LiveActivityBudgetValidationTests.error { () throws(LiveActivityBudgetError) in try LiveActivityBudget(limit: 1, window: Int64.max) })
    #expect(long.code == .windowOverMaximum(field: "window", seconds: Int64.max))
    #expect(long.field == "window")
    #expect(long.description == "LiveActivityBudget: \"window\" must be at most 31536000 seconds (365 days), not \(Int64.max)")
    #expect(
      LiveActivityBudgetValidationTests.error { () throws(LiveActivityBudgetError) in try LiveActivitySettings.StartBudget(starts: 1, window: year + 1) }?.code
        == .windowOverMaximum(field: "window", seconds: year + 1))
  }

  /// The loader refuses such a `startBudget` window at the field; before, the scenario loaded
  /// and its second push-to-start trapped on the overflow.
  @Test func theLoaderRefusesAWindowOverAYear() {
    let error = LiveActivityLimitsTests.liveActivitiesError
    #expect(error(#"{"startBudget": {"starts": 1, "window": "365d"}}"#) == nil)
    #expect(
      error(#"{"startBudget": {"starts": 1, "window": "9223372036854775807s"}}"#)?.contains(
        "\"window\" in \"startBudget\" of liveActivities of \"app\" of device \"phone\" must be at most 31536000 seconds (365 days)")
        == true)
  }
}
