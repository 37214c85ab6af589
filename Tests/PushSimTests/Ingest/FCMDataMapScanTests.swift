import Foundation
import Testing

@testable import PushSim

/// The FCM decoder measures the app's entries on the tape without decoding them, and
/// `RemoteMessage.data` is built from the map when read: both must agree with decoding every
/// entry (`FCMDataMapScan.add` over `entries`).
struct FCMDataMapScanTests {
  /// Payloads with escaped keys and values, look-alike keys, non-ASCII, repeats.
  static let payloads = [
    #"{"k":"v","gcm.n.e":"1","gcm.n.title":"T","google.message_id":"m1","from":"1","z":"\u00e9\n"}"#,
    #"{"\u0067cm.n.title":"escaped key","gcm.n.e":"1","\u006b":"x","foo":"bar","é":"ü","":"empty"}"#,
    #"{"k":"1","k":"2","gcm.n.body":"b","gcm.notification.title":"t","message_type":"send_event"}"#,
    #"{"_wp":"{\"alert\":{\"text\":\"hi\"}}","custom":"{\"i\":\"x\"}","collapse_key":"ck","p":"5"}"#,
    #"{"custom":"{\"i\":\"x\"}","collapse_key":"c","gcm":"1","gcmx":"2","google":"3","fromage":"4","message_idx":"5"}"#,
    #"{"m":"\u00e9\ud83d\ude00","ƒrom":"6","gcm.notification.title":"t","mess\u0061ge_type":"x","c":"\"q\""}"#,
    #"{"gcm.n.":"x","gcm.n":"y","gcm.n.e":"1","google.c.a.e":"1","google.sent_time":"\u0031","gcm.notification.":"z"}"#,
    #"{"message_id":"s","k":"v","google.message_id":"g","message_idx":"u"}"#,
    #"{"mess\u0061ge_id":"t","gcm.n.e":"1","k":"v"}"#,
    #"{}"#,
  ]

  /// The scan on the tape equals the scan of the decoded entries.
  @Test(arguments: payloads)
  func tapeScanAgreesWithDecoding(_ json: String) throws {
    Self.expectScanIsAddOverEntries(FCMDataMap(checkedNode: try JSONDocument(json).root))
  }

  /// On pairs (an FCM v1 body's) the scan is `add` over the entries, in order.
  @Test(arguments: payloads)
  func pairsScanAgreesWithEntries(_ json: String) throws {
    let node = FCMDataMap(checkedNode: try JSONDocument(json).root)
    Self.expectScanIsAddOverEntries(FCMDataMap(node.entries.map { ($0.key, $0.value) }))
  }

  /// `map.scan()` equals `FCMDataMapScan.add` over `map.entries`.
  static func expectScanIsAddOverEntries(_ map: FCMDataMap) {
    var decoded = FCMDataMapScan()
    for (key, value) in map.entries { decoded.add(key: key, value: value) }
    let scan = map.scan()
    #expect(scan.appEntryCount == decoded.appEntryCount)
    #expect(scan.countedBytes == decoded.countedBytes)
    #expect(scan.reserved.map(\.kind) == decoded.reserved.map(\.kind))
    #expect(scan.reserved.map(\.value) == decoded.reserved.map(\.value))
  }

