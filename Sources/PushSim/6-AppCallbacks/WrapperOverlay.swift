/// The wrapper overlay of SEMANTICS.md §7.6 (and the rows of §4 it summarises), applied after
/// the native tables: which callbacks of the app's cross-platform layer (Cordova JS, React
/// Native JS, Flutter Dart, with the FCM plugins or Airship's) run once the native layer has handled a push or a tap, and why the
/// others do not.
///
/// R-X-1: a wrapper's "received" event is a second-level callback. It can be missing even when
/// the native callback ran (the JS or Dart runtime was not loaded, the handler was tree-shaken,
/// the plugin never saw the message), so the overlay is decided separately from the native
/// rows. Pure: the device describes what the native layer did, the overlay returns a
/// ``Decision`` (callbacks that run, callbacks missed with a reason, a row id), and the device
/// records it as `delegate.<callback>` or `delegate.missed`.
///
/// Rows (receipt):
///
/// | row | wrapper | when | wrapper layer |
/// |---|---|---|---|
/// | xc1 | Cordova | foreground (native handler ran) | `notification` |
/// | xc2 | Cordova | Android BG/killed, notification or notification+data message | missed: the FCM SDK displays it, the plugin never sees it |
/// | xc3 | Cordova | Android BG, data message with `content-available: "1"`, web view loaded | `notification` |
/// | xc4 | Cordova | same, web view not loaded (killed, or a process FCM started) | missed (`jsNotLoaded`); cached, delivered at the next start (xc11) |
/// | xc5 | Cordova | same with `no-cache: "1"` | missed (`jsNotLoaded`), not cached |
/// | xc12 | Cordova | same with `force-start: "1"`: the plugin starts the app in the background with its web view | `notification` |
/// | xc6 | Cordova | Android BG/killed, data message without `content-available` | missed; JS sees it only on tap |
/// | xc7 | Cordova | iOS, didRRN ran (content-available woke the app) | `notification` |
/// | xc8 | Cordova | iOS, no native callback ran | missed |
/// | xr1 | React Native | foreground | `onMessage` |
/// | xr2 | React Native | Android BG/killed (every kind: its own receiver sees every FCM intent of `message_type` `gcm` or none, noui messages included); iOS when content-available woke the app (i8/i9/i12/i13) | `setBackgroundMessageHandler`; Android: missed (`normalPriority`) for a normal-priority message once the app is idle (60 s out of the foreground, or cold-started) |
/// | xr3 | React Native | iOS, no native callback ran (no content-available, force-quit i10/i14) | missed |
/// | xr6 | React Native | iOS, a push without `gcm.message_id` at its root (a plain APNs push) | missed (`notFCMMessage`): only the native delegates run |
/// | xr7 | React Native | iOS foreground, an FCM message whose `aps` has a `content-available` that is true to Objective-C's `boolValue` but does not wake the app (`"1"`, `true`, `2`, …; `0`, `false`, `"0"` are not true): RNFB's `willPresent` leaves it to didRRN, which iOS does not call | `onMessage` missed (`leftToDidRRN`) |
/// | xf1 | Flutter | foreground | `onMessage` |
/// | xf2 | Flutter | Android BG/terminated (every kind, and every FCM intent: noui, `deleted_messages`, upstream results, unknown types) with `dartEntryPoint`; iOS when content-available woke the app (no entry point needed: the main isolate runs it) | `onBackgroundMessage` |
/// | xf3 | Flutter | Android without `dartEntryPoint` | missed (`noEntryPoint`: tree-shaken in release) |
/// | xf4 | Flutter | iOS, no native callback ran | missed |
/// | xf8 | Flutter | iOS 18.0 (`ios18_0DuplicateDelivery`), foreground, `willPresent` with the previous `willPresent`'s request identifier (the duplicate, or an update with the same `apns-collapse-id`) | `onMessage` missed (`duplicateIdentifier`) |
/// | xf9 | Flutter | iOS, didRRN ran outside the background for an FCM message whose `aps` has an `alert` (FlutterFire's didRRN leaves it to `willPresent`), and iOS calls no `willPresent` for it: notifications not allowed, or a service extension that ends after the app left the foreground, suppresses the notification or is cut by a reboot | `onMessage` missed (`leftToWillPresent`) |
/// | xf7 | Flutter | iOS, a push without `gcm.message_id` at its root (a plain APNs push) | missed (`notFCMMessage`): only the native delegates run |
/// | xf10 | Flutter | Android, the user swipes away a notification the FCM SDK displayed: its delete intent, the SDK's wrapped `NOTIFICATION_DISMISS` analytics broadcast, reaches the plugin's RECEIVE receiver (firebase-messaging 23.3.0+, firebase-android-sdk#5410), which takes it for a message (flutterfire#12317, #12326) | `onMessage` (foreground) or `onBackgroundMessage` (as xf2; missed `noEntryPoint` as xf3), with an empty `RemoteMessage` (`data` `{}`, `ttl` and `sentTime` 0, no `messageId`); a killed app's process starts for it. React Native Firebase drops it (no `google.message_id`, PR #9105); Cordova and Airship, whose plugins receive through a `FirebaseMessagingService`, never see it |
/// | xac1 | Airship Cordova | foreground, or iOS when a native callback ran | `onPushReceived` |
/// | xac2 | Airship Cordova | Android BG, the app's activity (and so the Cordova context) alive, native handler ran | `onPushReceived` |
/// | xac3 | Airship Cordova | Android, app not running (the activity not created: killed, or a process FCM started) | missed (`jsNotLoaded`: "cordova plugins are only loaded when the application is started in the foreground") |
/// | xac4 | Airship Cordova | no native callback ran (an Android notification message in the background; iOS without content-available or force-quit) | missed |
/// | xac7 | Airship Cordova | Android, a data map without Airship's keys (`com.urbanairship.push.PUSH_ID`, `…CANONICAL_PUSH_ID`, `com.urbanairship.metadata`): the SDK logs "Ignoring push" | missed (`notAirshipPush`) |
/// | xaf1 | Airship Flutter | foreground, or iOS when a native callback ran | `onPushReceived` |
/// | xaf2 | Airship Flutter | Android BG, the app's UI (its main isolate) alive, native handler ran | `onPushReceived` missed (`notForeground`: the plugin sends a push received out of the foreground to the background handler only); the background handler runs as in xaf3 |
/// | xaf3 | Airship Flutter | Android, app terminated when the push arrived (killed, or a process FCM started) | `onPushReceived` missed (`appTerminated`); the background handler runs when it is a `@pragma('vm:entry-point')` function (`dartEntryPoint`), else missed (`noEntryPoint`) |
/// | xaf4 | Airship Flutter | no native callback ran | missed |
/// | xaf7 | Airship Flutter | Android, a data map without Airship's keys (as xac7) | missed (`notAirshipPush`) |
///
/// Rows (tap, and the Cordova cache):
///
/// | row | wrapper | when | wrapper layer |
/// |---|---|---|---|
/// | xc9 | Cordova | iOS tap, or Android tap on the plugin's own notification | `notification` (the second of the "double event") |
/// | xc10 | Cordova | Android tap on a notification the FCM SDK displayed | missed |
/// | xc11 | Cordova | the web view loads with payloads cached (xc4) | `notification`, once per payload |
/// | xr4 / xr5 | React Native | cold start (also when the app asks late) / from the background | `getInitialNotification` (once) / `onNotificationOpenedApp` |
/// | xf5 / xf6 | Flutter | cold start (also when the app asks late) / from the background | `getInitialMessage` (once) / `onMessageOpenedApp` |
/// | xr6 / xf7 | React Native / Flutter | iOS tap on a push without `gcm.message_id` | missed (`notFCMMessage`) |
/// | xac5 / xaf5 | Airship Cordova / Flutter | a tap on a notification the Airship SDK hears of (iOS, where it is the notification center's delegate) | `onNotificationResponse` (modelled: the plugin keeps the response until JS or Dart listens) |
/// | xac6 / xaf6 | Airship Cordova / Flutter | Android tap on a notification the FCM SDK displayed (a notification message) | missed (`notificationMessage`: Airship's service never saw it) |
///
/// Registration (``DelegateRegistration``): with `.none` every wrapper callback is missed
/// (`noDelegate`). With `.afterLaunch`, React Native's background handler looked up during a
/// launch the app's screens never reached (a headless launch), and Flutter's on iOS, are missed
/// (`registeredAfterLaunch`). Cordova's plugin keeps events until the JS calls
/// `PushNotification.init`, Flutter keeps the background handler's callback handle on Android,
/// and `getInitialNotification` / `getInitialMessage` are pulls that read the launch intent or
/// the kept response whenever the app calls them (once per message), so those are not missed
/// for a late registration.
///
/// The overlay does not apply to a native app, nor on the web, where the service worker is
/// JavaScript whatever framework the page uses: `decide(_:)` then returns an empty
/// decision with the row `"-"`.
public enum WrapperOverlay {
  /// What the native layer did with a push, and what the overlay needs to know about it.
  public struct Receipt: Sendable, Equatable {
    /// The app's wrapper.
    public var wrapper: Wrapper
    /// The platform.
    public var platform: Platform
    /// The push kind (§1.1, §2.1).
    public var kind: PushKind
    /// The app state when the push reached the app, before any launch it caused.
    public var state: AppState
    /// Android: the keyguard is showing, so a foreground app counts as background (R-A-3).
    public var locked: Bool
    /// App code ran natively for this push: `willPresent`, didRRN or `onMessageReceived`.
    public var nativeAppCodeRan: Bool
    /// The OS or the FCM SDK displayed the push.
    public var nativeDisplayed: Bool
    /// The app's UI was created since its process started (the Android activity, which holds
    /// Cordova's web view; the iOS root view). `false` after a cold or headless launch for a push.
    public var appUILoaded: Bool
    /// Android: the data map holds `content-available: "1"` (what phonegap-plugin-push reads).
    public var dataContentAvailable: Bool
    /// Android: the data map holds `no-cache: "1"`.
    public var dataNoCache: Bool
    /// Android: the data map holds `force-start: "1"` (§4: "restarts a force-closed app in the
    /// background", the plugin's `START_IN_BACKGROUND`).
    public var dataForceStart = false
    /// Android: the data map holds a non-empty `title`, `message` or `body` (phonegap-plugin-push
    /// then posts its own notification).
    public var dataHasTitleOrMessage: Bool
    /// Flutter: the background handler is a `@pragma('vm:entry-point')` top-level function.
    public var dartEntryPoint: Bool
    /// Android: the data map holds one of the keys that make a push Airship's
    /// (`com.urbanairship.push.PUSH_ID`, `com.urbanairship.push.CANONICAL_PUSH_ID`,
    /// `com.urbanairship.metadata`: `PushMessage.isAirshipPush`); the Airship SDK ignores others.
    public var dataAirshipPush: Bool
    /// When the app registers its wrapper-level handlers.
    public var registration: DelegateRegistration
    /// iOS: the payload has `gcm.message_id` at its root, so it is an FCM message. React Native
    /// Firebase and FlutterFire hand only FCM messages to JS or Dart (rows xr6, xf7). Always
    /// `true` on Android, where every push comes through FCM.
    public var fcmMessage = true
    /// FlutterFire, iOS 18.0 only (R-iOS-31, knob `ios18_0DuplicateDelivery`): this is a
    /// `willPresent` whose request identifier is the previous `willPresent`'s. The plugin skips
    /// `onMessage` for it (row xf8), which drops iOS 18.0's duplicate delivery and also a
    /// legitimate update sent with the same `apns-collapse-id` [A34].
    public var repeatsWillPresentIdentifier = false
    /// React Native Firebase, iOS: this is a `willPresent` for an FCM message whose `aps` has a
    /// `content-available` whose `boolValue` is true, which the plugin leaves to didRRN, and iOS
    /// calls no didRRN for it (`"1"`, `true`, a `simctl` delivery): no `onMessage` (row xr7).
    public var willPresentLeftToDidRRN = false
    /// FlutterFire, iOS: didRRN ran for an FCM message whose `aps` has an `alert` while the app
    /// was not in the background, which the plugin leaves to `willPresent`, and iOS calls no
    /// `willPresent` for it (notifications not allowed, or a service extension that ends after
    /// the app left the foreground or suppresses the notification): no `onMessage` (row xf9).
    public var didRRNLeftToWillPresent = false
    /// Android: the app may start a service now (Android 8+ background execution limits): it is
    /// in the foreground or left it less than a minute ago
    /// (`SimulatedDevice.backgroundSettleSeconds`), or the message arrived at high priority, which
    /// puts the app on a temporary allowlist.
    /// React Native Firebase starts its headless JS service for the background handler.
    public var serviceStartAllowed = true

