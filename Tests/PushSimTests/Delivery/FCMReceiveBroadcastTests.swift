import Testing

@testable import PushSim

/// Every FCM message reaches the app as a `com.google.android.c2dm.intent.RECEIVE` broadcast,
/// which starts the app's process when it is not running, whatever the FCM SDK's service then
/// does with it; the wrappers' own receivers filter the intent as their sources do
/// (FlutterFire's `FlutterFirebaseMessagingReceiver` not at all, React Native Firebase's
/// `ReactNativeFirebaseMessagingReceiver` drops a `message_type` other than `gcm`).
struct FCMReceiveBroadcastTests {
  static let noUI = #"{"gcm.n.e":"1","gcm.n.title":"Hi","gcm.n.noui":"1","google.message_id":"n1"}"#
  static let unknownType = #"{"message_type":"foo","google.message_id":"u1","k":"v"}"#
  static let sendEvent = #"{"message_type":"send_event","google.message_id":"s1"}"#

  /// A killed app's process is started, traced as any cold start for a push, for a `gcm.n.noui`
  /// message and an unknown `message_type`; nothing is shown and the drop stays.
  @Test(arguments: [(noUI, "noUI"), (unknownType, "unknownMessageType")])
  func killedAppIsStartedForAMessageTheServiceIgnores(json: String, reason: String) throws {
    let device = SimulatedDevice(platform: .android, state: .killed)
    try device.receive(json: json)
    #expect(device.state == .background)
    #expect(device.events(named: "app.launched").map { $0["reason"] } == ["backgroundPush"])
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == [.string(reason)])
    #expect(device.tray.isEmpty)
    #expect(device.eventNames.firstIndex(of: "app.launched")! < device.eventNames.firstIndex(of: "push.dropped")!)
  }

  /// Row a10 (permission denied) starts the process too, for a native app and an Airship plugin alike.
  @Test(arguments: [Wrapper.native, .airshipFlutter])
  func permissionDeniedStartsTheProcess(wrapper: Wrapper) throws {
    var options = DeviceOptions()
    options.notificationPermission = false
    let device = SimulatedDevice(platform: .android, wrapper: wrapper, state: .killed, options: options)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"T","google.message_id":"m1"}"#)
    #expect(device.events(named: "app.launched").count == 1)
    #expect(device.state == .background)
    #expect(device.events(named: "push.dropped").first?["reason"] == "permissionDenied")
  }

  /// FlutterFire's receiver sees every RECEIVE intent: `onMessage` in the foreground and
  /// `onBackgroundMessage` out of it, for noui, unknown types and upstream results alike.
  @Test(arguments: [noUI, unknownType, sendEvent])
  func flutterFireGetsEveryIntent(json: String) throws {
    var options = DeviceOptions()
    options.dartEntryPoint = true
    let foreground = SimulatedDevice(platform: .android, wrapper: .flutter, state: .foreground, options: options)
    try foreground.receive(json: json)
    #expect(foreground.events(named: "delegate.onMessage").count == 1)
    let killed = SimulatedDevice(platform: .android, wrapper: .flutter, state: .killed, options: options)
    try killed.receive(json: json)
    #expect(killed.events(named: "delegate.onBackgroundMessage").count == 1)
    #expect(killed.events(named: "app.launched").count == 1)
  }

  /// React Native Firebase's receiver drops a `message_type` other than `gcm` (upstream results,
  /// unknown types) but hands a noui message to JS.
  @Test func reactNativeFirebaseFiltersOnMessageType() throws {
    let noUI = SimulatedDevice(platform: .android, wrapper: .reactNative, state: .background)
    try noUI.receive(json: Self.noUI)
    #expect(noUI.events(named: "delegate.setBackgroundMessageHandler").count == 1)
    let foreground = SimulatedDevice(platform: .android, wrapper: .reactNative, state: .foreground)
    try foreground.receive(json: Self.noUI)
    #expect(foreground.events(named: "delegate.onMessage").count == 1)
    for json in [Self.unknownType, Self.sendEvent] {
      let device = SimulatedDevice(platform: .android, wrapper: .reactNative, state: .background)
      try device.receive(json: json)
      #expect(device.eventNames.allSatisfy { !$0.hasPrefix("delegate.on") || $0 == "delegate.onMessageSent" }, "\(json)")
      #expect(device.events(named: "delegate.setBackgroundMessageHandler").isEmpty)
      #expect(device.events(named: "delegate.missed").isEmpty)
    }
  }

  /// React Native Firebase's second guard (PR #9105) drops an intent whose `google.message_id`
  /// extra is null, which FCM stamps on every message it delivers: a data map written without
  /// it stands for such a message (PushSim names it `fcm-N`), so it still reaches JS, in the
  /// foreground and from the background handler; so does one with only the legacy `message_id`,
  /// and an empty `google.message_id` (`getString` returns "", not null).
  @Test(arguments: [
    (#"{"k":"v"}"#, "fcm-1"),
    (#"{"message_id":"m1","k":"v"}"#, "fcm-1"),
    (#"{"google.message_id":"","k":"v"}"#, ""),
    (#"{"gcm.n.e":"1","gcm.n.title":"T"}"#, "fcm-1"),
  ])
  func reactNativeFirebaseTakesAMapWrittenWithoutGoogleMessageID(json: String, id: String) throws {
    let foreground = SimulatedDevice(platform: .android, wrapper: .reactNative, state: .foreground)
    try foreground.receive(json: json)
    #expect(foreground.events(named: "delegate.onMessage").map { $0["notification"] } == [.string(id)])
    #expect(foreground.events(named: "delegate.missed").isEmpty)
    let killed = SimulatedDevice(platform: .android, wrapper: .reactNative, state: .killed)
    try killed.receive(json: json, headers: ["priority": "high"])
    #expect(killed.events(named: "delegate.setBackgroundMessageHandler").map { $0["notification"] } == [.string(id)])
    #expect(killed.events(named: "delegate.missed").isEmpty)
  }

  /// The plugins that receive FCM through a `FirebaseMessagingService` (Cordova's, Airship's) get
  /// nothing for a message the FCM SDK does not dispatch.
  @Test(arguments: [Wrapper.cordova, .airshipFlutter])
  func serviceBasedPluginsGetNothing(wrapper: Wrapper) throws {
    let device = SimulatedDevice(platform: .android, wrapper: wrapper, state: .foreground)
    try device.receive(json: Self.noUI)
    #expect(device.events(named: "delegate.missed").isEmpty)
    #expect(device.eventNames.filter { $0.hasPrefix("delegate.") }.isEmpty)
  }
}
