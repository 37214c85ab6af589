import Testing

@testable import PushSim

/// iOS payload values outside what APNs defines, and the service extension's last chance.
struct IOSPayloadValueTests {
  static let alertHeaders: PushHeaders = ["apns-push-type": "alert"]

  /// R-iOS-3: `mutable-content` other than the integer 1 is warned about and counts as absent:
  /// no extension runs, the push is a plain alert (i2).
  @Test func mutableContentOtherThanOneRunsNoExtension() throws {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(title: "Changed")
    let device = SimulatedDevice(platform: .iOS, state: .background, app: app)
    let push = try device.receive(json: #"{"aps":{"alert":"Hi","mutable-content":2}}"#, headers: Self.alertHeaders).get()
    #expect(push.warnings.map(\.reason) == ["mutableContentNotOne"])
    #expect(device.lastRule == "i2")
    #expect(device.events(named: "extension.started").isEmpty)
    #expect(device.tray.latest?.body == "Hi")
  }

  /// R-iOS-27: a badge that is not an integer is ignored with a warning (the badge is left as
  /// it was); an integer sets it.
  @Test(arguments: [(#""7""#, nil as Int?), ("2.5", nil), ("4", 4)])
  func badgeMustBeAnInteger(badge: String, applied: Int?) throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    let push = try device.receive(json: #"{"aps":{"alert":"Hi","badge":\#(badge)}}"#, headers: Self.alertHeaders).get()
    #expect(push.warnings.map(\.reason) == (applied == nil ? ["invalidType"] : []))
    #expect(device.events(named: "badge").first?["value"]?.int64Value.map(Int.init) == applied)
  }

  /// R-NSE-2: when the budget runs out, the content `serviceExtensionTimeWillExpire` returns is
  /// shown (its "best attempt"), provided it has alert text; otherwise the original.
  @Test(arguments: [("Best attempt", "Best attempt"), ("", "Hello")])
  func timeWillExpireContentIsShown(bestTitle: String, shown: String) throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    device.setServiceExtension(ClosureServiceExtension(
      timeWillExpire: { _ in NotificationContent(title: bestTitle) },
      { _, _ in ServiceExtensionResponse(takes: .seconds(60), outcome: .neverCompletes) }))
    try device.receive(json: #"{"aps":{"alert":{"title":"Hello","body":"World"},"mutable-content":1}}"#, headers: Self.alertHeaders)
    device.advance(by: .seconds(30))
    #expect(device.events(named: "extension.timedOut").count == 1)
    #expect(device.tray.latest?.title == shown)
  }
}
