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

  /// R-iOS-3, the exact wording: a `content-available` other than the integer 1 is absent to
  /// iOS; one that is true to `boolValue` (`"1"`) is set for code that reads it as a boolean
  /// (React Native Firebase's `willPresent`, row xr7); `0` and a `mutable-content` other than 1
  /// are said to be absent.
  @Test func flagsOtherThanOneSayHowTheyAreTaken() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    let truthy = try device.receive(
      json: #"{"aps":{"alert":"Hi","content-available":"1","mutable-content":"1"}}"#, headers: Self.alertHeaders
    ).get()
    #expect(
      truthy.warnings.map(\.message) == [
        #"aps.content-available is "1"; only the integer 1 sets it. Remove the key instead of sending another value: "#
          + "iOS treats it as absent, but code that reads it as a boolean takes it as set "
          + "(React Native Firebase's willPresent then sends no onMessage)",
        #"aps.mutable-content is "1"; only the integer 1 sets it. Remove the key instead of sending another value: "#
          + "it is treated as absent",
      ])
    let falsy = try device.receive(json: #"{"aps":{"alert":"Hi","content-available":0}}"#, headers: Self.alertHeaders)
      .get()
    #expect(
      falsy.warnings.map(\.message) == [
        "aps.content-available is 0; only the integer 1 sets it. Remove the key instead of sending another value: "
          + "it is treated as absent"
      ])
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
