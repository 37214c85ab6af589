/// A simulated phone or browser with one app on it: push in, the platform's delivery rules
/// (SEMANTICS.md §7), the notification tray, the app's callbacks, all recorded in the trace.
///
/// ```swift
/// let device = SimulatedDevice(platform: .iOS, state: .background)
/// let delegate = RecordingDelegate()
/// device.setDelegate(delegate)
/// try device.receive(json: #"{"aps":{"alert":{"title":"Hi","body":"There"}}}"#,
///                    headers: ["apns-push-type": "alert"])
/// try device.tap(.latest)
/// #expect(delegate.methods == ["didReceive", "onNotificationOpened"])
/// ```
///
/// - Warning: not thread-safe: drive a device (and every device of its ``Simulation``) from one
///   thread. Virtual time moves only when you call ``advance(by:)``.
public final class SimulatedDevice {
  /// The device id used in the trace.
  public let id: String
  /// The platform.
  public let platform: Platform
  /// The SDK the app embeds.
  public let sdk: SDK
  /// The app's cross-platform wrapper. For a wrapper app on iOS or Android the generic
  /// ``PushDelegate/onNotificationReceived(_:)-(IncomingPush)`` /
  /// ``PushDelegate/onNotificationOpened(_:buttonIndex:)`` pair fires when the wrapper's JS or
  /// Dart layer gets the event (``WrapperOverlay``), and a
  /// wrapper callback that does not run is recorded as `delegate.missed` with the reason.
  public let wrapper: Wrapper
  /// The shared clock and trace.
  public let simulation: Simulation
  /// This device's number in the simulation's trace, for its compact events.
  let traceNumber: UInt32
  // The properties read on every push are `@exclusivity(unchecked)`: the simulation core is
  // single-threaded and none of them is read or written while a mutation of it is under way
  // (the tests and scenarios ran with the checks on), so the runtime's dynamic exclusivity
  // check, some 90 instructions per access, only cost time. docs/Performance.md, fourth round.

  /// The knobs and device conditions.
  @exclusivity(unchecked) public internal(set) var options: DeviceOptions {
    didSet {
      cachedDecoder = nil
      deliveryKnobs = DeliveryKnobs(options)
      interruptionSettings = IOSInterruptionRules.Settings(options)
      optionsBox = Indirect(options)
      refreshDoNotDisturbSettings()
    }
  }
  /// The plain values of ``options`` the delivery rules and wake gates read, kept up to date.
  @exclusivity(unchecked) private(set) var deliveryKnobs: DeliveryKnobs
  /// The values of ``options`` iOS's interruption rules read, kept up to date. Set only with
  /// ``options``; iOS's delivery passes it `inout` (not changed) so the rules read it in place,
  /// where a value argument would copy it whole at every display.
  @exclusivity(unchecked) var interruptionSettings: IOSInterruptionRules.Settings
  /// ``options`` in a box, kept up to date. Passing ``options`` to a function copies the whole
  /// struct (its strings and arrays retained, then released); passing the value of this box,
  /// held in a local (`let box = optionsBox`), reads it in place for one retain of the box.
  @exclusivity(unchecked) private(set) var optionsBox: Indirect<DeviceOptions>
  /// The values of ``options`` Android's Do Not Disturb rules read, kept up to date.
  @exclusivity(unchecked) private(set) var doNotDisturbSettings: AndroidDoNotDisturbRules.Settings
  /// The app's own behaviour.
  @exclusivity(unchecked) public internal(set) var app: AppBehavior { didSet { cachedDecoder = nil } }
  /// The decoder for `options` and `app`, kept so that the pushes it decodes share one
  /// configuration (each stored notification refers to it through its ``PushOrigin``).
  @exclusivity(unchecked) private var cachedDecoder: PushDecoder?

