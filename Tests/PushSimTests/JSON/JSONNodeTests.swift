import PushSim
import Testing

/// Navigating a parsed document through `JSONNode`.
struct JSONNodeTests {
  static let payload = """
    {
      "aps": {"alert": {"title": "Hi", "body": "There"}, "badge": 3, "sound": null},
      "list": [10, 2.5, "x", [true], {}],
      "z": "last",
      "a": "first?"
    }
    """

  /// Object members keep the document's key order.
  @Test func membersKeepDocumentOrder() throws {
    let root = try JSONDocument(Self.payload).root
    #expect(root.members.map(\.key) == ["aps", "list", "z", "a"])
    #expect(root["aps"]?.members.map(\.key) == ["alert", "badge", "sound"])
    #expect(try JSONValue.parse(Self.payload).objectValue?.keys == ["aps", "list", "z", "a"])
  }

  /// Subscripts reach nested values; a missing key, a wrong type or a bad index gives nil.
  @Test func subscriptsReachNestedValues() throws {
    let root = try JSONDocument(Self.payload).root
    #expect(root["aps"]?["alert"]?["title"]?.stringValue == "Hi")
    #expect(root["aps"]?["badge"]?.int64Value == 3)
    #expect(root["aps"]?["sound"]?.isNull == true)
    #expect(root["list"]?[1]?.doubleValue == 2.5)
    #expect(root["list"]?[3]?[0]?.boolValue == true)
    #expect(root["missing"] == nil)
    #expect(root["list"]?["key"] == nil)
    #expect(root["aps"]?[0] == nil)
    #expect(root["list"]?[5] == nil)
    #expect(root["list"]?[-1] == nil)
    #expect(root["z"]?["x"] == nil)
  }

  /// Keys are matched exactly, by Unicode scalars and after decoding escapes.
  @Test func keysMatchExactlyAfterDecodingEscapes() throws {
    let root = try JSONDocument(#"{"caf\u00e9": 1, "e\u0301": 2, "a\"b": 3, "": 4, "K": 5}"#).root
    #expect(root["café"]?.int64Value == 1)
    #expect(root["e\u{301}"]?.int64Value == 2)
    #expect(root["é"] == nil)  // "e" + U+0301 has different scalars
    #expect(root["a\"b"]?.int64Value == 3)
    #expect(root[""]?.int64Value == 4)
    #expect(root["k"] == nil)
    #expect(root.hasKey("K"))
    #expect(!root.hasKey("k"))
    #expect(root.count == 5)
  }

  /// count is the number of elements, of distinct keys, or 0.
  @Test func countCountsElementsAndDistinctKeys() throws {
    let root = try JSONDocument(
      #"{"a": [1, [2, 3], {}], "b": {"x": 1, "x": 2, "y": 3}, "c": "abc"}"#
    ).root
    #expect(root.count == 3)
    #expect(root["a"]?.count == 3)
    #expect(root["a"]?[2]?.count == 0)
    #expect(root["b"]?.count == 2)
    #expect(root["c"]?.count == 0)
  }

  /// elements lists an array's values in order and is empty for other types.
  @Test func elementsListArrayValuesInOrder() throws {
    let root = try JSONDocument(Self.payload).root
    let list = try #require(root["list"])
    #expect(list.elements.map(\.type) == [.integer, .double, .string, .array, .object])
    #expect(list.elements.map(\.rawText) == ["10", "2.5", #""x""#, "[true]", "{}"])
    #expect(root.elements.isEmpty)
    #expect(root["z"]?.elements.isEmpty == true)
  }

  /// rawText and byteRange give the exact source of nested values, including strings' quotes.
  @Test func rawTextAndByteRangeOfNestedValues() throws {
    let document = try JSONDocument(Self.payload)
    let alert = try #require(document.root["aps"]?["alert"])
    #expect(alert.rawText == #"{"title": "Hi", "body": "There"}"#)
    #expect(Array(document.bytes[alert.byteRange]) == Array(alert.rawText.utf8))
    #expect(alert["body"]?.rawText == #""There""#)
    #expect(document.root["list"]?.rawText == #"[10, 2.5, "x", [true], {}]"#)
    #expect(document.root["aps"]?["sound"]?.rawText == "null")
    #expect(document.root.byteRange == 0..<document.bytes.count)
    let escaped = try JSONDocument(#" ["a\nb", -1.5e3] "#).root
    #expect(escaped[0]?.rawText == #""a\nb""#)
    #expect(escaped[1]?.rawText == "-1.5e3")
    #expect(escaped.byteRange == 1..<17)
  }

  /// location gives the 1-based line and column where each value starts.
  @Test func locationOfNestedValues() throws {
    let document = try JSONDocument(Self.payload)
    #expect(JSONTesting.position(of: document.root) == "1:1")
    #expect(JSONTesting.position(of: document.root["aps"]) == "2:10")
    #expect(JSONTesting.position(of: document.root["aps"]?["badge"]) == "2:63")
    #expect(JSONTesting.position(of: document.root["list"]?[2]) == "3:21")
    #expect(JSONTesting.position(of: document.root["a"]) == "5:8")
    #expect(document.location(ofByte: 0).line == 1)
    #expect(document.location(ofByte: 0).column == 1)
    #expect(document.location(ofByte: document.bytes.count).line == 6)
    #expect(document.location(ofByte: document.bytes.count).column == 2)
  }

  /// Columns count Unicode scalars, not bytes.
  @Test func columnsCountScalars() throws {
    let document = try JSONDocument(#"{"é😀": "中", "k": 1}"#)
    #expect(JSONTesting.position(of: document.root["k"]) == "1:18")
    #expect(document.root["k"]?.byteRange.lowerBound == 23)
  }

  /// value() materializes the whole subtree in order.
  @Test func valueMaterializesTheSubtree() throws {
    let root = try JSONDocument(Self.payload).root
    let expected: JSONValue = [
      "aps": ["alert": ["title": "Hi", "body": "There"], "badge": 3, "sound": nil],
      "list": [10, 2.5, "x", [true], [:]],
      "z": "last",
      "a": "first?",
    ]
    #expect(root.value() == expected)
    #expect(root["aps"]?["alert"]?.value() == ["title": "Hi", "body": "There"])
    #expect(root["list"]?[3]?.value() == [true])
  }

  /// A node keeps its document alive and the document keeps the input bytes.
  @Test func nodeKeepsItsDocument() throws {
    let node: JSONNode = try {
      let document = try JSONDocument(#"{"a": "b"}"#)
      return try #require(document.root["a"])
    }()
    #expect(node.stringValue == "b")
    #expect(node.document.bytes == Array(#"{"a": "b"}"#.utf8))
  }
}
