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
///   (``CustomerIODecoder/decodeIOS(_:)``); the data is every other top-level key but `aps` and,
///   through FCM, FCM's own `gcm.`/`google.` keys.
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
  /// not a string: ``keyTypeIssue(_:)`` says so).
  ///
  /// - Parameter push: A decoded Android or iOS push.
  public init?(_ push: IncomingPush) {
    guard let fields = Self.fields(push), let id = fields[Self.deliveryIDKey]?.stringValue,
      let token = fields[Self.deliveryTokenKey]?.stringValue
    else { return nil }
    let removed: Set<String> = [Self.deliveryIDKey, Self.deliveryTokenKey, "aps"]
    // iOS through FCM: FCM's own `gcm.`/`google.` keys beside the data are not "the data set on
    // the message" (Android's data map has none of them either).
    let fcmKey = { (key: String) in push.platform == .iOS && (key.hasPrefix("gcm.") || key.hasPrefix("google.")) }
    self.init(
      deliveryId: id, deliveryToken: token,
      data: JSONObject(fields.filter { !removed.contains($0.key) && !fcmKey($0.key) }.map { ($0.key, $0.value) }))
  }

  /// Where the SDK looks for the keys: Android's FCM data map (text), iOS's top-level `userInfo`.
  static func fields(_ push: IncomingPush) -> JSONObject? {
    switch push.platform {
    case .android:
      guard let message = push.remoteMessage else { return nil }
      return JSONObject(message.data.map { ($0.key, JSONValue.string($0.value)) })
    case .iOS:
      guard let root = push.payload, case .object(let userInfo) = root.value() else { return nil }
      return userInfo
    case .web:
      return nil
    }
  }

  /// Whether `push` carries both keys, whatever their values: a Customer.io silent push.
  static func carriesKeys(_ push: IncomingPush) -> Bool {
    guard let fields = fields(push) else { return false }
    return fields[deliveryIDKey] != nil && fields[deliveryTokenKey] != nil
  }

  /// The reason of ``keyTypeIssue(_:)``.
  static let keyNotAStringReason = "silentDeliveryKeyNotAString"

  /// iOS: a silent push whose key is not a string (a number, say), which the SDK does not read as
  /// a silent push (PushSim's reading, as the visible push's `as? String`; the docs call the
  /// values text): the app gets the push as its own, its handler nothing. Android's data map holds
  /// text only.
  static func keyTypeIssue(_ push: IncomingPush) -> PayloadIssue? {
    guard carriesKeys(push), let fields = fields(push) else { return nil }
    for key in [deliveryIDKey, deliveryTokenKey] {
      guard let value = fields[key], value.stringValue == nil else { continue }
      return PayloadIssue(
        reason: keyNotAStringReason,
        message: "expected a string at \(key), got \(VendorSDKView.describe(value)): a Customer.io silent push "
          + "carries its keys as text, so the SDK's background handler does not receive this push and no "
          + "delivered metric is reported; the app gets it as its own. Send "
          + "\(QuotedValue.json(OrgJSON.string(of: value))) instead",
        rule: CustomerIODecoder.Rule.silent)
    }
    return nil
  }

  /// Warnings for a silent push the SDK's callback receives, what the docs' silent push is not:
  /// a blank delivery id (blank by the platform SDK's language, ``BlankText/isBlank(_:on:)``),
  /// something to show ("A silent push has no title, body, image, link, or
  /// sound"), and on iOS no `content-available: 1` (nothing wakes the app for it).
  static func issues(_ push: IncomingPush) -> [PayloadIssue] {
    guard let silent = CustomerIOBackgroundPush(push) else { return [] }
    var issues: [PayloadIssue] = []
    if BlankText.isBlank(silent.deliveryId, on: push.platform) {
      issues.append(
        PayloadIssue(
          reason: "blankSilentDeliveryId",
          message: "\(deliveryIDKey) is blank: the SDK still hands the push to the app's callback and reports "
            + "delivered, but the app cannot key its work on the id (\"the same push can arrive more than once\") "
            + "and Customer.io cannot match the metric to a delivery",
          rule: CustomerIODecoder.Rule.silent))
    }
    switch push.platform {
    case .android where push.remoteMessage?.notification != nil:
      issues.append(
        PayloadIssue(
          reason: "silentPushShows",
          message: "a silent push with a notification block is not data-only: while the app is in the background "
            + "FCM shows the block itself and does not call the SDK's FirebaseMessagingService, so the callback "
            + "does not run and no delivered metric is reported; in the foreground the callback runs and nothing "
            + "is shown. Send the data in message.data only",
          rule: CustomerIODecoder.Rule.silent))
    case .iOS:
      let aps = Self.fields(push)?["aps"]?.objectValue ?? [:]
      let shown = ["alert", "sound", "badge"].filter { aps[$0] != nil }
      if !shown.isEmpty {
        issues.append(
          PayloadIssue(
            reason: "silentPushShows",
            message: "a silent push with aps." + shown.joined(separator: ", aps.") + ": the system shows it (a silent push "
              + "\"has no title, body, image, link, or sound\"), while the SDK still hands the data to the handler; "
              + "the notification is not Customer.io's (no opened metric, no link)",
            rule: CustomerIODecoder.Rule.silent))
      }
      if !push.notification.contentAvailable {
        issues.append(
          PayloadIssue(
            reason: "silentPushNoContentAvailable",
            message: "no aps.content-available: 1: iOS does not wake the app in the background for this push, so "
              + "the SDK's handler does not run and no delivered metric is reported",
            rule: CustomerIODecoder.Rule.silent))
      }
    default:
      break
    }
    return issues
  }

  /// The trace's fields for the app's callback (`delegate.backgroundPush`).
  var traceFields: JSONObject { ["deliveryId": .string(deliveryId), "data": .object(data)] }
}
