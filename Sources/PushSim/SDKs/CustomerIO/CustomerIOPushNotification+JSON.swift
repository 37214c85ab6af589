extension CustomerIOPushNotification {
  /// The notification as `pushsim parse --sdk customerio` prints it on iOS: the SDK's property
  /// names (`pushId`, `cioDelivery`, `cioDeepLink`, `cioImage`, …), then `derived` (PushSim's
  /// reading of the rich-push extension: whether it runs, the image it attaches, the `delivered`
  /// metric, and the silent rule).
  public var jsonValue: JSONValue {
    func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    let derived: JSONObject = [
      "runsRichPushExtension": .bool(runsRichPushExtension), "richPushImage": text(richPushImage),
      "reportsDelivered": .bool(reportsDelivered), "silent": .bool(isSilent),
    ]
    return .object([
      "pushId": .string(pushId), "title": .string(title), "body": .string(body),
      "isPushSentFromCio": .bool(isPushSentFromCio),
      "cioDelivery": ["id": .string(cioDelivery.id), "token": .string(cioDelivery.token)],
      "cioDeepLink": text(cioDeepLink), "cioImage": text(cioImage),
      "cioPushPayload": cioPushPayload.map(JSONValue.object) ?? .null,
      "cioAttachmentsPrefix": .string(Self.cioAttachmentsPrefix), "data": .object(data),
      "derived": .object(derived),
    ])
  }
}
