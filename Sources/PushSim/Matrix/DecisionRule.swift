/// The rows of the decision tables a trace names in its `rule` fields, each with a one-line
/// explanation: SEMANTICS.md §7.2 (iOS, `i1`…`i16`), §7.3 (Android, `a1`…`a11`), §7.4 (web,
/// `w1`…`w5`) and the wrapper overlay of §7.6 as ``WrapperOverlay`` numbers it (`xc1`…`xc12`,
/// `xr1`…`xr7`, `xf1`…`xf10`, `xac1`…`xac7`, `xaf1`…`xaf7`).
///
/// The texts shorten the rows of SEMANTICS.md and keep their rule references, so that
/// `pushsim matrix --explain` can say why each cell reads as it does.
public struct DecisionRule: Sendable, Equatable, CustomStringConvertible {
  /// The row id (`i9`, `a3`, `xr2`).
  public var id: String
  /// What the row says, in one line, with the SEMANTICS.md rules it rests on.
  public var explanation: String

  /// `i9: …`.
  public var description: String { "\(id): \(explanation)" }

  /// The row with this id, or `nil` for an id no table defines.
  public static func named(_ id: String) -> DecisionRule? {
    all.first { $0.id == id }
  }

  /// Every row, in table order.
  public static let all: [DecisionRule] = ios + android + web + wrappers

  /// SEMANTICS.md §7.2.
  static let ios: [DecisionRule] = [
    .init(id: "i1", explanation: "iOS alert, app in the foreground: the system asks willPresent, whose options decide what is shown (nothing by default); didRRN is not called (R-iOS-7, R-iOS-9)"),
    .init(id: "i2", explanation: "iOS alert, app in the background: the system shows it and runs no app code; a tap brings the app forward and calls didReceive (§1.3, R-iOS-18)"),
    .init(id: "i3", explanation: "iOS alert, app not running: the system shows it; a tap launches the app (launchOptions.remoteNotification, then didReceive if the delegate is set at launch) (R-iOS-21, R-iOS-8)"),
    .init(id: "i4", explanation: "iOS alert, app force-quit: still shown (a force-quit only stops background wakes); a tap launches the app as in i3 (§1.3)"),
    .init(id: "i5", explanation: "iOS alert with mutable-content, foreground: the service extension runs first (30 s budget, the original on failure), then willPresent decides (R-NSE-1..8)"),
    .init(id: "i6", explanation: "iOS alert with mutable-content, app not in the foreground: the service extension runs, the system shows its content (the original on timeout or crash); no app code runs (R-NSE-1..7)"),
    .init(id: "i7", explanation: "iOS alert with content-available, foreground: willPresent and didRRN both run (R-iOS-7, [A2])"),
    .init(id: "i8", explanation: "iOS alert with content-available, background: shown, and the app is resumed for didRRN within the background budget (R-iOS-10, §7.5)"),
    .init(id: "i9", explanation: "iOS alert with content-available, not running: shown, and the app is launched into the background for didRRN within the background budget (§7.5)"),
    .init(id: "i10", explanation: "iOS alert with content-available, force-quit: shown, but a force-quit app is never launched for didRRN (R-iOS-11)"),
    .init(id: "i11", explanation: "iOS background push (content-available only), foreground: didRRN runs at once; nothing is shown ([A2])"),
    .init(id: "i12", explanation: "iOS background push, background: didRRN if the background budget allows, else held (only the newest) until the app launches (R-iOS-12..15)"),
    .init(id: "i13", explanation: "iOS background push, not running: the app is launched into the background for didRRN if the budget allows, else held as in i12 (R-iOS-12..15)"),
    .init(id: "i14", explanation: "iOS background push, force-quit: dropped; no app code runs until the user opens the app (R-iOS-12)"),
    .init(id: "i15", explanation: "iOS before the first unlock after a reboot: alerts are shown after the unlock, wakes are deferred (§1.2, R-iOS-17)"),
    .init(id: "i16", explanation: "iOS badge- or sound-only push: the badge and sound are applied, no service extension; willPresent in the foreground ([A5][A6])"),
    .init(id: "pushType", explanation: "iOS push of another type than alert or background (voip, liveactivity, location, widgets, complication, fileprovider, mdm, pushtotalk, controls): it goes to its own framework (PushKit, ActivityKit, …), not to the notification center or didRRN; no row of §7.2 applies (R-iOS-4)"),
  ]

