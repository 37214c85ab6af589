import Testing

@testable import PushSim

/// OneSignal's iOS service extension and `badge_inc` (`OneSignalExtensionBadgeHandler`): the
/// count it keeps in the app group plus the increment, in 32-bit `int` arithmetic, never below
/// 0; a badge set directly becomes the count. Huge increments wrap as they do in the SDK and
/// never trap.
struct OneSignalBadgeIncrementTests {
  /// The badge the extension gives a push with `custom` fields `custom`, and the count it keeps.
  static func badge(
    _ extensionUnderTest: OneSignalServiceExtension, custom: String, apsBadge: Int? = nil
  ) throws -> (badge: Int?, count: Int32) {
    let badge = apsBadge.map { #","badge":\#($0)"# } ?? ""
    let json = #"{"aps":{"alert":"Hi","mutable-content":1\#(badge)},"custom":{"i":"n1"\#(custom)}}"#
    let push = try PushDecoder(platform: .iOS).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    guard case .completes(let content) = extensionUnderTest.didReceive(NotificationContent(push.notification), push: push).outcome else {
      Issue.record("the extension did not complete")
      return (nil, extensionUnderTest.appGroupBadgeCount)
    }
    return (content.badge, extensionUnderTest.appGroupBadgeCount)
  }

  @Test func incrementsClampAtZeroAndADirectBadgeBecomesTheCount() throws {
    let nse = OneSignalServiceExtension()
    #expect(try Self.badge(nse, custom: #","badge_inc":2"#) == (2, 2))
    #expect(try Self.badge(nse, custom: #","badge_inc":-5"#) == (0, 0))
    #expect(try Self.badge(nse, custom: "", apsBadge: 9) == (9, 9))
    #expect(try Self.badge(nse, custom: #","badge_inc":1"#, apsBadge: 4) == (10, 10))
    #expect(try Self.badge(nse, custom: "") == (nil, 10))
  }

  @Test func hugeIncrementsWrapInsteadOfTrapping() throws {
    let nse = OneSignalServiceExtension()
    #expect(try Self.badge(nse, custom: #","badge_inc":1"#) == (1, 1))
    // (int)9223372036854775807 is -1: 1 - 1.
    #expect(try Self.badge(nse, custom: #","badge_inc":9223372036854775807"#) == (0, 0))
    #expect(try Self.badge(nse, custom: #","badge_inc":2147483647"#) == (2_147_483_647, 2_147_483_647))
    // The count wraps past Int32.max into the negatives, and a negative count is 0.
    #expect(try Self.badge(nse, custom: #","badge_inc":1"#) == (0, 0))
    #expect(try Self.badge(nse, custom: #","badge_inc":1e19"#).count >= 0)
  }

  /// The extension reads a push as the app's runtime does: with `additional_data_is_root_payload`,
  /// root keys that take `additionalData` past its 2,048 bytes make the push one OneSignal
  /// refuses, so its extension leaves it as delivered (no badge change); without the setting
  /// the same push is read from `custom.a` alone and its increment applies.
  @Test func theExtensionReadsWithTheAppsSetting() throws {
    let filler = String(repeating: "x", count: 2_100)
    let json = #"{"aps":{"alert":"Hi","mutable-content":1},"custom":{"i":"n1","badge_inc":3},"promo":"\#(filler)"}"#
    let push = try PushDecoder(platform: .iOS).decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    for (setting, expected) in [(false, 3), (true, nil)] as [(Bool, Int?)] {
      let nse = OneSignalServiceExtension(additionalDataIsRootPayload: setting)
      guard case .completes(let content) = nse.didReceive(NotificationContent(push.notification), push: push).outcome else {
        Issue.record("the extension did not complete")
        continue
      }
      #expect(content.badge == expected, "additionalDataIsRootPayload \(setting)")
    }
  }
}
