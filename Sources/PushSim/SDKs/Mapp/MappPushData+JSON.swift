extension MappPushData {
  /// The push data as `pushsim parse --sdk mapp` prints it on Android: the field names of the
  /// SDK's `PushData` / `MappPush` (`id`, `title`, `content`, `actionUri`, `silentType`,
  /// `silentData`, `category`, `extraFields`, …), then `derived` (silent: not displayed; the buttons its notification shows, from the category).
  public var jsonValue: JSONValue {
    func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    return .object([
      "id": .integer(id), "title": text(title), "alert": text(alert), "content": text(content),
      "sound": text(sound), "actionUri": .string(actionUri), "internalUriType": .string(internalUriType),
      "badgeNumber": badgeNumber.map { .integer(Int64($0)) } ?? .null, "contentAvailable": .bool(contentAvailable),
      "silentType": text(silentType), "silentData": text(silentData), "category": text(category),
      "language": text(language), "userId": text(userId), "customerId": text(customerId), "type": text(type),
      "iosApxMedia": text(iosApxMedia), "sendoutId": sendoutId.map(JSONValue.integer) ?? .null, "buttonList": .array(buttonList.map(\.jsonValue)),
      "extraFields": .object(extraFields), "derived": ["silent": .bool(isSilent), "notificationButtons": .array(notificationButtons.map(\.jsonValue))],
    ])
  }
}
