import PushSim
import Testing

/// FlutterFire on iOS outside the background, as `FLTFirebaseMessagingPlugin.m` has it:
/// `willPresent` sends every FCM message to `onMessage` (but iOS 18.0's duplicate, xf8), and
/// didRRN sends one only when `aps` has no `alert`, leaving the others to `willPresent`. So a
/// push reaches `onMessage` once per hook that sends it: none, one or two.
struct FlutterForegroundReceiveTests {
  /// A FlutterFire app in the foreground on iOS, with a recording delegate.
  static func device(
    options: DeviceOptions = DeviceOptions(), app: AppBehavior = AppBehavior()
  ) -> (SimulatedDevice, RecordingDelegate) {
    let device = SimulatedDevice(platform: .iOS, wrapper: .flutter, state: .foreground, options: options, app: app)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    return (device, delegate)
  }

  /// i7: willPresent sends it, didRRN (an alert) does not: onMessage once, after willPresent
  /// and before didRRN, on iOS 18.0's double willPresent too.
  @Test(arguments: [false, true])
  func anAlertWithContentAvailableReachesOnMessageFromWillPresent(ios18_0: Bool) throws {
    var options = DeviceOptions()
    options.ios18_0DuplicateDelivery = ios18_0
    let (device, delegate) = Self.device(options: options)
    try device.receive(json: Payloads.fcmAlertCA, headers: alertHeaders)
    #expect(device.onMessageRules == ["xf1"])
    #expect(delegate.methods.prefix(3) == ["willPresent", "onMessage", "onNotificationReceived"])
    #expect(delegate.methods.contains("didReceiveRemoteNotification"))
  }