  /// The app state.
  @exclusivity(unchecked) public internal(set) var state: AppState
  /// Whether the device is locked.
  @exclusivity(unchecked) public internal(set) var isLocked = false
  /// Whether the device is online (reachable by the push service).
  @exclusivity(unchecked) public internal(set) var isOnline = true
  /// When the device went offline (`nil` while online).
  var offlineSince: SimInstant?
  /// FCM deems a device inactive once it has not connected for more than a month (R-A-5: "hasn't
  /// connected in a long time"; FCM's "Lifetime of a message": more than one month): 30 days.
  static let fcmInactiveAfter = Duration.seconds(30 * 86_400)
  /// When the app last left the foreground (`nil` if it never was there, or its process ended
  /// since): Android lets it start services for a while after (``backgroundSettleSeconds``).
  var leftForegroundAt: SimInstant?
  /// Android 8+: how long after leaving the foreground an app may still start services (the
  /// docs: "a window of several minutes"; AOSP `ActivityManagerConstants`
  /// `DEFAULT_BACKGROUND_SETTLE_TIME`, 60 s, after which the app's uid is idle).
  static let backgroundSettleSeconds: Int64 = 60
  /// The notifications shown.
  @exclusivity(unchecked) public internal(set) var tray = NotificationTray()
  /// Android: the notification channels created while the device ran, in creation order (the
  /// FCM SDK's fallback channel, a channel a vendor SDK made from a payload), besides the app's
  /// own (`options.androidChannels`). Android keeps a channel until the app deletes it, across
  /// reboots, so every later notification finds it, whichever SDK posts it (R-A-7).
  @exclusivity(unchecked) public internal(set) var androidChannelsCreated: [String] = []
  /// Android: the channels the app (its SDK) created with `NotificationChannel.setBypassDnd(true)`
  /// while it had notification policy access (``DeviceOptions/androidNotificationPolicyAccess``),
  /// in creation order: Do Not Disturb lets them through as it does the channels of
  /// ``DeviceOptions/androidDndBypassChannels``. Android keeps them across reboots.
  @exclusivity(unchecked) public internal(set) var androidAppBypassDndChannels: [String] = [] {
    didSet { refreshDoNotDisturbSettings() }
  }
  /// Android: the channels the app deleted (OneSignal's `processChannelList`: its `OS_` channels
  /// the dashboard no longer lists), in deletion order, until it creates them again. AOSP keeps a
  /// deleted channel's settings (`NotificationChannel.setDeleted`) and a later
  /// `createNotificationChannel` of its id restores it with them (`wasUndeleted`); while deleted
  /// it counts for no bypass (`channelIsLiveLocked`), so its bypass stays in
  /// ``androidAppBypassDndChannels`` but Do Not Disturb does not read it.
  public internal(set) var androidDeletedChannels: [String] = [] {
    didSet { refreshDoNotDisturbSettings() }
  }
  /// Android: the channels the app created with `IMPORTANCE_NONE` (OneSignal's `chnl` channel
  /// for a `pri` below 1, ``SDKDisplay/channelImportanceNone``, or a dashboard channel
  /// listed with one), in order: off from their
  /// creation, or from the app's lowering of an existing channel the user had not changed;
  /// Android posts nothing on them (AOSP's `isRecordBlockedLocked`: the
  /// record's importance is `IMPORTANCE_NONE`), as on a channel the user turned off.
  public internal(set) var androidChannelsCreatedWithImportanceNone: [String] = []
  /// ``androidAppBypassDndChannels`` but those deleted (``androidDeletedChannels``).
  var liveAppBypassDndChannels: [String] {
    androidDeletedChannels.isEmpty ? androidAppBypassDndChannels : androidAppBypassDndChannels.filter { !androidDeletedChannels.contains($0) }
  }
  /// Recomputes the Do Not Disturb settings from ``options`` and the app's live bypassing
  /// channels (``liveAppBypassDndChannels``).
  func refreshDoNotDisturbSettings() {
    doNotDisturbSettings = AndroidDoNotDisturbRules.Settings(options, appBypassChannels: liveAppBypassDndChannels)
  }
  /// OneSignal (Android): the app's process started offline, so its request for the server's
  /// params (and the dashboard's channel list in them) is still being retried: the list is
  /// applied when the device comes online while the process runs
  /// (``oneSignalProcessChannelList()``).
  var oneSignalChannelListPending = false
  /// Android: the channels whose settings the user changed during the run, in the order first
  /// changed: their Override Do Not Disturb switch (``DeviceOptions/androidDndBypassChannels``,
  /// ``DeviceOptions/androidDndBypassOffChannels``) or whether they are blocked
  /// (``DeviceOptions/androidBlockedChannels``). AOSP locks each field the user changes
  /// (`PreferencesHelper.lockFieldsForUpdateLocked`) and keeps the lock, and
  /// `createNotificationChannel` changes an existing channel's bypass only while none is locked
  /// (`getUserLockedFields() == 0`): the app cannot set these channels' bypass any more. The
  /// channels in those options when the device is created count as changed too (before the
  /// run). Android keeps them across reboots.
  public internal(set) var androidUserLockedChannels: [String] = []
  /// Android: the system's automatic grouping of the app's notifications (R-A-24).
  public internal(set) var androidAutoGroup = AndroidAutoGroup()
  /// Android: whether a notification in an app group (a group, a sort key or a summary) was
  /// posted: until then the list order needs no regrouping (``notificationList``).
  @exclusivity(unchecked) var androidAppGroupPosted = false
  /// Android: the system's estimate of how fast the app posts, by which it sheds updates past
  /// ``DeviceOptions/androidMaxPackageEnqueueRate``; a reboot starts it afresh.
  public internal(set) var androidEnqueueRate = AndroidEnqueueRate()
  /// Android: the recent callers Do Not Disturb remembers (``AndroidRepeatCallers``); a reboot
  /// forgets them.
  public internal(set) var androidRepeatCallers = AndroidRepeatCallers()

