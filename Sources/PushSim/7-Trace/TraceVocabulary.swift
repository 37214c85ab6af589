/// The trace's events and the fields each may carry (docs/TraceVocabulary.md), besides `t`,
/// `device` and `event`; `delegate.*` events are open (their fields are the SDK's), except
/// `delegate.missed`, PushSim's own.
///
/// The scenario loader checks matchers against it, so that a misspelled field is a load error
/// instead of a `noEvents` matcher that can never match and so always passes.
public enum TraceVocabulary {
  /// Each event name with its fields, in the order the trace writes them.
  public static let events: KeyValuePairs<String, [String]> = [
    "push.received": ["id", "bytes", "dialect", "kind", "rule"],
    "push.rejected": ["reason", "message"],
    "push.dropped": ["id", "reason", "by", "cause", "message"],
    "push.held": ["id", "reason", "until", "directBootAware", "directBootOK"],
    "push.released": ["id", "reason"],
    "push.warning": ["id", "reason", "message", "sdk", "severity"],
    "push.silent": ["id", "outcome", "violations", "quota"],
    "push.declarativeFallback": ["id"],
    "push.handlerFailed": ["id", "handler", "status", "message"],
    "push.subscribed": ["subscription", "existing", "quota"],
    "push.subscribeRejected": ["reason", "message"],
    "extension.started": ["id"],
    "extension.completed": ["id", "usedOriginal", "messageIntent", "callIntent"],
    "extension.timedOut": ["id", "bestAttempt", "usedOriginal", "messageIntent", "callIntent"],
    "extension.crashed": ["id"],
    "notification.displayed": [
      "id", "tag", "title", "body", "restored", "subtitle", "channel", "attachments", "interruptionLevel", "delivery",
      "communication", "focus", "scheduledSummary", "timeSensitiveOff", "directMessagesOff", "treatedAs", "ignoresMute", "dnd", "dndReason", "icon", "color", "sound", "image",
      "largeIcon",
      "lights", "visibility", "priority", "backgroundImage",
    ],
    "notification.replaced": [
      "id", "tag", "replaced", "title", "body", "subtitle", "interruptionLevel", "delivery", "communication", "focus", "scheduledSummary",
      "timeSensitiveOff", "directMessagesOff", "treatedAs", "ignoresMute", "dnd", "dndReason", "icon", "color", "sound",
      "image", "largeIcon", "lights", "visibility", "priority", "backgroundImage",
    ],
    "notification.removed": ["id", "reason"],
    "notification.restored": ["id"],
    "notification.suppressed": ["id", "reason", "channel", "message"],
    "notification.alerted": ["id", "alerted"],
    "notification.autogrouped": ["group", "ids", "summaryPosted"],
    "notification.autogroupSummaryRemoved": ["group", "reason"],
    "notification.autogroupTapped": ["group", "opens"],
    "notification.regrouped": ["group", "ids"],
    "notification.dndChanged": ["id", "dnd", "dndReason"],
    "channel.deleted": ["channel"],
    "app.state": ["from", "to", "reason"],
    "app.launched": ["reason", "remoteNotification"],
    "action.executed": ["type", "notification", "parameters", "result", "opens"],
    "action.awaitingUnlock": ["notification", "actionIdentifier"],
    "metric": ["name", "sdk", "notification", "via", "data", "result", "displayed"],
    "badge": ["value"],
    "handler.timedOut": ["notification", "budget"],
    "handler.completed": ["notification", "by", "after"],
    "device.rebooted": [],
    "device.locked": [],
    "device.unlocked": [],
    "device.network": ["online"],
    "device.doze": ["doze"],
    "device.set": ["settings"],
    "device.permissionReset": ["by", "graceStart", "message"],
    "device.warning": ["reason", "option", "message"],
    "app.navigated": ["notification", "url"],
    "push.cached": ["id", "rule"],
    "notification.prevented": ["id", "by", "replacedBy"],
    "notification.tapIgnored": ["id", "reason"],
    "push.routed": ["id", "pushType", "framework"],
    "callkit.incomingCall": ["id"],
    "callkit.callEnded": ["id", "reason"],
    "pushkit.callNotReported": ["id", "failures", "deliveryStopped"],
    "liveActivity.started": ["id", "type", "contentState", "staleDate", "relevanceScore"],
    "liveActivity.updated": ["id", "contentState", "staleDate", "relevanceScore"],
    "liveActivity.alerted": ["id", "title", "body", "sound"],
    "liveActivity.stale": ["id", "staleDate"],
    "liveActivity.ended": ["id", "reason", "contentState", "dismissalDate"],
    "liveActivity.dismissed": ["id", "reason"],
    "liveActivity.startPrompt": ["id"],
    "liveActivity.tokenWithheld": ["id", "reason"],
    "liveActivity.startPromptAnswered": ["id", "answer"],
    "wrapper.started": ["id", "reason"],
    "kii.sent": ["id", "as", "topic", "networks", "recipients", "payloads", "dryRun"],
    "kii.warning": ["id", "as", "topic", "reason", "message"],
    "kii.sendRefused": ["id", "as", "topic", "reason", "message"],
    "kii.subscribed": ["user", "topic"],
    "kii.unsubscribed": ["user", "topic"],
    "kii.subscribeRefused": ["user", "topic", "reason", "message"],
    "kii.unsubscribeRefused": ["user", "topic", "reason", "message"],
    "kii.mqttReceived": ["id", "bytes"],
    "kii.mqttUndelivered": ["id", "reason", "state"],
    // PushSim's own record of a callback that did not run: its fields are fixed, unlike the
    // SDKs' callbacks (`delegate.<method>`), so a misspelled field is caught.
    "delegate.missed": ["method", "reason", "notification", "options", "rule"],
  ]

