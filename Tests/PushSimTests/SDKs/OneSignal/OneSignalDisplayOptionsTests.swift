import Testing

@testable import PushSim

/// OneSignal's Android display options beyond the icon, colour and image: `licon`
/// (`getLargeIcon`), `vis` (`setVisibility`), `pri` (`setPriority`) and `ledc` (`setLights` in
/// `setAlertnessOptions`), traced on `notification.displayed` only when the payload sets them
/// (OneSignal-Android-SDK `NotificationDisplayBuilder.getBaseOneSignalNotificationBuilder`).
struct OneSignalDisplayOptionsTests {
  /// A OneSignal data map with `extra` pairs, shown on a background Android device; the
  /// `notification.displayed` event.
  static func displayed(_ extra: KeyValuePairs<String, String>, options: DeviceOptions = DeviceOptions()) throws -> TraceEvent {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: options)
    var pairs: [(String, String)] = [("custom", #"{"i":"os-1"}"#), ("alert", "Hi")]
    pairs += extra.map { ($0.key, $0.value) }
    let json = "{" + pairs.map { "\(JSONValue.string($0.0).serialized()):\(JSONValue.string($0.1).serialized())" }
      .joined(separator: ",") + "}"
    try device.receive(json: json)
    return try #require(device.events(named: "notification.displayed").first)
  }

  /// The auditor's payload: each field the payload sets, in the vocabulary's order.
  @Test func everyOptionThePayloadSetsIsTraced() throws {
    let event = try Self.displayed([
      "licon": "https://e.com/l.png", "ledc": "FF0000FF", "vis": "-1", "pri": "10",
    ])
    #expect(event["largeIcon"] == "https://e.com/l.png")
    #expect(event["lights"] == "#FF0000FF")
    #expect(event["visibility"] == .integer(-1))
    #expect(event["priority"] == "MAX")
    let names = event.fields.keys.filter { ["largeIcon", "lights", "visibility", "priority"].contains($0) }
    #expect(names == ["largeIcon", "lights", "visibility", "priority"])
  }

  /// Without the keys nothing is added (the SDK's defaults: its default large icon, public,
  /// DEFAULT, the default lights), so existing traces are unchanged.
  @Test func withoutTheKeysNothingIsAdded() throws {
    let event = try Self.displayed([:])
    for name in ["largeIcon", "lights", "visibility", "priority"] { #expect(event[name] == nil, "\(name)") }
  }

  /// `setLights` runs only for a priority of DEFAULT or more, with `led` 1 (the default), and a
  /// `ledc` BigInteger reads; a large icon that is not a URL must be a drawable the app has.
  @Test func lightsAndLargeIconFollowTheSDKsConditions() throws {
    #expect(try Self.displayed(["ledc": "FF0000FF", "pri": "4"])["lights"] == nil, "LOW: no lights")
    #expect(try Self.displayed(["ledc": "FF0000FF", "pri": "4"])["priority"] == "LOW")
    #expect(try Self.displayed(["ledc": "FF0000FF", "led": "0"])["lights"] == nil)
    #expect(try Self.displayed(["ledc": "zz"])["lights"] == nil, "the default lights")
    #expect(try Self.displayed(["ledc": "00FF00"])["lights"] == "#0000FF00", "six digits leave alpha 0")
    var options = DeviceOptions()
    options.androidDrawables = ["ic_big"]
    #expect(try Self.displayed(["licon": "ic_big"], options: options)["largeIcon"] == "ic_big")
    #expect(try Self.displayed(["licon": "ic_other"], options: options)["largeIcon"] == nil)
  }
}
