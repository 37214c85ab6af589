import Foundation
import PushSim
import Testing

/// The URLs the `rating` and `mapOpen` actions open (WP-A `NotificationManager.handleRatingAction`,
/// `handleMapOpenAction`; WP-I `WonderPushConcreteAPI executeActionFollowUp:`), which go through
/// the app's deep-link delegate like a `link`; what a `…/broadcast` target does once the delegate
/// rewrote the content intent (WP-A `WonderPushNotificationTrackingReceiver`); and the iOS
/// delegate that never calls its completion handler.
struct WonderPushActionURLTests {
  static func device(
    _ platform: Platform, rules: [WonderPushDeepLinkRule]?, itunesAppID: String? = nil, options: DeviceOptions = DeviceOptions()
  ) -> SimulatedDevice {
    var app = AppBehavior()
    app.handledLinks = ["shop://"]
    app.wonderPushURLForDeepLink = rules
    app.itunesAppID = itunesAppID
    return WonderPushPlatformTests.device(platform, platform == .iOS ? .foreground : .background, options: options, app: app).0
  }

  /// Taps a notification whose only effect is `actions`, on `device`.
  static func tapActions(_ actions: String, on device: SimulatedDevice) throws {
    if device.platform == .iOS {
      try device.receive(json: WP.iOS(#"{"c":"c","targetUrl":"wonderpush://notificationOpen/noop","actions":\#(actions)}"#), headers: alertHeaders)
    } else {
      try device.receive(json: WonderPushDeviceTests.push(#"{"c":"c","targetUrl":"wonderpush://notificationOpen/noop","actions":\#(actions),"alert":{"text":"Hi"}}"#))
    }
    try device.tap()
  }

  /// The `url` parameters of the actions of `type` the device ran.
  static func urls(_ device: SimulatedDevice, _ type: String) -> [JSONValue?] {
    device.events(named: "action.executed").filter { $0["type"] == .string(type) }.map { $0["parameters"]?.objectValue?["url"] }
  }

  // MARK: rating

  /// Android asks about `market://details?id=<package>` when the action runs; a rewrite is what
  /// is recorded, `null` records the store URL as not opened.
  @Test func androidRatingAsksAboutTheStorePage() throws {
    var options = DeviceOptions()
    options.packageName = "com.shop.app"
    let rewrite = [WonderPushDeepLinkRule(prefix: "market://details?id=", .rewrite("https://play.google.com/store/apps/details?id="))]
    let device = Self.device(.android, rules: rewrite, options: options)
    try Self.tapActions(#"[{"type":"rating"}]"#, on: device)
    let call = try #require(device.events(named: "delegate.urlForDeepLink").last)
    #expect(call["url"] == "market://details?id=com.shop.app")
    #expect(call["returned"] == "https://play.google.com/store/apps/details?id=com.shop.app")
    #expect(Self.urls(device, "rating") == ["https://play.google.com/store/apps/details?id=com.shop.app"])
    #expect(device.events(named: "action.executed").last?["result"] == "store rating page recorded, not opened")

    let cancelled = Self.device(.android, rules: [WonderPushDeepLinkRule(prefix: "market://", .cancel)])
    try Self.tapActions(#"[{"type":"rating"}]"#, on: cancelled)
    #expect(Self.urls(cancelled, "rating") == ["market://details?id=com.example.app"])
    #expect(cancelled.events(named: "action.executed").last?["result"] == "not opened: the app's urlForDeepLink returned null")
  }

  /// iOS opens the App Store page only when the app's Info.plist has `itunesAppID`, through
  /// `openURL:` (so `wonderPushWillOpenURL`); without it nothing is opened or asked.
  @Test func iosRatingNeedsItunesAppID() throws {
    let rules = [WonderPushDeepLinkRule(prefix: "https://itunes.apple.com/", .rewrite("itms-apps://itunes.apple.com/"))]
    let device = Self.device(.iOS, rules: rules, itunesAppID: "123456")
    try Self.tapActions(#"[{"type":"rating"}]"#, on: device)
    let call = try #require(device.events(named: "delegate.wonderPushWillOpenURL").last)
    #expect(call["url"] == "https://itunes.apple.com/us/app/calcfast/id123456?mt=8")
    #expect(Self.urls(device, "rating") == ["itms-apps://itunes.apple.com/us/app/calcfast/id123456?mt=8"])

    let without = Self.device(.iOS, rules: rules)
    try Self.tapActions(#"[{"type":"rating"}]"#, on: without)
    #expect(without.events(named: "delegate.wonderPushWillOpenURL").isEmpty)
    #expect(Self.urls(without, "rating") == [nil])
    #expect(without.events(named: "action.executed").last?["result"] == "not opened: the app's Info.plist has no itunesAppID")
  }

  // MARK: mapOpen

  /// WP-A's `geo:` URI as `Uri.Builder` writes it: a named point is a `q` at `0,0`, a point
  /// alone is the authority (with `z` for a zoom), a query alone a `q`; `,` and spaces encoded,
  /// numbers as Java prints doubles. Without `map.place` nothing is opened or asked.
  @Test func androidMapOpenBuildsAGeoURI() throws {
    let device = Self.device(.android, rules: [WonderPushDeepLinkRule(prefix: "geo://0%2C0?q=Paris", .cancel)])
    let places = [
      #"{"point":{"lat":48.8584,"lon":2.2945},"name":"Eiffel Tower"}"#,
      #"{"point":{"lat":48,"lon":-2.5},"zoom":15}"#,
      #"{"query":"Paris, France"}"#,
      #"{"name":"Nowhere"}"#,
    ]
    let actions = places.map { #"{"type":"mapOpen","map":{"place":\#($0)}}"# } + [#"{"type":"mapOpen"}"#]
    try Self.tapActions("[" + actions.joined(separator: ",") + "]", on: device)
    let asked = device.events(named: "delegate.urlForDeepLink").dropFirst().map { $0["url"] }
    #expect(asked == ["geo://0%2C0?q=48.8584%2C2.2945(Eiffel%20Tower)", "geo://48.0%2C-2.5?z=15", "geo://0%2C0?q=Paris%2C%20France", "geo:"])
    #expect(Self.urls(device, "mapOpen") == [
      "geo://0%2C0?q=48.8584%2C2.2945(Eiffel%20Tower)", "geo://48.0%2C-2.5?z=15", "geo://0%2C0?q=Paris%2C%20France", "geo:", nil,
    ])
    let results = device.events(named: "action.executed").filter { $0["type"] == "mapOpen" }.map { $0["result"] }
    try #require(results.count == 5)
    #expect(results[2] == "not opened: the app's urlForDeepLink returned null")
    #expect(results[4] == "not opened: the action has no map.place")
  }

  /// iOS opens `http://maps.apple.com/?ll=<lat>,<lon>` with six decimals, through the delegate;
  /// without both numbers nothing is opened or asked.
  @Test func iosMapOpenAsksAboutAppleMaps() throws {
    let device = Self.device(.iOS, rules: [WonderPushDeepLinkRule(prefix: "http://maps.apple.com/", .rewrite("maps://"))])
    try Self.tapActions(
      #"[{"type":"mapOpen","map":{"place":{"point":{"lat":48.8584,"lon":2.2945}}}},{"type":"mapOpen","map":{"place":{"point":{"lat":1}}}}]"#,
      on: device)
    #expect(device.events(named: "delegate.wonderPushWillOpenURL").map { $0["url"] } == ["http://maps.apple.com/?ll=48.858400,2.294500"])
    #expect(Self.urls(device, "mapOpen") == ["maps://?ll=48.858400,2.294500", nil])
    #expect(device.events(named: "action.executed").last?["result"] == "not opened: map.place.point needs lat and lon")
  }

  /// iOS makes one `WPAction` of a list: the last `link` is its target URL, opened first, and
  /// the other actions follow in order; an earlier `link` is never opened. Android runs the
  /// list in order. A coordinate given as a numeric string is a number on Android
  /// (`optDouble`), and a JSON boolean is one on iOS (`numberForKey`: an `NSNumber`).
  @Test func iosOpensTheLastLinkFirst() throws {
    let list = #"[{"type":"rating"},{"type":"link","url":"shop://first"},"#
      + #"{"type":"mapOpen","map":{"place":{"point":{"lat":true,"lon":"2.5"}}}},{"type":"link","url":"shop://second"}]"#
    let iPhone = Self.device(.iOS, rules: [], itunesAppID: "42")
    try Self.tapActions(list, on: iPhone)
    let iosTypes = iPhone.events(named: "action.executed").map { $0["type"] }
    #expect(iosTypes == ["link", "rating", "mapOpen"])
    #expect(Self.urls(iPhone, "link") == ["shop://second"])
    #expect(iPhone.events(named: "delegate.wonderPushWillOpenURL").map { $0["url"] } == [
      "shop://second", "https://itunes.apple.com/us/app/calcfast/id42?mt=8",
    ])
    #expect(iPhone.events(named: "action.executed").last?["result"] == "not opened: map.place.point needs lat and lon")

    let phone = Self.device(.android, rules: [])
    try Self.tapActions(list, on: phone)
    let androidTypes = phone.events(named: "action.executed").map { $0["type"] }
    #expect(androidTypes == ["rating", "link", "mapOpen", "link"])
    #expect(Self.urls(phone, "mapOpen") == ["geo://0.0%2C2.5"])
    #expect(phone.events(named: "action.executed").first { $0["type"] == "mapOpen" }?["parameters"]?.objectValue?["lon"] == 2.5)
  }

  /// Android's `optInt("zoom")`: a JSON integer is a `Long` whose `intValue` wraps, a double
  /// is clamped.
  @Test func androidZoomIsJavasInt() throws {
    let device = Self.device(.android, rules: [])
    try Self.tapActions(
      #"[{"type":"mapOpen","map":{"place":{"point":{"lat":1,"lon":2},"zoom":4294967297}}},"#
        + #"{"type":"mapOpen","map":{"place":{"point":{"lat":1,"lon":2},"zoom":1e12}}}]"#,
      on: device)
    #expect(Self.urls(device, "mapOpen") == ["geo://1.0%2C2.0?z=1", "geo://1.0%2C2.0?z=2147483647"])
  }

  /// iOS: a `true` coordinate is 1 (`numberForKey` returns the boolean's `NSNumber`).
  @Test func iosReadsABooleanCoordinateAsANumber() throws {
    let device = Self.device(.iOS, rules: [])
    try Self.tapActions(#"[{"type":"mapOpen","map":{"place":{"point":{"lat":true,"lon":2}}}}]"#, on: device)
    #expect(Self.urls(device, "mapOpen") == ["http://maps.apple.com/?ll=1.000000,2.000000"])
  }

  /// The web has no delegate: the actions are recorded without a URL, as before.
  @Test func theWebRecordsRatingAndMapWithoutAURL() throws {
    let device = WonderPushPlatformTests.device(.web, .visible).0
    try device.receive(json: #"{"_wp":{"c":"c","actions":[{"type":"rating"},{"type":"mapOpen","map":{"place":{"point":{"lat":1,"lon":2}}}}],"alert":{"title":"Hi"}}}"#)
    try device.tap()
    #expect(Self.urls(device, "rating") == [nil])
    #expect(Self.urls(device, "mapOpen") == [nil])
  }

  // MARK: broadcast targets and the delegate (WP-A WonderPushNotificationTrackingReceiver)

  /// The tracking activity decides on the `targetUrl` extra, put in its intent before the
  /// delegate is asked: a `…/broadcast` target is broadcast whatever the delegate answers (and
  /// a rewrite opens as well), and a target the delegate rewrote *to* `…/broadcast` is not.
  @Test func androidBroadcastFollowsTheTargetBeforeTheDelegate() throws {
    let broadcast = #"{"c":"c","targetUrl":"wonderpush://notificationOpen/broadcast","alert":{"text":"Hi"}}"#
    let rewritten = Self.device(.android, rules: [WonderPushDeepLinkRule(prefix: "wonderpush://notificationOpen/broadcast", .rewrite("shop://promo"))])
    try rewritten.receive(json: WonderPushDeviceTests.push(broadcast))
    try rewritten.tap()
    #expect(rewritten.events(named: "action.executed").map { $0["type"] } == ["broadcast", "link"])
    #expect(rewritten.events(named: "action.executed").first?["parameters"] == ["url": "wonderpush://notificationOpen/broadcast"])
    #expect(rewritten.events(named: "delegate.onNewIntent").last?["opens"] == "shop://promo")

    let cancelled = Self.device(.android, rules: [WonderPushDeepLinkRule(prefix: "wonderpush://", .cancel)])
    try cancelled.receive(json: WonderPushDeviceTests.push(broadcast))
    try cancelled.tap()
    #expect(cancelled.events(named: "action.executed").map { $0["type"] } == ["broadcast"])

    let toBroadcast = Self.device(
      .android, rules: [WonderPushDeepLinkRule(prefix: "https://shop.example.com/x", .rewrite("wonderpush://notificationOpen/broadcast"))])
    try toBroadcast.receive(json: WonderPushDeviceTests.push(#"{"c":"c","targetUrl":"https://shop.example.com/x","alert":{"text":"Hi"}}"#))
    try toBroadcast.tap()
    #expect(toBroadcast.events(named: "delegate.urlForDeepLink").last?["returned"] == "wonderpush://notificationOpen/broadcast")
    #expect(toBroadcast.events(named: "action.executed").isEmpty)
    #expect(toBroadcast.state == .background)
  }

  // MARK: iOS: a completion handler never called

  /// `wonderPushWillOpenURL:withCompletionHandler:` never completing: WP-I waits 5 s and goes on
  /// with the original URL, for a tapped target as for an action.
  @Test func iosNeverCompletingDelegateOpensTheOriginalURL5sLater() throws {
    let device = Self.device(.iOS, rules: [WonderPushDeepLinkRule(prefix: "", .neverCompletes)], itunesAppID: "42")
    try device.receive(json: WP.iOS(#"{"c":"c","targetUrl":"https://shop.example.com/a","actions":[{"type":"rating"}]}"#), headers: alertHeaders)
    try device.tap()
    let calls = device.events(named: "delegate.wonderPushWillOpenURL")
    #expect(calls.map { $0["completionHandler"] } == ["never called", "never called"])
    #expect(calls.allSatisfy { $0["returned"] == nil })
    #expect(device.events(named: "action.executed").isEmpty)
    device.advance(by: .milliseconds(4999))
    #expect(device.events(named: "action.executed").isEmpty)
    device.advance(by: .milliseconds(1))
    let opened = device.events(named: "action.executed")
    #expect(opened.map { $0["type"] } == ["rating", "link"])
    #expect(Self.urls(device, "link") == ["https://shop.example.com/a"])
    #expect(Self.urls(device, "rating") == ["https://itunes.apple.com/us/app/calcfast/id42?mt=8"])
    #expect(opened.allSatisfy { ($0["result"]?.stringValue ?? "").hasSuffix("within 5 s: the SDK went on with the original URL)") })
    #expect(opened.allSatisfy { $0.time - (calls.first?.time ?? .zero) == .seconds(5) })
  }

  /// The rule is iOS's: the loader refuses it on Android, whose delegate returns its answer,
  /// and the Swift API treats it there as passing the URL through.
  @Test func neverCompletesIsForIOS() throws {
    let device = #"{"platform":"android","sdk":"wonderpush","state":"background","app":{"urlForDeepLink":[{"prefix":"","neverCompletes":true}]}}"#
    let message = loadError(scenarioText(steps: "", device: device))
    #expect(message?.contains(#""neverCompletes" in rule 0 of "urlForDeepLink" in "app" of device "phone" applies to iOS apps only"#) == true)
    let ios = #"{"platform":"ios","sdk":"wonderpush","state":"background","app":{"urlForDeepLink":[{"prefix":"","neverCompletes":true}],"itunesAppID":"1"}}"#
    #expect(loadError(scenarioText(steps: "", device: ios)) == nil)
    let onAndroid = Self.device(.android, rules: [WonderPushDeepLinkRule(prefix: "", .neverCompletes)])
    try Self.tapActions(#"[{"type":"link","url":"https://shop.example.com/x"}]"#, on: onAndroid)
    #expect(Self.urls(onAndroid, "link") == ["https://shop.example.com/x"])
  }
}
