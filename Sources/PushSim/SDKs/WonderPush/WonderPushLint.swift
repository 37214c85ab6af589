/// The WonderPush rules of `pushsim lint --sdk wonderpush`.
///
/// Errors: the WonderPush SDK would not treat the push as its own though it carries `_wp`
/// (`_wp` of the wrong type for the platform, an Android `_wp` string that is not JSON or not an
/// object). Warnings: a push without `_wp`, and everything the SDK tolerates but reads
/// differently than a sender may expect (``WonderPushNotification/issues``: ids that are not
/// strings, unknown types and actions, buttons without a label, `null` texts, …), plus the
/// delivery caveats of WonderPush's "Optional data payload" page: on iOS `onNotificationReceived`
/// needs `content-available: 1`, and websites have no silent pushes.
public enum WonderPushLint {
  /// The WonderPush findings for a payload.
  ///
  /// - Parameters:
  ///   - bytes: The payload.
  ///   - platform: The receiving platform.
  ///   - decoded: What ``PushDecoder`` made of it.
  /// - Returns: The findings.
  public static func findings(
    _ bytes: [UInt8], platform: Platform, decoded: Result<IncomingPush, PayloadIssue>
  ) -> [PayloadLinter.Finding] {
    switch decoded {
    case .failure:
      return androidDataMapFindings(bytes, platform: platform)
    case .success(let push):
      switch WonderPushDecoder.decode(push) {
      case .failure(let issue):
        return [PayloadLinter.Finding(severity: issue.reason == "notWonderPush" ? .warning : .error, issue: issue)]
      case .success(let notification):
        return notification.issues.map { PayloadLinter.Finding(severity: .warning, issue: $0) }
          + deliveryFindings(notification, push: push)
      }
    }
  }

  /// An Android data map the device refuses because `_wp` is not a string (the iOS form).
  static func androidDataMapFindings(_ bytes: [UInt8], platform: Platform) -> [PayloadLinter.Finding] {
    guard platform == .android, let document = try? JSONDocument(bytes: bytes, options: PushDecoder.payloadParseOptions),
      let wp = document.root["_wp"], wp.type != .string
    else { return [] }
    return [
      PayloadLinter.Finding(
        severity: .error,
        issue: PayloadIssue(
          reason: "wonderPushDataWrongType",
          message: "_wp is \(PayloadIssue.describe(wp.type)); on Android it must be a JSON string (the "
            + "data map holds strings and the SDK reads extras.getString(\"_wp\")). Send "
            + "\(QuotedValue.json(wp.value().serialized())) instead",
          rule: "VENDORS §2"))
    ]
  }

  /// What the WonderPush documentation says about delivering this push.
  static func deliveryFindings(_ notification: WonderPushNotification, push: IncomingPush) -> [PayloadLinter.Finding] {
    var findings: [PayloadLinter.Finding] = []
    switch notification.platform {
    case .iOS:
      let hasData = notification.type == .data || !notification.customData.isEmpty
      if hasData, !push.notification.contentAvailable {
        findings.append(
          PayloadLinter.Finding(
            severity: .warning,
            issue: PayloadIssue(
              reason: "receivedCallbackNeedsContentAvailable",
              message: "this push is a data push or carries custom data, but has no aps.content-available: 1; "
                + "on iOS only pushes with content-available=1 call the delegate's onNotificationReceived "
                + "(WonderPush sets it for pushes with a JSON payload). Add \"content-available\": 1 to aps",
              rule: "WonderPush docs: Optional data payload")))
      }
      if !notification.receiveActions.isEmpty, !push.notification.contentAvailable {
        // The SDK runs receive actions in didRRN, which only content-available calls (wp17).
        findings.append(
          PayloadLinter.Finding(
            severity: .warning,
            issue: PayloadIssue(
              reason: "receiveActionsNeedContentAvailable",
              message: "_wp.receiveActions (\(notification.receiveActions.map { $0.type.map { QuotedValue.bare($0.rawValue) } ?? "no type" }.joined(separator: ", "))) run on "
                + "iOS only when the push reaches the app on arrival, which needs aps.content-available: 1; without it "
                + "they never run. Add \"content-available\": 1 to aps",
              rule: "WonderPush docs: Optional data payload")))
      }
      let labelled = (notification.alert?.buttons ?? []).filter { !($0.label ?? "").isEmpty }
      let attachments = notification.attachments.compactMap(\.url)
      if !push.notification.mutableContent, push.notification.hasVisibleContent, !labelled.isEmpty || !attachments.isEmpty {
        // `WPNotificationServiceExtension` adds both; iOS runs an extension only for
        // mutable-content (R-NSE-1), and only for a push it shows: a silent one shows nothing
        // either way, so mutable-content would change nothing.
        let features = (labelled.isEmpty ? [] : ["_wp.alert.buttons"]) + (attachments.isEmpty ? [] : ["_wp.attachments"])
        findings.append(
          PayloadLinter.Finding(
            severity: .warning,
            issue: PayloadIssue(
              reason: "extensionFeatureWithoutMutableContent",
              message: "the push has " + features.joined(separator: " and ") + ", which WonderPush's "
                + "notification service extension adds, but aps.mutable-content is not 1: iOS runs no "
                + "extension for it, so the notification is shown without them. Add \"mutable-content\": 1 to aps",
              rule: "WP-I WPNotificationServiceExtension; R-NSE-1")))
      }
    case .web:
      let hasText = notification.alert.map { $0.title != nil || $0.text != nil } ?? false
      if notification.type == .data || !hasText {
        findings.append(
          PayloadLinter.Finding(
            severity: .warning,
            issue: PayloadIssue(
              reason: "silentWebPush",
              message: "this push has no title or text (or is of type data), but websites have no silent "
                + "pushes: browsers make the service worker show a notification for every push. Give it a "
                + "title or a text",
              rule: "WonderPush docs: Optional data payload")))
      }
    case .android:
      break
    }
    return findings
  }
}
