import Foundation
import Testing

@testable import PushSim

/// A payload's or a scenario's value quoted into a message: a short one whole, as before; a long
/// one cut after 80 whole characters with `…` and its length, so that a megabyte value does not
/// make a megabyte warning (`lint`, `parse`, a trace's `push.warning`, a scenario's error).
struct QuotedValueTests {
  /// Up to 80 characters, every form is what the messages printed before.
  @Test func shortValuesAreUnchanged() throws {
    let eighty = String(repeating: "x", count: 80)
    for text in ["", "abc", "a\"b\\c", "é🇫🇷", eighty, String(repeating: "é", count: 80)] {
      #expect(QuotedValue.json(text) == JSONValue.string(text).serialized())
      #expect(QuotedValue.plain(text) == "\"\(text)\"")
      #expect(QuotedValue.bare(text) == text)
    }
    // Control characters are escaped: JSON's escapes in `json`, PrintableText's in the others,
    // so a value cannot break or colour a line of output.
    #expect(QuotedValue.json("a\n\u{1B}") == #""a\n\u001b""#)
    #expect(QuotedValue.plain("a\n\u{1B}") == #""a\u{A}\u{1B}""#)
    #expect(QuotedValue.bare("a\n\u{1B}") == #"a\u{A}\u{1B}"#)
    let object: JSONValue = ["a": [1, 2.5, true, .null], "b": "c"]
    #expect(QuotedValue.value(object) == object.serialized())
    #expect(QuotedValue.value(.integer(-7)) == "-7")
    let document = try JSONDocument(#"{"s":"\#(eighty)","n":[1,2,3]}"#)
    #expect(QuotedValue.raw(try #require(document.root["s"])) == "\"\(eighty)\"")
    #expect(QuotedValue.raw(try #require(document.root["n"])) == "[1,2,3]")
  }

  /// A megabyte string keeps its first 80 characters and says how long it was.
  @Test func aLongValueIsCutAndNamesItsLength() throws {
    let huge = "https://" + String(repeating: "x", count: (1 << 20) - 8)
    let kept = "https://" + String(repeating: "x", count: 72)
    #expect(QuotedValue.json(huge) == "\"\(kept)…\" (1048576 bytes)")
    #expect(QuotedValue.plain(huge) == "\"\(kept)…\" (1048576 bytes)")
    #expect(QuotedValue.bare(huge) == "\(kept)… (1048576 bytes)")
    #expect(QuotedValue.value(.string(huge)) == "\"\(kept)…\" (1048576 bytes)")
    // 81 characters is one too many.
    #expect(QuotedValue.json(String(repeating: "y", count: 81)) == "\"" + String(repeating: "y", count: 80) + "…\" (81 bytes)")
    // Another value: its compact JSON, cut, and the JSON's length.
    let array = JSONValue.array(Array(repeating: .integer(1), count: 1000))
    #expect(QuotedValue.value(array) == "[" + String(repeating: "1,", count: 39) + "1… (2001 bytes)")
    // Escapes are the JSON string's: a cut value is still a valid start of one.
    #expect(QuotedValue.json(String(repeating: "\"", count: 100)) == "\"" + String(repeating: "\\\"", count: 80) + "…\" (100 bytes)")
    // The source text of a node: the bytes between the quotes as written.
    let written = "https://" + String(repeating: "x", count: 99_992)
    let document = try JSONDocument(bytes: Array(("{\"s\":\"" + written + "\"}").utf8))
    #expect(QuotedValue.raw(try #require(document.root["s"])) == "\"\(kept)…\" (100000 bytes)")
  }

  /// The cut falls between characters: never inside a UTF-8 sequence or a grapheme cluster
  /// (an accent that combines, a flag's two regional indicators), and a character that alone
  /// is longer than the bytes a message keeps is left out whole.
  @Test func multiByteCharactersAreNotSplit() throws {
    let accented = String(repeating: "e\u{301}", count: 100)  // 100 characters of 3 bytes
    #expect(QuotedValue.plain(accented) == "\"" + String(repeating: "e\u{301}", count: 80) + "…\" (300 bytes)")
    let flags = String(repeating: "🇫🇷", count: 50)  // 8 bytes each: 40 fit in 320 bytes
    #expect(QuotedValue.plain(flags) == "\"" + String(repeating: "🇫🇷", count: 40) + "…\" (400 bytes)")
    let family = "👨‍👩‍👧‍👦"  // 25 bytes, one character
    #expect(QuotedValue.plain(String(repeating: family, count: 20)) == "\"" + String(repeating: family, count: 12) + "…\" (500 bytes)")
    let zalgo = "a" + String(repeating: "\u{301}", count: 400)  // one character of 801 bytes
    #expect(QuotedValue.plain(zalgo) == "\"…\" (801 bytes)")
    // JSONNode.rawPreview cuts at its byte limit, between characters too.
    let document = try JSONDocument(bytes: Array("{\"s\":\"\(accented)\"}".utf8))
    let preview = try #require(document.root["s"]).rawPreview(maxBytes: 20)
    #expect(preview == "\"" + String(repeating: "e\u{301}", count: 6) + "…\" (300 bytes)")
    let flagNode = try #require(try JSONDocument(bytes: Array("{\"s\":\"\(flags)\"}".utf8)).root["s"])
    #expect(flagNode.rawPreview(maxBytes: 20) == "\"🇫🇷🇫🇷…\" (400 bytes)")
  }

  /// `lint`, `parse` and a scenario's trace quote a megabyte google.ttl in a message of a few
  /// hundred bytes that names its length; an iOS badge string likewise.
  @Test func lintParseAndRunGoThroughIt() throws {
    let ttl = "12" + String(repeating: "x", count: 1_000_000)
    let dataMap = #"{"title":"x","google.ttl":""# + ttl + #""}"#
    let lint = runCLI(["lint", "-", "--platform", "android"], stdin: dataMap)
    let line = try #require(lint.out.split(separator: "\n").first { $0.contains("invalidGoogleTTL") })
    #expect(line.utf8.count < 500, "\(line.prefix(300))")
    #expect(line.contains(#"google.ttl "12xxxxxxxx"#) && line.contains("…\" (1000002 bytes) is not an integer"), "\(line)")

    let parse = runCLI(["parse", "-", "--platform", "android"], stdin: dataMap)
    #expect(parse.status == .success)
    #expect(parse.out.utf8.count < 3000, "\(parse.out.prefix(300))")
    #expect(parse.out.contains(#"…\" (1000002 bytes) is not an integer"#))

    let badge = #"{"aps":{"alert":"hi","badge":""# + String(repeating: "ü", count: 1500) + #""}}"#
    let iOS = runCLI(["lint", "-", "--platform", "ios"], stdin: badge).out
    #expect(iOS.contains(#"aps.badge is ""# + String(repeating: "ü", count: 19) + "…\" (3000 bytes); expected an integer"), "\(iOS)")

    // A scenario file is smaller: a 200 KB value.
    let shorterMap = #"{"title":"x","google.ttl":"12"# + String(repeating: "x", count: 200_000) + #""}"#
    let scenario = #"{"scenario":1,"name":"n","devices":{"phone":{"platform":"android"}},"#
      + #""steps":[{"push":{"to":"phone","payload":"# + shorterMap + "}}]}"
    let folder = try temporaryFolder(["long.json": scenario])
    let run = runCLI(["run", "\(folder)/long.json", "--trace", "-"])
    let warning = try #require(run.out.split(separator: "\n").first { $0.contains("\"push.warning\"") })
    #expect(warning.utf8.count < 600, "\(warning.prefix(300))")
    #expect(warning.contains(#"…\" (200002 bytes) is not an integer"#), "\(warning)")
  }

  /// A scenario file's error quotes the value it refuses the same way.
  @Test func scenarioErrorsQuoteLongValuesCut() throws {
    let value = String(repeating: "z", count: 100_000)
    let scenario = #"{"scenario":1,"name":"n","devices":{"d":{"platform":"ios","options":{"lowPowerMode":""# + value + #""}}},"steps":[]}"#
    let folder = try temporaryFolder(["bad.json": scenario])
    let run = runCLI(["run", "\(folder)/bad.json"])
    let all = run.out + run.err
    #expect(all.utf8.count < 1000, "\(all.prefix(300))")
    #expect(all.contains(#"must be true or false, not ""# + String(repeating: "z", count: 80) + "…\" (100000 bytes)"), "\(all)")
  }
}
