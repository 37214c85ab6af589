import PushSim
import Testing

/// Direct Boot and FCM: after a restart, before the user's first unlock, only `directBootAware`
/// components run. An app whose `FirebaseMessagingService` is not direct-boot aware gets its
/// FCM messages at that unlock, in order (Firebase, "Receive FCM messages in direct boot mode";
/// OneSignal-Android-SDK#2035); the app key `directBootAware` opts in.
struct AndroidDirectBootDeliveryTests {
  /// An Android device restarted, still locked, whose app is or is not direct-boot aware.
  static func rebooted(directBootAware: Bool = false, options: DeviceOptions = DeviceOptions()) -> SimulatedDevice {
    var app = AppBehavior()
    app.directBootAware = directBootAware
    let device = SimulatedDevice(platform: .android, state: .background, options: options, app: app)
    device.reboot()
    return device
  }

  /// Before the first unlock a notification and a data message are held: nothing is received,
  /// shown or started, however long the device stays locked.
  @Test func messagesAreHeldBeforeTheFirstUnlock() throws {
    let device = Self.rebooted()
    try device.receive(json: Payloads.fcmNotification)
    try device.receive(json: Payloads.fcmData)
    device.advance(by: .seconds(3600))
    #expect(device.events(named: "push.held").map { $0["reason"] } == ["beforeFirstUnlock", "beforeFirstUnlock"])
    #expect(device.events(named: "push.received").isEmpty)
    #expect(device.tray.isEmpty)
    #expect(device.state == .killed)
  }

  /// The first unlock delivers them in the order they came: released, then received as ever
  /// (the notification cold-starts the app, a3; the data message reaches onMessageReceived).
  @Test func theFirstUnlockDeliversThemInOrder() throws {
    let device = Self.rebooted()
    try device.receive(json: Payloads.fcmNotification)
    try device.receive(json: Payloads.fcmData)
    device.unlock()
    #expect(device.events(named: "push.released").map { $0["id"] } == ["m1", "m3"])
    #expect(device.events(named: "push.received").map { $0["rule"] } == ["a3", "a7"])
    #expect(device.tray.notifications.map(\.id) == ["m1"])
    #expect(device.events(named: "delegate.onMessageReceived").count == 1)
  }

  /// Only the first unlock after a restart counts: a later lock holds nothing.
  @Test func aLaterLockHoldsNothing() throws {
    let device = Self.rebooted()
    device.unlock()
    device.lock()
    try device.receive(json: Payloads.fcmNotification)
    #expect(device.events(named: "push.held").isEmpty)
    #expect(device.tray.count == 1)
  }

  /// A direct-boot-aware app gets the message at once, still locked.
  @Test func aDirectBootAwareAppReceivesAtOnce() throws {
    let device = Self.rebooted(directBootAware: true)
    try device.receive(json: Payloads.fcmNotification)
    #expect(device.events(named: "push.held").isEmpty)
    #expect(device.lastRule == "a3")
    #expect(device.tray.count == 1)
  }

  /// A held message is on the device already: Doze, still on when the unlock releases it (the
  /// unlock ends it just after), does not send it back to FCM's store.
  @Test func aReleasedMessageIsNotHeldAgainForDoze() throws {
    var options = DeviceOptions()
    options.doze = true
    let device = Self.rebooted(options: options)
    try device.receive(json: Payloads.fcmData)
    device.unlock()
    #expect(device.events(named: "push.held").map { $0["reason"] } == ["beforeFirstUnlock"])
    #expect(device.events(named: "push.received").count == 1)
  }

  /// The app key is Android's: a scenario's iOS or web app refuses it (it would do nothing).
  @Test(arguments: ["ios", "web"]) func theAppKeyIsAndroidOnly(platform: String) {
    let device = #"{"platform":"\#(platform)","app":{"directBootAware":true}}"#
    #expect(loadError(scenarioText(steps: "", device: device))?.contains("directBootAware") == true)
    let android = #"{"platform":"android","app":{"directBootAware":true}}"#
    #expect(loadError(scenarioText(steps: "", device: android)) == nil)
  }
}
