import Foundation
import PushSim
import Testing

/// The Mapp Engage SDK on devices, through the Swift API a test writes: the delegate set on the
/// shared instance (`device.appoxee`), `didLaunchApp`, silent pushes and trigger updates, rich
/// messages and the inbox, buttons, and the Android broadcast receiver.
struct MappDeviceTests {
  /// An app delegate conforming to `AppoxeeNotificationDelegate` with the header's selectors.
  final class AppDelegate: AppoxeeNotificationDelegate, LocalPushBroadcast {
    var handled: [(APXPushNotification, String)] = []
    var rich: [(APXRichMessage, Bool)] = []
    var broadcasts: [String] = []

    func appoxee(_ appoxee: Appoxee, handledRemoteNotification pushNotification: APXPushNotification, andIdentifer actionIdentifier: String) {
      handled.append((pushNotification, actionIdentifier))
    }
    func appoxee(_ appoxee: Appoxee, handledRichContent richMessage: APXRichMessage, didLaunchApp didLaunch: Bool) {
      rich.append((richMessage, didLaunch))
    }
    func onReceived(_ push: MappPushData) { broadcasts.append("onReceived \(push.id)") }
    func onOpened(_ push: MappPushData) { broadcasts.append("onOpened \(push.id)") }
    func onDismissed(_ push: MappPushData) { broadcasts.append("onDismissed \(push.id)") }
    func onSilent(_ push: MappPushData) { broadcasts.append("onSilent \(push.id)") }
    func onButtonClick(_ push: MappPushData, buttonIndex: Int) { broadcasts.append("onButtonClick \(push.id) \(buttonIndex)") }
    func onRichPush(_ push: MappPushData) { broadcasts.append("onRichPush \(push.id)") }
  }

  /// An app that sets `showNotificationsOnForeground` to YES (the SDK's default is NO).
  static var showsInForeground: AppBehavior {
    var app = AppBehavior()
    app.mappShowsNotificationsOnForeground = true
    return app
  }

  static func device(_ platform: Platform, _ state: AppState, app: AppBehavior = AppBehavior()) -> (SimulatedDevice, AppDelegate) {
    let device = SimulatedDevice(platform: platform, sdk: .mapp, state: state, app: app)
    device.setDelegate(RecordingDelegate())
    let delegate = AppDelegate()
    device.appoxee?.delegate = delegate
    device.appoxee?.pushBroadcast = delegate
    return (device, delegate)
  }

  @Test func onlyMappDevicesHaveTheSharedInstance() {
    #expect(SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground).appoxee == nil)
    #expect(SimulatedDevice(platform: .android, sdk: .mapp, state: .foreground).appoxee != nil)
    #expect(SDK.simulated(on: .iOS).contains(.mapp) && SDK.simulated(on: .android).contains(.mapp))
  }