  /// The vendor SDK's runtime, for SDKs PushSim simulates on this platform.
  @exclusivity(unchecked) var embeddedSDK: (any EmbeddedSDK)?
  /// The installation the embedded SDK keeps (tags, properties, events, subscription).
  public internal(set) var installation = SDKInstallation()
  @exclusivity(unchecked) var delegate: (any PushDelegate)?
  @exclusivity(unchecked) var registration: DelegateRegistration
  @exclusivity(unchecked) var serviceExtension: (any NotificationServiceExtension)?
  var store: PushServiceStore
  var storeExpiryTask: ScheduledTask?
  /// iOS: the low-priority pushes APNs keeps for a burst (`apnsLowPriorityBurstSeconds`).
  var apnsBursts = APNsBurstQueue()
  /// iOS: pushes at `apns-priority` 1 APNs keeps until the locked device wakes (R-iOS-5), with
  /// when each expires.
  var awaitingWake: [(push: IncomingPush, timing: PushServiceTiming)] = []
  @exclusivity(unchecked) var wakeGate = BackgroundWakeGate()
  var heldBackgroundPush: IncomingPush?
  var heldReleaseTask: ScheduledTask?
  @exclusivity(unchecked) var androidGate = AndroidWakeGate()
  @exclusivity(unchecked) var releasingDozeHeld = false
  @exclusivity(unchecked) var recentMessageIDs = FCMRecentMessageIDs()
  var afterUnlock: [(IncomingPush, IOSDeliveryRules.Decision)] = []
  /// iOS: notifications the Scheduled Summary released before the first unlock after a restart
  /// (`iosBFU` `defer`), with their decision on arrival, in order; shown at that unlock.
  var summaryAfterUnlock: [(notification: DisplayedNotification, interruption: IOSInterruptionRules.Decision)] = []
  /// iOS: the communication notifications (messages and calls) shown in the last three minutes,
  /// by sender or caller, oldest first, for the Focus's Allow Repeated Calls
  /// (``isRepeatedCall(from:)``); a reboot forgets them.
  var recentCommunications: [(person: String, at: SimInstant)] = []
  /// The device restarted and was not unlocked since: iOS holds or marks alerts (i15), Android
  /// sends `BOOT_COMPLETED` at the unlock (Direct Boot).
  @exclusivity(unchecked) var beforeFirstUnlock = false
  /// Android: FCM messages that arrived before the first unlock and may not reach the app in
  /// direct boot mode (it is not `directBootAware`, or the message lacks `direct_boot_ok`), in
  /// order; delivered at that unlock (Direct Boot), kept by a second restart before it.
  var heldUntilFirstUnlock: [IncomingPush] = []
  var bootTime = SimInstant.zero
  @exclusivity(unchecked) var launching = false
  /// iOS: the responses to `authenticationRequired` actions the person chose on the locked
  /// device, delivered at the next unlock (``ActionsAwaitingUnlock``).
  var actionsAwaitingUnlock = ActionsAwaitingUnlock()
  /// The lock hid the app: an iOS app in the foreground went to the background, a visible web
  /// tab was hidden; the unlock brings it back.
  var wasForegroundBeforeLock = false
  /// Android: the app's activity exists (it was in the foreground since its process started).
  @exclusivity(unchecked) var activityAlive = false
  @exclusivity(unchecked) var sequence = 0
  var recentWebPushesSilent: [Bool] = []
  /// Web: when the site's service worker last started a `push`, `notificationclick` or
  /// `notificationclose` event; Gecko and WebKit time a pending `waitUntil` from the worker's
  /// latest event (``WebPushEventTimeout/perWorker``).
  var webWorkerLatestEvent = SimInstant.zero
  /// Web: the `push` events whose `waitUntil` promise has not settled yet, in start order, each
  /// with how long its promise takes and the function that ends it (`nil` when it settles, or
  /// how the browser stopped the worker: ``stopWebWorker(_:)``).
  var webPendingPushEvents: [(serial: Int, takes: Duration, end: (WebPushEventTimeout?) -> Void)] = []
  /// Web: the number of `push` events with a pending promise started in the run (their keys in
  /// ``webPendingPushEvents``).
  var webPushEventSerial = 0
  /// Web, WebKit: the `terminateServiceWorkersTimer` started when the site's last page closed
  /// fires only if this has not changed since (a page shown again cancels it,
  /// `SWServer::registerServiceWorkerClient`; so does the browser closing).
  var webKitClientTimerGeneration = 0
  /// Web: a page of the site is open but hidden (`running` after `background` or the screen
  /// lock): still a service-worker client to WebKit, which a `swipeAway` closes. `running`
  /// otherwise means no page of the site.
  var webHiddenPageOpen = false
  /// Web, WebKit: when the worker's functional-event counter is released by the events started
  /// so far: each holds it until it completes, or for at most 10 s
  /// (``webKitFunctionalEventStarted(takes:)``).
  var webKitCounterHeldUntil = SimInstant.zero
  /// Web, WebKit: the `terminationIfPossibleTimer` armed when the counter was last released
  /// fires only if this has not changed since (a later release re-arms or stops it).
  var webKitStopTimerGeneration = 0
  var safariViolations = 0
  var subscriptionRevoked = false
  /// Web: the site's push subscription, numbered in the run: 1 is the one made before it, and
  /// each `subscribe` step that replaces a dropped one adds one (a new endpoint).
  var webSubscription = 1
  /// Web, Firefox: what dropped the expired subscription (``FirefoxDrop``), `nil` while it is
  /// kept; the site has none until it subscribes again.
  var firefoxDrop: FirefoxDrop?
  /// Web, Chrome: Chrome unsubscribed the site when its notification permission was revoked
  /// and recorded the registration (``ChromePermissionRules``): each grant of the permission
  /// fires `pushsubscriptionchange`, and the site has no subscription, until it subscribes again.
  var chromeUnsubscribed = false
  /// Web: the browser unregistered the site's endpoint from its push service while it gave the
  /// subscription up (Chrome's revocation, Firefox's expiry, both while online), so the service
  /// refuses pushes to it at the send (``endpointRefusedByPushService()``).
  var webEndpointUnregistered = false
  /// Web, Firefox: the subscription's push quota (R-W-4 in Firefox).
  var firefoxPushQuota = FirefoxPushQuota()
  /// Web, Chrome on Android: the browser-wide grace date Chrome noted at the first display of
  /// a notification while its own Android notification permission was off
  /// (``ChromeAppLevelRevocation``), `nil` when none.
  var chromeRevocationGraceStart: SimInstant?
  /// iOS: VoIP pushes that ended without a reported call (``PushKitDeliveryRules``).
  var voipCallFailures = 0
  /// iOS: a VoIP push launched the app from a force-quit, whose flag a termination restores.
  var voipLaunchedFromForceQuit = false
  /// iOS: a VoIP push launched the running process, and the app, which creates its registry
  /// after launch (`registers: afterLaunch`), has not created it: the user has not opened the
  /// app since. Cleared when the app comes to the foreground or its process ends.
  var voipRegistryNotYetCreated = false
  /// iOS: the calls the app reported that are still active (``PushKitRegistration/callLasts``),
  /// in the order reported, each with the task that ends it.
  var activeVoIPCalls: [(id: String, task: ScheduledTask)] = []
  /// iOS: the app's Live Activities as the system keeps them (``LiveActivityRules``); `nil`
  /// until the first ActivityKit push or, for an app that started some, the device's creation.
  var liveActivities: LiveActivityRules?
  /// The options given by name so far (the device's `options`, then `set` steps), in the order
  /// first given: checked again when a `set` changes the browser in effect.
  var optionsGiven: [String] = []
  /// Service extension runs in flight, by run number (ordered, so a reboot ends them in order).
  var extensionRuns: [Int: ExtensionRunInFlight] = [:]
  var extensionRunCounter = 0
  /// How many pushes the installed service extension has handled on this device: the next one's
  /// turn (``NotificationServiceExtension/didReceive(_:push:turn:)``); installing another
  /// extension starts it afresh.
  var serviceExtensionTurn = 0
  var handlerTasks: [ScheduledTask] = []
  /// iOS, with `iosTapRedeliversContentAvailable`: the alerts with `content-available` whose
  /// didRRN ran, which a tap may deliver again (R-iOS-10).
  @exclusivity(unchecked) var redeliverableOnTap: Set<String> = []
  /// Android: the sticky FCM notifications whose one-shot content intent a tap already sent
  /// (R-A-6); a notification posted again under the id gets a new intent.
  @exclusivity(unchecked) var usedOneShotIntents: Set<String> = []
  /// The ids of the notifications the embedded vendor SDK posted, kept only when
  /// ``recordsSDKPostedIDs`` is set (`pushsim matrix`: who showed a notification that left the
  /// tray before the cell could look at it).
  var sdkPostedIDs: Set<String> = []
  /// Whether ``sdkPostedIDs`` is kept.
  var recordsSDKPostedIDs = false
  /// Android: the notifications with a pending `setTimeoutAfter`, with the token of the posting
  /// whose timeout it is (a new posting or a removal ends it).
  var notificationTimeouts: [String: Int] = [:]
  /// The token of the next timeout scheduled.
  var nextTimeoutToken = 0
  /// Timers the embedded SDK set, with their kind: the in-process ones end with the app's
  /// process, all of them with a force stop or a reboot (SimulatedDevice+SDKTimers.swift).
  var sdkTimers: [(task: ScheduledTask, kind: SDKTimerKind)] = []
  /// iOS: when the app's background execution ends and it is suspended (`nil`: no time was
  /// given, so a background app is suspended); set when it leaves the foreground or a wake runs
  /// it (SimulatedDevice+iOSSuspension.swift).
  var iosBackgroundRunsUntil: SimInstant?
  /// OneSignal iOS: the app's session and its influence, which decide whether the SDK keeps
  /// the app running after it leaves the foreground (SimulatedDevice+iOSSuspension.swift).
  var oneSignalSession = OneSignalIOSSession()
  /// iOS: in-process SDK timers that came due while the app was suspended, in the order they
  /// came due; they run when the app runs again (SimulatedDevice+iOSSuspension.swift).
  var sdkTimersAwaitingResume: [() -> Void] = []
  /// OneSignal Android: receive receipts waiting for their delay or the network, in the order
  /// enqueued (kept across a kill and a reboot, as WorkManager persists them).
  var oneSignalReceiveReceipts: [OneSignalReceiveReceiptJob] = []
  /// Cordova: payloads the plugin cached while its web view was not loaded (row xc4).
  var wrapperCache: [IncomingPush] = []
  /// FlutterFire on iOS 18.0 (`ios18_0DuplicateDelivery`): the request identifier of the last
  /// `willPresent` (the plugin's `_foregroundUniqueIdentifier`, gone with the process).
  var flutterLastWillPresentIdentifier: String?
  /// iOS: the `willPresent` calls an embedded SDK holds the completion handler of
  /// (``SDKEffect/holdWillPresent``), by push id, with the attachments its notification would
  /// show; a ``SDKEffect/completeWillPresent(_:)`` presents it then.
  var heldWillPresents: [String: (push: IncomingPush, attachments: [String])] = [:]

