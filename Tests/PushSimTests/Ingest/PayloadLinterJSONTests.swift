import PushSim
import Testing

/// `PayloadLinter.lint(json:platform:headers:…)`: a payload as text and headers as written, as a
/// test outside the package writes them (`PushDecoder.decode(json:headers:)` takes the same),
/// finding what the byte form finds with the headers validated.
struct PayloadLinterJSONTests {
  @Test func theDocExampleHolds() throws {
    let findings = try PayloadLinter.lint(
      json: #"{"aps":{"alert":"Hi","content-available":"1"}}"#, platform: .iOS,
      headers: ["apns-push-type": "alert"])
    #expect(findings.map(\.issue.reason) == ["contentAvailableNotOne"])
  }

  @Test(arguments: [
    (#"{"aps":{"alert":"Hi","mutable-content":1}}"#, Platform.iOS, SDK?.none, ["apns-push-type": "background"] as PushHeaders),
    (#"{"custom":"{\"a\":{}}","alert":"Hi"}"#, .android, .onesignal, ["priority": "normal", "ttl": 60] as PushHeaders),
    (#"{"title":"Hi","actions":[{"action":1}]}"#, .web, nil, ["urgency": "high"] as PushHeaders),
    ("not json", .iOS, nil, PushHeaders()),
  ])
  func findsWhatTheByteFormFinds(json: String, platform: Platform, sdk: SDK?, headers: PushHeaders) throws {
    let fromText = try PayloadLinter.lint(json: json, platform: platform, headers: headers, sdk: sdk)
    let fromBytes = PayloadLinter.lint(Array(json.utf8), platform: platform, headers: try headers.validated(), sdk: sdk)
    #expect(fromText == fromBytes)
    #expect(!fromText.isEmpty)
  }

  @Test func aHeaderPushSimCannotUseThrows() {
    #expect(throws: PushHeadersError.self) {
      try PayloadLinter.lint(json: "{}", platform: .iOS, headers: ["apns-pushtype": "alert"])
    }
    #expect(throws: PushHeadersError.self) {
      try PayloadLinter.lint(json: "{}", platform: .iOS, headers: ["apns-priority": 7])
    }
  }
}
