import PushSim
import Testing

/// The pure wrapper overlay of SEMANTICS.md §7.6, row by row.
struct WrapperOverlayTests {
  typealias Callback = WrapperOverlay.Callback
  typealias Miss = WrapperOverlay.Miss

  /// A receipt with the defaults of a plain app (UI loaded, handlers registered at launch).
  static func receipt(
    _ wrapper: Wrapper, _ platform: Platform, _ kind: PushKind, _ state: AppState, ran: Bool,
    change: (inout WrapperOverlay.Receipt) -> Void = { _ in }
  ) -> WrapperOverlay.Receipt {
    var receipt = WrapperOverlay.Receipt(
      wrapper: wrapper, platform: platform, kind: kind, state: state, nativeAppCodeRan: ran)
    change(&receipt)
    return receipt
  }

  // MARK: - Not applicable

  /// A native app, a web app and FCM's deleted_messages get no overlay: row "-", nothing.
  @Test func overlayDoesNotApplyToNativeAppsTheWebOrDeletedMessages() {
    let cases = [
      Self.receipt(.native, .android, .data, .background, ran: true),
      Self.receipt(.reactNative, .web, .webPush, .running, ran: true),
      Self.receipt(.reactNative, .android, .deletedMessages, .background, ran: false),
    ]
    for receipt in cases {
      #expect(WrapperOverlay.decide(receipt) == WrapperOverlay.Decision(row: "-"), "\(receipt)")
    }
    #expect(WrapperOverlay.decide(WrapperOverlay.Tap(wrapper: .native, platform: .iOS, kind: .alert, coldStart: true)).row == "-")
    #expect(WrapperOverlay.decideCachedDelivery(wrapper: .flutter, registration: .atLaunch).row == "-")
  }

  // MARK: - Cordova

  /// xc1: in the foreground the native handler forwards every kind to the JS `notification`
  /// event, which counts as onNotificationReceived.
  @Test(arguments: [(Platform.android, PushKind.notification), (.android, .data), (.iOS, .alert), (.iOS, .background)])
  func cordovaForegroundCallsTheJSNotificationEvent(platform: Platform, kind: PushKind) {
    let decision = WrapperOverlay.decide(Self.receipt(.cordova, platform, kind, .foreground, ran: true))
    #expect(decision.row == "xc1")
    #expect(decision.calls == [WrapperOverlay.Call(.notification, .onNotificationReceived)])
    #expect(decision.missed.isEmpty)
    #expect(!decision.wrapperDisplays)
  }

  /// xc2: an Android notification message outside the foreground (a locked screen included) is
  /// displayed by the FCM SDK; the plugin never sees it.
  @Test(arguments: [
    (PushKind.notification, AppState.background, false), (.notificationAndData, .background, false),
    (.notification, .killed, false), (.notificationAndData, .foreground, true),
  ])
  func cordovaAndroidNotificationMessagesNeverReachJS(kind: PushKind, state: AppState, locked: Bool) {
    let decision = WrapperOverlay.decide(
      Self.receipt(.cordova, .android, kind, state, ran: false) {
        $0.locked = locked
        $0.nativeDisplayed = true
      })
    #expect(decision.row == "xc2")
    #expect(decision.calls.isEmpty)
    #expect(decision.missed == [Miss(.notification, .notificationMessage)])
    #expect(!decision.wrapperDisplays)
    #expect(!decision.cachesUntilNextStart)
  }

  /// xc3: a data message with content-available "1" in the background with the web view loaded
  /// reaches JS on receipt; the plugin posts its own notification when there is a title.
  @Test(arguments: [true, false])
  func cordovaDataWithContentAvailableReachesLoadedJS(hasTitle: Bool) {
    let decision = WrapperOverlay.decide(
      Self.receipt(.cordova, .android, .data, .background, ran: true) {
        $0.dataContentAvailable = true
        $0.dataHasTitleOrMessage = hasTitle
      })
    #expect(decision.row == "xc3")
    #expect(decision.callbacks == [.notification])
    #expect(decision.wrapperDisplays == hasTitle)
    #expect(!decision.cachesUntilNextStart)
  }

