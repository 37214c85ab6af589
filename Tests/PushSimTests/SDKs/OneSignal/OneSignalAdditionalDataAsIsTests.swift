import PushSim
import Testing

/// A `custom.a` that is not a dictionary reaches the app as is on iOS (OS-I `OSNotification.m`
/// `parseOriginalPayload`: `_additionalData = _rawPayload[@"custom"][@"a"]`), and loses the
/// push on Android (`Notification.kt`: `getJSONObject` throws).
struct OneSignalAdditionalDataAsIsTests {
  static let payload = #"{"aps":{"alert":"B"},"custom":{"i":"n1","a":"notadict"}}"#

  /// The click listener's event and the foreground lifecycle listener's carry the value.
  @Test func iosDelegatesCarryTheValueAsIs() throws {
    let background = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background)
    background.setDelegate(RecordingDelegate())
    try background.receive(json: Self.payload, headers: alertHeaders)
    try background.tap()
    let opened = background.events(named: "delegate.onNotificationOpened")
    #expect(opened.map { $0["additionalData"] } == ["notadict"])

    let foreground = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground)
    foreground.setDelegate(RecordingDelegate())
    try foreground.receive(json: Self.payload, headers: alertHeaders)
    #expect(foreground.events(named: "delegate.onWillDisplay").map { $0["additionalData"] } == ["notadict"])
  }

  /// The SDK view that `pushsim parse` prints holds it too, beside the warning that says so.
  @Test func iosSDKViewHoldsTheValue() throws {
    let outcome = try OneSignal.decode(Self.payload, platform: .iOS)
    #expect(outcome.jsonValue["additionalData"] == "notadict")
    #expect(outcome.warningReasons == ["additionalDataNotObject"])
  }

  /// Android keeps the SDK's behaviour: the push is not processed.
  @Test func androidStillLosesThePush() throws {
    let outcome = try OneSignal.decode(
      OneSignal.dataMap(["custom": #"{"i":"n1","a":"notadict"}"#, "alert": "B"]), platform: .android)
    #expect(!outcome.accepted)
    #expect(outcome.reason?.reason == "additionalDataNotObject")
  }
}
