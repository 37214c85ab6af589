/// What the app's own code does when the platform calls it, so a scenario (or a test without a
/// custom delegate) can replay a real app's choices.
///
/// The defaults are the plain app of SCENARIOS.md: an iOS app whose `willPresent` returns `[]`,
/// no notification service extension, handlers that finish at once, and a web service worker
/// that shows the payload's notification and closes it on click.
public struct AppBehavior: Sendable {
  /// The options the app's `willPresent` returns in the foreground (`[]` shows nothing).
  public var willPresent: PresentationOptions = []
  /// The app's notification service extension, or `nil` when it has none.
  public var serviceExtension: ScriptedServiceExtension?
  /// How long the app's background handler (didRRN, `onMessageReceived`, a wrapper's
  /// background handler) runs before it completes.
  public var backgroundHandlerTakes: Duration = .zero
  /// Names the app registered for SDK "method" actions.
  public var methods: [String] = []
  /// The device locale, for localised payloads (`loc-key`, `*_loc_key`).
  public var locale = "en"
  /// The app's localised strings: key → format (`%@`, `%1$@`, `%s`, `%d` placeholders).
  public var strings: [String: String] = [:]
  /// iOS: the app's `Localizable.stringsdict` entries by key (``StringsDictEntry``): a
  /// `loc-key` found here is formatted from its plural forms, ahead of ``strings``.
  public var stringsDict: [String: StringsDictEntry] = [:]
  /// iOS notification categories the app registered at launch (R-iOS-20): category id → action
  /// identifiers. Action buttons appear only for a registered category.
  public var categories: [String: [String]] = [:]
  /// WonderPush: what the app's deep-link delegate answers (Android
  /// `WonderPushDelegate.urlForDeepLink`, iOS `wonderPushWillOpenURL:`), as rules tried in
  /// order (``WonderPushDeepLinkRule``); a URL no rule matches passes through. `nil` (the
  /// default): the app's delegate leaves URLs alone, and no call is recorded. With rules, each
  /// call is recorded as `delegate.urlForDeepLink` or `delegate.wonderPushWillOpenURL` with `url`
  /// and `returned`, and the SDK opens the returned URL, or nothing for `nil`.
  public var wonderPushURLForDeepLink: [WonderPushDeepLinkRule]?
  /// iOS: the `itunesAppID` key of the app's Info.plist (WonderPush's `WP_ITUNES_APP_ID`, "Key to
  /// set in your .plist file to allow rating button action"): a WonderPush `rating` action opens
  /// the App Store page of this id, and nothing without it. Default none.
  public var itunesAppID: String?
  /// Customer.io: what the app's own link hook answers (iOS the SDK config's `deepLinkCallback`,
  /// Android `CustomerIOPushNotificationCallback.onNotificationClicked`), as rules tried in
  /// order (``CustomerIODeepLinkRule``); a link no rule matches is left to the SDK. `nil` (the
  /// default): the app set no callback, and no call is recorded. With rules, each tap on the
  /// SDK's notification records `delegate.deepLinkCallback` (iOS, taps with a link) or
  /// `delegate.onNotificationClicked` (Android, every tap on a notification the SDK posted) with
  /// `url` and `handled`; a handled link is not opened by the SDK (no app activity, no
  /// universal-link or URL-scheme handler, no browser or Safari).
  public var customerIODeepLinkCallback: [CustomerIODeepLinkRule]?
  /// Customer.io Android: the SDK's `pushClickBehavior` (`MessagingPushModuleConfig.Builder.setPushClickBehavior`),
  /// how its click activity starts the app's activity at a tap (``CustomerIOPushClickBehavior``).
  /// `nil` (the default): not set, so `ACTIVITY_PREVENT_RESTART`, and the trace says nothing of it.
  /// Set, the app's `delegate.onCreate`/`delegate.onNewIntent` adds `pushClickBehavior` and
  /// `backStack` (``AndroidActivityStart/BackStack``).
  public var customerIOPushClickBehavior: CustomerIOPushClickBehavior?
  /// Customer.io: the app registered the SDK's silent-push callback (Android SDK 5.1.0's
  /// `MessagingPushModuleConfig.Builder.setBackgroundPushCallback`, iOS SDK 5.2.0's background
  /// push handler). `true`: a push with `CIO-Background-Delivery-ID`/`-Token`
  /// (``CustomerIOBackgroundPush``) reports `delivered` and reaches the app as
  /// `delegate.backgroundPush` with `deliveryId` and `data`, showing nothing. `false` (the
  /// default): an older SDK or no callback, and the SDK leaves such a push alone
  /// (`push.dropped` `notSdkPayload`).
  public var customerIOBackgroundPushCallback = false
  /// Android: the links the app's activities open (their intent filters), as URL prefixes such
  /// as `myapp://` or `https://shop.example.com/`: a vendor SDK that opens a link with an
  /// `ACTION_VIEW` intent (a WonderPush `targetUrl`, a OneSignal launch URL, Customer.io's
  /// `createDeepLinkHostAppIntent`) gets the app's activity for a link that starts with one of
  /// them (`AndroidTapTarget.viewing(_:app:otherwise:)`); Mapp's `com.appoxee.VIEW_DEEPLINK`
  /// intent reaches the app's activity when its data, `apx://deeplink?link=…&messageId=…`,
  /// starts with one (`apx://deeplink` stands for the intent filter Mapp asks for; without it
  /// nothing opens). iOS, Customer.io: the app's
  /// universal links (an http(s) prefix: its `application(_:continue:restorationHandler:)`
  /// takes the link) and URL schemes (each prefix's scheme: its `application(_:open:options:)`
  /// gets the link) (`IOSLinkTarget.opening(_:app:)`). iOS, OneSignal: the app's URL schemes
  /// only, as its launch URL goes to `UIApplication.open`, which opens an http(s) link in Safari
  /// (`IOSLinkTarget.openedByUIApplication(_:app:)`). Default none.
  public var handledLinks: [String] = []
  /// iOS: the action identifiers registered with the `foreground` option
  /// (`UNNotificationActionOptions.foreground`): tapping one brings the app to the foreground;
  /// any other action runs with the app in the background (R-iOS-20).
  public var foregroundActions: Set<String> = []
  /// iOS: the action identifiers registered as `UNTextInputNotificationAction`s (R-iOS-18, an
  /// action of one of ``categories``): tapping one shows a text field, and the response the
  /// app's `didReceive` gets is a `UNTextInputNotificationResponse` whose `userText` is what the
  /// person sends (a `tap` step's `text`; "If the user does not specify any text, this property
  /// contains an empty string", Apple's `userText` page). Default none.
  public var textInputActions: Set<String> = []
  /// iOS: the action identifiers registered with the `authenticationRequired` option
  /// (`UNNotificationActionOptions.authenticationRequired`, an action of one of ``categories``):
  /// "The action can be performed only on an unlocked device". Tapped on a locked device, such
  /// an action's response waits for the person to unlock it (`action.awaitingUnlock`,
  /// ``SimulatedDevice/unlock()``); an action that is also one of ``foregroundActions`` opens the
  /// app, which unlocks at the tap. Default none.
  public var authenticationRequiredActions: Set<String> = []
  /// iOS: the categories registered with the `customDismissAction` option (R-iOS-19): dismissing
  /// one of their notifications calls `didReceive` with `UNNotificationDismissActionIdentifier`.
  public var customDismissActionCategories: Set<String> = []
  /// iOS: the app's service extension has the `com.apple.developer.usernotifications.filtering`
  /// entitlement (R-NSE-5): empty content from it shows nothing, for an `apns-push-type: alert`
  /// push.
  public var notificationFilteringEntitlement = false
  /// iOS: the app's PushKit VoIP registry and what its handler does, or `nil` (the default)
  /// when the app registered none: VoIP pushes are then dropped (``PushKitDeliveryRules``).
  public var pushKit: PushKitRegistration?
  /// iOS: the app's Live Activities (ActivityKit): its attributes types, the activities it
  /// started, whether the user allows them (``LiveActivitySettings``, ``LiveActivityRules``).
  /// Default: none, allowed.
  public var liveActivities = LiveActivitySettings()
  /// Web: whether the service worker calls `showNotification` for a push that carries one.
  /// When it does not, WebKit shows a mutable declarative message's own notification anyway
  /// (``WebDeliveryRules/showsDeclarativeFallback(_:)``); any other push is a silent one.
  public var serviceWorkerShowsNotification = true
  /// Web: what the plain service worker's `push` listener does: shows its notification (the
  /// default), throws, passes `waitUntil` a promise that rejects (before or after it shows the
  /// notification), or is missing. Each browser's answer to a failure is
  /// ``WebPushEventFailure``: none spares the push from its silent-push rules.
  public var serviceWorkerPushHandler = ServiceWorkerPushHandler.shows
  /// Web: how long the plain service worker's `waitUntil` promise takes to settle after the
  /// `push` event starts (zero: at once, the default). The notification the handler shows, and
  /// the browser's rules for a push that showed none, wait for it; past the browser's limit
  /// (``WebPushEventTimeout``) the event ends without it.
  public var serviceWorkerPushHandlerTakes: Duration = .zero
  /// Web: whether the service worker closes the notification in `notificationclick`.
  public var serviceWorkerClosesOnClick = true
  /// Web: the count the service worker's `push` handler passes to `navigator.setAppBadge()`
  /// (0 clears the badge, as the Badging API's "set the application badge" does), or `nil` when
  /// it does not call it. Where a push can badge the app
  /// (``WebDeliveryRules/appliesAppBadge(_:)``) it sets the badge, and for a mutable declarative
  /// message it replaces the message's `app_badge` (w3c/push-api#402: the message's badge is set
  /// only when the worker did not call `setAppBadge()`).
  public var serviceWorkerAppBadge: Int?
  /// Web: the `userVisibleOnly` the site passes to `pushManager.subscribe`. `false` is refused by
  /// Chrome and WebKit (R-W-3): the site then has no subscription and no push reaches it.
  public var userVisibleOnly = true
  /// Android: the app's `FirebaseMessagingService` is `android:directBootAware="true"` and the
  /// app has `firebase-messaging-directboot` (its direct-boot-aware receiver), so FCM messages
  /// sent with `direct_boot_ok` (an HTTP v1 body's `android.direct_boot_ok`) reach it after a
  /// restart before the user's first unlock. Default `false`. Any other message before that
  /// unlock, and every one to an app that is not aware, is held until it (`push.held`
  /// `beforeFirstUnlock`; Firebase, "Receive FCM messages in direct boot mode").
  public var directBootAware = false

