extension CustomerIOParsedPushPayload {
  /// The payload as `pushsim parse --sdk customerio` prints it on Android: the SDK's field names
  /// (`cioDeliveryId`, `deepLink`, `extras`, …), then what the notification builder reads
  /// (`image`, `smallIcon`, `color`), then `derived` (PushSim's reading: silent, nothing to
  /// show, which the SDK still posts empty; the image's
  /// scheme, whether FCM shows the notification block itself in the background).
  public var jsonValue: JSONValue {
    func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    let derived: JSONObject = [
      "silent": .bool(isSilent),
      "imageIsHttps": image.map { .bool(VendorSDKView.isHTTPS($0)) } ?? .null,
      "hasNotificationBlock": .bool(hasNotificationBlock),
    ]
    return .object([
      "cioDeliveryId": .string(cioDeliveryId), "cioDeliveryToken": .string(cioDeliveryToken),
      "title": .string(title), "body": .string(body), "deepLink": text(deepLink),
      "extras": .object(extras), "image": text(image), "smallIcon": text(smallIcon),
      "color": text(color), "derived": .object(derived),
    ])
  }
}
