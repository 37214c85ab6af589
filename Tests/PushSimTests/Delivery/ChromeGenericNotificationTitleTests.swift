import PushSim
import Testing

/// Chrome titles its generic "updated in the background" notification with the site's origin
/// as shown for security (`CreateDatabaseData`: `FormatUrlForSecurityDisplay`, without
/// `http(s)://`), which PushSim knows from `webScope`.
struct ChromeGenericNotificationTitleTests {
  /// With a scope, the generic notification's title is its origin; without one, none.
  @Test(arguments: [("https://News.Example.com/app/", "news.example.com"), ("http://example.com:8080/", "example.com:8080"), (nil, nil)])
  func theGenericNotificationIsTitledWithTheOrigin(scope: String?, title: String?) throws {
    var options = DeviceOptions()
    options.chromeSilentPushGrace = 0
    options.webScope = scope
    let device = SimulatedDevice(platform: .web, state: .running, options: options)
    try device.receive(json: #"{"sync":1}"#, headers: ["ttl": 60])
    #expect(device.tray.notifications.map(\.title) == [title])
  }

  /// The default port is not shown, as the origin leaves it out; another is.
  @Test(arguments: [
    ("https://example.com:443/", "example.com"), ("https://example.com:8443/x?y#z", "example.com:8443"),
    ("http://user@example.com:80/", "example.com"),
  ])
  func theOriginLeavesOutTheDefaultPort(scope: String, origin: String) {
    #expect(WebDeliveryRules.originForDisplay(scope) == origin)
  }
}
