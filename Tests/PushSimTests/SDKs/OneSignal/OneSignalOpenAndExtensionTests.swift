import Testing

@testable import PushSim

/// What the OneSignal SDK does with a tap and with its service extension's attachments and
/// buttons (OS-A `OSNotificationOpenBehaviorFromPushPayload`, OS-I `OneSignalAttachmentHandler`).
struct OneSignalOpenAndExtensionTests {
  /// OS-I `addAttachments`: a remote file is kept when its type is one the SDK supports (from a
  /// `filename` query value, the path, or a query value; a URL naming no type is kept, its MIME
  /// type deciding); a local name needs an extension.
  @Test(arguments: [
    ("https://a.test/p.jpg", true), ("https://a.test/p.JPEG?x=1", true), ("https://a.test/file?filename=clip.mp4", true),
    ("https://a.test/get?id=9&f=img.png", true), ("https://a.test/media/42", true), (" https://a.test/p.gif ", true),
    ("https://a.test/notes.txt", false), ("https://a.test/file?filename=a.pdf", false), ("bundled.png", true), ("bundled", false),
  ])
  func serviceExtensionKeepsSupportedAttachments(url: String, kept: Bool) {
    #expect((OneSignalServiceExtension.attachment(url) != nil) == kept)
  }

  /// OS-I `createActionForButton`: every button is a foreground action, and two are registered
  /// in reverse order.
  @Test func serviceExtensionButtonsAreForegroundAndTwoAreReversed() throws {
    var app = AppBehavior()
    app.usesSDKServiceExtension = true
    let device = SimulatedDevice(platform: .iOS, sdk: .onesignal, state: .background, app: app)
    try device.receive(
      json: #"{"aps":{"alert":"Hi","mutable-content":1},"custom":{"i":"n1"},"buttons":[{"i":"a","n":"A"},{"i":"b","n":"B"}]}"#,
      headers: ["apns-push-type": "alert"])
    device.advance(by: .seconds(1))
    let buttons = try #require(device.tray.latest?.content.buttons)
    #expect(buttons.map(\.id) == ["b", "a"])
    #expect(buttons.allSatisfy { $0.opensApp })
    try device.tap(button: .index(0))
    #expect(device.state == .foreground)
  }

  /// OS-A `OSNotificationOpenBehaviorFromPushPayload`: a tap on a notification with a launch URL
  /// opens the browser, not the app; without one, the app comes forward.
  @Test func launchURLOpensTheBrowserNotTheApp() throws {
    let (device, delegate) = OneSignalDeviceTests.android(.killed)
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1", extra: ["custom": #"{"i":"os-1","u":"https://a.test/x"}"#]))
    try device.tap()
    #expect(device.state == .background)
    #expect(delegate.methods.last == "onClick")
    #expect(device.events(named: "delegate.onCreate").isEmpty)
    let (plain, _) = OneSignalDeviceTests.android(.killed)
    try plain.receive(json: OneSignalDeviceTests.push("os-2", id: "m2"))
    try plain.tap()
    #expect(plain.state == .foreground)
  }

  /// An app's service extension that checks `notification.restoring`.
  final class SkipsRestored: PushDelegate {
    var seen: [(String?, Bool)] = []
    func onNotificationReceived(_ event: OSNotificationReceivedEvent) {
      seen.append((event.notification.notificationId, event.notification.restoring))
      if event.notification.restoring { event.preventDefault() }
    }
  }

  /// The payload reference: "restored notifications can be ignored using the restoring flag".
  /// The service extension's event carries `restoring`; preventing it shows nothing, and the
  /// notification is not restored again.
  @Test func serviceExtensionCanSkipRestoredNotifications() throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    let app = SkipsRestored()
    device.setDelegate(app)
    try device.receive(json: OneSignalDeviceTests.push("n1", id: "m1"))
    #expect(device.tray.count == 1)
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(30))
    #expect(device.tray.isEmpty)
    #expect(app.seen.map(\.1) == [false, true])
    device.reboot()
    device.unlock()  // BOOT_COMPLETED, and the restore, wait for the first unlock
    device.advance(by: .seconds(30))
    #expect(app.seen.count == 2)
  }

  /// `preventDefault()` on a new push: nothing is shown, in the background or in the foreground
  /// (where the foreground listener is then not called).
  @Test(arguments: [AppState.background, .foreground])
  func serviceExtensionPreventDefaultShowsNothing(state: AppState) throws {
    var behavior = AppBehavior()
    behavior.oneSignalServiceExtension = .preventDefault
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: state, app: behavior)
    try device.receive(json: OneSignalDeviceTests.push("n1", id: "m1"))
    #expect(device.tray.isEmpty)
    #expect(device.events(named: "notification.prevented").map { $0["by"] } == ["onNotificationReceived"])
    #expect(device.events(named: "delegate.onWillDisplay").isEmpty)
  }

  /// A launch URL opens the browser on top of a foreground app: the app goes to the background.
  @Test func launchURLInTheForegroundPutsTheAppBehindTheBrowser() throws {
    let (device, _) = OneSignalDeviceTests.android(.foreground)
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m1", extra: ["custom": #"{"i":"os-1","u":"https://a.test/x"}"#]))
    try device.tap()
    #expect(device.state == .background)
    #expect(device.events(named: "app.state").last?["reason"] == "browserOpened")
  }
}
