import Testing

@testable import PushSim

/// `JSONBytes.contains`: the byte search the FCM v1 linter uses to skip payloads that are not
/// HTTP v1 bodies.
struct JSONBytesSearchTests {
  @Test(arguments: [
    (#"{"message":{}}"#, true), (#"x"message""#, true), (#""message""#, true), (#""messag"#, false),
    (#""messages""#, false), (#"""message""#, true), (#"{"msg":"message"}"#, true) /* bytes only: the linter parses to be sure */, ("", false),
    (#""mes""message""#, true), (#""mmessage""#, false), (#""m"message""#, true), (#"message""#, false),
    (#""message"#, false),
  ])
  func findsTheNeedleAnywhere(haystack: String, found: Bool) {
    #expect(JSONBytes.contains(Array(haystack.utf8), #""message""#) == found)
  }

  /// An empty needle is found; a needle longer than the bytes is not.
  @Test func edges() {
    #expect(JSONBytes.contains([], ""))
    #expect(!JSONBytes.contains(Array("ab".utf8), "abc"))
    #expect(JSONBytes.contains(Array("abc".utf8), "abc"))
    #expect(JSONBytes.contains(Array("xyz".utf8), "z") && JSONBytes.contains(Array("xyz".utf8), "x"))
    #expect(!JSONBytes.contains(Array("xyz".utf8), "w"))
    #expect(JSONBytes.contains(Array("aab".utf8), "ab"), "the anchor 'b' is found once, the match starts before it")
  }

  /// A megabyte of one byte with the needle at its very end, as the fuzzer's inputs are.
  @Test func findsTheNeedleAtTheEndOfALargeInput() {
    var bytes = [UInt8](repeating: 0x22, count: 1 << 20)
    #expect(!JSONBytes.contains(bytes, #""message""#))
    bytes += Array(#""message""#.utf8)
    #expect(JSONBytes.contains(bytes, #""message""#))
  }
}
