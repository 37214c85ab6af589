import PushSim
import Testing

/// `JSONValue`: literals, accessors, equality and parsing.
struct JSONValueTests {
  /// Every literal builds the matching case.
  @Test func literalsBuildTheMatchingCase() {
    let null: JSONValue = nil
    let bool: JSONValue = true
    let integer: JSONValue = 42
    let double: JSONValue = 4.5
    let string: JSONValue = "s"
    let array: JSONValue = [1, "a"]
    let object: JSONValue = ["k": 1]
    #expect(null == .null)
    #expect(bool == .bool(true))
    #expect(integer == .integer(42))
    #expect(double == .double(4.5))
    #expect(string == .string("s"))
    #expect(array == .array([.integer(1), .string("a")]))
    #expect(object == .object(JSONObject([("k", .integer(1))])))
    #expect(
      [null, bool, integer, double, string, array, object].map(\.type)
        == [.null, .bool, .integer, .double, .string, .array, .object])
  }

  /// Accessors return values only for their own type; doubleValue converts integers.
  @Test func accessorsReturnValuesOnlyForTheirOwnType() {
    let integer: JSONValue = 7
    #expect(integer.int64Value == 7)
    #expect(integer.doubleValue == 7.0)
    #expect(integer.stringValue == nil)
    #expect(integer.boolValue == nil)
    let double: JSONValue = 7.0
    #expect(double.int64Value == nil)
    #expect(double.doubleValue == 7.0)
    let string: JSONValue = "7"
    #expect(string.stringValue == "7")
    #expect(string.int64Value == nil)
    #expect(string.doubleValue == nil)
    let bool: JSONValue = false
    #expect(bool.boolValue == false)
    #expect(bool.int64Value == nil)
    let array: JSONValue = [1]
    #expect(array.arrayValue == [1])
    #expect(array.objectValue == nil)
    let object: JSONValue = ["a": [1, 2]]
    #expect(object["a"] == [1, 2])
    #expect(object["b"] == nil)
    #expect(array["a"] == nil)
    #expect(object.objectValue?.keys == ["a"])
  }

  /// Equality: -0.0 differs from 0.0, NaN equals NaN, strings compare by exact scalars.
  @Test func equalityIsExact() {
    #expect(JSONValue.double(-0.0) != .double(0.0))
    #expect(JSONValue.double(.nan) == .double(.nan))
    #expect(JSONValue.double(1) != .integer(1))
    #expect(JSONValue.string("é") != .string("e\u{301}"))
    #expect(JSONValue.string("é") == .string("\u{E9}"))
    #expect(JSONValue.array([1, 2]) != .array([2, 1]))
  }

  /// parse accepts bytes and strings and applies the options.
  @Test func parseAcceptsBytesAndStrings() throws {
    #expect(try JSONValue.parse(Array(#"{"a":[1,2.0,"3"]}"#.utf8)) == ["a": [1, 2.0, "3"]])
    #expect(try JSONValue.parse(#"{"a":[1,2.0,"3"]}"#) == ["a": [1, 2.0, "3"]])
    #expect(throws: JSONError(code: .tooDeep(limit: 1), offset: 5, line: 1, column: 6)) {
      try JSONValue.parse(#"{"a":[1]}"#, options: JSONParseOptions(maxDepth: 1))
    }
  }

  /// A typical APNs payload materializes with every type intact.
  @Test func apnsPayloadMaterializes() throws {
    let text =
      #"{"aps":{"alert":{"title":"Sale","body":"50% off"},"badge":1,"sound":"default","#
      + #""mutable-content":1},"deal":{"id":"d-42","price":9.99,"tags":["a","b"],"#
      + #""expires":null,"vip":false}}"#
    let value = try JSONValue.parse(text)
    #expect(value["aps"]?["alert"]?["body"] == "50% off")
    #expect(value["aps"]?["badge"] == 1)
    #expect(value["deal"]?["price"] == 9.99)
    #expect(value["deal"]?["tags"] == ["a", "b"])
    #expect(value["deal"]?["expires"] == .null)
    #expect(value["deal"]?["vip"] == false)
    #expect(value.serialized() == text)
  }
}
