/// `pushsim lint FILE|- --platform … [--sdk NAME] [--headers JSON] [--device JSON]`: every rule a payload
/// breaks. Errors (what the push service or device refuses) exit 1; warnings do not.
struct LintCommand {
  static let help = """
    USAGE: pushsim lint FILE|- --platform ios|android|web [--sdk NAME] [--headers JSON]
                        [--device JSON]

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

    OPTIONS:
      --platform ios|android|web  The receiving platform.
      --sdk NAME                  The SDK the app embeds; its rules are checked too.
      --headers JSON              Transport headers, e.g. '{"apns-push-type":"background"}'.
      --device JSON               The receiving device's knobs and app, as a scenario device's
                                  "options" and "app" (the app's strings and stringsdict for
                                  loc-keys, SDK settings such as "additionalDataIsRootPayload";
                                  the last --device given counts).
      -h, --help                  Show help information.

    """

  var input: PayloadInput

  func run(stdin: () -> [UInt8], stdout: (String) -> Void, stderr: (String) -> Void) -> CommandLineTool.Status {
    let bytes: [UInt8]
    let headers: ValidatedPushHeaders
    switch input.load(stdin: stdin) {
    case .success(let loaded): (bytes, headers) = loaded
    case .failure(let failure):
      stderr("Error: \(PrintableText.escaping(failure.message))\n")
      return failure.status
    }
    let findings = PayloadLinter.lint(
      bytes, platform: input.platform, headers: headers, options: input.options, app: input.app, sdk: input.sdk)
    for finding in findings { stdout("\(input.displayName): \(PrintableText.escaping("\(finding)"))\n") }
    let errors = findings.filter { $0.severity == .error }.count
    let warnings = findings.count - errors
    stdout("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n")
    return errors > 0 ? .failure : .success
  }
}
