/// Kii Cloud's checks of a REST message body (`application/vnd.kii.SendPushMessageRequest+json`)
/// on their own, without a device or a scenario: `pushsim lint FILE|- --kii-message`.
///
/// The checks are the cloud's own, the code a `kiiSend` step runs: ``KiiPushMessage/parse(_:)``
/// (the body's shape: unknown keys, types, nested or non-string data, empty keys; it stops at the
/// first, `invalidKiiMessage`) and then ``KiiMessageComposer/check(_:to:as:in:whenMillis:)``
/// (every refusal: `dryRunNotGCMOnly`, `gcmReservedKey`, `fcmReservedKey`, `fcmPayloadTooLarge`,
/// `apnsPayloadTooLarge`; and the warnings `delayWhileIdleIgnored`, `gcmControlNotDelivered`).
/// A field Kii documents and PushSim does not model (`jpush`, `gcm.notification`) is a
/// `notModelled` warning, and the rest of the body is checked without it.
/// Each finding names where in the body it is (``Finding/path``).
///
/// Who sends to which topic decides the predefined keys, so the payload sizes: by default the
/// message is composed as the seed page's "actual APNs message" was sent ("Sending a Push
/// Notification", Kii docs): a user `cf6de5b5-…` sends to the user-scope topic `MyTopic` of user
/// `e26ad504-…` in app `9a2385ce` at `w` 1373623307000 (``standInCloud``). Who may send is not
/// checked: that depends on the application's users, groups and topics.
///
/// ```swift
/// let report = KiiMessageLint.lint(json: #"{"gcm":{"data":{"from":"me"}}}"#)
/// #expect(report.findings.map(\.issue.reason) == ["gcmReservedKey"])
/// #expect(report.findings[0].path == "gcm.data.from")
/// ```
public enum KiiMessageLint {
  /// One finding: a refusal of the cloud (error) or its note on a message it sends (warning).
  public struct Finding: Sendable, Equatable, CustomStringConvertible {
    /// Error (Kii answers 400 and sends nothing) or warning.
    public var severity: PayloadLinter.Finding.Severity
    /// Where in the body: a JSON path (`gcm.data.from`, `apns`); `nil` for a finding about the
    /// whole text (invalid JSON, a duplicate key) or one whose message names its path (the
    /// shape refusals of ``KiiPushMessage/parse(_:)``).
    public var path: String?
    /// What is wrong and what was expected, with the cloud's message.
    public var issue: PayloadIssue

    /// Creates a finding.
    public init(severity: PayloadLinter.Finding.Severity, path: String? = nil, issue: PayloadIssue) {
      self.severity = severity
      self.path = path
      self.issue = issue
    }

    /// `error: gcmReservedKey: gcm.data.from: data key "from" is … (KII-U GCMData.cs)`: the
    /// format of ``PayloadLinter/Finding``, with the path before the message.
    public var description: String {
      guard let path else { return "\(severity.rawValue): \(issue)" }
      return "\(severity.rawValue): \(issue.reason): \(path): \(issue.message)" + (issue.rule.map { " (\($0))" } ?? "")
    }
  }

  /// The findings, and what each enabled network would get when the body could be read.
  public struct Report: Sendable, Equatable {
    /// Errors first, in the order the cloud checks, then warnings.
    public var findings: [Finding]
    /// The payloads Kii Cloud composes (``KiiMessageComposer/Composed``), or `nil` when the body
    /// is not a message it can read.
    public var composed: KiiMessageComposer.Composed?
    /// The size of each payload Kii checks against its limit, predefined keys included (they
    /// depend on the sender and topic `lint` was given); empty when the body is not a message
    /// it can read.
    public var sizes: [KiiMessageComposer.Size] = []
    /// Whether Kii would send the message (no error).
    public var isAccepted: Bool { !findings.contains { $0.severity == .error } }
  }

  /// The application of the seed page's example message: app `9a2385ce`, the sender
  /// `cf6de5b5-8927-48a4-a410-xxxxxxxxxxxx` and the topic's owner
  /// `e26ad504-8100-4056-b3d3-xxxxxxxxxxxx` (user names `sender` and `owner`).
  public static let standInCloud = KiiCloud(
    appID: "9a2385ce",
    users: ["sender": "cf6de5b5-8927-48a4-a410-xxxxxxxxxxxx", "owner": "e26ad504-8100-4056-b3d3-xxxxxxxxxxxx"])
  /// The seed page's topic: `MyTopic` of the user `owner` (`st` `APP_AND_USER`, `su`, `to`).
  public static let standInTopic = KiiTopicRef(scope: .user("owner"), name: "MyTopic")
  /// The sender of the seed page's example (`s`).
  public static let standInSender = "sender"
  /// The seed page's `w`: 1373623307000.
  public static let standInWhenMillis: Int64 = 1_373_623_307_000

