@testable import PushSim
import Testing

/// `pushsim matrix` and a service extension that runs out of time: the NSE column, the JSON and
/// `--explain` tell a best attempt shown from the original shown (`MatrixCell.bestAttempt`),
/// and a timeout without a best attempt reads as before.
struct MatrixBestAttemptTests {
  /// The matrix of an alert with `mutable-content` for an app whose extension takes 45 s and
  /// hands `timeWillExpire` (none when `nil`).
  static func matrix(timeWillExpire: ScriptedContentEdit?) throws -> PushMatrix {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(takes: .seconds(45), title: "Decrypted", timeWillExpire: timeWillExpire)
    return try PushMatrix(payload: Array(Payloads.alertMC.utf8), headers: alertHeaders, device: MatrixDevice(app: app))
  }

  /// The three ways a timeout ends, each in every iOS state: what the cell says, its NSE column
  /// and its JSON `bestAttempt` (absent without a best attempt).
  @Test(arguments: [
    (ScriptedContentEdit(body: "Open the app to read it"), MatrixCell.BestAttempt.shown, "timedOut: best attempt", "Open the app to read it"),
    (ScriptedContentEdit(title: "", body: ""), .noAlertText, "timedOut: original (best attempt without text)", "World"),
    (nil, nil, "timedOut", "World"),
  ])
  func theCellSaysWhichContentATimedOutExtensionShowed(
    timeWillExpire: ScriptedContentEdit?, bestAttempt: MatrixCell.BestAttempt?, column: String, shownBody: String
  ) throws {
    let matrix = try Self.matrix(timeWillExpire: timeWillExpire)
    for state in [AppState.background, .notRunning, .forceQuit] {
      let cell = try #require(matrix.cell(.iOS, state))
      #expect(cell.serviceExtension == .timedOut)
      #expect(cell.bestAttempt == bestAttempt, "\(state)")
      #expect(cell.shownBy == "system")
      #expect(PushMatrix.nse(cell) == column)
      #expect(cell.jsonValue["serviceExtension"] == "timedOut")
      #expect(cell.jsonValue["bestAttempt"] == bestAttempt.map { .string($0.rawValue) })
      #expect(cell.jsonValue.objectValue?.keys.contains("bestAttempt") == (bestAttempt != nil))
    }
    // What the cell says is what the device showed.
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(takes: .seconds(45), title: "Decrypted", timeWillExpire: timeWillExpire)
    let device = SimulatedDevice(platform: .iOS, state: .background, app: app)
    try device.receive(json: Payloads.alertMC, headers: alertHeaders)
    device.advance(by: .seconds(30))
    #expect(device.tray.latest?.body == shownBody)
  }

  /// The text table has the column and, only when a cell handed a best attempt, a note under the
  /// legend; `--explain` says which content was shown and why.
  @Test func theTextNotesAndExplainsABestAttempt() throws {
    let shown = try Self.matrix(timeWillExpire: ScriptedContentEdit(body: "Open the app to read it"))
    let text = shown.text(explain: true)
    #expect(text.contains(" timedOut: best attempt "))
    #expect(text.contains(PushMatrix.bestAttemptNote))
    #expect(text.contains("serviceExtensionTimeWillExpire handed a best attempt, which is shown (R-NSE-2)"))

    let stripped = try Self.matrix(timeWillExpire: ScriptedContentEdit(title: "", body: ""))
    #expect(stripped.text(explain: true).contains("the best attempt it handed has no alert text, so the original is shown (R-NSE-4)"))

    let none = try Self.matrix(timeWillExpire: nil)
    let plain = none.text(explain: true)
    #expect(plain.contains(" timedOut "))
    #expect(!plain.contains("best attempt"))
    #expect(!plain.contains(PushMatrix.bestAttemptNote))
  }

  /// A matrix whose extensions complete in time has no `bestAttempt` anywhere.
  @Test func anExtensionThatCompletesHasNoBestAttempt() throws {
    let matrix = try PushMatrix(payload: Array(Payloads.alertMC.utf8), headers: alertHeaders)
    for cell in matrix.cells {
      #expect(cell.bestAttempt == nil)
      #expect(cell.jsonValue["bestAttempt"] == nil)
    }
    #expect(!matrix.text().contains(PushMatrix.bestAttemptNote))
  }
}
