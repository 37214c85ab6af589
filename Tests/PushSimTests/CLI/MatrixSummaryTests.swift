import Testing

@testable import PushSim

/// `pushsim matrix --device` with a Scheduled Summary: a cell does not advance its clock to the
/// summary, so it says when the held notification will be delivered (`MatrixCell.heldUntil`)
/// instead of leaving it at "not shown".
struct MatrixSummaryTests {
  /// The matrix of `payload` for an app in a summary at `times`, the device's clock starting
  /// `epochOffset` seconds after 2026-01-01T00:00:00Z.
  static func matrix(_ payload: String, times: [Duration], epochOffset: Int64 = 0) throws -> PushMatrix {
    var options = MatrixDevice.defaultOptions
    options.iosScheduledSummary = times
    options.clockEpochSeconds += epochOffset
    return try PushMatrix(payload: Array(payload.utf8), headers: alertHeaders, device: MatrixDevice(options: options))
  }

  static let alert = #"{"aps":{"alert":{"title":"3 new posts"},"badge":3}}"#

  /// Out of the foreground, the notification is held for the summary: the cell names the time
  /// in SHOWN and in its JSON, and nothing is tapped; in the foreground `willPresent` decides,
  /// as without a summary.
  @Test func theHeldCellsSayWhenTheSummaryDeliversIt() throws {
    let matrix = try Self.matrix(Self.alert, times: [.seconds(8 * 3_600), .seconds(18 * 3_600)])
    for state in [AppState.background, .notRunning, .forceQuit] {
      let cell = try #require(matrix.cell(.iOS, state))
      #expect(cell.delivery == .held("scheduledSummary"), "\(state)")
      #expect(cell.heldUntil == "08:00")
      #expect(cell.shownBy == nil && cell.tap == nil)
      #expect(PushMatrix.shown(cell) == "held for summary until 08:00")
      #expect(cell.jsonValue["heldUntil"] == "08:00")
      #expect(cell.jsonValue["deliveryReason"] == "scheduledSummary")
    }
    let foreground = try #require(matrix.cell(.iOS, .foreground))
    #expect(foreground.heldUntil == nil)
    #expect(foreground.jsonValue.objectValue?.keys.contains("heldUntil") == false)
    #expect(PushMatrix.shown(foreground) == "no")
  }

  /// The time is on the device's clock: seconds when the summary time has them, and "the next
  /// day" when the push arrives after the day's last summary.
  @Test(arguments: [
    (Int64(0), "08:00"),
    (Int64(9 * 3_600), "18:30:15"),
    (Int64(20 * 3_600), "08:00 the next day"),
  ] as [(Int64, String)])
  func theTimeIsOnTheDevicesClock(epochOffset: Int64, expected: String) throws {
    let times: [Duration] = [.seconds(8 * 3_600), .seconds(18 * 3_600 + 30 * 60 + 15)]
    let matrix = try Self.matrix(Self.alert, times: times, epochOffset: epochOffset)
    #expect(try #require(matrix.cell(.iOS, .background)).heldUntil == expected)
  }