    /// Describes a push the native layer handled.
    public init(
      wrapper: Wrapper, platform: Platform, kind: PushKind, state: AppState, locked: Bool = false,
      nativeAppCodeRan: Bool, nativeDisplayed: Bool = false, appUILoaded: Bool = true,
      dataContentAvailable: Bool = false, dataNoCache: Bool = false, dataHasTitleOrMessage: Bool = false,
      dartEntryPoint: Bool = false, dataAirshipPush: Bool = true, registration: DelegateRegistration = .atLaunch
    ) {
      self.wrapper = wrapper
      self.platform = platform
      self.kind = kind
      self.state = state
      self.locked = locked
      self.nativeAppCodeRan = nativeAppCodeRan
      self.nativeDisplayed = nativeDisplayed
      self.appUILoaded = appUILoaded
      self.dataContentAvailable = dataContentAvailable
      self.dataNoCache = dataNoCache
      self.dataHasTitleOrMessage = dataHasTitleOrMessage
      self.dartEntryPoint = dartEntryPoint
      self.dataAirshipPush = dataAirshipPush
      self.registration = registration
    }

    /// Whether the app counts as foreground for the wrapper (a locked Android screen does not).
    var foreground: Bool { state == .foreground && !(platform == .android && locked) }
  }

  /// The data keys that make an Android push Airship's (`PushMessage.isAirshipPush`: the send
  /// id, the canonical push id, the metadata).
  public static let airshipPushKeys = [
    "com.urbanairship.push.PUSH_ID", "com.urbanairship.push.CANONICAL_PUSH_ID", "com.urbanairship.metadata",
  ]

