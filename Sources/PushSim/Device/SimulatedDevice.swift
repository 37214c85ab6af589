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
  /// ``PushDelegate/onNotificationReceived(_:)`` / ``PushDelegate/onNotificationOpened(_:buttonIndex:)``
  /// pair fires when the wrapper's JS or Dart layer gets the event (``WrapperOverlay``), and a
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
    }
  }
  /// The plain values of ``options`` the delivery rules and wake gates read, kept up to date.
  @exclusivity(unchecked) private(set) var deliveryKnobs: DeliveryKnobs
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
  /// Android: the system's automatic grouping of the app's notifications (R-A-24).
  public internal(set) var androidAutoGroup = AndroidAutoGroup()

  /// The vendor SDK's runtime, for SDKs PushSim simulates on this platform.
  @exclusivity(unchecked) var embeddedSDK: (any EmbeddedSDK)?
  /// The installation the embedded SDK keeps (tags, properties, events, subscription).
  public internal(set) var installation = SDKInstallation()
  @exclusivity(unchecked) var delegate: (any PushDelegate)?
  @exclusivity(unchecked) var registration: DelegateRegistration
  @exclusivity(unchecked) var serviceExtension: (any NotificationServiceExtension)?
  var store: PushServiceStore
  var storeExpiryTask: ScheduledTask?
  @exclusivity(unchecked) var wakeGate = BackgroundWakeGate()
  var heldBackgroundPush: IncomingPush?
  var heldReleaseTask: ScheduledTask?
  @exclusivity(unchecked) var androidGate = AndroidWakeGate()
  @exclusivity(unchecked) var releasingDozeHeld = false
  @exclusivity(unchecked) var recentMessageIDs = FCMRecentMessageIDs()
  var afterUnlock: [(IncomingPush, IOSDeliveryRules.Decision)] = []
  @exclusivity(unchecked) var beforeFirstUnlock = false
  var bootTime = SimInstant.zero
  @exclusivity(unchecked) var launching = false
  var wasForegroundBeforeLock = false
  /// Android: the app's activity exists (it was in the foreground since its process started).
  @exclusivity(unchecked) var activityAlive = false
  @exclusivity(unchecked) var sequence = 0
  var recentWebPushesSilent: [Bool] = []
  var safariViolations = 0
  var subscriptionRevoked = false
  /// Service extension runs in flight, by run number (ordered, so a reboot ends them in order).
  var extensionRuns: [Int: (id: String, task: ScheduledTask)] = [:]
  var extensionRunCounter = 0
  var handlerTasks: [ScheduledTask] = []
  /// iOS, with `iosTapRedeliversContentAvailable`: the alerts with `content-available` whose
  /// didRRN ran, which a tap may deliver again (R-iOS-10).
  @exclusivity(unchecked) var redeliverableOnTap: Set<String> = []
  /// Android: the sticky FCM notifications whose one-shot content intent a tap already sent
  /// (R-A-6); a notification posted again under the id gets a new intent.
  @exclusivity(unchecked) var usedOneShotIntents: Set<String> = []
  /// Timers the embedded SDK set (gone with a reboot).
  var sdkTimers: [ScheduledTask] = []
  /// Cordova: payloads the plugin cached while its web view was not loaded (row xc4).
  var wrapperCache: [IncomingPush] = []

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

  /// Creates a device, or explains why the combination is not valid.
  ///
  /// - Throws: ``DeviceError`` when `state` does not exist on `platform`.
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
    return SimulatedDevice(
      checked: id, platform: platform, sdk: sdk ?? platform.defaultSDK, wrapper: wrapper,
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
  }

  /// Moves the virtual clock forward; timers of every device of the simulation fire in order.
  public func advance(by duration: Duration) { simulation.advance(by: duration) }

  /// A push arrives from the push service.
  ///
  /// A payload the service refuses (too large, not JSON, the wrong shape) is not an error: it is
  /// recorded as `push.rejected` and returned as such.
  ///
  /// - Parameters:
  ///   - payload: the bytes exactly as the push service hands them over.
  ///   - headers: the transport headers.
  /// - Returns: the decoded push, or the reason it was refused.
  /// - Throws: ``DeviceError`` for a header name PushSim does not know (a header value out of
  ///   range is a `push.rejected` with reason `invalidHeader`, as the push service answers).
  @discardableResult
  public func receive(_ payload: [UInt8], headers: PushHeaders = PushHeaders()) throws(DeviceError) -> Result<IncomingPush, PayloadIssue> {
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
      arrive(push)
    }
    return result
  }

  /// A push arrives, given as JSON text.
  @discardableResult
  public func receive(json: String, headers: PushHeaders = PushHeaders()) throws(DeviceError) -> Result<IncomingPush, PayloadIssue> {
    try receive(Array(json.utf8), headers: headers)
  }

  // MARK: - Transport

  /// The push service hands a push to the device, or keeps it.
  func arrive(_ push: IncomingPush) {
    if dropsForWantOfSubscription(push) { return }
    if !isOnline {
      if platform == .android, let since = offlineSince, now.offset - since.offset > SimulatedDevice.fcmInactiveAfter {
        // R-A-5: a device that "hasn't connected in a long time" (FCM: more than a month) is
        // inactive; FCM accepts the message, discards it, and owes the app onDeletedMessages.
        store.discardForInactiveDevice()
        emit(
          "push.dropped",
          ["id": .string(push.notificationID), "reason": "deviceInactive",
           "message": "the device has not connected to FCM for more than a month: FCM discards the message, and the app gets onDeletedMessages when it reconnects (R-A-5)"])
        return
      }
      hold(inService: push, reason: "deviceOffline")
      return
    }
    if platform == .web, WebDeliveryRules.arrival(state: state, options: options).1 == .heldUntilBrowserStarts {
      hold(inService: push, reason: "browserClosed")
      return
    }
    deliver(push)
  }

  /// Web: drops a push, recording `push.dropped`, when the site has no push subscription for it
  /// to reach (R-W-3, R-W-6): the push service has no endpoint to deliver to.
  func dropsForWantOfSubscription(_ push: IncomingPush) -> Bool {
    guard platform == .web, let refusal = WebDeliveryRules.subscriptionRefusal(options: options, app: app) else {
      return false
    }
    emit(
      "push.dropped",
      ["id": .string(push.notificationID), "reason": .string(refusal.reason), "message": .string(refusal.message)])
    return true
  }

  /// Keeps a push in the push service (R-iOS-24, R-A-17, R-W-9).
  func hold(inService push: IncomingPush, reason: String) {
    let outcome = store.store(push, now: now)
    let id = push.notificationID
    switch outcome {
    case .notStored:
      let message = push.headers.apnsExpiration.map { $0 > 0 } == true
        ? "its apns-expiration has passed: APNs does not store it"
        : "a TTL of 0 (or apns-expiration 0): delivered now or never"
      emit("push.dropped", ["id": .string(id), "reason": "expired", "message": .string(message)])
      return
    case .stored:
      break
    case .storedSuperseding(let old):
      emit("push.dropped", ["id": .string(old), "reason": "superseded", "by": .string(id)])
    case .overflowed(let discarded):
      for old in discarded {
        emit("push.dropped", ["id": .string(old), "reason": "storageOverflow"])
      }
    }
    emit("push.held", ["id": .string(id), "reason": .string(reason)])
    scheduleStoreExpiry()
  }

  /// Schedules the next expiry of a stored push.
  func scheduleStoreExpiry() {
    if let task = storeExpiryTask { simulation.scheduler.cancel(task) }
    storeExpiryTask = nil
    guard let next = store.pending.compactMap(\.expiresAt).min() else { return }
    storeExpiryTask = simulation.scheduler.schedule(at: next) { [weak self] in
      guard let self else { return }
      for expired in self.store.removeExpired(now: self.now) {
        self.emit("push.dropped", ["id": .string(expired.push.notificationID), "reason": "expired"])
      }
      self.scheduleStoreExpiry()
    }
  }

  /// Delivers what the push service kept (the device came online, the browser started).
  func releaseStored(reason: String) {
    guard isOnline else { return }
    if platform == .web, WebDeliveryRules.arrival(state: state, options: options).1 == .heldUntilBrowserStarts { return }
    let (pushes, owesDeleted) = store.deliverAll(now: now)
    if let task = storeExpiryTask { simulation.scheduler.cancel(task) }
    storeExpiryTask = nil
    if owesDeleted {
      sequence += 1
      var push = IncomingPush.deletedMessages(sequence: sequence, platform: platform)
      push.warnings = []
      emit("push.released", ["id": .string(push.notificationID), "reason": .string(reason)])
      deliver(push)
    }
    for push in pushes {
      // A site that lost its subscription while the push waited (a `set` of webHost) gets nothing.
      if dropsForWantOfSubscription(push) { continue }
      emit("push.released", ["id": .string(push.notificationID), "reason": .string(reason)])
      deliver(push)
    }
  }

  /// The device takes a push: the platform's rules decide.
  func deliver(_ push: IncomingPush) {
    switch platform {
    case .iOS: deliverIOS(push)
    case .android: deliverAndroid(push)
    case .web: deliverWeb(push)
    }
  }

  // MARK: - Trace

  /// Records an event for this device at the current time.
  func emit(_ name: String, _ fields: KeyValuePairs<String, JSONValue> = [:]) {
    trace.record(TraceEvent(time: now, device: id, name: name, fields: JSONObject(fields: fields)))
  }

  /// Records a per-push event (``TraceEventLayout``: its name and field names), with one value
  /// per field name in the same order, kept compact until the trace is read.
  func emit(
    _ layout: TraceEventLayout, _ v0: consuming JSONValue, _ v1: consuming JSONValue = .null,
    _ v2: consuming JSONValue = .null, _ v3: consuming JSONValue = .null, _ v4: consuming JSONValue = .null,
    _ v5: consuming JSONValue = .null
  ) {
    simulation.trace.record(
      time: now, device: traceNumber, layout: layout, v0, v1, v2, v3, v4, v5)
  }

  /// Records an event whose fields are already an object.
  func emit(_ name: String, fields: JSONObject) {
    trace.record(TraceEvent(time: now, device: id, name: name, fields: fields))
  }

  /// `push.received` with its fixed fields.
  func emitReceived(_ push: IncomingPush, rule: String) {
    emit(
      .received, .string(push.notificationID), .integer(Int64(push.size)),
      .string(push.dialect.rawValue), .string(push.kind.rawValue), .string(rule))
  }

  /// Changes the app state, recording `app.state`.
  func setState(_ newState: AppState, reason: String) {
    guard newState != state else { return }
    let old = state
    state = newState
    if old == .foreground && !(platform == .android && isLocked) { leftForegroundAt = now }  // a lock already counted
    if !newState.isRunning { leftForegroundAt = nil }
    // A process that ends takes its handlers' budget timers with it.
    if !newState.isRunning {
      cancelHandlers()
      recentMessageIDs.removeAll()  // R-A-4: a static queue, gone with the process
    }
    if newState == .foreground { activityAlive = true } else if !newState.isRunning { activityAlive = false }
    emit("app.state", ["from": .string(old.rawValue), "to": .string(newState.rawValue), "reason": .string(reason)])
    if !newState.isRunning { dropWrapperCache(reason: reason) }
    if !old.isRunning, newState.isRunning { sdkProcessStarted(afterBoot: false) }
    if newState == .foreground { sdkAppBecameActive() }
  }

  /// Whether the app's delegate is registered now (R-iOS-8): not during a cold launch when it
  /// registers after launch, never when it registers none.
  var delegateRegistered: Bool {
    switch registration {
    case .atLaunch: true
    case .afterLaunch: !launching
    case .none: false
    }
  }

  /// Calls a delegate method: records `delegate.<method>` and runs `call`, or records
  /// `delegate.missed` when the delegate is not registered.
  @discardableResult
  func callDelegate<T>(
    _ method: String, _ fields: KeyValuePairs<String, JSONValue> = [:], _ call: ((any PushDelegate)?) -> T?
  ) -> T? {
    callDelegate(method, fields: JSONObject(fields: fields), call)
  }

  /// ``callDelegate(_:_:_:)`` for a method whose only field is the notification's id: `event` is
  /// its event, `"delegate." + method`.
  @discardableResult
  func callDelegate<T>(
    _ method: String, event: TraceEventLayout, notification id: String, _ call: ((any PushDelegate)?) -> T?
  ) -> T? {
    guard delegateRegistered else {
      let reason = registration == .none ? "noDelegate" : "registeredAfterLaunch"
      emit("delegate.missed", ["method": .string(method), "reason": .string(reason)])
      return nil
    }
    emit(event, .string(id))
    return call(delegate)
  }

  /// ``callDelegate(_:_:_:)`` with fields already in an object.
  @discardableResult
  func callDelegate<T>(_ method: String, fields: JSONObject, _ call: ((any PushDelegate)?) -> T?) -> T? {
    guard delegateRegistered else {
      let reason = registration == .none ? "noDelegate" : "registeredAfterLaunch"
      emit("delegate.missed", ["method": .string(method), "reason": .string(reason)])
      return nil
    }
    trace.record(TraceEvent(time: now, device: id, name: "delegate." + method, fields: fields))
    return call(delegate)
  }

  /// Shows a notification in the tray, recording `notification.displayed` or `.replaced`, with
  /// the FCM SDK's `fcmAppearance` when it built one that is not all the app's defaults.
  func display(_ displayed: consuming DisplayedNotification, fcmAppearance appearance: FCMNotificationAppearance? = nil) {
    // R-W-8: the browser shows at most `Notification.maxActions` actions; the others are gone.
    if platform == .web, displayed.content.buttons.count > options.effectiveWebMaxActions {
      displayed.push.notification.buttons.removeSubrange(options.effectiveWebMaxActions...)
    }
    // What the trace and the SDK need, read before the tray takes the notification.
    let id = displayed.id
    let restored = displayed.restored
    let channel = displayed.channel
    if let channel { noteChannelExists(channel) }
    let attachments = displayed.attachments
    let push = displayed.push
    // R-iOS-28: how the notification interrupts (passive: into the list without lighting the
    // screen or playing a sound); written only when the payload sets it.
    let interruptionLevel = platform == .iOS ? push.notificationInterruptionLevel : nil
    // The subtitle iOS shows under the title, written only when there is one.
    let subtitle = platform == .iOS ? push.notificationSubtitle : nil
    let postedBySDK: DisplayedNotification? = displayed.postedBySDK ? copy displayed : nil
    let appGrouped = platform == .android && (push.notification.group != nil || displayed.sortKey != nil || displayed.isGroupSummary)
    let result = tray.post(consume displayed)
    if !usedOneShotIntents.isEmpty { usedOneShotIntents.remove(id) }  // posted anew: a new intent
    if case .replaced(let old) = result, old != id { forgetPerNotificationState(old) }
    defer { if let postedBySDK { embeddedSDK?.displayed(postedBySDK, context: sdkContext()) } }
    // R-A-24: the system's bundle, recorded after the notification's own event and before what
    // the SDK does about it (deferred work runs last declared first).
    var autoGroup = AndroidAutoGroup.Action.none
    if platform == .android {
      let replaced: String? = if case .replaced(let old) = result { old } else { nil }
      autoGroup = androidAutoGroup.posted(id: id, replacing: replaced, appGrouped: appGrouped, threshold: options.androidAutoGroupAtCount)
    }
    defer { if autoGroup != .none { recordAutoGroup(autoGroup, posted: id) } }
    let tag = push.notificationTag.map(JSONValue.string) ?? .null
    let title = push.notificationTitle.map(JSONValue.string) ?? .null
    let body = push.notificationBody.map(JSONValue.string) ?? .null
    switch result {
    case .displayed:
      if attachments.isEmpty && interruptionLevel == nil && subtitle == nil && appearance == nil {
        emit(
          channel == nil ? .displayed : .displayedWithChannel, .string(id), tag, title, body, .bool(restored),
          channel.map(JSONValue.string) ?? .null)
      } else if let appearance, let channel, attachments.isEmpty && interruptionLevel == nil && subtitle == nil {
        simulation.trace.record(
          time: now, device: traceNumber, layout: .displayedByFCM, .string(id), tag, title, body, .bool(restored),
          .string(channel), icon: appearance.icon.map(JSONValue.string) ?? .null,
          color: appearance.color.map(JSONValue.string) ?? .null, sound: appearance.sound.map(JSONValue.string) ?? .null,
          image: appearance.imageURL.map(JSONValue.string) ?? .null)
      } else {
        var names = TraceFieldNames.displayed
        var values: [JSONValue] = [.string(id), tag, title, body, .bool(restored)]
        if let subtitle { names.append("subtitle"); values.append(.string(subtitle)) }
        if let channel { names.append("channel"); values.append(.string(channel)) }
        if !attachments.isEmpty { names.append("attachments"); values.append(.array(attachments.map(JSONValue.string))) }
        if let interruptionLevel { names.append("interruptionLevel"); values.append(.string(interruptionLevel)) }
        appearance?.appendTraceFields(names: &names, values: &values)
        emit("notification.displayed", fields: JSONObject(uniqueKeys: names, values: values))
      }
      if restored { emit("notification.restored", ["id": .string(id)]) }
    case .replaced(let old):
      if let appearance, interruptionLevel == nil && subtitle == nil {
        simulation.trace.record(
          time: now, device: traceNumber, layout: .replacedByFCM, .string(id), tag, .string(old), title, body, .null,
          icon: appearance.icon.map(JSONValue.string) ?? .null, color: appearance.color.map(JSONValue.string) ?? .null,
          sound: appearance.sound.map(JSONValue.string) ?? .null, image: appearance.imageURL.map(JSONValue.string) ?? .null)
      } else if interruptionLevel != nil || subtitle != nil || appearance != nil {
        var names = TraceFieldNames.replaced
        var values: [JSONValue] = [.string(id), tag, .string(old), title, body]
        if let subtitle { names.append("subtitle"); values.append(.string(subtitle)) }
        if let interruptionLevel { names.append("interruptionLevel"); values.append(.string(interruptionLevel)) }
        appearance?.appendTraceFields(names: &names, values: &values)
        emit("notification.replaced", fields: JSONObject(uniqueKeys: names, values: values))
      } else {
        emit(.replaced, .string(id), tag, .string(old), title, body)
      }
    }
  }

  /// Android: `channel` exists from now on (a notification was posted on it).
  func noteChannelExists(_ channel: String) {
    guard !androidChannelsCreated.contains(channel), !options.androidChannels.contains(channel) else { return }
    androidChannelsCreated.append(channel)
  }

  /// Forgets what the device kept about a notification that is gone or was posted anew: its
  /// used one-shot intent (R-A-6) and whether didRRN got it (R-iOS-10).
  func forgetPerNotificationState(_ id: String) {
    if !usedOneShotIntents.isEmpty { usedOneShotIntents.remove(id) }
    if !redeliverableOnTap.isEmpty { redeliverableOnTap.remove(id) }
  }

  /// Removes a notification, recording `notification.removed`.
  func remove(_ notification: DisplayedNotification, reason: String) {
    guard tray.remove(id: notification.id) != nil else { return }
    forgetPerNotificationState(notification.id)
    emit(.removed, .string(notification.id), .string(reason))
    if platform == .android, !androidAutoGroup.ungrouped.isEmpty {
      recordAutoGroup(androidAutoGroup.removed(id: notification.id), posted: nil)
    }
    if let sdk = embeddedSDK {
      let effects = sdk.removed(notification, reason: reason, context: sdkContext())
      if !effects.isEmpty { apply(effects, to: notification.push, context: reason) }
    }
  }

  /// Sets the badge, recording `badge` when it changes.
  ///
  /// On iOS a badge that goes from a number to 0 also removes the app's notifications from
  /// Notification Center (`notification.removed`, reason `badgeCleared`; knob
  /// ``DeviceOptions/iosZeroBadgeClearsNotifications``), all but `keeping`: the notification of
  /// the push that carried the badge. A web app's badge (a Home Screen web app's, set by a
  /// declarative message's `app_badge` or its service worker) is only the number: that
  /// observation is of native apps' badges, and 0 there sets the Badging API's "nothing"
  /// (docs/ModellingChoices.md).
  func setBadge(_ value: Int?, keeping: String? = nil) {
    guard let value, value != tray.badge else { return }
    let clears = platform == .iOS && value == 0 && (tray.badge ?? 0) > 0 && options.iosZeroBadgeClearsNotifications
    tray.badge = value
    emit(.badge, .integer(Int64(value)))
    guard clears else { return }
    for notification in tray.notifications where notification.id != keeping {
      remove(notification, reason: "badgeCleared")
    }
  }
}

extension IncomingPush {
  /// FCM's special `deleted_messages` message (R-A-5).
  static func deletedMessages(sequence: Int, platform: Platform) -> IncomingPush {
    var message = RemoteMessage(data: [], rawData: FCMDataMap([("message_type", "deleted_messages")]))
    message.messageType = "deleted_messages"
    message.messageId = GeneratedID.make("fcm-", sequence)
    return IncomingPush(
      platform: platform, dialect: .fcm, kind: .deletedMessages,
      notification: PushNotification(id: GeneratedID.make("fcm-", sequence)), headers: ValidatedPushHeaders(),
      size: 0, warnings: [], payload: nil, remoteMessage: message, webPushText: nil)
  }
}
