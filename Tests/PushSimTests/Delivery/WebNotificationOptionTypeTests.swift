@testable import PushSim
import Testing

/// What a browser's `showNotification(title, options)` makes of values of the wrong type in a
/// web push's notification (R-W-7, R-W-8; WebIDL conversions of the Notifications API's
/// `NotificationOptions` and `NotificationAction`), and declarative Web Push's top-level members
/// of the wrong type (R-W-11).
struct WebNotificationOptionTypeTests {
  /// The warnings' reasons for a web payload, as `pushsim lint` lists them.
  static func reasons(_ json: String, options: DeviceOptions = DeviceOptions()) -> [String] {
    PayloadLinter.lint(Array(json.utf8), platform: .web, headers: ttl60, options: options).map(\.issue.reason)
  }

  static let ttl60: ValidatedPushHeaders = {
    var headers = ValidatedPushHeaders()
    headers.ttlSeconds = 60
    return headers
  }()

  /// A Safari web app on an iPhone's Home Screen.
  static var homeScreen: DeviceOptions {
    var options = DeviceOptions()
    options.browser = .safari
    options.webHost = .iOSHomeScreen
    return options
  }

  /// Texts are converted with ToString and booleans with ToBoolean: the notification shows the
  /// converted values, with one warning per converted field.
  @Test func wrongTypesAreConvertedAndShown() throws {
    let device = SimulatedDevice(platform: .web, state: .running)
    try device.receive(
      json: #"{"title":123,"body":true,"tag":5,"renotify":"true","requireInteraction":"yes","silent":"no"}"#,
      headers: ["ttl": 60])
    let shown = try #require(device.tray.latest)
    #expect(shown.title == "123")
    #expect(shown.body == "true")
    #expect(shown.content.tag == "5")
    #expect(shown.content.renotify && shown.content.requireInteraction && shown.content.silent)
    #expect(device.events(named: "push.silent").isEmpty)
    let warnings = device.events(named: "push.warning").filter { $0["reason"] == "notificationOptionConverted" }
    #expect(warnings.count == 6)
    #expect(
      warnings.first?["message"]
        == #"title is 123 (an integer): showNotification converts it to the string "123"; expected a string"#)
    #expect(
      warnings.contains {
        $0["message"]
          == #"silent is "no" (a string): showNotification converts it to true (a string that is not empty is true); expected true or false"#
      })
  }

  /// JavaScript's ToString and ToBoolean of the values JSON can write.
  @Test(arguments: [
    (#"null"#, "null", false), (#"1.5"#, "1.5", true), (#"1.0"#, "1", true), (#"0"#, "0", false),
    (#""""#, "", false), (#"[1,null,"a"]"#, "1,,a", true), (#"{"a":1}"#, "[object Object]", true),
    (#"false"#, "false", false), (#"1e21"#, "1e+21", true),
  ])
  func conversionsFollowJavaScript(json: String, string: String, bool: Bool) throws {
    let device = SimulatedDevice(platform: .web, state: .running)
    try device.receive(json: #"{"title":"T","body":\#(json),"renotify":\#(json),"tag":"t"}"#, headers: ["ttl": 60])
    let shown = try #require(device.tray.latest)
    #expect(shown.body == string)
    #expect(shown.content.renotify == bool)
  }

  /// Values of the right type are read as before, without a warning; `silent: null` is the
  /// nullable option's default.
  @Test func rightTypesAreNotWarned() {
    #expect(
      Self.reasons(
        #"{"title":"T","body":"B","tag":"t","renotify":true,"requireInteraction":false,"silent":null,"dir":"rtl","actions":[{"action":"a","title":"A"}]}"#
      ) == [])
  }

  /// `actions` that is not an array makes showNotification throw a TypeError: nothing is shown,
  /// and the push counts as one that showed no notification.
  @Test(arguments: [#""x""#, "null", #"{"action":"a","title":"A"}"#, "[5]"])
  func actionsThatAreNotAnArrayOfObjectsThrow(actions: String) throws {
    let json = #"{"title":"T","actions":\#(actions)}"#
    #expect(Self.reasons(json) == ["notificationOptionTypeError"])
    let device = SimulatedDevice(platform: .web, state: .running)
    try device.receive(json: json, headers: ["ttl": 60])
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "push.silent").count == 1)
    let message = device.events(named: "push.warning").first?["message"]?.stringValue ?? ""
    #expect(message.contains("showNotification throws a TypeError, so nothing is shown"))
  }

  /// A `dir` that is not a NotificationDirection throws too.
  @Test func anUnknownDirectionThrows() {
    #expect(Self.reasons(#"{"title":"T","dir":"up"}"#) == ["notificationOptionTypeError"])
  }

  /// An action without its required `action` (or `title`) makes showNotification throw: the
  /// notification is not shown without it, and the warning says why.
  @Test func anActionWithoutItsIdentifierThrows() throws {
    let json = #"{"title":"T","actions":[{"title":"no id"},{"action":"ok","title":"OK"}]}"#
    let device = SimulatedDevice(platform: .web, state: .running)
    try device.receive(json: json, headers: ["ttl": 60])
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "notification.displayed").isEmpty)
    let warning = try #require(device.events(named: "push.warning").first)
    #expect(warning["reason"] == "notificationActionIncomplete")
    #expect(
      warning["message"]
        == #"actions[0] has no "action": a NotificationAction requires both action and title, so showNotification throws a TypeError and nothing is shown"#
    )
    #expect(Self.reasons(#"{"title":"T","actions":[{"action":"a"}]}"#) == ["notificationActionIncomplete"])
  }

  /// A declarative message the parser refuses (no `navigate`) is an ordinary push: its click is
  /// an ordinary notificationclick, not a navigation without the event.
  @Test func aRefusedDeclarativeMessagesClickIsAnOrdinaryNotificationClick() throws {
    let device = SimulatedDevice(platform: .web, state: .running)
    try device.receive(
      json: #"{"web_push":8030,"notification":{"title":"NoNav"},"data":{"url":"https://a.example/x"}}"#,
      headers: ["ttl": 60])
    try device.tap()
    #expect(device.events(named: "app.navigated").isEmpty)
    let click = try #require(device.events(named: "delegate.notificationclick").first)
    #expect(click["opens"] == "https://a.example/x")
  }

  /// A declarative message the parser accepts still navigates without notificationclick.
  @Test func anAcceptedDeclarativeMessageStillNavigates() throws {
    let device = SimulatedDevice(platform: .web, state: .running)
    try device.receive(
      json: #"{"web_push":8030,"notification":{"title":"Nav","navigate":"https://a.example/y"}}"#, headers: ["ttl": 60])
    try device.tap()
    #expect(device.events(named: "delegate.notificationclick").isEmpty)
    #expect(device.events(named: "app.navigated").first?["url"] == "https://a.example/y")
  }

  /// Declarative members of the wrong type or value are warned, saying what WebKit does.
  @Test(arguments: [
    (#"{"web_push":"8030","notification":{"title":"A","navigate":"https://a.example/"}}"#, "webPushNot8030"),
    (#"{"web_push":8031,"notification":{"title":"A","navigate":"https://a.example/"}}"#, "webPushNot8030"),
    (#"{"web_push":8030,"notification":{"title":"A","navigate":"https://a.example/"},"mutable":"true"}"#, "mutableNotBoolean"),
    (#"{"web_push":8030,"notification":{"title":"A","navigate":"not a url"}}"#, "navigateNotAbsoluteURL"),
  ])
  func declarativeMembersOfTheWrongTypeAreWarned(json: String, reason: String) {
    #expect(Self.reasons(json, options: Self.homeScreen) == [reason])
  }

  /// What each of those messages does: not declarative (the worker's push event runs), not
  /// mutable (the browser shows it without the event), or no navigation on click.
  @Test func declarativeMembersOfTheWrongTypeChangeWhatHappens() throws {
    func device() -> SimulatedDevice { SimulatedDevice(platform: .web, state: .running, options: Self.homeScreen) }
    let string = device()
    try string.receive(
      json: #"{"web_push":"8030","notification":{"title":"A","navigate":"https://a.example/"}}"#, headers: ["ttl": 60])
    #expect(string.events(named: "delegate.push").count == 1)
    let notMutable = device()
    try notMutable.receive(
      json: #"{"web_push":8030,"notification":{"title":"A","navigate":"https://a.example/"},"mutable":"true"}"#,
      headers: ["ttl": 60])
    #expect(notMutable.events(named: "delegate.push").isEmpty)
    #expect(notMutable.tray.count == 1)
    let badURL = device()
    try badURL.receive(
      json: #"{"web_push":8030,"notification":{"title":"A","navigate":"not a url"}}"#, headers: ["ttl": 60])
    #expect(badURL.events(named: "delegate.push").count == 1)
    try badURL.tap()
    #expect(badURL.events(named: "app.navigated").isEmpty)
    #expect(badURL.events(named: "delegate.notificationclick").count == 1)
  }

  /// Absolute URLs, as a URL parser without a base reads them.
  @Test(arguments: [
    ("https://a.example/x", true), ("mailto:a@b.example", true), ("not a url", false), ("/inbox", false),
    ("https://", false), ("1http://a", false),
  ])
  func absoluteURLs(text: String, absolute: Bool) {
    #expect(PushDecoder.isAbsoluteURL(text) == absolute)
  }
}
