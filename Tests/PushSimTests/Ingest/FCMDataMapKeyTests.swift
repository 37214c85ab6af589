import Testing

@testable import PushSim

/// `FCMDataMap.isCertainlyAppKey(_:)`, the shortcut the FCM decoder takes before comparing a key
/// with FCM's own: it may only say `true` for keys that are neither reserved nor `gcm.` keys.
struct FCMDataMapKeyTests {
  /// Keys of every kind: FCM's, the app's, look-alikes and the empty key.
  static let keys = [
    "from", "message_type", "collapse_key", "message_id", "google.message_id", "google.c.a.e",
    "gcm.n.title", "gcm.notification.body", "gcm.n.e", "g", "f", "m", "c", "k0", "_wp", "custom",
    "p", "title", "alert", "Google.ttl", "From", "é", "\u{301}from", "", "sendout_id", "apx_dpl",
  ]

  /// Never `true` for a key FCM treats specially.
  @Test(arguments: keys)
  func neverClaimsAnFCMKey(_ key: String) {
    if FCMDataMap.isCertainlyAppKey(key) {
      #expect(!FCMDataMap.isReserved(key))
      #expect(!key.hasPrefix("gcm."))
    }
  }

  /// The app's plain keys take the shortcut; FCM's first letters and non-ASCII starts do not.
  @Test func whichKeysTakeTheShortcut() {
    #expect(["k0", "_wp", "p", "title", "alert", "sendout_id", "Google.ttl", "From"].allSatisfy(FCMDataMap.isCertainlyAppKey))
    #expect(!["from", "gcm.n.e", "google.ttl", "message_id", "collapse_key", "custom", "é", ""].contains(where: FCMDataMap.isCertainlyAppKey))
  }

  /// A data map of app keys and FCM keys decodes to the same `getData()` as before the shortcut.
  @Test func decodedDataKeepsAppKeysInOrder() throws {
    let json = #"{"k0":"a","from":"1","_wp":"{}","google.ttl":"60","gcm.n.e":"1","gcm.n.title":"T","Custom":"x"}"#
    let push = try PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    #expect(push.remoteMessage?.data.map(\.key) == ["k0", "_wp", "Custom"])
    #expect(push.remoteMessage?.ttl == 60)
    #expect(push.remoteMessage?.notification?.title == "T")
  }
}

/// `FCMDataMap(_:)` from pairs: distinct keys as given; a repeated key (by `String` equality,
/// canonical equivalence included) keeps its first position and spelling with its last value.
struct FCMDataMapPairsTests {
  @Test func distinctKeysAsGiven() {
    let map = FCMDataMap([("b", "1"), ("a", "2"), ("gcm.n.e", "1")])
    #expect(map.entries.map(\.key) == ["b", "a", "gcm.n.e"])
    #expect(map.entries.map(\.value) == ["1", "2", "1"])
  }

  @Test func repeatedKeysKeepTheFirstPositionAndTheLastValue() {
    let map = FCMDataMap([("a", "1"), ("b", "2"), ("a", "3"), ("\u{E9}", "4"), ("e\u{301}", "5")])
    #expect(map.entries.map(\.key) == ["a", "b", "\u{E9}"])
    #expect(map.entries.map(\.value) == ["3", "2", "5"])
    #expect(map["a"] == "3")
  }

  /// `keysAreDistinct` (hashes of ASCII bytes on the stack, else a `Set`) agrees with a `Set` of
  /// the keys: ASCII repeats, the empty key, canonically equivalent `é`, the Kelvin sign and
  /// `K`, case, more than 32 keys, keys sharing a long prefix.
  @Test func distinctKeysAgreeWithASet() {
    let cases: [[String]] = [
      ["a", "b", "gcm.n.e"], ["a", "b", "a"], ["", "x", ""], ["\u{E9}", "e\u{301}"], ["\u{212A}", "K"],
      ["K", "k"], ["x", "\u{E9}", "x"], (0..<40).map { "k\($0)" }, (0..<40).map { "k\($0 % 39)" },
      ["google.sent_time", "google.ttl", "google.original_priority", "google.sent_time"], [],
    ]
    for keys in cases {
      #expect(FCMDataMap.keysAreDistinct(keys.map { FCMDataEntry($0, "v") }) == (Set(keys).count == keys.count), "\(keys)")
    }
  }
}

/// `FCMDataMap.contains(_:)` answers as `map[key] != nil` does, over a payload's object and over
/// pairs.
struct FCMDataMapContainsTests {
  @Test func containsAgreesWithTheSubscript() throws {
    let json = #"{"_wp":"{\"c\":1}","p":" ","k":"v","k":"w"}"#
    let push = try PushDecoder(platform: .android).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    let fromNode = try #require(push.remoteMessage?.rawData)
    let fromPairs = FCMDataMap([("_wp", "{}"), ("\u{E9}", "1")])
    for key in ["_wp", "p", "k", "custom", "", "\u{E9}", "e\u{301}"] {
      #expect(fromNode.contains(key) == (fromNode[key] != nil))
      #expect(fromPairs.contains(key) == (fromPairs[key] != nil))
    }
    #expect(fromNode.contains("_wp") && !fromNode.contains("custom"))
    #expect(fromPairs.contains("e\u{301}"))  // pairs compare with String ==
  }
}
