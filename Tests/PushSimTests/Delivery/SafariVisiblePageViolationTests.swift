import PushSim
import Testing

/// WebKit counts a violation for every push event that ends without `showNotification`, a
/// visible page included (`ServiceWorkerThread::queueTaskToFirePushEvent`: success is
/// `showedNotification`, with no check of the page; W10: "lose permission to push if the user is
/// currently active").
struct SafariVisiblePageViolationTests {
  /// Three silent pushes to a visible Safari page revoke the subscription, as in the background.
  @Test func silentPushesToAVisiblePageCountViolations() throws {
    var options = DeviceOptions()
    options.browser = .safari
    let device = SimulatedDevice(platform: .web, state: .visible, options: options)
    for i in 0..<4 { try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 60]) }
    #expect(
      device.events(named: "push.silent").map { $0["outcome"]?.stringValue } == ["violation", "violation", "subscriptionRevoked"])
    #expect(device.events(named: "push.dropped").map { $0["reason"]?.stringValue } == ["subscriptionRevoked"])
  }

  /// On an iPhone or iPad every browser is WebKit: a Home Screen web app in the foreground
  /// counts violations too, whatever `browser` names (here Chrome, whose exemption does not
  /// apply there), and the third revokes the subscription.
  @Test func aVisibleHomeScreenWebAppCountsViolations() throws {
    var options = DeviceOptions()
    options.browser = .chrome
    options.webHost = .iOSHomeScreen
    let device = SimulatedDevice(platform: .web, state: .visible, options: options)
    for i in 0..<3 { try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 60]) }
    #expect(
      device.events(named: "push.silent").map { $0["outcome"]?.stringValue } == ["violation", "violation", "subscriptionRevoked"])
  }

  /// Chrome keeps its exemption: a visible tab's silent pushes are allowed.
  @Test func chromeStillExemptsAVisibleTab() throws {
    let device = SimulatedDevice(platform: .web, state: .visible, options: DeviceOptions())
    for i in 0..<4 { try device.receive(json: #"{"sync":\#(i)}"#, headers: ["ttl": 60]) }
    #expect(device.events(named: "push.silent").map { $0["outcome"]?.stringValue } == Array(repeating: "allowed", count: 4))
  }
}