  /// xc4/xc5: with the web view not loaded (killed, or a process FCM started) JS misses the
  /// event; the payload is cached for the next start unless no-cache is "1".
  @Test(arguments: [(false, "xc4", true), (true, "xc5", false)])
  func cordovaDataWithoutLoadedJSIsCachedUnlessNoCache(noCache: Bool, row: String, caches: Bool) {
    let decision = WrapperOverlay.decide(
      Self.receipt(.cordova, .android, .data, .killed, ran: true) {
        $0.appUILoaded = false
        $0.dataContentAvailable = true
        $0.dataNoCache = noCache
        $0.dataHasTitleOrMessage = true
      })
    #expect(decision.row == row)
    #expect(decision.calls.isEmpty)
    #expect(decision.missed == [Miss(.notification, .jsNotLoaded)])
    #expect(decision.cachesUntilNextStart == caches)
    #expect(decision.wrapperDisplays)
  }

  /// xc6: a background data message without content-available reaches JS only on tap.
  @Test(arguments: [AppState.background, .killed])
  func cordovaDataWithoutContentAvailableWaitsForTheTap(state: AppState) {
    let decision = WrapperOverlay.decide(
      Self.receipt(.cordova, .android, .data, state, ran: true) { $0.dataHasTitleOrMessage = true })
    #expect(decision.row == "xc6")
    #expect(decision.missed == [Miss(.notification, .noContentAvailable)])
    #expect(decision.wrapperDisplays)
    #expect(!decision.cachesUntilNextStart)
  }

  /// xc7: on iOS, a didRRN woken by content-available (background or a background launch)
  /// reaches JS.
  @Test(arguments: [AppState.background, .notRunning])
  func cordovaIOSContentAvailableWakeReachesJS(state: AppState) {
    let decision = WrapperOverlay.decide(Self.receipt(.cordova, .iOS, .background, state, ran: true) { $0.appUILoaded = false })
    #expect(decision.row == "xc7")
    #expect(decision.callbacks == [.notification])
  }

  /// xc8: on iOS, when no native callback ran the JS event is missed, with the reason.
  @Test(arguments: [
    (PushKind.alert, AppState.background, WrapperOverlay.MissReason.noContentAvailable),
    (.alertMutableContent, .notRunning, .noContentAvailable), (.alertContentAvailable, .forceQuit, .forceQuit),
    (.background, .forceQuit, .forceQuit), (.background, .background, .notWoken), (.alert, .foreground, .nativeNotCalled),
  ])
  func cordovaIOSWithoutNativeCallbackMissesJS(kind: PushKind, state: AppState, reason: WrapperOverlay.MissReason) {
    let decision = WrapperOverlay.decide(Self.receipt(.cordova, .iOS, kind, state, ran: false))
    #expect(decision.row == "xc8")
    #expect(decision.missed == [Miss(.notification, reason)])
  }

  /// xc9: an iOS tap, or an Android tap on the plugin's own notification, calls JS again (the
  /// "double event"), as onNotificationOpened; the plugin keeps it until JS registers.
  @Test(arguments: [(Platform.iOS, PushKind.alert, false), (.android, .data, true)])
  func cordovaTapCallsJS(platform: Platform, kind: PushKind, ownNotification: Bool) {
    for registration in [DelegateRegistration.atLaunch, .afterLaunch] {
      let decision = WrapperOverlay.decide(
        WrapperOverlay.Tap(
          wrapper: .cordova, platform: platform, kind: kind, coldStart: true, displayedByWrapper: ownNotification,
          registration: registration))
      #expect(decision.row == "xc9")
      #expect(decision.calls == [WrapperOverlay.Call(.notification, .onNotificationOpened)])
    }
  }