  /// Creates a device with the app in `state`.
  ///
  /// - Parameters:
  ///   - id: the name used in the trace (`"device"` by default).
  ///   - platform: iOS, Android or the web.
  ///   - sdk: the SDK the app embeds (the platform's plain SDK by default).
  ///   - wrapper: the app's cross-platform framework.
  ///   - state: the starting app state; it must exist on the platform.
  ///   - options: the knobs and conditions.
  ///   - app: the app's own behaviour (what `willPresent` returns, its service extension, …).
  ///   - simulation: the shared clock and trace (a new one by default).
  /// - Precondition: `state` exists on `platform` (``Platform/appStates``); use
  ///   ``make(id:platform:sdk:wrapper:state:options:app:simulation:)`` to get an error instead.
  ///   That also refuses an SDK or wrapper a scenario file refuses on the platform (OneSignal on
  ///   the web, a React Native wrapper on the web) and an iOS app whose listed Live Activities
  ///   break the loader's rules (``LiveActivitySettings/checkActivities(clock:)``), or that
  ///   starts running with ``LiveActivitySettings/observedPushToStartToken`` `false`, which this
  ///   initialiser does not check.
  public convenience init(
    id: String = "device", platform: Platform, sdk: SDK? = nil, wrapper: Wrapper = .native,
    state: AppState, options: DeviceOptions = DeviceOptions(), app: AppBehavior = AppBehavior(),
    simulation: Simulation = Simulation()
  ) {
    precondition(
      state.exists(on: platform),
      "\(state) is not a \(platform) app state; expected one of \(platform.appStates.map(\.rawValue))")
    self.init(
      checked: id, platform: platform, sdk: sdk ?? platform.defaultSDK, wrapper: wrapper,
      state: state, options: options, app: app, simulation: simulation)
  }

