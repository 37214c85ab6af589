import PushSim
import Testing

/// A throughput-style sanity check without timing: many payloads parsed back to back all give
/// their own values (no state leaks from one parse into the next).
struct JSONBatchSanityTests {
  /// A push payload built from `seed`, and the values it must yield.
  static func payload(seed: UInt64) -> (text: String, title: String, badge: Int64, price: Double) {
    var random = JSONSplitMix64(seed: seed)
    let title = "Deal \(random.next(below: 100_000)) \u{1F389} \"now\""
    let badge = Int64(random.next(below: 100))
    let price = Double(random.next(below: 100_000)) / 100
    let value: JSONValue = [
      "aps": [
        "alert": ["title": .string(title), "body": "line\nbreak"], "badge": .integer(badge),
      ],
      "price": .double(price),
      "id": .string(String(random.next(), radix: 16)),
      "tags": ["a", "b", .integer(Int64(seed))],
    ]
    return (value.serialized(), title, badge, price)
  }

  /// Two thousand payloads parsed in a row each yield their own title, badge and price.
  @Test func twoThousandPayloadsInARowEachYieldTheirOwnValues() throws {
    var checked = 0
    for seed in UInt64(1)...2_000 {
      let expected = Self.payload(seed: seed)
      let root = try JSONDocument(expected.text).root
      #expect(root["aps"]?["alert"]?["title"]?.stringValue == expected.title, "seed \(seed)")
      #expect(root["aps"]?["badge"]?.int64Value == expected.badge, "seed \(seed)")
      #expect(root["price"]?.doubleValue == expected.price, "seed \(seed)")
      #expect(root["tags"]?[2]?.int64Value == Int64(seed), "seed \(seed)")
      checked += 1
    }
    #expect(checked == 2_000)
  }
}
