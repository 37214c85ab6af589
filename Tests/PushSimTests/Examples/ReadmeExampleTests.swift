import PushSim
import Testing

/// The example in README.md, kept compiling and passing.
struct ReadmeExampleTests {
  /// A background iOS app: the alert is shown, a tap opens the app and reaches the delegate.
  @Test func tappingABackgroundAlertOpensTheApp() throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .apns, state: .background)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)

    try device.receive(
      json: #"{"aps":{"alert":{"title":"Order shipped","body":"Arriving Tuesday"}}}"#,
      headers: ["apns-push-type": "alert"])
    #expect(device.tray.latest?.title == "Order shipped")

    try device.tap(.latest)
    device.advance(by: .seconds(30))

    #expect(device.state == .foreground)
    #expect(delegate.methods == ["didReceive", "onNotificationOpened"])
    #expect(device.trace.events.map(\.name) == [
      "push.received", "notification.displayed", "notification.removed", "app.state",
      "delegate.didReceive", "delegate.onNotificationOpened",
    ])
  }

  /// The same push to a force-quit app with content-available: shown, but the app is not woken.
  @Test func forceQuitAppIsNotWokenByContentAvailable() throws {
    let device = SimulatedDevice(platform: .iOS, state: .forceQuit)
    try device.receive(
      json: #"{"aps":{"alert":"New message","content-available":1}}"#,
      headers: ["apns-push-type": "alert"])
    #expect(device.trace.events.first?["rule"] == "i10")
    #expect(!device.trace.events.contains { $0.name == "delegate.didReceiveRemoteNotification" })
  }
}
