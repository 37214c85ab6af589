@testable import PushSim
import Testing

/// `KiiMessageLint`: Kii Cloud's checks of a REST message body without a device or a scenario,
/// from the same code a `kiiSend` step runs (`KiiPushMessage.parse`, `KiiMessageComposer.check`).
struct KiiMessageLintTests {
  /// `severity:reason@path` of each finding.
  static func summary(_ json: String) -> [String] {
    summaryOf(KiiMessageLint.lint(json: json))
  }

  /// `severity:reason@path` of each finding of `report`.
  static func summaryOf(_ report: KiiMessageLint.Report) -> [String] {
    report.findings.map { "\($0.severity.rawValue):\($0.issue.reason)@\($0.path ?? "-")" }
  }

  static let pad2100 = String(repeating: "a", count: 2100)
  static let pad4100 = String(repeating: "a", count: 4100)

  /// The seed page's first sample (silent, str/int/bool/double data, every network) has no
  /// finding, and its composed payloads are what the cloud sends.
  @Test func aCleanBodyHasNoFindingAndShowsThePayloads() throws {
    let report = KiiMessageLint.lint(
      json: #"{"data":{"str":"str","int":1,"bool":false,"double":1.12},"apns":{"contentAvailable":1},"gcm":{"enabled":true},"mqtt":{"enabled":true}}"#)
    #expect(report.findings.isEmpty)
    #expect(report.isAccepted)
    let composed = try #require(report.composed)
    #expect(composed.fcm?["int"] == "1" && composed.fcm?["bool"] == "false")
    #expect(composed.mqtt?["int"] == 1)
    #expect(composed.apns?["aps"] == ["content-available": 1])
  }

  /// The stand-in sender and topic are the seed page's: its "actual APNs message" comes out key
  /// for key.
  @Test func theStandInComposesTheSeedPagesMessage() throws {
    let report = KiiMessageLint.lint(
      json: #"{"apns":{"alert":{"body":"short msg only!"}},"gcm":{"enabled":false},"mqtt":{"enabled":false}}"#)
    let apns = try #require(report.composed?.apns)
    #expect(
      JSONValue.object(apns).serialized()
        == #"{"aps":{"alert":{"body":"short msg only!"}},"s":"cf6de5b5-8927-48a4-a410-xxxxxxxxxxxx","sa":"9a2385ce","st":"APP_AND_USER","su":"e26ad504-8100-4056-b3d3-xxxxxxxxxxxx","to":"MyTopic","w":1373623307000}"#)
    #expect(report.composed?.fcm == nil && report.composed?.mqtt == nil)
  }

  /// Each kind of refusal the cloud gives, with its path in the body.
  @Test(arguments: [
    (#"{"gcm":{"data":{"from":"me"}}}"#, "error:gcmReservedKey@gcm.data.from"),
    (#"{"data":{"Time_To_Live":"1"}}"#, "error:gcmReservedKey@data.Time_To_Live"),
    (#"{"fcm":{"data":{"priority":"high"}}}"#, "error:fcmReservedKey@fcm.data.priority"),
    (#"{"data":{"pad":"\#(pad2100)"}}"#, "error:apnsPayloadTooLarge@apns"),
    (#"{"apns":{"enabled":false},"gcm":{"data":{"pad":"\#(pad4100)"}}}"#, "error:fcmPayloadTooLarge@gcm"),
    (#"{"gcm":{"dryRun":true},"mqtt":{"enabled":false}}"#, "error:dryRunNotGCMOnly@gcm.dryRun"),
    (#"{"gcm":{"data":{"n":1}}}"#, "error:invalidKiiMessage@-"),
    (#"{"data":{"o":{"nested":true}}}"#, "error:invalidKiiMessage@-"),
    (#"{"alertBody":"Hi"}"#, "error:invalidKiiMessage@-"),
  ])
  func eachRefusalIsAnErrorAtItsPath(_ body: String, _ expected: String) {
    #expect(Self.summary(body) == [expected])
    #expect(!KiiMessageLint.lint(json: body).isAccepted)
  }

  /// Each size checked is listed, in the cloud's order (delivered Android section, the other
  /// enabled one, APNs), as the composed payload's bytes; it counts the predefined keys, so the
  /// same body is larger for a longer topic name, and one byte over a limit is refused.
  @Test func theSizesAreTheComposedPayloadsAndDependOnTheTopic() throws {
    let body = #"{"data":{"k":"v"},"gcm":{"enabled":true},"fcm":{"data":{"f":"1"}}}"#
    let report = KiiMessageLint.lint(json: body)
    let composed = try #require(report.composed)
    let fcm = JSONValue.object(try #require(composed.fcm)).serializedBytes().count
    let apns = JSONValue.object(try #require(composed.apns)).serializedBytes().count
    #expect(report.sizes.map(\.path) == ["fcm", "gcm", "apns"])
    #expect(report.sizes.map(\.limit) == [4096, 4096, 2048])
    #expect(report.sizes[0].bytes == fcm && report.sizes[2].bytes == apns)
    #expect(report.sizes[1].bytes == fcm - #","f":"1""#.utf8.count)
    let longer = KiiMessageLint.lint(json: body, topic: KiiMessageLint.standInTopic.renamed("MyTopicWithALongerName"))
    #expect(longer.sizes.map(\.bytes) == report.sizes.map { $0.bytes + 15 })
    // Padding the APNs payload to exactly its limit for the stand-in, then one byte more.
    let base = KiiMessageLint.lint(json: #"{"data":{"p":""},"gcm":{"enabled":false}}"#).sizes[0].bytes
    let pad = String(repeating: "a", count: 2048 - base)
    let atLimit = KiiMessageLint.lint(json: #"{"data":{"p":"\#(pad)"},"gcm":{"enabled":false}}"#)
    #expect(atLimit.sizes.map(\.bytes) == [2048] && atLimit.isAccepted)
    let over = KiiMessageLint.lint(json: #"{"data":{"p":"\#(pad)a"},"gcm":{"enabled":false}}"#)
    #expect(Self.summaryOf(over) == ["error:apnsPayloadTooLarge@apns"])
    #expect(over.findings[0].issue.message.hasPrefix("the APNs payload would be 2049 bytes"))
    #expect(!KiiMessageLint.lint(json: #"{"data":{"p":"\#(pad)"},"gcm":{"enabled":false}}"#, topic: KiiMessageLint.standInTopic.renamed("MyTopic2")).isAccepted)
  }

  /// A reserved key with a control character, or too long to print whole, is quoted in the
  /// path as the other paths of PushSim quote it (`QuotedValue.key`), so where the path ends and
  /// the message begins stays clear.
  @Test func anOddKeyIsQuotedInThePath() {
    let long = "google" + String(repeating: "a", count: 300)
    #expect(KiiMessageLint.lint(json: #"{"gcm":{"data":{"google\n":"x"}}}"#).findings.map(\.path) == [#"gcm.data."google\u{A}""#])
    let path = KiiMessageLint.lint(json: #"{"data":{"\#(long)":"x"}}"#).findings.first?.path
    #expect(path?.hasPrefix(#"data."googleaaa"#) == true)
    #expect(path?.hasSuffix(#"…" (306 bytes)"#) == true)
    #expect(KiiMessageLint.lint(json: #"{"fcm":{"data":{"gcm.x":"b"}}}"#).findings.map(\.path) == ["fcm.data.gcm.x"])
  }

  /// Every refusal is listed, in the order the cloud checks (the first is the 400 it answers).
  @Test func everyRefusalIsListedInTheCloudsOrder() {
    let body = #"{"data":{"from":"a","pad":"\#(Self.pad2100)"},"gcm":{"data":{"google.x":"b"},"dryRun":true}}"#
    #expect(
      Self.summary(body) == [
        "error:dryRunNotGCMOnly@gcm.dryRun", "error:gcmReservedKey@data.from", "error:gcmReservedKey@gcm.data.google.x",
        "error:apnsPayloadTooLarge@apns",
      ])
  }

  /// With both Android sections enabled, the whole order: the checked-but-not-delivered `gcm`
  /// section's reserved keys, the delivered `fcm` one's, the `fcm` size, the `gcm` size, the
  /// APNs size (the order `compose` refused in before `check` listed them all).
  @Test func bothSectionsListEveryRefusalInOrder() {
    let body = #"{"data":{"from":"a","pad":"\#(Self.pad4100)"},"gcm":{"enabled":true},"fcm":{"data":{"ttl":"1"}}}"#
    #expect(
      Self.summary(body) == [
        "error:gcmReservedKey@data.from", "error:fcmReservedKey@data.from", "error:fcmReservedKey@fcm.data.ttl",
        "error:fcmPayloadTooLarge@fcm", "error:fcmPayloadTooLarge@gcm", "error:apnsPayloadTooLarge@apns",
      ])
  }

  /// The cloud's notes on a message it sends are warnings: the body is accepted.
  @Test func theCloudsNotesAreWarnings() {
    let ignored = #"{"apns":{"enabled":false},"gcm":{"delayWhileIdle":true}}"#
    #expect(Self.summary(ignored) == ["warning:delayWhileIdleIgnored@gcm.delayWhileIdle"])
    #expect(KiiMessageLint.lint(json: ignored).isAccepted)
    #expect(Self.summary(#"{"gcm":{"collapseKey":"c"},"fcm":{"data":{"k":"v"}}}"#) == ["warning:gcmControlNotDelivered@gcm"])
  }

  /// A field Kii documents and PushSim does not model (`jpush`, a `notification` block) is a
  /// warning, not a 400 of the cloud's: the rest of the body is still checked, without it (a
  /// `kiiSend` step refuses it, as the simulation cannot deliver it).
  @Test func aFieldPushSimDoesNotModelIsAWarning() throws {
    let body = #"{"jpush":{"enabled":false},"gcm":{"notification":{"title":"T"},"data":{"k":"v"}},"fcm":{"enabled":false,"notification":{}}}"#
    let report = KiiMessageLint.lint(json: body)
    #expect(Self.summaryOf(report) == ["warning:notModelled@jpush", "warning:notModelled@gcm.notification", "warning:notModelled@fcm.notification"])
    #expect(report.isAccepted && report.composed?.fcm?["k"] == "v")
    #expect(report.findings[0].issue.message.hasPrefix(#""jpush" is a Kii REST field PushSim does not model (JPush delivery"#))
    #expect(report.findings[0].issue.message.hasSuffix("this lint leaves it out and checks the rest of the body (neither its own checks nor its bytes in the sizes are counted)"))
    #expect(Self.summary(#"{"jpush":{},"gcm":{"data":{"from":"x"}}}"#) == ["error:gcmReservedKey@gcm.data.from", "warning:notModelled@jpush"])
    #expect(Self.summary(#"{"jpush":{},"bogus":1}"#) == ["error:invalidKiiMessage@-", "warning:notModelled@jpush"])
    let text = KiiScenarioTests.text(steps: #"{"kiiSend":{"as":"alice","topic":"group:g1/Chat","message":{"jpush":{}}}}"#)
    #expect(KiiScenarioTests.loadError(text).contains(#""jpush" is a Kii REST field PushSim does not model"#))
  }

  /// Text that is not JSON, a body that is not an object and a repeated key are told apart.
  @Test func malformedInputIsAnError() {
    let broken = KiiMessageLint.lint(json: #"{"data":"#)
    #expect(broken.findings.map(\.issue.reason) == ["invalidJSON"] && broken.composed == nil)
    #expect(broken.findings[0].issue.message.contains("line 1, column 9"))
    let array = KiiMessageLint.lint(json: "[1]")
    #expect(array.findings.map(\.issue.message) == [#""the message" must be an object, not [1]"#])
    #expect(Self.summary(#"{"data":{"k":"1","k":"2"}}"#) == ["warning:duplicateKey@-"])
  }

  /// The finding prints as `lint`'s do, with the path before the cloud's message.
  @Test func aFindingPrintsWithItsPath() throws {
    let finding = try #require(KiiMessageLint.lint(json: #"{"gcm":{"data":{"from":"me"}}}"#).findings.first)
    #expect(
      "\(finding)"
        == #"error: gcmReservedKey: gcm.data.from: data key "from" is a GCM reserved word: "Data contains key that is GCM reserve word"; rename it or disable FCM (KII-U GCMData.cs)"#
    )
  }

  /// One body gives the same refusal (reason and message) through lint and through a `kiiSend`
  /// step, and the same warnings: the rules are one code path. The lint composes for the
  /// scenario's app, sender, topic and time, so the sizes agree too.
  @Test(arguments: [
    #"{"gcm":{"data":{"from":"me"}}}"#,
    #"{"fcm":{"data":{"ttl":"60"}}}"#,
    #"{"data":{"pad":"\#(pad2100)"}}"#,
    #"{"apns":{"enabled":false},"gcm":{"data":{"pad":"\#(pad4100)"}}}"#,
    #"{"gcm":{"dryRun":true}}"#,
    #"{"apns":{"enabled":false},"gcm":{"delayWhileIdle":false,"collapseKey":"c"}}"#,
    #"{"gcm":{"timeToLive":60},"fcm":{}}"#,
    // Several refusals: the step answers the first of the cloud's order.
    #"{"data":{"from":"a","pad":"\#(pad4100)"},"fcm":{"data":{"ttl":"1"}}}"#,
    #"{"gcm":{"dryRun":true,"data":{"from":"x"}},"mqtt":{"enabled":false}}"#,
    #"{"data":{"pad":"\#(pad4100)"},"fcm":{"data":{"priority":"high"}}}"#,
  ])
  func lintAndKiiSendAgree(_ body: String) throws {
    let result = try KiiGCMControlFieldsTests.run([body])
    let cloud = result.events.filter { $0.device == "kii" && $0.name != "kii.sent" }
      .map { "\($0.name == "kii.sendRefused" ? "error" : "warning"):\($0["reason"]?.stringValue ?? ""):\($0["message"]?.stringValue ?? "")" }
    let report = KiiMessageLint.lint(
      json: body, topic: try #require(KiiTopicRef(parsing: "user:alice/T")), as: "alice",
      in: KiiCloud(users: ["alice": "u-a"]), whenMillis: DeviceOptions().clockEpochSeconds * 1000)
    let errors = report.findings.filter { $0.severity == .error }
    let lint = (errors.isEmpty ? report.findings : [errors[0]])
      .map { "\($0.severity.rawValue):\($0.issue.reason):\($0.issue.message)" }
    #expect(!cloud.isEmpty)
    #expect(lint == cloud)
  }

  /// A shape refusal is the scenario loader's error for the same `kiiSend` message.
  @Test func aShapeRefusalIsTheLoadersError() throws {
    let body = #"{"gcm":{"data":{"n":1}}}"#
    let message = try #require(KiiMessageLint.lint(json: body).findings.first?.issue.message)
    let text = KiiScenarioTests.text(steps: #"{"kiiSend":{"as":"alice","topic":"group:g1/Chat","message":\#(body)}}"#)
    #expect(KiiScenarioTests.loadError(text).contains(message))
  }
}

extension KiiTopicRef {
  /// The same scope, another name.
  fileprivate func renamed(_ name: String) -> KiiTopicRef { KiiTopicRef(scope: scope, name: name) }
}
