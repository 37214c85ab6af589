/// What iOS does with ActivityKit pushes (`apns-push-type: liveactivity`) to the app's Live
/// Activities, and with their time limits (docs/ModellingChoices/iOS.md, "Live Activities"): a
/// value-type state machine over the app's activities. It returns a ``Decision`` for each push
/// and answers the clock's checks; the device records the events and schedules the checks.
///
/// Times are UNIX times in seconds, on the device's clock
/// (``DeviceOptions/clockEpochSeconds`` plus the virtual time).
public struct LiveActivityRules: Sendable, Equatable {
  /// How long a Live Activity stays active unless the app or the person ends it first (Apple's
  /// "Displaying live data with Live Activities": eight hours); the system then ends it.
  public static let activeLimit: Int64 = 8 * 3600
  /// How long an ended Live Activity stays on the Lock Screen at most ("up to four hours after
  /// it ends", `ActivityUIDismissalPolicy.default`; `after(_:)`: "within a four-hour window").
  public static let dismissalWindow: Int64 = 4 * 3600

  /// Why the system does not act on a push (`push.dropped` with this reason and message).
  public struct Drop: Error, Sendable, Equatable {
    /// The reason, a word (`outdatedTimestamp`, `unknownActivity`, …).
    public var reason: String
    /// What is wrong and what to send instead.
    public var message: String
    /// A drop.
    public init(reason: String, message: String) {
      self.reason = reason
      self.message = message
    }
  }

  /// Where a Live Activity is in its life cycle (`ActivityState`).
  public enum Phase: String, Sendable, Equatable, CaseIterable {
    /// Shown and updatable.
    case active
    /// Ended: still on the Lock Screen until dismissed; pushes to it are ignored.
    case ended
    /// Removed from the Lock Screen.
    case dismissed
  }

  /// One Live Activity as the system keeps it.
  public struct Activity: Sendable, Equatable {
    /// Its id (the scenario's name for its push token).
    public var id: String
    /// Its attributes type.
    public var type: String
    /// The content shown.
    public var contentState: JSONValue
    /// The timestamp of the content shown (the start time for the initial content).
    public var timestamp: Int64
    /// When it started.
    public var startedAt: Int64
    /// The stale date of the content shown.
    public var staleDate: Int64?
    /// Whether the content shown passed its stale date.
    public var isStale = false
    /// Where it is in its life cycle.
    public var phase = Phase.active
    /// When the system removes it, once ended.
    public var dismissAt: Int64?
    /// Whether the person removed it (swiped it away on the Lock Screen).
    public var removedByPerson = false
    /// The broadcast channel it subscribed to, if any.
    public var channel: String?
  }

  /// How an ended activity leaves the Lock Screen.
  public enum Dismissal: Sendable, Equatable {
    /// At once (a dismissal date not after the end).
    case immediately
    /// At this time (the dismissal date, or the end of the four-hour window).
    case at(Int64, reason: String)
  }

  /// What the system does with a push.
  public enum Decision: Sendable, Equatable {
    /// Nothing: the push is dropped.
    case dropped(Drop)
    /// A push-to-start started the activity `id` (it ends on its own at `endsAt`).
    case started(id: String, endsAt: Int64)
    /// The activity's content was replaced.
    case updated(id: String)
    /// The activity ended; `contentState` is the final content when the push brought one that
    /// was applied.
    case ended(id: String, appliedContent: Bool, dismissal: Dismissal)
  }

  /// The app's activities, in the order they started.
  public private(set) var activities: [Activity] = []
  /// The attributes types the app defines.
  public var types: [String: LiveActivitySettings.AttributesType]
  /// Whether the user allows the app's Live Activities.
  public var allowed: Bool
  /// The most activities the app may have active at once (1 or more, from
  /// ``LiveActivitySettings/maximumActivities``).
  public private(set) var maximumActivities: Int
  /// The priority-10 update budget, when one is modelled.
  public private(set) var updateBudget: LiveActivityBudget?
  /// The push-to-start budget, when one is modelled.
  public internal(set) var startBudget: LiveActivityBudget?
  /// Whether the person still has to answer the push-to-start prompt.
  public internal(set) var startPrompt: LiveActivitySettings.StartPrompt
  /// Whether the app has observed its push-to-start token (``LiveActivitySettings/observedPushToStartToken``,
  /// or handed at a process start since): without it no push-to-start can have been sent.
  public internal(set) var pushToStartTokenObserved: Bool
  /// Whether the app sets its Live Activity observers up after launch (`delegate`
  /// `afterLaunch`): a `noPushToStartToken` drop then says the token comes when the app's next
  /// launch is over, not as its process starts.
  var observersSetUpAfterLaunch = false
  /// Whether the app sets no Live Activity observers at all (`delegate` `none`): a
  /// `noPushToStartToken` drop then says no observer can get the token.
  var hasNoObservers = false
  /// The push-started activity the lock screen shows the "Allow / Don't Allow" prompt on, while
  /// ``startPrompt`` is pending and one has started.
  public internal(set) var promptActivity: String?
  /// The push-started activities whose update token the app has not been given, in the order
  /// they started: the person has not answered the prompt.
  public internal(set) var withheldTokens: [String] = []
  /// The withheld activities the app did not observe (it missed `activityUpdates` at its
  /// launch, `delegate.missed`): no `pushTokenUpdates` observer of theirs runs, so "Allow" hands
  /// the app no token for them.
  public internal(set) var unobservedWithheld: [String] = []

