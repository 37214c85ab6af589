@testable import PushSim
import Testing

/// What a stored notification costs: `pushsim bench` measures memory per stored notification,
/// and the flags (`restored`, `postedBySDK`, `isGroupSummary`, `hasGeneratedTag`) share the
/// padding before the details box, so a new flag must not grow the struct.
struct DisplayedNotificationLayoutTests {
  @Test func theFlagsFitInOneWord() {
    let restored = MemoryLayout<DisplayedNotification>.offset(of: \.restored)!
    let generated = MemoryLayout<DisplayedNotification>.offset(of: \.hasGeneratedTag)!
    #expect(generated - restored == 3)
    #expect(restored / 8 == generated / 8)
  }
}
