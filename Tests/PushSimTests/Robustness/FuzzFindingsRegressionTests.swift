import Testing

@testable import PushSim

/// Regression tests for what a hostile-input run found (fuzzing and hand-made inputs aimed at
/// the session's new code): each input is refused with one clear error, in linear time.
struct FuzzFindingsRegressionTests {
  /// A scenario's `headers` with many names stops at the first unknown one (each look-up scanned
  /// the names held, so 100,000 names took 95 s).
  @Test func manyHeaderNamesStopAtTheFirstUnknown() {
    let names = (0..<2000).map { #""x\#($0)":"v""# }.joined(separator: ",")
    let steps = #"{"push":{"to":"phone","payload":{"aps":{"alert":"x"}},"headers":{"ttl":60,\#(names)}}}"#
    let message = loadError(scenarioText(steps: steps))
    #expect(message?.contains(#"unknown header "x0". Known headers: apns-push-type"#) == true, "\(message ?? "loaded")")
    // Many pairs given in Swift are kept in linear time, a repeat still reported.
    var pairs = (0..<20_000).map { (String("h\($0)"), PushHeaders.Value.string("v")) }
    pairs.append(("H0", "w"))
    let headers = PushHeaders(pairs)
    #expect(headers.pairs.count == 20_000)
    #expect(headers["h0"] == "w")
    #expect(throws: PushHeadersError(repeated: "h0", first: "v", then: "w")) { try headers.validated() }
  }

  /// FCM v1 blocks of the wrong type are refused, for every token.
  @Test(arguments: [
    (#""android":5"#, "message.android must be an object, not an integer"),
    (#""apns":[]"#, "message.apns must be an object, not an array"),
    (#""webpush":"x""#, "message.webpush must be an object, not a string"),
    (#""notification":[],"webpush":{"notification":{"title":"x"}}"#, "message.notification must be an object, not an array"),
    (#""fcm_options":true"#, "message.fcm_options must be an object, not a boolean"),
  ])
  func blocksOfTheWrongTypeAreRefused(member: String, message: String) {
    let body = #"{"message":{"token":"t",\#(member)}}"#
    for platform in Platform.allCases {
      guard case .failure(let issue) = PushDecoder(platform: platform).decode(Array(body.utf8), headers: ValidatedPushHeaders(), sequence: 1) else {
        Issue.record("\(platform): accepted")
        continue
      }
      #expect(issue.message.hasPrefix(message), "\(platform): \(issue.message)")
    }
  }

  /// `android.priority` is compared in ASCII (a dotless ı upper-cases to I); a TTL has at most
  /// nine decimals, as a JSON Duration.
  @Test func priorityAndTTLTextsAreExact() {
    for (android, message) in [
      (#"{"priority":"hıgh"}"#, #"message.android.priority "hıgh" is not valid"#),
      (#"{"ttl":"1.9999999999s"}"#, #"message.android.ttl "1.9999999999s" is not a duration; expected seconds (at most nine decimals)"#),
    ] {
      let body = #"{"message":{"token":"t","android":\#(android),"data":{"k":"v"}}}"#
      guard case .failure(let issue) = PushDecoder(platform: .android).decode(Array(body.utf8), headers: ValidatedPushHeaders(), sequence: 1) else {
        Issue.record("\(android): accepted")
        continue
      }
      #expect(issue.message.hasPrefix(message), "\(issue.message)")
    }
    let nine = #"{"message":{"token":"t","android":{"ttl":"1.999999999s"},"data":{"k":"v"}}}"#
    #expect((try? PushDecoder(platform: .android).decode(Array(nine.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()) != nil)
  }

  /// Lint of an FCM v1 body over the payload's 1 MB parse limit gives the refusal once, not a
  /// finding per key of a second, unlimited parse (100,001 errors, 22 MB of output).
  @Test func lintOfAnOversizedBodyIsOneError() {
    let keys = (0..<40_000).map { #""unknown_field_number_\#($0)":1"# }.joined(separator: ",")
    let body = #"{"message":{"token":"t","android":{"notification":{\#(keys)}}}}"#
    #expect(body.utf8.count > 1 << 20)
    let findings = PayloadLinter.lint(Array(body.utf8), platform: .android)
    #expect(findings.count == 1)
    #expect(findings.first?.issue.reason == "invalidJSON")
  }

  /// Text printed to a terminal escapes the bidirectional controls, which would reorder the line.
  @Test func bidirectionalControlsAreEscaped() {
    #expect(PrintableText.escaping("\u{202E}txt.json") == #"\u{202E}txt.json"#)
    #expect(PrintableText.escaping("a\u{2066}b\u{200F}") == #"a\u{2066}b\u{200F}"#)
    #expect(PrintableText.escaping("plain é ü") == "plain é ü")
  }
}