  /// Creates a device, or explains why the combination is not valid, as a scenario file's
  /// device is refused at load.
  ///
  /// - Throws: ``DeviceError`` when `state` does not exist on `platform`, when PushSim does not
  ///   simulate `sdk` on `platform` (``SDK/simulated(on:)``: OneSignal on the web, APNs on
  ///   Android), when an Airship `wrapper` (which brings the Airship SDK) is given another `sdk`
  ///   than the platform's own, and for a `wrapper` other than `native` on the web (the service
  ///   worker is JavaScript whatever the page's framework), and for an iOS app whose listed Live
  ///   Activities break a rule the loader applies (``LiveActivitySettings/checkActivities(clock:)``:
  ///   more than its maximum, listed while not allowed, an id twice, an undeclared type, an
  ///   undecodable content state, a channel that is not a channel id, a `startedAt` after the
  ///   device's clock or 8 hours or more before it), or whose
  ///   ``LiveActivitySettings/observedPushToStartToken`` is `false` while `state` is a running
  ///   one (its observers ran at its launch, before the run) or while it declares no attributes
  ///   type (no observer could ever get the token).
  public static func make(
    id: String = "device", platform: Platform, sdk: SDK? = nil, wrapper: Wrapper = .native,
    state: AppState, options: DeviceOptions = DeviceOptions(), app: AppBehavior = AppBehavior(),
    simulation: Simulation = Simulation()
  ) throws(DeviceError) -> SimulatedDevice {
    guard state.exists(on: platform) else {
      throw DeviceError(
        "\"\(state)\" is not a \(platform) app state; expected one of "
          + platform.appStates.map(\.rawValue).joined(separator: ", "))
    }
    let sdk = sdk ?? platform.defaultSDK
    if let why = sdk.unavailability(on: platform) { throw DeviceError("sdk \"\(sdk)\" \(why)") }
    if wrapper.isAirship, sdk != platform.defaultSDK {
      throw DeviceError(
        "wrapper \"\(wrapper)\" is Airship's plugin, which brings the Airship SDK: it cannot be used with sdk \"\(sdk)\"; "
          + "leave out sdk (the app's push code is Airship's on top of \(platform.defaultSDK))")
    }
    if platform == .web, wrapper != .native {
      throw DeviceError(
        "wrapper \"\(wrapper)\" does nothing on the web, where the service worker is JavaScript whatever framework the page uses; "
          + "use native")
    }
    if platform == .iOS {
      do throws(LiveActivityBudgetError) {
        try app.liveActivities.checkActivities(clock: options.clockEpochSeconds)
      } catch {
        throw DeviceError(error.message(in: " of app.liveActivities"))
      }
      if let problem = LiveActivitySettings.unobservedTokenProblem(
        observed: app.liveActivities.observedPushToStartToken, state: state, in: " of app.liveActivities")
      {
        throw DeviceError(problem)
      }
      if let problem = LiveActivitySettings.unobservableTokenProblem(
        observed: app.liveActivities.observedPushToStartToken, types: app.liveActivities.types, in: " of app.liveActivities")
      {
        throw DeviceError(problem)
      }
    }
    return SimulatedDevice(
      checked: id, platform: platform, sdk: sdk, wrapper: wrapper,
      state: state, options: options, app: app, simulation: simulation)
  }

