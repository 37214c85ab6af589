import Testing

@testable import PushSim

/// The push services keep a message for its TTL or expiry, but never longer than their own
/// maximum: 30 days for APNs (R-iOS-32), 28 days for FCM (R-A-19). A v1 body asking for more
/// than FCM keeps is refused, as the FCM backend does.
struct PushServiceStorageLimitTests {
  /// An `apns-expiration` 60 days ahead is kept 30 days: a device back online after 40 days
  /// gets nothing, after 29 days it gets the push.
  @Test(arguments: [(40, true), (29, false)])
  func apnsKeepsAPushAtMostThirtyDays(daysOffline: Int, expired: Bool) throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    device.setOnline(false)
    let epoch = DeviceOptions().clockEpochSeconds
    try device.receive(
      json: #"{"aps":{"alert":"late"}}"#,
      headers: ["apns-push-type": "alert", "apns-expiration": .integer(epoch + 60 * 86_400)])
    device.advance(by: .seconds(daysOffline * 86_400))
    device.setOnline(true)
    #expect(device.tray.isEmpty == expired)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == (expired ? ["expired"] : []))
  }

  /// A `google.ttl` above 28 days (a data map as the device would get it) is kept 28 days.
  @Test func fcmKeepsADataMapAtMostTwentyEightDays() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    device.setOnline(false)
    try device.receive(json: #"{"k":"v","google.ttl":"3000000"}"#)
    device.advance(by: .seconds(29 * 86_400))
    device.setOnline(true)
    #expect(device.events(named: "delegate.onMessageReceived").isEmpty)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == ["expired"])
  }

  /// `android.ttl` above 2,419,200 s is refused (INVALID_ARGUMENT, R-A-19); the limit itself is
  /// accepted.
  @Test func v1TTLAboveFourWeeksIsRefused() throws {
    let over = try #require(try JSONDocument(#"{"message":{"data":{"k":"v"},"android":{"ttl":"2419201s"}}}"#).root["message"])
    do {
      _ = try FCMv1Message.android(over, messageID: "m", sentTimeMillis: 0, packageName: "app")
      Issue.record("a TTL above four weeks was accepted")
    } catch {
      #expect(error.rule == "R-A-19")
      #expect(error.message.contains("at most \"2419200s\""), "\(error.message)")
    }
    let fraction = try #require(try JSONDocument(#"{"message":{"android":{"ttl":"2419200.5s"}}}"#).root["message"])
    #expect(throws: PayloadIssue.self) { try FCMv1Message.android(fraction, messageID: "m", sentTimeMillis: 0, packageName: "app") }
    for text in ["2419200s", "2419200.000s", "2419199.9s"] {
      let limit = try #require(try JSONDocument(#"{"message":{"android":{"ttl":"\#(text)"}}}"#).root["message"])
      #expect(try FCMv1Message.android(limit, messageID: "m", sentTimeMillis: 0, packageName: "app").ttlSeconds != nil, "\(text)")
    }
  }

  /// A web push asking for more than 4 weeks is kept 4 weeks, with a warning (RFC 8030: the push
  /// service may keep a message for less than asked); FCM refuses a `ttl` header over 4 weeks.
  @Test func webTTLIsShortenedFCMTTLIsRefused() throws {
    let web = SimulatedDevice(platform: .web, state: .running)
    let push = try web.receive(json: #"{"title":"T"}"#, headers: ["ttl": "5184000"]).get()
    #expect(push.headers.ttlSeconds == 2_419_200)
    #expect(push.warnings.map(\.reason) == ["ttlShortened"])
    let android = SimulatedDevice(platform: .android, state: .background)
    let refused = try android.receive(json: #"{"k":"v"}"#, headers: ["ttl": "2419201"])
    guard case .failure(let issue) = refused else {
      Issue.record("FCM refuses a ttl over 4 weeks")
      return
    }
    #expect(issue.rule == "R-A-19")
    #expect((try? android.receive(json: #"{"k":"v"}"#, headers: ["ttl": "2419200"]).get()) != nil)
  }

  /// R-A-5: a device offline for more than a month is inactive: FCM discards a message at once,
  /// and the app gets onDeletedMessages when the device reconnects; a shorter absence keeps it.
  @Test(arguments: [(60, true), (20, false)])
  func fcmDiscardsForAnInactiveDevice(daysOffline: Int, inactive: Bool) throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    device.setOnline(false)
    device.advance(by: .seconds(daysOffline * 86_400))
    try device.receive(json: #"{"k":"v"}"#)
    #expect(device.events(named: "push.dropped").map { $0["reason"] } == (inactive ? ["deviceInactive"] : []))
    device.advance(by: .seconds(86_400))
    device.setOnline(true)
    #expect(device.events(named: "delegate.onDeletedMessages").count == (inactive ? 1 : 0))
    #expect(device.events(named: "delegate.onMessageReceived").count == (inactive ? 0 : 1))
  }
}

/// A push that waits in its push service more than once keeps the sending time and expiry it
/// was sent with (``PushServiceTiming``).
struct PushServiceTimingTests {
  /// `releaseAll(now:)` hands back each push with its timing; `deliverAll(now:)` the same pushes.
  @Test func releaseAllKeepsEachPushesTiming() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    device.setOnline(false)
    try device.receive(json: #"{"k":"v","google.message_id":"a"}"#, headers: ["ttl": 60])
    device.advance(by: .seconds(10))
    try device.receive(json: #"{"k":"w","google.message_id":"b"}"#, headers: ["ttl": 60])
    var store = device.store
    let released = store.releaseAll(now: device.now)
    #expect(released.stored.map(\.push.notification.id) == ["a", "b"])
    #expect(released.stored.map(\.timing.sentAt.offset) == [.zero, .seconds(10)])
    #expect(released.stored.map(\.timing.expiresAt?.offset) == [.seconds(60), .seconds(70)])
    var other = device.store
    #expect(other.deliverAll(now: device.now).pushes.map(\.notification.id) == ["a", "b"])
  }

  /// A message FCM keeps for Doze again after a reconnect expires with its first TTL.
  @Test func aDozeHoldAfterAReconnectKeepsTheTTL() throws {
    var options = DeviceOptions()
    options.doze = true
    let device = SimulatedDevice(platform: .android, state: .background, options: options)
    try device.receive(json: #"{"n":"1","google.message_id":"m1"}"#, headers: ["priority": "normal", "ttl": 60])
    device.advance(by: .seconds(40))
    device.setOnline(false)
    device.setOnline(true)
    #expect(device.events(named: "push.held").map { $0["reason"] } == ["doze", "doze"])
    device.advance(by: .seconds(20))
    #expect(device.events(named: "push.dropped").map { $0.time.offset } == [.seconds(60)])
    device.setDoze(false)
    #expect(device.events(named: "delegate.onMessageReceived").isEmpty)
  }
}
