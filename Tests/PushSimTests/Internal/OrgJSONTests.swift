import Testing

@testable import PushSim

/// Android's lenient `org.json`, as OneSignal reads the JSON inside data-map strings and the
/// WonderPush Android SDK reads `_wp` and every data-map string that looks like JSON.
///
/// Merged from the OneSignal reader's `OrgJSONTests` and the WonderPush reader's
/// `WonderPushOrgJSONTests`; every assertion of both is kept, adapted to the throwing API.
struct OrgJSONTests {
  /// The object `org.json` parses from `text`, or `nil` when it throws.
  func object(_ text: String) -> JSONObject? { try? OrgJSON.object(text) }

  /// The value `org.json` reads for a member's literal.
  func member(_ literal: String) -> JSONValue? { object("{\"v\":\(literal)}")?["v"] }

  /// The error's description, or `nil` when `body` does not throw.
  func failure(_ body: () throws(OrgJSON.ParseError) -> some Any) -> String? {
    do {
      _ = try body()
      return nil
    } catch {
      return error.description
    }
  }

  // MARK: - From the OneSignal reader's tests

  /// Strict JSON reads as a strict parser reads it.
  @Test func strictJSONReadsAsUsual() throws {
    let text = #"{"i":"abc","n":12,"d":1.5,"t":true,"z":null,"a":[1,"x"],"o":{"k":"v"}}"#
    #expect(try OrgJSON.value(text) == JSONValue.parse(text))
  }

  /// Single quotes and unquoted words are strings: `{i: 'abc'}` has the id "abc".
  @Test func singleQuotedAndUnquotedStringsAreAccepted() throws {
    let object = try OrgJSON.object("{i: 'abc', n: hello, 'q': \"it's\"}")
    #expect(object == ["i": "abc", "n": "hello", "q": "it's"])
  }

  /// `=` and `=>` may follow a name and `;` may separate members.
  @Test func equalsArrowAndSemicolonSeparateMembers() throws {
    #expect(try OrgJSON.object(#"{"a"=1;"b"=>2}"#) == ["a": 1, "b": 2])
  }

  /// Comments (`/* */`, `//`, `#`) are skipped like whitespace.
  @Test func commentsAreSkippedLikeWhitespace() throws {
    let text = "/* lead */ {\"a\": 1 // one\n, # two\n \"b\": 2}"
    #expect(try OrgJSON.object(text) == ["a": 1, "b": 2])
  }

  /// `0x1F` is hexadecimal, `012` octal; `08`, not octal, falls back to a double.
  @Test func hexadecimalAndOctalIntegers() throws {
    #expect(try OrgJSON.object(#"{"h":0x1F,"o":012,"d":08}"#) == ["h": 31, "o": 10, "d": 8.0])
  }

  /// A missing array element, even a trailing one, is null.
  @Test func missingArrayElementsAreNull() throws {
    #expect(try OrgJSON.array("[1,,2,]") == [1, .null, 2, .null])
  }

  /// Anything after the first complete value is ignored.
  @Test func textAfterTheFirstValueIsIgnored() throws {
    #expect(try OrgJSON.object(#"{"i":"x"}} trailing"#) == ["i": "x"])
  }

