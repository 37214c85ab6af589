import Foundation
import PushSim
import Testing

/// The `androidLaunchMode` knob (R-A-6): the FCM SDK's content intent carries
/// `FLAG_ACTIVITY_CLEAR_TOP` without `FLAG_ACTIVITY_SINGLE_TOP`, so an alive activity gets
/// `onNewIntent` unless its launch mode is `standard`, which Android finishes and creates anew.
struct AndroidLaunchModeTests {
  /// An Android device with the FCM SDK, the app's activity in `mode`, and a recording delegate.
  static func device(_ state: AppState, _ mode: AndroidLaunchMode?) -> (SimulatedDevice, RecordingDelegate) {
    var options = DeviceOptions()
    if let mode { options.androidLaunchMode = mode }
    let device = SimulatedDevice(platform: .android, state: state, options: options)
    let delegate = RecordingDelegate()
    device.setDelegate(delegate)
    return (device, delegate)
  }

  /// The app's activity events of the device's trace, in order.
  static func activityEvents(_ device: SimulatedDevice) -> [String] {
    device.eventNames.filter { $0 == "delegate.onCreate" || $0 == "delegate.onNewIntent" }
  }

  /// The knob defaults to `singleTop`, PushSim's behaviour before it existed.
  @Test func defaultIsSingleTop() {
    #expect(DeviceOptions().androidLaunchMode == .singleTop)
  }

  /// `standard`: a tap with the app's activity alive in the background (a2, a5) finishes it and
  /// creates it anew: `delegate.onCreate`, `backStack` `recreated`, and the delegate hears of a
  /// new activity.
  @Test(arguments: [Payloads.fcmNotification, Payloads.fcmBoth])
  func standardRecreatesAnAliveBackgroundActivity(_ payload: String) throws {
    let (device, delegate) = Self.device(.background, .standard)
    try device.receive(json: payload)
    try device.tap()
    #expect(Self.activityEvents(device) == ["delegate.onCreate"])
    let intent = try #require(device.events(named: "delegate.onCreate").last)
    #expect(intent["launchMode"] == "standard")
    #expect(intent["backStack"] == "recreated")
    #expect(intent["opens"] == "launcher")
    #expect(delegate.methods.contains("onCreate") && !delegate.methods.contains("onNewIntent"))
    #expect(!device.eventNames.contains("app.launched"))
    #expect(device.state == .foreground)
  }

  /// `standard`: a foreground app behind the lock screen (a2, R-A-3) is recreated too.
  @Test func standardRecreatesAnAliveActivityBehindTheLockScreen() throws {
    let (device, delegate) = Self.device(.foreground, .standard)
    device.lock()
    try device.receive(json: Payloads.fcmNotification)
    #expect(device.lastRule == "a2")
    try device.tap()
    #expect(Self.activityEvents(device) == ["delegate.onCreate"])
    #expect(device.events(named: "delegate.onCreate").last?["backStack"] == "recreated")
    #expect(delegate.methods.contains("onCreate"))
  }

  /// `singleTop` (set or not), `singleTask` and `singleInstance`: the alive activity gets the
  /// intent in `onNewIntent`; a mode the scenario chose other than the default is traced.
  @Test(arguments: [nil, AndroidLaunchMode.singleTop, .singleTask, .singleInstance])
  func otherModesDeliverToTheAliveActivity(_ mode: AndroidLaunchMode?) throws {
    for lockedForeground in [false, true] {
      let (device, delegate) = Self.device(lockedForeground ? .foreground : .background, mode)
      if lockedForeground { device.lock() }
      try device.receive(json: Payloads.fcmBoth)
      try device.tap()
      #expect(Self.activityEvents(device) == ["delegate.onNewIntent"], "\(String(describing: mode))")
      let intent = try #require(device.events(named: "delegate.onNewIntent").last)
      let traced = mode.map { $0 != .singleTop } ?? false
      #expect(intent["launchMode"] == (traced ? mode.map { .string($0.rawValue) } : nil))
      #expect(intent["backStack"] == (traced ? "kept" : nil))
      #expect(delegate.methods.contains("onNewIntent") && !delegate.methods.contains("onCreate"))
    }
  }

  /// A cold start creates the activity whatever the mode, from a process the push started
  /// (no activity) or from no process at all (swiped away after the push); the trace says
  /// `backStack` `new` for a chosen mode.
  @Test(arguments: AndroidLaunchMode.allCases)
  func coldStartCreatesTheActivityInEveryMode(_ mode: AndroidLaunchMode) throws {
    for swipedAway in [false, true] {
      let (device, delegate) = Self.device(.killed, mode)
      try device.receive(json: Payloads.fcmBoth)
      if swipedAway { try device.perform(.swipeAway) }
      try device.tap()
      #expect(Self.activityEvents(device) == ["delegate.onCreate"])
      #expect(device.events(named: "app.launched").contains { $0["reason"] == "notificationTap" } == swipedAway)
      let intent = try #require(device.events(named: "delegate.onCreate").last)
      #expect(intent["backStack"] == (mode == .singleTop ? nil : "new"))
      #expect(delegate.methods.contains("onCreate") && !delegate.methods.contains("onNewIntent"))
    }
  }

