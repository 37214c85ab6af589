import PushSim
import Testing

/// Customer.io Android's `pushClickBehavior` (app key `pushClickBehavior`; CIO-A
/// `PushMessageProcessorImpl.handleNotificationDeepLink`, `config/PushClickBehavior.kt`): how the
/// SDK's click activity starts the app's activity, and that it does so only after it reported the
/// open and asked the app's `onNotificationClicked`.
struct CustomerIOPushClickBehaviorTests {
  /// A Customer.io Android device whose app handles `myapp://`, with `behavior` (`nil`: not set).
  static func device(
    _ state: AppState, _ behavior: CustomerIOPushClickBehavior?, rules: [CustomerIODeepLinkRule]? = nil
  ) -> (SimulatedDevice, RecordingDelegate) {
    var app = AppBehavior()
    app.handledLinks = ["myapp://"]
    app.customerIOPushClickBehavior = behavior
    app.customerIODeepLinkCallback = rules
    let device = SimulatedDevice(platform: .android, sdk: .customerio, state: state, app: app)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    return (device, delegate)
  }

  /// The names of the device's events, in order.
  static func names(_ device: SimulatedDevice) -> [String] { device.eventNames }

  /// The app's activity event of a tap: `delegate.onCreate` or `delegate.onNewIntent`.
  static func activityEvents(_ device: SimulatedDevice) -> [String] {
    names(device).filter { $0 == "delegate.onCreate" || $0 == "delegate.onNewIntent" }
  }

  // MARK: Each behaviour in each state

  /// (behaviour, state before the tap, the activity's event, backStack).
  static let table: [(CustomerIOPushClickBehavior, AppState, String, String)] = [
    (.activityPreventRestart, .foreground, "delegate.onNewIntent", "kept"),
    (.activityPreventRestart, .background, "delegate.onNewIntent", "kept"),
    (.activityPreventRestart, .killed, "delegate.onCreate", "new"),
    (.activityNoFlags, .foreground, "delegate.onCreate", "kept"),
    (.activityNoFlags, .background, "delegate.onCreate", "kept"),
    (.activityNoFlags, .killed, "delegate.onCreate", "new"),
    (.resetTaskStack, .foreground, "delegate.onCreate", "reset"),
    (.resetTaskStack, .background, "delegate.onCreate", "reset"),
    (.resetTaskStack, .killed, "delegate.onCreate", "new"),
  ]

  /// SINGLE_TOP hands an alive activity the intent; no flags create a standard activity on top of
  /// the task; a task stack clears the task and creates it, whatever the state (a killed app has
  /// no task to clear: `new`). The event names
  /// the behaviour and the back stack, and the app ends in the foreground.
  @Test(arguments: Self.table.indices)
  func eachBehaviourInEachState(_ row: Int) throws {
    let (behavior, state, event, backStack) = Self.table[row]
    let (device, delegate) = Self.device(state, behavior)
    if state == .killed {
      // The push starts the process in the background (no activity), then the user swipes it away.
      try device.receive(json: CustomerIODeepLinkCallbackTests.androidPush(link: "myapp://orders/1"))
      try device.perform(.swipeAway)
    } else {
      try device.receive(json: CustomerIODeepLinkCallbackTests.androidPush(link: "myapp://orders/1"))
    }
    try device.tap()
    #expect(Self.activityEvents(device) == [event], "\(behavior) \(state)")
    let intent = try #require(device.events(named: event).last)
    #expect(intent["opens"] == "myapp://orders/1")
    #expect(intent["pushClickBehavior"] == .string(behavior.rawValue))
    #expect(intent["backStack"] == .string(backStack))
    #expect(device.state == .foreground)
    #expect(device.events(named: "app.launched").contains { $0["reason"] == "notificationTap" } == (state == .killed))
    #expect(delegate.methods.last == (event == "delegate.onCreate" ? "onCreate" : "onNewIntent"))
  }

  /// `activityNoFlags` with the launcher intent (`getLaunchIntentForPackage`: NEW_TASK) only brings
  /// an existing task forward: no activity gets the intent. Without an activity one is created.
  @Test func noFlagsLauncherIntentBringsTheTaskForward() throws {
    let (alive, aliveDelegate) = Self.device(.background, .activityNoFlags)
    try alive.receive(json: CustomerIODeepLinkCallbackTests.androidPush(link: nil))
    try alive.tap()
    #expect(Self.activityEvents(alive).isEmpty)
    #expect(!aliveDelegate.methods.contains("onCreate") && !aliveDelegate.methods.contains("onNewIntent"))
    #expect(alive.state == .foreground)
    #expect(alive.events(named: "metric").map { $0["name"] } == ["delivered", "opened"])

    let (killed, _) = Self.device(.killed, .activityNoFlags)
    try killed.receive(json: CustomerIODeepLinkCallbackTests.androidPush(link: nil))
    try killed.perform(.swipeAway)
    try killed.tap()
    #expect(Self.activityEvents(killed) == ["delegate.onCreate"])
    #expect(killed.events(named: "delegate.onCreate").last?["opens"] == "launcher")
  }

  /// A process a push started has no activity: even the default creates one.
  @Test func processStartedByAPushHasNoActivityToReuse() throws {
    let (device, _) = Self.device(.killed, .activityPreventRestart)
    try device.receive(json: CustomerIODeepLinkCallbackTests.androidPush(link: nil))
    #expect(device.state == .background)
    try device.tap()
    #expect(Self.activityEvents(device) == ["delegate.onCreate"])
    #expect(device.events(named: "delegate.onCreate").last?["backStack"] == "new")
  }

