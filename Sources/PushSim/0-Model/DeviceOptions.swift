/// The knobs of SEMANTICS.md §7.1 and the device's conditions, each with the default the cited
/// rule gives.
///
/// Where sources disagree, the knob lets a scenario pick a side; tests cover both settings.
/// Scenario files set these by name in a device's `options` (``DeviceOptions/settingNames`` lists them).
public struct DeviceOptions: Sendable, Equatable {
  // MARK: iOS knobs (SEMANTICS.md §7.1)

  /// What iOS shows in the foreground when the app sets no `UNUserNotificationCenter` delegate
  /// (R-iOS-7, disagreement #1). Default ``ForegroundPresentation/none``.
  public var iosForegroundPresentDefault: ForegroundPresentation = .none
  /// Whether an alert push without `content-available` also calls didRRN in the foreground
  /// (R-iOS-9, disagreement #2). Default `false`.
  public var iosForegroundAlertCallsDidRRN = false
  /// Whether a tap that brings the app to the foreground from an alert with `content-available`
  /// calls didRRN a second time (R-iOS-10: "the system may call this method again when your app
  /// is about to enter the foreground"; rows i8, i9). Default `false`.
  public var iosTapRedeliversContentAvailable = false
  /// Background wakes allowed per hour (R-iOS-13: "two or three per hour"). Default 3.
  public var iosBackgroundPushBudgetPerHour = 3
  /// Seconds after which the device-wide background budget resets (R-iOS-14). Default 86 400.
  public var iosBackgroundBudgetResetSeconds = 86_400
  /// A debugger is attached: the background throttle is off (R-iOS-14). Default `false`.
  public var iosDebuggerAttached = false
  /// Seconds after a reboot during which background wakes are held (R-iOS-17, OBS). Default 300.
  public var iosPostRebootHoldSeconds = 300
  /// Low Power Mode blocks `content-available` wakes (R-iOS-15, a knob). Default `true`.
  public var iosLowPowerModeBlocksBackgroundPush = true
  /// What happens before the first unlock after a reboot (§1.2, UNDOC). Default ``BFUPolicy/defer``.
  public var iosBFU: BFUPolicy = .defer
  /// The notification service extension's budget (R-NSE-2). Default 30 s.
  public var iosNSEBudgetSeconds = 30
  /// The didRRN completion budget before the app is terminated (R-iOS-16). Default 30 s.
  public var iosDidRRNBudgetSeconds = 30
  /// How long an app that leaves the foreground keeps running before iOS suspends it
  /// (Apple, "Extending your app's background execution time": `applicationDidEnterBackground`
  /// "has five seconds to perform any tasks and return. Shortly after that method returns, the
  /// system puts your app into the suspended state"). A suspended app's in-process SDK timers
  /// wait until it runs again. Read when the app leaves the foreground. Default 5 s. A OneSignal
  /// app in a session the SDK attributes runs at least 30 s (its `ATTRIBUTED_FOCUS_TASK`, app key
  /// `outcomes`, ``OneSignalIOSSession``); 30 s also stands for a session begun before the run
  /// (docs/ModellingChoices/iOS.md, "Suspension and the SDKs' timers").
  public var iosBackgroundExecutionSeconds = 5
  /// Whether an alert push with `content-available` at priority 10 bypasses the background
  /// throttle (disagreement #4). Default `false`: §7.5 applies to rows i8 and i9 too.
  public var iosAlertWakesBypassThrottle = false
  /// On a `simctl`/`.apns` delivery, whether `content-available` wakes the app (R-SIM-3).
  /// Default `false`.
  public var simctlTransport_contentAvailableWakes = false
  /// On a `simctl`/`.apns` delivery, whether the service extension runs (R-SIM-4). Default `false`.
  public var simctlTransport_runsNSE = false
  /// iOS 18.0 delivered some notifications twice (R-iOS-31). It also turns on FlutterFire's
  /// iOS 18.0-only dedup of `willPresent` by request identifier (row xf8). Default `false`.
  public var ios18_0DuplicateDelivery = false
  /// Whether setting the app's badge to 0, from a number, also removes every notification of
  /// the app from Notification Center (OBS: "iOS has used the heuristic of clearing
  /// notifications for an app when its badge is set to 0", by a push or by the app, openradar
  /// 35589208; OneSignal's maintainers: "When the app's badges are cleared iOS will
  /// automatically remove all notifications for your app from the notification center",
  /// react-native-onesignal #363). A badge already at 0 or never set clears nothing (the
  /// "set 1, then 0" workaround, OneSignal-Flutter-SDK #567). Default `true`.
  public var iosZeroBadgeClearsNotifications = true
  /// APNs groups pushes at `apns-priority` 5 and 1 into bursts (R-iOS-24: they "might get
  /// grouped and delivered in bursts"; Apple gives no schedule): with a window of `N` seconds,
  /// such a push waits in APNs until the next multiple of `N` seconds on the virtual clock, and
  /// every push waiting then is delivered together, in the order sent (``APNsBurstQueue``).
  /// A push with `apns-expiration: 0` is never kept, so never grouped. Default 0: no bursts,
  /// every push is delivered when sent.
  public var apnsLowPriorityBurstSeconds = 0
  /// APNs does not wake a sleeping device for a push at `apns-priority` 1 (R-iOS-5: "prevent
  /// awakening the device"): while the device is locked (PushSim's sleep), such a push waits in
  /// APNs (`push.held`, reason `deviceAsleep`) and is delivered when the user unlocks it
  /// (`push.released`, reason `deviceAwake`), or dropped if it expires first. Default `true`;
  /// `false` delivers it at once, as priority 5.
  public var apnsPriorityOneWaitsForWake = true