  /// A vendor SDK's own notification keeps its click activity's flags: Customer.io's default
  /// (`NEW_TASK | SINGLE_TOP`) hands the alive activity the intent even with `standard`.
  @Test func vendorSDKNotificationKeepsItsOwnFlags() throws {
    var options = DeviceOptions()
    options.androidLaunchMode = .standard
    var app = AppBehavior()
    app.handledLinks = ["myapp://"]
    let device = SimulatedDevice(platform: .android, sdk: .customerio, state: .background, options: options, app: app)
    try device.receive(json: CustomerIODeepLinkCallbackTests.androidPush(link: "myapp://orders/1"))
    try device.tap()
    #expect(Self.activityEvents(device) == ["delegate.onNewIntent"])
    #expect(device.events(named: "delegate.onNewIntent").last?["launchMode"] == nil)
  }

  /// `pushsim matrix --device` reads the knob as a scenario does: ON TAP of the background
  /// Android row (a5, activity alive) is `onCreate` with `standard`, `onNewIntent` without;
  /// the killed row is `onCreate` either way; a bad value is a usage error with the values.
  @Test func matrixDeviceOption() {
    let payload = #"{"gcm.n.e":"1","gcm.n.title":"Hi","gcm.n.body":"There","k":"v"}"#
    let standard = runCLI(["matrix", "-", "--device", #"{"options":{"androidLaunchMode":"standard"}}"#], stdin: payload)
    #expect(standard.status == .success, "\(standard.err)")
    let plain = runCLI(["matrix", "-"], stdin: payload)
    func onTap(_ out: String, _ state: String) -> String? {
      out.split(separator: "\n").first { $0.hasPrefix("android   \(state) ") }?.components(separatedBy: "  ").last
    }
    #expect(onTap(standard.out, "background") == "front: onCreate → launcher", "\(standard.out)")
    #expect(onTap(plain.out, "background") == "front: onNewIntent → launcher", "\(plain.out)")
    #expect(onTap(standard.out, "killed") == onTap(plain.out, "killed"))
    let bad = runCLI(["matrix", "-", "--device", #"{"options":{"androidLaunchMode":"multiple"}}"#], stdin: payload)
    #expect(bad.status == .usage)
    #expect(bad.err.contains(#"option "androidLaunchMode" must be one of "singleTop", "singleTask", "singleInstance", "standard""#), "\(bad.err)")
  }

  /// The scenario key sets the knob; an unknown value is refused with the allowed values, and
  /// the option on another platform is refused as doing nothing.
  @Test func scenarioOption() throws {
    let android = #"{"platform":"android","state":"background","options":{"androidLaunchMode":"standard"}}"#
    let scenario = try ScenarioLoader().load(bytes: Array(scenarioText(steps: "", device: android).utf8), file: "s.json")
    #expect(scenario.devices.first?.options.androidLaunchMode == .standard)

    let bad = #"{"platform":"android","state":"background","options":{"androidLaunchMode":"multiple"}}"#
    let message = loadError(scenarioText(steps: "", device: bad))
    #expect(
      message?.contains(
        #"option "androidLaunchMode" must be one of "singleTop", "singleTask", "singleInstance", "standard", not "multiple""#
      ) == true, "\(message ?? "loaded")")

    let iOS = #"{"platform":"ios","state":"background","options":{"androidLaunchMode":"standard"}}"#
    let wrongPlatform = loadError(scenarioText(steps: "", device: iOS))
    #expect(wrongPlatform?.contains(#"option "androidLaunchMode" is for android devices"#) == true, "\(wrongPlatform ?? "loaded")")
  }

  /// phonegap-plugin-push's own notification (a Cordova app's data message with a title) opens
  /// the plugin's activity, which brings the task forward without CLEAR_TOP: `standard` changes
  /// nothing there, the alive activity gets `onNewIntent`.
  @Test func cordovaPluginNotificationIsNotRecreated() throws {
    var options = DeviceOptions()
    options.androidLaunchMode = .standard
    let device = SimulatedDevice(platform: .android, wrapper: .cordova, state: .foreground, options: options)
    try device.perform(.background)
    try device.receive(json: #"{"title":"T","message":"m"}"#)
    #expect(device.tray.latest?.channel == "PushPluginChannel")
    try device.tap()
    #expect(Self.activityEvents(device) == ["delegate.onNewIntent"])
    #expect(device.events(named: "delegate.onNewIntent").last?["launchMode"] == nil)
  }
}
