import Testing

@testable import PushSim

/// `JSONNode.allMemberValues(are:)`, the FCM decoder's shortcut past decoding every data-map
/// member, and the decoder's answers around it.
struct JSONNodeValueTypesTests {
  @Test func answersOnTheTape() throws {
    #expect(try JSONDocument(#"{"a":"1","b":"2"}"#).root.allMemberValues(are: .string))
    #expect(try JSONDocument("{}").root.allMemberValues(are: .string))
    #expect(try !JSONDocument(#"{"a":"1","b":2}"#).root.allMemberValues(are: .string))
    #expect(try !JSONDocument(#"["a"]"#).root.allMemberValues(are: .string))
    // A replaced member still counts: the caller then decides on the distinct members.
    #expect(try !JSONDocument(#"{"a":1,"a":"1"}"#).root.allMemberValues(are: .string))
  }

  /// The decoder still accepts a map whose repeated key ends with a string, and still names the
  /// first member that is not a string.
  @Test func decoderAnswersAsBefore() throws {
    let decoder = PushDecoder(platform: .android)
    let replaced = decoder.decode(Array(#"{"a":1,"a":"1"}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1)
    #expect(try replaced.get().remoteMessage?.data.map(\.value) == ["1"])
    let wrong = decoder.decode(Array(#"{"a":"1","b":2,"c":true}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1)
    guard case .failure(let issue) = wrong else {
      Issue.record("a number in a data map is refused")
      return
    }
    #expect(issue.message.hasPrefix(#"data map key "b" is an integer"#))
  }
}
