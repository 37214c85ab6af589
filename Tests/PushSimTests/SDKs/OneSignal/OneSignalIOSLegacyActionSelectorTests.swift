import Testing

@testable import PushSim

/// OneSignal-iOS-SDK v5 `UNUserNotificationCenter+OneSignalNotifications.m` (1fe4fc1a),
/// `callLegacyAppDeletegateSelector:` at a tap in an app without its own notification-center
/// delegate: a text reply goes to the app delegate's `…withResponseInfo:completionHandler:`, a
/// custom action to `…forRemoteNotification:completionHandler:`, each only when the app delegate
/// implements it (app key `appDelegateSelectors`); everything else to the legacy didRRN.
struct OneSignalIOSLegacyActionSelectorTests {
  static let save = "save"
  static let tapIdentifier = SimulatedDevice.defaultActionIdentifier

  /// A text reply with the `withResponseInfo:` selector implemented gets it, with the text.
  @Test func aTextReplyGoesToTheResponseInfoSelector() {
    let call = OneSignalLegacyAppDelegateCall.forTap(
      actionIdentifier: "reply", userText: "On my way", implemented: [.handleActionWithIdentifierWithResponseInfo, .handleActionWithIdentifier])
    #expect(call == .handleActionWithResponseInfo(actionIdentifier: "reply", userText: "On my way"))
  }

