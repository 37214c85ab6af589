import PushSim
import Testing

/// The same scenario always yields the byte-identical trace (SCENARIOS.md, "Traces").
struct TraceDeterminismTests {
  /// One run of a fixed script: several devices of every platform in one simulation, pushes,
  /// taps, timers, a reboot, the network going off and on. Returns the trace as JSON lines.
  static func runScript() throws -> (lines: String, events: [TraceEvent]) {
    let simulation = Simulation()
    var iosApp = AppBehavior()
    iosApp.serviceExtension = ScriptedServiceExtension(takes: .seconds(2), title: "Changed")
    iosApp.backgroundHandlerTakes = .seconds(40)
    let phone = SimulatedDevice(id: "phone", platform: .iOS, state: .background, app: iosApp, simulation: simulation)
    phone.setDelegate(RecordingDelegate())
    let tablet = SimulatedDevice(id: "tablet", platform: .iOS, state: .notRunning, simulation: simulation)
    tablet.setDelegate(RecordingDelegate(), registration: .afterLaunch)
    let android = SimulatedDevice(id: "android", platform: .android, state: .killed, simulation: simulation)
    android.setDelegate(RecordingDelegate())
    var webOptions = DeviceOptions()
    webOptions.browser = .chrome
    let browser = SimulatedDevice(id: "browser", platform: .web, state: .running, options: webOptions, simulation: simulation)
    let desktop = SimulatedDevice(id: "desktop", platform: .web, state: .closed, simulation: simulation)
    let reactNative = SimulatedDevice(
      id: "rn", platform: .android, wrapper: .reactNative, state: .background, simulation: simulation)
    reactNative.setDelegate(RecordingDelegate())
    let cordova = SimulatedDevice(id: "cordova", platform: .android, wrapper: .cordova, state: .killed, simulation: simulation)
    cordova.setDelegate(RecordingDelegate())
    var flutterOptions = DeviceOptions()
    flutterOptions.dartEntryPoint = true
    let flutter = SimulatedDevice(
      id: "flutter", platform: .iOS, wrapper: .flutter, state: .notRunning, options: flutterOptions, simulation: simulation)
    flutter.setDelegate(RecordingDelegate())

    try phone.receive(json: Payloads.alertMC, headers: ["apns-push-type": "alert", "apns-collapse-id": "score"])
    for _ in 0..<5 { try phone.receive(json: Payloads.background, headers: backgroundHeaders) }
    try tablet.receive(json: Payloads.alert, headers: alertHeaders)
    try android.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"a","gcm.n.tag":"t","google.message_id":"1"}"#)
    try android.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"b","gcm.n.tag":"t","google.message_id":"2","k":"v"}"#)
    try android.receive(json: Payloads.fcmData)
    try browser.receive(json: Payloads.web, headers: ["ttl": 60])
    try browser.receive(json: #"{"sync":1}"#, headers: ["ttl": 60])
    try browser.receive(json: #"{"sync":2}"#, headers: ["ttl": 60])
    try desktop.receive(json: Payloads.web, headers: ["ttl": 600])
    try reactNative.receive(json: Payloads.fcmBoth)
    try cordova.receive(json: #"{"title":"Hi","message":"There","content-available":"1","google.message_id":"cd1"}"#)
    try flutter.receive(json: Payloads.fcmAlert, headers: alertHeaders)
    simulation.advance(by: .seconds(2))
    try phone.tap(.id("score"))
    try tablet.tap()
    try android.tap(.tag("t"))
    try browser.tap(.tag("promo"))
    try reactNative.tap()
    try cordova.tap()
    try flutter.tap()
    try flutter.perform(.background)
    try flutter.receive(json: Payloads.fcmBackground, headers: backgroundHeaders)
    simulation.advance(by: .seconds(45))

    android.setOnline(false)
    for i in 0..<3 {
      try android.receive(json: #"{"v":"\#(i)","google.message_id":"c\#(i)"}"#, headers: ["collapse_key": "score", "ttl": 3600])
    }
    try android.receive(json: #"{"v":"x","google.message_id":"short"}"#, headers: ["ttl": 30])
    simulation.advance(by: .seconds(60))
    android.setOnline(true)
    try desktop.perform(.open)

    phone.reboot()
    try phone.receive(json: Payloads.alert, headers: alertHeaders)
    try phone.receive(json: Payloads.background, headers: backgroundHeaders)
    phone.unlock()
    android.reboot()
    try tablet.perform(.forceQuit)
    try tablet.receive(json: Payloads.background, headers: backgroundHeaders)
    simulation.advance(by: .seconds(3_600))
    try phone.perform(.open)
    try android.receive(json: Payloads.fcmNotification)
    simulation.advance(by: .seconds(1))
    return (simulation.trace.jsonLines(), simulation.trace.events)
  }

  /// Two runs of the same actions produce byte-identical `trace.jsonLines()`, and the script
  /// exercises every device and the timer-driven events, so the comparison means something.
  @Test func sameActionsProduceByteIdenticalTraces() throws {
    let first = try Self.runScript()
    let second = try Self.runScript()
    if first.lines != second.lines {
      let a = first.lines.split(separator: "\n", omittingEmptySubsequences: false)
      let b = second.lines.split(separator: "\n", omittingEmptySubsequences: false)
      let index = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
      Issue.record(
        "the traces differ first at line \(index + 1):\n- \(index < a.count ? String(a[index]) : "<end>")\n+ \(index < b.count ? String(b[index]) : "<end>")")
    }
    let devices = Set(first.events.map(\.device))
    #expect(devices == ["phone", "tablet", "android", "browser", "desktop", "rn", "cordova", "flutter"])
    let names = Set(first.events.map(\.name))
    for expected in [
      "extension.completed", "push.held", "push.released", "push.dropped", "notification.replaced",
      "handler.timedOut", "delegate.missed", "delegate.onNotificationOpened", "device.rebooted",
      "device.network", "push.silent", "app.launched", "push.cached", "delegate.notification",
      "delegate.setBackgroundMessageHandler", "delegate.onBackgroundMessage", "delegate.getInitialMessage",
    ] {
      #expect(names.contains(expected), "the script never produced \(expected)")
    }
    #expect(first.events.count > 80)
  }
}
