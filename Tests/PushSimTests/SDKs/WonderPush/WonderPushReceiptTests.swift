import Foundation
import PushSim
import Testing

/// The SDK's reception receipt (WP-A `NotificationManager.onReceivedNotification`, WP-I
/// `WonderPush.m` `trackNotificationReceived:` and `WPNotificationServiceExtension.m`):
/// `receipt` tracks `@NOTIFICATION_RECEIVED` as an installation event, `receiptUsingMeasurements`
/// counts it through the measurements API instead (a `metric`).
struct WonderPushReceiptTests {
  static func android() -> SimulatedDevice {
    WonderPushPlatformTests.device(.android, .background).0
  }

  static func metrics(_ device: SimulatedDevice) -> [String] {
    device.events(named: "metric").compactMap { $0["name"]?.stringValue }
  }

  /// Android: `receipt: true` adds `@NOTIFICATION_RECEIVED` with the ids, after the receive
  /// actions and before the delegate; without it (default false) nothing is tracked.
  @Test func androidReceiptTracksTheReceivedEvent() throws {
    let device = Self.android()
    try device.receive(json: WP.android(#"{"c":"camp","n":"notif","receipt":true,"receiveActions":[{"type":"addTag","tags":["r"]}],"alert":{"text":"Hi"}}"#))
    #expect(device.installation.events == [["type": "@NOTIFICATION_RECEIVED", "data": ["campaignId": "camp", "notificationId": "notif"]]])
    // An event the SDK tracks on its own: a `metric` sent as an installation event, not an
    // `action.executed` (only the payload's `addTag` is one).
    #expect(device.events(named: "action.executed").compactMap { $0["type"]?.stringValue } == ["addTag"])
    let receipt = try #require(device.events(named: "metric").last)
    #expect(receipt["name"] == "@NOTIFICATION_RECEIVED")
    #expect(receipt["via"] == "installationEvent")
    #expect(receipt["data"] == ["campaignId": "camp", "notificationId": "notif"])
    #expect(receipt["result"] == "events: 1")
    let names = device.eventNames
    let actionAt = try #require(names.lastIndex(of: "action.executed"))
    let receiptAt = try #require(names.lastIndex(of: "metric"))
    #expect(actionAt < receiptAt)
    #expect(names.firstIndex(of: "delegate.onNotificationReceived").map { $0 > receiptAt } == true)

    let plain = Self.android()
    try plain.receive(json: WP.android(#"{"c":"camp","alert":{"text":"Hi"}}"#))
    #expect(plain.installation.events.isEmpty)
    #expect(Self.metrics(plain).isEmpty)
  }

  /// Android reads `receipt` with `optBoolean`: the text "TRUE" counts, a number does not; a
  /// missing campaign id is left out of the event data (`JSONObject.put` drops null).
  @Test func androidReceiptIsReadWithOptBoolean() throws {
    let device = Self.android()
    try device.receive(json: WP.android(#"{"n":"x","receipt":"TRUE","type":"data"}"#))
    #expect(device.installation.events == [["type": "@NOTIFICATION_RECEIVED", "data": ["notificationId": "x"]]])
    let other = Self.android()
    try other.receive(json: WP.android(#"{"n":"x","receipt":1,"type":"data"}"#))
    #expect(other.installation.events.isEmpty)
  }

  /// iOS reads the flags with `boolValue`: any non-zero number is true (Android's `optBoolean`
  /// takes no number).
  @Test func iosReadsTheReceiptFlagsWithBoolValue() throws {
    #expect(try WP.notification(WP.iOS(#"{"receipt":2,"receiptUsingMeasurements":1}"#), on: .iOS).receipt)
    #expect(try WP.notification(WP.iOS(#"{"receiptUsingMeasurements":2}"#), on: .iOS).receiptUsingMeasurements)
    #expect(try !WP.notification(WP.iOS(#"{"receipt":0}"#), on: .iOS).receipt)
    #expect(try !WP.notification(WP.android(#"{"receipt":2}"#), on: .android).receipt)
  }

  /// iOS's `trackNotificationReceived:` calls `boolValue` on whatever object the flag is, so a
  /// string is read as `NSString.boolValue` ("yes", "true", "1", " +07" are true; "no",
  /// "false", "0" are not). The service extension reads `receiptUsingMeasurements` with
  /// `numberForKey`, which takes no string: `"receiptUsingMeasurements": "yes"` makes the app
  /// skip the event and the extension count nothing.
  @Test func iosReadsAStringFlagAsNSStringBoolValue() throws {
    for (text, tracked) in [("yes", true), ("true", true), ("1", true), (" +07", true), ("no", false), ("false", false), ("0", false)] {
      let (device, _) = WonderPushPlatformTests.device(.iOS, .background)
      let payload = #"{"aps":{"alert":"Hi","content-available":1},"_wp":{"c":"camp","receipt":"\#(text)"}}"#
      try device.receive(json: payload, headers: ["apns-push-type": "alert"])
      #expect(device.installation.events.count == (tracked ? 1 : 0), "receipt \(text)")
    }
    let model = try WP.notification(WP.iOS(#"{"receipt":"Y","receiptUsingMeasurements":"yes"}"#), on: .iOS)
    #expect(model.receipt && model.receiptUsingMeasurements && !model.extensionCountsReceipt)
    #expect(try WP.notification(WP.iOS(#"{"receiptUsingMeasurements":1}"#), on: .iOS).extensionCountsReceipt)
    #expect(try !WP.notification(WP.android(#"{"receiptUsingMeasurements":true}"#), on: .android).extensionCountsReceipt)

    var app = AppBehavior()
    app.usesSDKServiceExtension = true
    let (measured, _) = WonderPushPlatformTests.device(.iOS, .background, app: app)
    let both = #"{"aps":{"alert":"Hi","content-available":1,"mutable-content":1},"_wp":{"c":"camp","receipt":true,"receiptUsingMeasurements":"yes"}}"#
    try measured.receive(json: both, headers: ["apns-push-type": "alert"])
    #expect(measured.installation.events.isEmpty)
    #expect(Self.metrics(measured).isEmpty)
  }

  /// Where an iOS device with `wrapper` records the received callback, the `receiveActions`'
  /// `action.executed` and the receipt's `metric` for a content-available push with both.
  static func iosReceptionOrder(wrapper: Wrapper) throws -> (received: Int, action: Int, receipt: Int) {
    let (device, _) = WonderPushPlatformTests.device(.iOS, .background, wrapper: wrapper)
    let payload = #"{"aps":{"alert":"Hi","content-available":1},"_wp":{"c":"camp","receipt":true,"receiveActions":[{"type":"addTag","tags":["r"]}]}}"#
    try device.receive(json: payload, headers: ["apns-push-type": "alert"])
    let names = device.eventNames
    return (
      try #require(names.firstIndex(of: "delegate.onNotificationReceived")),
      try #require(names.firstIndex(of: "action.executed")), try #require(names.firstIndex(of: "metric"))
    )
  }

  /// iOS `handleNotification:` calls the delegate's `onNotificationReceived:` first, then runs
  /// the `receiveActions` and tracks the receipt (Android runs them before its callback).
  @Test func iosReceivedCallbackComesBeforeTheReceiveActionsAndTheReceipt() throws {
    let order = try Self.iosReceptionOrder(wrapper: .native)
    #expect(order.received < order.action && order.action < order.receipt)
  }

  /// A wrapper's plugin on iOS gets `onNotificationReceived:` natively but hands it to its JS
  /// or Dart with `dispatch_async` to the main queue: the app's callback comes after the
  /// `receiveActions` and the receipt, which `handleNotification:` runs before it returns.
  @Test(arguments: [Wrapper.cordova, .reactNative, .flutter])
  func iosWrapperCallbackComesAfterTheReceiveActionsAndTheReceipt(wrapper: Wrapper) throws {
    let order = try Self.iosReceptionOrder(wrapper: wrapper)
    #expect(order.action < order.receipt && order.receipt < order.received)
  }

  /// Android: `receiptUsingMeasurements` counts the event (measurements API) instead of
  /// tracking it, even with `receipt`.
  @Test func androidReceiptUsingMeasurementsCountsInstead() throws {
    let device = Self.android()
    try device.receive(json: WP.android(#"{"c":"camp","receipt":true,"receiptUsingMeasurements":true,"type":"data"}"#))
    #expect(device.installation.events.isEmpty)
    #expect(Self.metrics(device) == ["@NOTIFICATION_RECEIVED"])
    #expect(device.events(named: "metric").last?["via"] == nil)
  }

  /// iOS: didRRN tracks the event with the reporting data when `receipt` is set and
  /// `receiptUsingMeasurements` is not; with the latter only the SDK's extension counts it.
  @Test func iosReceiptComesWithDidReceiveRemoteNotification() throws {
    let (device, _) = WonderPushPlatformTests.device(.iOS, .background)
    let payload = #"{"aps":{"alert":"Hi","content-available":1},"_wp":{"c":"camp","n":"notif","v":"view","receipt":true}}"#
    try device.receive(json: payload, headers: ["apns-push-type": "alert"])
    #expect(device.installation.events == [["type": "@NOTIFICATION_RECEIVED", "data": ["notificationId": "notif", "campaignId": "camp", "viewId": "view"]]])

    var app = AppBehavior()
    app.usesSDKServiceExtension = true
    let (measured, _) = WonderPushPlatformTests.device(.iOS, .background, app: app)
    let both = #"{"aps":{"alert":"Hi","content-available":1,"mutable-content":1},"_wp":{"c":"camp","receipt":true,"receiptUsingMeasurements":true}}"#
    try measured.receive(json: both, headers: ["apns-push-type": "alert"])
    #expect(measured.installation.events.isEmpty)
    #expect(Self.metrics(measured) == ["@NOTIFICATION_RECEIVED"])

    // Without the SDK's extension nothing counts it.
    let (plain, _) = WonderPushPlatformTests.device(.iOS, .background)
    try plain.receive(json: both, headers: ["apns-push-type": "alert"])
    #expect(plain.installation.events.isEmpty)
    #expect(Self.metrics(plain).isEmpty)
  }

  /// iOS: the receipt comes only with didRRN (WP-I `handleNotification:`), so a push without
  /// `content-available` tracks nothing, a force-quit app hears nothing, and an app the system
  /// terminated is launched in the background and tracks it.
  @Test func iosReceiptNeedsDidReceiveRemoteNotification() throws {
    let alertOnly = #"{"aps":{"alert":"Hi"},"_wp":{"c":"camp","receipt":true}}"#
    let (noWake, _) = WonderPushPlatformTests.device(.iOS, .background)
    try noWake.receive(json: alertOnly, headers: ["apns-push-type": "alert"])
    #expect(noWake.installation.events.isEmpty)
    #expect(Self.metrics(noWake).isEmpty)

    let wakes = #"{"aps":{"alert":"Hi","content-available":1},"_wp":{"c":"camp","receipt":true}}"#
    let (quit, _) = WonderPushPlatformTests.device(.iOS, .forceQuit)
    try quit.receive(json: wakes, headers: ["apns-push-type": "alert"])
    #expect(quit.installation.events.isEmpty)
    let (killed, _) = WonderPushPlatformTests.device(.iOS, .notRunning)
    try killed.receive(json: wakes, headers: ["apns-push-type": "alert"])
    #expect(killed.installation.events.map { $0["type"] } == ["@NOTIFICATION_RECEIVED"])
    #expect(killed.events(named: "metric").last?["via"] == "installationEvent")
  }
}
