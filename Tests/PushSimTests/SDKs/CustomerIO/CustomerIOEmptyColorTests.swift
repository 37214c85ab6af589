import PushSim
import Testing

/// An empty notification colour on Android: the SDK's `toColorOrNull()` calls
/// `Color.parseColor("")`, whose `charAt(0)` throws `StringIndexOutOfBoundsException`, which it
/// does not catch (it catches `IllegalArgumentException`): the app crashes where the SDK builds
/// the notification. Every other unreadable colour throws an `IllegalArgumentException` and
/// falls back to the app's default.
struct CustomerIOEmptyColorTests {
  static func message(color: String) -> String {
    #"{"google.message_id":"m1","CIO-Delivery-ID":"d","CIO-Delivery-Token":"k","gcm.n.e":"1","gcm.n.title":"T","gcm.n.color":"\#(color)"}"#
  }

  @Test func anEmptyColourCrashesTheAppInTheForeground() throws {
    let device = SimulatedDevice(platform: .android, sdk: .customerio, state: .foreground)
    try device.receive(json: Self.message(color: ""))
    let dropped = device.events(named: "push.dropped")
    #expect(dropped.map { $0["reason"] } == ["appCrashed"])
    #expect(dropped.first?["message"]?.stringValue?.contains("StringIndexOutOfBoundsException") == true)
    #expect(device.events(named: "notification.displayed").isEmpty)
    #expect(device.events(named: "action.executed").isEmpty)
    #expect(device.events(named: "app.state").last?["reason"] == "crash")
    #expect(device.events(named: "app.state").last?["to"] == "killed")
    // The receiver reported delivered before the handler built anything.
    #expect(device.events(named: "metric").map { $0["name"] } == ["delivered"])
  }

  @Test func otherUnreadableColoursFallBackWithoutACrash() throws {
    for color in ["#", "#12345", "mauve", " "] {
      let device = SimulatedDevice(platform: .android, sdk: .customerio, state: .foreground)
      try device.receive(json: Self.message(color: color))
      #expect(device.events(named: "push.dropped").isEmpty, "\(color)")
      let build = device.events(named: "action.executed").first { $0["type"] == "buildNotification" }
      #expect(build?["parameters"]?["color"] == "appDefault", "\(color)")
      let payload = try CIO.payload(Self.message(color: color))
      #expect(payload.issues.map(\.reason) == ["invalidColor"], "\(color)")
    }
  }

  @Test func lintSaysAnEmptyColourIsAnError() throws {
    #expect(try CIO.lint(Self.message(color: ""), .android) == ["error:emptyColorCrashesApp"])
    #expect(try CIO.lint(Self.message(color: "#12345"), .android) == ["warning:colorInvalid", "warning:invalidColor"])
  }

  @Test func theDecoderDropsTheEmptyColour() throws {
    let payload = try CIO.payload(Self.message(color: ""))
    #expect(payload.color == nil)
    #expect(payload.issues.first?.message.contains("Color.parseColor(\"\")") == true)
  }
}