  /// A tap on a displayed notification, as the overlay needs it.
  public struct Tap: Sendable, Equatable {
    /// The app's wrapper.
    public var wrapper: Wrapper
    /// The platform.
    public var platform: Platform
    /// The kind of the push the notification came from.
    public var kind: PushKind
    /// The tap starts the app's UI (iOS: the app was not running; Android: no activity existed).
    public var coldStart: Bool
    /// The wrapper's plugin posted the notification itself (phonegap-plugin-push for an Android
    /// data message), rather than the OS or the FCM SDK.
    public var displayedByWrapper: Bool
    /// When the app registers its wrapper-level handlers.
    public var registration: DelegateRegistration
    /// iOS: the payload has `gcm.message_id` at its root (``Receipt/fcmMessage``).
    public var fcmMessage = true

    /// Describes a tap.
    public init(
      wrapper: Wrapper, platform: Platform, kind: PushKind, coldStart: Bool,
      displayedByWrapper: Bool = false, registration: DelegateRegistration = .atLaunch
    ) {
      self.wrapper = wrapper
      self.platform = platform
      self.kind = kind
      self.coldStart = coldStart
      self.displayedByWrapper = displayedByWrapper
      self.registration = registration
    }
  }

  /// What the overlay decided.
  public struct Decision: Sendable, Equatable {
    /// The row of the overlay (`xc3`, `xr2`, …), or `"-"` when the overlay does not apply.
    public var row: String
    /// The wrapper callbacks that run, in order.
    public var calls: [Call]
    /// The wrapper callbacks an app would expect that do not run, with the reason.
    public var missed: [Miss]
    /// phonegap-plugin-push posts its own notification for an Android data message with a title
    /// or a message while the app is not in the foreground.
    public var wrapperDisplays: Bool
    /// phonegap-plugin-push caches the payload and delivers it to JS when the web view next
    /// loads (row xc11).
    public var cachesUntilNextStart: Bool
    /// phonegap-plugin-push starts the app's activity in the background (`force-start: "1"`,
    /// row xc12): its web view loads.
    public var startsUI = false

