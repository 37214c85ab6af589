import Testing

@testable import PushSim

/// `FCMReservedKey` tells the FCM decoder which field an FCM key sets, reading ASCII keys from
/// their bytes: it must answer as the `String` comparisons it replaced (`hasPrefix("gcm.n.")`,
/// `dropFirst`, `==` with each field and key name).
struct FCMReservedKeyTests {
  /// The `String` comparisons: the reference.
  static func comparingStrings(_ key: String) -> FCMReservedKey {
    if key.hasPrefix("gcm.n.") || key.hasPrefix("gcm.notification.") {
      let field = key.hasPrefix("gcm.n.") ? String(key.dropFirst(6)) : String(key.dropFirst(17))
      return .notification(FCMNotificationKey.allCases.first { $0.name.description == field })
    }
    return FCMMessageKey.allCases.first { $0.name.description == key }.map { .message($0) } ?? .other
  }

  /// Every field under both prefixes, every message key, and look-alikes: a missing or extra
  /// byte, upper case, a combining accent on the dot or a letter, the Kelvin sign, CR LF.
  static let keys: [String] =
    FCMNotificationKey.allCases.flatMap { ["gcm.n.\($0.name)", "gcm.notification.\($0.name)"] }
    + FCMMessageKey.allCases.map { "\($0.name)" }
    + [
      "", "gcm.n.", "gcm.n", "gcm.notification.", "gcm.notification", "gcm.n.titl", "gcm.n.title2",
      "gcm.n.Title", "GCM.n.title", "gcm.n.\u{301}title", "gcm.n\u{301}.title", "gcm.n.titl\u{E9}",
      "gcm.n.title\r\n", "gcm.n.\r\ntitle", "gcm.notification.sound2", "gcm.n.link_android",
      "google.ttl\u{301}", "from\u{301}", "\u{212A}", "message_id ", "google.message_i", "gcm.n.e\u{301}",
      "gcm.n.\u{1F600}",
    ]

  @Test(arguments: keys)
  func agreesWithStringComparison(_ key: String) {
    #expect(FCMReservedKey(key) == Self.comparingStrings(key), "\(key.unicodeScalars.map(\.value))")
  }

  /// The decoder keeps a bit per notification field (`gcm.n.` keys seen, against the legacy
  /// `gcm.notification.` ones) in a `UInt32`: every field's raw value fits.
  @Test func notificationFieldsFitABitmask() {
    #expect(FCMNotificationKey.allCases.allSatisfy { (0..<32).contains($0.rawValue) })
  }
}
