/// The app's Live Activities (iOS, ActivityKit): the `ActivityAttributes` types its widget
/// extension defines, the Live Activities it started, and whether the user allows them.
///
/// ActivityKit pushes (`apns-push-type: liveactivity`) go to these: an `update` or `end` is sent
/// to one activity's push token (PushSim's `activity` header names the activity), a push-to-start
/// (`event: start`, iOS 17.2+) to the app's push-to-start token for one attributes type
/// (``LiveActivityRules``). The app itself is not woken for an update or an end: the system
/// applies the content and the widget extension renders it.
public struct LiveActivitySettings: Sendable, Equatable {
  /// An `ActivityAttributes` type of the app: what its `ContentState` and its static attributes
  /// need to decode.
  public struct AttributesType: Sendable, Equatable {
    /// The keys the `ContentState` requires (its non-optional properties): a `content-state`
    /// without one of them does not decode, and the push is dropped.
    public var contentStateKeys: [String]
    /// The keys the attributes require (the type's non-optional stored properties): a
    /// push-to-start whose `attributes` lacks one is dropped.
    public var attributesKeys: [String]

    /// A type with these required keys.
    public init(contentStateKeys: [String] = [], attributesKeys: [String] = []) {
      self.contentStateKeys = contentStateKeys
      self.attributesKeys = attributesKeys
    }
  }

  /// A Live Activity the app started (`Activity.request(attributes:content:pushType: .token)`)
  /// before the run.
  public struct Activity: Sendable, Equatable {
    /// The id a scenario addresses it by (the `activity` header stands for its push token).
    public var id: String
    /// The name of its ``AttributesType``.
    public var type: String
    /// The content it shows: a JSON object the type's `ContentState` decodes.
    public var contentState: JSONValue
    /// When the app started it, as a UNIX time in seconds (the time of its initial content).
    /// `nil`: at the start of the run (``DeviceOptions/clockEpochSeconds``).
    public var startedAt: Int64?
    /// The broadcast channel it subscribed to (iOS 18+, `pushType: .channel(id)`): pushes with
    /// this `apns-channel-id` reach it. `nil`: it takes pushes to its token only.
    public var channel: String?

    /// An activity of `type` showing `contentState`.
    public init(id: String, type: String, contentState: JSONValue, startedAt: Int64? = nil, channel: String? = nil) {
      self.id = id
      self.type = type
      self.contentState = contentState
      self.startedAt = startedAt
      self.channel = channel
    }
  }

  /// The size of the priority-10 update budget (``LiveActivityBudget``), which Apple does
  /// not document.
  public struct UpdateBudget: Sendable, Equatable {
    /// Priority-10 updates per hour without frequent updates (0 or more).
    public private(set) var perHour: Int
    /// Priority-10 updates per hour with ``LiveActivitySettings/frequentUpdates``: not below
    /// ``perHour`` (`NSSupportsLiveActivitiesFrequentUpdates` raises the budget).
    public private(set) var frequentPerHour: Int

    /// A budget of `perHour` updates, `frequentPerHour` (default the same) with frequent updates.
    ///
    /// - Throws: ``LiveActivityBudgetError`` for a count below 0, or a `frequentPerHour` below
    ///   `perHour`, as the scenario loader refuses them in `liveActivities.updateBudget`.
    public init(perHour: Int, frequentPerHour: Int? = nil) throws(LiveActivityBudgetError) {
      let type = "LiveActivitySettings.UpdateBudget"
      for (field, value) in [("perHour", perHour), ("frequentPerHour", frequentPerHour ?? perHour)] where value < 0 {
        throw LiveActivityBudgetError(.negative(field: field, value: value), type: type)
      }
      if let frequentPerHour, frequentPerHour < perHour {
        throw LiveActivityBudgetError(.frequentBelowPerHour(frequentPerHour: frequentPerHour, perHour: perHour), type: type)
      }
      self.init(checked: perHour, frequentPerHour: frequentPerHour)
    }

    /// A budget of values already checked (``init(perHour:frequentPerHour:)``).
    init(checked perHour: Int, frequentPerHour: Int? = nil) {
      self.perHour = perHour
      self.frequentPerHour = frequentPerHour ?? perHour
    }
  }

