import Testing

@testable import PushSim

/// Generated ids and numbers as text read exactly as string interpolation writes them.
struct GeneratedIDTests {
  @Test(arguments: [0, 1, 5, 9, 10, 11, 99, 100, 12_345, 999_999_999, Int.max, -1, -42, Int.min])
  func sameTextAsInterpolation(number: Int) {
    #expect(GeneratedID.make("apns-", number) == "apns-\(number)")
    #expect(GeneratedID.make("fcm-", number) == "fcm-\(number)")
    #expect(GeneratedID.make("", number) == "\(number)")
    #expect(GeneratedID.make("a-prefix-longer-than-fifteen-bytes-", number) == "a-prefix-longer-than-fifteen-bytes-\(number)")
  }
}
