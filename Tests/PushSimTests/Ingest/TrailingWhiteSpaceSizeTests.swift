import Testing

@testable import PushSim

/// A payload's bytes are counted as given, white space after the JSON document included (the
/// body is the bytes); when that white space is what puts it over the limit, the
/// `payloadTooLarge` message says so.
struct TrailingWhiteSpaceSizeTests {
  /// An APNs payload of exactly `size` bytes.
  static func apns(_ size: Int) -> String {
    let frame = #"{"aps":{"alert":""}}"#
    return #"{"aps":{"alert":""# + String(repeating: "x", count: size - frame.utf8.count) + #""}}"#
  }

  static func refusal(_ payload: String, platform: Platform = .iOS, headers: PushHeaders = alertHeaders) throws -> PayloadIssue? {
    guard case .failure(let issue) = try PushDecoder(platform: platform).decode(json: payload, headers: headers) else { return nil }
    return issue
  }

  /// 4096 bytes of APNs JSON and an editor's final newline: refused, and the message says the
  /// newline is the byte over.
  @Test func aFinalNewlineOverTheAPNsLimitIsNamed() throws {
    #expect(Self.apns(4096).utf8.count == 4096)
    #expect(try Self.refusal(Self.apns(4096)) == nil)
    let issue = try #require(try Self.refusal(Self.apns(4096) + "\n"))
    #expect(issue.reason == "payloadTooLarge" && issue.rule == "R-iOS-6")
    #expect(
      issue.message == "the payload is 4097 bytes, of which 1 is white space after the JSON document "
        + "(an editor's final newline?); APNs accepts at most 4096", "\(issue.message)")
    let crlf = try #require(try Self.refusal(Self.apns(4095) + "\r\n"))
    #expect(crlf.message.hasPrefix("the payload is 4097 bytes, of which 2 are white space after the JSON document"))
  }

  /// White space that is not what puts the payload over is not mentioned.
  @Test func whiteSpaceThatIsNotTheExcessIsNotMentioned() throws {
    let issue = try #require(try Self.refusal(Self.apns(4097) + "\n"))
    #expect(issue.message == "the payload is 4098 bytes; APNs accepts at most 4096", "\(issue.message)")
  }

  /// Web Push data: measured against the 3993 bytes of data, on both sides of 4096.
  @Test func webDataOverTheLimitByItsWhiteSpace() throws {
    let data = #"{"title":""# + String(repeating: "x", count: 3993 - 12) + #""}"#
    #expect(data.utf8.count == 3993)
    for tail in ["\n", String(repeating: " ", count: 200)] {
      let issue = try #require(try Self.refusal(data + tail, platform: .web, headers: ["ttl": 60]))
      #expect(
        issue.message.hasPrefix("the payload is \(3993 + tail.utf8.count) bytes, of which \(tail.utf8.count) "
          + "\(tail.utf8.count == 1 ? "is" : "are") white space after the JSON document (an editor's final newline?); encrypted"),
        "\(issue.message)")
    }
  }

  @Test func theNoteItself() {
    #expect(PayloadIssue.whiteSpaceNote(Array("hello\n".utf8), limit: 5) == ", of which 1 is white space at the end (an editor's final newline?)")
    #expect(PayloadIssue.whiteSpaceNote(Array("{}\n".utf8), limit: 3).isEmpty, "not over")
    #expect(PayloadIssue.whiteSpaceNote(Array("   ".utf8), limit: 1) == ", of which 3 are white space at the end (an editor's final newline?)")
  }
}
