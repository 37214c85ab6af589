/// Reads an ``IncomingPush`` the way the OneSignal SDK does: decides whether the push is
/// OneSignal's, and builds its ``OSNotification``.
///
/// Detection (VENDORS.md §1): on Android the data map's `custom` must be a string that parses as
/// JSON (Android's lenient `org.json`) and has `i`; on iOS `custom.i` or `os_data.i` must exist.
/// Without it the SDK leaves the push alone: the outcome is not accepted, with a reason.
///
/// Decoding is pure, like ``PushDecoder``: findings are data (``PayloadLinter/Finding``), which
/// `pushsim lint --sdk onesignal` prints.
///
/// ```swift
/// let outcome = OSNotificationDecoder().decode(push)
/// if outcome.accepted, let notification = outcome.notification { … }
/// ```
public struct OSNotificationDecoder: Sendable {
  /// The OneSignal app setting `additional_data_is_root_payload` (iOS only; an option here
  /// until apps carry OneSignal settings).
  ///
  /// With it, OneSignal's server adds the notification's data "to the root of the apns payload"
  /// (OneSignal app API), so the app's data is the keys beside `aps`. The iOS SDK itself never
  /// reads the setting: in the new `os_data` format the top-level keys are `additionalData`
  /// anyway; in the original `custom` format it reads `custom.a`, where the server also puts
  /// the data. So PushSim, with the option on, takes an original-format payload's
  /// `additionalData` as `custom.a` plus the top-level keys that are not OneSignal's or APNs'
  /// (`custom.a` wins on a clash); with it off, such keys are not in `additionalData` and lint
  /// says so. Android ignores it.
  public var additionalDataIsRootPayload: Bool
  /// Android: the device's API level (``DeviceOptions/androidApiLevel``). From 31 (Android 12)
  /// a `bg_img` is read but not drawn, which the decoder warns of (`backgroundImageNotShown`).
  public var androidApiLevel: Int

  /// Creates a decoder.
  ///
  /// - Parameters:
  ///   - additionalDataIsRootPayload: the app setting `additional_data_is_root_payload`.
  ///   - androidApiLevel: the Android device's API level; default
  ///     ``DeviceOptions/defaultAndroidApiLevel``.
  public init(additionalDataIsRootPayload: Bool = false, androidApiLevel: Int = DeviceOptions.defaultAndroidApiLevel) {
    self.additionalDataIsRootPayload = additionalDataIsRootPayload
    self.androidApiLevel = androidApiLevel
  }

  /// What the SDK makes of a push.
  public struct Outcome: Sendable {
    /// Why the SDK does not process the push as a OneSignal notification; `nil` when it does.
    public var reason: PayloadIssue?
    /// The notification, when accepted.
    public var notification: OSNotification?
    /// What is wrong with the payload as OneSignal reads it (the rejection reason included, as
    /// an error), for lint.
    public var findings: [PayloadLinter.Finding]

    /// Whether the SDK treats the push as its own and builds a notification from it.
    public var accepted: Bool { reason == nil }
  }

  /// Decodes a push.
  ///
  /// - Parameter push: the push as the device received it.
  /// - Returns: whether the SDK accepts it, the notification, and the findings.
  public func decode(_ push: IncomingPush) -> Outcome {
    var log = Log()
    do throws(PayloadIssue) {
      var notification: OSNotification
      switch push.platform {
      case .android: notification = try decodeAndroid(push, log: &log)
      case .iOS: notification = try decodeIOS(push, log: &log)
      case .web:
        throw PayloadIssue(
          reason: "platformNotModelled",
          message: "the OneSignal web SDK is not modelled; parse the payload for ios or android")
      }
      try checkLimits(push, notification: &notification, log: &log)
      return Outcome(reason: nil, notification: notification, findings: log.findings)
    } catch {
      log.findings.append(PayloadLinter.Finding(severity: .error, issue: error))
      return Outcome(reason: error, notification: nil, findings: log.findings)
    }
  }

  /// The payload and `additionalData` limits (OneSignal's payload reference).
  func checkLimits(
    _ push: IncomingPush, notification: inout OSNotification, log: inout Log
  ) throws(PayloadIssue) {
    if let data = notification.additionalData {
      let size = JSONValue.object(data).serializedBytes().count
      if size > OSNotification.additionalDataLimit {
        throw PayloadIssue(
          reason: "additionalDataTooLarge",
          message: "additionalData is \(size) bytes of JSON; OneSignal accepts at most "
            + "\(OSNotification.additionalDataLimit): send less data, or an id the app looks up",
          rule: Rule.limits)
      }
    }
    if push.size > OSNotification.recommendedPayloadSize {
      log.warn(
        "payloadOverRecommendedSize",
        "the payload is \(push.size) bytes; OneSignal advises keeping it under "
          + "\(OSNotification.recommendedPayloadSize) to avoid truncation (the limit is "
          + "\(OSNotification.payloadLimit))",
        rule: Rule.limits)
    }
  }

  /// The findings gathered while decoding.
  struct Log {
    var findings: [PayloadLinter.Finding] = []

    /// Records a warning.
    mutating func warn(_ reason: String, _ message: String, rule: String) {
      findings.append(
        PayloadLinter.Finding(
          severity: .warning, issue: PayloadIssue(reason: reason, message: message, rule: rule)))
    }
  }

  /// The sources cited in findings (VENDORS.md §1 shorthand).
  enum Rule {
    static let detectionAndroid = "OS-A NotificationFormatHelper.isOneSignalBundle"
    static let receiver = "OS-A FCMBroadcastReceiver, NotificationBundleProcessor"
    static let buttonsAndroid = "OS-A NotificationBundleProcessor.maximizeButtonsFromBundle"
    static let notificationAndroid = "OS-A Notification.kt"
    static let display = "OS-A NotificationGenerationProcessor"
    static let channels = "OS-A NotificationChannelManager"
    static let detectionIOS = "OS-I isOneSignalPayload"
    static let notificationIOS = "OS-I OSNotification.m"
    static let serviceExtensionIOS = "OneSignal Service Extensions; OS-I OneSignalNotificationServiceExtensionHandler"
    static let limits = "OneSignal OSNotification payload reference"
  }
}
