import Testing

@testable import PushSim

/// Android's lenient `org.json` parser, which the WonderPush Android SDK runs on `_wp` and on
/// every data-map string that looks like JSON.
struct WonderPushOrgJSONTests {
  /// The object `org.json` parses from `text`, or `nil` when it throws.
  func object(_ text: String) -> JSONObject? { try? WonderPushOrgJSON.object(text) }

  /// The value `org.json` reads for a member's literal.
  func member(_ literal: String) -> JSONValue? { object("{\"v\":\(literal)}")?["v"] }

  /// WonderPush's own test: an unquoted value runs to the next delimiter, quote included.
  @Test func anUnquotedValueKeepsTheStrayQuote() {
    #expect(object(#"{"foo":bar"}"#) == ["foo": "bar\""])
  }

  /// WonderPush's own test: a name that is a number is refused.
  @Test func aNameThatIsANumberIsRefused() {
    #expect(throws: WonderPushOrgJSON.SyntaxError.self) { try WonderPushOrgJSON.object("{123}") }
    #expect((try? WonderPushOrgJSON.object("{123}")) == nil)
  }

  /// WonderPush's own tests for arrays: the stray quote is kept, a `:` inside an array fails.
  @Test func arraysAreLenientToo() throws {
    #expect(try WonderPushOrgJSON.array(#"["foo",bar"]"#) == ["foo", "bar\""])
    #expect((try? WonderPushOrgJSON.array(#"["foo":bar"]"#)) == nil)
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
    #expect(try WonderPushOrgJSON.array("[1;2]") == [1, 2])
    #expect(object(#"{"a" 1}"#) == nil)
  }

  /// `#`, `//` and `/* */` comments are skipped between tokens; an unterminated one fails.
  @Test func commentsAreSkipped() {
    #expect(object("{/* c */\"a\":1 # end\n, // more\n \"b\":2}") == ["a": 1, "b": 2])
    #expect(object(#"{"a":1 /* open"#) == nil)
  }

  /// An empty array slot is null, including a trailing comma.
  @Test func emptyArraySlotsAreNull() throws {
    #expect(try WonderPushOrgJSON.array("[1,,2]") == [1, nil, 2])
    #expect(try WonderPushOrgJSON.array("[1,]") == [1, nil])
    #expect(try WonderPushOrgJSON.array("[,]") == [nil, nil])
    #expect(try WonderPushOrgJSON.array("[]") == [])
  }

  /// Only the first value counts: what follows it is ignored.
  @Test func trailingTextIsIgnored() {
    #expect(object(#"{"a":1} trailing"#) == ["a": 1])
    #expect(object(#"{"a":1}}"#) == ["a": 1])
  }

  /// A value that is not an object is refused by `new JSONObject`, with Java's message.
  @Test func aNonObjectIsATypeMismatch() {
    #expect(throws: WonderPushOrgJSON.SyntaxError(message: "Value [1] of type org.json.JSONArray cannot be converted to JSONObject", offset: 3)) {
      try WonderPushOrgJSON.object("[1]")
    }
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
    let elements = try WonderPushOrgJSON.array("[NaN,Infinity]")
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
    #expect((try? WonderPushOrgJSON.array(deep)) == nil)
    let ok = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(try WonderPushOrgJSON.array(ok).count == 1)
  }

  /// Java's `String.valueOf` for the values `optString` turns into text.
  @Test func javaTextOfValues() {
    #expect(WonderPushOrgJSON.javaText(123) == "123")
    #expect(WonderPushOrgJSON.javaText(.double(100)) == "100.0")
    #expect(WonderPushOrgJSON.javaText(.double(1.5)) == "1.5")
    #expect(WonderPushOrgJSON.javaText(.double(0.001)) == "0.001")
    #expect(WonderPushOrgJSON.javaText(.double(1e-4)) == "1.0E-4")
    #expect(WonderPushOrgJSON.javaText(.double(1_234_567)) == "1234567.0")
    #expect(WonderPushOrgJSON.javaText(.double(1e7)) == "1.0E7")
    #expect(WonderPushOrgJSON.javaText(.double(-1.5e21)) == "-1.5E21")
    #expect(WonderPushOrgJSON.javaText(true) == "true")
    #expect(WonderPushOrgJSON.javaText(nil) == "null")
    #expect(WonderPushOrgJSON.javaText(["u": "a/b", "n": .double(2)]) == #"{"u":"a\/b","n":2}"#)
  }
}