  // MARK: Android and web knobs

  /// The `onMessageReceived` execution window (R-A-9). Default 20 s. A Flutter app with a Dart
  /// entry point has FlutterFire's 30 s for its background handler instead ([X4]), a React
  /// Native app ``reactNativeHeadlessTaskTimeoutSeconds``.
  public var androidHandlerBudgetSeconds = 20
  /// React Native Firebase, Android: the timeout of the Headless JS task that runs the
  /// `setBackgroundMessageHandler` handler, after which it is canceled: firebase.json's
  /// `messaging_android_headless_task_timeout` (in milliseconds there), default 60 s
  /// (`ReactNativeFirebaseMessagingHeadlessService`'s `TIMEOUT_DEFAULT`, [X3]).
  public var reactNativeHeadlessTaskTimeoutSeconds = 60
  /// OneSignal on Android: the initial delay, in seconds, of the receive receipt's WorkManager
  /// job. The SDK draws it at random, 0 to 25 s (`ReceiveReceiptWorkManager`'s `minDelay` and
  /// `maxDelay`, `AndroidUtils.getRandomDelay`); PushSim takes this fixed value instead
  /// (**choice**), default 0, the minimum the SDK draws. The job also waits for the network.
  public var oneSignalReceiveReceiptDelaySeconds = 0
  /// OEMs that turn a swipe from recents into a force-stop (R-A-11). Default `false`.
  public var androidOemKillOnSwipe = false
  /// The launch mode of the app's activity, which decides how the FCM SDK's content intent
  /// (`FLAG_ACTIVITY_CLEAR_TOP`, R-A-6) reaches an alive activity: `onNewIntent`, or, for
  /// ``AndroidLaunchMode/standard``, finished and created anew (`onCreate`). It applies to taps
  /// on notifications the FCM SDK posted; a vendor SDK's click activity starts the app's
  /// activity with flags of its own (docs/ModellingChoices/Android.md). Default
  /// ``AndroidLaunchMode/singleTop``.
  public var androidLaunchMode: AndroidLaunchMode = .singleTop
  /// Android: the release the device runs, as its API level (`Build.VERSION.SDK_INT`: 29 is
  /// Android 10, 30 Android 11, 31 Android 12, 33 Android 13, 34 Android 14, 35 Android 15),
  /// from 26 (Android 8.0, the first with notification channels) to 36 (Android 16). The rules
  /// that changed with a release follow it (docs/ModellingChoices/Android.md, "Android
  /// versions"); the others are those of the newest release. Default 35 (Android 15), the
  /// release PushSim's rules were written against, so a scenario that does not give it runs as
  /// before.
  public var androidApiLevel = DeviceOptions.defaultAndroidApiLevel
  /// Chrome's share of pushes that may show no notification (R-W-4). Default 0.1 (1 in 10).
  public var chromeSilentPushGrace = 0.1
  /// Firefox's `dom.push.maxQuotaPerSubscription`: the pushes a subscription may receive that
  /// leave no notification of the site showing before Firefox drops it, restored by a visit
  /// to the site (``FirefoxPushQuota``). Default 16, Firefox's. Firefox on a desktop only:
  /// Firefox for Android (GeckoView) keeps no quota.
  public var firefoxMaxQuotaPerSubscription = 16
  /// Safari revokes the subscription after this many pushes without a notification (R-W-5, OBS).
  /// Default 3.
  public var safariRevokeAfterViolations = 3
  /// Chrome on Android: Chrome's own Android notification permission (Settings › Apps › Chrome
  /// › Notifications), apart from the site's (``notificationPermission``). Off, Android shows
  /// none of the site's notifications, and Chrome resets the site's permission at a display 3
  /// days or more after the first such display (``ChromeAppLevelRevocation``). Default `true`.
  public var chromeAppNotificationPermission = true

