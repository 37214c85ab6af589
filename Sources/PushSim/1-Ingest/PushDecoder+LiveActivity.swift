extension PushDecoder {
  /// The rule the Live Activity warnings name: Apple's article "Starting and updating Live
  /// Activities with ActivityKit push notifications", which lists the `aps` keys of each event.
  static let liveActivityRule = "ActivityKit push payload"

  /// The warnings of an ActivityKit push (`apns-push-type: liveactivity`) whose `aps` the system
  /// cannot act on as sent (``LiveActivityRules`` drops it): no `timestamp`, no or an unknown
  /// `event`, no `content-state` for an update or a start, a start without `attributes-type`,
  /// `attributes` or `alert`. None for another push type. Out of line: most pushes never call it.
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
    }
    return warnings
  }
}