  /// The app's activities and types; each activity's start time defaults to `startOfRun`.
  public init(_ settings: LiveActivitySettings, startOfRun: Int64) {
    types = settings.types
    allowed = settings.allowed
    maximumActivities = settings.maximumActivities
    updateBudget = settings.updatesPerHour.map { LiveActivityBudget(checked: $0) }
    startBudget = settings.startBudget.map { LiveActivityBudget(checked: $0.starts, window: $0.window) }
    startPrompt = settings.startPrompt
    pushToStartTokenObserved = settings.observedPushToStartToken
    activities = settings.activities.map {
      let start = $0.startedAt ?? startOfRun
      var activity = Activity(id: $0.id, type: $0.type, contentState: $0.contentState, timestamp: start, startedAt: start)
      activity.channel = $0.channel
      return activity
    }
  }

  /// The ids of the activities subscribed to broadcast channel `channel`, in the order they
  /// started.
  public func activities(onChannel channel: String) -> [String] {
    activities.filter { $0.channel == channel }.map(\.id)
  }

  /// Why the system does not deliver a broadcast push on `channel` to any activity, or `nil`
  /// when it reaches ``activities(onChannel:)``: a push sent to a token as well (`hasToken`), a
  /// push-to-start, the app's Live Activities turned off, or a channel no activity of the app
  /// subscribed to.
  public func broadcastDrop(_ push: LiveActivityPush, channel: String, hasToken: Bool) -> Drop? {
    if hasToken {
      return Drop(
        reason: "channelAndToken",
        message: "the push names both a Live Activity (\"activity\", its push token) and a broadcast channel (apns-channel-id): "
          + "APNs takes a push to a token or on a channel, not both; leave one out")
    }
    if push.event == .start {
      return Drop(
        reason: "startOnChannel",
        message: "a push-to-start goes to the app's push-to-start token, not on a broadcast channel: leave out apns-channel-id")
    }
    // With the app's Live Activities off the broadcast reaches none of them: one drop for the
    // push, before the channel's subscribers and the update budget are looked at.
    if let drop = disabledDrop(nil) { return drop }
    guard activities(onChannel: channel).isEmpty else { return nil }
    return Drop(
      reason: "noActivityOnChannel",
      message: "no Live Activity of the app subscribed to channel \(QuotedValue.plain(channel))"
        + (activities.contains { $0.channel != nil } ? "; its channels: " + channelList : ""))
  }

  /// The channels the app's activities subscribed to, quoted, each once, in order.
  private var channelList: String {
    var seen: [String] = []
    for case let channel? in activities.map(\.channel) where !seen.contains(channel) { seen.append(channel) }
    return seen.map { QuotedValue.plain($0) }.joined(separator: ", ")
  }

  /// The push token for updates that ActivityKit hands the app for activity `activity` on
  /// device `device` (`pushTokenUpdates`): 64 hexadecimal digits drawn from a ``SplitMix64``
  /// seeded with the two names, so the same run gives the same token and two devices or two
  /// activities differ. A stand-in: APNs makes the real one.
  public static func pushToken(device: String, activity: String) -> String {
    token(seededWith: device + "\u{0}" + activity)
  }

  /// The push-to-start token ActivityKit hands the app on device `device`
  /// (`Activity<Attributes>.pushToStartTokenUpdates`, iOS 17.2+): 64 hexadecimal digits, the
  /// same for every attributes type of the app (a developer finds the tokens of two types
  /// "identical", Developer Forums 785281), different per device. A stand-in: APNs makes the
  /// real one.
  public static func pushToStartToken(device: String) -> String {
    token(seededWith: device + "\u{0}pushToStart\u{0}")
  }

