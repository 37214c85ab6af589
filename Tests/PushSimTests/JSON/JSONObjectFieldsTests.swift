import Testing

@testable import PushSim

/// `JSONObject(fields:)`, which builds every trace event's fields, follows the same rule as the
/// public initialisers.
struct JSONObjectFieldsTests {
  /// Distinct keys keep their order.
  @Test func distinctKeysKeepTheirOrder() {
    let object = JSONObject(fields: ["id": "n1", "reason": "tap", "bytes": 3])
    #expect(object.keys == ["id", "reason", "bytes"])
    #expect(object == JSONObject([("id", "n1"), ("reason", "tap"), ("bytes", 3)]))
  }

  /// A repeated key keeps its first position and its last value, as `init(_:)` does; keys that
  /// differ only in their scalars stay distinct.
  @Test func repeatedKeysAsInitFromPairs() {
    let object = JSONObject(fields: ["a": 1, "b": 2, "a": 3, "é": 4, "e\u{301}": 5])
    #expect(object.keys == ["a", "b", "é", "e\u{301}"])
    #expect(object == JSONObject([("a", 1), ("b", 2), ("a", 3), ("é", 4), ("e\u{301}", 5)]))
  }

  /// No fields, no members.
  @Test func empty() {
    #expect(JSONObject(fields: [:]).isEmpty)
  }
}
