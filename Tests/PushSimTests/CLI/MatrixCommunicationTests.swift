import Testing

@testable import PushSim

/// `pushsim matrix --device` with an app whose scripted service extension updates the content from
/// a message or call intent: every cell runs it, so with the app in a Scheduled Summary and its
/// Direct Messages switch off a message's communication notification is held for the summary and
/// a call's is shown at once; with the switch on a message's is shown too.
struct MatrixCommunicationTests {
  static let payload = #"{"aps":{"alert":{"title":"New message","body":"Encrypted"},"mutable-content":1}}"#

  /// The matrix for an app in an 08:00 summary whose extension hands `edit`.
  static func matrix(_ edit: ScriptedContentEdit, directMessages: Bool) throws -> PushMatrix {
    var options = MatrixDevice.defaultOptions
    options.iosScheduledSummary = [.seconds(8 * 3_600)]
    options.iosDirectMessagesSetting = directMessages
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(takesInTurn: [.zero], edit: edit)
    return try PushMatrix(payload: Array(payload.utf8), headers: alertHeaders, device: MatrixDevice(options: options, app: app))
  }

  static let message = ScriptedContentEdit(
    body: "See you at 8?", messageIntent: SendMessageIntent(sender: "alice@example.com", senderName: "Alice"))
  static let call = ScriptedContentEdit(
    body: "Missed call", callIntent: StartCallIntent(caller: "alice@example.com", callerName: "Alice"))

  /// Out of the foreground: the message is held with the switch off and shown with it on; the
  /// call is shown either way, and tapped.
  @Test(arguments: [AppState.background, .notRunning, .forceQuit])
  func aMessageIsHeldWithTheSwitchOffAndACallIsNot(state: AppState) throws {
    let held = try #require(Self.matrix(Self.message, directMessages: false).cell(.iOS, state))
    #expect(held.serviceExtension == .ran)
    #expect(PushMatrix.shown(held) == "held for summary until 08:00")
    let shown = try #require(Self.matrix(Self.message, directMessages: true).cell(.iOS, state))
    #expect(shown.heldUntil == nil && PushMatrix.shown(shown) == "system")
    let call = try #require(Self.matrix(Self.call, directMessages: false).cell(.iOS, state))
    #expect(call.heldUntil == nil && PushMatrix.shown(call) == "system" && call.tap != nil)
  }
}
