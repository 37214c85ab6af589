import Testing

@testable import PushSim

/// `ValidatedPushHeaders.isEmpty` answers as `== ValidatedPushHeaders()` does, and a device
/// given no headers decodes as with the validated empty headers.
struct ValidatedPushHeadersEmptyTests {
  /// Each field set on its own makes the headers non-empty; none set, they are empty.
  @Test func emptyMeansEqualToNoHeaders() {
    let setters: [(inout ValidatedPushHeaders) -> Void] = [
      { $0.apnsPushType = .alert }, { $0.apnsPriority = 5 }, { $0.apnsCollapseID = "c" },
      { $0.apnsExpiration = 0 }, { $0.apnsID = "i" }, { $0.apnsTopic = "t" }, { $0.ttlSeconds = 0 },
      { $0.fcmPriority = .normal }, { $0.collapseKey = "k" }, { $0.urgency = .low }, { $0.webTopic = "w" },
    ]
    #expect(ValidatedPushHeaders().isEmpty)
    for set in setters {
      var headers = ValidatedPushHeaders()
      set(&headers)
      #expect(!headers.isEmpty)
      #expect(headers.isEmpty == (headers == ValidatedPushHeaders()))
    }
  }

  /// The fields live in a box shared by copies: a copy changed afterwards does not change the
  /// original, headers set to the same values in another order are equal, and clearing every
  /// field set gives the empty headers back.
  @Test func copiesKeepValueSemantics() {
    var original = ValidatedPushHeaders()
    original.apnsCollapseID = "c"
    original.ttlSeconds = 60
    var copy = original
    copy.apnsCollapseID = "d"
    #expect(original.apnsCollapseID == "c")
    #expect(copy.apnsCollapseID == "d")
    #expect(copy.ttlSeconds == 60)
    #expect(copy != original)
    var sameValues = ValidatedPushHeaders()
    sameValues.ttlSeconds = 60
    sameValues.apnsCollapseID = "c"
    #expect(sameValues == original)
    sameValues.change {
      $0.ttlSeconds = nil
      $0.apnsCollapseID = nil
    }
    #expect(sameValues.isEmpty)
    #expect(sameValues == ValidatedPushHeaders())
    original.apnsCollapseID = nil
    original.ttlSeconds = nil
    #expect(original.isEmpty)
  }

  /// A push received without headers keeps no headers, and one received with headers keeps them.
  @Test func receivedHeadersAreKept() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    let plain = try device.receive(json: #"{"aps":{"alert":"a"}}"#).get()
    #expect(plain.headers == ValidatedPushHeaders())
    let typed = try device.receive(json: #"{"aps":{"alert":"a"}}"#, headers: ["apns-push-type": "alert"]).get()
    #expect(typed.headers.apnsPushType == .alert)
    #expect(!typed.headers.isEmpty)
  }
}
