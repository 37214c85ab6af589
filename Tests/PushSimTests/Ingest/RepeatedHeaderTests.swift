import Foundation
import Testing

@testable import PushSim

/// A header given twice, in any case, is an error that names it and both values, wherever
/// headers come from: which value a push service would use cannot be known.
struct RepeatedHeaderTests {
  @Test func aLiteralWithARepeatedNameIsRefusedByValidation() {
    let headers: PushHeaders = ["apns-push-type": "alert", "APNS-PUSH-TYPE": "background"]
    #expect(headers["apns-push-type"] == "background")
    #expect(throws: PushHeadersError(repeated: "apns-push-type", first: "alert", then: "background")) { try headers.validated() }
    let error = PushHeadersError(repeated: "apns-push-type", first: "alert", then: "background")
    #expect(error.description == #"header "apns-push-type" is given twice ("alert", then "background"; names are case-insensitive): give it once"#)
    #expect(error.expected == nil)
    // A header set again through the subscript is a change, not a repeat.
    var changed: PushHeaders = ["ttl": 60]
    changed["ttl"] = 120
    #expect((try? changed.validated())?.ttlSeconds == 120)
  }

  @Test func aScenarioWithARepeatedHeaderIsRefusedAtIt() {
    let steps = #"{"push":{"to":"phone","payload":{"aps":{"alert":"x"}},"headers":{"ttl":60,"TTL":0}}}"#
    let message = loadError(scenarioText(steps: steps))
    #expect(message?.contains(#"header "ttl" in step 1 (push) is given twice (60, then 0; names are case-insensitive): give it once"#) == true, "\(message ?? "loaded")")
  }

  @Test func theCommandLineRefusesARepeatedHeader() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("repeated-header-\(UUID().uuidString).json")
    try Data(#"{"aps":{"alert":"x"}}"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = runCLI(["parse", file.path, "--platform", "ios", "--headers", #"{"apns-priority":5,"Apns-Priority":"10"}"#])
    #expect(result.status == .usage)
    #expect(result.err.contains(#"--headers: "apns-priority" is given twice (5, then "10"; names are case-insensitive): give it once"#), "\(result.err)")
  }

  /// Both values are quoted as written, the earlier one too: docs/Editors.md's
  /// `{"ttl": 1, "TTL": 2}` was `("1", then 2; …)`, as if the first were the string "1".
  @Test func bothValuesAreQuotedAsWritten() throws {
    for (headers, shown) in [
      (#"{"ttl":1,"TTL":2}"#, #""ttl" in step 1 (push) is given twice (1, then 2; names"#),
      (#"{"TTL":"1","ttl":2}"#, #""ttl" in step 1 (push) is given twice ("1", then 2; names"#),
      (#"{"ttl":1.0,"TTL":"a\"b"}"#, #""ttl" in step 1 (push) is given twice (1.0, then "a\"b"; names"#),
    ] {
      let steps = #"{"push":{"to":"phone","payload":{"aps":{"alert":"x"}},"headers":"# + headers + "}}"
      let message = loadError(scenarioText(steps: steps))
      #expect(message?.contains(shown) == true, "\(message ?? "loaded")")
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("repeated-header-\(UUID().uuidString).json")
    try Data(#"{"aps":{"alert":"x"}}"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = runCLI(["parse", file.path, "--platform", "ios", "--headers", #"{"ttl":60,"TTL":"0"}"#])
    #expect(result.err.contains(#"--headers: "ttl" is given twice (60, then "0"; names are case-insensitive)"#), "\(result.err)")
  }

  @Test func anFCMv1BodyWithARepeatedAPNsHeaderIsRefused() {
    let body = #"{"message":{"token":"t","notification":{"title":"T"},"apns":{"headers":{"apns-priority":"5","APNS-PRIORITY":"10"}}}}"#
    guard case .failure(let issue) = PushDecoder(platform: .iOS).decode(Array(body.utf8), headers: ValidatedPushHeaders(), sequence: 1) else {
      Issue.record("decoded")
      return
    }
    #expect(issue.message.contains(#"message.apns.headers: header "apns-priority" is given twice"#), "\(issue.message)")
  }
}