  /// OneSignal: the app's foreground lifecycle listener calls `event.preventDefault()`, so
  /// nothing is shown while the app is in focus.
  public var preventsForegroundDisplay = false
  /// OneSignal: the notifications the foreground listener acts on (app key `onWillDisplay` as
  /// `{"preventDefault": selection}`): it calls `preventDefault()` (with
  /// ``preventsForegroundDisplay``) and, on iOS, the later `display()` (``oneSignalDisplayAfter``)
  /// only for these, and leaves the others alone. `nil` (default): every notification.
  public var foregroundListenerSelection: OSNotificationSelection?
  /// OneSignal (iOS): the foreground listener calls `event.notification.display()` this long
  /// after `onWillDisplay` (app key `displayAfter`), as an app that prevents the display, works,
  /// then shows the notification after all. It completes the `willPresent` the SDK holds then
  /// (one per process: this push's inside its 25 s display timeout, or a later push's that took
  /// the SDK's one completion block); with none held the call does nothing (`action.executed`
  /// `display`). With ``foregroundListenerSelection`` only the selected notifications get it.
  /// `nil` (default): the app never calls it; nor does an app whose listener is not registered.
  public var oneSignalDisplayAfter: Duration?

  /// OneSignal: whether the foreground listener calls `preventDefault()` on `notification`.
  public func preventsForegroundDisplay(of notification: OSNotification) -> Bool {
    preventsForegroundDisplay && foregroundListenerSelection?.matches(notification) != false
  }