  private init(
    checked id: String, platform: Platform, sdk: SDK, wrapper: Wrapper, state: AppState,
    options: DeviceOptions, app: AppBehavior, simulation: Simulation
  ) {
    self.id = id
    self.platform = platform
    self.sdk = sdk
    self.wrapper = wrapper
    // R-A-11: on an OEM that force-stops apps swiped from recents, an app that starts swiped
    // away (`killed`) is force-stopped (row a8).
    self.state = platform == .android && state == .killed && options.androidOemKillOnSwipe ? .forceStopped : state
    self.options = options
    self.deliveryKnobs = DeliveryKnobs(options)
    self.interruptionSettings = IOSInterruptionRules.Settings(options)
    self.optionsBox = Indirect(options)
    self.doNotDisturbSettings = AndroidDoNotDisturbRules.Settings(options)
    self.app = app
    self.simulation = simulation
    self.traceNumber = simulation.trace.number(ofDevice: id)
    self.registration = .atLaunch
    self.serviceExtension = app.serviceExtension
    self.store = PushServiceStore(platform: platform)
    self.embeddedSDK = SDKRuntimes.make(sdk, platform: platform, app: app, options: options)
    if serviceExtension == nil, app.usesSDKServiceExtension, platform == .iOS {
      self.serviceExtension = embeddedSDK?.iosServiceExtension()
    }
    self.activityAlive = self.state == .foreground || self.state == .background
    // The site subscribed with the permission granted, so a permission denied at the start
    // was revoked before the run: Firefox expired the record, Chrome unsubscribed the site.
    applyRevocationBeforeTheRun()
    // The eight-hour limits of the Live Activities the app started run from the start.
    if platform == .iOS, !app.liveActivities.activities.isEmpty { _ = liveActivityState() }
  }

