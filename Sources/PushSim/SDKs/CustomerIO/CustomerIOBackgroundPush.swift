/// A Customer.io silent push as the SDKs that support it hand it to the app: Android SDK 5.1.0
/// and later (`MessagingPushModuleConfig.Builder.setBackgroundPushCallback`), iOS SDK 5.2.0 and
/// later (docs.customer.io, "Silent push": `messaging/channels/push/silent-push`,
/// `integrations/sdk/android/push/silent-push`, `integrations/sdk/ios/push/silent-push`).
///
/// "A silent push has no title, body, image, link, or sound". It carries the sender's data as
/// text keys and values plus two keys Customer.io adds, `CIO-Background-Delivery-ID` (the
/// delivery) and `CIO-Background-Delivery-Token` (the device token it was sent to), not the
/// `CIO-Delivery-ID`/`-Token` of a visible push (the React Native and Flutter "Silent push"
/// pages). The SDK's handler gets the data "without the Customer.io delivery keys" (the Flutter
/// plugin's `CustomerIOBackgroundPush.data`) and the id, on which the app keys its work, since
/// "the same push can arrive more than once".
///
/// Where the keys are read (PushSim's reading; the SDK code was not available):
/// - Android: the FCM data map (a data-only message).
/// - iOS: the top level of `userInfo`, both strings, as the visible push's keys
///   (``CustomerIODecoder/decodeIOS(_:)``); the data is every other top-level key but `aps`.
///
/// ```swift
/// if let silent = CustomerIOBackgroundPush(push) { print(silent.deliveryId, silent.data) }
/// ```
public struct CustomerIOBackgroundPush: Sendable, Equatable {
  /// `CIO-Background-Delivery-ID`.
  public static let deliveryIDKey = "CIO-Background-Delivery-ID"
  /// `CIO-Background-Delivery-Token`.
  public static let deliveryTokenKey = "CIO-Background-Delivery-Token"

  /// Identifies the delivery; repeats of one push share it.
  public var deliveryId: String
  /// The device token the push was sent to.
  public var deliveryToken: String
  /// The data set on the message, without the two delivery keys (and, on iOS, without `aps`).
  public var data: JSONObject

  /// A silent push with these fields.
  public init(deliveryId: String, deliveryToken: String, data: JSONObject) {
    self.deliveryId = deliveryId
    self.deliveryToken = deliveryToken
    self.data = data
  }

  /// The silent push `push` carries, or `nil` when it lacks either key (or, on iOS, either is
  /// not a string).
  ///
  /// - Parameter push: A decoded Android or iOS push.
  public init?(_ push: IncomingPush) {
    let fields: JSONObject
    switch push.platform {
    case .android:
      guard let message = push.remoteMessage else { return nil }
      fields = JSONObject(message.data.map { ($0.key, JSONValue.string($0.value)) })
    case .iOS:
      guard let root = push.payload, case .object(let userInfo) = root.value() else { return nil }
      fields = userInfo
    case .web:
      return nil
    }
    guard let id = fields[Self.deliveryIDKey]?.stringValue, let token = fields[Self.deliveryTokenKey]?.stringValue
    else { return nil }
    let removed: Set<String> = [Self.deliveryIDKey, Self.deliveryTokenKey, "aps"]
    self.init(
      deliveryId: id, deliveryToken: token,
      data: JSONObject(fields.filter { !removed.contains($0.key) }.map { ($0.key, $0.value) }))
  }

  /// Whether `push` carries both keys: a Customer.io silent push, whatever reads it.
  static func carriesKeys(_ push: IncomingPush) -> Bool { CustomerIOBackgroundPush(push) != nil }

  /// The trace's fields for the app's callback (`delegate.backgroundPush`).
  var traceFields: JSONObject { ["deliveryId": .string(deliveryId), "data": .object(data)] }
}
