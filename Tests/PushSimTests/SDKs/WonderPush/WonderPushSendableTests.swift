import PushSim
import Testing

struct WonderPushSendableTests {
  /// The WonderPush model's value types cross isolation domains unchanged (this only compiles
  /// while they are `Sendable`).
  @Test func valueTypesCrossIsolationDomains() async throws {
    let notification = try WP.notification(
      WP.android(#"{"c":"camp","alert":{"text":"x","buttons":[{"label":"Go"}]},"actions":[{"type":"closeNotifications","tag":"t"}],"attachments":[{"url":"u"}]}"#),
      on: .android)
    let result = await Task.detached {
      (
        notification, notification.alert, notification.alert?.buttons.first, notification.actions.first,
        notification.actions.first?.closeFilter, notification.attachments.first, notification.type,
        notification.actions.first?.type
      )
    }.value
    #expect(result.0 == notification)
    #expect(result.1?.text == "x")
    #expect(result.2?.label == "Go")
    #expect(result.3?.isKnown == true)
    #expect(result.4?.fields.isEmpty == false)
    #expect(result.5?.url == "u")
    #expect(result.6 == .simple)
    #expect(result.7 == .closeNotifications)
  }
}
