/// A scenario (SCENARIOS.md, format 1): devices, a script of steps on a virtual clock, and what
/// must happen.
///
/// Load one with ``ScenarioLoader``, or build one in code, and run it with ``ScenarioRunner``.
public struct Scenario: Sendable {
  /// A short sentence saying what the scenario shows. A scenario file without a `name` is named
  /// after its file (``ScenarioLoader/defaultName(forFile:)``).
  public var name: String
  /// Free text for a newcomer.
  public var description: String?
  /// The file it was loaded from, or `nil` when built in code.
  public var file: String?
  /// The devices, in file order.
  public var devices: [DeviceSpec]
  /// The steps, in order.
  public var steps: [ScenarioStep]
  /// The Kii Cloud application the scenario declares (its `"kii"` block), if any.
  public var kii: KiiCloud?

  /// Creates a scenario.
  public init(name: String, description: String? = nil, file: String? = nil, devices: [DeviceSpec], steps: [ScenarioStep], kii: KiiCloud? = nil) {
    self.name = name
    self.description = description
    self.file = file
    self.devices = devices
    self.steps = steps
    self.kii = kii
  }
}

/// One device of a scenario.
public struct DeviceSpec: Sendable {
  /// The device id steps refer to.
  public var id: String
  /// The platform.
  public var platform: Platform
  /// The SDK the app embeds.
  public var sdk: SDK
  /// The app's wrapper.
  public var wrapper: Wrapper
  /// The starting app state (``Platform/defaultAppState`` when a scenario gives none).
  public var state: AppState
  /// When the app registers its delegate.
  public var delegate: DelegateRegistration
  /// Knobs and conditions.
  public var options: DeviceOptions
  /// The app's own behaviour.
  public var app: AppBehavior
  /// The names of the options the scenario gave (its `options` object's keys, in order): a
  /// device where one of them does nothing records a `device.warning` when it is created.
  public var optionNames: [String] = []

  /// Creates a device spec; without `sdk` or `state`, the platform's ``Platform/defaultSDK`` and
  /// ``Platform/defaultAppState``.
  public init(
    id: String, platform: Platform, sdk: SDK? = nil, wrapper: Wrapper = .native, state: AppState? = nil,
    delegate: DelegateRegistration = .atLaunch, options: DeviceOptions = DeviceOptions(),
    app: AppBehavior = AppBehavior()
  ) {
    self.id = id
    self.platform = platform
    self.sdk = sdk ?? platform.defaultSDK
    self.wrapper = wrapper
    self.state = state ?? platform.defaultAppState
    self.delegate = delegate
    self.options = options
    self.app = app
  }
}

/// One step of a scenario.
public enum ScenarioStep: Sendable {
  /// A push arrives at one or more devices.
  case push(to: [String], payload: [UInt8], headers: PushHeaders)
  /// Web: a push sent to the endpoint of one of the site's subscriptions by its number (a push
  /// step with `subscription`; 1: the one made before the run), which may be one the site
  /// replaced (``SimulatedDevice/receive(_:headers:subscription:)``).
  case pushToSubscription(device: String, subscription: Int, payload: [UInt8], headers: PushHeaders)
  /// Web: the site calls `pushManager.subscribe()` again (``SimulatedDevice/subscribe()``).
  case subscribe(device: String)
  /// The user taps a notification (or one of its buttons); on iOS `text` is what the person
  /// sends from a text-input action (R-iOS-18; `nil` for any other tap).
  case tap(device: String, notification: NotificationMatcher, button: ButtonSelector?, text: String? = nil)
  /// The user dismisses a notification.
  case dismiss(device: String, notification: NotificationMatcher)
  /// iOS: the person removes a Live Activity from the Lock Screen (a `dismiss` step with
  /// `activity`, ``SimulatedDevice/dismissLiveActivity(_:)``).
  case dismissLiveActivity(device: String, activity: String)
  /// iOS: the person taps "Allow" (`allow`) or "Don't Allow" on the lock screen's prompt on a
  /// push-started Live Activity (a `tap` step with `activity` and `button`,
  /// ``SimulatedDevice/answerLiveActivityPrompt(_:allow:)``).
  case answerLiveActivityPrompt(device: String, activity: String, allow: Bool)
  /// A user or system action on the app.
  case app(device: String, action: AppAction)
  /// The app's code removes the notifications a selector designates (`app` step
  /// `"do": "removeNotification"`): by id (iOS `removeDeliveredNotifications(withIdentifiers:)`,
  /// Android `cancel`, web `close()`), by tag (Android `cancel(tag, id)`, web
  /// `getNotifications({tag})`), or the newest shown. One not shown is no error, as for the apps'
  /// calls.
  case removeNotification(device: String, notification: NotificationMatcher)
  /// The device restarts.
  case reboot(device: String)
  /// The device goes on- or offline.
  case network(device: String, online: Bool)
  /// iOS: the app sets its badge (``SimulatedDevice/setBadgeCount(_:)``).
  case badge(device: String, count: Int)
  /// Device conditions change mid-run (Doze, Low Power Mode, the permission, …).
  case set(device: String, settings: [DeviceSetting])
  /// Virtual time passes.
  case advance(Duration)
  /// What must have happened since the previous expectation.
  case expect(Expectation)
  /// Kii Cloud: a send to a topic, a subscription (``KiiStep``).
  case kii(KiiStep)
  /// A step the device must refuse (a `refused` step): the inner step runs and must fail with
  /// the error that would otherwise fail the scenario, its message containing `message`; a
  /// refused step changes nothing and records nothing, and the scenario goes on. Not every kind
  /// can be refused (``neverRefused``).
  indirect case refused(ScenarioStep, message: String)

