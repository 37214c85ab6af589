import PushSim
import Testing

/// OneSignal Android's `postProcessNotification` (OS-A `NotificationGenerationProcessor`, since
/// OneSignal/OneSignal-Android-SDK#2512): every push the SDK processes, duplicates aside, sends
/// its receive receipt (the `received` metric), displayed or not; only a displayed one counts
/// for the influence and the analytics event, so the metric says `displayed: false` otherwise.
struct OneSignalReceiveReceiptTests {
  /// The `received` metrics, in order: the push's id and whether it says `displayed: false`.
  func receipts(_ device: SimulatedDevice) -> [String] {
    device.events(named: "metric").filter { $0["name"]?.stringValue == "received" }.compactMap { event in
      guard let id = event["notification"]?.stringValue else { return nil }
      return event["displayed"] == .bool(false) ? id + " not displayed" : id
    }
  }

  func push(_ n: Int, alert: String = "Hello", extra: KeyValuePairs<String, String> = [:]) -> String {
    OneSignalDeviceTests.push("os-\(n)", id: "m\(n)", alert: alert, extra: extra)
  }

  /// Shown: the receipt alone. Silent, past its TTL, on a channel the user turned off, on a
  /// `chnl` channel created at importance none: the receipt all the same, `displayed: false`. A
  /// duplicate is dropped before: none.
  @Test func everyProcessedPushSendsItsReceipt() throws {
    var options = DeviceOptions()
    options.androidChannels = ["OS_muted"]
    options.androidBlockedChannels = ["OS_muted"]
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: options)
    try device.receive(json: push(1))
    try device.receive(json: push(2, alert: ""))
    try device.receive(json: push(3, extra: ["google.sent_time": "1000", "google.ttl": "60"]))
    try device.receive(json: push(4, extra: ["oth_chnl": "OS_muted"]))
    try device.receive(json: push(5, extra: ["chnl": #"{"id":"OS_none"}"#, "pri": "0"]))
    try device.receive(json: OneSignalDeviceTests.push("os-1", id: "m6"))
    #expect(device.tray.notifications.map(\.id) == ["m1"])
    #expect(receipts(device) == ["m1", "m2 not displayed", "m3 not displayed", "m4 not displayed", "m5 not displayed"])
    #expect(device.events(named: "push.dropped").map { $0["reason"]?.stringValue } == ["pastTTL", "duplicate"])
  }

  /// The receipt comes last, after the drop of a push past its TTL.
  @Test func thePastTTLReceiptFollowsTheDrop() throws {
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background)
    try device.receive(json: push(1, extra: ["google.sent_time": "1000", "google.ttl": "60"]))
    let names = device.eventNames
    let dropped = try #require(names.firstIndex(of: "push.dropped"))
    #expect(names[dropped + 1] == "metric")
  }

  /// With notifications off (the permission denied) nothing is posted, and the SDK
  /// (`areNotificationsEnabled`) does not count the push as displayed.
  @Test func withNotificationsOffTheReceiptSaysNotDisplayed() throws {
    var options = DeviceOptions()
    options.notificationPermission = false
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: options)
    try device.receive(json: push(1))
    #expect(device.tray.isEmpty)
    #expect(receipts(device) == ["m1 not displayed"])
  }

  /// The service extension's or the foreground listener's `preventDefault()`: not displayed, the
  /// receipt sent (the change of #2512, "send receive receipt even when preventDefault is called").
  @Test func aPreventedPushSendsItsReceipt() throws {
    var extensionApp = AppBehavior()
    extensionApp.oneSignalServiceExtension = .preventDefault
    let (byExtension, _) = OneSignalDeviceTests.android(.background, app: extensionApp)
    try byExtension.receive(json: push(1))
    var listenerApp = AppBehavior()
    listenerApp.preventsForegroundDisplay = true
    let (byListener, _) = OneSignalDeviceTests.android(.foreground, app: listenerApp)
    try byListener.receive(json: push(2))
    #expect(byExtension.tray.isEmpty && byListener.tray.isEmpty)
    #expect(receipts(byExtension) == ["m1 not displayed"])
    #expect(receipts(byListener) == ["m2 not displayed"])
  }

  /// A post Android refuses past the app's limit returns as any post: the SDK takes it as
  /// displayed (`showNotification` returns `areNotificationsEnabled`), so its receipt says nothing more.
  @Test func aPostRefusedPastTheAppLimitCountsAsDisplayed() throws {
    var options = DeviceOptions()
    options.androidMaxNotificationsPerApp = 1
    let device = SimulatedDevice(platform: .android, sdk: .onesignal, state: .background, options: options)
    try device.receive(json: push(1))
    try device.receive(json: push(2))
    #expect(device.events(named: "notification.suppressed").map { $0["reason"]?.stringValue } == ["packageLimit"])
    #expect(receipts(device) == ["m1", "m2"])
  }
}
