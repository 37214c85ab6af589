import PushSim
import Testing

/// OneSignal's value types cross isolation domains unchanged (this only compiles while they are
/// `Sendable`).
struct OneSignalSendableTests {
  /// The decoder, its outcome and the notification can be handed to another task.
  @Test func valueTypesCrossIsolationDomains() async throws {
    let decoder = OSNotificationDecoder(additionalDataIsRootPayload: true)
    let push = try OneSignal.push(#"{"aps":{"alert":"Hi"},"custom":{"i":"x"}}"#, platform: .iOS)
    let outcome = await Task.detached { decoder.decode(push) }.value
    let notification = try #require(outcome.notification)
    let copy = await Task.detached { notification }.value
    #expect(copy == notification)
    #expect(copy.notificationId == "x")
  }
}
