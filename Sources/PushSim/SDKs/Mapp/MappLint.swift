/// The Mapp Engage rules of `pushsim lint --sdk mapp`.
///
/// Errors: a push the SDK does not treat as its own (no `p`, a blank `p` on Android, a `p` of
/// the wrong type on iOS) or drops (Android `buttons` that are not a JSON array of objects).
/// Warnings: what the SDK tolerates but reads differently (``APXPushNotification/issues``,
/// ``MappPushData/issues``: an id that is not a number, unknown button actions, a URL without a
/// scheme, …), a `silent_type` Mapp does not define, a silent push that also carries an
/// alert (Mapp's silent pushes present nothing, so the alert is the one thing that shows),
/// a trigger update without `content-available: 1` on iOS (it never reaches the SDK) or without
/// `content_available` `"true"` on Android (the SDK posts it as a regular push, and its command
/// never runs), and iOS
/// `buttons` without `aps.category`, or with an empty one (iOS shows no buttons then, R-iOS-20).
public enum MappLint {
  /// The `silent_type` values Mapp defines.
  public static let silentTypes: Set<String> = ["sys_opt_in", "sys_set_alias"]

  /// The Mapp findings for a payload.
  ///
  /// - Parameters:
  ///   - platform: The receiving platform.
  ///   - decoded: What ``PushDecoder`` made of it.
  /// - Returns: The findings.
  public static func findings(platform: Platform, decoded: Result<IncomingPush, PayloadIssue>) -> [PayloadLinter.Finding] {
    guard case .success(let push) = decoded else { return [] }
    var issues: [PayloadIssue]
    let silentType: String?
    switch platform {
    case .android:
      switch MappPushDecoder.decodeAndroid(push) {
      case .failure(let issue): return [.init(severity: .error, issue: issue)]
      case .success(let data): (issues, silentType) = (data.issues, data.silentType)
      }
    case .iOS:
      switch MappPushDecoder.decodeIOS(push) {
      case .failure(let issue): return [.init(severity: .error, issue: issue)]
      case .success(let notification):
        (issues, silentType) = (notification.issues, notification.silentType)
        // An empty aps.category names no category either.
        if let action = notification.pushAction, !action.actionButtons.isEmpty, action.categoryName?.isEmpty ?? true,
          push.notification.hasVisibleContent
        {
          issues.append(
            PayloadIssue(
              reason: "buttonsWithoutCategory",
              message: "buttons without aps.category\(action.categoryName == nil ? "" : " (it is empty)"); iOS shows a notification's action buttons only for the "
                + "registered category its payload names (R-iOS-20), and the SDK's categories (apx_yes_no_open, "
                + "…) are picked by that name too, so this push shows no buttons; add aps.category naming the "
                + "category whose actions the buttons fill",
              rule: "R-iOS-20"))
        }
        if notification.isTriggerUpdate, push.notification.hasVisibleContent {
          issues.append(
            PayloadIssue(
              reason: "triggerUpdateWithAlert",
              message: "a trigger update (silent_type) with an alert; Mapp's trigger updates \"do not present an "
                + "alert\" and drive background work, but iOS shows an aps alert while the app is in the background "
                + "(the SDK answers willPresent with nothing only in the foreground), so send it with "
                + "content-available: 1 and no alert",
              rule: MappPushDecoder.Rule.docs))
        } else if notification.isTriggerUpdate, !push.notification.contentAvailable {
          issues.append(
            PayloadIssue(
              reason: "triggerUpdateWithoutContentAvailable",
              message: "a trigger update (silent_type) without content-available: 1; the SDK reads trigger updates "
                + "in didReceiveRemoteNotification, which iOS calls only for content-available: 1, so the command "
                + "never runs and the delegate never hears of it; add content-available: 1 (apns-push-type "
                + "background, priority 5)",
              rule: MappPushDecoder.Rule.silentPush))
        }
      }
    case .web:
      return []
    }
    if let silentType, !silentTypes.contains(silentType) {
      issues.append(
        PayloadIssue(
          reason: "unknownSilentType",
          message: "silent_type \(QuotedValue.plain(silentType)) is not a Mapp command; the SDK acts on \(silentTypes.sorted().joined(separator: " and ")) only",
          rule: MappPushDecoder.Rule.android))
    }
    return issues.map { .init(severity: .warning, issue: $0) }
  }
}
