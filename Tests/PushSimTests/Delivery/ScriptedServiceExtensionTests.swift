import Testing

@testable import PushSim

/// ``ScriptedServiceExtension``, the extension a scenario scripts: its `timeWillExpire` best
/// attempt when it runs out of time (R-NSE-2, R-NSE-3, R-NSE-4), and its `takes` durations used in
/// turn by successive pushes.
struct ScriptedServiceExtensionTests {
  static let alert = #"{"aps":{"alert":{"title":"Hello","subtitle":"Sub","body":"World"},"mutable-content":1}}"#
  static let headers: PushHeaders = ["apns-push-type": "alert"]

  /// A device in the background with `serviceExtension` installed.
  func device(_ serviceExtension: ScriptedServiceExtension) -> SimulatedDevice {
    var app = AppBehavior()
    app.serviceExtension = serviceExtension
    return SimulatedDevice(platform: .iOS, state: .background, app: app)
  }

  /// An edit sets only the fields it names and adds its attachments after the content's own.
  @Test func anEditIsMergedOverTheContent() {
    var content = NotificationContent(title: "Hello", subtitle: "Sub", body: "World", badge: 2, attachments: ["a.png"])
    content.categoryIdentifier = "chat"
    let edited = ScriptedContentEdit(body: "Decrypted", attach: ["b.png"]).applied(to: content)
    var expected = content
    expected.body = "Decrypted"
    expected.attachments = ["a.png", "b.png"]
    #expect(edited == expected)
    #expect(ScriptedContentEdit().applied(to: content) == content)
  }

  /// When the budget runs out, the best attempt is the script's `timeWillExpire` merged over the
  /// delivered content: its fields replace the original's, the others stay.
  @Test func theBestAttemptIsMergedOverTheOriginal() {
    let script = ScriptedServiceExtension(
      takes: .seconds(45), title: "Too late", timeWillExpire: ScriptedContentEdit(body: "Best", attach: ["p.png"]))
    let original = NotificationContent(title: "Hello", subtitle: "Sub", body: "World", badge: 1)
    #expect(
      script.serviceExtensionTimeWillExpire(original)
        == NotificationContent(title: "Hello", subtitle: "Sub", body: "Best", badge: 1, attachments: ["p.png"]))
    #expect(ScriptedServiceExtension(takes: .seconds(45), title: "Too late").serviceExtensionTimeWillExpire(original) == nil)
  }

  /// On a device, a timed-out extension's best attempt is shown, and `extension.timedOut` says
  /// what was handed (`bestAttempt`) and that the original was not used.
  @Test func aTimedOutExtensionsBestAttemptIsShownAndTraced() throws {
    let device = device(ScriptedServiceExtension(
      takes: .seconds(45), title: "Too late", timeWillExpire: ScriptedContentEdit(title: "Best", attach: ["p.png"])))
    try device.receive(json: Self.alert, headers: Self.headers)
    device.advance(by: .seconds(29))
    #expect(device.tray.count == 0)
    device.advance(by: .seconds(1))
    let timedOut = try #require(device.events(named: "extension.timedOut").first)
    #expect(
      timedOut["bestAttempt"]
        == .object(["title": "Best", "body": "World", "subtitle": "Sub", "attachments": .array(["p.png"])]))
    #expect(timedOut["usedOriginal"] == .bool(false))
    let shown = try #require(device.tray.latest)
    #expect(shown.title == "Best")
    #expect(shown.body == "World")
    #expect(device.events(named: "notification.displayed").first?["attachments"] == .array(["p.png"]))
    #expect(device.events(named: "extension.completed").isEmpty)
  }

  /// Without a best attempt the original is shown, and `extension.timedOut` has no `bestAttempt`;
  /// a best attempt without alert text is traced but ignored (R-NSE-4): the original is shown.
  @Test(arguments: [
    (nil as ScriptedContentEdit?, nil as JSONValue?),
    (ScriptedContentEdit(title: "", subtitle: "", body: ""), JSONValue.object(["title": "", "body": "", "subtitle": ""])),
  ])
  func withoutAUsableBestAttemptTheOriginalIsShown(bestAttempt: ScriptedContentEdit?, traced: JSONValue?) throws {
    let device = device(ScriptedServiceExtension(takes: .seconds(45), title: "Too late", timeWillExpire: bestAttempt))
    try device.receive(json: Self.alert, headers: Self.headers)
    device.advance(by: .seconds(30))
    let timedOut = try #require(device.events(named: "extension.timedOut").first)
    #expect(timedOut["bestAttempt"] == traced)
    #expect(timedOut["usedOriginal"] == .bool(true))
    #expect(device.tray.latest?.title == "Hello")
    #expect(device.tray.latest?.body == "World")
  }

  /// An extension that completes in time never has its best attempt shown.
  @Test func anExtensionInTimeIgnoresItsBestAttempt() throws {
    let device = device(ScriptedServiceExtension(
      takes: .seconds(2), title: "In time", timeWillExpire: ScriptedContentEdit(title: "Best")))
    try device.receive(json: Self.alert, headers: Self.headers)
    device.advance(by: .seconds(60))
    #expect(device.tray.latest?.title == "In time")
    #expect(device.events(named: "extension.timedOut").isEmpty)
  }

  /// Durations are taken in turn, the last one repeating; an empty list takes no time.
  @Test func durationsAreTakenInTurnAndTheLastRepeats() {
    let script = ScriptedServiceExtension(takesInTurn: [.seconds(2), .seconds(45), .seconds(5)])
    #expect((0..<6).map(script.takes(onTurn:)) == [.seconds(2), .seconds(45), .seconds(5), .seconds(5), .seconds(5), .seconds(5)])
    #expect(script.takes == .seconds(2))
    #expect(ScriptedServiceExtension(takesInTurn: []).takesInTurn == [.zero])
    #expect(ScriptedServiceExtension(takes: .seconds(3)).takes(onTurn: 7) == .seconds(3))
  }

  /// On a device, the first push the extension handles takes the first duration and the next
  /// ones the following, so the second push times out; installing another extension starts
  /// again from the first.
  @Test func successivePushesTakeTheirTurn() throws {
    let script = ScriptedServiceExtension(takesInTurn: [.seconds(2), .seconds(45)], edit: ScriptedContentEdit(title: "Changed"))
    let device = device(script)
    for _ in 0..<3 {
      try device.receive(json: Self.alert, headers: Self.headers)
      device.advance(by: .seconds(40))
    }
    #expect(device.events(named: "extension.completed").count == 1)
    #expect(device.events(named: "extension.timedOut").count == 2)
    #expect(device.tray.notifications.map(\.title) == ["Changed", "Hello", "Hello"])
    device.setServiceExtension(script)
    try device.receive(json: Self.alert, headers: Self.headers)
    device.advance(by: .seconds(2))
    #expect(device.events(named: "extension.completed").count == 2)
  }
}
