import PushSim
import Testing

/// Payloads used across tests.
enum Payloads {
  static let alert = #"{"aps":{"alert":{"title":"Hello","body":"World"}}}"#
  static let alertMC = #"{"aps":{"alert":{"title":"Hello","body":"World"},"mutable-content":1}}"#
  static let alertCA = #"{"aps":{"alert":{"title":"Hello","body":"World"},"content-available":1}}"#
  static let background = #"{"aps":{"content-available":1},"sync":"inbox"}"#
  static let badge = #"{"aps":{"badge":3}}"#
  /// The APNs payloads of FCM messages (`gcm.message_id` at the root), which React Native
  /// Firebase and FlutterFire hand to JS or Dart on iOS (plain APNs pushes they do not).
  static let fcmAlert = #"{"gcm.message_id":"f1","aps":{"alert":{"title":"Hello","body":"World"}}}"#
  static let fcmAlertCA = #"{"gcm.message_id":"f2","aps":{"alert":{"title":"Hello","body":"World"},"content-available":1}}"#
  static let fcmBackground = #"{"gcm.message_id":"f3","aps":{"content-available":1},"sync":"inbox"}"#
  static let fcmNotification = #"{"gcm.n.e":"1","gcm.n.title":"Hi","gcm.n.body":"There","google.message_id":"m1"}"#
  static let fcmBoth = #"{"gcm.n.e":"1","gcm.n.title":"Hi","gcm.n.body":"There","google.message_id":"m2","order":"42"}"#
  static let fcmData = #"{"order":"42","google.message_id":"m3"}"#
  static let web = #"{"title":"Hi","body":"There","tag":"promo","data":{"url":"https://example.com/promo"}}"#
}

extension DeviceOptions {
  /// Checks an Android-only whole-number option: its default, that iOS and the web refuse it,
  /// and that a setting of `value` sets it.
  static func expectAndroidOnly(
    _ name: String, _ keyPath: KeyPath<DeviceOptions, Int>, default defaultValue: Int, settable value: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(DeviceOptions()[keyPath: keyPath] == defaultValue, sourceLocation: sourceLocation)
    #expect(inapplicability(of: name, on: .iOS) != nil, sourceLocation: sourceLocation)
    #expect(inapplicability(of: name, on: .web) != nil, sourceLocation: sourceLocation)
    var options = DeviceOptions()
    #expect(options.apply(DeviceSetting(name: name, value: .integer(Int64(value)))) == nil, sourceLocation: sourceLocation)
    #expect(options[keyPath: keyPath] == value, sourceLocation: sourceLocation)
  }

  /// The default options without Android's rate limit on updates (5 a second,
  /// ``DeviceOptions/androidMaxPackageEnqueueRate``), for tests that post far faster than it
  /// allows (from a fresh estimate the 25th post in one instant is past it): OneSignal reposting
  /// its groupless notifications with each of 50 pushes, or restoring a group of 50 with its
  /// summary at 10 posts a second.
  static var oneInstant: DeviceOptions {
    var options = DeviceOptions()
    options.androidMaxPackageEnqueueRate = 0
    return options
  }
}

extension SimulatedDevice {
  /// The names of this device's trace events.
  var eventNames: [String] { trace.events(of: id).map(\.name) }

  /// The names of the events recorded since `start`.
  func eventNames(since start: Int) -> [String] {
    trace.events(since: start).filter { $0.device == id }.map(\.name)
  }

  /// The events named `name`.
  func events(named name: String) -> [TraceEvent] { trace.events(of: id).filter { $0.name == name } }

  /// The rule (`i7`, `a2`, …) of the last `push.received`.
  var lastRule: String? { events(named: "push.received").last?["rule"]?.stringValue }

  /// A OneSignal iOS device in `state` whose app uses the SDK's service extension (which adds
  /// the payload's buttons, attachments and badge count), the app's defaults otherwise.
  static func oneSignalIOSWithSDKExtension(_ state: AppState, ownNotificationCenterDelegate: Bool = false) -> SimulatedDevice {
    var app = AppBehavior()
    app.usesSDKServiceExtension = true
    app.oneSignalOwnNotificationCenterDelegate = ownNotificationCenterDelegate
    return SimulatedDevice(platform: .iOS, sdk: .onesignal, state: state, app: app)
  }

  /// The rules (`xr1`, `xf1`, …) of the wrapper's `onMessage` events, in order.
  var onMessageRules: [String?] { events(named: "delegate.onMessage").map { $0["rule"]?.stringValue } }
}

/// iOS headers for an alert.
let alertHeaders: PushHeaders = ["apns-push-type": "alert"]
/// iOS headers for a background push.
let backgroundHeaders: PushHeaders = ["apns-push-type": "background", "apns-priority": 5]
