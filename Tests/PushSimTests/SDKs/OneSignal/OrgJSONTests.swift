@testable import PushSim
import Testing

/// Android's lenient `org.json`, as OneSignal reads the JSON inside data-map strings.
struct OrgJSONTests {
  /// Strict JSON reads as a strict parser reads it.
  @Test func strictJSONReadsAsUsual() throws {
    let text = #"{"i":"abc","n":12,"d":1.5,"t":true,"z":null,"a":[1,"x"],"o":{"k":"v"}}"#
    #expect(try OrgJSON.value(text).get() == JSONValue.parse(text))
  }

  /// Single quotes and unquoted words are strings: `{i: 'abc'}` has the id "abc".
  @Test func singleQuotedAndUnquotedStringsAreAccepted() throws {
    let object = try OrgJSON.object("{i: 'abc', n: hello, 'q': \"it's\"}").get()
    #expect(object == ["i": "abc", "n": "hello", "q": "it's"])
  }

  /// `=` and `=>` may follow a name and `;` may separate members.
  @Test func equalsArrowAndSemicolonSeparateMembers() throws {
    #expect(try OrgJSON.object(#"{"a"=1;"b"=>2}"#).get() == ["a": 1, "b": 2])
  }

  /// Comments (`/* */`, `//`, `#`) are skipped like whitespace.
  @Test func commentsAreSkipped() throws {
    let text = "/* lead */ {\"a\": 1 // one\n, # two\n \"b\": 2}"
    #expect(try OrgJSON.object(text).get() == ["a": 1, "b": 2])
  }

  /// `0x1F` is hexadecimal, `012` octal; `08`, not octal, falls back to a double.
  @Test func hexadecimalAndOctalIntegers() throws {
    #expect(
      try OrgJSON.object(#"{"h":0x1F,"o":012,"d":08}"#).get() == ["h": 31, "o": 10, "d": 8.0])
  }

  /// A missing array element, even a trailing one, is null.
  @Test func missingArrayElementsAreNull() throws {
    #expect(try OrgJSON.array("[1,,2,]").get() == [1, .null, 2, .null])
  }

  /// Anything after the first complete value is ignored.
  @Test func textAfterTheFirstValueIsIgnored() throws {
    #expect(try OrgJSON.object(#"{"i":"x"}} trailing"#).get() == ["i": "x"])
  }

  /// `TRUE`, `Null`: the literals are case-insensitive.
  @Test func literalsIgnoreCase() throws {
    #expect(
      try OrgJSON.object(#"{"a":TRUE,"b":Null,"c":False}"#).get() == [
        "a": true, "b": .null, "c": false,
      ])
  }

  /// What org.json refuses: a name that is not a string, an unterminated object or string, NaN
  /// as a member, and a value of the wrong kind for the constructor.
  @Test(arguments: [
    #"{1:"a"}"#, #"{"a":1"#, #"{"a":"abc}"#, #"{"a":NaN}"#, #"{null:1}"#, "[1,2]", "", "/* open",
  ])
  func malformedTextIsRefused(text: String) {
    #expect(throws: OrgJSON.ParseError.self) { try OrgJSON.object(text).get() }
  }

  /// The error message names the problem and where it stopped.
  @Test func errorsSayWhatAndWhere() {
    #expect(
      OrgJSON.object(#"{"a":"abc"#).failureDescription == "Unterminated string at character 9")
    #expect(
      OrgJSON.object("[1]").failureDescription
        == "Value [1] of type org.json.JSONArray cannot be converted to JSONObject at character 0")
  }

  /// `getString` turns any value into text: null is "null", numbers their digits, objects JSON.
  @Test func stringOfCoercesLikeGetString() {
    #expect(OrgJSON.string(of: .null) == "null")
    #expect(OrgJSON.string(of: 12) == "12")
    #expect(OrgJSON.string(of: true) == "true")
    #expect(OrgJSON.string(of: ["u": "https://x/y"]) == #"{"u":"https:\/\/x\/y"}"#)
  }

  /// `toString()` escapes `/`, writes integral doubles as integers and control characters as
  /// `\u00XX`.
  @Test func serializedWritesAsOrgJSONDoes() {
    let value: JSONValue = ["a": 1.0, "b": 1.5, "c": "a/b\u{1}\n", "d": [.null, -0.0]]
    #expect(OrgJSON.serialized(value) == #"{"a":1,"b":1.5,"c":"a\/b\u0001\n","d":[null,-0]}"#)
  }

  /// `optInt`/`optLong` read numbers and numeric strings, truncating; other text has no value.
  @Test func integerOfReadsNumericStrings() {
    #expect(OrgJSON.integer(of: "60") == 60)
    #expect(OrgJSON.integer(of: " 9.7 ") == 9)
    #expect(OrgJSON.integer(of: "-2.5") == -2)
    #expect(OrgJSON.integer(of: "1e3") == 1000)
    #expect(OrgJSON.integer(of: "abc") == nil)
    #expect(OrgJSON.integer(of: true) == nil)
    #expect(OrgJSON.integer(of: 7.9) == 7)
  }

  /// A `\u` escape is a UTF-16 unit: a surrogate pair makes one character.
  @Test func unicodeEscapesAreUTF16() throws {
    #expect(try OrgJSON.value(#""\ud83d\ude00 \u00e9""#).get() == "😀 é")
  }
}

extension Result where Failure: CustomStringConvertible {
  /// The error's description, or `nil` on success.
  var failureDescription: String? {
    if case .failure(let error) = self { return error.description }
    return nil
  }
}