  /// xc10: an Android tap on a notification the FCM SDK displayed starts the app but not JS.
  @Test func cordovaTapOnFCMNotificationMissesJS() {
    let decision = WrapperOverlay.decide(
      WrapperOverlay.Tap(wrapper: .cordova, platform: .android, kind: .notificationAndData, coldStart: false))
    #expect(decision.row == "xc10")
    #expect(decision.missed == [Miss(.notification, .notificationMessage)])
  }

  /// xc11: cached payloads reach JS as received events, unless the app registers no handler.
  @Test func cordovaCachedDeliveryReachesJS() {
    let delivered = WrapperOverlay.decideCachedDelivery(wrapper: .cordova, registration: .afterLaunch)
    #expect(delivered.row == "xc11")
    #expect(delivered.calls == [WrapperOverlay.Call(.notification, .onNotificationReceived)])
    let lost = WrapperOverlay.decideCachedDelivery(wrapper: .cordova, registration: .none)
    #expect(lost.missed == [Miss(.notification, .noDelegate)])
  }

  // MARK: - React Native Firebase

  /// xr1: onMessage in the foreground, on both platforms.
  @Test(arguments: [(Platform.android, PushKind.notification), (.iOS, .alert)])
  func reactNativeForegroundCallsOnMessage(platform: Platform, kind: PushKind) {
    let decision = WrapperOverlay.decide(Self.receipt(.reactNative, platform, kind, .foreground, ran: true))
    #expect(decision.row == "xr1")
    #expect(decision.calls == [WrapperOverlay.Call(.onMessage, .onNotificationReceived)])
  }

  /// xr2: on Android the background handler runs for every kind in the background, killed and
  /// behind the lock screen, even when the FCM SDK displayed the message.
  @Test(arguments: [
    (PushKind.notification, AppState.background, false), (.notificationAndData, .killed, false),
    (.data, .killed, false), (.notification, .foreground, true),
  ])
  func reactNativeAndroidBackgroundHandlerRunsForEveryKind(kind: PushKind, state: AppState, locked: Bool) {
    let decision = WrapperOverlay.decide(
      Self.receipt(.reactNative, .android, kind, state, ran: kind == .data) {
        $0.locked = locked
        $0.nativeDisplayed = kind != .data
      })
    #expect(decision.row == "xr2")
    #expect(decision.calls == [WrapperOverlay.Call(.setBackgroundMessageHandler, .onNotificationReceived)])
  }

  /// xr2 [X3]: on Android, when the app may not start a service (a normal-priority message for an
  /// idle app), React Native Firebase's headless handler is missed; Flutter's background handler
  /// goes through a job and still runs; iOS has no such limit.
  @Test func reactNativeAndroidHandlerNeedsAServiceStart() {
    let refused = WrapperOverlay.decide(Self.receipt(.reactNative, .android, .data, .background, ran: true) { $0.serviceStartAllowed = false })
    #expect(refused.row == "xr2" && refused.calls.isEmpty)
    #expect(refused.missed == [Miss(.setBackgroundMessageHandler, .normalPriority)])
    let flutter = WrapperOverlay.decide(
      Self.receipt(.flutter, .android, .data, .background, ran: true) {
        $0.serviceStartAllowed = false
        $0.dartEntryPoint = true
      })
    #expect(flutter.callbacks == [.onBackgroundMessage])
    let iOS = WrapperOverlay.decide(Self.receipt(.reactNative, .iOS, .background, .background, ran: true) { $0.serviceStartAllowed = false })
    #expect(iOS.callbacks == [.setBackgroundMessageHandler])
  }

  /// xr2: on iOS the background handler runs when content-available woke or launched the app.
  @Test(arguments: [(PushKind.alertContentAvailable, AppState.background), (.background, .notRunning)])
  func reactNativeIOSBackgroundHandlerNeedsTheWake(kind: PushKind, state: AppState) {
    let decision = WrapperOverlay.decide(Self.receipt(.reactNative, .iOS, kind, state, ran: true))
    #expect(decision.row == "xr2")
    #expect(decision.callbacks == [.setBackgroundMessageHandler])
  }

