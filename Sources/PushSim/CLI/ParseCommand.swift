/// `pushsim parse FILE|- --platform ios|android|web [--sdk NAME] [--headers JSON] [--device JSON]`: prints, as
/// pretty JSON, what the device and its SDK make of one payload.
struct ParseCommand {
  static let help = """
    USAGE: pushsim parse FILE|- --platform ios|android|web [--sdk NAME] [--headers JSON]
                         [--device JSON]

    Prints what the device and the SDK make of one payload: the dialect, the push kind, the
    unified notification (as the device shows it: on Android a title, body or button title
    over 5120 characters cut, warned as textTruncated), the SDK's own view, and every warning `lint`
    gives (the platform's and the SDK's); an SDK rule the payload breaks is listed under "errors".
    Input: a JSON payload, an Xcode .apns file, an Android FCM data map, or an FCM HTTP v1 body.

    OPTIONS:
      --platform ios|android|web  The receiving platform.
      --sdk NAME                  The SDK the app embeds (default: the platform's plain SDK);
                                  one the platform's apps cannot embed is refused (exit 64).
      --headers JSON              Transport headers, e.g. '{"apns-push-type":"alert"}'.
      --device JSON               The receiving device's knobs and app, as a scenario device's
                                  "options" and "app", e.g. '{"app": {"locale": "fr",
                                  "strings": {"TITLE": "Bonjour"}}}' for localised payloads
                                  ("stringsdict" for plural rules; the last --device given
                                  counts). With --sdk customerio, the app key
                                  "backgroundPushCallback" (true or false, default false)
                                  says whether the app registered the SDK's silent-push
                                  callback: a silent push (CIO-Background-Delivery-ID and
                                  -Token) shows "accepted": true with it, false (reason
                                  silentPush) without, e.g. '{"app":
                                  {"backgroundPushCallback": true}}'.
      -h, --help                  Show help information.

    """

  var input: PayloadInput

  func run(stdin: () -> [UInt8], stdout: (String) -> Void, stderr: (String) -> Void) -> CommandLineTool.Status {
    let sdk = input.sdk ?? input.platform.defaultSDK
    guard SDKView.modelled.contains(sdk) else {
      stderr("Error: the \(sdk) SDK's own view is not modelled yet; available: " + SDKView.modelled.map(\.rawValue).joined(separator: ", ") + "\n")
      return .usage
    }
    let bytes: [UInt8]
    let headers: ValidatedPushHeaders
    switch input.load(stdin: stdin, warn: { stderr("Warning: \(PrintableText.escaping($0))\n") }) {
    case .success(let loaded): (bytes, headers) = loaded
    case .failure(let failure):
      stderr("Error: \(PrintableText.escaping(failure.message))\n")
      return failure.status
    }
    let decoder = PushDecoder(platform: input.platform, options: input.options, app: input.app)
    switch decoder.decode(bytes, headers: headers, sequence: 1) {
    case .failure(let issue):
      stderr("Error: \(PrintableText.escaping("\(input.displayName): \(issue)"))\n")
      return .invalidInput
    case .success(let push):
      var output = JSONObject()
      output["platform"] = .string(input.platform.rawValue)
      output["dialect"] = .string(push.dialect.rawValue)
      output["kind"] = .string(push.kind.rawValue)
      output["size"] = .integer(Int64(push.size))
      // A vendor SDK on Android or the web posts its own notification, built from its keys:
      // that is the one the user sees (as with the app in the background). Android shows its
      // title and body cut to 5120 UTF-16 characters, as the device does.
      let shown = SDKDisplayPreview.shown(of: push, sdk: input.sdk, platform: input.platform, app: input.app, options: input.options)
      let actions = push.unifiedActions  // the payload's, also when the SDK posts its own notification
      output["notification"] = shown.notification.jsonValue(receiveActions: actions.receive, clickActions: actions.click)
      output["sdk"] = SDKView.view(of: push, sdk: sdk, app: input.app)
      // An ActivityKit push is the system's, not the app's: what ActivityKit reads of its `aps`.
      if input.platform == .iOS, push.headers.apnsPushType == .liveactivity {
        switch LiveActivityPush.read(push.payload?["aps"]) {
        case .success(let activity): output["liveActivity"] = activity.jsonValue
        case .failure(let drop): output["liveActivity"] = .object(["dropped": .object(["reason": .string(drop.reason), "message": .string(drop.message)])])
        }
      }
      // The same findings `lint` prints: the platform's and the SDK's (a button the SDK drops,
      // a URL it rewrites…), and last what Android cuts from the notification shown, as the
      // device warns (`textTruncated`). An SDK that refuses the push says so in `sdk` and in `errors`.
      let findings = PayloadLinter.lint(
        bytes, platform: input.platform, headers: headers, options: input.options, app: input.app, sdk: input.sdk)
      output["warnings"] = .array(findings.filter { $0.severity == .warning }.map(\.issue.jsonValue))
      let errors = findings.filter { $0.severity == .error }
      if !errors.isEmpty { output["errors"] = .array(errors.map(\.issue.jsonValue)) }
      stdout(JSONValue.object(output).serialized(pretty: true) + "\n")
      return .success
    }
  }
}
