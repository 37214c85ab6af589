import PushSim
import Testing

/// Scalars: every type is kept apart and decoded exactly.
struct JSONScalarTests {
  /// Each top-level scalar parses to its own type, and accessors for other types give nil.
  @Test(arguments: [
    ("\"1\"", JSONType.string),
    ("1", .integer),
    ("1.0", .double),
    ("1e0", .double),
    ("true", .bool),
    ("false", .bool),
    ("null", .null),
    ("[]", .array),
    ("{}", .object),
  ])
  func everyScalarSpellingHasItsOwnType(text: String, type: JSONType) throws {
    let node = try JSONDocument(text).root
    #expect(node.type == type)
    #expect((node.stringValue != nil) == (type == .string))
    #expect((node.boolValue != nil) == (type == .bool))
    #expect((node.int64Value != nil) == (type == .integer))
    #expect((node.doubleValue != nil) == (type == .integer || type == .double))
    #expect(node.isNull == (type == .null))
  }

  /// One-digit integers (read without the number scanner) and the numbers that only start
  /// with one digit decode as the scanner decodes them, in every position; a leading zero
  /// before a digit is still refused.
  @Test func oneDigitIntegersAndLongerNumbers() throws {
    for digit in 0...9 {
      #expect(try JSONValue.parse("\(digit)") == .integer(Int64(digit)))
      #expect(try JSONValue.parse("[\(digit),\(digit) ,\(digit)]") == .array(Array(repeating: .integer(Int64(digit)), count: 3)))
      #expect(try JSONValue.parse(#"{"k":\#(digit)}"#) == .object(["k": .integer(Int64(digit))]))
    }
    #expect(try JSONValue.parse("[1.5,2e1,3E0,4.0e1,12]") == .array([.double(1.5), .double(20), .double(3), .double(40), .integer(12)]))
    // Numbers of every length agree with the scanner (one digit is read without it).
    for length in 1...20 {
      let text = String(repeating: "9", count: length)
      // 19 nines pass Int64.max: a double, as any integer out of range.
      let expected: JSONValue = length <= 18 ? .integer(Int64(text)!) : .double(Double(text)!)
      #expect(try JSONValue.parse("[\(text)]") == .array([expected]), "\(length) digits")
      #expect(try JSONValue.parse("[\(text).5]").arrayValue?.first?.doubleValue == Double(text + ".5"), "\(length) digits and a fraction")
    }
    #expect(try JSONValue.parse("[1234567890123456789,9223372036854775807,9223372036854775808,0,10,-0,-7]") == .array([
      .integer(1_234_567_890_123_456_789), .integer(Int64.max), .double(9_223_372_036_854_775_808), .integer(0), .integer(10), .double(-0.0), .integer(-7),
    ]))
    #expect(throws: JSONError.self) { try JSONValue.parse("01") }
    #expect(throws: JSONError.self) { try JSONValue.parse("[1x]") }
    #expect(throws: JSONError.self) { try JSONValue.parse("[1.]") }
  }

  /// `"1"`, `1`, `1.0` and `true` are four different values after materialization.
  @Test func stringIntegerDoubleAndBoolAreNeverConfused() throws {
    let value = try JSONValue.parse(#"["1", 1, 1.0, true]"#)
    #expect(value == .array([.string("1"), .integer(1), .double(1.0), .bool(true)]))
    let elements = try #require(value.arrayValue)
    for (i, a) in elements.enumerated() {
      for (j, b) in elements.enumerated() where i != j {
        #expect(a != b, "\(a) and \(b) must differ")
      }
    }
  }

  /// Integer accessors give the exact value; doubleValue converts integers.
  @Test(arguments: [
    ("0", Int64(0)),
    ("-1", -1),
    ("9223372036854775807", Int64.max),
    ("-9223372036854775808", Int64.min),
    ("1234567890123", 1_234_567_890_123),
  ])
  func integersKeepTheirExactValue(text: String, expected: Int64) throws {
    let node = try JSONDocument(text).root
    #expect(node.type == .integer)
    #expect(node.int64Value == expected)
    #expect(node.doubleValue == Double(expected))
  }

  /// Numbers with a fraction or an exponent are doubles with the correctly rounded value.
  @Test(arguments: [
    ("1.5", 1.5),
    ("-0.25", -0.25),
    ("11.81", 11.81),
    ("1e3", 1000.0),
    ("1E+3", 1000.0),
    ("2.5e-3", 0.0025),
    ("0.1", 0.1),
    ("123456789.123456789", 123456789.123456789),
    ("1.7976931348623157e308", 1.7976931348623157e308),
    ("5e-324", .leastNonzeroMagnitude),
    ("0.30000000000000004", 0.30000000000000004),
    ("9007199254740993.0", 9007199254740992.0),
  ])
  func doublesAreCorrectlyRounded(text: String, expected: Double) throws {
    let node = try JSONDocument(text).root
    #expect(node.type == .double)
    #expect(node.doubleValue == expected)
    #expect(node.int64Value == nil)
  }

  /// `-0` is the double -0.0 (an integer 0 would lose the sign), while `0` is the integer 0.
  @Test func negativeZeroIsADoubleWithItsSign() throws {
    let negative = try JSONDocument("-0").root
    #expect(negative.type == .double)
    let value = try #require(negative.doubleValue)
    #expect(value == 0 && value.sign == .minus)
    #expect(try JSONDocument("0").root.int64Value == 0)
    #expect(try JSONValue.parse("-0") == .double(-0.0))
    #expect(try JSONValue.parse("-0") != .double(0.0))
  }

  /// Integers that do not fit Int64 (19 or 20 digits and more) become doubles.
  @Test(arguments: [
    ("9223372036854775808", 9223372036854775808.0),
    ("-9223372036854775809", -9223372036854775809.0),
    ("12345678901234567890", 12345678901234567890.0),
    ("100000000000000000000000", 1e23),
  ])
  func integersBeyondInt64BecomeDoubles(text: String, expected: Double) throws {
    let node = try JSONDocument(text).root
    #expect(node.type == .double)
    #expect(node.int64Value == nil)
    #expect(node.doubleValue == expected)
  }

  /// A huge exponent overflows to an error; a tiny one underflows to 0.0.
  @Test func hugeExponentsOverflowAndTinyOnesUnderflow() throws {
    #expect(JSONTesting.error(of: "1e999")?.code == .numberOutOfRange("1e999"))
    #expect(JSONTesting.error(of: "[-1.5e400]")?.code == .numberOutOfRange("-1.5e400"))
    let tiny = try JSONDocument("1e-999").root
    #expect(tiny.type == .double)
    #expect(tiny.doubleValue == 0.0)
    #expect(try JSONDocument("0e999").root.doubleValue == 0.0)
  }

  /// Literals are exactly true, false and null.
  @Test func literalsDecode() throws {
    let node = try JSONDocument("[true,false,null]").root
    #expect(node[0]?.boolValue == true)
    #expect(node[1]?.boolValue == false)
    #expect(node[2]?.isNull == true)
    #expect(node[2]?.boolValue == nil)
  }

  /// Whitespace (space, tab, LF, CR) is allowed around every token.
  @Test func whitespaceAroundTokensIsIgnored() throws {
    let value = try JSONValue.parse(" \t\r\n{ \"a\" :\t[ 1 ,\r\n2 ] , \"b\" : null }\n ")
    #expect(value == ["a": [1, 2], "b": nil])
  }
}