  /// The size and window of the push-to-start budget (``LiveActivityBudget``): Apple gives
  /// neither (DTS, Developer Forums 799505, speaks of "more than 10 activities" and "expand the
  /// time").
  public struct StartBudget: Sendable, Equatable {
    /// How many push-to-starts the system acts on in any ``window`` (0 or more).
    public private(set) var starts: Int
    /// The window, in seconds (1 to ``LiveActivityBudget/maximumWindow``).
    public private(set) var window: Int64

    /// A budget of `starts` push-to-starts in any `window` seconds.
    ///
    /// - Throws: ``LiveActivityBudgetError`` for `starts` below 0 or a `window` under 1 second or
    ///   over ``LiveActivityBudget/maximumWindow``, as the scenario loader refuses them in
    ///   `liveActivities.startBudget`.
    public init(starts: Int, window: Int64) throws(LiveActivityBudgetError) {
      let type = "LiveActivitySettings.StartBudget"
      guard starts >= 0 else { throw LiveActivityBudgetError(.negative(field: "starts", value: starts), type: type) }
      if let code = LiveActivityBudget.windowProblem(window, field: "window") { throw LiveActivityBudgetError(code, type: type) }
      self.init(checked: starts, window: window)
    }

    /// A budget of values already checked (``init(starts:window:)``).
    init(checked starts: Int, window: Int64) {
      self.starts = starts
      self.window = window
    }
  }

  /// Whether the person has answered the lock screen's "Allow / Don't Allow" prompt that some
  /// developers see on the first Live Activity a push starts (Developer Forums 836077), the
  /// update token withheld until "Allow" (DTS, as mfaani.com's "Live Activities: product
  /// decisions" reports).
  public enum StartPrompt: String, Sendable, Equatable, CaseIterable {
    /// Answered "Allow" before the run, or never asked: push-started activities hand the app
    /// their token at once (the default).
    case answered
    /// Not answered yet: the next push-started activity shows the prompt, and the tokens of
    /// push-started activities are withheld until the person taps "Allow".
    case pending
  }

  /// The most Live Activities the app may have active at once: a push-to-start while it has as
  /// many is dropped (`targetMaximumExceeded`, after ActivityKit's
  /// `ActivityAuthorizationError.targetMaximumExceeded`, "The app has already started the maximum
  /// number of concurrent Live Activities"). Apple gives no number; the default, 5, is OneSignal's
  /// ("up to 5 Live Activities per app at the same time").
  public static let defaultMaximumActivities = 5

  /// Whether the user allows the app's Live Activities (Settings › the app › Live Activities).
  /// Default `true`. With `false` a push-to-start starts nothing, and the app cannot have
  /// started any; the person's "Don't Allow" on the push-to-start prompt sets it `false`
  /// mid-run, and updates and ends are then dropped too.
  public var allowed = true
  /// The app's attributes types, by name (the `attributes-type` of a push-to-start).
  public var types: [String: AttributesType] = [:]
  /// The activities the app started, in the order it started them.
  public var activities: [Activity] = []
  /// The most Live Activities the app may have active at once (default
  /// ``defaultMaximumActivities``, 1 or more: set with ``setMaximumActivities(_:)``).
  public private(set) var maximumActivities = LiveActivitySettings.defaultMaximumActivities
  /// The priority-10 update budget; `nil` (the default): none is modelled, priority 5 and 10
  /// updates are applied alike.
  public var updateBudget: UpdateBudget?
  /// Whether the app declares `NSSupportsLiveActivitiesFrequentUpdates` in its Info.plist (iOS
  /// 16.2+: "whether an app can update its Live Activities frequently"). The person's More
  /// Frequent Updates switch is a device option (``DeviceOptions/liveActivitiesFrequentUpdates``,
  /// on unless given): with both, the budget in effect is ``UpdateBudget/frequentPerHour``.
  public var supportsFrequentUpdates = false
  /// The older name of ``supportsFrequentUpdates``, which also said the person left the switch
  /// on: the switch is on unless ``DeviceOptions/liveActivitiesFrequentUpdates`` says otherwise,
  /// so `true` means what it meant.
  @available(*, deprecated, renamed: "supportsFrequentUpdates")
  public var frequentUpdates: Bool {
    get { supportsFrequentUpdates }
    set { supportsFrequentUpdates = newValue }
  }
  /// The push-to-start budget; `nil` (the default): none is modelled, every push-to-start is
  /// acted on.
  public var startBudget: StartBudget?
  /// Whether the person still has to answer the push-to-start prompt (default
  /// ``StartPrompt/answered``: no prompt, tokens at once).
  public var startPrompt = StartPrompt.answered
  /// Whether the app observed `Activity<Attributes>.pushToStartTokenUpdates` (iOS 17.2+) before
  /// the run, so its server holds the push-to-start token a push-to-start is sent to. Default
  /// `true`: push-to-starts are acted on as they come. `false`: the app's process has not run
  /// its observer yet; a push-to-start is dropped `noPushToStartToken` until the app's process
  /// next starts with its observers set up, which hands the token
  /// (`delegate.pushToStartTokenUpdates`, one per attributes type in ``types``). `false` needs
  /// an app that is not running at the start: a running app's observers ran at its launch, so
  /// ``SimulatedDevice/make(id:platform:sdk:wrapper:state:options:app:simulation:)`` refuses it
  /// with a running state.
  public var observedPushToStartToken = true

