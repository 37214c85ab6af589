/// Checks a payload against the platform's rules and limits, for `pushsim lint`: what the push
/// service refuses (errors), what it tolerates but gets wrong (warnings), and duplicate keys.
public enum PayloadLinter {
  /// One finding.
  public struct Finding: Sendable, Equatable, CustomStringConvertible {
    /// How serious it is.
    public enum Severity: String, Sendable { case error, warning }
    /// Error or warning.
    public var severity: Severity
    /// What is wrong.
    public var issue: PayloadIssue

    /// `error: payloadTooLarge: … (R-iOS-6)`.
    public var description: String { "\(severity.rawValue): \(issue)" }
  }

  /// Every finding for a payload.
  ///
  /// - Parameters:
  ///   - bytes: the payload.
  ///   - platform: the receiving platform.
  ///   - headers: the transport headers.
  ///   - options: the device's knobs.
  ///   - app: the receiving app: its localised strings, its SDK settings.
  ///   - sdk: the SDK the app embeds; its own rules are checked too (OneSignal, WonderPush, Mapp,
  ///     Customer.io, Kii).
  ///     `nil` checks the platform's rules only.
  /// - Returns: the findings, errors and warnings. On Android the last are the texts the
  ///   notification shown (the FCM SDK's, or with `sdk` the one that SDK posts) has longer than
  ///   ``AndroidTextLimit/maxLength``: a warning `textTruncated` each, as the device warns; and
  ///   last, when that notification has more than three buttons, `tooManyActions`
  ///   (``AndroidActionLimit``).
  public static func lint(
    _ bytes: [UInt8], platform: Platform, headers: ValidatedPushHeaders = ValidatedPushHeaders(),
    options: DeviceOptions = DeviceOptions(), app: AppBehavior = AppBehavior(), sdk: SDK? = nil
  ) -> [Finding] {
    var findings: [Finding] = []
    let decoded = PushDecoder(platform: platform, options: options, app: app).decode(bytes, headers: headers, sequence: 1)
    switch decoded {
    case .failure(let issue):
      findings.insert(Finding(severity: .error, issue: issue), at: 0)
    case .success(let push):
      findings += push.warnings.map { Finding(severity: .warning, issue: $0) }
      if platform == .iOS, push.notification.mutableContent, !push.notification.hasVisibleContent {
        findings.append(
          Finding(
            severity: .warning,
            issue: PayloadIssue(
              reason: "mutableContentWithoutAlert",
              message: "mutable-content: 1 without a title, subtitle or body: the service extension is not employed",
              rule: "R-NSE-1")))
      }
      // What the FCM SDK logs while building the notification it shows (icon, colour, sound,
      // image, channel), against the device's resources. A device that lists no channels says
      // nothing about them: a message's channel is not reported as missing.
      if platform == .android, let notification = push.remoteMessage?.notification {
        findings += FCMNotificationAppearance.build(notification, options: options).issues.compactMap { issue in
          issue.reason == "channelNotCreated" && options.androidChannels.isEmpty ? nil : Finding(severity: .warning, issue: issue)
        }
      }
    }
    // An FCM HTTP v1 body's shape (citing Customer.io's page for its SDK), then the SDK's own rules.
    findings += sdk == .customerio ? CustomerIOLint.shapeFindings(bytes) : FCMv1Lint.findings(bytes)
    if let sdk { findings += sdkFindings(sdk, bytes, platform: platform, decoded: decoded, app: app, androidApiLevel: options.androidApiLevel) }
    // A v1 body the decoder refused for a value FCM refuses: the shape check lists it (with
    // every other one), so the decoder's copy of the first is not repeated. The messages quote
    // the payload's values, so they are compared byte for byte: `hasPrefix` compares
    // `Character`s, and a megabyte value took most of a second (the fuzzer, seed 2611).
    if case .failure(let issue) = decoded, issue.reason == "invalidPayload",
      findings.dropFirst().contains(where: { $0.issue.message.utf8.starts(with: issue.message.utf8) })
    {
      findings.removeFirst()
    }
    // Last, what Android cuts from the notification it shows, the FCM SDK's or the vendor SDK's
    // (`textTruncated`, with the device's message: ``AndroidTextLimit/Cut/issue``).
    // Then the buttons Android's template leaves out (`tooManyActions`, ``AndroidActionLimit``).
    if platform == .android, case .success(let push) = decoded {
      let shown = SDKDisplayPreview.shown(of: push, sdk: sdk, platform: platform, app: app, options: options)
      findings += shown.cuts.map { Finding(severity: .warning, issue: $0.issue) }
      if let issue = AndroidActionLimit.issue(for: shown.notification) { findings.append(Finding(severity: .warning, issue: issue)) }
    }
    return findings
  }

  /// Every finding for a payload written as JSON text, with headers as written, as `pushsim lint`
  /// prints them: for a test that checks a payload without a device, as
  /// ``PushDecoder/decode(json:headers:)`` decodes one.
  ///
  /// ```swift
  /// let findings = try PayloadLinter.lint(
  ///   json: #"{"aps":{"alert":"Hi","content-available":"1"}}"#, platform: .iOS,
  ///   headers: ["apns-push-type": "alert"])
  /// #expect(findings.map(\.issue.reason) == ["contentAvailableNotOne"])
  /// ```
  ///
  /// - Parameters: as ``lint(_:platform:headers:options:app:sdk:)``, with the payload as text and
  ///   the headers as written.
  /// - Returns: the findings, errors and warnings.
  /// - Throws: ``PushHeadersError`` for a header PushSim cannot use, as `pushsim lint` refuses it.
  public static func lint(
    json: String, platform: Platform, headers: PushHeaders = PushHeaders(),
    options: DeviceOptions = DeviceOptions(), app: AppBehavior = AppBehavior(), sdk: SDK? = nil
  ) throws(PushHeadersError) -> [Finding] {
    lint(Array(json.utf8), platform: platform, headers: try headers.validated(), options: options, app: app, sdk: sdk)
  }
}
