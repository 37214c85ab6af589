import PushSim
import Testing

/// Builds OneSignal payloads and decodes them as the SDK does.
enum OneSignal {
  /// An Android FCM data map (every value a string) as JSON text.
  static func dataMap(_ pairs: KeyValuePairs<String, String>) -> String {
    JSONValue.object(JSONObject(pairs.map { ($0.key, JSONValue.string($0.value)) })).serialized()
  }

  /// The device's decoding of `payload`, which must succeed.
  static func push(
    _ payload: String, platform: Platform, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> IncomingPush {
    let decoded = PushDecoder(platform: platform).decode(
      Array(payload.utf8), headers: ValidatedPushHeaders(), sequence: 1)
    return try #require(
      try? decoded.get(), "the device refused \(payload)", sourceLocation: sourceLocation)
  }

  /// What the OneSignal SDK makes of `payload`.
  static func decode(
    _ payload: String, platform: Platform, decoder: OSNotificationDecoder = OSNotificationDecoder(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> OSNotificationDecoder.Outcome {
    decoder.decode(try push(payload, platform: platform, sourceLocation: sourceLocation))
  }

  /// The notification of an accepted Android data map.
  static func android(
    _ pairs: KeyValuePairs<String, String>, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> OSNotification {
    let outcome = try decode(dataMap(pairs), platform: .android, sourceLocation: sourceLocation)
    #expect(outcome.reason == nil, sourceLocation: sourceLocation)
    return try #require(outcome.notification, sourceLocation: sourceLocation)
  }

  /// The notification of an accepted iOS payload.
  static func iOS(
    _ payload: String, decoder: OSNotificationDecoder = OSNotificationDecoder(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> OSNotification {
    let outcome = try decode(
      payload, platform: .iOS, decoder: decoder, sourceLocation: sourceLocation)
    #expect(outcome.reason == nil, sourceLocation: sourceLocation)
    return try #require(outcome.notification, sourceLocation: sourceLocation)
  }
}

extension OSNotificationDecoder.Outcome {
  /// The reasons of the findings, in order.
  var reasons: [String] { findings.map(\.issue.reason) }

  /// The reasons of the warnings, in order.
  var warningReasons: [String] { findings.filter { $0.severity == .warning }.map(\.issue.reason) }
}