  /// Sets ``maximumActivities``, the most Live Activities the app may have active at once.
  ///
  /// - Throws: ``LiveActivityBudgetError`` for a maximum below 1 (`belowOne`): with none allowed
  ///   every push-to-start would be dropped `targetMaximumExceeded`, an app no source describes;
  ///   and for one below the ``activities`` already listed (`belowListedActivities`): the app
  ///   could not have started them all at once. The scenario loader refuses both, with the same
  ///   messages. The settings keep the maximum they had.
  public mutating func setMaximumActivities(_ maximum: Int) throws(LiveActivityBudgetError) {
    guard maximum >= 1 else {
      throw LiveActivityBudgetError(.belowOne(field: "maximumActivities", value: maximum), type: "LiveActivitySettings")
    }
    try Self.checkActivities(activities.count, within: maximum)
    maximumActivities = maximum
  }

  /// Checks that the ``activities`` listed fit ``maximumActivities``.
  ///
  /// - Throws: ``LiveActivityBudgetError`` (`belowListedActivities`) when more activities are
  ///   listed than the app may have active at once.
  @available(*, deprecated, message: "use checkActivities(clock:), which applies this rule and the loader's others on listed activities")
  public func checkActivitiesWithinMaximum() throws(LiveActivityBudgetError) {
    try checkListedWithinMaximum()
  }

  /// The maximum's rule on the listed ``activities`` (`belowListedActivities`), part of
  /// ``checkActivities(clock:)``; ``activities`` is a plain property, so activities appended
  /// after ``setMaximumActivities(_:)`` are checked here.
  func checkListedWithinMaximum() throws(LiveActivityBudgetError) {
    try Self.checkActivities(activities.count, within: maximumActivities)
  }

  private static func checkActivities(_ count: Int, within maximum: Int) throws(LiveActivityBudgetError) {
    guard count <= maximum else {
      throw LiveActivityBudgetError(.belowListedActivities(maximum: maximum, activities: count), type: "LiveActivitySettings")
    }
  }

  /// The budget's size in effect with the More Frequent Updates switch at its default (on):
  /// ``UpdateBudget/frequentPerHour`` with ``supportsFrequentUpdates``, else
  /// ``UpdateBudget/perHour``; `nil` without a budget.
  public var updatesPerHour: Int? { updatesPerHour(frequentSwitchOn: true) }

  /// The budget's size in effect with the More Frequent Updates switch on or off: frequent
  /// only for an app that declares the key (``supportsFrequentUpdates``) with the switch on.
  public func updatesPerHour(frequentSwitchOn: Bool) -> Int? {
    updateBudget.map { supportsFrequentUpdates && frequentSwitchOn ? $0.frequentPerHour : $0.perHour }
  }

  /// Settings with these types and activities.
  public init(allowed: Bool = true, types: [String: AttributesType] = [:], activities: [Activity] = []) {
    self.allowed = allowed
    self.types = types
    self.activities = activities
  }
}
