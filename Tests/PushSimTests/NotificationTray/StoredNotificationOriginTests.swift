import PushSim
import Testing

@testable import PushSim

/// The center keeps an unchanged push as its origin (bytes, headers, decoder, arrival) and
/// decodes it again when read: what it reads back is the push it was given, field by field; a
/// changed push is kept as it is.
struct StoredNotificationOriginTests {
  /// Everything a push holds, stored and computed, as text (`dump` walks the stored fields,
  /// private ones included; the computed views are added).
  func fingerprint(_ push: IncomingPush) -> String {
    var text = ""
    dump(push, to: &text)
    text += push.notification.additionalData.map { $0.serialized() } ?? "no additionalData"
    text += "\(push.headers) \(push.remoteMessage.map { "\($0.data)" } ?? "no message")"
    return text
  }

  /// Stores `push` in a center and reads it back.
  func storedAndRead(_ push: IncomingPush) throws -> DisplayedNotification {
    var tray = NotificationTray()
    _ = tray.post(DisplayedNotification(id: "n", push: push, replacementKey: "k", displayedAt: .zero))
    return try #require(tray.notification(id: "n"))
  }

  /// Headers for some of the round trips: ids, collapse id, push type and TTL feed the decoder.
  static let headers: [PushHeaders] = [
    PushHeaders(),
    ["apns-push-type": "alert", "apns-collapse-id": "c-1", "apns-expiration": "0", "apns-priority": "5"],
    ["ttl": "60", "collapse_key": "k", "urgency": "high"],
  ]

  /// Every payload the bundled scenarios push, on every platform, with and without headers:
  /// the push read back from the center is the one decoded.
  @Test func everyScenarioPayloadReadsBackUnchanged() throws {
    let payloads = FuzzSeeds.payloads(of: FuzzSeeds.scenarioFiles(under: scenariosFolder))
    #expect(payloads.count > 200)
    var roundTrips = 0
    for payload in payloads {
      for platform in Platform.allCases {
        for given in Self.headers {
          guard let headers = try? given.validated() else { continue }
          let decoder = PushDecoder(platform: platform)
          guard case .success(let push) = decoder.decode(payload.bytes, headers: headers, sequence: 7, now: SimInstant(offset: .seconds(3)))
          else { continue }
          let stored = try storedAndRead(push)
          #expect(stored.isKeptAsOrigin, "\(payload.id) on \(platform)")
          #expect(fingerprint(stored.push) == fingerprint(push), "\(payload.id) on \(platform)")
          #expect(stored.tag == push.notification.tag)
          let decoded = stored.withPushDecoded()
          #expect(!decoded.isKeptAsOrigin && fingerprint(decoded.push) == fingerprint(push))
          roundTrips += 1
        }
      }
    }
    #expect(roundTrips > 500)
  }

  /// Any change after decoding, through any property, makes the center keep the push as it is,
  /// so the change is what is read back.
  @Test func aChangedPushIsKeptAsItIs() throws {
    let decoded = try PushDecoder(platform: .android)
      .decode(Array(#"{"google.message_id":"m1","gcm.notification.title":"Hi","k":"v"}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1)
      .get()
    let changes: [(String, (inout IncomingPush) -> Void)] = [
      ("title", { $0.notification.title = "Changed" }),
      ("warnings", { $0.warnings.append(PayloadIssue(reason: "r", message: "m")) }),
      ("kind", { $0.kind = .notification }),
      ("payload", { $0.payload = nil }),
      ("headers", { $0.headers.ttlSeconds = 5 }),
      ("remoteMessage", { $0.remoteMessage?.messageId = "m2" }),
      ("size", { $0.size = 1 }),
      ("webPushText", { $0.webPushText = "t" }),
      ("additionalData", { $0.notification.additionalData = .string("x") }),
    ]
    for (name, change) in changes {
      var push = decoded
      change(&push)
      #expect(push.origin == nil, "\(name)")
      let stored = try storedAndRead(push)
      #expect(!stored.isKeptAsOrigin, "\(name)")
      #expect(fingerprint(stored.push) == fingerprint(push), "\(name)")
    }
    // Unchanged, it is kept as its origin; setting `push` on a stored notification keeps the new one.
    var stored = try storedAndRead(decoded)
    #expect(stored.isKeptAsOrigin)
    var changed = decoded
    changed.notification.body = "Set"
    stored.push = changed
    #expect(!stored.isKeptAsOrigin && stored.push.notification.body == "Set")
  }

  /// A device's pushes share one decoder configuration until its options or app change, and
  /// the stored notifications read back as shown after the change.
  @Test func deviceNotificationsReadBackAfterTheAppChanges() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: #"{"aps":{"alert":{"title":"One"}}}"#, headers: ["apns-push-type": "alert"])
    device.app.strings = ["K": "Localised"]
    try device.receive(json: #"{"aps":{"alert":{"title-loc-key":"K"}}}"#, headers: ["apns-push-type": "alert"])
    let titles = device.tray.notifications.map(\.title)
    #expect(titles == ["One", "Localised"])
    let shown = device.tray.notifications
    #expect(shown.allSatisfy { $0.isKeptAsOrigin })
    #expect(shown[0].push.origin?.decoder.app.strings == [:], "the first push keeps the decoder it was decoded with")
  }
}