  /// SEMANTICS.md §7.3.
  static let android: [DecisionRule] = [
    .init(id: "a1", explanation: "Android notification message, foreground: nothing is shown; onMessageReceived gets it, notification set (R-A-2, R-A-3)"),
    .init(id: "a2", explanation: "Android notification message, background (or foreground and locked): the FCM SDK shows it and onMessageReceived is not called; a tap opens click_action, the link or the launcher activity (R-A-6)"),
    .init(id: "a3", explanation: "Android notification message, killed (swiped away, not force-stopped): the process is cold-started, the FCM SDK shows it, no onMessageReceived; a tap as in a2 ([F1][F12])"),
    .init(id: "a4", explanation: "Android notification + data, foreground: nothing is shown; onMessageReceived gets the notification and the data ([F1])"),
    .init(id: "a5", explanation: "Android notification + data, background or killed: the FCM SDK shows it, no onMessageReceived; the data keys reach the app only in the tap intent's extras ([F1][F11])"),
    .init(id: "a6", explanation: "Android data message, foreground: onMessageReceived; nothing is shown unless the app posts a notification ([F1])"),
    .init(id: "a7", explanation: "Android data message, background or killed: onMessageReceived (a killed app is cold-started); nothing is shown unless the app posts one; Doze and App Standby may defer it (R-A-12, R-A-15)"),
    .init(id: "a8", explanation: "Android app force-stopped (or killed on an OEM that treats a swipe as a force-stop): nothing is delivered until the user opens the app (R-A-11, [F12][F16])"),
    .init(id: "a9", explanation: "Android deleted_messages: onDeletedMessages() runs (R-A-5)"),
    .init(id: "a10", explanation: "Android notifications permission denied or channel blocked: nothing is shown; onMessageReceived only in the foreground (R-A-8)"),
    .init(id: "a11", explanation: "Android SDK restore (OneSignal): notifications are restored silently after a boot, an upgrade or a cold start, without the foreground listener (R-A-21)"),
    .init(id: "messageType", explanation: "Android message_type other than gcm and deleted_messages: send_event calls onMessageSent, send_error onSendError, any other is logged and dropped (FirebaseMessagingService.passMessageIntentToSdk); no row of §7.3 applies"),
    .init(id: "noUI", explanation: "Android notification message with gcm.n.noui (an analytics control group's): the FCM SDK shows nothing and calls no callback, in any state (DisplayNotification.handleNotification); no row of §7.3 applies"),
  ]

  /// SEMANTICS.md §7.4.
  static let web: [DecisionRule] = [
    .init(id: "w1", explanation: "Web, a tab of the site is visible: the service worker's push event runs; a notification shows only if it calls showNotification, at no penalty if not (R-W-4, R-W-11)"),
    .init(id: "w2", explanation: "Web, browser running with no visible tab: the push event runs; a push that shows nothing costs Chrome's budget (then a generic notification) or a Safari violation (R-W-4, R-W-5)"),
    .init(id: "w3", explanation: "Web, browser closed on Android, or a Home Screen web app closed on an iPhone or iPad: the OS wakes it for the push event, then as w2 (R-W-1, R-W-6)"),
    .init(id: "w4", explanation: "Web, desktop browser closed: no push event; the push service keeps the message until its TTL and delivers it when the browser starts (R-W-2, R-W-9)"),
    .init(id: "w5", explanation: "Web, same tag as a shown notification: it is replaced, and alerts again only with renotify: true (R-W-7, R-W-8)"),
  ]

