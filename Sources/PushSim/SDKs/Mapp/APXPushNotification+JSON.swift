extension APXPushNotification {
  /// The notification as `pushsim parse --sdk mapp` prints it on iOS: the header's property
  /// names (`uniqueID`, `extraFields`, `isRich`, `isSilent`, `isTriggerUpdate`, `pushAction`, …),
  /// then `derived` (what PushSim reads besides: the Mapp command, the rich-media URL, the
  /// deep link the wrappers open, and whether the SDK presents nothing).
  public var jsonValue: JSONValue {
    func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    let derived: JSONObject = [
      "silentType": text(silentType), "silentData": text(silentData), "richMediaURL": text(richMediaURL),
      "deepLink": extraFields["apx_dpl"] ?? .null, "presentsNothing": .bool(presentsNothing),
    ]
    return .object([
      "uniqueID": .integer(Int64(uniqueID)), "alert": text(alert), "title": text(title),
      "subtitle": text(subtitle), "body": text(body), "badge": .integer(Int64(badge)),
      "extraFields": .object(extraFields), "didLaunchApp": .bool(didLaunchApp), "isRich": .bool(isRich),
      "isSilent": .bool(isSilent), "isTriggerUpdate": .bool(isTriggerUpdate),
      "pushAction": pushAction?.jsonValue ?? .null, "derived": .object(derived),
    ])
  }
}

extension APXPushNotificationAction {
  /// `{"categoryName", "appoxeeCategory", "actionButtons"}`.
  public var jsonValue: JSONValue {
    .object([
      "categoryName": categoryName.map(JSONValue.string) ?? .null, "appoxeeCategory": .bool(appoxeeCategory),
      "actionButtons": .array(actionButtons.map(\.jsonValue)),
    ])
  }
}

extension APXPushNotificationActionButton {
  /// `{"index", "title", "actions"}`.
  public var jsonValue: JSONValue {
    .object([
      "index": .integer(Int64(index)), "title": title.map(JSONValue.string) ?? .null,
      "actions": .array(actions.map(\.jsonValue)),
    ])
  }
}

extension APXPushNotificationActionButtonAction {
  /// `{"name", "todo", "todoValue", "type", "value"}`: `todo` by name, `todoValue` the header's
  /// number (`null` for the Android-only kinds).
  public var jsonValue: JSONValue {
    .object([
      "name": name.map(JSONValue.string) ?? .null, "todo": todo.map { .string($0.rawValue) } ?? .null,
      "todoValue": todo?.headerValue.map { .integer(Int64($0)) } ?? .null,
      "type": type.map { .string($0.rawValue) } ?? .null, "value": value.map(JSONValue.string) ?? .null,
    ])
  }
}