  /// OneSignal (iOS): whether the foreground listener calls `display()` later on `notification`
  /// (``oneSignalDisplayAfter``, for the notifications ``foregroundListenerSelection`` selects).
  public func oneSignalListenerCallsDisplay(on notification: OSNotification) -> Bool {
    oneSignalDisplayAfter != nil && foregroundListenerSelection?.matches(notification) != false
  }
  /// OneSignal (iOS): besides the SDK's listeners the app sets its own
  /// `UNUserNotificationCenterDelegate` (app key `ownNotificationCenterDelegate`), whose
  /// `willPresent` (``willPresent``) the SDK calls with the system's completion handler when it
  /// completes a foreground push, so the app's answer is the one presented. Default `false`: the
  /// app registers only the SDK's listeners, and the SDK's own answer counts.
  public var oneSignalOwnNotificationCenterDelegate = false
  /// iOS: the legacy action methods the app's app delegate implements (app key
  /// `appDelegateSelectors`). OneSignal's SDK, at a tap in an app without its own
  /// notification-center delegate, calls ``AppDelegateSelector/handleActionWithIdentifier`` for
  /// a button when the app has it, instead of the legacy didRRN (``OneSignalLegacyAppDelegateCall``).
  /// Default empty: the app delegate has only the didRRN the SDK's swizzling gives it.
  public var appDelegateSelectors: Set<AppDelegateSelector> = []
  /// OneSignal (Android): the app's channels as the OneSignal dashboard lists them (app key
  /// `notificationChannels`; the server's params `chnl_lst`), which the SDK applies at each start
  /// of the app's process while the device is online, or once online for a process that started
  /// offline (``OneSignalDashboardChannel``). `nil`
  /// (default) or empty: the SDK creates and deletes nothing then.
  public var oneSignalNotificationChannels: [OneSignalDashboardChannel]?
  /// OneSignal (Android): what the app's notification service extension
  /// (`INotificationServiceExtension.onNotificationReceived`) does with each notification.
  public var oneSignalServiceExtension: OneSignalServiceExtensionChoice = .display