  /// A text reply in an app delegate without the `withResponseInfo:` selector is a custom action:
  /// the plain `handleActionWithIdentifier` selector gets it when implemented, else didRRN.
  @Test func aTextReplyWithoutTheResponseInfoSelectorIsACustomAction() {
    #expect(
      OneSignalLegacyAppDelegateCall.forTap(actionIdentifier: "reply", userText: "Hi", implemented: [.handleActionWithIdentifier])
        == .handleAction(actionIdentifier: "reply"))
    #expect(
      OneSignalLegacyAppDelegateCall.forTap(actionIdentifier: "reply", userText: "Hi", implemented: [])
        == .didReceiveRemoteNotification)
  }

  /// A custom action: the `handleActionWithIdentifier` selector when implemented; the
  /// `withResponseInfo:` one alone does not take it (not a text reply).
  @Test func aCustomActionGoesToHandleActionOnlyWhenImplemented() {
    #expect(
      OneSignalLegacyAppDelegateCall.forTap(actionIdentifier: Self.save, userText: nil, implemented: [.handleActionWithIdentifier])
        == .handleAction(actionIdentifier: Self.save))
    #expect(
      OneSignalLegacyAppDelegateCall.forTap(
        actionIdentifier: Self.save, userText: nil, implemented: [.handleActionWithIdentifierWithResponseInfo])
        == .didReceiveRemoteNotification)
    #expect(OneSignalLegacyAppDelegateCall.forTap(actionIdentifier: Self.save, userText: nil, implemented: []) == .didReceiveRemoteNotification)
  }

  /// The default tap is never a custom action: didRRN even with both selectors.
  @Test func theDefaultTapAlwaysGetsDidRRN() {
    let call = OneSignalLegacyAppDelegateCall.forTap(
      actionIdentifier: Self.tapIdentifier, userText: nil, implemented: Set(AppDelegateSelector.all))
    #expect(call == .didReceiveRemoteNotification)
  }

  static func device(selectors: Set<AppDelegateSelector>, ownDelegate: Bool = false) throws -> SimulatedDevice {
    var app = AppBehavior()
    app.categories = ["deal": [save]]
    app.appDelegateSelectors = selectors
    app.oneSignalOwnNotificationCenterDelegate = ownDelegate
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background, app: app)
    try device.receive(json: #"{"aps":{"alert":"Sale","category":"deal"},"custom":{"i":"x"}}"#, headers: alertHeaders)
    return device
  }

  /// On the device: a button's tap reaches the implemented `handleActionWithIdentifier`, after
  /// the SDK's open, with the action's identifier, and no didRRN.
  @Test func aButtonReachesTheImplementedSelector() throws {
    let device = try Self.device(selectors: [.handleActionWithIdentifier])
    try device.tap(button: .id(Self.save))
    let names = device.eventNames(since: 0)
    #expect(names.last == "delegate.handleActionWithIdentifier")
    let event = try #require(device.events(named: "delegate.handleActionWithIdentifier").last)
    #expect(event["actionIdentifier"] == .string(Self.save))
    #expect(event["forwardedBy"] == "onesignal")
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").isEmpty)
    #expect(try #require(names.firstIndex(of: "delegate.onNotificationOpened")) < names.count - 1)
  }

  /// A Swift `PushDelegate` hears the call as `handleActionWithIdentifier(_:actionIdentifier:)`,
  /// with the action's identifier, and not `didReceiveRemoteNotification`.
  @Test func theSwiftDelegateGetsHandleActionWithIdentifier() throws {
    let device = try Self.device(selectors: [.handleActionWithIdentifier])
    let recorder = RecordingDelegate()
    device.setDelegate(recorder)
    try device.tap(button: .id(Self.save))
    let call = try #require(recorder.calls.last { $0.method == "handleActionWithIdentifier" })
    #expect(call.action == Self.save)
    #expect(!recorder.methods.contains("didReceiveRemoteNotification"))
  }

  /// The same app's tap on the notification itself still gets didRRN.
  @Test func theNotificationItselfStillGetsDidRRN() throws {
    let device = try Self.device(selectors: Set(AppDelegateSelector.all))
    try device.tap()
    #expect(device.events(named: "delegate.handleActionWithIdentifier").isEmpty)
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").last?["forwardedBy"] == "onesignal")
  }

  /// An app with its own notification-center delegate gets `didReceive`: the SDK never looks
  /// at the app delegate's selectors then.
  @Test func anOwnDelegateGetsDidReceiveWhateverTheSelectors() throws {
    let device = try Self.device(selectors: [.handleActionWithIdentifier], ownDelegate: true)
    try device.tap(button: .id(Self.save))
    #expect(device.events(named: "delegate.handleActionWithIdentifier").isEmpty)
    #expect(device.events(named: "delegate.didReceive").last?["actionIdentifier"] == .string(Self.save))
  }

  /// Review: a dismiss of a `customDismissAction` category. Without a notification-center
  /// delegate of its own the app hears nothing (`forwardReceivedNotificationResponseWithCenter:`
  /// calls no legacy method for `isDismissEvent:`); PushSim recorded the app's `didReceive`.
  /// With its own delegate the app's `didReceive` gets the dismiss action.
  @Test(arguments: [false, true])
  func aCustomDismissReachesTheAppOnlyThroughItsOwnDelegate(ownDelegate: Bool) throws {
    var app = AppBehavior()
    app.categories = ["deal": [Self.save]]
    app.customDismissActionCategories = ["deal"]
    app.appDelegateSelectors = Set(AppDelegateSelector.all)
    app.oneSignalOwnNotificationCenterDelegate = ownDelegate
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background, app: app)
    try device.receive(json: #"{"aps":{"alert":"Sale","category":"deal"},"custom":{"i":"x"}}"#, headers: alertHeaders)
    let before = device.eventNames(since: 0).count
    try device.dismiss()
    let after = Array(device.eventNames(since: 0).dropFirst(before))
    if ownDelegate {
      #expect(after == ["notification.removed", "delegate.didReceive"])
      #expect(device.events(named: "delegate.didReceive").last?["actionIdentifier"] == .string(SimulatedDevice.dismissActionIdentifier))
    } else {
      #expect(after == ["notification.removed"])
    }
  }

  static func loadError(_ app: String, platform: String = "ios") throws -> String {
    let json = """
      {"scenario": 1, "name": "n", "devices": {"p": {"platform": "\(platform)", "sdk": "onesignal", "app": \(app)}},
       "steps": [{"advance": "1s"}]}
      """
    let error = try #require(throws: ScenarioError.self) { try ScenarioLoader().load(bytes: Array(json.utf8), file: "x.json") }
    return error.description
  }

  /// The loader reads the selectors and refuses bad ones, saying where and what it expected.
  @Test func theLoaderReadsAndChecksTheSelectors() throws {
    let json = """
      {"scenario": 1, "name": "n", "devices": {"p": {"platform": "ios", "sdk": "onesignal",
       "app": {"appDelegateSelectors": ["\(AppDelegateSelector.handleActionWithIdentifier)"]}}}, "steps": [{"advance": "1s"}]}
      """
    let scenario = try ScenarioLoader().load(bytes: Array(json.utf8), file: "x.json")
    #expect(scenario.devices.first?.app.appDelegateSelectors == [.handleActionWithIdentifier])

    let notArray = try Self.loadError(#"{"appDelegateSelectors": "x"}"#)
    #expect(notArray.contains(#""appDelegateSelectors" in "app" of device "p" must be an array of the app delegate's selectors"#))
    let typo = try Self.loadError(#"{"appDelegateSelectors": ["application:handleActionWithIdentifier:forRemoteNotification:completionHandle:"]}"#)
    #expect(typo.contains("unknown app delegate selector"))
    #expect(typo.contains(#"did you mean "application:handleActionWithIdentifier:forRemoteNotification:completionHandler:"?"#))
    // The choices are listed whole (not cut as a scenario's own keys are); a method name alone
    // is told to write the selector in full; a number is told to be a string.
    let short = try Self.loadError(#"{"appDelegateSelectors": ["handleActionWithIdentifier"]}"#)
    #expect(short.contains(#"expected one of "\#(AppDelegateSelector.handleActionWithIdentifier)", "\#(AppDelegateSelector.handleActionWithIdentifierWithResponseInfo)"; write the Objective-C selector in full, with its colons"#))
    let number = try Self.loadError(#"{"appDelegateSelectors": [1]}"#)
    #expect(number.contains(#"an app delegate selector in "app" of device "p" must be a string: one of "application:"#))
    let didRRN = try Self.loadError(#"{"appDelegateSelectors": ["application:didReceiveRemoteNotification:fetchCompletionHandler:"]}"#)
    #expect(didRRN.contains("needs no entry: OneSignal's swizzling gives every app delegate one"))
    let twice = try Self.loadError(
      #"{"appDelegateSelectors": ["\#(AppDelegateSelector.handleActionWithIdentifier)", "\#(AppDelegateSelector.handleActionWithIdentifier)"]}"#)
    #expect(twice.contains("twice"))
    let android = try Self.loadError(#"{"appDelegateSelectors": []}"#, platform: "android")
    #expect(android.contains(#"app key "appDelegateSelectors" applies to ios apps only (a setting of OneSignal)"#))
  }
}
