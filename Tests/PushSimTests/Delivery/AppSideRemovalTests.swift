import PushSim
import Testing

/// What the app itself can do with delivered notifications and its service extension.
struct AppSideRemovalTests {
  /// R-iOS-26: removeDeliveredNotifications ignores ids not shown and removes the others.
  @Test func appRemovesDeliveredNotificationsByID() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: Payloads.alert, headers: ["apns-push-type": "alert", "apns-collapse-id": "a"])
    try device.receive(json: Payloads.alert, headers: ["apns-push-type": "alert", "apns-collapse-id": "b"])
    device.removeDeliveredNotifications(withIdentifiers: ["a", "missing"])
    #expect(device.tray.notifications.map(\.id) == ["b"])
    #expect(device.events(named: "notification.removed").map { $0["reason"] } == ["app"])
  }

  /// Android cancel by tag removes the tagged notification only.
  @Test func appCancelsByTag() throws {
    let device = SimulatedDevice(platform: .android, state: .background)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"a","gcm.n.tag":"t","google.message_id":"1"}"#)
    try device.receive(json: #"{"gcm.n.e":"1","gcm.n.title":"b","google.message_id":"2"}"#)
    device.removeDeliveredNotifications(withTag: "t")
    #expect(device.tray.notifications.map(\.id) == ["2"])
    device.removeAllDeliveredNotifications()
    #expect(device.tray.isEmpty)
  }

  /// A closure service extension changes the content shown.
  @Test func closureServiceExtensionChangesContent() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    device.setServiceExtension(ClosureServiceExtension { content, _ in
      var decrypted = content
      decrypted.body = "Decrypted"
      return .completes(after: .seconds(1), with: decrypted)
    })
    try device.receive(json: Payloads.alertMC, headers: alertHeaders)
    device.advance(by: .seconds(1))
    #expect(device.tray.latest?.body == "Decrypted")
  }

  /// The runtime logs duplicate payload keys; the last one wins, as on the platforms.
  @Test func duplicateKeysAreLoggedAndTheLastWins() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    try device.receive(json: #"{"aps":{"alert":"first","alert":"second"}}"#, headers: alertHeaders)
    #expect(device.events(named: "push.warning").first?["reason"] == "duplicateKey")
    #expect(device.tray.latest?.body == "second")
  }
}
