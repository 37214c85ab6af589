import PushSim
import Testing

/// Duplicate keys: the last one wins, as on the platforms, and lint can find them.
struct JSONDuplicateKeyTests {
  static let text = """
    {"a": 1, "b": 2, "a": 3,
     "n": {"x": true, "x": false, "x": null},
     "b": 4}
    """

  /// The subscript returns the last occurrence's value.
  @Test func subscriptReturnsTheLastValue() throws {
    let root = try JSONDocument(Self.text).root
    #expect(root["a"]?.int64Value == 3)
    #expect(root["b"]?.int64Value == 4)
    #expect(root["n"]?["x"]?.isNull == true)
  }

  /// members lists each key once, at its first position, with its last value.
  @Test func membersListEachKeyOnceAtItsFirstPositionWithItsLastValue() throws {
    let root = try JSONDocument(Self.text).root
    let members = root.members
    #expect(members.map(\.key) == ["a", "b", "n"])
    #expect(members.map(\.value.rawText) == ["3", "4", #"{"x": true, "x": false, "x": null}"#])
    #expect(root["n"]?.members.map(\.key) == ["x"])
    #expect(root["n"]?.members.first?.value.isNull == true)
    #expect(root.count == 3)
    #expect(root["n"]?.count == 1)
  }

  /// value() applies the same rule.
  @Test func materializedObjectsApplyTheSameRule() throws {
    let value = try JSONValue.parse(Self.text)
    #expect(value == ["a": 3, "b": 4, "n": ["x": nil]])
    #expect(value.objectValue?.keys == ["a", "b", "n"])
  }

  /// duplicateKeys reports every repetition, in document order, with its line and column.
  @Test func duplicateKeysReportsEveryRepetitionWithItsPosition() throws {
    let duplicates = try JSONDocument(Self.text).duplicateKeys()
    #expect(
      duplicates == [
        JSONDuplicateKey(key: "a", line: 1, column: 18),
        JSONDuplicateKey(key: "x", line: 2, column: 19),
        JSONDuplicateKey(key: "x", line: 2, column: 31),
        JSONDuplicateKey(key: "b", line: 3, column: 2),
      ])
  }

  /// Keys that are equal after decoding escapes are duplicates; different scalars are not.
  @Test func escapedSpellingsOfTheSameKeyAreDuplicates() throws {
    let document = try JSONDocument(#"{"é": 1, "\u00e9": 2, "e\u0301": 3, "\u0065\u0301": 4}"#)
    #expect(document.root["é"]?.int64Value == 2)
    #expect(document.root["e\u{301}"]?.int64Value == 4)
    #expect(document.root.count == 2)
    #expect(document.duplicateKeys().map(\.key) == ["é", "e\u{301}"])
    #expect(document.duplicateKeys().map(\.column) == [10, 37])
  }

  /// Keys sharing a long prefix, or differing only in length, are distinct; equal long keys and
  /// short keys at the very end of the input are found.
  @Test(arguments: [
    (#"{"notification_x":1,"notification_y":2}"#, 2, 0),
    (#"{"notification_x":1,"notification_x":2}"#, 1, 1),
    (#"{"abcdefg":1,"abcdefgh":2,"abcdef":3}"#, 3, 0),
    (#"{"a":1,"b":2,"a":3}"#, 2, 1),
    (#"{"":1,"":2}"#, 1, 1),
    (#"{"x":{},"y":[],"x":0}"#, 2, 1),
  ])
  func keysThatShareAPrefixAreKeptApart(text: String, distinct: Int, repeats: Int) throws {
    let root = try JSONDocument(text).root
    #expect(root.count == distinct)
    #expect(root.members.count == distinct)
    #expect(root.value().objectValue?.count == distinct)
    #expect(root.document.duplicateKeys().count == repeats)
  }

  /// A document without duplicates reports none.
  @Test func noDuplicatesReportsNothing() throws {
    #expect(
      try JSONDocument(#"{"a": {"a": {"a": 1}}, "b": [{"a": 1}, {"a": 2}]}"#).duplicateKeys()
        .isEmpty)
    #expect(try JSONDocument("[1, 2]").duplicateKeys().isEmpty)
  }

  /// Objects with 100,000 keys (all distinct, or all the same) are handled without quadratic
  /// cost, above and below the dictionary threshold.
  @Test(arguments: [17, 100_000])
  func manyKeysAreHandledLinearly(count: Int) throws {
    let distinct = "{" + (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
    let document = try JSONDocument(distinct)
    #expect(document.root.count == count)
    #expect(document.root.members.count == count)
    #expect(document.root.members.last?.key == "k\(count - 1)")
    #expect(document.duplicateKeys().isEmpty)
    #expect(document.root["k\(count / 2)"]?.int64Value == Int64(count / 2))

    let same = "{" + (0..<count).map { "\"k\":\($0)" }.joined(separator: ",") + "}"
    let repeated = try JSONDocument(same)
    #expect(repeated.root.count == 1)
    #expect(repeated.root.members.map(\.key) == ["k"])
    #expect(repeated.root.members.first?.value.int64Value == Int64(count - 1))
    let duplicates = repeated.duplicateKeys()
    #expect(duplicates.count == count - 1)
    #expect(duplicates.last?.column == same.utf8.count - "\"k\":\(count - 1)}".utf8.count + 1)
    #expect(repeated.root.value() == ["k": .integer(Int64(count - 1))])
  }

  /// A mix of repeated and distinct keys above the threshold keeps first positions.
  @Test func manyKeysWithSomeRepeatsKeepFirstPositions() throws {
    let keys = (0..<40).map { "k\($0 % 20)" }
    let text = "{" + keys.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
    let root = try JSONDocument(text).root
    #expect(root.members.map(\.key) == (0..<20).map { "k\($0)" })
    #expect(root.members.map { $0.value.int64Value } == (20..<40).map { Int64($0) })
    #expect(root.count == 20)
    #expect(root.document.duplicateKeys().map(\.key) == (0..<20).map { "k\($0)" })
  }
}