  /// The step kind as written in files.
  public var kind: String {
    switch self {
    case .push, .pushToSubscription: "push"
    case .subscribe: "subscribe"
    case .tap, .answerLiveActivityPrompt: "tap"
    case .dismiss, .dismissLiveActivity: "dismiss"
    case .app, .removeNotification: "app"
    case .reboot: "reboot"
    case .network: "network"
    case .badge: "badge"
    case .set: "set"
    case .advance: "advance"
    case .expect: "expect"
    case .kii(let step): step.kind
    case .refused: "refused"
    }
  }

  /// Every step kind, for messages and the schema.
  public static let kinds =
    ["push", "tap", "dismiss", "app", "reboot", "network", "badge", "subscribe", "set", "advance", "expect", "refused"] + KiiStep.kinds
}

/// What must have happened in an `expect` window (SCENARIOS.md "Expectations").
public struct Expectation: Sendable {
  /// Matchers that must match distinct events of the window, in order.
  public var events: [JSONObject] = []
  /// Matchers no event of the window may match.
  public var noEvents: [JSONObject] = []
  /// The window must be exactly `events`.
  public var exactly = false
  /// The state of devices' notification centers after the window.
  public var center: [(device: String, expectation: CenterExpectation)] = []

  /// An expectation that checks nothing yet.
  public init() {}
}

/// The expected state of one device's notification center.
public struct CenterExpectation: Sendable, Equatable {
  /// How many notifications are shown.
  public var count: Int?
  /// The tags shown (in any order).
  public var tags: [String]?
  /// The ids shown (in any order).
  public var ids: [String]?
  /// The titles shown, oldest first.
  public var titles: [String]?
  /// The badge number.
  public var badge: Int?
  /// The app state.
  public var state: AppState?
  /// The SDK installation's tags (in any order).
  public var installationTags: [String]?
  /// The types of the events the SDK tracked, in order.
  public var installationEvents: [String]?
  /// The installation's custom properties (exactly these).
  public var installationProperties: JSONObject?
  /// Whether the installation is subscribed to notifications.
  public var subscribed: Bool?
  /// Mapp Engage: the `uniqueID`s of the rich messages in the SDK's inbox, oldest first.
  public var inbox: [String]?
  /// iOS: the app's Live Activities, exactly these, in the order they started: one matcher per
  /// activity, of its entry in `pushsim device center --json` (`id` required; `type`, `phase`,
  /// `stale`, `contentState`, `timestamp`, `staleDate`, `channel`, `prompt`, `tokenWithheld`
  /// each checked when given, as an event matcher checks a field; `tokenWithheld: false` is an
  /// activity whose token is not withheld). `[]`: the app has none.
  public var liveActivities: [JSONObject]?
  /// iOS: why the app's Live Activities are off (`"dontAllow"`, `"appKey"`), or
  /// ``EventMatcher/absent`` for Live Activities on, as `liveActivitiesOff` of `pushsim device
  /// center --json`.
  public var liveActivitiesOff: JSONValue?
  /// iOS 17.2+: whether the app has observed its push-to-start token
  /// (``LiveActivitySettings/observedPushToStartToken``): `"observed"` or `"unobserved"` (a
  /// push-to-start is then dropped `noPushToStartToken`), as `pushToStartToken` of `pushsim
  /// device center --json` says (which shows only `"unobserved"`).
  public var pushToStartToken: PushToStartTokenState?

  /// Whether it checks anything of the app's Live Activities (a failure then lists them).
  var checksLiveActivities: Bool { liveActivities != nil || liveActivitiesOff != nil || pushToStartToken != nil }

  /// Checks nothing.
  public init() {}
}