  /// `getData()` is the app's entries in order, the last value of a repeated key; escaped
  /// `gcm.n.` keys are FCM's.
  @Test func dataIsTheAppsEntries() throws {
    let push = try PushDecoder(platform: .android).decode(
      Array(Self.payloads[1].utf8), headers: ValidatedPushHeaders(), sequence: 1
    ).get()
    let data = try #require(push.remoteMessage?.data)
    #expect(data.map(\.key) == ["k", "foo", "é", ""])
    #expect(data.map(\.value) == ["x", "bar", "ü", "empty"])
    #expect(push.remoteMessage?.notification?.title == "escaped key")
    #expect(push.kind == .notificationAndData)
    #expect(push.notification.additionalData == ["k": "x", "foo": "bar", "é": "ü", "": "empty"])
    // R-A-1 counts the app's entries and gcm.n.*: k x foo bar é ü "" empty gcm.n.title … gcm.n.e 1.
    #expect(push.size == 2 + 6 + 4 + 5 + 11 + 11 + 8)
    let repeated = try PushDecoder(platform: .android).decode(
      Array(Self.payloads[2].utf8), headers: ValidatedPushHeaders(), sequence: 1
    ).get()
    #expect(repeated.remoteMessage?.data.map(\.value) == ["2"])
    #expect(repeated.remoteMessage?.messageType == "send_event")
  }

  /// R-A-1 counts the notification's keys with the legacy `gcm.notification.` prefix too (the SDK
  /// reads both): a 10 KB legacy body is refused as a `gcm.n.` one is, on the tape and on
  /// decoded entries (an escaped key); `google.*` metadata is still not counted.
  @Test(arguments: [
    #"{"gcm.notification.e":"1","gcm.notification.title":"T","gcm.notification.body":"BODY"}"#,
    #"{"gcm.notification.e":"1","gcm.notification.title":"T","gcm.notification.bod\u0079":"BODY"}"#,
    #"{"gcm.n.e":"1","gcm.n.title":"T","gcm.n.body":"BODY"}"#,
  ])
  func legacyNotificationKeysCountAgainstTheLimit(_ template: String) throws {
    let big = template.replacingOccurrences(of: "BODY", with: String(repeating: "x", count: 5000))
    guard case .failure(let issue) = PushDecoder(platform: .android).decode(Array(big.utf8), headers: ValidatedPushHeaders(), sequence: 1) else {
      Issue.record("a 5 KB notification body passed the 4096-byte limit")
      return
    }
    #expect(issue.reason == "payloadTooLarge")
    #expect(issue.rule == "R-A-1")
    let small = try PushDecoder(platform: .android).decode(
      Array(template.replacingOccurrences(of: "BODY", with: "hi").utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(small.size > 0)
    let metadata = try PushDecoder(platform: .android).decode(
      Array(#"{"k":"v","google.c.a.blob":"long metadata"}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(metadata.size == 2)
  }

  /// A notification with no entry of the app's is `notification`; setting `data` replaces it.
  @Test func notificationOnlyAndSetting() throws {
    var push = try PushDecoder(platform: .android).decode(
      Array(#"{"gcm.n.e":"1","gcm.n.title":"T","from":"1"}"#.utf8), headers: ValidatedPushHeaders(), sequence: 1
    ).get()
    #expect(push.kind == .notification)
    #expect(push.remoteMessage?.data.isEmpty == true)
    push.remoteMessage?.data = [("a", "b")]
    #expect(push.remoteMessage?.data.map(\.key) == ["a"])
  }

  /// `isReserved` from the bytes of an ASCII key agrees with comparing strings.
  @Test(arguments: FCMDataMapKeyTests.keys + [
    "google.", "google", "googl", "gcm", "gcm.", "gcm.x", "from\u{301}", "message_id", "Message_id",
    "collapse_key2", "message_typ", "google.\u{301}x", "gcm.n.title", "\r\nfrom", "",
  ])
  func reservedFromBytesAgrees(_ key: String) {
    #expect(FCMDataMap.isReserved(key) == FCMDataMap.isReservedComparingCharacters(key))
  }

  /// An FCM HTTP v1 body (pairs, not a tape) gives the same `getData()`.
  @Test func v1BodyPairs() throws {
    let body = #"{"message":{"token":"t","data":{"k":"v","z":"1"},"notification":{"title":"T"}}}"#
    let push = try PushDecoder(platform: .android).decode(Array(body.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(push.remoteMessage?.data.map(\.key) == ["k", "z"])
    #expect(push.kind == .notificationAndData)
  }
}
