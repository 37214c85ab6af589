import Testing

@testable import PushSim

/// OneSignal: app key `onWillDisplay` as `{"preventDefault": selection}`: the foreground
/// listener prevents only the notifications the selection picks (an additional-data key, or
/// OneSignal notification ids) and leaves the others alone, on both platforms.
struct OneSignalForegroundListenerSelectionTests {
  /// Selections: by an additional-data key (any value, `null` too), by OneSignal notification id.
  @Test func selectionsMatchTheListenersNotification() {
    var notification = OSNotification(platform: .iOS, format: .original)
    notification.notificationId = "n1"
    notification.additionalData = ["hold": .null]
    #expect(OSNotificationSelection.additionalDataKey("hold").matches(notification))
    #expect(!OSNotificationSelection.additionalDataKey("other").matches(notification))
    #expect(OSNotificationSelection.notificationIds(["n0", "n1"]).matches(notification))
    #expect(!OSNotificationSelection.notificationIds(["n2"]).matches(notification))
    var app = AppBehavior()
    app.preventsForegroundDisplay = true
    app.foregroundListenerSelection = .notificationIds(["n2"])
    #expect(!app.preventsForegroundDisplay(of: notification))
    app.foregroundListenerSelection = nil
    #expect(app.preventsForegroundDisplay(of: notification))
  }

  /// The loader reads the object form of `onWillDisplay`, and still the plain strings.
  @Test func theLoaderReadsTheObjectForm() throws {
    func app(_ listener: String) throws -> AppBehavior {
      let json = #"""
        {"scenario": 1, "name": "n", "devices": {"p": {"platform": "ios", "sdk": "onesignal", "app": {"onWillDisplay": \#(listener)}}},
         "steps": [{"advance": "1s"}]}
        """#
      let scenario = try ScenarioLoader().load(bytes: Array(json.utf8), file: "x.json")
      return try #require(scenario.devices.first?.app)
    }
    let byKey = try app(#"{"preventDefault": {"additionalDataKey": "hold"}}"#)
    #expect(byKey.preventsForegroundDisplay && byKey.foregroundListenerSelection == .additionalDataKey("hold"))
    let byID = try app(#"{"preventDefault": {"notificationIds": ["a", "b"]}}"#)
    #expect(byID.foregroundListenerSelection == .notificationIds(["a", "b"]))
    let plain = try app(#""preventDefault""#)
    #expect(plain.preventsForegroundDisplay && plain.foregroundListenerSelection == nil)
  }

  /// Android: the selected notification (`custom.i` listed) is prevented, the other shown.
  @Test func onAndroidOnlyTheSelectedNotificationIsPrevented() throws {
    var app = AppBehavior()
    app.preventsForegroundDisplay = true
    app.foregroundListenerSelection = .notificationIds(["held"])
    let (device, _) = OneSignalDeviceTests.android(.foreground, app: app)
    try device.receive(json: OneSignalDeviceTests.push("held", id: "m1"))
    try device.receive(json: OneSignalDeviceTests.push("plain", id: "m2"))
    let received = device.events(named: "push.received").map { $0["id"]?.stringValue }
    #expect(received.count == 2)
    #expect(device.events(named: "notification.prevented").map { $0["id"]?.stringValue } == [received.first ?? nil])
    #expect(device.tray.count == 1)
  }
}