  /// `TRUE`, `Null`: the literals are case-insensitive.
  @Test func literalsIgnoreCaseInObjects() throws {
    #expect(
      try OrgJSON.object(#"{"a":TRUE,"b":Null,"c":False}"#) == [
        "a": true, "b": .null, "c": false,
      ])
  }

  /// What org.json refuses: a name that is not a string, an unterminated object or string, NaN
  /// as a member, and a value of the wrong kind for the constructor.
  @Test(arguments: [
    #"{1:"a"}"#, #"{"a":1"#, #"{"a":"abc}"#, #"{"a":NaN}"#, #"{null:1}"#, "[1,2]", "", "/* open",
  ])
  func malformedTextIsRefused(text: String) {
    #expect(throws: OrgJSON.ParseError.self) { try OrgJSON.object(text) }
  }

  /// The error message names the problem and where it stopped.
  @Test func errorsSayWhatAndWhere() {
    #expect(failure { () throws(OrgJSON.ParseError) in try OrgJSON.object(#"{"a":"abc"#) }
      == "Unterminated string at character 9")
    #expect(failure { () throws(OrgJSON.ParseError) in try OrgJSON.object("[1]") }
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
    #expect(try OrgJSON.value(#""\ud83d\ude00 \u00e9""#) == "😀 é")
  }

  // MARK: - From the WonderPush reader's tests

  /// WonderPush's own test: an unquoted value runs to the next delimiter, quote included.
  @Test func anUnquotedValueKeepsTheStrayQuote() {
    #expect(object(#"{"foo":bar"}"#) == ["foo": "bar\""])
  }

  /// WonderPush's own test: a name that is a number is refused.
  @Test func aNameThatIsANumberIsRefused() {
    #expect(throws: OrgJSON.ParseError.self) { try OrgJSON.object("{123}") }
    #expect((try? OrgJSON.object("{123}")) == nil)
  }

  /// WonderPush's own tests for arrays: the stray quote is kept, a `:` inside an array fails.
  @Test func arraysAreLenientToo() throws {
    #expect(try OrgJSON.array(#"["foo",bar"]"#) == ["foo", "bar\""])
    #expect((try? OrgJSON.array(#"["foo":bar"]"#)) == nil)
  }

  /// Names may be unquoted or single-quoted, and strings single-quoted.
  @Test func unquotedAndSingleQuotedNames() {
    #expect(object("{a:1,'b':'two'}") == ["a": 1, "b": "two"])
  }

  /// Names that are not strings are refused: `true`, `null`, an object.
  @Test func namesMustBeStrings() {
    #expect(object("{true:1}") == nil)
    #expect(object("{null:1}") == nil)
    #expect(object(#"{{"a":1}:1}"#) == nil)
  }

  /// `=` and `=>` separate a name from its value; `;` separates members and elements.
  @Test func bogusSeparatorsAreAccepted() throws {
    #expect(object(#"{"a"=1;"b"=>2}"#) == ["a": 1, "b": 2])
    #expect(try OrgJSON.array("[1;2]") == [1, 2])
    #expect(object(#"{"a" 1}"#) == nil)
  }

  /// `#`, `//` and `/* */` comments are skipped between tokens; an unterminated one fails.
  @Test func commentsAreSkipped() {
    #expect(object("{/* c */\"a\":1 # end\n, // more\n \"b\":2}") == ["a": 1, "b": 2])
    #expect(object(#"{"a":1 /* open"#) == nil)
  }

  /// An empty array slot is null, including a trailing comma.
  @Test func emptyArraySlotsAreNull() throws {
    #expect(try OrgJSON.array("[1,,2]") == [1, nil, 2])
    #expect(try OrgJSON.array("[1,]") == [1, nil])
    #expect(try OrgJSON.array("[,]") == [nil, nil])
    #expect(try OrgJSON.array("[]") == [])
  }

  /// Only the first value counts: what follows it is ignored.
  @Test func trailingTextIsIgnored() {
    #expect(object(#"{"a":1} trailing"#) == ["a": 1])
    #expect(object(#"{"a":1}}"#) == ["a": 1])
  }

  /// A value that is not an object is refused by `new JSONObject`, with Java's message.
  ///
  /// Fixed in the merge: the WonderPush test expected offset 3 (after the value). Java's
  /// `JSON.typeMismatch` message carries no position at all; the unified reader reports 0, as
  /// the OneSignal reader did and as ``errorsSayWhatAndWhere()`` and the OneSignal lint output
  /// expect.
  @Test func aNonObjectIsATypeMismatch() {
    #expect(
      throws: OrgJSON.ParseError(
        message: "Value [1] of type org.json.JSONArray cannot be converted to JSONObject", offset: 0)
    ) {
      try OrgJSON.object("[1]")
    }
  }

  /// A long value in the type mismatch is cut as every quoted value is (``QuotedValue``): its
  /// first 80 characters, `…` and its length, so a 3 KB string in OneSignal's `custom` does not
  /// make a 3 KB message (a fuzz finding); a short one is written whole, as Java writes it.
  @Test func aLongValueInATypeMismatchIsCut() {
    let long = "[" + Array(repeating: "1", count: 2_000).joined(separator: ",") + "]"
    let message = failure { () throws(OrgJSON.ParseError) in try OrgJSON.object(long) } ?? "parsed"
    #expect(message.hasPrefix("Value [1,1,1,"))
    #expect(message.contains("… (4001 bytes) of type org.json.JSONArray cannot be converted to JSONObject"))
    #expect(message.utf8.count < 200)
  }

  /// Literals: `null`, `true` and `false` in any case.
  @Test func literalsIgnoreCase() {
    #expect(member("NULL") == .null)
    #expect(member("True") == true)
    #expect(member("FALSE") == false)
  }

  /// Integers: octal after a leading 0, hexadecimal after 0x, a leading +; past `Long` a double.
  @Test func integersFollowLongParseLong() {
    #expect(member("012") == 10)
    #expect(member("0x1F") == 31)
    #expect(member("+5") == 5)
    #expect(member("-12") == -12)
    #expect(member("0") == 0)
    #expect(member("9223372036854775807") == .integer(.max))
    #expect(member("9223372036854775808") == .double(9_223_372_036_854_775_808))
  }

  /// Not-quite-octal and friends fall through to `Double.valueOf`, or stay strings.
  @Test func otherNumbersFollowDoubleValueOf() {
    #expect(member("08") == .double(8))
    #expect(member("1e3") == .double(1000))
    #expect(member("1.5f") == .double(1.5))
    #expect(member("1d") == .double(1))
    #expect(member(".5") == .double(0.5))
    #expect(member("5.") == .double(5))
    #expect(member("0x1p3") == .double(8))
    #expect(member("-0x1F") == "-0x1F")
    #expect(member("1e") == "1e")
    #expect(member("0x") == "0x")
    #expect(member("12abc") == "12abc")
  }

  /// `NaN` and the infinities are forbidden as member values but kept in arrays.
  @Test func nonFiniteNumbersOnlyInArrays() throws {
    #expect(object(#"{"a":NaN}"#) == nil)
    #expect(object(#"{"a":-Infinity}"#) == nil)
    let elements = try OrgJSON.array("[NaN,Infinity]")
    #expect(elements.count == 2)
    #expect(elements[0].doubleValue?.isNaN == true)
    #expect(elements[1] == .double(.infinity))
  }

  /// Escapes: unknown ones give the character; `\u` takes four characters as
  /// `Integer.parseInt(hex, 16)` reads them; a short one fails.
  @Test func escapesAreLenient() {
    #expect(member(#""\q\/\t""#) == "q/\t")
    #expect(member(#""\u0041\u+042""#) == "AB")
    #expect(member(#""\uD83D\uDE00""#) == "😀")
    #expect(object(#"{"a":"\u12"}"#) == nil)
    #expect(object(#"{"a":"\"#) == nil)
  }

  /// Raw control characters are allowed inside strings; an unterminated string fails.
  @Test func rawNewlinesInStringsAreAccepted() {
    #expect(member("\"a\nb\"") == "a\nb")
    #expect(object(#"{"a":"open"#) == nil)
  }

  /// A repeated name keeps its first position and its last value.
  @Test func aRepeatedNameKeepsTheLastValue() {
    #expect(object(#"{"a":1,"b":2,"a":3}"#) == ["a": 3, "b": 2])
  }

  /// A literal ends at white space or a delimiter, never at a quote.
  @Test func aLiteralRunsToTheNextDelimiter() {
    #expect(object("{a b:1}") == nil)
    #expect(object(#"{"k":it's}"#) == ["k": "it's"])
  }

  /// Deep nesting is an error, not a crash.
  @Test func deepNestingFailsCleanly() throws {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect((try? OrgJSON.array(deep)) == nil)
    let ok = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(try OrgJSON.array(ok).count == 1)
  }

  /// Java's `String.valueOf` for the values `optString` turns into text.
  @Test func javaTextOfValues() {
    #expect(OrgJSON.string(of: 123) == "123")
    #expect(OrgJSON.string(of: .double(100)) == "100.0")
    #expect(OrgJSON.string(of: .double(1.5)) == "1.5")
    #expect(OrgJSON.string(of: .double(0.001)) == "0.001")
    #expect(OrgJSON.string(of: .double(1e-4)) == "1.0E-4")
    #expect(OrgJSON.string(of: .double(1_234_567)) == "1234567.0")
    #expect(OrgJSON.string(of: .double(1e7)) == "1.0E7")
    #expect(OrgJSON.string(of: .double(-1.5e21)) == "-1.5E21")
    #expect(OrgJSON.string(of: true) == "true")
    #expect(OrgJSON.string(of: nil) == "null")
    #expect(OrgJSON.string(of: ["u": "a/b", "n": .double(2)]) == #"{"u":"a\/b","n":2}"#)
  }

  // MARK: - Where the two readers differed (decided by Android's org.json)

  /// Error offsets count UTF-16 code units, as Java's `JSONTokener` does: 😀 is two.
  @Test func offsetsCountUTF16Units() {
    #expect(failure { () throws(OrgJSON.ParseError) in try OrgJSON.object(#"{"😀":"x"#) }
      == "Unterminated string at character 8")
  }

  /// `Names must be strings` names the value and its Java class, `null` included (Android's
  /// `nextValue` returns `JSONObject.NULL`, never Java `null`).
  @Test func nonStringNameMessages() {
    #expect(failure { () throws(OrgJSON.ParseError) in try OrgJSON.object("{null:1}") }
      == "Names must be strings, but null is of type org.json.JSONObject$1 at character 5")
    #expect(failure { () throws(OrgJSON.ParseError) in try OrgJSON.object("{3000000000:1}") }
      == "Names must be strings, but 3000000000 is of type java.lang.Long at character 11")
  }

  /// A `\u` escape with a sign is read as `Integer.parseInt` reads it, and a bad one is reported
  /// after its four characters; `Forbidden numeric value` writes the number as Java does.
  @Test func escapeAndForbiddenNumberMessages() {
    #expect(member(#""\u-001""#) == "\u{FFFF}")
    #expect(failure { () throws(OrgJSON.ParseError) in try OrgJSON.object(#"{"a":"\uzzzz"}"#) }
      == "Invalid escape sequence: zzzz at character 12")
    #expect(failure { () throws(OrgJSON.ParseError) in try OrgJSON.object(#"{"a":-Infinity}"#) }
      == "Forbidden numeric value: -Infinity at character 14")
  }

  /// A leading byte order mark is dropped, as `new JSONTokener(String)` drops it.
  @Test func aLeadingByteOrderMarkIsDropped() {
    #expect(object("\u{FEFF}{\"a\":1}") == ["a": 1])
  }

  /// `equalsIgnoreCase` upper-cases each unit, so the long s `ſ` matches `s`.
  @Test func literalsIgnoreCaseAsJavaDoes() {
    #expect(member("falſe") == false)
    #expect(member("nulł") == "nulł")
  }

  /// `numberToString` writes a double as a `long` when `(long) d == d`, up to the `long` range,
  /// and otherwise as `Double.toString`.
  @Test func serializedNumbersFollowNumberToString() {
    #expect(OrgJSON.serialized([.double(9.21e18)]) == "[9210000000000000000]")
    #expect(OrgJSON.serialized([.double(9_223_372_036_854_775_808)]) == "[9223372036854775807]")
    #expect(OrgJSON.serialized([.double(1e19), .double(1e-5)]) == "[1.0E19,1.0E-5]")
  }

  /// `optLong` of a string reads Java's full `Double.parseDouble` grammar, hexadecimal included.
  @Test func integerOfReadsHexadecimalDoubles() {
    #expect(OrgJSON.integer(of: "0x1p3") == 8)
    #expect(OrgJSON.javaTrimmed(" \t 12\u{1} ") == "12")
  }
}
