import PushSim
import Testing

/// Customer.io's silent push (docs.customer.io "Silent push"): `CIO-Background-Delivery-ID` and
/// `-Token`, read by Android SDK 5.1.0's `setBackgroundPushCallback` and iOS SDK 5.2.0's handler
/// (app key `backgroundPushCallback`): `delivered`, then the data without the two keys to the
/// app, nothing shown, never `opened`; without the callback the SDK leaves it alone.
struct CustomerIOSilentPushTests {
  /// A device with the Customer.io SDK; `callback`: the app registered the silent-push callback.
  static func device(
    _ platform: Platform, _ state: AppState = .background, callback: Bool = true, options: DeviceOptions = DeviceOptions()
  ) -> (SimulatedDevice, RecordingDelegate) {
    CustomerIODeviceTests.device(platform, state, options: options) { $0.customerIOBackgroundPushCallback = callback }
  }

  /// An Android data-only silent push with FCM message id `id`.
  static func android(id: String = "m1") -> String {
    #"{"google.message_id":"\#(id)","CIO-Background-Delivery-ID":"dlv-s","CIO-Background-Delivery-Token":"tok","sync":"inbox"}"#
  }

  /// An iOS `content-available` silent push.
  static let iOS = #"{"aps":{"content-available":1},"CIO-Background-Delivery-ID":"dlv-s","CIO-Background-Delivery-Token":"tok","sync":"inbox"}"#

  /// The app's silent-push callbacks on `device`.
  static func callbacks(_ device: SimulatedDevice) -> [TraceEvent] { device.events(named: "delegate.backgroundPush") }

  /// The `name` fields of the device's metric events.
  static func metrics(_ device: SimulatedDevice) -> [String] {
    device.events(named: "metric").compactMap { $0["name"]?.stringValue }
  }

  /// The decoder reads both keys and hands over every other data key (iOS: but `aps`).
  @Test func theKeysAreRemovedFromTheData() throws {
    let android = try #require(CustomerIOBackgroundPush(try WP.push(Self.android(), on: .android)))
    #expect(android.deliveryId == "dlv-s")
    #expect(android.deliveryToken == "tok")
    #expect(android.data == ["sync": "inbox"])
    let iOS = try #require(CustomerIOBackgroundPush(try WP.push(Self.iOS, on: .iOS)))
    #expect(iOS.data == ["sync": "inbox"])
    #expect(CustomerIOBackgroundPush(try WP.push(#"{"aps":{"content-available":1},"CIO-Background-Delivery-ID":"d"}"#, on: .iOS)) == nil)
    #expect(CustomerIOBackgroundPush(try WP.push(#"{"aps":{"content-available":1},"CIO-Background-Delivery-ID":5,"CIO-Background-Delivery-Token":"t"}"#, on: .iOS)) == nil)
  }