    /// A decision with nothing in it.
    public init(
      row: String, calls: [Call] = [], missed: [Miss] = [], wrapperDisplays: Bool = false,
      cachesUntilNextStart: Bool = false
    ) {
      self.row = row
      self.calls = calls
      self.missed = missed
      self.wrapperDisplays = wrapperDisplays
      self.cachesUntilNextStart = cachesUntilNextStart
    }

    /// The names of the callbacks that run.
    public var callbacks: [Callback] { calls.map(\.callback) }
  }

  /// A wrapper callback that runs, and the generic callback that comes with it.
  public struct Call: Sendable, Equatable {
    /// The wrapper's callback.
    public var callback: Callback
    /// The generic ``PushDelegate`` callback it amounts to.
    public var generic: GenericCallback

    /// A call.
    public init(_ callback: Callback, _ generic: GenericCallback) {
      self.callback = callback
      self.generic = generic
    }
  }

  /// A wrapper callback that does not run, and why.
  public struct Miss: Sendable, Equatable {
    /// The callback an app would expect.
    public var callback: Callback
    /// Why it does not run.
    public var reason: MissReason

    /// A miss.
    public init(_ callback: Callback, _ reason: MissReason) {
      self.callback = callback
      self.reason = reason
    }
  }

  /// The generic pair every platform and wrapper reaches.
  public enum GenericCallback: String, Sendable, CaseIterable {
    /// ``PushDelegate/onNotificationReceived(_:)-(IncomingPush)``.
    case onNotificationReceived
    /// ``PushDelegate/onNotificationOpened(_:buttonIndex:)``.
    case onNotificationOpened
  }