  /// 64 hexadecimal digits drawn from a ``SplitMix64`` seeded with `text`'s FNV-1a hash.
  private static func token(seededWith text: String) -> String {
    let seed = text.utf8.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    var generator = SplitMix64(seed: seed)
    return (0..<4).map { _ in
      let digits = String(generator.next(), radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  /// Why the system drops a priority-10 update at `now`, or `nil` when the budget has room or
  /// none is modelled.
  public func updateBudgetDrop(now: Int64) -> Drop? {
    guard let updateBudget, updateBudget.isExhausted(at: now) else { return nil }
    return Drop(
      reason: "updateBudgetExceeded",
      message: "the app's Live Activities had \(updateBudget.spent(before: now)) priority-10 updates in the last hour"
        + (updateBudget.spent(before: now) > updateBudget.limit ? ", more than their budget of \(updateBudget.limit) " : ", their budget ")
        + "(liveActivities.updateBudget)"
        + (updateBudget.limit > 0 ? ": the system applies no other before \(updateBudget.refills(after: now))" : "")
        + "; send apns-priority 5 for updates that can wait")
  }

  /// The person turned More Frequent Updates on or off: the update budget in effect becomes
  /// `budget`'s ``LiveActivitySettings/UpdateBudget/frequentPerHour`` or
  /// ``LiveActivitySettings/UpdateBudget/perHour``; the updates of the last hour still count.
  public mutating func frequentUpdatesChanged(_ on: Bool, budget: LiveActivitySettings.UpdateBudget?) {
    guard let budget else { return }
    updateBudget?.resize(limit: on ? budget.frequentPerHour : budget.perHour)
  }

  /// Draws a priority-10 update applied at `now` from the budget, when one is modelled.
  public mutating func spendUpdateBudget(now: Int64) {
    updateBudget?.spend(at: now)
  }

  /// The activity with this id.
  public func activity(_ id: String) -> Activity? { activities.first { $0.id == id } }

  /// What the system does with an ActivityKit push.
  ///
  /// - Parameters:
  ///   - push: the push as read from its `aps`.
  ///   - activityID: the activity whose token it was sent to (the `activity` header), or for a
  ///     push-to-start the id to give the new one.
  ///   - newID: the id for a new activity when `activityID` is `nil` (the push's id).
  ///   - now: the device's time.
  ///   - broadcast: whether the push came on the activity's broadcast channel rather than to
  ///     its push token.
  ///   - drawsUpdateBudget: whether an update is sent at `apns-priority` 10 and so draws from
  ///     the update budget: checked after the activity's own checks, right before the update
  ///     applies (an update that could not apply is dropped for its own reason, not reported
  ///     over the budget); the caller spends the budget once the update applied.
  public mutating func receive(
    _ push: LiveActivityPush, activityID: String?, newID: String, now: Int64, broadcast: Bool = false,
    drawsUpdateBudget: Bool = false
  ) -> Decision {
    if push.timestamp > now + Self.activeLimit {
      return .dropped(
        .init(
          reason: "futureTimestamp",
          message: "aps.timestamp \(push.timestamp) is more than 8 hours after the device's time \(now) (the longest a Live "
            + "Activity lives); send the time the content was generated"))
    }
    if push.event == .start { return start(push, id: activityID ?? newID, now: now) }
    guard let activityID else {
      return .dropped(
        .init(
          reason: "noActivityToken",
          message: "an ActivityKit \(push.event.rawValue) goes to one Live Activity's push token: name the activity in the "
            + "\"activity\" header"))
    }
    // The person's switch is the app's, not one activity's: with Live Activities off the system
    // applies no update or end, whichever activity the push names, so the switch comes before
    // the activity is looked up (docs/ModellingChoices/iOS.md, *Order of the checks*).
    if let drop = disabledDrop(activityID) { return .dropped(drop) }
    guard let index = activities.firstIndex(where: { $0.id == activityID }) else {
      return .dropped(
        .init(
          reason: "unknownActivity",
          message: "the app has no Live Activity \(QuotedValue.plain(activityID))"
            + (activities.isEmpty ? "" : "; its activities: " + activities.map { QuotedValue.plain($0.id) }.joined(separator: ", "))))
    }
    if let drop = withheldDrop(activityID, broadcast: broadcast) { return .dropped(drop) }
    if !broadcast, let channel = activities[index].channel {
      return .dropped(
        .init(
          reason: "activityOnChannel",
          message: "Live Activity \(QuotedValue.plain(activityID)) subscribed to broadcast channel \(QuotedValue.plain(channel)) "
            + "instead of a push token: send the push on the channel (apns-channel-id), without the \"activity\" header"))
    }
    if activities[index].removedByPerson {
      return .dropped(
        .init(
          reason: "dismissedByUser",
          message: "the person removed Live Activity \(QuotedValue.plain(activityID)); the system ignores pushes to a dismissed "
            + "activity (start a new one, for example with a push-to-start)"))
    }
    guard activities[index].phase == .active else {
      return .dropped(
        .init(
          reason: "activityEnded",
          message: "Live Activity \(QuotedValue.plain(activityID)) has ended; the system ignores pushes to an ended activity"))
    }
    let outdated = push.timestamp < activities[index].timestamp
    var content: JSONValue?
    if let state = push.contentState {
      if let drop = Self.undecodable(state, as: activities[index].type, types: types, path: "aps.content-state") {
        return .dropped(drop)
      }
      content = state
    }
    switch push.event {
    case .start, .update:
      if outdated {
        return .dropped(
          .init(
            reason: "outdatedTimestamp",
            message: "aps.timestamp \(push.timestamp) is older than that of the content Live Activity "
              + "\(QuotedValue.plain(activityID)) shows (\(activities[index].timestamp)); the system ignores it"))
      }
      guard let content else {
        return .dropped(
          .init(reason: "missingContentState", message: "an ActivityKit update needs aps.content-state, the activity's new content"))
      }
      // Only an update that would apply is reported over the budget (docs/ModellingChoices/iOS.md,
      // *Limits: the priority-10 update budget*).
      if push.event == .update, drawsUpdateBudget, let drop = updateBudgetDrop(now: now) { return .dropped(drop) }
      apply(content, timestamp: push.timestamp, staleDate: push.staleDate, at: index)
      return .updated(id: activityID)
    case .end:
      // The end applies whatever its timestamp; older content is not shown (a choice).
      let applies = content != nil && !outdated
      if let content, applies { apply(content, timestamp: push.timestamp, staleDate: push.staleDate, at: index) }
      let dismissal: Dismissal
      let window = now + Self.dismissalWindow
      if let date = push.dismissalDate {
        dismissal = date <= now ? .immediately : date < window ? .at(date, reason: "dismissalDate") : .at(window, reason: "afterEnd")
      } else {
        dismissal = .at(window, reason: "afterEnd")
      }
      end(at: index, dismissal: dismissal)
      return .ended(id: activityID, appliedContent: applies, dismissal: dismissal)
    }
  }

  /// A push-to-start.
  private mutating func start(_ push: LiveActivityPush, id: String, now: Int64) -> Decision {
    // A server without the push-to-start token could not have sent it (APNs takes the token in
    // the request path): the request's own check, before the app's and the payload's.
    guard pushToStartTokenObserved else {
      let type = push.attributesType.map { "Activity<\($0)>" } ?? "Activity<Attributes>"
      return .dropped(
        .init(
          reason: "noPushToStartToken",
          message: "the app has not observed \(type).pushToStartTokenUpdates yet (app key liveActivities.observedPushToStartToken "
            + "false), so its server has no push-to-start token to send a push-to-start to; "
            + (types.isEmpty
              ? "the app declares no ActivityAttributes type (app key liveActivities.types), so no observer can get one"
              : hasNoObservers
                ? "the app sets no delegate (delegate none), so it has no observer to get one"
              : observersSetUpAfterLaunch
                ? "the app's observers, set up after launch (delegate afterLaunch), get the token when its next launch is over"
                : "the app's process hands it the token when it next starts with its observers set up")))
    }
    guard allowed else {
      return .dropped(
        .init(reason: "liveActivitiesDisabled", message: "the user turned off the app's Live Activities; a push-to-start starts nothing"))
    }
    guard let typeName = push.attributesType else {
      return .dropped(
        .init(reason: "missingAttributesType", message: "a push-to-start needs aps.attributes-type, the ActivityAttributes type to start"))
    }
    guard types[typeName] != nil else {
      return .dropped(
        .init(
          reason: "unknownAttributesType",
          message: "the app defines no ActivityAttributes type \(QuotedValue.plain(typeName))"
            + (types.isEmpty ? "" : "; its types: " + types.keys.sorted().map { QuotedValue.plain($0) }.joined(separator: ", "))))
    }
    guard let attributes = push.attributes else {
      return .dropped(
        .init(reason: "undecodableAttributes", message: "a push-to-start needs aps.attributes, the new activity's static attributes"))
    }
    if let drop = Self.undecodable(attributes, as: typeName, types: types, attributes: true, path: "aps.attributes") {
      return .dropped(drop)
    }
    guard let content = push.contentState else {
      return .dropped(
        .init(reason: "missingContentState", message: "a push-to-start needs aps.content-state, the new activity's content"))
    }
    if let drop = Self.undecodable(content, as: typeName, types: types, path: "aps.content-state") { return .dropped(drop) }
    var channel: String?
    if let input = push.inputPushChannel {
      // iOS 18+: the new activity subscribes to this broadcast channel instead of getting a
      // push token (docs/ModellingChoices/iOS.md, *Broadcast channels*).
      guard case .string(let text) = input, PushHeaders.isChannelID(text) else {
        return .dropped(
          .init(
            reason: "invalidInputPushChannel",
            message: "aps.input-push-channel is \(QuotedValue.value(input)), not a broadcast channel id (a Base64 string, the "
              + "apns-channel-id of the channel's pushes): the system cannot subscribe the new Live Activity to it"))
      }
      channel = text
    }
    // A start that cannot become an activity is refused by its own check, not reported as over
    // the budget (docs/ModellingChoices/iOS.md, *Limits: the push-to-start budget*).
    if let drop = startBudgetDrop(now: now) { return .dropped(drop) }
    guard activity(id) == nil else {
      return .dropped(
        .init(
          reason: "activityIDInUse",
          message: "a Live Activity \(QuotedValue.plain(id)) exists already; give the push-to-start another \"activity\" header "
            + "(or apns-id) so that later pushes address the new one"))
    }
    let active = activities.filter { $0.phase == .active }.count
    guard active < maximumActivities else {
      return .dropped(
        .init(
          reason: "targetMaximumExceeded",
          message: "the app has \(active) Live Activities active, the most it may have at once (\(maximumActivities), app key "
            + "liveActivities.maximumActivities): the system starts no other until one ends"))
    }
    activities.append(
      Activity(
        id: id, type: typeName, contentState: content, timestamp: push.timestamp, startedAt: now, staleDate: push.staleDate,
        channel: channel))
    startBudget?.spend(at: now)
    // An activity on a channel has no push token to withhold (one PushType only).
    if channel == nil { withholdTokenIfPromptPending(id) }
    return .started(id: id, endsAt: now + Self.activeLimit)
  }

  private mutating func apply(_ content: JSONValue, timestamp: Int64, staleDate: Int64?, at index: Int) {
    activities[index].contentState = content
    activities[index].timestamp = timestamp
    activities[index].staleDate = staleDate
    activities[index].isStale = false
  }

  private mutating func end(at index: Int, dismissal: Dismissal) {
    activities[index].phase = .ended
    switch dismissal {
    case .immediately: activities[index].phase = .dismissed
    case .at(let date, _): activities[index].dismissAt = date
    }
  }

  /// The clock reached `staleDate` for the activity: whether its content became stale now (it
  /// is active and still shows the content with that stale date).
  public mutating func staleDateReached(_ id: String, staleDate: Int64) -> Bool {
    guard let index = activities.firstIndex(where: { $0.id == id }), activities[index].phase == .active,
      activities[index].staleDate == staleDate, !activities[index].isStale
    else { return false }
    activities[index].isStale = true
    return true
  }

  /// The clock reached the activity's eight-hour limit: the dismissal of the activity the system
  /// ends now, or `nil` when it is no longer active.
  public mutating func activeLimitReached(_ id: String, now: Int64) -> Dismissal? {
    guard let index = activities.firstIndex(where: { $0.id == id }), activities[index].phase == .active else { return nil }
    let dismissal = Dismissal.at(now + Self.dismissalWindow, reason: "afterEnd")
    end(at: index, dismissal: dismissal)
    return dismissal
  }

  /// The person removes the activity from the Lock Screen (or the Dynamic Island): active or
  /// ended, it is dismissed at once. Returns the phase it was in, or `nil` when the app has no
  /// such activity; a dismissed one stays dismissed.
  public mutating func removedByPerson(_ id: String) -> Phase? {
    guard let index = activities.firstIndex(where: { $0.id == id }) else { return nil }
    let phase = activities[index].phase
    guard phase != .dismissed else { return phase }
    activities[index].phase = .dismissed
    activities[index].removedByPerson = true
    return phase
  }

  /// The clock reached an ended activity's dismissal time `date`: whether it is removed now.
  public mutating func dismissalReached(_ id: String, date: Int64) -> Bool {
    guard let index = activities.firstIndex(where: { $0.id == id }), activities[index].phase == .ended,
      activities[index].dismissAt == date
    else { return false }
    activities[index].phase = .dismissed
    return true
  }
}
