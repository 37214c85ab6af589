import Testing

@testable import PushSim

/// R-iOS-18: a text-input action (`UNTextInputNotificationAction`, app key `textInputActions`)
/// delivers a `UNTextInputNotificationResponse`: `didReceive` gets the text the person sent
/// (`userText`, empty when they typed nothing); any other tap has no text, and typed text on it
/// is refused.
struct IOSTextInputActionTests {
  static let message = #"{"aps":{"alert":{"title":"Ana","body":"Dinner?"},"category":"MESSAGE"}}"#

  static func app(textInput: Set<String> = ["reply"]) -> AppBehavior {
    var app = AppBehavior()
    app.categories = ["MESSAGE": ["reply", "like"]]
    app.textInputActions = textInput
    return app
  }

  static func device(_ app: AppBehavior = app(), sdk: SDK = .apns, state: AppState = .background) throws -> SimulatedDevice {
    let device = SimulatedDevice(platform: .iOS, sdk: sdk, state: state, app: app)
    try device.receive(json: message, headers: alertHeaders)
    return device
  }

  /// A OneSignal app without a notification-center delegate of its own whose app delegate
  /// implements `selectors`, after the person sent "On my way" from the `reply` action of a
  /// OneSignal push; its recording delegate.
  static func oneSignalReply(_ selectors: Set<AppDelegateSelector>) throws -> (SimulatedDevice, RecordingDelegate) {
    var app = Self.app()
    app.appDelegateSelectors = selectors
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background, app: app)
    let recorder = RecordingDelegate()
    device.delegate = recorder
    try device.receive(json: #"{"aps":{"alert":"Hi","category":"MESSAGE"},"custom":{"i":"x"}}"#, headers: alertHeaders)
    try device.tap(button: .id("reply"), text: "On my way")
    return (device, recorder)
  }

  /// The typed text reaches `didReceive` as `userText`, in the trace and in the Swift delegate.
  @Test func theTypedTextReachesDidReceive() throws {
    let device = try Self.device()
    let recorder = RecordingDelegate()
    device.delegate = recorder
    try device.tap(button: .id("reply"), text: "8 is perfect")
    let event = try #require(device.events(named: "delegate.didReceive").last)
    #expect(event["actionIdentifier"] == "reply")
    #expect(event["userText"] == "8 is perfect")
    #expect(recorder.methods.contains("didReceive"))
    #expect(recorder.typedTexts == ["8 is perfect"])
  }

  /// A reply sent with nothing typed: `userText` is the empty string, not absent.
  @Test func aReplyWithoutTextHasAnEmptyUserText() throws {
    let device = try Self.device()
    try device.tap(button: .index(0))
    let event = try #require(device.events(named: "delegate.didReceive").last)
    #expect(event["userText"] == "")
  }

  /// A plain action and the notification itself carry no text, and refuse typed text.
  @Test func otherTapsHaveNoTextAndRefuseIt() throws {
    let device = try Self.device()
    #expect(throws: DeviceError.self) { try device.tap(button: .id("like"), text: "yes") }
    #expect(throws: DeviceError.self) { try device.tap(text: "yes") }
    #expect(device.events(named: "delegate.didReceive").isEmpty)
    try device.tap(button: .id("like"))
    let event = try #require(device.events(named: "delegate.didReceive").last)
    #expect(event["userText"] == nil)
  }

  /// The refusal says which action and where the text-input actions are declared.
  @Test func theRefusalNamesTheActionAndTheAppKey() throws {
    let device = try Self.device()
    do {
      try device.tap(button: .id("like"), text: "yes")
      Issue.record("the tap was not refused")
    } catch {
      #expect(error.message.contains(#"action "like" of notification "apns-1" is not a text-input action"#), "\(error.message)")
      #expect(error.message.contains(#"app key "textInputActions""#))
    }
  }

