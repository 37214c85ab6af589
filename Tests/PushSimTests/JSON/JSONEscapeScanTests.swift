import Testing

@testable import PushSim

/// The string scan steps over `\"` and `\\` itself and leaves every other escape to
/// `scanEscape`: the same strings are accepted, decoded and flagged, and the same errors come
/// at the same offsets, at the input's end included.
struct JSONEscapeScanTests {
  /// Runs of escaped quotes and backslashes, across 8-byte words and next to other escapes,
  /// decode to their characters and mark the string as escaped.
  @Test(arguments: [
    (#""\"""#, "\""),
    (#""\\\"\\""#, "\\\"\\"),
    (#""{\"a\": \"b\\\\c\"}""#, #"{"a": "b\\c"}"#),
    (#""abcdefg\"hijklmn\\\\opq\/\n\"""#, "abcdefg\"hijklmn\\\\opq/\n\""),
    (#""\\u0041\u0041""#, "\\u0041A"),
  ])
  func quotesAndBackslashesDecode(text: String, expected: String) throws {
    let document = try JSONDocument(text)
    #expect(document.root.stringValue == expected)
    #expect(document.tape[0].flags == JSONTapeEntry.hasEscapes)
    #expect(Int(document.tape[0].end) == text.utf8.count)
  }

  /// A backslash, or an escaped quote or backslash, at the input's end: the errors of any
  /// cut-off string, where they were.
  @Test(arguments: [
    (#""\"#, JSONError.Code.unexpectedEndOfInput(expected: JSONParser.Expected.escape), 2),
    (#""abc\""#, .unexpectedEndOfInput(expected: JSONParser.Expected.stringEnd), 6),
    (#""abc\\"#, .unexpectedEndOfInput(expected: JSONParser.Expected.stringEnd), 6),
    (#"{"k\"":1,"a\\\x":2}"#, .invalidEscape("\\x"), 13),
  ])
  func anEscapeCutOffOrUndefinedIsReportedWhereItIs(text: String, code: JSONError.Code, offset: Int) {
    let error = #expect(throws: JSONError.self) { try JSONDocument(text) }
    #expect(error?.code == code)
    #expect(error?.offset == offset)
  }
}