  // MARK: Device conditions

  /// The user has granted the notification permission. Default `true`.
  public var notificationPermission = true
  /// iOS: the app's notifications are delivered quietly (docs/ModellingChoices/iOS.md): the app holds provisional
  /// authorization (`UNAuthorizationOptions.provisional`, iOS 12+, which OneSignal's "direct to
  /// history" setting requests), or the user chose Deliver Quietly. They go to Notification
  /// Center only: no banner, no sound, not on the Lock Screen, and no badge on the app icon.
  /// Default `false` (Deliver Prominently).
  public var iosDeliversQuietly = false
  /// iOS: the person's switch for the app's Live Activities (Settings › the app › Live
  /// Activities; ActivityKit's `ActivityAuthorizationInfo.areActivitiesEnabled`). `nil` (the
  /// default): as app key `liveActivities.allowed` says. In a device's `options` it is the
  /// switch before the run (after any activity the app started); a `set` step flips it mid-run:
  /// off, later push-to-starts, updates and ends are dropped `liveActivitiesDisabled`; on again,
  /// they apply, and a running app's `activityEnablementUpdates` observer is told either way
  /// (docs/ModellingChoices/iOS.md, "Live Activities", *The Settings switch*).
  public var liveActivitiesEnabled: Bool?
  /// iOS: the person's More Frequent Updates switch for the app's Live Activities (Settings;
  /// ActivityKit's `ActivityAuthorizationInfo.frequentPushesEnabled`), for an app that declares
  /// `NSSupportsLiveActivitiesFrequentUpdates` (app key `liveActivities.supportsFrequentUpdates`).
  /// `nil` (the default): on. A `set` step flips it mid-run: the priority-10 update budget in
  /// effect becomes `frequentPerHour` (on) or `perHour` (off), and a running app's
  /// `frequentPushEnablementUpdates` observer is told. For an app that does not declare the key
  /// it does nothing (`device.warning` `optionNotApplicable`) (docs/ModellingChoices/iOS.md,
  /// "Live Activities", *The Settings switch*).
  public var liveActivitiesFrequentUpdates: Bool?
  /// iOS: the user's Focus (option `focus`, docs/ModellingChoices/iOS.md): off, on and
  /// silencing the app (its notifications go to Notification Center without a banner or sound;
  /// time-sensitive and critical ones break through), or on and allowing the app ("Allow
  /// Notifications From" its apps). Default ``Focus/off``.
  public var iosFocus: Focus = .off
  /// iOS: the app is in the user's Scheduled Summary (option `scheduledSummary`): the summary's
  /// delivery times, as times of day (UTC) on the device's clock (``clockEpochSeconds`` plus
  /// the virtual time), sorted. The app's notifications that are not time-sensitive or critical
  /// are held (`push.held`, reason `scheduledSummary`) until the next of them. Default `nil`:
  /// Deliver Immediately.
  public var iosScheduledSummary: [Duration]?
  /// iOS: the app has the Time Sensitive Notifications capability
  /// (`com.apple.developer.usernotifications.time-sensitive`; option `timeSensitiveEntitlement`),
  /// without which a time-sensitive notification is active. Default `true`: an app adds the
  /// capability itself in Xcode, without asking Apple.
  public var iosTimeSensitiveEntitlement = true
  /// iOS: the user's per-app switch Settings > Notifications > the app > Time Sensitive
  /// Notifications (`UNNotificationSettings.timeSensitiveSetting`; option
  /// `timeSensitiveSetting`). Off, the app's time-sensitive notifications break through neither
  /// a Focus nor a Scheduled Summary (`timeSensitiveOff: appSetting`). Default `true`: iOS turns
  /// it on for an app with the capability.
  public var iosTimeSensitiveSetting = true
  /// iOS: the Focus allows time-sensitive notifications from apps it does not allow (Settings >
  /// Focus > the Focus > Apps > Time Sensitive Notifications; option `focusAllowsTimeSensitive`).
  /// Off, a Focus that silences the app silences its time-sensitive notifications too
  /// (`timeSensitiveOff: focusSetting`); a Scheduled Summary is not concerned. Default `true`,
  /// as a new Focus has it.
  public var iosFocusAllowsTimeSensitive = true
  /// iOS: the app has the Communication Notifications capability
  /// (`com.apple.developer.usernotifications.communication`; option `communicationEntitlement`),
  /// without which `updating(from:)` with a message intent fails and the notification is shown
  /// as a plain one (``SendMessageIntent``, docs/ModellingChoices/iOS.md). Default `true`: an app
  /// adds the capability itself in Xcode, without asking Apple.
  public var iosCommunicationEntitlement = true
  /// iOS: the people the Focus allows notifications from (Settings > Focus > the Focus > People;
  /// option `focusAllowedPeople`), as the sender identifiers of the app's message intents
  /// (``SendMessageIntent/sender``) and the caller identifiers of its call intents
  /// (``StartCallIntent/caller``). A communication notification from one of them is let through
  /// a Focus that does not allow the app (`focus: senderAllowed`). Default empty.
  public var iosFocusAllowedPeople: [String] = []
  /// iOS: the app may read the user's Focus status (`INFocusStatusCenter` authorization, which
  /// the user grants the app, with Share Focus Status on; option `focusStatusShared`). With it, a
  /// message's communication notification whose sender asked to notify anyway
  /// (``SendMessageIntent/notifyRecipientAnyway``) is let through a Focus that silences it
  /// (`focus: notifyAnyway`). Default `false`: the app has to ask and the user to agree.
  public var iosFocusStatusShared = false
  /// iOS: whose ringing calls the Focus lets ring although it does not allow the app (Allow
  /// Calls From; option `focusAllowCallsFrom`): a ringing-call notification
  /// (``StartCallIntent/rings``) from one of them is delivered as without a Focus
  /// (`focus: callAllowed`). Default ``FocusCallers/favorites``, iOS's.
  public var iosFocusAllowCallsFrom = FocusCallers.favorites
  /// iOS: the Focus's Allow Repeated Calls (option `focusAllowRepeatedCalls`): a ringing-call
  /// notification from a caller who had a communication notification (a call's or a message's)
  /// at most three minutes before is delivered as without a Focus (`focus: repeatedCall`). Default `true`, iOS's.
  public var iosFocusAllowRepeatedCalls = true
  /// iOS: the user's contacts, as the identifiers of the app's intents' people (option
  /// `contacts`), for a Focus that lets calls from contacts ring. Default empty.
  public var iosContacts: [String] = []
  /// iOS: the user's favourites, as the identifiers of the app's intents' people (option
  /// `favorites`), for a Focus that lets calls from favourites ring. Default empty.
  public var iosFavorites: [String] = []
  /// iOS: the user's per-app switch Settings > Notifications > the app > Direct Messages, shown
  /// for an app with the Communication Notifications capability that is in a Scheduled Summary
  /// (option `directMessagesSetting`). Off, the app's message communication notifications are
  /// held in the summary as any other (`directMessagesOff`); its call notifications still break
  /// through. Default `true`: "Direct Messages" are delivered at once unless the user turns it off.
  public var iosDirectMessagesSetting = true
  /// iOS: Apple granted the app the critical-alerts entitlement
  /// (`com.apple.developer.usernotifications.critical-alerts`; option
  /// `criticalAlertsEntitlement`). Default `false`: Apple grants it on request only.
  public var iosCriticalAlertsEntitlement = false
  /// iOS: the user authorized critical alerts (`UNAuthorizationOptions.criticalAlert`, which only
  /// an app with the entitlement can request; `criticalAlertSetting` enabled; option
  /// `criticalAlertAuthorization`). Default `false`.
  public var iosCriticalAlertAuthorization = false
  /// A real device rather than the iOS Simulator (some SDK behaviours need one). Default `true`.
  public var realDevice = true
  /// The push arrives through `xcrun simctl push` / an `.apns` file rather than APNs
  /// (R-SIM-1..4). Default `false`.
  public var simctlTransport = false
  /// iOS Low Power Mode is on. Default `false`.
  public var lowPowerMode = false
  /// Android: the device is in Doze (idle). Default `false`.
  public var doze = false
  /// Android: the device is charging (App Standby caps do not apply, R-A-15). Default `false`.
  public var charging = false
  /// Android: the app's App Standby bucket (R-A-15). Default ``StandbyBucket/active``.
  public var standbyBucket: StandbyBucket = .active
  /// Android: FCM has deprioritized the app's high-priority messages (R-A-13): over 7 days of
  /// messages it saw a pattern of high-priority messages that did not result in user-facing
  /// notifications, so each high-priority message is delivered as a normal-priority one
  /// (`getPriority()` normal, `getOriginalPriority()` high; under Doze it waits). FCM does not
  /// publish its threshold, so this is set, not worked out. Default `false`.
  public var fcmDeprioritized = false
  /// Android: how many notifications the app put in no group it must show before the system
  /// bundles them under a summary of its own (R-A-24, ``AndroidAutoGroup``; AOSP
  /// `config_autoGroupAtCount`). Default 4, the count Android's older documentation and
  /// OneSignal give, and AOSP's `config.xml` up to Android 12; AOSP ships 2 from Android 13
  /// (OEM builds overlay it), so set 2 for an AOSP device at ``androidApiLevel`` 33 or later.
  /// 0 turns automatic grouping off.
  public var androidAutoGroupAtCount = 4
  /// Android: how many of the app's notifications the system shows at once (AOSP
  /// `NotificationManagerService.MAX_PACKAGE_NOTIFICATIONS`, 50; group summaries count). A new
  /// notification past it (not an update of one shown, same id or tag) is not posted
  /// (`notification.suppressed`, reason `packageLimit`: "Package has already posted 50
  /// notifications. Not showing more"). Default 50; 0 for no limit (`pushsim bench` sets 0).
  public var androidMaxNotificationsPerApp = 50
  /// Android: how many updates a second the system takes from the app (AOSP
  /// `NotificationManagerService`, `DEFAULT_MAX_NOTIFICATION_ENQUEUE_RATE` 5, the global setting
  /// `max_notification_enqueue_rate`). A post that would update a notification shown (same id,
  /// tag or collapse key) while the app's estimated posting rate (``AndroidEnqueueRate``) is
  /// above it is dropped and the old notification stays (`notification.suppressed`, reason
  /// `enqueueRateExceeded`: "Package enqueue rate is …. Shedding …"); a new notification is
  /// never shed. A `Float`, as the setting is on the device (`Settings.Global.getFloat`), compared
  /// with the rate by `>`: 2.5 allows two and a half a second. Default 5; 0 for no limit (`pushsim
  /// bench` sets 0).
  public var androidMaxPackageEnqueueRate: Float = 5
  /// Android: the channel ids the app created at start (R-A-7); channels created while the
  /// device runs (``SimulatedDevice/androidChannelsCreated``) count too. Default: none (FCM
  /// falls back to `fcm_fallback_notification_channel`).
  public var androidChannels: [String] = []
  /// Android: the channels the user turned off (the app's notification settings, a category
  /// switched off: importance `IMPORTANCE_NONE`). Android posts nothing on one (AOSP's
  /// `isRecordBlockedLocked`: "Suppressing notification from package by user request"): a
  /// notification on it, whoever posts it, is `notification.suppressed` with reason
  /// `channelBlocked`, and a notification message the FCM SDK would post on it is row a10. Turning
  /// a channel off while the device runs (``SimulatedDevice/updateOptions(_:)``, a `set` step)
  /// cancels the app's notifications on it (`notification.removed`, reason `channelBanned`:
  /// AOSP's `REASON_CHANNEL_BANNED`). A channel the app has not created is never used, so
  /// turning it off changes nothing. Default: none.
  public var androidBlockedChannels: [String] = []
  /// Android: the channels the user turned back on after the app created them with
  /// `IMPORTANCE_NONE` or lowered them to it (OneSignal's `chnl` with a `pri` below 1): the
  /// channel's switch in the app's notification settings. AOSP Settings'
  /// `BlockPreferenceController.onSwitchChanged` gives such a channel `max(originalImportance,
  /// IMPORTANCE_LOW)` and saves it as the user's change, so Android posts on it again and the
  /// app can no longer lower it (a user lock, as for the channels of ``androidBlockedChannels``). Turned
  /// on in a `set` step, the notifications suppressed before stay gone; a later push on the
  /// channel is shown. Taking a channel out of the list changes nothing (turning it off is
  /// ``androidBlockedChannels``); a channel in both is an error. Default: none.
  public var androidUnblockedChannels: [String] = []
  /// Android: Do Not Disturb (option `doNotDisturb`; AOSP `ZenModeFiltering.shouldIntercept`,
  /// ``AndroidDoNotDisturbRules``). On, a notification it intercepts is still posted, but makes
  /// no sound or vibration and does not peek (`notification.displayed` says `dnd: intercepted`,
  /// or `hidden` when ``androidDndHidesNotifications``). Default ``DoNotDisturb/off``.
  public var androidDoNotDisturb: DoNotDisturb = .off
  /// Android: the categories the Do Not Disturb policy lets through in
  /// ``DoNotDisturb/priorityOnly`` (option `androidDndAllows`; `NotificationManager.Policy`'s
  /// `priorityCategories`), a notification's `Notification.category` deciding. `calls` and
  /// `messages` stand for calls and messages from anyone (`PRIORITY_SENDERS_ANY`): PushSim knows
  /// no contacts. `repeatCallers` lets through a call from a person who called within 15
  /// minutes (``AndroidRepeatCallers``). Default: alarms and repeat callers, what AOSP's
  /// `default_zen_mode_config.xml` allows that a pushed notification can match (its calls are
  /// from starred contacts only, and it allows no messages, events or reminders).
  public var androidDndAllows: [AndroidDoNotDisturbRules.Category] = [.alarm, .repeatCallers]
  /// Android: the channels whose notifications may bypass Do Not Disturb in
  /// ``DoNotDisturb/priorityOnly`` (option `androidDndBypassChannels`;
  /// `NotificationChannel.canBypassDnd()`, the channel's Override Do Not Disturb switch, which
  /// the user sets, or the app with `setBypassDnd` if it has notification policy access).
  /// Default: none.
  public var androidDndBypassChannels: [String] = []
  /// Android: the channels whose Override Do Not Disturb switch the user turned off in the
  /// system's settings (option `androidDndBypassOffChannels`): they do not bypass Do Not Disturb
  /// whatever the app set with `NotificationChannel.setBypassDnd`, and the app cannot set it again
  /// (AOSP's `PreferencesHelper.updateNotificationChannel` locks the field,
  /// `USER_LOCKED_PRIORITY`, and `createNotificationChannel` changes an existing channel's bypass
  /// only while no field is locked: ``SimulatedDevice/androidUserLockedChannels``). A channel may
  /// not be in both this and ``androidDndBypassChannels``. Default: none.
  public var androidDndBypassOffChannels: [String] = []
  /// Android: the user granted the app notification policy access (option
  /// `androidNotificationPolicyAccess`; `ACCESS_NOTIFICATION_POLICY`,
  /// `NotificationManager.isNotificationPolicyAccessGranted()`). With it, a channel the app's SDK
  /// creates with `NotificationChannel.setBypassDnd(true)` (OneSignal's `bdnd`) may bypass Do Not
  /// Disturb, and creating the channel again sets it anew; without it AOSP's
  /// `PreferencesHelper.createNotificationChannel` ignores the app's wish. Default `false`.
  public var androidNotificationPolicyAccess = false
  /// Android: the Do Not Disturb policy keeps the notifications it intercepts out of the shade
  /// and the lock screen (option `androidDndHidesNotifications`; `suppressedVisualEffects` with
  /// `SUPPRESSED_EFFECT_NOTIFICATION_LIST`, Settings' "No visuals or sound from
  /// notifications"): they are posted (the app sees them) but `notification.displayed` says
  /// `dnd: hidden`. Default `true`: AOSP's `default_zen_mode_config.xml` suppresses every visual
  /// effect ("all visual effects that exist as of P", 511). `false` is "No sound from
  /// notifications": they stay in the shade.
  public var androidDndHidesNotifications = true
  /// Android: which conversations the Do Not Disturb policy lets through in
  /// ``DoNotDisturb/priorityOnly`` (option `androidDndConversations`; `NotificationManager.Policy`'s
  /// `priorityConversationSenders`). Default ``AndroidDoNotDisturbRules/ConversationSenders/important``,
  /// AOSP's `ZenModeConfig` default (`DEFAULT_ALLOW_CONV`, `DEFAULT_ALLOW_CONV_FROM`). Only a
  /// conversation notification (``AndroidDoNotDisturbRules/Conversation``) is concerned, and no
  /// SDK PushSim models posts one: a message notification is decided by `androidDndAllows`.
  public var androidDndConversations: AndroidDoNotDisturbRules.ConversationSenders = .important
  /// Android: the manifest's `com.google.firebase.messaging.default_notification_channel_id`
  /// (R-A-7), used when a message names no channel, or one the app did not create, and only if
  /// the app created it. Default: none declared.
  public var androidDefaultChannel: String?
  /// Android: the drawable and mipmap resources the app ships, for the small icon a message
  /// names (`icon`). Default `nil`: not described, so every icon a message names exists.
  public var androidDrawables: [String]?
  /// Android: the sounds in the app's `res/raw`, for the sound a message names (`sound`).
  /// Default `nil`: not described, so every sound a message names exists.
  public var androidRawSounds: [String]?
  /// Android: the manifest's `com.google.firebase.messaging.default_notification_icon`, the
  /// icon of a message that names none or one the app lacks. Default: none (the launcher icon).
  public var androidDefaultIcon: String?
  /// Android: the value of the colour resource the manifest's
  /// `com.google.firebase.messaging.default_notification_color` names (`#rgb`, `#argb`,
  /// `#rrggbb` or `#aarrggbb`), the colour of a message that sets none or an invalid one.
  /// Default: none.
  public var androidDefaultColor: String?
  /// The id of the app's installation in the embedded SDK (WonderPush's `@` targets one).
  public var installationID = "pushsim-installation"
  /// Android: the app's package name, FCM's default collapse key (R-A-17).
  public var packageName = "com.example.app"
  /// Web: which browser's rules apply (R-W-4, R-W-5). Default ``Browser/chrome``.
  public var browser: Browser = .chrome
  /// Web: `Notification.maxActions`, the action buttons a notification shows (R-W-8); `nil`
  /// for the browser's (``Browser/maxActions``).
  public var webMaxActions: Int?
  /// Web: the service worker registration's scope, an absolute `http` or `https` URL
  /// (`https://shop.example.com/`), the base the Push API draft's declarative parser resolves a
  /// relative `navigate` against (R-W-11), and whose origin titles Chrome's generic notification
  /// (R-W-4). Default `nil`: PushSim knows no scope, a relative `navigate` is refused as
  /// WebKit's parser refuses it, and the generic notification has no title.
  public var webScope: String?
  /// The action buttons a web notification shows: ``webMaxActions``, else the browser's.
  public var effectiveWebMaxActions: Int { webMaxActions ?? effectiveBrowser.maxActions }
  /// Web: whether the browser runs on Android (the OS wakes it, w3) or a desktop (a closed
  /// browser receives nothing, w4). Default ``WebHost/desktop``.
  public var webHost: WebHost = .desktop
  /// Flutter: a background message handler is registered as a `@pragma('vm:entry-point')`
  /// top-level function (§7.6). Default `false`.
  public var dartEntryPoint = false
  /// Customer.io: `showPushAppInForeground`, whether the iOS SDK shows its pushes while the app
  /// is in the foreground (CIO-I `iOSPushEventListener.willPresent`). Default `true`.
  public var cioShowPushAppInForeground = true
  /// Customer.io: `autoTrackPushEvents`, whether the SDK reports the `delivered` and `opened`
  /// metrics itself. Default `true`.
  public var cioAutoTrackPushEvents = true
  /// The UNIX time, in seconds, of the virtual clock's zero: what `apns-expiration` and
  /// `google.sent_time` are measured against. Default 1 767 225 600 (2026-01-01T00:00:00Z).
  public var clockEpochSeconds: Int64 = 1_767_225_600