  /// A text-input action is one of the category the notification names: a push whose category
  /// the app did not register has no action of the app's, text-input or not.
  @Test func onlyTheAppsCategoryMakesATextInputAction() throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .apns, state: .background, app: Self.app())
    try device.receive(json: #"{"aps":{"alert":"Hi","category":"OTHER"}}"#, headers: alertHeaders)
    #expect(device.isTextInputAction("reply", of: try #require(device.tray.notification(id: "apns-1"))) == false)
    var plainApp = Self.app()
    plainApp.textInputActions = []
    let plain = SimulatedDevice(platform: .iOS, sdk: .apns, state: .background, app: plainApp)
    try plain.receive(json: Self.message, headers: alertHeaders)
    #expect(throws: DeviceError.self) { try plain.tap(button: .id("reply"), text: "hi") }
    try plain.tap(button: .id("reply"))
    #expect(try #require(plain.events(named: "delegate.didReceive").last)["userText"] == nil)
  }

  /// Android and the web have no text field on the notifications PushSim shows.
  @Test func androidAndTheWebRefuseTypedText() throws {
    let android = SimulatedDevice(platform: .android, sdk: .fcm, state: .background)
    try android.receive(json: Payloads.fcmNotification)
    #expect(throws: DeviceError.self) { try android.tap(text: "yes") }
    #expect(android.tray.count == 1)
    let web = SimulatedDevice(platform: .web, sdk: .webpush, state: .running)
    try web.receive(json: #"{"title":"Hi","actions":[{"action":"a","title":"A"}]}"#)
    #expect(throws: DeviceError.self) { try web.tap(button: .index(0), text: "yes") }
    #expect(web.tray.count == 1)
  }

  /// OneSignal in an app without its own notification-center delegate: a text reply goes to the
  /// app delegate's `withResponseInfo:` method when it implements it, with the text.
  @Test func oneSignalForwardsTheReplyToTheResponseInfoSelector() throws {
    let (device, recorder) = try Self.oneSignalReply([.handleActionWithIdentifierWithResponseInfo])
    let event = try #require(device.events(named: "delegate.handleActionWithIdentifier").last)
    #expect(event["actionIdentifier"] == "reply")
    #expect(event["userText"] == "On my way")
    #expect(event["forwardedBy"] == "onesignal")
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").isEmpty)
    #expect(recorder.typedTexts == ["On my way"])
    // Without the selector the reply is a custom action the app delegate does not take: didRRN.
    let (plain, _) = try Self.oneSignalReply([])
    #expect(plain.events(named: "delegate.handleActionWithIdentifier").isEmpty)
    #expect(plain.events(named: "delegate.didReceiveRemoteNotification").count == 1)
  }

  /// A text-input action with the foreground option: the reply brings the app to the foreground
  /// (a `.foreground` action, R-iOS-20) and `didReceive` still gets the text.
  @Test func aForegroundTextInputActionOpensTheAppWithTheText() throws {
    var app = Self.app()
    app.foregroundActions = ["reply"]
    let device = try Self.device(app, state: .notRunning)
    try device.tap(button: .id("reply"), text: "Calling you")
    #expect(device.state == .foreground)
    #expect(device.events(named: "app.state").last?["reason"] == "notificationAction")
    let event = try #require(device.events(named: "delegate.didReceive").last)
    #expect(event["userText"] == "Calling you")
  }

  /// An SDK that is the notification center's delegate hands the app's own delegate the response
  /// it got, a `UNTextInputNotificationResponse` included: WonderPush's
  /// `WPNotificationCenterDelegate` calls `nextDelegate` with `response`, Customer.io's
  /// `UNUserNotificationCenterDelegateWrapper` with `UNNotificationResponseWrapper.response`,
  /// OneSignal's `forwardReceivedNotificationResponseWithCenter:` with the response (app key
  /// `ownNotificationCenterDelegate`). The text reaches the app's `didReceive`.
  @Test(arguments: [SDK.wonderpush, .customerio, .onesignal])
  func anSDKCenterDelegateForwardsTheReplyText(_ sdk: SDK) throws {
    var app = Self.app()
    app.oneSignalOwnNotificationCenterDelegate = true
    let device = SimulatedDevice(platform: .iOS, sdk: sdk, state: .background, app: app)
    let recorder = RecordingDelegate()
    device.delegate = recorder
    try device.receive(json: Self.message, headers: alertHeaders)
    try device.tap(button: .id("reply"), text: "On my way")
    let event = try #require(device.events(named: "delegate.didReceive").last)
    #expect(event["actionIdentifier"] == "reply")
    #expect(event["userText"] == "On my way")
    #expect(recorder.typedTexts == ["On my way"])
  }

  /// A wrapper app (React Native Firebase, FlutterFire, phonegap-plugin-push, Airship's plugins):
  /// the plugin's native `didReceive` gets the response with its text, but no JS or Dart event
  /// carries it (RNFB and FlutterFire build the message from the notification's `userInfo`,
  /// phonegap-plugin-push adds only `actionCallback`, Airship's response event `action_id` and
  /// `is_foreground`): only `delegate.didReceive` has `userText`.
  @Test(arguments: [Wrapper.reactNative, .flutter, .cordova, .airshipCordova, .airshipFlutter])
  func aWrapperJSLayerGetsNoText(_ wrapper: Wrapper) throws {
    let device = SimulatedDevice(platform: .iOS, wrapper: wrapper, state: .background, app: Self.app())
    try device.receive(json: Self.message, headers: alertHeaders)
    try device.tap(button: .id("reply"), text: "On my way")
    let withText = device.trace.events.filter { $0["userText"] != nil }
    #expect(withText.map(\.name) == ["delegate.didReceive"], "\(withText.map(\.name))")
    #expect(withText.first?["userText"] == "On my way")
  }

  /// OneSignal without an app delegate of its own, whose app delegate implements only the plain
  /// `handleActionWithIdentifier:` method: the reply is a custom action (branch 2), called
  /// without the text.
  @Test func oneSignalWithoutTheResponseInfoSelectorDropsTheText() throws {
    let (device, recorder) = try Self.oneSignalReply([.handleActionWithIdentifier])
    let event = try #require(device.events(named: "delegate.handleActionWithIdentifier").last)
    #expect(event["actionIdentifier"] == "reply")
    #expect(event["userText"] == nil)
    #expect(recorder.typedTexts.isEmpty)
    #expect(recorder.methods.filter { $0 == "handleActionWithIdentifier" || $0 == "didReceive" } == ["handleActionWithIdentifier"])
  }

  /// The loader: `textInputActions` names registered actions, on iOS only; `text` is a string
  /// that goes with `button`, not with `activity`, on an iOS device.
  @Test func theLoaderChecksTheKeyAndTheStep() {
    let app = #"{"platform":"ios","state":"background","app":{"categories":{"M":["reply"]},"textInputActions":["reply"]}}"#
    #expect(loadError(scenarioText(steps: #"{"tap":{"button":"reply","text":"hi"}}"#, device: app)) == nil)
    let unknown = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"categories":{"M":["a"]},"textInputActions":["reply"]}}"#))
    #expect(unknown?.contains(#"action "reply" in "textInputActions""#) == true, "\(unknown ?? "")")
    #expect(unknown?.contains("a text-input action (UNTextInputNotificationAction) belongs to a registered action") == true)
    let notArray = loadError(scenarioText(steps: "", device: #"{"platform":"ios","state":"background","app":{"textInputActions":"reply"}}"#))
    #expect(notArray?.contains("must be an array of action identifiers") == true, "\(notArray ?? "")")
    let android = loadError(scenarioText(steps: "", device: #"{"platform":"android","state":"background","app":{"textInputActions":[]}}"#))
    #expect(android?.contains("textInputActions") == true, "\(android ?? "")")
    let noButton = loadError(scenarioText(steps: #"{"tap":{"text":"hi"}}"#, device: app))
    #expect(noButton?.contains(#""text" in step 1 (tap) goes with "button""#) == true, "\(noButton ?? "")")
    let number = loadError(scenarioText(steps: #"{"tap":{"button":0,"text":5}}"#, device: app))
    #expect(number?.contains(#""text" in step 1 (tap) must be a string"#) == true, "\(number ?? "")")
    let activity = loadError(scenarioText(steps: #"{"tap":{"activity":"a","button":"allow","text":"hi"}}"#, device: app))
    #expect(activity?.contains("a Live Activity's prompt takes none") == true, "\(activity ?? "")")
    let onAndroid = loadError(scenarioText(steps: #"{"tap":{"button":0,"text":"hi"}}"#, device: #"{"platform":"android","state":"background"}"#))
    #expect(onAndroid?.contains("is for iOS text-input actions") == true, "\(onAndroid ?? "")")
  }

  /// `pushsim device tap --text` sends the text as the step's `text`.
  @Test func theDeviceCommandTakesText() throws {
    let folder = try temporaryFolder(["m.json": Self.message])
    let state = folder + "/state/phone"
    let app = #"{"categories":{"MESSAGE":["reply","like"]},"textInputActions":["reply"]}"#
    #expect(DeviceCommandTests.device("create", ["--platform", "ios", "--app", app], state: state).status == .success)
    #expect(DeviceCommandTests.device("push", [folder + "/m.json"], state: state).status == .success)
    let tapped = DeviceCommandTests.device("tap", ["--button", "reply", "--text", "On my way"], state: state)
    #expect(tapped.status == .success, "\(tapped.err)")
    #expect(tapped.out.contains(#""userText":"On my way""#), "\(tapped.out)")
    #expect(try DeviceCommandTests.journal(state).contains(#""text""#))
    // The next command replays the journal: the reply is made again, with its text.
    let trace = DeviceCommandTests.device("trace", [], state: state)
    #expect(trace.status == .success, "\(trace.err)")
    #expect(trace.out.contains(#""actionIdentifier":"reply","userText":"On my way""#), "\(trace.out)")
    let noButton = DeviceCommandTests.device("tap", ["--text", "hi"], state: state)
    #expect(noButton.status != .success)
    #expect(noButton.err.contains(#""text""#) && noButton.err.contains(#"goes with "button""#), "\(noButton.err)")
  }
}
