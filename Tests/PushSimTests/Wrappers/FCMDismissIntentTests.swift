import Testing

@testable import PushSim

/// Row xf10: on Android the delete intent of a notification the FCM SDK displayed is the SDK's
/// wrapped `NOTIFICATION_DISMISS` analytics broadcast, which since firebase-messaging 23.3.0
/// (firebase-android-sdk#5410) reaches every RECEIVE receiver of the app. FlutterFire's
/// `FlutterFirebaseMessagingReceiver` hands it to Dart as an empty message (flutterfire#12317,
/// #12326); React Native Firebase drops it (PR #9105); the plugins that receive through a
/// `FirebaseMessagingService` (Cordova's, Airship's) and a native app's service never see it.
struct FCMDismissIntentTests {
  /// An app that keeps the pushes its wrapper callbacks were given.
  final class Kept: PushDelegate {
    var pushes: [(WrapperOverlay.Callback, IncomingPush)] = []
    func onNotificationReceived(_ push: IncomingPush) {}
    func wrapperCallback(_ callback: WrapperOverlay.Callback, push: IncomingPush) { pushes.append((callback, push)) }
  }

  static func flutter(_ state: AppState, entryPoint: Bool = true) -> (SimulatedDevice, Kept) {
    var options = DeviceOptions()
    options.dartEntryPoint = entryPoint
    let device = SimulatedDevice(platform: .android, wrapper: .flutter, state: state, options: options)
    let app = Kept()
    device.setDelegate(app)
    return (device, app)
  }

  /// The map FlutterFire's `remoteMessageToMap` builds from the empty message.
  static let emptyMessage: JSONValue = ["data": .object([:]), "sentTime": 0, "ttl": 0]

  /// In the background the swipe runs `onBackgroundMessage` with a message that has no id, no
  /// data and no notification (kind `notification_dismiss`), traced under the dismissed id.
  @Test func backgroundFlutterAppGetsAnEmptyMessage() throws {
    let (device, app) = Self.flutter(.background)
    try device.receive(json: Payloads.fcmNotification)
    let start = device.trace.events.count
    try device.dismiss(.id("m1"))
    #expect(
      device.eventNames(since: start) == [
        "notification.removed", "delegate.onBackgroundMessage", "delegate.onNotificationReceived",
      ])
    let call = try #require(device.events(named: "delegate.onBackgroundMessage").last)
    #expect(call["rule"] == "xf10")
    #expect(call["notification"] == "m1")
    #expect(call["remoteMessage"] == Self.emptyMessage)
    let (callback, push) = try #require(app.pushes.last)
    #expect(callback == .onBackgroundMessage)
    #expect(push.kind == .fcmNotificationDismiss)
    #expect(push.remoteMessage?.messageId == nil)
    #expect(push.remoteMessage?.data.isEmpty == true)
    #expect(push.remoteMessage?.notification == nil)
  }

  /// In the foreground (the notification shown while the app was in the background) the
  /// plugin's foreground check sends it to `onMessage`.
  @Test func foregroundFlutterAppGetsOnMessage() throws {
    let (device, _) = Self.flutter(.background, entryPoint: false)
    try device.receive(json: Payloads.fcmNotification)
    try device.perform(.open)
    try device.dismiss()
    #expect(device.onMessageRules == ["xf10"])
    #expect(device.events(named: "delegate.onMessage").last?["remoteMessage"] == Self.emptyMessage)
  }

  /// A killed app's process starts for the broadcast; without a `vm:entry-point` handler the
  /// background handler is missed as in xf3, under row xf10.
  @Test(arguments: [true, false])
  func killedFlutterAppIsStartedForIt(entryPoint: Bool) throws {
    let (device, _) = Self.flutter(.background, entryPoint: entryPoint)
    try device.receive(json: Payloads.fcmNotification)
    try device.perform(.kill)
    try device.dismiss()
    #expect(device.events(named: "app.launched").last?["reason"] == "notificationDismissed")
    #expect(device.state == .background)
    if entryPoint {
      #expect(device.events(named: "delegate.onBackgroundMessage").last?["rule"] == "xf10")
    } else {
      let missed = try #require(device.events(named: "delegate.missed").last)
      #expect(missed["reason"] == "noEntryPoint")
      #expect(missed["rule"] == "xf10")
    }
  }

  /// React Native Firebase's guards drop it; Cordova's and Airship's plugins, and a native
  /// app's `FirebaseMessagingService`, never get it: no callback runs. The FCM SDK's own
  /// receiver (`CloudMessagingReceiver`, in every app that embeds it) still takes it to log the
  /// dismissal, so a killed app's process starts for it whatever the app is built with.
  @Test(arguments: [Wrapper.reactNative, .cordova, .airshipCordova, .airshipFlutter, .native])
  func otherAppsCallNothingButAKilledOneIsStarted(wrapper: Wrapper) throws {
    var options = DeviceOptions()
    options.dartEntryPoint = true
    let device = SimulatedDevice(platform: .android, wrapper: wrapper, state: .background, options: options)
    try device.receive(json: Payloads.fcmNotification)
    var start = device.trace.events.count
    try device.dismiss()
    #expect(device.eventNames(since: start) == ["notification.removed"])
    #expect(device.state == .background)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"Hi","google.message_id":"m2"}"#)
    try device.perform(.kill)
    start = device.trace.events.count
    try device.dismiss()
    #expect(device.eventNames(since: start) == ["notification.removed", "app.launched", "app.state"])
    #expect(device.events(named: "app.launched").last?["reason"] == "notificationDismissed")
    #expect(device.state == .background)
  }

  /// Only the FCM SDK's notifications carry the intent: on iOS a dismissal tells a Flutter app
  /// nothing (R-iOS-19 aside), and phonegap-plugin-push's own notification is not the SDK's.
  @Test func iosAndWrapperPostedNotificationsSendNothing() throws {
    let ios = SimulatedDevice(platform: .iOS, wrapper: .flutter, state: .background)
    try ios.receive(json: Payloads.fcmAlert, headers: alertHeaders)
    let start = ios.trace.events.count
    try ios.dismiss()
    #expect(ios.eventNames(since: start) == ["notification.removed"])
  }

  /// The overlay alone: only FlutterFire's receiver takes the intent, in every state (xf10).
  @Test(arguments: Wrapper.allCases)
  func onlyFlutterTakesTheIntent(wrapper: Wrapper) {
    for state in [AppState.foreground, .background, .killed] {
      let receipt = WrapperOverlay.Receipt(
        wrapper: wrapper, platform: .android, kind: .fcmNotificationDismiss, state: state, nativeAppCodeRan: false,
        dartEntryPoint: true)
      let decision = WrapperOverlay.decide(receipt)
      if wrapper == .flutter {
        #expect(decision.row == "xf10")
        #expect(decision.callbacks == [state == .foreground ? .onMessage : .onBackgroundMessage])
      } else {
        #expect(decision == WrapperOverlay.Decision(row: "-"))
      }
    }
  }
}