  /// Not set: the default (`ACTIVITY_PREVENT_RESTART`), and the event has no added fields.
  @Test(arguments: [AppState.background, .killed])
  func unsetIsTheDefaultAndUntraced(_ state: AppState) throws {
    let (device, _) = Self.device(state, nil)
    try device.receive(json: CustomerIODeepLinkCallbackTests.androidPush(link: nil))
    if state == .killed { try device.perform(.swipeAway) }
    try device.tap()
    let expected = state == .killed ? "delegate.onCreate" : "delegate.onNewIntent"
    #expect(Self.activityEvents(device) == [expected])
    let intent = try #require(device.events(named: expected).last)
    #expect(intent["pushClickBehavior"] == nil)
    #expect(intent["backStack"] == nil)
  }

  // MARK: When it applies

  /// The behaviour is for the app's own intent: a web link the browser opens, and a link the app's
  /// callback took, start no activity of the app whatever it says.
  @Test func browserAndCallbackTakeNoBehaviour() throws {
    let (browser, _) = Self.device(.background, .resetTaskStack)
    try browser.receive(json: CustomerIODeepLinkCallbackTests.androidPush(link: "https://blog.example.org/post"))
    try browser.tap()
    #expect(Self.activityEvents(browser).isEmpty)
    #expect(browser.state == .background)
    let (taken, _) = Self.device(.foreground, .resetTaskStack, rules: [CustomerIODeepLinkRule(prefix: "myapp://", handled: true)])
    try taken.receive(json: CustomerIODeepLinkCallbackTests.androidPush(link: "myapp://orders/1"))
    try taken.tap()
    #expect(Self.activityEvents(taken).isEmpty)
    #expect(taken.state == .foreground)
  }

  /// A notification FCM showed opens the launcher with FCM's own intent: no SDK click activity,
  /// so the behaviour is not traced and the activity gets the intent before the SDK's lifecycle
  /// callback reports `opened`.
  @Test func fcmShownNotificationIgnoresIt() throws {
    let (device, _) = Self.device(.background, .resetTaskStack)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"Hi","google.message_id":"m1","CIO-Delivery-ID":"d","CIO-Delivery-Token":"k","link":"myapp://x"}"#)
    try device.tap()
    let intent = try #require(device.events(named: "delegate.onNewIntent").last)
    #expect(intent["pushClickBehavior"] == nil)
    let names = Self.names(device)
    #expect((names.firstIndex(of: "delegate.onNewIntent") ?? .max) < (names.lastIndex(of: "metric") ?? -1))
  }

  // MARK: The order of a tap's events

  /// The click activity reports `opened`, asks `onNotificationClicked` (which passes the link
  /// back), records the link, and only then starts the app's activity.
  @Test(arguments: [AppState.background, .killed])
  func clickActivityRunsBeforeTheAppsActivity(_ state: AppState) throws {
    let (device, _) = Self.device(state, nil, rules: [CustomerIODeepLinkRule(prefix: "", handled: false)])
    try device.receive(json: CustomerIODeepLinkCallbackTests.androidPush(link: "myapp://orders/1"))
    if state == .killed { try device.perform(.swipeAway) }
    try device.tap()
    let names = Self.names(device)
    let opened = try #require(names.lastIndex(of: "metric"))
    let clicked = try #require(names.firstIndex(of: "delegate.onNotificationClicked"))
    let link = try #require(names.lastIndex(of: "action.executed"))
    let activity = try #require(names.firstIndex { $0 == "delegate.onCreate" || $0 == "delegate.onNewIntent" })
    #expect(opened < clicked && clicked < link && link < activity)
    #expect(activity == names.count - 1)
  }

  // MARK: Scenarios

  /// `pushClickBehavior` loads on a Customer.io Android app; a wrong value names the allowed ones
  /// (the SDK's constant name is pointed to its value here), and another platform or SDK is refused.
  @Test func scenarioValueIsChecked() {
    func device(_ value: String, platform: String = "android", sdk: String = "customerio") -> String {
      #"{"platform":"\#(platform)","sdk":"\#(sdk)","state":"background","app":{"pushClickBehavior":\#(value)}}"#
    }
    for behavior in CustomerIOPushClickBehavior.allCases {
      #expect(loadError(scenarioText(steps: "", device: device("\"\(behavior.rawValue)\""))) == nil)
    }
    let allowed = "expected one of activityPreventRestart, activityNoFlags, resetTaskStack"
    let cases: [(String, String)] = [
      (device(#""RESET_TASK_STACK""#), #"unknown Customer.io pushClickBehavior "RESET_TASK_STACK" in "app" of device "phone"; \#(allowed); did you mean "resetTaskStack"?"#),
      (device("true"), #"Customer.io pushClickBehavior in "app" of device "phone" must be a string: one of activityPreventRestart, activityNoFlags, resetTaskStack"#),
      (device(#""resetTaskStack""#, platform: "ios"), #"app key "pushClickBehavior" applies to android apps only (a setting of Customer.io)"#),
      (device(#""resetTaskStack""#, sdk: "onesignal"), #"app key "pushClickBehavior" applies to apps with sdk customerio only (a setting of Customer.io)"#),
    ]
    for (device, expected) in cases {
      let message = loadError(scenarioText(steps: "", device: device))
      #expect(message?.contains(expected) == true, "\(expected): \(message ?? "loaded")")
    }
  }
}
