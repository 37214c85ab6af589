import Testing

@testable import PushSim

/// `PushKind ==` compares the positions of the kinds PushSim defines and the names otherwise: it
/// must answer exactly as comparing the names as `String`s, and hash equal kinds alike.
struct PushKindEqualityTests {
  static let kinds: [PushKind] = [
    .alert, .alertMutableContent, .alertContentAvailable, .background, .badgeSound, .notification,
    .notificationAndData, .data, .deletedMessages, .webPush,
    PushKind(rawValue: "alert"), PushKind(rawValue: String("xalert".dropFirst())), PushKind(rawValue: "Alert"),
    PushKind(rawValue: "caf\u{E9}"), PushKind(rawValue: "cafe\u{301}"), PushKind(rawValue: ""),
    PushKind(rawValue: "data "),
  ]

  /// Every pair compares as its names do, and equal kinds hash alike.
  @Test func agreesWithTheNames() {
    for lhs in PushKindEqualityTests.kinds {
      for rhs in PushKindEqualityTests.kinds {
        #expect((lhs == rhs) == (lhs.rawValue == rhs.rawValue), "\(lhs.rawValue) == \(rhs.rawValue)")
        if lhs == rhs { #expect(lhs.hashValue == rhs.hashValue) }
      }
    }
  }

  /// A kind whose name is set later compares by its new name.
  @Test func settingTheNameKeepsEqualityRight() {
    var kind = PushKind(rawValue: "custom")
    #expect(kind != .data)
    kind.rawValue = "data"
    #expect(kind == .data)
    #expect(kind.hashValue == PushKind.data.hashValue)
    kind.rawValue = "alert"
    #expect(kind != .data)
    #expect(kind == .alert)
    kind.rawValue = "other"
    #expect(kind != .alert)
    #expect(kind == PushKind(rawValue: "other"))
    #expect(Set([kind, PushKind(rawValue: "other"), .alert]).count == 2)
  }
}
