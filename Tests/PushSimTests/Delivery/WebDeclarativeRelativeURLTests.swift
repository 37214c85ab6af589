@testable import PushSim
import Testing

/// A declarative message's relative `navigate` (R-W-11): the Push API draft's parser resolves it
/// against the service worker registration's scope (the `webScope` option); WebKit's parser reads
/// it without a base and refuses the message.
struct WebDeclarativeRelativeURLTests {
  static func options(browser: DeviceOptions.Browser = .chrome, scope: String? = "https://shop.example.com/app/")
    -> DeviceOptions
  {
    var options = DeviceOptions()
    options.browser = browser
    options.webScope = scope
    return options
  }

  static let relative =
    #"{"web_push":8030,"notification":{"title":"Sale","navigate":"../sale?d=1","actions":[{"action":"cart","title":"Cart","navigate":"cart"}]}}"#

  /// With a scope, outside WebKit, the message is declarative and a click navigates to the
  /// resolved URL without notificationclick; an action's relative URL resolves too.
  @Test func aRelativeNavigateResolvesAgainstTheScope() throws {
    let device = SimulatedDevice(platform: .web, state: .running, options: Self.options())
    try device.receive(json: Self.relative, headers: ["ttl": 60])
    #expect(device.events(named: "delegate.push").isEmpty)
    let warning = try #require(device.events(named: "push.warning").first)
    #expect(warning["reason"] == "navigateRelativeURL")
    #expect(warning["message"]?.stringValue?.contains("to https://shop.example.com/sale?d=1;") == true)
    #expect(device.tray.latest?.content.buttons.first?.url == "https://shop.example.com/app/cart")
    try device.tap()
    #expect(device.events(named: "delegate.notificationclick").isEmpty)
    #expect(device.events(named: "app.navigated").first?["url"] == "https://shop.example.com/sale?d=1")
  }

  /// WebKit refuses it whatever the scope, and without a scope PushSim has no base: an ordinary
  /// push whose click is a notificationclick, opening the URL as the worker passes it.
  @Test(arguments: [(DeviceOptions.Browser.safari, "https://shop.example.com/app/" as String?), (.chrome, nil)])
  func withoutABaseItIsRefused(browser: DeviceOptions.Browser, scope: String?) throws {
    let device = SimulatedDevice(platform: .web, state: .running, options: Self.options(browser: browser, scope: scope))
    try device.receive(json: Self.relative, headers: ["ttl": 60])
    #expect(device.events(named: "push.warning").contains { $0["reason"] == "navigateNotAbsoluteURL" })
    #expect(device.events(named: "delegate.push").count == 1)
    try device.tap()
    #expect(device.events(named: "app.navigated").isEmpty)
    #expect(device.events(named: "delegate.notificationclick").first?["opens"] == "../sale?d=1")
  }

  /// An absolute URL is kept as it is, and a plain (not declarative) payload's URLs are not
  /// resolved: the worker passes them to clients.openWindow as they are.
  @Test func absoluteAndPlainURLsAreUntouched() throws {
    let absolute = SimulatedDevice(platform: .web, state: .running, options: Self.options())
    try absolute.receive(
      json: #"{"web_push":8030,"notification":{"title":"A","navigate":"https://other.example/x"}}"#, headers: ["ttl": 60])
    #expect(absolute.events(named: "push.warning").isEmpty)
    #expect(absolute.tray.latest?.content.launchURL == "https://other.example/x")
    let plain = SimulatedDevice(platform: .web, state: .running, options: Self.options())
    try plain.receive(json: #"{"title":"A","data":{"url":"/x"}}"#, headers: ["ttl": 60])
    #expect(plain.tray.latest?.content.launchURL == "/x")
  }

  /// RFC 3986 §5.4's examples (base http://a/b/c/d;p?q), and the URL Standard's details for
  /// http(s): backslashes, spaces, an empty path.
  @Test(arguments: [
    ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"), ("/g", "http://a/g"),
    ("//g", "http://g/"), ("?y", "http://a/b/c/d;p?y"), ("g?y", "http://a/b/c/g?y"), ("#s", "http://a/b/c/d;p?q#s"),
    ("g#s", "http://a/b/c/g#s"), (";x", "http://a/b/c/;x"), ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"),
    ("..", "http://a/b/"), ("../g", "http://a/b/g"), ("../..", "http://a/"), ("../../../g", "http://a/g"),
    ("/./g", "http://a/g"), ("/../g", "http://a/g"), ("g.", "http://a/b/c/g."), ("..g", "http://a/b/c/..g"),
    ("./../g", "http://a/b/g"), ("g/./h", "http://a/b/c/g/h"), ("g/../h", "http://a/b/c/h"),
    ("\\g\\h", "http://a/g/h"), (" a b ", "http://a/b/c/a%20b"), ("é", "http://a/b/c/%C3%A9"),
  ])
  func referenceResolution(reference: String, resolved: String) {
    #expect(URLReference.resolve(reference, against: "http://a/b/c/d;p?q") == resolved)
  }

  /// A reference with a scheme is not relative; a base that is not http(s) is none.
  @Test func notRelativeOrNoBase() {
    #expect(URLReference.resolve("mailto:x@y", against: "https://a/") == nil)
    #expect(URLReference.resolve("/x", against: "ftp://a/") == nil)
    #expect(URLReference.resolve("", against: "https://a.example") == "https://a.example/")
  }

  /// The scenario option takes an absolute http(s) URL only.
  @Test func theOptionTakesAnHTTPScope() {
    var options = DeviceOptions()
    #expect(options.apply(DeviceSetting(name: "webScope", value: "ftp://x/"))?.contains("an absolute http or https URL") == true)
    #expect(options.apply(DeviceSetting(name: "webScope", value: "/app/")) != nil)
    #expect(options.apply(DeviceSetting(name: "webScope", value: "https://shop.example.com/app/")) == nil)
    #expect(options.webScope == "https://shop.example.com/app/")
  }
}
