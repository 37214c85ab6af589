extension PushDecoder {
  /// The rule the Live Activity warnings name: Apple's article "Starting and updating Live
  /// Activities with ActivityKit push notifications", which lists the `aps` keys of each event.
  static let liveActivityRule = "ActivityKit push payload"

  /// The warnings of an ActivityKit push (`apns-push-type: liveactivity`) whose `aps` the system
  /// cannot act on as sent (``LiveActivityRules`` drops it): no `timestamp`, no or an unknown
  /// `event`, no `content-state` for an update or a start, a start without `attributes-type`,
  /// `attributes` or `alert`, or whose `input-push-channel` is not a channel id or comes beside
  /// `input-push-token` (``inputPushWarnings(_:)``). None for another push type. Out of line: most pushes never call it.
  @inline(never)
  static func liveActivityWarnings(_ aps: JSONNode) -> [PayloadIssue] {
    var warnings: [PayloadIssue] = []
    func missing(_ reason: String, _ message: String) {
      warnings.append(PayloadIssue(reason: reason, message: message, rule: liveActivityRule))
    }
    if aps["timestamp"]?.int64Value == nil {
      missing(
        "liveActivityMissingTimestamp",
        "a liveactivity push needs aps.timestamp (a UNIX time in seconds, when its content was generated): "
          + "without it the system drops the push")
    }
    let event = aps["event"]?.stringValue.flatMap(LiveActivityPush.Event.init(rawValue:))
    if event == nil {
      missing(
        "liveActivityMissingEvent",
        "a liveactivity push needs aps.event \"update\", \"end\" or (iOS 17.2+) \"start\"" + (aps["event"].map { ", not \($0.rawPreview())" } ?? "")
          + ": without it the system drops the push")
    }
    if event == .update || event == .start, aps["content-state"] == nil {
      missing(
        "liveActivityMissingContentState",
        "a liveactivity \(event?.rawValue ?? "") needs aps.content-state, the content the activity's ContentState decodes: "
          + "without it the system drops the push")
    }
    if event == .start {
      for key in ["attributes-type", "attributes", "alert"] where aps[key] == nil {
        missing(
          "liveActivityStartIncomplete",
          "a push-to-start (event start) needs aps.\(key)"
            + (key == "alert" ? " (title and body): the alert is what shows the new activity" : ": without it no activity starts"))
      }
      warnings += inputPushWarnings(aps)
    }
    return warnings
  }

  /// The warnings of a push-to-start's input push method (iOS 18+): an `input-push-channel` that
  /// is not a Base64 string (the system drops the start `invalidInputPushChannel`), or one beside
  /// `input-push-token` (an activity has one `PushType`; the device subscribes it to the channel
  /// and it gets no push token).
  private static func inputPushWarnings(_ aps: JSONNode) -> [PayloadIssue] {
    guard let channel = aps["input-push-channel"] else { return [] }
    if channel.stringValue.map(PushHeaders.isChannelID) != true {
      return [
        PayloadIssue(
          reason: "liveActivityInvalidInputPushChannel",
          message: "aps.input-push-channel is \(channel.rawPreview()), not a broadcast channel id (a Base64 string, the "
            + "apns-channel-id of the channel's pushes): the system starts no activity",
          rule: liveActivityRule)
      ]
    }
    guard aps["input-push-token"] != nil else { return [] }
    return [
      PayloadIssue(
        reason: "liveActivityInputPushChannelAndToken",
        message: "a push-to-start takes aps.input-push-channel or aps.input-push-token, not both (a Live Activity has one "
          + "PushType): the new activity subscribes to the channel and gets no push token",
        rule: liveActivityRule)
    ]
  }
}
