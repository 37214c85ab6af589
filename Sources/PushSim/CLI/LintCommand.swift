/// `pushsim lint FILE|- --platform … [--sdk NAME] [--headers JSON] [--device JSON]`: every rule a payload
/// breaks. Errors (what the push service or device refuses) exit 1; warnings do not. (`lint FILE
/// --kii-message` is ``KiiMessageLintCommand``.)
struct LintCommand {
  static let help = """
    USAGE: pushsim lint FILE|- --platform ios|android|web [--sdk NAME] [--headers JSON]
                        [--device JSON]
           pushsim lint FILE|- --kii-message [--sdk kii]

    Checks a payload against the platform's rules and limits: size, JSON, types, keys placed
    wrong or unknown (aps.alert, an FCM HTTP v1 body's fields and target), content-available
    other than 1, push type and priority mismatches, headers of another platform, duplicate
    keys, on Android a notification text Android cuts (over 5120 UTF-16 characters:
    textTruncated); with --sdk, the SDK's own rules too (wonderpush: the _wp type, actions, ids,
    buttons; onesignal: custom.i, buttons, additionalData size; on iOS, both: what their
    service extension adds without aps.mutable-content 1; mapp: p, buttons,
    silent_type; customerio: the delivery keys, https images, mutable-content, the FCM v1
    shape; kii: Kii's 2 KB APNs limit, reserved data keys, scopes).
    Prints one line per finding, then "N errors, N warnings". Exit status: 1 if any error; 2
    when the payload cannot be read; 64 for a bad command line (a --headers value that is not
    valid included: an unknown name, a value out of range; an --sdk the platform's apps cannot
    embed, as in device create: apns on android, a vendor SDK not simulated on the web).

    With --kii-message the file is a Kii REST message body (what a server POSTs to a topic,
    application/vnd.kii.SendPushMessageRequest+json: data, apns, gcm, fcm, mqtt, sendToDevelopment,
    …) and the checks are Kii Cloud's, those of a kiiSend step: each refusal (the 400, with the
    cloud's message: gcmReservedKey, fcmReservedKey, apnsPayloadTooLarge, fcmPayloadTooLarge,
    dryRunNotGCMOnly, invalidKiiMessage for the body's shape) and warning (delayWhileIdleIgnored,
    gcmControlNotDelivered; notModelled for jpush or a notification block, which PushSim leaves
    out of the checks), with its JSON path in the body. Sizes count the predefined keys of
    the Kii docs' example message (a user sends to a user-scope topic "MyTopic"): a "FILE:
    sizes:" line before the summary gives each payload's bytes and limit, and says so (another
    sender, topic or scope changes them). Same exit status; --platform, --headers and --device
    do not apply.

    OPTIONS:
      --platform ios|android|web  The receiving platform.
      --sdk NAME                  The SDK the app embeds; its rules are checked too.
      --headers JSON              Transport headers, e.g. '{"apns-push-type":"background"}'.
      --device JSON               The receiving device's knobs and app, as a scenario device's
                                  "options" and "app" (the app's strings and stringsdict for
                                  loc-keys, SDK settings such as "additionalDataIsRootPayload";
                                  the last --device given counts).
      --kii-message               The file is a Kii REST message body; check it as Kii Cloud does.
      -h, --help                  Show help information.

    """

  var input: PayloadInput

  func run(stdin: () -> [UInt8], stdout: (String) -> Void, stderr: (String) -> Void) -> CommandLineTool.Status {
    let bytes: [UInt8]
    let headers: ValidatedPushHeaders
    switch input.load(stdin: stdin, warn: { stderr("Warning: \(PrintableText.escaping($0))\n") }) {
    case .success(let loaded): (bytes, headers) = loaded
    case .failure(let failure):
      stderr("Error: \(PrintableText.escaping(failure.message))\n")
      return failure.status
    }
    let findings = PayloadLinter.lint(
      bytes, platform: input.platform, headers: headers, options: input.options, app: input.app, sdk: input.sdk)
    return Self.report(findings.map { ($0.severity, "\($0)") }, file: input.displayName, stdout: stdout)
  }

  /// Prints `FILE: finding` for each finding (escaped: ``PrintableText``), then `FILE: note`
  /// when there is one (`--kii-message`'s sizes), then "N errors, N warnings"; returns
  /// `failure` when any is an error (`--kii-message` prints its findings so too).
  static func report(
    _ findings: [(severity: PayloadLinter.Finding.Severity, text: String)], file: String, note: String? = nil,
    stdout: (String) -> Void
  ) -> CommandLineTool.Status {
    for finding in findings { stdout("\(file): \(PrintableText.escaping(finding.text))\n") }
    if let note { stdout("\(file): \(PrintableText.escaping(note))\n") }
    let errors = findings.filter { $0.severity == .error }.count
    let warnings = findings.count - errors
    stdout("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n")
    return errors > 0 ? .failure : .success
  }
}
