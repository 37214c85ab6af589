import Testing

@testable import PushSim

/// OneSignal on iOS: `_wantsToDisplay` is one file-level variable of `OSNotification+OneSignal.m`
/// (OneSignal-iOS-SDK at 3b73f0ec), initialised `true` once per process; `preventDefault()` sets
/// it false and no code sets it back. The released manager completes after the listeners unless
/// `isPreventDefault` (`!wantsToDisplay`), so after one `preventDefault()` every later
/// foreground push of the process is held until `display()` or the 25 s timeout (answered 0).
struct OneSignalIOSWantsToDisplayTests {
  /// A listener that calls `preventDefault()` on the pushes whose body is in `prevent`, and
  /// `display()` on those whose body is in `display`.
  final class SelectiveListener: PushDelegate {
    let prevent: Set<String>
    let display: Set<String>
    init(prevent: Set<String>, display: Set<String> = []) { (self.prevent, self.display) = (prevent, display) }
    func onWillDisplay(_ event: OSNotificationWillDisplayEvent) {
      let body = event.notification.body ?? ""
      if prevent.contains(body) { event.preventDefault() }
      if display.contains(body) { event.display() }
    }
  }

  static func push(_ device: SimulatedDevice, _ body: String) throws {
    try device.receive(json: #"{"aps":{"alert":"\#(body)"},"custom":{"i":"\#(body)"}}"#, headers: alertHeaders)
  }

  /// The SDK's answers, as `time:options` (ms).
  static func answers(_ device: SimulatedDevice) -> [String] {
    OneSignalIOSForegroundListenerTests.answers(device)
  }

  /// After a `preventDefault()` on the first push, a second push the listener leaves alone is
  /// held too and answered 0 at its timeout, recorded `notification.prevented` `by: wantsToDisplay`.
  @Test func aLaterPushIsHeldAfterOnePreventDefault() throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground)
    device.setDelegate(SelectiveListener(prevent: ["first"]))
    try Self.push(device, "first")
    device.advance(by: .seconds(30))
    try Self.push(device, "second")
    device.advance(by: .seconds(30))
    #expect(Self.answers(device) == ["25000:", "55000:"])
    #expect(device.events(named: "notification.displayed").isEmpty)
    #expect(device.events(named: "notification.prevented").map { $0["by"] } == ["onWillDisplay", "wantsToDisplay"])
  }

  /// Before any `preventDefault()` in the process a push is answered 7 at once; a `display()`
  /// on a later push still completes at once with 7 (the third comes after the second's
  /// timeout: inside it, its completion block would take the second's,
  /// `OneSignalIOSProcessWideCompletionTests`).
  @Test func beforeItOrWithDisplayAPushIsShownAtOnce() throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground)
    device.setDelegate(SelectiveListener(prevent: ["second"], display: ["third"]))
    try Self.push(device, "first")
    device.advance(by: .seconds(1))
    try Self.push(device, "second")
    device.advance(by: .seconds(29))
    try Self.push(device, "third")
    device.advance(by: .seconds(30))
    #expect(Self.answers(device) == ["0:banner,list,sound,badge", "26000:", "30000:banner,list,sound,badge"])
    #expect(device.events(named: "notification.displayed").map { $0["id"] } == ["apns-1", "apns-3"])
  }

  /// A new process starts with the flag `true` again: after the app was swiped away and opened,
  /// a push the listener leaves alone is shown at once.
  @Test func aNewProcessStartsWithItTrue() throws {
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .foreground)
    device.setDelegate(SelectiveListener(prevent: ["first"]))
    try Self.push(device, "first")
    device.advance(by: .seconds(30))
    try device.perform(.swipeAway)
    try device.perform(.open)
    try Self.push(device, "second")
    #expect(Self.answers(device).last == "30000:banner,list,sound,badge")
    #expect(device.events(named: "notification.displayed").count == 1)
  }
}