  /// The name of a wrapper callback, as the trace writes it after `delegate.`.
  ///
  /// A struct rather than an enum so that new wrappers can add names without breaking a
  /// client's exhaustive `switch`.
  public struct Callback: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name.
    public var rawValue: String
    /// A callback name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Cordova phonegap-plugin-push: `push.on('notification', …)`.
    public static let notification = Callback(rawValue: "notification")
    /// React Native Firebase and Flutter: `onMessage` (foreground).
    public static let onMessage = Callback(rawValue: "onMessage")
    /// React Native Firebase: the handler given to `setBackgroundMessageHandler`.
    public static let setBackgroundMessageHandler = Callback(rawValue: "setBackgroundMessageHandler")
    /// React Native Firebase: `onNotificationOpenedApp` (a tap from the background).
    public static let onNotificationOpenedApp = Callback(rawValue: "onNotificationOpenedApp")
    /// React Native Firebase: `getInitialNotification` (a tap that cold-started the app).
    public static let getInitialNotification = Callback(rawValue: "getInitialNotification")
    /// Flutter firebase_messaging: the handler given to `onBackgroundMessage`.
    public static let onBackgroundMessage = Callback(rawValue: "onBackgroundMessage")
    /// Flutter firebase_messaging: `onMessageOpenedApp` (a tap from the background).
    public static let onMessageOpenedApp = Callback(rawValue: "onMessageOpenedApp")
    /// Flutter firebase_messaging: `getInitialMessage` (a tap that cold-started the app; once).
    public static let getInitialMessage = Callback(rawValue: "getInitialMessage")
    /// Airship Cordova and Flutter: `Airship.push.onPushReceived`.
    public static let onPushReceived = Callback(rawValue: "onPushReceived")
    /// Airship Flutter: the handler given to `Airship.push.android.setBackgroundPushReceivedHandler`
    /// (Android, app terminated; run in a background isolate).
    public static let setBackgroundPushReceivedHandler = Callback(rawValue: "setBackgroundPushReceivedHandler")
    /// Airship Cordova and Flutter: `Airship.push.onNotificationResponse` (a tap or a button).
    public static let onNotificationResponse = Callback(rawValue: "onNotificationResponse")

