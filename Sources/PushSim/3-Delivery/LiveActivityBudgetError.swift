/// Why a Live Activities budget or limit cannot be made from these values: the Swift API refuses
/// what the scenario loader refuses in `liveActivities.updateBudget`, `liveActivities.startBudget`
/// and `liveActivities.maximumActivities` (docs/ModellingChoices/iOS.md, "Live Activities",
/// *Limits*), as data rather than a trap or a value that silently means "none".
///
/// Thrown by ``LiveActivityBudget/init(limit:window:)``,
/// ``LiveActivitySettings/StartBudget/init(starts:window:)``,
/// ``LiveActivitySettings/UpdateBudget/init(perHour:frequentPerHour:)``,
/// ``LiveActivitySettings/setMaximumActivities(_:)`` and
/// ``LiveActivitySettings/checkActivities(clock:)`` (typed `throws`, as
/// ``SimulatedDevice/make(id:platform:sdk:wrapper:state:options:app:simulation:)`` throws
/// ``DeviceError``).
public struct LiveActivityBudgetError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Code: Equatable, Sendable {
    /// A count below 0 (`field`: `limit`, `starts`, `perHour`, `frequentPerHour`).
    case negative(field: String, value: Int)
    /// A count below 1 where at least one is needed (`field`: `maximumActivities`).
    case belowOne(field: String, value: Int)
    /// A `maximumActivities` below the number of activities the app lists as started before the
    /// run (`activities`): it could not have started them all at once.
    case belowListedActivities(maximum: Int, activities: Int)
    /// A window under 1 second (`field`: `window`).
    case windowUnderOneSecond(field: String, seconds: Int64)
    /// A window longer than ``LiveActivityBudget/maximumWindow`` (`field`: `window`): the time
    /// the budget has room again (a use plus the window) would not fit the device's clock.
    case windowOverMaximum(field: String, seconds: Int64)
    /// `frequentPerHour` below `perHour`: `NSSupportsLiveActivitiesFrequentUpdates` raises the
    /// budget, it does not lower it.
    case frequentBelowPerHour(frequentPerHour: Int, perHour: Int)
    /// An activity listed while Live Activities are not allowed (`allowed` false): the app
    /// cannot have started it.
    case listedWhileNotAllowed(activity: String)
    /// Two listed activities with the same id (a scenario file cannot have them: its
    /// `activities` is an object, whose duplicate keys the loader refuses).
    case duplicateActivity(id: String)
    /// A listed activity's `startedAt` after the device's clock at the start (`clock`,
    /// ``DeviceOptions/clockEpochSeconds``): the app started it before the run.
    case startedAfterClock(activity: String, startedAt: Int64, clock: Int64)
    /// A listed activity's `startedAt` 8 hours (``LiveActivityRules/activeLimit``) or more before
    /// the device's clock at the start: the system would have ended it.
    case startedTooLongBefore(activity: String, startedAt: Int64, clock: Int64)
    /// A listed activity of an attributes type the app does not declare in
    /// ``LiveActivitySettings/types`` (`declared`: the names it does declare, sorted).
    case undeclaredType(activity: String, type: String, declared: [String])
    /// A listed activity whose content state is not a JSON object (`found`: what it is), which
    /// no `ContentState` decodes.
    case contentStateNotAnObject(activity: String, type: String, found: JSONType)
    /// A listed activity whose content state lacks keys its type's `ContentState` requires
    /// (``LiveActivitySettings/AttributesType/contentStateKeys``), so it does not decode.
    case contentStateLacks(activity: String, type: String, keys: [String])
    /// A listed activity's broadcast channel that is not a channel id (a Base64 string, the
    /// `apns-channel-id` of its pushes).
    case invalidChannel(activity: String, channel: String)
  }

  /// What is wrong.
  public var code: Code
  /// The type whose value it is (`LiveActivityBudget`, `LiveActivitySettings.StartBudget`,
  /// `LiveActivitySettings.UpdateBudget`, `LiveActivitySettings`), for ``description``.
  public var type: String

  /// An error of `type`.
  public init(_ code: Code, type: String) {
    self.code = code
    self.type = type
  }

  /// The field the error is about, as the scenario format names it.
  public var field: String {
    switch code {
    case .negative(let field, _), .belowOne(let field, _), .windowUnderOneSecond(let field, _), .windowOverMaximum(let field, _): field
    case .frequentBelowPerHour: "frequentPerHour"
    case .belowListedActivities: "maximumActivities"
    case .listedWhileNotAllowed: "allowed"
    case .duplicateActivity: "activities"
    case .startedAfterClock, .startedTooLongBefore: "startedAt"
    case .undeclaredType: "type"
    case .contentStateNotAnObject, .contentStateLacks: "contentState"
    case .invalidChannel: "channel"
    }
  }

  /// The message with `place` after the field (`" in \"startBudget\" of …"` for the loader, empty
  /// for ``description``): `"starts" must be 0 or more, not -1`. For a listed activity's
  /// `startedAt`, type, content state or channel, and a duplicate id, `place` follows the
  /// activity (`" of liveActivities of …"`).
  public func message(in place: String) -> String {
    switch code {
    case .negative(let field, let value): "\"\(field)\"\(place) must be 0 or more, not \(value)"
    case .belowOne(let field, let value): "\"\(field)\"\(place) must be 1 or more, not \(value)"
    case .windowUnderOneSecond(let field, let seconds): "\"\(field)\"\(place) must be 1 second or more, not \(seconds)"
    case .windowOverMaximum(let field, let seconds):
      "\"\(field)\"\(place) must be at most \(LiveActivityBudget.maximumWindow) seconds (365 days), not \(seconds)"
    case .belowListedActivities(let maximum, let activities):
      "\"maximumActivities\"\(place) is \(maximum), below the \(activities) activities listed: "
        + "the app could not have started them all at once; remove some activities or raise it"
    case .frequentBelowPerHour(let frequent, let perHour):
      "\"frequentPerHour\" (\(frequent))\(place) is below \"perHour\" (\(perHour)): "
        + "NSSupportsLiveActivitiesFrequentUpdates raises the budget, it does not lower it"
    case .listedWhileNotAllowed(let activity):
      "\"allowed\"\(place) is false, so the app cannot have started Live Activity \(QuotedValue.plain(activity)); "
        + "remove it or allow Live Activities"
    case .duplicateActivity(let id):
      "activity \(QuotedValue.plain(id))\(place) is listed twice: each activity the app started has its own id"
    case .startedAfterClock(let activity, let start, let clock):
      "\"startedAt\" \(start) of activity \(QuotedValue.plain(activity))\(place) is after the device's clock at the start "
        + "(\(clock), the clockEpochSeconds option): the app started it before the run, so give an earlier time"
    case .startedTooLongBefore(let activity, let start, let clock):
      "\"startedAt\" \(start) of activity \(QuotedValue.plain(activity))\(place) is 8 hours or more before the device's "
        + "clock at the start (\(clock)): the system would have ended it; give a time after \(clock - LiveActivityRules.activeLimit)"
    case .undeclaredType(let activity, let type, let declared):
      Self.undeclaredTypeMessage(type, in: "activity \(QuotedValue.plain(activity))\(place)", declared: declared)
    case .contentStateNotAnObject(let activity, let type, let found):
      LiveActivityRules.DecodeFailure.notAnObject(found: found)
        .message(path: "\"contentState\" of activity \(QuotedValue.plain(activity))\(place)", decoder: "\(type).ContentState")
    case .contentStateLacks(let activity, let type, let keys):
      LiveActivityRules.DecodeFailure.lacks(keys)
        .message(path: "\"contentState\" of activity \(QuotedValue.plain(activity))\(place)", decoder: "\(type).ContentState")
    case .invalidChannel(let activity, let channel):
      "\"channel\" of activity \(QuotedValue.plain(activity))\(place) must be a broadcast channel id, "
        + "a Base64 string (the apns-channel-id of its pushes), not \(QuotedValue.plain(channel))"
    }
  }

  /// `unknown attributes type "Delivry" in activity "o"; expected one of "Delivery"; did you
  /// mean "Delivery"?`, or, with no type declared, what to declare.
  private static func undeclaredTypeMessage(_ type: String, in place: String, declared: [String]) -> String {
    let unknown = "unknown attributes type \(QuotedValue.plain(type)) in \(place)"
    guard !declared.isEmpty else {
      return unknown + ": \"types\" declares none; declare it there with the keys its ContentState requires"
    }
    var message = unknown + "; expected one of " + QuotedValue.list(declared, shown: QuotedValue.key)
    if let suggestion = Suggestion.closest(to: type, in: declared) { message += "; did you mean \"\(suggestion)\"?" }
    return message
  }

  /// `LiveActivitySettings.StartBudget: "starts" must be 0 or more, not -1`.
  public var description: String { "\(type): " + message(in: "") }
}
