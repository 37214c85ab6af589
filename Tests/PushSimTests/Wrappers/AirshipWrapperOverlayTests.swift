import PushSim
import Testing

/// The Airship rows of SEMANTICS.md §7.6: the Cordova plugin's JS event needs the activity
/// ([X2]); airship_flutter's `onPushReceived` is not called on Android when the app is
/// terminated, where the background handler runs instead ([X5]).
struct AirshipWrapperOverlayTests {
  typealias Callback = WrapperOverlay.Callback
  typealias Miss = WrapperOverlay.Miss

  static func decide(
    _ wrapper: Wrapper, _ platform: Platform, _ kind: PushKind, _ state: AppState, ran: Bool, uiLoaded: Bool = true,
    entryPoint: Bool = false
  ) -> WrapperOverlay.Decision {
    WrapperOverlay.decide(WrapperOverlay.Receipt(
      wrapper: wrapper, platform: platform, kind: kind, state: state, nativeAppCodeRan: ran, appUILoaded: uiLoaded,
      dartEntryPoint: entryPoint))
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

  @Test func flutterTerminatedRunsOnlyTheBackgroundHandler() {
    let foreground = Self.decide(.airshipFlutter, .android, .data, .foreground, ran: true)
    #expect(foreground.row == "xaf1" && foreground.callbacks == [.onPushReceived])
    let background = Self.decide(.airshipFlutter, .android, .data, .background, ran: true)
    #expect(background.row == "xaf2" && background.callbacks == [.onPushReceived])
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

  /// The Airship plugins bring the Airship SDK: another vendor SDK with them is a load error.
  @Test func anotherSDKWithAnAirshipPluginIsALoadError() {
    let message = loadError(scenarioText(steps: "", device: #"{"platform":"android","sdk":"onesignal","wrapper":"airshipCordova","state":"background"}"#))
    #expect(message?.contains(#"wrapper "airshipCordova" is Airship's plugin, which brings the Airship SDK: it cannot be used with sdk "onesignal""#) == true, "\(message ?? "loaded")")
    #expect(loadError(scenarioText(steps: "", device: #"{"platform":"android","sdk":"fcm","wrapper":"airshipFlutter","state":"background"}"#)) == nil)
  }
}