  /// What a OneSignal app's notification service extension does with a notification.
  public enum OneSignalServiceExtensionChoice: String, Sendable, CaseIterable {
    /// Lets it be shown.
    case display
    /// Calls `event.preventDefault()` for every notification.
    case preventDefault
    /// Calls `event.preventDefault()` for restored ones (`notification.restoring`), as the
    /// payload reference suggests.
    case preventRestored
  }
  /// OneSignal (iOS): the app setting `additional_data_is_root_payload` (set with OneSignal's
  /// "Update an app" API): a push's data is sent at the root of the APNs payload, and the SDK's
  /// `additionalData` holds those root keys, so the app reads them there.
  public var oneSignalAdditionalDataIsRootPayload = false
  /// OneSignal (iOS): the app's `Info.plist` sets `OneSignal_disable_badge_clearing` to YES, so
  /// the SDK leaves the badge alone. Otherwise it sets the badge to 0 when the app starts or
  /// becomes active while its cached count says a badge is set, and when a OneSignal notification
  /// is opened; iOS then clears
  /// the app's notifications from Notification Center
  /// (``DeviceOptions/iosZeroBadgeClearsNotifications``).
  public var oneSignalDisableBadgeClearing = false
  /// OneSignal: the app never opens a notification's launch URL: the iOS `Info.plist` sets
  /// `OneSignal_suppress_launch_urls` to YES, or the Android manifest sets the meta-data
  /// `com.onesignal.suppressLaunchURLs` to true (`OSNotificationOpenAppSettings`). On Android a
  /// tap on a notification with a URL then opens the app, as one without a URL does; the click
  /// listener still gets the URL. On iOS (`shouldSuppressURL`) the SDK skips `launchWebURL:`:
  /// neither Safari nor the app's `openURL` handler gets the URL.
  public var oneSignalSuppressLaunchURLs = false
  /// OneSignal (iOS): the outcome attribution the app's dashboard enables (app key `outcomes`),
  /// which decides whether a session is attributed and so whether the SDK keeps the app running
  /// 30 s after it leaves the foreground (``OneSignalOutcomeSettings``). Default: none, the SDK's
  /// default when its remote parameters say nothing.
  public var oneSignalOutcomes = OneSignalOutcomeSettings()
  /// OneSignal (Android): the manifest sets the meta-data `com.onesignal.NotificationOpened.DEFAULT`
  /// to `DISABLE`: a tap opens no activity, neither the app nor the launch URL
  /// (`OSNotificationOpenAppSettings.getShouldOpenActivity`); the click listener still runs, so
  /// the app opens what it wants itself.
  public var oneSignalNotificationOpenedDisabled = false
  /// iOS: the app's notification service extension is the SDK's own
  /// (`OneSignalNotificationServiceExtension`, WonderPush's `WPNotificationServiceExtension`).
  /// Ignored when ``serviceExtension`` is set.
  public var usesSDKServiceExtension = false
  /// Mapp Engage (iOS): the SDK's `showNotificationsOnForeground` setting, its answer to
  /// `willPresent` for its pushes. Default `false`, as `Appoxee.h` says ("Default value is NO"):
  /// a push arriving in the foreground is not shown unless the app turns it on.
  public var mappShowsNotificationsOnForeground = false
  /// Mapp Engage (Android): `AppoxeeOptions.notificationMode`, `BACKGROUND_ONLY` unless the app
  /// sets it (the SDK's `AppoxeeOptions.kt`).
  public var mappNotificationMode = MappNotificationMode.backgroundOnly

  /// The plain app.
  public init() {}
}
