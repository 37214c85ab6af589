import PushSim
import Testing

/// An `aps` key that is an APNs key spelt another way (`mutable_content`, `contentAvailable`) is
/// named with the APNs key (`apsKeyMisspelled`), not sent beside `aps` as a custom key would be.
struct APSKeyMisspelledTests {
  /// The decoder's warnings for `aps` members, as `reason: message`.
  static func warnings(_ aps: String) throws -> [String] {
    var headers = ValidatedPushHeaders()
    headers.apnsPushType = .alert
    let json = #"{"aps":{"alert":"Hi",\#(aps)}}"#
    let push = try PushDecoder(platform: .iOS).decode(Array(json.utf8), headers: headers, sequence: 1).get()
    return push.warnings.map { $0.reason + ": " + $0.message }
  }

  /// The underscore and camel-case spellings of APNs keys point to the hyphenated key; the two
  /// flags say to give it the integer 1. None advises putting the key beside `aps`.
  @Test(arguments: [
    (#""mutable_content":true"#, #"aps.mutable_content is not an APNs key; APNs' key is "mutable-content", so iOS ignores this one: write "mutable-content": 1 instead"#),
    (#""content_available":1"#, #"aps.content_available is not an APNs key; APNs' key is "content-available", so iOS ignores this one: write "content-available": 1 instead"#),
    (#""thread_id":"t""#, #"aps.thread_id is not an APNs key; APNs' key is "thread-id", so iOS ignores this one: write "thread-id" instead"#),
    (#""target_content_id":"w""#, #"aps.target_content_id is not an APNs key; APNs' key is "target-content-id", so iOS ignores this one: write "target-content-id" instead"#),
    (#""interruption_level":"passive""#, #"aps.interruption_level is not an APNs key; APNs' key is "interruption-level", so iOS ignores this one: write "interruption-level" instead"#),
    (#""relevanceScore":1"#, #"aps.relevanceScore is not an APNs key; APNs' key is "relevance-score", so iOS ignores this one: write "relevance-score" instead"#),
  ])
  func misspeltAPNsKeyNamesTheAPNsKey(_ member: String, _ expected: String) throws {
    let warnings = try Self.warnings(member)
    #expect(warnings == ["apsKeyMisspelled: " + expected])
    #expect(!warnings.contains { $0.contains("beside aps") })
  }

  /// A key that is no APNs key in any spelling is still a custom key, to move beside `aps`.
  @Test func aCustomKeyIsStillToMoveBesideAps() throws {
    #expect(try Self.warnings(#""mutable_contents":1"#) == [
      #"customKeyInAps: aps.mutable_contents is not an APNs key; APNs ignores custom keys inside aps: put "mutable_contents" beside aps"#
    ])
  }

  /// `pushsim lint --sdk customerio` on the brief's payload: the hyphenated key, not "beside aps".
  @Test func customerIOLintOfTheUnderscoreFlag() throws {
    let json = #"{"aps":{"mutable_content":true,"alert":{"title":"t"}},"CIO":{"push":{"link":"x"}}}"#
    let findings = PayloadLinter.lint(Array(json.utf8), platform: .iOS, sdk: .customerio)
    let messages = findings.map(\.issue.message)
    #expect(findings.map(\.issue.reason).contains("apsKeyMisspelled"))
    #expect(!messages.contains { $0.contains("beside aps") })
  }
}
