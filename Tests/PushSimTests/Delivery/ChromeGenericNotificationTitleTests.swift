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

  /// The default port is not shown, as the origin leaves it out; another is, as the URL
  /// Standard's parser reads it: a number (leading zeros dropped), none when empty.
  @Test(arguments: [
    ("https://example.com:443/", "example.com"), ("https://example.com:8443/x?y#z", "example.com:8443"),
    ("http://user@example.com:80/", "example.com"), ("https://example.com:/", "example.com"),
    ("https://example.com:0443/", "example.com"), ("http://example.com:08080", "example.com:8080"),
    ("https://[::1]:8443/", "[::1]:8443"), ("https://[::1]/", "[::1]"), ("https://example.com:0/", "example.com:0"),
  ])
  func theOriginLeavesOutTheDefaultPort(scope: String, origin: String) {
    #expect(WebDeliveryRules.originForDisplay(scope) == origin)
  }

  /// A port the URL Standard's parser fails on has no origin: `webScope` refuses it, saying
  /// what it expects, instead of titling a notification with it.
  @Test(arguments: ["https://example.com:99999/", "https://example.com:8o80/", "https://example.com:-1/", "https://example.com:0000065536/"])
  func aScopeWithAnInvalidPortIsRefused(scope: String) {
    #expect(WebDeliveryRules.originForDisplay(scope) == nil)
    var options = DeviceOptions()
    let error = options.apply(DeviceSetting(name: "webScope", value: .string(scope)))
    #expect(error?.contains("with a port from 0 to 65535 if any") == true, "\(String(describing: error))")
    #expect(options.webScope == nil)
  }
}
