import PushSim
import Testing

/// Strings: escapes, surrogates and UTF-8 validation.
struct JSONStringTests {
  /// Every escape decodes to its character.
  @Test(arguments: [
    (#""\"""#, "\""),
    (#""\\""#, "\\"),
    (#""\/""#, "/"),
    (#""\b""#, "\u{8}"),
    (#""\f""#, "\u{C}"),
    (#""\n""#, "\n"),
    (#""\r""#, "\r"),
    (#""\t""#, "\t"),
    (#""\u0041""#, "A"),
    (#""\u00e9""#, "é"),
    (#""\u00E9""#, "é"),
    (#""\u4e2d""#, "中"),
    (#""\u0000""#, "\u{0}"),
    (#""\ud83d\ude00""#, "😀"),
    (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
    (#""a\nb\u0020c\\""#, "a\nb c\\"),
  ])
  func escapesDecode(text: String, expected: String) throws {
    let node = try JSONDocument(text).root
    #expect(node.stringValue == expected)
    #expect(node.rawText == text)
  }

  /// Raw non-ASCII UTF-8 (2, 3 and 4 bytes) passes through unchanged.
  @Test func rawUTF8IsKept() throws {
    let text = "\"é 中 😀 \u{10FFFF} \u{FEFF}\""
    #expect(try JSONDocument(text).root.stringValue == "é 中 😀 \u{10FFFF} \u{FEFF}")
  }

  /// A string longer than the 8-byte fast path, with escapes in the middle, decodes fully.
  @Test func longStringsWithEscapesDecode() throws {
    let body = String(repeating: "abcdefghij", count: 10)
    let text = "\"\(body)\\n\(body)\\u00e9\(body)\""
    #expect(try JSONDocument(text).root.stringValue == body + "\n" + body + "é" + body)
  }

  /// A lone or mismatched surrogate escape is an error naming the escape, at its backslash.
  @Test(arguments: [
    (#""\uD800""#, "\\uD800", 1),
    (#""ab\udc00""#, "\\udc00", 3),
    (#""\uD800\u0041""#, "\\uD800", 1),
    (#""\uD800\uD800""#, "\\uD800", 1),
    (#""\uD800x""#, "\\uD800", 1),
    (#""\uDBFF\n""#, "\\uDBFF", 1),
  ])
  func loneSurrogatesAreRejected(text: String, escape: String, offset: Int) {
    let error = JSONTesting.error(of: text)
    #expect(error?.code == .loneSurrogate(escape))
    #expect(error?.offset == offset)
    #expect(error?.column == offset + 1)
  }

  /// Escapes that JSON does not define are errors naming the escape as written.
  @Test(arguments: [
    (#""\x""#, "\\x"),
    (#""\a""#, "\\a"),
    (#""\'""#, "\\'"),
    (#""\U0041""#, "\\U"),
    (#""\u12G4""#, "\\u12G"),
    (#""\u""#, "\\u\""),
  ])
  func undefinedEscapesAreRejected(text: String, escape: String) {
    let error = JSONTesting.error(of: text)
    #expect(error?.code == .invalidEscape(escape))
    #expect(error?.offset == 1)
  }

  /// Unescaped control characters inside a string are errors at the character.
  @Test(arguments: [UInt8(0x00), 0x01, 0x09, 0x0A, 0x0D, 0x1F])
  func controlCharactersMustBeEscaped(byte: UInt8) {
    let error = JSONTesting.error(of: [0x22, 0x61, byte, 0x22])
    #expect(error?.code == .controlCharacterInString(byte))
    #expect(error?.offset == 2)
  }

  /// DEL (0x7F) is not a control character for JSON and is allowed raw.
  @Test func deleteIsAllowedRaw() throws {
    #expect(try JSONDocument(bytes: [0x22, 0x7F, 0x22]).root.stringValue == "\u{7F}")
  }

  /// Malformed UTF-8 of every kind is rejected at the start of the bad sequence.
  @Test(arguments: [
    ([UInt8(0x80)], "a stray continuation byte"),
    ([0xBF], "a stray continuation byte"),
    ([0xC0, 0x80], "an overlong 2-byte NUL"),
    ([0xC1, 0xBF], "an overlong 2-byte form"),
    ([0xE0, 0x80, 0x80], "an overlong 3-byte form"),
    ([0xE0, 0x9F, 0xBF], "an overlong 3-byte form"),
    ([0xF0, 0x80, 0x80, 0x80], "an overlong 4-byte form"),
    ([0xF0, 0x8F, 0xBF, 0xBF], "an overlong 4-byte form"),
    ([0xED, 0xA0, 0x80], "an encoded high surrogate"),
    ([0xED, 0xBF, 0xBF], "an encoded low surrogate"),
    ([0xF4, 0x90, 0x80, 0x80], "a scalar above U+10FFFF"),
    ([0xF5, 0x80, 0x80, 0x80], "an invalid lead byte"),
    ([0xFF], "an invalid byte"),
    ([0xC3, 0x28], "a missing continuation byte"),
    ([0xE2, 0x82], "a truncated 3-byte sequence"),
    ([0xF0, 0x9F, 0x98], "a truncated 4-byte sequence"),
  ])
  func malformedUTF8IsRejected(sequence: [UInt8], kind: String) {
    let bytes: [UInt8] = [0x22, 0x61] + sequence + [0x22]
    let error = JSONTesting.error(of: bytes)
    #expect(error?.code == .invalidUTF8, "\(kind)")
    #expect(error?.offset == 2, "\(kind)")
  }

  /// A sequence cut off by the end of the input is invalid UTF-8, not a silent truncation.
  @Test func utf8CutOffByTheEndOfInputIsInvalid() {
    #expect(JSONTesting.error(of: [0x22, 0xE2, 0x82])?.code == .invalidUTF8)
  }

  /// The boundaries of each UTF-8 length are accepted.
  @Test(arguments: [
    [UInt8(0xC2), 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
    [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
  ])
  func utf8BoundariesAreAccepted(sequence: [UInt8]) throws {
    let node = try JSONDocument(bytes: [0x22] + sequence + [0x22]).root
    #expect(node.stringValue == String(decoding: sequence, as: UTF8.self))
  }

  /// A byte order mark is rejected by default and skipped when allowed.
  @Test func byteOrderMarkIsRejectedUnlessAllowed() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a":1}"#.utf8)
    let error = JSONTesting.error(of: bytes)
    #expect(error == JSONError(code: .byteOrderMark, offset: 0, line: 1, column: 1))
    let document = try JSONDocument(
      bytes: bytes, options: JSONParseOptions(allowsByteOrderMark: true))
    #expect(document.root["a"]?.int64Value == 1)
    #expect(document.root.byteRange == 3..<10)
    #expect(JSONTesting.position(of: document.root) == "1:1")
    #expect(JSONTesting.position(of: document.root["a"]) == "1:6")
  }

  /// A byte order mark alone, when allowed, leaves an empty input.
  @Test func byteOrderMarkAloneIsEmpty() {
    let options = JSONParseOptions(allowsByteOrderMark: true)
    #expect(JSONTesting.error(of: [0xEF, 0xBB, 0xBF], options: options)?.code == .empty)
  }
}
