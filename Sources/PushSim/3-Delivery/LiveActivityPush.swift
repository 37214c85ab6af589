/// An ActivityKit push (`apns-push-type: liveactivity`) as the system reads its `aps`: what to do
/// (`event`), when its content was generated (`timestamp`), and the content.
///
/// ``read(_:)`` refuses what the system cannot act on (no `timestamp`, no or an unknown `event`)
/// with a ``LiveActivityRules/Drop``.
public struct LiveActivityPush: Sendable, Equatable {
  /// `aps.event`.
  public enum Event: String, Sendable, CaseIterable {
    /// Push-to-start (iOS 17.2+): starts a new Live Activity of `attributes-type`.
    case start
    /// Replaces the content of a Live Activity.
    case update
    /// Ends a Live Activity, with its final content.
    case end
  }

  /// What the push does.
  public var event: Event
  /// `aps.timestamp`: when the content was generated, a UNIX time in seconds.
  public var timestamp: Int64
  /// `aps.content-state`: the content, for the attributes type's `ContentState` to decode.
  public var contentState: JSONValue?
  /// `aps.stale-date`: when the content becomes out of date, a UNIX time in seconds.
  public var staleDate: Int64?
  /// `aps.dismissal-date` (with `end`): when the system removes the ended activity.
  public var dismissalDate: Int64?
  /// `aps.relevance-score`: which of the app's activities the system features.
  public var relevanceScore: JSONValue?
  /// `aps.attributes-type` (with `start`): the `ActivityAttributes` type to start.
  public var attributesType: String?
  /// `aps.attributes` (with `start`): the static attributes of the new activity.
  public var attributes: JSONValue?
  /// Whether the push has an `aps.alert`: the system alerts the person of the update.
  public var alerts: Bool
  /// The alert's sound (`aps.alert.sound`, as ActivityKit's `AlertConfiguration` has it, or
  /// `aps.sound`), when it names one.
  public var alertSound: String?
  /// `aps.input-push-channel` (with `start`, iOS 18+): the broadcast channel the new activity
  /// subscribes to instead of getting a push token, as it is written (checked by
  /// ``LiveActivityRules``).
  public var inputPushChannel: JSONValue?

  /// A push with these fields.
  public init(
    event: Event, timestamp: Int64, contentState: JSONValue? = nil, staleDate: Int64? = nil,
    dismissalDate: Int64? = nil, relevanceScore: JSONValue? = nil, attributesType: String? = nil,
    attributes: JSONValue? = nil, alerts: Bool = false, alertSound: String? = nil, inputPushChannel: JSONValue? = nil
  ) {
    self.event = event
    self.timestamp = timestamp
    self.contentState = contentState
    self.staleDate = staleDate
    self.dismissalDate = dismissalDate
    self.relevanceScore = relevanceScore
    self.attributesType = attributesType
    self.attributes = attributes
    self.alerts = alerts
    self.alertSound = alertSound
    self.inputPushChannel = inputPushChannel
  }

  /// The push as `pushsim parse` shows it: `event`, `timestamp`, and each field the push has
  /// (`contentState`, `staleDate`, `dismissalDate`, `relevanceScore`, `attributesType`,
  /// `attributes`), then `alert` (whether it alerts), `alertSound` and `inputPushChannel`.
  public var jsonValue: JSONValue {
    var object: JSONObject = ["event": .string(event.rawValue), "timestamp": .integer(timestamp)]
    if let contentState { object["contentState"] = contentState }
    if let staleDate { object["staleDate"] = .integer(staleDate) }
    if let dismissalDate { object["dismissalDate"] = .integer(dismissalDate) }
    if let relevanceScore { object["relevanceScore"] = relevanceScore }
    if let attributesType { object["attributesType"] = .string(attributesType) }
    if let attributes { object["attributes"] = attributes }
    object["alert"] = .bool(alerts)
    if let alertSound { object["alertSound"] = .string(alertSound) }
    if let inputPushChannel { object["inputPushChannel"] = inputPushChannel }
    return .object(object)
  }

  /// Reads the `aps` of an ActivityKit push.
  ///
  /// - Parameter aps: the payload's `aps` object, or `nil` when it has none.
  /// - Returns: the push, or why the system cannot act on it (`missingTimestamp`,
  ///   `missingEvent`, `invalidEvent`).
  public static func read(_ aps: JSONNode?) -> Result<LiveActivityPush, LiveActivityRules.Drop> {
    guard let timestamp = aps?["timestamp"]?.int64Value else {
      let found = aps?["timestamp"].map { " (it is \($0.rawPreview()))" } ?? ""
      return .failure(
        .init(
          reason: "missingTimestamp",
          message: "an ActivityKit push needs aps.timestamp, the UNIX time in seconds its content was generated\(found); "
            + "the system orders updates by it"))
    }
    guard let eventNode = aps?["event"] else {
      return .failure(
        .init(reason: "missingEvent", message: "an ActivityKit push needs aps.event: \"update\", \"end\" or (iOS 17.2+) \"start\""))
    }
    guard let event = eventNode.stringValue.flatMap(Event.init(rawValue:)) else {
      return .failure(
        .init(
          reason: "invalidEvent",
          message: "aps.event is \(eventNode.rawPreview()); expected \"update\", \"end\" or (iOS 17.2+) \"start\""))
    }
    return .success(
      LiveActivityPush(
        event: event, timestamp: timestamp, contentState: aps?["content-state"]?.value(),
        staleDate: aps?["stale-date"]?.int64Value, dismissalDate: aps?["dismissal-date"]?.int64Value,
        relevanceScore: aps?["relevance-score"]?.value(), attributesType: aps?["attributes-type"]?.stringValue,
        attributes: aps?["attributes"]?.value(), alerts: aps?["alert"] != nil,
        alertSound: aps?["alert"]?["sound"]?.stringValue ?? aps?["sound"]?.stringValue,
        inputPushChannel: aps?["input-push-channel"]?.value()))
  }
}
