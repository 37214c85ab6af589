import Testing

@testable import PushSim

/// `JSONNode.allMemberKeys(areAmong:)` lets the APNs decoder skip decoding `aps`'s keys when
/// every one is an APNs key byte for byte; the `customKeyInAps` warnings must not change.
struct JSONNodeKnownKeysTests {
  let known: [[UInt8]] = ["alert", "badge", "sound"].map { Array($0.utf8) }

  /// Known keys only (repeats included) is `true`; an unknown key, an escaped key, a prefix of
  /// a known key and a non-object are `false`.
  @Test func answers() throws {
    #expect(try JSONDocument(#"{"alert":"a","badge":1,"alert":"b"}"#).root.allMemberKeys(areAmong: known))
    #expect(try JSONDocument(#"{}"#).root.allMemberKeys(areAmong: known))
    #expect(try !JSONDocument(#"{"alert":"a","x":1}"#).root.allMemberKeys(areAmong: known))
    #expect(try !JSONDocument(#"{"\u0062adge":1}"#).root.allMemberKeys(areAmong: known))
    #expect(try !JSONDocument(#"{"aler":1}"#).root.allMemberKeys(areAmong: known))
    #expect(try !JSONDocument(#"{"alerts":1}"#).root.allMemberKeys(areAmong: known))
    #expect(try !JSONDocument(#"["alert"]"#).root.allMemberKeys(areAmong: known))
  }

  /// The APNs decoder's warnings: none for APNs keys (escaped or not), one per custom key, in
  /// order, each once.
  @Test func customKeyInApsWarnings() throws {
    func reasons(_ json: String) throws -> [String] {
      var headers = ValidatedPushHeaders()
      headers.apnsPushType = .alert
      let push = try PushDecoder(platform: .iOS).decode(Array(json.utf8), headers: headers, sequence: 1).get()
      return push.warnings.map { $0.reason + ":" + $0.message.prefix(8) }
    }
    #expect(try reasons(#"{"aps":{"alert":"Hi","badge":1,"thread-id":"t"}}"#) == [])
    #expect(try reasons(#"{"aps":{"alert":"Hi","\u0062adge":1}}"#) == [])
    #expect(try reasons(#"{"aps":{"alert":"Hi","x":1,"\u0079":2,"x":3}}"#) == ["duplicateKey:duplicat", "customKeyInAps:aps.x is", "customKeyInAps:aps.y is"])
  }
}
