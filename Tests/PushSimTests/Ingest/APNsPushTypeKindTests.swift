import PushSim
import Testing

/// A push whose `apns-push-type` iOS hands to another framework has that type as its kind, not
/// the notification kind its `aps` would make (R-iOS-4; docs/TraceVocabulary.md).
struct APNsPushTypeKindTests {
  /// The kind `PushDecoder` gives `json` with `apns-push-type: type`.
  static func kind(_ json: String, type: String) throws -> String? {
    try PushDecoder(platform: .iOS).decode(json: json, headers: ["apns-push-type": .string(type)]).get().kind.rawValue
  }

  @Test(arguments: ["voip", "liveactivity", "location", "widgets", "complication", "fileprovider", "pushtotalk", "controls", "mdm"])
  func aRoutedTypeIsItsOwnKind(type: String) throws {
    #expect(try Self.kind(#"{"aps":{}}"#, type: type) == type)
    #expect(try Self.kind(#"{"aps":{"alert":"Hi","timestamp":1,"event":"update","content-state":{}}}"#, type: type) == type)
  }

  /// `alert` and `background` keep the kinds of §1.1.
  @Test func alertAndBackgroundKeepTheNotificationKinds() throws {
    #expect(try Self.kind(#"{"aps":{"alert":"Hi"}}"#, type: "alert") == "alert")
    #expect(try Self.kind(#"{"aps":{"content-available":1}}"#, type: "background") == "background")
    #expect(try Self.kind(#"{"aps":{"badge":1}}"#, type: "alert") == "badge/sound")
  }

  /// The device's `push.received` says it too.
  @Test func theTraceNamesIt() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: #"{"aps":{}}"#, headers: ["apns-push-type": "location"])
    #expect(device.events(named: "push.received").first?["kind"] == "location")
  }
}
