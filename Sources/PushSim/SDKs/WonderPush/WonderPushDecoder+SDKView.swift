extension WonderPushDecoder {
  /// The `sdk` object `pushsim parse --sdk wonderpush` prints (CONTRACT.md): `name`,
  /// `accepted`, and either the notification's fields (``WonderPushNotification/jsonValue``) or
  /// the `reason` the SDK does not treat the push as its own.
  ///
  /// - Parameter push: A decoded push.
  /// - Returns: The view.
  public static func sdkView(of push: IncomingPush) -> JSONValue {
    var object: JSONObject = ["name": .string(SDK.wonderpush.rawValue)]
    switch decode(push) {
    case .success(let notification):
      object["accepted"] = true
      for (key, value) in notification.jsonValue.objectValue ?? JSONObject() { object[key] = value }
    case .failure(let issue):
      object["accepted"] = false
      object["reason"] = .string(issue.description)
    }
    return .object(object)
  }
}
