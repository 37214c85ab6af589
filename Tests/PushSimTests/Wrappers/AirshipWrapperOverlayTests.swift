import PushSim
import Testing

/// The Airship rows of SEMANTICS.md §7.6: the Cordova plugin's JS event needs the activity
/// ([X2]); airship_flutter's `onPushReceived` is not called on Android out of the foreground,
/// where the background handler runs instead ([X5]); on Android the Airship SDK ignores a data
/// map without its keys.
struct AirshipWrapperOverlayTests {
  typealias Callback = WrapperOverlay.Callback
  typealias Miss = WrapperOverlay.Miss

  static func decide(
    _ wrapper: Wrapper, _ platform: Platform, _ kind: PushKind, _ state: AppState, ran: Bool, uiLoaded: Bool = true,
    entryPoint: Bool = false, airshipPush: Bool = true
  ) -> WrapperOverlay.Decision {
    WrapperOverlay.decide(WrapperOverlay.Receipt(
      wrapper: wrapper, platform: platform, kind: kind, state: state, nativeAppCodeRan: ran, appUILoaded: uiLoaded,
      dartEntryPoint: entryPoint, dataAirshipPush: airshipPush))
  }

  @Test func cordovaNeedsTheActivityOnAndroid() {
    let foreground = Self.decide(.airshipCordova, .android, .data, .foreground, ran: true)
    #expect(foreground.row == "xac1" && foreground.callbacks == [.onPushReceived])
    let alive = Self.decide(.airshipCordova, .android, .data, .background, ran: true)
    #expect(alive.row == "xac2" && alive.callbacks == [.onPushReceived])
    for (state, ui) in [(AppState.killed, false), (.background, false)] {
      let notRunning = Self.decide(.airshipCordova, .android, .data, state, ran: true, uiLoaded: ui)
      #expect(notRunning.row == "xac3")
      #expect(notRunning.calls.isEmpty && notRunning.missed == [Miss(.onPushReceived, .jsNotLoaded)], "\(state)")
    }
    let notification = Self.decide(.airshipCordova, .android, .notification, .background, ran: false)
    #expect(notification.row == "xac4" && notification.missed == [Miss(.onPushReceived, .notificationMessage)])
    let ios = Self.decide(.airshipCordova, .iOS, .background, .notRunning, ran: true, uiLoaded: false)
    #expect(ios.row == "xac1" && ios.callbacks == [.onPushReceived], "no §7.6 row for iOS: JS gets it when native code ran")
    let iosAlert = Self.decide(.airshipCordova, .iOS, .alert, .background, ran: false)
    #expect(iosAlert.row == "xac4" && iosAlert.missed == [Miss(.onPushReceived, .noContentAvailable)])
  }

  @Test func flutterOutOfTheForegroundRunsOnlyTheBackgroundHandler() {
    let foreground = Self.decide(.airshipFlutter, .android, .data, .foreground, ran: true)
    #expect(foreground.row == "xaf1" && foreground.callbacks == [.onPushReceived])
    let background = Self.decide(.airshipFlutter, .android, .data, .background, ran: true, entryPoint: true)
    #expect(background.row == "xaf2" && background.callbacks == [.setBackgroundPushReceivedHandler])
    #expect(background.missed == [Miss(.onPushReceived, .notForeground)])
    let backgroundNoEntryPoint = Self.decide(.airshipFlutter, .android, .data, .background, ran: true)
    #expect(backgroundNoEntryPoint.row == "xaf2" && backgroundNoEntryPoint.calls.isEmpty)
    #expect(backgroundNoEntryPoint.missed == [Miss(.onPushReceived, .notForeground), Miss(.setBackgroundPushReceivedHandler, .noEntryPoint)])
    let terminated = Self.decide(.airshipFlutter, .android, .data, .killed, ran: true, uiLoaded: false, entryPoint: true)
    #expect(terminated.row == "xaf3")
    #expect(terminated.callbacks == [.setBackgroundPushReceivedHandler])
    #expect(terminated.missed == [Miss(.onPushReceived, .appTerminated)])
    let noEntryPoint = Self.decide(.airshipFlutter, .android, .data, .background, ran: true, uiLoaded: false)
    #expect(noEntryPoint.row == "xaf3" && noEntryPoint.calls.isEmpty)
    #expect(noEntryPoint.missed == [Miss(.onPushReceived, .appTerminated), Miss(.setBackgroundPushReceivedHandler, .noEntryPoint)])
    let ios = Self.decide(.airshipFlutter, .iOS, .background, .notRunning, ran: true, uiLoaded: false)
    #expect(ios.row == "xaf1" && ios.callbacks == [.onPushReceived])
    let forceQuit = Self.decide(.airshipFlutter, .iOS, .background, .forceQuit, ran: false)
    #expect(forceQuit.row == "xaf4" && forceQuit.missed == [Miss(.onPushReceived, .forceQuit)])
  }

