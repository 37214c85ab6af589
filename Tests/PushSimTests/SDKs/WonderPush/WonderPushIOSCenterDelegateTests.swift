import PushSim
import Testing

/// WonderPush's `WPNotificationCenterDelegate` on iOS in an app with a notification-center
/// delegate of its own (WP-I `WPNotificationCenterDelegate.m`, `WonderPush.m`): the SDK answers
/// `willPresent` for its own push and then hands the call to the app's delegate with a dummy
/// completion handler; a push not for WonderPush is the app's delegate's to answer; a tap is
/// handled by the SDK before the app's `didReceive`; and a delegate the app sets after the
/// SDK's set-up (`afterLaunch`) replaces the SDK's.
struct WonderPushIOSCenterDelegateTests {
  static let own = #"{"aps":{"alert":{"title":"T","body":"B"}},"_wp":{"c":"camp","actions":[{"type":"addTag","tags":["clicked"]}]}}"#
  static let autoDrop = #"{"aps":{"alert":{"title":"T","body":"B"}},"_wp":{"c":"camp","apsForeground":{"autoDrop":true}}}"#
  static let other = #"{"aps":{"alert":{"title":"Other","body":"B"}}}"#

  static func device(
    _ state: AppState, registration: DelegateRegistration = .atLaunch
  ) -> (SimulatedDevice, RecordingDelegate) {
    WonderPushPlatformTests.device(.iOS, state, registration: registration)
  }

  /// Its own push: the SDK answers (shown) — `completionHandler` is called before
  /// `WPNotificationCenterDelegate` hands the call on — and the app's `willPresent` then runs
  /// with a dummy handler, its answer (here none) ignored: the SDK's `answeredBy`, then
  /// `delegate.willPresent` `forwardedBy`.
  @Test func ownPushIsAnsweredByTheSDKThenForwardedToTheApp() throws {
    let (device, delegate) = Self.device(.foreground)
    try device.receive(json: Self.own, headers: alertHeaders)
    let answers = device.events(named: "delegate.willPresent")
    #expect(answers.map { $0["answeredBy"] } == ["wonderpush", nil])
    #expect(answers.map { $0["forwardedBy"] } == [nil, "wonderpush"])
    #expect(answers.first?["options"] == ["banner", "list", "sound", "badge"])
    #expect(answers.last?["options"] == [])
    #expect(delegate.methods == ["willPresent"])
    #expect(device.events(named: "notification.displayed").count == 1)
  }

  /// A push that is not WonderPush's: the SDK's `willPresent` returns `false` without
  /// completing, and the app's delegate answers (here nothing is shown).
  @Test func aPushNotForWonderPushIsTheAppsToAnswer() throws {
    let (device, _) = Self.device(.foreground)
    try device.receive(json: Self.other, headers: alertHeaders)
    let answers = device.events(named: "delegate.willPresent")
    #expect(answers.count == 1)
    #expect(answers.first?["answeredBy"] == nil)
    #expect(answers.first?["options"] == [])
    #expect(device.events(named: "notification.displayed").isEmpty)
  }

  /// A tap: the SDK's `didReceiveNotificationResponse:` (opened callback, the click actions)
  /// runs before the chain hands the response on to the app's `didReceive`.
  @Test func theSDKHandlesTheTapBeforeTheAppsDidReceive() throws {
    let (device, delegate) = Self.device(.background)
    try device.receive(json: Self.own, headers: alertHeaders)
    try device.tap()
    #expect(delegate.methods == ["onNotificationOpened", "didReceive"])
    let names = device.eventNames
    let action = try #require(names.firstIndex(of: "action.executed"))
    let didReceive = try #require(names.firstIndex(of: "delegate.didReceive"))
    #expect(action < didReceive)
    #expect(device.installation.tags == ["clicked"])
  }

  /// A delegate the app set after launch replaced the SDK's: the app's `willPresent` alone
  /// answers (no `autoDrop` handling, no `answeredBy`), and a tap reaches the app's
  /// `didReceive` only: none of the SDK's click actions run.
  @Test func aDelegateSetAfterLaunchReplacesTheSDKs() throws {
    let (device, delegate) = Self.device(.foreground, registration: .afterLaunch)
    delegate.willPresentOptions = [.banner, .list]
    try device.receive(json: Self.autoDrop, headers: alertHeaders)
    let answers = device.events(named: "delegate.willPresent")
    #expect(answers.count == 1)
    #expect(answers.first?["answeredBy"] == nil)
    #expect(answers.first?["options"] == ["banner", "list"])
    #expect(device.events(named: "action.executed").isEmpty)
    #expect(device.events(named: "notification.displayed").count == 1)

    let (tapped, tappedDelegate) = Self.device(.background, registration: .afterLaunch)
    try tapped.receive(json: Self.own, headers: alertHeaders)
    try tapped.tap()
    #expect(tappedDelegate.methods.first == "didReceive")
    #expect(tapped.installation.tags.isEmpty)
    #expect(tapped.events(named: "action.executed").isEmpty)
  }

  /// While the app launches from a tap its later delegate is not set yet: the SDK's delegate
  /// is still the notification center's and handles the cold-start tap; the app misses it.
  @Test func theColdStartTapStillReachesTheSDK() throws {
    let (device, _) = Self.device(.notRunning, registration: .afterLaunch)
    try device.receive(json: Self.own, headers: alertHeaders)
    try device.tap()
    #expect(device.installation.tags == ["clicked"])
    let missed = device.events(named: "delegate.missed").compactMap { $0["method"]?.stringValue }
    #expect(missed.contains("didReceive"))
  }

  /// After a cold-start tap the SDK handled, the app's delegate is set: a later push in the
  /// foreground is the app's alone (its answer shows it, `autoDrop` is not honoured, no
  /// `answeredBy`), and its tap runs none of the SDK's click actions.
  @Test func afterTheColdStartTapTheAppsDelegateAloneAnswers() throws {
    let (device, delegate) = Self.device(.notRunning, registration: .afterLaunch)
    delegate.willPresentOptions = [.banner, .list]
    try device.receive(json: Self.own, headers: alertHeaders)
    try device.tap()
    #expect(device.installation.tags == ["clicked"])
    try device.receive(json: Self.autoDrop, headers: alertHeaders)
    let answers = device.events(named: "delegate.willPresent")
    #expect(answers.count == 1)
    #expect(answers.first?["answeredBy"] == nil)
    #expect(answers.first?["forwardedBy"] == nil)
    #expect(answers.first?["options"] == ["banner", "list"])
    #expect(device.events(named: "notification.displayed").count == 2)
    #expect(!device.events(named: "action.executed").contains { $0["type"] == "apsForeground" })
  }

  /// An app with its delegate set at launch keeps the SDK in front of it (`nextDelegate`):
  /// with `autoDrop` the SDK answers none (nothing shown) and the app's `willPresent` still
  /// runs after that answer, its own answer ignored.
  @Test func aDelegateSetAtLaunchIsTheSDKsNextDelegate() throws {
    let (device, delegate) = Self.device(.foreground)
    delegate.willPresentOptions = [.banner, .list]
    try device.receive(json: Self.autoDrop, headers: alertHeaders)
    let answers = device.events(named: "delegate.willPresent")
    #expect(answers.map { $0["answeredBy"] } == ["wonderpush", nil])
    #expect(answers.map { $0["forwardedBy"] } == [nil, "wonderpush"])
    #expect(answers.first?["options"] == [])
    #expect(answers.last?["options"] == ["banner", "list"])
    #expect(delegate.methods == ["willPresent"])
    #expect(device.events(named: "notification.displayed").isEmpty)
  }
}