  /// xr2: a handler registered after launch (inside a component) misses a headless launch but
  /// runs when the app's UI was loaded.
  @Test(arguments: [(false, true), (true, false)])
  func reactNativeLateRegistrationMissesHeadlessLaunches(uiLoaded: Bool, missed: Bool) {
    let decision = WrapperOverlay.decide(
      Self.receipt(.reactNative, .android, .data, .background, ran: true) {
        $0.appUILoaded = uiLoaded
        $0.registration = .afterLaunch
      })
    #expect(decision.row == "xr2")
    #expect(decision.missed == (missed ? [Miss(.setBackgroundMessageHandler, .registeredAfterLaunch)] : []))
    #expect(decision.calls.isEmpty == missed)
  }

  /// xr3: on iOS with no native callback (no content-available, force-quit i10/i14) the
  /// background handler is missed.
  @Test(arguments: [
    (PushKind.alert, AppState.background, WrapperOverlay.MissReason.noContentAvailable),
    (.alertContentAvailable, .forceQuit, .forceQuit), (.background, .forceQuit, .forceQuit),
  ])
  func reactNativeIOSWithoutWakeMissesTheBackgroundHandler(kind: PushKind, state: AppState, reason: WrapperOverlay.MissReason) {
    let decision = WrapperOverlay.decide(Self.receipt(.reactNative, .iOS, kind, state, ran: false))
    #expect(decision.row == "xr3")
    #expect(decision.missed == [Miss(.setBackgroundMessageHandler, reason)])
  }

  /// xr4/xr5: a cold-start tap is getInitialNotification (also when registered after launch: a
  /// pull the app makes when it is ready); a tap from the background is onNotificationOpenedApp.
  @Test(arguments: [
    (true, DelegateRegistration.atLaunch, "xr4", [Callback.getInitialNotification], [Miss]()),
    (true, .afterLaunch, "xr4", [.getInitialNotification], []),
    (true, .none, "xr4", [], [Miss(.getInitialNotification, .noDelegate)]),
    (false, .atLaunch, "xr5", [.onNotificationOpenedApp], []),
    (false, .afterLaunch, "xr5", [.onNotificationOpenedApp], []),
    (false, .none, "xr5", [], [Miss(.onNotificationOpenedApp, .noDelegate)]),
  ])
  func reactNativeTaps(coldStart: Bool, registration: DelegateRegistration, row: String, calls: [Callback], missed: [Miss]) {
    for platform in [Platform.iOS, .android] {
      let decision = WrapperOverlay.decide(
        WrapperOverlay.Tap(
          wrapper: .reactNative, platform: platform, kind: .notification, coldStart: coldStart, registration: registration))
      #expect(decision.row == row)
      #expect(decision.callbacks == calls)
      #expect(decision.missed == missed)
      #expect(decision.calls.allSatisfy { $0.generic == .onNotificationOpened })
    }
  }

  // MARK: - Flutter firebase_messaging

  /// xf1: onMessage in the foreground.
  @Test(arguments: [Platform.android, .iOS])
  func flutterForegroundCallsOnMessage(platform: Platform) {
    let kind: PushKind = platform == .iOS ? .alert : .data
    let decision = WrapperOverlay.decide(Self.receipt(.flutter, platform, kind, .foreground, ran: true))
    #expect(decision.row == "xf1")
    #expect(decision.callbacks == [.onMessage])
  }

  /// xf2/xf3: on Android, in the background or terminated, onBackgroundMessage runs only when the
  /// handler is a registered entry point (every kind).
  @Test(arguments: [
    (Platform.android, PushKind.notification, AppState.killed), (.android, .data, .background),
  ])
  func flutterBackgroundHandlerNeedsTheEntryPoint(platform: Platform, kind: PushKind, state: AppState) {
    let with = WrapperOverlay.decide(Self.receipt(.flutter, platform, kind, state, ran: true) { $0.dartEntryPoint = true })
    #expect(with.row == "xf2")
    #expect(with.calls == [WrapperOverlay.Call(.onBackgroundMessage, .onNotificationReceived)])
    let without = WrapperOverlay.decide(Self.receipt(.flutter, platform, kind, state, ran: true))
    #expect(without.row == "xf3")
    #expect(without.missed == [Miss(.onBackgroundMessage, .noEntryPoint)])
  }

