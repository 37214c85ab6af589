import Foundation
import Testing

@testable import PushSim

/// OneSignal-iOS-SDK v5: `parseWithApns` runs first in the SDK's service extension
/// (`OneSignalNotificationServiceExtensionHandler.m`); a value it sends a message it does not
/// understand (`parseActionButtons`' `isEqualToString:` on an `icon_type` that is not a string,
/// beside a `path`) raises, the extension process dies, and iOS shows the content as delivered.
/// The SDK says nothing, so the device names the field.
struct OneSignalIOSParseRaiseTests {
  static let raising =
    #"{"aps":{"alert":"A","badge":3,"mutable-content":1},"custom":{"i":"n1"},"buttons":[{"i":"b","n":"B","icon_type":1,"path":"star"}]}"#


  /// The extension crashes (no `extension.completed`), the delivered content is shown without
  /// the SDK's buttons, and a `push.warning` `sdkException` with `severity` `error` names the field.
  @Test func theExtensionCrashesAndTheDeviceNamesTheField() throws {
    let device = SimulatedDevice.oneSignalIOSWithSDKExtension(.background)
    try device.receive(json: Self.raising, headers: alertHeaders)
    device.advance(by: .seconds(1))
    #expect(device.events(named: "extension.crashed").map { $0["id"] } == ["apns-1"])
    #expect(device.events(named: "extension.completed").isEmpty)
    let shown = try #require(device.tray.notifications.first)
    #expect(shown.content.buttons.isEmpty)
    let refusal = try #require(device.events(named: "push.warning").first { $0["severity"] == "error" })
    #expect(refusal["reason"] == "sdkException")
    #expect(refusal["sdk"] == "onesignal")
    #expect(refusal["message"]?.stringValue?.contains("buttons[0].icon_type") == true)
  }

  /// A string `icon_type` does not raise: the extension completes and adds the button.
  @Test func aStringIconTypeCompletes() throws {
    let device = SimulatedDevice.oneSignalIOSWithSDKExtension(.background)
    try device.receive(json: Self.raising.replacingOccurrences(of: #""icon_type":1"#, with: #""icon_type":"custom""#), headers: alertHeaders)
    device.advance(by: .seconds(1))
    #expect(device.events(named: "extension.crashed").isEmpty)
    #expect(device.events(named: "extension.completed").count == 1)
    #expect(device.events(named: "push.warning").allSatisfy { $0["severity"] == nil })
  }
}
