import PushSim
import Testing

/// OneSignal's Android notification id (`getAndroidNotificationId()`): drawn for each new
/// notification (`NotificationGenerationJob`: a non-zero `SecureRandom().nextInt()`; PushSim
/// seeds it from the installation id), reused for a collapse id still shown
/// (`processCollapseKey`), and the same in the will-display and click listeners.
struct OneSignalAndroidNotificationIDTests {
  /// Keeps the notifications the OneSignal listeners are handed.
  final class Listener: PushDelegate {
    var willDisplay: [OSNotification] = []
    var clicked: [OSNotification] = []
    func onWillDisplay(_ event: OSNotificationWillDisplayEvent) { willDisplay.append(event.notification) }
    func onClick(_ event: OSNotificationClickEvent) { clicked.append(event.notification) }
  }

  /// A foreground Android device with the OneSignal SDK and `installationID`.
  private func device(installationID: String = "install-a") -> (SimulatedDevice, Listener) {
    var options = DeviceOptions()
    options.installationID = installationID
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .foreground, options: options)
    let listener = Listener()
    device.setDelegate(listener)
    return (device, listener)
  }

  /// A OneSignal data map with notification id `i`, optionally a collapse key.
  private func push(_ i: String, collapse: String? = nil) -> String {
    var pairs: [(String, JSONValue)] = [("custom", .string(#"{"i":"\#(i)"}"#)), ("alert", "Hello"), ("google.message_id", .string("m-" + i))]
    if let collapse { pairs.append(("collapse_key", .string(collapse))) }
    return JSONValue.object(JSONObject(pairs)).serialized()
  }

  @Test func eachNotificationGetsANonZeroIDSharedByItsListeners() throws {
    let (device, listener) = device()
    try device.receive(json: push("os-1"))
    try device.receive(json: push("os-2"))
    let ids = listener.willDisplay.map(\.androidNotificationId)
    #expect(ids.count == 2)
    #expect(!ids.contains(0))
    #expect(ids[0] != ids[1])
    try device.tap(.id("m-os-1"))
    #expect(listener.clicked.map(\.androidNotificationId) == [ids[0]])
  }

  @Test func aCollapseIDStillShownKeepsItsID() throws {
    let (device, listener) = device()
    try device.receive(json: push("os-1", collapse: "score"))
    try device.receive(json: push("os-2", collapse: "score"))
    try device.receive(json: push("os-3", collapse: "weather"))
    let ids = listener.willDisplay.map(\.androidNotificationId)
    #expect(ids[0] == ids[1])
    #expect(ids[2] != ids[0])
    // Once the notification is opened, the collapse id draws a new one.
    try device.tap(.id("m-os-2"))
    try device.receive(json: push("os-4", collapse: "score"))
    #expect(listener.willDisplay.last?.androidNotificationId != ids[0])
  }

  @Test func idsAreReproducibleAndDifferBetweenInstallations() throws {
    func firstID(_ installation: String) throws -> Int {
      let (device, listener) = device(installationID: installation)
      try device.receive(json: push("os-1"))
      return try #require(listener.willDisplay.first).androidNotificationId
    }
    #expect(try firstID("install-a") == firstID("install-a"))
    #expect(try firstID("install-a") != firstID("install-b"))
  }

  /// A tap on a group's summary: the click's notification is read from the last of the opened
  /// data (the summary's payload, then the group newest first), so the group's oldest, under
  /// the Android id of the first, the summary's own (`generateNotificationOpenedResult`).
  @Test func summaryClickCarriesTheOldestUnderTheSummarysID() throws {
    let (device, listener) = device()
    for index in 1...3 {
      let custom = #"{"i":"os-\#(index)","a":{"n":\#(index)}}"#
      let pairs: [(String, JSONValue)] = [
        ("custom", .string(custom)), ("alert", "Hello"), ("grp", "g"), ("google.message_id", .string("m\(index)")),
      ]
      try device.receive(json: JSONValue.object(JSONObject(pairs)).serialized())
    }
    let childIDs = listener.willDisplay.map(\.androidNotificationId)
    try device.tap(.id("onesignal-summary-g"))
    let click = try #require(listener.clicked.first)
    #expect(click.notificationId == "os-1")
    #expect(click.additionalData == ["n": 1])
    #expect(click.groupedNotifications?.compactMap(\.notificationId) == ["os-3", "os-2", "os-1"])
    #expect(click.groupedNotifications?.map(\.androidNotificationId) == childIDs.reversed())
    #expect(click.androidNotificationId != 0 && !childIDs.contains(click.androidNotificationId))
  }
}
