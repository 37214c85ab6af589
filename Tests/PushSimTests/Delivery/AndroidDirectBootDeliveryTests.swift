import PushSim
import Testing

/// Direct Boot and FCM: after a restart, before the user's first unlock, only `directBootAware`
/// components run. A message reaches the app then only when the app is direct-boot aware (app
/// key `directBootAware`) and the message was sent with `android.direct_boot_ok`; any other
/// arrives at that unlock, in order (Firebase, "Receive FCM messages in direct boot mode";
/// OneSignal-Android-SDK#2035).
struct AndroidDirectBootDeliveryTests {
  /// An HTTP v1 notification message titled `title`, with `android` as its AndroidConfig.
  static func v1(_ title: String, android: String = "{}") -> String {
    #"{"message":{"token":"t","notification":{"title":"\#(title)"},"android":\#(android)}}"#
  }

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

  /// A direct-boot-aware app gets a message sent with `direct_boot_ok` at once, still locked.
  @Test(arguments: [#"{"direct_boot_ok":true}"#, #"{"directBootOk":true}"#])
  func aDirectBootAwareAppReceivesAFlaggedMessageAtOnce(android: String) throws {
    let device = Self.rebooted(directBootAware: true)
    try device.receive(json: Self.v1("Alarm", android: android))
    #expect(device.events(named: "push.held").isEmpty)
    #expect(device.lastRule == "a3")
    #expect(device.tray.notifications.map(\.title) == ["Alarm"])
    #expect(device.isLocked)
  }

  /// Without the flag (absent, `false`, `null`, or a data map, whose extras cannot carry it) a
  /// message to a direct-boot-aware app waits for the unlock as any other.
  @Test(arguments: [
    Self.v1("A"), Self.v1("A", android: #"{"direct_boot_ok":false}"#),
    Self.v1("A", android: #"{"direct_boot_ok":null}"#), Payloads.fcmNotification,
  ])
  func anAwareAppsMessageWithoutTheFlagIsHeld(payload: String) throws {
    let device = Self.rebooted(directBootAware: true)
    try device.receive(json: payload)
    let held = try #require(device.events(named: "push.held").first)
    #expect(held["reason"] == "beforeFirstUnlock")
    #expect(held["directBootAware"] == .bool(true))
    #expect(held["directBootOK"] == .bool(false))
    #expect(device.events(named: "push.received").isEmpty)
    device.unlock()
    #expect(device.events(named: "push.released").count == 1)
    #expect(device.tray.count == 1)
  }

  /// The flag alone does not let a message through to an app that is not direct-boot aware
  /// (no directBootAware receiver takes Google Play services' RECEIVE_DIRECT_BOOT broadcast).
  @Test func theFlagAloneIsNotEnough() throws {
    let device = Self.rebooted()
    try device.receive(json: Self.v1("Alarm", android: #"{"direct_boot_ok":true}"#))
    let held = try #require(device.events(named: "push.held").first)
    #expect(held["directBootAware"] == .bool(false))
    #expect(held["directBootOK"] == .bool(true))
    #expect(device.tray.isEmpty)
    device.unlock()
    #expect(device.tray.notifications.map(\.title) == ["Alarm"])
  }

  /// A second restart before the unlock keeps what was held: the first unlock after it
  /// delivers everything, in the order it came; a flagged message meanwhile arrives at once.
  @Test func aSecondRebootKeepsTheHeldMessages() throws {
    let device = Self.rebooted(directBootAware: true)
    try device.receive(json: Self.v1("First"))
    device.reboot()
    try device.receive(json: Self.v1("Second"))
    try device.receive(json: Self.v1("Alarm", android: #"{"direct_boot_ok":true}"#))
    #expect(device.events(named: "push.held").count == 2)
    #expect(device.tray.notifications.map(\.title) == ["Alarm"])
    device.unlock()
    #expect(device.events(named: "push.released").count == 2)
    #expect(Set(device.tray.notifications.compactMap(\.title)) == ["Alarm", "First", "Second"])
    let shown = device.events(named: "notification.displayed").map { $0["title"] }
    #expect(shown == [.string("Alarm"), .string("First"), .string("Second")])
  }

  /// The HTTP v1 body's `android.direct_boot_ok` is read as proto3 JSON reads a bool: `true`
  /// or `false` (either spelling of the name), `null` for the default; a data map has none.
  @Test(arguments: [
    (#"{"direct_boot_ok":true}"#, true as Bool?), (#"{"directBootOk":true}"#, true),
    (#"{"direct_boot_ok":false}"#, false), (#"{"direct_boot_ok":null}"#, false), ("{}", nil),
  ])
  func theFlagIsDecodedFromTheV1Body(android: String, expected: Bool?) throws {
    func decoded(_ json: String) throws -> IncomingPush {
      try PushDecoder(platform: .android)
        .decode(Array(json.utf8), headers: ValidatedPushHeaders(), sequence: 1).get()
    }
    #expect(try decoded(Self.v1("T", android: android)).headers.fcmDirectBootOK == expected)
    #expect(try decoded(Payloads.fcmNotification).headers.fcmDirectBootOK == nil)
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
