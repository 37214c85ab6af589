@testable import PushSim
import Testing

/// Mapp's deep-link intent (`MessageActionHandler.openDeepLink`: `NEW_TASK | NO_HISTORY |
/// EXCLUDE_FROM_RECENTS`, not the task's root intent, no `CLEAR_TOP` or `SINGLE_TOP`) reaches an
/// alive activity of the app as its launch mode (`androidLaunchMode`) says: a `standard` one is
/// created anew on top (`delegate.onCreate`, `backStack` `kept`), the others get it in
/// `onNewIntent` (docs/Mapp.md, "The launcher intent and the intents' flags (Android)").
struct MappAndroidLaunchModeTests {
  static let deepLink = #"{"p":"4101","push_title":"T","big_text_body":"B","apx_dpl":"shop://sale","google.message_id":"l1"}"#

  static func device(_ mode: AndroidLaunchMode, _ state: AppState, links: [String] = ["apx://deeplink"]) -> SimulatedDevice {
    var options = DeviceOptions()
    options.androidLaunchMode = mode
    var app = AppBehavior()
    app.handledLinks = links
    app.mappNotificationMode = .backgroundAndForeground
    let device = SimulatedDevice(platform: .android, sdk: .mapp, state: state, options: options, app: app)
    device.setDelegate(RecordingDelegate())
    return device
  }

  /// Each mode with an alive activity (the app in the background): the event, and the fields
  /// added outside the default.
  @Test(arguments: [
    (AndroidLaunchMode.standard, "delegate.onCreate", "kept" as String?),
    (.singleTask, "delegate.onNewIntent", "kept"), (.singleInstance, "delegate.onNewIntent", "kept"),
    (.singleTop, "delegate.onNewIntent", nil),
  ])
  func anAliveActivityGetsTheDeepLinkAsItsLaunchModeSays(_ mode: AndroidLaunchMode, _ event: String, _ backStack: String?) throws {
    let device = Self.device(mode, .background)
    try device.receive(json: Self.deepLink)
    try device.tap()
    let intents = MappAndroidDeepLinkTests.intents(device)
    #expect(intents.count == 1, "\(mode)")
    let intent = try #require(intents.first)
    #expect(intent.name == event, "\(mode)")
    #expect(intent["opens"] == "apx://deeplink?link=shop%3A%2F%2Fsale&messageId=4101")
    #expect(intent["launchMode"]?.stringValue == (backStack == nil ? nil : mode.rawValue), "\(mode)")
    #expect(intent["backStack"]?.stringValue == backStack, "\(mode)")
  }

  /// A killed app's activity is created in every mode: `backStack` `new`.
  @Test func aKilledAppsActivityIsCreatedWithANewBackStack() throws {
    let device = Self.device(.standard, .killed)
    try device.receive(json: Self.deepLink)
    try device.tap()
    let intent = try #require(MappAndroidDeepLinkTests.intents(device).first)
    #expect(intent.name == "delegate.onCreate")
    #expect(intent["backStack"] == "new")
  }

  /// The launcher intent still only brings the task forward, whatever the mode: no activity
  /// gets it (it is the task's root intent).
  @Test func theLauncherIntentIgnoresTheLaunchMode() throws {
    let device = Self.device(.standard, .background)
    try device.receive(json: #"{"p":"4102","push_title":"T","big_text_body":"B","google.message_id":"l2"}"#)
    try device.tap()
    #expect(MappAndroidDeepLinkTests.intents(device).isEmpty)
    #expect(device.state == .foreground)
  }

  /// A landing page the app's activity handles is such an intent too (`openLandingPageExternal`).
  @Test func aLandingPageTheAppHandlesFollowsTheLaunchModeToo() throws {
    let device = Self.device(.standard, .background, links: ["https://shop.test"])
    try device.receive(json: #"{"p":"4103","push_title":"T","big_text_body":"B","apx_url":"https://shop.test/sale","google.message_id":"l3"}"#)
    try device.tap()
    let intent = try #require(MappAndroidDeepLinkTests.intents(device).first)
    #expect(intent.name == "delegate.onCreate")
    #expect(intent["opens"] == "https://shop.test/sale")
    #expect(intent["backStack"] == "kept")
  }
}

/// Review: the Play button's intent (`LibraryExtensions.startMainActivity`: the launcher intent
/// of `getLaunchIntentForPackage`, whose only flag is `FLAG_ACTIVITY_NEW_TASK`, with its action
/// set to `OPEN_RICH_PUSH`) is a `NEW_TASK` intent that is not the task's root intent either, so
/// it follows `androidLaunchMode` as the deep-link intent does.
struct MappAndroidPlayLaunchModeTests {
  /// Each mode with an alive activity (the app in the background).
  @Test(arguments: [
    (AndroidLaunchMode.standard, "delegate.onCreate", "kept" as String?),
    (.singleTask, "delegate.onNewIntent", "kept"), (.singleTop, "delegate.onNewIntent", nil),
  ])
  func playReachesAnAliveActivityAsItsLaunchModeSays(_ mode: AndroidLaunchMode, _ event: String, _ backStack: String?) throws {
    let device = MappAndroidLaunchModeTests.device(mode, .background)
    try device.receive(json: MappAndroidLaunchIntentTests.video)
    try device.tap(button: .index(0))
    let intents = MappAndroidDeepLinkTests.intents(device)
    #expect(intents.count == 1, "\(mode)")
    let intent = try #require(intents.first)
    #expect(intent.name == event, "\(mode)")
    #expect(intent["opens"] == "launcher")
    #expect(intent["extras"]?["p"] == "3705", "the push rides on the intent")
    #expect(intent["launchMode"]?.stringValue == (backStack == nil ? nil : mode.rawValue), "\(mode)")
    #expect(intent["backStack"]?.stringValue == backStack, "\(mode)")
  }
}