  /// SEMANTICS.md §7.6, as ``WrapperOverlay`` numbers its rows.
  static let wrappers: [DecisionRule] = [
    .init(id: "xc1", explanation: "Cordova, foreground: the native handler ran, so JS gets the notification event (§7.6 [X1])"),
    .init(id: "xc2", explanation: "Cordova, Android background or killed, notification message: the FCM SDK displays it and the plugin never sees it, on receipt or on tap (§7.6 [X1])"),
    .init(id: "xc3", explanation: "Cordova, Android background, data message with content-available \"1\", web view loaded: JS gets the notification event (§7.6 [X1])"),
    .init(id: "xc4", explanation: "Cordova, Android data message with content-available while the web view is not loaded: no JS event now; the plugin caches it for the next start (§7.6 [X1])"),
    .init(id: "xc5", explanation: "Cordova, as xc4 with no-cache \"1\": no JS event, and nothing is cached (§7.6 [X1])"),
    .init(id: "xc6", explanation: "Cordova, Android background or killed, data message without content-available: no JS event on receipt; JS sees it only on a tap (§7.6 [X1])"),
    .init(id: "xc7", explanation: "Cordova, iOS: didRRN ran (content-available woke the app), so JS gets the notification event (§7.6 [X1][A2])"),
    .init(id: "xc8", explanation: "Cordova, iOS: no native callback ran (no content-available, or force-quit), so JS gets nothing (§7.6 [X1])"),
    .init(id: "xc9", explanation: "Cordova tap (iOS, or the plugin's own Android notification): JS gets the notification event again (§7.6 [X1])"),
    .init(id: "xc10", explanation: "Cordova, Android tap on a notification the FCM SDK displayed: the app starts, the JS handler is not called (§7.6 [X1])"),
    .init(id: "xc12", explanation: "Cordova, Android data message with content-available and force-start \"1\" to an app whose web view is not loaded: the plugin starts the app in the background with its web view, so JS gets on('notification') (§4 [X1])"),
    .init(id: "xc11", explanation: "Cordova: payloads cached while the web view was not loaded reach JS once each when it loads (§7.6 [X1])"),
    .init(id: "xr1", explanation: "React Native Firebase, foreground: onMessage (§7.6 [X3])"),
    .init(id: "xr2", explanation: "React Native Firebase, background or quit: the background message handler runs (Android: Headless JS for every kind, but missed for a normal-priority message once the app is idle, 60 s out of the foreground or cold-started; iOS: only when content-available woke the app) (§7.6 [X3][X9])"),
    .init(id: "xr3", explanation: "React Native Firebase, iOS: no native callback ran (no content-available, or force-quit), so no JS handler runs (§7.6, §6 item 9)"),
    .init(id: "xr4", explanation: "React Native Firebase, a tap that cold-starts the app: getInitialNotification, once, also for an app that asks late (a pull: RNFB reads the launch intent or the kept response when JS calls it) (§7.6 [X3])"),
    .init(id: "xr5", explanation: "React Native Firebase, a tap from the background: onNotificationOpenedApp (§7.6 [X3])"),
    .init(id: "xr6", explanation: "React Native Firebase, iOS: a push without gcm.message_id at its root (a plain APNs push) reaches the native delegates only; RNFB hands only FCM messages to JS (§7.6 [X3])"),
    .init(id: "xr7", explanation: "React Native Firebase, iOS foreground: willPresent sends no onMessage for an FCM message whose aps has a content-available that is true to boolValue (1, \"1\", true), leaving it to didRRN; one that wakes no didRRN (\"1\", true) gives no onMessage; 0, false, \"0\" reach onMessage (§7.6 [X3], RNFB PR #9229)"),
    .init(id: "xf1", explanation: "Flutter firebase_messaging, foreground: onMessage (§7.6 [X4])"),
    .init(id: "xf2", explanation: "Flutter firebase_messaging, background or terminated: onBackgroundMessage (Android: every kind, needs a @pragma('vm:entry-point') handler; iOS: when content-available woke the app) (§7.6 [X4])"),
    .init(id: "xf3", explanation: "Flutter firebase_messaging, Android: the background handler is not a vm:entry-point, so release builds tree-shake it away (§7.6 [X4])"),
    .init(id: "xf4", explanation: "Flutter firebase_messaging, iOS: no native callback ran (no content-available, or force-quit), so no Dart handler runs (§7.6 [X4])"),
    .init(id: "xf5", explanation: "Flutter firebase_messaging, a tap that cold-starts the app: getInitialMessage, once, also for an app that asks late (a pull) (§7.6 [X4])"),
    .init(id: "xf6", explanation: "Flutter firebase_messaging, a tap from the background: onMessageOpenedApp (§7.6 [X4])"),
    .init(id: "xf7", explanation: "Flutter firebase_messaging, iOS: a push without gcm.message_id at its root (a plain APNs push) reaches the native delegates only; FlutterFire hands only FCM messages to Dart (§7.6 [X4])"),
    .init(id: "xf8", explanation: "Flutter firebase_messaging, iOS 18.0 (ios18_0DuplicateDelivery): a willPresent with the previous one's request identifier gives no onMessage, the OS's duplicate and an apns-collapse-id update alike (R-iOS-31, §4 [A34])"),
    .init(id: "xf9", explanation: "Flutter firebase_messaging, iOS: didRRN outside the background sends no onMessage for an FCM message whose aps has an alert, leaving it to willPresent; when iOS calls no willPresent (notifications not allowed, an extension that ends after the app left the foreground or suppresses the notification) onMessage is missed (§7.6 [X4])"),
    .init(id: "xf10", explanation: "Flutter firebase_messaging, Android: swiping away a notification the FCM SDK displayed sends its delete intent, the wrapped NOTIFICATION_DISMISS analytics broadcast, to every RECEIVE receiver (firebase-messaging 23.3.0+, firebase-android-sdk#5410); FlutterFirebaseMessagingReceiver takes it for a message: onMessage in the foreground, else onBackgroundMessage (needs a vm:entry-point), with an empty RemoteMessage (flutterfire#12317, #12326; §7.6 [X4])"),
    .init(id: "xac1", explanation: "Airship Cordova, foreground (or iOS) with the native handler run: Airship.push.onPushReceived (§7.6 [X2])"),
    .init(id: "xac2", explanation: "Airship Cordova, Android background with the app's activity alive: onPushReceived (§7.6 [X2])"),
    .init(id: "xac3", explanation: "Airship Cordova, Android, app not running: no JS event, the Cordova context is set up in the activity, not the application (§7.6 [X2])"),
    .init(id: "xac4", explanation: "Airship Cordova: no native callback ran (an Android notification message in the background, or iOS without content-available or force-quit), so no JS event (§7.6)"),
    .init(id: "xac5", explanation: "Airship Cordova, a tap Airship hears of (iOS): Airship.push.onNotificationResponse (modelled: kept until JS listens; §7.6 has no tap row)"),
    .init(id: "xac6", explanation: "Airship Cordova, Android tap on a notification the FCM SDK displayed: Airship never saw the message, so no response event (§7.3, §7.6)"),
    .init(id: "xac7", explanation: "Airship Cordova, Android: a data map without Airship's keys (com.urbanairship.push.PUSH_ID, CANONICAL_PUSH_ID, com.urbanairship.metadata): the SDK logs \"Ignoring push\", no JS event (§7.6; Airship's PushMessage.isAirshipPush)"),
    .init(id: "xaf1", explanation: "Airship Flutter, foreground (or iOS) with the native handler run: Airship.push.onPushReceived (§7.6 [X5])"),
    .init(id: "xaf2", explanation: "Airship Flutter, Android background with the app's UI alive: the plugin sends a push received out of the foreground to the background handler only (no onPushReceived); the handler runs when it is a vm:entry-point (§7.6 [X5])"),
    .init(id: "xaf3", explanation: "Airship Flutter, Android, app terminated: onPushReceived \"will not be called\"; the background push handler runs, when it is a vm:entry-point (§7.6 [X5])"),
    .init(id: "xaf4", explanation: "Airship Flutter: no native callback ran (an Android notification message in the background, or iOS without content-available or force-quit), so no Dart event (§7.6)"),
    .init(id: "xaf5", explanation: "Airship Flutter, a tap Airship hears of (iOS): Airship.push.onNotificationResponse (modelled: kept until Dart listens; §7.6 has no tap row)"),
    .init(id: "xaf6", explanation: "Airship Flutter, Android tap on a notification the FCM SDK displayed: Airship never saw the message, so no response event (§7.3, §7.6)"),
    .init(id: "xaf7", explanation: "Airship Flutter, Android: a data map without Airship's keys: the SDK logs \"Ignoring push\", no Dart event (§7.6; Airship's PushMessage.isAirshipPush)"),
  ]
}