  // MARK: - Public API

  /// The trace shared by the devices of this simulation.
  public var trace: Trace { simulation.trace }
  /// The current virtual time.
  public var now: SimInstant { simulation.now }
  /// The app's badge number, `nil` if never set.
  public var badge: Int? { tray.badge }

  /// Registers the app's delegate.
  ///
  /// - Parameters:
  ///   - delegate: the callbacks' receiver; `nil` removes it.
  ///   - registration: when the app registers it: `.afterLaunch` misses what happened during a
  ///     cold start (R-iOS-8); `.none` means the app never registers one. In a wrapper app the
  ///     plugin registers the native delegate at launch, and the timing applies to the wrapper's
  ///     handlers instead (see ``WrapperOverlay``).
  public func setDelegate(_ delegate: (any PushDelegate)?, registration: DelegateRegistration = .atLaunch) {
    self.delegate = delegate
    self.registration = delegate == nil && registration == .atLaunch ? .none : registration
  }

  /// Sets when the app registers its delegate, keeping the delegate object.
  public func setDelegateRegistration(_ registration: DelegateRegistration) {
    self.registration = registration
  }

  /// Installs the app's notification service extension (replacing ``AppBehavior/serviceExtension``).
  public func setServiceExtension(_ serviceExtension: (any NotificationServiceExtension)?) {
    self.serviceExtension = serviceExtension
    self.serviceExtensionTurn = 0
  }

