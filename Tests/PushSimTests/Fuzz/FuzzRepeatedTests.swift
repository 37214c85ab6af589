import Testing

@testable import PushSim

/// `FuzzMutator.repeated` builds the same text as `String(repeating:count:)`, so a seed makes
/// the same cases as before it was introduced.
struct FuzzRepeatedTests {
  @Test(arguments: [("x", 5), ("é", 3), ("\\u0041", 4), ("{\"a\":", 2), ("[", 0), ("ab", 1)])
  func sameAsStringRepeating(unit: String, count: Int) {
    let built = FuzzMutator.repeated(unit, count: count)
    #expect(Array(built.utf8) == Array(String(repeating: unit, count: count).utf8))
  }
}