  /// Android, a killed app: FCM starts the process, the SDK reports delivered and calls the
  /// callback; nothing is shown and the app's received callback hears nothing.
  @Test func androidReportsDeliveredAndHandsTheDataOver() throws {
    let (device, delegate) = Self.device(.android, .killed)
    try device.receive(json: Self.android())
    #expect(Self.metrics(device) == ["delivered"])
    let call = try #require(Self.callbacks(device).first)
    #expect(call["deliveryId"] == "dlv-s")
    #expect(call["data"] == .object(["sync": "inbox"]))
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "push.dropped").isEmpty)
    #expect(!delegate.methods.contains("onNotificationReceived"))
    #expect(device.events(named: "app.launched").first?["reason"] == "backgroundPush")
  }

  /// "The same push can arrive more than once": the SDK hands every arrival over (the docs say
  /// the app keys its work on the id, not that the SDK drops repeats).
  @Test func androidRepeatsReachTheCallbackAgain() throws {
    let (device, _) = Self.device(.android)
    try device.receive(json: Self.android(id: "m1"))
    try device.receive(json: Self.android(id: "m2"))
    #expect(Self.callbacks(device).count == 2)
    #expect(Self.metrics(device) == ["delivered", "delivered"])
  }

  /// Without the callback (an older SDK or none registered): `notSdkPayload`, saying why.
  @Test func withoutTheCallbackTheSDKLeavesItAlone() throws {
    let (device, _) = Self.device(.android, callback: false)
    try device.receive(json: Self.android())
    #expect(Self.callbacks(device).isEmpty)
    #expect(Self.metrics(device).isEmpty)
    let dropped = try #require(device.events(named: "push.dropped").first)
    #expect(dropped["reason"] == "notSdkPayload")
    #expect(dropped["message"]?.stringValue?.contains("backgroundPushCallback") == true)
  }

  /// `autoTrackPushEvents: false`: the callback runs, no metric.
  @Test func autoTrackOffReportsNoDelivered() throws {
    var options = DeviceOptions()
    options.cioAutoTrackPushEvents = false
    let (device, _) = Self.device(.android, options: options)
    try device.receive(json: Self.android())
    #expect(Self.callbacks(device).count == 1)
    #expect(Self.metrics(device).isEmpty)
  }

  /// iOS: didRRN, then the SDK's delivered and the handler; nothing shown, no extension.
  @Test func iOSContentAvailableReachesTheHandler() throws {
    let (device, delegate) = Self.device(.iOS)
    try device.receive(json: Self.iOS, headers: backgroundHeaders)
    #expect(Self.metrics(device) == ["delivered"])
    #expect(Self.callbacks(device).first?["data"] == .object(["sync": "inbox"]))
    #expect(device.tray.isEmpty)
    #expect(delegate.methods.contains("didReceiveRemoteNotification"))
    #expect(!delegate.methods.contains("onNotificationReceived"))
  }

  /// iOS's content-available rules hold: a force-quit app gets nothing, so no metric either.
  @Test func iOSForceQuitAppGetsNothing() throws {
    let (device, _) = Self.device(.iOS)
    try device.perform(.forceQuit)
    try device.receive(json: Self.iOS, headers: backgroundHeaders)
    #expect(Self.callbacks(device).isEmpty)
    #expect(Self.metrics(device).isEmpty)
    #expect(device.events(named: "push.dropped").first?["reason"] == "forceQuit")
  }

  /// iOS without the handler: the app's own didRRN and received callback, no metric.
  @Test func iOSWithoutTheHandlerIsTheAppsPush() throws {
    let (device, delegate) = Self.device(.iOS, callback: false)
    try device.receive(json: Self.iOS, headers: backgroundHeaders)
    #expect(Self.callbacks(device).isEmpty)
    #expect(Self.metrics(device).isEmpty)
    #expect(delegate.methods.contains("onNotificationReceived"))
  }

  /// Lint (and the decoder) name the silent push and the app key it needs.
  @Test func theDecoderExplainsASilentPush() throws {
    guard case .failure(let issue) = try CIO.android(Self.android()) else {
      Issue.record("a silent push is not a visible Customer.io push")
      return
    }
    #expect(issue.message.contains("CIO-Background-Delivery-ID"))
    #expect(issue.message.contains("5.1.0"))
    guard case .failure(let iOSIssue) = try CIO.iOS(Self.iOS) else {
      Issue.record("a silent push is not a visible Customer.io push")
      return
    }
    #expect(iOSIssue.message.contains("iOS SDK 5.2.0"))
    #expect(try CIO.lint(Self.android(), .android) == ["warning:silentPush"])
    #expect(try CIO.lint(Self.iOS, .iOS, headers: backgroundHeaders) == ["warning:silentPush"])
  }

  /// `backgroundPushCallback` loads on Customer.io Android and iOS apps; a value that is not a
  /// boolean, or another SDK's app, is an error at its place.
  @Test func theAppKeyIsChecked() {
    func device(_ value: String, platform: String = "android", sdk: String = "customerio") -> String {
      #"{"platform":"\#(platform)","sdk":"\#(sdk)","state":"background","app":{"backgroundPushCallback":\#(value)}}"#
    }
    #expect(loadError(scenarioText(steps: "", device: device("true"))) == nil)
    #expect(loadError(scenarioText(steps: "", device: device("false", platform: "ios"))) == nil)
    let cases: [(String, String)] = [
      (device(#""yes""#), #""backgroundPushCallback" in "app" of device "phone" must be true or false"#),
      (device("true", sdk: "fcm"), #"app key "backgroundPushCallback" applies to apps with sdk customerio only (a setting of Customer.io)"#),
    ]
    for (device, expected) in cases {
      let message = loadError(scenarioText(steps: "", device: device))
      #expect(message?.contains(expected) == true, "\(expected): \(message ?? "loaded")")
    }
  }
}
