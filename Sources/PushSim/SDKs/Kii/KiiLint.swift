/// The Kii Cloud rules of `pushsim lint --sdk kii`.
///
/// Errors: an APNs payload over the 2048 bytes Kii allows ("the APNs payload is limited to
/// 2 KB"; FCM's 4096 is the platform's own limit), and an Android data key Kii refuses in both
/// of the REST body's Android sections (``KiiPushMessage/AndroidSection``:
/// `restricted_package_name`; `from`, `collapse_key` and `google.…` too, which FCM keeps out of
/// the app's data).
/// Warnings: a data key only the `gcm` section refuses (`registration_ids`, `data`,
/// `delay_while_idle`, `time_to_live`, `dry_run`, `google` without the dot, any case: the SDKs'
/// builders refuse it, an `fcm` section sends it), a push without any of Kii's keys (the SDK
/// reads it as a DirectPush), a scope the
/// SDK cannot parse or whose id is missing, a `when` that is not a number, and on iOS custom
/// fields more than one level deep (Kii's message data is flat).
public enum KiiLint {
  /// Kii's limit for an APNs payload.
  public static let apnsLimit = 2048
  /// Kii's limit for an FCM payload.
  public static let fcmLimit = 4096
  /// The data keys Kii's `GCMData` refuses (besides those starting with `google`).
  public static let gcmReservedKeys: Set<String> = [
    "from", "registration_ids", "collapse_key", "data", "delay_while_idle", "time_to_live",
    "restricted_package_name", "dry_run",
  ]

  /// The Kii findings for a payload.
  ///
  /// - Parameters:
  ///   - bytes: The payload.
  ///   - platform: The receiving platform.
  ///   - decoded: What ``PushDecoder`` made of it.
  /// - Returns: The findings.
  public static func findings(
    _ bytes: [UInt8], platform: Platform, decoded: Result<IncomingPush, PayloadIssue>
  ) -> [PayloadLinter.Finding] {
    var errors: [PayloadIssue] = []
    var warnings: [PayloadIssue] = []
    if platform == .iOS, bytes.count > apnsLimit {
      errors.append(
        PayloadIssue(
          reason: "kiiPayloadTooLarge",
          message: "the payload is \(bytes.count) bytes; Kii limits an APNs payload to \(apnsLimit) (FCM: \(fcmLimit)). "
            + "Suppress the predefined keys you do not read (sendSender: s, sendObjectScope: sa/st/sg/su, "
            + "sendTopicID: to, sendWhen: w) or send less data",
          rule: KiiMessageDecoder.Rule.docs))
    }
    guard case .success(let push) = decoded, case .success(let message) = KiiMessageDecoder.decode(push) else {
      return errors.map { .init(severity: .error, issue: $0) }
    }
    if platform == .android {
      for key in message.customFields.keys where KiiPushMessage.AndroidSection.gcm.isReserved(key) {
        guard KiiPushMessage.AndroidSection.fcm.isReserved(key) else {
          // Kii refuses it in a gcm section only: the REST body's fcm section sends it.
          warnings.append(
            PayloadIssue(
              reason: "gcmOnlyReservedKey",
              message: "data key \(QuotedValue.plain(key)) is a GCM reserved word: Kii refuses it in a message's gcm section "
                + "(what the SDKs' builders write: \"Data contains key that is GCM reserve word\") and sends it only from a "
                + "REST body's fcm section",
              rule: "Kii REST: push messages"))
          continue
        }
        errors.append(
          PayloadIssue(
            reason: "gcmReservedKey",
            message: "data key \(QuotedValue.plain(key)) is reserved in both of Kii's Android sections (gcm: \"Data contains "
              + "key that is GCM reserve word\"; fcm: the REST reference's list); Kii refuses to send it. Rename it",
            rule: "KII-U GCMData.cs"))
      }
    }
    let mapper = message.isAPNS ? KiiJsonMapper.apns : KiiJsonMapper.gcm
    if !mapper.keys.contains(where: message.has) {
      warnings.append(
        PayloadIssue(
          reason: "noKiiKeys",
          message: "none of Kii's predefined keys (\(mapper.keys.dropLast().joined(separator: ", "))) is in the push; "
            + "the SDK reads it as a DirectPush with no sender, scope or topic (as when the sender suppresses them all)",
          rule: KiiMessageDecoder.Rule.parser))
    }
    warnings += message.issues
    if platform == .iOS {
      for (key, value) in message.customFields where value.type == .object || value.type == .array {
        warnings.append(
          PayloadIssue(
            reason: "nestedCustomField",
            message: "custom field \(QuotedValue.plain(key)) is \(PayloadIssue.describe(value.type)); Kii's message data is one level "
              + "deep (strings, numbers, booleans), and FCM devices receive strings only",
            rule: "Kii REST: push messages"))
      }
    }
    return errors.map { .init(severity: .error, issue: $0) } + warnings.map { .init(severity: .warning, issue: $0) }
  }
}