  /// `PushMessage.isAirshipPush`: on Android a data map without Airship's keys is ignored
  /// ("Ignoring push"); on iOS the plugin hears every notification.
  @Test func androidIgnoresPushesWithoutAirshipKeys() {
    for (wrapper, row) in [(Wrapper.airshipCordova, "xac7"), (.airshipFlutter, "xaf7")] {
      for state in [AppState.foreground, .background, .killed] {
        let ignored = Self.decide(wrapper, .android, .data, state, ran: true, uiLoaded: state != .killed, entryPoint: true, airshipPush: false)
        #expect(ignored.row == row && ignored.calls.isEmpty, "\(wrapper) \(state)")
        #expect(ignored.missed == [Miss(.onPushReceived, .notAirshipPush)])
      }
      let ios = Self.decide(wrapper, .iOS, .background, .background, ran: true, airshipPush: false)
      #expect(ios.callbacks == [.onPushReceived])
    }
  }

  /// On a device, each of Airship's three keys makes a data message Airship's.
  @Test(arguments: WrapperOverlay.airshipPushKeys + ["com.urbanairship.push.ALERT_ONLY"])
  func eachAirshipKeyMakesThePushAirships(key: String) throws {
    let device = SimulatedDevice(platform: .android, wrapper: .airshipCordova, state: .foreground)
    try device.receive(json: JSONValue.object(JSONObject([(key, .string("x")), ("google.message_id", .string("m1"))])).serialized())
    let isAirships = WrapperOverlay.airshipPushKeys.contains(key)
    #expect(device.events(named: "delegate.onPushReceived").count == (isAirships ? 1 : 0), "\(key)")
    #expect((device.events(named: "delegate.missed").first?["reason"] == "notAirshipPush") == !isAirships)
  }

  /// The plugins keep a response until JS or Dart listens: a late registration still gets a
  /// cold start's tap; with none it is missed.
  @Test func aColdStartTapReachesALateRegistration() {
    for wrapper in [Wrapper.airshipCordova, .airshipFlutter] {
      let late = WrapperOverlay.decide(WrapperOverlay.Tap(wrapper: wrapper, platform: .iOS, kind: .alert, coldStart: true, registration: .afterLaunch))
      #expect(late.callbacks == [.onNotificationResponse] && late.missed.isEmpty, "\(wrapper)")
    }
    for registration in [DelegateRegistration.none, .afterLaunch] {
      let decision = WrapperOverlay.decide(WrapperOverlay.Receipt(
        wrapper: .airshipFlutter, platform: .android, kind: .data, state: .killed, nativeAppCodeRan: true, appUILoaded: false,
        dartEntryPoint: true, registration: registration))
      if registration == .none {
        #expect(decision.missed.contains(Miss(.setBackgroundPushReceivedHandler, .noDelegate)))
      } else {
        #expect(decision.callbacks == [.setBackgroundPushReceivedHandler], "the handler is set in main(): a late screen does not matter")
      }
    }
  }

  @Test func tapsReachOnNotificationResponseOnIOSOnly() {
    for wrapper in [Wrapper.airshipCordova, .airshipFlutter] {
      let prefix = wrapper == .airshipCordova ? "xac" : "xaf"
      let ios = WrapperOverlay.decide(WrapperOverlay.Tap(wrapper: wrapper, platform: .iOS, kind: .alert, coldStart: true))
      #expect(ios.row == prefix + "5" && ios.callbacks == [.onNotificationResponse])
      let android = WrapperOverlay.decide(WrapperOverlay.Tap(wrapper: wrapper, platform: .android, kind: .notification, coldStart: false))
      #expect(android.row == prefix + "6" && android.missed == [Miss(.onNotificationResponse, .notificationMessage)])
      let none = WrapperOverlay.decide(WrapperOverlay.Tap(wrapper: wrapper, platform: .iOS, kind: .alert, coldStart: false, registration: .none))
      #expect(none.missed == [Miss(.onNotificationResponse, .noDelegate)])
    }
  }

  /// Row a10 (notification permission denied): the FCM intent (the c2dm RECEIVE broadcast)
  /// still starts the app's process, for an Airship plugin as for FlutterFire; the Airship
  /// plugin, which has no receiver of its own, misses its callback.
  @Test func permissionDeniedStartsTheProcessForAnAirshipPluginToo() throws {
    var options = DeviceOptions()
    options.notificationPermission = false
    let notification = #"{"gcm.n.e":"1","gcm.n.title":"T","com.urbanairship.push.PUSH_ID":"p-1","google.message_id":"m1"}"#
    let airship = SimulatedDevice(platform: .android, wrapper: .airshipFlutter, state: .killed, options: options)
    try airship.receive(json: notification)
    #expect(airship.events(named: "app.launched").count == 1)
    #expect(airship.state == .background)
    #expect(airship.events(named: "delegate.missed").first?["method"] == "onPushReceived")
    let flutterFire = SimulatedDevice(platform: .android, wrapper: .flutter, state: .killed, options: options)
    try flutterFire.receive(json: notification)
    #expect(flutterFire.events(named: "app.launched").count == 1)
  }

  /// The Airship plugins bring the Airship SDK: another vendor SDK with them is a load error.
  @Test func anotherSDKWithAnAirshipPluginIsALoadError() {
    let message = loadError(scenarioText(steps: "", device: #"{"platform":"android","sdk":"onesignal","wrapper":"airshipCordova","state":"background"}"#))
    #expect(message?.contains(#"wrapper "airshipCordova" is Airship's plugin, which brings the Airship SDK: it cannot be used with sdk "onesignal""#) == true, "\(message ?? "loaded")")
    #expect(loadError(scenarioText(steps: "", device: #"{"platform":"android","sdk":"fcm","wrapper":"airshipFlutter","state":"background"}"#)) == nil)
  }
}
