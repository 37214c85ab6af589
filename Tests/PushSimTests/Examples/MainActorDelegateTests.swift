import PushSim
import Testing

/// An app type isolated to the main actor conforms to `PushDelegate` with an isolated
/// conformance (TestingYourDelegate.md, "A delegate isolated to the main actor"), and a test on
/// the main actor drives the device.
@MainActor final class MainActorAppPush: @MainActor PushDelegate {
  private(set) var opened: [String] = []
  func onNotificationOpened(_ push: IncomingPush, buttonIndex: Int?) { opened.append(push.notification.id) }
}

@MainActor struct MainActorDelegateTests {
  @Test func isolatedConformanceDrivesTheDelegate() throws {
    let device = SimulatedDevice(platform: .iOS, state: .background)
    let app = MainActorAppPush()
    device.setDelegate(app)
    try device.receive(json: #"{"aps":{"alert":"Hi"}}"#, headers: ["apns-push-type": "alert", "apns-collapse-id": "c1"])
    try device.tap()
    #expect(app.opened == ["c1"])
  }
}
