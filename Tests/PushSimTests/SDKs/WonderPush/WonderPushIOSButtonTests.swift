import PushSim
import Testing

/// The buttons WonderPush's iOS service extension registers (WP-I
/// `Sources/WonderPushExtension/WPNotificationServiceExtension.m`): each one a `.foreground`
/// action unless its `targetUrl` is exactly `wonderpush://notificationOpen/noop`, so a tap on
/// one brings the app to the foreground before `didReceive`, as a tap on the notification does.
struct WonderPushIOSButtonTests {
  /// An iOS device with WonderPush's own service extension, a delegate set at launch.
  static func device(_ state: AppState) -> (SimulatedDevice, RecordingDelegate) {
    var app = AppBehavior()
    app.usesSDKServiceExtension = true
    return WonderPushPlatformTests.device(.iOS, state, app: app)
  }

  /// The audited payload: `Reply` opens a link, `Later` has no target.
  static let payload =
    #"{"aps":{"alert":{"title":"New message","body":"From Ann"},"mutable-content":1},"#
    + #""_wp":{"c":"c","alert":{"buttons":[{"label":"Reply","targetUrl":"myapp://reply"},{"label":"Later"}]}}}"#

  /// The device after the push was shown and `button` tapped.
  static func tapped(_ button: Int, from state: AppState, payload: String = payload) throws -> (SimulatedDevice, RecordingDelegate) {
    let (device, delegate) = device(state)
    try device.receive(json: payload, headers: alertHeaders)
    device.advance(by: .seconds(1))
    try device.tap(button: .index(button))
    return (device, delegate)
  }

  @Test func buttonsAreForegroundActionsExceptTheNoopTarget() throws {
    let (device, _) = Self.device(.background)
    let payload =
      #"{"aps":{"alert":"Hi","mutable-content":1},"_wp":{"c":"c","alert":{"buttons":["#
      + #"{"label":"Open","targetUrl":"https://x.test/a"},{"label":"Plain"},"#
      + #"{"label":"Skip","targetUrl":"wonderpush://notificationOpen/noop"},"#
      + #"{"label":"Tell","targetUrl":"wonderpush://notificationOpen/broadcast"},"#
      + #"{"label":"Near","targetUrl":"wonderpush://notificationOpen/noop?x=1"}]}}}"#
    try device.receive(json: payload, headers: alertHeaders)
    device.advance(by: .seconds(1))
    let shown = try #require(device.tray.latest)
    #expect(shown.content.buttons.map(\.title) == ["Open", "Plain", "Skip", "Tell", "Near"])
    #expect(shown.content.buttons.map(\.opensApp) == [true, true, false, true, true])
  }

  /// From not running (or force-quit), the app launches into the foreground, then the SDK's
  /// `onNotificationOpened` and the app's `didReceive` run (the SDK's delegate chain handles the
  /// response first, WP-I `WPNotificationCenterDelegate.m`).
  @Test(arguments: [AppState.notRunning, .forceQuit, .background])
  func aButtonTapBringsTheAppToTheForegroundFirst(from state: AppState) throws {
    let (device, delegate) = try Self.tapped(1, from: state)
    #expect(device.state == .foreground)
    let names = device.eventNames.filter {
      ["app.launched", "app.state", "delegate.didReceive", "delegate.onNotificationOpened"].contains($0)
    }
    let launch = state == .background ? [] : ["app.launched"]
    #expect(names == launch + ["app.state", "delegate.onNotificationOpened", "delegate.didReceive"])
    let change = try #require(device.events(named: "app.state").last)
    #expect(change["from"]?.stringValue == state.rawValue)
    #expect(change["to"] == "foreground")
    #expect(change["reason"] == "notificationAction")
    if state != .background {
      #expect(device.events(named: "app.launched").first?["reason"] == "notificationAction")
      #expect(device.events(named: "app.launched").first?["remoteNotification"] != nil)
    }
    #expect(delegate.methods.suffix(2) == ["onNotificationOpened", "didReceive"])
  }

  /// A button tap is forwarded like a tap on the notification: the SDK's handling of the
  /// button (its actions, not the notification's) runs first, then the app's `didReceive` gets
  /// the button's `WonderPush_n` action identifier (WP-I `WPNotificationCenterDelegate.m`).
  @Test func aButtonsActionsRunBeforeTheAppsDidReceive() throws {
    let payload =
      #"{"aps":{"alert":"Hi","mutable-content":1},"_wp":{"c":"c","actions":[{"type":"addTag","tags":["body"]}],"#
      + #""alert":{"buttons":[{"label":"Tag","actions":[{"type":"addTag","tags":["button"]}]}]}}}"#
    let (device, delegate) = try Self.tapped(0, from: .background, payload: payload)
    #expect(device.installation.tags == ["button"])
    let names = device.eventNames
    let action = try #require(names.firstIndex(of: "action.executed"))
    let didReceive = try #require(names.firstIndex(of: "delegate.didReceive"))
    #expect(action < didReceive)
    #expect(device.events(named: "delegate.didReceive").first?["actionIdentifier"] == "WonderPush_0")
    #expect(delegate.methods.suffix(2) == ["onNotificationOpened", "didReceive"])
  }

  /// A button whose target is the SDK's `noop` is a background action: the app is launched in
  /// the background, or stays there, and the delegate still hears of the tap.
  @Test(arguments: [AppState.notRunning, .background])
  func aNoopButtonKeepsTheAppInTheBackground(from state: AppState) throws {
    let payload =
      #"{"aps":{"alert":"Hi","mutable-content":1},"_wp":{"c":"c","alert":{"buttons":["#
      + #"{"label":"Dismiss","targetUrl":"wonderpush://notificationOpen/noop"}]}}}"#
    let (device, delegate) = try Self.tapped(0, from: state, payload: payload)
    #expect(device.state == .background)
    #expect(device.events(named: "app.state").allSatisfy { $0["to"] != "foreground" })
    #expect(delegate.methods.suffix(2) == ["onNotificationOpened", "didReceive"])
  }
}