  @Test func tapOnTerminatedAppLaunchesItAndReportsDidLaunchApp() throws {
    let (device, delegate) = Self.device(.iOS, .notRunning)
    try device.receive(json: #"{"aps":{"alert":{"title":"T","body":"B"}},"p":41,"apx_dpl":"app://x"}"#)
    #expect(delegate.handled.isEmpty, "a visible push reaches the delegate when the user acts on it")
    try device.tap()
    #expect(delegate.handled.count == 1)
    #expect(delegate.handled.first?.0.didLaunchApp == true)
    #expect(delegate.handled.first?.0.uniqueID == 41)
    #expect(delegate.handled.first?.1 == "com.apple.UNNotificationDefaultActionIdentifier")
    #expect(device.events(named: "action.executed").first?["type"] == "deepLink")
  }

  @Test func tapWhileRunningReportsDidLaunchAppFalse() throws {
    for state in [AppState.background, .foreground] {
      let (device, delegate) = Self.device(.iOS, state, app: Self.showsInForeground)
      try device.receive(json: #"{"aps":{"alert":"Hi"},"p":"42"}"#)
      try device.tap()
      #expect(delegate.handled.first?.0.didLaunchApp == false, "state \(state)")
    }
  }

  /// `showNotificationsOnForeground` is NO unless the app sets it ("Default value is NO",
  /// `Appoxee.h`).
  @Test func foregroundAnswerFollowsShowNotificationsOnForeground() throws {
    #expect(AppBehavior().mappShowsNotificationsOnForeground == false)
    let (shows, _) = Self.device(.iOS, .foreground, app: Self.showsInForeground)
    let (hides, _) = Self.device(.iOS, .foreground)
    for device in [shows, hides] { try device.receive(json: #"{"aps":{"alert":"Hi"},"p":1}"#) }
    #expect(shows.tray.count == 1)
    #expect(hides.tray.isEmpty)
    #expect(hides.events(named: "delegate.willPresent").first?["answeredBy"] == "mapp")
  }

  @Test func silentPushReachesDelegateOnArrivalWithEmptyIdentifier() throws {
    let (device, delegate) = Self.device(.iOS, .notRunning)
    try device.receive(
      json: #"{"aps":{"content-available":1},"p":7}"#, headers: ["apns-push-type": "background", "apns-priority": 5])
    #expect(device.tray.isEmpty)
    let (notification, identifier) = try #require(delegate.handled.first)
    #expect(notification.isSilent && identifier.isEmpty && notification.didLaunchApp)
  }

  @Test func triggerUpdatesRunTheirCommands() throws {
    let (device, delegate) = Self.device(.iOS, .background)
    let background: PushHeaders = ["apns-push-type": "background", "apns-priority": 5]
    try device.receive(json: #"{"aps":{"content-available":1},"p":8,"silent_type":"sys_opt_in","silent_data":"false"}"#, headers: background)
    #expect(device.installation.subscribed == false)
    #expect(delegate.handled.first?.0.isTriggerUpdate == true)
    device.advance(by: .seconds(1200))
    try device.receive(json: #"{"aps":{"content-available":1},"p":9,"silent_type":"sys_set_alias","silent_data":"ana"}"#, headers: background)
    #expect(device.installation.properties["alias"] == "ana")
  }

  /// A trigger update that also carries an alert (the `triggerUpdateWithAlert` warning): the SDK
  /// reads it as presenting nothing and answers willPresent so in the foreground, but in the
  /// background iOS shows the alert, and without content-available didRRN does not run, so its
  /// command does not either.
  @Test func triggerUpdateWithAnAlertIsShownAndItsCommandDoesNotRun() throws {
    let (device, delegate) = Self.device(.iOS, .background)
    let payload = #"{"aps":{"alert":"Opted out"},"p":10,"silent_type":"sys_opt_in","silent_data":"false"}"#
    let lint = PayloadLinter.lint(Array(payload.utf8), platform: .iOS, sdk: .mapp).map(\.issue.reason)
    #expect(lint.contains("triggerUpdateWithAlert"))
    try device.receive(json: payload)
    #expect(device.tray.latest?.body == "Opted out")
    #expect(device.installation.subscribed == true)
    #expect(delegate.handled.isEmpty)
    // In the foreground the SDK answers willPresent with nothing for it.
    let (foreground, _) = Self.device(.iOS, .foreground, app: Self.showsInForeground)
    try foreground.receive(json: payload)
    #expect(foreground.tray.isEmpty)
    #expect(foreground.events(named: "delegate.willPresent").first?["options"] == [])
  }

  @Test func richPushOpensRichMessageAndFillsTheInboxOnce() throws {
    let (device, delegate) = Self.device(.iOS, .background, app: Self.showsInForeground)
    let rich = #"{"aps":{"alert":{"title":"New","body":"Look"}},"p":70,"ios_apx_media":"https://m.test/70.html"}"#
    try device.receive(json: rich)
    try device.tap()
    try device.receive(json: rich)
    try device.tap()
    #expect(delegate.rich.count == 2)
    #expect(delegate.rich.first?.0.messageLink == "https://m.test/70.html")
    #expect(delegate.rich.first?.1 == false)
    #expect(device.appoxee?.inboxMessages.map(\.uniqueID) == [70])
  }

  /// `APXRichMessage.postDate` is the post date of the message (the header), so it is when the
  /// push arrived, not when the user opened it an hour later; `postDateUTC` (read by the Flutter
  /// plugin, SDK 6.0.8) is the same instant.
  @Test func richMessagePostDateIsTheArrivalNotTheTap() throws {
    let (device, delegate) = Self.device(.iOS, .background)
    try device.receive(json: #"{"aps":{"alert":{"title":"New","body":"Look"}},"p":71,"ios_apx_media":"https://m.test/71.html"}"#)
    device.advance(by: .seconds(3600))
    try device.tap()
    let arrival = device.options.clockEpochSeconds
    #expect(delegate.rich.first?.0.postDate == arrival)
    #expect(delegate.rich.first?.0.postDateUTC == arrival)
    let traced = device.events(named: "delegate.handledRichContent").first?["richMessage"]
    #expect(traced?["postDate"] == .integer(arrival))
    #expect(traced?["postDateUTC"] == .integer(arrival))
  }

  /// A rich push the iOS Scheduled Summary held from its arrival (07:00 on the device's clock)
  /// to the summary (08:00), opened at 09:00: the rich message's dates are the arrival, not the
  /// summary's time, which is when the notification entered Notification Center.
  @Test func richMessagePostDateIsTheArrivalNotTheScheduledSummary() throws {
    var options = DeviceOptions()
    options.iosScheduledSummary = [.seconds(8 * 3600)]
    let device = SimulatedDevice(platform: .iOS, sdk: .mapp, state: .background, options: options)
    device.setDelegate(RecordingDelegate())
    let delegate = AppDelegate()
    device.appoxee?.delegate = delegate
    device.advance(by: .seconds(7 * 3600))
    try device.receive(json: #"{"aps":{"alert":{"title":"New","body":"Look"}},"p":72,"ios_apx_media":"https://m.test/72.html"}"#)
    #expect(device.notificationList.isEmpty)
    device.advance(by: .seconds(3600))
    #expect(device.notificationList.first?.displayedAt.offset == .seconds(8 * 3600))
    #expect(device.notificationList.first?.arrivedAt.offset == .seconds(7 * 3600))
    device.advance(by: .seconds(3600))
    try device.tap()
    let arrival = device.options.clockEpochSeconds + 7 * 3600
    #expect(delegate.rich.first?.0.postDate == arrival)
    #expect(delegate.rich.first?.0.postDateUTC == arrival)
  }

  /// A rich push shown before a reboot and opened after it (iOS keeps Notification Center across
  /// a restart): the rich message's dates are still the arrival, and the tap launches the app.
  @Test func richMessagePostDateSurvivesAReboot() throws {
    let (device, delegate) = Self.device(.iOS, .background)
    try device.receive(json: #"{"aps":{"alert":{"title":"New","body":"Look"}},"p":73,"ios_apx_media":"https://m.test/73.html"}"#)
    device.advance(by: .seconds(600))
    device.reboot()
    device.advance(by: .seconds(600))
    device.unlock()
    try device.tap()
    #expect(delegate.rich.first?.0.postDate == device.options.clockEpochSeconds)
    #expect(delegate.rich.first?.1 == true)
  }

  /// A dismissal of a push whose category has `customDismissAction` reaches the app's
  /// `didReceive` with the dismiss identifier (R-iOS-19); PushSim assumes the closed SDK calls
  /// no delegate method for it and runs no button action (docs/Mapp.md, m17).
  @Test func customDismissActionReachesTheAppButNoMappDelegateMethod() throws {
    var app = AppBehavior()
    app.categories = ["apx_yes_no": ["apx_yes", "apx_no"]]
    app.customDismissActionCategories = ["apx_yes_no"]
    let (device, delegate) = Self.device(.iOS, .background, app: app)
    try device.receive(json: #"{"aps":{"alert":"Q","category":"apx_yes_no"},"p":9,"buttons":[{"bgAction":{"name":"n","todo":"set","type":"tag","value":"n"}}]}"#)
    try device.dismiss()
    #expect(device.events(named: "delegate.didReceive").first?["actionIdentifier"] == "com.apple.UNNotificationDismissActionIdentifier")
    #expect(delegate.handled.isEmpty)
    #expect(device.installation.tags.isEmpty)
  }

  @Test func buttonActionsChangeTheInstallation() throws {
    var app = AppBehavior()
    app.categories = ["apx_yes_no": ["apx_yes", "apx_no"]]
    let (device, delegate) = Self.device(.iOS, .background, app: app)
    let payload = #"""
      {"aps":{"alert":"Q","category":"apx_yes_no"},"p":5,"buttons":[
        {"bgAction":{"name":"score","todo":"increment","type":"custom","value":"3"}},
        {"bgAction":{"name":"vip","todo":"remove","type":"tag","value":"vip"}}]}
      """#
    try device.receive(json: payload)
    try device.tap(button: .index(0))
    try device.receive(json: payload)
    try device.tap(button: .id("apx_yes"))
    #expect(device.installation.properties["score"] == .integer(6))
    #expect(delegate.handled.map(\.1) == ["apx_yes", "apx_yes"])
  }

  @Test func androidBroadcastsFollowTheNotification() throws {
    let (device, delegate) = Self.device(.android, .background)
    try device.receive(json: #"{"p":"11","push_title":"T","alert":"A","google.message_id":"m1"}"#)
    #expect(device.tray.latest?.channel == "com.example.app_CHANNEL_ID")
    try device.dismiss()
    try device.receive(json: #"{"p":"12","push_title":"T","alert":"A","apx_url":"shop.test","google.message_id":"m2"}"#)
    try device.tap()
    try device.receive(json: #"{"p":"13","content_available":"true","google.message_id":"m3"}"#)
    #expect(delegate.broadcasts == ["onReceived 11", "onDismissed 11", "onReceived 12", "onOpened 12", "onSilent 13"])
    #expect(device.events(named: "action.executed").first?["parameters"]?["uri"] == "http://shop.test")
  }

  /// The SDK's `AppoxeeOptions.notificationMode` is `BACKGROUND_ONLY` unless the app sets it:
  /// nothing is shown while the app is in the foreground, and `onReceived` still runs, as in
  /// `SILENT_ONLY` (the SDK's `PushManagerImplTest`: "still broadcasts regular push event").
  @Test func androidDefaultModeIsBackgroundOnlyAndOnReceivedAlwaysRuns() throws {
    #expect(AppBehavior().mappNotificationMode == .backgroundOnly)
    let push = #"{"p":"77","push_title":"T","alert":"A"}"#
    let (foreground, inFocus) = Self.device(.android, .foreground)
    try foreground.receive(json: push)
    #expect(foreground.notificationList.isEmpty)
    #expect(inFocus.broadcasts == ["onReceived 77"])
    var silentOnly = AppBehavior()
    silentOnly.mappNotificationMode = .silentOnly
    let (background, receiver) = Self.device(.android, .background, app: silentOnly)
    try background.receive(json: push)
    #expect(background.notificationList.isEmpty)
    #expect(receiver.broadcasts == ["onReceived 77"])
  }

  /// On Android the SDK takes a push as silent on `content_available` alone
  /// (`PushManagerImpl.handlePushMessage`): a `silent_type` without it is a regular push, posted
  /// and broadcast as received, and its command never runs; with `content_available` `"true"` the
  /// command runs and `onSilent` is called.
  @Test func androidTriggerUpdateNeedsContentAvailable() throws {
    let (device, receiver) = Self.device(.android, .background)
    try device.receive(json: #"{"p":"81","silent_type":"sys_set_alias","silent_data":"ana","google.message_id":"t1"}"#)
    #expect(device.notificationList.map(\.id) == ["t1"])
    #expect(receiver.broadcasts == ["onReceived 81"])
    #expect(device.installation.properties["alias"] == nil)
    #expect(device.events(named: "push.warning").first?["reason"] == "triggerUpdateWithoutContentAvailable")
    try device.receive(json: #"{"p":"82","content_available":"true","silent_type":"sys_set_alias","silent_data":"ana","google.message_id":"t2"}"#)
    #expect(device.notificationList.map(\.id) == ["t1"])
    #expect(receiver.broadcasts == ["onReceived 81", "onSilent 82"])
    #expect(device.installation.properties["alias"] == "ana")
  }

  /// A silent push (`content_available`) is decided before `notificationMode`
  /// (`PushManagerImpl.handlePushMessage`): in every mode, foreground or not, its command runs and
  /// `onSilent` is called, with no `push.dropped` and no `onReceived`.
  @Test func androidSilentPushCallsOnSilentInEveryMode() throws {
    for mode in MappNotificationMode.allCases {
      for state in [AppState.foreground, .background] {
        var app = AppBehavior()
        app.mappNotificationMode = mode
        let (device, receiver) = Self.device(.android, state, app: app)
        try device.receive(json: #"{"p":"83","content_available":"true","silent_type":"sys_set_alias","silent_data":"eve"}"#)
        #expect(receiver.broadcasts == ["onSilent 83"], "\(mode) \(state)")
        #expect(device.installation.properties["alias"] == "eve", "\(mode) \(state)")
        #expect(device.events(named: "push.dropped").isEmpty && device.notificationList.isEmpty, "\(mode) \(state)")
      }
    }
  }

  @Test func androidForeignPushesAreLeftToTheApp() throws {
    let (device, delegate) = Self.device(.android, .background)
    try device.receive(json: #"{"order":"1","google.message_id":"m1"}"#)
    try device.receive(json: #"{"p":" ","alert":"A","google.message_id":"m2"}"#)
    try device.receive(json: #"{"p":"3","alert":"A","google.message_id":"m3"}"#)
    #expect(delegate.broadcasts == ["onReceived 3"])
    #expect(device.events(named: "delegate.onMessageReceived").count == 2)
    // A blank `p` is not Mapp's (`isPushMessageFromMapp`), so the dialect is plain FCM.
    #expect(device.events(named: "push.received").map { $0["dialect"] } == ["fcm", "fcm", "mapp"])
  }
}

/// Scenario keys of the Mapp device side: the app's settings and the inbox expectation.
struct MappScenarioTests {
  @Test func notificationModeMustBeOneOfTheSDKs() {
    let device = #"{"platform":"android","sdk":"mapp","state":"background","app":{"notificationMode":"BACKGROUND"}}"#
    let message = loadError(scenarioText(steps: #"{"advance":"1s"}"#, device: device))
    #expect(message?.contains("BACKGROUND_AND_FOREGROUND, BACKGROUND_ONLY, SILENT_ONLY") == true)
  }

  @Test func inboxExpectationComparesUniqueIDsInOrder() throws {
    let text = scenarioText(
      steps: #"""
        {"push":{"to":"phone","payload":{"aps":{"alert":"A"},"p":1,"ios_apx_media":"https://m.test/1"}}},
        {"tap":{"device":"phone"}},
        {"expect":{"center":{"phone":{"installation":{"inbox":["2"]}}}}}
        """#,
      device: #"{"platform":"ios","sdk":"mapp","state":"background"}"#)
    let scenario = try ScenarioLoader().load(bytes: Array(text.utf8), file: "s.json")
    let result = ScenarioRunner().run(scenario)
    #expect(!result.passed)
    #expect(((result.failure?.summary ?? "") + (result.failure?.details.joined() ?? "")).contains(#"inbox: expected ["2"], got ["1"]"#) == true)
  }
}