  /// xf2 on iOS: a content-available wake runs onBackgroundMessage without the entry point.
  @Test(arguments: [(PushKind.background, AppState.notRunning), (.alertContentAvailable, .background)])
  func flutterIOSBackgroundHandlerNeedsNoEntryPoint(kind: PushKind, state: AppState) {
    let decision = WrapperOverlay.decide(Self.receipt(.flutter, .iOS, kind, state, ran: true))
    #expect(decision.row == "xf2")
    #expect(decision.calls == [WrapperOverlay.Call(.onBackgroundMessage, .onNotificationReceived)])
  }

  /// xf2: the stored callback handle is used, so a late registration still gets a headless
  /// launch's message.
  @Test func flutterBackgroundHandlerSurvivesLateRegistration() {
    let decision = WrapperOverlay.decide(
      Self.receipt(.flutter, .android, .data, .killed, ran: true) {
        $0.dartEntryPoint = true
        $0.appUILoaded = false
        $0.registration = .afterLaunch
      })
    #expect(decision.callbacks == [.onBackgroundMessage])
  }

  /// xf4: on iOS without a wake the background handler is missed, entry point or not.
  @Test(arguments: [
    (PushKind.alert, AppState.notRunning, WrapperOverlay.MissReason.noContentAvailable),
    (.background, .forceQuit, .forceQuit), (.alertContentAvailable, .background, .notWoken),
  ])
  func flutterIOSWithoutWakeMissesTheBackgroundHandler(kind: PushKind, state: AppState, reason: WrapperOverlay.MissReason) {
    let decision = WrapperOverlay.decide(Self.receipt(.flutter, .iOS, kind, state, ran: false) { $0.dartEntryPoint = true })
    #expect(decision.row == "xf4")
    #expect(decision.missed == [Miss(.onBackgroundMessage, reason)])
  }

  /// xf5/xf6: a cold-start tap is getInitialMessage (registered late too: a pull), a tap from the background
  /// onMessageOpenedApp.
  @Test(arguments: [
    (true, "xf5", Callback.getInitialMessage, DelegateRegistration.atLaunch), (true, "xf5", .getInitialMessage, .afterLaunch),
    (false, "xf6", .onMessageOpenedApp, .atLaunch),
  ])
  func flutterTaps(coldStart: Bool, row: String, callback: Callback, registration: DelegateRegistration) {
    for platform in [Platform.android, .iOS] {
      let decision = WrapperOverlay.decide(
        WrapperOverlay.Tap(wrapper: .flutter, platform: platform, kind: .notification, coldStart: coldStart, registration: registration))
      #expect(decision.row == row)
      #expect(decision.calls == [WrapperOverlay.Call(callback, .onNotificationOpened)])
      #expect(decision.missed.isEmpty)
    }
  }

