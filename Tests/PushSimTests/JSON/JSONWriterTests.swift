import PushSim
import Testing

/// Serialization: deterministic, minimal escaping, exact compact and pretty formats.
struct JSONWriterTests {
  static let sample: JSONValue = [
    "b": [true, nil, 1.5, "x", -7],
    "a": ["nested": .object(JSONObject()), "list": .array([])],
    "": "",
  ]

  /// Compact output has no whitespace and keeps the stored key order.
  @Test func compactOutputKeepsKeyOrder() {
    #expect(
      Self.sample.serialized() == #"{"b":[true,null,1.5,"x",-7],"a":{"nested":{},"list":[]},"":""}"#
    )
  }

  /// Pretty output indents by two spaces, puts one space after colons and writes empty
  /// containers as {} and [].
  @Test func prettyOutputIsExact() {
    let expected = """
      {
        "b": [
          true,
          null,
          1.5,
          "x",
          -7
        ],
        "a": {
          "nested": {},
          "list": []
        },
        "": ""
      }
      """
    #expect(Self.sample.serialized(pretty: true) == expected)
  }

  /// Scalars and empty containers at the top level are written alone.
  @Test(arguments: [
    (JSONValue.null, "null"), (true, "true"), (false, "false"), (0, "0"), (-12, "-12"),
    (.integer(.max), "9223372036854775807"), (.integer(.min), "-9223372036854775808"),
    ("", #""""#), (.array([]), "[]"), (.object(JSONObject()), "{}"),
  ])
  func topLevelValuesSerializeAlone(value: JSONValue, text: String) {
    #expect(value.serialized() == text)
    #expect(value.serialized(pretty: true) == text)
    #expect(value.serializedBytes() == Array(text.utf8))
  }

  /// Only quote, backslash and control characters are escaped; `/` and non-ASCII are raw.
  @Test func stringsAreEscapedMinimally() {
    let value: JSONValue = .string("q\" b\\ s/ \n\r\t\u{8}\u{C}\u{0}\u{1}\u{1F}\u{7F} é 中 😀")
    let expected = #""q\" b\\ s/ \n\r\t\b\f\u0000\u0001\u001f"# + "\u{7F} é 中 😀\""
    #expect(value.serialized() == expected)
  }

  /// Keys are escaped like strings.
  @Test func keysAreEscapedLikeStrings() {
    let value: JSONValue = ["a\"b\n": 1]
    #expect(value.serialized() == #"{"a\"b\n":1}"#)
    #expect(value.serialized(pretty: true) == "{\n  \"a\\\"b\\n\": 1\n}")
  }

  /// Doubles use the shortest round-trip form, always valid JSON and always read back as doubles.
  @Test(arguments: [
    (0.1, "0.1"), (1.5, "1.5"), (100.0, "100.0"), (-0.0, "-0.0"), (0.0, "0.0"), (1e-5, "1e-05"),
    (1e16, "1e+16"), (1e21, "1e+21"), (.leastNonzeroMagnitude, "5e-324"),
    (1.7976931348623157e308, "1.7976931348623157e+308"),
    (123456789012345680.0, "1.2345678901234568e+17"),
  ])
  func doublesUseTheShortestRoundTripForm(number: Double, text: String) throws {
    let value = JSONValue.double(number)
    #expect(value.serialized() == text)
    let back = try JSONValue.parse(text)
    #expect(back == value)
    #expect(back.type == .double)
  }

  /// Non-finite doubles, which JSON cannot express, are written as null.
  @Test(arguments: [Double.infinity, -.infinity, .nan, .signalingNaN])
  func nonFiniteDoublesAreWrittenAsNull(number: Double) throws {
    let value: JSONValue = ["x": .double(number)]
    #expect(value.serialized() == #"{"x":null}"#)
    #expect(try JSONValue.parse(value.serialized()) == ["x": nil])
  }

  /// The output is deterministic: the same value always gives the same bytes.
  @Test func outputIsDeterministic() {
    let object = JSONObject((0..<50).map { ("key\($0)", JSONValue.integer(Int64($0))) })
    let first = JSONValue.object(object).serializedBytes()
    for _ in 0..<5 { #expect(JSONValue.object(object).serializedBytes() == first) }
    #expect(String(decoding: first, as: UTF8.self).hasPrefix(#"{"key0":0,"key1":1,"#))
  }
}