  /// Names no event's field may take: a scenario's matcher may carry a `note` for its reader
  /// (SCENARIOS.md: any object may), which the runner ignores, so an event field of that name
  /// could never be matched. A `delegate.<method>` event's fields are PushSim's too (the SDK's
  /// callback and its arguments, never a payload's keys), so the rule holds for them as well.
  public static let reservedFields = ["note"]

  /// The JSON types of the fields whose type is the same in every event that has them: a
  /// matcher value of another type (`"restored": "false"`, `"bytes": "22"`, `"t": 0.0`) could
  /// never equal the event's, so the scenario loader refuses it, as it does a misspelled field.
  /// Fields not listed here (ids, reasons, parameters, …) are not checked.
  public static let fieldTypes: [String: [JSONType]] = [
    "t": [.integer], "until": [.integer], "bytes": [.integer], "value": [.integer], "violations": [.integer], "quota": [.integer], "visibility": [.integer], "failures": [.integer],
    "restored": [.bool], "alerted": [.bool], "online": [.bool], "summaryPosted": [.bool], "usedOriginal": [.bool], "deliveryStopped": [.bool],
    "tag": [.string, .null], "title": [.string, .null], "body": [.string, .null], "bestAttempt": [.object],
    "communication": [.object], "messageIntent": [.string], "callIntent": [.string], "directMessagesOff": [.bool],
    "staleDate": [.integer], "dismissalDate": [.integer], "contentState": [.object],
  ]

  /// The fields every event has.
  public static let commonFields = ["t", "device", "event"]

  /// The fields an event always carries, besides ``commonFields`` (which every event carries):
  /// `{"$absent": true}` on one of them could never match, so in `noEvents` it would always
  /// pass; the scenario loader refuses it. Listed for the Live Activities events, whose
  /// optional fields (`staleDate`, `relevanceScore`, `sound`, an end's `contentState` and
  /// `dismissalDate`) sit beside fields the device always writes
  /// (`SimulatedDevice+LiveActivity.swift`); `title` and `body` of `liveActivity.alerted` are
  /// written `null` when the alert has none, so they are there too.
  public static let alwaysPresentFields: KeyValuePairs<String, [String]> = [
    "liveActivity.started": ["id", "type", "contentState"],
    "liveActivity.updated": ["id", "contentState"],
    "liveActivity.alerted": ["id", "title", "body"],
    "liveActivity.stale": ["id", "staleDate"],
    "liveActivity.ended": ["id", "reason"],
    "liveActivity.dismissed": ["id", "reason"],
    "liveActivity.startPrompt": ["id"],
    "liveActivity.tokenWithheld": ["id", "reason"],
    "liveActivity.startPromptAnswered": ["id", "answer"],
  ]

  /// The fields `event` always carries: ``commonFields`` and its ``alwaysPresentFields``.
  public static func alwaysPresent(in event: String?) -> [String] {
    commonFields + (event.flatMap { name in alwaysPresentFields.first { $0.key == name }?.value } ?? [])
  }

  /// Every field some event of ``events`` has, and ``commonFields``, sorted.
  public static let knownFields: [String] = Array(Set(commonFields + events.flatMap(\.value))).sorted()

  /// The fields of `event`; `nil` for a `delegate.*` event (open) or a name not in ``events``.
  public static func fields(of event: String) -> [String]? {
    events.first { $0.key == event }?.value
  }
}