  /// xr6, xf7: on iOS React Native Firebase and FlutterFire hand only FCM messages
  /// (`gcm.message_id` at the root) to JS or Dart: for a plain APNs push the native callback
  /// ran and the wrapper callback is missed (`notFCMMessage`), on receipt and on tap. When no
  /// native code ran, the rows of the wrapper keep their own reason; Android is unaffected.
  @Test(arguments: [
    (Wrapper.reactNative, AppState.foreground, PushKind.alert, "xr6", Callback.onMessage),
    (.reactNative, .background, .background, "xr6", .setBackgroundMessageHandler),
    (.flutter, .foreground, .alertContentAvailable, "xf7", .onMessage),
    (.flutter, .notRunning, .background, "xf7", .onBackgroundMessage),
  ])
  func iosPlainAPNsPushMissesTheFCMPlugins(wrapper: Wrapper, state: AppState, kind: PushKind, row: String, callback: Callback) {
    let receipt = Self.receipt(wrapper, .iOS, kind, state, ran: true) { $0.fcmMessage = false }
    #expect(WrapperOverlay.decide(receipt) == WrapperOverlay.Decision(row: row, missed: [Miss(callback, .notFCMMessage)]))
    var fcm = receipt
    fcm.fcmMessage = true
    #expect(WrapperOverlay.decide(fcm).missed.isEmpty)
    let unwoken = Self.receipt(wrapper, .iOS, .alert, .background, ran: false) { $0.fcmMessage = false }
    #expect(WrapperOverlay.decide(unwoken).missed.map(\.reason) == [.noContentAvailable])
    let android = Self.receipt(wrapper, .android, .data, .foreground, ran: true) { $0.fcmMessage = false }
    #expect(WrapperOverlay.decide(android).callbacks == [.onMessage])
    for coldStart in [true, false] {
      var tap = WrapperOverlay.Tap(wrapper: wrapper, platform: .iOS, kind: .alert, coldStart: coldStart)
      tap.fcmMessage = false
      let expected: Callback =
        switch (wrapper, coldStart) {
        case (.reactNative, true): .getInitialNotification
        case (.reactNative, false): .onNotificationOpenedApp
        case (_, true): .getInitialMessage
        default: .onMessageOpenedApp
        }
      #expect(WrapperOverlay.decide(tap) == WrapperOverlay.Decision(row: row, missed: [Miss(expected, .notFCMMessage)]))
    }
  }

  /// xf8: FlutterFire's iOS 18.0 dedup applies to a foreground willPresent only, and only to
  /// Flutter; a repeated identifier changes nothing for React Native or in the background.
  @Test func flutterIOS18_0DedupOnlyForAForegroundRepeat() {
    let repeated = Self.receipt(.flutter, .iOS, .alert, .foreground, ran: true) { $0.repeatsWillPresentIdentifier = true }
    #expect(WrapperOverlay.decide(repeated) == WrapperOverlay.Decision(row: "xf8", missed: [Miss(.onMessage, .duplicateIdentifier)]))
    var first = repeated
    first.repeatsWillPresentIdentifier = false
    #expect(WrapperOverlay.decide(first).callbacks == [.onMessage])
    let rn = Self.receipt(.reactNative, .iOS, .alert, .foreground, ran: true) { $0.repeatsWillPresentIdentifier = true }
    #expect(WrapperOverlay.decide(rn).callbacks == [.onMessage])
    let background = Self.receipt(.flutter, .iOS, .background, .background, ran: true) { $0.repeatsWillPresentIdentifier = true }
    #expect(WrapperOverlay.decide(background).callbacks == [.onBackgroundMessage])
  }

  /// The overlay's inputs and decisions cross isolation domains unchanged (this only compiles
  /// while they are `Sendable`).
  @Test func valueTypesCrossIsolationDomains() async {
    let receipt = Self.receipt(.flutter, .android, .data, .killed, ran: true) { $0.dartEntryPoint = true }
    let tap = WrapperOverlay.Tap(wrapper: .reactNative, platform: .iOS, kind: .alert, coldStart: true)
    let decisions = await Task.detached { (WrapperOverlay.decide(receipt), WrapperOverlay.decide(tap)) }.value
    #expect(decisions.0.callbacks == [.onBackgroundMessage])
    #expect(decisions.1.callbacks == [.getInitialNotification])
  }

  // MARK: - Registration

  /// With no handler registered every wrapper callback is missed as noDelegate.
  @Test(arguments: Wrapper.allCases.filter { $0 != .native })
  func noRegistrationMissesEveryCallback(wrapper: Wrapper) {
    let decision = WrapperOverlay.decide(
      Self.receipt(wrapper, .iOS, .alert, .foreground, ran: true) { $0.registration = .none })
    #expect(decision.calls.isEmpty)
    #expect(decision.missed.map(\.reason) == [.noDelegate])
  }
}
