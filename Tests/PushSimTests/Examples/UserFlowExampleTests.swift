import Foundation
import PushSim
import Testing

/// What a new user tries after README.md's "In your own tests": the same flow on Android, with
/// OneSignal and on the web, through the public API only.
struct UserFlowExampleTests {
  /// Android, FCM data message, app in the background: no notification, onMessageReceived runs.
  @Test func androidDataMessageInTheBackgroundReachesOnMessageReceived() throws {
    let device = SimulatedDevice(platform: .android, sdk: .fcm, state: .background)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)

    let result = try device.receive(json: #"{"message":{"token":"t","data":{"order":"42"}}}"#)
    #expect((try? result.get()) != nil)
    #expect(device.tray.latest == nil)
    #expect(delegate.methods == ["onMessageReceived", "onNotificationReceived"])
    #expect(device.trace.events.first?["rule"] == "a7")
  }

  /// OneSignal on Android: a push with two buttons, the second tapped.
  @Test func oneSignalButtonTapReachesOnClick() throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)

    try device.receive(json: #"{"custom":"{\"i\":\"os-1\"}","alert":"Shipped","o":"[{\"i\":\"track\",\"n\":\"Track\"},{\"i\":\"later\",\"n\":\"Later\"}]","google.message_id":"m1"}"#)
    #expect(device.tray.latest?.body == "Shipped")
    try device.tap(.latest, button: "later")
    #expect(delegate.clicks.map(\.result.actionId) == ["later"])
    #expect(delegate.methods == ["onNotificationReceived", "onNotificationOpened", "onClick"])
    #expect(delegate.calls[1].buttonIndex == 1)
    #expect(device.state == .foreground)
  }

  /// Web Push in Chrome, tab not visible: the service worker shows the notification.
  @Test func webPushInChrome() throws {
    var options = DeviceOptions()
    options.browser = .chrome
    let device = SimulatedDevice(platform: .web, state: .running, options: options)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    try device.receive(json: #"{"title":"Hello","body":"From the web"}"#, headers: ["TTL": 60])
    #expect(device.trace.events.first?["rule"] == "w2")
    #expect(delegate.methods == ["push", "onNotificationReceived"])
    #expect(device.tray.latest?.title == "Hello")
    try device.tap(.latest)
    // `methods` holds the trace's names: the service worker's event is `notificationclick`.
    #expect(delegate.methods == ["push", "onNotificationReceived", "notificationclick", "onNotificationOpened"])
  }

  /// Two devices on one `Simulation` share its clock and its trace, each event naming its device.
  @Test func twoDevicesShareOneClockAndTrace() throws {
    let simulation = Simulation()
    let phone = SimulatedDevice(id: "phone", platform: .iOS, state: .background, simulation: simulation)
    let tablet = SimulatedDevice(id: "tablet", platform: .android, state: .background, simulation: simulation)
    try phone.receive(json: #"{"aps":{"alert":"Hi"}}"#, headers: ["apns-push-type": "alert"])
    phone.advance(by: .seconds(10))
    try tablet.receive(json: #"{"message":{"token":"t","notification":{"title":"Hi"}}}"#)
    #expect(tablet.now == phone.now)
    let received = simulation.trace.events.filter { $0.name == "push.received" }
    #expect(received.map { $0["device"] } == ["phone", "tablet"])
    #expect(received.map { $0["t"] } == [0, 10_000])
    #expect(phone.tray.latest?.body == "Hi")
    #expect(tablet.tray.latest?.title == "Hi")
  }

  /// README: "A scenario file runs from a test with `ScenarioRunner().run(try ScenarioLoader().load(file: path))`".
  @Test func aBundledScenarioRunsFromATest() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let path = root.appendingPathComponent("Scenarios/android/a01-foreground-notification-goes-to-onmessagereceived.json").path
    let result = ScenarioRunner().run(try ScenarioLoader().load(file: path))
    #expect(result.passed, "\(String(describing: result.failure))")
    #expect(!result.events.isEmpty)
  }
}