  /// Moves the virtual clock forward; timers of every device of the simulation fire in order.
  public func advance(by duration: Duration) { simulation.advance(by: duration) }

  /// A push arrives from the push service.
  ///
  /// A payload the service refuses (too large, not JSON, the wrong shape) is not an error: it is
  /// recorded as `push.rejected` and returned as such. A push accepted is preceded by its
  /// `push.warning`s: the platform's, then, on a device with a vendor SDK, the SDK's own (with
  /// `sdk`, and its refusal with `severity` `error`, `emitSDKWarnings(_:push:)`).
  ///
  /// - Parameters:
  ///   - payload: the bytes exactly as the push service hands them over.
  ///   - headers: the transport headers.
  ///   - subscription: web: the number of the site's subscription whose endpoint the push is
  ///     sent to (1: the one made before the run), `nil` for the current one. One the site
  ///     replaced (a `subscribe` step) is `push.dropped` `subscriptionGone`.
  /// - Returns: the decoded push, or the reason it was refused.
  /// - Throws: ``DeviceError`` for a header name PushSim does not know (a header value out of
  ///   range is a `push.rejected` with reason `invalidHeader`, as the push service answers), and
  ///   for a `subscription` on a device that is not a browser or above the site's latest.
  @discardableResult
  public func receive(
    _ payload: [UInt8], headers: PushHeaders = PushHeaders(), subscription: Int? = nil
  ) throws(DeviceError) -> Result<IncomingPush, PayloadIssue> {
    if let subscription { try checkWebSubscription(subscription) }
    let validated: ValidatedPushHeaders
    do {
      // Most pushes come without headers: nothing to validate.
      validated = headers.isEmpty ? ValidatedPushHeaders() : try headers.validated()
    } catch {
      // An unknown header is the test author's mistake; a value out of range is what the push
      // service refuses (APNs BadCollapseId, FCM INVALID_ARGUMENT).
      guard error.expected != nil else { throw DeviceError(error.description) }
      let issue = PayloadIssue(reason: "invalidHeader", message: error.description)
      emit("push.rejected", ["reason": .string(issue.reason), "message": .string(issue.message)])
      return .failure(issue)
    }
    sequence += 1
    let decoder = cachedDecoder ?? PushDecoder(platform: platform, options: options, app: app)
    cachedDecoder = decoder
    let result = decoder.decode(payload, headers: validated, sequence: sequence, now: now)
    switch result {
    case .failure(let issue):
      emit("push.rejected", ["reason": .string(issue.reason), "message": .string(issue.message)])
    case .success(let push):
      for warning in push.warnings {
        emit(
          .warning, .string(push.notificationID), .string(warning.reason),
          .string(warning.message))
      }
      // The bench's devices embed no vendor SDK: one test of a reference, nothing more.
      if embeddedSDK != nil { emitSDKWarnings(payload, push: push) }
      if let subscription, subscription < webSubscription {
        dropPush(push, sentTo: subscription)
      } else {
        arrive(push)
      }
    }
    return result
  }

  /// A push arrives, given as JSON text.
  @discardableResult
  public func receive(json: String, headers: PushHeaders = PushHeaders()) throws(DeviceError) -> Result<IncomingPush, PayloadIssue> {
    try receive(Array(json.utf8), headers: headers)
  }
}
