import Testing

@testable import PushSim

/// `JSONNode.objectiveCBoolValue`: what Objective-C's `boolValue` makes of the object
/// `NSJSONSerialization` builds from a value (React Native Firebase's `contentAvailable`,
/// OneSignal's flags).
struct JSONNodeObjectiveCTests {
  /// Numbers are true when non-zero, booleans as they are, strings when they start (after
  /// spaces, a sign and zeros) with Y, y, T, t or a digit 1–9.
  @Test(arguments: [
    ("1", true), ("0", false), ("2", true), ("0.5", true), ("0.0", false), ("true", true), ("false", false),
    (#""1""#, true), (#""0""#, false), (#""yes""#, true), (#""no""#, false), (#""true""#, true),
    (#"" 007""#, true), (#""-1""#, true), (#""""#, false), (#""abc""#, false),
  ])
  func readsScalarsAsObjectiveCDoes(json: String, expected: Bool) throws {
    #expect(try JSONDocument(json).root.objectiveCBoolValue == expected)
  }

  /// `JSONValue` reads a value the same way (one `NSString.boolValue` rule for both).
  @Test(arguments: [
    ("1", true), ("0", false), ("0.5", true), ("true", true), ("false", false), (#""yes""#, true),
    (#""no""#, false), (#"" +007""#, true), (#""-0""#, false), (#""T""#, true), (#""""#, false), ("null", false),
    (#""Y""#, true), (#""t""#, true), (#""0x1""#, false), (#""00009""#, true), (#""+-1""#, false),
    (#""\u0661""#, false), (#""\uff11""#, false),
  ])
  func jsonValueReadsAsJSONNodeDoes(json: String, expected: Bool) throws {
    let value = try JSONValue.parse(json)
    #expect((value.objectiveCBoolValue ?? false) == expected)
    #expect(value.objectiveCBoolValue == (try JSONDocument(json).root.objectiveCBoolValue))
  }

  /// `NSString.boolValue` "skips whitespace at the beginning of the string" (Apple), any
  /// whitespace: newlines and the no-break space too (swift-corelibs-foundation skips
  /// `CharacterSet.whitespaces` with a `Scanner` that skips newlines), not only spaces and tabs.
  @Test(arguments: [#""\n1""#, #""\r\nyes""#, #""\u00a01""#, #""\t\u2003+01""#])
  func leadingWhitespaceOfAnyKindIsSkipped(json: String) throws {
    #expect(try JSONValue.parse(json).objectiveCBoolValue == true)
    #expect(try JSONDocument(json).root.objectiveCBoolValue == true)
  }

  /// `null`, arrays and objects do not answer `boolValue`.
  @Test(arguments: ["null", "[1]", #"{"a":1}"#])
  func containersAndNullHaveNoBoolValue(json: String) throws {
    #expect(try JSONDocument(json).root.objectiveCBoolValue == nil)
  }
}
