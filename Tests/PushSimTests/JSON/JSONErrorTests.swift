import PushSim
import Testing

/// Parse errors: the code, the exact position and the wording.
struct JSONErrorTests {
  /// One malformed input and the error it must produce.
  struct Case: Sendable, CustomTestStringConvertible {
    var input: String
    var code: JSONError.Code
    var offset: Int
    var line: Int
    var column: Int
    var testDescription: String { input.debugDescription }
  }

  static let cases: [Case] = [
    Case(input: "", code: .empty, offset: 0, line: 1, column: 1),
    Case(input: "  \n ", code: .empty, offset: 4, line: 2, column: 2),
    Case(
      input: "[1,]", code: .unexpectedCharacter(found: "']'", expected: JSONTesting.expectedValue),
      offset: 3, line: 1, column: 4),
    Case(
      input: #"{"a":1,}"#, code: .unexpectedCharacter(found: "'}'", expected: "a string key"),
      offset: 7, line: 1, column: 8),
    Case(
      input: "[1 2]",
      code: .unexpectedCharacter(found: "'2'", expected: "',' or ']' after an array element"),
      offset: 3, line: 1, column: 4),
    Case(
      input: #"{"a" 1}"#,
      code: .unexpectedCharacter(found: "'1'", expected: "':' after an object key"),
      offset: 5, line: 1, column: 6),
    Case(
      input: #"{"a":1 "b":2}"#,
      code: .unexpectedCharacter(found: "'\"'", expected: "',' or '}' after an object member"),
      offset: 7, line: 1, column: 8),
    Case(
      input: "{1:2}", code: .unexpectedCharacter(found: "'1'", expected: "a string key or '}'"),
      offset: 1, line: 1, column: 2),
    Case(
      input: "[}", code: .unexpectedCharacter(found: "'}'", expected: "a value or ']'"),
      offset: 1, line: 1, column: 2),
    Case(
      input: "[", code: .unexpectedEndOfInput(expected: "a value or ']'"), offset: 1, line: 1,
      column: 2),
    Case(
      input: "[1", code: .unexpectedEndOfInput(expected: "',' or ']' after an array element"),
      offset: 2, line: 1, column: 3),
    Case(
      input: #"{"a":"#, code: .unexpectedEndOfInput(expected: JSONTesting.expectedValue),
      offset: 5, line: 1, column: 6),
    Case(
      input: #"{"a""#, code: .unexpectedEndOfInput(expected: "':' after an object key"),
      offset: 4, line: 1, column: 5),
    Case(
      input: #""abc"#, code: .unexpectedEndOfInput(expected: "'\"' to end the string"),
      offset: 4, line: 1, column: 5),
    Case(
      input: #""ab\"#, code: .unexpectedEndOfInput(expected: "an escape character after '\\'"),
      offset: 4, line: 1, column: 5),
    Case(
      input: #""\u12"#, code: .unexpectedEndOfInput(expected: "a hex digit in a \\u escape"),
      offset: 5, line: 1, column: 6),
    Case(
      input: "tru", code: .unexpectedEndOfInput(expected: "the literal 'true'"),
      offset: 3, line: 1, column: 4),
    Case(
      input: "[nul ]", code: .unexpectedCharacter(found: "' '", expected: "the literal 'null'"),
      offset: 4, line: 1, column: 5),
    Case(
      input: "fals3", code: .unexpectedCharacter(found: "'3'", expected: "the literal 'false'"),
      offset: 4, line: 1, column: 5),
    Case(
      input: "True", code: .unexpectedCharacter(found: "'T'", expected: JSONTesting.expectedValue),
      offset: 0, line: 1, column: 1),
    Case(
      input: "NaN", code: .unexpectedCharacter(found: "'N'", expected: JSONTesting.expectedValue),
      offset: 0, line: 1, column: 1),
    Case(
      input: "[Infinity]",
      code: .unexpectedCharacter(found: "'I'", expected: "a value or ']'"),
      offset: 1, line: 1, column: 2),
    Case(input: "-Infinity", code: .invalidNumber("-"), offset: 1, line: 1, column: 2),
    Case(input: "01", code: .invalidNumber("01"), offset: 1, line: 1, column: 2),
    Case(input: "[-012]", code: .invalidNumber("-012"), offset: 3, line: 1, column: 4),
    Case(input: "1.", code: .invalidNumber("1."), offset: 2, line: 1, column: 3),
    Case(input: "[1.]", code: .invalidNumber("1."), offset: 3, line: 1, column: 4),
    Case(input: "1.e5", code: .invalidNumber("1.e5"), offset: 2, line: 1, column: 3),
    Case(input: "-", code: .invalidNumber("-"), offset: 1, line: 1, column: 2),
    Case(input: "1e", code: .invalidNumber("1e"), offset: 2, line: 1, column: 3),
    Case(input: "1E+", code: .invalidNumber("1E+"), offset: 3, line: 1, column: 4),
    Case(
      input: ".5", code: .unexpectedCharacter(found: "'.'", expected: JSONTesting.expectedValue),
      offset: 0, line: 1, column: 1),
    Case(
      input: "+1", code: .unexpectedCharacter(found: "'+'", expected: JSONTesting.expectedValue),
      offset: 0, line: 1, column: 1),
    Case(input: "1e999", code: .numberOutOfRange("1e999"), offset: 0, line: 1, column: 1),
    Case(input: "[0, -1e309]", code: .numberOutOfRange("-1e309"), offset: 4, line: 1, column: 5),
    Case(input: "[1] x", code: .trailingCharacters, offset: 4, line: 1, column: 5),
    Case(input: "1 2", code: .trailingCharacters, offset: 2, line: 1, column: 3),
    Case(input: "{}}", code: .trailingCharacters, offset: 2, line: 1, column: 3),
    Case(input: "\"a\"\n\n  //", code: .trailingCharacters, offset: 7, line: 3, column: 3),
    Case(
      input: "[1] /* comment */", code: .trailingCharacters, offset: 4, line: 1, column: 5),
    Case(
      input: "// comment\n1",
      code: .unexpectedCharacter(found: "'/'", expected: JSONTesting.expectedValue),
      offset: 0, line: 1, column: 1),
    Case(
      input: "['a']", code: .unexpectedCharacter(found: "'''", expected: "a value or ']'"),
      offset: 1, line: 1, column: 2),
    Case(
      input: "{a:1}", code: .unexpectedCharacter(found: "'a'", expected: "a string key or '}'"),
      offset: 1, line: 1, column: 2),
    Case(input: #""\x""#, code: .invalidEscape("\\x"), offset: 1, line: 1, column: 2),
    Case(input: #"["\uD800"]"#, code: .loneSurrogate("\\uD800"), offset: 2, line: 1, column: 3),
    Case(input: "\"a\nb\"", code: .controlCharacterInString(0x0A), offset: 2, line: 1, column: 3),
    Case(
      input: "{\n  \"a\": 1,\n  \"b\": }",
      code: .unexpectedCharacter(found: "'}'", expected: JSONTesting.expectedValue),
      offset: 19, line: 3, column: 8),
    Case(
      input: "[\r\n1,\r\n x]",
      code: .unexpectedCharacter(found: "'x'", expected: JSONTesting.expectedValue),
      offset: 8, line: 3, column: 2),
    Case(
      input: "[\r1,\r x]",
      code: .unexpectedCharacter(found: "'x'", expected: JSONTesting.expectedValue),
      offset: 6, line: 3, column: 2),
    Case(
      input: "[\"é中😀\", x]",
      code: .unexpectedCharacter(found: "'x'", expected: JSONTesting.expectedValue),
      offset: 14, line: 1, column: 9),
    Case(
      input: "é", code: .unexpectedCharacter(found: "'é'", expected: JSONTesting.expectedValue),
      offset: 0, line: 1, column: 1),
    Case(
      input: "[1,\u{A0}2]",
      code: .unexpectedCharacter(found: "'\u{A0}'", expected: JSONTesting.expectedValue),
      offset: 3, line: 1, column: 4),
  ]

  /// Each malformed input fails with the exact code, byte offset, line and column.
  @Test(arguments: cases)
  func malformedInputFailsAtTheExactPosition(_ testCase: Case) throws {
    let error = try #require(JSONTesting.error(of: testCase.input))
    #expect(error.code == testCase.code)
    #expect(error.offset == testCase.offset)
    #expect(error.line == testCase.line)
    #expect(error.column == testCase.column)
  }

  /// Bytes that are not characters are printed as hex, outside strings too.
  @Test(arguments: [
    ([UInt8(0xFF)], "byte 0xFF"),
    ([0x5B, 0x0B, 0x5D], "byte 0x0B"),
    ([0x5B, 0x31, 0x2C, 0x00], "byte 0x00"),
    ([0xC3], "byte 0xC3"),
  ])
  func nonCharacterBytesArePrintedAsHex(bytes: [UInt8], found: String) throws {
    let error = try #require(JSONTesting.error(of: bytes))
    guard case .unexpectedCharacter(let printed, _) = error.code else {
      Issue.record("expected unexpectedCharacter, got \(error.code)")
      return
    }
    #expect(printed == found)
  }

  /// The description reads "line L, column C: unexpected …, expected …".
  @Test func descriptionOfAMissingValueNamesWhatWasExpected() throws {
    let error = try #require(JSONTesting.error(of: "{\n  \"a\": 1,\n  \"b\": }"))
    #expect(
      error.description
        == "line 3, column 8: unexpected '}', expected a value (string, number, object, array, "
        + "true, false or null)")
  }

  /// Descriptions of other codes say what went wrong and what was wanted.
  @Test(arguments: [
    (
      "[1,2",
      "line 1, column 5: unexpected end of input, expected ',' or ']' after an array element"
    ),
    (#"{"a":1,}"#, "line 1, column 8: unexpected '}', expected a string key"),
    ("01", "line 1, column 2: invalid number '01', expected no digit after a leading zero"),
    ("[1.]", "line 1, column 4: invalid number '1.', expected a digit after the decimal point"),
    ("-", "line 1, column 2: invalid number '-', expected a digit after '-'"),
    ("1e+", "line 1, column 4: invalid number '1e+', expected a digit in the exponent"),
    (
      "1e999",
      "line 1, column 1: number '1e999' is out of the range of a 64-bit floating-point value"
    ),
    (
      "[] []",
      "line 1, column 4: unexpected characters after the top-level value, "
        + "expected the end of the input"
    ),
    (
      "",
      "line 1, column 1: empty input, expected a value (string, number, object, array, true, "
        + "false or null)"
    ),
    (
      "\"\t\"",
      "line 1, column 2: unescaped control character 0x09 in a string, expected it to be "
        + "escaped (for example \\n or \\u001f)"
    ),
    (
      #""\q""#,
      "line 1, column 2: invalid escape sequence '\\q', expected one of \\\" \\\\ \\/ \\b "
        + "\\f \\n \\r \\t or \\u followed by four hex digits"
    ),
    (
      #""\udead""#,
      "line 1, column 2: lone surrogate '\\udead', expected a high surrogate escape "
        + "(\\uD800-\\uDBFF) immediately followed by a low surrogate escape (\\uDC00-\\uDFFF)"
    ),
  ])
  func descriptionsAreExact(input: String, description: String) throws {
    let error = try #require(JSONTesting.error(of: input))
    #expect(error.description == description)
  }

  /// Invalid UTF-8, depth, size and byte order mark errors have fixed descriptions.
  @Test func descriptionsOfLimitErrorsAreExact() throws {
    let utf8 = try #require(JSONTesting.error(of: [0x22, 0xFF, 0x22]))
    #expect(utf8.description == "line 1, column 2: invalid UTF-8 byte sequence in a string")
    let deep = try #require(JSONTesting.error(of: "[[1]]", options: JSONParseOptions(maxDepth: 1)))
    #expect(deep.description == "line 1, column 2: arrays and objects nested deeper than 1 levels")
    let large = try #require(
      JSONTesting.error(of: "[1, 2]", options: JSONParseOptions(maxBytes: 5)))
    #expect(
      large.description == "line 1, column 1: input of 6 bytes is larger than the limit of 5 bytes")
    let bom = try #require(JSONTesting.error(of: [0xEF, 0xBB, 0xBF, 0x31]))
    #expect(
      bom.description
        == "line 1, column 1: byte order mark (EF BB BF) at the start of the input, expected a value: JSON sent "
        + "over a network must not start with one (RFC 8259 §8.1), remove it (in the Swift API, "
        + "JSONParseOptions.allowsByteOrderMark skips it)")
  }

  /// Errors compare by code and position.
  @Test func errorsAreEquatable() {
    let a = JSONError(code: .trailingCharacters, offset: 4, line: 1, column: 5)
    #expect(JSONTesting.error(of: "[1] x") == a)
    #expect(JSONTesting.error(of: "[1]  x") != a)
  }
}