    /// The name.
    public var description: String { rawValue }
  }

  /// Why a wrapper callback did not run (the `reason` of `delegate.missed`).
  public struct MissReason: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The reason's name.
    public var rawValue: String
    /// A reason.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The JS runtime was not loaded: Cordova sets up its context in the activity, not the
    /// application [X1][X2].
    public static let jsNotLoaded = MissReason(rawValue: "jsNotLoaded")
    /// Flutter: the background handler is not a `@pragma('vm:entry-point')` top-level function,
    /// so tree shaking removes it in release [X4].
    public static let noEntryPoint = MissReason(rawValue: "noEntryPoint")
    /// The app registers its handler on a later screen, which this launch never reached.
    public static let registeredAfterLaunch = MissReason(rawValue: "registeredAfterLaunch")
    /// The app registers no handler.
    public static let noDelegate = MissReason(rawValue: "noDelegate")
    /// Cordova: a notification message in the background is displayed by the FCM SDK; the
    /// plugin's `onMessageReceived` never runs, on receipt or on tap [X1].
    public static let notificationMessage = MissReason(rawValue: "notificationMessage")
    /// The push lacks `content-available`, so no app code is woken for it [X1][A2].
    public static let noContentAvailable = MissReason(rawValue: "noContentAvailable")
    /// iOS: a force-quit app is not launched for a push (R-iOS-11, §6 item 9).
    public static let forceQuit = MissReason(rawValue: "forceQuit")
    /// iOS: content-available did not wake the app (a `simctl` delivery, R-SIM-3).
    public static let notWoken = MissReason(rawValue: "notWoken")
    /// The native layer called no app code (iOS with the notification permission denied, or a
    /// service extension that suppressed a foreground alert or was cut by a reboot: no
    /// `willPresent`).
    public static let nativeNotCalled = MissReason(rawValue: "nativeNotCalled")
    /// Airship Flutter: `onPushReceived` "will not be called on Android when the app is
    /// terminated" [X5].
    public static let appTerminated = MissReason(rawValue: "appTerminated")
    /// Airship Flutter, Android: a push received while the app is not in the foreground goes
    /// to the background handler only (the plugin's `BACKGROUND_PUSH_RECEIVED` event).
    public static let notForeground = MissReason(rawValue: "notForeground")
    /// Airship, Android: the data map has none of Airship's keys; the SDK logs "Ignoring push".
    public static let notAirshipPush = MissReason(rawValue: "notAirshipPush")
    /// React Native Firebase, Android: the message arrived at normal priority while the app was
    /// in the background or not running, so the library's receiver could not start its headless
    /// service (`startService` throws `IllegalStateException`; it logs "Background messages only
    /// work if the message priority is set to 'high'") [X3].
    public static let normalPriority = MissReason(rawValue: "normalPriority")
    /// React Native Firebase and FlutterFire, iOS: the push has no `gcm.message_id` at its root
    /// (a plain APNs push). Both plugins' `willPresent`, `didReceive` and didRRN hand only FCM
    /// messages to JS or Dart; the native delegates still run.
    public static let notFCMMessage = MissReason(rawValue: "notFCMMessage")
    /// FlutterFire on iOS 18.0: `willPresent` had the same request identifier the previous time;
    /// the plugin's dedup for iOS 18.0's double delivery skips `onMessage` (R-iOS-31, [A34]).
    public static let duplicateIdentifier = MissReason(rawValue: "duplicateIdentifier")
    /// React Native Firebase on iOS: `willPresent` sends no event for an FCM message whose
    /// `aps` has a `content-available` whose `boolValue` is true, leaving it to didRRN, and iOS
    /// called no didRRN for it (row xr7).
    public static let leftToDidRRN = MissReason(rawValue: "leftToDidRRN")
    /// FlutterFire on iOS: didRRN sends no `onMessage` for an FCM message whose `aps` has an
    /// `alert`, leaving it to `willPresent`, and iOS called no `willPresent` for it (row xf9).
    public static let leftToWillPresent = MissReason(rawValue: "leftToWillPresent")

    /// The reason's name.
    public var description: String { rawValue }
  }
}