  /// Options with every default.
  public init() {}
}

extension DeviceOptions {
  /// What iOS shows for a foreground push when no delegate decides.
  public enum ForegroundPresentation: String, Sendable, CaseIterable {
    /// Nothing is shown (what SDK vendors document).
    case none
    /// The notification's own options are used, so it is shown (Apple's page).
    case original
  }

  /// The user's Focus, as it concerns the app.
  public enum Focus: String, Sendable, CaseIterable {
    /// No Focus is on.
    case off
    /// A Focus is on and silences the app (it is not among the Focus's allowed apps).
    case appSilenced
    /// A Focus is on and allows the app.
    case appAllowed
  }

  /// What iOS does with pushes before the first unlock after a reboot.
  public enum BFUPolicy: String, Sendable, CaseIterable {
    /// Alerts are shown once the device is unlocked; background wakes wait for the post-reboot
    /// hold.
    case `defer`
    /// Everything is delivered as if the device were unlocked.
    case deliver
  }

  /// Android App Standby buckets (R-A-15).
  public enum StandbyBucket: String, Sendable, CaseIterable {
    /// The app is in use.
    case active
    /// The app is used often.
    case working
    /// The app is used regularly, not daily.
    case frequent
    /// The app is rarely used.
    case rare
    /// The app uses too many resources or is not used (API 30+).
    case restricted

