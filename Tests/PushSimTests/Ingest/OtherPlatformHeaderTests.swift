import PushSim
import Testing

/// A transport header of another platform's push service has no effect on the device: the push
/// is delivered with a `headerNotForPlatform` warning naming the header and the platform.
struct OtherPlatformHeaderTests {
  /// The decoder's warnings about headers for `json` on `platform`, as `reason: message`.
  static func headerWarnings(_ json: String, on platform: Platform, _ headers: PushHeaders) throws -> [String] {
    let push = try PushDecoder(platform: platform).decode(Array(json.utf8), headers: try headers.validated(), sequence: 1).get()
    return push.warnings.filter { $0.reason == "headerNotForPlatform" }.map(\.message)
  }

  @Test func webAndFCMHeadersOnIOS() throws {
    let headers: PushHeaders = ["apns-push-type": "alert", "ttl": 60, "urgency": "high", "collapse_key": "k"]
    #expect(try Self.headerWarnings(#"{"aps":{"alert":"Hi"}}"#, on: .iOS, headers) == [
      #"header "ttl" has no effect on iOS: APNs does not read it; a push's lifetime there is apns-expiration (a UNIX time)"#,
      #"header "collapse_key" has no effect on iOS: it is FCM's; APNs collapses by apns-collapse-id"#,
      #"header "urgency" has no effect on iOS: it is Web Push's; APNs takes apns-priority (10, 5 or 1)"#,
    ])
  }

  @Test func apnsAndWebHeadersOnAndroid() throws {
    let headers: PushHeaders = ["apns-priority": 5, "apns-push-type": "background", "ttl": 60, "topic": "news"]
    let instead = "it is an APNs header; FCM takes ttl, priority and collapse_key (an HTTP v1 body sets APNs headers in message.apns.headers)"
    #expect(try Self.headerWarnings(#"{"k":"v"}"#, on: .android, headers) == [
      #"header "apns-push-type" has no effect on Android: "# + instead,
      #"header "apns-priority" has no effect on Android: "# + instead,
      #"header "topic" has no effect on Android: it is Web Push's; FCM collapses by collapse_key"#,
    ])
  }

  @Test func apnsAndFCMHeadersOnTheWeb() throws {
    let headers: PushHeaders = ["apns-collapse-id": "c", "priority": "high", "ttl": 60, "urgency": "low"]
    #expect(try Self.headerWarnings(#"{"title":"Hi"}"#, on: .web, headers) == [
      #"header "apns-collapse-id" has no effect on the web: it is an APNs header; a web push takes ttl, urgency and topic"#,
      #"header "priority" has no effect on the web: it is FCM's; a web push takes urgency (very-low, low, normal or high)"#,
    ])
  }

  /// Each platform's own headers, and no headers at all, give no such warning.
  @Test func ownHeadersAreQuiet() throws {
    let own: [(Platform, String, PushHeaders)] = [
      (.iOS, #"{"aps":{"alert":"Hi"}}"#, ["apns-push-type": "alert", "apns-priority": 10, "apns-collapse-id": "c", "apns-expiration": 0, "apns-id": "i", "apns-topic": "com.example"]),
      (.android, #"{"k":"v"}"#, ["ttl": 60, "priority": "high", "collapse_key": "k"]),
      (.web, #"{"title":"Hi"}"#, ["ttl": 60, "urgency": "high", "topic": "news"]),
    ]
    for (platform, json, headers) in own {
      #expect(try Self.headerWarnings(json, on: platform, headers).isEmpty, "\(platform)")
      #expect(try Self.headerWarnings(json, on: platform, [:]).isEmpty, "\(platform)")
    }
  }

  /// On a device the warning is a `push.warning` of the trace, and the push is delivered.
  @Test func theDeviceTracesTheWarning() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    _ = try device.receive(json: #"{"k":"v"}"#, headers: ["apns-push-type": "alert"]).get()
    let warning = try #require(device.events(named: "push.warning").first)
    #expect(warning["reason"] == "headerNotForPlatform")
    #expect(device.eventNames.contains("push.received"))
  }

  /// `pushsim matrix` gives one set of headers to every platform: it reports none there.
  @Test func theMatrixLeavesThemOut() throws {
    let matrix = try PushMatrix(
      payload: Array(#"{"message":{"token":"t","notification":{"title":"Hi"}}}"#.utf8), headers: ["apns-push-type": "alert", "ttl": 60])
    #expect(matrix.sections.count == 3)
    #expect(matrix.sections.allSatisfy { $0.warnings.allSatisfy { $0.reason != "headerNotForPlatform" } })
  }
}