  /// Lints a REST message body.
  ///
  /// - Parameters:
  ///   - bytes: The body, as JSON.
  ///   - topic: The topic it is sent to (default: the seed page's).
  ///   - sender: A user name of `cloud`, or its administrator.
  ///   - cloud: The application (its id, users' ids).
  ///   - whenMillis: The sent time, UNIX milliseconds.
  /// - Returns: The findings: invalid JSON, or the first shape refusal, or every refusal of the
  ///   cloud's send, then its warnings, the fields PushSim does not model (`notModelled`, left
  ///   out of the checks) and the body's duplicate keys (the last value counts).
  public static func lint(
    _ bytes: [UInt8], topic: KiiTopicRef = standInTopic, as sender: String = standInSender,
    in cloud: KiiCloud = standInCloud, whenMillis: Int64 = standInWhenMillis
  ) -> Report {
    let document: JSONDocument
    do {
      document = try JSONDocument(bytes: bytes)
    } catch {
      return Report(findings: [Finding(severity: .error, issue: .invalidJSON(error))], composed: nil)
    }
    let (body, notModelled) = withoutNotModelledFields(document.root.value())
    let duplicates = PushDecoder.duplicateKeyWarnings(document).map { Finding(severity: .warning, issue: $0) }
    let message: KiiPushMessage
    switch KiiPushMessage.parse(body) {
    case .failure(let issue):
      return Report(findings: [Finding(severity: .error, issue: issue)] + notModelled + duplicates, composed: nil)
    case .success(let value): message = value
    }
    let checked = KiiMessageComposer.check(message, to: topic, as: sender, in: cloud, whenMillis: whenMillis)
    let findings =
      checked.refusals.map { Finding(severity: .error, path: $0.path, issue: $0.issue) }
      + checked.warnings.map { Finding(severity: .warning, path: $0.path, issue: $0.issue) } + notModelled + duplicates
    return Report(findings: findings, composed: checked.composed, sizes: checked.sizes)
  }

  /// The body without the fields Kii documents and PushSim does not model (`jpush`, a
  /// `notification` block in `gcm` or `fcm`: ``KiiPushMessage/notModelledKeys``), and a
  /// `notModelled` warning for each, in the body's order. A scenario's `kiiSend` refuses them
  /// (the simulation could not deliver them faithfully), but they are Kii's own fields (the REST
  /// reference "Push Messages"): the lint does not report them as a 400 of the cloud's, and
  /// checks the rest of the body.
  static func withoutNotModelledFields(_ root: JSONValue) -> (JSONValue, [Finding]) {
    guard case .object(var body) = root else { return (root, []) }
    var findings: [Finding] = []
    func drop(_ key: String, at path: String, from object: inout JSONObject) {
      guard let what = KiiPushMessage.notModelledKeys[path]?[key] else { return }
      object[key] = nil
      let written = path == "the message" ? key : "\(path).\(key)"
      findings.append(
        Finding(
          severity: .warning, path: written,
          issue: PayloadIssue(
            reason: "notModelled",
            message: "\(QuotedValue.plain(written)) is a Kii REST field PushSim does not model (\(what)): this lint "
              + "leaves it out and checks the rest of the body (neither its own checks nor its bytes in the sizes are "
              + "counted)",
            rule: "Kii REST: push messages")))
    }
    for key in body.keys {
      drop(key, at: "the message", from: &body)
      guard key == "gcm" || key == "fcm", case .object(var section)? = body[key] else { continue }
      for inner in section.keys { drop(inner, at: key, from: &section) }
      body[key] = .object(section)
    }
    return (.object(body), findings)
  }

  /// Lints a REST message body written as JSON text: ``lint(_:topic:as:in:whenMillis:)``.
  public static func lint(
    json: String, topic: KiiTopicRef = standInTopic, as sender: String = standInSender,
    in cloud: KiiCloud = standInCloud, whenMillis: Int64 = standInWhenMillis
  ) -> Report {
    lint(Array(json.utf8), topic: topic, as: sender, in: cloud, whenMillis: whenMillis)
  }
}
