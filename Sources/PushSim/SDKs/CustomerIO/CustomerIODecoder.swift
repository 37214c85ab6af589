/// Reads a received push the way the Customer.io SDK on the receiving platform does: whether it
/// is a Customer.io push at all, then the model that SDK makes of it
/// (``CustomerIOParsedPushPayload`` on Android, ``CustomerIOPushNotification`` on iOS).
///
/// Detection (VENDORS.md §4):
/// - Android: the data map must not be empty and must hold both `CIO-Delivery-ID` and
///   `CIO-Delivery-Token` (CIO-A `CustomerIOPushNotificationHandler.handleMessage`).
/// - iOS: both keys at the top level of `userInfo`, both strings (CIO-I `cioDelivery`).
///
/// Customer.io's server adds both keys when it sends a campaign; the payloads of the "Custom
/// push payloads" page are what the sender writes, so on their own they are not Customer.io
/// pushes to the SDK (lint says so).
///
/// ```swift
/// switch CustomerIODecoder.decodeIOS(push) {
/// case .success(let notification): print(notification.cioDeepLink ?? "-")
/// case .failure(let issue): print(issue)   // deliveryKeyNotAString: expected a string at CIO-Delivery-ID, got an integer; …
/// }
/// ```
public enum CustomerIODecoder {
  /// `CIO-Delivery-ID`.
  public static let deliveryIDKey = "CIO-Delivery-ID"
  /// `CIO-Delivery-Token`.
  public static let deliveryTokenKey = "CIO-Delivery-Token"

  /// The sources cited in issues (VENDORS.md §4 shorthand).
  enum Rule {
    static let android = "CIO-A CustomerIOPushNotificationHandler"
    static let iOS = "CIO-I PushNotification.swift"
    static let docs = "Customer.io docs: Custom push payloads"
    static let silent = "Customer.io docs: Silent push"
  }

  /// The SDK's view of `push`, as `pushsim parse --sdk customerio` prints it under `sdk`.
  ///
  /// A silent push (``CustomerIOBackgroundPush``) shows what the SDK hands the app's background
  /// callback: `silent: true`, `deliveryId`, `deliveryToken` and `data` (without the two keys),
  /// with `backgroundPushCallback` saying whether the app registered the callback (app key
  /// `backgroundPushCallback`): with it `accepted` is `true`; without it `false` with the
  /// `silentPush` reason, since "Older versions ignore silent pushes" (docs) and PushSim treats a
  /// current SDK without the callback the same (a choice: no page says).
  ///
  /// - Parameters:
  ///   - push: A decoded push.
  ///   - app: The receiving app (its `backgroundPushCallback`).
  /// - Returns: `name`, `accepted`, and the model's fields or the `reason`.
  public static func sdkView(of push: IncomingPush, app: AppBehavior = AppBehavior()) -> JSONValue {
    switch push.platform {
    case .android: silentView(of: push, decodeAndroid(push), app: app) ?? VendorSDKView.make(.customerio, decodeAndroid(push), fields: \.jsonValue)
    case .iOS: silentView(of: push, decodeIOS(push), app: app) ?? VendorSDKView.make(.customerio, decodeIOS(push), fields: \.jsonValue)
    case .web: VendorSDKView.notModelled(.customerio, on: .web, vendor: "Customer.io")
    }
  }

  /// The view of a silent push the visible push's decoder refused as `silentPush`, or `nil`.
  private static func silentView<Model>(of push: IncomingPush, _ decoded: Result<Model, PayloadIssue>, app: AppBehavior) -> JSONValue? {
    guard case .failure(let issue) = decoded, issue.reason == silentPushReason, let silent = CustomerIOBackgroundPush(push) else { return nil }
    let callback = app.customerIOBackgroundPushCallback
    var object: JSONObject = ["name": .string(SDK.customerio.rawValue), "accepted": .bool(callback)]
    if !callback { object["reason"] = .string(issue.description) }
    object["silent"] = true
    object["backgroundPushCallback"] = .bool(callback)
    object["deliveryId"] = .string(silent.deliveryId)
    object["deliveryToken"] = .string(silent.deliveryToken)
    object["data"] = .object(silent.data)
    return .object(object)
  }

  /// The reason of a silent push's issue: not a visible Customer.io push, but Customer.io's all
  /// the same (`lint` warns instead of refusing it).
  static let silentPushReason = "silentPush"

  /// Why a push without both delivery keys is not Customer.io's; `silent`: it carries a silent
  /// push's keys instead (``CustomerIOBackgroundPush``).
  static func missingDelivery(_ missing: [String], platform: Platform, silent: Bool = false) -> PayloadIssue {
    let names = missing.joined(separator: " and ")
    let place = platform == .android ? "in the data map" : "at the top level of userInfo"
    guard silent else {
      return PayloadIssue(
        reason: "notCustomerIO",
        message: "no \(names) \(place): the Customer.io SDK handles a push only when it carries both "
          + "\(deliveryIDKey) and \(deliveryTokenKey) (Customer.io adds them when it sends a campaign), "
          + "so it leaves this one to the app's other handlers",
        rule: platform == .android ? Rule.android : Rule.iOS)
    }
    let version = platform == .android ? "Android SDK 5.1.0 (setBackgroundPushCallback)" : "iOS SDK 5.2.0"
    return PayloadIssue(
      reason: silentPushReason,
      message: "no \(names) \(place), but \(CustomerIOBackgroundPush.deliveryIDKey) and "
        + "\(CustomerIOBackgroundPush.deliveryTokenKey): a Customer.io silent push, which only the app's background "
        + "callback of \(version) or later receives (app key \"backgroundPushCallback\": true); without it the SDK "
        + "leaves the push to the app's other handlers and reports no delivered metric",
      rule: Rule.silent)
  }

  /// The keys among the two delivery keys that `has` lacks.
  static func missingKeys(_ has: (String) -> Bool) -> [String] {
    [deliveryIDKey, deliveryTokenKey].filter { !has($0) }
  }

  /// A warning for a blank delivery id, blank by the platform's language (Kotlin's on Android,
  /// as the SDK's `isNullOrBlank()` check; Swift's on iOS, where the SDK has no check): the
  /// Android SDK handles the push but skips the metrics.
  static func blankDeliveryIssue(_ id: String, rule: String) -> PayloadIssue? {
    guard BlankText.isBlank(id, on: rule == Rule.android ? .android : .iOS) else { return nil }
    return PayloadIssue(
      reason: "blankDeliveryId",
      message: rule == Rule.android
        ? "\(deliveryIDKey) is blank; the SDK still shows the push but reports no delivered metric for it "
          + "(PushMessageProcessorImpl skips blank ids); a tap still reports opened with the blank id"
        : "\(deliveryIDKey) is blank; the SDK still treats the push as its own and reports its metrics "
          + "with the blank id, which Customer.io cannot match to a delivery",
      rule: rule)
  }

  /// A warning for an image that is not `https`.
  static func imageIssue(_ image: String, at path: String) -> PayloadIssue? {
    guard !VendorSDKView.isHTTPS(image) else { return nil }
    return PayloadIssue(
      reason: "imageNotHttps",
      message: "\(path) \(QuotedValue.plain(image)) is not an https URL; Customer.io images must be \"the URL of an "
        + "HTTPS image\", and the device does not load other URLs, so no image is shown",
      rule: Rule.docs)
  }
}
