extension NotificationContent {
  /// The content as the trace writes it (`extension.timedOut`'s `bestAttempt`): `title` and
  /// `body` (`null` when unset), then `subtitle` when set and `attachments` when there are any,
  /// as `notification.displayed` writes them.
  var traceValue: JSONValue {
    var object: JSONObject = ["title": title.map(JSONValue.string) ?? .null, "body": body.map(JSONValue.string) ?? .null]
    object["subtitle"] = subtitle.map(JSONValue.string)
    if !attachments.isEmpty { object["attachments"] = .array(attachments.map(JSONValue.string)) }
    return .object(object)
  }
}