    /// High-priority FCM messages allowed per day in this bucket, or `nil` for no cap.
    public var highPriorityCapPerDay: Int? {
      switch self {
      case .active, .working: nil
      case .frequent: 10
      case .rare, .restricted: 5
      }
    }
  }

  /// Browsers whose push rules differ.
  public enum Browser: String, Sendable, CaseIterable {
    /// Chrome (and Chromium-based browsers).
    case chrome
    /// Firefox.
    case firefox
    /// Safari.
    case safari

    /// The browser's name, as its maker writes it.
    public var name: String {
      switch self {
      case .chrome: "Chrome"
      case .firefox: "Firefox"
      case .safari: "Safari"
      }
    }

    /// `Notification.maxActions` by default: the action buttons a notification shows (R-W-8).
    /// Chromium's `kNotificationMaxActions` is 2. Firefox supports actions since 152 (bug
    /// 1959931) with a "platform-dependent" maximum PushSim takes as 2 (the `webMaxActions`
    /// option sets another). Safari implements neither `maxActions` nor `actions` (MDN browser
    /// compatibility data): none.
    public var maxActions: Int {
      switch self {
      case .chrome, .firefox: 2
      case .safari: 0
      }
    }
  }

  /// Where the browser runs.
  public enum WebHost: String, Sendable, CaseIterable {
    /// A desktop browser: a push reaches it only while it runs (R-W-2).
    case desktop
    /// A browser on Android: the OS wakes it for a push (R-W-1).
    case android
    /// A web app added to the Home Screen of an iPhone or iPad (iOS/iPadOS 16.4+): it may
    /// subscribe, and the OS wakes it for a push.
    case iOSHomeScreen
    /// A site open in a browser on an iPhone or iPad, not added to the Home Screen: it cannot
    /// subscribe to Web Push (R-W-6), so no push reaches it.
    case iOSBrowser

    /// Whether this is an iPhone or iPad, where every browser is WebKit and follows Safari's rules.
    public var isIOS: Bool { self == .iOSHomeScreen || self == .iOSBrowser }
  }

  /// The browser whose rules apply: ``browser``, except on an iPhone or iPad, where every
  /// browser runs WebKit ("third-party browsers … have to use the Safari engine") and follows
  /// Safari's.
  public var effectiveBrowser: Browser { webHost.isIOS ? .safari : browser }
}
