import PushSim
import Testing

/// The seeds the payload fuzzer takes from scenarios.
struct FuzzSeedsTests {
  /// A scenario of one device and these steps.
  static func scenario(_ steps: String) -> FuzzCase {
    let text = #"{"scenario":1,"name":"n","devices":{"phone":{"platform":"web","state":"running"}},"steps":["# + steps + "]}"
    return FuzzCase(id: "s.json", bytes: Array(text.utf8), file: "/nonexistent/s.json")
  }

  /// A push wrapped in `refused` is a seed as a bare push is, inline or `raw`, its payload as
  /// the step sends it, in step order; a refused step of another kind adds none.
  @Test func aPushInsideRefusedIsASeed() {
    let only = Self.scenario(#"{"refused":{"step":{"push":{"to":"phone","payload":{"title":"Only"}}},"message":"x"}}"#)
    let seeds = FuzzSeeds.payloads(of: [only])
    #expect(seeds.map(\.id) == ["/nonexistent/s.json push 1"])
    #expect(seeds.first.map { String(decoding: $0.bytes, as: UTF8.self) } == #"{"title":"Only"}"#)

    let mixed = Self.scenario(
      #"{"push":{"to":"phone","payload":{"title":"A"}}},"#
        + #"{"refused":{"step":{"push":{"to":"phone","raw":"{\"title\":\"B\"}"}},"message":"x"}},"#
        + #"{"refused":{"step":{"tap":{}},"message":"x"}}"#)
    let texts = FuzzSeeds.payloads(of: [mixed]).map { String(decoding: $0.bytes, as: UTF8.self) }
    #expect(texts == [#"{"title":"A"}"#, #"{"title":"B"}"#])
  }

  /// A web push to one of the site's subscriptions (`subscription`) is a seed too, bare or inside
  /// `refused`, numbered with the other pushes in step order.
  @Test func aPushToASubscriptionIsASeed() {
    let steps = Self.scenario(
      #"{"push":{"to":"phone","payload":{"title":"A"}}},"#
        + #"{"push":{"to":"phone","subscription":1,"payload":{"title":"S"}}},"#
        + #"{"refused":{"step":{"push":{"to":"phone","subscription":2,"payload":{"title":"T"}}},"message":"x"}}"#)
    let seeds = FuzzSeeds.payloads(of: [steps])
    #expect(seeds.map(\.id) == ["/nonexistent/s.json push 1", "/nonexistent/s.json push 2", "/nonexistent/s.json push 3"])
    #expect(seeds.map { String(decoding: $0.bytes, as: UTF8.self) } == [#"{"title":"A"}"#, #"{"title":"S"}"#, #"{"title":"T"}"#])
  }
}
