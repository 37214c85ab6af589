import PushSim
import Testing

/// The Swift API of the Live Activities budgets refuses what the scenario loader refuses, as data
/// (`Result` with a ``LiveActivityBudgetError``): no count below 0, no window under 1 second, no
/// `frequentPerHour` below `perHour` (docs/ModellingChoices/iOS.md "Live Activities", *Limits*).
struct LiveActivityBudgetValidationTests {
  /// The error of a `Result`, or `nil` for a success.
  static func error<T>(_ result: Result<T, LiveActivityBudgetError>) -> LiveActivityBudgetError? {
    if case .failure(let error) = result { error } else { nil }
  }

  /// `LiveActivityBudget.validated` takes a limit of 0 or more and a window of 1 second or more,
  /// and says which value is wrong otherwise; it no longer takes a zero window as 1.
  @Test func theSlidingBudgetRefusesANegativeLimitAndAnEmptyWindow() throws {
    let budget = try LiveActivityBudget.validated(limit: 0, window: 1).get()
    #expect(budget.limit == 0 && budget.window == 1 && budget.spent.isEmpty)
    #expect(try LiveActivityBudget.validated(limit: 3).get().window == LiveActivityBudget.hour)
    let negative = try #require(Self.error(LiveActivityBudget.validated(limit: -1)))
    #expect(negative == LiveActivityBudgetError(.negative(field: "limit", value: -1), type: "LiveActivityBudget"))
    #expect(negative.description == "LiveActivityBudget: \"limit\" must be 0 or more, not -1")
    let empty = try #require(Self.error(LiveActivityBudget.validated(limit: 2, window: 0)))
    #expect(empty.code == .windowUnderOneSecond(field: "window", seconds: 0))
    #expect(empty.field == "window")
    #expect(empty.description == "LiveActivityBudget: \"window\" must be 1 second or more, not 0")
    #expect(Self.error(LiveActivityBudget.validated(limit: 2, window: -60))?.field == "window")
  }

  /// `StartBudget.validated` refuses negative starts and a window under 1 second, as the
  /// loader's `startBudget` does.
  @Test func theStartBudgetRefusesWhatTheLoaderRefuses() throws {
    let budget = try LiveActivitySettings.StartBudget.validated(starts: 0, window: 60).get()
    #expect(budget.starts == 0 && budget.window == 60)
    #expect(
      Self.error(LiveActivitySettings.StartBudget.validated(starts: -1, window: 60))?.description
        == "LiveActivitySettings.StartBudget: \"starts\" must be 0 or more, not -1")
    #expect(
      Self.error(LiveActivitySettings.StartBudget.validated(starts: 10, window: 0))?.code == .windowUnderOneSecond(field: "window", seconds: 0))
  }

  /// `UpdateBudget.validated` refuses a negative count and a `frequentPerHour` below `perHour`
  /// (frequent updates raise the budget), and defaults `frequentPerHour` to `perHour`.
  @Test func theUpdateBudgetRefusesWhatTheLoaderRefuses() throws {
    let budget = try LiveActivitySettings.UpdateBudget.validated(perHour: 4).get()
    #expect(budget.perHour == 4 && budget.frequentPerHour == 4)
    #expect(try LiveActivitySettings.UpdateBudget.validated(perHour: 4, frequentPerHour: 12).get().frequentPerHour == 12)
    #expect(
      Self.error(LiveActivitySettings.UpdateBudget.validated(perHour: -2))?.code == .negative(field: "perHour", value: -2))
    #expect(
      Self.error(LiveActivitySettings.UpdateBudget.validated(perHour: 4, frequentPerHour: -1))?.code
        == .negative(field: "frequentPerHour", value: -1))
    let below = try #require(Self.error(LiveActivitySettings.UpdateBudget.validated(perHour: 10, frequentPerHour: 4)))
    #expect(below.field == "frequentPerHour")
    #expect(
      below.description
        == "LiveActivitySettings.UpdateBudget: \"frequentPerHour\" (4) is below \"perHour\" (10): "
        + "NSSupportsLiveActivitiesFrequentUpdates raises the budget, it does not lower it")
  }

  /// The loader's messages come from the same check, placed at the field.
  @Test func theLoaderSaysWhatTheSwiftAPISays() {
    let error = LiveActivityLimitsTests.liveActivitiesError
    #expect(
      error(#"{"startBudget": {"starts": -3, "window": "1h"}}"#)?.contains(
        LiveActivitySettings.StartBudget.validated(starts: -3, window: 3600).failureMessage(
          in: " in \"startBudget\" of liveActivities of \"app\" of device \"phone\"")) == true)
    #expect(
      error(#"{"updateBudget": {"perHour": 5, "frequentPerHour": -1}}"#)?.contains(
        "\"frequentPerHour\" in \"updateBudget\" of liveActivities of \"app\" of device \"phone\" must be 0 or more, not -1") == true)
  }
}

extension Result where Failure == LiveActivityBudgetError {
  /// The failure's message with `place` after the field, or "" for a success.
  func failureMessage(in place: String) -> String {
    if case .failure(let error) = self { error.message(in: place) } else { "" }
  }
}
