import PushSim
import Testing

/// A Mapp tap that only opens the app (docs/Mapp.md, "The launcher intent (Android)"): the SDK's
/// click activity sends the click broadcast, then `MessageActionHandler.openLaunchActivity`
/// starts `getLaunchIntentForPackage`'s intent (`FLAG_ACTIVITY_NEW_TASK`, no extras). A running
/// app's task only comes forward (no activity gets the intent); a killed app's launcher activity
/// is created with an intent that carries none of the push's data.
struct MappAndroidLaunchIntentTests {
  static let plain = #"{"p":"3701","push_title":"Sale","big_text_body":"Today","google.message_id":"l1"}"#

  /// The app's `onCreate` or `onNewIntent`, whichever the tap brought.
  static func intents(_ device: SimulatedDevice) -> [TraceEvent] { MappAndroidDeepLinkTests.intents(device) }

  @Test func aRunningAppsTaskComesForwardWithoutAnIntent() throws {
    let (device, receiver) = MappDeviceTests.device(.android, .background)
    try device.receive(json: Self.plain)
    try device.tap()
    #expect(Self.intents(device).isEmpty, "the launcher intent matches the task's root: the task only comes forward")
    #expect(device.state == .foreground)
    #expect(receiver.broadcasts == ["onReceived 3701", "onOpened 3701"])
  }

  @Test func aKilledAppsLauncherActivityIsCreatedWithoutThePushData() throws {
    let (device, _) = MappDeviceTests.device(.android, .killed)
    try device.receive(json: Self.plain)
    try device.tap()
    let created = try #require(device.events(named: "delegate.onCreate").first)
    #expect(created["opens"] == "launcher")
    #expect(created["extras"]?.objectValue?.isEmpty == true, "getLaunchIntentForPackage's intent has no extras")
    #expect(device.events(named: "delegate.onNewIntent").isEmpty)
    let names = device.eventNames
    #expect(try #require(names.firstIndex(of: "delegate.onOpened")) < #require(names.firstIndex(of: "delegate.onCreate")),
      "FullScreenActivity sends the click broadcast before it starts the launcher")
  }

  /// A button's empty `apx_dpl` has no click type of its own (`FgAction.getUriType`:
  /// `isNullOrEmpty`, so `KEY_LAUNCH_APP`): the app opens through the launcher intent, no deep
  /// link is recorded, and no `com.appoxee.VIEW_DEEPLINK` intent goes out, even to an app with
  /// an activity for it.
  @Test func aButtonsEmptyApxDplOpensTheAppNotADeepLink() throws {
    var app = AppBehavior()
    app.handledLinks = ["apx://deeplink"]
    let (device, receiver) = MappDeviceTests.device(.android, .killed, app: app)
    try device.receive(
      json: #"{"p":"3702","push_title":"T","category":"apx_read_open","buttons":"[{\"fgAction\":{\"apx_dpl\":\"\"}}]","google.message_id":"l2"}"#)
    try device.tap(button: .index(0))
    #expect(device.events(named: "action.executed").isEmpty, "no openURLScheme with an empty link")
    #expect(Self.intents(device).map { $0["opens"] } == ["launcher"])
    #expect(device.events(named: "delegate.onCreate").first?["extras"]?.objectValue?.isEmpty == true)
    #expect(receiver.broadcasts == ["onReceived 3702", "onButtonClick 3702 0"])
    #expect(device.state == .foreground)
  }

  /// Review: `parse --sdk mapp --platform android` (``MappPushData/buttonList``) listed a
  /// keyless `fgAction` (`{}`, or only an empty `apx_dpl`) as `todo` `dismiss`, the iOS reading,
  /// while the Android SDK opens the app (`FgAction.getUriType`: `KEY_LAUNCH_APP`). On Android it
  /// now lists no action, as `notificationButtons` does; on iOS it stays `dismiss`.
  @Test func aKeylessFgActionListsNoActionOnAndroid() throws {
    let data = try Mapp.data(
      #"{"p":"3703","push_title":"T","category":"apx_read_open","buttons":"[{\"fgAction\":{}},{\"fgAction\":{\"apx_dpl\":\"\"}}]"}"#)
    #expect(data.buttonList.map { $0.actions.map(\.todo) } == [[], []])
    #expect(data.notificationButtons.map { $0.actions.map(\.todo) } == [[]])
    #expect(!"\(data.jsonValue)".contains("dismiss"), "the parse output names no dismiss")
    let withLink = try Mapp.data(#"{"p":"3704","push_title":"T","buttons":"[{\"fgAction\":{\"apx_dpl\":\"app://x\"}}]"}"#)
    #expect(withLink.buttonList.map { $0.actions.map(\.todo) } == [[.openURLScheme]], "a keyed fgAction still lists its action")
    let ios = try Mapp.notification(#"{"aps":{"alert":"Hi"},"p":1,"category":"c","buttons":[{"fgAction":{}}]}"#)
    #expect(ios.pushAction?.actionButtons.map { $0.actions.map(\.todo) } == [[.dismiss]])
  }

  static let video = #"{"p":"3705","push_title":"Trailer","type":"video","ios_apx_media":"https://media.test/t.mp4","google.message_id":"l5"}"#

  /// Review: Play (a GIF/video push) is not a launcher tap. `handleRichPush` finds no started
  /// launcher activity in the background and calls `startMainActivity(pushData)`: an intent with
  /// the action `OPEN_RICH_PUSH` and the push, which the alive activity gets in `onNewIntent`,
  /// after the click broadcast (`onRichPush`).
  @Test func playInTheBackgroundStartsTheLauncherActivityWithThePush() throws {
    let (device, _) = MappDeviceTests.device(.android, .background)
    try device.receive(json: Self.video)
    try device.tap(button: .index(0))
    let intent = try #require(device.events(named: "delegate.onNewIntent").first)
    #expect(intent["opens"] == "launcher")
    #expect(intent["extras"]?["p"] == "3705", "startMainActivity puts the push in the intent")
    let names = device.eventNames
    #expect(try #require(names.firstIndex(of: "delegate.onRichPush")) < #require(names.firstIndex(of: "delegate.onNewIntent")))
  }

  /// A killed app: the launcher activity is created with that intent, carrying the push.
  @Test func playInAKilledAppCreatesTheLauncherActivityWithThePush() throws {
    let (device, _) = MappDeviceTests.device(.android, .killed)
    try device.receive(json: Self.video)
    try device.tap(button: .index(0))
    #expect(device.events(named: "delegate.onCreate").first?["extras"]?["p"] == "3705")
  }

  /// In the foreground the launcher activity is started: the dialog opens in it, no activity
  /// gets an intent.
  @Test func playInTheForegroundDeliversNoIntent() throws {
    let (device, receiver) = MappDeviceTests.device(.android, .background)
    try device.receive(json: Self.video)
    try device.perform(.open)
    try device.tap(button: .index(0))
    #expect(Self.intents(device).isEmpty)
    #expect(receiver.broadcasts.last == "onRichPush 3705")
  }
}
