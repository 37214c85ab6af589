import Testing

@testable import PushSim

/// OneSignal on iOS, the released v5 foreground lifecycle listener
/// (`OSNotificationsManager handleWillShowInForegroundForNotification:completion:`, as in
/// OneSignal-iOS-SDK at 4164b0f0 and the byteworks-ch fork at 26030fa9; `OSDisplayableNotification` in
/// `OSNotification+OneSignal.m` at 3b73f0ec): without listeners the completion runs at once;
/// with listeners the timeout timer starts, each listener gets the event, and unless
/// `preventDefault()` was called the completion runs when they return (7, the timer
/// invalidated). `display()` completes wherever it is called, so a `preventDefault()` after it
/// comes too late; a second `preventDefault()` changes nothing.
struct OneSignalIOSForegroundListenerTests {
  /// A Swift foreground listener that makes `calls` on each event, in order.
  final class ScriptedListener: PushDelegate {
    enum Call { case preventDefault, display }
    let calls: [Call]
    init(_ calls: [Call]) { self.calls = calls }
    func onWillDisplay(_ event: OSNotificationWillDisplayEvent) {
      for call in calls {
        switch call {
        case .preventDefault: event.preventDefault()
        case .display: event.display()
        }
      }
    }
  }

  /// A foreground OneSignal iOS device whose listener makes `calls`; `nil`: no listener at all.
  static func device(_ calls: [ScriptedListener.Call]?) throws -> SimulatedDevice {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground)
    if let calls { device.setDelegate(ScriptedListener(calls)) } else { device.setDelegateRegistration(.none) }
    try device.receive(json: OneSignalIOSWillPresentTests.payload, headers: alertHeaders)
    device.advance(by: .seconds(30))
    return device
  }

  /// The SDK's answers, as `time:options`.
  static func answers(_ device: SimulatedDevice) -> [String] {
    device.events(named: "delegate.willPresent").map { event in
      let options = event["options"]?.arrayValue?.compactMap(\.stringValue).joined(separator: ",") ?? ""
      return "\(event.time.milliseconds):\(options)"
    }
  }

  /// No listener, a listener that does nothing, `display()` alone, `preventDefault()` then
  /// `display()`, and `display()` then `preventDefault()`: answered with 7 at once and shown,
  /// nothing more at the 25 s timeout (the completion ran, the timer was invalidated).
  @Test(arguments: [nil, [], [.display], [.preventDefault, .display], [.display, .preventDefault]] as [[ScriptedListener.Call]?])
  func shownAtOnce(_ calls: [ScriptedListener.Call]?) throws {
    let device = try Self.device(calls)
    #expect(Self.answers(device) == ["0:banner,list,sound,badge"])
    #expect(device.events(named: "notification.displayed").map(\.time.milliseconds) == [0])
    #expect(device.events(named: "notification.prevented").isEmpty)
  }

  /// `preventDefault()` once or twice: the same held call, answered with 0 at the timeout.
  @Test(arguments: [[.preventDefault], [.preventDefault, .preventDefault]] as [[ScriptedListener.Call]])
  func preventedOnceOrTwiceIsHeldUntilTheTimeout(_ calls: [ScriptedListener.Call]) throws {
    let device = try Self.device(calls)
    #expect(Self.answers(device) == ["25000:"])
    #expect(device.events(named: "notification.displayed").isEmpty)
    #expect(device.events(named: "notification.prevented").count == 1)
  }
}