  /// `content-available: 0` (or `"1"`) wakes no didRRN, and FlutterFire's willPresent has no
  /// `contentAvailable` test (unlike React Native Firebase's, xr7): onMessage once.
  @Test(arguments: [#""content-available":0"#, #""content-available":"1""#])
  func aContentAvailableKeyThatWakesNothingStillReachesOnMessage(key: String) throws {
    let (device, delegate) = Self.device()
    try device.receive(json: #"{"gcm.message_id":"f9","aps":{"alert":"Hi",\#(key)}}"#, headers: alertHeaders)
    #expect(device.onMessageRules == ["xf1"])
    #expect(!delegate.methods.contains("didReceiveRemoteNotification"))
    #expect(device.events(named: "delegate.missed").isEmpty)
  }

  /// A silent push (i11): only didRRN runs, and it sends an `aps` without `alert` to onMessage.
  @Test func aSilentPushReachesOnMessageFromDidRRN() throws {
    let (device, delegate) = Self.device()
    try device.receive(
      json: #"{"gcm.message_id":"f3","aps":{"content-available":1}}"#,
      headers: ["apns-push-type": "background", "apns-priority": "5"])
    #expect(device.onMessageRules == ["xf1"])
    #expect(delegate.methods.prefix(2) == ["didReceiveRemoteNotification", "onMessage"])
  }

  /// A badge or a sound with content-available (i7 without an alert): iOS asks willPresent and
  /// calls didRRN, and both send it, as in FlutterFire: onMessage twice.
  @Test func aBadgeWithContentAvailableReachesOnMessageTwice() throws {
    let (device, delegate) = Self.device()
    try device.receive(json: #"{"gcm.message_id":"f4","aps":{"badge":3,"content-available":1}}"#, headers: alertHeaders)
    #expect(device.onMessageRules == ["xf1", "xf1"])
    let didRRN = try #require(delegate.methods.firstIndex(of: "didReceiveRemoteNotification"))
    #expect(delegate.methods.lastIndex(of: "onMessage").map { $0 > didRRN } == true)
  }

  /// iOS that also calls didRRN for a foreground alert (`iosForegroundAlertCallsDidRRN`): the
  /// alert leaves didRRN to willPresent, so onMessage runs once.
  @Test func anAlertGivenToBothHooksReachesOnMessageOnce() throws {
    var options = DeviceOptions()
    options.iosForegroundAlertCallsDidRRN = true
    let (device, delegate) = Self.device(options: options)
    try device.receive(json: Payloads.fcmAlert, headers: alertHeaders)
    #expect(delegate.methods.contains("didReceiveRemoteNotification"))
    #expect(device.onMessageRules == ["xf1"])
  }

  /// Notifications not allowed: iOS asks no willPresent, and didRRN leaves an alert with
  /// content-available to it, so Dart never gets it (xf9, `leftToWillPresent`); a silent push
  /// still reaches onMessage from didRRN.
  @Test func withoutNotificationPermissionAnAlertIsMissed() throws {
    var options = DeviceOptions()
    options.notificationPermission = false
    let (device, delegate) = Self.device(options: options)
    try device.receive(json: Payloads.fcmAlertCA, headers: alertHeaders)
    #expect(delegate.methods.first == "didReceiveRemoteNotification")
    #expect(device.onMessageRules.isEmpty)
    let missed = try #require(device.events(named: "delegate.missed").first)
    #expect(missed["method"] == "onMessage")
    #expect(missed["reason"] == "leftToWillPresent")
    #expect(missed["rule"] == "xf9")
    try device.receive(
      json: #"{"gcm.message_id":"f3","aps":{"content-available":1}}"#,
      headers: ["apns-push-type": "background", "apns-priority": "5"])
    #expect(device.onMessageRules == ["xf1"])
  }

  /// A plain APNs push (no `gcm.message_id`) with content-available: neither hook sends it;
  /// the miss is recorded once (xf7), not once per hook.
  @Test func aPlainAPNsPushIsMissedOnce() throws {
    let (device, _) = Self.device()
    try device.receive(json: #"{"aps":{"alert":"Hi","content-available":1}}"#, headers: alertHeaders)
    #expect(device.onMessageRules.isEmpty)
    #expect(device.events(named: "delegate.missed").map { $0["rule"] } == ["xf7"])
  }
}

extension FlutterForegroundReceiveTests {
  static let mutableAlertCA =
    #"{"gcm.message_id":"f5","aps":{"alert":{"title":"Hi","body":"There"},"content-available":1,"mutable-content":1}}"#

  /// With a service extension didRRN runs first and leaves the alert to the willPresent after
  /// the extension: onMessage follows willPresent, not didRRN.
  @Test func withAServiceExtensionOnMessageFollowsTheLaterWillPresent() throws {
    var app = AppBehavior()
    app.serviceExtension = ScriptedServiceExtension(takes: .seconds(2), title: "Changed")
    let (device, delegate) = Self.device(app: app)
    try device.receive(json: Self.mutableAlertCA, headers: alertHeaders)
    #expect(delegate.methods.first == "didReceiveRemoteNotification")
    #expect(device.onMessageRules.isEmpty)
    device.advance(by: .seconds(3))
    #expect(device.onMessageRules == ["xf1"])
    #expect(Array(delegate.methods.suffix(3)) == ["willPresent", "onMessage", "onNotificationReceived"])
  }

  /// The app leaves the foreground before the extension ends: iOS shows the notification
  /// without willPresent, so the alert didRRN left to it reaches no onMessage (xf9); nor does
  /// one the extension suppresses.
  @Test(arguments: [false, true])
  func anExtensionThatOutlastsTheForegroundLeavesNoOnMessage(suppresses: Bool) throws {
    var app = AppBehavior()
    app.notificationFilteringEntitlement = suppresses
    app.serviceExtension = ScriptedServiceExtension(takes: .seconds(2), suppresses: suppresses)
    let (device, delegate) = Self.device(app: app)
    try device.receive(json: Self.mutableAlertCA, headers: alertHeaders)
    if !suppresses { try device.perform(.background) }
    device.advance(by: .seconds(3))
    #expect(!delegate.methods.contains("willPresent"))
    #expect(device.onMessageRules.isEmpty)
    #expect(device.events(named: "delegate.missed").map { $0["reason"] } == ["leftToWillPresent"])
    #expect(device.events(named: "delegate.onBackgroundMessage").isEmpty)
  }
}
