import Testing

@testable import PushSim

/// What a stored push keeps is cut down without changing what it says: the tape is kept at its
/// size, the Android message and the headers live out of line, a lone `missingPushType` warning
/// is shared.
struct StoredPushLayoutTests {
  /// Decodes `json` for `platform` with `headers`.
  func decode(_ json: String, on platform: Platform, headers: ValidatedPushHeaders = ValidatedPushHeaders()) throws -> IncomingPush {
    try PushDecoder(platform: platform).decode(Array(json.utf8), headers: headers, sequence: 1).get()
  }

  /// A document whose tape used far fewer entries than its size suggested keeps no spare ones
  /// (its storage is exact; the allocator's rounding may leave one), and reads the same.
  @Test func tapeKeepsFewSpareEntries() throws {
    let long = String(repeating: "x", count: 600)
    let document = try JSONDocument(#"{"k":""# + long + #"","n":[1,2]}"#)
    #expect(document.tape.count == 7)  // the object, 2 keys, the string, the array and its 2 elements
    #expect(document.tape.capacity - document.tape.count <= 1)
    #expect(document.root["k"]?.stringValue == long)
    #expect(document.root["n"]?[1]?.int64Value == 2)
    // A dense document (more entries than the stack holds) also ends in exact storage.
    let dense = try JSONDocument("[" + Array(repeating: "1", count: 500).joined(separator: ",") + "]")
    #expect(dense.tape.count == 501)
    #expect(dense.tape.capacity - dense.tape.count <= 1)
    #expect(dense.root[499]?.int64Value == 1)
  }

  /// No headers: `headers` reads as the empty headers; given ones read back, and setting
  /// replaces them.
  @Test func headersReadBack() throws {
    var push = try decode(#"{"aps":{"alert":"Hi"}}"#, on: .iOS)
    #expect(push.headers == ValidatedPushHeaders())
    var headers = ValidatedPushHeaders()
    headers.apnsPushType = .alert
    headers.apnsCollapseID = "c1"
    let withHeaders = try decode(#"{"aps":{"alert":"Hi"}}"#, on: .iOS, headers: headers)
    #expect(withHeaders.headers == headers)
    #expect(withHeaders.notification.id == "c1")
    push.headers.ttlSeconds = 60
    #expect(push.headers.ttlSeconds == 60)
    push.headers = ValidatedPushHeaders()
    #expect(push.headers == ValidatedPushHeaders())
  }

  /// A push keeps its fields in one shared box until a copy changes: the copies are still
  /// independent values, and only the changed one loses its origin.
  @Test func copiesAreIndependentValues() throws {
    let original = try decode(#"{"aps":{"alert":{"title":"A"}}}"#, on: .iOS)
    var copy = original
    copy.notification.title = "B"
    copy.warnings = []
    copy.headers.apnsCollapseID = "c"
    #expect(original.notification.title == "A" && copy.notification.title == "B")
    #expect(original.warnings.map(\.reason) == ["missingPushType"] && copy.warnings.isEmpty)
    #expect(original.headers.apnsCollapseID == nil && copy.headers.apnsCollapseID == "c")
    #expect(original.origin != nil && copy.origin == nil)
  }

  /// An Android push has its `RemoteMessage`, an iOS push none; setting replaces it.
  @Test func remoteMessageReadsBack() throws {
    var push = try decode(#"{"google.message_id":"m1","k":"v"}"#, on: .android)
    #expect(push.remoteMessage?.messageId == "m1")
    #expect(push.remoteMessage?.data.map(\.key) == ["k"])
    push.remoteMessage?.messageId = "m2"
    #expect(push.remoteMessage?.messageId == "m2")
    push.remoteMessage = nil
    #expect(push.remoteMessage == nil)
    #expect(try decode(#"{"aps":{"alert":"Hi"}}"#, on: .iOS).remoteMessage == nil)
  }

  /// An Android push keeps its message in its own storage: a copy that changes the message, or
  /// sets one on a push without one, or takes it away, leaves the original as it was; every
  /// other field is kept across the change, and the changed push loses its origin.
  @Test func remoteMessageChangesAreIndependentOfCopies() throws {
    let android = try decode(#"{"google.message_id":"m1","gcm.n.e":"1","gcm.n.title":"T","k":"v"}"#, on: .android)
    var changed = android
    changed.remoteMessage?.messageId = "m2"
    #expect(android.remoteMessage?.messageId == "m1" && changed.remoteMessage?.messageId == "m2")
    #expect(android.remoteMessageBox !== changed.remoteMessageBox)
    #expect(android.origin != nil && changed.origin == nil)
    var cleared = android
    cleared.remoteMessage = nil
    #expect(cleared.remoteMessage == nil && cleared.remoteMessageBox == nil)
    #expect(cleared.notification.title == "T" && cleared.kind == android.kind && cleared.size == android.size)
    #expect(cleared.payload?["k"]?.stringValue == "v" && cleared.origin == nil)
    #expect(android.remoteMessage?.messageId == "m1")
    // A push without a message gains one, keeping its other fields.
    let ios = try decode(#"{"aps":{"alert":{"title":"A"}}}"#, on: .iOS)
    var gained = ios
    gained.remoteMessage = android.remoteMessage
    #expect(gained.remoteMessage?.messageId == "m1" && ios.remoteMessage == nil)
    #expect(gained.notification.title == "A" && gained.warnings.map(\.reason) == ["missingPushType"])
    #expect(gained.platform == .iOS && gained.origin == nil && ios.origin != nil)
    // Changed again, the gained message reads back; the one it was copied from does not change.
    gained.remoteMessage?.collapseKey = "ck"
    #expect(gained.remoteMessage?.collapseKey == "ck" && android.remoteMessage?.collapseKey == nil)
  }

  /// The `missingPushType` text for a background push and for a visible one, alone or after
  /// and before other warnings, in order.
  @Test func missingPushTypeWarnings() throws {
    let background = try decode(#"{"aps":{"content-available":1}}"#, on: .iOS)
    #expect(background.warnings.map(\.message) == [
      #"no apns-push-type header; it is required on watchOS 6+ and recommended on iOS: send "background""#
    ])
    #expect(background.warnings.map(\.rule) == ["R-iOS-4"])
    let visible = try decode(#"{"aps":{"alert":"Hi","x":1},"Simulator Target Bundle":"a.b"}"#, on: .iOS)
    #expect(visible.warnings.map(\.reason) == ["customKeyInAps", "missingPushType", "simulatorTargetBundle"])
    #expect(visible.warnings[1].message.hasSuffix(#"send "alert""#))
  }
}
