/// The Kii Cloud SDK on a device: what the app's receiver does with a push, parsed with the
/// SDK's `ReceivedMessage` (VENDORS.md §5; the Kii "Receiving a push notification" guides).
///
/// Kii does not post notifications itself:
/// - Android: Kii sends FCM data messages; the app's `FirebaseMessagingService` hands the data to
///   `ReceivedMessage.parse` (`KiiPushMessageReceiver`) in any live state (a killed app is
///   started, a force-stopped one gets nothing — the platform's rules). The app's received
///   callback gets the parsed message.
/// - iOS: APNs shows `aps`; `application(_:didReceiveRemoteNotification:)` reads the payload
///   with `KiiReceivedMessage`; in the foreground the app's `willPresent` reads it (once) and
///   answers with the app's own options (Kii swizzles nothing: the answer is the app's).
/// - MQTT: a message arrives over the connection the app holds while it runs; the SDK's MQTT
///   callback (`KiiPushCallback` / the push installation's receiver) gets it.
///
/// Each received callback records the parse: `network`, `pushMessageType`, `objectScope`,
/// `kiiTopic`, `sender`, `when` and the custom fields (`custom`); so does the opened callback
/// of a tap (iOS `didReceive`, Android the activity's intent extras).
final class KiiRuntime: EmbeddedSDK {
  func androidMessage(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard case .success(let message) = KiiMessageDecoder.decode(push) else { return nil }
    return [.received(details: KiiRuntime.details(message, network: .fcm))]
  }

  func iosRemoteNotification(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard case .success(let message) = KiiMessageDecoder.decode(push) else { return nil }
    // In the foreground an alert was already parsed when `willPresent` was asked.
    if context.arrivalState == .foreground, push.notification.hasVisibleContent { return [] }
    return [.received(details: KiiRuntime.details(message, network: .apns))]
  }

  /// In the foreground the app's `willPresent` reads the message with `KiiReceivedMessage` too
  /// and answers with its own presentation options (the scenario's `app.willPresent`).
  func iosWillPresent(_ push: IncomingPush, context: SDKContext) -> [SDKEffect]? {
    guard case .success(let message) = KiiMessageDecoder.decode(push) else { return nil }
    return [.received(details: KiiRuntime.details(message, network: .apns)), .present(context.app.willPresent)]
  }

  /// The user tapped a notification (or one of its buttons). The app reads the message with
  /// `KiiReceivedMessage` where the tap reaches it: on iOS the response's `userInfo` in
  /// `didReceive`, on Android the launched activity's intent extras (the message's data). So the
  /// opened callback records the same parse as the received one. Kii posts no notification of
  /// its own: a tap on Android opens the launcher activity as the system's notification does.
  func opened(_ notification: DisplayedNotification, buttonIndex: Int?, context: SDKContext) -> [SDKEffect]? {
    guard case .success(let message) = KiiMessageDecoder.decode(notification.push) else { return nil }
    let network: KiiPushNetwork = context.platform == .iOS ? .apns : .fcm
    return [.opened(buttonIndex: buttonIndex, details: KiiRuntime.details(message, network: network))]
  }

  /// A message reached the app over its MQTT connection.
  func mqttMessage(_ payload: JSONObject, platform: Platform) -> [SDKEffect] {
    let message = KiiMessageDecoder.decode(payload: payload, platform: platform)
    return [.received(details: KiiRuntime.details(message, network: .mqtt))]
  }

  /// The fields the received trace event gets.
  static func details(_ message: KiiReceivedMessage, network: KiiPushNetwork) -> JSONObject {
    func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    return [
      "network": .string(network.rawValue), "pushMessageType": .string(message.pushMessageType.rawValue),
      "objectScope": message.objectScopeJSON, "kiiTopic": text(message.kiiTopic),
      "sender": text(message.sender), "when": message.when.map(JSONValue.integer) ?? .null,
      "custom": .object(message.customFields),
    ]
  }
}
