import PushSim
import Testing

/// `JSONObject`: ordered members with replace-in-place semantics.
struct JSONObjectTests {
  /// Pairs with duplicate keys keep each key once, at its first position, with its last value.
  @Test func pairsWithDuplicatesKeepFirstPositionAndLastValue() {
    let object = JSONObject([("a", 1), ("b", 2), ("a", 3)])
    #expect(object.keys == ["a", "b"])
    #expect(object["a"] == 3)
    #expect(object.count == 2)
    let literal: JSONObject = ["x": 1, "y": 2, "x": 3]
    #expect(literal.keys == ["x", "y"])
    #expect(literal["x"] == 3)
  }

  /// Setting an existing key replaces its value in place; a new key is appended.
  @Test func settingReplacesInPlaceOrAppends() {
    var object: JSONObject = ["a": 1, "b": 2, "c": 3]
    object["b"] = "two"
    object["d"] = 4
    #expect(object.keys == ["a", "b", "c", "d"])
    #expect(object["b"] == "two")
    #expect(Array(object.map(\.value)) == [1, "two", 3, 4])
  }

  /// Setting nil removes the member; removing a missing key changes nothing.
  @Test func settingNilRemoves() {
    var object: JSONObject = ["a": 1, "b": 2, "c": 3]
    object["b"] = nil
    object["zzz"] = nil
    #expect(object.keys == ["a", "c"])
    #expect(object["b"] == nil)
    #expect(object == ["a": 1, "c": 3])
  }

  /// Equality is order-sensitive.
  @Test func equalityIsOrderSensitive() {
    let ab: JSONObject = ["a": 1, "b": 2]
    let ba: JSONObject = ["b": 2, "a": 1]
    #expect(ab != ba)
    #expect(ab == JSONObject([("a", 1), ("b", 2)]))
    #expect(ab != ["a": 1, "b": 3])
    #expect(ab != ["a": 1])
  }

  /// Keys compare by exact Unicode scalars, not by canonical equivalence.
  @Test func keysCompareByExactScalars() {
    var object = JSONObject()
    object["é"] = 1
    object["e\u{301}"] = 2
    #expect(object.count == 2)
    #expect(object["é"] == 1)
    #expect(object["e\u{301}"] == 2)
    #expect(JSONObject([("é", 1)]) != JSONObject([("e\u{301}", 1)]))
  }

  /// Iteration yields (key, value) pairs in order; an empty object yields nothing.
  @Test func iterationYieldsPairsInOrder() {
    let object: JSONObject = ["z": 1, "a": 2, "m": 3]
    var seen: [String] = []
    for (key, value) in object { seen.append("\(key)=\(value.int64Value ?? -1)") }
    #expect(seen == ["z=1", "a=2", "m=3"])
    #expect(JSONObject().isEmpty)
    #expect(Array(JSONObject()).isEmpty)
    #expect(!object.isEmpty)
  }

  /// Large objects (past the linear-search threshold) keep the same semantics.
  @Test(arguments: [15, 16, 17, 1_000])
  func largeObjectsKeepTheSameSemantics(size: Int) {
    var object = JSONObject((0..<size).map { ("k\($0)", JSONValue.integer(Int64($0))) })
    #expect(object.count == size)
    #expect(object["k\(size - 1)"] == .integer(Int64(size - 1)))
    object["k0"] = "first"
    #expect(object.keys.first == "k0")
    #expect(object["k0"] == "first")
    object["k1"] = nil
    #expect(object.count == size - 1)
    #expect(object["k1"] == nil)
    #expect(object["k2"] == 2)
    #expect(object.keys[1] == "k2")
    object["new"] = true
    #expect(object.keys.last == "new")
    #expect(object["new"] == true)
    object["k1"] = 1
    #expect(object.keys.last == "k1")
    for (position, key) in object.keys.enumerated() {
      #expect(object[key] == object.values[position])
    }
  }
}
