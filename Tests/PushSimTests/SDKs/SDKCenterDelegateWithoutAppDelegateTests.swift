import PushSim
import Testing

/// iOS apps that register no notification-center delegate (`"delegate": "none"`) but embed a
/// vendor SDK that makes itself the delegate at its initialisation (OneSignal, WonderPush, Mapp's
/// automated setup, Customer.io): the SDK still answers `willPresent` for its own pushes and
/// still handles their taps; only the app's own delegate methods are missed (`noDelegate`).
struct SDKCenterDelegateWithoutAppDelegateTests {
  /// One SDK's own foreground push, and the answer its rules give.
  struct Case: Sendable, CustomTestStringConvertible {
    var sdk: SDK
    var payload: String
    var app = AppBehavior()
    var testDescription: String { sdk.rawValue }
  }

  static var mappShows: AppBehavior {
    var app = AppBehavior()
    app.mappShowsNotificationsOnForeground = true
    return app
  }

  static let cases: [Case] = [
    Case(sdk: .onesignal, payload: #"{"aps":{"alert":{"title":"T","body":"B"}},"custom":{"i":"os-1"}}"#),
    Case(sdk: .wonderpush, payload: #"{"aps":{"alert":{"title":"T","body":"B"}},"_wp":{"c":"camp"}}"#),
    Case(sdk: .customerio, payload: #"{"aps":{"alert":{"title":"T","body":"B"}},"CIO-Delivery-ID":"d","CIO-Delivery-Token":"t"}"#),
    Case(sdk: .mapp, payload: #"{"aps":{"alert":{"title":"T","body":"B"}},"p":7}"#, app: mappShows),
  ]

  static func device(_ sdk: SDK, app: AppBehavior = AppBehavior(), options: DeviceOptions = DeviceOptions()) -> SimulatedDevice {
    let device = SimulatedDevice(platform: .iOS, sdk: sdk, state: .foreground, options: options, app: app)
    device.setDelegateRegistration(.none)
    return device
  }

  /// The SDK answers for its own push and it is shown; the app's `willPresent` is missed once.
  @Test(arguments: cases) func theSDKAnswersItsOwnPush(_ example: Case) throws {
    let device = Self.device(example.sdk, app: example.app)
    try device.receive(json: example.payload, headers: alertHeaders)
    let answers = device.events(named: "delegate.willPresent")
    #expect(answers.map { $0["answeredBy"] } == [.string(example.sdk.rawValue)])
    #expect(answers.first?["options"] == ["banner", "list", "sound", "badge"])
    #expect(device.events(named: "notification.displayed").count == 1)
    let missedWillPresent = device.events(named: "delegate.missed").filter { $0["method"] == "willPresent" }
    #expect(missedWillPresent.map { $0["reason"] } == ["noDelegate"])
    #expect(missedWillPresent.first?["options"] == nil, "the SDK's answer, not the knob's, is what the system got")
  }

  /// With the app's delegate registered nothing is missed: the SDK answers as before.
  @Test(arguments: cases) func withTheAppsDelegateNothingIsMissed(_ example: Case) throws {
    let device = SimulatedDevice(platform: .iOS, sdk: example.sdk, state: .foreground, app: example.app)
    device.setDelegate(RecordingDelegate())
    try device.receive(json: example.payload, headers: alertHeaders)
    #expect(device.events(named: "delegate.missed").isEmpty)
    // One answer, the SDK's (WonderPush then forwards the call to the app's delegate, whose
    // answer is ignored: `forwardedBy`, recorded after the SDK's answer).
    #expect(device.events(named: "delegate.willPresent").compactMap { $0["answeredBy"] } == [.string(example.sdk.rawValue)])
  }

  /// Kii's iOS SDK sets no delegate (the app reads a push with `KiiReceivedMessage` in its own
  /// `willPresent`, here a direct push): without the app's delegate the knob still decides.
  @Test func kiiLeavesItToTheKnob() throws {
    let device = Self.device(.kii)
    try device.receive(json: #"{"aps":{"alert":"Hi"}}"#, headers: alertHeaders)
    #expect(device.events(named: "delegate.willPresent").isEmpty)
    #expect(device.events(named: "delegate.missed").map { $0["options"] } == [[]])
    #expect(device.events(named: "notification.displayed").isEmpty)
  }

  /// A push that is not the SDK's, with no app delegate to forward it to: OneSignal, WonderPush
  /// and Customer.io complete `willPresent` with every option (Customer.io's proxy with no
  /// handler answers `true`); Mapp, closed source, leaves it to the knob.
  @Test(arguments: [SDK.onesignal, .wonderpush, .customerio])
  func aPushNotTheSDKsIsCompletedWithEveryOption(_ sdk: SDK) throws {
    let device = Self.device(sdk)
    try device.receive(json: Self.plain, headers: alertHeaders)
    let answers = device.events(named: "delegate.willPresent")
    #expect(answers.map { $0["answeredBy"] } == [.string(sdk.rawValue)])
    #expect(answers.first?["options"] == ["banner", "list", "sound", "badge"])
    #expect(device.events(named: "delegate.missed").map { $0["method"] } == ["willPresent"])
    #expect(device.events(named: "delegate.missed").first?["options"] == nil)
    #expect(device.events(named: "notification.displayed").count == 1)
  }

  /// Mapp's closed SDK: what it answers for a push without `p` is not public, so the knob decides.
  @Test func mappLeavesAPushNotItsOwnToTheKnob() throws {
    let hidden = Self.device(.mapp)
    try hidden.receive(json: Self.plain, headers: alertHeaders)
    #expect(hidden.events(named: "delegate.willPresent").isEmpty)
    #expect(hidden.events(named: "delegate.missed").map { $0["options"] } == [[]])
    var original = DeviceOptions()
    original.iosForegroundPresentDefault = .original
    let shown = Self.device(.mapp, options: original)
    try shown.receive(json: Self.plain, headers: alertHeaders)
    #expect(shown.events(named: "notification.displayed").count == 1)
  }

  /// A plain APNs alert that is no vendor SDK's.
  static let plain = #"{"aps":{"alert":{"title":"Other","body":"vendor"}}}"#

  /// OneSignal: only a foreground listener the app registered can call `preventDefault()`.
  @Test func oneSignalPreventDefaultNeedsTheAppsListener() throws {
    var app = AppBehavior()
    app.preventsForegroundDisplay = true
    let device = Self.device(.onesignal, app: app)
    try device.receive(json: Self.cases[0].payload, headers: alertHeaders)
    #expect(device.events(named: "notification.prevented").isEmpty)
    #expect(device.events(named: "delegate.missed").map { $0["method"] } == ["onWillDisplay", "willPresent"])
    #expect(device.events(named: "notification.displayed").count == 1)
  }

  /// A tap still reaches the SDK's click handling (its `opened` metric), while the app's
  /// opened callback is missed, and its `didReceive` too for Customer.io; OneSignal, with no
  /// notification-center delegate of the app's, hands the response to the app delegate's legacy
  /// didRRN instead (`callLegacyAppDeletegateSelector:`), which every app has.
  @Test(arguments: [SDK.onesignal, .customerio]) func aTapStillReachesTheSDK(_ sdk: SDK) throws {
    let example = try #require(Self.cases.first { $0.sdk == sdk })
    let device = Self.device(sdk)
    try device.receive(json: example.payload, headers: alertHeaders)
    try device.tap()
    #expect(device.events(named: "metric").contains { $0["name"] == "opened" })
    let missed = device.events(named: "delegate.missed").map { $0["method"] }
    #expect(missed.contains("onNotificationOpened"))
    #expect(missed.contains("didReceive") == (sdk != .onesignal))
    #expect(device.events(named: "delegate.didReceiveRemoteNotification").contains { $0["forwardedBy"] == "onesignal" } == (sdk == .onesignal))
  }

  /// Android too: an app without the foreground listener (`delegate: none`) cannot call
  /// `preventDefault()`, so OneSignal's in-focus notification is displayed; with the listener it
  /// is prevented (`os07`).
  @Test func oneSignalAndroidPreventDefaultNeedsTheAppsListener() throws {
    var app = AppBehavior()
    app.preventsForegroundDisplay = true
    let payload = #"{"custom":"{\"i\":\"prev-1\"}","alert":"In focus","google.message_id":"m1"}"#
    let without = SimulatedDevice(platform: .android, sdk: .onesignal, state: .foreground, app: app)
    without.setDelegateRegistration(.none)
    try without.receive(json: payload)
    #expect(without.events(named: "delegate.missed").map { $0["method"] }.contains("onWillDisplay"))
    #expect(without.events(named: "notification.prevented").isEmpty)
    #expect(without.events(named: "notification.displayed").count == 1)
    let listening = SimulatedDevice(platform: .android, sdk: .onesignal, state: .foreground, app: app)
    try listening.receive(json: payload)
    #expect(listening.events(named: "notification.prevented").map { $0["by"] } == ["onWillDisplay"])
  }
}