  /// A push that arrives a second before the summary's time is held for it all the same: the
  /// summary releasing it within the cell's run does not make the cell `delivered` and shown by
  /// the system; it says the hold and when it ends, and nothing is tapped.
  @Test func aReleaseWithinTheCellStillShowsTheHold() throws {
    let matrix = try Self.matrix(Self.alert, times: [.seconds(8 * 3_600)], epochOffset: 8 * 3_600 - 1)
    for state in [AppState.background, .notRunning, .forceQuit] {
      let cell = try #require(matrix.cell(.iOS, state))
      #expect(cell.delivery == .held("scheduledSummary"), "\(state)")
      #expect(cell.heldPart == .notification && cell.heldUntil == "08:00", "\(state)")
      #expect(cell.shownBy == nil && cell.tap == nil, "\(state)")
      #expect(PushMatrix.shown(cell) == "held for summary until 08:00", "\(state)")
    }
    // With Low Power Mode holding the wake too, the summary's time is still given.
    var options = MatrixDevice.defaultOptions
    options.iosScheduledSummary = [.seconds(8 * 3_600)]
    options.clockEpochSeconds += 8 * 3_600 - 1
    options.lowPowerMode = true
    let payload = #"{"aps":{"alert":{"title":"Sync"},"content-available":1}}"#
    let both = try #require(
      try PushMatrix(payload: Array(payload.utf8), headers: alertHeaders, device: MatrixDevice(options: options)).cell(.iOS, .background))
    #expect(both.delivery == .held("lowPowerMode") && both.heldUntil == "08:00" && both.tap == nil)
  }

  /// A time-sensitive notification breaks through the summary: shown by the system and tapped,
  /// with nothing about the summary.
  @Test func aTimeSensitiveNotificationIsShownAtOnce() throws {
    let payload = #"{"aps":{"alert":{"title":"Your code"},"interruption-level":"time-sensitive"}}"#
    let cell = try #require(try Self.matrix(payload, times: [.seconds(8 * 3_600)]).cell(.iOS, .background))
    #expect(cell.heldUntil == nil && cell.delivery == .delivered && cell.shownBy == "system" && cell.tap != nil)
  }

  /// The text has the column, a note under the legend only when a cell is held for the summary,
  /// and an `--explain` line; the app's code that ran on arrival (content-available) is still in
  /// ON RECEIPT.
  @Test func theTextNotesAndExplainsTheHold() throws {
    let payload = #"{"aps":{"alert":{"title":"Sync"},"content-available":1}}"#
    let text = try Self.matrix(payload, times: [.seconds(8 * 3_600)]).text(explain: true)
    #expect(text.contains("ios       background  i8    held for summary until 08:00  didRRN "))
    #expect(text.contains("not shown yet: the app is in the user's Scheduled Summary; iOS delivers the notification at 08:00"))
    #expect(text.contains(PushMatrix.summaryNote))
    let plain = try PushMatrix(payload: Array(payload.utf8), headers: alertHeaders).text(explain: true)
    #expect(!plain.contains(PushMatrix.summaryNote) && !plain.contains("held for summary"))
  }

  /// In JSON a summary's hold is told apart from a push that has not reached the app:
  /// `heldPart` is `notification` beside the unchanged `delivery: held` and `deliveryReason`,
  /// while a background push Low Power Mode holds is `push`; a delivered cell has no `heldPart`.
  @Test func theJSONSaysTheSummaryHoldsOnlyTheNotification() throws {
    let held = try #require(try Self.matrix(Self.alert, times: [.seconds(8 * 3_600)]).cell(.iOS, .background))
    #expect(held.heldPart == .notification)
    #expect(held.jsonValue["delivery"] == "held" && held.jsonValue["deliveryReason"] == "scheduledSummary")
    #expect(held.jsonValue["heldPart"] == "notification" && held.jsonValue["heldUntil"] == "08:00")
    let keys = try #require(held.jsonValue.objectValue?.keys.map { $0 })
    #expect(Array(keys.prefix(9)) == ["platform", "sdk", "wrapper", "state", "rule", "delivery", "deliveryReason", "heldPart", "heldUntil"])
    var options = MatrixDevice.defaultOptions
    options.lowPowerMode = true
    let background = #"{"aps":{"content-available":1}}"#
    let wake = try #require(
      try PushMatrix(
        payload: Array(background.utf8), headers: ["apns-push-type": "background", "apns-priority": "5"],
        device: MatrixDevice(options: options)
      ).cell(.iOS, .background))
    #expect(wake.delivery == .held("lowPowerMode") && wake.heldPart == .push && wake.jsonValue["heldPart"] == "push")
    let plain = try #require(try PushMatrix(payload: Array(Self.alert.utf8), headers: alertHeaders).cell(.iOS, .background))
    #expect(plain.heldPart == nil && plain.jsonValue.objectValue?.keys.contains("heldPart") == false)
  }

  /// A wake Low Power Mode holds beside the summary's hold is not hidden by it: `delivery` names
  /// the wake's reason (`heldPart` `appWake`), `heldUntil` the summary, and ON RECEIPT says
  /// `held: lowPowerMode` as it does beside a notification shown.
  @Test func aWakeHeldBesideTheSummaryIsNotHidden() throws {
    var options = MatrixDevice.defaultOptions
    options.iosScheduledSummary = [.seconds(8 * 3_600)]
    options.lowPowerMode = true
    let payload = #"{"aps":{"alert":{"title":"Sync"},"content-available":1}}"#
    let matrix = try PushMatrix(payload: Array(payload.utf8), headers: alertHeaders, device: MatrixDevice(options: options))
    let cell = try #require(matrix.cell(.iOS, .background))
    #expect(cell.delivery == .held("lowPowerMode") && cell.heldPart == .appWake && cell.heldUntil == "08:00")
    #expect(PushMatrix.shown(cell) == "held for summary until 08:00")
    #expect(PushMatrix.receipt(cell) == "held: lowPowerMode")
  }

  /// Through the command line, `--device` with the option gives the time in the table.
  @Test func theCommandLineGivesTheTime() throws {
    let folder = try temporaryFolder(["p.json": Self.alert])
    let result = runCLI([
      "matrix", "\(folder)/p.json", "--headers", #"{"apns-push-type":"alert"}"#,
      "--device", #"{"options":{"scheduledSummary":["7h30m"]}}"#,
    ])
    #expect(result.status == .success)
    #expect(result.out.contains("held for summary until 07:30"))
  }
}
