import Testing

@testable import PushSim

/// Generated ids and numbers as text read exactly as string interpolation writes them.
struct GeneratedIDTests {
  @Test(arguments: [0, 1, 5, 9, 10, 11, 99, 100, 12_345, 999_999_999, Int.max, -1, -42, Int.min])
  func sameTextAsInterpolation(number: Int) {
    #expect(GeneratedID.make("apns-", number) == "apns-\(number)")
    #expect(GeneratedID.make("fcm-", number) == "fcm-\(number)")
    #expect(GeneratedID.make("", number) == "\(number)")
    #expect(GeneratedID.make("x", number) == "x\(number)")
    #expect(GeneratedID.make("a-prefix-longer-than-fifteen-bytes-", number) == "a-prefix-longer-than-fifteen-bytes-\(number)")
  }
}

/// The APNs priority as the notification's priority text: the constants for 10, 5 and 1 and the
/// written-out number for anything else read as interpolation writes them.
struct APNsPriorityTextTests {
  @Test(arguments: [10, 5, 1, 0, 3, 11, -1])
  func sameTextAsInterpolation(priority: Int) {
    #expect(PushDecoder.apnsPriorityText(priority) == "\(priority)")
  }

  /// A decoded push carries its priority header's value, 10 when none is given.
  @Test func decodedPushCarriesThePriority() throws {
    let decoder = PushDecoder(platform: .iOS)
    let bytes = Array(#"{"aps":{"alert":"a"}}"#.utf8)
    let plain = try decoder.decode(bytes, headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(plain.notification.priority == "10")
    var headers = ValidatedPushHeaders()
    headers.apnsPriority = 5
    let low = try decoder.decode(bytes, headers: headers, sequence: 2).get()
    #expect(low.notification.priority == "5")
  }
}
